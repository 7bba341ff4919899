/**
 * MUI's Typography, drawn as a plain element with one class written once a page for its variant, colour, alignment
 * and `sx` together (../staticStyles.ts), in the order MUI applies them.
 *
 * MUI's Typography works out its styles on every render, and the dashboard alone draws about a hundred. This one
 * keys the class by what it is made of, so the same heading or line of secondary text drawn again costs a lookup.
 * It takes MUI's props and types; PRISM's code imports it in place of `@mui/material/Typography`
 * (eslint.config.cjs). An `sx` holding a function (worked out from the theme at render) is worked out on every render,
 * as MUI does; `classes` (MUI's per-slot class names) is not drawn.
 *
 * The element is MUI's: the tag of the variant (`p` for body text, `h6` for subtitles) unless `component` says, the
 * `MuiTypography-*` classes, the props passed on. One thing differs, on purpose: a colour given as a palette path
 * (`color="text.secondary"`, the way PRISM's code writes it) is applied. MUI 9's Typography takes only palette
 * names there (`textSecondary`) and drew those lines in the primary text colour.
 */
import { forwardRef } from 'react';
import type { ElementType, Ref } from 'react';
import type MuiTypography from '@mui/material/Typography';
import type { TypographyProps } from '@mui/material/Typography';
import {
	capital,
	classes,
	keyedClass,
	paletteColour,
	sxKey,
	sxStyles,
	variantStyles,
} from '../staticStyles';

const TAGS: Record< string, ElementType > = {
	h1: 'h1',
	h2: 'h2',
	h3: 'h3',
	h4: 'h4',
	h5: 'h5',
	h6: 'h6',
	subtitle1: 'h6',
	subtitle2: 'h6',
	body1: 'p',
	body2: 'p',
	inherit: 'p',
};

type Props = TypographyProps & { component?: ElementType };

const Typography = forwardRef( function LightTypography(
	props: Props,
	ref: Ref< unknown >
) {
	const {
		sx,
		variant = 'body1',
		color,
		align = 'inherit',
		gutterBottom = false,
		noWrap = false,
		component,
		className,
		style,
		variantMapping,
		classes: ignored,
		...rest
	} = props;
	const key = sxKey( sx );
	const name = keyedClass(
		key === null
			? null
			: `T${ variant }|${ color ?? '' }|${ align }|${ gutterBottom }|${ noWrap }|${ key }`,
		( theme ) => {
			return [
				{ margin: 0 },
				variantStyles( theme, variant ),
				typeof color === 'string'
					? { color: paletteColour( theme, color ) }
					: null,
				align !== 'inherit' ? { textAlign: align } : null,
				noWrap
					? {
							overflow: 'hidden',
							textOverflow: 'ellipsis',
							whiteSpace: 'nowrap',
						}
					: null,
				gutterBottom ? { marginBottom: '0.35em' } : null,
				sxStyles( theme, sx ),
			];
		}
	);
	const Tag: ElementType =
		component ??
		( variantMapping as Record< string, ElementType > | undefined )?.[
			variant
		] ??
		TAGS[ variant ] ??
		'span';
	return (
		<Tag
			ref={ ref }
			className={ classes(
				'MuiTypography-root',
				`MuiTypography-${ variant }`,
				align !== 'inherit' &&
					`MuiTypography-align${ capital( align ) }`,
				gutterBottom && 'MuiTypography-gutterBottom',
				noWrap && 'MuiTypography-noWrap',
				name,
				className
			) }
			style={ style }
			{ ...rest }
		/>
	);
} ) as typeof MuiTypography;

export default Typography;
export type { TypographyProps };
