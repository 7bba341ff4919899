<?php
/**
 * articles/{wordpressId}, push-article, update-article and delete-article, as the owner, as another member and as
 * nobody: paging with its totals, search, the articles of one contact, links that are not http(s), over-long text,
 * contacts that are not the member's, the limit, text stored exactly as typed; and what merging or deleting a contact
 * does to the articles tied to it.
 *
 * @package Prism
 */

namespace Prism\Tests\Rest;

use Prism\Data\Article_Repository;
use Prism\Domain\Article_Rules;
use Prism\Privacy\Personal_Data;
use Prism\Schema\Schema;
use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;
use WP_REST_Response;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';

/**
 * Saved article routes.
 */
final class ArticlesControllerTest extends Prism_Test_Case {

	/**
	 * Stores an article directly.
	 *
	 * @param int    $owner    Member.
	 * @param string $title    Title.
	 * @param int[]  $contacts Contacts it is tied to.
	 * @param string $link     Link.
	 * @param string $note     Note.
	 */
	private function make_article( int $owner, string $title, array $contacts = array(), string $link = 'https://example.com/read', string $note = '' ): int {
		return ( new Article_Repository() )->create( $owner, $title, $link, $note, $contacts );
	}

	/**
	 * Stores $count articles for a member with one statement, the oldest first: "Article 1" ... "Article $count",
	 * each a second apart.
	 *
	 * @param int $owner Member.
	 * @param int $count How many.
	 */
	private function make_many( int $owner, int $count ): void {
		global $wpdb;
		$start = time() - $count - 60;
		$rows  = array();
		for ( $i = 1; $i <= $count; $i++ ) {
			$at     = gmdate( 'Y-m-d H:i:s', $start + $i );
			$rows[] = $wpdb->prepare( '(%d, %s, %s, %s, %s, %s)', $owner, "Article {$i}", "https://example.com/{$i}", '', $at, $at );
		}
		foreach ( array_chunk( $rows, 500 ) as $chunk ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- test fixture, values prepared above.
			$wpdb->query( 'INSERT INTO ' . Schema::table( 'articles' ) . ' (owner_id, title, link, note, created_at, updated_at) VALUES ' . implode( ',', $chunk ) );
		}
	}

	/**
	 * A page of the owner's articles: the body and the totals headers.
	 *
	 * @param array<string, mixed> $query Query parameters.
	 * @return array{0: array<int, array<string, mixed>>, 1: int, 2: int} Articles, X-WP-Total, X-WP-TotalPages.
	 */
	private function articles( array $query = array() ): array {
		$response = $this->get( 'articles/' . self::$owner, $query );
		$body     = $this->ok( $response );
		$headers  = $response->get_headers();
		return array( $body, (int) ( $headers['X-WP-Total'] ?? -1 ), (int) ( $headers['X-WP-TotalPages'] ?? -1 ) );
	}

	/**
	 * Titles of a page of the owner's articles.
	 *
	 * @param array<string, mixed> $query Query parameters.
	 * @return string[]
	 */
	private function titles( array $query = array() ): array {
		return array_column( $this->articles( $query )[0], 'title' );
	}

	/**
	 * A new article for the owner, as the dialog sends it.
	 *
	 * @param array<string, mixed> $fields Fields over the defaults.
	 */
	private function push( array $fields ): WP_REST_Response {
		return $this->send( 'POST', 'push-article', $fields + array( 'wordpressId' => self::$owner ) );
	}

	/**
	 * The contacts an article is tied to, straight from the database.
	 *
	 * @param int $article_id Article.
	 * @return int[]
	 */
	private function tied( int $article_id ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- test helper; table from Schema.
		$ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT contact_id FROM ' . Schema::table( 'article_contacts' ) . ' WHERE article_id = %d ORDER BY contact_id', $article_id ) ) );
		return $ids;
	}

	// --- articles/{wordpressId} ------------------------------------------------------------------------------

