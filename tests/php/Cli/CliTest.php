<?php
/**
 * The WP-CLI commands (includes/Cli) run by the real WP-CLI in a second PHP process against the test site, as an
 * operator or a system cron runs them: `wp prism import`, `export`, `duplicates scan`, `jobs run` and `jobs list`.
 * What they print and their exit codes are checked, and what they did is read back from the database.
 *
 * @package Prism
 */

namespace Prism\Tests\Cli;

use Prism\Data\Collision_Repository;
use Prism\Data\Import_Repository;
use Prism\Data\Job;
use Prism\Data\Job_Repository;
use Prism\Domain\Contact_Query;
use Prism\Export\Contact_Export;
use Prism\Export\Contact_Source;
use Prism\Import\Import_Store;
use Prism\Jobs\Cron;
use Prism\Jobs\Duplicate_Scan_Job;
use Prism\Schema\Schema;
use Prism\Site\Flash;
use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';

/**
 * WP-CLI commands.
 */
final class CliTest extends Prism_Test_Case {

	/**
	 * A folder for this test's files, removed afterwards.
	 *
	 * @var string
	 */
	private string $dir = '';

	protected function setUp(): void {
		parent::setUp();
		if ( ! is_file( self::boot_file() ) ) {
			$this->markTestSkipped( 'WP-CLI is not installed (Composer dev dependency wp-cli/wp-cli).' );
		}
		$this->dir = sys_get_temp_dir() . '/prism-cli-' . uniqid();
		mkdir( $this->dir );
	}

	protected function tearDown(): void {
		foreach ( (array) glob( $this->dir . '/{,.}*', GLOB_BRACE ) as $file ) {
			if ( is_file( (string) $file ) ) {
				unlink( (string) $file );
			}
		}
		if ( is_dir( $this->dir ) ) {
			rmdir( $this->dir );
		}
		parent::tearDown();
	}

	// --- import --------------------------------------------------------------------------------------------

	public function test_import_runs_the_members_import_to_its_end_keeps_text_exactly_and_reports_each_row(): void {
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Archer', 'emailOne' => 'ann@example.test' ) );
		$theirs = $this->make_contact( self::$other, array( 'firstName' => 'Ann', 'lastName' => 'Archer', 'emailOne' => 'ann@example.test' ) );
		$file   = $this->write(
			'contacts.csv',
			"First Name,Last Name,Organization Name,Organization Title,E-mail 1 - Value,Website 1 - Value\n"
			. "Zed,Budgetson,Budget <100k and >50k,Buyer,zed@example.test,https://example.com/a%20b?x=1%202\n"
			. "Ann,Archer,Acme,,ann@example.test,\n"
			. ",,,,,\n"
			. ",,,Only a title,,\n"
		);

		// SHELL_PIPE=0: WP-CLI draws its progress bar as on a terminal.
		$run = $this->wp( array( 'prism', 'import', $file, '--user=' . Members::login( self::$owner ) ), array( 'SHELL_PIPE' => '0' ) );

		$this->assertSame( 0, $run['code'], $run['err'] );
		$out = self::plain( $run['out'] );
		$id  = (int) ( new Import_Repository() )->recent( self::$owner )[0]['id'];
		$this->assertStringContainsString( "Import {$id}: contacts.csv as Google CSV (update), 3 rows.\n", $out, 'the type is what the file is' );
		$this->assertMatchesRegularExpression( '/Importing rows\s+100%/', $out, 'a progress bar over the rows' );
		$this->assertStringContainsString( "Created: 1\nUpdated: 1\nSkipped: 0\nRejected: 1\n  Row 5: No name, company or email.", $out );
		$this->assertStringContainsString( 'Success: Imported contacts.csv for ' . Members::login( self::$owner ) . ': 1 created, 1 updated, 0 skipped, 1 rejected.', $out );
		$this->assert_no_php_errors( $run['err'] );

		$contacts = $this->contacts_of( self::$owner );
		$this->assertSame( array( 'Ann', 'Zed' ), array_column( $contacts, 'firstName' ) );
		$this->assert_has_values(
			array(
				'company'  => 'Budget <100k and >50k',
				'title'    => 'Buyer',
				'emailOne' => 'zed@example.test',
				'website'  => 'https://example.com/a%20b?x=1%202',
			),
			$contacts[1],
			'stored exactly as the file had it'
		);
		$this->assertStringContainsString( 'Google', $contacts[1]['importSource'] );
		$this->assertSame( 'Acme', $this->contact( self::$owner, $ann )['company'], 'the matching contact was updated' );
		$this->assertSame( '', $this->contact( self::$other, $theirs )['company'], 'another member\'s contact with the same email is untouched' );
		$this->assertCount( 1, $this->contacts_of( self::$other ) );

		$job = ( new Job_Repository() )->find( (int) ( new Import_Repository() )->find( $id )['job_id'] );
		$this->assertSame( Job::DONE, $job->state, 'the import ran to its end in the command' );
		$grams = ( new Job_Repository() )->find_by_key( self::$owner, 'import_grams', (string) $id );
		$this->assertNotNull( $grams );
		$this->assertSame( Job::DONE, $grams->state, 'and the search lists of what it created' );
	}

