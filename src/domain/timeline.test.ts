import { timelineTypeLabel } from './timeline';

describe( 'timelineTypeLabel', () => {
	it( 'names each kind of item the server answers', () => {
		expect(
			[ 'interaction', 'note', 'followup', 'event' ].map(
				timelineTypeLabel
			)
		).toEqual( [ 'Interaction', 'Note', 'Follow-up', 'Event' ] );
	} );

	it( 'says nothing for a type it does not know', () => {
		expect( timelineTypeLabel( 'photo' ) ).toBe( '' );
	} );
} );
