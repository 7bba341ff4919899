import { render } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';
import Box from './light/Box';
import { styleCache, weighSelector } from './styleCache';

describe( 'weighSelector', () => {
	it( 'repeats the class a PRISM style is inserted under five times', () => {
		expect( weighSelector( '.prism-1x2y3z' ) ).toBe(
			'.prism-1x2y3z.prism-1x2y3z.prism-1x2y3z.prism-1x2y3z.prism-1x2y3z'
		);
	} );

	it( 'leaves global styles and other selectors as they are', () => {
		expect( weighSelector( '' ) ).toBe( '' );
		expect( weighSelector( 'body' ) ).toBe( 'body' );
		expect( weighSelector( '.css-ab' ) ).toBe( '.css-ab' );
		expect( weighSelector( '.prism-ab .MuiButton-root' ) ).toBe(
			'.prism-ab .MuiButton-root'
		);
	} );
} );

describe( 'styleCache', () => {
	it( 'writes every rule of a style weighed, once, and still prefixed', () => {
		const { container } = render(
			<CacheProvider value={ styleCache() }>
				<Box
					sx={ {
						color: 'red',
						userSelect: 'none',
						'&:hover': { color: 'blue' },
						'& *, & *::before': { boxSizing: 'inherit' },
					} }
				/>
			</CacheProvider>
		);
		const name = Array.from( container.firstElementChild!.classList ).find(
			( className ) => className.startsWith( 'prism-' )
		);
		expect( name ).toBeDefined();
		// Emotion writes with insertRule here: the rules are read from the style sheets.
		const rules = Array.from(
			document.querySelectorAll< HTMLStyleElement >(
				'style[data-emotion^="prism"]'
			)
		).flatMap( ( style ) => Array.from( style.sheet?.cssRules ?? [] ) );
		const css = rules
			.map( ( rule ) => rule.cssText.replace( /\s+/g, '' ) )
			.join( '\n' );
		const weighed = `.${ name }`.repeat( 5 );
		expect( css ).toContain( `${ weighed }{color:red;` );
		expect( css ).toContain( '-webkit-user-select:none' );
		expect( css ).toContain( `${ weighed }:hover{color:blue;}` );
		expect( css ).toContain( `${ weighed }*,${ weighed }*::before{` );
		expect( css ).not.toContain( `${ weighed }.${ name }` );
	} );
} );
