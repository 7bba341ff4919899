<?php
/**
 * Activation and upgrades: idempotent, versioned, and respectful of pages an admin already has.
 *
 * @package Prism
 */

namespace Prism\Tests\Schema;

use Prism\Pages\Page_Registry;
use Prism\Schema\Installer;
use Prism\Schema\Schema;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Installer behaviour on the real database.
 */
final class InstallerTest extends Prism_Test_Case {

	public function test_activation_twice_keeps_one_of_each_table_and_page(): void {
		Installer::activate();
		Installer::activate();

		global $wpdb;
		foreach ( Schema::all_tables() as $table ) {
			$this->assertSame( $table, $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $table ) ), "{$table} exists" );
		}
		$this->assertSame( Schema::DB_VERSION, (int) get_option( Schema::VERSION_OPTION ) );

		foreach ( array_keys( Page_Registry::site_pages() ) as $path ) {
			$page = get_page_by_path( $path, OBJECT, 'page' );
			$this->assertInstanceOf( \WP_Post::class, $page, "page {$path} exists" );
			$slug = basename( $path );
			$same = get_posts(
				array(
					'post_type'   => 'page',
					'name'        => $slug,
					'post_parent' => $page->post_parent,
					'post_status' => 'any',
					'numberposts' => -1,
				)
			);
			$this->assertCount( 1, $same, "exactly one page at {$path}" );
		}
		$this->assertStringContainsString( '[prism_contacts]', get_page_by_path( 'prism/contact', OBJECT, 'page' )->post_content );
		$this->assertSame( home_url( '/prism/contact/' ), Page_Registry::url( 'prism/contact' ) );
	}

	public function test_a_page_an_admin_already_has_is_left_alone(): void {
		$help = get_page_by_path( 'help', OBJECT, 'page' );
		$this->assertInstanceOf( \WP_Post::class, $help );
		$original = $help->post_content;
		wp_update_post( array( 'ID' => $help->ID, 'post_content' => '<p>Our own help page</p>' ) );

		Installer::activate();

		$this->assertSame( '<p>Our own help page</p>', get_post( $help->ID )->post_content );
		wp_update_post( array( 'ID' => $help->ID, 'post_content' => $original ) );
	}

	public function test_upgrade_to_version_2_fills_the_note_search_copy_and_can_run_twice(): void {
		global $wpdb;
		$contact = $this->make_contact( self::$owner, array( 'firstName' => 'Émile' ) );
		$note    = $this->make_note( self::$owner, $contact, 'Met ÉMILE at the Café ÉCLAIR' );
		$table   = Schema::table( 'notes' );
		// A note written before version 2 had no search copy.
		$wpdb->update( $table, array( 'search_text' => '' ), array( 'id' => $note ) );
		update_option( Schema::VERSION_OPTION, 1 );

		Installer::maybe_upgrade();
		Installer::maybe_upgrade();

		$this->assertSame( Schema::DB_VERSION, (int) get_option( Schema::VERSION_OPTION ) );
		$this->assertSame( 'met émile at the café éclair', $wpdb->get_var( $wpdb->prepare( "SELECT search_text FROM {$table} WHERE id = %d", $note ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	public function test_upgrade_to_version_3_puts_note_text_into_the_contact_search_and_can_run_twice(): void {
		global $wpdb;
		$contact = $this->make_contact( self::$owner, array( 'firstName' => 'Quinn' ) );
		$this->make_note( self::$owner, $contact, 'Loves sailing on Lake Tahoe' );
		$table = Schema::table( 'contacts' );
		// Before version 3 a contact's search text did not hold its notes, and names had their own index.
		$wpdb->update( $table, array( 'search_text' => 'quinn' ), array( 'id' => $contact ) );
		$wpdb->query( "ALTER TABLE {$table} ADD INDEX owner_sort (owner_id, sort_name)" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$wpdb->query( "ALTER TABLE {$table} ADD INDEX owner_sort_search (owner_id, sort_name, search_text(191))" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		update_option( Schema::VERSION_OPTION, 2 );

		Installer::maybe_upgrade();
		update_option( Schema::VERSION_OPTION, 2 );
		Installer::maybe_upgrade();

		$this->assertSame( Schema::DB_VERSION, (int) get_option( Schema::VERSION_OPTION ) );
		$found = $this->ok( $this->get( 'contact-list/' . self::$owner, array( 'q' => 'tahoe' ) ) );
		$this->assertSame( array( $contact ), array_column( $found, 'id' ) );
		$index_names = array_column( $wpdb->get_results( "SHOW INDEX FROM {$table}", ARRAY_A ), 'Key_name' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$this->assertNotContains( 'owner_sort', $index_names );
		$this->assertContains( 'owner_name', $index_names );
		$this->assertNotContains( 'owner_sort_search', $index_names );
	}

	public function test_note_search_ignores_case_beyond_ascii_on_every_engine(): void {
		$contact = $this->make_contact( self::$owner, array( 'firstName' => 'Zed' ) );
		$this->make_note( self::$owner, $contact, 'Met ÉMILE at the Café ÉCLAIR' );

		foreach ( array( 'émile', 'ÉMILE', 'éclair', 'café' ) as $term ) {
			$found = $this->ok( $this->get( 'contact-list/' . self::$owner, array( 'q' => $term ) ) );
			$this->assertSame( array( $contact ), array_column( $found, 'id' ), "search {$term}" );
		}
	}
}
