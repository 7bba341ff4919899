/**
 * What the contact form checks and suggests in the social fields (the network's words for a handle, the placeholders).
 * The rules themselves are in socialProfiles.ts; this ships with the form only.
 */
import { __ } from '@wordpress/i18n';
import type { SocialField } from './contactFields';
import { webAddressProblem } from './resources';
import { handlePath, takesHandles } from './socialProfiles';

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
	if ( ! takesHandles( field ) ) {
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
