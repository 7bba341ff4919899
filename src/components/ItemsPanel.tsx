import { useId, useRef } from 'react';
import type { ElementType, ReactNode, Ref } from 'react';
import Box from './light/Box';
import Chip from '@mui/material/Chip';
import type SvgIcon from '@mui/material/SvgIcon';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from './light/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { __ } from '@wordpress/i18n';
import type { Resource } from '../api/useResource';
import { ConfirmDialog } from './ConfirmDialog';
import type { ConfirmDialogProps } from './ConfirmDialog';
import { EmptyPanel } from './EmptyPanel';
import { NoticeBar } from './FlashMessage';
import type { Notice } from './FlashMessage';
import { RetryAlert } from './RetryAlert';

type SvgIconComponent = typeof SvgIcon;

export interface ItemsPanelProps {
	/** What its test ids start with: `${ name }-panel`, `-loading`, `-count`, `-empty` and `-list`. */
	name: string;
	/** The heading. */
	title: string;
	/** The element of the heading. */
	headingComponent: ElementType;
	/** Beside the heading (an Add button); without it the heading stands alone. */
	action?: ReactNode;
	/** Between the heading and the list (a search and its sort, a form that adds). */
	toolbar: ReactNode;
	/** The list's data hook. */
	list: Pick<
		Resource< unknown >,
		'data' | 'isLoading' | 'error' | 'reload'
	>;
	/** The first load's placeholder: its name for screen readers and the height of each of its three bars. */
	loading: { label: string; height: number };
	/** What a failed load says, given the reason (a sentence from the server). */
	failed: ( reason: string ) => string;
	/** Space around the failure. */
	failedSx?: SxProps< Theme >;
	/** The count line once loaded (read out when it changes); null: none. */
	count: string | null;
	/** How many items the list holds, a search aside: once loaded, none shows the empty panel. */
	total: number;
	/** The empty panel's icon, its line in bold and the hint under it. */
	emptyIcon: SvgIconComponent;
	emptyTitle: string;
	emptyText: string;
	/** Between the empty panel and the list (what a search that matches nothing says). */
	children?: ReactNode;
	/** The list's name. */
	listLabel: string;
	/** Its items (`li` elements); the list shows when there are any. */
	items: ReactNode[];
	/** After the list (the Add/Edit dialog, what the panel shows next). */
	after?: ReactNode;
	/** The delete confirmation, but for its Delete button and where the focus goes once it has closed. */
	confirm: Omit<
		ConfirmDialogProps,
		'confirmLabel' | 'destructive' | 'onExited'
	>;
	/**
	 * What takes the focus once the confirmation has closed, if nothing has it (the item and its buttons may be
	 * gone): a stable place in the panel.
	 */
	refocus: ( section: HTMLElement ) => HTMLElement | null | undefined;
	/** The notice a write leaves. */
	notice: Notice | null;
	onNoticeClose: () => void;
}

/**
 * A contact's list in a panel (its notes, its interactions): the heading, what adds to or narrows the list, then the
 * first load's placeholder, a failure with Retry, the count, what an empty list says, and the list; the delete
 * confirmation and the notice a write leaves. What each list holds, how its items look and what a write does are
 * the caller's.
 *
 * @param props Props.
 */
