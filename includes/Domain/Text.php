<?php
/**
 * What PRISM does with text a member typed: it checks it and stores it as typed. Nothing here rewrites
 * characters a person can see: '<', '>', '&', quotes, '%20', emoji and right-to-left text all stay. Only control
 * characters (which no one can see, and which break exports and JSON) are removed, and the ends are trimmed.
 * Escaping is the job of each output (React text, esc_html/esc_attr/esc_url, iCalendar, CSV, vCard, email).
 *
 * @package Prism
 */

namespace Prism\Domain;

/**
 * Pure rules for member text.
 */
final class Text {

	/**
	 * C0 controls except tab and line feed, DEL, and the C1 controls. Format characters such as the
	 * right-to-left mark, zero-width joiners (emoji) and bidi overrides are not control characters and stay.
	 */
	private const CONTROLS = '/[\x{0}-\x{8}\x{B}\x{C}\x{E}-\x{1F}\x{7F}-\x{9F}]/u';

	/**
	 * Text made ready for esc_html() or esc_attr() so that it shows exactly as typed. Those two leave an entity alone
	 * (`&lt;b&gt;` stays `&lt;b&gt;`, which a browser or mail program shows as `<b>`, and `&amp;#x27;` becomes
	 * `&#x27;`): with every ampersand written as `&#038;` first, which they keep, an entity someone typed shows as the
	 * characters they typed. For what a person wrote, printed by PHP: `esc_html( Text::literal( $value ) )`.
	 *
	 * @param string $value The text.
	 */
	public static function literal( string $value ): string {
		return str_replace( '&', '&#038;', $value );
	}

	/**
	 * The text as it is stored: control characters removed, line breaks normalised to "\n" (multi-line) or turned
	 * into single spaces (one line, with tabs), ends trimmed. The value must be valid UTF-8 (see problem()).
	 *
	 * @param string $value     Valid UTF-8 text as typed.
	 * @param bool   $multiline Whether line breaks and tabs (indentation) are kept.
	 */
	public static function clean( string $value, bool $multiline = false ): string {
		$value = str_replace( array( "\r\n", "\r" ), "\n", $value );
		if ( ! $multiline ) {
			$value = (string) preg_replace( '/[\n\t\x{2028}\x{2029}]+/u', ' ', $value );
		}
		$value = (string) preg_replace( self::CONTROLS, '', $value );
		return trim( $value, " \n\t\0\x0B" );
	}

	/**
	 * Why a typed value cannot be stored, or null when it can. Checks that it is text, valid UTF-8 and, once
	 * cleaned, not longer than $max characters (and not blank when $required).
	 *
	 * @param mixed $value     Raw value.
	 * @param int   $max       Maximum characters after cleaning.
	 * @param bool  $required  Whether it must not be blank.
	 * @param bool  $multiline Whether line breaks are kept.
	 */
	public static function problem( $value, int $max, bool $required = false, bool $multiline = false ): ?string {
		if ( null === $value ) {
			$value = '';
		}
		if ( ! is_string( $value ) && ! is_int( $value ) && ! is_float( $value ) ) {
			return __( 'This must be text.', 'prism' );
		}
		$value = (string) $value;
		if ( ! mb_check_encoding( $value, 'UTF-8' ) ) {
			return __( 'This contains characters that are not valid text (UTF-8). Please type it again.', 'prism' );
		}
		$clean = self::clean( $value, $multiline );
		if ( $required && '' === $clean ) {
			return __( 'This cannot be empty.', 'prism' );
		}
		if ( mb_strlen( $clean ) > $max ) {
			/* translators: %d: maximum number of characters. */
			return sprintf( _n( 'Keep this to %d character or fewer.', 'Keep this to %d characters or fewer.', $max, 'prism' ), $max );
		}
		return null;
	}

