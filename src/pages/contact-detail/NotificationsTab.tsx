import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '../../components/light/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '../../components/light/Link';
import Paper from '@mui/material/Paper';
import Typography from '../../components/light/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { __, sprintf } from '@wordpress/i18n';
import type { Links } from '../../api/types';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { NoticeBar } from '../../components/FlashMessage';
import type { Notice } from '../../components/FlashMessage';
import { LoadFailure } from '../../components/RetryAlert';
import { SkeletonBar } from '../../components/SkeletonBar';
import { EventDialog } from '../../components/events-followups/EventDialog';
import {
	EventTypeIcon,
	TypedText,
} from '../../components/events-followups/EventParts';
import { FollowupDialog } from '../../components/events-followups/FollowupDialog';
import {
	deleteEvent,
	deleteFollowup,
	saveEvent,
	saveFollowup,
	setFollowupComplete,
	useEvents,
	useFollowups,
} from '../../components/events-followups/api';
import type {
	EventInput,
	Followup,
	FollowupInput,
	PrismEvent,
} from '../../components/events-followups/types';
import { useDialog } from '../../hooks/useDialog';
import { formatDay, relativeDay } from '../../domain/dates';
import {
	dueText,
	eventTypeLabel,
	groupFollowups,
	orderEvents,
	yearsOn,
} from '../../domain/eventsFollowups';
import { formatNumber } from '../../domain/locale';

type Dialogs =
	| { kind: 'event'; event: PrismEvent | null }
	| { kind: 'followup'; followup: Followup | null }
	| { kind: 'delete-event'; event: PrismEvent }
	| { kind: 'delete-followup'; followup: Followup };

export interface NotificationsTabProps {
	wordpressId: number;
	contactId: number;
	/** The contact's name. */
	name: string;
	/** Today, site time (YYYY-MM-DD). */
	today: string;
	links: Links;
}

/**
 * The Notifications tab: jump links 'View Events' and 'View Follow Ups', the contact's events (the next to come
 * first) and follow-ups grouped Incomplete and Complete, with add, edit, delete and done/not done. Every change
 * answers with the contact's updated list, which replaces the one shown.
 *
 * @param props Props.
 */
