<?php
/**
 * The help page's shortcode, [prism_help]: its sections with their anchors, the stages and offers as the networking
 * series has them now (an admin's edits escaped), links that lead to PRISM's pages where they are now and to the
 * member's own profile, every sentence through the translation functions of the request, and well-formed HTML.
 *
 * @package Prism
 */

namespace Prism\Tests\Pages;

use Prism\Data\Series_Repository;
use Prism\Pages\Help_Page;
use Prism\Pages\Page_Registry;
use Prism\Site\Page_Urls;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * @covers \Prism\Pages\Help_Page
 */
final class HelpPageTest extends Prism_Test_Case {

	/**
	 * The networking series as stored before the test (null: the shipped one).
	 *
	 * @var array<string, mixed>|null
	 */
	private ?array $stored_series = null;

	protected function setUp(): void {
		parent::setUp();
		$series              = new Series_Repository();
		$this->stored_series = $series->is_customised( Series_Repository::NETWORKING_ID ) ? $series->networking() : null;
	}

	protected function tearDown(): void {
		$series = new Series_Repository();
		if ( null === $this->stored_series ) {
			$series->reset( Series_Repository::NETWORKING_ID, 1 );
		} else {
			$series->save( Series_Repository::NETWORKING_ID, $this->stored_series, 1 );
		}
		parent::tearDown();
	}

	/**
	 * The page as the shortcode renders it in this request, parsed.
	 *
	 * @return array{0: string, 1: \DOMXPath}
	 */
	private function render(): array {
		// The shortcodes registered on `init`, as each web request has them (this PHPUnit process loaded WordPress
		// from inside a function, where WordPress's own shortcode table did not stay global).
		Page_Registry::register_shortcodes();
		$html = do_shortcode( '[' . Help_Page::SHORTCODE . ']' );
		$this->assertStringStartsWith( '<div class="prism-help">', $html );
		$dom  = new \DOMDocument();
		$this->assertTrue(
			$dom->loadXML( '<?xml version="1.0" encoding="utf-8"?><root>' . str_replace( '&nbsp;', '&#160;', $html ) . '</root>' ),
			'the help is well-formed markup'
		);
		return array( $html, new \DOMXPath( $dom ) );
	}

	/**
	 * Text of the nodes an XPath query finds.
	 *
	 * @param \DOMXPath $xpath The page.
	 * @param string    $query XPath.
	 * @return string[]
	 */
	private function texts( \DOMXPath $xpath, string $query ): array {
		$texts = array();
		foreach ( $xpath->query( $query ) as $node ) {
			$texts[] = trim( (string) $node->textContent );
		}
		return $texts;
	}

	/**
	 * Saves the networking series with a change, as an admin does in wp-admin.
	 *
	 * @param callable $change Takes the series, answers it changed.
	 */
	private function edit_series( callable $change ): void {
		$repository = new Series_Repository();
		$repository->save( Series_Repository::NETWORKING_ID, $change( $repository->networking() ), 1 );
	}

	public function test_every_section_has_its_heading_and_the_contents_lead_to_it(): void {
		list( , $xpath ) = $this->render();

		$anchors = array_keys( Help_Page::sections() );
		$this->assertSame( array( 'stages', 'moving', 'importing', 'exporting', 'backup', 'reminders', 'keep-in-touch', 'relationships', 'bulk', 'photos', 'duplicates', 'archive', 'more', 'privacy' ), $anchors );
		$this->assertSame( array_values( Help_Page::sections() ), $this->texts( $xpath, '//h2[@id and not(ancestor::nav)]' ) );
		$this->assertSame(
			array_map( static fn( string $anchor ): string => '#' . $anchor, $anchors ),
			array_map( static fn( \DOMElement $a ): string => $a->getAttribute( 'href' ), iterator_to_array( $xpath->query( '//nav//a' ) ) )
		);
		$ids = array_map( static fn( \DOMElement $e ): string => $e->getAttribute( 'id' ), iterator_to_array( $xpath->query( '//*[@id]' ) ) );
		$this->assertSame( $ids, array_unique( $ids ), 'ids are unique' );
		foreach ( array( 'From Google Contacts', 'From LinkedIn', 'From iCloud', 'Importing in PRISM', 'Subscribe to your calendar feed', 'Daily reminder email', 'Dead ends', 'Keeping in touch', 'When did we last talk?' ) as $subheading ) {
			$this->assertContains( $subheading, $this->texts( $xpath, '//h3' ) );
		}
	}

