import { useId } from 'react';
import Box from '../light/Box';
import Button from '../light/Button';
import IconButton from '../light/IconButton';
import Link from '../light/Link';
import Paper from '@mui/material/Paper';
import Typography from '../light/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { __, sprintf } from '@wordpress/i18n';
import type { Links } from '../../api/types';
import { displayName } from '../../domain/contactFields';
import { contactDetailUrl } from '../../domain/links';
import {
	describeRelationship,
	relationshipRole,
	relationshipWho,
} from '../../domain/relationships';
import { useEditDeleteDialogs } from '../../hooks/useEditDeleteDialogs';
import { Hint } from '../Hint';
import { OnceOpened, lazyNamed } from '../OnceOpened';
import { RetryAlert } from '../RetryAlert';
import { SkeletonBar } from '../SkeletonBar';
import { Tag } from '../Tag';
import { visuallyHidden } from '../visuallyHidden';
import {
	addRelationship,
	deleteRelationship,
	updateRelationship,
	useRelationships,
} from './api';
import type { Relationship, RelationshipInput } from './types';

/* Loaded when first opened (prefetched while the page is idle): the list shows without them. */
const RelationshipDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "relationship-dialog", webpackPrefetch: true */ './RelationshipDialog'
	).then( ( m ) => m.RelationshipDialog )
);
const ConfirmDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "confirm-dialog", webpackPrefetch: true */ '../ConfirmDialog'
	).then( ( m ) => m.ConfirmDialog )
);
const NoticeBar = lazyNamed( () =>
	import(
		/* webpackChunkName: "notices", webpackPrefetch: true */ '../FlashMessage'
	).then( ( m ) => m.NoticeBar )
);

export interface RelationshipsPanelProps {
	/** The member (the dialog's contact search is theirs). */
	wordpressId: number;
	/** The contact whose page it is. */
	contactId: number;
	/** Its name, as stored. */
	contactName: string;
	/** The page's links (each related contact's page). */
	links: Pick< Links, 'contactDetail' >;
}

/**
 * A contact's relationships with other people (spouse, family, colleagues, who introduced them): each row the other
 * person's role and their name, a link to their page when they are a contact (tagged when archived or deceased) or
 * the name alone when they are not one yet. Add Relationship opens a dialog; each row can be edited, or deleted
 * after a confirmation (it goes from both contacts). Every write answers with the updated list, which replaces the
 * one shown; the other contact's list loads again wherever it shows.
 *
 * @param props Props.
 */
