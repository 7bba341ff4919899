/**
 * MUI's Button, drawn as a plain `<button>` with one keyed class (../staticStyles.ts) for its variant, colour, size and
 * `sx`: MUI's text, outlined and contained looks as PRISM's theme sets them (theme.ts: no elevation, the button type
 * without capitals, rounded corners), the icon before or after the label, full width, disabled, and the keyboard
 * focus ring on `:focus-visible`. Its rules carry PRISM's style weight (styleCache.ts), so a site theme's `button`
 * rules do not paint over it, on block and classic themes alike.
 *
 * MUI's Button is a ButtonBase: a ripple, focus tracking, and styles worked out on every render for the root and each
 * icon. The contact list's first screen drew nine of them before it showed, and they brought ButtonBase and its ripple
 * into the page's first JavaScript (docs/benchmarks.md, "Pages"). This one has no ripple and no `component`; with an
 * `href` it is a link (./Pressable.tsx). It keeps MUI's class names (`MuiButton-root`,
 * `MuiButton-outlined`, `MuiButton-sizeSmall`, `MuiButton-startIcon`…), so CSS and tests that name them still match.
 */
import { forwardRef } from 'react';
import type { ReactNode, Ref } from 'react';
import { alpha } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import type { CSSInterpolation, CSSObject } from '@emotion/serialize';
import { capital, classes, withSx } from '../staticStyles';
import Pressable from './Pressable';
import type { PressableProps } from './Pressable';
import { buttonBase, buttonPalette } from './buttonBase';
import type { ButtonColour } from './buttonBase';

type Variant = 'text' | 'outlined' | 'contained';
type Size = 'small' | 'medium' | 'large';

export interface LightButtonProps extends PressableProps {
	variant?: Variant;
	size?: Size;
	color?: ButtonColour | 'inherit';
	startIcon?: ReactNode;
	endIcon?: ReactNode;
	fullWidth?: boolean;
	sx?: SxProps< Theme >;
	children?: ReactNode;
}

/** Padding by variant and size, as MUI has it. */
const PADDING: Record< Variant, Record< Size, string > > = {
	text: { small: '4px 5px', medium: '6px 8px', large: '8px 11px' },
	outlined: { small: '3px 9px', medium: '5px 15px', large: '7px 21px' },
	contained: { small: '4px 10px', medium: '6px 16px', large: '8px 22px' },
};

/**
 * The colours of a variant in a colour: text, fill, border, and their hover.
 *
 * @param theme   The theme.
 * @param variant The variant.
 * @param color   The colour prop.
 */
function colours(
	theme: Theme,
	variant: Variant,
	color: ButtonColour | 'inherit'
): CSSObject {
	const { action, grey, text } = theme.palette;
	const inherit = color === 'inherit';
	const shades = buttonPalette( theme, inherit ? undefined : color );
	if ( variant === 'contained' ) {
		return {
			color: inherit ? 'inherit' : shades.contrastText,
			backgroundColor: inherit ? grey[ 300 ] : shades.main,
			'@media (hover: hover)': {
				'&:hover': {
					backgroundColor: inherit ? grey.A100 : shades.dark,
				},
			},
			'&:disabled, &.Mui-disabled': {
				color: action.disabled,
				backgroundColor: action.disabledBackground,
			},
		};
	}
	const ink = inherit ? 'inherit' : shades.main;
	const hover: CSSObject = {
		backgroundColor: alpha(
			inherit ? text.primary : shades.main,
			action.hoverOpacity
		),
	};
	const style: CSSObject = { color: ink };
	if ( variant === 'outlined' ) {
		style.border = '1px solid';
		style.borderColor = inherit
			? 'currentColor'
			: alpha( shades.main, 0.5 );
		if ( ! inherit ) {
			hover.borderColor = shades.main;
		}
		style[ '&:disabled, &.Mui-disabled' ] = {
			border: `1px solid ${ action.disabledBackground }`,
		};
	}
	style[ '@media (hover: hover)' ] = { '&:hover': hover };
	return style;
}

/**
 * The button's styles: ButtonBase's reset, MUI's Button in the variant, colour and size, and its icons.
 *
 * @param theme     The theme.
 * @param variant   The variant.
 * @param color     The colour prop.
 * @param size      The size.
 * @param fullWidth Whether it fills its row.
 */
function styles(
	theme: Theme,
	variant: Variant,
	color: ButtonColour | 'inherit',
	size: Size,
	fullWidth: boolean
): CSSInterpolation {
	const iconSize = { small: 18, medium: 20, large: 22 }[ size ];
	return [
		buttonBase( theme ),
		{
			...( theme.typography.button as CSSObject ),
			...( size !== 'medium' && {
				fontSize: theme.typography.pxToRem(
					size === 'small' ? 13 : 15
				),
			} ),
			minWidth: 64,
			padding: PADDING[ variant ][ size ],
			borderRadius: theme.shape.borderRadius,
			transition: theme.transitions.create(
				[ 'background-color', 'box-shadow', 'border-color', 'color' ],
				{ duration: theme.transitions.duration.short }
			),
			...( fullWidth && { width: '100%' } ),
			'&:hover': { textDecoration: 'none' },
			'&:disabled, &.Mui-disabled': {
				color: theme.palette.action.disabled,
			},
			'& .MuiButton-startIcon': {
				display: 'inherit',
				alignItems: 'center',
				marginRight: 8,
				marginLeft: size === 'small' ? -2 : -4,
			},
			'& .MuiButton-endIcon': {
				display: 'inherit',
				marginRight: size === 'small' ? -2 : -4,
				marginLeft: 8,
			},
			'& .MuiButton-icon > *:nth-of-type(1)': { fontSize: iconSize },
		},
		colours( theme, variant, color ),
	];
}

const Button = forwardRef( function LightButton(
	props: LightButtonProps,
	ref: Ref< HTMLButtonElement | HTMLAnchorElement >
) {
	const {
		variant = 'text',
		size = 'medium',
		color = 'primary',
		startIcon,
		endIcon,
		fullWidth = false,
		sx,
		className,
		children,
		...rest
	} = props;
	const name = withSx(
		`button|${ variant }|${ color }|${ size }|${ fullWidth }`,
		sx,
		( theme ) => styles( theme, variant, color, size, fullWidth )
	);
	return (
		<Pressable
			ref={ ref }
			className={ classes(
				'MuiButton-root',
				`MuiButton-${ variant }`,
				`MuiButton-size${ capital( size ) }`,
				`MuiButton-color${ capital( color ) }`,
				'MuiButton-disableElevation',
				fullWidth && 'MuiButton-fullWidth',
				rest.disabled && ! rest.href && 'Mui-disabled',
				name,
				className
			) }
			{ ...rest }
		>
			{ startIcon && (
				<span className="MuiButton-icon MuiButton-startIcon">
					{ startIcon }
				</span>
			) }
			{ children }
			{ endIcon && (
				<span className="MuiButton-icon MuiButton-endIcon">
					{ endIcon }
				</span>
			) }
		</Pressable>
	);
} );

export default Button;
