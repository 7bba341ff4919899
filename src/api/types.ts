/**
 * Types of every REST payload PRISM's pages use. The PHP side is includes/Rest/*; field names follow the spec.
 */

export type Slot = 'One' | 'Two' | 'Three';
export const SLOTS: Slot[] = [ 'One', 'Two', 'Three' ];

export type StatusLabel = 'In Progress' | 'Complete';
export type ImportSource =
	'PRISM' | 'Google' | 'iCloud' | 'LinkedIn' | 'Facebook' | 'CSV';

/** The editable fields of a contact, as the forms post them. */
export interface ContactFields {
	firstName: string;
	lastName: string;
	title: string;
	company: string;
	emailOne: string;
	emailOneType: string;
	emailTwo: string;
	emailTwoType: string;
	emailThree: string;
	emailThreeType: string;
	phoneOne: string;
	phoneOneType: string;
	phoneTwo: string;
	phoneTwoType: string;
	phoneThree: string;
	phoneThreeType: string;
	addressOne: string;
	addressOneType: string;
	addressOneCity: string;
	addressOneState: string;
	addressOneZip: string;
	addressTwo: string;
	addressTwoType: string;
	addressTwoCity: string;
	addressTwoState: string;
	addressTwoZip: string;
	addressThree: string;
	addressThreeType: string;
	addressThreeCity: string;
	addressThreeState: string;
	addressThreeZip: string;
	facebook: string;
	linkedIn: string;
	instagram: string;
	twitter: string;
	website: string;
}

export interface Contact extends ContactFields {
	id: number;
	/** "First Last", or the email/company when there is no name. */
	name: string;
	/** First non-empty email. */
	email: string;
	/** First non-empty phone. */
	phone: string;
	/** Comma-separated sources, e.g. "Google,LinkedIn". */
	importSource: string;
	/** Category names joined with ", ". */
	categories: string;
	categoryIds: number[];
	/** -1 when not in the networking process, else 0 (BUILD) to 5 (MAINTAIN). */
	networkingStage: number;
	networkingStatus: StatusLabel | '';
	/**
	 * YYYY-MM-DD: the day to reach out to the contact by, from the cadence that applies (`keepInTouch`) and the last
	 * touch; null when no cadence applies.
	 */
	reachOutOn?: string | null;
	/** The contact's own keep-in-touch cadence in days; null when it has none of its own. */
	cadenceDays?: number | null;
	/** The cadence that applies and where it comes from; null when none does. */
	keepInTouch?: KeepInTouch | null;
	/** YYYY-MM-DD: the day of the last touch (an interaction, a note, a completed follow-up); null when none. */
	touchedOn?: string | null;
	/**
	 * YYYY-MM-DD: the day of the contact's latest interaction; null when there is none. Left out by answers that
	 * do not carry it (then nothing is said about it).
	 */
	lastContacted?: string | null;
	/**
	 * Archived by the member: left out of the contact list (but for its Archived view), Today, the calendar and its
	 * feed, the daily email and duplicate suggestions; nothing of it is deleted.
	 */
	archived: boolean;
	/** When it was archived: ISO 8601, UTC (2026-12-03T11:40:00Z); null when it is not archived. */
	archivedAt: string | null;
	/** Marked deceased by the member: kept and shown, with no more birthday reminders. */
	deceased: boolean;
	/**
	 * The contact's photo (its version names its address: photoUrl()); null when it has none. Left out only by an
	 * answer that asked for fewer fields.
	 */
	photo?: Photo | null;
	createdAt: string | null;
	updatedAt: string | null;
}

/**
 * A contact's keep-in-touch cadence as it applies (issue 30, part 1): its own, else the shortest of its categories',
 * else, in MAINTAIN, the networking series' days.
 */
export interface KeepInTouch {
	/** Keep in touch every this many days. */
	days: number;
	from: 'contact' | 'category' | 'maintain';
	/** The category's name, when the cadence comes from a category. */
	category: string | null;
}

