/**
 * What every light button shares (./Button.tsx, ./IconButton.tsx): MUI's ButtonBase reset of the `<button>`
 * element, and PRISM's keyboard focus ring (theme.ts) on `:focus-visible`, where MUI marks `Mui-focusVisible`.
 */
import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';

/**
 * ButtonBase's reset, the focus ring and the disabled state's pointer.
 *
 * @param theme The theme.
 */
export function buttonBase( theme: Theme ): CSSObject {
	return {
		display: 'inline-flex',
		alignItems: 'center',
		justifyContent: 'center',
		position: 'relative',
		boxSizing: 'border-box',
		WebkitTapHighlightColor: 'transparent',
		backgroundColor: 'transparent',
		outline: 0,
		border: 0,
		margin: 0,
		borderRadius: 0,
		padding: 0,
		cursor: 'pointer',
		userSelect: 'none',
		verticalAlign: 'middle',
		appearance: 'none',
		textDecoration: 'none',
		textAlign: 'center',
		color: 'inherit',
		'&::-moz-focus-inner': { borderStyle: 'none' },
		'&:focus-visible': {
			outline: `2px solid ${ theme.palette.primary.main }`,
			outlineOffset: 2,
		},
		'&:disabled, &.Mui-disabled': {
			pointerEvents: 'none',
			cursor: 'default',
		},
		'@media print': { colorAdjust: 'exact' },
	};
}

/** The palette colours a button's `color` names (MUI's). */
export type ButtonColour =
	'primary' | 'secondary' | 'error' | 'warning' | 'info' | 'success';

/**
 * A palette colour's shades, for a button's `color` (primary when it names none).
 *
 * @param theme The theme.
 * @param color The colour prop.
 */
export function buttonPalette( theme: Theme, color: string | undefined ) {
	const palette = theme.palette as unknown as Record<
		string,
		{ main: string; dark: string; contrastText: string } | undefined
	>;
	return palette[ color ?? 'primary' ] ?? theme.palette.primary;
}
