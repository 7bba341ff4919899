import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

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

/** PRISM's one theme: calm indigo, readable type, comfortable touch targets. */
export const theme = createTheme( {
	palette: {
		primary: { main: '#3f4fb5' },
		secondary: { main: '#0f7b6c' },
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
							ownerState.color && ownerState.color !== 'default'
								? linkColour( t, ownerState.color, 'text' )
								: t.palette.action.active,
					},
				} ),
			},
		},
		MuiLink: {
			styleOverrides: {
				root: ( { theme: t, ownerState } ) => {
					const color = ownerState.color as string | undefined;
					if ( color === 'inherit' ) {
						return { '&&': { color: 'inherit' } };
					}
					if (
						color &&
						color !== 'primary' &&
						! ( color in t.palette )
					) {
						// 'text.secondary' and the like: let MUI resolve it, at the doubled weight.
						return {};
					}
					return { '&&': { color: linkColour( t, color, 'text' ) } };
				},
			},
		},
		MuiCard: { defaultProps: { variant: 'outlined' } },
		MuiPaper: { styleOverrides: { outlined: { borderColor: '#e1e4ee' } } },
	},
} );