export function ItemsPanel( props: ItemsPanelProps ) {
	const {
		name,
		title,
		headingComponent,
		action,
		toolbar,
		list,
		loading,
		failed,
		failedSx,
		count,
		total,
		emptyIcon: EmptyIcon,
		emptyTitle,
		emptyText,
		children,
		listLabel,
		items,
		after,
		confirm,
		refocus,
		notice,
		onNoticeClose,
	} = props;
	const section = useRef< HTMLElement >( null );
	const headingId = `${ useId() }-heading`;
	const heading = (
		<Typography
			variant="h2"
			component={ headingComponent }
			id={ headingId }
			sx={ action ? undefined : { mb: 2 } }
		>
			{ title }
		</Typography>
	);

	return (
		<Box
			component="section"
			ref={ section }
			aria-labelledby={ headingId }
			data-testid={ `${ name }-panel` }
		>
			{ action ? (
				<Box
					sx={ {
						display: 'flex',
						alignItems: 'center',
						justifyContent: 'space-between',
						gap: 2,
						flexWrap: 'wrap',
						mb: 2,
					} }
				>
					{ heading }
					{ action }
				</Box>
			) : (
				heading
			) }

			{ toolbar }

			{ list.isLoading && ! list.data && (
				<Box
					aria-busy="true"
					aria-label={ loading.label }
					data-testid={ `${ name }-loading` }
				>
					{ [ 0, 1, 2 ].map( ( i ) => (
						<Skeleton
							key={ i }
							variant="rounded"
							height={ loading.height }
							sx={ { mb: 1.5 } }
						/>
					) ) }
				</Box>
			) }

			{ list.error && (
				<RetryAlert onRetry={ list.reload } sx={ failedSx }>
					{ failed( list.error.message ) }
				</RetryAlert>
			) }

			{ list.data !== undefined && count !== null && (
				<Typography
					variant="body2"
					color="text.secondary"
					role="status"
					sx={ { mb: 1 } }
					data-testid={ `${ name }-count` }
				>
					{ count }
				</Typography>
			) }

			{ list.data !== undefined && total === 0 && (
				<EmptyPanel
					testId={ `${ name }-empty` }
					icon={
						<EmptyIcon
							color="primary"
							sx={ { fontSize: 40 } }
							aria-hidden
						/>
					}
					title={ emptyTitle }
					text={ emptyText }
				/>
			) }

			{ children }

			{ items.length > 0 && (
				<Box
					component="ol"
					aria-label={ listLabel }
					sx={ {
						listStyle: 'none',
						p: 0,
						m: 0,
						display: 'grid',
						gap: 1.5,
					} }
					data-testid={ `${ name }-list` }
				>
					{ items }
				</Box>
			) }

			{ after }

			<ConfirmDialog
				{ ...confirm }
				confirmLabel={ __( 'Delete', 'prism' ) }
				destructive
				onExited={ () => {
					const doc = section.current?.ownerDocument;
					if (
						section.current &&
						( ! doc?.activeElement ||
							doc.activeElement === doc.body )
					) {
						refocus( section.current )?.focus();
					}
				} }
			/>

			<NoticeBar notice={ notice } onClose={ onNoticeClose } />
		</Box>
	);
}

/**
 * The networking stage an item belongs to, as a small outlined chip.
 *
 * @param props       Props.
 * @param props.label The stage's name.
 */
export function ItemStage( { label }: { label: string } ) {
	return (
		<Chip
			label={ label }
			size="small"
			variant="outlined"
			sx={ {
				fontWeight: 600,
				letterSpacing: '0.03em',
				height: 22,
			} }
		/>
	);
}

/**
 * An item's Edit and Delete buttons: icons with a tooltip, each named for the item it acts on.
 *
 * @param props             Props.
 * @param props.editTitle   The Edit tooltip.
 * @param props.editLabel   The Edit button's name.
 * @param props.deleteTitle The Delete tooltip.
 * @param props.deleteLabel The Delete button's name.
 * @param props.onEdit      Opens the editor.
 * @param props.onDelete    Asks to delete.
 * @param props.editRef     The Edit button (to give the focus back to it).
 * @param props.sx          Where the pair stands in the item.
 */
export function ItemActions( {
	editTitle,
	editLabel,
	deleteTitle,
	deleteLabel,
	onEdit,
	onDelete,
	editRef,
	sx,
}: {
	editTitle: string;
	editLabel: string;
	deleteTitle: string;
	deleteLabel: string;
	onEdit: () => void;
	onDelete: () => void;
	editRef?: Ref< HTMLButtonElement >;
	sx: Record< string, string | number >;
} ) {
	return (
		<Box sx={ { display: 'flex', gap: 0.5, ...sx } }>
			<Tooltip title={ editTitle }>
				<IconButton
					ref={ editRef }
					size="small"
					onClick={ onEdit }
					aria-label={ editLabel }
				>
					<EditOutlined fontSize="small" />
				</IconButton>
			</Tooltip>
			<Tooltip title={ deleteTitle }>
				<IconButton
					size="small"
					onClick={ onDelete }
					aria-label={ deleteLabel }
				>
					<DeleteOutlined fontSize="small" />
				</IconButton>
			</Tooltip>
		</Box>
	);
}
