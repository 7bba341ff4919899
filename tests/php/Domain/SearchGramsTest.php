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
	 * A trigram as the integer the index stores.
	 *
	 * @param string $three Three bytes.
	 */
	private static function gram( string $three ): int {
		return ( ord( $three[0] ) << 16 ) | ( ord( $three[1] ) << 8 ) | ord( $three[2] );
	}

	public function test_every_run_of_one_two_and_three_bytes_once_in_first_seen_order(): void {
		$this->assertSame(
			array(
				Search_Grams::exact( 'b' ),
				Search_Grams::exact( 'ba' ),
				self::gram( 'ban' ),
				Search_Grams::exact( 'a' ),
				Search_Grams::exact( 'an' ),
				self::gram( 'ana' ),
				Search_Grams::exact( 'n' ),
				Search_Grams::exact( 'na' ),
				self::gram( 'nan' ),
			),
			Search_Grams::of( 'banana' )
		);
	}

	public function test_short_texts_have_their_short_grams(): void {
		$this->assertSame( array(), Search_Grams::of( '' ) );
		$this->assertSame( array( Search_Grams::exact( 'a' ), Search_Grams::exact( 'ab' ), Search_Grams::exact( 'b' ) ), Search_Grams::of( 'ab' ) );
		$this->assertContains( self::gram( 'abc' ), Search_Grams::of( 'abc' ) );
		$this->assertSame( self::gram( 'abc' ), Search_Grams::exact( 'abc' ), 'a three-byte term\'s exact gram is its trigram' );
	}

	public function test_grams_of_different_lengths_never_share_a_number(): void {
		$seen = array();
		foreach ( array( 'a', 'ab', 'abc', "\0", "\0\0", "\0\0\0", "\xFF", "\xFF\xFF", "\xFF\xFF\xFF", "\x01\x00", "\x00\x01\x00" ) as $term ) {
			$gram = Search_Grams::exact( $term );
			$this->assertArrayNotHasKey( $gram, $seen, bin2hex( $term ) . ' collides with ' . bin2hex( (string) ( $seen[ $gram ] ?? '' ) ) );
			$this->assertLessThan( 2 ** 32, $gram, 'fits the unsigned int column' );
			$seen[ $gram ] = $term;
		}
	}

	public function test_a_text_contains_a_short_term_exactly_when_it_holds_the_terms_gram(): void {
		$text = 'ann archer | acme labs | ann@acme.test | zoë';
		foreach ( array( 'a', 'an', 'ann', 'z', 'ë', 'oë', '@', '|', 'q', 'xy', 'zz', 'é' ) as $term ) {
			$this->assertSame( str_contains( $text, $term ), in_array( Search_Grams::exact( $term ), Search_Grams::of( $text ), true ), $term );
		}
	}

	public function test_multibyte_letters_are_bytes_like_the_search_itself(): void {
		// "é" is two bytes: "émi" spans four bytes and so three trigrams overlap it.
		$text     = 'émile';
		$trigrams = Search_Grams::trigrams( $text );
		$this->assertCount( strlen( $text ) - 2, $trigrams );
		$this->assertContains( self::gram( substr( $text, 0, 3 ) ), $trigrams );
		foreach ( $trigrams as $gram ) {
			$this->assertLessThanOrEqual( 0xFFFFFF, $gram );
		}
		$this->assertContains( Search_Grams::exact( 'é' ), Search_Grams::of( $text ), 'a two-byte letter is found by its bigram' );
	}

	public function test_a_substring_has_only_grams_of_the_text(): void {
		$text = 'ann archer | acme labs | ann@acme.test | (555) 010-0001 | 5550100001';
		foreach ( array( 'acme', 'ann@', '010-0', 'r | a', '5550100001' ) as $term ) {
			$this->assertSame( array(), array_diff( Search_Grams::of( $term ), Search_Grams::of( $text ) ), $term );
		}
	}

	public function test_sample_keeps_short_terms_whole_and_spreads_over_long_ones(): void {
		$this->assertSame( Search_Grams::trigrams( 'smith' ), Search_Grams::sample( 'smith', 4 ) );
		$long   = 'northwind labs';
		$all    = Search_Grams::trigrams( $long );
		$sample = Search_Grams::sample( $long, 4 );
		$this->assertCount( 4, $sample );
		$this->assertSame( $all[0], $sample[0], 'the first gram' );
		$this->assertSame( end( $all ), end( $sample ), 'the last gram' );
		$this->assertSame( array(), array_diff( $sample, $all ) );
	}
}
