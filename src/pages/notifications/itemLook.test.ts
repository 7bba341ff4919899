import type {
	CalendarEventItem,
	CalendarFollowupItem,
	ContactSummary,
	EventType,
} from '../../api/types';
import {
	contactName,
	itemSummary,
	lookLabel,
	lookOf,
	telHref,
} from './itemLook';

const contact: ContactSummary = {
	id: 7,
	name: 'Aiko Tanaka',
	firstName: 'Aiko',
	lastName: 'Tanaka',
	emailOne: '',
	phoneOne: '',
};

function event( type: EventType ): CalendarEventItem {
	return {
		id: 'event-1-2026-11-05',
		kind: 'event',
		type,
		title: 'Party',
		desc: '',
		date: '2026-11-05',
		start: '2026-11-05',
		end: '2026-11-05',
		contact,
		event: {
			id: 1,
			contactId: 7,
			title: 'Party',
			type,
			date: '1990-11-05',
			desc: '',
			yearly: type !== 'Other',
			next: '2026-11-05',
		},
	};
}

function followup(
	complete: '0' | '1',
	overdue: boolean
): CalendarFollowupItem {
	return {
		id: 'followup-3',
		kind: 'followup',
		type: 'Follow-Up',
		title: 'Call <b> back',
		desc: '',
		date: '2026-11-20',
		start: '2026-11-20',
		end: '2026-11-20',
		contact,
		followup: {
			id: 3,
			contactId: 7,
			title: 'Call <b> back',
			desc: '',
			date: '2026-11-20',
			complete,
			overdue,
		},
	};
}

describe( 'lookOf', () => {
	it( 'tells the kinds of event apart', () => {
		expect( lookOf( event( 'Birthday' ) ) ).toBe( 'birthday' );
		expect( lookOf( event( 'Anniversary' ) ) ).toBe( 'anniversary' );
		expect( lookOf( event( 'Other' ) ) ).toBe( 'event' );
	} );

	it( 'says whether a follow-up is open, done or overdue', () => {
		expect( lookOf( followup( '0', false ) ) ).toBe( 'followup' );
		expect( lookOf( followup( '0', true ) ) ).toBe( 'overdue' );
		expect( lookOf( followup( '1', false ) ) ).toBe( 'done' );
		// A done follow-up is never overdue, whatever its day.
		expect( lookOf( followup( '1', true ) ) ).toBe( 'done' );
	} );
} );

describe( 'itemSummary', () => {
	it( 'names the kind, the title as typed and the contact', () => {
		expect( itemSummary( followup( '0', true ) ) ).toBe(
			'Follow-up, overdue: Call <b> back (Aiko Tanaka)'
		);
		expect( lookLabel( 'birthday' ) ).toBe( 'Birthday' );
	} );
} );

describe( 'contactName', () => {
	it( 'falls back to the first and last name, then to a sentence', () => {
		expect( contactName( contact ) ).toBe( 'Aiko Tanaka' );
		expect( contactName( { ...contact, name: ' ' } ) ).toBe(
			'Aiko Tanaka'
		);
		expect(
			contactName( { ...contact, name: '', firstName: '', lastName: '' } )
		).toBe( 'Contact without a name' );
	} );
} );

describe( 'telHref', () => {
	it( 'keeps the digits and a leading plus', () => {
		expect( telHref( '(555) 242-1822' ) ).toBe( 'tel:5552421822' );
		expect( telHref( ' +44 20 7946 0958 ' ) ).toBe( 'tel:+442079460958' );
	} );
} );
