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
	}
}
