import { __ } from '@wordpress/i18n';
import Box from './light/Box';
import IconButton from './light/IconButton';
import Typography from './light/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { lastPage, rangeLabel } from '../domain/listFilters';

/**
 * The 'x-y of total' label with previous and next page arrows.
 *
 * @param props          Props.
 * @param props.page     1-based page.
 * @param props.total    Rows in the whole list.
 * @param props.shown    Rows on this page.
 * @param props.onPage   Go to a page.
 * @param props.disabled While a page loads.
 * @param props.perPage  Rows a page (the contact list's 10 by default).
 */
export function Pager( {
	page,
	total,
	shown,
	onPage,
	disabled = false,
	perPage,
}: {
	page: number;
	total: number;
	shown: number;
	onPage: ( page: number ) => void;
	disabled?: boolean;
	perPage?: number;
} ) {
	const last = lastPage( total, perPage );
	return (
		<Box
			component="nav"
			aria-label={ __( 'Pages', 'prism' ) }
			sx={ {
				display: 'flex',
				alignItems: 'center',
				justifyContent: 'flex-end',
				gap: 1,
				px: 2,
				py: 1,
			} }
		>
			<Typography
				variant="body2"
				aria-live="polite"
				data-testid="range-label"
				sx={ { fontVariantNumeric: 'tabular-nums' } }
			>
				{ rangeLabel( page, total, shown, perPage ) }
			</Typography>
			<IconButton
				aria-label={ __( 'Previous page', 'prism' ) }
				onClick={ () => onPage( page - 1 ) }
				disabled={ disabled || page <= 1 }
			>
				<ChevronLeft />
			</IconButton>
			<IconButton
				aria-label={ __( 'Next page', 'prism' ) }
				onClick={ () => onPage( page + 1 ) }
				disabled={ disabled || page >= last }
			>
				<ChevronRight />
			</IconButton>
		</Box>
	);
}
