/**
 * A table with MUI's look built from the HTML table elements, for the contact list: MUI's Table, TableRow and
 * TableCell add about 4 KB gzipped of context and class machinery that a plain table does not need. Head cells are
 * `th`; a row can be hovered and selected; `checkbox` cells are the narrow selection column. Each part's styles are
 * a class written once a page (light/keyedStyled.tsx), not worked out again for each of the list's cells.
 */
import { keyedStyled } from './light/keyedStyled';

export const Table = keyedStyled( 'table', 'PlainTable', ( theme ) => ( {
	width: '100%',
	borderCollapse: 'collapse',
	borderSpacing: 0,
	...theme.typography.body2,
} ) );

export const TableHead = keyedStyled( 'thead', 'PlainTableHead', () => ( {} ) );

export const TableBody = keyedStyled( 'tbody', 'PlainTableBody', () => ( {} ) );

export const TableRow = keyedStyled< 'tr', { selected: boolean } >(
	'tr',
	'PlainTableRow',
	( theme, { selected } ) => ( {
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
	} ),
	[ 'selected' ]
);

/* `as="th"` draws a real <th> (a head cell), so a screen reader reads the table with its headers. */
export const TableCell = keyedStyled< 'td', { checkbox: boolean } >(
	'td',
	'PlainTableCell',
	( theme, { checkbox } ) => ( {
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
	} ),
	[ 'checkbox' ]
);
