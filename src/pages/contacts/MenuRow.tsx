import type { MouseEventHandler, ReactNode } from 'react';
import { alpha } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

/**
 * The contact list's menu rows (views, filter values, links): plain buttons and links drawn like MUI's dense
 * ListItemButton, styled once for the whole menu by `menuRowsSx` on the menu itself. With 20 categories the menu
 * held about forty MUI list items (ButtonBase, ListItemIcon, ListItemText, Typography each), a good part of what the
 * list took to draw on a slow phone, and 7 KB gzipped of the page's JavaScript.
 */
export const menuRowsSx = {
	'& .prism-menu-list': {
		listStyle: 'none',
		m: 0,
		px: 0,
		py: 1,
		'&.is-flush': { py: 0 },
		'&.is-spaced': { mt: 1 },
	},
	'& .prism-menu-item': {
		display: 'flex',
		alignItems: 'center',
		listStyle: 'none',
	},
	'& .prism-menu-row': {
		display: 'flex',
		flexGrow: 1,
		alignItems: 'center',
		justifyContent: 'flex-start',
		position: 'relative',
		boxSizing: 'border-box',
		minWidth: 0,
		width: '100%',
		m: 0,
		border: 0,
		borderRadius: 1,
		px: 2,
		py: 0.5,
		bgcolor: 'transparent',
		color: 'inherit',
		font: 'inherit',
		textAlign: 'left',
		textDecoration: 'none',
		cursor: 'pointer',
		userSelect: 'none',
		WebkitTapHighlightColor: 'transparent',
		transition: ( theme: Theme ) =>
			theme.transitions.create( 'background-color', {
				duration: theme.transitions.duration.shortest,
			} ),
		'&:hover': {
			textDecoration: 'none',
			bgcolor: 'action.hover',
			'@media (hover: none)': { bgcolor: 'transparent' },
		},
		'&:focus-visible': {
			bgcolor: 'action.focus',
			outline: '2px solid',
			outlineColor: 'primary.main',
			outlineOffset: '-2px',
		},
		'&.is-selected': {
			bgcolor: ( theme: Theme ) =>
				alpha(
					theme.palette.primary.main,
					theme.palette.action.selectedOpacity
				),
			'&:hover': {
				bgcolor: ( theme: Theme ) =>
					alpha(
						theme.palette.primary.main,
						theme.palette.action.selectedOpacity +
							theme.palette.action.hoverOpacity
					),
			},
		},
		// A filter value: narrower than a view or a link.
		'&.is-compact': { px: 1, py: 0.25 },
	},
	// The site theme's post-content link rule would colour and underline the menu's links.
	'& a.prism-menu-row': { color: 'text.primary', textDecoration: 'none' },
	'& .prism-menu-icon': {
		minWidth: 34,
		color: 'action.active',
		flexShrink: 0,
		display: 'inline-flex',
		'&.is-check': { minWidth: 30 },
		'&.is-on': { color: 'primary.main' },
		'&.is-small': {
			minWidth: 26,
			color: 'text.secondary',
			'& svg': { fontSize: 18 },
		},
	},
	'& .prism-menu-text': {
		display: 'block',
		flex: '1 1 auto',
		minWidth: 0,
		my: 0.5,
		typography: 'body2',
		fontWeight: 500,
		'&.is-value': { fontWeight: 400, overflowWrap: 'anywhere' },
		'&.is-strong': { fontWeight: 600 },
	},
	// A second, quieter line of a row's text (a category's keep-in-touch cadence).
	'& .prism-menu-note': {
		display: 'block',
		typography: 'caption',
		color: 'text.secondary',
		fontWeight: 400,
		lineHeight: 1.3,
	},
	'& .prism-menu-count': {
		ml: 1,
		typography: 'body2',
		fontVariantNumeric: 'tabular-nums',
	},
	'& .prism-menu-divider': {
		m: 0,
		flexShrink: 0,
		border: 0,
		borderBottom: 1,
		borderColor: 'divider',
		'&.is-spaced': { mt: 1 },
	},
} as const;

/**
 * One row of the menu: a button (`onClick`) or a link (`href`), with its icons, its text and what follows it.
 *
 * @param props           Props.
 * @param props.icon      Leading icons (with their `prism-menu-icon` wrappers).
 * @param props.text      The row's text.
 * @param props.textClass Extra classes of the text: `is-value`, `is-strong`.
 * @param props.after     What follows the text (a count, a flag).
 * @param props.selected  Whether the row is the current one.
 * @param props.compact   A filter value's narrower row.
 * @param props.href      A link's address.
 * @param props.onClick   A button's action.
 * @param props.label     Accessible name, when it is not the text.
 * @param props.pressed   aria-pressed of a toggle.
 * @param props.current   aria-current of a view.
 */
export function MenuRow( {
	icon,
	text,
	textClass = '',
	after,
	selected = false,
	compact = false,
	href,
	onClick,
	label,
	pressed,
	current,
}: {
	icon?: ReactNode;
	text: ReactNode;
	textClass?: string;
	after?: ReactNode;
	selected?: boolean;
	compact?: boolean;
	href?: string;
	onClick?: MouseEventHandler< HTMLElement >;
	label?: string;
	pressed?: boolean;
	current?: boolean;
} ) {
	const className = [
		'prism-menu-row',
		selected && 'is-selected',
		compact && 'is-compact',
	]
		.filter( Boolean )
		.join( ' ' );
	const content = (
		<>
			{ icon }
			<span className={ `prism-menu-text ${ textClass }`.trim() }>
				{ text }
			</span>
			{ after }
		</>
	);
	if ( href !== undefined ) {
		return (
			<a className={ className } href={ href } aria-label={ label }>
				{ content }
			</a>
		);
	}
	return (
		<button
			type="button"
			className={ className }
			onClick={ onClick }
			aria-label={ label }
			aria-pressed={ pressed }
			aria-current={ current ? 'true' : undefined }
		>
			{ content }
		</button>
	);
}
