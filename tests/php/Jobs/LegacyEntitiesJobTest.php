<?php
/**
 * Version 11's repair of text earlier versions stored with HTML entities: what was typed as '<', '>' and '&' comes
 * back, search finds it, nothing else changes (no edit time moves), text typed after the upgrade is never touched,
 * and running it again changes nothing.
 *
 * @package Prism
 */

namespace Prism\Tests\Jobs;

use Prism\Data\Job;
use Prism\Data\Job_Repository;
use Prism\Jobs\Legacy_Entities_Job;
use Prism\Jobs\Runner;
use Prism\Schema\Schema;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Entity repair.
 */
final class LegacyEntitiesJobTest extends Prism_Test_Case {

	/**
	 * The site's own repair job row, set aside while a test runs its own.
	 *
	 * @var array<string, mixed>|null
	 */
	private ?array $site_job = null;

	protected function setUp(): void {
		global $wpdb;
		parent::setUp();
		$table          = Schema::table( 'jobs' );
		$this->site_job = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE owner_id = 0 AND type = %s", Legacy_Entities_Job::TYPE ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$wpdb->delete( $table, array( 'type' => Legacy_Entities_Job::TYPE ) );
	}

	protected function tearDown(): void {
		global $wpdb;
		$table = Schema::table( 'jobs' );
		$wpdb->delete( $table, array( 'type' => Legacy_Entities_Job::TYPE ) );
		if ( $this->site_job ) {
			$wpdb->insert( $table, $this->site_job );
		}
		parent::tearDown();
	}

	/**
	 * Writes a column as an earlier version stored it, past every check.
	 *
	 * @param string               $table  Logical table.
	 * @param int                  $id     Row.
	 * @param array<string, mixed> $values Column => stored value.
	 */
	private function store_raw( string $table, int $id, array $values ): void {
		global $wpdb;
		$this->assertSame( 1, $wpdb->update( Schema::table( $table ), $values, array( 'id' => $id ) ) );
	}

