import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '../../components/light/Box';
import Button from '../../components/light/Button';
import Card from '@mui/material/Card';
import Typography from '../../components/light/Typography';
import Send from '@mui/icons-material/Send';
import { __, sprintf } from '@wordpress/i18n';
import { deleteMentorship } from '../../api/client';
import { useContact, useContactMentoring } from '../../api/hooks';
import type {
	ApiError,
	MentoringNote,
	MentoringTask,
	MentorshipDetail,
	PageProps,
} from '../../api/types';
import { LightTabs } from '../../components/LightTabs';
import {
	ContactPageFrame,
	ContactPageSkeleton,
} from '../../components/contact-card/ContactPageFrame';
import type { Notice } from '../../components/FlashMessage';
import { OnceOpened, lazyNamed } from '../../components/OnceOpened';
import { LoadError } from '../../components/RetryAlert';
import { SkeletonBar } from '../../components/SkeletonBar';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useDialog } from '../../hooks/useDialog';
import { displayName } from '../../domain/contactFields';
import { formatNumber } from '../../domain/locale';
import {
	mentoringDetailUrl,
	milestoneProgress,
	notesByTask,
	progressLabel,
	roleLine,
	seriesLabel,
	seriesProgress,
} from '../../domain/mentoring';
import { MilestonePanel, NoteList } from './MilestonePanel';
import { hrefWithSelection, pick, selectionFromSearch } from './selection';
import { useMentoringEditor } from './useMentoringEditor';

const NoteDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "note-dialog", webpackPrefetch: true */ '../../components/notes/NoteDialog'
	).then( ( m ) => m.NoteDialog )
);
const MentorshipChooser = lazyNamed( () =>
	import(
		/* webpackChunkName: "mentorship-chooser" */ './MentorshipChooser'
	).then( ( m ) => m.MentorshipChooser )
);
const ConfirmDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "confirm-dialog", webpackPrefetch: true */ '../../components/ConfirmDialog'
	).then( ( m ) => m.ConfirmDialog )
);
const NoticeBar = lazyNamed( () =>
	import(
		/* webpackChunkName: "notices" */ '../../components/FlashMessage'
	).then( ( m ) => m.NoticeBar )
);
const MentorRequestDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "mentor-request-dialog", webpackPrefetch: true */ '../../components/mentoring/MentorRequestDialog'
	).then( ( m ) => m.MentorRequestDialog )
);

/** The page's dialogs, as one state (useDialog). */
type DetailDialog =
	| { kind: 'add-note'; task: MentoringTask }
	| { kind: 'edit-note'; note: MentoringNote }
	| { kind: 'delete-note'; note: MentoringNote }
	| { kind: 'end'; mentorship: MentorshipDetail }
	| { kind: 'request' };

/**
 * One contact's mentoring (the spec's 'Mentoring milestone tabs and contact card'): the contact card, the contact's
 * relationships (a chooser when there are several; ?mentorship= picks one), then one tab per milestone with its
 * progress, each task with a checkbox saved at once and its notes.
 *
 * @param props      Props.
 * @param props.page Page props.
 */