	public function test_the_stages_and_offers_are_the_series_as_the_admin_saved_it_and_escaped(): void {
		list( , $xpath ) = $this->render();
		$stages          = $this->texts( $xpath, '//h2[@id="stages"]/following-sibling::ol[1]/li' );
		$this->assertCount( 6, $stages );
		$this->assertSame( array( 'BUILD', 'DISCOVER', 'CONNECT', 'ASSESS', 'ENGAGE', 'MAINTAIN' ), $this->texts( $xpath, '//h2[@id="stages"]/following-sibling::ol[1]/li/strong' ) );
		$shipped = ( new Series_Repository() )->networking();
		$this->assertSame( 'BUILD: ' . $shipped['stages'][0]['intro'], $stages[0] );

		$this->edit_series(
			static function ( array $series ): array {
				$series['stages'][1]['intro']          = 'Budget <100k and >50k & "quotes" <script>alert(1)</script>';
				$series['stages'][2]['offer']['title'] = 'Thank <them>';
				$series['stages'][2]['offer']['days']  = 2;
				$series['deadEndOffer']['days']        = 45;
				$series['keepInTouchDays']             = 21;
				return $series;
			}
		);
		list( $html, $xpath ) = $this->render();
		$stages               = $this->texts( $xpath, '//h2[@id="stages"]/following-sibling::ol[1]/li' );
		$this->assertSame( 'DISCOVER: Budget <100k and >50k & "quotes" <script>alert(1)</script>', $stages[1], 'the admin’s text, exactly, as text' );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringContainsString( 'Budget &lt;100k and &gt;50k &amp;', $html );
		$this->assertContains( 'When you complete CONNECT: Thank <them>, due in 2 days.', $this->texts( $xpath, '//li' ) );
		$this->assertStringContainsString( 'due in 45 days', $html );
		$this->assertStringContainsString( 'keep-in-touch date 21 days ahead', $html );

		// No offers left: no list of them, and the heading goes with it.
		$this->edit_series(
			static function ( array $series ): array {
				foreach ( array_keys( $series['stages'] ) as $i ) {
					$series['stages'][ $i ]['offer'] = null;
				}
				return $series;
			}
		);
		list( $html ) = $this->render();
		$this->assertStringNotContainsString( 'Follow-ups PRISM offers', $html );
		$this->assertStringNotContainsString( 'When you complete', $html );
	}

	public function test_links_lead_to_the_pages_where_they_are_and_to_the_members_profile(): void {
		list( , $xpath ) = $this->render();
		$hrefs           = array_map( static fn( \DOMElement $a ): string => $a->getAttribute( 'href' ), iterator_to_array( $xpath->query( '//a' ) ) );
		$links           = Page_Registry::links();
		foreach ( array( 'dashboard', 'contacts', 'merge', 'notifications', 'resources', 'articles' ) as $key ) {
			$this->assertContains( $links[ $key ], $hrefs, $key );
		}
		$this->assertContains( $links['networking'] . '#stages', $hrefs );
		$this->assertContains( $links['mentoring'], $hrefs, 'the series on offer: the top of the mentoring page, its carousel' );
		// Each anchor where its words lead: Your Mentees is #mentor-series, Your Mentors #mentor-relationships.
		$texts = array();
		foreach ( $xpath->query( '//a' ) as $a ) {
			$texts[ $a->getAttribute( 'href' ) ][] = trim( $a->textContent );
		}
		$this->assertContains( 'your mentees', $texts[ $links['mentoring'] . '#mentor-series' ] ?? array() );
		$this->assertContains( 'your mentors', $texts[ $links['mentoring'] . '#mentor-relationships' ] ?? array() );
		$this->assertContains( add_query_arg( 'import', '1', $links['contacts'] ), $hrefs );
		$this->assertContains( Page_Urls::url( 'google-authentication' ), $hrefs );
		$this->assertContains( get_edit_profile_url( self::$owner ), $hrefs, 'Account Settings is the member’s own profile' );
		$this->assertSame( get_edit_profile_url( self::$owner ), $links['account'] );

		// With plain permalinks the pages' addresses change; the help follows them.
		$structure = (string) get_option( 'permalink_structure' );
		try {
			update_option( 'permalink_structure', '' );
			$GLOBALS['wp_rewrite']->init();
			list( , $xpath ) = $this->render();
			$hrefs           = array_map( static fn( \DOMElement $a ): string => $a->getAttribute( 'href' ), iterator_to_array( $xpath->query( '//a' ) ) );
			$merge           = get_page_by_path( 'prism/merge', OBJECT, 'page' );
			$this->assertInstanceOf( \WP_Post::class, $merge );
			$this->assertContains( home_url( '/?page_id=' . $merge->ID ), $hrefs );
		} finally {
			update_option( 'permalink_structure', $structure );
			$GLOBALS['wp_rewrite']->init();
		}
	}

