<?php
/**
 * Search_Grams: the trigrams of a text and the sample of a term's trigrams a search sizes up.
 *
 * @package Prism
 */

namespace Prism\Tests\Domain;

use PHPUnit\Framework\TestCase;
use Prism\Domain\Search_Grams;

/**
 * Pure trigram rules.
 */
final class SearchGramsTest extends TestCase {

	/**
	 * A gram as the integer the index stores.
	 *
	 * @param string $three Three bytes.
	 */
	private static function gram( string $three ): int {
		return ( ord( $three[0] ) << 16 ) | ( ord( $three[1] ) << 8 ) | ord( $three[2] );
	}

	public function test_every_run_of_three_bytes_once_in_first_seen_order(): void {
		$this->assertSame(
			array_map( array( self::class, 'gram' ), array( 'ban', 'ana', 'nan' ) ),
			Search_Grams::of( 'banana' )
		);
	}

	public function test_texts_shorter_than_a_gram_have_none(): void {
		$this->assertSame( array(), Search_Grams::of( '' ) );
		$this->assertSame( array(), Search_Grams::of( 'ab' ) );
		$this->assertSame( array( self::gram( 'abc' ) ), Search_Grams::of( 'abc' ) );
	}

	public function test_multibyte_letters_are_bytes_like_the_search_itself(): void {
		// "é" is two bytes: "émi" spans four bytes and so three grams overlap it.
		$text  = 'émile';
		$grams = Search_Grams::of( $text );
		$this->assertCount( strlen( $text ) - 2, $grams );
		$this->assertContains( self::gram( substr( $text, 0, 3 ) ), $grams );
		foreach ( $grams as $gram ) {
			$this->assertLessThanOrEqual( 0xFFFFFF, $gram );
		}
	}

	public function test_a_substring_has_only_grams_of_the_text(): void {
		$text = 'ann archer | acme labs | ann@acme.test | (555) 010-0001 | 5550100001';
		foreach ( array( 'acme', 'ann@', '010-0', 'r | a', '5550100001' ) as $term ) {
			$this->assertSame( array(), array_diff( Search_Grams::of( $term ), Search_Grams::of( $text ) ), $term );
		}
	}

	public function test_sample_keeps_short_terms_whole_and_spreads_over_long_ones(): void {
		$this->assertSame( Search_Grams::of( 'smith' ), Search_Grams::sample( 'smith', 4 ) );
		$long   = 'northwind labs';
		$all    = Search_Grams::of( $long );
		$sample = Search_Grams::sample( $long, 4 );
		$this->assertCount( 4, $sample );
		$this->assertSame( $all[0], $sample[0], 'the first gram' );
		$this->assertSame( end( $all ), end( $sample ), 'the last gram' );
		$this->assertSame( array(), array_diff( $sample, $all ) );
	}
}
