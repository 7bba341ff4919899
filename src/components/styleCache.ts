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
		keptStyles.restore( made );
	}
	return cache;
}

/**
 * The rules of the member's last pages, kept in the browser (localStorage) and put back before a page draws.
 *
 * Emotion writes each style the first time a page draws it: it compiles the style (Stylis) and inserts its rules one by
 * one. A page draws the same few hundred styles every time it opens, and writing them was a tenth of the contact
 * list's first render with the CPU slowed four times (docs/benchmarks.md, "Pages"). So the rules written are kept
 * when the page has settled and when it is left, with the names of the styles they are; the next page puts them back
 * as one style sheet, and Emotion, told those names are in, writes only the styles it has not seen.
 *
 * staticStyles.ts's keyed classes are kept with them (key and class name), so their styles are not worked out again.
 * The rules are kept in the order they were written (rules of equal weight win by order) and belong to one build
 * of PRISM (`__webpack_hash__`: a new build starts afresh), and are dropped past MAX_CHARS. They are class rules
 * of PRISM's styles, nothing of the member's. Without localStorage (private windows that refuse it, tests) pages
 * write every style as before.
 */
// eslint-disable-next-line camelcase -- webpack's name for the build's hash.
declare const __webpack_hash__: string | undefined;

const STORE = 'prism-styles';

/** At most this much CSS is kept (about 2-3 pages' worth is 150-250 KB). */
const MAX_CHARS = 600_000;

interface Kept {
	build: string;
	names: string[];
	css: string;
	/** staticStyles.ts's keys and their class names. */
	classes: Array< [ string, string ] >;
}

export const keptStyles = {
	/** The kept rules' own style element, once put back. */
	restored: null as HTMLStyleElement | null,
	/** How many names were kept or saved last, to save only when there are more. */
	savedCount: 0,
	/** staticStyles.ts's keyed classes: key → class name, kept with the rules that make them. */
	classes: new Map< string, string >(),

	build(): string {
		// eslint-disable-next-line camelcase -- webpack's name for the build's hash.
		return typeof __webpack_hash__ === 'string' ? __webpack_hash__ : '';
	},

	read(): Kept | null {
		try {
			const kept = JSON.parse(
				window.localStorage.getItem( STORE ) ?? 'null'
			) as Kept | null;
			return kept && kept.build === this.build() ? kept : null;
		} catch {
			return null;
		}
	},

	/**
	 * Puts the kept rules in the page, before Emotion's own, and tells Emotion their styles are in.
	 *
	 * @param emotion The cache.
	 */
	restore( emotion: EmotionCache ): void {
		if ( ! this.build() || typeof document === 'undefined' ) {
			return;
		}
		const kept = this.read();
		if ( kept ) {
			const style = document.createElement( 'style' );
			style.dataset.prismStyles = kept.build;
			style.textContent = kept.css;
			document.head.appendChild( style );
			this.restored = style;
			kept.names.forEach( ( name ) => {
				emotion.inserted[ name ] = true;
			} );
			this.classes = new Map( kept.classes );
			this.savedCount = kept.names.length;
		}
		const save = () => this.save( emotion );
		window.addEventListener( 'pagehide', save );
		document.addEventListener( 'visibilitychange', () => {
			if ( document.visibilityState === 'hidden' ) {
				save();
			}
		} );
		// Once the page has drawn and settled, so a page left by closing the browser has its styles kept too.
		window.setTimeout( () => {
			if ( 'requestIdleCallback' in window ) {
				window.requestIdleCallback( save, { timeout: 2000 } );
			} else {
				save();
			}
		}, 3000 );
	},

	/**
	 * Keeps the page's rules (the kept ones, then Emotion's in the order written) and the names of their styles,
	 * when Emotion has written styles since the last time.
	 *
	 * @param emotion The cache.
	 */
	save( emotion: EmotionCache ): void {
		const names = Object.keys( emotion.inserted );
		if ( names.length <= this.savedCount ) {
			return;
		}
		const parts: string[] = [];
		const sheets = [
			this.restored?.sheet,
			...emotion.sheet.tags.map( ( tag ) => tag.sheet ),
		];
		try {
			sheets.forEach( ( sheet ) => {
				for ( const rule of Array.from( sheet?.cssRules ?? [] ) ) {
					parts.push( rule.cssText );
				}
			} );
			const css = parts.join( '\n' );
			if ( css.length > MAX_CHARS ) {
				window.localStorage.removeItem( STORE );
				return;
			}
			const kept: Kept = {
				build: this.build(),
				names,
				css,
				classes: [ ...this.classes ],
			};
			window.localStorage.setItem( STORE, JSON.stringify( kept ) );
			this.savedCount = names.length;
		} catch {
			// Storage full or refused: the next page writes its styles itself.
		}
	},
};