/**
 * A contact's photo as the contact answers name it (issue 30, part 4; includes/Rest/Photos_Controller.php). The
 * server keeps the photo (at most 640 px on its longer side) and a 128 px square for lists; both are served by
 * GET photos/{contactId} to the member alone.
 */
export interface Photo {
	/** 16 hex digits, new with every new image: an address naming it may be kept by the browser. */
	version: string;
	/** The photo kept, in pixels. */
	width: number;
	height: number;
	/** The image it was made from, in pixels: a merge keeps the photo made from the larger one. */
	sourceWidth: number;
	sourceHeight: number;
	/** Uploaded by the member, or brought by an import. */
	origin: 'upload' | 'import';
	/** ISO 8601, UTC. */
	updatedAt: string;
}

/** Which image of a photo: the photo itself, or its small square. */
export type PhotoSize = 'photo' | 'thumb';

/** What POST and DELETE photos/{contactId} answer: the contact's photo now. */
export interface PhotoAnswer {
	contactId: number;
	photo: Photo | null;
}

/** POST contact-state/{contactId}: one or both of a contact's states to set. */
export interface ContactStateChange {
	archived?: boolean;
	deceased?: boolean;
}

export interface Category {
	id: number;
	name: string;
	count: number;
	/** Keep in touch with its contacts every this many days; null (or left out) when it has no cadence. */
	cadenceDays?: number | null;
}

/** A contact a saved article is tied to, by its display name ('' when it has none). */
export interface ArticleContact {
	id: number;
	name: string;
}

/** A saved article of the member's reading list, as typed (articles/{wordpressId}; docs/articles.md). */
export interface Article {
	id: number;
	title: string;
	link: string;
	/** '' when there is none; line breaks kept. */
	note: string;
	/** The contacts it is tied to, by name. */
	contacts: ArticleContact[];
	createdAt: string | null;
	updatedAt: string | null;
}

/** Which articles a list asks for. */
export interface ArticleQuery {
	page?: number;
	per_page?: number;
	search?: string;
	/** Only those tied to this contact. */
	contactId?: number;
}

export interface ArticlePage {
	items: Article[];
	total: number;
	totalPages: number;
}

/** First item of GET networking-stages-status. */
export interface StageCounts {
	Active: number;
	InActive: number;
	InProgress: number;
	Complete: number;
	[ key: string ]: number;
}

/** The contact list's Keep in touch filter, as contact-list names it. */
export type ReachOutFilter = 'due' | 'week' | 'set';

/** The list query of GET contact-list (the server applies the spec's filter rules). */
export interface ContactListQuery {
	q?: string;
	category?: string[];
	importSource?: ImportSource[];
	process?: Array< 'Active' | 'Inactive' >;
	stage?: number[];
	status?: StatusLabel[];
	/** contacted_desc: most recently contacted first, never contacted last; contacted_asc: the reverse. */
	order?:
		| 'name_asc'
		| 'name_desc'
		| 'recent'
		| 'contacted_desc'
		| 'contacted_asc'
		| 'reach_out';
	/** Only contacts never contacted, or last contacted more than this many days ago. */
	notContacted?: 30 | 90 | 180;
	/** true: only the archived contacts; left out (or false): only the contacts that are not archived. */
	archived?: boolean;
	/**
	 * Keep in touch: due (today or before), week (due within the next seven days, or before), set (any contact with a
	 * cadence); left out for no such filter.
	 */
	reachOut?: ReachOutFilter;
	page?: number;
	per_page?: number;
}

export interface ContactPage {
	items: Contact[];
	total: number;
	totalPages: number;
}

export interface Links {
	home: string;
	dashboard: string;
	contacts: string;
	contactDetail: string;
	contactDetailNetworking: string;
	contactDetailMentoring: string;
	merge: string;
	notifications: string;
	networking: string;
	resources: string;
	articles: string;
	mentoring: string;
	help: string;
	/** The member's WordPress profile (the spec's 'Account Settings'). */
	account: string;
	googleAuthentication: string;
	adminPost: string;
	login: string;
}

