/**
 * One item of a contact's timeline (GET contact-timeline/{contactId}).
 */
export interface TimelineItem {
	/** What it is: 'interaction', 'note', 'followup' or 'event'. */
	type: string;
	id: number;
	/** YYYY-MM-DD. */
	day: string;
	/** A kind of interaction's label, "Note", or a title. */
	title: string;
	/** Its note or description, exactly as typed ('' for none). */
	text: string;
	/** An interaction's kind, or null. */
	kind: string | null;
	/** Whether a follow-up is done, or null. */
	done: boolean | null;
}
