<?php
/**
 * WordPress's personal-data tools with PRISM's exporter and eraser: the member found by the request's email, their
 * contacts (every field, categories, import source), notes, events, follow-ups, categories and resources exported
 * in pages with text exactly as typed in WordPress's own HTML report; the eraser deleting everything the member owns
 * a batch at a time through the usual write paths, and a deleted WordPress user taking their PRISM data along;
 * another member's data untouched throughout.
 *
 * @package Prism
 */

namespace Prism\Tests\Privacy;

use Prism\Data\Event_Repository;
use Prism\Data\Followup_Repository;
use Prism\Data\Import_Repository;
use Prism\Data\Job;
use Prism\Data\Job_Repository;
use Prism\Data\Note_Repository;
use Prism\Jobs\Cron;
use Prism\Jobs\Runner;
use Prism\Privacy\Erase_Member_Job;
use Prism\Privacy\Personal_Data;
use Prism\Reminders\Reminder_Settings;
use Prism\Schema\Schema;
use Prism\Service\Contact_Service;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Personal-data exporter and eraser.
 */
final class PersonalDataTest extends Prism_Test_Case {

	/**
	 * A member's email address.
	 *
	 * @param int $user_id Member.
	 */
	private static function email( int $user_id ): string {
		return (string) get_userdata( $user_id )->user_email;
	}

