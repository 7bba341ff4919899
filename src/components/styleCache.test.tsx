import { render } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { styleCache, weighSelector } from './styleCache';

describe( 'weighSelector', () => {
	it( 'repeats the leading PRISM class of a rule five times', () => {
		expect( weighSelector( '.prism-1x2y3z' ) ).toBe(
			'.prism-1x2y3z.prism-1x2y3z.prism-1x2y3z.prism-1x2y3z.prism-1x2y3z'
		);
		expect( weighSelector( '.prism-ab:hover' ) ).toBe(
			'.prism-ab.prism-ab.prism-ab.prism-ab.prism-ab:hover'
		);
		expect( weighSelector( '.prism-ab .MuiButton-startIcon' ) ).toBe(
			'.prism-ab.prism-ab.prism-ab.prism-ab.prism-ab .MuiButton-startIcon'
		);
	} );

	it( 'weighs a selector once, however often it is handed over', () => {
		const once = weighSelector( '.prism-ab *' );
		expect( weighSelector( once ) ).toBe( once );
		expect( weighSelector( '.prism-ab.prism-abc' ) ).toBe(
			'.prism-ab.prism-ab.prism-ab.prism-ab.prism-ab.prism-abc'
		);
	} );

	it( 'leaves selectors that are not PRISM rules as they are', () => {
		expect( weighSelector( 'body' ) ).toBe( 'body' );
		expect( weighSelector( '.css-ab' ) ).toBe( '.css-ab' );
		expect( weighSelector( '.MuiButton-root .prism-ab' ) ).toBe(
			'.MuiButton-root .prism-ab'
		);
	} );
} );

describe( 'styleCache', () => {
	it( 'writes PRISM rules weighed, and still prefixed', () => {
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
