import { useEffect, useRef, useState } from 'react';
import type { ElementType } from 'react';
import Box from '../light/Box';
import Paper from '@mui/material/Paper';
import Typography from '../light/Typography';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import MailOutline from '@mui/icons-material/MailOutlineOutlined';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { __, _n, sprintf } from '@wordpress/i18n';
import type { Notice } from '../FlashMessage';
import { ItemActions, ItemStage, ItemsPanel } from '../ItemsPanel';
import { formatDay, relativeDay } from '../../domain/dates';
import { interactionKindLabel } from '../../domain/interactions';
import type { InteractionKind } from '../../domain/interactions';
import {
	changedInteractionValues,
	interactionDraftOf,
	newInteractionDraft,
} from '../../domain/interactionForm';
import type { InteractionValues } from '../../domain/interactionForm';
import { formatNumber } from '../../domain/locale';
import { stageName } from '../../domain/stages';
import {
	deleteInteraction,
	logInteraction,
	updateInteraction,
	useInteractions,
} from './api';
import { ContactTimeline } from '../timeline/ContactTimeline';
import { InteractionForm } from './InteractionForm';
import type { Interaction } from './types';

export interface InteractionsPanelProps {
	contactId: number;
	/** Today, site time (YYYY-MM-DD): the form's default day and the latest allowed. */
	today: string;
	/** The element of the panel's heading. */
	headingComponent?: ElementType;
}

const KIND_ICONS: Record< InteractionKind, typeof PhoneOutlined > = {
	call: PhoneOutlined,
	meeting: GroupsOutlined,
	message: ChatBubbleOutline,
	email: MailOutline,
	other: MoreHoriz,
};

/**
 * A contact's interactions ("when did we last talk?"): the Log an interaction form, then the list, newest first,
 * each editable in place and deletable after a confirm. Every change answers with the updated list, which
 * replaces the one shown; the contact's card and the contact list load again by themselves (their "last
 * contacted" day may have changed).
 *
 * @param props Props.
 */
export function InteractionsPanel( props: InteractionsPanelProps ) {
	const { contactId, today, headingComponent = 'h2' } = props;
	const interactions = useInteractions( contactId );
	const [ editing, setEditing ] = useState< number | null >( null );
	const [ deleting, setDeleting ] = useState< Interaction | null >( null );
	const [ notice, setNotice ] = useState< Notice | null >( null );
	const editButtons = useRef( new Map< number, HTMLButtonElement >() );
	// The item whose Edit button takes the focus back once its form closes.
	const refocus = useRef< number | null >( null );
	const list = interactions.data ?? [];

	useEffect( () => {
		if ( editing === null && refocus.current !== null ) {
			editButtons.current.get( refocus.current )?.focus();
			refocus.current = null;
		}
	}, [ editing, interactions.data ] );

	const closeEditor = () => {
		refocus.current = editing;
		setEditing( null );
	};

	const onLog = async ( values: InteractionValues ) => {
		interactions.setData( await logInteraction( contactId, values ) );
		setNotice( {
			type: 'success',
			message: __( 'Interaction logged.', 'prism' ),
		} );
		return true;
	};

	const onEdit = async ( item: Interaction, values: InteractionValues ) => {
		const changes = changedInteractionValues( item, values );
		if ( changes ) {
			interactions.setData(
				await updateInteraction( contactId, item.id, changes )
			);
			setNotice( {
				type: 'success',
				message: __( 'Interaction saved.', 'prism' ),
			} );
		}
		closeEditor();
		return true;
	};

	const onDelete = async () => {
		if ( ! deleting ) {
			return;
		}
		interactions.setData(
			await deleteInteraction( contactId, deleting.id )
		);
		setDeleting( null );
		setNotice( {
			type: 'success',
			message: __( 'Interaction deleted.', 'prism' ),
		} );
	};

	return (
		<ItemsPanel
			name="interactions"
			title={ __( 'Interactions', 'prism' ) }
			headingComponent={ headingComponent }
			toolbar={
				<Paper
					variant="outlined"
					sx={ { p: { xs: 1.5, sm: 2 }, mb: 3, bgcolor: 'grey.50' } }
				>
					<InteractionForm
						mode="add"
						initial={ newInteractionDraft( today ) }
						today={ today }
						onSubmit={ onLog }
						testId="interaction-log"
						heading={
							<Typography
								variant="subtitle1"
								component="h3"
								sx={ { fontWeight: 600, mb: 1.5 } }
							>
								{ __( 'Log an interaction', 'prism' ) }
							</Typography>
						}
					/>
				</Paper>
			}
			list={ interactions }
			loading={ {
				label: __( 'Loading interactions', 'prism' ),
				height: 72,
			} }
			failed={ ( reason ) =>
				sprintf(
					/* translators: %s: the reason, a sentence from the server. */
					__( 'The interactions could not be loaded. %s', 'prism' ),
					reason
				)
			}
			failedSx={ { mb: 2 } }
			total={ list.length }
			count={
				list.length > 0
					? sprintf(
							/* translators: %s: number of interactions logged with a contact. */
							_n(
								'%s interaction',
								'%s interactions',
								list.length,
								'prism'
							),
							formatNumber( list.length )
						)
					: null
			}
			emptyIcon={ ForumOutlined }
			emptyTitle={ __( 'No interactions logged yet…', 'prism' ) }
			emptyText={ __(
				'Log your calls, meetings and messages to see when you last talked.',
				'prism'
			) }
			listLabel={ __( 'Interactions, newest first', 'prism' ) }
			items={ list.map( ( item ) =>
				editing === item.id ? (
					<Paper
						component="li"
						key={ item.id }
						variant="outlined"
						sx={ {
							p: { xs: 1.5, sm: 2 },
							borderColor: 'primary.main',
						} }
						data-testid="interaction-item"
					>
						<InteractionForm
							mode="edit"
							initial={ interactionDraftOf( item ) }
							today={ today }
							onSubmit={ ( values ) => onEdit( item, values ) }
							onCancel={ closeEditor }
							focusOnMount
							testId="interaction-edit"
						/>
					</Paper>
				) : (
					<InteractionItem
						key={ item.id }
						item={ item }
						today={ today }
						editRef={ ( button ) => {
							if ( button ) {
								editButtons.current.set( item.id, button );
							} else {
								editButtons.current.delete( item.id );
							}
						} }
						onEdit={ () => setEditing( item.id ) }
						onDelete={ () => setDeleting( item ) }
					/>
				)
			) }
			after={
				<ContactTimeline
					contactId={ contactId }
					today={ today }
					headingComponent={ headingComponent }
				/>
			}
			confirm={ {
				title: __( 'Delete interaction', 'prism' ),
				message: __(
					'Are you sure you want to delete this interaction?',
					'prism'
				),
				details: deleting ? describe( deleting ) : undefined,
				busyLabel: __( 'Deleting…', 'prism' ),
				open: deleting !== null,
				onConfirm: onDelete,
				onCancel: () => setDeleting( null ),
			} }
			// The item and its buttons may be gone: the focus goes back to the panel's first field.
			refocus={ ( section ) =>
				section.querySelector< HTMLElement >( 'select' )
			}
			notice={ notice }
			onNoticeClose={ () => setNotice( null ) }
		/>
	);
}