export function NotificationsTab( props: NotificationsTabProps ) {
	const { wordpressId, contactId, name, today, links } = props;
	const events = useEvents( contactId );
	const followups = useFollowups( contactId );
	const dialogs = useDialog< Dialogs >();
	const [ notice, setNotice ] = useState< Notice | null >( null );
	const [ toggling, setToggling ] = useState< number | null >( null );

	const eventDialog = dialogs.of( 'event' );
	const followupDialog = dialogs.of( 'followup' );
	const deletingEvent = dialogs.of( 'delete-event' );
	const deletingFollowup = dialogs.of( 'delete-followup' );

	const onSaveEvent = async ( input: EventInput ) => {
		events.setData( await saveEvent( wordpressId, contactId, input ) );
		dialogs.close( 'event' );
		setNotice( {
			type: 'success',
			message: input.id
				? __( 'Event saved.', 'prism' )
				: __( 'Event added.', 'prism' ),
		} );
	};

	const onSaveFollowup = async ( input: FollowupInput ) => {
		followups.setData(
			await saveFollowup( wordpressId, contactId, input )
		);
		dialogs.close( 'followup' );
		setNotice( {
			type: 'success',
			message: input.id
				? __( 'Follow-up saved.', 'prism' )
				: __( 'Follow-up added.', 'prism' ),
		} );
	};

	const toggle = async ( followup: Followup ) => {
		setToggling( followup.id );
		try {
			followups.setData(
				await setFollowupComplete(
					contactId,
					followup.id,
					followup.complete !== '1'
				)
			);
		} catch ( error ) {
			setNotice( {
				type: 'error',
				message: ( error as Error ).message,
			} );
		} finally {
			setToggling( null );
		}
	};

	const grouped = groupFollowups( followups.data ?? [] );

	return (
		<Paper
			variant="outlined"
			sx={ { p: { xs: 2, sm: 3 } } }
			data-testid="notifications-panel"
		>
			<Typography variant="h2" component="h2">
				{ __( 'Notifications', 'prism' ) }
			</Typography>
			<Box
				component="nav"
				aria-label={ __( 'Notifications sections', 'prism' ) }
				sx={ {
					display: 'flex',
					gap: 2.5,
					mt: 1,
					flexWrap: 'wrap',
					alignItems: 'center',
				} }
			>
				<Link href="#prism-contact-events">
					{ __( 'View Events', 'prism' ) }
				</Link>
				<Link href="#prism-contact-followups">
					{ __( 'View Follow Ups', 'prism' ) }
				</Link>
				<Link
					href={ links.notifications }
					sx={ { ml: { sm: 'auto' } } }
				>
					{ __( 'View Future Dates', 'prism' ) }
				</Link>
			</Box>

			<Section
				id="prism-contact-events"
				title={ __( 'Events', 'prism' ) }
				addLabel={ __( 'Add Event', 'prism' ) }
				onAdd={ () => dialogs.open( { kind: 'event', event: null } ) }
			>
				<LoadFailure load={ events } />
				{ ! events.data && ! events.error && <ListSkeleton /> }
				{ events.data && events.data.length === 0 && (
					<Empty
						icon={ <EventOutlined color="primary" aria-hidden /> }
						text={ sprintf(
							/* translators: %s: a contact's name. */
							__(
								'No events yet. Add %s’s birthday, an anniversary or another date to remember.',
								'prism'
							),
							name
						) }
					/>
				) }
				{ events.data && events.data.length > 0 && (
					<Box component="ul" sx={ listSx } data-testid="event-list">
						{ orderEvents( events.data ).map( ( event ) => (
							<EventRow
								key={ event.id }
								event={ event }
								today={ today }
								onEdit={ () =>
									dialogs.open( { kind: 'event', event } )
								}
								onDelete={ () =>
									dialogs.open( {
										kind: 'delete-event',
										event,
									} )
								}
							/>
						) ) }
					</Box>
				) }
			</Section>

			<Section
				id="prism-contact-followups"
				title={ __( 'Follow-ups', 'prism' ) }
				addLabel={ __( 'Add Follow-up', 'prism' ) }
				onAdd={ () =>
					dialogs.open( { kind: 'followup', followup: null } )
				}
			>
				<LoadFailure load={ followups } />
				{ ! followups.data && ! followups.error && <ListSkeleton /> }
				{ followups.data && followups.data.length === 0 && (
					<Empty
						icon={ <TaskAltOutlined color="primary" aria-hidden /> }
						text={ sprintf(
							/* translators: %s: a contact's name. */
							__(
								'No follow-ups yet. Plan when to get back in touch with %s.',
								'prism'
							),
							name
						) }
					/>
				) }
				{ followups.data &&
					followups.data.length > 0 &&
					(
						[
							[
								'incomplete',
								__( 'Incomplete', 'prism' ),
								grouped.incomplete,
							],
							[
								'complete',
								__( 'Complete', 'prism' ),
								grouped.complete,
							],
						] as const
					 ).map( ( [ key, label, list ] ) => (
						<Box
							key={ key }
							sx={ { mt: 2 } }
							data-testid={ `followups-${ key }` }
						>
							<Typography
								variant="h4"
								component="h4"
								sx={ { fontSize: '1rem', fontWeight: 600 } }
							>
								{ label }{ ' ' }
								<Box
									component="span"
									sx={ {
										color: 'text.secondary',
										fontWeight: 400,
									} }
								>
									({ formatNumber( list.length ) })
								</Box>
							</Typography>
							{ list.length === 0 ? (
								<Typography
									variant="body2"
									color="text.secondary"
									sx={ { mt: 0.5 } }
								>
									{ key === 'incomplete'
										? __(
												'Nothing left to do. Well done!',
												'prism'
											)
										: __(
												'No follow-up is done yet.',
												'prism'
											) }
								</Typography>
							) : (
								<Box component="ul" sx={ listSx }>
									{ list.map( ( followup ) => (
										<FollowupRow
											key={ followup.id }
											followup={ followup }
											today={ today }
											busy={ toggling === followup.id }
											onToggle={ () =>
												toggle( followup )
											}
											onEdit={ () =>
												dialogs.open( {
													kind: 'followup',
													followup,
												} )
											}
											onDelete={ () =>
												dialogs.open( {
													kind: 'delete-followup',
													followup,
												} )
											}
										/>
									) ) }
								</Box>
							) }
						</Box>
					) ) }
			</Section>

			<EventDialog
				open={ eventDialog.open }
				event={ eventDialog.dialog?.event ?? null }
				onSave={ onSaveEvent }
				onClose={ () => dialogs.close( 'event' ) }
			/>
			<FollowupDialog
				open={ followupDialog.open }
				followup={ followupDialog.dialog?.followup ?? null }
				today={ today }
				onSave={ onSaveFollowup }
				onClose={ () => dialogs.close( 'followup' ) }
			/>
			<ConfirmDialog
				open={ deletingEvent.open }
				title={ __( 'Delete Event', 'prism' ) }
				message={ __(
					'Are you sure you want to delete this?',
					'prism'
				) }
				details={ deletingEvent.dialog?.event.title }
				confirmLabel={ __( 'Delete', 'prism' ) }
				busyLabel={ __( 'Deleting…', 'prism' ) }
				destructive
				onConfirm={ async () => {
					const event = deletingEvent.dialog?.event;
					if ( event ) {
						events.setData(
							await deleteEvent( event.id, contactId )
						);
						dialogs.close( 'delete-event' );
						setNotice( {
							type: 'success',
							message: __( 'Event deleted.', 'prism' ),
						} );
					}
				} }
				onCancel={ () => dialogs.close( 'delete-event' ) }
			/>
			<ConfirmDialog
				open={ deletingFollowup.open }
				title={ __( 'Delete Follow-up', 'prism' ) }
				message={ __(
					'Are you sure you want to delete this?',
					'prism'
				) }
				details={ deletingFollowup.dialog?.followup.title }
				confirmLabel={ __( 'Delete', 'prism' ) }
				busyLabel={ __( 'Deleting…', 'prism' ) }
				destructive
				onConfirm={ async () => {
					const followup = deletingFollowup.dialog?.followup;
					if ( followup ) {
						followups.setData(
							await deleteFollowup( followup.id, contactId )
						);
						dialogs.close( 'delete-followup' );
						setNotice( {
							type: 'success',
							message: __( 'Follow-up deleted.', 'prism' ),
						} );
					}
				} }
				onCancel={ () => dialogs.close( 'delete-followup' ) }
			/>
			<NoticeBar notice={ notice } onClose={ () => setNotice( null ) } />
		</Paper>
	);
}

