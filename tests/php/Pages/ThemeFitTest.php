<?php
/**
 * PRISM inside the site's theme (issue 26, includes/Pages/Theme_Fit.php): the pages about one contact stay out of the
 * lists of pages the theme draws, and every PRISM page has one heading, PRISM's, with the theme's page title left out,
 * in a block theme (Twenty Twenty-Three) and a classic one (Twenty Twenty-One). Pages are fetched over HTTP from the
 * test site, as a browser gets them.
 *
 * @package Prism
 */

namespace Prism\Tests\Pages;

use Prism\Pages\Page_Registry;
use Prism\Pages\Theme_Fit;
use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';

/**
 * @covers \Prism\Pages\Theme_Fit
 */
final class ThemeFitTest extends Prism_Test_Case {

	/** The pages that show one contact. */
	private const CONTACT_PAGES = array( 'prism/contact-detail', 'prism/contact-detail-networking', 'contact-detail-mentoring' );

	/**
	 * The site's theme before the test.
	 *
	 * @var string
	 */
	private string $theme = '';

	protected function setUp(): void {
		parent::setUp();
		// WordPress, loaded inside PHPUnit's bootstrap function, keeps the shortcodes of its `init` in a variable that is
		// not the global (tests/php/bootstrap.php): registered again, as the other page tests do.
		Page_Registry::register_shortcodes();
		$this->theme = get_stylesheet();
	}

	protected function tearDown(): void {
		if ( get_stylesheet() !== $this->theme ) {
			switch_theme( $this->theme );
		}
		Theme_Fit::reset();
		parent::tearDown();
	}

	/**
	 * The site's theme for the HTTP requests that follow (the test site reads the same database).
	 *
	 * @param string $theme Theme folder.
	 */
	private function use_theme( string $theme ): void {
		$this->assertTrue( wp_get_theme( $theme )->exists(), "theme {$theme} is installed (bin/lib/site.sh)" );
		switch_theme( $theme );
	}

	/**
	 * A page's HTML, 200 expected.
	 *
	 * @param Http_Client $client The visitor.
	 * @param string      $path   Path below the site.
	 */
	private function html( Http_Client $client, string $path ): string {
		$response = $client->request( 'GET', $path );
		$this->assertSame( 200, $response['status'], "GET {$path}" );
		return $response['body'];
	}

	/**
	 * The h1 elements of a page's HTML, as their text.
	 *
	 * @param string $html HTML.
	 * @return string[]
	 */
	private function h1s( string $html ): array {
		preg_match_all( '#<h1\b[^>]*>(.*?)</h1>#s', $html, $found );
		return array_map( static fn( string $inner ): string => trim( html_entity_decode( wp_strip_all_tags( $inner ) ) ), $found[1] );
	}

	/**
	 * A member, logged in over HTTP.
	 */
	private function member(): Http_Client {
		$client = new Http_Client();
		$this->assertTrue( $client->login( Members::login( self::$owner ), Members::PASSWORD ) );
		return $client;
	}

	public function test_lists_of_pages_leave_out_the_pages_about_one_contact(): void {
		$listed = array_map( static fn( \WP_Post $page ): string => get_page_uri( $page ), get_pages() );
		foreach ( self::CONTACT_PAGES as $path ) {
			$this->assertNotContains( $path, $listed );
		}
		$this->assertContains( 'prism/contact', $listed, 'the contact list is a page like any other' );
		$this->assertContains( 'mentoring', $listed );

		$html = wp_list_pages(
			array(
				'echo'     => false,
				'title_li' => '',
			)
		);
		$this->assertStringContainsString( (string) get_permalink( get_page_by_path( 'prism/contact' ) ), $html );
		foreach ( self::CONTACT_PAGES as $path ) {
			$this->assertStringNotContainsString( (string) get_permalink( get_page_by_path( $path ) ), $html );
		}

		// Asked for by id, a page is given: PRISM leaves out only what it did not ask for.
		$detail = get_page_by_path( 'prism/contact-detail' );
		$this->assertSame( array( $detail->ID ), wp_list_pluck( get_pages( array( 'include' => array( $detail->ID ) ) ), 'ID' ) );
	}

