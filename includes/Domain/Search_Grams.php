<?php
/**
 * N-grams of search text: every run of one, two and three bytes, each as an integer. A contact's text contains a
 * term of three bytes or fewer exactly when it holds that term's own gram, so the list of contacts under it is
 * exactly the matches (their number is the total). A longer term's trigrams all occur in any text that contains
 * it, so the contacts holding one of them are a superset of the matches, which the search then checks exactly.
 *
 * Bytes, not characters: PRISM lower-cases both sides in PHP and compares bytes (Db::contains()), so the grams
 * follow the same rule, and a multi-byte letter simply spans one or more of them.
 *
 * Encoding (unsigned 32 bits): a trigram is its three bytes (below 2^24, as schema v8 stored them); a bigram is
 * 2^24 plus its two bytes; a single byte is 2^25 plus the byte. No two grams share a number.
 *
 * @package Prism
 */

namespace Prism\Domain;

defined( 'ABSPATH' ) || exit;

/**
 * Pure n-gram rules.
 */
final class Search_Grams {

	/** Bytes of the longest gram. A term of this length or shorter is matched exactly by its own gram. */
	public const SIZE = 3;

	private const BIGRAM  = 0x1000000;
	private const UNIGRAM = 0x2000000;

	/**
	 * The distinct grams of a text (single bytes, pairs and triples), in the order they first occur.
	 *
	 * @param string $text Lower-cased text.
	 * @return int[]
	 */
	public static function of( string $text ): array {
		$grams  = array();
		$length = strlen( $text );
		for ( $i = 0; $i < $length; $i++ ) {
			$a                           = ord( $text[ $i ] );
			$grams[ self::UNIGRAM | $a ] = true;
			if ( $i + 1 < $length ) {
				$b                                        = ord( $text[ $i + 1 ] );
				$grams[ self::BIGRAM | ( $a << 8 ) | $b ] = true;
				if ( $i + 2 < $length ) {
					$grams[ ( $a << 16 ) | ( $b << 8 ) | ord( $text[ $i + 2 ] ) ] = true;
				}
			}
		}
		return array_keys( $grams );
	}

	/**
	 * The gram of a term of one to three bytes: the contacts under it are exactly the contacts whose text
	 * contains the term.
	 *
	 * @param string $term Lower-cased term of 1 to SIZE bytes.
	 * @throws \InvalidArgumentException For an empty or longer term.
	 */
	public static function exact( string $term ): int {
		$bytes = array_map( 'ord', str_split( $term ) );
		switch ( strlen( $term ) ) {
			case 1:
				return self::UNIGRAM | $bytes[0];
			case 2:
				return self::BIGRAM | ( $bytes[0] << 8 ) | $bytes[1];
			case 3:
				return ( $bytes[0] << 16 ) | ( $bytes[1] << 8 ) | $bytes[2];
		}
		throw new \InvalidArgumentException( 'A term of 1 to 3 bytes has one exact gram.' );
	}

	/**
	 * The distinct trigrams of a term, in the order they first occur.
	 *
	 * @param string $term Lower-cased term.
	 * @return int[]
	 */
	public static function trigrams( string $term ): array {
		$grams = array();
		$last  = strlen( $term ) - self::SIZE;
		for ( $i = 0; $i <= $last; $i++ ) {
			$grams[ ( ord( $term[ $i ] ) << 16 ) | ( ord( $term[ $i + 1 ] ) << 8 ) | ord( $term[ $i + 2 ] ) ] = true;
		}
		return array_keys( $grams );
	}

	/**
	 * Up to $count of a longer term's trigrams, spread along it (the first, the last, and evenly between), so a
	 * search looks at a bounded number of candidate lists however long the term is.
	 *
	 * @param string $term  Lower-cased term of more than SIZE bytes.
	 * @param int    $count How many at most (2 or more).
	 * @return int[]
	 */
	public static function sample( string $term, int $count ): array {
		$grams = self::trigrams( $term );
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