	/**
	 * Cleans a raw value for showing it back to its author (a form that failed): never fails, whatever was posted.
	 * Invalid UTF-8 sequences are dropped here only because they cannot be shown (nor put in JSON) at all.
	 *
	 * @param mixed $value     Raw value.
	 * @param bool  $multiline Whether line breaks are kept.
	 */
	public static function for_redisplay( $value, bool $multiline = false ): string {
		if ( ! is_scalar( $value ) ) {
			return '';
		}
		$value = (string) $value;
		if ( ! mb_check_encoding( $value, 'UTF-8' ) ) {
			$value = mb_convert_encoding( $value, 'UTF-8', 'UTF-8' );
		}
		return self::clean( (string) $value, $multiline );
	}

	/**
	 * Why a typed value is not a web address PRISM will link to, or null when it is one. Only http(s) addresses
	 * are accepted: `javascript:`, `data:`, `mailto:` and every other scheme are refused, as is an address with
	 * spaces in it or without a dotted host. The address is otherwise accepted as typed (percent-escapes, unicode
	 * paths and hosts, query strings), because links pasted from a browser look like that.
	 *
	 * @param string $url Cleaned, non-empty value.
	 */
	public static function web_address_problem( string $url ): ?string {
		if ( preg_match( '/\s/u', $url ) ) {
			return __( 'A web address cannot contain spaces.', 'prism' );
		}
		$has_scheme = preg_match( '#^([a-z][a-z0-9+.\-]*):#i', $url, $scheme );
		if ( $has_scheme && ! preg_match( '#^https?://#i', $url ) && ! self::is_host_with_port( $url ) ) {
			/* translators: %s: the scheme typed, e.g. "javascript" or "ftp". */
			return sprintf( __( 'Only web addresses starting with https:// or http:// can be saved, not "%s:" links.', 'prism' ), $scheme[1] );
		}
		$address = self::with_scheme( $url );
		$rest    = (string) preg_replace( '#^https?://#i', '', $address );
		$host    = (string) preg_replace( '#[/?\#].*$#s', '', $rest );
		$host    = (string) preg_replace( '#^[^@]*@#', '', $host );
		$host    = (string) preg_replace( '#:\d+$#', '', $host );
		if ( ! preg_match( '/^[\p{L}\p{N}](?:[\p{L}\p{N}\-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}\-]*[\p{L}\p{N}])?)+\.?$/u', $host ) ) {
			return __( 'Enter a web address like https://example.com/name.', 'prism' );
		}
		return null;
	}

	/**
	 * A valid web address with its scheme: an address typed without one (linkedin.com/in/someone) gets https://
	 * in front; everything the member typed is kept after it.
	 *
	 * @param string $url Value that passed web_address_problem().
	 */
	public static function with_scheme( string $url ): string {
		return preg_match( '#^https?://#i', $url ) ? $url : 'https://' . $url;
	}

	/** Longest web address a member can store (a resource's or an article's link). */
	public const MAX_LINK = 2000;

	/**
	 * The one link rule (resources, articles): text up to MAX_LINK that is an http(s) web address, or why not.
	 *
	 * @param mixed $value Value from a request.
	 */
	public static function link_problem( $value ): ?string {
		$problem = self::problem( $value, self::MAX_LINK, true );
		if ( null !== $problem ) {
			return $problem;
		}
		return self::web_address_problem( self::clean( (string) $value ) );
	}

	/**
	 * What is stored for a link that has no problem: cleaned, with https:// when typed without a scheme.
	 *
	 * @param string $link Checked link.
	 */
	public static function stored_link( string $link ): string {
		return self::with_scheme( self::clean( $link ) );
	}

	/**
	 * Whether a scheme-less address starts with host:port (example.com:8080/x), which looks like a scheme.
	 *
	 * @param string $url Value.
	 */
	private static function is_host_with_port( string $url ): bool {
		return (bool) preg_match( '#^[^:/]+\.[^:/]+:\d+(?:[/?\#]|$)#', $url );
	}

	/**
	 * Undoes what earlier versions of PRISM did to typed text: their text filters turned '<' (and '>', '&') into
	 * HTML entities. Used by the upgrade step that repairs stored text.
	 *
	 * @param string $value Stored text.
	 */
	public static function decode_legacy_entities( string $value ): string {
		return strtr(
			$value,
			array(
				'&lt;'  => '<',
				'&gt;'  => '>',
				'&amp;' => '&',
			)
		);
	}
}
