import { useState } from 'react';
import Box from '../../components/light/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '../../components/light/Divider';
import Paper from '@mui/material/Paper';
import Typography from '../../components/light/Typography';
import { __, _n, sprintf } from '@wordpress/i18n';
import type { PageProps, ProcessObject, SeriesStage } from '../../api/types';
import { Deferred, OnceOpened, lazyNamed } from '../../components/OnceOpened';
import { Spinner } from '../../components/Spinner';
import { formatNumber } from '../../domain/locale';
import {
	clearComplete,
	clearInProgress,
	clearsLaterStages,
	markComplete,
	markInProgress,
	stageState,
	toggleTask,
} from '../../domain/process';
import { STAGE_NAMES, stageName } from '../../domain/stages';
import { ControlLabel } from './ControlLabel';
import { inputAttributes } from './inputAttributes';
import { StageStateIcon, stateLabel } from './StageTabLabel';
import type { ProcessEditor } from './useProcessEditor';

/* Loaded with the first stage shown, after the page itself: the notes bring MUI's text field and more. */
const NotesPanel = lazyNamed( () =>
	import(
		/* webpackChunkName: "notes-panel", webpackPrefetch: true */ '../../components/notes/NotesPanel'
	).then( ( m ) => m.NotesPanel )
);
const ConfirmDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "confirm-dialog", webpackPrefetch: true */ '../../components/ConfirmDialog'
	).then( ( m ) => m.ConfirmDialog )
);

/**
 * One of the stage's two state boxes (In Progress, Complete).
 *
 * @param props          Props.
 * @param props.label    Its label.
 * @param props.testId   Its input's data-testid.
 * @param props.checked  Whether the stage is in that state.
 * @param props.disabled Whether it can be changed now.
 * @param props.onCheck  It was ticked (true) or unticked (false).
 */
function StateCheckbox( {
	label,
	testId,
	checked,
	disabled,
	onCheck,
}: {
	label: string;
	testId: string;
	checked: boolean;
	disabled: boolean;
	onCheck: ( checked: boolean ) => void;
} ) {
	return (
		<ControlLabel
			disabled={ disabled }
			control={
				<Checkbox
					checked={ checked }
					disabled={ disabled }
					onChange={ ( e ) => onCheck( e.target.checked ) }
					slotProps={ { input: inputAttributes( testId ) } }
				/>
			}
			label={ label }
		/>
	);
}

export interface StagePanelProps {
	page: Pick< PageProps, 'wordpressId' >;
	contactId: number;
	/** Stage index 0-5. */
	index: number;
	seriesStage: SeriesStage;
	object: ProcessObject;
	/** While the latest version loads after a conflict. */
	disabled: boolean;
	onChange: ProcessEditor[ 'apply' ];
}

/**
 * One stage of the contact's process: its intro, 'In Progress' and 'Complete', the tasks, the tips and the notes
 * filed under this stage. The ticks follow the rules of domain/process; setting a stage back to In Progress asks
 * first when it would clear what was ticked in later stages.
 *
 * @param props Props.
 */
