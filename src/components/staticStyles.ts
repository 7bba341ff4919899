/**
 * Styles written once a page, for elements drawn many times.
 *
 * An MUI `styled` element, a Box or a Typography works out its styles on every render: it runs its style function,
 * serializes the result and hashes it, even when the rule is already in the page. A list of a few dozen rows holds
 * some hundreds of such elements. A keyed class is worked out the first time its key is asked for, inserted through
 * PRISM's Emotion cache (so it is weighed like every other PRISM rule), and after that it is a class name on a plain
 * element. The keys and their class names are kept with the page's rules between pages (styleCache.ts,
 * keptStyles), so a page opened again does not work them out at all.
 *
 * The key must name everything the styles are made of (light/Typography.tsx: variant, colour, alignment and the
 * `sx`'s JSON); the styles may depend on the theme, never on anything else.
 */
import { css as serialize } from '@emotion/react';
import type { CSSInterpolation } from '@emotion/serialize';
import type { SxProps, Theme } from '@mui/material/styles';
import { keptStyles, styleCache } from './styleCache';
import { prismTheme } from './theme';

/**
 * The class name of the styles known by a key: made by `make` the first time the key is seen on this page or kept
 * from an earlier one. With no key (styles that hold a function of the theme: sxKey), they are worked out on every
 * call, as MUI does.
 *
 * @param key  What the styles are made of, as a string; null when that cannot be said.
 * @param make The styles, for PRISM's theme.
 */
export function keyedClass(
	key: string | null,
	make: ( theme: Theme ) => CSSInterpolation
): string {
	const cache = styleCache();
	let name = key === null ? undefined : keptStyles.classes.get( key );
	if ( name === undefined ) {
		const serialized = serialize( make( prismTheme() ) );
		name = `${ cache.key }-${ serialized.name }`;
		// As Emotion's insertStyles(): known by its class, and written once.
		cache.registered[ name ] ??= serialized.styles;
		if ( cache.inserted[ serialized.name ] === undefined ) {
			cache.insert( `.${ name }`, serialized, cache.sheet, true );
		}
		if ( key !== null ) {
			keptStyles.classes.set( key, name );
		}
	}
	return name;
}

/**
 * The class of a light component's own styles with its `sx` after them (keyedClass), keyed by what its own styles are
 * made of and the `sx`'s JSON; worked out on every call when the `sx` holds a function of the theme.
 *
 * @param own  What the component's own styles are made of (`button|outlined|primary|small|false`).
 * @param sx   The sx prop.
 * @param make The component's own styles, for PRISM's theme.
 */
export function withSx(
	own: string,
	sx: unknown,
	make: ( theme: Theme ) => CSSInterpolation
): string {
	const key = sxKey( sx );
	return keyedClass( key === null ? null : `${ own }|${ key }`, ( theme ) => [
		make( theme ),
		sxStyles( theme, sx ),
	] );
}

/**
 * An `sx` value as part of a key for keyedClass: its JSON ('' for none). Null when it holds a function (a style
 * worked out from the theme at render), which cannot be named by its JSON.
 *
 * @param sx An sx value.
 */
export function sxKey( sx: unknown ): string | null {
	if ( sx === undefined || sx === null ) {
		return '';
	}
	if ( typeof sx === 'function' ) {
		return null;
	}
	let plain = true;
	const key = JSON.stringify( sx, ( _name, value: unknown ) => {
		if ( typeof value === 'function' ) {
			plain = false;
		}
		return value;
	} );
	return plain ? key : null;
}

/**
 * An `sx` value as CSS for keyedClass's styles (null for none), as MUI's `sx` reads it: theme spacing, palette paths,
 * breakpoints.
 *
 * @param theme The theme.
 * @param sx    The sx prop.
 */
export function sxStyles( theme: Theme, sx: unknown ): CSSInterpolation {
	return sx
		? ( theme.unstable_sx( sx as SxProps< Theme > ) as CSSInterpolation )
		: null;
}

/**
 * A Typography variant's type (`inherit`: the surrounding text's), as MUI's Typography writes it.
 *
 * @param theme   The theme.
 * @param variant The variant (`body2`, `h6`, `inherit`).
 */
export function variantStyles(
	theme: Theme,
	variant: string
): CSSInterpolation {
	if ( variant === 'inherit' ) {
		return {
			font: 'inherit',
			lineHeight: 'inherit',
			letterSpacing: 'inherit',
		};
	}
	return (
		theme.typography as unknown as Record< string, CSSInterpolation >
	 )[ variant ];
}

/** MUI's names for the text colours (`textSecondary`), as palette paths. */
const TEXT_COLOURS: Record< string, string > = {
	textPrimary: 'text.primary',
	textSecondary: 'text.secondary',
	textDisabled: 'text.disabled',
};

/**
 * The CSS colour of a `color` prop: a palette name's main shade (`error`), a text colour (`textSecondary`), or a
 * palette path (`text.secondary`, `success.main`) or CSS colour as `sx` reads it.
 *
 * @param theme The theme.
 * @param color The prop.
 */
export function paletteColour( theme: Theme, color: string ): string {
	const palette = theme.palette as unknown as Record<
		string,
		{ main?: string } | undefined
	>;
	const main = palette[ color ]?.main;
	if ( typeof main === 'string' ) {
		return main;
	}
	const resolved = theme.unstable_sx( {
		color: TEXT_COLOURS[ color ] ?? color,
	} ) as { color?: string };
	return resolved.color ?? color;
}

/**
 * A word with its first letter in capitals, as MUI writes a prop's value into a class name (`colorPrimary`).
 *
 * @param word The prop's value.
 */
export function capital( word: string ): string {
	return word.charAt( 0 ).toUpperCase() + word.slice( 1 );
}

/**
 * Class names joined, the empty ones left out.
 *
 * @param names Class names, or nothing.
 */
export function classes(
	...names: Array< string | false | null | undefined >
) {
	return names.filter( Boolean ).join( ' ' );
}