/** A value being typed into the contact form that some of the member's contacts hold (Rest/Contact_Matches_Controller). */
export interface ContactMatch {
	kind: 'email' | 'phone';
	/** The value as it was sent. */
	value: string;
	/** The first contacts that hold it. */
	contacts: Array< { id: number; name: string } >;
	/** How many contacts hold it. */
	total: number;
}

/** The emails and phone numbers to look up (GET contact-matches/{wordpressId}). */
export interface ContactMatchQuery {
	email: string[];
	phone: string[];
}

/** One-time message after a form post (see includes/Forms/Flash.php). */
export interface Flash {
	type: 'success' | 'error';
	message: string;
	form?: string;
	contactId?: number;
	/** The contact just added, for a link to it. */
	contactName?: string;
	errors?: Partial< Record< keyof ContactFields, string > >;
	values?: Partial< ContactFields >;
	/* The Import form's own values, when an import post failed (never the password). */
	fileType?: ImportFileType;
	uploadType?: ImportUploadType;
	mode?: ImportMode;
	name?: string;
}

/** Props every island receives from its shortcode (includes/Pages/Island.php). */
export interface PageProps {
	wordpressId: number;
	nonce: string;
	restRoot: string;
	userName: string;
	/** Site-local date, YYYY-MM-DD. */
	today: string;
	links: Links;
	formNonce: string;
	/** Nonce of the Import form (request_upload_import, docs/import.md). */
	importNonce: string;
	/** Largest import file the server takes, in bytes. */
	importMaxBytes: number;
	flash: Flash | null;
	contactId?: number;
}

/** A failed call, with a message a member can read (a class: see ./errors.ts). */
export { ApiError } from './errors';

/* Events, follow-ups and reminders (includes/Rest/Events_Controller.php, Followups_Controller.php,
   Reminders_Controller.php). Dates are ISO days, YYYY-MM-DD; a yearly event may have no year: --MM-DD. */

export type EventType = 'Birthday' | 'Anniversary' | 'Other';
export const EVENT_TYPES: EventType[] = [ 'Birthday', 'Anniversary', 'Other' ];

export interface PrismEvent {
	id: number;
	contactId: number;
	title: string;
	type: EventType;
	/** YYYY-MM-DD, or --MM-DD for a birthday or anniversary without a year. */
	date: string;
	desc: string;
	/** Birthdays and anniversaries come back every year. */
	yearly: boolean;
	/** The next day it falls on (today or later, site time), or null for a past one-off event. */
	next: string | null;
}

export interface Followup {
	id: number;
	contactId: number;
	title: string;
	desc: string;
	/** YYYY-MM-DD. */
	date: string;
	complete: '0' | '1';
	/** Not done and due before today (site time). */
	overdue: boolean;
}

/** The contact an event or follow-up belongs to, on lists across contacts. */
export interface ContactSummary {
	id: number;
	name: string;
	firstName: string;
	lastName: string;
	emailOne: string;
	phoneOne: string;
}

/** GET events-with-contacts: an event that falls on the day asked for. */
export interface EventWithContact {
	event: PrismEvent;
	contact: ContactSummary;
	/** The day it falls on. */
	date: string;
}

/** GET followups-with-contacts: a follow-up due on the day, or overdue then. */
export interface FollowupWithContact {
	followup: Followup;
	contact: ContactSummary;
}

/** The dashboard's follow-ups: the day's, and the most recent 100 overdue ones (the header counts them all). */
export interface FollowupsDue {
	items: FollowupWithContact[];
	/** How many follow-ups are overdue in all (X-Prism-Overdue-Total). */
	overdueTotal: number;
}

interface CalendarItemBase {
	/** Unique per occurrence: event-{id}-{day} or followup-{id}. */
	id: string;
	type: string;
	title: string;
	desc: string;
	/** The day it falls on, YYYY-MM-DD (start and end are the same: all-day items). */
	date: string;
	start: string;
	end: string;
	contact: ContactSummary;
}

export interface CalendarEventItem extends CalendarItemBase {
	kind: 'event';
	event: PrismEvent;
}

