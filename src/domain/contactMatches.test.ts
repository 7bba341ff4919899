import { contactMatchQuery } from './contactMatches';
import { pickContactFields } from './contactFields';

describe( 'contactMatchQuery', () => {
	it( 'asks only about whole emails and phone numbers, each once', () => {
		expect(
			contactMatchQuery(
				pickContactFields( {
					emailOne: ' ann@example.com ',
					emailTwo: 'ann@',
					emailThree: 'ann@example.com',
					phoneOne: '+1 555',
					phoneTwo: '(555) 010-0001',
				} )
			)
		).toEqual( {
			email: [ 'ann@example.com' ],
			phone: [ '(555) 010-0001' ],
		} );
	} );

	it( 'asks nothing of an empty form or one still being typed', () => {
		expect(
			contactMatchQuery(
				pickContactFields( {
					emailOne: 'ann@example',
					phoneOne: '55501',
				} )
			)
		).toEqual( { email: [], phone: [] } );
	} );
} );
