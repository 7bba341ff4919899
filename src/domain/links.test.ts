import {
	contactDetailUrl,
	networkingProcessUrl,
	urlName,
	webHref,
} from './links';

describe( 'contactDetailUrl', () => {
	it.each( [
		{
			what: 'links to /prism/contact-detail/{name without spaces}/{id}/?contactId={id}',
			base: '/prism/contact-detail/',
			contact: { id: 12, name: 'Priya Shah' },
			url: '/prism/contact-detail/PriyaShah/12/?contactId=12',
		},
		{
			what: 'adds the slash a base link lacks',
			base: 'https://example.org/prism/contact-detail',
			contact: { id: 3, name: 'Ann' },
			url: 'https://example.org/prism/contact-detail/Ann/3/?contactId=3',
		},
	] )( '$what', ( { base, contact, url } ) => {
		expect( contactDetailUrl( { contactDetail: base }, contact ) ).toBe(
			url
		);
	} );

	it( 'keeps the path safe and uses "contact" when there is no name', () => {
		expect( urlName( 'Zoë  van der Berg' ) ).toBe( 'Zo%C3%ABvanderBerg' );
		expect( urlName( 'A/B Testing Co' ) ).toBe( 'A%2FBTestingCo' );
		expect( urlName( ' ' ) ).toBe( 'contact' );
	} );
} );

describe( 'networkingProcessUrl', () => {
	it( 'links to the networking view at BUILD: /{name without spaces}/{id}/?tab=BUILD&contactId={id}', () => {
		expect(
			networkingProcessUrl(
				{
					contactDetailNetworking:
						'/prism/contact-detail-networking/',
				},
				{ id: 12, name: 'Priya Shah' }
			)
		).toBe(
			'/prism/contact-detail-networking/PriyaShah/12/?tab=BUILD&contactId=12'
		);
	} );

	it( 'adds the slash a base link lacks and uses "contact" without a name', () => {
		expect(
			networkingProcessUrl(
				{ contactDetailNetworking: '/prism/contact-detail-networking' },
				{ id: 3, name: '' }
			)
		).toBe(
			'/prism/contact-detail-networking/contact/3/?tab=BUILD&contactId=3'
		);
	} );
} );

describe( 'webHref', () => {
	it( 'keeps an http(s) address and opens one without a scheme as https', () => {
		expect( webHref( ' https://example.org/a ' ) ).toBe(
			'https://example.org/a'
		);
		expect( webHref( 'HTTP://example.org' ) ).toBe( 'HTTP://example.org' );
		expect( webHref( 'example.org' ) ).toBe( 'https://example.org' );
		expect( webHref( '//example.org' ) ).toBe( 'https://example.org' );
	} );
} );
