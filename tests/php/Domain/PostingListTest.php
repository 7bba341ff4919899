<?php
/**
 * A stored block of a search list: what it decodes to, with a base added, and which of some contact ids it holds,
 * in both of its forms (offsets for a few contacts, a bitmap for many).
 *
 * @package Prism
 */

namespace Prism\Tests\Domain;

use Prism\Domain\Posting_List;
use PHPUnit\Framework\TestCase;

/**
 * Posting_List.
 */
final class PostingListTest extends TestCase {

	/**
	 * A few offsets (stored as a list) and many (stored as a bitmap).
	 *
	 * @return array<string, array{0: int[]}>
	 */
	public function blocks(): array {
		return array(
			'offsets' => array( array( 0, 7, 8, 255, 1000, 4095 ) ),
			'bitmap'  => array( range( 0, 4095, 13 ) ),
		);
	}

	/**
	 * @dataProvider blocks
	 *
	 * @param int[] $offsets Offsets in the block.
	 */
	public function test_a_block_decodes_to_its_offsets_and_ids_and_holds_exactly_them( array $offsets ): void {
		$bytes = Posting_List::encode( $offsets );
		$this->assertSame( count( $offsets ) >= 256 ? 512 : 2 * count( $offsets ), strlen( $bytes ) );
		$this->assertSame( $offsets, Posting_List::decode( $bytes ) );
		$base = 3 << Posting_List::SHIFT;
		$ids  = array_map( static fn( int $offset ): int => $base + $offset, $offsets );
		$this->assertSame( $ids, Posting_List::ids( 3, $bytes ) );
		$every = range( $base, $base + Posting_List::SPAN - 1 );
		$this->assertSame( $ids, Posting_List::holds( $bytes, $every ), 'of every id of the block, exactly the listed ones' );
		$this->assertSame( array(), Posting_List::holds( $bytes, array_values( array_diff( $every, $ids ) ) ) );
		$this->assertSame( array(), Posting_List::holds( '', $every ), 'an empty block holds none' );

		$bitmap = Posting_List::bitmap( $bytes );
		$this->assertSame( 512, strlen( $bitmap ) );
		$this->assertSame( $offsets, Posting_List::decode( $bitmap ), 'the bitmap form holds the same offsets' );
		$this->assertSame( array_values( array_diff( $every, $ids ) ), Posting_List::absent( $bitmap, 3, $base, $base + Posting_List::SPAN ), 'absent: every other id of the block' );
		$from = $base + 5;
		$to   = $base + 1001;
		$this->assertSame( array_values( array_diff( range( $from, $to - 1 ), $ids ) ), Posting_List::absent( $bitmap, 3, $from, $to ), 'absent: the other ids of a range, its end not included' );
		$this->assertSame( range( $from, $to - 1 ), Posting_List::absent( Posting_List::bitmap( '' ), 3, $from, $to ), 'an empty block leaves every id of the range out' );
		$bytes_of = Posting_List::bytes( $bitmap );
		$this->assertSame( Posting_List::SPAN, strlen( $bytes_of ), 'a byte an offset' );
		$this->assertSame( $offsets, array_keys( array_filter( str_split( $bytes_of ), static fn( string $byte ): bool => "\x01" === $byte ) ), '"\x01" at exactly the offsets held' );
		$this->assertSame( Posting_List::SPAN - count( $offsets ), substr_count( $bytes_of, "\0" ), '"\0" everywhere else' );
		$other = Posting_List::bitmap( Posting_List::encode( array( 1, 2, 3 ) ) );
		$this->assertSame( array_values( array_diff( $every, $ids, array( $base + 1, $base + 2, $base + 3 ) ) ), Posting_List::absent( $bitmap | $other, 3, $base, $base + Posting_List::SPAN ), 'two lists united with |: what neither holds' );
	}
}
