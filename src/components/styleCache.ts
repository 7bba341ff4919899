/**
 * PRISM's Emotion cache: MUI's styles outrank a theme's element rules.
 *
 * A theme styles plain elements with selectors of several classes' weight. Twenty Twenty-One, for example, paints
 * every button with `button:not(:hover):not(:active):not(.has-background)`, which weighs three classes and an element,
 * or four classes under a `.has-background` block. MUI gives each of its rules one class, so the theme's dark fill,
 * border and padding won on every MUI button, tab, list item and icon button. That includes the dialogs and menus,
 * which MUI draws outside the island, at the end of the body.
 *
 * Every rule MUI writes is therefore repeated on its own class (`.prism-x` becomes `.prism-x.prism-x.prism-x…`).
 * This changes only how much the rule weighs, not what it matches. All MUI rules gain the same weight, so their order
 * among themselves is unchanged, and they now beat the theme's plain-element rules. Rules that do not start with
 * PRISM's class (global styles, keyframes) stay as they are.
 */
import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import { prefixer, RULESET } from 'stylis';
import type { Element } from 'stylis';

/** The class prefix of PRISM's styles (Emotion's default is `css`). */
export const STYLE_KEY = 'prism';

/** Times a rule's class is written: five classes outweigh the theme rules seen so far (four classes and an element). */
const WEIGHT = 5;

/** A selector's leading PRISM class, with the repeats already written (Stylis may hand a rule over more than once). */
const ownClass = new RegExp(
	`^(\\.${ STYLE_KEY }-[A-Za-z0-9_-]+)(?:\\1(?![A-Za-z0-9_-]))*`
);

/**
 * Writes a selector's leading PRISM class WEIGHT times (once weighed, a selector stays as it is).
 *
 * @param selector A selector of one rule.
 */
export function weighSelector( selector: string ): string {
	return selector.replace( ownClass, ( _run, name: string ) =>
		name.repeat( WEIGHT )
	);
}

/**
 * Stylis plugin: each rule's selectors weighed (weighSelector).
 *
 * @param element A parsed rule, declaration or at-rule.
 */
function weigh( element: Element ): void {
	if ( element.type === RULESET && Array.isArray( element.props ) ) {
		element.props = element.props.map( weighSelector );
	}
}

let cache: EmotionCache | undefined;

/**
 * The cache every island on the page shares, so each style is inserted once.
 */
export function styleCache(): EmotionCache {
	cache ??= createCache( {
		key: STYLE_KEY,
		// The weighing runs before the prefixer, which copies rules under their prefixed selectors.
		stylisPlugins: [ weigh, prefixer ],
	} );
	return cache;
}
