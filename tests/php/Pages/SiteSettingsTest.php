<?php
/**
 * Settings › PRISM as a site admin uses it: each setting saved through the Settings API (its sanitize callback, in
 * this process and through options.php over HTTP), values it refuses (the earlier value kept, with a message), and
 * what each one changes: links and the contact pages' pretty URLs follow a re-chosen page, national phone numbers are
 * read in the chosen country, the daily email moves to the chosen hour and new members start with the site's
 * default, a switched-off calendar feed answers exactly as a wrong address, editors get and lose the series editor's
 * capability, and the status box's figures and 'Run background jobs now'.
 *
 * @package Prism
 */

namespace Prism\Tests\Pages;

use Prism\Admin\Series_Admin;
use Prism\Data\Contact_Keys;
use Prism\Data\Job;
use Prism\Data\Job_Repository;
use Prism\Domain\Contact_Identity;
use Prism\Domain\Duplicate_Rules;
use Prism\Import\Carddav_Client;
use Prism\Jobs\Contact_Keys_Job;
use Prism\Jobs\Cron;
use Prism\Jobs\Duplicate_Scan_Job;
use Prism\Jobs\Runner;
use Prism\Pages\Page_Registry;
use Prism\Pages\Rewrites;
use Prism\Pages\Settings_Page;
use Prism\Pages\Site_Settings;
use Prism\Pages\Site_Status;
use Prism\Reminders\Digest_Schedule;
use Prism\Reminders\Reminder_Settings;
use Prism\Schema\Installer;
use Prism\Schema\Schema;
use Prism\Site\Page_Urls;
use Prism\Site\View_Pages;
use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;
use Prism\Tests\Support\Wp_Cron;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';
require_once dirname( __DIR__ ) . '/Support/Wp_Cron.php';

/**
 * @covers \Prism\Pages\Settings_Page
 * @covers \Prism\Pages\Site_Settings
 * @covers \Prism\Pages\Site_Status
 * @covers \Prism\Site\View_Pages
 */
final class SiteSettingsTest extends Prism_Test_Case {

	/** The options this screen writes. */
	private const OPTIONS = array(
		View_Pages::OPTION,
		Contact_Identity::REGION_OPTION,
		Digest_Schedule::HOUR_OPTION,
		Reminder_Settings::NEW_MEMBER_DIGEST_OPTION,
		Reminder_Settings::FEED_OPTION,
		Site_Settings::SERIES_EDITORS_OPTION,
		Carddav_Client::OPTION,
		Site_Settings::UNINSTALL_OPTION,
	);

	/**
	 * A site administrator.
	 *
	 * @var int
	 */
	private static int $admin = 0;

	/**
	 * An editor.
	 *
	 * @var int
	 */
	private static int $editor = 0;

	/**
	 * The options as they were before the test (absent ones as null).
	 *
	 * @var array<string, mixed>
	 */
	private array $before = array();

	/**
	 * Pages and posts this test made.
	 *
	 * @var int[]
	 */
	private array $posts = array();

