import { __, sprintf } from '@wordpress/i18n';
import Box from '../../components/light/Box';
import Button from '../../components/light/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import FilterListOff from '@mui/icons-material/FilterListOff';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PersonAddAlt1 from '@mui/icons-material/PersonAddAlt1';
import type { ApiError } from '../../api/types';
import { RetryAlert } from '../../components/RetryAlert';
import { StateMessage } from '../../components/StateMessage';

/**
 * The list when the member has no contacts at all: where to start.
 *
 * @param props          Props.
 * @param props.onAdd    Opens Add Contact.
 * @param props.onImport Opens Import.
 */
export function NoContacts( {
	onAdd,
	onImport,
}: {
	onAdd: () => void;
	onImport: () => void;
} ) {
	return (
		<Box
			sx={ { textAlign: 'center', py: { xs: 5, sm: 8 }, px: 2 } }
			data-testid="empty-all"
		>
			<GroupAddOutlined
				sx={ { fontSize: 56, color: 'primary.main', opacity: 0.8 } }
				aria-hidden
			/>
			<StateMessage
				title={ __( 'Your network starts here', 'prism' ) }
				variant="h3"
				heading="h2"
				maxWidth={ 440 }
			>
				{ __(
					'You have no contacts yet. Add the people you know one by one, or bring them in from Google, iCloud or a CSV file.',
					'prism'
				) }
			</StateMessage>
			<Box
				sx={ {
					display: 'flex',
					gap: 1,
					justifyContent: 'center',
					flexWrap: 'wrap',
				} }
			>
				<Button
					variant="contained"
					startIcon={ <PersonAddAlt1 /> }
					onClick={ onAdd }
				>
					{ __( 'Add Contact', 'prism' ) }
				</Button>
				<Button
					variant="outlined"
					startIcon={ <CloudDownloadOutlined /> }
					onClick={ onImport }
				>
					{ __( 'Import Contacts', 'prism' ) }
				</Button>
			</Box>
		</Box>
	);
}

/**
 * The Archived view when the member has archived nobody: what archiving is for, and the way back to the list.
 *
 * @param props        Props.
 * @param props.onBack Leaves the Archived view.
 */
export function NoArchived( { onBack }: { onBack: () => void } ) {
	return (
		<Box
			sx={ { textAlign: 'center', py: { xs: 5, sm: 7 }, px: 2 } }
			data-testid="empty-archived"
		>
			<Inventory2Outlined
				sx={ { fontSize: 48, color: 'text.secondary' } }
				aria-hidden
			/>
			<StateMessage
				title={ __( 'No archived contacts', 'prism' ) }
				variant="h3"
				heading="h2"
				maxWidth={ 460 }
			>
				{ __(
					'A contact you archive from their page waits here, with everything kept, until you restore them.',
					'prism'
				) }
			</StateMessage>
			<Button
				variant="outlined"
				startIcon={ <ArrowBack /> }
				onClick={ onBack }
			>
				{ __( 'Back to your contacts', 'prism' ) }
			</Button>
		</Box>
	);
}

/**
 * The list when the filters or the search match nobody (in the Archived view: no archived contact).
 *
 * @param props          Props.
 * @param props.onClear  Clears the filters and the search (and keeps the view).
 * @param props.detail   Why, when it can be said (e.g. two stages selected).
 * @param props.archived Whether the member is in the Archived view.
 */
export function NoMatches( {
	onClear,
	detail,
	archived = false,
}: {
	onClear: () => void;
	detail?: string;
	archived?: boolean;
} ) {
	return (
		<Box
			sx={ { textAlign: 'center', py: { xs: 5, sm: 7 }, px: 2 } }
			data-testid="empty-filtered"
		>
			<FilterListOff
				sx={ { fontSize: 48, color: 'text.secondary' } }
				aria-hidden
			/>
			<StateMessage
				title={
					archived
						? __( 'No archived contacts match', 'prism' )
						: __( 'No contacts match these filters', 'prism' )
				}
				variant="h3"
				heading="h2"
				maxWidth={ 460 }
			>
				{ detail ??
					__(
						'Try a shorter search or turn a filter off.',
						'prism'
					) }
			</StateMessage>
			<Button
				variant="outlined"
				startIcon={ <FilterListOff /> }
				onClick={ onClear }
			>
				{ __( 'Clear filters', 'prism' ) }
			</Button>
		</Box>
	);
}

/**
 * A failed load, with its message and a Retry.
 *
 * @param props         Props.
 * @param props.error   What went wrong.
 * @param props.onRetry Loads again.
 */
export function LoadError( {
	error,
	onRetry,
}: {
	error: ApiError;
	onRetry: () => void;
} ) {
	return (
		<RetryAlert onRetry={ onRetry } sx={ { m: 2 } }>
			{ sprintf(
				/* translators: %s: the reason. */
				__( 'We could not load your contacts. %s', 'prism' ),
				error.message
			) }
		</RetryAlert>
	);
}