export interface CalendarFollowupItem extends CalendarItemBase {
	kind: 'followup';
	followup: Followup;
}

export type CalendarItem = CalendarEventItem | CalendarFollowupItem;

/**
 * What a calendar route answers for a view of its days (perDay or limit): the items chosen, how many items each day
 * has in all (days with none are left out) and the last day answered (the range's last unless a page stopped sooner).
 */
export interface CalendarPage< T extends CalendarItem = CalendarItem > {
	items: T[];
	days: Record< string, number >;
	through: string;
}

/** A view of the calendar's days: the first `perDay` items of each day (a month), or `limit` items (an agenda). */
export interface CalendarAsk {
	perDay?: number;
	limit?: number;
}

/** The days a calendar request covers (at most 100 days apart). */
export interface DayRange {
	from: string;
	to: string;
}

/** The member's private calendar feed; `enabled` false (and no URL) when the site has turned feeds off. */
export interface CalendarFeedUrl {
	url: string;
	enabled: boolean;
	/** Why there is no URL (only when not enabled). */
	message?: string;
}

export interface ReminderEmailSettings {
	enabled: boolean;
	/** Where it goes: the member's account email. */
	email: string;
	/** The hour (0-23, site time) it goes out. */
	hour: number;
}

/* Networking process (docs/networking.md) */

/** A follow-up the series offers when something happens in the process (texts and delay set by the site admin). */
export interface OfferTemplate {
	title: string;
	desc: string;
	/** Days from the day it is offered to the follow-up's due date. */
	days: number;
}

export interface SeriesResource {
	id: number;
	link: string;
	description: string;
}

export interface SeriesTask {
	/** Stable: kept when an admin edits the text, never reused after a task is removed. */
	id: number;
	task: string;
}

/** One stage of a series, with its guidance. */
export interface SeriesStage {
	/** 0-5 for the networking series: the stage index (a note's stageId, a contact's networkingStage). */
	id: number;
	/** BUILD … MAINTAIN (as the admin wrote it; the screen translates the six known names through stageName()). */
	name: string;
	/** A Material icon name from a fixed set (see STAGE_ICONS in the networking page). */
	icon: string;
	/** The intro sentence shown on the contact's networking screen. */
	intro: string;
	/** HTML (already passed through wp_kses_post on save). */
	description: string;
	resources: SeriesResource[];
	tasks: SeriesTask[];
	tips: string[];
	/** Offered when the member marks this stage Complete; null when the stage offers nothing. */
	offer: OfferTemplate | null;
}

export interface SeriesMilestone {
	id: number;
	name: string;
	tasks: SeriesTask[];
}

/** GET networking-series/{wordpressId}: the spec's Series entity. */
export interface Series {
	id: number;
	kind: 'networking' | 'mentoring';
	name: string;
	subHeadingOne: string;
	subHeadingTwo: string;
	/** HTML. */
	description: string;
	shortDescription: string;
	longDescription: string;
	who: string;
	stages: SeriesStage[];
	milestones: SeriesMilestone[];
	/** Offered when the member marks a contact as a dead end. */
	deadEndOffer: OfferTemplate | null;
	/** A contact in MAINTAIN is due to reach out this many days after the last contact (note, completed follow-up). */
	keepInTouchDays: number;
	/** The user who last saved the series (0 for the shipped default). */
	wordpressId: number;
	updatedAt: string | null;
}

export interface ProcessTask {
	id: number;
	complete: boolean;
}

export interface ProcessStage {
	/** The series stage's id. */
	id: number;
	inprogress: boolean;
	complete: boolean;
	tasks: ProcessTask[];
}

/** The per-contact networking process object. */
export interface ProcessObject {
	/** The stored process's id (the id the GET answered). */
	id: number;
	networkingSeriesId: number;
	/** Set by the server on every save; sent back so a stale save gets a 409. */
	version: number;
	/** The member marked this contact as a dead end for now. */
	deadEnd: boolean;
	stages: ProcessStage[];
}

