<?php
/**
 * The stored form of a search list: the contacts under one gram, in blocks of 4,096 contact ids (a block is the id
 * shifted right by 12 bits). Each block is one row holding the ids' offsets within it (the low 12 bits):
 *
 * - fewer than 256 contacts: their offsets in ascending order, two bytes each, little-endian (`pack('v*')`), so at
 *   most 510 bytes;
 * - 256 or more: a bitmap of 4,096 bits, 512 bytes, bit (offset % 8) of byte (offset / 8) set for each contact.
 *
 * The length tells them apart. A block is never larger than 512 bytes, so a contact added or removed rewrites at most
 * that much per gram, and a dense gram costs one bit a contact. Measured on the benchmark's member of 30,000
 * contacts: 238 grams a contact, about 230 bytes a contact in these blocks.
 *
 * @package Prism
 */

namespace Prism\Domain;

defined( 'ABSPATH' ) || exit;

/**
 * Pure encoding of one block of a search list.
 */
final class Posting_List {

	/** Bits of a contact id below the block number. */
	public const SHIFT = 12;

	/** Contact ids per block. */
	public const SPAN = 4096;

	/** Bytes of a bitmap block; a list of offsets is always shorter. */
	private const BITMAP = 512;

	/** Contacts from which a block is a bitmap. */
	private const DENSE = 256;

	/**
	 * The block of a contact id.
	 *
	 * @param int $contact_id Contact id.
	 */
	public static function block( int $contact_id ): int {
		return $contact_id >> self::SHIFT;
	}

	/**
	 * The offsets a stored block holds, ascending, each plus $base.
	 *
	 * @param string $bytes Stored block.
	 * @param int    $base  Added to each offset (ids() adds the block's first id).
	 * @return int[]
	 */
	public static function decode( string $bytes, int $base = 0 ): array {
		if ( self::BITMAP !== strlen( $bytes ) ) {
			if ( '' === $bytes ) {
				return array();
			}
			$offsets = array_values( unpack( 'v*', $bytes ) );
			if ( 0 === $base ) {
				return $offsets;
			}
			foreach ( $offsets as $i => $offset ) {
				$offsets[ $i ] = $base + $offset;
			}
			return $offsets;
		}
		static $bits = null;
		if ( null === $bits ) {
			$bits = array();
			for ( $byte = 0; $byte < 256; $byte++ ) {
				$bits[ $byte ] = array();
				for ( $bit = 0; $bit < 8; $bit++ ) {
					if ( $byte & ( 1 << $bit ) ) {
						$bits[ $byte ][] = $bit;
					}
				}
			}
		}
		$offsets = array();
		foreach ( unpack( 'C*', $bytes ) as $i => $byte ) {
			if ( 0 === $byte ) {
				continue;
			}
			$at = $base + ( ( $i - 1 ) << 3 );
			foreach ( $bits[ $byte ] as $bit ) {
				$offsets[] = $at + $bit;
			}
		}
		return $offsets;
	}

	/**
	 * Those of some contact ids of a block that a stored block holds: a bit tested each in a bitmap, a shorter block
	 * decoded.
	 *
	 * @param string $bytes Stored block.
	 * @param int[]  $ids   Contact ids of that block.
	 * @return int[]
	 */
	public static function holds( string $bytes, array $ids ): array {
		$held = array();
		if ( self::BITMAP === strlen( $bytes ) ) {
			foreach ( $ids as $id ) {
				$offset = $id & ( self::SPAN - 1 );
				if ( ord( $bytes[ $offset >> 3 ] ) & ( 1 << ( $offset & 7 ) ) ) {
					$held[] = $id;
				}
			}
			return $held;
		}
		$listed = array_flip( self::decode( $bytes ) );
		foreach ( $ids as $id ) {
			if ( isset( $listed[ $id & ( self::SPAN - 1 ) ] ) ) {
				$held[] = $id;
			}
		}
		return $held;
	}

