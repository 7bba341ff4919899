/**
 * MUI's `createSvgIcon`, drawing a plain `<svg>` with keyed classes (../staticStyles.ts) instead of an SvgIcon.
 *
 * Every icon of @mui/icons-material (and MUI's own, a checkbox's, a select's arrow) is made by `createSvgIcon`, and
 * each drawn icon was an SvgIcon: a `styled` element that works out its styles on every render. The contact list
 * drew about a hundred of them before it showed. webpack.config.js puts this module in place of MUI's
 * (`@mui/material/SvgIcon/createSvgIcon`), so every icon of every page is light with no change where icons are used.
 *
 * The element is the one SvgIcon draws: the same classes (`MuiSvgIcon-root`, `MuiSvgIcon-fontSizeSmall`,
 * `MuiSvgIcon-colorPrimary`…), which MUI's buttons, chips and alerts style their icons by, the same attributes
 * (`focusable`, `aria-hidden` unless it has a title, `role="img"` with one) and the same CSS, written as one class
 * with the icon's `sx` after it. An `sx` holding a function of the theme is worked out on every render, as MUI does.
 * MUI's SvgIcon is not loaded at all.
 */
import { forwardRef, memo } from 'react';
import type { ElementType, ReactNode, Ref, SVGProps } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { capital, classes, keyedClass, sxKey, sxStyles } from '../staticStyles';
import type { CSSInterpolation } from '@emotion/serialize';

type FontSize = 'inherit' | 'small' | 'medium' | 'large';

interface LightIconProps extends Omit< SVGProps< SVGSVGElement >, 'color' > {
	fontSize?: FontSize;
	color?: string;
	htmlColor?: string;
	titleAccess?: string;
	inheritViewBox?: boolean;
	component?: ElementType;
	sx?: SxProps< Theme >;
	[ key: string ]: unknown;
}

/**
 * An icon's styles, as MUI's SvgIcon has them.
 *
 * @param theme The theme.
 */
function base( theme: Theme ): CSSInterpolation {
	return {
		userSelect: 'none',
		width: '1em',
		height: '1em',
		display: 'inline-block',
		flexShrink: 0,
		fill: 'currentColor',
		transition: theme.transitions.create( 'fill', {
			duration: theme.transitions.duration.shorter,
		} ),
		fontSize: theme.typography.pxToRem( 24 ),
	};
}

/**
 * A size other than medium (base's).
 *
 * @param theme    The theme.
 * @param fontSize The size prop.
 */
function size(
	theme: Theme,
	fontSize: Exclude< FontSize, 'medium' >
): CSSInterpolation {
	if ( fontSize === 'inherit' ) {
		return { fontSize: 'inherit' };
	}
	return {
		fontSize: theme.typography.pxToRem( fontSize === 'small' ? 20 : 35 ),
	};
}

/**
 * The colour of a `color` prop: a palette colour's main shade, `action` and `disabled` as MUI has them.
 *
 * @param theme The theme.
 * @param color The colour prop.
 */
function colour( theme: Theme, color: string ): CSSInterpolation {
	if ( color === 'action' ) {
		return { color: theme.palette.action.active };
	}
	if ( color === 'disabled' ) {
		return { color: theme.palette.action.disabled };
	}
	const palette = theme.palette as unknown as Record<
		string,
		{ main?: string } | undefined
	>;
	return { color: palette[ color ]?.main };
}

/**
 * An icon component for an svg path, as MUI's createSvgIcon makes one.
 *
 * @param path        The icon's path element(s).
 * @param displayName The icon's name (`Apple`).
 */
export default function createSvgIcon( path: ReactNode, displayName: string ) {
	function Icon( props: LightIconProps, ref: Ref< SVGSVGElement > ) {
		const {
			className,
			fontSize = 'medium',
			color = 'inherit',
			htmlColor,
			titleAccess,
			viewBox = '0 0 24 24',
			inheritViewBox = false,
			component: Root = 'svg',
			sx,
			children,
			...rest
		} = props;
		const key = sxKey( sx );
		// One class for the icon's styles and its sx, in that order, as MUI's SvgIcon writes them.
		const name = keyedClass(
			key === null ? null : `svg-icon|${ fontSize }|${ color }|${ key }`,
			( theme ) => [
				base( theme ),
				fontSize === 'medium' ? null : size( theme, fontSize ),
				color === 'inherit' ? null : colour( theme, color ),
				sxStyles( theme, sx ),
			]
		);
		return (
			<Root
				focusable="false"
				color={ htmlColor }
				aria-hidden={ titleAccess ? undefined : true }
				role={ titleAccess ? 'img' : undefined }
				viewBox={ inheritViewBox ? undefined : viewBox }
				{ ...( rest as SVGProps< SVGSVGElement > ) }
				ref={ ref }
				className={ classes(
					'MuiSvgIcon-root',
					color !== 'inherit' &&
						`MuiSvgIcon-color${ capital( color ) }`,
					`MuiSvgIcon-fontSize${ capital( fontSize ) }`,
					name,
					className as string | undefined
				) }
			>
				{ path }
				{ children as ReactNode }
				{ titleAccess ? <title>{ titleAccess }</title> : null }
			</Root>
		);
	}
	Icon.displayName = `${ displayName }Icon`;
	const component = memo( forwardRef( Icon ) );
	( component as unknown as { muiName: string } ).muiName = 'SvgIcon';
	return component;
}
