import type { ComponentType } from 'react';
import Box from '../../components/light/Box';
import Button from '../../components/light/Button';
import IconButton from '../../components/light/IconButton';
import Typography from '../../components/light/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import { __, _n, sprintf } from '@wordpress/i18n';
import type {
	MentoringMilestone,
	MentoringNote,
	MentoringTask,
} from '../../api/types';
import { LightCheckbox } from '../../components/LightCheckbox';
import { formatNumber } from '../../domain/locale';
import { milestoneProgress, progressLabel } from '../../domain/mentoring';
import { formatNoteDate } from '../../domain/notes';

export interface NoteActions {
	onAdd: ( task: MentoringTask ) => void;
	onEdit: ( note: MentoringNote ) => void;
	onDelete: ( note: MentoringNote ) => void;
}

export interface MilestonePanelProps {
	milestone: MentoringMilestone;
	completed: ReadonlySet< number >;
	notes: Map< number, MentoringNote[] >;
	/** Tasks whose notes are shown. */
	openNotes: ReadonlySet< number >;
	onToggleNotes: ( taskId: number ) => void;
	onToggle: ( task: MentoringTask, complete: boolean ) => void;
	actions: NoteActions;
}

/**
 * One milestone of a relationship: its progress, then each task with its checkbox (saved at once), name,
 * description and notes (add, view, edit, delete).
 *
 * @param props Props.
 */
export function MilestonePanel( props: MilestonePanelProps ) {
	const {
		milestone,
		completed,
		notes,
		openNotes,
		onToggleNotes,
		onToggle,
		actions,
	} = props;
	const progress = milestoneProgress( milestone, completed );
	return (
		<Box data-testid="milestone-panel">
			<Box
				sx={ {
					display: 'flex',
					alignItems: 'baseline',
					justifyContent: 'space-between',
					flexWrap: 'wrap',
					gap: 1,
					mb: 1,
				} }
			>
				<Typography
					variant="h6"
					component="h3"
					sx={ { overflowWrap: 'anywhere' } }
				>
					{ milestone.name }
				</Typography>
				<Typography
					variant="body2"
					color="text.secondary"
					data-testid="milestone-progress"
				>
					{ progressLabel( progress ) }
				</Typography>
			</Box>
			<Box component="ol" sx={ { listStyle: 'none', p: 0, m: 0 } }>
				{ milestone.tasks.map( ( task ) => {
					const done = completed.has( task.id );
					const taskNotes = notes.get( task.id ) ?? [];
					const open = openNotes.has( task.id );
					const labelId = `prism-task-${ task.id }-name`;
					return (
						<Box
							component="li"
							key={ task.id }
							data-testid="mentoring-task"
							sx={ {
								display: 'flex',
								gap: { xs: 0.5, sm: 1 },
								py: 1.5,
								borderTop: 1,
								borderColor: 'divider',
							} }
						>
							<LightCheckbox
								checked={ done }
								onChange={ ( e ) =>
									onToggle( task, e.target.checked )
								}
								labelledBy={ labelId }
								testId="task-checkbox"
								sx={ { alignSelf: 'flex-start', mt: -0.75 } }
							/>
							<Box sx={ { flex: 1, minWidth: 0 } }>
								<Typography
									id={ labelId }
									sx={ {
										fontWeight: 600,
										overflowWrap: 'anywhere',
										textDecoration: done
											? 'line-through'
											: 'none',
										textDecorationColor: ( theme ) =>
											theme.palette.text.disabled,
									} }
									data-testid="task-name"
								>
									{ task.name }
								</Typography>
								{ task.description && (
									<Typography
										variant="body2"
										color="text.secondary"
										sx={ {
											overflowWrap: 'anywhere',
											whiteSpace: 'pre-line',
										} }
									>
										{ task.description }
									</Typography>
								) }
								<Box
									sx={ {
										display: 'flex',
										flexWrap: 'wrap',
										gap: 1,
										mt: 0.5,
									} }
								>
									<Button
										size="small"
										startIcon={ <NoteAddOutlined /> }
										onClick={ () => actions.onAdd( task ) }
										aria-label={ sprintf(
											/* translators: %s: a mentoring task's name. */
											__( 'Add note: %s', 'prism' ),
											task.name
										) }
										data-testid="task-add-note"
									>
										{ __( 'Add note', 'prism' ) }
									</Button>
									{ taskNotes.length > 0 && (
										<Button
											size="small"
											startIcon={
												open ? (
													<ExpandLess />
												) : (
													<ExpandMore />
												)
											}
											onClick={ () =>
												onToggleNotes( task.id )
											}
											aria-expanded={ open }
											aria-controls={ `prism-task-${ task.id }-notes` }
											data-testid="task-view-notes"
										>
											{ open
												? __( 'Hide notes', 'prism' )
												: sprintf(
														/* translators: %s: number of notes on a task. */
														_n(
															'View %s note',
															'View %s notes',
															taskNotes.length,
															'prism'
														),
														formatNumber(
															taskNotes.length
														)
													) }
										</Button>
									) }
								</Box>
								{ open && taskNotes.length > 0 && (
									<NoteList
										id={ `prism-task-${ task.id }-notes` }
										notes={ taskNotes }
										actions={ actions }
									/>
								) }
							</Box>
						</Box>
					);
				} ) }
			</Box>
		</Box>
	);
}

