<?php
/**
 * The first screen's data a page comes with (Pages\Page_Data, issue 15: interactive in under a second): the same
 * answers the REST routes give the member, for the contact list, the dashboard and a contact, handed to the island in
 * its props; only the member's own, only successful answers of a reasonable size, and the plain list only when the
 * address asks for it.
 *
 * @package Prism
 */

namespace Prism\Tests\Pages;

use Prism\Pages\Island;
use Prism\Pages\Page_Data;
use Prism\Tests\Support\Prism_Test_Case;

/**
 * Preloaded REST answers.
 */
final class PageDataTest extends Prism_Test_Case {

	protected function tearDown(): void {
		unset( $_GET['q'], $_GET['pg'], $_GET['contactId'] );
		parent::tearDown();
	}

	/**
	 * The preloaded answers of a page by route (below prism/v1/), as the browser reads them (JSON round trip).
	 *
	 * @param string $entry   Build entry.
	 * @param int    $contact Contact of a contact page.
	 * @return array<string, array{query: array<string, mixed>, body: mixed, headers: array<string, mixed>}>
	 */
	private function preloaded( string $entry, int $contact = 0 ): array {
		$answers = json_decode( (string) wp_json_encode( Page_Data::preload( $entry, self::$owner, $contact ) ), true );
		$routes  = array();
		foreach ( $answers as $answer ) {
			$this->assertStringStartsWith( 'prism/v1/', $answer['route'] );
			$routes[ substr( $answer['route'], strlen( 'prism/v1/' ) ) ] = $answer;
		}
		return $routes;
	}

	public function test_the_contact_list_comes_with_its_first_page_totals_categories_and_counts_as_the_routes_answer(): void {
		$ids = array();
		foreach ( range( 1, 12 ) as $i ) {
			$ids[] = $this->make_contact( self::$owner, array( 'firstName' => sprintf( 'Person %02d', $i ) ) );
		}
		$this->make_category( self::$owner, 'VIP', array_slice( $ids, 0, 3 ) );
		$this->make_contact( self::$other, array( 'firstName' => 'Not yours' ) );

		$preloaded = $this->preloaded( 'contacts' );
		$owner     = self::$owner;
		$this->assertSame(
			array( "contact-list/$owner", "categories/$owner", "networking-stages-status/$owner", "import-source-counts/$owner" ),
			array_keys( $preloaded )
		);

		$list = $preloaded[ "contact-list/$owner" ];
		$this->assertSame(
			array(
				'order'    => 'name_asc',
				'page'     => 1,
				'per_page' => 10,
			),
			$list['query'],
			'the query the list makes for its plain first page (src/domain/listFilters.ts)'
		);
		$route = $this->get( "contact-list/$owner", $list['query'] );
		$this->assertSame( $this->ok( $route ), $list['body'] );
		$this->assertCount( 10, $list['body'] );
		$this->assertSame( 'Person 01', $list['body'][0]['name'] );
		$this->assertSame( '12', (string) $list['headers']['X-WP-Total'] );
		$this->assertSame( '2', (string) $list['headers']['X-WP-TotalPages'] );

		foreach ( array( 'categories', 'networking-stages-status', 'import-source-counts' ) as $name ) {
			$this->assertSame( $this->ok( $this->get( "$name/$owner" ) ), $preloaded[ "$name/$owner" ]['body'], "$name as the route answers" );
		}
		$this->assertSame( 'VIP', $preloaded[ "categories/$owner" ]['body'][0]['name'] );
		$this->assertStringNotContainsString( 'Not yours', (string) wp_json_encode( $preloaded ) );
	}

	public function test_an_answer_too_large_for_the_page_is_left_to_the_island(): void {
		// About 700 categories with long names: over 100 KB of JSON, which the page does not carry in its HTML.
		for ( $i = 0; $i < 700; $i++ ) {
			$this->make_category( self::$owner, sprintf( 'Category %03d ', $i ) . str_repeat( 'x', 150 ) );
		}
		$this->assertGreaterThan( 100000, strlen( (string) wp_json_encode( $this->ok( $this->get( 'categories/' . self::$owner ) ) ) ) );
		$preloaded = $this->preloaded( 'contacts' );
		$this->assertArrayNotHasKey( 'categories/' . self::$owner, $preloaded );
		$this->assertArrayHasKey( 'contact-list/' . self::$owner, $preloaded, 'the rest still comes' );
	}

	public function test_a_search_filter_or_page_in_the_address_is_left_to_the_list(): void {
		$this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		foreach ( array( 'q' => 'ann', 'pg' => '2' ) as $param => $value ) {
			$_GET[ $param ] = $value;
			$preloaded      = $this->preloaded( 'contacts' );
			$this->assertArrayNotHasKey( 'contact-list/' . self::$owner, $preloaded, "?$param= asks for another list" );
			$this->assertArrayHasKey( 'categories/' . self::$owner, $preloaded );
			unset( $_GET[ $param ] );
		}
	}