export function StagePanel( props: StagePanelProps ) {
	const { page, contactId, index, seriesStage, object, disabled, onChange } =
		props;
	const [ confirming, setConfirming ] = useState( false );
	const stage = object.stages[ index ];
	if ( stage === undefined ) {
		return null;
	}
	const state = stageState( stage );
	const name = stageName( index );
	const done = stage.tasks.filter( ( task ) => task.complete ).length;
	const ticked = new Map(
		stage.tasks.map( ( task ) => [ task.id, task.complete ] )
	);

	const onInProgress = ( checked: boolean ) => {
		if ( ! checked ) {
			onChange( ( o ) => clearInProgress( o, index ) );
		} else if ( clearsLaterStages( object, index ) ) {
			setConfirming( true );
		} else {
			onChange( ( o ) => markInProgress( o, index ) );
		}
	};

	return (
		<Paper
			variant="outlined"
			sx={ { p: { xs: 2, sm: 3 } } }
			data-testid="stage-panel"
			data-stage={ STAGE_NAMES[ index ] }
		>
			<Box
				sx={ {
					display: 'flex',
					alignItems: 'center',
					gap: 1,
					flexWrap: 'wrap',
				} }
			>
				<Typography variant="h2" component="h2">
					{ name }
				</Typography>
				<Box
					sx={ {
						display: 'inline-flex',
						alignItems: 'center',
						gap: 0.5,
						color: 'text.secondary',
						typography: 'body2',
					} }
					data-testid="stage-state"
					data-state={ state }
				>
					<StageStateIcon state={ state } />
					{ stateLabel( state ) }
				</Box>
			</Box>
			{ seriesStage.intro.trim() !== '' && (
				<Typography
					sx={ { mt: 1, maxWidth: '70ch' } }
					data-testid="stage-intro"
				>
					{ seriesStage.intro }
				</Typography>
			) }

			<Box
				component="fieldset"
				sx={ {
					border: 0,
					p: 0,
					m: 0,
					mt: 2,
					display: 'flex',
					flexWrap: 'wrap',
					columnGap: 3,
				} }
			>
				<Box
					component="legend"
					sx={ {
						p: 0,
						mb: 0.5,
						typography: 'body2',
						color: 'text.secondary',
						width: '100%',
					} }
				>
					{ sprintf(
						/* translators: %s: a stage's name, e.g. BUILD. */
						__( 'Where you are with %s', 'prism' ),
						name
					) }
				</Box>
				<StateCheckbox
					label={ __( 'In Progress', 'prism' ) }
					testId="stage-inprogress"
					checked={ state === 'in-progress' }
					disabled={ disabled }
					onCheck={ onInProgress }
				/>
				<StateCheckbox
					label={ __( 'Complete', 'prism' ) }
					testId="stage-complete"
					checked={ state === 'complete' }
					disabled={ disabled }
					onCheck={ ( checked ) =>
						onChange( ( o ) =>
							checked
								? markComplete( o, index )
								: clearComplete( o, index )
						)
					}
				/>
			</Box>

			<Divider sx={ { my: 2 } } />

			<Box
				sx={ {
					display: 'grid',
					gridTemplateColumns: {
						xs: 'minmax(0, 1fr)',
						md: 'minmax(0, 5fr) minmax(0, 7fr)',
					},
					gap: { xs: 3, md: 4 },
					alignItems: 'start',
				} }
			>
				<Box
					sx={ { display: 'flex', flexDirection: 'column', gap: 3 } }
				>
					<Box component="section" aria-labelledby="prism-tasks">
						<Box
							sx={ {
								display: 'flex',
								alignItems: 'baseline',
								justifyContent: 'space-between',
								gap: 1,
							} }
						>
							<Typography
								variant="h3"
								component="h3"
								id="prism-tasks"
							>
								{ __( 'Tasks', 'prism' ) }
							</Typography>
							{ stage.tasks.length > 0 && (
								<Typography
									variant="body2"
									color="text.secondary"
									data-testid="tasks-count"
								>
									{ sprintf(
										/* translators: 1: tasks done; 2: tasks in the stage. */
										_n(
											'%1$s of %2$s task done',
											'%1$s of %2$s tasks done',
											stage.tasks.length,
											'prism'
										),
										formatNumber( done ),
										formatNumber( stage.tasks.length )
									) }
								</Typography>
							) }
						</Box>
						{ seriesStage.tasks.length === 0 ? (
							<Typography
								variant="body2"
								color="text.secondary"
								sx={ { mt: 1 } }
							>
								{ __(
									'This stage has no tasks. Tick In Progress or Complete above as you go.',
									'prism'
								) }
							</Typography>
						) : (
							<Box
								component="ul"
								sx={ {
									listStyle: 'none',
									p: 0,
									m: 0,
									mt: 0.5,
								} }
							>
								{ seriesStage.tasks.map( ( task ) => (
									<Box
										component="li"
										key={ task.id }
										sx={ { py: 0.25 } }
									>
										<ControlLabel
											sx={ {
												alignItems: 'flex-start',
												mr: 0,
											} }
											control={
												<Checkbox
													checked={
														ticked.get( task.id ) ??
														false
													}
													disabled={
														disabled ||
														! ticked.has( task.id )
													}
													onChange={ () =>
														onChange( ( o ) =>
															toggleTask(
																o,
																index,
																task.id
															)
														)
													}
													sx={ { mt: -0.75 } }
													slotProps={ {
														input: inputAttributes(
															`task-${ task.id }`
														),
													} }
												/>
											}
											label={
												<Box
													component="span"
													sx={ {
														display: 'block',
														pt: 0.25,
														overflowWrap:
															'anywhere',
														color: ticked.get(
															task.id
														)
															? 'text.secondary'
															: undefined,
													} }
												>
													{ task.task }
												</Box>
											}
										/>
									</Box>
								) ) }
							</Box>
						) }
					</Box>

					<Box component="section" aria-labelledby="prism-tips">
						<Typography variant="h3" component="h3" id="prism-tips">
							{ __( 'Tips', 'prism' ) }
						</Typography>
						{ seriesStage.tips.length === 0 ? (
							<Typography
								variant="body2"
								color="text.secondary"
								sx={ { mt: 1 } }
								data-testid="tips"
							>
								{ __( 'No tips for this stage yet.', 'prism' ) }
							</Typography>
						) : (
							<Box
								component="ul"
								data-testid="tips"
								sx={ {
									m: 0,
									mt: 1,
									pl: 2.5,
									display: 'flex',
									flexDirection: 'column',
									gap: 0.75,
									'& li::marker': { color: 'primary.main' },
								} }
							>
								{ seriesStage.tips.map( ( tip, i ) => (
									<Typography
										component="li"
										variant="body2"
										key={ i }
										sx={ { overflowWrap: 'anywhere' } }
									>
										{ tip }
									</Typography>
								) ) }
							</Box>
						) }
					</Box>
				</Box>

				<Box>
					<Deferred
						fallback={
							<Spinner label={ __( 'Loading notes', 'prism' ) } />
						}
					>
						<NotesPanel
							wordpressId={ page.wordpressId }
							contactId={ contactId }
							stageId={ index }
							headingComponent="h3"
							title={ sprintf(
								/* translators: %s: a stage's name, e.g. BUILD. */
								__( '%s notes', 'prism' ),
								name
							) }
						/>
					</Deferred>
				</Box>
			</Box>

			<OnceOpened open={ confirming }>
				<ConfirmDialog
					open={ confirming }
					title={ sprintf(
						/* translators: %s: a stage's name, e.g. DISCOVER. */
						__( 'Set %s back to In Progress?', 'prism' ),
						name
					) }
					message={ sprintf(
						/* translators: %s: a stage's name, e.g. DISCOVER. */
						__(
							'Setting %s back to In Progress clears the ticks of the later stages. Your notes are kept.',
							'prism'
						),
						name
					) }
					confirmLabel={ __( 'Set to In Progress', 'prism' ) }
					onConfirm={ () => {
						setConfirming( false );
						onChange( ( o ) => markInProgress( o, index ) );
					} }
					onCancel={ () => setConfirming( false ) }
				/>
			</OnceOpened>
		</Paper>
	);
}
