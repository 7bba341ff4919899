import { initials, photoAddress } from './photos';

const photo = { version: '0123456789abcdef' };

describe( 'photoAddress', () => {
	it( 'puts the route under a pretty REST root, with the size, the version and the nonce after a ?', () => {
		expect(
			photoAddress(
				'https://example.org/wp-json/',
				'a1b2c3d4e5',
				12,
				photo,
				'thumb'
			)
		).toBe(
			'https://example.org/wp-json/prism/v1/photos/12?size=thumb&v=0123456789abcdef&_wpnonce=a1b2c3d4e5'
		);
	} );

	it( 'puts the route inside rest_route under a plain-permalink root, and the rest after an &', () => {
		expect(
			photoAddress(
				'https://example.org/index.php?rest_route=/',
				'a1b2c3d4e5',
				12,
				photo,
				'photo'
			)
		).toBe(
			'https://example.org/index.php?rest_route=/prism/v1/photos/12&size=photo&v=0123456789abcdef&_wpnonce=a1b2c3d4e5'
		);
	} );

	it( 'takes a root without its last slash, in either form', () => {
		expect(
			photoAddress(
				'https://example.org/wp-json',
				'n',
				3,
				photo,
				'photo'
			)
		).toBe(
			'https://example.org/wp-json/prism/v1/photos/3?size=photo&v=0123456789abcdef&_wpnonce=n'
		);
		expect(
			photoAddress(
				'https://example.org/?rest_route=',
				'n',
				3,
				photo,
				'thumb'
			)
		).toBe(
			'https://example.org/?rest_route=/prism/v1/photos/3&size=thumb&v=0123456789abcdef&_wpnonce=n'
		);
	} );

	it( 'is another address for another version (a browser keeps each for a year)', () => {
		const root = 'https://example.org/wp-json/';
		expect(
			photoAddress( root, 'n', 12, { version: 'ffff' }, 'photo' )
		).not.toBe( photoAddress( root, 'n', 12, photo, 'photo' ) );
	} );

	it( 'encodes what it is given', () => {
		expect(
			photoAddress( '/wp-json/', 'a b&c', 1, { version: 'x/y' }, 'thumb' )
		).toBe(
			'/wp-json/prism/v1/photos/1?size=thumb&v=x%2Fy&_wpnonce=a%20b%26c'
		);
	} );
} );

describe( 'initials', () => {
	it.each( [
		[ 'Ann Lee', 'AL' ],
		[ 'ann lee', 'AL' ],
		[ '  Mary   Ann   Jones ', 'MA' ],
		[ 'Cher', 'C' ],
		[ 'Émile Zola', 'ÉZ' ],
		[ '', '' ],
		[ '🙂 Smile', '🙂S' ],
	] )( '%j: %j', ( name, expected ) => {
		expect( initials( name ) ).toBe( expected );
	} );
} );
