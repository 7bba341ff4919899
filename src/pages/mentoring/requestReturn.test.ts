import {
	hrefWithRequest,
	hrefWithoutRequest,
	requestFromSearch,
	requestOnLoad,
} from './requestReturn';

describe( 'the Add Contact round trip of Send a Mentor Request', () => {
	it( 'carries the choices in the address and takes them out again', () => {
		const href = hrefWithRequest(
			'https://example.org/mentoring/?x=1#mentor-series',
			{ seriesId: 4, role: 'mentee' }
		);
		expect( href ).toBe(
			'https://example.org/mentoring/?x=1&mentorRequest=1&series=4&role=mentee#mentor-series'
		);
		expect( requestFromSearch( new URL( href ).search ) ).toEqual( {
			seriesId: 4,
			role: 'mentee',
		} );
		expect( hrefWithoutRequest( href ) ).toBe(
			'https://example.org/mentoring/?x=1#mentor-series'
		);
	} );

	it( 'ignores choices that are not valid', () => {
		expect(
			requestFromSearch( '?mentorRequest=1&series=abc&role=boss' )
		).toEqual( { seriesId: undefined, role: undefined } );
		expect( requestFromSearch( '?series=4' ) ).toBeNull();
	} );

	it( 'reopens the request with the contact just added', () => {
		expect(
			requestOnLoad( '?mentorRequest=1&series=4&role=mentor', {
				type: 'success',
				message: 'Contact added: Ann.',
				form: 'add-contact',
				contactId: 31,
			} )
		).toEqual( {
			kind: 'request',
			initial: { seriesId: 4, role: 'mentor', contactId: 31 },
		} );
	} );

	it( 'reopens Add Contact with what was typed when the server refused it', () => {
		const flash = {
			type: 'error' as const,
			message: 'Check the fields.',
			form: 'add-contact',
			values: { firstName: 'Ann' },
		};
		expect(
			requestOnLoad( '?mentorRequest=1&role=mentee', flash )
		).toEqual( {
			kind: 'add-contact',
			draft: flash,
			choices: { seriesId: undefined, role: 'mentee' },
		} );
	} );

	it( 'opens nothing on an ordinary visit', () => {
		expect(
			requestOnLoad( '', {
				type: 'success',
				message: 'Contact added: Ann.',
				form: 'add-contact',
				contactId: 31,
			} )
		).toBeNull();
	} );
} );