	/**
	 * A column as stored.
	 *
	 * @param string $table  Logical table.
	 * @param int    $id     Row.
	 * @param string $column Column.
	 */
	private function stored( string $table, int $id, string $column ): string {
		global $wpdb;
		return (string) $wpdb->get_var( $wpdb->prepare( 'SELECT ' . preg_replace( '/[^a-z_]/', '', $column ) . ' FROM ' . Schema::table( $table ) . ' WHERE id = %d', $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	}

	/**
	 * Runs the repair to its end.
	 */
	private function run_repair(): int {
		$job = Legacy_Entities_Job::enqueue();
		( new Runner() )->run_job( $job, INF );
		$this->assertSame( Job::DONE, ( new Job_Repository() )->find( $job )->state );
		return $job;
	}

	public function test_entities_stored_by_earlier_versions_become_what_was_typed(): void {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$note = $this->make_note( self::$owner, $ann, 'placeholder' );
		$vip  = $this->make_category( self::$owner, 'placeholder', array( $ann ) );
		$this->store_raw(
			'contacts',
			$ann,
			array(
				'first_name' => 'Ann &amp; Bob',
				'company'    => 'I &lt;3 NY Deli',
				'title'      => 'a&lt;b &gt; c',
				'updated_at' => '2024-01-01 00:00:00',
			)
		);
		$this->store_raw(
			'notes',
			$note,
			array(
				'note'         => "Budget &lt;100k and &gt;50k\nTom &amp; Jerry &amp;lt;",
				'last_updated' => '2024-01-01 00:00:00.000000',
			)
		);
		$this->store_raw( 'categories', $vip, array( 'name' => 'Clients &lt;2024&gt;' ) );
		// A second category of the other member whose decoded name the member already has: both stay.
		$olga  = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$dup   = $this->make_category( self::$other, 'R&D', array( $olga ) );
		$enc   = $this->make_category( self::$other, 'placeholder 2' );
		$this->store_raw( 'categories', $enc, array( 'name' => 'R&amp;D' ) );

		$this->run_repair();

		$this->assertSame( 'Ann & Bob', $this->stored( 'contacts', $ann, 'first_name' ) );
		$this->assertSame( 'I <3 NY Deli', $this->stored( 'contacts', $ann, 'company' ) );
		$this->assertSame( 'a<b > c', $this->stored( 'contacts', $ann, 'title' ) );
		$this->assertSame( 'ann & bob', $this->stored( 'contacts', $ann, 'sort_name' ), 'the sort key follows' );
		$this->assertSame( '2024-01-01 00:00:00', $this->stored( 'contacts', $ann, 'updated_at' ), 'a repair is not the member\'s edit' );
		$this->assertSame( "Budget <100k and >50k\nTom & Jerry &lt;", $this->stored( 'notes', $note, 'note' ), 'decoded once: "&amp;lt;" was a typed "&lt;"' );
		$this->assertStringStartsWith( '2024-01-01 00:00:00', $this->stored( 'notes', $note, 'last_updated' ), 'the note keeps its place in the list' );
		$this->assertSame( 'Clients <2024>', $this->stored( 'categories', $vip, 'name' ) );
		$this->assertSame( 'R&D', $this->stored( 'categories', $dup, 'name' ) );
		$this->assertSame( 'R&amp;D', $this->stored( 'categories', $enc, 'name' ), 'a decoded name the member already has is left as stored' );

		foreach ( array( 'I <3 NY', '<100k and >50k', 'ann & bob' ) as $q ) {
			$this->assertSame( array( $ann ), array_column( $this->ok( $this->get( 'contact-list/' . self::$owner, array( 'q' => $q ) ) ), 'id' ), "search '{$q}'" );
		}
		$this->assertSame( array( $ann ), array_column( $this->ok( $this->get( 'contact-list/' . self::$owner, array( 'category' => array( 'Clients <2024>' ) ) ) ), 'id' ) );
	}

	public function test_text_typed_after_the_upgrade_is_never_decoded_and_a_second_run_changes_nothing(): void {
		$old = $this->make_contact( self::$owner, array( 'firstName' => 'Old' ) );
		$this->store_raw(
			'contacts',
			$old,
			array(
				'company'    => 'Old &amp; Co',
				'updated_at' => '2024-01-01 00:00:00',
			)
		);
		$job = Legacy_Entities_Job::enqueue();

		// After the upgrade, before the job reaches them: a new contact and an edit, both typed with entity-like text.
		$new = $this->make_contact( self::$owner, array( 'firstName' => 'New', 'company' => 'Use &lt;b&gt; &amp; co' ) );
		$this->ok( $this->send( 'POST', 'create-note', array( 'contactId' => $old, 'wordpressId' => self::$owner, 'note' => 'Literally &lt;tag&gt;' ) ) );
		$edited = $this->make_contact( self::$owner, array( 'firstName' => 'Edited' ) );
		$this->store_raw( 'contacts', $edited, array( 'company' => 'Then &amp; now' ) );

		( new Runner() )->run_job( $job, INF );
		$this->assertSame( 'Old & Co', $this->stored( 'contacts', $old, 'company' ) );
		$this->assertSame( 'Use &lt;b&gt; &amp; co', $this->stored( 'contacts', $new, 'company' ), 'a contact added after the upgrade' );
		$this->assertSame( 'Literally &lt;tag&gt;', $this->ok( $this->get( 'notes/' . $old ) )[0]['note'], 'a note written after the upgrade' );
		$this->assertSame( 'Then &amp; now', $this->stored( 'contacts', $edited, 'company' ), 'a contact stored after the upgrade' );

		$before = $this->snapshot();
		$this->assertSame( $job, Legacy_Entities_Job::enqueue(), 'enqueueing again finds the same job' );
		( new Runner() )->run_job( $job, INF );
		$this->assertSame( $before, $this->snapshot(), 'running again changes nothing' );
	}
}
