<?php
/**
 * Export → import round trips: a member's contacts with every field, categories, notes (several lines, '<100k and
 * >50k', '%20', text a spreadsheet would run), relationships (with contacts, read from both sides, and with someone
 * who is not a contact) and events (birthdays with and without a year, anniversaries, other
 * dates) are exported as Google CSV and as vCard through the route, and each file is imported into an empty
 * member through the real import path (Import_Store, then the job run by Jobs\Runner). The same contacts come back:
 * every field, the categories, the notes' text, the events; and nothing else (no note of leftovers).
 *
 * What a file cannot carry is stated in docs/import.md ("Export"): the CSV joins a contact's notes into one note;
 * neither file has a note's networking stage, an event's description, or the contact's networking process.
 *
 * @package Prism
 */

namespace Prism\Tests\Export;

use Prism\Data\Category_Repository;
use Prism\Data\Contact_Repository;
use Prism\Data\Event_Repository;
use Prism\Data\Import_Repository;
use Prism\Data\Job;
use Prism\Data\Note_Repository;
use Prism\Domain\Contact_Fields;
use Prism\Export\Contact_Export;
use Prism\Import\Import_Store;
use Prism\Jobs\Runner;
use Prism\Service\Relationships;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Round trips.
 */
final class RoundTripTest extends Prism_Test_Case {

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
	 * Stores an event.
	 *
	 * @param int    $contact_id Contact of the owner.
	 * @param string $type       Type.
	 * @param string $title      Title.
	 * @param string $date       Date.
	 */
	private function event( int $contact_id, string $type, string $title, string $date ): void {
		( new Event_Repository() )->create(
			self::$owner,
			$contact_id,
			array(
				'title' => $title,
				'type'  => $type,
				'desc'  => '',
				'date'  => $date,
			)
		);
	}

	/**
	 * The owner's network: a contact with every field filled and every kind of child, and a few that are sparse or
	 * tricky.
	 */
	private function make_network(): void {
		$ada = $this->make_contact(
			self::$owner,
			array(
				'firstName'         => 'Ada',
				'lastName'          => 'Lovelace-Byron',
				'title'             => 'Analyst & "first" programmer',
				'company'           => 'Engines, Ltd; London',
				'emailOne'          => 'ada@example.test',
				'emailOneType'      => 'Main',
				'emailTwo'          => 'ada.home@example.test',
				'emailTwoType'      => 'Home',
				'emailThree'        => 'ada@engines.example',
				'emailThreeType'    => 'Work',
				'phoneOne'          => '+44 20 7946 0000',
				'phoneOneType'      => 'Mobile',
				'phoneTwo'          => '020 7946 0001',
				'phoneTwoType'      => 'Main',
				'phoneThree'        => '(020) 7946-0002 ext. 7',
				'phoneThreeType'    => 'Other',
				'addressOne'        => '12 St James\'s Square',
				'addressOneType'    => 'Home',
				'addressOneCity'    => 'London',
				'addressOneState'   => 'Greater London',
				'addressOneZip'     => 'SW1Y 4JH',
				'addressTwo'        => '1 Engine Row, Unit 5',
				'addressTwoType'    => 'Work',
				'addressTwoCity'    => 'Manchester',
				'addressTwoState'   => 'Lancashire',
				'addressTwoZip'     => 'M1 1AA',
				'addressThree'      => 'Ockham Park',
				'addressThreeType'  => 'Other',
				'addressThreeCity'  => 'Ockham',
				'addressThreeState' => 'Surrey',
				'addressThreeZip'   => 'GU23 6NP',
				'website'           => 'https://ada.example/notes?a=1,2&b=%20',
				'linkedIn'          => 'https://www.linkedin.com/in/ada-lovelace',
				'facebook'          => 'https://www.facebook.com/ada.lovelace',
				'instagram'         => 'https://www.instagram.com/ada',
				'twitter'           => 'https://x.com/ada',
			)
		);
		$this->make_category( self::$owner, 'Mathematicians', array( $ada ) );
		$this->make_category( self::$owner, 'Board & Friends', array( $ada ) );
		$this->make_category( self::$owner, 'Victorian, 19th c.', array( $ada ) );
		$this->make_note( self::$owner, $ada, "Met at Babbage's soirée.\nShe said \"the engine weaves\".\nBudget <100k and >50k, link %20 ok." );
		$this->make_note( self::$owner, $ada, '=1+1 is not a formula here' );
		$this->event( $ada, 'Birthday', 'Birthday', '1815-12-10' );
		$this->event( $ada, 'Anniversary', 'Anniversary', '1835-07-08' );
		$this->event( $ada, 'Other', 'Published the Notes', '1843-09-01' );

		$bo = $this->make_contact( self::$owner, array( 'firstName' => 'Bo', 'phoneOne' => '+1 555 010 0001', 'phoneOneType' => 'Mobile', 'emailOne' => 'bo@example.test' ) );
		$this->make_category( self::$owner, 'Mathematicians', array( $bo ) );
		$this->event( $bo, 'Birthday', 'Birthday', '--02-29' );
		$this->event( $bo, 'Anniversary', 'Anniversary', '--06-01' );
		$this->make_note( self::$owner, $bo, "Line one\n\nLine three after a blank line" );

		$acme = $this->make_contact( self::$owner, array( 'company' => 'Acme Widgets GmbH', 'emailOne' => 'info@acme.example' ) );
		$zoe  = $this->make_contact( self::$owner, array( 'firstName' => 'Zoë', 'lastName' => 'Ørsted-Ünal', 'emailOne' => 'zoe@example.test', 'emailOneType' => 'Other', 'title' => '@home -ish' ) );

		// Relationships: with contacts (read from both sides), with someone who is not one, a label, a custom role.
		$relate = function ( int $contact, array $values ): void {
			( new Relationships() )->add( self::$owner, $contact, $values + array( 'label' => '' ) );
		};
		$relate( $ada, array( 'kind' => 'child', 'label' => 'Daughter', 'otherId' => $bo ) );
		$relate( $ada, array( 'kind' => 'introducedBy', 'otherId' => $zoe ) );
		$relate( $ada, array( 'kind' => 'spouse', 'otherName' => 'William King, Earl <of> Lovelace' ) );
		$relate( $zoe, array( 'kind' => 'other', 'label' => 'Godmother', 'otherId' => $bo ) );
		$relate( $bo, array( 'kind' => 'colleague', 'otherId' => $acme ) );
	}

