/**
 * What a resource is called when it changes. Every data hook in ./hooks.ts names the tags it reads; every write in
 * ./client.ts names the tags it changes; invalidate() in ./invalidation.ts joins the two. A tag may be narrowed
 * with ':' (`notes:12`): changing `notes` reaches every `notes:…` hook, changing `notes:12` only that contact's.
 */
export const TAGS = {
	/** Contact rows: list pages, the ids of a list, one contact's details. */
	contacts: 'contacts',
	/** The member's categories and how many contacts each has. */
	categories: 'categories',
	/** Networking process counts (Active, Inactive, per stage and status). */
	stageCounts: 'stageCounts',
	/** Notes, of every contact. */
	notes: 'notes',
	/** Interactions (calls, meetings, messages …), of every contact (`interactions:12` for one). */
	interactions: 'interactions',
	/** Events, of every contact (and so the dashboard's Today and the calendar). */
	events: 'events',
	/** Follow-ups, of every contact (and so the dashboard's Today and the calendar). */
	followups: 'followups',
	/** The networking series (guidance): changes only when an admin edits it. */
	series: 'series',
	/** Networking process objects, of every contact (`process:12` for one). */
	process: 'process',
	/** Weekly progress (stages completed in the last seven days). */
	progress: 'progress',
	/** The contacts due to reach out (keep in touch). */
	reachOut: 'reachOut',
	/** The member's calendar feed URL and reminder email settings. */
	reminders: 'reminders',
	/** Duplicate suggestions (pending pairs) and the list of merged contacts. */
	collisions: 'collisions',
	/** The member's resources (saved links with a description). */
	resources: 'resources',
	/** The member's saved articles (and the contacts each is tied to). */
	articles: 'articles',
	/** The member's mentoring relationships with their progress (the mentoring dashboard's lists). */
	mentorships: 'mentorships',
	/** The mentoring series offered (changes only when an admin edits them). */
	mentoringSeries: 'mentoringSeries',
	/** One contact's mentoring relationships in full, with ticks and notes (`contactMentoring:12`). */
	contactMentoring: 'contactMentoring',
	/** Relationships between contacts, of every contact (`relationships:12` for one). */
	relationships: 'relationships',
} as const;

export type Tag = string;

/**
 * One contact's details.
 *
 * @param contactId Contact id.
 */
export const contactTag = ( contactId: number ): Tag =>
	`${ TAGS.contacts }:${ contactId }`;

/**
 * One contact's notes.
 *
 * @param contactId Contact id.
 */
export const notesTag = ( contactId: number ): Tag =>
	`${ TAGS.notes }:${ contactId }`;

/**
 * One contact's interactions.
 *
 * @param contactId Contact id.
 */
export const interactionsTag = ( contactId: number ): Tag =>
	`${ TAGS.interactions }:${ contactId }`;

/**
 * One contact's relationships with other people (both directions: a write changes the other contact's too).
 *
 * @param contactId Contact id.
 */
export const relationshipsTag = ( contactId: number ): Tag =>
	`${ TAGS.relationships }:${ contactId }`;

/**
 * One contact's events.
 *
 * @param contactId Contact id.
 */
export const eventsTag = ( contactId: number ): Tag =>
	`${ TAGS.events }:${ contactId }`;

/**
 * One contact's follow-ups.
 *
 * @param contactId Contact id.
 */
export const followupsTag = ( contactId: number ): Tag =>
	`${ TAGS.followups }:${ contactId }`;

/**
 * Every reader of data about contacts: what merging, deleting or importing contacts changes. The lists and counts,
 * and every resource that hangs off a contact (it moves to a merge's survivor, goes with a deleted contact, comes with
 * an import), whatever its tag: a resource added later is covered without joining a list. Only the readers of what
 * does not depend on contacts (NOT_ABOUT_CONTACTS) stay as they are.
 */
export const CONTACT_DATA: Tag = '*contact-data';

/** What does not depend on the member's contacts: the admin's series, the member's settings and saved links. */
const NOT_ABOUT_CONTACTS: readonly Tag[] = [
	TAGS.series,
	TAGS.mentoringSeries,
	TAGS.reminders,
	TAGS.resources,
];

/**
 * Whether `read` is `tag` or a narrower tag of it.
 *
 * @param read A tag a hook reads.
 * @param tag  A tag.
 */
const within = ( read: Tag, tag: Tag ): boolean =>
	read === tag || read.startsWith( `${ tag }:` );

/**
 * Whether a change to `changed` reaches a hook that reads `read`: the same tag, or `read` is a narrower tag of it;
 * CONTACT_DATA reaches every tag but those NOT_ABOUT_CONTACTS.
 *
 * @param read    A tag a hook reads.
 * @param changed A tag that changed.
 */
export function tagMatches( read: Tag, changed: Tag ): boolean {
	if ( changed === CONTACT_DATA ) {
		return ! NOT_ABOUT_CONTACTS.some( ( tag ) => within( read, tag ) );
	}
	return within( read, changed );
}

/**
 * One contact's networking process object.
 *
 * @param contactId Contact id.
 */
export const processTag = ( contactId: number ): Tag =>
	`${ TAGS.process }:${ contactId }`;

/**
 * One contact's mentoring relationships in full (the mentoring detail page). A family of its own, not
 * `mentorships:…`: a tick or a note changes the dashboard's progress (`mentorships`) without making the detail page,
 * which takes the write's answer, load again.
 *
 * @param contactId Contact id.
 */
export const contactMentoringTag = ( contactId: number ): Tag =>
	`${ TAGS.contactMentoring }:${ contactId }`;
