import { __, sprintf } from '@wordpress/i18n';
import { createTheme } from '@mui/material/styles';
import type { Theme, ThemeOptions } from '@mui/material/styles';
import { formatNumber } from '../domain/locale';

type PaletteKey =
	'primary' | 'secondary' | 'error' | 'warning' | 'info' | 'success';

/**
 * Block themes colour every link of the post content with selectors stronger than one MUI class, which turned
 * link-buttons green on blue. Doubling the class (`&&`) puts PRISM's own colours back, whatever the site theme.
 *
 * @param theme   MUI theme.
 * @param color   Palette colour of the component ('inherit' keeps the surrounding colour).
 * @param variant Button variant.
 */
function linkColour(
	theme: Theme,
	color: string | undefined,
	variant: string | undefined
) {
	const key = (
		color && color !== 'inherit' ? color : 'primary'
	) as PaletteKey;
	const palette = theme.palette[ key ] ?? theme.palette.primary;
	if ( color === 'inherit' ) {
		return 'inherit';
	}
	return variant === 'contained' ? palette.contrastText : palette.main;
}

/**
 * The words MUI's own components say (an Alert's close button, an Autocomplete's buttons, a pagination's labels),
 * in the site's language instead of MUI's built-in English.
 */
function componentTexts(): ThemeOptions[ 'components' ] {
	const pageButton = ( type: string ) => {
		switch ( type ) {
			case 'first':
				return __( 'Go to first page', 'prism' );
			case 'last':
				return __( 'Go to last page', 'prism' );
			case 'next':
				return __( 'Go to next page', 'prism' );
			default:
				return __( 'Go to previous page', 'prism' );
		}
	};
	return {
		MuiAlert: { defaultProps: { closeText: __( 'Close', 'prism' ) } },
		MuiAutocomplete: {
			defaultProps: {
				clearText: __( 'Clear', 'prism' ),
				closeText: __( 'Close', 'prism' ),
				loadingText: __( 'Loading…', 'prism' ),
				noOptionsText: __( 'No options', 'prism' ),
				openText: __( 'Open', 'prism' ),
			},
		},
		MuiBreadcrumbs: {
			defaultProps: { expandText: __( 'Show path', 'prism' ) },
		},
		MuiPagination: {
			defaultProps: {
				'aria-label': __( 'Pagination', 'prism' ),
				getItemAriaLabel: ( type, page, selected ) => {
					if ( type !== 'page' ) {
						return pageButton( type );
					}
					return selected
						? sprintf(
								/* translators: %s: a page number. */
								__( 'Page %s', 'prism' ),
								formatNumber( page ?? 0 )
							)
						: sprintf(
								/* translators: %s: a page number. */
								__( 'Go to page %s', 'prism' ),
								formatNumber( page ?? 0 )
							);
				},
			},
		},
		MuiTablePagination: {
			defaultProps: {
				getItemAriaLabel: pageButton,
				labelRowsPerPage: __( 'Rows per page:', 'prism' ),
				labelDisplayedRows: ( { from, to, count } ) =>
					count === -1
						? sprintf(
								/* translators: Rows shown of an unknown total. 1: first row; 2: last row. */
								__( '%1$s–%2$s of more than %2$s', 'prism' ),
								formatNumber( from ),
								formatNumber( to )
							)
						: sprintf(
								/* translators: Rows shown. 1: first row; 2: last row; 3: how many rows there are. */
								__( '%1$s–%2$s of %3$s', 'prism' ),
								formatNumber( from ),
								formatNumber( to ),
								formatNumber( count )
							),
			},
		},
	};
}

/**
 * The keyboard focus ring: a 2 px line in the primary colour (7:1 on white), outside the control or inside it.
 *
 * @param theme  MUI theme.
 * @param offset Gap between the control and the ring, in pixels (negative: inside).
 */
function focusRing( theme: Theme, offset: number ) {
	return {
		outline: `2px solid ${ theme.palette.primary.main }`,
		outlineOffset: offset,
	};
}

/**
 * A control's focus ring (focusRing) when the keyboard reaches it, as its theme override: MUI marks it
 * Mui-focusVisible.
 *
 * @param offset How far outside the control the ring is drawn; inside it when negative.
 */
