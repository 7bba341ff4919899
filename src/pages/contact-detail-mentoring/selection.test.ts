import { hrefWithSelection, pick, selectionFromSearch } from './selection';

describe( 'the mentoring page selection in the address', () => {
	it( 'reads ?mentorship= and ?milestone=, ignoring what is not an id', () => {
		expect(
			selectionFromSearch( '?contactId=12&mentorship=5&milestone=2' )
		).toEqual( { mentorship: 5, milestone: 2 } );
		expect( selectionFromSearch( '?mentorship=-1&milestone=x' ) ).toEqual( {
			mentorship: 0,
			milestone: 0,
		} );
	} );

	it( 'writes them, keeping the rest of the address', () => {
		expect(
			hrefWithSelection(
				'https://example.org/prism/contact-detail-mentoring/12?contactId=12',
				{ mentorship: 5, milestone: 3 }
			)
		).toBe(
			'https://example.org/prism/contact-detail-mentoring/12?contactId=12&mentorship=5&milestone=3'
		);
		expect(
			hrefWithSelection(
				'https://example.org/contact-detail-mentoring/Ann/12/?mentorship=5&milestone=3',
				{ mentorship: 0, milestone: 0 }
			)
		).toBe( 'https://example.org/contact-detail-mentoring/Ann/12/' );
	} );

	it( 'shows the one asked for, else the first', () => {
		const items = [ { id: 9 }, { id: 4 } ];
		expect( pick( items, 4 ) ).toEqual( { id: 4 } );
		expect( pick( items, 7 ) ).toEqual( { id: 9 } );
		expect( pick( [], 7 ) ).toBeNull();
	} );
} );