	/**
	 * The export a member downloads (through the route, as the owner).
	 *
	 * @param string $format csv or vcard.
	 * @return string Path of the saved file.
	 */
	private function download( string $format ): string {
		$this->act_as( self::$owner );
		$response = $this->get( 'export', array( 'format' => $format ) );
		$this->assertSame( 200, $response->get_status() );
		$export = $response->get_data();
		$this->assertInstanceOf( Contact_Export::class, $export );
		$path = (string) tempnam( sys_get_temp_dir(), 'prism-roundtrip-' );
		file_put_contents( $path, $export->render() );
		$this->files[] = $path;
		return $path;
	}

	/**
	 * Imports a file into the other member (empty) through Import_Store and the job, as an upload would.
	 *
	 * @param string $path      File.
	 * @param string $name      File name.
	 * @param string $file_type The dialog's file type.
	 * @return array<string, mixed> The import's row.
	 */
	private function import_into_other( string $path, string $name, string $file_type ): array {
		$this->assertSame( array(), $this->network_of( self::$other ), 'the member importing starts empty' );
		$imports = new Import_Repository();
		$id      = ( new Import_Store() )->import_file( self::$other, $path, $name, $file_type, 'create' );
		$import  = $imports->find( $id );
		( new Runner() )->run_job( (int) $import['job_id'], INF );
		$import = $imports->find( $id );
		$this->assertSame( Job::DONE, $import['job_state'], (string) wp_json_encode( $import ) );
		$this->assertSame( 0, (int) $import['rejected_count'], (string) wp_json_encode( $imports->rejects( $id, 10 ) ) );
		return $import;
	}

