/**
 * MUI's Link, drawn as a plain `<a>` with one keyed class (../staticStyles.ts) for its type, colour, underline and
 * `sx` together, in the order MUI applies them, with PRISM's theme override of MuiLink (theme.ts): the focus ring,
 * and the colour at a weight above the site theme's link rules.
 *
 * MUI's Link is a Typography that tracks focus in state and works out its styles on every render; the dashboard
 * draws a dozen. This one takes MUI's props and types (PRISM's code imports it in place of `@mui/material/Link`:
 * eslint.config.cjs) and shows the ring on `:focus-visible`.
 */
import { forwardRef } from 'react';
import type { ElementType, Ref } from 'react';
import { alpha } from '@mui/material/styles';
import type MuiLink from '@mui/material/Link';
import type { LinkProps } from '@mui/material/Link';
import type { CSSInterpolation } from '@emotion/serialize';
import {
	capital,
	classes,
	keyedClass,
	paletteColour,
	sxKey,
	sxStyles,
	variantStyles,
} from '../staticStyles';

type Props = LinkProps & { component?: ElementType };

const Link = forwardRef( function LightLink(
	props: Props,
	ref: Ref< unknown >
) {
	const {
		color = 'primary',
		underline = 'always',
		variant = 'inherit',
		component: Root = 'a',
		sx,
		className,
		TypographyClasses: ignored,
		...rest
	} = props;
	const key = sxKey( sx );
	const colour = typeof color === 'string' ? color : 'primary';
	const name = keyedClass(
		key === null
			? null
			: `link|${ variant }|${ colour }|${ underline }|${ key }`,
		( theme ) => {
			const value =
				colour === 'inherit'
					? 'inherit'
					: paletteColour( theme, colour );
			let line: CSSInterpolation = { textDecoration: 'none' };
			if ( underline === 'hover' ) {
				line = {
					textDecoration: 'none',
					'&:hover': { textDecoration: 'underline' },
				};
			} else if ( underline === 'always' ) {
				line = {
					textDecoration: 'underline',
					textDecorationColor:
						value === 'inherit' ? undefined : alpha( value, 0.4 ),
					'&:hover': { textDecorationColor: 'inherit' },
				};
			}
			return [
				{ margin: 0 },
				variantStyles( theme, variant ),
				line,
				{
					'&:focus-visible': {
						outline: `2px solid ${ theme.palette.primary.main }`,
						outlineOffset: 2,
					},
					'&&': { color: value },
				},
				sxStyles( theme, sx ),
			];
		}
	);
	return (
		<Root
			ref={ ref }
			className={ classes(
				'MuiTypography-root',
				variant !== 'inherit' && `MuiTypography-${ variant }`,
				'MuiLink-root',
				`MuiLink-underline${ capital( underline ) }`,
				name,
				className
			) }
			{ ...rest }
		/>
	);
} ) as typeof MuiLink;

export default Link;
export type { LinkProps };