const listSx = {
	listStyle: 'none',
	p: 0,
	m: 0,
	mt: 1,
	display: 'grid',
	// Rows as wide as the list, never as wide as their longest unbreakable text.
	gridTemplateColumns: 'minmax(0, 1fr)',
	gap: 1,
} as const;

const rowSx = {
	display: 'flex',
	gap: 1.5,
	alignItems: 'flex-start',
	p: 1.5,
	border: 1,
	borderColor: 'divider',
	borderRadius: 2,
} as const;

function Section( {
	id,
	title,
	addLabel,
	onAdd,
	children,
}: {
	id: string;
	title: string;
	addLabel: string;
	onAdd: () => void;
	children: ReactNode;
} ) {
	return (
		<Box
			component="section"
			id={ id }
			tabIndex={ -1 }
			aria-labelledby={ `${ id }-title` }
			sx={ { mt: 3, scrollMarginTop: 96, outline: 'none' } }
		>
			<Box
				sx={ {
					display: 'flex',
					alignItems: 'center',
					justifyContent: 'space-between',
					gap: 1,
					flexWrap: 'wrap',
				} }
			>
				<Typography variant="h3" component="h3" id={ `${ id }-title` }>
					{ title }
				</Typography>
				<Button
					variant="outlined"
					size="small"
					startIcon={ <Add /> }
					onClick={ onAdd }
				>
					{ addLabel }
				</Button>
			</Box>
			{ children }
		</Box>
	);
}

function EventRow( {
	event,
	today,
	onEdit,
	onDelete,
}: {
	event: PrismEvent;
	today: string;
	onEdit: () => void;
	onDelete: () => void;
} ) {
	const years = event.next ? yearsOn( event, event.next ) : null;
	return (
		<Box component="li" sx={ rowSx } data-testid="event-row">
			<Box sx={ { pt: 0.25 } }>
				<EventTypeIcon type={ event.type } />
			</Box>
			<Box sx={ { flex: 1, minWidth: 0 } }>
				<Typography
					sx={ { fontWeight: 600, overflowWrap: 'anywhere' } }
				>
					{ event.title }
				</Typography>
				<Typography variant="body2" color="text.secondary">
					{ eventTypeLabel( event.type ) } ·{ ' ' }
					{ formatDay( event.date ) }
					{ event.yearly && ` · ${ __( 'every year', 'prism' ) }` }
				</Typography>
				{ event.next && (
					<Box sx={ { mt: 0.5 } }>
						<Box
							component="span"
							sx={ {
								display: 'inline-block',
								px: 1,
								py: 0.25,
								borderRadius: 3,
								fontSize: '0.8125rem',
								fontWeight: 600,
								...( event.next === today
									? {
											bgcolor: 'success.main',
											color: 'success.contrastText',
										}
									: {
											bgcolor: 'rgba(63, 79, 181, 0.12)',
											color: 'primary.dark',
										} ),
							} }
						>
							{ event.next === today
								? __( 'Today', 'prism' )
								: sprintf(
										/* translators: 1: a day, e.g. 1 July 2027; 2: how far off it is, e.g. in 3 days. */
										__( 'Next: %1$s (%2$s)', 'prism' ),
										formatDay( event.next ),
										relativeDay( event.next, today )
									) }
							{ years && ` · ${ years }` }
						</Box>
					</Box>
				) }
				{ event.desc && (
					<TypedText mt={ 0.75 }>{ event.desc }</TypedText>
				) }
			</Box>
			<RowActions
				label={ event.title }
				onEdit={ onEdit }
				onDelete={ onDelete }
			/>
		</Box>
	);
}