	public function test_owner_lists_only_their_articles_newest_first_with_their_contacts(): void {
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Archer' ) );
		$acme   = $this->make_contact( self::$owner, array( 'company' => 'Acme' ) );
		$first  = $this->make_article( self::$owner, 'How to network', array( $ann, $acme ), 'https://example.com/network', "Read before\nthe fair." );
		$this->make_article( self::$other, 'Private reading' );
		$second = $this->make_article( self::$owner, 'Salary data' );

		list( $body, $total, $pages ) = $this->articles();
		$this->assertSame( array( 2, 1 ), array( $total, $pages ) );
		$this->assertSame( array( $second, $first ), array_column( $body, 'id' ), 'newest first' );
		$this->assertSame( array( 'id', 'title', 'link', 'note', 'contacts', 'createdAt', 'updatedAt' ), array_keys( $body[1] ) );
		$this->assert_has_values(
			array(
				'title'    => 'How to network',
				'link'     => 'https://example.com/network',
				'note'     => "Read before\nthe fair.",
				'contacts' => array(
					array( 'id' => $acme, 'name' => 'Acme' ),
					array( 'id' => $ann, 'name' => 'Ann Archer' ),
				),
			),
			$body[1],
			'the contacts by name, each with its display name'
		);
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/', (string) $body[1]['createdAt'] );
		$this->assertSame( array(), $body[0]['contacts'] );
	}

	public function test_an_empty_list_is_an_empty_array_with_totals(): void {
		$this->assertSame( array( array(), 0, 0 ), $this->articles() );
	}

	public function test_pages_of_ten_with_the_totals(): void {
		$this->make_many( self::$owner, 23 );
		$this->make_many( self::$other, 5 );

		list( $body, $total, $pages ) = $this->articles();
		$this->assertSame( array( 23, 3 ), array( $total, $pages ) );
		$this->assertSame( array_map( static fn( int $i ) => "Article {$i}", range( 23, 14 ) ), array_column( $body, 'title' ) );
		$this->assertSame( array( 'Article 3', 'Article 2', 'Article 1' ), $this->titles( array( 'page' => 3 ) ) );
		$this->assertSame( array( array(), 23, 3 ), $this->articles( array( 'page' => 4 ) ), 'past the end: nothing, with the totals' );
		$this->assertSame( array( 'Article 23', 'Article 22' ), $this->titles( array( 'per_page' => 2 ) ) );
		$this->assertCount( 23, $this->titles( array( 'per_page' => 100 ) ) );
		$this->assert_error( $this->get( 'articles/' . self::$owner, array( 'per_page' => 101 ) ), 400, 'rest_invalid_param' );
		$this->assert_error( $this->get( 'articles/' . self::$owner, array( 'page' => 0 ) ), 400, 'rest_invalid_param' );
	}

	public function test_search_matches_title_link_and_note_in_any_case(): void {
		$this->make_article( self::$owner, 'École de la négociation', array(), 'https://example.fr/ecole' );
		$this->make_article( self::$owner, 'Salary data', array(), 'https://data.example.com/SALARIES_2026' );
		$this->make_article( self::$owner, 'Untitled', array(), 'https://example.com/x', 'Ask PRIYA about 100% remote roles' );
		$this->make_article( self::$owner, 'a_b and 100 percent', array(), 'https://example.com/y' );
		$this->make_article( self::$other, 'École privée', array(), 'https://example.org/salaries' );

		$this->assertSame( array( 'École de la négociation' ), $this->titles( array( 'search' => 'éCOLE' ) ), 'accented capitals fold' );
		$this->assertSame( array( 'Salary data' ), $this->titles( array( 'search' => 'salaries_2026' ) ), 'the link, any case' );
		$this->assertSame( array( 'Untitled' ), $this->titles( array( 'search' => 'priya' ) ), 'the note' );
		$this->assertSame( array( 'Untitled' ), $this->titles( array( 'search' => '100%' ) ), '% is a character, not a wildcard' );
		$this->assertSame( array( 'a_b and 100 percent' ), $this->titles( array( 'search' => 'a_b' ) ), '_ is a character, not a wildcard' );
		$this->assertSame( array( array(), 0, 0 ), $this->articles( array( 'search' => 'privée' ) ), "another member's articles are never found" );
		$this->assertCount( 4, $this->titles( array( 'search' => '   ' ) ), 'a blank search lists everything' );
	}

	public function test_search_results_are_paged_with_their_own_totals(): void {
		$this->make_many( self::$owner, 620 );
		// "Article 1", "Article 10"-"Article 19", "Article 100"-"Article 199": 111 titles contain "Article 1".
		list( $body, $total, $pages ) = $this->articles( array( 'search' => 'article 1' ) );
		$this->assertSame( array( 111, 12 ), array( $total, $pages ) );
		$this->assertSame( array( 'Article 199', 'Article 198' ), array_slice( array_column( $body, 'title' ), 0, 2 ), 'newest first' );
		$this->assertSame( array( 'Article 1' ), $this->titles( array( 'search' => 'article 1', 'page' => 12 ) ) );
		list( $body, $total ) = $this->articles( array( 'search' => 'ARTICLE 6' ) );
		// "Article 6", "Article 60"-"Article 69", "Article 600"-"Article 620".
		$this->assertSame( array( 32, 'Article 620' ), array( $total, $body[0]['title'] ) );
	}

