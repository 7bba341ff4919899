import type {
	MentoringSeries,
	Mentorship,
	MentorshipDetail,
} from '../api/types';
import {
	MENTORING_CAROUSEL,
	carouselColumns,
	completedTaskIds,
	firstEmail,
	isSlideInView,
	lastCarouselStart,
	mailtoHref,
	mentorRequestEmail,
	mentoringDetailUrl,
	milestoneProgress,
	notesByTask,
	offeredSeries,
	progressLabel,
	roleLine,
	seriesLabel,
	seriesNameById,
	seriesProgress,
	splitMentorships,
	tasksToComplete,
} from './mentoring';
import { at } from '../../tests/js/at';

const task = ( id: number ) => ( {
	id,
	name: `Task ${ id }`,
	description: '',
} );

const series = (
	id: number,
	name: string,
	status: 'active' | 'archived' = 'active'
): MentoringSeries => ( {
	id,
	name,
	shortDescription: '',
	longDescription: '',
	who: '',
	status,
	milestones: [
		{ id: 1, name: 'Start', tasks: [ 1, 2, 3, 4, 5 ].map( task ) },
		{ id: 2, name: 'Grow', tasks: [ 6, 7, 8, 9 ].map( task ) },
	],
} );

const entry = (
	id: number,
	role: 'mentor' | 'mentee',
	name = 'Priya Shah'
): Mentorship => ( {
	id,
	contactId: 40 + id,
	name,
	seriesId: 7,
	role,
	done: 0,
	total: 9,
	createdAt: '2026-11-20T10:00:00Z',
} );

describe( 'MENTORING_CAROUSEL (spec 9)', () => {
	it( 'rotates every 6000 ms and does not loop', () => {
		expect( MENTORING_CAROUSEL.autoplaySpeed ).toBe( 6000 );
		expect( MENTORING_CAROUSEL.infinite ).toBe( false );
	} );

	it( 'shows 2 columns on desktop and 1 on tablet and mobile', () => {
		expect( MENTORING_CAROUSEL.desktopColumns ).toBe( 2 );
		expect( MENTORING_CAROUSEL.tabletColumns ).toBe( 1 );
		expect( MENTORING_CAROUSEL.desktopFrom ).toBe( 'md' );
		expect( carouselColumns( true ) ).toBe( 2 );
		expect( carouselColumns( false ) ).toBe( 1 );
	} );

	it( 'stops with the last series in view', () => {
		expect( lastCarouselStart( 5, 2 ) ).toBe( 3 );
		expect( lastCarouselStart( 2, 2 ) ).toBe( 0 );
		expect( lastCarouselStart( 1, 2 ) ).toBe( 0 );
		expect( isSlideInView( 3, 3, 2 ) ).toBe( true );
		expect( isSlideInView( 4, 3, 2 ) ).toBe( true );
		expect( isSlideInView( 2, 3, 2 ) ).toBe( false );
		expect( isSlideInView( 1, 0, 1 ) ).toBe( false );
	} );
} );

describe( 'splitMentorships and roleLine', () => {
	it( 'lists mentees under Your Mentees and mentors under Your Mentors, in order', () => {
		const list = [
			entry( 1, 'mentor' ),
			entry( 2, 'mentee' ),
			entry( 3, 'mentor' ),
		];
		const { mentees, mentors } = splitMentorships( list );
		expect( mentees.map( ( m ) => m.id ) ).toEqual( [ 2 ] );
		expect( mentors.map( ( m ) => m.id ) ).toEqual( [ 1, 3 ] );
	} );

	it( "reads the member's role: Mentor for a listed mentee, Mentee for a listed mentor", () => {
		expect( roleLine( 'mentee' ) ).toBe( 'Your Role: Mentor' );
		expect( roleLine( 'mentor' ) ).toBe( 'Your Role: Mentee' );
	} );
} );