function FollowupRow( {
	followup,
	today,
	busy,
	onToggle,
	onEdit,
	onDelete,
}: {
	followup: Followup;
	today: string;
	busy: boolean;
	onToggle: () => void;
	onEdit: () => void;
	onDelete: () => void;
} ) {
	const id = useId();
	const done = followup.complete === '1';
	return (
		<Box component="li" sx={ rowSx } data-testid="followup-row">
			<Checkbox
				// Shows the new state at once, while the server is asked.
				checked={ busy ? ! done : done }
				onChange={ onToggle }
				disabled={ busy }
				sx={ { p: 0.25 } }
				slotProps={ {
					input: {
						'aria-labelledby': `${ id }-title`,
						'aria-describedby': `${ id }-due`,
					},
				} }
			/>
			<Box sx={ { flex: 1, minWidth: 0 } }>
				<Typography
					id={ `${ id }-title` }
					sx={ {
						fontWeight: 600,
						overflowWrap: 'anywhere',
						textDecoration: done ? 'line-through' : undefined,
						color: done ? 'text.secondary' : undefined,
					} }
				>
					{ followup.title }
				</Typography>
				<Typography
					variant="body2"
					id={ `${ id }-due` }
					sx={ {
						color: followup.overdue
							? 'error.main'
							: 'text.secondary',
						fontWeight: followup.overdue ? 600 : undefined,
					} }
				>
					{ formatDay( followup.date ) } ·{ ' ' }
					{ dueText( followup, today ) }
				</Typography>
				{ followup.desc && (
					<TypedText mt={ 0.75 }>{ followup.desc }</TypedText>
				) }
			</Box>
			<RowActions
				label={ followup.title }
				onEdit={ onEdit }
				onDelete={ onDelete }
			/>
		</Box>
	);
}

function RowActions( {
	label,
	onEdit,
	onDelete,
}: {
	label: string;
	onEdit: () => void;
	onDelete: () => void;
} ) {
	return (
		<Box sx={ { display: 'flex', flexShrink: 0 } }>
			<IconButton
				onClick={ onEdit }
				size="small"
				aria-label={ sprintf(
					/* translators: %s: an event's or follow-up's title. */
					__( 'Edit %s', 'prism' ),
					label
				) }
			>
				<EditOutlined fontSize="small" />
			</IconButton>
			<IconButton
				onClick={ onDelete }
				size="small"
				aria-label={ sprintf(
					/* translators: %s: an event's or follow-up's title. */
					__( 'Delete %s', 'prism' ),
					label
				) }
			>
				<DeleteOutlined fontSize="small" />
			</IconButton>
		</Box>
	);
}

function Empty( { icon, text }: { icon: ReactNode; text: string } ) {
	return (
		<Box
			sx={ {
				display: 'flex',
				gap: 1.5,
				alignItems: 'flex-start',
				mt: 1,
				p: 2,
				border: 1,
				borderStyle: 'dashed',
				borderColor: 'divider',
				borderRadius: 2,
			} }
		>
			{ icon }
			<Typography variant="body2" color="text.secondary">
				{ text }
			</Typography>
		</Box>
	);
}

function ListSkeleton() {
	return (
		<Box
			aria-busy="true"
			aria-label={ __( 'Loading', 'prism' ) }
			sx={ { mt: 1, display: 'grid', gap: 1 } }
		>
			<SkeletonBar width="100%" height={ 56 } />
			<SkeletonBar width="100%" height={ 56 } />
		</Box>
	);
}
