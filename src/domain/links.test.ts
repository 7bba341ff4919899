import { contactDetailUrl, urlName } from './links';

describe( 'contactDetailUrl', () => {
	it( 'links to /prism/contact-detail/{name without spaces}/{id}/?contactId={id}', () => {
		expect(
			contactDetailUrl(
				{ contactDetail: '/prism/contact-detail/' },
				{ id: 12, name: 'Priya Shah' }
			)
		).toBe( '/prism/contact-detail/PriyaShah/12/?contactId=12' );
	} );

	it( 'adds the slash a base link lacks', () => {
		expect(
			contactDetailUrl(
				{ contactDetail: 'https://example.org/prism/contact-detail' },
				{ id: 3, name: 'Ann' }
			)
		).toBe( 'https://example.org/prism/contact-detail/Ann/3/?contactId=3' );
	} );

	it( 'keeps the path safe and uses "contact" when there is no name', () => {
		expect( urlName( 'Zoë  van der Berg' ) ).toBe( 'Zo%C3%ABvanderBerg' );
		expect( urlName( 'A/B Testing Co' ) ).toBe( 'A%2FBTestingCo' );
		expect( urlName( ' ' ) ).toBe( 'contact' );
	} );
} );