	/**
	 * Stores a resource (no PRISM screen writes them yet; they came with the legacy data).
	 *
	 * @param int    $owner       Member.
	 * @param string $description Description.
	 * @param string $link        Link.
	 */
	private function make_resource( int $owner, string $description, string $link ): int {
		global $wpdb;
		$wpdb->insert(
			Schema::table( 'resources' ),
			array(
				'owner_id'    => $owner,
				'description' => $description,
				'link'        => $link,
				'created_at'  => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * A member with something in every PRISM table: contacts with categories, notes, events, follow-ups and a
	 * process, a merge, a resource, an import with its file and a rejected row, a job, and settings.
	 *
	 * @param int    $owner Member.
	 * @param string $tag   Text that marks this member's data.
	 * @return array<string, int> Ids by name.
	 */
	private function make_member_data( int $owner, string $tag ): array {
		$ann  = $this->make_contact(
			$owner,
			array(
				'firstName'    => "Ann {$tag}",
				'lastName'     => 'Archer',
				'company'      => 'Acme <100k & Co',
				'emailOne'     => "ann.{$tag}@example.test",
				'emailOneType' => 'Work',
				'phoneOne'     => '+1 555 0100',
				'linkedIn'     => "https://www.linkedin.com/in/ann-{$tag}",
			),
			'Google,LinkedIn'
		);
		$ben  = $this->make_contact( $owner, array( 'firstName' => "Ben {$tag}" ) );
		$dupe = $this->make_contact( $owner, array( 'firstName' => "Ben {$tag}", 'emailOne' => "ben.{$tag}@example.test" ) );
		$this->make_category( $owner, "Board {$tag}", array( $ann, $ben ) );
		$this->make_category( $owner, "Empty {$tag}" );
		$note = $this->make_note( $owner, $ann, "Budget <100k and >50k, %20\nsecond line {$tag}", 2 );
		( new Event_Repository() )->create(
			$owner,
			$ann,
			array(
				'title' => 'Birthday',
				'type'  => 'Birthday',
				'desc'  => "Cake {$tag}",
				'date'  => '--07-01',
			)
		);
		( new Followup_Repository() )->create(
			$owner,
			$ben,
			array(
				'title' => "Call {$tag}",
				'desc'  => 'About the offer',
				'date'  => '2026-12-01',
			)
		);
		$this->place( $owner, $ann, 2, true );
		( new Contact_Service() )->merge( $owner, $ben, $dupe );
		$resource = $this->make_resource( $owner, "Guide {$tag}", 'https://example.test/guide?a=1&b=2' );
		$imports  = new Import_Repository();
		$import   = $imports->create(
			$owner,
			array(
				'source'    => 'Google',
				'kind'      => 'google',
				'file_type' => 'Google CSV',
				'file_name' => "contacts-{$tag}.csv",
				'mode'      => 'update',
			),
			1
		);
		$stream = fopen( 'php://temp', 'w+b' );
		fwrite( $stream, "First Name\n{$tag}\n" );
		$imports->store_file( $import, $stream );
		fclose( $stream );
		$imports->add_rejects(
			$import,
			array(
				array(
					'row'     => 2,
					'reason'  => 'No name, company or email.',
					'summary' => $tag,
				),
			)
		);
		( new Job_Repository() )->enqueue( $owner, 'prism-test-noop', "key-{$tag}" );
		Reminder_Settings::feed_secret( $owner );
		Reminder_Settings::set_digest_enabled( $owner, false );
		set_transient( 'prism_flash_' . $owner, array( 'message' => $tag ), 600 );
		update_user_meta( $owner, 'not_prism_meta', 'kept' );
		return compact( 'ann', 'ben', 'note', 'resource', 'import' );
	}

	/**
	 * How many rows the member has in each PRISM table (only non-zero counts), chunks and rejects by import.
	 *
	 * @param int $owner Member.
	 * @return array<string, int>
	 */
	private function rows_of( int $owner ): array {
		global $wpdb;
		$counts = array();
		foreach ( Members::member_tables() as $table ) {
			$n = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE owner_id = %d", $owner ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test helper.
			if ( $n ) {
				$counts[ $table ] = $n;
			}
		}
		$imports = Schema::table( 'imports' );
		foreach ( array( 'import_chunks', 'import_rejects' ) as $name ) {
			$table = Schema::table( $name );
			$n     = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE import_id IN (SELECT id FROM {$imports} WHERE owner_id = %d)", $owner ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test helper.
			if ( $n ) {
				$counts[ $table ] = $n;
			}
		}
		ksort( $counts );
		return $counts;
	}

	/**
	 * Every item WordPress collects from the exporter, page by page, as it does (until `done`).
	 *
	 * @param string $email Email.
	 * @return array{0: array<int, array<string, mixed>>, 1: int} Items, pages.
	 */
	private function export_all( string $email ): array {
		$exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() );
		$callback  = $exporters[ Personal_Data::ID ]['callback'];
		$items     = array();
		for ( $page = 1; $page < 100; $page++ ) {
			$answer = call_user_func( $callback, $email, $page );
			$this->assertIsArray( $answer['data'] );
			$items = array_merge( $items, $answer['data'] );
			if ( $answer['done'] ) {
				return array( $items, $page );
			}
		}
		$this->fail( 'The exporter never said it was done' );
	}

	/**
	 * Items of one group, each as name => value.
	 *
	 * @param array<int, array<string, mixed>> $items Items.
	 * @param string                           $group Group id.
	 * @return array<string, array<string, string>> Item id => name => value.
	 */
	private static function group( array $items, string $group ): array {
		$found = array();
		foreach ( $items as $item ) {
			if ( $group === $item['group_id'] ) {
				$found[ $item['item_id'] ] = array_column( $item['data'], 'value', 'name' );
			}
		}
		return $found;
	}

	public function test_prism_registers_an_exporter_and_an_eraser(): void {
		$exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() );
		$erasers   = apply_filters( 'wp_privacy_personal_data_erasers', array() );
		$this->assertIsCallable( $exporters[ Personal_Data::ID ]['callback'] ?? null );
		$this->assertNotSame( '', $exporters[ Personal_Data::ID ]['exporter_friendly_name'] );
		$this->assertIsCallable( $erasers[ Personal_Data::ID ]['callback'] ?? null );
		$this->assertNotSame( '', $erasers[ Personal_Data::ID ]['eraser_friendly_name'] );
	}

	public function test_the_export_holds_every_kind_of_prism_data_of_the_member_only(): void {
		$ids = $this->make_member_data( self::$owner, 'mine' );
		$this->make_member_data( self::$other, 'theirs' );

		list( $items ) = $this->export_all( self::email( self::$owner ) );
		$this->assertStringNotContainsString( 'theirs', (string) wp_json_encode( $items ), 'nothing of another member' );

		$contacts = self::group( $items, 'prism-contacts' );
		$this->assertCount( 2, $contacts, 'Ann and Ben (the duplicate was merged into Ben)' );
		$ann = $contacts[ 'prism-contact-' . $ids['ann'] ];
		$this->assertSame( 'Ann mine Archer', $ann['Name'] );
		$this->assertSame( 'Acme &lt;100k &amp; Co', $ann['Company'] );
		$this->assertSame( 'ann.mine@example.test', $ann['Email 1'] );
		$this->assertSame( 'Work', $ann['Email 1 type'] );
		$this->assertSame( '+1 555 0100', $ann['Phone 1'] );
		$this->assertSame( 'https://www.linkedin.com/in/ann-mine', $ann['LinkedIn'] );
		$this->assertSame( 'Board mine', $ann['Categories'] );
		$this->assertSame( 'Google,LinkedIn', $ann['Import source'] );
		$this->assertSame( 'CONNECT (Complete)', $ann['Networking stage'] );
		$this->assertArrayNotHasKey( 'Phone 2', $ann, 'empty fields are left out' );
		$this->assertArrayNotHasKey( 'Archived', $ann );
		$this->assertArrayNotHasKey( 'Deceased', $ann );
		// An archived contact, marked deceased, is exported with everything, and says so.
		( new \Prism\Service\Contact_Service() )->set_state( self::$owner, $ids['ann'], true, true );
		$ann = self::group( $this->export_all( self::email( self::$owner ) )[0], 'prism-contacts' )[ 'prism-contact-' . $ids['ann'] ];
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT/', $ann['Archived'] );
		$this->assertSame( 'Yes', $ann['Deceased'] );
		$this->assertSame( 'Acme &lt;100k &amp; Co', $ann['Company'] );

		$notes = self::group( $items, 'prism-notes' );
		$note  = $notes[ 'prism-note-' . $ids['note'] ];
		$this->assertSame( 'Ann mine Archer', $note['Contact'] );
		$this->assertSame( "Budget &lt;100k and &gt;50k, %20\nsecond line mine", $note['Note'] );
		$this->assertSame( 'CONNECT', $note['Networking stage'] );
		$this->assertCount( 1, $notes );

		$events = array_values( self::group( $items, 'prism-events' ) );
		$this->assertSame( array( 'Ann mine Archer', 'Birthday', 'Birthday', '--07-01', 'Cake mine' ), array_values( $events[0] ) );
		$followups = array_values( self::group( $items, 'prism-followups' ) );
		$this->assertSame( 'Call mine', $followups[0]['Title'] );
		$this->assertSame( '2026-12-01', $followups[0]['Due'] );
		$this->assertSame( 'No', $followups[0]['Done'] );
		$this->assertSame( array( 'Board mine', 'Empty mine' ), array_column( self::group( $items, 'prism-categories' ), 'Name' ) );
		$resources = self::group( $items, 'prism-resources' );
		$this->assertSame( 'https://example.test/guide?a=1&b=2', $resources[ 'prism-resource-' . $ids['resource'] ]['Link'], 'links as they are: WordPress escapes them' );
		$this->assertSame( 'Off', self::group( $items, 'prism-settings' )['prism-settings']['Daily reminder email'] );
	}

	/**
	 * WordPress's own HTML report shows the member's text exactly: '<100k and >50k' is not eaten as a tag, line
	 * breaks show, a link is a link.
	 */
	public function test_wordpress_html_report_shows_the_text_exactly(): void {
		require_once ABSPATH . 'wp-admin/includes/privacy-tools.php';
		$this->make_member_data( self::$owner, 'mine' );
		list( $items ) = $this->export_all( self::email( self::$owner ) );
		$groups        = array();
		foreach ( $items as $item ) {
			$groups[ $item['group_id'] ]['group_label']                    = $item['group_label'];
			$groups[ $item['group_id'] ]['group_description']              = $item['group_description'];
			$groups[ $item['group_id'] ]['items'][ $item['item_id'] ]      = $item['data'];
		}
		$html = wp_privacy_generate_personal_data_export_group_html( $groups['prism-notes'], 'prism-notes', 2 );
		$this->assertStringContainsString( "<td>Budget &lt;100k and &gt;50k, %20\nsecond line mine</td>", $html );
		$html = wp_privacy_generate_personal_data_export_group_html( $groups['prism-contacts'], 'prism-contacts', 2 );
		$this->assertStringContainsString( 'Acme &lt;100k &amp; Co', $html );
		$html = wp_privacy_generate_personal_data_export_group_html( $groups['prism-resources'], 'prism-resources', 2 );
		$this->assertStringContainsString( '<a href="https://example.test/guide?a=1&#038;b=2">https://example.test/guide?a=1&amp;b=2</a>', $html );
	}

	public function test_the_export_is_paged_by_a_hundred_contacts(): void {
		$people = array();
		for ( $i = 1; $i <= 230; $i++ ) {
			$people[] = array( 'input' => array( 'firstName' => sprintf( 'P%03d', $i ) ) );
		}
		$ids = ( new Contact_Service() )->create_many( self::$owner, $people );
		( new Note_Repository() )->create(
			self::$owner,
			$ids[229],
			'Last one\'s note'
		);
		$this->make_category( self::$owner, 'Everyone', $ids );

		$callback = apply_filters( 'wp_privacy_personal_data_exporters', array() )[ Personal_Data::ID ]['callback'];
		$first    = call_user_func( $callback, self::email( self::$owner ), 1 );
		$this->assertFalse( $first['done'] );
		$this->assertCount( 100, self::group( $first['data'], 'prism-contacts' ) );
		$this->assertSame( array(), self::group( $first['data'], 'prism-categories' ), 'categories come with the last page' );

		list( $items, $pages ) = $this->export_all( self::email( self::$owner ) );
		$this->assertSame( 3, $pages );
		$contacts = self::group( $items, 'prism-contacts' );
		$this->assertCount( 230, $contacts );
		$this->assertSame( 'P001', reset( $contacts )['Name'] );
		$this->assertSame( 'P230', end( $contacts )['Name'] );
		$this->assertCount( 1, self::group( $items, 'prism-notes' ) );
		$this->assertSame( array( '230' ), array_column( self::group( $items, 'prism-categories' ), 'Contacts' ) );

		// Exactly 200: the third page has no contacts and brings the rest.
		( new Contact_Service() )->delete_many( self::$owner, array_slice( $ids, 200 ) );
		list( $items, $pages ) = $this->export_all( self::email( self::$owner ) );
		$this->assertSame( 3, $pages );
		$this->assertCount( 200, self::group( $items, 'prism-contacts' ) );
		$this->assertCount( 1, self::group( $items, 'prism-categories' ) );
	}

	public function test_an_email_that_names_no_user_exports_and_erases_nothing(): void {
		$this->make_member_data( self::$owner, 'mine' );
		$before    = $this->snapshot();
		$exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() );
		$erasers   = apply_filters( 'wp_privacy_personal_data_erasers', array() );
		$this->assertSame(
			array(
				'data' => array(),
				'done' => true,
			),
			call_user_func( $exporters[ Personal_Data::ID ]['callback'], 'nobody-' . uniqid() . '@example.test', 1 )
		);
		$answer = call_user_func( $erasers[ Personal_Data::ID ]['callback'], 'nobody-' . uniqid() . '@example.test', 1 );
		$this->assertFalse( $answer['items_removed'] );
		$this->assertTrue( $answer['done'] );
		$this->assert_unchanged( $before, 'an unknown email' );
	}

