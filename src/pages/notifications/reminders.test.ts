import { webcalUrl } from './FeedUrlCard';
import { formatHour } from './ReminderEmailCard';

describe( 'webcalUrl', () => {
	it( 'swaps the scheme for webcal, keeping the rest', () => {
		expect(
			webcalUrl(
				'https://example.org/wp-json/prism/v1/calendar-feed/2/abc.ics'
			)
		).toBe(
			'webcal://example.org/wp-json/prism/v1/calendar-feed/2/abc.ics'
		);
		expect( webcalUrl( 'http://127.0.0.1:8888/feed.ics' ) ).toBe(
			'webcal://127.0.0.1:8888/feed.ics'
		);
	} );
} );

describe( 'formatHour', () => {
	afterEach( () => {
		document.documentElement.lang = '';
	} );

	it( 'writes the hour the way the site’s language does', () => {
		document.documentElement.lang = 'en-US';
		expect( formatHour( 7 ) ).toBe( '7:00 AM' );
		expect( formatHour( 19 ) ).toBe( '7:00 PM' );
		document.documentElement.lang = 'de-DE';
		expect( formatHour( 19 ) ).toBe( '19:00' );
	} );
} );
