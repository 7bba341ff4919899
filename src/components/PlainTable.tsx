/**
 * A table with MUI's look built from the HTML table elements, for the contact list: MUI's Table, TableRow and
 * TableCell add about 4 KB gzipped of context and class machinery that a plain table does not need. Head cells are
 * `th`; a row can be hovered and selected; `checkbox` cells are the narrow selection column.
 */
import { styled } from '@mui/material/styles';

export const Table = styled( 'table' )( ( { theme } ) => ( {
	width: '100%',
	borderCollapse: 'collapse',
	borderSpacing: 0,
	...theme.typography.body2,
} ) );

export const TableHead = styled( 'thead' )( {} );

export const TableBody = styled( 'tbody' )( {} );

export const TableRow = styled( 'tr', {
	shouldForwardProp: ( prop ) => prop !== 'selected' && prop !== 'as',
} )< { selected?: boolean } >( ( { theme, selected } ) => ( {
	verticalAlign: 'middle',
	backgroundColor: selected
		? `rgba(63, 79, 181, ${ theme.palette.action.selectedOpacity })`
		: undefined,
	'tbody > &:hover': {
		backgroundColor: selected
			? `rgba(63, 79, 181, ${
					theme.palette.action.selectedOpacity +
					theme.palette.action.hoverOpacity
				})`
			: theme.palette.action.hover,
	},
} ) );

export const TableCell = styled( 'td', {
	// `as` is not forwarded, so Emotion renders `as="th"` as a real <th> (a forwarded `as` left a <td as="th">, a
	// table without headers for a screen reader).
	shouldForwardProp: ( prop ) => prop !== 'checkbox' && prop !== 'as',
} )< { checkbox?: boolean } >( ( { theme, checkbox } ) => ( {
	padding: checkbox
		? theme.spacing( 0, 0, 0, 1 )
		: theme.spacing( 0.75, 1.25 ),
	width: checkbox ? 48 : undefined,
	textAlign: 'left',
	borderBottom: `1px solid ${ theme.palette.divider }`,
	'thead &': {
		fontWeight: theme.typography.fontWeightMedium,
		color: theme.palette.text.primary,
		lineHeight: '1.5rem',
	},
} ) );
