<?php
/**
 * Pages a newer version adds: a site that had PRISM before gets them once, on the next request, as a new site gets
 * them on activation; a page the admin deleted since is not made again; the Google authentication page explains the
 * export and leads back to the Import dialog.
 *
 * @package Prism
 */

namespace Prism\Tests\Pages;

use Prism\Pages\Page_Registry;
use Prism\Schema\Installer;
use Prism\Site\Page_Urls;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * @covers \Prism\Schema\Installer::add_new_pages
 */
final class AddedPagesTest extends Prism_Test_Case {

	/**
	 * Deletes the page at a path for good.
	 *
	 * @param string $path Page path.
	 */
	private function delete_page( string $path ): void {
		$page = get_page_by_path( $path, OBJECT, 'page' );
		if ( $page instanceof \WP_Post ) {
			wp_delete_post( $page->ID, true );
		}
	}

	protected function setUp(): void {
		parent::setUp();
		// Pages made here belong to the site (author 1), not to the test member, whose posts go with the member.
		wp_set_current_user( 0 );
	}

	protected function tearDown(): void {
		// Every page back, as activation leaves the site.
		wp_set_current_user( 0 );
		Installer::create_pages();
		parent::tearDown();
	}

	public function test_a_site_from_before_the_page_gets_it_once(): void {
		$this->delete_page( 'google-authentication' );
		delete_option( Page_Registry::VERSION_OPTION );

		Installer::add_new_pages();

		$page = get_page_by_path( 'google-authentication', OBJECT, 'page' );
		$this->assertInstanceOf( \WP_Post::class, $page );
		$this->assertSame( 'publish', $page->post_status );
		$this->assertSame( 1, (int) $page->post_author );
		$this->assertSame( home_url( '/google-authentication/' ), get_permalink( $page ) );
		$this->assertSame( Page_Registry::version(), (int) get_option( Page_Registry::VERSION_OPTION ) );

		// A second request finds nothing to do, and a page the admin deletes stays deleted.
		Installer::add_new_pages();
		$this->assertCount( 1, get_posts( array( 'post_type' => 'page', 'name' => 'google-authentication', 'post_status' => 'any', 'numberposts' => -1 ) ) );
		$this->delete_page( 'google-authentication' );
		Installer::add_new_pages();
		$this->assertNull( get_page_by_path( 'google-authentication', OBJECT, 'page' ) );
	}

	public function test_only_the_added_pages_are_made_for_an_older_site(): void {
		$this->delete_page( 'google-authentication' );
		$this->delete_page( 'articles' );
		delete_option( Page_Registry::VERSION_OPTION );

		Installer::add_new_pages();

		$this->assertInstanceOf( \WP_Post::class, get_page_by_path( 'google-authentication', OBJECT, 'page' ) );
		$this->assertNull( get_page_by_path( 'articles', OBJECT, 'page' ), 'a first-version page the admin deleted stays deleted' );
	}

	public function test_activation_records_the_pages_version(): void {
		delete_option( Page_Registry::VERSION_OPTION );
		Installer::activate();
		$this->assertSame( Page_Registry::version(), (int) get_option( Page_Registry::VERSION_OPTION ) );
	}

	public function test_the_google_page_explains_the_export_and_leads_to_the_import_dialog(): void {
		$content = (string) get_page_by_path( 'google-authentication', OBJECT, 'page' )->post_content;
		$this->assertStringContainsString( 'https://contacts.google.com', $content );
		$this->assertStringContainsString( 'Google CSV', $content );
		$this->assertStringContainsString( 'contacts.csv', $content );
		$this->assertStringContainsString( esc_url( add_query_arg( 'import', '1', Page_Urls::url( 'prism/contact' ) ) ), $content );
		// The link follows the page (Settings › PRISM may choose another one): here, the page at its path.
		$this->assertSame( get_permalink( get_page_by_path( 'google-authentication', OBJECT, 'page' ) ), Page_Registry::links()['googleAuthentication'] );
		// Valid block markup: every block that opens closes.
		$this->assertSame( substr_count( $content, '<!-- wp:' ), substr_count( $content, '<!-- /wp:' ) );
		$blocks = parse_blocks( $content );
		$this->assertContains( 'core/list', array_column( $blocks, 'blockName' ) );
	}
}
