/**
 * MUI's IconButton, drawn as a plain `<button>` with one keyed class (../staticStyles.ts): the round hover in the
 * action colour, MUI's sizes, the theme's colour at a weight above the site theme's button rules, and the focus ring
 * (theme.ts) on `:focus-visible`. For icon buttons repeated down a list (the contact list's menu draws one per
 * category): MUI's IconButton is a ButtonBase with its ripple and focus tracking, and worked out its styles on
 * every render. It has no ripple. Use MUI's IconButton where there are a few.
 */
import { forwardRef } from 'react';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { alpha } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import type { CSSInterpolation } from '@emotion/serialize';
import { classes, keyedClass, sxKey, sxStyles } from '../staticStyles';

export interface LightIconButtonProps extends ButtonHTMLAttributes< HTMLButtonElement > {
	size?: 'small' | 'medium';
	sx?: SxProps< Theme >;
	children: ReactNode;
}

/**
 * The button's styles: ButtonBase's reset, IconButton's shape and colour, the size.
 *
 * @param theme The theme.
 * @param size  The size.
 */
function styles( theme: Theme, size: 'small' | 'medium' ): CSSInterpolation {
	const { action } = theme.palette;
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
		cursor: 'pointer',
		userSelect: 'none',
		verticalAlign: 'middle',
		appearance: 'none',
		textDecoration: 'none',
		textAlign: 'center',
		flex: '0 0 auto',
		borderRadius: '50%',
		color: action.active,
		padding: size === 'small' ? 5 : 8,
		fontSize: theme.typography.pxToRem( size === 'small' ? 18 : 24 ),
		transition: theme.transitions.create( 'background-color', {
			duration: theme.transitions.duration.shortest,
		} ),
		'&:hover': {
			backgroundColor: alpha( action.active, action.hoverOpacity ),
			'@media (hover: none)': { backgroundColor: 'transparent' },
		},
		'&:focus-visible': {
			outline: `2px solid ${ theme.palette.primary.main }`,
			outlineOffset: 2,
		},
		'&:disabled': {
			backgroundColor: 'transparent',
			color: action.disabled,
			cursor: 'default',
			pointerEvents: 'none',
		},
		'@media print': { colorAdjust: 'exact' },
	};
}

const IconButton = forwardRef( function LightIconButton(
	props: LightIconButtonProps,
	ref: Ref< HTMLButtonElement >
) {
	const {
		size = 'medium',
		sx,
		className,
		type = 'button',
		children,
		...rest
	} = props;
	const key = sxKey( sx );
	const name = keyedClass(
		key === null ? null : `icon-button|${ size }|${ key }`,
		( theme ) => [ styles( theme, size ), sxStyles( theme, sx ) ]
	);
	return (
		<button
			type={ type }
			ref={ ref }
			className={ classes(
				'MuiIconButton-root',
				size === 'small' && 'MuiIconButton-sizeSmall',
				name,
				className
			) }
			{ ...rest }
		>
			{ children }
		</button>
	);
} );

export default IconButton;
