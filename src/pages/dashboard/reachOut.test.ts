import type { ContactSummary } from '../../api/types';
import { displayName, reachOutFollowup } from './reachOut';

const contact = ( values: Partial< ContactSummary > ): ContactSummary => ( {
	id: 7,
	name: 'Aiko Tanaka',
	firstName: 'Aiko',
	lastName: 'Tanaka',
	emailOne: '',
	phoneOne: '',
	...values,
} );

describe( 'reachOutFollowup', () => {
	it( 'is a new follow-up for the contact, due today, addressed by first name', () => {
		expect( reachOutFollowup( contact( {} ), '2026-11-23' ) ).toEqual( {
			title: 'Reach out to Aiko',
			desc: '',
			date: '2026-11-23',
		} );
	} );

	it( 'uses the whole name when there is no first name', () => {
		expect(
			reachOutFollowup(
				contact( { firstName: ' ', name: 'Acme Ltd' } ),
				'2026-11-23'
			).title
		).toBe( 'Reach out to Acme Ltd' );
		expect(
			reachOutFollowup(
				contact( { firstName: '', name: '' } ),
				'2026-11-23'
			).title
		).toBe( 'Reach out to (no name)' );
	} );
} );

describe( 'displayName', () => {
	it( 'is the name, or (no name)', () => {
		expect( displayName( contact( {} ) ) ).toBe( 'Aiko Tanaka' );
		expect( displayName( contact( { name: '  ' } ) ) ).toBe( '(no name)' );
	} );
} );