export function MentoringDetailPage( { page }: { page: PageProps } ) {
	const contactId = page.contactId ?? 0;
	const contact = useContact( contactId );
	const mentoring = useContactMentoring( contactId );
	const [ requested, setRequested ] = useState( () =>
		selectionFromSearch( window.location.search )
	);
	const dialogs = useDialog< DetailDialog >();
	const [ notice, setNotice ] = useState< Notice | null >( null );
	const [ openNotes, setOpenNotes ] = useState< Set< number > >(
		() => new Set()
	);
	const [ noteBusy, setNoteBusy ] = useState( false );
	const [ noteError, setNoteError ] = useState< string | null >( null );

	const list = mentoring.data ?? [];
	const detail = pick( list, requested.mentorship );
	const milestones = detail?.series?.milestones ?? [];
	const milestone = pick( milestones, requested.milestone );

	// A write answers the relationship in full: it replaces its old version in the list.
	const latest = useRef( list );
	latest.current = list;
	const setMentoring = mentoring.setData;
	const onAnswer = useCallback(
		( answer: MentorshipDetail ) =>
			setMentoring(
				latest.current.map( ( d ) =>
					d.id === answer.id ? answer : d
				)
			),
		[ setMentoring ]
	);
	const editor = useMentoringEditor( { detail, onAnswer } );

	const shown = contact.data ?? undefined;
	const name = displayName( shown?.name );

	// The relationship and milestone shown stay in the address.
	const detailId = detail?.id ?? 0;
	const milestoneId = milestone?.id ?? 0;
	useEffect( () => {
		if ( ! mentoring.data ) {
			return;
		}
		const next = hrefWithSelection( window.location.href, {
			mentorship:
				list.length > 1 ? detailId : requested.mentorship && detailId,
			milestone: milestoneId,
		} );
		if ( next !== window.location.href ) {
			window.history.replaceState( window.history.state, '', next );
		}
	}, [ mentoring.data, list.length, detailId, milestoneId, requested ] );

	const toggleNotes = ( taskId: number ) =>
		setOpenNotes( ( open ) => {
			const next = new Set( open );
			if ( next.has( taskId ) ) {
				next.delete( taskId );
			} else {
				next.add( taskId );
			}
			return next;
		} );

	const adding = dialogs.of( 'add-note' );
	const editing = dialogs.of( 'edit-note' );
	const removing = dialogs.of( 'delete-note' );
	const ending = dialogs.of( 'end' );
	const requesting = dialogs.of( 'request' );

	const runNote = async (
		write: () => Promise< void >,
		done: string,
		kind: DetailDialog[ 'kind' ]
	) => {
		setNoteBusy( true );
		setNoteError( null );
		try {
			await write();
			dialogs.close( kind );
			setNotice( { type: 'success', message: done } );
		} catch ( e ) {
			setNoteError( ( e as ApiError ).message );
		} finally {
			setNoteBusy( false );
		}
	};

	const saveNote = ( text: string ) => {
		if ( adding.open && adding.dialog ) {
			const taskId = adding.dialog.task.id;
			return runNote(
				async () => {
					await editor.addNote( taskId, text );
					setOpenNotes( ( open ) => new Set( open ).add( taskId ) );
				},
				__( 'Note added.', 'prism' ),
				'add-note'
			);
		}
		if ( editing.open && editing.dialog ) {
			const note = editing.dialog.note;
			if ( text === note.note ) {
				dialogs.close( 'edit-note' );
				return;
			}
			return runNote(
				() => editor.editNote( note.id, text ),
				__( 'Note saved.', 'prism' ),
				'edit-note'
			);
		}
	};

	const openNoteDialog = ( next: DetailDialog ) => {
		setNoteError( null );
		dialogs.open( next );
	};

	const endMentoring = async () => {
		const ended = ending.dialog?.mentorship;
		if ( ! ended ) {
			return;
		}
		await deleteMentorship( page.wordpressId, ended.id, ended.contactId );
		setMentoring( latest.current.filter( ( d ) => d.id !== ended.id ) );
		dialogs.close( 'end' );
		setRequested( { mentorship: 0, milestone: 0 } );
		setNotice( {
			type: 'success',
			message: __( 'The mentoring has ended.', 'prism' ),
		} );
	};

	const { byTask, orphaned } = detail
		? notesByTask( detail )
		: { byTask: new Map< number, MentoringNote[] >(), orphaned: [] };
	const noteActions = {
		onAdd: ( task: MentoringTask ) =>
			openNoteDialog( { kind: 'add-note', task } ),
		onEdit: ( note: MentoringNote ) =>
			openNoteDialog( { kind: 'edit-note', note } ),
		onDelete: ( note: MentoringNote ) =>
			openNoteDialog( { kind: 'delete-note', note } ),
	};

	return (
		<ContactPageFrame
			page={ page }
			contact={ contact }
			testId="mentoring-detail"
			parent={ {
				href: page.links.mentoring,
				label: __( 'Mentoring', 'prism' ),
			} }
			skeleton={
				<ContactPageSkeleton testId="mentoring-loading">
					<MentoringSkeleton />
				</ContactPageSkeleton>
			}
			choose={ {
				listLabel: __( 'Go to your mentoring', 'prism' ),
				intro: __(
					'This page shows your mentoring with one contact: its milestones, tasks and notes. Find the contact you mentor or are mentored by.',
					'prism'
				),
				hrefFor: ( chosen ) =>
					mentoringDetailUrl( page.links, {
						id: 0,
						contactId: chosen.id,
						name: chosen.name,
					} ),
			} }
			missing={ mentoring.error?.status === 404 }
			errorTestId="mentoring-error"
			linkTo="details"
			after={
				<>
					<OnceOpened open={ adding.open || editing.open }>
						<NoteDialog
							open={ adding.open || editing.open }
							mode={ editing.open ? 'edit' : 'add' }
							initialText={
								editing.open
									? ( editing.dialog?.note.note ?? '' )
									: ''
							}
							busy={ noteBusy }
							error={ noteError }
							onSave={ saveNote }
							onClose={ () => dialogs.close() }
						/>
					</OnceOpened>
					<OnceOpened open={ removing.open }>
						<ConfirmDialog
							open={ removing.open }
							title={ __( 'Delete note', 'prism' ) }
							message={ __(
								'Are you sure you want to delete this note?',
								'prism'
							) }
							details={ removing.dialog?.note.note }
							confirmLabel={ __( 'Delete', 'prism' ) }
							busyLabel={ __( 'Deleting…', 'prism' ) }
							destructive
							onConfirm={ async () => {
								const note = removing.dialog?.note;
								if ( note ) {
									await editor.deleteNote( note.id );
									dialogs.close( 'delete-note' );
									setNotice( {
										type: 'success',
										message: __( 'Note deleted.', 'prism' ),
									} );
								}
							} }
							onCancel={ () => dialogs.close( 'delete-note' ) }
						/>
					</OnceOpened>
					<OnceOpened open={ ending.open }>
						<ConfirmDialog
							open={ ending.open }
							title={ __( 'End this mentoring', 'prism' ) }
							message={ __(
								'Are you sure you want to end this mentoring relationship?',
								'prism'
							) }
							details={ sprintf(
								/* translators: %s: a contact's name. */
								__(
									'Its ticked tasks and notes are deleted with it. %s stays in your contacts.',
									'prism'
								),
								name
							) }
							confirmLabel={ __( 'End this mentoring', 'prism' ) }
							busyLabel={ __( 'Ending…', 'prism' ) }
							destructive
							onConfirm={ endMentoring }
							onCancel={ () => dialogs.close( 'end' ) }
						/>
					</OnceOpened>
					{ shown && (
						<OnceOpened open={ requesting.open }>
							<MentorRequestDialog
								open={ requesting.open }
								page={ page }
								fixedContact={ shown }
								onCreated={ () =>
									setRequested( {
										mentorship: 0,
										milestone: 0,
									} )
								}
								onClose={ () => dialogs.close( 'request' ) }
							/>
						</OnceOpened>
					) }
					<OnceOpened open={ Boolean( editor.failure || notice ) }>
						<NoticeBar
							notice={
								editor.failure
									? { type: 'error', message: editor.failure }
									: notice
							}
							onClose={ () => {
								editor.clearFailure();
								setNotice( null );
							} }
						/>
					</OnceOpened>
				</>
			}
		>
			{ () => (
				<>
					{ mentoring.error && (
						<LoadError
							testId="mentoring-error"
							title={ __(
								'The mentoring could not be loaded',
								'prism'
							) }
							error={ mentoring.error }
							onRetry={ mentoring.reload }
						/>
					) }

					{ ! mentoring.data && ! mentoring.error && (
						<MentoringSkeleton />
					) }

					{ mentoring.data && list.length === 0 && (
						<Card
							variant="outlined"
							sx={ {
								mt: 3,
								p: { xs: 3, sm: 4 },
								textAlign: 'center',
							} }
							data-testid="mentoring-empty"
						>
							<Typography component="h2" variant="h6">
								{ sprintf(
									/* translators: %s: a contact's name. */
									__( 'No mentoring with %s yet', 'prism' ),
									name
								) }
							</Typography>
							<Typography
								color="text.secondary"
								sx={ {
									mt: 1,
									mb: 2,
									maxWidth: '32rem',
									mx: 'auto',
								} }
							>
								{ __(
									'Send a mentor request to ask them to mentor you, or to offer to mentor them. You then follow the series here, milestone by milestone.',
									'prism'
								) }
							</Typography>
							<Button
								variant="contained"
								startIcon={ <Send /> }
								onClick={ () =>
									dialogs.open( { kind: 'request' } )
								}
							>
								{ __( 'Send a Mentor Request', 'prism' ) }
							</Button>
						</Card>
					) }

					{ detail && (
						<Box sx={ { mt: 3 } }>
							<OnceOpened open={ list.length > 1 }>
								{ list.length > 1 && (
									<MentorshipChooser
										list={ list }
										value={ detail.id }
										onChange={ ( mentorship ) =>
											setRequested( {
												mentorship,
												milestone: 0,
											} )
										}
									/>
								) }
							</OnceOpened>

							<Card
								component="section"
								aria-labelledby="prism-mentorship-heading"
								sx={ { p: { xs: 2, sm: 3 } } }
								data-testid="mentorship"
							>
								<Box
									sx={ {
										display: 'flex',
										flexWrap: 'wrap',
										justifyContent: 'space-between',
										alignItems: 'flex-start',
										gap: 2,
									} }
								>
									<Box sx={ { minWidth: 0 } }>
										<Typography
											id="prism-mentorship-heading"
											component="h2"
											variant="h5"
											sx={ { overflowWrap: 'anywhere' } }
											data-testid="mentorship-series"
										>
											{ seriesLabel( detail.series ) }
										</Typography>
										<Typography
											color="text.secondary"
											data-testid="mentorship-role"
										>
											{ roleLine( detail.role ) }
										</Typography>
										<Typography
											variant="body2"
											sx={ { mt: 0.5 } }
											data-testid="mentorship-progress"
										>
											{ progressLabel(
												seriesProgress(
													detail.series,
													editor.completed
												)
											) }
										</Typography>
									</Box>
									<Box
										sx={ {
											display: 'flex',
											gap: 1,
											flexWrap: 'wrap',
										} }
									>
										<Button
											variant="outlined"
											startIcon={ <Send /> }
											onClick={ () =>
												dialogs.open( {
													kind: 'request',
												} )
											}
										>
											{ __(
												'Send a Mentor Request',
												'prism'
											) }
										</Button>
										<Button
											variant="outlined"
											color="error"
											onClick={ () =>
												dialogs.open( {
													kind: 'end',
													mentorship: detail,
												} )
											}
											data-testid="mentorship-end"
										>
											{ __(
												'End this mentoring',
												'prism'
											) }
										</Button>
									</Box>
								</Box>

								{ ! detail.series && (
									<Typography
										color="text.secondary"
										sx={ { mt: 2 } }
									>
										{ __(
											'This series is no longer on the site, so its milestones cannot be shown. Your notes are kept below.',
											'prism'
										) }
									</Typography>
								) }

								{ milestone && (
									<>
										<Box
											sx={ {
												borderBottom: 1,
												borderColor: 'divider',
												mt: 2,
											} }
										>
											<LightTabs< string >
												value={ String( milestone.id ) }
												onChange={ ( value ) =>
													setRequested( {
														mentorship: detail.id,
														milestone:
															Number( value ),
													} )
												}
												label={ __(
													'Milestones',
													'prism'
												) }
												sx={ MILESTONE_TABS_SX }
												tabs={ milestones.map(
													( m ) => {
														const p =
															milestoneProgress(
																m,
																editor.completed
															);
														return {
															value: String(
																m.id
															),
															id: `prism-milestone-tab-${ m.id }`,
															controls: `prism-milestone-panel-${ m.id }`,
															testId: 'milestone-tab',
															label: (
																<TabLabel
																	name={
																		m.name
																	}
																	done={
																		p.done
																	}
																	total={
																		p.total
																	}
																/>
															),
														};
													}
												) }
											/>
										</Box>
										<Box
											role="tabpanel"
											id={ `prism-milestone-panel-${ milestone.id }` }
											aria-labelledby={ `prism-milestone-tab-${ milestone.id }` }
											sx={ { pt: 2 } }
										>
											<MilestonePanel
												milestone={ milestone }
												completed={ editor.completed }
												notes={ byTask }
												openNotes={ openNotes }
												onToggleNotes={ toggleNotes }
												onToggle={ editor.toggle }
												actions={ noteActions }
											/>
										</Box>
									</>
								) }

								{ orphaned.length > 0 && (
									<Box
										component="section"
										aria-labelledby="prism-orphaned-notes"
										sx={ { mt: 3 } }
										data-testid="orphaned-notes"
									>
										<Typography
											id="prism-orphaned-notes"
											component="h3"
											variant="h6"
										>
											{ __(
												'Notes on tasks no longer in this series',
												'prism'
											) }
										</Typography>
										<NoteList
											notes={ orphaned }
											actions={ noteActions }
										/>
									</Box>
								) }
							</Card>
						</Box>
					) }
				</>
			) }
		</ContactPageFrame>
	);
}