	public function test_a_refused_file_exits_non_zero_with_the_forms_sentence_and_imports_nothing(): void {
		$png = $this->write( 'photo.csv', "\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0" );

		// The form's sentence, as the Import dialog shows it after the post.
		$client = new Http_Client();
		$this->assertTrue( $client->login( Members::login( self::$owner ), Members::PASSWORD ) );
		$posted = $client->request(
			'POST',
			'/wp-admin/admin-post.php',
			array(
				'action'                   => Import_Store::ACTION,
				Import_Store::NONCE_FIELD  => $this->form_nonce( $client ),
				'file_type'                => 'Google CSV',
				'upload_type'              => 'CSV',
				'mode'                     => 'update',
				'file'                     => new \CURLFile( $png, 'text/csv', 'photo.csv' ),
			)
		);
		$this->assertSame( 303, $posted['status'] );
		wp_cache_flush();
		$sentence = (string) ( Flash::take( self::$owner )['message'] ?? '' );
		$this->assertStringContainsString( 'PNG image', $sentence );

		foreach ( array( array(), array( '--type=Google CSV' ) ) as $type ) {
			$run = $this->wp( array_merge( array( 'prism', 'import', $png, '--user=' . Members::login( self::$owner ) ), $type ) );
			$this->assertSame( 1, $run['code'], $run['out'] . $run['err'] );
			$this->assertStringContainsString( 'Error: ' . $sentence . "\n", $run['err'] );
			$this->assertStringNotContainsString( 'Success', $run['out'] );
		}
		$this->assertSame( array(), ( new Import_Repository() )->recent( self::$owner ), 'nothing stored' );
		$this->assertSame( array(), $this->contacts_of( self::$owner ) );

		$wrong = $this->wp( array( 'prism', 'import', $this->write( 'g.csv', "First Name,Last Name,Organization Name,E-mail 1 - Value\nA,B,Acme,a@example.test\n" ), '--type=LinkedIn CSV', '--user=' . Members::login( self::$owner ) ) );
		$this->assertSame( 1, $wrong['code'] );
		$this->assertStringContainsString( 'Error: This file is a Google Contacts export, but you chose LinkedIn Connections (.csv). Choose Google Contacts (.csv or .vcf) and upload it again.', $wrong['err'] );
		$this->assertSame( array(), $this->contacts_of( self::$owner ) );
	}

