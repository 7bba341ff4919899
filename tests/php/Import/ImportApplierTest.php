<?php
/**
 * Import_Applier against the real database: matching by email, phone and LinkedIn profile, the skip / update /
 * create modes, nothing lost, and re-importing creating nothing new.
 *
 * @package Prism
 */

namespace Prism\Tests\Import;

use Prism\Data\Contact_Keys;
use Prism\Data\Db;
use Prism\Import\Import_Applier;
use Prism\Schema\Schema;
use Prism\Service\Contact_Service;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Applying import records.
 */
final class ImportApplierTest extends Prism_Test_Case {

	/**
	 * A record as a reader yields it.
	 *
	 * @param int                  $row    Row number.
	 * @param array<string, string> $values Contact values.
	 * @param array<string, mixed> $more   categories, events, notes, extra.
	 * @return array<string, mixed>
	 */
	private static function record( int $row, array $values, array $more = array() ): array {
		return array_merge(
			array(
				'row'        => $row,
				'values'     => $values,
				'categories' => array(),
				'events'     => array(),
				'notes'      => array(),
				'extra'      => array(),
				'problem'    => null,
			),
			$more
		);
	}

	/**
	 * Applies records in one transaction, as the job does.
	 *
	 * @param array<int, array<string, mixed>> $records Records.
	 * @param string                           $mode    Mode.
	 * @param int|null                         $owner   Member (the owner by default).
	 * @return array<string, mixed>
	 */
	private static function apply( array $records, string $mode = 'update', ?int $owner = null ): array {
		$applier = new Import_Applier( $owner ?? self::$owner, $mode, 'LinkedIn', 'Connections.csv' );
		return Db::transaction( static fn() => $applier->apply( $records ) );
	}

	/**
	 * Rows of a member table for the owner.
	 *
	 * @param string $name Logical table.
	 * @param int    $owner Member.
	 * @return array<int, array<string, mixed>>
	 */
	private static function rows( string $name, int $owner ): array {
		global $wpdb;
		$table = Schema::table( $name );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test; table from Schema.
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE owner_id = %d ORDER BY id", $owner ), ARRAY_A );
	}