	public function test_the_articles_of_one_contact(): void {
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$ben    = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$olga   = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->make_article( self::$owner, 'For Ann', array( $ann ) );
		$this->make_article( self::$owner, 'For both', array( $ann, $ben ), 'https://example.com/both', 'budget talk' );
		$this->make_article( self::$owner, 'For nobody' );
		$this->make_article( self::$other, 'Olga reads', array( $olga ) );

		list( $body, $total, $pages ) = $this->articles( array( 'contactId' => $ann ) );
		$this->assertSame( array( array( 'For both', 'For Ann' ), 2, 1 ), array( array_column( $body, 'title' ), $total, $pages ) );
		list( $body, $total ) = $this->articles( array( 'contactId' => $ann, 'per_page' => 1 ) );
		$this->assertSame( array( 1, 2 ), array( count( $body ), $total ), 'the tab counts with one row' );
		$this->assertSame( array( 'For both' ), $this->titles( array( 'contactId' => $ben ) ) );
		$this->assertSame( array( 'For both' ), $this->titles( array( 'contactId' => $ann, 'search' => 'BUDGET' ) ) );
		$both = $this->articles( array( 'contactId' => $ben ) )[0][0];
		$this->assertSame( array( $ann, $ben ), array_column( $both['contacts'], 'id' ), 'every contact of the article, not only the filter' );

		$error = $this->assert_error( $this->get( 'articles/' . self::$owner, array( 'contactId' => $olga ) ), 404, 'prism_not_found' );
		$this->assertSame( 'That contact does not exist. It may have been deleted or merged.', $error['message'] );
		$this->assert_error( $this->get( 'articles/' . self::$owner, array( 'contactId' => $olga + 1000 ) ), 404, 'prism_not_found' );
	}

	public function test_articles_of_another_member_are_forbidden_and_need_a_login(): void {
		$this->make_article( self::$other, 'Private reading' );
		$this->assert_error( $this->get( 'articles/' . self::$other ), 403, 'prism_forbidden' );
		$this->act_as( 0 );
		$this->assert_error( $this->get( 'articles/' . self::$owner ), 401, 'rest_not_logged_in' );
	}

	// --- push-article ------------------------------------------------------------------------------------

	public function test_owner_saves_an_article_tied_to_contacts(): void {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$ben  = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$body = $this->ok( $this->push( array( 'title' => '  How to ask for an intro ', 'link' => ' https://example.org/intro ', 'note' => "  First line\n\n  indented\n", 'contactIds' => array( $ben, $ann ) ) ), 201 );

		$this->assert_has_values(
			array(
				'title'    => 'How to ask for an intro',
				'link'     => 'https://example.org/intro',
				'note'     => "First line\n\n  indented",
				'contacts' => array( array( 'id' => $ann, 'name' => 'Ann' ), array( 'id' => $ben, 'name' => 'Ben' ) ),
			),
			$body,
			'the ends are trimmed, the inside kept'
		);
		$this->assertSame( array( $ann, $ben ), $this->tied( $body['id'] ) );
		$this->assertSame( array( $body ), $this->articles()[0], 'the answer is what the list shows' );
		$this->assertSame( 0, $this->count_rows( 'articles', array( 'owner_id' => self::$other ) ) );
	}

	public function test_note_and_contacts_are_optional_and_a_link_without_a_scheme_gets_https(): void {
		$body = $this->ok( $this->push( array( 'title' => 'Profile', 'link' => 'linkedin.com/in/someone' ) ), 201 );
		$this->assertSame( array( 'https://linkedin.com/in/someone', '', array() ), array( $body['link'], $body['note'], $body['contacts'] ) );
	}

	/**
	 * Text real people type comes back exactly: '<', '>', '%20', quotes, emoji, right-to-left.
	 *
	 * @dataProvider real_text
	 *
	 * @param string $title Title.
	 * @param string $link  Link.
	 * @param string $note  Note.
	 */
	public function test_text_is_stored_and_answered_exactly_as_typed( string $title, string $link, string $note ): void {
		$body = $this->ok( $this->push( array( 'title' => $title, 'link' => $link, 'note' => $note ) ), 201 );
		$this->assertSame( array( $title, $link, $note ), array( $body['title'], $body['link'], $body['note'] ) );
		$this->assertSame( 1, $this->count_rows( 'articles', array( 'owner_id' => self::$owner, 'title' => $title, 'link' => $link, 'note' => $note ) ), 'stored as typed' );
		$this->assertSame( array( $title ), $this->titles( array( 'search' => mb_substr( $title, 0, 12 ) ) ), 'found by what was typed' );

		$link   = mb_substr( $link, 0, -2 ) . '#x';
		$note   = mb_substr( $note, 0, -4 ) . "\n(2)";
		$edited = $this->ok( $this->send( 'POST', 'update-article', array( 'wordpressId' => self::$owner, 'articleId' => $body['id'], 'title' => $title, 'link' => $link, 'note' => $note, 'contactIds' => array() ) ) );
		$this->assertSame( array( $title, $link, $note ), array( $edited['title'], $edited['link'], $edited['note'] ) );
	}