	public function test_unknown_users_missing_files_and_bad_options_are_refused_with_a_sentence(): void {
		$login = Members::login( self::$owner );
		$cases = array(
			'no such user'   => array( array( 'prism', 'export', '--user=nobody-' . uniqid() ), "Invalid user ID, email or login: 'nobody-" ),
			'no user at all' => array( array( 'prism', 'duplicates', 'scan' ), "Name the member with WP-CLI's --user" ),
			'a missing file' => array( array( 'prism', 'import', $this->dir . '/missing.csv', '--user=' . $login ), 'Error: There is no file to read at ' . $this->dir . '/missing.csv.' ),
			'a bad format'   => array( array( 'prism', 'export', '--format=xml', '--user=' . $login ), "Invalid value specified for 'format'" ),
			'a bad mode'     => array( array( 'prism', 'import', $this->write( 'c.csv', "First Name\nA\n" ), '--mode=merge', '--user=' . $login ), "Invalid value specified for 'mode'" ),
			'a bad source'   => array( array( 'prism', 'export', '--source=Myspace', '--user=' . $login ), 'Error: --source: ' ),
			'a long search'  => array( array( 'prism', 'export', '--q=' . str_repeat( 'a', 201 ), '--user=' . $login ), 'Error: --q: ' ),
			'bad seconds'    => array( array( 'prism', 'jobs', 'run', '--seconds=soon' ), 'Error: --seconds must be' ),
			'an unwritable file' => array( array( 'prism', 'export', '--file=' . $this->dir . '/no/such/dir.csv', '--user=' . $login ), 'Error: Cannot write to ' ),
		);
		foreach ( $cases as $label => list( $args, $message ) ) {
			$run = $this->wp( $args );
			$this->assertSame( 1, $run['code'], $label . ': ' . $run['out'] . $run['err'] );
			$this->assertStringContainsString( $message, $run['err'], $label );
			$this->assertSame( '', $run['out'], $label . ': nothing on STDOUT' );
		}
		$this->assertSame( array(), ( new Import_Repository() )->recent( self::$owner ) );
	}

	// --- export --------------------------------------------------------------------------------------------

	public function test_export_writes_the_members_contacts_only_as_the_rest_export_does(): void {
		$this->make_contact(
			self::$owner,
			array(
				'firstName' => 'Zed',
				'lastName'  => 'Budgetson',
				'company'   => 'Budget <100k and >50k',
				'emailOne'  => 'zed@example.test',
				'website'   => 'https://example.com/a%20b',
			)
		);
		$bea = $this->make_contact( self::$owner, array( 'firstName' => 'Bea', 'lastName' => 'Board', 'company' => 'Acme' ) );
		$this->make_category( self::$owner, 'Board', array( $bea ) );
		$this->make_contact( self::$other, array( 'firstName' => 'Otto', 'lastName' => 'Other', 'company' => 'Acme' ) );
		$login = Members::login( self::$owner );

		$csv = $this->wp( array( 'prism', 'export', '--user=' . $login ) );
		$this->assertSame( 0, $csv['code'], $csv['err'] );
		$this->assertSame( ( new Contact_Export( Contact_Source::matching( self::$owner, new Contact_Query() ), 'csv' ) )->render(), $csv['out'], 'STDOUT is the file and nothing else' );
		$rows = self::csv( $csv['out'] );
		$this->assertSame( array( 'Bea', 'Zed' ), array_column( $rows, 'First Name' ) );
		$this->assertSame( 'Budget <100k and >50k', $rows[1]['Organization Name'] );
		$this->assertSame( 'https://example.com/a%20b', $rows[1]['Website 1 - Value'] );
		$this->assertStringNotContainsString( 'Otto', $csv['out'], 'never another member\'s contact' );

		$board = $this->wp( array( 'prism', 'export', '--user=' . $login, '--category=Board' ) );
		$this->assertSame( array( 'Bea' ), array_column( self::csv( $board['out'] ), 'First Name' ) );
		$search = $this->wp( array( 'prism', 'export', '--user=' . $login, '--q=<100k' ) );
		$this->assertSame( array( 'Zed' ), array_column( self::csv( $search['out'] ), 'First Name' ) );
		$theirs = $this->wp( array( 'prism', 'export', '--user=' . Members::login( self::$other ), '--q=Acme' ) );
		$this->assertSame( array( 'Otto' ), array_column( self::csv( $theirs['out'] ), 'First Name' ) );

		$path  = $this->dir . '/contacts.vcf';
		$vcard = $this->wp( array( 'prism', 'export', '--user=' . $login, '--format=vcard', '--file=' . $path ), array( 'SHELL_PIPE' => '0' ) );
		$this->assertSame( 0, $vcard['code'], $vcard['err'] );
		$this->assertSame( "Success: Wrote 2 contacts to {$path} (vcard).\n", self::plain( $vcard['out'] ), 'only the summary on STDOUT' );
		$this->assertMatchesRegularExpression( '/Exporting contacts\s+100%/', self::plain( $vcard['err'] ), 'the progress bar goes to STDERR' );
		$this->assertFileDoesNotExist( $path . '.part' );
		$text = (string) file_get_contents( $path );
		$this->assertSame( ( new Contact_Export( Contact_Source::matching( self::$owner, new Contact_Query() ), 'vcard' ) )->render(), $text );
		$this->assertSame( 2, substr_count( $text, "BEGIN:VCARD\r\n" ) );
		$this->assertStringContainsString( "FN:Zed Budgetson\r\n", $text );
		$this->assertStringContainsString( "ORG:Budget <100k and >50k\r\n", $text );
		$this->assertStringContainsString( 'URL;VALUE=URI:https://example.com/a%20b', $text );
		$this->assertStringNotContainsString( 'Otto', $text );
		$this->assert_no_php_errors( $vcard['err'] );
	}

