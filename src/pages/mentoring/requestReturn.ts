/**
 * The round trip of 'Add a new contact' in 'Send a Mentor Request'. The Add Contact form is a form post
 * (includes/Forms/Contact_Form_Handler.php) that comes back to the page it was sent from; the page's address then
 * carries what was chosen in the request (?mentorRequest=1&series=…&role=…), so the request reopens with it and
 * with the new contact.
 */
import type { Flash, MentoringRole } from '../../api/types';
import type { MentorRequestChoices } from '../../components/mentoring/MentorRequestDialog';

const FLAG = 'mentorRequest';
const SERIES = 'series';
const ROLE = 'role';

/**
 * The address with the request's choices in it (the Add Contact form returns here).
 *
 * @param href    The page's address.
 * @param choices The series and role chosen so far.
 */
export function hrefWithRequest(
	href: string,
	choices: MentorRequestChoices
): string {
	const url = new URL( href );
	url.searchParams.set( FLAG, '1' );
	url.searchParams.delete( SERIES );
	url.searchParams.delete( ROLE );
	if ( choices.seriesId ) {
		url.searchParams.set( SERIES, String( choices.seriesId ) );
	}
	if ( choices.role ) {
		url.searchParams.set( ROLE, choices.role );
	}
	return url.toString();
}

/**
 * The address without the request's choices.
 *
 * @param href The page's address.
 */
export function hrefWithoutRequest( href: string ): string {
	const url = new URL( href );
	for ( const key of [ FLAG, SERIES, ROLE ] ) {
		url.searchParams.delete( key );
	}
	return url.toString();
}

/**
 * The request's choices carried in a query string, or null when it carries none.
 *
 * @param search The query string.
 */
export function requestFromSearch(
	search: string
): MentorRequestChoices | null {
	const params = new URLSearchParams( search );
	if ( params.get( FLAG ) !== '1' ) {
		return null;
	}
	const seriesId = Number( params.get( SERIES ) );
	const role = params.get( ROLE );
	return {
		seriesId:
			Number.isInteger( seriesId ) && seriesId > 0 ? seriesId : undefined,
		role:
			role === 'mentor' || role === 'mentee'
				? ( role as MentoringRole )
				: undefined,
	};
}

/** What the page opens when it loads after the Add Contact form came back. */
export type RequestOnLoad =
	| { kind: 'request'; initial: MentorRequestChoices }
	| { kind: 'add-contact'; draft: Flash; choices: MentorRequestChoices }
	| null;

/**
 * The dialog to open on load: the request again, with the contact just added; the Add Contact form again, with what
 * the member typed, when the server refused it (or the session had expired); nothing when the page was not reached
 * from the request.
 *
 * @param search The page's query string.
 * @param flash  The one-time message of the form post.
 */
export function requestOnLoad(
	search: string,
	flash: Flash | null
): RequestOnLoad {
	const choices = requestFromSearch( search );
	if ( ! choices ) {
		return null;
	}
	const fromForm =
		flash?.form === 'add-contact' ||
		flash?.form === 'contact' ||
		flash?.form === 'expired';
	if ( flash && fromForm && flash.type === 'error' ) {
		return { kind: 'add-contact', draft: flash, choices };
	}
	if (
		flash &&
		flash.type === 'success' &&
		flash.form === 'add-contact' &&
		flash.contactId
	) {
		return {
			kind: 'request',
			initial: { ...choices, contactId: flash.contactId },
		};
	}
	return { kind: 'request', initial: choices };
}