	/**
	 * A member's network as a file carries it, by display name: every field, categories, notes' text, events.
	 *
	 * @param int $owner Member.
	 * @return array<string, array<string, mixed>>
	 */
	private function network_of( int $owner ): array {
		$rows       = array();
		( new Contact_Repository() )->each_batch(
			$owner,
			static function ( array $batch ) use ( &$rows ): void {
				array_push( $rows, ...$batch );
			}
		);
		$ids        = array_map( static fn( array $row ): int => (int) $row['id'], $rows );
		$categories = ( new Category_Repository() )->for_contacts( $owner, $ids );
		$notes      = ( new Note_Repository() )->for_contacts( $owner, $ids );
		$events     = ( new Event_Repository() )->for_contacts( $owner, $ids );
		$network    = array();
		foreach ( $rows as $row ) {
			$id     = (int) $row['id'];
			$values = Contact_Fields::from_row( $row );
			$texts  = array_map( static fn( array $n ): string => (string) $n['note'], $notes[ $id ] ?? array() );
			sort( $texts );
			$dates = array_map( static fn( array $e ): string => $e['type'] . ' | ' . $e['title'] . ' | ' . $e['event_date'], $events[ $id ] ?? array() );
			sort( $dates );
			$names = array_column( $categories[ $id ] ?? array(), 'name' );
			sort( $names );
			$relations = array_map(
				static fn( array $one ): string => $one['role'] . ': ' . $one['otherName'] . ( null === $one['otherId'] ? ' (not a contact)' : '' ),
				( new Relationships() )->of_contact( $owner, $id )
			);
			$network[ Contact_Fields::display_name( $values ) ] = array(
				'values'     => $values,
				'categories' => $names,
				'notes'      => $texts,
				'events'     => $dates,
				'relations'  => $relations,
			);
		}
		ksort( $network );
		return $network;
	}

	/**
	 * The owner's network with each contact's notes joined as the CSV joins them (oldest first, a blank line).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function expected_from_csv(): array {
		$network = $this->network_of( self::$owner );
		$by_name = array();
		( new Contact_Repository() )->each_batch(
			self::$owner,
			static function ( array $batch ) use ( &$by_name ): void {
				foreach ( $batch as $row ) {
					$by_name[ Contact_Fields::display_name( Contact_Fields::from_row( $row ) ) ] = (int) $row['id'];
				}
			}
		);
		$notes = ( new Note_Repository() )->for_contacts( self::$owner, array_values( $by_name ) );
		foreach ( $network as $name => $contact ) {
			$texts                     = array_map( static fn( array $n ): string => (string) $n['note'], $notes[ $by_name[ $name ] ] ?? array() );
			$network[ $name ]['notes'] = $texts ? array( implode( "\n\n", $texts ) ) : array();
		}
		return $network;
	}

	public function test_google_csv_export_imports_back_into_the_same_contacts(): void {
		$this->make_network();
		$expected = $this->expected_from_csv();
		$this->assertCount( 4, $expected );
		$import = $this->import_into_other( $this->download( 'csv' ), 'prism-contacts.csv', 'Google CSV' );
		$this->assertSame( 'google', $import['kind'], 'read as Google\'s current layout' );
		$this->assertSame( 4, (int) $import['created_count'] );
		$this->assertSame( $expected, $this->network_of( self::$other ) );
		$this->assertSame( array( 'Spouse or partner: William King, Earl <of> Lovelace (not a contact)', 'Daughter: Bo', 'Introduced by: Zoë Ørsted-Ünal' ), $expected['Ada Lovelace-Byron']['relations'], 'the network has its relationships' );
	}

	public function test_vcard_export_imports_back_into_the_same_contacts(): void {
		$this->make_network();
		$expected = $this->network_of( self::$owner );
		$import   = $this->import_into_other( $this->download( 'vcard' ), 'prism-contacts.vcf', 'iCloud CSV' );
		$this->assertSame( 'vcard', $import['kind'] );
		$this->assertSame( 4, (int) $import['created_count'] );
		$this->assertSame( $expected, $this->network_of( self::$other ) );
	}

	/**
	 * Importing the export back into the same member (update mode) finds every contact and changes nothing but their
	 * import sources (iCloud or Google is added), from either format (a CSV's Notes cell holds a contact's notes
	 * joined with a blank line: the applier knows it).
	 */
	public function test_re_importing_an_export_into_the_same_member_creates_nothing(): void {
		$this->make_network();
		$before = $this->network_of( self::$owner );
		foreach ( array( 'vcard' => 'iCloud CSV', 'csv' => 'Google CSV' ) as $format => $file_type ) {
			$imports = new Import_Repository();
			$id      = ( new Import_Store() )->import_file( self::$owner, $this->download( $format ), 'again.' . $format, $file_type, 'update' );
			( new Runner() )->run_job( (int) $imports->find( $id )['job_id'], INF );
			$import = $imports->find( $id );
			$this->assertSame( 0, (int) $import['created_count'], $format );
			$this->assertSame( 4, (int) $import['updated_count'] + (int) $import['skipped_count'], $format );
			$this->assertSame( $before, $this->network_of( self::$owner ), $format );
		}
	}
}