	// --- backup and restore ---------------------------------------------------------------------------------

	public function test_backup_and_restore_carry_a_members_data_into_another_account(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'company' => 'Budget <100k and >50k' ) );
		$this->make_note( self::$owner, $ann, 'See https://example.test/a%20b' );
		$this->make_contact( self::$other, array( 'firstName' => 'Otto' ) );
		$login  = Members::login( self::$owner );
		$path   = $this->dir . '/owner.jsonl.gz';
		$backup = $this->wp( array( 'prism', 'backup', '--user=' . Members::login( self::$owner ), '--file=' . $path ) );
		$this->assertSame( 0, $backup['code'], $backup['err'] );
		$this->assertStringContainsString( "Success: Wrote {$login}'s backup (2 rows) to {$path}.", self::plain( $backup['out'] ) );
		$this->assertFileDoesNotExist( $path . '.part' );
		$this->assertStringContainsString( '"format":"prism-backup"', (string) gzdecode( (string) file_get_contents( $path ) ) );

		// Into an account that has contacts: refused without --yes, nothing changed.
		$refused = $this->wp( array( 'prism', 'restore', $path, '--user=' . Members::login( self::$other ) ) );
		$this->assertSame( 1, $refused['code'] );
		$this->assertStringContainsString( 'already holds 1 contacts', self::plain( $refused['err'] ) );
		$this->assertSame( 1, $this->count_rows( 'contacts', array( 'owner_id' => self::$other ) ) );

		$restored = $this->wp( array( 'prism', 'restore', $path, '--user=' . Members::login( self::$other ), '--yes' ) );
		$this->assertSame( 0, $restored['code'], $restored['err'] );
		$this->assertStringContainsString( 'Success: Restored 1 contacts (2 rows) into', self::plain( $restored['out'] ) );
		$this->assertSame( 2, $this->count_rows( 'contacts', array( 'owner_id' => self::$other ) ) );
		$this->assertSame( 1, $this->count_rows( 'notes', array( 'owner_id' => self::$other, 'note' => 'See https://example.test/a%20b' ) ) );
		$this->assertSame( 1, $this->count_rows( 'contacts', array( 'owner_id' => self::$other, 'company' => 'Budget <100k and >50k' ) ) );
		$this->assert_no_php_errors( $restored['err'] );

		$missing = $this->wp( array( 'prism', 'restore', $this->dir . '/none.jsonl.gz', '--user=' . Members::login( self::$other ) ) );
		$this->assertSame( 1, $missing['code'] );
		$this->assertStringContainsString( 'The backup file could not be read', self::plain( $missing['err'] ) );
	}

	// --- duplicates and jobs -------------------------------------------------------------------------------

	public function test_duplicates_scan_runs_the_members_rescan_and_counts_the_suggestions(): void {
		$pair = $this->plant_pair( self::$owner );
		$this->plant_pair( self::$other );

		$run = $this->wp( array( 'prism', 'duplicates', 'scan', '--user=' . Members::login( self::$owner ) ) );

		$this->assertSame( 0, $run['code'], $run['err'] );
		$this->assertStringContainsString( "Scan finished: 2 contacts compared.\n", $run['out'] );
		$this->assertStringContainsString( 'Success: 1 duplicate suggestion is waiting on the merge page: ', $run['out'] );
		$found = ( new Collision_Repository() )->pending( self::$owner );
		$this->assertSame( array( $pair ), array_map( static fn( array $p ): array => array( $p['first_id'], $p['second_id'] ), $found ) );
		$this->assertSame( array(), ( new Collision_Repository() )->pending( self::$other ), 'another member\'s contacts are not scanned' );
		$job = ( new Job_Repository() )->find_by_key( self::$owner, Duplicate_Scan_Job::TYPE );
		$this->assertSame( Job::DONE, $job->state );
		$this->assert_no_php_errors( $run['err'] );
	}

	public function test_jobs_run_runs_a_queued_job_and_jobs_list_shows_it(): void {
		$pair = $this->plant_pair( self::$owner );
		// Stored without the WP-Cron event: only the command can run it.
		$id = ( new Job_Repository() )->enqueue( self::$owner, Duplicate_Scan_Job::TYPE );
		Cron::unschedule();

		$queued = $this->wp( array( 'prism', 'jobs', 'list', '--state=queued', '--format=json' ) );
		$this->assertSame( 0, $queued['code'], $queued['err'] );
		$listed = array_column( (array) json_decode( $queued['out'], true ), null, 'id' );
		$this->assertSame( array( 'duplicate_scan', Members::login( self::$owner ), 'queued' ), array( $listed[ $id ]['type'], $listed[ $id ]['member'], $listed[ $id ]['state'] ) );

		$run = $this->wp( array( 'prism', 'jobs', 'run', '--seconds=20' ) );

		$this->assertSame( 0, $run['code'], $run['err'] );
		$this->assertStringContainsString( "Job {$id} (duplicate_scan, " . Members::login( self::$owner ) . '): done, 2/2 (1 slice)', $run['out'] );
		$this->assertMatchesRegularExpression( '/^Success: (.+, )?done \d+/m', $run['out'] );
		$this->assertSame( Job::DONE, ( new Job_Repository() )->find( $id )->state );
		$this->assertSame( array( $pair ), array_map( static fn( array $p ): array => array( $p['first_id'], $p['second_id'] ), ( new Collision_Repository() )->pending( self::$owner ) ) );

		$done   = $this->wp( array( 'prism', 'jobs', 'list', '--format=json' ) );
		$listed = array_column( (array) json_decode( $done['out'], true ), null, 'id' );
		$this->assertSame( array( 'done', '2/2' ), array( $listed[ $id ]['state'], $listed[ $id ]['progress'] ) );

		$again = $this->wp( array( 'prism', 'jobs', 'run', '--seconds=5' ) );
		$this->assertSame( 0, $again['code'] );
		$this->assertStringNotContainsString( "Job {$id} ", $again['out'], 'a finished job does not run again' );
		$this->assert_no_php_errors( $run['err'] . $again['err'] );
	}

	// --- helpers -------------------------------------------------------------------------------------------

	/**
	 * WP-CLI's entry point in the repository's Composer packages.
	 */
	private static function boot_file(): string {
		return dirname( __DIR__, 3 ) . '/vendor/wp-cli/wp-cli/php/boot-fs.php';
	}

	/**
	 * Runs `wp <args>` against the test site in a second PHP process.
	 *
	 * @param string[]              $args WP-CLI arguments.
	 * @param array<string, string> $env  Extra environment variables.
	 * @return array{code: int, out: string, err: string}
	 */
	private function wp( array $args, array $env = array() ): array {
		$command = array( PHP_BINARY, self::boot_file(), '--path=' . getenv( 'PRISM_WP_DIR' ) );
		if ( function_exists( 'posix_geteuid' ) && 0 === posix_geteuid() ) {
			$command[] = '--allow-root';
		}
		$err     = $this->dir . '/.stderr';
		$pipes   = array();
		$process = proc_open(
			array_merge( $command, $args ),
			array(
				0 => array( 'pipe', 'r' ),
				1 => array( 'pipe', 'w' ),
				2 => array( 'file', $err, 'w' ),
			),
			$pipes,
			null,
			array_merge( getenv(), $env )
		);
		$this->assertIsResource( $process );
		fclose( $pipes[0] );
		$out  = (string) stream_get_contents( $pipes[1] );
		$code = proc_close( $process );
		return array(
			'code' => $code,
			'out'  => $out,
			'err'  => (string) file_get_contents( $err ),
		);
	}

	/**
	 * Text without the terminal's colour codes and carriage returns (a progress bar redraws its line with \r).
	 *
	 * @param string $text Output.
	 */
	private static function plain( string $text ): string {
		return str_replace( "\r", "\n", (string) preg_replace( '/\e\[[0-9;]*m/', '', $text ) );
	}

	/**
	 * Fails on PHP warnings, notices or errors raised in PRISM's own files (WP-CLI sends them to STDERR).
	 *
	 * @param string $err STDERR.
	 */
	private function assert_no_php_errors( string $err ): void {
		$ours = array_filter(
			explode( "\n", $err ),
			static fn( string $line ): bool => (bool) preg_match( '/(Warning|Notice|Deprecated|Fatal error|Uncaught)/', $line )
				&& ( str_contains( $line, dirname( __DIR__, 3 ) . '/includes/' ) || str_contains( $line, '/plugins/prism/includes/' ) )
		);
		$this->assertSame( array(), array_values( $ours ) );
	}

	/**
	 * A file in the test's folder.
	 *
	 * @param string $name  File name.
	 * @param string $bytes Content.
	 */
	private function write( string $name, string $bytes ): string {
		$path = $this->dir . '/' . $name;
		file_put_contents( $path, $bytes );
		return $path;
	}

	/**
	 * A CSV export read into rows keyed by column name.
	 *
	 * @param string $text The file.
	 * @return array<int, array<string, string>>
	 */
	private static function csv( string $text ): array {
		$stream = fopen( 'php://temp', 'w+b' );
		fwrite( $stream, (string) preg_replace( '/^\xEF\xBB\xBF/', '', $text ) );
		rewind( $stream );
		$header = (array) fgetcsv( $stream, 0, ',', '"', '' );
		$rows   = array();
		while ( ( $cells = fgetcsv( $stream, 0, ',', '"', '' ) ) !== false ) {
			$rows[] = array_combine( $header, $cells );
		}
		fclose( $stream );
		return $rows;
	}

	/**
	 * Two look-alikes of a member (the same person twice, one email typed in capitals) whose suggestion is then
	 * deleted, so that only a scan finds them again.
	 *
	 * @param int $owner Member.
	 * @return int[] The pair, older contact first.
	 */
	private function plant_pair( int $owner ): array {
		global $wpdb;
		$first  = $this->make_contact( $owner, array( 'firstName' => 'Dana', 'lastName' => 'Fox', 'emailOne' => 'dana.fox@example.test' ) );
		$second = $this->make_contact( $owner, array( 'firstName' => 'Dana', 'lastName' => 'Fox', 'emailOne' => 'DANA.FOX@example.test', 'company' => 'Fox & Co' ) );
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Schema::table( 'collisions' ) . ' WHERE owner_id = %d', $owner ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- test; table from Schema.
		$this->assertSame( 0, ( new Collision_Repository() )->count_pending( $owner ) );
		return array( $first, $second );
	}

	/**
	 * The Import form's nonce for a logged-in client's session, as the contact list hands it out.
	 *
	 * @param Http_Client $client Logged-in client of the owner.
	 */
	private function form_nonce( Http_Client $client ): string {
		$saved                       = $_COOKIE[ LOGGED_IN_COOKIE ] ?? null;
		$_COOKIE[ LOGGED_IN_COOKIE ] = (string) $client->cookie( LOGGED_IN_COOKIE );
		wp_set_current_user( self::$owner );
		$nonce = wp_create_nonce( Import_Store::NONCE_ACTION );
		if ( null === $saved ) {
			unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		} else {
			$_COOKIE[ LOGGED_IN_COOKIE ] = $saved;
		}
		return $nonce;
	}
}