describe( 'series names by seriesId', () => {
	const list = [
		series( 7, 'Finding a Mentor' ),
		series( 8, 'Old', 'archived' ),
	];

	it( 'finds the name by seriesId', () => {
		expect( seriesNameById( list, 7 ) ).toBe( 'Finding a Mentor' );
	} );

	it( 'says an archived series is no longer offered', () => {
		expect( seriesNameById( list, 8 ) ).toBe( 'Old (no longer offered)' );
	} );

	it( 'has a readable stand-in for a series that is gone', () => {
		expect( seriesNameById( list, 99 ) ).toBe(
			'A mentoring series no longer available'
		);
		expect( seriesLabel( null ) ).toBe(
			'A mentoring series no longer available'
		);
	} );

	it( 'offers only active series', () => {
		expect( offeredSeries( list ).map( ( s ) => s.id ) ).toEqual( [ 7 ] );
	} );
} );

describe( 'progress', () => {
	const s = series( 7, 'Finding a Mentor' );

	it( "says 'N tasks to complete' of a milestone", () => {
		expect( tasksToComplete( at( s.milestones, 0 ) ) ).toBe(
			'5 tasks to complete'
		);
		expect( tasksToComplete( { tasks: [ task( 1 ) ] } ) ).toBe(
			'1 task to complete'
		);
	} );

	it( 'counts ticked tasks per milestone and for the series', () => {
		const done = new Set( [ 1, 3, 6 ] );
		expect( milestoneProgress( at( s.milestones, 0 ), done ) ).toEqual( {
			done: 2,
			total: 5,
		} );
		expect( milestoneProgress( at( s.milestones, 1 ), done ) ).toEqual( {
			done: 1,
			total: 4,
		} );
		expect( seriesProgress( s, done ) ).toEqual( { done: 3, total: 9 } );
	} );

	it( 'ignores ticks of tasks the series no longer has', () => {
		const done = completedTaskIds( {
			completed: [
				{ taskId: 2, completedAt: '' },
				{ taskId: 42, completedAt: '' },
			],
		} );
		expect( seriesProgress( s, done ) ).toEqual( { done: 1, total: 9 } );
		expect( seriesProgress( null, done ) ).toEqual( { done: 0, total: 0 } );
	} );

	it( "reads 'N of M tasks done'", () => {
		expect( progressLabel( { done: 3, total: 9 } ) ).toBe(
			'3 of 9 tasks done'
		);
		expect( progressLabel( { done: 0, total: 1 } ) ).toBe(
			'0 of 1 task done'
		);
	} );
} );

describe( 'notesByTask', () => {
	it( 'groups notes by task, oldest first, and keeps notes of removed tasks apart', () => {
		const detail: Pick< MentorshipDetail, 'notes' | 'series' > = {
			series: series( 7, 'Finding a Mentor' ),
			notes: [
				{
					id: 3,
					taskId: 1,
					note: 'later',
					lastUpdated: '2026-11-21T10:00:00Z',
				},
				{
					id: 1,
					taskId: 1,
					note: 'first',
					lastUpdated: '2026-11-20T10:00:00Z',
				},
				{
					id: 2,
					taskId: 77,
					note: 'gone',
					lastUpdated: '2026-11-20T11:00:00Z',
				},
				{
					id: 4,
					taskId: 6,
					note: 'grow',
					lastUpdated: '2026-11-20T12:00:00Z',
				},
			],
		};
		const { byTask, orphaned } = notesByTask( detail );
		expect( byTask.get( 1 )?.map( ( n ) => n.note ) ).toEqual( [
			'first',
			'later',
		] );
		expect( byTask.get( 6 )?.map( ( n ) => n.id ) ).toEqual( [ 4 ] );
		expect( byTask.has( 77 ) ).toBe( false );
		expect( orphaned.map( ( n ) => n.id ) ).toEqual( [ 2 ] );
	} );

	it( 'keeps every note apart when the series is gone', () => {
		const { orphaned } = notesByTask( {
			series: null,
			notes: [ { id: 1, taskId: 1, note: 'x', lastUpdated: '' } ],
		} );
		expect( orphaned ).toHaveLength( 1 );
	} );
} );

