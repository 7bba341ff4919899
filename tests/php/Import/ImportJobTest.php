<?php
/**
 * An import from file to contacts against the real database: Import_Store checks and stores the file, the job
 * imports it in batches, a batch that dies (an exception, or a process that ends mid-transaction) is retried
 * without creating anything twice, and the report counts every row.
 *
 * @package Prism
 */

namespace Prism\Tests\Import;

use Prism\Data\Db;
use Prism\Data\Import_Repository;
use Prism\Data\Job;
use Prism\Data\Slice;
use Prism\Domain\Invalid_Input;
use Prism\Import\Import_Job;
use Prism\Import\Import_Store;
use Prism\Jobs\Job_Type;
use Prism\Jobs\Runner;
use Prism\Schema\Schema;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Import jobs.
 */
final class ImportJobTest extends Prism_Test_Case {

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
	 * A Google Contacts CSV (current layout) of $count people, every one with a unique email; row 2 + i is person i.
	 *
	 * @param int $count People.
	 */
	private function google_csv( int $count ): string {
		$path = (string) tempnam( sys_get_temp_dir(), 'prism-import-' );
		$out  = fopen( $path, 'wb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- test file.
		fputcsv( $out, array( 'First Name', 'Middle Name', 'Last Name', 'Organization Name', 'Organization Title', 'Birthday', 'Notes', 'Labels', 'E-mail 1 - Label', 'E-mail 1 - Value', 'Phone 1 - Label', 'Phone 1 - Value' ), ',', '"', '' );
		for ( $i = 0; $i < $count; $i++ ) {
			fputcsv(
				$out,
				array( "Person{$i}", '', "Family{$i}", 'Acme', 'Engineer', '--07-01', "Line one of {$i}\nLine two <100k & %20", '* myContacts ::: Imported', '* Work', "person{$i}@example.test", 'Mobile', sprintf( '+1 555 01%05d', $i ) ),
				',',
				'"',
				''
			);
		}
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- test file.
		$this->files[] = $path;
		return $path;
	}

	/**
	 * The owner's count of rows in a member table.
	 *
	 * @param string $name Logical table.
	 */
	private static function count_of( string $name ): int {
		global $wpdb;
		$table = Schema::table( $name );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test; table from Schema.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE owner_id = %d", self::$owner ) );
	}

	/**
	 * Distinct emails among the owner's contacts.
	 */
	private static function distinct_emails(): int {
		global $wpdb;
		$table = Schema::table( 'contacts' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test; table from Schema.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(DISTINCT email_one) FROM {$table} WHERE owner_id = %d", self::$owner ) );
	}

	public function test_a_file_is_stored_then_imported_in_batches_and_the_report_counts_every_row(): void {
		$id     = ( new Import_Store() )->import_file( self::$owner, $this->google_csv( 1200 ), 'contacts.csv', 'Google CSV', 'update' );
		$import = ( new Import_Repository() )->find( $id );
		$this->assertSame( 1200, (int) $import['total_rows'] );
		$this->assertSame( 'google', $import['kind'] );
		$this->assertSame( 'Google', $import['source'] );
		$this->assertSame( Job::QUEUED, $import['job_state'] );
		$this->assertNotNull( ( new Import_Repository() )->open_file( $id ), 'the file is kept in the database until the import ends' );

		$this->assertSame( Runner::PROGRESS, ( new Runner() )->run_job( (int) $import['job_id'], 0.0 ), 'one slice only' );
		$this->assertSame( Import_Job::BATCH, self::count_of( 'contacts' ) );

		( new Runner() )->run_job( (int) $import['job_id'], INF );
		$import = ( new Import_Repository() )->find( $id );
		$this->assertSame( Job::DONE, $import['job_state'] );
		$this->assertSame( array( 1200, 0, 0, 0 ), array( (int) $import['created_count'], (int) $import['updated_count'], (int) $import['skipped_count'], (int) $import['rejected_count'] ) );
		$this->assertSame( 1200, self::count_of( 'contacts' ) );
		$this->assertSame( 1200, self::count_of( 'events' ) );
		$this->assertNull( ( new Import_Repository() )->open_file( $id ), 'the stored file is deleted when the import ends' );
		$this->assertNotNull( $import['finished_at'] );

		// Re-importing the same file in update mode creates nothing.
		$again = ( new Import_Store() )->import_file( self::$owner, end( $this->files ), 'contacts.csv', 'Google CSV', 'update' );
		$row   = ( new Import_Repository() )->find( $again );
		( new Runner() )->run_job( (int) $row['job_id'], INF );
		$row = ( new Import_Repository() )->find( $again );
		$this->assertSame( array( 0, 1200 ), array( (int) $row['created_count'], (int) $row['skipped_count'] ) );
		$this->assertSame( 1200, self::count_of( 'contacts' ) );
		$this->assertSame( 1200, self::count_of( 'notes' ) );
	}

	public function test_imported_contacts_are_found_by_search_before_and_after_their_search_lists_are_made(): void {
		$id     = ( new Import_Store() )->import_file( self::$owner, $this->google_csv( 700 ), 'contacts.csv', 'Google CSV', 'update' );
		$import = ( new Import_Repository() )->find( $id );
		( new Runner() )->run_job( (int) $import['job_id'], INF );
		$this->assertSame( Job::DONE, ( new Import_Repository() )->find( $id )['job_state'], 'every row is in' );

		$grams = ( new \Prism\Data\Job_Repository() )->find_by_key( self::$owner, \Prism\Import\Import_Grams_Job::TYPE, (string) $id );
		$this->assertNotNull( $grams, 'the search lists follow as a job' );
		$this->assertFalse( \Prism\Data\Search_Index::usable( self::$owner ), 'the member\'s lists wait for the job' );
		$this->assertTrue( \Prism\Data\Search_Index::usable( self::$other ), 'another member\'s searches are not affected' );
		$this->assertNull( ( new \Prism\Data\Search_Index() )->plan( self::$owner, 'person612' ), 'meanwhile the member\'s searches scan' );
		$found = ( new \Prism\Data\Search_Index() )->find( self::$owner, 'person612', 'asc', 10, 0 );
		$this->assertSame( 1, (int) $found['total'], wp_json_encode( $found ) );

		( new Runner() )->run_job( $grams->id, INF );
		$this->assertTrue( \Prism\Data\Search_Index::usable( self::$owner ) );
		$this->assertNotNull( ( new \Prism\Data\Search_Index() )->plan( self::$owner, 'person612' ), 'then the lists answer' );
		$found = ( new \Prism\Data\Search_Index() )->find( self::$owner, 'person612', 'asc', 10, 0 );
		$this->assertSame( 1, (int) $found['total'] );
		global $wpdb;
		$grams_table  = Schema::table( 'contact_lists' );
		$search_table = Schema::table( 'contact_search' );
		$expected     = 0;
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test; tables from Schema.
		foreach ( (array) $wpdb->get_col( $wpdb->prepare( "SELECT search_text FROM {$search_table} WHERE owner_id = %d", self::$owner ) ) as $text ) {
			$expected += count( \Prism\Domain\Search_Grams::of( (string) $text ) );
		}
		$this->assertSame( $expected, (int) $wpdb->get_var( $wpdb->prepare( "SELECT SUM(holders) FROM {$grams_table} WHERE owner_id = %d", self::$owner ) ), 'every gram of every imported contact is listed' );
		// phpcs:enable
	}

	public function test_a_batch_that_throws_is_rolled_back_and_retried_without_duplicates(): void {
		$id     = ( new Import_Store() )->import_file( self::$owner, $this->google_csv( 1100 ), 'contacts.csv', 'Google CSV', 'update' );
		$job_id = (int) ( new Import_Repository() )->find( $id )['job_id'];
		// A type that imports the batch, then fails before the slice commits (the second slice).
		$dying = new class() implements Job_Type {
			/**
			 * Slices run.
			 *
			 * @var int
			 */
			public int $slices = 0;

			/**
			 * The real job.
			 *
			 * @var Import_Job
			 */
			private Import_Job $job;

			public function __construct() {
				$this->job = new Import_Job();
			}

			public function run( Job $job, float $deadline ): Slice {
				$slice = $this->job->run( $job, $deadline );
				if ( 2 === ++$this->slices ) {
					throw new \RuntimeException( 'killed halfway' );
				}
				return $slice;
			}
		};
		( new Runner( array( Import_Job::TYPE => $dying ), 5, 0 ) )->run_job( $job_id, INF );
		$this->assertSame( Import_Job::BATCH, self::count_of( 'contacts' ), 'the second batch left nothing behind' );
		$import = ( new Import_Repository() )->find( $id );
		$this->assertSame( Import_Job::BATCH, (int) $import['created_count'] );

		( new Runner( null, 5, 0 ) )->run_job( $job_id, INF );
		$this->assertSame( 1100, self::count_of( 'contacts' ) );
		$this->assertSame( 1100, self::distinct_emails(), 'no one twice' );
		$this->assertSame( 1100, (int) ( new Import_Repository() )->find( $id )['created_count'] );
	}

	public function test_a_process_that_dies_mid_batch_leaves_nothing_and_the_import_resumes(): void {
		$id     = ( new Import_Store() )->import_file( self::$owner, $this->google_csv( 1300 ), 'contacts.csv', 'Google CSV', 'skip' );
		$job_id = (int) ( new Import_Repository() )->find( $id )['job_id'];
		$answer = $this->child( $job_id, 1000 );
		$this->assertTrue( $answer['died'] ?? false, 'the process died' );
		$this->assertGreaterThanOrEqual( 1000, $answer['done'], 'it died in the batch that reached row 1000' );
		$this->assertGreaterThan( 0, $answer['committed'], 'batches before it committed' );
		$this->assertLessThan( $answer['done'], $answer['committed'], 'the batch it died in had rows' );
		Db::transaction( static fn() => null ); // A fresh transaction sees what the dead process committed.
		$this->assertSame( $answer['committed'], self::count_of( 'contacts' ), 'the batch the process died in left nothing' );

		// Its lock would expire after Runner::LOCK_TTL; the test does not wait.
		global $wpdb;
		$locks = Schema::table( 'locks' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test; table from Schema.
		$wpdb->query( $wpdb->prepare( "UPDATE {$locks} SET expires_at = 0 WHERE name = %s", 'job-' . $job_id ) );

		( new Runner( null, 5, 0 ) )->run_job( $job_id, INF );
		$this->assertSame( 1300, self::count_of( 'contacts' ) );
		$this->assertSame( 1300, self::distinct_emails() );
		$import = ( new Import_Repository() )->find( $id );
		$this->assertSame( Job::DONE, $import['job_state'] );
		$this->assertSame( 1300, (int) $import['created_count'] );
	}

	public function test_other_writes_of_the_site_go_through_while_an_import_runs(): void {
		$id     = ( new Import_Store() )->import_file( self::$owner, $this->google_csv( 3000 ), 'contacts.csv', 'Google CSV', 'update' );
		$job_id = (int) ( new Import_Repository() )->find( $id )['job_id'];
		$pipes  = array();
		// A second process runs the whole import, as WP-Cron would, batch after batch.
		$process = proc_open(
			array( PHP_BINARY, __DIR__ . '/Support/import-child.php', (string) $job_id, (string) PHP_INT_MAX ),
			array(
				0 => array( 'pipe', 'r' ),
				1 => array( 'pipe', 'w' ),
				2 => array( 'pipe', 'w' ),
			),
			$pipes
		);
		$this->assertIsResource( $process );
		fclose( $pipes[0] );
		$writes = 0;
		$failed = array();
		do {
			usleep( 150000 );
			try {
				// Another member saving a contact meanwhile: on SQLite it waits for the write lock, and must get it.
				$this->make_contact( self::$other, array( 'firstName' => 'Meanwhile ' . $writes ) );
				++$writes;
			} catch ( \Throwable $e ) {
				$failed[] = $e->getMessage();
			}
			$status = proc_get_status( $process );
		} while ( $status['running'] );
		$out = (string) stream_get_contents( $pipes[1] );
		$err = (string) stream_get_contents( $pipes[2] );
		proc_close( $process );
		$this->assertStringContainsString( 'done', $out, $out . $err );
		$this->assertSame( array(), $failed, 'every write went through' );
		$this->assertGreaterThan( 3, $writes, 'writes were made while the import ran' );
		$this->assertSame( 3000, self::count_of( 'contacts' ) );
	}

	public function test_bad_files_are_refused_whole_and_store_nothing(): void {
		$cases = array(
			'empty'       => '',
			'only header' => "First Name,Last Name,E-mail 1 - Value\n",
			'png'         => "\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1f\x15\xc4\x89",
			'binary'      => "PK\x03\x04\0\0\0\0" . random_bytes( 64 ),
			'linkedin'    => "Notes:\n\"When exporting your connection data…\"\n\nFirst Name,Last Name,URL,Email Address,Company,Position,Connected On\nJane,Doe,https://www.linkedin.com/in/jane,,Acme,CEO,12 Mar 2024\n",
		);
		foreach ( $cases as $label => $bytes ) {
			$path = (string) tempnam( sys_get_temp_dir(), 'prism-bad-' );
			file_put_contents( $path, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- test file.
			$this->files[] = $path;
			try {
				( new Import_Store() )->import_file( self::$owner, $path, 'bad.csv', 'Google CSV', 'update' );
				$this->fail( "{$label}: accepted" );
			} catch ( Invalid_Input $e ) {
				$this->assertNotSame( '', $e->getMessage(), $label );
			}
		}
		$this->assertSame( 0, self::count_of( 'imports' ) );
		$this->assertSame( 0, self::count_of( 'contacts' ) );
	}

	/**
	 * Runs import-child.php for a job and returns its JSON answer.
	 *
	 * @param int $job_id  Job.
	 * @param int $die_at  Rows after which it dies mid-batch.
	 * @return array<string, mixed>
	 */
	private function child( int $job_id, int $die_at ): array {
		$pipes   = array();
		$process = proc_open(
			array( PHP_BINARY, __DIR__ . '/Support/import-child.php', (string) $job_id, (string) $die_at ),
			array(
				0 => array( 'pipe', 'r' ),
				1 => array( 'pipe', 'w' ),
				2 => array( 'pipe', 'w' ),
			),
			$pipes
		);
		$this->assertIsResource( $process );
		fclose( $pipes[0] );
		$out = (string) stream_get_contents( $pipes[1] );
		$err = (string) stream_get_contents( $pipes[2] );
		proc_close( $process );
		$answer = json_decode( trim( $out ), true );
		$this->assertIsArray( $answer, "child answered: {$out} {$err}" );
		return $answer;
	}
}