export function RelationshipsPanel( props: RelationshipsPanelProps ) {
	const { wordpressId, contactId, contactName, links } = props;
	const relationships = useRelationships( contactId );
	const dialogs = useEditDeleteDialogs< Relationship >();
	const headingId = `${ useId() }-heading`;
	const list = relationships.data ?? [];
	const editing = dialogs.form.item;

	const save = async ( input: RelationshipInput ) => {
		if ( editing ) {
			relationships.setData(
				await updateRelationship(
					contactId,
					editing.id,
					input,
					editing.otherId
				)
			);
			dialogs.saved( __( 'Relationship saved.', 'prism' ) );
		} else {
			relationships.setData( await addRelationship( contactId, input ) );
			dialogs.saved( __( 'Relationship added.', 'prism' ) );
		}
	};

	return (
		<Paper
			variant="outlined"
			component="section"
			aria-labelledby={ headingId }
			aria-busy={ relationships.isLoading || undefined }
			sx={ { p: { xs: 2, sm: 3 }, mt: 2 } }
			data-testid="relationships-panel"
		>
			<Box
				sx={ {
					display: 'flex',
					flexWrap: 'wrap',
					alignItems: 'center',
					justifyContent: 'space-between',
					gap: 1,
					mb: 1.5,
				} }
			>
				<Typography variant="h2" component="h2" id={ headingId }>
					{ __( 'Relationships', 'prism' ) }
				</Typography>
				<Button
					ref={ dialogs.addButton }
					variant="outlined"
					startIcon={ <Add /> }
					onClick={ dialogs.openAdd }
					data-testid="relationship-add"
				>
					{ __( 'Add Relationship', 'prism' ) }
				</Button>
			</Box>

			{ relationships.error && (
				<RetryAlert onRetry={ relationships.reload } sx={ { mb: 1.5 } }>
					{ sprintf(
						/* translators: %s: the reason, a sentence from the server. */
						__(
							'The relationships could not be loaded. %s',
							'prism'
						),
						relationships.error.message
					) }
				</RetryAlert>
			) }

			{ ! relationships.data && relationships.isLoading && (
				<Box
					role="status"
					aria-label={ __( 'Loading relationships', 'prism' ) }
					data-testid="relationships-loading"
					sx={ { display: 'grid', gap: 1.5, py: 1 } }
				>
					{ [ 0, 1 ].map( ( i ) => (
						<SkeletonBar key={ i } width={ `${ 70 - i * 20 }%` } />
					) ) }
				</Box>
			) }

			{ relationships.data && list.length === 0 && (
				<Typography
					color="text.secondary"
					variant="body2"
					data-testid="relationships-empty"
				>
					{ __(
						'No relationships yet. Add spouses, family, colleagues and who introduced you.',
						'prism'
					) }
				</Typography>
			) }

			{ list.length > 0 && (
				<Box
					component="ul"
					aria-label={ __( 'Relationships', 'prism' ) }
					data-testid="relationships-list"
					sx={ { listStyle: 'none', p: 0, m: 0 } }
				>
					{ list.map( ( relationship ) => (
						<RelationshipRow
							key={ relationship.id }
							relationship={ relationship }
							href={
								relationship.otherId !== null
									? contactDetailUrl( links, {
											id: relationship.otherId,
											name: relationship.otherName,
										} )
									: null
							}
							onEdit={ () => dialogs.openEdit( relationship ) }
							onDelete={ () =>
								dialogs.openDelete( relationship )
							}
						/>
					) ) }
				</Box>
			) }

			<OnceOpened open={ dialogs.form.open }>
				<RelationshipDialog
					open={ dialogs.form.open }
					wordpressId={ wordpressId }
					contactId={ contactId }
					contactName={ contactName }
					relationship={ editing }
					onSave={ save }
					onClose={ dialogs.closeForm }
				/>
			</OnceOpened>
			<OnceOpened open={ dialogs.removing.open }>
				<ConfirmDialog
					{ ...dialogs.deleteProps }
					title={ __( 'Delete Relationship', 'prism' ) }
					message={ __(
						'Delete this relationship? It goes from both contacts.',
						'prism'
					) }
					details={
						dialogs.removing.item
							? describeRelationship( dialogs.removing.item )
							: undefined
					}
					onConfirm={ () =>
						dialogs.confirmDelete(
							async ( relationship ) =>
								relationships.setData(
									await deleteRelationship(
										contactId,
										relationship.id,
										relationship.otherId
									)
								),
							__( 'Relationship deleted.', 'prism' )
						)
					}
				/>
			</OnceOpened>
			<OnceOpened open={ Boolean( dialogs.notice ) }>
				<NoticeBar
					notice={ dialogs.notice }
					onClose={ () => dialogs.setNotice( null ) }
				/>
			</OnceOpened>
		</Paper>
	);
}

/**
 * One relationship: the other person's role, then their name (a link to their page when they are a contact, with
 * Archived or Deceased beside it; else the name and "Not in your contacts"), and its Edit and Delete buttons.
 *
 * @param props              Props.
 * @param props.relationship The relationship.
 * @param props.href         The other contact's page, or null when they are not a contact.
 * @param props.onEdit       Opens the Edit dialog.
 * @param props.onDelete     Asks to delete.
 */