	/**
	 * A file's worth of rows, realistic enough: names, emails, phones, LinkedIn, categories, a birthday, notes.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private static function file_rows(): array {
		return array(
			self::record(
				2,
				array(
					'firstName'    => 'Ada',
					'lastName'     => 'Lovelace',
					'company'      => 'Analytical Engines',
					'emailOne'     => 'ada@engines.test',
					'emailOneType' => 'Work',
					'phoneOne'     => '+1 (555) 010-0001',
					'phoneOneType' => 'Mobile',
					'linkedIn'     => 'https://www.linkedin.com/in/ada-lovelace/',
				),
				array(
					'categories' => array( 'Board', 'Friends' ),
					'events'     => array(
						array(
							'type'  => 'Birthday',
							'title' => 'Birthday',
							'date'  => '--12-10',
						),
					),
					'notes'      => array( "Budget <100k and >50k\nSee https://example.test/a%20b" ),
					'extra'      => array( 'Connected On: 12 Mar 2024' ),
				)
			),
			self::record(
				3,
				array(
					'firstName' => 'Grace',
					'lastName'  => 'Hopper',
					'emailOne'  => 'not-an-email',
				)
			),
			self::record( 4, array( 'title' => 'Only a title' ) ),
			self::record( 5, array(), array( 'problem' => 'Row 5 could not be read.' ) ),
		);
	}

	public function test_a_first_import_creates_contacts_with_everything_and_loses_nothing(): void {
		$out = self::apply( self::file_rows() );
		$this->assertSame( 2, $out['created'] );
		$this->assertSame( 2, $out['rejected'] );
		$this->assertSame( array( 4, 5 ), array_column( $out['rejects'], 'row' ) );
		$this->assertStringContainsString( 'nobody', $out['rejects'][0]['reason'] );
		$this->assertSame( 'Row 5 could not be read.', $out['rejects'][1]['reason'] );

		$contacts = self::rows( 'contacts', self::$owner );
		$this->assertCount( 2, $contacts );
		$ada = $contacts[0];
		$this->assertSame( 'ada@engines.test', $ada['email_one'] );
		$this->assertSame( 'LinkedIn', $ada['import_source'] );
		$notes = array_column( self::rows( 'notes', self::$owner ), 'note' );
		$this->assertContains( "Budget <100k and >50k\nSee https://example.test/a%20b", $notes, 'the note is stored exactly' );
		$this->assertContains( "Imported from LinkedIn (Connections.csv)\nConnected On: 12 Mar 2024", $notes );
		$grace_note = array_values( array_filter( $notes, static fn( $n ) => str_contains( $n, 'not-an-email' ) ) );
		$this->assertCount( 1, $grace_note, 'an invalid email is kept in the note, not dropped' );
		$this->assertSame( '', $contacts[1]['email_one'] );
		$events = self::rows( 'events', self::$owner );
		$this->assertSame( array( '--12-10' ), array_column( $events, 'event_date' ) );
		$this->assertCount( 2, self::rows( 'categories', self::$owner ) );
	}

	public function test_re_importing_in_update_or_skip_mode_creates_nothing_new(): void {
		self::apply( self::file_rows() );
		$counts = static fn(): array => array(
			count( self::rows( 'contacts', self::$owner ) ),
			count( self::rows( 'notes', self::$owner ) ),
			count( self::rows( 'events', self::$owner ) ),
			count( self::rows( 'categories', self::$owner ) ),
		);
		$before = $counts();
		foreach ( array( 'update', 'skip' ) as $mode ) {
			$out = self::apply( self::file_rows(), $mode );
			$this->assertSame( 0, $out['created'], $mode );
			$this->assertSame( 0, $out['updated'], $mode . ': nothing changed, so nothing counts as updated' );
			$this->assertSame( 2, $out['skipped'], $mode );
			$this->assertSame( $before, $counts(), $mode );
		}
		$out = self::apply( self::file_rows(), 'create' );
		$this->assertSame( 2, $out['created'], 'create adds them anyway' );
	}

	public function test_update_fills_empty_fields_adds_new_details_and_never_overwrites(): void {
		$id = ( new Contact_Service() )->create(
			self::$owner,
			array(
				'firstName' => 'Ada',
				'lastName'  => 'King',
				'title'     => 'Countess',
				'emailOne'  => 'ADA@Engines.TEST',
				'phoneOne'  => '555 010 0009',
			)
		);
		$out = self::apply(
			array(
				self::record(
					2,
					array(
						'firstName'    => 'Ada',
						'lastName'     => 'Lovelace',
						'title'        => 'Mathematician',
						'company'      => 'Analytical Engines',
						'emailOne'     => 'ada@engines.test',
						'emailTwo'     => 'ada@home.test',
						'emailTwoType' => 'Home',
					),
					array( 'categories' => array( 'Board' ) )
				),
			)
		);
		$this->assertSame( array( 0, 1, 0 ), array( $out['created'], $out['updated'], $out['skipped'] ) );
		$contacts = self::rows( 'contacts', self::$owner );
		$this->assertCount( 1, $contacts );
		$row = $contacts[0];
		$this->assertSame( (string) $id, (string) $row['id'] );
		$this->assertSame( 'King', $row['last_name'], 'what the member typed stays' );
		$this->assertSame( 'Countess', $row['title'] );
		$this->assertSame( 'Analytical Engines', $row['company'], 'an empty field is filled' );
		$this->assertSame( 'ADA@Engines.TEST', $row['email_one'] );
		$this->assertSame( 'ada@home.test', $row['email_two'], 'a new email is added' );
		$this->assertSame( 'PRISM,LinkedIn', $row['import_source'], 'sources accumulate' );
		$notes = implode( "\n", array_column( self::rows( 'notes', self::$owner ), 'note' ) );
		$this->assertStringContainsString( 'Mathematician', $notes, 'a differing title is kept in the note' );
		$this->assertStringContainsString( 'Ada Lovelace', $notes, 'a differing name is kept in the note' );
	}

	public function test_matches_by_phone_and_linkedin_profile_ignoring_their_formatting(): void {
		( new Contact_Service() )->create(
			self::$owner,
			array(
				'firstName' => 'Phone',
				'phoneOne'  => '(555) 010-0042',
			)
		);
		( new Contact_Service() )->create(
			self::$owner,
			array(
				'firstName' => 'Profile',
				'linkedIn'  => 'http://linkedin.com/in/Jane-Doe',
			)
		);
		$out = self::apply(
			array(
				self::record(
					2,
					array(
						'firstName' => 'Phone',
						'phoneOne'  => '+1 555.010.0042',
					)
				),
				self::record(
					3,
					array(
						'firstName' => 'Profile',
						'linkedIn'  => 'https://www.linkedin.com/in/jane-doe/',
					)
				),
			),
			'skip'
		);
		$this->assertSame( 2, $out['skipped'] );
		$this->assertSame( 0, $out['created'] );
	}

	public function test_the_same_person_twice_in_one_file_becomes_one_contact(): void {
		$out = self::apply(
			array(
				self::record(
					2,
					array(
						'firstName' => 'Twice',
						'emailOne'  => 'twice@example.test',
					),
					array( 'notes' => array( 'first' ) )
				),
				self::record(
					3,
					array(
						'firstName' => 'Twice',
						'emailOne'  => 'TWICE@example.test',
						'company'   => 'Later Inc',
					),
					array( 'notes' => array( 'second' ) )
				),
			)
		);
		$this->assertSame( array( 1, 1 ), array( $out['created'], $out['updated'] ) );
		$contacts = self::rows( 'contacts', self::$owner );
		$this->assertCount( 1, $contacts );
		$this->assertSame( 'Later Inc', $contacts[0]['company'] );
		$this->assertSame( array( 'first', 'second' ), array_column( self::rows( 'notes', self::$owner ), 'note' ) );
	}

	public function test_another_members_contacts_are_never_matched_or_touched(): void {
		( new Contact_Service() )->create(
			self::$other,
			array(
				'firstName' => 'Theirs',
				'emailOne'  => 'shared@example.test',
			)
		);
		$out = self::apply(
			array(
				self::record(
					2,
					array(
						'firstName' => 'Mine',
						'emailOne'  => 'shared@example.test',
						'company'   => 'Mine Inc',
					)
				),
			)
		);
		$this->assertSame( 1, $out['created'] );
		$theirs = self::rows( 'contacts', self::$other );
		$this->assertCount( 1, $theirs );
		$this->assertSame( '', $theirs[0]['company'] );
		$this->assertSame( 'PRISM', $theirs[0]['import_source'] );
	}

	public function test_keys_follow_edits_merges_and_deletes(): void {
		$service = new Contact_Service();
		$id      = $service->create(
			self::$owner,
			array(
				'firstName' => 'Keyed',
				'emailOne'  => 'old@example.test',
			)
		);
		$service->update( self::$owner, $id, array( 'emailOne' => 'new@example.test' ) );
		$hashes = array_map( 'intval', array_column( self::rows_by_contact( $id ), 'key_hash' ) );
		$this->assertContains( Contact_Keys::hash( Contact_Keys::EMAIL, 'new@example.test' ), $hashes );
		$this->assertNotContains( Contact_Keys::hash( Contact_Keys::EMAIL, 'old@example.test' ), $hashes );
		$this->assertSame( array( $id => array( 'new@example.test' ) ), ( new Contact_Keys() )->held( self::$owner, Contact_Keys::EMAIL, array( $id ) ) );
		$service->delete_many( self::$owner, array( $id ) );
		$this->assertSame( array(), self::rows_by_contact( $id ) );
	}

	/**
	 * Key rows of one contact.
	 *
	 * @param int $contact_id Contact.
	 * @return array<int, array<string, mixed>>
	 */
	private static function rows_by_contact( int $contact_id ): array {
		global $wpdb;
		$table = Schema::table( 'match_keys' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test; table from Schema.
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE contact_id = %d", $contact_id ), ARRAY_A );
	}

	public function test_import_source_counts_count_each_source_of_each_contact(): void {
		$this->make_contact( self::$owner, array( 'firstName' => 'Typed' ) );
		$this->make_contact( self::$owner, array( 'firstName' => 'Both' ), 'Google,LinkedIn' );
		$this->make_contact( self::$owner, array( 'firstName' => 'Cloud' ), 'iCloud' );
		$this->make_contact( self::$other, array( 'firstName' => 'Theirs' ), 'Google' );
		$counts = $this->ok( $this->get( 'import-source-counts/' . self::$owner ) );
		$this->assertSame(
			array(
				'PRISM'    => 1,
				'Google'   => 1,
				'iCloud'   => 1,
				'LinkedIn' => 1,
				'Facebook' => 0,
				'CSV'      => 0,
			),
			$counts
		);
		$this->assert_error( $this->get( 'import-source-counts/' . self::$other ), 403, 'prism_forbidden' );
	}

	public function test_contacts_stored_before_version_16_get_their_keys_on_upgrade_and_are_matched(): void {
		global $wpdb;
		$id   = $this->make_contact( self::$owner, array( 'firstName' => 'Before', 'emailOne' => 'before@example.test' ) );
		$keys = Schema::table( 'match_keys' );
		$jobs = Schema::table( 'jobs' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test; tables from Schema.
		$wpdb->query( "DELETE FROM {$keys}" );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$jobs} WHERE owner_id = 0 AND type = %s", \Prism\Jobs\Contact_Keys_Job::TYPE ) );
		// phpcs:enable
		update_option( Schema::VERSION_OPTION, 15 );
		\Prism\Schema\Installer::maybe_upgrade();
		$this->assertSame( Schema::DB_VERSION, (int) get_option( Schema::VERSION_OPTION ) );
		$this->assertTrue( \Prism\Jobs\Contact_Keys_Job::done() );
		$this->assertNotSame( array(), self::rows_by_contact( $id ) );
		$out = self::apply( array( self::record( 2, array( 'emailOne' => 'BEFORE@example.test' ) ) ), 'skip' );
		$this->assertSame( 1, $out['skipped'] );
	}
}
