/**
 * PRISM's Emotion cache: MUI's styles outrank a theme's element rules.
 *
 * A theme styles plain elements with selectors of several classes' weight. Twenty Twenty-One, for example, paints
 * every button with `button:not(:hover):not(:active):not(.has-background)`, which weighs three classes and an element,
 * or four classes under a `.has-background` block. MUI gives each of its rules one class, so the theme's dark fill,
 * border and padding won on every MUI button, tab, list item and icon button. That includes the dialogs and menus,
 * which MUI draws outside the island, at the end of the body.
 *
 * Every style MUI inserts is therefore written under its class repeated (`.prism-x` becomes `.prism-x.prism-x…`): the
 * class Emotion hands to Stylis as the parent of the style's rules is weighed, so every rule of the style (its `&:hover`,
 * `& .MuiButton-startIcon`…) carries the weight. This changes only how much the rules weigh, not what they match. All
 * MUI rules gain the same weight, so their order among themselves is unchanged, and they now beat the theme's
 * plain-element rules. Global styles and keyframes, inserted without a class, stay as they are. Emotion's own Stylis
 * plugins (its vendor prefixer) are kept.
 */
import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';

/** The class prefix of PRISM's styles (Emotion's default is `css`). */
export const STYLE_KEY = 'prism';

/** Times a style's class is written: five classes outweigh the theme rules seen so far (four classes and an element). */
const WEIGHT = 5;

/**
 * The parent selector a style is inserted under, weighed: its class WEIGHT times. An empty selector (global styles,
 * keyframes) stays empty.
 *
 * @param selector The selector Emotion inserts a style under (`.prism-<hash>`, or '').
 */
export function weighSelector( selector: string ): string {
	return selector.startsWith( `.${ STYLE_KEY }-` ) &&
		! selector.includes( ' ' )
		? selector.repeat( WEIGHT )
		: selector;
}

let cache: EmotionCache | undefined;

/**
 * The cache every island on the page shares, so each style is inserted once.
 */
export function styleCache(): EmotionCache {
	if ( ! cache ) {
		const made = createCache( { key: STYLE_KEY } );
		const insert = made.insert.bind( made );
		made.insert = ( selector, serialized, sheet, shouldCache ) =>
			insert( weighSelector( selector ), serialized, sheet, shouldCache );
		cache = made;
	}
	return cache;
}
