<?php
/**
 * Relationships from real files, through the real import path (Import_Store, then the job): a family's iCloud cards
 * name each other (Apple's `_$!<Mother>!$_`, a custom label, vCard 4's RELATED), someone not in the file is kept as
 * a name and linked when a later import brings them, the same relationship named from both cards is stored once,
 * and importing the file again adds nothing.
 *
 * @package Prism
 */

namespace Prism\Tests\Import;

use Prism\Data\Contact_Repository;
use Prism\Data\Import_Repository;
use Prism\Data\Job;
use Prism\Domain\Contact_Fields;
use Prism\Import\Import_Store;
use Prism\Jobs\Runner;
use Prism\Service\Relationships;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Relationship imports.
 */
final class RelationshipsImportTest extends Prism_Test_Case {

	/**
	 * An iCloud export of a family: Ann names her mother, her husband and her godmother; Mary (a vCard 4 card) names
	 * Ann back, and a card by reference PRISM cannot follow.
	 */
	private static function family_file(): string {
		$cards = <<<'VCF'
BEGIN:VCARD
VERSION:3.0
N:Lee;Ann;;;
FN:Ann Lee
EMAIL;type=INTERNET:ann@lee.example
item1.X-ABRELATEDNAMES:Mary Lee
item1.X-ABLabel:_$!<Mother>!$_
item2.X-ABRELATEDNAMES:Tom Lee
item2.X-ABLabel:_$!<Spouse>!$_
item3.X-ABRELATEDNAMES:Rosa Díaz
item3.X-ABLabel:Godmother
END:VCARD
BEGIN:VCARD
VERSION:4.0
N:Lee;Mary;;;
FN:Mary Lee
EMAIL:mary@lee.example
RELATED;TYPE=child;VALUE=text:Ann Lee
RELATED;VALUE=uri:urn:uuid:03a0e51f-d1aa-4385-8a53-e29025acd8af
END:VCARD
VCF;
		return str_replace( "\n", "\r\n", $cards ) . "\r\n";
	}

	/**
	 * Temporary files to delete.
	 *
	 * @var string[]
	 */
	private array $files = array();