function RelationshipRow( {
	relationship,
	href,
	onEdit,
	onDelete,
}: {
	relationship: Relationship;
	href: string | null;
	onEdit: () => void;
	onDelete: () => void;
} ) {
	const name = displayName( relationship.otherName );
	const who = relationshipWho( relationship );
	const editLabel = __( 'Edit relationship', 'prism' );
	const deleteLabel = __( 'Delete relationship', 'prism' );
	return (
		<Box
			component="li"
			data-testid="relationship-row"
			sx={ {
				display: 'flex',
				alignItems: 'center',
				gap: 1,
				py: 1,
				borderTop: 1,
				borderColor: 'divider',
			} }
		>
			<Box
				sx={ {
					flex: 1,
					minWidth: 0,
					display: 'flex',
					flexWrap: 'wrap',
					alignItems: 'baseline',
					columnGap: 2,
					rowGap: 0.25,
				} }
			>
				<Typography
					component="span"
					variant="body2"
					color="text.secondary"
					sx={ {
						flex: { xs: '1 1 100%', sm: '0 0 11rem' },
						minWidth: 0,
						overflowWrap: 'anywhere',
					} }
					data-testid="relationship-role"
				>
					{ relationshipRole( relationship ) }
					<Box component="span" sx={ visuallyHidden }>
						{ ': ' }
					</Box>
				</Typography>
				<Box
					component="span"
					sx={ {
						flex: '1 1 0',
						minWidth: 0,
						display: 'inline-flex',
						flexWrap: 'wrap',
						alignItems: 'center',
						columnGap: 1,
						rowGap: 0.5,
					} }
				>
					{ href ? (
						<Link
							href={ href }
							sx={ { overflowWrap: 'anywhere' } }
							data-testid="relationship-link"
						>
							{ name }
						</Link>
					) : (
						<Typography
							component="span"
							sx={ { overflowWrap: 'anywhere' } }
							data-testid="relationship-name"
						>
							{ name }
						</Typography>
					) }
					{ href && relationship.otherArchived && (
						<Tag>{ __( 'Archived', 'prism' ) }</Tag>
					) }
					{ href && relationship.otherDeceased && (
						<Tag tone="outlined">{ __( 'Deceased', 'prism' ) }</Tag>
					) }
					{ ! href && (
						<Typography
							component="span"
							variant="body2"
							color="text.secondary"
							sx={ { fontStyle: 'italic' } }
						>
							{ __( 'Not in your contacts', 'prism' ) }
						</Typography>
					) }
				</Box>
			</Box>
			<Box
				sx={ {
					display: 'flex',
					gap: 0.5,
					flexShrink: 0,
					// The buttons sit at the row's right end: their hints end there too, rather than centred over
					// them, where "Delete relationship" would stick out past a phone's screen (and make the page
					// scroll sideways, hidden as it is until hovered or focused).
					'& [data-hint]::after': {
						left: 'auto',
						right: 0,
						transform: 'none',
					},
				} }
			>
				<Hint title={ editLabel }>
					<IconButton
						size="small"
						onClick={ onEdit }
						aria-label={ sprintf(
							/* translators: %s: the other person and their role, e.g. Mary Lee (Parent). */
							__( 'Edit relationship with %s', 'prism' ),
							who
						) }
						data-testid="relationship-edit"
					>
						<EditOutlined fontSize="small" />
					</IconButton>
				</Hint>
				<Hint title={ deleteLabel }>
					<IconButton
						size="small"
						onClick={ onDelete }
						aria-label={ sprintf(
							/* translators: %s: the other person and their role, e.g. Mary Lee (Parent). */
							__( 'Delete relationship with %s', 'prism' ),
							who
						) }
						data-testid="relationship-delete"
					>
						<DeleteOutlined fontSize="small" />
					</IconButton>
				</Hint>
			</Box>
		</Box>
	);
}