/** GET networking-process-object/{contactId}, and the 409 answer's data.current. */
export interface ProcessAnswer {
	/** Null until the first save; the page then starts from newProcessObject(series, id). */
	object: ProcessObject | null;
	id: number;
	version: number;
}

/** A follow-up offered after a save: one click creates it (create-followup), never automatically. */
export interface FollowupOffer {
	/** 'stage-3' (the stage id completed) or 'dead-end'. */
	key: string;
	title: string;
	desc: string;
	/** YYYY-MM-DD, the site's today + the template's days. */
	date: string;
}

/** POST update-networking-process-object. */
export interface ProcessSaveAnswer extends ProcessAnswer {
	object: ProcessObject;
	/** The contact's position, derived on the server in the same transaction. */
	networkingStage: number;
	networkingStatus: StatusLabel | '';
	/** YYYY-MM-DD: the day to reach out by when a cadence applies (MAINTAIN's among them), else null. */
	reachOutOn: string | null;
	offers: FollowupOffer[];
}

/** GET networking-progress/{wordpressId}: stages completed in the last seven days, against the goal. */
export interface WeeklyProgress {
	/** Per stage by index 0-5: how many contacts completed it in the seven days ending today. */
	counts: number[];
	/** min(100, count / goal × 100) per stage, as the spec's Progress entity (BuildComplete …). */
	BuildComplete: number;
	DiscoverComplete: number;
	ConnectComplete: number;
	AssessComplete: number;
	EngageComplete: number;
	MaintainComplete: number;
	goal: number;
	/** First day counted, YYYY-MM-DD (today − 6). */
	from: string;
	to: string;
}

/** GET reach-out/{wordpressId}: a contact whose day to reach out by (from its keep-in-touch cadence) has come. */
export interface ReachOutItem {
	contact: ContactSummary;
	/** YYYY-MM-DD: today or before. */
	reachOutOn: string;
	/** YYYY-MM-DD: the day of the last touch; null when there has been none. */
	touchedOn: string | null;
}

export interface ReachOutList {
	items: ReachOutItem[];
	/** How many are due in all (items holds at most 50, the most overdue first). */
	total: number;
}

/* Imports and exports (docs/import.md, includes/Rest/Imports_Controller.php, Export_Controller.php). */

/** The spec's import file types, as the form sends them. */
export type ImportFileType = 'Google CSV' | 'LinkedIn CSV' | 'iCloud CSV';
/** iCloud = pull the account over CardDAV with name/password; CSV = the uploaded file. */
export type ImportUploadType = 'iCloud' | 'CSV';
/** What happens to a row that matches an existing contact (email, phone or LinkedIn profile). */
export type ImportMode = 'skip' | 'update' | 'create';
export type ImportState = 'queued' | 'running' | 'done' | 'failed';

export interface ImportRejectedRow {
	/** The row in the file (CSV: its line, the header being line 1; vCard: the card's number). */
	row: number;
	reason: string;
	/** A few words of the row (a name or an email) so the member can find it. */
	summary: string;
}

export interface ImportReport {
	id: number;
	jobId: number;
	source: ImportSource;
	kind: 'google' | 'google-legacy' | 'linkedin' | 'vcard' | 'csv';
	fileType: ImportFileType;
	fileName: string;
	mode: ImportMode;
	state: ImportState;
	done: number;
	total: number;
	created: number;
	updated: number;
	skipped: number;
	rejected: number;
	/** Rows that became contacts of their own although they share a value with a contact of another name. */
	keptApart: number;
	/** The report's rows by what the import did with them (GET imports/{id}/matches). */
	matchCounts: ImportMatchCounts;
	rejectedRows: ImportRejectedRow[];
	error: string | null;
	dismissed: boolean;
	createdAt: string;
	finishedAt: string | null;
}

/**
 * What an import did with a row that shares an email, phone number or profile with a contact (or, with none of these,
 * its exact name and company): added to it (`updated`, which the member may take back), nothing new (`unchanged`),
 * made a contact of its own because the names say another person (`kept_apart`), or taken back since (`separated`).
 */