	/**
	 * Titles, links and notes as people type them.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	public function real_text(): array {
		return array(
			'less and greater than' => array( 'Budget <100k and >50k', 'https://example.com/budget?min=50k&max=100k', 'Budget <100k and >50k, ask first' ),
			'percent escapes'       => array( 'Cafés in Berlin 100%', 'https://maps.example.com/?q=caf%C3%A9%20Berlin', 'a%20b stays a%20b' ),
			'markup'                => array( '<script>alert("x")</script>', 'https://example.com/a%20b/<c>', '<img src=x onerror=alert(1)>' ),
			'entities typed'        => array( 'Use &lt;b&gt; &amp; "quotes" it\'s', 'http://example.com/?a=1&amp;b=2', '&quot;as typed&quot;' ),
			'emoji and rtl'         => array( 'Coffee ☕ 👩🏽‍💻 שלום مرحبا', 'https://example.com/ünïcode/☕', "שלום\nمرحبا 🎉" ),
			'the longest'           => array( str_repeat( 'é', Article_Rules::MAX_TITLE ), 'https://example.com/' . str_repeat( 'x', Article_Rules::MAX_LINK - 20 ), str_repeat( "ü\n", Article_Rules::MAX_NOTE / 2 - 1 ) . 'ü' ),
		);
	}

	/**
	 * Bad input is a 400 with a readable sentence, and nothing is stored.
	 *
	 * @dataProvider bad_input
	 *
	 * @param array<string, mixed> $fields  Fields sent (null removes one).
	 * @param string               $code    Expected code.
	 * @param string               $message Part of the expected message ('' for any).
	 */
	public function test_bad_input_changes_nothing( array $fields, string $code, string $message ): void {
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$id     = $this->make_article( self::$owner, 'Interview guide', array( $ann ) );
		$before = $this->snapshot();
		$base   = array(
			'wordpressId' => self::$owner,
			'title'       => 'A guide',
			'link'        => 'https://example.com/',
			'note'        => '',
			'contactIds'  => array( $ann ),
		);
		$body   = array_filter( array_merge( $base, $fields ), static fn( $v ) => null !== $v );
		$error  = $this->assert_error( $this->send( 'POST', 'push-article', $body ), 400, $code );
		if ( '' !== $message ) {
			$this->assertStringContainsString( $message, implode( ' ', (array) ( $error['data']['params'] ?? array() ) ) );
		}
		$this->assert_error( $this->send( 'POST', 'update-article', $body + array( 'articleId' => $id ) ), 400, $code );
		$this->assert_unchanged( $before );
	}