/**
 * A milestone's tab: its name and done/total, read out as a sentence.
 *
 * @param props       Props.
 * @param props.name  Milestone name.
 * @param props.done  Tasks ticked.
 * @param props.total Tasks in all.
 */
/* Milestone tabs: named as written (no capitals), up to 240 px each. A row that does not fit wraps onto a second
line instead of scrolling out of sight (a phone showed 'Find cand…' with nothing to say more were there), and a
name wraps between its words, never inside one. */
const MILESTONE_TABS_SX = {
	flexWrap: 'wrap',
	overflow: 'visible',
	'& .prism-tab': {
		textTransform: 'none',
		alignItems: 'flex-start',
		maxWidth: 240,
		textAlign: 'left',
	},
} as const;

function TabLabel( {
	name,
	done,
	total,
}: {
	name: string;
	done: number;
	total: number;
} ) {
	return (
		<Box
			component="span"
			sx={ { display: 'flex', flexDirection: 'column', gap: 0.25 } }
		>
			<Box
				component="span"
				sx={ { overflowWrap: 'break-word', wordBreak: 'normal' } }
				data-testid="milestone-tab-name"
			>
				{ name }
			</Box>
			<Box
				component="span"
				aria-hidden
				sx={ {
					typography: 'caption',
					color: done === total ? 'success.main' : 'text.secondary',
				} }
				data-testid="milestone-tab-progress"
			>
				{ sprintf(
					/* translators: A milestone's progress in its tab. 1: tasks ticked; 2: tasks in all. */
					__( '%1$s/%2$s', 'prism' ),
					formatNumber( done ),
					formatNumber( total )
				) }
			</Box>
			<Box component="span" sx={ visuallyHidden }>
				{ progressLabel( { done, total } ) }
			</Box>
		</Box>
	);
}

function MentoringSkeleton() {
	return (
		<Box
			aria-busy="true"
			aria-label={ __( 'Loading the mentoring', 'prism' ) }
			sx={ { mt: 3 } }
		>
			<SkeletonBar width="40%" height={ 32 } />
			<Box sx={ { display: 'flex', gap: 3, my: 2 } }>
				<SkeletonBar width={ 120 } height={ 32 } />
				<SkeletonBar width={ 120 } height={ 32 } />
				<SkeletonBar width={ 120 } height={ 32 } />
			</Box>
			<SkeletonBar rounded width="100%" height={ 240 } />
		</Box>
	);
}