export type ImportMatchOutcome =
	'updated' | 'unchanged' | 'kept_apart' | 'separated';

/** What the row and the contact share; `ambiguous`: the row names nobody and several contacts fit it. */
export type ImportMatchReason =
	'email' | 'phone' | 'profile' | 'name' | 'ambiguous';

export interface ImportMatchCounts {
	updated: number;
	unchanged: number;
	keptApart: number;
	separated: number;
}

/** A contact a report row names: null when it has been deleted since. */
export interface ImportMatchContact {
	id: number;
	name: string;
}

export interface ImportMatch {
	id: number;
	/** The row in the file (CSV: its line; vCard: the card's number). */
	row: number;
	/** The row's name as the file gave it (else its email or company). */
	rowName: string;
	outcome: ImportMatchOutcome;
	reasons: ImportMatchReason[];
	/** The contact it went into, or was kept apart from. */
	contact: ImportMatchContact | null;
	/** The contact a separated row became. */
	separatedContact: ImportMatchContact | null;
	/** Whether POST …/separate can take it back. */
	canSeparate: boolean;
}

export interface ImportMatchPage {
	items: ImportMatch[];
	total: number;
	totalPages: number;
}

export type ExportFormat = 'csv' | 'vcard';

/* Duplicate suggestions and the merge screen (docs/duplicates.md, includes/Rest/Collisions_Controller.php). */

/** Why two contacts are suggested as the same person, strongest first (the screen words them). */
export type CollisionReason =
	| 'email'
	| 'phone'
	| 'profile'
	| 'name_company'
	| 'name_domain'
	| 'name_sparse'
	| 'name_rare';

/** A pending pair: firstId < secondId (firstId is the older contact). */
export interface Collision {
	id: number;
	firstId: number;
	secondId: number;
}

export interface CollisionWithContacts {
	id: number;
	/** The older contact of the pair (the survivor unless the member swaps). */
	primary: Contact;
	secondary: Contact;
	reasons: CollisionReason[];
	/** 0-100. */
	score: number;
}

export interface CollisionPage {
	items: CollisionWithContacts[];
	total: number;
	totalPages: number;
	/** The page these items are (from 1), and its size: where each pair stands in the whole list. */
	page: number;
	perPage: number;
}

export interface MergedContact {
	id: number;
	/** Null when the survivor has been deleted since. */
	survivorId: number | null;
	survivorName: string;
	removedName: string;
	/** ISO 8601, UTC. */
	mergedAt: string;
}

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** A member's background job (GET jobs/{id}, POST jobs/{id}/run). */
export interface JobStatus {
	id: number;
	type: string;
	state: JobState;
	done: number;
	/** 0 while not yet known. */
	total: number;
	attempts: number;
	/** A sentence for the member, or null. */
	error: string | null;
	retryAt: string | null;
	createdAt: string | null;
	updatedAt: string | null;
	finishedAt: string | null;
	/** A bulk action (`bulk_contacts`): contacts changed so far; null for other jobs. */
	changed: number | null;
	/** A bulk action: contacts left as they were (already further along, or gone meanwhile); null for other jobs. */
	left: number | null;
}

/* Backup and restore (includes/Rest/Backup_Controller.php). */

/** The tables a backup counts its rows by (a key missing from `counts` is 0; a newer site may send others). */
export type BackupTable =
	| 'contacts'
	| 'notes'
	| 'events'
	| 'followups'
	| 'interactions'
	| 'relationships'
	| 'photos'
	| 'categories'
	| 'articles'
	| 'resources'
	| 'mentorships'
	| 'mentoring_notes'
	| 'mentoring_tasks'
	| 'processes'
	| 'stage_completions'
	| 'contact_categories'
	| 'article_contacts'
	| 'collisions'
	| 'merges';

export type RestoreState = 'ready' | 'running' | 'done' | 'failed';