	/**
	 * Input push-article and update-article refuse.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2: string}>
	 */
	public function bad_input(): array {
		$scheme = 'Only web addresses starting with https:// or http:// can be saved';
		return array(
			'javascript link'     => array( array( 'link' => 'javascript:alert(1)' ), 'rest_invalid_param', $scheme . ', not "javascript:" links' ),
			'JavaScript link'     => array( array( 'link' => ' JavaScript:alert(1)' ), 'rest_invalid_param', 'not "JavaScript:" links' ),
			'data link'           => array( array( 'link' => 'data:text/html,<b>x</b>' ), 'rest_invalid_param', 'not "data:" links' ),
			'ftp link'            => array( array( 'link' => 'ftp://files.example.com/a' ), 'rest_invalid_param', 'not "ftp:" links' ),
			'mailto link'         => array( array( 'link' => 'mailto:ann@example.com' ), 'rest_invalid_param', 'not "mailto:" links' ),
			'link with spaces'    => array( array( 'link' => 'https://example.com/a b' ), 'rest_invalid_param', 'cannot contain spaces' ),
			'not an address'      => array( array( 'link' => 'hello' ), 'rest_invalid_param', 'Enter a web address like' ),
			'blank link'          => array( array( 'link' => '   ' ), 'rest_invalid_param', 'Enter the web address of the article.' ),
			'missing link'        => array( array( 'link' => null ), 'rest_missing_callback_param', '' ),
			'over-long link'      => array( array( 'link' => 'https://example.com/' . str_repeat( 'x', Article_Rules::MAX_LINK ) ), 'rest_invalid_param', '2000 characters' ),
			'blank title'         => array( array( 'title' => " \t " ), 'rest_invalid_param', 'Give the article a title before saving it.' ),
			'missing title'       => array( array( 'title' => null ), 'rest_missing_callback_param', '' ),
			'over-long title'     => array( array( 'title' => str_repeat( 'é', Article_Rules::MAX_TITLE + 1 ) ), 'rest_invalid_param', 'Keep this to 255 characters or fewer.' ),
			'title a list'        => array( array( 'title' => array( 'x' ) ), 'rest_invalid_param', 'This must be text.' ),
			'over-long note'      => array( array( 'note' => str_repeat( 'x', Article_Rules::MAX_NOTE + 1 ) ), 'rest_invalid_param', 'Keep this to 5000 characters or fewer.' ),
			'note a number list'  => array( array( 'note' => array( 1 ) ), 'rest_invalid_param', 'This must be text.' ),
			'51 contacts'         => array( array( 'contactIds' => range( 1, Article_Rules::MAX_CONTACTS + 1 ) ), 'rest_invalid_param', 'An article can be tied to at most 50 contacts.' ),
			'a contact twice'     => array( array( 'contactIds' => array( 7, 7 ) ), 'rest_invalid_param', 'duplicate' ),
			'contact id 0'        => array( array( 'contactIds' => array( 0 ) ), 'rest_invalid_param', '' ),
			'contacts not a list' => array( array( 'contactIds' => 'all' ), 'rest_invalid_param', '' ),
		);
	}

	public function test_an_edit_sends_the_whole_article(): void {
		$id     = $this->make_article( self::$owner, 'Interview guide', array(), 'https://example.com/', 'keep me' );
		$before = $this->snapshot();
		$edit   = array( 'wordpressId' => self::$owner, 'articleId' => $id, 'title' => 'New', 'link' => 'https://example.com/' );
		$this->assert_error( $this->send( 'POST', 'update-article', $edit + array( 'contactIds' => array() ) ), 400, 'rest_missing_callback_param' );
		$this->assert_error( $this->send( 'POST', 'update-article', $edit + array( 'note' => '' ) ), 400, 'rest_missing_callback_param' );
		$this->assert_unchanged( $before );
	}

	public function test_a_contact_of_another_member_refuses_the_whole_request(): void {
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$olga   = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$id     = $this->make_article( self::$owner, 'Interview guide', array( $ann ) );
		$this->make_article( self::$other, 'Olga reads', array( $olga ) );
		$before = $this->snapshot();
		foreach ( array( array( $ann, $olga ), array( $olga ), array( $ann, $olga + 1000 ) ) as $ids ) {
			$error = $this->assert_error( $this->push( array( 'title' => 'Sneaky', 'link' => 'https://example.com', 'contactIds' => $ids ) ), 404, 'prism_not_found' );
			$this->assertSame( 'That contact does not exist. It may have been deleted or merged.', $error['message'] );
			$this->assert_error( $this->send( 'POST', 'update-article', array( 'wordpressId' => self::$owner, 'articleId' => $id, 'title' => 'Sneaky', 'link' => 'https://example.com', 'note' => '', 'contactIds' => $ids ) ), 404, 'prism_not_found' );
		}
		$this->assert_unchanged( $before );
		$this->assertSame( array( $olga ), array_column( $this->tied_of_other( $olga ), 'contact_id' ), "the other member's link is untouched" );
	}

	/**
	 * Links of the other member's contact.
	 *
	 * @param int $contact_id Contact.
	 * @return array<int, array<string, mixed>>
	 */
	private function tied_of_other( int $contact_id ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- test helper; table from Schema.
		return array_map( static fn( $row ) => array( 'contact_id' => (int) $row['contact_id'] ), (array) $wpdb->get_results( $wpdb->prepare( 'SELECT contact_id FROM ' . Schema::table( 'article_contacts' ) . ' WHERE owner_id = %d AND contact_id = %d', self::$other, $contact_id ), ARRAY_A ) );
	}

