<?php
/**
 * Trigrams of search text: every run of three bytes, as an integer. If a search term is a substring of a
 * contact's search text, each of the term's trigrams is one of the text's trigrams, so the contacts holding one
 * trigram of the term are a superset of the matches; the search then checks those few candidates exactly.
 *
 * Bytes, not characters: PRISM lower-cases both sides in PHP and compares bytes (Db::contains()), so the
 * trigrams follow the same rule, and a multi-byte letter simply spans two or three of them.
 *
 * @package Prism
 */

namespace Prism\Domain;

defined( 'ABSPATH' ) || exit;

/**
 * Pure trigram rules.
 */
final class Search_Grams {

	/** Bytes per gram. A term shorter than this has no gram and is searched by a scan. */
	public const SIZE = 3;

	/**
	 * The distinct trigrams of a text, in the order they first occur.
	 *
	 * @param string $text Lower-cased text.
	 * @return int[]
	 */
	public static function of( string $text ): array {
		$grams = array();
		$last  = strlen( $text ) - self::SIZE;
		for ( $i = 0; $i <= $last; $i++ ) {
			$grams[ ( ord( $text[ $i ] ) << 16 ) | ( ord( $text[ $i + 1 ] ) << 8 ) | ord( $text[ $i + 2 ] ) ] = true;
		}
		return array_keys( $grams );
	}

	/**
	 * Up to $count of a term's trigrams, spread along it (the first, the last, and evenly between), so a search
	 * looks at a bounded number of candidate lists however long the term is.
	 *
	 * @param string $term  Lower-cased term.
	 * @param int    $count How many at most (2 or more).
	 * @return int[]
	 */
	public static function sample( string $term, int $count ): array {
		$grams = self::of( $term );
		$total = count( $grams );
		if ( $total <= $count ) {
			return $grams;
		}
		$picked = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$picked[] = $grams[ (int) round( $i * ( $total - 1 ) / ( $count - 1 ) ) ];
		}
		return array_values( array_unique( $picked ) );
	}
}
