<?php
/**
 * A member's backup and its restore, through the routes a page uses (docs/backup.md): everything restored into an
 * empty account is equal to what was backed up, a non-empty account is told what will happen first, a file that is not
 * a whole backup changes nothing, and memory stays bounded with photos.
 *
 * @package Prism
 */

namespace Prism\Tests\Backup;

use Prism\Backup\Backup_File;
use Prism\Backup\Backup_Tables;
use Prism\Backup\Member_Backup;
use Prism\Backup\Restore;
use Prism\Data\Mentorship_Repository;
use Prism\Data\Photo_Repository;
use Prism\Schema\Schema;
use Prism\Service\Contact_Service;
use Prism\Service\Photos;
use Prism\Service\Relationships;
use Prism\Tests\Security\Support\Route_Matrix;
use Prism\Tests\Support\Backup_Normaliser;
use Prism\Tests\Support\Images;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;
use WP_REST_Request;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Images.php';
require_once dirname( __DIR__ ) . '/Support/Backup_Normaliser.php';
require_once dirname( __DIR__ ) . '/Security/Support/Route_Matrix.php';

/**
 * Backup and restore.
 */
final class BackupRestoreTest extends Prism_Test_Case {

	/**
	 * A third member: the empty account a backup is restored into.
	 *
	 * @var int
	 */
	private static int $fresh = 0;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$fresh = Members::create( 'fresh' );
	}

	public static function tearDownAfterClass(): void {
		Members::delete( array( self::$fresh ) );
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		Members::delete_data( array( self::$fresh ) );
	}

	protected function tearDown(): void {
		Members::delete_data( array( self::$fresh ) );
		delete_user_meta( self::$fresh, Restore::RESTORED_META );
		delete_user_meta( self::$other, Restore::RESTORED_META );
		remove_all_filters( 'prism_backup_max_bytes' );
		parent::tearDown();
	}

	/**
	 * Everything a member can have: Route_Matrix's fixture (contacts, an event, a follow-up, a category, a resource,
	 * an article, a mentoring relationship with a note, a duplicate suggestion, a process, a relationship, a photo,
	 * two rows of every declared resource, an import and a job), and more: a merge whose survivor was merged again,
	 * a contact archived and one deceased, cadences, a relationship to a name, a ticked mentoring task, a stage
	 * completed, text that must stay exactly as typed.
	 *
	 * @param int $member Member.
	 * @return array<string, mixed>
	 */
	private function rich_account( int $member ): array {
		$f       = Route_Matrix::fixture( $member, 'Backup' );
		$service = new Contact_Service();
		$this->act_as( $member );
		$a = $this->make_contact( $member, array( 'firstName' => 'Merged', 'lastName' => 'First', 'company' => 'Acme' ) );
		$b = $this->make_contact( $member, array( 'firstName' => 'Merged', 'lastName' => 'Second' ) );
		$c = $this->make_contact( $member, array( 'firstName' => 'Merged', 'lastName' => 'Third' ) );
		$service->merge( $member, $b, $a );
		$service->merge( $member, $c, $b );
		$gran = $this->make_contact( $member, array( 'firstName' => 'Grace', 'lastName' => 'Late' ) );
		$old  = $this->make_contact( $member, array( 'firstName' => 'Olive', 'lastName' => 'Archived' ) );
		$service->set_state( $member, $gran, false, true );
		$service->set_state( $member, $old, true, false );
		$this->ok( $this->send( 'POST', "contact-cadence/{$f['third']}", array( 'cadenceDays' => 30 ) ) );
		$this->ok( $this->send( 'POST', 'category-cadence', array( 'wordpressId' => $member, 'id' => $f['category'], 'cadenceDays' => 90 ) ) );
		( new Relationships() )->add( $member, $f['contact'], array( 'kind' => 'parent', 'otherName' => 'Dora Notyet' ) );
		$mentorships = new Mentorship_Repository();
		$mentorships->set_task( (array) $mentorships->find( $member, $f['mentorship'] ), $f['task'], true );
		$this->place( $member, $f['contact'], 2, true );
		$this->make_note( $member, $f['third'], "Budget <100k and >50k, see https://example.test/a%20b\nLine two 😀 & 'quotes'", 1 );
		( new Photos() )->upload( $member, $f['third'], Images::png( 90, 60 ) );
		return $f + array( 'survivor' => $c );
	}

	/**
	 * The member's backup through GET backup/{wordpressId}: the answer and the file's text, uncompressed.
	 *
	 * @param int $member Member.
	 * @return array{0: \WP_REST_Response, 1: string}
	 */
	private function download( int $member ): array {
		$this->act_as( $member );
		$response = $this->get( "backup/{$member}" );
		$this->assertSame( 200, $response->get_status() );
		$file = $response->get_data();
		$this->assertInstanceOf( Member_Backup::class, $file );
		$bytes = $file->render();
		$this->assertSame( "\x1f\x8b", substr( $bytes, 0, 2 ), 'The download is gzip' );
		return array( $response, (string) gzdecode( $bytes ) );
	}

	/**
	 * Sends a backup to POST restores/{wordpressId} as the member (as the body, the way an API client does).
	 *
	 * @param int    $member Member.
	 * @param string $bytes  File.
	 */
	private function upload( int $member, string $bytes ): \WP_REST_Response {
		$this->act_as( $member );
		$request = new WP_REST_Request( 'POST', "/prism/v1/restores/{$member}" );
		$request->set_header( 'content-type', 'application/gzip' );
		$request->set_body( $bytes );
		return rest_do_request( $request );
	}

	/**
	 * Starts a stored backup's restore and drives its job through POST jobs/{id}/run, as the page does, until done.
	 *
	 * @param int $member Member.
	 * @param int $id     Stored backup.
	 * @return array<string, mixed> The restore as GET restores/{wordpressId}/{id} answers it at the end.
	 */
	private function restore( int $member, int $id ): array {
		$this->act_as( $member );
		$started = $this->ok( $this->send( 'POST', "restores/{$member}/{$id}/start", array() ) );
		$this->assertSame( 'running', $started['state'] );
		$this->assertIsInt( $started['jobId'] );
		for ( $i = 0; $i < 200; $i++ ) {
			$job = $this->ok( $this->send( 'POST', "jobs/{$started['jobId']}/run", array() ) );
			if ( in_array( $job['state'], array( 'done', 'failed' ), true ) ) {
				break;
			}
		}
		$this->assertSame( 'done', $job['state'], wp_json_encode( $job ) );
		return $this->ok( $this->get( "restores/{$member}/{$id}" ) );
	}

	public function test_what_a_backup_holds_is_every_member_table_less_what_prism_derives(): void {
		$owned = array();
		foreach ( Schema::names() as $name ) {
			if ( in_array( Schema::table( $name ), ( new \Prism\Data\Member_Data() )->owned_tables(), true ) ) {
				$owned[] = $name;
			}
		}
		$this->assertEqualsCanonicalizing( array_diff( $owned, Backup_Tables::LEFT_OUT ), array_keys( Backup_Tables::all() ) );
		foreach ( Backup_Tables::all() as $name => $table ) {
			foreach ( array_keys( $table['columns'] ) as $column ) {
				if ( str_ends_with( $column, '_id' ) && 'owner_id' !== $column ) {
					$this->assertTrue(
						isset( Backup_Tables::REFERENCES[ $column ] ) || in_array( $column, Backup_Tables::NOT_REFERENCES, true ),
						"{$name}.{$column} looks like a reference: name the table it points at in Backup_Tables::REFERENCES (or list it in NOT_REFERENCES)"
					);
				}
			}
		}
	}

	public function test_a_backup_restored_into_an_empty_account_holds_everything_equal(): void {
		$f = $this->rich_account( self::$owner );
		list( $response, $text ) = $this->download( self::$owner );
		$this->assertStringStartsWith( 'attachment; filename="prism-backup-', $response->get_headers()['Content-Disposition'] );
		$this->assertStringContainsString( 'no-store', $response->get_headers()['Cache-Control'] );
		$header = json_decode( strtok( $text, "\n" ), true );
		$this->assertSame( 'prism-backup', $header['format'] );
		$this->assertSame( Schema::DB_VERSION, $header['schema'] );
		$this->assertStringNotContainsString( '"owner_id"', $text, 'Rows leave out whose they were' );
		$this->assertStringContainsString( 'Budget <100k and >50k, see https://example.test/a%20b\nLine two 😀 & \'quotes\'', $text );

		$preview = $this->ok( $this->upload( self::$fresh, (string) gzencode( $text ) ), 201 );
		$this->assertSame( 'ready', $preview['state'] );
		$this->assertSame( 0, $preview['accountContacts'] );
		$this->assertTrue( $preview['sameSite'] );
		$this->assertSame( 6, $preview['counts']['contacts'] );
		$this->assertSame( 2, $preview['counts']['photos'] );
		$this->assertSame( array(), $preview['seriesMissing'] );
		$this->assertNull( $preview['restoredBefore'] );
		$this->assertSame( 0, $this->count_rows( 'contacts', array( 'owner_id' => self::$fresh ) ), 'Nothing is restored before the member says so' );

		$done = $this->restore( self::$fresh, $preview['id'] );
		$this->assertSame( 'done', $done['state'] );
		$this->assertSame( 6, $done['restored']['contacts'] );
		$this->assertSame( 0, $done['restored']['leftOut'] );
		$this->assertSame( 0, $this->count_rows( 'restore_ids', array( 'owner_id' => self::$fresh ) ), 'The id map is gone' );
		$this->assertSame( 0, $this->count_rows( 'import_chunks', array( 'import_id' => $preview['id'] ) ), 'The stored file is gone' );

		list( , $again ) = $this->download( self::$fresh );
		$this->assertSame( Backup_Normaliser::rows( $text ), Backup_Normaliser::rows( $again ), 'Every row restored equal, every reference pointing at the same row' );

		// What the member meets: the list, search (a word only in a note), the photo, the merge history, reminders.
		$this->act_as( self::$fresh );
		$list = $this->ok( $this->get( 'contact-list/' . self::$fresh, array( 'q' => 'Budget' ) ) );
		$this->assertSame( array( 'Bob' ), array_column( $list, 'firstName' ), 'A word only in a note finds its contact' );
		$bob   = (int) $list[0]['id'];
		$this->assertSame( 5, count( $this->ok( $this->get( 'contact-list/' . self::$fresh ) ) ), 'The archived contact stays out of the list' );
		$photo = ( new Photo_Repository() )->image( self::$fresh, $bob, 'photo' );
		$this->assertSame( ( new Photo_Repository() )->image( self::$owner, $f['third'], 'photo' ), $photo );
		$merged = $this->ok( $this->get( 'merged-contacts/' . self::$fresh ) );
		$this->assertSame( array( 'Merged Third', 'Merged Third' ), array_column( $merged, 'survivorName' ) );
		$this->assertSame( array( 'Merged Second', 'Merged First' ), array_column( $merged, 'removedName' ) );
		$reach_out = $this->ok( $this->get( 'reach-out/' . self::$fresh ) );
		$this->act_as( self::$owner );
		$this->assertSame( count( $this->ok( $this->get( 'reach-out/' . self::$owner ) ) ), count( $reach_out ), 'The same contacts are due to reach out' );

		// The same backup again: the preview says it was restored already.
		$this->act_as( self::$fresh );
		$second = $this->ok( $this->upload( self::$fresh, (string) gzencode( $text ) ), 201 );
		$this->assertIsString( $second['restoredBefore'] );
		$this->assertSame( 6, $second['accountContacts'] );
		$this->ok( $this->send( 'DELETE', 'restores/' . self::$fresh . '/' . $second['id'], array() ) );
		$this->assertSame( 404, $this->get( 'restores/' . self::$fresh . '/' . $second['id'] )->get_status() );
	}

	public function test_a_backup_made_on_another_site_and_engine_restores_equal(): void {
		// Made on a SQLite site by the test above (rich_account(), its address replaced): restored here on this site's
		// engine (the CI runs this on SQLite and on MariaDB), and backed up again.
		$file = (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/backup/rich-account-sqlite.jsonl.gz' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a test fixture.
		$preview = $this->ok( $this->upload( self::$fresh, $file ), 201 );
		$this->assertFalse( $preview['sameSite'] );
		$this->assertSame( 'https://elsewhere.example/', $preview['site'] );
		$this->assertSame( array(), $preview['seriesMissing'], 'The shipped mentoring series is found by its key' );
		$done = $this->restore( self::$fresh, $preview['id'] );
		$this->assertSame( 0, $done['restored']['leftOut'] );
		list( , $again ) = $this->download( self::$fresh );
		$this->assertSame( Backup_Normaliser::rows( (string) gzdecode( $file ) ), Backup_Normaliser::rows( $again ) );
	}

	public function test_a_restore_into_an_account_with_contacts_says_so_first_and_adds_beside_them(): void {
		$this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Same', 'emailOne' => 'ann@example.test' ) );
		$shared = $this->make_category( self::$owner, 'Friends' );
		list( , $text ) = $this->download( self::$owner );
		$this->make_contact( self::$other, array( 'firstName' => 'Ann', 'lastName' => 'Same', 'emailOne' => 'ann@example.test' ) );
		$this->make_contact( self::$other, array( 'firstName' => 'Zed', 'lastName' => 'Own' ) );
		$theirs = $this->make_category( self::$other, 'Friends' );
		unset( $shared );

		$preview = $this->ok( $this->upload( self::$other, (string) gzencode( $text ) ), 201 );
		$this->assertSame( 2, $preview['accountContacts'] );
		$this->assertSame( 1, $preview['counts']['contacts'] );
		$this->assertSame( 2, $this->count_rows( 'contacts', array( 'owner_id' => self::$other ) ) );
		$this->restore( self::$other, $preview['id'] );
		$this->assertSame( 3, $this->count_rows( 'contacts', array( 'owner_id' => self::$other ) ) );
		$this->assertSame( 1, $this->count_rows( 'categories', array( 'owner_id' => self::$other ) ), 'A category of the same name is the account\'s own' );
		$this->assertSame( $theirs, (int) $GLOBALS['wpdb']->get_var( $GLOBALS['wpdb']->prepare( 'SELECT id FROM ' . Schema::table( 'categories' ) . ' WHERE owner_id = %d', self::$other ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- test; table from Schema.
		// The duplicate scan runs after a restore into an account with contacts, and finds the two Anns.
		$this->run_jobs();
		$this->act_as( self::$other );
		$pairs = $this->ok( $this->get( 'collisions/' . self::$other ) );
		$this->assertCount( 1, $pairs );
		$this->assertSame( 1, $this->count_rows( 'contacts', array( 'owner_id' => self::$owner ) ), 'The backed-up account is untouched' );
	}

	public function test_a_relationship_whose_series_this_site_lacks_keeps_its_notes_on_the_contact(): void {
		$f = Route_Matrix::fixture( self::$owner, 'Series' );
		list( , $text ) = $this->download( self::$owner );
		// The same file as another site would write it: its mentoring series is one this site has never had.
		$lines     = explode( "\n", $text );
		$header    = json_decode( $lines[0], true );
		foreach ( $header['series'] as &$series ) {
			if ( 'mentoring' === $series['kind'] ) {
				$series = array( 'id' => 99999, 'kind' => 'mentoring', 'shippedKey' => '', 'name' => 'Circle of Elsewhere' );
			}
		}
		unset( $series );
		$header['site'] = 'https://elsewhere.example/';
		$lines[0]       = wp_json_encode( $header );
		$text           = str_replace( '"series_id":"' . $f['series'] . '"', '"series_id":"99999"', implode( "\n", $lines ) );

		$preview = $this->ok( $this->upload( self::$fresh, (string) gzencode( $text ) ), 201 );
		$this->assertSame( array( 'Circle of Elsewhere' ), $preview['seriesMissing'] );
		$this->assertFalse( $preview['sameSite'] );
		$done = $this->restore( self::$fresh, $preview['id'] );
		$this->assertSame( 0, $this->count_rows( 'mentorships', array( 'owner_id' => self::$fresh ) ) );
		$this->act_as( self::$fresh );
		$notes = $this->ok( $this->get( 'all-notes/' . self::$fresh ) );
		$texts = array_column( $notes['notes'] ?? $notes, 'note' );
		$this->assertContains( 'Mentoring note, Circle of Elsewhere (restored from a backup; this site does not offer that mentoring series): Mentoring Series', $texts );
		$this->assertGreaterThan( 0, $done['restored']['leftOut'], 'The relationship itself is counted as left out' );
	}

	/**
	 * Files a restore refuses: each with the sentence's start, and nothing stored or changed.
	 *
	 * @return array<string, array{0: callable(string): string, 1: string}>
	 */
	public static function refused_files(): array {
		$edit = static fn( string $table, callable $change ): callable => static function ( string $text ) use ( $table, $change ): string {
			$lines = explode( "\n", $text );
			foreach ( $lines as $n => $l ) {
				if ( str_starts_with( $l, '{"t":"' . $table . '"' ) ) {
					$value       = json_decode( $l, true );
					$value['r']  = $change( $value['r'] );
					$lines[ $n ] = (string) wp_json_encode( $value );
					break;
				}
			}
			return implode( "\n", $lines );
		};
		return array(
			'not a backup'              => array( static fn(): string => "First Name,Last Name\nAnn,Lee\n", 'This file is not a PRISM backup' ),
			'an empty file'             => array( static fn(): string => ' ', 'This file is not a PRISM backup' ),
			'a newer format'            => array( static fn( string $t ): string => preg_replace( '/"version":1/', '"version":2', $t, 1 ), 'This backup was made by a newer version of PRISM' ),
			'a newer database'          => array( static fn( string $t ): string => preg_replace( '/"schema":\d+/', '"schema":' . ( Schema::DB_VERSION + 1 ), $t, 1 ), 'This backup was made by a newer version of PRISM' ),
			'cut short'                 => array( static fn( string $t ): string => substr( $t, 0, (int) strrpos( rtrim( $t ), "\n" ) ), 'The backup file is incomplete' ),
			'a row taken out'           => array( static fn( string $t ): string => (string) preg_replace( '/^\{"t":"notes".*\n/m', '', $t, 1 ), 'The backup file is incomplete' ),
			'a broken line'             => array( static fn( string $t ): string => (string) preg_replace( '/^\{"t":"notes"/m', '{"t":"notes",,', $t, 1 ), 'The backup file cannot be restored: line' ),
			'an unknown table'          => array( static fn( string $t ): string => (string) preg_replace( '/^\{"t":"notes"/m', '{"t":"wp_users"', $t, 1 ), 'The backup file cannot be restored: line' ),
			'an owner in a row'         => array( $edit( 'notes', static fn( array $r ): array => $r + array( 'owner_id' => '1' ) ), 'The backup file cannot be restored: line' ),
			'an unknown column'         => array( $edit( 'contacts', static fn( array $r ): array => $r + array( 'user_pass' => 'x' ) ), 'The backup file cannot be restored: line' ),
			'a stage out of range'      => array( $edit( 'contacts', static fn( array $r ): array => array( 'networking_stage' => '9' ) + $r ), 'The backup file cannot be restored: line' ),
			'a name too long'           => array( $edit( 'contacts', static fn( array $r ): array => array( 'first_name' => str_repeat( 'a', 101 ) ) + $r ), 'The backup file cannot be restored: line' ),
			'a day that is not one'     => array( $edit( 'events', static fn( array $r ): array => array( 'created_at' => 'yesterday' ) + $r ), 'The backup file cannot be restored: line' ),
			'a script link'             => array( $edit( 'resources', static fn( array $r ): array => array( 'link' => 'javascript:alert(1)' ) + $r ), 'The backup file cannot be restored: line' ),
			'an unknown relationship'   => array( $edit( 'relationships', static fn( array $r ): array => array( 'kind' => 'nemesis' ) + $r ), 'The backup file cannot be restored: line' ),
			'a photo that is no base64' => array( $edit( 'photos', static fn( array $r ): array => array( 'image_data' => '<svg onload=alert(1)>' ) + $r ), 'The backup file cannot be restored: line' ),
			'a contact without its id'  => array( $edit( 'contacts', static fn( array $r ): array => array_diff_key( $r, array( 'id' => 1 ) ) ), 'The backup file cannot be restored: line' ),
			'rows out of order'         => array(
				static function ( string $t ): string {
					$lines = explode( "\n", rtrim( $t ) );
					$end   = array_pop( $lines );
					$first = array_splice( $lines, 1, 1 );
					return implode( "\n", array_merge( $lines, $first, array( $end ) ) ) . "\n";
				},
				'The backup file cannot be restored: line',
			),
			'damaged gzip'              => array( static fn( string $t ): string => substr_replace( (string) gzencode( $t ), str_repeat( 'garbage', 20 ), 30, 140 ), 'The backup file is damaged' ),
			'gzip cut short'            => array( static fn( string $t ): string => substr( (string) gzencode( $t ), 0, (int) ( strlen( (string) gzencode( $t ) ) / 2 ) ), 'The backup file is damaged' ),
		);
	}

	/**
	 * @dataProvider refused_files
	 *
	 * @param callable(string): string $damage  Turns a good backup into the file sent.
	 * @param string                   $message What the answer's sentence starts with.
	 */
	public function test_a_file_that_is_not_a_whole_backup_is_refused_and_changes_nothing( callable $damage, string $message ): void {
		$this->rich_account( self::$owner );
		list( , $text ) = $this->download( self::$owner );
		$this->make_contact( self::$fresh, array( 'firstName' => 'Kept' ) );
		$before = $this->snapshot( array( self::$owner, self::$fresh ) );
		$body   = $this->assert_error( $this->upload( self::$fresh, $damage( $text ) ), 400, 'prism_invalid' );
		$this->assertStringStartsWith( $message, $body['message'] );
		$this->assertSame( $before, $this->snapshot( array( self::$owner, self::$fresh ) ), 'Nothing was stored or changed' );
	}

	public function test_a_backup_larger_than_the_site_takes_is_refused_as_read(): void {
		$this->rich_account( self::$owner );
		list( , $text ) = $this->download( self::$owner );
		add_filter( 'prism_backup_max_bytes', static fn(): int => 4096 );
		$body = $this->assert_error( $this->upload( self::$fresh, (string) gzencode( $text ) ), 400, 'prism_invalid' );
		$this->assertStringStartsWith( 'The backup is larger than this site restores', $body['message'] );
		// A gzip bomb is stopped at the limit (1 GB by default), not uncompressed whole in memory: 1.1 GB of zeros in 1 MB.
		remove_all_filters( 'prism_backup_max_bytes' );
		$bomb = (string) gzencode( str_repeat( "\0", 1100 * 1024 * 1024 ), 9 );
		gc_collect_cycles();
		$peak = memory_get_usage();
		memory_reset_peak_usage();
		$body = $this->assert_error( $this->upload( self::$fresh, $bomb ), 400, 'prism_invalid' );
		$this->assertStringStartsWith( 'The backup is larger than this site restores', $body['message'] );
		$this->assertLessThan( 80 * 1024 * 1024, memory_get_peak_usage() - $peak + 1, 'Memory held a bounded part of it' );
	}

	public function test_another_member_can_neither_read_nor_restore_a_stored_backup(): void {
		$this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		list( , $text ) = $this->download( self::$owner );
		$preview        = $this->ok( $this->upload( self::$owner, (string) gzencode( $text ) ), 201 );
		$this->act_as( self::$other );
		$this->assertSame( 403, $this->get( 'restores/' . self::$owner . '/' . $preview['id'] )->get_status() );
		$this->assertSame( 404, $this->get( 'restores/' . self::$other . '/' . $preview['id'] )->get_status() );
		$this->assertSame( 404, $this->send( 'POST', 'restores/' . self::$other . '/' . $preview['id'] . '/start', array() )->get_status() );
		$this->assertSame( 404, $this->send( 'DELETE', 'restores/' . self::$other . '/' . $preview['id'], array() )->get_status() );
		$this->assertSame( 403, $this->get( 'backup/' . self::$owner )->get_status() );
		$this->assertSame( 0, $this->count_rows( 'contacts', array( 'owner_id' => self::$other ) ) );
		// A stored backup is not an import: the import routes do not find it.
		$this->act_as( self::$owner );
		$this->assertSame( 404, $this->get( 'imports/' . $preview['id'] )->get_status() );
	}

	public function test_memory_stays_bounded_while_a_backup_with_photos_is_written(): void {
		$ids = ( new Contact_Service() )->create_many(
			self::$owner,
			array_map( static fn( int $i ): array => array( 'input' => array( 'firstName' => "P{$i}" ) ), range( 1, 60 ) )
		);
		// Photos as large as PRISM keeps them (a photograph's 640 px JPEG is 40-150 KB): 400 KB each here, 24 MB in all.
		foreach ( $ids as $id ) {
			( new Photo_Repository() )->put(
				self::$owner,
				$id,
				array(
					'origin'        => 'upload',
					'mime'          => 'image/jpeg',
					'width'         => 640,
					'height'        => 480,
					'source_width'  => 4000,
					'source_height' => 3000,
					'source_hash'   => sha1( (string) $id ),
					'thumb'         => random_bytes( 8000 ),
					'image'         => random_bytes( 400 * 1024 ),
				)
			);
		}
		$bytes = 0;
		$start = memory_get_usage();
		gc_collect_cycles();
		memory_reset_peak_usage();
		( new Member_Backup( self::$owner ) )->write(
			static function ( string $chunk ) use ( &$bytes ): void {
				$bytes += strlen( $chunk );
			}
		);
		$peak = memory_get_peak_usage() - $start;
		$this->assertGreaterThan( 24 * 1024 * 1024, $bytes, 'Random bytes do not compress' );
		$this->assertLessThan( 12 * 1024 * 1024, $peak, 'A page of photos at a time, not the whole file' );
		$photos = ( new Photo_Repository() )->count( self::$owner );
		$this->assertSame( 60, $photos );
	}
}
