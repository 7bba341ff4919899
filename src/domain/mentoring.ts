/**
 * Rules of the mentoring views (docs/mentoring.md, spec sections 2, 3 and 9): the carousel's constants, which list a
 * relationship belongs to and the role line it shows, a series' name by seriesId, progress per milestone, the
 * Details link and the pre-written email of 'Send a Mentor Request'.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import type {
	Links,
	MentoringMilestone,
	MentoringNote,
	MentoringRole,
	MentoringSeries,
	Mentorship,
	MentorshipDetail,
} from '../api/types';
import { formatNumber } from './locale';
import { urlName } from './links';

/**
 * The 'Available Mentoring Series' carousel (spec 9): it auto-rotates every 6000 ms and does not loop; 2 columns on
 * desktop, 1 on tablet and mobile. Desktop starts at the theme's `md` breakpoint (below it: tablets and phones).
 */
export const MENTORING_CAROUSEL = {
	autoplaySpeed: 6000,
	infinite: false,
	desktopColumns: 2,
	tabletColumns: 1,
	/** The MUI breakpoint from which the carousel shows desktopColumns. */
	desktopFrom: 'md',
	/** How long a slide takes to move, in ms. */
	speed: 500,
} as const;

/**
 * How many series the carousel shows side by side.
 *
 * @param desktop Whether the window is at least the desktop breakpoint wide.
 */
export function carouselColumns( desktop: boolean ): number {
	return desktop
		? MENTORING_CAROUSEL.desktopColumns
		: MENTORING_CAROUSEL.tabletColumns;
}

/**
 * The last slide the carousel can start at: it stops there (no loop) with the last series in view.
 *
 * @param count   Slides.
 * @param columns Slides shown at once.
 */
export function lastCarouselStart( count: number, columns: number ): number {
	return Math.max( 0, count - columns );
}

/**
 * Whether a slide is in view when the carousel starts at `current`.
 *
 * @param index   The slide.
 * @param current The first slide in view.
 * @param columns Slides shown at once.
 */
export function isSlideInView(
	index: number,
	current: number,
	columns: number
): boolean {
	return index >= current && index < current + columns;
}

/**
 * The member's relationships split into the spec's two lists: 'Your Mentees' (the contact is the mentee) and 'Your
 * Mentors' (the contact is the mentor), each in the order given (newest first).
 *
 * @param mentorships The member's relationships.
 */
export function splitMentorships< T extends Pick< Mentorship, 'role' > >(
	mentorships: readonly T[]
): { mentees: T[]; mentors: T[] } {
	return {
		mentees: mentorships.filter( ( m ) => m.role === 'mentee' ),
		mentors: mentorships.filter( ( m ) => m.role === 'mentor' ),
	};
}

/**
 * The role line of an entry (spec 2): 'Your Role: Mentor' for a listed mentee, 'Your Role: Mentee' for a listed
 * mentor.
 *
 * @param role The contact's role.
 */
export function roleLine( role: MentoringRole ): string {
	return role === 'mentee'
		? __( 'Your Role: Mentor', 'prism' )
		: __( 'Your Role: Mentee', 'prism' );
}

/**
 * A series' name as an entry shows it: the name; an archived series says it is no longer offered; a series that is
 * gone (or not loaded) gets a readable stand-in instead of an empty line.
 *
 * @param series The series, if known.
 */
export function seriesLabel(
	series: Pick< MentoringSeries, 'name' | 'status' > | null | undefined
): string {
	if ( ! series || series.name.trim() === '' ) {
		return __( 'A mentoring series no longer available', 'prism' );
	}
	return series.status === 'archived'
		? sprintf(
				/* translators: %s: a mentoring series' name. */
				__( '%s (no longer offered)', 'prism' ),
				series.name
			)
		: series.name;
}

/**
 * The series of an entry, found by its seriesId (spec 2), as seriesLabel() writes it.
 *
 * @param seriesList The series the member can see.
 * @param seriesId   The entry's seriesId.
 */
export function seriesNameById(
	seriesList: readonly MentoringSeries[],
	seriesId: number
): string {
	return seriesLabel( seriesList.find( ( s ) => s.id === seriesId ) );
}

