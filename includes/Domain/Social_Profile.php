<?php
/**
 * The social fields (LinkedIn, Facebook, Instagram, Twitter / X) take what people type: a web address, or a handle
 * on the field's network ("@walkerq", "walkerq", "jane.doe", LinkedIn's "in/jane-doe" or "jane-doe"). A handle is
 * stored exactly as typed and linked to the network's address for it; a web address is a web address (Domain\Text).
 * Mirrored in src/domain/socialProfiles.ts, with the same cases in both tests.
 *
 * @package Prism
 */

namespace Prism\Domain;

/**
 * Handles on social networks.
 */
final class Social_Profile {

	/**
	 * Field => how a handle on its network looks, where it links, and the network's own hosts (typed bare, they are
	 * the site's address, not a handle).
	 *
	 * - Twitter / X: letters, digits and _, up to 15 (X's rule), with or without @.
	 * - Instagram: letters, digits, . and _, up to 30 (Instagram's rule), with or without @.
	 * - Facebook: a username: letters, digits and ., up to 50, with or without @.
	 * - LinkedIn: a public profile name (letters in any script, digits, - and _; LinkedIn's custom URL), alone or
	 *   after in/, company/ or school/ as LinkedIn's own addresses have it.
	 */
	private const NETWORKS = array(
		'twitter'   => array(
			'pattern' => '/^@?([A-Za-z0-9_]{1,15})$/',
			'base'    => 'https://x.com/',
			'hosts'   => array( 'x.com', 'twitter.com' ),
		),
		'instagram' => array(
			'pattern' => '/^@?([A-Za-z0-9_][A-Za-z0-9._]{0,29})$/',
			'base'    => 'https://www.instagram.com/',
			'hosts'   => array( 'instagram.com', 'instagr.am' ),
		),
		'facebook'  => array(
			'pattern' => '/^@?([A-Za-z0-9][A-Za-z0-9.]{0,49})$/',
			'base'    => 'https://www.facebook.com/',
			'hosts'   => array( 'facebook.com', 'fb.com' ),
		),
		'linkedIn'  => array(
			'pattern' => '#^(?:@|(in|company|school)/)?([\p{L}\p{N}_\-]{1,100})/?$#u',
			'base'    => 'https://www.linkedin.com/',
			'hosts'   => array( 'linkedin.com' ),
		),
	);

	/**
	 * Whether a field takes handles.
	 *
	 * @param string $field API field.
	 */
	public static function takes_handles( string $field ): bool {
		return isset( self::NETWORKS[ $field ] );
	}

	/**
	 * The path of a handle on its network ('walkerq' for "@walkerq" on X, 'in/jane-doe' for LinkedIn's "jane-doe"),
	 * or null when the value is not a handle of that field (a web address, or something else).
	 *
	 * @param string $field API field.
	 * @param string $value Cleaned value, as typed.
	 */
	public static function handle_path( string $field, string $value ): ?string {
		$network = self::NETWORKS[ $field ] ?? null;
		if ( null === $network || ! preg_match( $network['pattern'], $value, $m ) ) {
			return null;
		}
		$bare = strtolower( (string) preg_replace( '/^(?:www\.|m\.|mobile\.)/i', '', ltrim( $value, '@' ) ) );
		if ( in_array( $bare, $network['hosts'], true ) ) {
			return null;
		}
		if ( 'linkedIn' === $field ) {
			return ( '' !== $m[1] ? $m[1] : 'in' ) . '/' . $m[2];
		}
		return $m[1];
	}

	/**
	 * Where a stored social value links: the network's address for a handle (https://x.com/walkerq), else the web
	 * address itself (with https:// when it was stored without a scheme).
	 *
	 * @param string $field API field.
	 * @param string $value Stored value.
	 */
	public static function href( string $field, string $value ): string {
		$value = trim( $value );
		$path  = self::handle_path( $field, $value );
		if ( null !== $path ) {
			return self::NETWORKS[ $field ]['base'] . implode( '/', array_map( 'rawurlencode', explode( '/', $path ) ) );
		}
		return '' === $value ? '' : Text::with_scheme( $value );
	}

	/**
	 * The readable problem with a value that is neither a handle of the field nor a web address: about the handle
	 * when it looks like one was meant (no slash, no scheme), else about the address.
	 *
	 * @param string $field API field.
	 * @param string $value Cleaned value.
	 */
	public static function problem( string $field, string $value ): ?string {
		if ( '' === $value || null !== self::handle_path( $field, $value ) ) {
			return null;
		}
		$address = Text::web_address_problem( $value );
		$handle  = ! preg_match( '#[/:]#', $value );
		if ( null === $address && ! str_starts_with( $value, '@' ) ) {
			return null;
		}
		if ( ! $handle && null !== $address ) {
			return $address;
		}
		switch ( $field ) {
			case 'twitter':
				return __( 'Enter an X handle like @name (letters, digits and _, up to 15) or a web address like https://x.com/name.', 'prism' );
			case 'instagram':
				return __( 'Enter an Instagram handle like @name (letters, digits, . and _, up to 30) or a web address like https://instagram.com/name.', 'prism' );
			case 'facebook':
				return __( 'Enter a Facebook username like jane.doe (letters, digits and .) or a web address like https://facebook.com/name.', 'prism' );
			default:
				return __( 'Enter a LinkedIn profile name like jane-doe or in/jane-doe, or a web address like https://linkedin.com/in/name.', 'prism' );
		}
	}
}