	public function test_the_dashboard_comes_with_today_the_cards_and_the_categories(): void {
		$contact = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->ok(
			$this->send(
				'POST',
				'create-followup',
				array(
					'contactId'   => $contact,
					'wordpressId' => self::$owner,
					'title'       => 'Call <Ann> & "friends"',
					'date'        => wp_date( 'Y-m-d' ),
				)
			)
		);
		$preloaded = $this->preloaded( 'dashboard' );
		$owner     = self::$owner;
		$this->assertSame(
			array( "categories/$owner", "followups-with-contacts/$owner", "events-with-contacts/$owner", "reach-out/$owner", "networking-stages-status/$owner", "networking-progress/$owner" ),
			array_keys( $preloaded )
		);
		$due = $this->get( "followups-with-contacts/$owner" );
		$this->assertSame( $this->ok( $due ), $preloaded[ "followups-with-contacts/$owner" ]['body'] );
		$this->assertSame( 'Call <Ann> & "friends"', $preloaded[ "followups-with-contacts/$owner" ]['body'][0]['followup']['title'] );
		$this->assertSame( $due->get_headers()['X-Prism-Overdue-Total'], $preloaded[ "followups-with-contacts/$owner" ]['headers']['X-Prism-Overdue-Total'] );
	}

	public function test_a_contact_page_comes_with_its_own_contact_only(): void {
		$mine   = $this->make_contact( self::$owner, array( 'firstName' => 'Mine' ) );
		$theirs = $this->make_contact( self::$other, array( 'firstName' => 'Theirs' ) );

		$preloaded = $this->preloaded( 'contact-detail', $mine );
		$this->assertSame( $this->ok( $this->get( "contact-detail/$mine" ) ), $preloaded[ "contact-detail/$mine" ]['body'] );
		$articles = $preloaded[ 'articles/' . self::$owner ];
		$this->assertSame(
			array(
				'contactId' => $mine,
				'per_page'  => 1,
			),
			$articles['query']
		);
		$this->assertSame( '0', (string) $articles['headers']['X-WP-Total'] );

		// Another member's contact answers 404 to the route: the page brings nothing, and the island asks (and says so).
		$preloaded = $this->preloaded( 'contact-detail', $theirs );
		$this->assertArrayNotHasKey( "contact-detail/$theirs", $preloaded );
		$this->assertStringNotContainsString( 'Theirs', (string) wp_json_encode( $preloaded ) );
		$this->assertSame( array(), $this->preloaded( 'contact-detail', 0 ) );
		$this->assertSame( array(), $this->preloaded( 'merge' ), 'other pages load as before' );
	}

	public function test_the_island_hands_the_answers_over_exactly_as_typed(): void {
		$nasty = '</script><script>alert(1)</script> "quoted" & \'single\' <100k and >50k %20';
		$this->make_contact( self::$owner, array( 'firstName' => $nasty ) );

		$html = Island::render( 'contacts', false );
		$this->assertSame( 1, preg_match( '/data-prism-props="([^"]*)"/', $html, $match ) );
		foreach ( array( '<', '>', "'" ) as $char ) {
			$this->assertStringNotContainsString( $char, $match[1] );
		}
		$doc = new \DOMDocument();
		$doc->loadHTML( '<?xml encoding="utf-8"?><div data-prism-props="' . $match[1] . '"></div>' );
		$props = json_decode( $doc->getElementsByTagName( 'div' )->item( 0 )->getAttribute( 'data-prism-props' ), true );
		$this->assertSame( $nasty, $props['preload'][0]['body'][0]['name'] );
	}

	public function test_the_island_hands_over_the_chunks_to_fetch_once_it_has_drawn(): void {
		$manifest = json_decode( (string) file_get_contents( PRISM_DIR . 'build/chunks.json' ), true );
		$this->assertNotEmpty( $manifest['contacts']['prefetch'], 'the contact list prefetches its dialogs' );

		$html = Island::render( 'contacts', false );
		$this->assertSame( 1, preg_match( '/data-prism-props="([^"]*)"/', $html, $match ) );
		$props = json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
		$this->assertSame( $manifest['contacts']['prefetch'], $props['prefetch'] );
		foreach ( $props['prefetch'] as $chunk ) {
			$this->assertFileExists( PRISM_DIR . 'build/' . $chunk );
			$this->assertNotContains( $chunk, $manifest['contacts']['start'], 'what the page needs to show is preloaded, not prefetched' );
		}
		// The page adds the prefetch links itself once it has drawn (src/mount.tsx), not the HTML.
		$this->assertStringNotContainsString( 'rel="prefetch"', $html );
	}
}