describe( 'mentoringDetailUrl', () => {
	it( 'links to /contact-detail-mentoring/{name without spaces}/{id}/ with the relationship', () => {
		expect(
			mentoringDetailUrl(
				{ contactDetailMentoring: '/contact-detail-mentoring/' },
				{ id: 5, contactId: 12, name: 'Priya  Van Shah' }
			)
		).toBe( '/contact-detail-mentoring/PriyaVanShah/12/?mentorship=5' );
	} );

	it( 'adds a missing slash, and leaves the relationship out when there is none', () => {
		expect(
			mentoringDetailUrl(
				{
					contactDetailMentoring:
						'https://example.org/contact-detail-mentoring',
				},
				{ id: 0, contactId: 3, name: '' }
			)
		).toBe( 'https://example.org/contact-detail-mentoring/contact/3/' );
	} );
} );

describe( 'the pre-written email', () => {
	it( "uses the contact's first email address", () => {
		expect(
			firstEmail( {
				name: 'A',
				email: '',
				emailOne: ' ',
				emailTwo: 'two@example.com',
			} )
		).toBe( 'two@example.com' );
		expect( firstEmail( { name: 'A' } ) ).toBe( '' );
	} );

	it( 'encodes subject and body with encodeURIComponent, line breaks as CRLF', () => {
		const href = mailtoHref(
			'o+neil@example.com',
			'Hi & welcome?',
			'Line 1\nBudget <100k and >50k %20'
		);
		expect( href ).toBe(
			'mailto:o%2Bneil@example.com?subject=Hi%20%26%20welcome%3F&body=Line%201%0D%0ABudget%20%3C100k%20and%20%3E50k%20%2520'
		);
		const url = new URL( href );
		expect( url.searchParams.get( 'body' ) ).toBe(
			'Line 1\r\nBudget <100k and >50k %20'
		);
	} );

	it.each( [
		{
			what: 'asks the contact to be the mentor, signed by the member',
			contact: {
				name: 'Priya Shah',
				firstName: 'Priya',
				email: 'priya@example.com',
			},
			role: 'mentor' as const,
			seriesName: 'Finding a Mentor',
			memberName: 'Alex Morgan',
			subject: 'Would you be my mentor?',
			opening: 'Hi Priya,\n\n',
			middle: '“Finding a Mentor”',
			ending: '\n\nAlex Morgan',
		},
		{
			what: 'offers to mentor the contact',
			contact: { name: 'Sam Lee', email: 'sam@example.com' },
			role: 'mentee' as const,
			seriesName: 'Your First Year as a Mentor',
			memberName: '',
			subject: 'Shall we start mentoring?',
			opening: 'Hi Sam Lee,',
			middle: 'I would be glad to mentor you.',
			ending: 'Best wishes,',
		},
	] )(
		'$what',
		( { contact, role, seriesName, memberName, ...expected } ) => {
			const mail = mentorRequestEmail( {
				contact,
				role,
				seriesName,
				memberName,
			} );
			expect( mail.subject ).toBe( expected.subject );
			expect( mail.body.startsWith( expected.opening ) ).toBe( true );
			expect( mail.body ).toContain( expected.middle );
			expect( mail.body.endsWith( expected.ending ) ).toBe( true );
			expect( mail.to ).toBe( contact.email );
			expect( mail.href ).toBe(
				mailtoHref( contact.email, mail.subject, mail.body )
			);
		}
	);

	it( 'has no mailto link for a contact without an email address', () => {
		expect(
			mentorRequestEmail( {
				contact: { name: 'No Mail', email: '' },
				role: 'mentor',
				seriesName: 'S',
				memberName: 'M',
			} ).href
		).toBeNull();
	} );
} );
