<?php
/**
 * Sites that had PRISM before the help page became [prism_help]: the /help/ page that still holds the three
 * paragraphs activation wrote gets the shortcode once, on the next request (or on activation); a page an admin has
 * edited or trashed is left alone; the step runs once, and the old text stays as a revision.
 *
 * @package Prism
 */

namespace Prism\Tests\Pages;

use Prism\Pages\Help_Page;
use Prism\Pages\Page_Registry;
use Prism\Schema\Installer;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * @covers \Prism\Schema\Installer::add_new_pages
 * @covers \Prism\Pages\Page_Registry::is_former_content
 */
final class HelpPageUpdateTest extends Prism_Test_Case {

	/**
	 * Exactly what PRISM's activation wrote into /help/ before this version (Page_Registry::help_content() of pages
	 * versions 1 and 2), in English.
	 */
	private const OLD_CONTENT = "<!-- wp:paragraph -->\n<p>PRISM keeps your professional network in one place. Each contact moves through six stages: BUILD, DISCOVER, CONNECT, ASSESS, ENGAGE and MAINTAIN.</p>\n<!-- /wp:paragraph -->\n"
		. "<!-- wp:paragraph -->\n<p>Start on the PRISM Dashboard. Add contacts one by one or import them, then open a contact to keep notes, follow-ups and events.</p>\n<!-- /wp:paragraph -->\n"
		. "<!-- wp:paragraph -->\n<p>Only you can see your contacts. Nothing you enter is shared with other members of this site.</p>\n<!-- /wp:paragraph -->\n";

	/** The page's content from this version on. */
	private const NEW_CONTENT = "<!-- wp:shortcode -->\n[prism_help]\n<!-- /wp:shortcode -->";

	protected function setUp(): void {
		parent::setUp();
		// Pages belong to the site (author 1), not to the test member.
		wp_set_current_user( 0 );
	}

	protected function tearDown(): void {
		// The site as activation leaves it: every page, the help page with the shortcode, the version recorded.
		$help = $this->help_page();
		if ( 'trash' === $help->post_status ) {
			wp_untrash_post( $help->ID );
		}
		$this->set_content( self::NEW_CONTENT );
		wp_update_post(
			array(
				'ID'          => $help->ID,
				'post_name'   => 'help',
				'post_status' => 'publish',
			)
		);
		Installer::create_pages();
		parent::tearDown();
	}

	/**
	 * The help page PRISM made.
	 */
	private function help_page(): \WP_Post {
		$id   = (int) ( (array) get_option( 'prism_pages', array() ) )['help'];
		$page = get_post( $id );
		$this->assertInstanceOf( \WP_Post::class, $page );
		return $page;
	}

	/**
	 * Writes the help page's content, as activation or an admin did.
	 *
	 * @param string $content Content.
	 */
	private function set_content( string $content ): void {
		global $wpdb;
		// Straight into the row: the content as it was stored, without a revision of the test's own.
		$wpdb->update( $wpdb->posts, array( 'post_content' => $content ), array( 'ID' => $this->help_page()->ID ) );
		clean_post_cache( $this->help_page()->ID );
	}

	/**
	 * A site on the pages version before this one, its help page holding `$content`.
	 *
	 * @param string $content The help page's content.
	 */
	private function site_from_before( string $content ): void {
		$this->set_content( $content );
		update_option( Page_Registry::VERSION_OPTION, 2, true );
	}

	public function test_the_new_help_page_is_the_shortcode(): void {
		$this->assertSame( self::NEW_CONTENT, Page_Registry::site_pages()['help']['content'] );
		$this->assertSame( array( 'help' ), Page_Registry::CHANGED_PAGES[3], 'the help page changed in pages version 3' );
		$this->assertGreaterThanOrEqual( 3, Page_Registry::version() );
		$this->assertStringContainsString( '[' . Help_Page::SHORTCODE . ']', self::NEW_CONTENT );
	}