/**
 * An interaction in a sentence, for the delete confirm and the buttons' names: "Call on 3 May 2025".
 *
 * @param item The interaction.
 */
function describe( item: Interaction ): string {
	return sprintf(
		/* translators: 1: a kind of interaction, e.g. Call; 2: its day, e.g. 3 May 2025. */
		__( '%1$s on %2$s', 'prism' ),
		interactionKindLabel( item.kind ),
		formatDay( item.happenedOn )
	);
}

function InteractionItem( {
	item,
	today,
	editRef,
	onEdit,
	onDelete,
}: {
	item: Interaction;
	today: string;
	editRef: ( button: HTMLButtonElement | null ) => void;
	onEdit: () => void;
	onDelete: () => void;
} ) {
	const Icon = KIND_ICONS[ item.kind ] ?? MoreHoriz;
	const what = describe( item );
	const stage = item.stageId !== null ? stageName( item.stageId ) : null;
	return (
		<Paper
			component="li"
			variant="outlined"
			sx={ {
				p: { xs: 1.5, sm: 2 },
				display: 'flex',
				gap: 1.5,
				alignItems: 'flex-start',
			} }
			data-testid="interaction-item"
		>
			<Box
				aria-hidden
				sx={ {
					width: 36,
					height: 36,
					borderRadius: '50%',
					display: 'grid',
					placeItems: 'center',
					flexShrink: 0,
					bgcolor: 'rgba(63, 79, 181, 0.12)',
					color: 'primary.dark',
				} }
			>
				<Icon fontSize="small" />
			</Box>
			<Box sx={ { flex: 1, minWidth: 0 } }>
				<Box
					sx={ {
						display: 'flex',
						flexWrap: 'wrap',
						alignItems: 'center',
						columnGap: 1,
						rowGap: 0.5,
					} }
				>
					<Typography
						component="span"
						sx={ { fontWeight: 600 } }
						data-testid="interaction-kind-label"
					>
						{ interactionKindLabel( item.kind ) }
					</Typography>
					<Typography
						component="span"
						variant="body2"
						color="text.secondary"
					>
						<Box
							component="time"
							dateTime={ item.happenedOn }
							sx={ { whiteSpace: 'nowrap' } }
							data-testid="interaction-date-label"
						>
							{ formatDay( item.happenedOn ) }
						</Box>{ ' ' }
						<Box component="span" sx={ { whiteSpace: 'nowrap' } }>
							{ '· ' }
							{ relativeDay( item.happenedOn, today ) }
						</Box>
					</Typography>
					{ stage && <ItemStage label={ stage } /> }
				</Box>
				{ item.note !== '' && (
					<Typography
						sx={ {
							mt: 0.75,
							whiteSpace: 'pre-wrap',
							overflowWrap: 'anywhere',
							lineHeight: 1.55,
						} }
						data-testid="interaction-note-text"
					>
						{ item.note }
					</Typography>
				) }
			</Box>
			<ItemActions
				editTitle={ __( 'Edit interaction', 'prism' ) }
				editLabel={ sprintf(
					/* translators: %s: the interaction, e.g. Call on 3 May 2025. */
					__( 'Edit %s', 'prism' ),
					what
				) }
				deleteTitle={ __( 'Delete interaction', 'prism' ) }
				deleteLabel={ sprintf(
					/* translators: %s: the interaction, e.g. Call on 3 May 2025. */
					__( 'Delete %s', 'prism' ),
					what
				) }
				onEdit={ onEdit }
				onDelete={ onDelete }
				editRef={ editRef }
				sx={ { flexShrink: 0 } }
			/>
		</Paper>
	);
}