/**
 * A task note's small icon button (Edit, Delete), named by its label.
 *
 * @param props         Props.
 * @param props.Icon    Its icon.
 * @param props.label   Its name.
 * @param props.testId  Its test id.
 * @param props.onClick What it does.
 */
function NoteButton( {
	Icon,
	label,
	testId,
	onClick,
}: {
	Icon: ComponentType< SvgIconProps >;
	label: string;
	testId: string;
	onClick: () => void;
} ) {
	return (
		<IconButton
			size="small"
			onClick={ onClick }
			aria-label={ label }
			data-testid={ testId }
		>
			<Icon fontSize="small" />
		</IconButton>
	);
}

/**
 * Task notes, each exactly as typed with when it was last changed, Edit and Delete.
 *
 * @param props         Props.
 * @param props.id      The list's id (the View button controls it).
 * @param props.notes   The notes, oldest first.
 * @param props.actions Edit and Delete.
 */
export function NoteList( {
	id,
	notes,
	actions,
}: {
	id?: string;
	notes: MentoringNote[];
	actions: Pick< NoteActions, 'onEdit' | 'onDelete' >;
} ) {
	return (
		<Box
			component="ul"
			id={ id }
			sx={ {
				listStyle: 'none',
				p: 0,
				m: 0,
				mt: 1,
				display: 'grid',
				gap: 1,
			} }
			data-testid="task-notes"
		>
			{ notes.map( ( note ) => {
				const date = formatNoteDate( note.lastUpdated );
				return (
					<Box
						component="li"
						key={ note.id }
						data-testid="task-note"
						sx={ {
							display: 'flex',
							gap: 1,
							alignItems: 'flex-start',
							p: 1.5,
							borderRadius: 1,
							bgcolor: 'action.hover',
						} }
					>
						<Box sx={ { flex: 1, minWidth: 0 } }>
							<Typography
								sx={ {
									whiteSpace: 'pre-wrap',
									overflowWrap: 'anywhere',
								} }
								data-testid="task-note-text"
							>
								{ note.note }
							</Typography>
							{ date && (
								<Typography
									variant="caption"
									color="text.secondary"
									component="p"
									title={ date.full }
								>
									{ date.label }
								</Typography>
							) }
						</Box>
						<NoteButton
							Icon={ EditOutlined }
							label={ __( 'Edit note', 'prism' ) }
							testId="task-note-edit"
							onClick={ () => actions.onEdit( note ) }
						/>
						<NoteButton
							Icon={ DeleteOutlined }
							label={ __( 'Delete note', 'prism' ) }
							testId="task-note-delete"
							onClick={ () => actions.onDelete( note ) }
						/>
					</Box>
				);
			} ) }
		</Box>
	);
}