	protected function tearDown(): void {
		foreach ( $this->files as $file ) {
			@unlink( $file ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.WP.AlternativeFunctions.unlink_unlink -- test clean-up.
		}
		parent::tearDown();
	}

	/**
	 * Imports bytes as a member's upload would, and runs the job to the end.
	 *
	 * @param string $bytes     File content.
	 * @param string $name      File name.
	 * @param string $file_type The dialog's file type.
	 * @return array<string, mixed> The import's row.
	 */
	private function import( string $bytes, string $name, string $file_type ): array {
		$path = (string) tempnam( sys_get_temp_dir(), 'prism-relations-' );
		file_put_contents( $path, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- test fixture.
		$this->files[] = $path;
		$imports       = new Import_Repository();
		$id            = ( new Import_Store() )->import_file( self::$owner, $path, $name, $file_type, 'update' );
		( new Runner() )->run_job( (int) $imports->find( $id )['job_id'], INF );
		$import = $imports->find( $id );
		$this->assertSame( Job::DONE, $import['job_state'] );
		return $import;
	}

	/**
	 * Every contact's relationships as its page reads them, by name.
	 *
	 * @return array<string, string[]>
	 */
	private function family(): array {
		$family = array();
		( new Contact_Repository() )->each_batch(
			self::$owner,
			static function ( array $batch ) use ( &$family ): void {
				foreach ( $batch as $row ) {
					$family[ Contact_Fields::display_name( Contact_Fields::from_row( $row ) ) ] = array_map(
						static fn( array $one ): string => $one['role'] . ': ' . $one['otherName'] . ( null === $one['otherId'] ? ' (text)' : '' ),
						( new Relationships() )->of_contact( self::$owner, (int) $row['id'] )
					);
				}
			}
		);
		ksort( $family );
		return $family;
	}

	public function test_a_familys_cards_relate_to_each_other_and_to_whoever_comes_later(): void {
		$import = $this->import( self::family_file(), 'family.vcf', 'iCloud CSV' );
		$this->assertSame( 2, (int) $import['created_count'] );
		$this->assertSame(
			array(
				'Ann Lee'  => array( 'Spouse or partner: Tom Lee (text)', 'Mother: Mary Lee', 'Godmother: Rosa Díaz (text)' ),
				'Mary Lee' => array( 'Child: Ann Lee' ),
			),
			$this->family(),
			'Ann\'s "Mother" and Mary\'s "child" are one relationship, with the label the file gave'
		);
		$this->assertSame( 3, $this->count_rows( 'relationships', array( 'owner_id' => self::$owner ) ), 'Mother, Spouse and Godmother: three rows' );
		$notes = implode( "\n", array_column( array_merge( ...array_values( ( new \Prism\Data\Note_Repository() )->for_contacts( self::$owner, array_column( $this->contacts_of( self::$owner ), 'id' ) ) ) ), 'note' ) );
		$this->assertStringContainsString( 'urn:uuid:03a0e51f-d1aa-4385-8a53-e29025acd8af', $notes, 'a reference to a card PRISM cannot follow is kept in the note' );

		// The same file again: nothing new.
		$before = $this->family();
		$this->import( self::family_file(), 'family-again.vcf', 'iCloud CSV' );
		$this->assertSame( $before, $this->family() );
		$this->assertSame( 3, $this->count_rows( 'relationships', array( 'owner_id' => self::$owner ) ) );

		// Tom and Rosa come later, from a Google CSV: the names become links; Tom's own relation to Ann is no repeat.
		$this->import( "First Name,Last Name,E-mail 1 - Value,Relation 1 - Label,Relation 1 - Value\nTom,Lee,tom@lee.example,Spouse,Ann Lee\nRosa,Díaz,rosa@example.test,,\n", 'contacts.csv', 'iCloud CSV' );
		$this->assertSame(
			array(
				'Ann Lee'   => array( 'Spouse or partner: Tom Lee', 'Mother: Mary Lee', 'Godmother: Rosa Díaz' ),
				'Mary Lee'  => array( 'Child: Ann Lee' ),
				'Rosa Díaz' => array( 'Godmother of: Ann Lee' ),
				'Tom Lee'   => array( 'Spouse or partner: Ann Lee' ),
			),
			$this->family()
		);
		$this->assertSame( 3, $this->count_rows( 'relationships', array( 'owner_id' => self::$owner ) ) );
	}

	public function test_a_row_separated_from_the_contact_it_went_into_takes_the_relationships_it_named(): void {
		$jo  = $this->make_contact( self::$owner, array( 'firstName' => 'Jo', 'lastName' => 'Park', 'company' => 'Sunrise Bakery', 'emailOne' => 'info@bakery.example' ) );
		$rel = ( new Relationships() )->add( self::$owner, $jo, array( 'kind' => 'friend', 'label' => '', 'otherName' => 'Sam Park' ) );
		// Jo Kim shares the bakery's address: the import puts her row into Jo Park, with the spouse she names.
		$import = $this->import( "First Name,Last Name,Organization Name,E-mail 1 - Value,Phone 1 - Value,Relation 1 - Label,Relation 1 - Value\nJo,Kim,Sunrise Bakery,info@bakery.example,+1 206 555 0199,Spouse,Lee Kim\n", 'kim.csv', 'iCloud CSV' );
		$this->assertSame( 1, (int) $import['updated_count'] );
		$this->assertSame( array( 'Jo Park' => array( 'Spouse or partner: Lee Kim (text)', 'Friend: Sam Park (text)' ) ), $this->family() );

		$match     = $this->ok( $this->get( "imports/{$import['id']}/matches" ) )[0];
		$separated = $this->ok( $this->send( 'POST', "imports/{$import['id']}/matches/{$match['id']}/separate", array() ) );
		$this->assertSame( 'Jo Kim', $separated['separatedContact']['name'] );
		$this->assertSame(
			array(
				'Jo Kim'  => array( 'Spouse or partner: Lee Kim (text)' ),
				'Jo Park' => array( 'Friend: Sam Park (text)' ),
			),
			$this->family(),
			'the spouse went with the row; what the member had stays'
		);
		$this->assertGreaterThan( 0, $rel );
	}
}
