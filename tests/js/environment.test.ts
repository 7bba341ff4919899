/**
 * Sanity check of the unit-test chain: TypeScript goes through Babel, tests
 * run in jsdom, and @testing-library/jest-dom's matchers are loaded.
 */
import '@testing-library/jest-dom';

describe( 'unit test environment', () => {
	it( 'runs TypeScript in jsdom with jest-dom matchers', () => {
		const heading: HTMLHeadingElement = document.createElement( 'h1' );
		heading.textContent = 'PRISM';
		document.body.append( heading );
		expect( heading ).toBeInTheDocument();
		expect( heading ).toHaveTextContent( 'PRISM' );
	} );
} );