/**
 * A backup file the member sent (POST restores/{wordpressId}), what it holds and what restoring it will do, and,
 * once started, how far its restore is. Once done, the file is gone: `counts`, `createdAt`, `site` and
 * `memberName` are then empty and `restored` says what was written.
 */
export interface Restore {
	id: number;
	/** ready: waiting for the member to start it. */
	state: RestoreState;
	/** The restore's job (jobs/{id}, jobs/{id}/run), once started. */
	jobId: number | null;
	fileName: string;
	/** When the backup was made (ISO 8601, UTC). */
	createdAt: string | null;
	/** The site it was made on. */
	site: string;
	/** Whether it was made on this site. */
	sameSite: boolean;
	/** Whose backup it is, as that site named them. */
	memberName: string;
	/** Rows it holds, by table. */
	counts: Partial< Record< BackupTable, number > > & Record< string, number >;
	/** Contacts the account holds now: a restore adds the backup's beside them. */
	accountContacts: number;
	/** Mentoring series the backup's relationships follow that this site lacks: their task notes become notes. */
	seriesMissing: string[];
	/** Photos past the most this site keeps for a member. */
	photosLeftOut: number;
	/** When this same backup was restored into this account before (ISO 8601), or null. */
	restoredBefore: string | null;
	/** What the restore has written so far: contacts, rows, and rows left out (pointing at nothing in the backup). */
	restored: { contacts: number; rows: number; leftOut: number };
	/** Rows done of the total. */
	progress: { done: number; total: number };
}

/** What a bulk action on the contact list's selection does (POST bulk-contacts/{wordpressId}, issue 30 part 5). */
export type BulkContactsChange =
	/** Move to a networking stage (0 BUILD … 5 MAINTAIN), in progress or complete; contacts further along stay. */
	| { action: 'process'; stage: number; complete: boolean }
	/** Keep in touch every so many days, or null: no cadence of their own. */
	| { action: 'cadence'; cadenceDays: number | null }
	/** The same follow-up added to each contact. */
	| { action: 'followup'; title: string; desc: string; date: string }
	| { action: 'archive' };

export type BulkContactsAction = BulkContactsChange[ 'action' ];

/* Mentoring (docs/mentoring.md, includes/Rest/Mentoring_Controller.php). */

export interface MentoringTask {
	id: number;
	name: string;
	description: string;
}

export interface MentoringMilestone {
	id: number;
	name: string;
	tasks: MentoringTask[];
}

/** GET mentoring-series/{wordpressId}: every active series, plus the archived ones the member's relationships use. */
export interface MentoringSeries {
	id: number;
	name: string;
	shortDescription: string;
	/** HTML an admin wrote (passed through wp_kses_post on save). */
	longDescription: string;
	/** 'Who is this series for?': plain text, line breaks kept. */
	who: string;
	status: 'active' | 'archived';
	milestones: MentoringMilestone[];
}

/**
 * The CONTACT's role: 'mentor' is listed under Your Mentors (the member's role: Mentee); 'mentee' under Your Mentees
 * (the member's role: Mentor).
 */
export type MentoringRole = 'mentor' | 'mentee';

/** A mentoring relationship (GET mentorships/{wordpressId}): the spec's mentee or mentor entry, with progress. */
export interface Mentorship {
	id: number;
	contactId: number;
	/** The contact's display name. */
	name: string;
	seriesId: number;
	role: MentoringRole;
	/** Ticked tasks that are still in the series. */
	done: number;
	/** Tasks in the series. */
	total: number;
	/** ISO 8601. */
	createdAt: string;
}

export interface MentoringNote {
	id: number;
	taskId: number;
	/** Exactly as typed, line breaks included. */
	note: string;
	lastUpdated: string;
}

/** GET contact-mentoring/{contactId}: one of a contact's relationships with its series, ticks and notes. */
export interface MentorshipDetail extends Mentorship {
	/** null only if the series vanished. */
	series: MentoringSeries | null;
	completed: Array< { taskId: number; completedAt: string } >;
	/** Every note, including notes on tasks the series no longer has. */
	notes: MentoringNote[];
}
