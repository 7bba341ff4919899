/**
 * The REST payloads of a contact's notes (prism/v1/notes/{contactId} and all-notes/{wordpressId}), as the declared
 * resource sends them (includes/Resources/Declarations/Notes.php). They live beside the code that uses them (issue 28:
 * the client split by resource).
 */

/** One note on a contact, exactly as typed. */
export interface Note {
	id: number;
	contactId: number;
	note: string;
	/** The networking stage (0-5) it was written under, or null. */
	stageId: number | null;
	createdAt: string | null;
	lastUpdated: string | null;
}

/** One of the member's notes, of any contact (all-notes/{wordpressId}). */
export interface NoteSummary {
	id: number;
	contactId: number;
	note: string;
}