	public function test_a_block_theme_shows_no_contact_page_in_its_navigation(): void {
		$this->use_theme( 'twentytwentythree' );
		$html = $this->html( $this->member(), '/' );
		$this->assertStringContainsString( 'wp-block-page-list', $html, 'the navigation falls back to the list of pages' );
		$this->assertStringContainsString( 'href="' . home_url( '/prism/contact/' ) . '"', $html );
		foreach ( self::CONTACT_PAGES as $path ) {
			$this->assertStringNotContainsString( 'href="' . home_url( "/{$path}/" ) . '"', $html );
		}
	}

	/**
	 * The themes the tests look at PRISM in.
	 *
	 * @return array<string, array{string}>
	 */
	public function themes(): array {
		return array(
			'block theme'   => array( 'twentytwentythree' ),
			'classic theme' => array( 'twentytwentyone' ),
		);
	}

	/**
	 * @dataProvider themes
	 *
	 * @param string $theme Theme folder.
	 */
	public function test_a_view_without_its_own_heading_gets_the_page_title_as_its_one_h1( string $theme ): void {
		$this->use_theme( $theme );
		$html = $this->html( $this->member(), '/prism/contact/' );
		$this->assertSame( array( get_the_title( get_page_by_path( 'prism/contact' ) ) ), $this->h1s( $html ) );
		$this->assertStringContainsString( 'class="prism-page-title', $html );
		$this->assertStringNotContainsString( 'class="wp-block-post-title', $html );
		$this->assertStringNotContainsString( 'class="entry-title', $html );
		$this->assertMatchesRegularExpression( '#<body[^>]*class="[^"]*\bprism-page\b#', $html );
	}

	/**
	 * @dataProvider themes
	 *
	 * @param string $theme Theme folder.
	 */
	public function test_a_view_with_its_own_heading_gets_no_other_h1( string $theme ): void {
		$this->use_theme( $theme );
		$client = $this->member();
		foreach ( array( '/prism/', '/prism/contact-detail/', '/contact-detail-mentoring/', '/networking/' ) as $path ) {
			$html = $this->html( $client, $path );
			$this->assertSame( array(), $this->h1s( $html ), "{$path}: the view draws the page's h1" );
			$this->assertStringContainsString( 'data-prism-page=', $html, $path );
		}
	}

	/**
	 * @dataProvider themes
	 *
	 * @param string $theme Theme folder.
	 */
	public function test_a_visitor_sees_one_h1_and_a_login_that_comes_back( string $theme ): void {
		$this->use_theme( $theme );
		$html = $this->html( new Http_Client(), '/prism/' );
		$this->assertSame( array( get_the_title( get_page_by_path( 'prism' ) ) ), $this->h1s( $html ) );
		$this->assertStringContainsString( esc_url( wp_login_url( home_url( '/prism/' ) ) ), $html );
	}

	public function test_other_pages_keep_the_theme_title(): void {
		$this->use_theme( 'twentytwentythree' );
		$page = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'About our chapter',
				'post_content' => '<!-- wp:paragraph --><p>We meet monthly.</p><!-- /wp:paragraph -->',
			)
		);
		try {
			$html = $this->html( new Http_Client(), (string) wp_parse_url( (string) get_permalink( $page ), PHP_URL_PATH ) );
			$this->assertSame( array( 'About our chapter' ), $this->h1s( $html ) );
			$this->assertStringContainsString( 'class="wp-block-post-title', $html );
			$this->assertDoesNotMatchRegularExpression( '#<body[^>]*class="[^"]*\bprism-page\b#', $html );
		} finally {
			wp_delete_post( $page, true );
		}
	}
}
