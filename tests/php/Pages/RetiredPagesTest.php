<?php
/**
 * The second page of a contact's mentoring (issue 26): until pages version 4 PRISM made both
 * /prism/contact-detail-mentoring/ ('Contact Mentoring') and /contact-detail-mentoring/ ('Mentoring Detail'). A site
 * from before has the older one moved to the trash once, only while nobody has made it theirs, and its address still
 * opens the view's one page.
 *
 * @package Prism
 */

namespace Prism\Tests\Pages;

use Prism\Pages\Page_Registry;
use Prism\Schema\Installer;
use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';

/**
 * @covers \Prism\Schema\Installer::add_new_pages
 * @covers \Prism\Pages\Page_Registry::is_retired_content
 */
final class RetiredPagesTest extends Prism_Test_Case {

	private const PATH = 'prism/contact-detail-mentoring';

	/**
	 * Pages and menus a test made, deleted after it.
	 *
	 * @var int[]
	 */
	private array $made = array();

	protected function setUp(): void {
		parent::setUp();
		wp_set_current_user( 0 );
	}

	protected function tearDown(): void {
		foreach ( $this->made as $id ) {
			wp_delete_post( $id, true );
		}
		$pages = (array) get_option( 'prism_pages', array() );
		unset( $pages[ self::PATH ] );
		update_option( 'prism_pages', $pages, false );
		update_option( Page_Registry::VERSION_OPTION, Page_Registry::version(), true );
		parent::tearDown();
	}

	/**
	 * The page as PRISM made it before version 4, on a site at pages version 3.
	 *
	 * @param array<string, mixed> $changes What an admin changed.
	 */
	private function old_page( array $changes = array() ): int {
		$parent = get_page_by_path( 'prism' );
		$id     = (int) wp_insert_post(
			array_merge(
				array(
					'post_type'    => 'page',
					'post_status'  => 'publish',
					'post_title'   => 'Contact Mentoring',
					'post_name'    => 'contact-detail-mentoring',
					'post_parent'  => $parent->ID,
					'post_content' => "<!-- wp:shortcode -->\n[prism_contact_detail_mentoring]\n<!-- /wp:shortcode -->",
					'post_author'  => 1,
				),
				$changes
			)
		);
		$this->made[] = $id;
		$pages        = (array) get_option( 'prism_pages', array() );
		$pages[ self::PATH ] = $id;
		update_option( 'prism_pages', $pages, false );
		update_option( Page_Registry::VERSION_OPTION, 3, true );
		return $id;
	}

	public function test_the_pages_version_counts_the_retirement(): void {
		$this->assertGreaterThanOrEqual( 4, Page_Registry::version() );
		$this->assertArrayNotHasKey( self::PATH, Page_Registry::site_pages(), 'PRISM no longer makes the page' );
	}

	public function test_an_untouched_page_goes_to_the_trash_once(): void {
		$id = $this->old_page();

		Installer::add_new_pages();

		$this->assertSame( 'trash', get_post_status( $id ) );
		$this->assertArrayNotHasKey( self::PATH, (array) get_option( 'prism_pages' ) );
		$this->assertSame( Page_Registry::version(), (int) get_option( Page_Registry::VERSION_OPTION ) );
		$this->assertInstanceOf( \WP_Post::class, get_page_by_path( 'contact-detail-mentoring' ), 'the view keeps its one page' );

		// An admin who restores it keeps it: the retirement ran once.
		wp_untrash_post( $id );
		wp_publish_post( $id );
		Installer::add_new_pages();
		$this->assertSame( 'publish', get_post_status( $id ) );
	}

	/**
	 * What makes the page the admin's.
	 *
	 * @return array<string, array{array<string, mixed>}>
	 */
	public function touched(): array {
		return array(
			'retitled'    => array( array( 'post_title' => 'Mentoring with one contact' ) ),
			'edited'      => array( array( 'post_content' => "<!-- wp:paragraph --><p>Our mentoring guide.</p><!-- /wp:paragraph -->\n<!-- wp:shortcode -->\n[prism_contact_detail_mentoring]\n<!-- /wp:shortcode -->" ) ),
			'unpublished' => array( array( 'post_status' => 'draft' ) ),
		);
	}

	/**
	 * @dataProvider touched
	 *
	 * @param array<string, mixed> $changes What the admin changed.
	 */
	public function test_a_page_an_admin_changed_stays( array $changes ): void {
		$id     = $this->old_page( $changes );
		$before = get_post( $id );

		Installer::add_new_pages();

		$after = get_post( $id );
		$this->assertSame( $before->post_status, $after->post_status );
		$this->assertSame( $before->post_title, $after->post_title );
		$this->assertSame( $before->post_content, $after->post_content );
	}

	public function test_a_page_in_a_menu_stays(): void {
		$id   = $this->old_page();
		$menu = wp_create_nav_menu( 'Members ' . uniqid() );
		$this->assertIsInt( $menu );
		wp_update_nav_menu_item(
			$menu,
			0,
			array(
				'menu-item-object-id' => $id,
				'menu-item-object'    => 'page',
				'menu-item-type'      => 'post_type',
				'menu-item-status'    => 'publish',
			)
		);
		try {
			Installer::add_new_pages();
			$this->assertSame( 'publish', get_post_status( $id ) );
		} finally {
			wp_delete_nav_menu( $menu );
		}
	}

	public function test_a_page_a_navigation_block_links_stays(): void {
		$id           = $this->old_page();
		$this->made[] = (int) wp_insert_post(
			array(
				'post_type'    => 'wp_navigation',
				'post_status'  => 'publish',
				'post_title'   => 'Header',
				'post_content' => '<!-- wp:navigation-link {"label":"Mentoring","type":"page","id":' . $id . ',"kind":"post-type"} /-->',
			)
		);

		Installer::add_new_pages();

		$this->assertSame( 'publish', get_post_status( $id ) );
	}

	public function test_the_older_address_opens_the_view_s_one_page(): void {
		$client = new Http_Client();
		$this->assertTrue( $client->login( Members::login( self::$owner ), Members::PASSWORD ) );
		$response = $client->request( 'GET', '/prism/contact-detail-mentoring/42/' );
		$this->assertSame( 200, $response['status'] );
		$this->assertMatchesRegularExpression( '#data-prism-page="contact-detail-mentoring" data-prism-props="[^"]*&quot;contactId&quot;:42\b#', $response['body'] );
	}
}
