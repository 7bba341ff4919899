<?php
/**
 * Relations: every kind has a reverse that leads back to it, a relationship reads from the other side by the
 * reverse's name (a label stays on its side; a custom one reads "… of"), and the words files use map onto kinds and
 * back, so that PRISM reads its own export the way it wrote it.
 *
 * @package Prism
 */

namespace Prism\Tests\Domain;

use PHPUnit\Framework\TestCase;
use Prism\Domain\Relations;

/**
 * Relationship kinds.
 */
final class RelationsTest extends TestCase {

	public function test_every_kind_reverses_back_to_itself_and_has_a_name(): void {
		foreach ( Relations::kinds() as $kind ) {
			$reverse = Relations::REVERSE[ $kind ];
			$this->assertTrue( Relations::is_kind( $reverse ), $kind );
			$this->assertSame( $kind, Relations::REVERSE[ $reverse ], $kind );
			$this->assertNotSame( '', Relations::kind_name( $kind ) );
		}
		$this->assertFalse( Relations::is_kind( 'nemesis' ) );
		$this->assertFalse( Relations::is_kind( array( 'spouse' ) ) );
	}

	public function test_a_relationship_reads_from_the_other_side_by_the_reverse(): void {
		$this->assertSame( array( 'kind' => 'parent', 'label' => 'Mother' ), Relations::seen( 'parent', 'Mother', false ) );
		$this->assertSame( array( 'kind' => 'child', 'label' => '' ), Relations::seen( 'parent', 'Mother', true ), 'the label is the other side\'s' );
		$this->assertSame( array( 'kind' => 'other', 'label' => 'Godmother of' ), Relations::seen( 'other', 'Godmother', true ) );
		$this->assertSame( array( 'kind' => 'introduced', 'label' => '' ), Relations::seen( 'introducedBy', '', true ) );
		$this->assertSame( 'Introduced you to', Relations::role( 'introduced', '' ) );
		$this->assertSame( 'Mother', Relations::role( 'parent', 'Mother' ) );
	}

	/**
	 * @dataProvider file_words
	 *
	 * @param string $word  What a file says.
	 * @param string $kind  Kind it is.
	 * @param string $label Label kept.
	 */
	public function test_a_files_word_is_a_kind_and_keeps_what_the_kind_does_not_say( string $word, string $kind, string $label ): void {
		$this->assertSame(
			array(
				'kind'  => $kind,
				'label' => $label,
			),
			Relations::from_file( $word )
		);
	}

	/**
	 * Words from Apple, Google and vCard 4.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	public static function file_words(): array {
		return array(
			'Apple mother'        => array( '_$!<Mother>!$_', 'parent', 'Mother' ),
			'Apple spouse'        => array( '_$!<Spouse>!$_', 'spouse', '' ),
			'Apple partner'       => array( '_$!<Partner>!$_', 'spouse', 'Partner' ),
			'Apple other'         => array( '_$!<Other>!$_', 'other', '' ),
			'Apple custom'        => array( 'Godmother', 'other', 'Godmother' ),
			'Google referred by'  => array( 'referred_by', 'introducedBy', 'Referred by' ),
			'Google domestic'     => array( 'Domestic Partner', 'spouse', 'Domestic Partner' ),
			'vCard 4 co-worker'   => array( 'co-worker', 'colleague', 'Co-worker' ),
			'vCard 4 kin'         => array( 'kin', 'relative', 'Kin' ),
			'PRISM direct report' => array( 'Direct report', 'report', '' ),
			'PRISM introduced'    => array( 'Introduced you to', 'introduced', '' ),
			'nothing'             => array( '  ', 'other', '' ),
		);
	}

	public function test_every_kind_and_label_reads_back_as_written(): void {
		foreach ( Relations::kinds() as $kind ) {
			foreach ( array( '', 'other' === $kind ? 'Godmother' : '' ) as $label ) {
				$this->assertSame( array( 'kind' => $kind, 'label' => $label ), Relations::from_file( Relations::file_role( $kind, $label ) ), "{$kind} {$label}" );
				$this->assertSame( array( 'kind' => $kind, 'label' => $label ), Relations::from_file( Relations::apple_label( $kind, $label ) ), "Apple: {$kind} {$label}" );
			}
		}
		$this->assertSame( array( 'kind' => 'parent', 'label' => 'Mother' ), Relations::from_file( Relations::apple_label( 'parent', 'Mother' ) ) );
	}
}
