<?php
/**
 * Each import ends with a check of the contacts it created: its second phase (Import_Grams_Job) checks them
 * against the member's contacts and each other, and stores the pairs as pending duplicate suggestions.
 *
 * @package Prism
 */

namespace Prism\Tests\Import;

use Prism\Data\Import_Repository;
use Prism\Data\Job;
use Prism\Data\Job_Repository;
use Prism\Import\Import_Grams_Job;
use Prism\Import\Import_Store;
use Prism\Jobs\Runner;
use Prism\Schema\Schema;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * The duplicate check at the end of an import.
 */
final class ImportDuplicateCheckTest extends Prism_Test_Case {

	/**
	 * The CSV file written.
	 *
	 * @var string
	 */
	private string $file = '';

	protected function tearDown(): void {
		if ( '' !== $this->file ) {
			@unlink( $this->file ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.WP.AlternativeFunctions.unlink_unlink -- test clean-up.
		}
		parent::tearDown();
	}

	/**
	 * The owner's pending pairs as "first-second".
	 *
	 * @return string[]
	 */
	private static function pending(): array {
		global $wpdb;
		$table = Schema::table( 'collisions' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test helper.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT first_id, second_id FROM {$table} WHERE owner_id = %d AND state = 'pending' ORDER BY first_id, second_id", self::$owner ), ARRAY_A );
		return array_map( static fn( array $r ): string => $r['first_id'] . '-' . $r['second_id'], $rows );
	}

	/**
	 * The owner's contact ids by first name, oldest first.
	 *
	 * @return array<string, int[]>
	 */
	private static function ids_by_name(): array {
		global $wpdb;
		$table = Schema::table( 'contacts' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test helper.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, first_name FROM {$table} WHERE owner_id = %d ORDER BY id", self::$owner ), ARRAY_A );
		$ids  = array();
		foreach ( $rows as $row ) {
			$ids[ (string) $row['first_name'] ][] = (int) $row['id'];
		}
		return $ids;
	}

	public function test_an_import_ends_with_a_check_of_what_it_created(): void {
		$this->make_contact( self::$owner, array( 'firstName' => 'Dana', 'lastName' => 'Scully', 'emailOne' => 'dana@fbi.test' ) );
		$this->file = (string) tempnam( sys_get_temp_dir(), 'prism-import-' );
		$out        = fopen( $this->file, 'wb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- test file.
		fputcsv( $out, array( 'First Name', 'Last Name', 'E-mail 1 - Label', 'E-mail 1 - Value', 'Phone 1 - Label', 'Phone 1 - Value' ), ',', '"', '' );
		fputcsv( $out, array( 'Dana', 'Scully', '* Work', 'DANA@fbi.test', '', '' ), ',', '"', '' );
		fputcsv( $out, array( 'Fox', 'Mulder', '* Work', 'fox@fbi.test', 'Mobile', '+1 202 555 0101' ), ',', '"', '' );
		fputcsv( $out, array( 'Fox', 'Mulder', '* Home', 'spooky@home.test', 'Mobile', '(202) 555-0101' ), ',', '"', '' );
		fputcsv( $out, array( 'Walter', 'Skinner', '* Work', 'walter@fbi.test', '', '' ), ',', '"', '' );
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- test file.

		$id     = ( new Import_Store() )->import_file( self::$owner, $this->file, 'contacts.csv', 'Google CSV', 'create' );
		$import = ( new Import_Repository() )->find( $id );
		( new Runner() )->run_job( (int) $import['job_id'], INF );
		$this->assertSame( Job::DONE, ( new Import_Repository() )->find( $id )['job_state'] );
		$this->assertSame( 4, (int) ( new Import_Repository() )->find( $id )['created_count'] );
		$this->assertSame( array(), self::pending(), 'the rows themselves are not checked one by one' );

		$grams = ( new Job_Repository() )->find_by_key( self::$owner, Import_Grams_Job::TYPE, (string) $id );
		$this->assertNotNull( $grams );
		( new Runner() )->run_job( $grams->id, INF );
		$this->assertSame( Job::DONE, ( new Job_Repository() )->find( $grams->id )->state );

		$ids = self::ids_by_name();
		$this->assertSame(
			array( $ids['Dana'][0] . '-' . $ids['Dana'][1], $ids['Fox'][0] . '-' . $ids['Fox'][1] ),
			self::pending(),
			'the imported Dana with the one already there, and the two imported Foxes (same phone); Walter with nobody'
		);
	}
}
