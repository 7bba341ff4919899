/**
 * The social fields take what people type: a web address, or a handle on the field's network ('@walkerq',
 * 'walkerq', 'jane.doe', LinkedIn's 'in/jane-doe' or 'jane-doe'). A handle is stored exactly as typed and links to
 * the network's address for it. Mirrors includes/Domain/Social_Profile.php, which has the last word; both tests
 * read the same cases (tests/fixtures/contact-fields/social-profiles.json). What only the form needs (its checks and
 * placeholders) is in socialProfileChecks.ts: the contact card, on every contact page, needs only the links.
 */
import type { SocialField } from './contactFields';
import { webHref } from './links';

interface Network {
	pattern: RegExp;
	base: string;
	hosts: readonly string[];
}

/**
 * How a handle looks on each network, where it links, and the network's own hosts (typed bare, they are the site's
 * address, not a handle). Twitter / X: letters, digits and _, up to 15. Instagram: letters, digits, . and _, up to
 * 30. Facebook: letters, digits and ., up to 50. LinkedIn: a public profile name (letters in any script, digits, -
 * and _), alone or after in/, company/ or school/.
 */
const NETWORKS: Partial< Record< SocialField, Network > > = {
	twitter: {
		pattern: /^@?([A-Za-z0-9_]{1,15})$/,
		base: 'https://x.com/',
		hosts: [ 'x.com', 'twitter.com' ],
	},
	instagram: {
		pattern: /^@?([A-Za-z0-9_][A-Za-z0-9._]{0,29})$/,
		base: 'https://www.instagram.com/',
		hosts: [ 'instagram.com', 'instagr.am' ],
	},
	facebook: {
		pattern: /^@?([A-Za-z0-9][A-Za-z0-9.]{0,49})$/,
		base: 'https://www.facebook.com/',
		hosts: [ 'facebook.com', 'fb.com' ],
	},
	linkedIn: {
		pattern: /^(?:@|(in|company|school)\/)?([\p{L}\p{N}_-]{1,100})\/?$/u,
		base: 'https://www.linkedin.com/',
		hosts: [ 'linkedin.com' ],
	},
};

/**
 * Whether the field's network has handles (X, Instagram, Facebook, LinkedIn; not the website).
 *
 * @param field The social field (or the website).
 */
export function takesHandles( field: SocialField ): boolean {
	return NETWORKS[ field ] !== undefined;
}

/**
 * The path of a handle on its network ('walkerq' for '@walkerq' on X, 'in/jane-doe' for LinkedIn's 'jane-doe'), or
 * null when the value is not a handle of that field.
 *
 * @param field The social field.
 * @param value The value, trimmed.
 */
export function handlePath( field: SocialField, value: string ): string | null {
	const network = NETWORKS[ field ];
	const match = network?.pattern.exec( value );
	if ( ! network || ! match ) {
		return null;
	}
	const bare = value
		.replace( /^@/, '' )
		.replace( /^(?:www\.|m\.|mobile\.)/i, '' )
		.toLowerCase();
	if ( network.hosts.includes( bare ) ) {
		return null;
	}
	return field === 'linkedIn'
		? `${ match[ 1 ] || 'in' }/${ match[ 2 ] }`
		: ( match[ 1 ] ?? null );
}

/**
 * Where a stored social value links: the network's address for a handle (https://x.com/walkerq), else the web
 * address itself (https:// in front when it has no scheme).
 *
 * @param field The social field (or the website).
 * @param value Stored value.
 */
export function socialHref( field: SocialField, value: string ): string {
	const trimmed = value.trim();
	const path = handlePath( field, trimmed );
	if ( path !== null ) {
		return (
			NETWORKS[ field ]!.base +
			path.split( '/' ).map( encodeURIComponent ).join( '/' )
		);
	}
	return trimmed === '' ? '' : webHref( trimmed );
}
