/**
 * Rules for the member's resources on the client: what the Add Resource and edit dialogs may send, and how a long
 * link is shown. The server checks the same and has the last word (includes/Domain/Resource_Rules.php).
 */
import { __, sprintf } from '@wordpress/i18n';

/** What the Add Resource and edit dialogs send. */
export interface ResourceInput {
	description: string;
	link: string;
}

/** Longest description the server keeps (Resource_Rules::MAX_DESCRIPTION; spec section 9). */
export const RESOURCE_DESCRIPTION_MAX = 100;
/** Longest link the server keeps (Resource_Rules::MAX_LINK). */
export const RESOURCE_LINK_MAX = 2000;
/** Links longer than this show abbreviated (spec section 9). */
export const LINK_SHOWN_MAX = 30;

type Problems = Partial< Record< keyof ResourceInput, string > >;

/**
 * A link as the list shows it: as it is up to 30 characters, else its start and its end around an ellipsis, so the
 * site and the last part of the path both show ('https://example.com/…/guide.pdf'). The whole link goes in the
 * element's title and accessible name.
 *
 * @param link Stored link.
 * @param max  Most characters shown (the ellipsis included).
 */
export function abbreviateLink( link: string, max = LINK_SHOWN_MAX ): string {
	const chars = Array.from( link );
	if ( chars.length <= max ) {
		return link;
	}
	const keep = max - 1;
	const head = Math.ceil( ( keep * 2 ) / 3 );
	const tail = keep - head;
	return (
		chars.slice( 0, head ).join( '' ) +
		'…' +
		( tail > 0 ? chars.slice( chars.length - tail ).join( '' ) : '' )
	);
}

/**
 * The scheme of an address typed with one other than http(s) ('javascript', 'ftp'), or null.
 *
 * @param link Typed link, trimmed.
 */
function otherScheme( link: string ): string | null {
	const match = /^([a-z][a-z0-9+.\-]*):/i.exec( link );
	if ( ! match || /^https?:\/\//i.test( link ) ) {
		return null;
	}
	// host:port (example.com:8080/x) looks like a scheme but is an address typed without one.
	if ( /^[^:/]+\.[^:/]+:\d+(?:[/?#]|$)/.test( link ) ) {
		return null;
	}
	return match[ 1 ] ?? null;
}

/**
 * Why a typed web address will not be saved (another scheme than http(s), such as javascript: or ftp:, or spaces),
 * or null when it will: the check links of resources and saved articles share (Text::web_address_problem on the
 * server, which has the last word).
 *
 * @param link Typed link, trimmed and not empty.
 */
export function webAddressProblem( link: string ): string | null {
	if ( /\s/.test( link ) ) {
		return __( 'A web address cannot contain spaces.', 'prism' );
	}
	const scheme = otherScheme( link );
	if ( scheme !== null ) {
		return sprintf(
			/* translators: %s: the scheme typed, e.g. "javascript" or "ftp". */
			__(
				'Only web addresses starting with https:// or http:// can be saved, not "%s:" links.',
				'prism'
			),
			scheme
		);
	}
	// A dotted host name (example.com, bücher.example), after any user@ and before any :port.
	const host = link
		.replace( /^https?:\/\//i, '' )
		.replace( /[/?#][\s\S]*$/, '' )
		.replace( /^[^@]*@/, '' )
		.replace( /:\d+$/, '' );
	if ( ! DOTTED_HOST.test( host ) ) {
		return __(
			'Enter a web address like https://example.com/name.',
			'prism'
		);
	}
	return null;
}

/** A host name of dotted labels of letters, digits and inner hyphens (Text::web_address_problem's test). */
const DOTTED_HOST =
	/^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+\.?$/u;

/**
 * What is wrong with a resource draft, per field, and the values to send when nothing is. The values are sent as
 * typed; the server trims their ends.
 *
 * @param draft What the dialog holds.
 */
export function resourceDraftProblems( draft: ResourceInput ): {
	problems: Problems;
	input: ResourceInput | null;
} {
	const problems: Problems = {};
	const description = draft.description.trim();
	const link = draft.link.trim();
	if ( description === '' ) {
		problems.description = __(
			'Describe the resource before saving it.',
			'prism'
		);
	} else if ( Array.from( description ).length > RESOURCE_DESCRIPTION_MAX ) {
		problems.description = sprintf(
			/* translators: %d: maximum number of characters. */
			__( 'Keep this to %d characters or fewer.', 'prism' ),
			RESOURCE_DESCRIPTION_MAX
		);
	}
	if ( link === '' ) {
		problems.link = __( 'Enter the web address of the resource.', 'prism' );
	} else {
		const problem = webAddressProblem( link );
		if ( problem !== null ) {
			problems.link = problem;
		}
	}
	return {
		problems,
		input: Object.keys( problems ).length === 0 ? { ...draft } : null,
	};
}