/**
 * The series a member can start a relationship in: the active ones, in the order offered.
 *
 * @param seriesList Every series the member can see.
 */
export function offeredSeries(
	seriesList: readonly MentoringSeries[]
): MentoringSeries[] {
	return seriesList.filter( ( s ) => s.status === 'active' );
}

/**
 * 'N tasks to complete' of a milestone (spec 2).
 *
 * @param milestone The milestone.
 */
export function tasksToComplete(
	milestone: Pick< MentoringMilestone, 'tasks' >
): string {
	const count = milestone.tasks.length;
	return sprintf(
		/* translators: %s: number of tasks in a mentoring milestone. */
		_n( '%s task to complete', '%s tasks to complete', count, 'prism' ),
		formatNumber( count )
	);
}

/** Done and total tasks. */
export interface Progress {
	done: number;
	total: number;
}

/**
 * The ids of a relationship's ticked tasks.
 *
 * @param detail The relationship in full.
 */
export function completedTaskIds(
	detail: Pick< MentorshipDetail, 'completed' >
): Set< number > {
	return new Set( detail.completed.map( ( c ) => c.taskId ) );
}

/**
 * A milestone's progress: its tasks that are ticked, of all its tasks. Ticks of tasks it no longer has do not count.
 *
 * @param milestone The milestone.
 * @param completed Ticked task ids.
 */
export function milestoneProgress(
	milestone: Pick< MentoringMilestone, 'tasks' >,
	completed: ReadonlySet< number >
): Progress {
	return {
		done: milestone.tasks.filter( ( t ) => completed.has( t.id ) ).length,
		total: milestone.tasks.length,
	};
}

/**
 * A whole series' progress, milestone by milestone (ticks of removed tasks ignored).
 *
 * @param series    The series, or null when it is gone.
 * @param completed Ticked task ids.
 */
export function seriesProgress(
	series: Pick< MentoringSeries, 'milestones' > | null,
	completed: ReadonlySet< number >
): Progress {
	return ( series?.milestones ?? [] ).reduce(
		( sum, milestone ) => {
			const p = milestoneProgress( milestone, completed );
			return { done: sum.done + p.done, total: sum.total + p.total };
		},
		{ done: 0, total: 0 }
	);
}

/**
 * 'N of M tasks done'.
 *
 * @param progress Done and total.
 */
export function progressLabel( progress: Progress ): string {
	return sprintf(
		/* translators: 1: tasks ticked; 2: tasks in all. */
		_n(
			'%1$s of %2$s task done',
			'%1$s of %2$s tasks done',
			progress.total,
			'prism'
		),
		formatNumber( progress.done ),
		formatNumber( progress.total )
	);
}

/**
 * A relationship's notes by task, oldest first; the notes of tasks its series no longer has apart ('Notes on tasks
 * no longer in this series').
 *
 * @param detail The relationship in full.
 */
export function notesByTask(
	detail: Pick< MentorshipDetail, 'notes' | 'series' >
): { byTask: Map< number, MentoringNote[] >; orphaned: MentoringNote[] } {
	const taskIds = new Set(
		( detail.series?.milestones ?? [] ).flatMap( ( m ) =>
			m.tasks.map( ( t ) => t.id )
		)
	);
	const sorted = [ ...detail.notes ].sort(
		( a, b ) => a.lastUpdated.localeCompare( b.lastUpdated ) || a.id - b.id
	);
	const byTask = new Map< number, MentoringNote[] >();
	const orphaned: MentoringNote[] = [];
	for ( const note of sorted ) {
		if ( taskIds.has( note.taskId ) ) {
			byTask.set( note.taskId, [
				...( byTask.get( note.taskId ) ?? [] ),
				note,
			] );
		} else {
			orphaned.push( note );
		}
	}
	return { byTask, orphaned };
}

/**
 * The Details link of an entry (spec 2): /contact-detail-mentoring/{name without spaces}/{contactId}/, with
 * ?mentorship={id} so the page opens that relationship when the contact has several.
 *
 * @param links           Page links.
 * @param entry           The entry (or the contact).
 * @param entry.id        The relationship's id; 0 opens the contact's newest.
 * @param entry.name      The contact's display name.
 * @param entry.contactId The contact's id.
 */