	/**
	 * Users this test made (besides the class's).
	 *
	 * @var int[]
	 */
	private array $users = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$admin  = Members::create( 'admin' );
		self::$editor = Members::create( 'editor' );
		( new \WP_User( self::$admin ) )->set_role( 'administrator' );
		( new \WP_User( self::$editor ) )->set_role( 'editor' );
	}

	public static function tearDownAfterClass(): void {
		Members::delete( array( self::$admin, self::$editor ) );
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/template.php';
		self::forget_cached_options();
		// The shortcodes registered on `init`, as each web request has them (this process loaded WordPress from
		// inside a function, where WordPress's own shortcode table did not stay global).
		Page_Registry::register_shortcodes();
		// No WP-Cron run of the jobs between this test's steps: the test runs them itself.
		wp_clear_scheduled_hook( Cron::HOOK );
		$GLOBALS['wp_settings_errors'] = array();
		wp_cache_delete( 'alloptions', 'options' );
		foreach ( self::OPTIONS as $option ) {
			$this->before[ $option ] = get_option( $option, null );
		}
	}

	protected function tearDown(): void {
		Wp_Cron::release();
		remove_all_filters( 'prism_phone_region' );
		remove_all_filters( 'prism_digest_hour' );
		foreach ( $this->posts as $id ) {
			wp_delete_post( $id, true );
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->users as $id ) {
			Members::delete( array( $id ) );
		}
		wp_cache_delete( 'alloptions', 'options' );
		$region = get_option( Contact_Identity::REGION_OPTION, null );
		foreach ( $this->before as $option => $value ) {
			if ( null === $value ) {
				delete_option( $option );
			} else {
				update_option( $option, $value );
			}
		}
		// What the changes set in motion, undone as the settings now say.
		Site_Settings::series_editors_changed();
		Digest_Schedule::reschedule();
		if ( get_option( Contact_Identity::REGION_OPTION, null ) !== $region ) {
			Site_Settings::region_changed();
		}
		// The next request flushes the rules as the settings now say (a request of its own: this process has added
		// the rules of every choice it made).
		delete_option( Rewrites::SIGNATURE_OPTION );
		$GLOBALS['wp_settings_errors'] = array();
		parent::tearDown();
	}

	// --- helpers ---------------------------------------------------------------------------------------------------

	/**
	 * A page of the site.
	 *
	 * @param string $title   Title (its slug is made from it, with a token unique to the run).
	 * @param string $content Content.
	 * @param string $status  Post status.
	 * @param string $type    Post type.
	 */
	private function page( string $title, string $content, string $status = 'publish', string $type = 'page' ): int {
		$id = wp_insert_post(
			array(
				'post_type'    => $type,
				'post_status'  => $status,
				'post_title'   => $title,
				'post_name'    => sanitize_title( $title ) . '-' . strtolower( wp_generate_password( 6, false ) ),
				'post_content' => $content,
				'post_author'  => self::$admin,
			),
			true
		);
		$this->assertIsInt( $id );
		$this->posts[] = $id;
		return $id;
	}

	/**
	 * A page holding a shortcode, as activation writes it.
	 *
	 * @param string $title Title.
	 * @param string $tag   Shortcode.
	 */
	private function page_with( string $title, string $tag ): int {
		return $this->page( $title, "<!-- wp:shortcode -->\n[{$tag}]\n<!-- /wp:shortcode -->" );
	}

	/**
	 * The codes of the messages the sanitize callbacks left for the screen, by type.
	 *
	 * @return array<string, string> code => type
	 */
	private function notices(): array {
		$codes = array();
		foreach ( get_settings_errors( Site_Settings::GROUP ) as $error ) {
			$codes[ (string) $error['code'] ] = (string) $error['type'];
		}
		return $codes;
	}

	/**
	 * A logged-in HTTP session.
	 *
	 * @param int $user_id User.
	 */
	private function session( int $user_id ): Http_Client {
		$client = new Http_Client();
		$this->assertTrue( $client->login( Members::login( $user_id ), Members::PASSWORD ) );
		return $client;
	}

	/**
	 * The settings screen as the admin sees it, parsed.
	 *
	 * @param Http_Client $client The admin's session.
	 * @return array{0: string, 1: \DOMXPath}
	 */
	private function screen( Http_Client $client ): array {
		$page = $client->request( 'GET', '/wp-admin/options-general.php?page=' . Settings_Page::SLUG );
		$this->assertSame( 200, $page['status'] );
		$dom = new \DOMDocument();
		$old = libxml_use_internal_errors( true );
		$dom->loadHTML( '<?xml encoding="utf-8"?>' . $page['body'] );
		libxml_clear_errors();
		libxml_use_internal_errors( $old );
		return array( $page['body'], new \DOMXPath( $dom ) );
	}

	/**
	 * What the screen's settings form would post as it stands (the browser's rules: checked boxes and radios, each
	 * select's selected option, else its first).
	 *
	 * @param \DOMXPath $xpath The screen.
	 * @return array<string, string>
	 */
	private static function form_fields( \DOMXPath $xpath ): array {
		$fields = array();
		foreach ( $xpath->query( '//form[@action="options.php"]//input[@name]' ) as $input ) {
			$type = strtolower( $input->getAttribute( 'type' ) );
			if ( in_array( $type, array( 'checkbox', 'radio' ), true ) && ! $input->hasAttribute( 'checked' ) ) {
				continue;
			}
			if ( 'submit' !== $type ) {
				$fields[ $input->getAttribute( 'name' ) ] = $input->getAttribute( 'value' );
			}
		}
		foreach ( $xpath->query( '//form[@action="options.php"]//select[@name]' ) as $select ) {
			$options = $xpath->query( './/option', $select );
			$chosen  = $xpath->query( './/option[@selected]', $select );
			$option  = $chosen->length ? $chosen->item( 0 ) : $options->item( 0 );
			$fields[ $select->getAttribute( 'name' ) ] = $option ? $option->getAttribute( 'value' ) : '';
		}
		return $fields;
	}

	/**
	 * Saves the screen's form with some fields changed (null: left out, as an unticked box), through options.php,
	 * and answers the screen it goes back to.
	 *
	 * @param Http_Client                 $client  The admin's session.
	 * @param array<string, string|null> $changes Field => value.
	 * @return string The screen's HTML after the save.
	 */
	private function save( Http_Client $client, array $changes ): string {
		list( , $xpath ) = $this->screen( $client );
		$fields          = self::form_fields( $xpath );
		$this->assertSame( Site_Settings::GROUP, $fields['option_page'] ?? null );
		foreach ( $changes as $name => $value ) {
			if ( null === $value ) {
				unset( $fields[ $name ] );
			} else {
				$fields[ $name ] = $value;
			}
		}
		$saved = $client->request( 'POST', '/wp-admin/options.php', $fields );
		$this->assertSame( 302, $saved['status'], substr( $saved['body'], 0, 300 ) );
		$this->assertStringContainsString( 'page=' . Settings_Page::SLUG, $saved['headers']['location'] ?? '' );
		$back = $client->request( 'GET', (string) wp_parse_url( $saved['headers']['location'], PHP_URL_PATH ) . '?' . (string) wp_parse_url( $saved['headers']['location'], PHP_URL_QUERY ) );
		$this->assertSame( 200, $back['status'] );
		self::forget_cached_options();
		return $back['body'];
	}

	/**
	 * Drops this process's cached options: the site's web server has just written them.
	 */
	private static function forget_cached_options(): void {
		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( 'notoptions', 'options' );
		foreach ( array_merge( self::OPTIONS, array( Rewrites::SIGNATURE_OPTION ) ) as $option ) {
			wp_cache_delete( $option, 'options' );
		}
	}

	/**
	 * The page props of the island an HTML page holds.
	 *
	 * @param string $html Page.
	 * @return array<string, mixed>
	 */
	private function island_props( string $html ): array {
		$this->assertMatchesRegularExpression( '/data-prism-props="([^"]*)"/', $html );
		preg_match( '/data-prism-props="([^"]*)"/', $html, $m );
		$props = json_decode( html_entity_decode( $m[1], ENT_QUOTES ), true );
		$this->assertIsArray( $props );
		return $props;
	}

	// --- registration --------------------------------------------------------------------------------------------

	public function test_every_setting_is_registered_with_a_sanitize_callback(): void {
		$registered = get_registered_settings();
		foreach ( self::OPTIONS as $option ) {
			$this->assertArrayHasKey( $option, $registered, $option );
			$this->assertSame( Site_Settings::GROUP, $registered[ $option ]['group'], $option );
			$this->assertIsCallable( $registered[ $option ]['sanitize_callback'], $option );
		}
	}

	/**
	 * PRISM's row on the Plugins screen starts with a Settings link to Settings › PRISM, for administrators only.
	 */
	public function test_the_plugins_screen_links_to_the_settings(): void {
		$hook  = 'plugin_action_links_' . plugin_basename( PRISM_FILE );
		$this->assertSame( 'plugin_action_links_prism/prism-plugin.php', $hook );
		$this->act_as( self::$admin );
		$links = apply_filters( $hook, array( 'deactivate' => '<a href="#">Deactivate</a>' ) );
		$this->assertSame( array( 'settings', 'deactivate' ), array_keys( $links ) );
		$this->assertStringContainsString( 'href="' . esc_url( Settings_Page::url() ) . '"', $links['settings'] );
		$this->assertStringContainsString( '>Settings</a>', $links['settings'] );
		$this->act_as( self::$owner );
		$this->assertSame( array( 'deactivate' ), array_keys( apply_filters( $hook, array( 'deactivate' => '<a href="#">Deactivate</a>' ) ) ) );
	}

	public function test_the_screen_labels_every_field_and_posts_every_setting(): void {
		list( $html, $xpath ) = $this->screen( $this->session( self::$admin ) );
		$fields               = self::form_fields( $xpath );
		foreach ( array_keys( View_Pages::VIEWS ) as $view ) {
			$this->assertArrayHasKey( View_Pages::OPTION . '[' . $view . ']', $fields, $view );
		}
		foreach ( array_diff( self::OPTIONS, array( View_Pages::OPTION ) ) as $option ) {
			$this->assertGreaterThan( 0, $xpath->query( '//form[@action="options.php"]//*[@name="' . $option . '"]' )->length, $option );
		}
		// Every select and text field has a label tied to it; the radio group is a fieldset with a legend.
		foreach ( $xpath->query( '//form[@action="options.php"]//select | //form[@action="options.php"]//input[@type="url" or @type="checkbox"]' ) as $control ) {
			$id = $control->getAttribute( 'id' );
			$this->assertNotSame( '', $id );
			$this->assertGreaterThan( 0, $xpath->query( '//label[@for="' . $id . '"]' )->length, "a label for #{$id}" );
		}
		$this->assertSame( 1, $xpath->query( '//fieldset[.//input[@type="radio"]]/legend' )->length );
		// The current page of each view is selected.
		$contacts = get_page_by_path( 'prism/contact', OBJECT, 'page' );
		$this->assertSame( (string) $contacts->ID, $fields[ View_Pages::OPTION . '[contacts]' ] );
		$this->assertStringContainsString( 'Run background jobs now', $html );
	}

	// --- pages --------------------------------------------------------------------------------------------------------

	public function test_links_follow_a_rechosen_page_and_fall_back_when_it_is_gone(): void {
		$default = get_page_by_path( 'prism/contact', OBJECT, 'page' );
		$this->assertSame( get_permalink( $default ), Page_Urls::url( 'prism/contact' ) );
		$people = $this->page_with( 'People', 'prism_contacts' );

		update_option( View_Pages::OPTION, array( 'contacts' => (string) $people ) );

		$this->assertSame( array( 'contacts' => $people ), get_option( View_Pages::OPTION ) );
		$this->assertSame( array(), $this->notices() );
		$this->assertSame( get_permalink( $people ), Page_Urls::url( 'prism/contact' ) );
		$links = Page_Registry::links();
		$this->assertSame( get_permalink( $people ), $links['contacts'] );
		$this->assertSame( get_permalink( get_page_by_path( 'notifications', OBJECT, 'page' ) ), $links['notifications'], 'other views stay' );

		// Every view can be moved, the Google help page among them.
		$google = $this->page( 'Google help', '<p>Export from Google.</p>' );
		update_option( View_Pages::OPTION, array( 'google-authentication' => (string) $google ) );
		$this->assertSame( get_permalink( $google ), Page_Registry::links()['googleAuthentication'] );

		// A page that is gone, or no longer published, leaves the view at its path again.
		update_option( View_Pages::OPTION, array( 'contacts' => (string) $people ) );
		wp_update_post(
			array(
				'ID'          => $people,
				'post_status' => 'draft',
			)
		);
		$this->assertSame( get_permalink( $default ), Page_Urls::url( 'prism/contact' ) );
		wp_delete_post( $people, true );
		$this->assertSame( get_permalink( $default ), Page_Registry::links()['contacts'] );
	}

	public function test_a_page_that_is_not_a_published_page_is_refused_and_the_earlier_choice_kept(): void {
		$people  = $this->page_with( 'People', 'prism_contacts' );
		$merge   = $this->page_with( 'Doubles', 'prism_merge' );
		$draft   = $this->page( 'Draft', '[prism_articles]', 'draft' );
		$post    = $this->page( 'A post', '[prism_help]', 'publish', 'post' );
		$private = $this->page( 'Private', '[prism_mentoring]', 'private' );
		update_option( View_Pages::OPTION, array( 'merge' => (string) $merge ) );

		update_option(
			View_Pages::OPTION,
			array(
				'contacts'  => (string) $people,
				'merge'     => (string) $draft,
				'articles'  => (string) $draft,
				'help'      => (string) $post,
				'mentoring' => (string) $private,
				'networking' => 'the networking page',
				'resources' => '999999999',
				'nowhere'   => (string) $people,
			)
		);

		$this->assertSame(
			array(
				'contacts' => $people,
				'merge'    => $merge,
			),
			get_option( View_Pages::OPTION )
		);
		$notices = $this->notices();
		foreach ( array( 'merge', 'articles', 'help', 'mentoring', 'networking', 'resources' ) as $view ) {
			$this->assertSame( 'error', $notices[ 'prism_view_pages_' . $view ] ?? null, $view );
		}
		$this->assertArrayNotHasKey( 'prism_view_pages_contacts', $notices );

		// Not a list at all: nothing changes.
		update_option( View_Pages::OPTION, 'contacts' );
		$this->assertSame( 'error', $this->notices()['prism_view_pages'] ?? null );
		$this->assertSame( $people, get_option( View_Pages::OPTION )['contacts'] );

		// Back to PRISM's own page: '0'.
		update_option( View_Pages::OPTION, array( 'contacts' => '0' ) );
		$this->assertSame( array(), get_option( View_Pages::OPTION ) );
	}

	public function test_a_chosen_page_without_the_views_shortcode_is_kept_with_a_warning(): void {
		$plain = $this->page( 'Plain', '<p>Nothing of PRISM here.</p>' );
		$block = $this->page( 'Blocky', '<!-- wp:prism/articles /-->' );

		update_option(
			View_Pages::OPTION,
			array(
				'contacts' => (string) $plain,
				'articles' => (string) $block,
			)
		);

		$this->assertSame(
			array(
				'contacts' => $plain,
				'articles' => $block,
			),
			get_option( View_Pages::OPTION )
		);
		$this->assertSame( array( 'prism_view_pages_contacts' => 'warning' ), $this->notices(), 'the block counts as the view' );
		$this->assertFalse( View_Pages::holds_view( 'contacts', get_post( $plain ) ) );
		$this->assertTrue( View_Pages::holds_view( 'articles', get_post( $block ) ) );

		list( $html ) = $this->screen( $this->session( self::$admin ) );
		$this->assertStringContainsString( 'does not hold [prism_contacts]', $html );
		$this->assertStringNotContainsString( 'does not hold [prism_articles]', $html );
	}

	/**
	 * The contact pages' pretty URLs move with their page: links are built below the chosen page, and that address
	 * opens the page with the contact (the rewrite rules are flushed once when the choice changes).
	 */
	public function test_the_contact_pages_pretty_urls_follow_a_rechosen_page(): void {
		$ann       = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Lee' ) );
		$card      = $this->page_with( 'Person card', 'prism_contact_detail' );
		$mentoring = $this->page_with( 'Mentor card', 'prism_contact_detail_mentoring' );
		$member    = $this->session( self::$owner );
		$path      = static fn( int $page ): string => (string) wp_parse_url( (string) get_permalink( $page ), PHP_URL_PATH );

		update_option(
			View_Pages::OPTION,
			array(
				'contact-detail'           => (string) $card,
				'contact-detail-mentoring' => (string) $mentoring,
			)
		);
		$this->assertNotSame( get_option( Rewrites::SIGNATURE_OPTION ), Rewrites::signature(), 'the next request flushes the rules' );
		$this->assertArrayHasKey( '^' . preg_quote( trim( (string) get_page_uri( $card ), '/' ), '#' ) . '/[^/]+/([0-9]+)/?$', Rewrites::rules() );

		$link = Page_Urls::contact_detail_url( $ann, 'Ann Lee' );
		$this->assertSame( get_permalink( $card ) . 'AnnLee/' . $ann . '/?contactId=' . $ann, $link );
		$this->assertSame( get_permalink( $mentoring ), Page_Registry::links()['contactDetailMentoring'] );

		foreach ( array( $path( $card ) . 'AnnLee/' . $ann . '/', $path( $mentoring ) . 'AnnLee/' . $ann . '/', $path( $mentoring ) . $ann . '/' ) as $address ) {
			$page = $member->request( 'GET', $address );
			$this->assertSame( 200, $page['status'], $address );
			$this->assertSame( $ann, $this->island_props( $page['body'] )['contactId'] ?? null, $address );
		}
		$this->assertStringContainsString( 'data-prism-page="contact-detail"', $member->request( 'GET', $path( $card ) . 'AnnLee/' . $ann . '/' )['body'] );
		self::forget_cached_options();
		$this->assertSame( Rewrites::signature(), get_option( Rewrites::SIGNATURE_OPTION ), 'flushed once, by the first request' );

		// Renamed, the page keeps its pretty URLs at its new address.
		wp_update_post(
			array(
				'ID'        => $card,
				'post_name' => 'renamed-card-' . $card,
			)
		);
		$page = $member->request( 'GET', $path( $card ) . 'AnnLee/' . $ann . '/' );
		$this->assertStringContainsString( '/renamed-card-' . $card . '/', $path( $card ) );
		$this->assertSame( $ann, $this->island_props( $page['body'] )['contactId'] ?? null );

		// No choice: the links and rules are PRISM's own again; the old addresses never stopped working.
		update_option( View_Pages::OPTION, array() );
		$default = get_page_by_path( 'prism/contact-detail', OBJECT, 'page' );
		$this->assertStringStartsWith( (string) get_permalink( $default ), Page_Urls::contact_detail_url( $ann, 'Ann Lee' ) );
		$page = $member->request( 'GET', $path( $default->ID ) . 'AnnLee/' . $ann . '/' );
		$this->assertSame( $ann, $this->island_props( $page['body'] )['contactId'] ?? null );
		$this->assertSame( 404, $member->request( 'GET', $path( $card ) . 'AnnLee/' . $ann . '/' )['status'], 'a page no longer chosen has no contact URLs' );
	}

	public function test_pages_saved_through_the_screen(): void {
		$admin  = $this->session( self::$admin );
		$people = $this->page_with( 'People', 'prism_contacts' );
		$draft  = $this->page( 'Draft', '[prism_merge]', 'draft' );

		$html = $this->save(
			$admin,
			array(
				View_Pages::OPTION . '[contacts]' => (string) $people,
				View_Pages::OPTION . '[merge]'    => (string) $draft,
			)
		);

		$this->assertSame( $people, get_option( View_Pages::OPTION )['contacts'] ?? null );
		$this->assertArrayNotHasKey( 'merge', get_option( View_Pages::OPTION ), 'refused, with no earlier choice to keep' );
		$this->assertSame( get_permalink( get_page_by_path( 'prism/merge', OBJECT, 'page' ) ), Page_Urls::url( 'prism/merge' ) );
		$this->assertStringContainsString( 'Merge contacts (duplicates): the page chosen is not a published page', $html );
		$this->assertSame( get_permalink( $people ), Page_Urls::url( 'prism/contact' ) );
		// The member's pages link to it at once.
		$dashboard = $this->session( self::$owner )->request( 'GET', (string) wp_parse_url( Page_Urls::url( 'prism' ), PHP_URL_PATH ) );
		$this->assertSame( get_permalink( $people ), $this->island_props( $dashboard['body'] )['links']['contacts'] ?? null );
	}

	// --- phone region ---------------------------------------------------------------------------------------------------

	public function test_national_numbers_are_read_in_the_chosen_country(): void {
		$london = '020 7946 0123';
		$this->assertSame( 'US', Contact_Identity::language_region(), 'the test site speaks en_US' );
		$this->assertNotSame( '+442079460123', Contact_Identity::phone_e164( $london ) );

		update_option( Contact_Identity::REGION_OPTION, 'gb' );

		$this->assertSame( 'GB', get_option( Contact_Identity::REGION_OPTION ) );
		$this->assertSame( 'GB', Contact_Identity::default_region() );
		$this->assertSame( '+442079460123', Contact_Identity::phone_e164( $london ) );
		$this->assertSame( '+442079460123', Duplicate_Rules::phone_key( $london ), 'duplicates' );
		$this->assertSame( array( '+442079460123' ), Contact_Keys::of( array( 'firstName' => 'Ann', 'phoneOne' => $london ) )[ Contact_Keys::PHONE ], 'import matching' );
		// The filter still has the last word.
		add_filter( 'prism_phone_region', static fn(): string => 'DE' );
		$this->assertSame( 'DE', Contact_Identity::default_region() );
		remove_all_filters( 'prism_phone_region' );

		update_option( Contact_Identity::REGION_OPTION, '' );
		$this->assertSame( 'US', Contact_Identity::default_region(), 'empty: from the site language' );
	}

	public function test_a_new_region_lists_the_stored_contacts_keys_again(): void {
		global $wpdb;
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'phoneOne' => '020 7946 0123' ) );
		$keys = static fn(): array => array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT key_hash FROM ' . Schema::table( 'match_keys' ) . ' WHERE owner_id = %d AND contact_id = %d', self::$owner, $ann ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- test helper; table name from Schema.
		$this->assertNotContains( Contact_Keys::hash( Contact_Keys::PHONE, '+442079460123' ), $keys() );

		update_option( Contact_Identity::REGION_OPTION, 'GB' );

		$job = ( new Job_Repository() )->find_by_key( 0, Contact_Keys_Job::TYPE );
		$this->assertNotNull( $job );
		$this->assertSame( Job::QUEUED, $job->state, 'the keys job starts again' );
		$this->assertSame( Runner::DONE, ( new Runner() )->run_job( $job->id, INF ) );
		$this->assertContains( Contact_Keys::hash( Contact_Keys::PHONE, '+442079460123' ), $keys() );
	}

	public function test_a_region_libphonenumber_does_not_know_is_refused(): void {
		update_option( Contact_Identity::REGION_OPTION, 'FR' );
		foreach ( array( 'ZZ', 'France', 'F', 'G B', array( 'GB' ), 42 ) as $refused ) {
			$GLOBALS['wp_settings_errors'] = array();
			update_option( Contact_Identity::REGION_OPTION, $refused );
			$this->assertSame( 'FR', get_option( Contact_Identity::REGION_OPTION ), wp_json_encode( $refused ) );
			$this->assertSame( array( Contact_Identity::REGION_OPTION => 'error' ), $this->notices() );
		}
		$this->assertContains( 'GB', Site_Settings::regions() );
		$this->assertContains( 'AC', Site_Settings::regions(), 'Ascension Island, a region of libphonenumber' );
		$this->assertNotContains( '001', Site_Settings::regions() );
	}

	// --- daily email ------------------------------------------------------------------------------------------------------

	public function test_the_daily_email_moves_to_the_chosen_hour(): void {
		update_option( Digest_Schedule::HOUR_OPTION, '9' );

		$this->assertSame( 9, (int) get_option( Digest_Schedule::HOUR_OPTION ) );
		$this->assertSame( 9, Digest_Schedule::hour() );
		$this->assertEqualsWithDelta( Digest_Schedule::next_run( false ), wp_next_scheduled( Digest_Schedule::HOOK ), 5, 'the event moved' );
		$this->assertSame( 9, $this->ok( $this->get( 'reminder-email/' . self::$owner ) )['hour'], 'the Notifications page says so' );

		update_option( Digest_Schedule::HOUR_OPTION, 21 );
		$this->assertSame( 21, Digest_Schedule::hour() );
		$this->assertEqualsWithDelta( Digest_Schedule::next_run( false ), wp_next_scheduled( Digest_Schedule::HOOK ), 5 );

		foreach ( array( '24', '-1', 'nine', '7.5', '', array( 8 ), '07:00' ) as $refused ) {
			$GLOBALS['wp_settings_errors'] = array();
			update_option( Digest_Schedule::HOUR_OPTION, $refused );
			$this->assertSame( 21, Digest_Schedule::hour(), wp_json_encode( $refused ) );
			$this->assertSame( array( Digest_Schedule::HOUR_OPTION => 'error' ), $this->notices() );
		}

		add_filter( 'prism_digest_hour', static fn(): int => 6 );
		$this->assertSame( 6, Digest_Schedule::hour(), 'the filter still has the last word' );
		$this->assertSame( 21, Digest_Schedule::chosen_hour() );
	}

	public function test_new_members_start_with_the_sites_default_and_their_own_choice_wins(): void {
		update_option( Reminder_Settings::NEW_MEMBER_DIGEST_OPTION, '1' );
		$existing      = Members::create( 'existing' );
		$this->users[] = $existing;
		$this->assertTrue( Reminder_Settings::digest_enabled( $existing ) );
		update_option( Reminder_Settings::NEW_MEMBER_DIGEST_OPTION, null );
		$this->assertFalse( Reminder_Settings::new_members_get_digest() );

		$newcomer      = Members::create( 'newcomer' );
		$this->users[] = $newcomer;
		$this->assertFalse( Reminder_Settings::digest_enabled( $newcomer ) );
		$this->assertTrue( Reminder_Settings::digest_enabled( $existing ), 'a member who had an account keeps their setting' );
		$this->act_as( $newcomer );
		$this->assertFalse( $this->ok( $this->get( 'reminder-email/' . $newcomer ) )['enabled'] );
		$this->assertTrue( $this->ok( $this->send( 'POST', 'reminder-email', array( 'wordpressId' => $newcomer, 'enabled' => true ) ) )['enabled'] );
		$this->assertTrue( Reminder_Settings::digest_enabled( $newcomer ), 'the member\'s choice wins' );

		update_option( Reminder_Settings::NEW_MEMBER_DIGEST_OPTION, '1' );
		$later         = Members::create( 'later' );
		$this->users[] = $later;
		$this->assertTrue( Reminder_Settings::digest_enabled( $later ) );
		$this->assertTrue( Reminder_Settings::digest_enabled( $newcomer ) );
	}

	public function test_the_reminder_settings_saved_through_the_screen(): void {
		$admin = $this->session( self::$admin );
		$html  = $this->save(
			$admin,
			array(
				Digest_Schedule::HOUR_OPTION                => '6',
				Reminder_Settings::NEW_MEMBER_DIGEST_OPTION => null,
				Contact_Identity::REGION_OPTION             => 'IE',
			)
		);
		$this->assertStringContainsString( 'Settings saved.', $html );
		$this->assertSame( 6, (int) get_option( Digest_Schedule::HOUR_OPTION ) );
		$this->assertFalse( (bool) get_option( Reminder_Settings::NEW_MEMBER_DIGEST_OPTION ) );
		$this->assertSame( 'IE', get_option( Contact_Identity::REGION_OPTION ) );
		// At 6:00, or now when 6:00 has passed today (then WP-Cron may already have run it: tomorrow at 6:00).
		$next = (int) wp_next_scheduled( Digest_Schedule::HOOK );
		$this->assertTrue( $next <= time() + 5 || '06:00' === wp_date( 'H:i', $next ), wp_date( 'Y-m-d H:i', $next ) );

		$html = $this->save( $admin, array( Digest_Schedule::HOUR_OPTION => '25' ) );
		$this->assertStringContainsString( 'The hour of the daily email must be a whole hour', $html );
		$this->assertSame( 6, (int) get_option( Digest_Schedule::HOUR_OPTION ) );
	}

	// --- calendar feed ---------------------------------------------------------------------------------------------------

	public function test_a_feed_switched_off_answers_exactly_as_a_wrong_address(): void {
		update_option( Reminder_Settings::FEED_OPTION, '1' );
		$visitor = new Http_Client();
		$url     = $this->ok( $this->get( 'ical-feed/' . self::$owner ) )['url'];
		$this->assertStringEndsWith( '.ics', $url );
		$path = substr( $url, strlen( $visitor->base() ) );
		$wrong   = (string) preg_replace( '/[A-Za-z0-9_-]{43}\.ics$/', str_repeat( 'A', 43 ) . '.ics', $path );
		$this->assertSame( 200, $visitor->request( 'GET', $path )['status'] );
		$guess = $visitor->request( 'GET', $wrong );
		$this->assertSame( 404, $guess['status'] );
		$never = $visitor->request( 'GET', '/wp-json/prism/v1/no-such-route' );

		update_option( Reminder_Settings::FEED_OPTION, null );
		$this->assertFalse( Reminder_Settings::feed_enabled() );

		$off = $visitor->request( 'GET', $path );
		$this->assertSame( 404, $off['status'] );
		$this->assertSame( 'rest_no_route', $off['json']['code'] ?? null );
		$this->assertSame( $guess['body'], $off['body'], 'word for word what a wrong secret answers' );
		$this->assertSame( $never['body'], $off['body'], 'and what an address that never existed answers' );
		$this->assertSame( $never['headers']['content-type'] ?? null, $off['headers']['content-type'] ?? null );

		$this->assertSame(
			array(
				'url'     => '',
				'enabled' => false,
			),
			array_intersect_key( $this->ok( $this->get( 'ical-feed/' . self::$owner ) ), array_flip( array( 'url', 'enabled' ) ) )
		);
		$this->assert_error( $this->send( 'POST', 'ical-feed', array( 'wordpressId' => self::$owner ) ), 403, 'prism_feed_off' );

		update_option( Reminder_Settings::FEED_OPTION, '1' );
		$this->assertSame( 200, $visitor->request( 'GET', $path )['status'], 'on again, the member\'s address works again' );
		$this->assertSame( $url, $this->ok( $this->get( 'ical-feed/' . self::$owner ) )['url'] );
	}

	// --- series editors ----------------------------------------------------------------------------------------------------

	public function test_editors_get_and_lose_the_series_capability(): void {
		$can = static fn( int $user ): bool => ( new \WP_User( $user ) )->has_cap( Series_Admin::CAPABILITY );
		$this->assertSame( 'prism_edit_series', Series_Admin::CAPABILITY );
		$this->assertTrue( $can( self::$admin ) );
		$this->assertFalse( $can( self::$editor ) );
		$this->assertFalse( $can( self::$owner ) );
		$editor = $this->session( self::$editor );
		$this->assertSame( 403, $editor->request( 'GET', '/wp-admin/admin.php?page=' . Series_Admin::SLUG )['status'] );

		update_option( Site_Settings::SERIES_EDITORS_OPTION, 'editors' );

		$this->assertTrue( get_role( 'editor' )->has_cap( Series_Admin::CAPABILITY ) );
		$this->assertTrue( get_role( 'administrator' )->has_cap( Series_Admin::CAPABILITY ) );
		$this->assertTrue( $can( self::$editor ) );
		$this->assertFalse( $can( self::$owner ) );
		$series = $editor->request( 'GET', '/wp-admin/admin.php?page=' . Series_Admin::SLUG );
		$this->assertSame( 200, $series['status'] );
		$this->assertStringContainsString( '<h1>Networking series</h1>', $series['body'] );
		$this->assertSame( 200, $editor->request( 'GET', '/wp-admin/admin.php?page=prism-mentoring-series' )['status'] );
		$this->assertNotSame( 200, $editor->request( 'GET', '/wp-admin/options-general.php?page=' . Settings_Page::SLUG )['status'], 'the settings stay with administrators' );

		update_option( Site_Settings::SERIES_EDITORS_OPTION, 'everyone' );
		$this->assertSame( 'editors', get_option( Site_Settings::SERIES_EDITORS_OPTION ) );
		$this->assertSame( array( Site_Settings::SERIES_EDITORS_OPTION => 'error' ), $this->notices() );

		update_option( Site_Settings::SERIES_EDITORS_OPTION, 'administrators' );

		$this->assertFalse( get_role( 'editor' )->has_cap( Series_Admin::CAPABILITY ) );
		$this->assertFalse( $can( self::$editor ) );
		$this->assertSame( 403, $editor->request( 'GET', '/wp-admin/admin.php?page=' . Series_Admin::SLUG )['status'] );
		// Administrators can never be locked out, whatever their role holds.
		get_role( 'administrator' )->remove_cap( Series_Admin::CAPABILITY );
		$this->assertTrue( $can( self::$admin ) );
	}

	// --- status box ---------------------------------------------------------------------------------------------------------

	public function test_the_status_box_counts_the_jobs_and_shows_the_failures_and_versions(): void {
		Wp_Cron::hold();
		$jobs   = new Job_Repository();
		$before = Site_Status::figures()['jobs'];
		$jobs->enqueue( self::$owner, Duplicate_Scan_Job::TYPE, 'status-queued' );
		$failed = $jobs->enqueue( self::$owner, Duplicate_Scan_Job::TYPE, 'status-failed' );
		$this->assertTrue( $jobs->record_failure( $failed, $jobs->find( $failed )->revision, 5, 'Attempt 5 of 5 failed: <b>disk</b> full', true, 0 ) );

		$figures = Site_Status::figures();

		$this->assertSame( $before[ Job::QUEUED ] + 1, $figures['jobs'][ Job::QUEUED ] );
		$this->assertSame( $before[ Job::FAILED ] + 1, $figures['jobs'][ Job::FAILED ] );
		$this->assertSame( $failed, $figures['failures'][0]->id );
		$this->assertSame( array( 'stored' => Schema::DB_VERSION, 'code' => Schema::DB_VERSION ), $figures['db'] );
		$this->assertSame( Page_Registry::version(), $figures['pages']['code'] );
		$this->assertSame( (int) get_option( Page_Registry::VERSION_OPTION ), $figures['pages']['stored'] );

		list( $html, $xpath ) = $this->screen( $this->session( self::$admin ) );
		$cell                 = static fn( string $name ): string => trim( (string) $xpath->query( '//td[@data-prism-status="' . $name . '"]' )->item( 0 )->textContent );
		$this->assertSame( sprintf( '%d queued, %d running, %d failed', $figures['jobs'][ Job::QUEUED ], $figures['jobs'][ Job::RUNNING ], $figures['jobs'][ Job::FAILED ] ), $cell( 'jobs' ) );
		$this->assertSame( Schema::DB_VERSION . ' (up to date)', $cell( 'db' ) );
		$this->assertStringContainsString( 'Attempt 5 of 5 failed: &lt;b&gt;disk&lt;/b&gt; full', $html, 'the error, escaped' );
		$this->assertStringContainsString( 'Job ' . $failed . ' (duplicate_scan, member ', $html );

		// The last cron run is recorded when Jobs\Cron runs.
		delete_option( Cron::LAST_RUN_OPTION );
		$this->assertNull( Site_Status::figures()['last_run'] );
		Cron::run( 0.01 );
		$last = Site_Status::figures()['last_run'];
		$this->assertNotNull( $last );
		$this->assertEqualsWithDelta( time(), $last['at'], 5 );
		list( , $xpath ) = $this->screen( $this->session( self::$admin ) );
		$this->assertStringContainsString( 'ago)', (string) $xpath->query( '//td[@data-prism-status="last-run"]' )->item( 0 )->textContent );
	}

	public function test_run_now_runs_the_due_jobs_and_says_what_it_did(): void {
		Wp_Cron::hold();
		$this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$jobs  = new Job_Repository();
		$id    = $jobs->enqueue( self::$owner, Duplicate_Scan_Job::TYPE );
		$admin = $this->session( self::$admin );
		list( , $xpath ) = $this->screen( $admin );
		$nonce = $xpath->query( '//form[.//input[@name="action"][@value="' . Site_Status::RUN_ACTION . '"]]//input[@name="_wpnonce"]' )->item( 0 );
		$this->assertNotNull( $nonce );

		// An editor's post, and a link, do nothing.
		$this->assertSame( 403, $this->session( self::$editor )->request( 'POST', '/wp-admin/admin-post.php', array( 'action' => Site_Status::RUN_ACTION, '_wpnonce' => $nonce->getAttribute( 'value' ) ) )['status'] );
		$this->assertSame( 303, $admin->request( 'GET', '/wp-admin/admin-post.php?action=' . Site_Status::RUN_ACTION . '&_wpnonce=' . $nonce->getAttribute( 'value' ) )['status'] );
		$this->assertSame( Job::QUEUED, $jobs->find( $id )->state );

		$ran = $admin->request( 'POST', '/wp-admin/admin-post.php', array( 'action' => Site_Status::RUN_ACTION, '_wpnonce' => $nonce->getAttribute( 'value' ) ) );

		$this->assertSame( 303, $ran['status'] );
		$this->assertStringEndsWith( 'options-general.php?page=' . Settings_Page::SLUG . '#prism-status', $ran['headers']['location'] ?? '' );
		$this->assertSame( Job::DONE, $jobs->find( $id )->state );
		list( $html ) = $this->screen( $admin );
		$this->assertMatchesRegularExpression( '/Background jobs run: [^<]*\d+ jobs? finished/', $html );
		list( $html ) = $this->screen( $admin );
		$this->assertStringNotContainsString( 'Background jobs run:', $html, 'the notice shows once' );
	}

	public function test_what_a_run_did_in_a_sentence(): void {
		$this->assertSame( 'No background job was due, so there was nothing to run.', Site_Status::outcome_text( array() ) );
		$this->assertSame(
			'Background jobs run: 2 jobs finished; 1 step done on a job with more to do; 1 job failed for good; 3 jobs had nothing to run yet.',
			Site_Status::outcome_text(
				array(
					Runner::DONE     => 2,
					Runner::PROGRESS => 1,
					Runner::FAILED   => 1,
					Runner::WAITING  => 2,
					Runner::UNKNOWN  => 1,
				)
			)
		);
	}
}