	public function test_adding_for_another_member_or_without_login_changes_nothing(): void {
		$this->make_article( self::$owner, 'Interview guide' );
		$this->make_article( self::$other, 'Private reading' );
		$before = $this->snapshot();
		$this->assert_error( $this->push( array( 'wordpressId' => self::$other, 'title' => 'Intruder', 'link' => 'https://example.com' ) ), 403, 'prism_forbidden' );
		$this->assert_error( $this->send( 'POST', 'push-article', array( 'title' => 'No member', 'link' => 'https://example.com' ) ), 400, 'rest_missing_callback_param' );
		$this->act_as( 0 );
		$this->assert_error( $this->push( array( 'title' => 'Anonymous', 'link' => 'https://example.com' ) ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before );
	}

	public function test_a_member_keeps_at_most_the_limit(): void {
		$this->make_many( self::$owner, Article_Rules::MAX_PER_MEMBER - 1 );
		$this->ok( $this->push( array( 'title' => 'The last one', 'link' => 'https://example.com/last' ) ), 201 );
		$before = $this->snapshot();
		$error  = $this->assert_error( $this->push( array( 'title' => 'One too many', 'link' => 'https://example.com/more' ) ), 409, 'prism_article_limit' );
		$this->assertSame( 'You can keep up to 5,000 saved articles. Delete one before saving another.', $error['message'] );
		$this->assert_unchanged( $before );
		$this->act_as( self::$other );
		$this->ok( $this->send( 'POST', 'push-article', array( 'wordpressId' => self::$other, 'title' => 'Another member is not affected', 'link' => 'https://example.com' ) ), 201 );
	}

	// --- update-article ----------------------------------------------------------------------------------

	public function test_owner_edits_an_article_and_its_contacts(): void {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$ben  = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$cora = $this->make_contact( self::$owner, array( 'firstName' => 'Cora' ) );
		$id   = $this->make_article( self::$owner, 'Interview guide', array( $ann, $ben ), 'https://example.com/old', 'old note' );
		$body = $this->ok( $this->send( 'POST', 'update-article', array( 'wordpressId' => self::$owner, 'articleId' => $id, 'title' => 'Interview guide, 2nd edition', 'link' => 'https://example.com/new', 'note' => '', 'contactIds' => array( $cora, $ben ) ) ) );

		$this->assert_has_values(
			array(
				'id'       => $id,
				'title'    => 'Interview guide, 2nd edition',
				'link'     => 'https://example.com/new',
				'note'     => '',
				'contacts' => array( array( 'id' => $ben, 'name' => 'Ben' ), array( 'id' => $cora, 'name' => 'Cora' ) ),
			),
			$body
		);
		$this->assertSame( array( $ben, $cora ), $this->tied( $id ) );
		$this->assertSame( array( 1, 1 ), array( $this->articles()[1], $this->count_rows( 'articles', array( 'owner_id' => self::$owner ) ) ) );

		$this->ok( $this->send( 'POST', 'update-article', array( 'wordpressId' => self::$owner, 'articleId' => $id, 'title' => 'Untied', 'link' => 'https://example.com/new', 'note' => '', 'contactIds' => array() ) ) );
		$this->assertSame( array(), $this->tied( $id ), 'an empty list unties it' );
		$this->assertSame( 3, $this->count_rows( 'contacts', array( 'owner_id' => self::$owner ) ), 'the contacts stay' );
	}

	public function test_editing_another_members_article_is_not_found_and_changes_nothing(): void {
		$olga   = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$mine   = $this->make_article( self::$owner, 'Interview guide' );
		$theirs = $this->make_article( self::$other, 'Private reading', array( $olga ) );
		$before = $this->snapshot();
		$edit   = array( 'title' => 'Hijacked', 'link' => 'https://evil.example.com', 'note' => 'x', 'contactIds' => array() );
		$error  = $this->assert_error( $this->send( 'POST', 'update-article', $edit + array( 'wordpressId' => self::$owner, 'articleId' => $theirs ) ), 404, 'prism_not_found' );
		$this->assertSame( 'That article does not exist. It may have been deleted.', $error['message'] );
		$this->assert_error( $this->send( 'POST', 'update-article', $edit + array( 'wordpressId' => self::$owner, 'articleId' => $theirs + 1000 ) ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'POST', 'update-article', $edit + array( 'wordpressId' => self::$other, 'articleId' => $theirs ) ), 403, 'prism_forbidden' );
		$this->act_as( 0 );
		$this->assert_error( $this->send( 'POST', 'update-article', $edit + array( 'wordpressId' => self::$owner, 'articleId' => $mine ) ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before );
	}

	// --- delete-article ----------------------------------------------------------------------------------

	public function test_owner_deletes_an_article_and_its_links_but_not_its_contacts(): void {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$gone = $this->make_article( self::$owner, 'Interview guide', array( $ann ) );
		$kept = $this->make_article( self::$owner, 'Salary data', array( $ann ) );
		$this->make_article( self::$other, 'Private reading' );
		$body = $this->ok( $this->send( 'DELETE', 'delete-article', array( 'wordpressId' => self::$owner, 'articleId' => $gone ) ) );
		$this->assertSame( array( 'deleted' => true, 'id' => $gone ), $body );
		$this->assertSame( array( $kept ), array_column( $this->articles()[0], 'id' ) );
		$this->assertSame( array(), $this->tied( $gone ) );
		$this->assertSame( array( $ann ), $this->tied( $kept ) );
		$this->assertNotNull( $this->contact( self::$owner, $ann ) );
		$this->assertSame( 1, $this->count_rows( 'articles', array( 'owner_id' => self::$other ) ) );
	}

	public function test_deleting_another_members_article_is_not_found_and_changes_nothing(): void {
		$mine   = $this->make_article( self::$owner, 'Interview guide' );
		$theirs = $this->make_article( self::$other, 'Private reading' );
		$before = $this->snapshot();
		$this->assert_error( $this->send( 'DELETE', 'delete-article', array( 'wordpressId' => self::$owner, 'articleId' => $theirs ) ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'DELETE', 'delete-article', array( 'wordpressId' => self::$other, 'articleId' => $theirs ) ), 403, 'prism_forbidden' );
		$this->assert_error( $this->send( 'DELETE', 'delete-article', array( 'articleId' => $mine ) ), 400, 'rest_missing_callback_param' );
		$this->act_as( 0 );
		$this->assert_error( $this->send( 'DELETE', 'delete-article', array( 'wordpressId' => self::$owner, 'articleId' => $mine ) ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before );
	}

	// --- contacts merged and deleted -----------------------------------------------------------------------

	public function test_a_merge_keeps_the_articles_tied_to_the_survivor_once(): void {
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Archer', 'emailOne' => 'ann@acme.test' ) );
		$annie  = $this->make_contact( self::$owner, array( 'firstName' => 'Annie', 'lastName' => 'Archer', 'emailOne' => 'ann@acme.test' ) );
		$ben    = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$only   = $this->make_article( self::$owner, 'Tied to Annie', array( $annie ) );
		$both   = $this->make_article( self::$owner, 'Tied to both', array( $ann, $annie, $ben ) );
		$theirs = $this->make_article( self::$owner, 'Tied to Ann', array( $ann ) );

		$this->ok( $this->send( 'POST', 'collide-and-merge', array( 'idList' => array( $ann, $annie ), 'wordpressId' => self::$owner ) ) );
		$survivor = $this->contact( self::$owner, $ann ) ? $ann : $annie;
		$gone     = $survivor === $ann ? $annie : $ann;
		$this->assertNull( $this->contact( self::$owner, $gone ) );

		$this->assertSame( array( $survivor ), $this->tied( $only ), 'moved to the survivor' );
		$this->assertSame( array( $survivor, $ben ), $this->tied( $both ), 'once, with the other contacts kept' );
		$this->assertSame( array( $survivor ), $this->tied( $theirs ) );
		$this->assertSame( 3, $this->count_rows( 'articles', array( 'owner_id' => self::$owner ) ), 'no article is lost' );
		$this->assertSame( array( 'Tied to Ann', 'Tied to both', 'Tied to Annie' ), $this->titles( array( 'contactId' => $survivor ) ) );
		$this->assert_error( $this->get( 'articles/' . self::$owner, array( 'contactId' => $gone ) ), 404, 'prism_not_found' );
	}

	public function test_deleting_a_contact_keeps_the_article(): void {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$ben  = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$id   = $this->make_article( self::$owner, 'Interview guide', array( $ann, $ben ) );
		$solo = $this->make_article( self::$owner, 'Only Ann', array( $ann ) );

		$this->ok( $this->send( 'DELETE', 'delete-contact', array( 'idList' => array( $ann ), 'wordpressId' => self::$owner ) ) );

		$this->assertSame( array( $ben ), $this->tied( $id ) );
		$this->assertSame( array(), $this->tied( $solo ) );
		$list = $this->articles()[0];
		$this->assertSame( array( 'Only Ann', 'Interview guide' ), array_column( $list, 'title' ), 'both articles stay' );
		$this->assertSame( array( array(), array( array( 'id' => $ben, 'name' => 'Ben' ) ) ), array_column( $list, 'contacts' ) );
	}

	// --- failures and privacy ----------------------------------------------------------------------------

	public function test_a_failing_write_is_a_500_and_changes_nothing(): void {
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$id     = $this->make_article( self::$owner, 'Interview guide', array( $ann ) );
		$before = $this->snapshot();
		$fields = array( 'wordpressId' => self::$owner, 'title' => 'New', 'link' => 'https://example.com', 'note' => '', 'contactIds' => array( $ann ) );
		$add = $this->with_failing_sql( 'INSERT INTO', 'articles', fn() => $this->send( 'POST', 'push-article', $fields ) );
		$this->assert_error( $add, 500, 'prism_failed' );
		// The article is changed first and its links after it: a failing link change takes the article's back with it.
		$edit = $this->with_failing_sql( 'DELETE FROM', 'article_contacts', fn() => $this->send( 'POST', 'update-article', $fields + array( 'articleId' => $id ) ) );
		$this->assert_error( $edit, 500, 'prism_failed' );
		// The links go first and the article after them: a failing article delete keeps its links.
		$delete = $this->with_failing_sql( 'DELETE FROM', 'articles', fn() => $this->send( 'DELETE', 'delete-article', array( 'wordpressId' => self::$owner, 'articleId' => $id ) ) );
		$this->assert_error( $delete, 500, 'prism_failed' );
		$this->assert_unchanged( $before );
	}

	public function test_the_personal_data_export_lists_the_articles(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Archer' ) );
		$this->make_article( self::$owner, 'Budget <100k and >50k', array( $ann ), 'https://example.com/a%20b', 'My note' );
		$this->make_article( self::$other, 'Private reading' );
		$email = (string) get_userdata( self::$owner )->user_email;
		$items = array();
		for ( $page = 1, $done = false; ! $done && $page < 10; $page++ ) {
			$answer = Personal_Data::export( $email, $page );
			$items  = array_merge( $items, $answer['data'] );
			$done   = $answer['done'];
		}
		$articles = array_values( array_filter( $items, static fn( array $item ) => 'prism-articles' === $item['group_id'] ) );
		$this->assertCount( 1, $articles );
		$this->assertSame(
			array( 'Budget &lt;100k and &gt;50k', 'https://example.com/a%20b', 'My note', 'Ann Archer' ),
			array_slice( array_column( $articles[0]['data'], 'value' ), 0, 4 )
		);
	}

	// --- over HTTP -----------------------------------------------------------------------------------------

	/**
	 * A logged-in browser with the REST nonce saves and reads articles; the same cookies without the nonce count as
	 * logged out (401) and write nothing, as does a visitor who is not logged in.
	 */
	public function test_over_http_the_nonce_is_needed(): void {
		$client = new Http_Client();
		$this->assertTrue( $client->login( Members::login( self::$owner ), Members::PASSWORD ), 'login through wp-login.php failed' );
		$nonce = $client->rest_nonce();

		$created = $client->rest( 'POST', 'push-article', array( 'wordpressId' => self::$owner, 'title' => 'Budget <100k and >50k', 'link' => 'https://example.com/a%20b', 'note' => "Line 1\nLine <2>" ), $nonce );
		$this->assertSame( 201, $created['status'], $created['body'] );
		$this->assertSame( array( 'Budget <100k and >50k', 'https://example.com/a%20b', "Line 1\nLine <2>" ), array( $created['json']['title'], $created['json']['link'], $created['json']['note'] ) );
		$id = $created['json']['id'];
		$this->assertSame( 200, $client->rest( 'GET', 'articles/' . self::$owner, null, $nonce )['status'] );

		$before = $this->snapshot();
		foreach ( array( $client, new Http_Client() ) as $without_nonce ) {
			$this->assertSame( 401, $without_nonce->rest( 'GET', 'articles/' . self::$owner )['status'] );
			$forged = $without_nonce->rest( 'POST', 'push-article', array( 'wordpressId' => self::$owner, 'title' => 'Forged', 'link' => 'https://example.com' ) );
			$this->assertSame( 401, $forged['status'], $forged['body'] );
			$this->assertSame( 'rest_not_logged_in', $forged['json']['code'] ?? null );
			$this->assertSame( 401, $without_nonce->rest( 'POST', 'update-article', array( 'wordpressId' => self::$owner, 'articleId' => $id, 'title' => 'Forged', 'link' => 'https://example.com', 'note' => '', 'contactIds' => array() ) )['status'] );
			$this->assertSame( 401, $without_nonce->rest( 'DELETE', 'delete-article', array( 'wordpressId' => self::$owner, 'articleId' => $id ) )['status'] );
		}
		$this->assert_unchanged( $before );
	}
}