	public function test_the_default_content_activation_wrote_is_replaced_once_and_kept_as_a_revision(): void {
		$this->site_from_before( self::OLD_CONTENT );

		Installer::add_new_pages();

		$this->assertSame( self::NEW_CONTENT, $this->help_page()->post_content );
		$this->assertSame( Page_Registry::version(), (int) get_option( Page_Registry::VERSION_OPTION ) );
		$this->assertSame( 'help', $this->help_page()->post_name );
		$this->assertSame( 'publish', $this->help_page()->post_status );
		$old = array_filter(
			wp_get_post_revisions( $this->help_page()->ID ),
			static fn( \WP_Post $revision ): bool => self::OLD_CONTENT === $revision->post_content
		);
		if ( wp_revisions_enabled( $this->help_page() ) ) {
			$this->assertNotEmpty( $old, 'the old text can be restored from the revisions' );
		}

		// Runs once: the old text put back afterwards (an admin restoring it) stays.
		$this->set_content( self::OLD_CONTENT );
		Installer::add_new_pages();
		$this->assertSame( self::OLD_CONTENT, $this->help_page()->post_content );
	}

	public function test_a_help_page_the_admin_edited_is_left_alone(): void {
		$edited = array(
			self::OLD_CONTENT . "<!-- wp:paragraph -->\n<p>Ask Dana at the front desk for a login.</p>\n<!-- /wp:paragraph -->\n",
			str_replace( 'one place.', 'one place!', self::OLD_CONTENT ),
			"<!-- wp:paragraph -->\n<p>Our own help.</p>\n<!-- /wp:paragraph -->",
			'',
		);
		foreach ( $edited as $content ) {
			$this->site_from_before( $content );
			Installer::add_new_pages();
			$this->assertSame( $content, $this->help_page()->post_content );
			$this->assertSame( Page_Registry::version(), (int) get_option( Page_Registry::VERSION_OPTION ), 'the step is done for this site' );
		}
	}

	public function test_the_old_text_is_recognised_in_the_language_it_was_written_in_and_in_english(): void {
		// Activation ran in a language: its words, not English, are what the page holds.
		$pseudo = static fn( string $translation ): string => '⟦' . $translation . '⟧';
		add_filter( 'gettext_prism', $pseudo );
		try {
			$translated = (string) preg_replace( '#<p>(.*?)</p>#', '<p>⟦$1⟧</p>', self::OLD_CONTENT );
			$this->assertTrue( Page_Registry::is_former_content( 'help', $translated ) );
			// An English page read in a request that has a translation.
			$this->assertTrue( Page_Registry::is_former_content( 'help', self::OLD_CONTENT ) );
			$this->site_from_before( $translated );
			Installer::add_new_pages();
		} finally {
			remove_filter( 'gettext_prism', $pseudo );
		}
		$this->assertSame( self::NEW_CONTENT, $this->help_page()->post_content );
		// Windows line ends or a trailing newline the editor dropped are still the same text; other pages never are.
		$this->assertTrue( Page_Registry::is_former_content( 'help', trim( str_replace( "\n", "\r\n", self::OLD_CONTENT ) ) ) );
		$this->assertFalse( Page_Registry::is_former_content( 'networking', self::OLD_CONTENT ) );
	}

	public function test_a_moved_help_page_is_updated_and_a_trashed_one_is_not(): void {
		// An admin renamed the page's address: it is still the page PRISM made.
		$this->site_from_before( self::OLD_CONTENT );
		wp_update_post(
			array(
				'ID'        => $this->help_page()->ID,
				'post_name' => 'how-prism-works',
			)
		);
		$this->set_content( self::OLD_CONTENT );
		Installer::add_new_pages();
		$this->assertSame( self::NEW_CONTENT, $this->help_page()->post_content );

		$this->site_from_before( self::OLD_CONTENT );
		wp_trash_post( $this->help_page()->ID );
		Installer::add_new_pages();
		$this->assertSame( self::OLD_CONTENT, $this->help_page()->post_content );
		$this->assertSame( 'trash', $this->help_page()->post_status );
	}

	public function test_activation_replaces_it_too(): void {
		// PRISM updated while deactivated, then activated: no request ran the step before activation records the version.
		$this->site_from_before( self::OLD_CONTENT );
		Installer::activate();
		$this->assertSame( self::NEW_CONTENT, $this->help_page()->post_content );
		$this->assertSame( Page_Registry::version(), (int) get_option( Page_Registry::VERSION_OPTION ) );
	}
}