export function mentoringDetailUrl(
	links: Pick< Links, 'contactDetailMentoring' >,
	entry: { id: number; contactId: number; name: string }
): string {
	const base = links.contactDetailMentoring.endsWith( '/' )
		? links.contactDetailMentoring
		: `${ links.contactDetailMentoring }/`;
	const path = `${ base }${ urlName( entry.name ) }/${ entry.contactId }/`;
	return entry.id > 0 ? `${ path }?mentorship=${ entry.id }` : path;
}

/** What the pre-written email needs of the contact. */
export interface EmailContact {
	name: string;
	firstName?: string;
	email?: string;
	emailOne?: string;
	emailTwo?: string;
	emailThree?: string;
}

/**
 * The contact's first email address, or ''.
 *
 * @param contact The contact.
 */
export function firstEmail( contact: EmailContact ): string {
	return (
		[
			contact.email,
			contact.emailOne,
			contact.emailTwo,
			contact.emailThree,
		]
			.map( ( e ) => ( e ?? '' ).trim() )
			.find( ( e ) => e !== '' ) ?? ''
	);
}

/**
 * A mailto: link (RFC 6068): the address, subject and body each percent-encoded (encodeURIComponent), the body's
 * line breaks as CRLF; the address keeps its '@'.
 *
 * @param address Email address.
 * @param subject Subject.
 * @param body    Body.
 */
export function mailtoHref(
	address: string,
	subject: string,
	body: string
): string {
	const to = address
		.split( '@' )
		.map( ( part ) => encodeURIComponent( part ) )
		.join( '@' );
	const crlf = body.replace( /\r?\n/g, '\r\n' );
	return `mailto:${ to }?subject=${ encodeURIComponent(
		subject
	) }&body=${ encodeURIComponent( crlf ) }`;
}

/**
 * The pre-written email after 'Send a Mentor Request' (the member sends it from their own mail program; PRISM sends
 * nothing): asking the contact to be the member's mentor, or offering to mentor them, in the chosen series.
 *
 * @param input            What the email is about.
 * @param input.contact    The contact.
 * @param input.role       The CONTACT's role.
 * @param input.seriesName The series' name.
 * @param input.memberName The member's name, to sign with ('' signs with nothing).
 * @return The subject, the body, and the mailto: link (null when the contact has no email address).
 */
export function mentorRequestEmail( input: {
	contact: EmailContact;
	role: MentoringRole;
	seriesName: string;
	memberName: string;
} ): { subject: string; body: string; href: string | null; to: string } {
	const { contact, role, seriesName } = input;
	const memberName = input.memberName.trim();
	const greetingName = contact.firstName?.trim() || contact.name.trim();
	const greeting = greetingName
		? sprintf(
				/* translators: The start of an email. %s: the contact's first name. */
				__( 'Hi %s,', 'prism' ),
				greetingName
			)
		: __( 'Hi,', 'prism' );
	let subject: string;
	let paragraphs: string[];
	if ( role === 'mentor' ) {
		subject = __( 'Would you be my mentor?', 'prism' );
		paragraphs = [
			greeting,
			sprintf(
				/* translators: %s: a mentoring series' name. */
				__(
					'I am working through a mentoring series, “%s”, and I would value your guidance along the way. Would you be willing to be my mentor? I am thinking of a short conversation every few weeks, at times that suit you.',
					'prism'
				),
				seriesName
			),
			__( 'Thank you for considering it.', 'prism' ),
		];
	} else {
		subject = __( 'Shall we start mentoring?', 'prism' );
		paragraphs = [
			greeting,
			sprintf(
				/* translators: %s: a mentoring series' name. */
				__(
					'I would be glad to mentor you. To give our conversations a shape, I would like us to follow a mentoring series, “%s”, one milestone at a time. Could we find a time for a first conversation in the next couple of weeks?',
					'prism'
				),
				seriesName
			),
			__( 'Best wishes,', 'prism' ),
		];
	}
	let body = paragraphs.join( '\n\n' );
	if ( memberName ) {
		body += ( role === 'mentor' ? '\n\n' : '\n' ) + memberName;
	}
	const to = firstEmail( contact );
	return {
		subject,
		body,
		to,
		href: to ? mailtoHref( to, subject, body ) : null,
	};
}