function focusVisibleRing( offset: number ) {
	return {
		styleOverrides: {
			root: ( { theme }: { theme: Theme } ) => ( {
				'&.Mui-focusVisible': focusRing( theme, offset ),
			} ),
		},
	};
}

/**
 * A link's colour at a weight above the site theme's link rules.
 *
 * @param theme MUI theme.
 * @param color The Link's colour prop.
 */
function linkOverride( theme: Theme, color: string | undefined ) {
	if ( color === 'inherit' ) {
		return { '&&': { color: 'inherit' } };
	}
	if ( color && color !== 'primary' && ! ( color in theme.palette ) ) {
		// 'text.secondary' and the like: let MUI resolve it, at the doubled weight.
		return {};
	}
	return { '&&': { color: linkColour( theme, color, 'text' ) } };
}

let built: Theme | null = null;

/**
 * PRISM's one theme: calm indigo, readable type, comfortable touch targets. Built on first use, once the page's
 * translations are loaded, so MUI's own words are in the site's language.
 */
export function prismTheme(): Theme {
	built ??= buildTheme();
	return built;
}

function buildTheme(): Theme {
	return createTheme( {
		// Every colour that writes text meets WCAG AA (4.5:1) on white and on its own 8 % tint (a highlighted row, a
		// hovered button, the bulk actions' bar): MUI's default orange (#ed6c02, 3.1:1) and red (#d32f2f, 4.4:1 on
		// a tint) did not, so warnings use a darker amber and errors a darker red.
		palette: {
			primary: { main: '#3f4fb5' },
			secondary: { main: '#0f7b6c' },
			error: { main: '#c62828' },
			warning: { main: '#b45309' },
			background: { default: '#f6f7fb' },
		},
		shape: { borderRadius: 10 },
		// WordPress's admin bar (z-index 99999) covers the top of the screen for logged-in members; dialogs, menus,
		// snackbars and tooltips go above it, or a full-screen dialog on a phone loses its title under the bar.
		zIndex: { modal: 100100, snackbar: 100200, tooltip: 100300 },
		typography: {
			fontFamily:
				'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
			fontSize: 15,
			h1: { fontSize: '1.9rem', fontWeight: 600 },
			h2: { fontSize: '1.5rem', fontWeight: 600 },
			h3: { fontSize: '1.2rem', fontWeight: 600 },
			button: { textTransform: 'none', fontWeight: 600 },
		},
		components: {
			// A visible focus ring on every button, tab, menu item, checkbox and switch reached by keyboard: MUI's
			// own sign (a faint ripple, and no shadow on flat buttons) is hard to see. Inside lists, menus and tab
			// bars, and round a checkbox or radio, the ring is drawn inside the control, where a scrolling parent or
			// the edge of a row cannot clip it.
			MuiButtonBase: focusVisibleRing( 2 ),
			MuiTab: focusVisibleRing( -2 ),
			MuiMenuItem: focusVisibleRing( -2 ),
			MuiListItemButton: focusVisibleRing( -2 ),
			MuiCheckbox: focusVisibleRing( -2 ),
			MuiRadio: focusVisibleRing( -2 ),
			MuiLink: {
				styleOverrides: {
					root: ( { theme: t, ownerState } ) => ( {
						'&:focus-visible': focusRing( t, 2 ),
						...linkOverride(
							t,
							ownerState.color as string | undefined
						),
					} ),
				},
			},
			MuiButton: {
				defaultProps: { disableElevation: true },
				styleOverrides: {
					root: ( { theme: t, ownerState } ) => ( {
						'&&': {
							color: linkColour(
								t,
								ownerState.color,
								ownerState.variant
							),
							textDecoration: 'none',
						},
						'&&.Mui-disabled': { color: t.palette.action.disabled },
					} ),
				},
			},
			MuiIconButton: {
				styleOverrides: {
					root: ( { theme: t, ownerState } ) => ( {
						'&&': {
							color:
								ownerState.color &&
								ownerState.color !== 'default'
									? linkColour( t, ownerState.color, 'text' )
									: t.palette.action.active,
						},
					} ),
				},
			},
			...componentTexts(),
			MuiCard: { defaultProps: { variant: 'outlined' } },
			MuiPaper: {
				styleOverrides: { outlined: { borderColor: '#e1e4ee' } },
			},
		},
	} );
}