	/**
	 * The eraser deletes 500 contacts a call (search rows, notes, events, follow-ups, links and processes with them)
	 * until none is left, then everything else the member owns, their PRISM user meta and flash message; another
	 * member's data, and user meta that is not PRISM's, stay.
	 */
	public function test_the_eraser_deletes_everything_the_member_owns_in_steps(): void {
		$this->make_member_data( self::$owner, 'mine' );
		$people = array();
		for ( $i = 1; $i <= 600; $i++ ) {
			$people[] = array( 'input' => array( 'firstName' => "Bulk {$i}", 'emailOne' => "bulk{$i}@example.test" ) );
		}
		( new Contact_Service() )->create_many( self::$owner, $people );
		$this->make_member_data( self::$other, 'theirs' );
		$theirs = $this->snapshot( array( self::$other ) );
		$this->assertArrayHasKey( Schema::table( 'import_chunks' ), $this->rows_of( self::$owner ) );
		$this->assertArrayHasKey( Schema::table( 'merges' ), $this->rows_of( self::$owner ) );
		$this->assertArrayHasKey( Schema::table( 'jobs' ), $this->rows_of( self::$owner ) );

		$callback = apply_filters( 'wp_privacy_personal_data_erasers', array() )[ Personal_Data::ID ]['callback'];
		$answers  = array();
		for ( $page = 1; $page < 20; $page++ ) {
			$answers[] = call_user_func( $callback, self::email( self::$owner ), $page );
			if ( end( $answers )['done'] ) {
				break;
			}
		}
		$this->assertCount( 3, $answers, '500 contacts, then the last 102, then the rest' );
		$this->assertSame( array( true, true, true ), array_column( $answers, 'items_removed' ) );
		$this->assertSame( array( false, false, false ), array_column( $answers, 'items_retained' ) );
		$this->assertStringContainsString( '500', $answers[0]['messages'][0] );
		$this->assertStringContainsString( '102', $answers[1]['messages'][0] );

		$this->assertSame( array(), $this->rows_of( self::$owner ), 'no PRISM row of the member is left' );
		$this->assertSame( '', get_user_meta( self::$owner, Reminder_Settings::FEED_SECRET, true ) );
		$this->assertSame( '', get_user_meta( self::$owner, Reminder_Settings::DIGEST_OFF, true ) );
		$this->assertFalse( get_transient( 'prism_flash_' . self::$owner ) );
		$this->assertSame( 'kept', get_user_meta( self::$owner, 'not_prism_meta', true ) );
		$this->assertSame( $theirs, $this->snapshot( array( self::$other ) ), 'another member\'s data is untouched' );
		$this->assertNotSame( '', get_user_meta( self::$other, Reminder_Settings::FEED_SECRET, true ) );

		$again = call_user_func( $callback, self::email( self::$owner ), 1 );
		$this->assertFalse( $again['items_removed'], 'nothing left to remove' );
		$this->assertTrue( $again['done'] );
		delete_user_meta( self::$owner, 'not_prism_meta' );
		delete_user_meta( self::$other, 'not_prism_meta' );
	}

