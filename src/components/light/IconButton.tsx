/**
 * MUI's IconButton, drawn as a plain `<button>` with one keyed class (../staticStyles.ts): the round hover in the
 * action colour, MUI's sizes, the theme's colour at a weight above the site theme's button rules, and the focus ring
 * (theme.ts) on `:focus-visible`, and MUI's `color` (a palette colour for the icon and its hover). For icon buttons repeated down a list (the contact list's menu draws one per
 * category): MUI's IconButton is a ButtonBase with its ripple and focus tracking, and worked out its styles on
 * every render. It has no ripple. The contact list's first screen draws only these (the menu, the toolbar, the pager).
 */
import { forwardRef } from 'react';
import type { ReactNode, Ref } from 'react';
import { alpha } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import type { CSSInterpolation } from '@emotion/serialize';
import { capital, classes, withSx } from '../staticStyles';
import Pressable from './Pressable';
import type { PressableProps } from './Pressable';
import { buttonBase, buttonPalette } from './buttonBase';
import type { ButtonColour } from './buttonBase';

export interface LightIconButtonProps extends PressableProps {
	size?: 'small' | 'medium';
	/** A palette colour for the icon and its hover (MUI's); the action colour by default. */
	color?: ButtonColour | 'default';
	sx?: SxProps< Theme >;
	children: ReactNode;
}

/**
 * The button's styles: ButtonBase's reset, IconButton's shape and colour, the size.
 *
 * @param theme The theme.
 * @param size  The size.
 * @param color The palette colour, or 'default' (the action colour).
 */
function styles(
	theme: Theme,
	size: 'small' | 'medium',
	color: ButtonColour | 'default'
): CSSInterpolation {
	const { action } = theme.palette;
	const ink =
		color === 'default'
			? action.active
			: buttonPalette( theme, color ).main;
	return {
		...buttonBase( theme ),
		flex: '0 0 auto',
		borderRadius: '50%',
		color: ink,
		padding: size === 'small' ? 5 : 8,
		fontSize: theme.typography.pxToRem( size === 'small' ? 18 : 24 ),
		transition: theme.transitions.create( 'background-color', {
			duration: theme.transitions.duration.shortest,
		} ),
		'&:hover': {
			backgroundColor: alpha( ink, action.hoverOpacity ),
			'@media (hover: none)': { backgroundColor: 'transparent' },
		},
		'&:disabled, &.Mui-disabled': {
			backgroundColor: 'transparent',
			color: action.disabled,
			cursor: 'default',
			pointerEvents: 'none',
		},
	};
}

const IconButton = forwardRef( function LightIconButton(
	props: LightIconButtonProps,
	ref: Ref< HTMLButtonElement | HTMLAnchorElement >
) {
	const {
		size = 'medium',
		color = 'default',
		sx,
		className,
		children,
		...rest
	} = props;
	const name = withSx( `icon-button|${ size }|${ color }`, sx, ( theme ) =>
		styles( theme, size, color )
	);
	return (
		<Pressable
			ref={ ref }
			className={ classes(
				'MuiIconButton-root',
				size === 'small' && 'MuiIconButton-sizeSmall',
				color !== 'default' &&
					`MuiIconButton-color${ capital( color ) }`,
				name,
				className
			) }
			{ ...rest }
		>
			{ children }
		</Pressable>
	);
} );

export default IconButton;
