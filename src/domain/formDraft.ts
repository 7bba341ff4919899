/**
 * What the Add/Edit Contact form keeps in this browser while it is being sent. The server keeps nothing when a
 * post arrives without a valid nonce (it could come from another site); it only sends the browser back with
 * `prism_form=expired`. The page then reopens the form with this draft, so an expired session loses nothing.
 */
import { __ } from '@wordpress/i18n';
import type { ContactFields, Flash } from '../api/types';
import { safeSessionStorage } from './sessionStorage';

const KEY = 'prism:contact-form-draft';
export const EXPIRED_ARG = 'prism_form';

/** How long a draft is offered back (a session that expired mid-post comes straight back). */
const KEEP_MS = 30 * 60 * 1000;

export interface ContactFormDraft {
	form: 'add-contact' | 'edit-contact';
	contactId?: number;
	values: Partial< ContactFields >;
	savedAt: number;
}

/**
 * Keeps the form's values in this tab's session storage just before it is posted.
 *
 * @param draft   The form, contact and values.
 * @param storage Where (session storage in the browser).
 */
export function saveDraft(
	draft: Omit< ContactFormDraft, 'savedAt' >,
	storage: Storage | undefined = safeSessionStorage()
): void {
	try {
		storage?.setItem(
			KEY,
			JSON.stringify( { ...draft, savedAt: Date.now() } )
		);
	} catch {
		// Storage full or disabled: the form still posts; only the expired-session rescue is lost.
	}
}

/**
 * The flash a page shows when it was reached because the form's session had expired: the draft back in its form,
 * with a message. Otherwise null; either way the draft is used once and forgotten.
 *
 * @param search  The page's query string.
 * @param storage Where the draft was kept.
 * @param now     The time, for tests.
 */
export function expiredFormFlash(
	search: string,
	storage: Storage | undefined = safeSessionStorage(),
	now: number = Date.now()
): Flash | null {
	const expired =
		new URLSearchParams( search ).get( EXPIRED_ARG ) === 'expired';
	let draft: ContactFormDraft | null = null;
	try {
		const raw = storage?.getItem( KEY );
		draft = raw ? ( JSON.parse( raw ) as ContactFormDraft ) : null;
		storage?.removeItem( KEY );
	} catch {
		draft = null;
	}
	if ( ! expired ) {
		return null;
	}
	const usable =
		draft && now - draft.savedAt < KEEP_MS && draft.values ? draft : null;
	return {
		type: 'error',
		form: usable?.form ?? 'expired',
		contactId: usable?.contactId,
		values: usable?.values,
		message: usable
			? __(
					'Your session expired before the form was sent, so nothing was saved. What you typed is back in the form: please send it again.',
					'prism'
				)
			: __(
					'Your session expired before the form was sent, so nothing was saved. Please try again.',
					'prism'
				),
	};
}

/**
 * The query string without the expired-form marker (so a reload does not show the message again).
 *
 * @param search The page's query string.
 */
export function withoutExpiredArg( search: string ): string {
	const params = new URLSearchParams( search );
	params.delete( EXPIRED_ARG );
	const rest = params.toString();
	return rest ? `?${ rest }` : '';
}