	/**
	 * Deleting a WordPress user deletes their PRISM data (WordPress's delete_user); another member's stays.
	 */
	public function test_deleting_the_user_deletes_their_prism_data(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$leaver = Members::create( 'leaver' );
		try {
			$this->make_member_data( $leaver, 'leaver' );
			$this->make_member_data( self::$other, 'theirs' );
			$theirs = $this->snapshot( array( self::$other ) );
			$this->assertNotSame( array(), $this->rows_of( $leaver ) );
			$this->assertTrue( wp_delete_user( $leaver ) );
			$this->assertSame( array(), $this->rows_of( $leaver ) );
			$this->assertSame( $theirs, $this->snapshot( array( self::$other ) ) );
		} finally {
			Members::delete( array( $leaver ) );
			delete_user_meta( self::$other, 'not_prism_meta' );
		}
	}

	/**
	 * A member whose network is too large to erase within the request that deletes them: the request erases a
	 * first batch, a background job (a site job, so the member's own job rows can go too) erases the rest.
	 */
	public function test_a_large_network_is_finished_by_a_background_job(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$leaver = Members::create( 'leaver' );
		$limit  = static fn(): int => 0;
		add_filter( 'prism_erase_member_seconds', $limit );
		try {
			$this->make_member_data( $leaver, 'leaver' );
			$people = array();
			for ( $i = 1; $i <= 700; $i++ ) {
				$people[] = array( 'input' => array( 'firstName' => "Bulk {$i}" ) );
			}
			( new Contact_Service() )->create_many( $leaver, $people );
			$this->make_member_data( self::$other, 'theirs' );
			$theirs = $this->snapshot( array( self::$other ) );

			$this->assertTrue( wp_delete_user( $leaver ) );
			$contacts = $this->rows_of( $leaver )[ Schema::table( 'contacts' ) ] ?? 0;
			$this->assertSame( 202, $contacts, 'the request erased one batch of 500' );
			$job = ( new Job_Repository() )->find( (int) $GLOBALS['wpdb']->get_var( $GLOBALS['wpdb']->prepare( 'SELECT id FROM ' . Schema::table( 'jobs' ) . ' WHERE owner_id = 0 AND type = %s ORDER BY id DESC LIMIT 1', Erase_Member_Job::TYPE ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- test; table from Schema.
			$this->assertNotNull( $job, 'a job for the rest' );
			$this->assertSame( array( 'owner' => $leaver ), $job->cursor );
			$this->assertNotFalse( wp_next_scheduled( Cron::HOOK ), 'WP-Cron will run it' );

			$this->assertSame( Runner::DONE, ( new Runner() )->run_job( $job->id, INF ) );
			$this->assertSame( array(), $this->rows_of( $leaver ) );
			$this->assertSame( $theirs, $this->snapshot( array( self::$other ) ) );
			$this->assertSame( Job::DONE, ( new Job_Repository() )->find( $job->id )->state );
			$this->assertSame( 202, ( new Job_Repository() )->find( $job->id )->done );
		} finally {
			remove_filter( 'prism_erase_member_seconds', $limit );
			Members::delete( array( $leaver ) );
			delete_user_meta( self::$other, 'not_prism_meta' );
			$GLOBALS['wpdb']->query( $GLOBALS['wpdb']->prepare( 'DELETE FROM ' . Schema::table( 'jobs' ) . ' WHERE owner_id = 0 AND type = %s', Erase_Member_Job::TYPE ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- test; table from Schema.
			wp_clear_scheduled_hook( Cron::HOOK );
		}
	}

	/**
	 * The job erases nothing of a user id that is a member of the site again.
	 */
	public function test_the_job_leaves_a_current_member_alone(): void {
		$this->make_member_data( self::$other, 'theirs' );
		$theirs = $this->snapshot( array( self::$other ) );
		$id     = ( new Job_Repository() )->enqueue( 0, Erase_Member_Job::TYPE, 'test:' . uniqid(), array( 'owner' => self::$other ) );
		try {
			$this->assertSame( Runner::DONE, ( new Runner() )->run_job( $id, INF ) );
			$this->assertSame( $theirs, $this->snapshot( array( self::$other ) ) );
		} finally {
			$GLOBALS['wpdb']->query( $GLOBALS['wpdb']->prepare( 'DELETE FROM ' . Schema::table( 'jobs' ) . ' WHERE id = %d', $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- test; table from Schema.
			delete_user_meta( self::$other, 'not_prism_meta' );
		}
	}
}
