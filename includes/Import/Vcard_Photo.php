<?php
/**
 * A card's PHOTO property, as Vcard_Reader cut it from the file (the property line with its folded lines, never
 * handed to the vCard parser whole): the image it carries, read the ways cards write one:
 *
 * - vCard 3.0 (iCloud, macOS, Android): `PHOTO;ENCODING=b;TYPE=JPEG:<base64, folded>`;
 * - vCard 2.1 (Outlook, older phones): `PHOTO;ENCODING=BASE64;JPEG:` or `PHOTO;BASE64:`, the base64 on lines of its
 *   own that may not be indented, up to a blank line;
 * - vCard 4.0: `PHOTO:data:image/jpeg;base64,<base64>` (a data: address; its comma escaped as text's, `\,`, by some
 *   servers);
 * - an address of an image elsewhere (`PHOTO;VALUE=uri:https://…`): not fetched (the image is not in the file, and
 *   fetching it would tell that server about the member's contacts); the address is kept in the contact's note.
 *
 * Whether the bytes are an image PRISM takes is Domain\Photo_Rules::read()'s to say.
 *
 * @package Prism
 */

namespace Prism\Import;

use Prism\Domain\Photo_Rules;

defined( 'ABSPATH' ) || exit;

/**
 * PHOTO property reader.
 */
final class Vcard_Photo {

	/** Most characters of a PHOTO property kept while reading (the base64 of Photo_Rules::MAX_BYTES, its line breaks, its head). */
	public const MAX_TEXT = ( Photo_Rules::MAX_BYTES * 4 - Photo_Rules::MAX_BYTES * 4 % 3 ) / 3 + 4 + ( Photo_Rules::MAX_BYTES - Photo_Rules::MAX_BYTES % 16 ) / 16 + 4096;

	/**
	 * What a PHOTO property holds: the image's bytes, an address, or why nothing could be read.
	 *
	 * @param string $text The property as the file wrote it, folded lines included.
	 * @return array{bytes?: string, url?: string, problem?: string}
	 */
	public static function read( string $text ): array {
		// Unfold: a line break followed by a space or tab continues the line; vCard 2.1's unindented base64 lines
		// are joined the same way (base64 has no spaces to lose).
		$text = (string) preg_replace( '/\r\n[ \t]?|\r[ \t]?|\n[ \t]?/', '', $text );
		if ( ! preg_match( '/^((?:[^:"]|"[^"]*")*):(.*)$/s', $text, $m ) ) {
			return array( 'problem' => Photo_Rules::unreadable_message() );
		}
		$params = array_map( 'strtolower', array_map( 'trim', array_slice( explode( ';', $m[1] ), 1 ) ) );
		// Some writers escape a data: address's comma as text ("base64\,"); base64 has no backslash to lose.
		$value = str_replace( '\\', '', trim( $m[2] ) );
		if ( preg_match( '#^data:([^,]*),(.*)$#is', $value, $data ) ) {
			$is_base64 = (bool) preg_match( '/;base64$/i', trim( $data[1] ) );
			$bytes     = $is_base64 ? self::base64( $data[2] ) : rawurldecode( $data[2] );
			return null === $bytes ? array( 'problem' => Photo_Rules::unreadable_message() ) : array( 'bytes' => $bytes );
		}
		$is_base64 = (bool) array_intersect( $params, array( 'encoding=b', 'encoding=base64', 'base64', 'b' ) );
		if ( ! $is_base64 && preg_match( '#^[a-z][a-z0-9+.\-]*://\S+$#i', $value ) ) {
			return array( 'url' => $value );
		}
		$bytes = self::base64( $value );
		return null === $bytes || '' === $bytes ? array( 'problem' => Photo_Rules::unreadable_message() ) : array( 'bytes' => $bytes );
	}

	/**
	 * Bytes from base64 text (white space ignored), or null when it is not base64.
	 *
	 * @param string $text Base64.
	 */
	private static function base64( string $text ): ?string {
		$bytes = base64_decode( (string) preg_replace( '/\s+/', '', $text ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- a card's photo is base64.
		return false === $bytes ? null : $bytes;
	}
}