	/**
	 * The contact ids a stored block holds, ascending.
	 *
	 * @param int    $block Block number.
	 * @param string $bytes Stored block.
	 * @return int[]
	 */
	public static function ids( int $block, string $bytes ): array {
		return self::decode( $bytes, $block << self::SHIFT );
	}

	/**
	 * A stored block as a bitmap (BITMAP bytes, bit (offset % 8) of byte (offset / 8) for each contact it holds), in
	 * whichever form it was stored; '' (no row) is the empty bitmap. Bitmaps of several lists are united with `|`.
	 *
	 * @param string $bytes Stored block, or ''.
	 */
	public static function bitmap( string $bytes ): string {
		if ( self::BITMAP === strlen( $bytes ) ) {
			return $bytes;
		}
		$bitmap = str_repeat( "\0", self::BITMAP );
		foreach ( self::decode( $bytes ) as $offset ) {
			$bitmap[ $offset >> 3 ] = chr( ord( $bitmap[ $offset >> 3 ] ) | ( 1 << ( $offset & 7 ) ) );
		}
		return $bitmap;
	}

	/**
	 * A bitmap (bitmap()) as a byte an offset: "\x01" where it holds the contact, "\0" elsewhere (SPAN bytes), made by
	 * strtr() from a table of the 256 byte values, at C's speed, to be combined with other byte strings by the string
	 * `&` and counted by substr_count().
	 *
	 * @param string $bitmap A bitmap.
	 */
	public static function bytes( string $bitmap ): string {
		static $table = null;
		if ( null === $table ) {
			$table = array();
			for ( $byte = 0; $byte < 256; $byte++ ) {
				$bytes = '';
				for ( $bit = 0; $bit < 8; $bit++ ) {
					$bytes .= ( $byte & ( 1 << $bit ) ) ? "\x01" : "\0";
				}
				$table[ chr( $byte ) ] = $bytes;
			}
		}
		return strtr( $bitmap, $table );
	}

	/**
	 * The contact ids of a block, from $from to $to (not included), that a bitmap (bitmap()) does not hold, ascending:
	 * the bitmap negated with `~` and decoded, so the cost is what is left out rather than what is held.
	 *
	 * @param string $bitmap A bitmap (BITMAP bytes).
	 * @param int    $block  Block number.
	 * @param int    $from   First id wanted.
	 * @param int    $to     Id after the last wanted.
	 * @return int[]
	 */
	public static function absent( string $bitmap, int $block, int $from, int $to ): array {
		$first = $block << self::SHIFT;
		$ids   = self::decode( ~$bitmap, $first );
		if ( $from <= $first && $to >= $first + self::SPAN ) {
			return $ids;
		}
		return array_values( array_filter( $ids, static fn( int $id ): bool => $id >= $from && $id < $to ) );
	}

	/**
	 * The stored form of a set of offsets ('' for none).
	 *
	 * @param int[] $offsets Offsets below SPAN, each once.
	 */
	public static function encode( array $offsets ): string {
		if ( count( $offsets ) < self::DENSE ) {
			sort( $offsets, SORT_NUMERIC );
			return $offsets ? pack( 'v*', ...$offsets ) : '';
		}
		$bytes = array_fill( 0, self::BITMAP, 0 );
		foreach ( $offsets as $offset ) {
			$bytes[ $offset >> 3 ] |= 1 << ( $offset & 7 );
		}
		return pack( 'C*', ...$bytes );
	}

	/**
	 * A stored block with some contacts added and others removed: the new bytes and how many contacts it holds.
	 *
	 * @param string $bytes  Stored block ('' for a new one).
	 * @param int[]  $add    Offsets to add.
	 * @param int[]  $remove Offsets to remove.
	 * @return array{0: string, 1: int}
	 */
	public static function change( string $bytes, array $add, array $remove ): array {
		$set = array_fill_keys( self::decode( $bytes ), true );
		foreach ( $remove as $offset ) {
			unset( $set[ $offset ] );
		}
		foreach ( $add as $offset ) {
			$set[ $offset ] = true;
		}
		return array( self::encode( array_keys( $set ) ), count( $set ) );
	}
}
