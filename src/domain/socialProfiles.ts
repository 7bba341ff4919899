/**
 * The social fields take what people type: a web address, or a handle on the field's network ('@walkerq',
 * 'walkerq', 'jane.doe', LinkedIn's 'in/jane-doe' or 'jane-doe'). A handle is stored exactly as typed and links to
 * the network's address for it. Mirrors includes/Domain/Social_Profile.php, which has the last word; both tests
 * read the same cases (tests/fixtures/contact-fields/social-profiles.json).
 */
import { __ } from '@wordpress/i18n';
import type { SocialField } from './contactFields';
import { webHref } from './links';
import { webAddressProblem } from './resources';

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
		: match[ 1 ];
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

/** A dotted host, as Text::web_address_problem() wants it. */
const HOST =
	/^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+\.?$/u;

/**
 * Why a typed web address will not be saved, or null: the scheme and spaces (as for resources) and a host with a
 * dot, as the server checks contacts' links.
 *
 * @param value Typed value, trimmed and not empty.
 */
function addressProblem( value: string ): string | null {
	const problem = webAddressProblem( value );
	if ( problem !== null ) {
		return problem;
	}
	const rest = value.replace( /^https?:\/\//i, '' );
	const host = rest
		.replace( /[/?#][\s\S]*$/, '' )
		.replace( /^[^@]*@/, '' )
		.replace( /:\d+$/, '' );
	return HOST.test( host )
		? null
		: __( 'Enter a web address like https://example.com/name.', 'prism' );
}

/**
 * What a social field's placeholder suggests: a handle where the network has them, else a web address.
 *
 * @param field The social field.
 */
export function socialPlaceholder( field: SocialField ): string {
	switch ( field ) {
		case 'twitter':
		case 'instagram':
			return __( '@name or https://…', 'prism' );
		case 'facebook':
			return __( 'name or https://…', 'prism' );
		case 'linkedIn':
			return __( 'in/name or https://…', 'prism' );
		default:
			return __( 'https://…', 'prism' );
	}
}

/**
 * Why a social field's value will not be saved, or null: it must be a handle of the field's network or a web
 * address. The message speaks of the handle when one was meant (no slash, no scheme), else of the address.
 *
 * @param field The social field (or the website).
 * @param typed The value as typed.
 */
export function socialProblem(
	field: SocialField,
	typed: string
): string | null {
	const value = typed.trim();
	if ( value === '' || handlePath( field, value ) !== null ) {
		return null;
	}
	const address = addressProblem( value );
	if ( ! NETWORKS[ field ] ) {
		return address;
	}
	if ( address === null && ! value.startsWith( '@' ) ) {
		return null;
	}
	if ( /[/:]/.test( value ) && address !== null ) {
		return address;
	}
	switch ( field ) {
		case 'twitter':
			return __(
				'Enter an X handle like @name (letters, digits and _, up to 15) or a web address like https://x.com/name.',
				'prism'
			);
		case 'instagram':
			return __(
				'Enter an Instagram handle like @name (letters, digits, . and _, up to 30) or a web address like https://instagram.com/name.',
				'prism'
			);
		case 'facebook':
			return __(
				'Enter a Facebook username like jane.doe (letters, digits and .) or a web address like https://facebook.com/name.',
				'prism'
			);
		default:
			return __(
				'Enter a LinkedIn profile name like jane-doe or in/jane-doe, or a web address like https://linkedin.com/in/name.',
				'prism'
			);
	}
}
