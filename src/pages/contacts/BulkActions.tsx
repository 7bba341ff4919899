import type { ReactElement } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';
import Box from '../../components/light/Box';
import Button from '../../components/light/Button';
import { Spinner } from '../../components/Spinner';
import Typography from '../../components/light/Typography';
import CallMerge from '@mui/icons-material/CallMerge';
import Delete from '@mui/icons-material/Delete';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';

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
	onClear: () => void;
}

/**
 * The bulk actions on the selected contacts: email, manage categories, merge (exactly two) and delete. They are
 * always there; with nothing selected they say what to do first.
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
		onClear,
	} = props;
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
			</Box>
		</Box>
	);
}