	public function test_every_sentence_goes_through_the_translation_of_the_request(): void {
		$mark    = static fn( string $translation ): string => '⟦' . $translation . '⟧';
		$context = static fn( string $translation ): string => '⟦' . $translation . '⟧';
		add_filter( 'gettext_prism', $mark );
		add_filter( 'ngettext_prism', $mark );
		add_filter( 'gettext_with_context_prism', $context );
		try {
			list( , $xpath ) = $this->render();
		} finally {
			remove_filter( 'gettext_prism', $mark );
			remove_filter( 'ngettext_prism', $mark );
			remove_filter( 'gettext_with_context_prism', $context );
		}
		// Every text of the page is inside a translation: the headings, the sentences, the stage names, the links'
		// words. What stays outside is punctuation between them.
		$outside = '';
		foreach ( $xpath->query( '//text()' ) as $node ) {
			$outside .= ' ' . $node->textContent;
		}
		$depth = 0;
		$left  = '';
		foreach ( preg_split( '//u', $outside, -1, PREG_SPLIT_NO_EMPTY ) as $char ) {
			if ( '⟦' === $char ) {
				++$depth;
			} elseif ( '⟧' === $char ) {
				$depth = max( 0, $depth - 1 );
			} elseif ( 0 === $depth ) {
				$left .= $char;
			}
		}
		$this->assertSame( '', trim( (string) preg_replace( '/[\s.,:;]+/u', '', $left ) ), 'text outside a translation: ' . $left );
		$this->assertContains( '⟦The six stages⟧', $this->texts( $xpath, '//h2[@id="stages"]' ) );
		$this->assertSame( '⟦BUILD⟧', $this->texts( $xpath, '//h2[@id="stages"]/following-sibling::ol[1]/li/strong' )[0] );
	}

	public function test_a_visitor_who_is_not_logged_in_gets_the_help_too(): void {
		$this->act_as( 0 );
		list( $html, $xpath ) = $this->render();
		$this->assertCount( 14, $xpath->query( '//h2[@id and not(ancestor::nav)]' ) );
		$this->assertStringContainsString( esc_url( admin_url( 'profile.php' ) ), $html );
	}

	public function test_the_archive_section_says_where_archived_contacts_are_and_what_deceased_stops(): void {
		list( , $xpath ) = $this->render();
		$section         = implode( ' ', $this->texts( $xpath, '//h2[@id="archive"]/following-sibling::p[position() <= 3]' ) );
		$this->assertStringContainsString( 'Nothing is deleted', $section );
		$this->assertStringContainsString( 'Restore', $section );
		$this->assertStringContainsString( 'birthday', $section );
		$this->assertSame( 1, $xpath->query( '//h2[@id="archive"]/following-sibling::p[2]//a[contains(@href, "prism/contact")]' )->length, 'a link to the contact list' );
	}

	public function test_the_keep_in_touch_section_says_where_cadences_are_set_which_wins_and_what_they_count_from(): void {
		list( , $xpath ) = $this->render();
		$section         = implode( ' ', $this->texts( $xpath, '//h2[@id="keep-in-touch"]/following-sibling::p[position() <= 3]' ) );
		$this->assertStringContainsString( 'category', $section );
		$this->assertStringContainsString( 'own cadence comes first', $section );
		$this->assertStringContainsString( 'last touch', $section );
		$this->assertStringContainsString( 'every 30 days', $section, 'the series\' days' );
		$this->assertSame( 1, $xpath->query( '//h2[@id="keep-in-touch"]/following-sibling::p[3]//a[contains(@href, "prism/contact")]' )->length, 'a link to the contact list' );
	}

	public function test_the_relationships_section_says_where_they_are_added_how_both_sides_read_and_what_files_merges_and_deletes_do(): void {
		list( , $xpath ) = $this->render();
		$section         = implode( ' ', $this->texts( $xpath, '//h2[@id="relationships"]/following-sibling::p[position() <= 3]' ) );
		$this->assertStringContainsString( 'Add Relationship', $section );
		$this->assertStringContainsString( 'Parent: Mary', $section );
		$this->assertStringContainsString( 'Child: Ann', $section );
		$this->assertStringContainsString( 'not in your contacts yet', $section );
		$this->assertStringContainsString( 'merge', $section );
		$this->assertStringContainsString( 'delete a contact', $section );
	}
}
