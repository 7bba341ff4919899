import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '../../components/light/Box';
import Button from '@mui/material/Button';
import Link from '../../components/light/Link';
import Typography from '../../components/light/Typography';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import { __, sprintf } from '@wordpress/i18n';
import type {
	ApiError,
	Contact,
	FollowupOffer,
	PageProps,
} from '../../api/types';
import { saveFollowup } from '../../components/events-followups/api';
import type { FollowupInput } from '../../components/events-followups/types';
import { OnceOpened, lazyNamed } from '../../components/OnceOpened';
import { RetryAlert } from '../../components/RetryAlert';
import { Spinner } from '../../components/Spinner';
import { formatDay } from '../../domain/dates';
import { contactDetailUrl } from '../../domain/links';
import type { ProcessEditor } from './useProcessEditor';

/* Loaded when a member first chooses 'Edit first'. */
const FollowupDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "followup-dialog", webpackPrefetch: true */ '../../components/events-followups/FollowupDialog'
	).then( ( m ) => m.FollowupDialog )
);

/** Where an offer stands: offered, being added, added (or the reason adding failed). */
type OfferState =
	| { kind: 'adding' }
	| { kind: 'added' }
	| { kind: 'failed'; message: string };

/**
 * What the saves said: a conflict with another tab or window, a failed save (with Retry), and the follow-ups a
 * save offered. An offer is only ever added when the member asks: one click ('Add follow-up'), after editing it
 * ('Edit first'), or never ('No thanks').
 *
 * @param props         Props.
 * @param props.page    Page props.
 * @param props.contact The contact.
 * @param props.editor  The process editor.
 */
export function ProcessNotices( {
	page,
	contact,
	editor,
}: {
	page: Pick< PageProps, 'wordpressId' | 'today' | 'links' >;
	contact: Contact;
	editor: ProcessEditor;
} ) {
	const [ states, setStates ] = useState< Record< string, OfferState > >(
		{}
	);
	const [ editing, setEditing ] = useState< FollowupOffer | null >( null );
	const [ lastEdited, setLastEdited ] = useState< FollowupOffer | null >(
		null
	);
	// One object per offer edited: the dialog starts over whenever the follow-up it is given changes.
	const draft = useMemo(
		() =>
			lastEdited
				? {
						title: lastEdited.title,
						desc: lastEdited.desc,
						date: lastEdited.date,
					}
				: null,
		[ lastEdited ]
	);
	const notificationsHref = `${ contactDetailUrl(
		page.links,
		contact
	) }&tab=notifications`;

	const setState = ( key: string, state: OfferState | null ) =>
		setStates( ( all ) => {
			const next = { ...all };
			if ( state ) {
				next[ key ] = state;
			} else {
				delete next[ key ];
			}
			return next;
		} );

	const add = async ( offer: FollowupOffer, input: FollowupInput ) => {
		await saveFollowup( page.wordpressId, contact.id, {
			title: input.title,
			desc: input.desc,
			date: input.date,
		} );
		setState( offer.key, { kind: 'added' } );
	};

	const addAsOffered = async ( offer: FollowupOffer ) => {
		setState( offer.key, { kind: 'adding' } );
		try {
			await add( offer, offer );
		} catch ( e ) {
			setState( offer.key, {
				kind: 'failed',
				message: ( e as ApiError ).message,
			} );
		}
	};

	const dismiss = ( key: string ) => {
		setState( key, null );
		editor.dismissOffer( key );
	};

	return (
		<Box
			sx={ {
				display: 'flex',
				flexDirection: 'column',
				gap: 1.5,
				mt: 2,
				'&:empty': { display: 'none' },
			} }
		>
			{ editor.conflict && (
				<Alert
					severity="warning"
					onClose={ editor.dismissConflict }
					data-testid="process-conflict"
				>
					{ __(
						"This contact's process was changed in another tab or window. We loaded the latest version; please make your change again.",
						'prism'
					) }
				</Alert>
			) }

			{ editor.error && (
				<RetryAlert onRetry={ editor.retry }>
					<Box data-testid="process-save-error">
						<Typography
							component="span"
							variant="body2"
							sx={ { fontWeight: 600, display: 'block' } }
						>
							{ __(
								'Your change could not be saved, so it was undone.',
								'prism'
							) }
						</Typography>
						{ editor.error.message }
					</Box>
				</RetryAlert>
			) }

			{ editor.offers.map( ( offer ) => {
				const state = states[ offer.key ];
				if ( state?.kind === 'added' ) {
					return (
						<Alert
							key={ offer.key }
							severity="success"
							onClose={ () => dismiss( offer.key ) }
							data-testid={ `offer-${ offer.key }` }
							data-state="added"
						>
							{ __( 'Follow-up added.', 'prism' ) }{ ' ' }
							<Link href={ notificationsHref } color="inherit">
								{ __( 'See it in Notifications', 'prism' ) }
							</Link>
						</Alert>
					);
				}
				const busy = state?.kind === 'adding';
				return (
					<Alert
						key={ offer.key }
						severity="info"
						icon={ <EventAvailableOutlined /> }
						data-testid={ `offer-${ offer.key }` }
						sx={ {
							'& .MuiAlert-message': { flex: 1, minWidth: 0 },
						} }
					>
						<AlertTitle sx={ { mb: 0.25 } }>
							{ __( 'Add a follow-up?', 'prism' ) }
						</AlertTitle>
						<Box sx={ { overflowWrap: 'anywhere' } }>
							{ sprintf(
								/* translators: 1: a follow-up's title; 2: the day it is due, e.g. 22 November 2026. */
								__( '%1$s — due %2$s', 'prism' ),
								offer.title,
								formatDay( offer.date )
							) }
						</Box>
						{ offer.desc.trim() !== '' && (
							<Typography
								variant="body2"
								color="text.secondary"
								sx={ { overflowWrap: 'anywhere' } }
							>
								{ offer.desc }
							</Typography>
						) }
						{ state?.kind === 'failed' && (
							<Typography
								variant="body2"
								color="error"
								role="alert"
								sx={ { mt: 0.5 } }
							>
								{ state.message }
							</Typography>
						) }
						<Box
							sx={ {
								display: 'flex',
								flexWrap: 'wrap',
								gap: 1,
								mt: 1,
							} }
						>
							<Button
								variant="contained"
								size="small"
								disabled={ busy }
								onClick={ () => addAsOffered( offer ) }
								startIcon={
									busy ? <Spinner size={ 14 } /> : undefined
								}
							>
								{ __( 'Add follow-up', 'prism' ) }
							</Button>
							<Button
								variant="outlined"
								size="small"
								disabled={ busy }
								onClick={ () => {
									setLastEdited( offer );
									setEditing( offer );
								} }
							>
								{ __( 'Edit first', 'prism' ) }
							</Button>
							<Button
								size="small"
								color="inherit"
								disabled={ busy }
								onClick={ () => dismiss( offer.key ) }
							>
								{ __( 'No thanks', 'prism' ) }
							</Button>
						</Box>
					</Alert>
				);
			} ) }

			<OnceOpened open={ Boolean( editing ) }>
				<FollowupDialog
					open={ Boolean( editing ) }
					initial={ draft }
					today={ page.today }
					onSave={ async ( input ) => {
						if ( editing ) {
							await add( editing, input );
						}
						setEditing( null );
					} }
					onClose={ () => setEditing( null ) }
				/>
			</OnceOpened>
		</Box>
	);
}
