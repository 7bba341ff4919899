import type {
	BulkContactsAction,
	Category,
	Contact,
	Flash,
} from '../../../api/types';
import type { mailtoForContacts } from '../../../domain/selection';

/**
 * Every dialog of the contact list, as one state (useDialog): at most one is open, and each carries what it shows.
 */
export type ContactsDialog =
	/** Add Contact; `draft` is what the member typed when the server refused it. */
	| { kind: 'add'; draft: Flash | null }
	/** Import; `flash` is the server's answer when it refused the last import post (it reopens that tab). */
	| { kind: 'import'; flash: Flash | null }
	| { kind: 'export' }
	/** Back up everything: the backup's download. */
	| { kind: 'backup' }
	/** Restore from a backup: choose the file, see what it holds, restore it. */
	| { kind: 'restore' }
	/** One of the spec's alerts (see ../messages.ts). */
	| { kind: 'message'; message: string }
	| { kind: 'email'; mail: ReturnType< typeof mailtoForContacts > }
	/** `keep` is first in the list and survives. */
	| { kind: 'merge'; keep: Contact; gone: Contact }
	| { kind: 'delete'; contacts: Contact[] }
	| { kind: 'categorise'; contacts: Contact[] }
	| { kind: 'name-category'; mode: 'add' }
	| { kind: 'name-category'; mode: 'rename'; category: Category }
	| { kind: 'delete-category'; category: Category }
	/** How often to keep in touch with the category's contacts. */
	| { kind: 'category-cadence'; category: Category }
	/** A bulk action on the selected contacts (move to stage, keep in touch, add a follow-up, archive): their ids. */
	| { kind: 'bulk'; action: BulkContactsAction; ids: readonly number[] };

export type ContactsDialogKind = ContactsDialog[ 'kind' ];
