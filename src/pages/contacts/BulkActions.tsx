import { useState } from 'react';
import type { ReactElement } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';
import Box from '../../components/light/Box';
import Button from '../../components/light/Button';
import { OnceOpened, lazyNamed } from '../../components/OnceOpened';
import { Spinner } from '../../components/Spinner';
import Typography from '../../components/light/Typography';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import CallMerge from '@mui/icons-material/CallMerge';
import Delete from '@mui/icons-material/Delete';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import type { BulkContactsAction } from '../../api/types';

/* More actions' menu, loaded when first opened (MUI's Menu brings Popover and Modal). */
const BulkActionsMenu = lazyNamed( () =>
	import(
		/* webpackChunkName: "bulk-actions-menu", webpackPrefetch: true */ './BulkActionsMenu'
	).then( ( m ) => m.BulkActionsMenu )
);

/** More actions' menu: its id, which the button names. */
const MORE_MENU_ID = 'prism-bulk-more-menu';

export interface BulkActionsProps {
	selectedCount: number;
	/** The action being prepared (its button shows a spinner), or null. */
	busy: 'email' | 'merge' | 'categories' | 'delete' | null;
	onEmail: () => void;
	onMerge: () => void;
	onCategories: () => void;
	onDelete: () => void;
	/** Opens Export (for the selection, when there is one). */
	onExport: () => void;
	/** More actions: move to stage, keep in touch, add a follow-up, archive (a dialog, or what to select first). */
	onMore: ( action: BulkContactsAction ) => void;
	/** While one of More actions' changes runs (its button shows a spinner; its dialog shows the progress). */
	changing: boolean;
	onClear: () => void;
}

/**
 * The bulk actions on the selected contacts: email, manage categories, merge (exactly two), export and delete, and
 * under More actions (a menu, so the bar still fits a phone) move to stage, keep in touch, add a follow-up and
 * archive. They are always there; with nothing selected they say what to do first.
 *
 * @param props Props.
 */
export function BulkActions( props: BulkActionsProps ) {
	const {
		selectedCount,
		busy,
		onEmail,
		onMerge,
		onCategories,
		onDelete,
		onExport,
		onMore,
		changing,
		onClear,
	} = props;
	const [ moreAnchor, setMoreAnchor ] = useState< HTMLElement | null >(
		null
	);
	// Each opening draws the menu afresh, so it opens on its first item (MUI's list keeps the one last focused).
	const [ openings, setOpenings ] = useState( 0 );
	const active = selectedCount > 0;
	const spin = ( action: BulkActionsProps[ 'busy' ], icon: ReactElement ) =>
		busy === action ? <Spinner size={ 16 } /> : icon;
	const actions: Array< {
		label: string;
		icon: ReactElement;
		onClick: () => void;
		color?: 'error';
	} > = [
		{
			label: __( 'Email', 'prism' ),
			icon: spin( 'email', <EmailOutlined /> ),
			onClick: onEmail,
		},
		{
			label: __( 'Manage Categories', 'prism' ),
			icon: spin( 'categories', <LocalOfferOutlined /> ),
			onClick: onCategories,
		},
		{
			label: __( 'Merge', 'prism' ),
			icon: spin( 'merge', <CallMerge /> ),
			onClick: onMerge,
		},
		{
			label: __( 'Export', 'prism' ),
			icon: <FileDownloadOutlined />,
			onClick: onExport,
		},
		{
			label: __( 'Delete', 'prism' ),
			icon: spin( 'delete', <Delete /> ),
			onClick: onDelete,
			color: 'error',
		},
	];

	return (
		<Box
			role="toolbar"
			aria-label={ __( 'Actions on selected contacts', 'prism' ) }
			sx={ {
				display: 'flex',
				flexWrap: 'wrap',
				alignItems: 'center',
				gap: 1,
				px: { xs: 1.5, sm: 2 },
				py: 1,
				bgcolor: active ? 'rgba(63, 79, 181, 0.08)' : 'grey.50',
				borderTop: 1,
				borderBottom: 1,
				borderColor: 'divider',
				transition: 'background-color 150ms',
			} }
		>
			<Typography
				variant="body2"
				sx={ { fontWeight: 600, mr: 'auto', minWidth: 110 } }
				data-testid="bulk-count"
			>
				{ active
					? sprintf(
							/* translators: %d: number of contacts. */
							_n(
								'%d selected',
								'%d selected',
								selectedCount,
								'prism'
							),
							selectedCount
						)
					: __( 'None selected', 'prism' ) }
				{ active && (
					<Button
						size="small"
						onClick={ onClear }
						sx={ { ml: 1, minWidth: 0, py: 0 } }
					>
						{ __( 'Clear', 'prism' ) }
					</Button>
				) }
			</Typography>
			<Box sx={ { display: 'flex', flexWrap: 'wrap', gap: 0.5 } }>
				{ actions.map( ( action ) => (
					<Button
						key={ action.label }
						size="small"
						color={ action.color }
						startIcon={ action.icon }
						onClick={ action.onClick }
						disabled={ busy !== null }
					>
						{ action.label }
					</Button>
				) ) }
				<Button
					size="small"
					startIcon={
						changing ? <Spinner size={ 16 } /> : <MoreHoriz />
					}
					endIcon={ <ArrowDropDown /> }
					onClick={ ( event ) => {
						setOpenings( ( n ) => n + 1 );
						setMoreAnchor( event.currentTarget );
					} }
					disabled={ busy !== null }
					aria-haspopup="menu"
					aria-expanded={ moreAnchor ? true : undefined }
					aria-controls={ moreAnchor ? MORE_MENU_ID : undefined }
					aria-busy={ changing || undefined }
					data-testid="bulk-more"
				>
					{ __( 'More actions', 'prism' ) }
				</Button>
				<OnceOpened open={ Boolean( moreAnchor ) }>
					<BulkActionsMenu
						key={ openings }
						anchor={ moreAnchor }
						id={ MORE_MENU_ID }
						onClose={ () => setMoreAnchor( null ) }
						onAction={ onMore }
					/>
				</OnceOpened>
			</Box>
		</Box>
	);
}
