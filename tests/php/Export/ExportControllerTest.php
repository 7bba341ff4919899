<?php
/**
 * GET export: the member's contacts as a download, every contact the list's filters match (the same contacts
 * contact-list-ids answers, in the same order) or a selection of ids (another member's ids are left out, never
 * exported), with the download's headers; 401 for nobody, 400 for a format PRISM does not write; over HTTP as a
 * plain link with `_wpnonce` in the query (and a form POST for long selections), streamed a batch at a time.
 *
 * @package Prism
 */

namespace Prism\Tests\Export;

use Prism\Data\Event_Repository;
use Prism\Export\Contact_Export;
use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;
use Sabre\VObject\Splitter\VCard as Card_Splitter;
use WP_REST_Response;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';

/**
 * The export route.
 */
final class ExportControllerTest extends Prism_Test_Case {

	/**
	 * Contact ids of the fixture by first name.
	 *
	 * @var array<string, int>
	 */
	private array $ids = array();

	/**
	 * The other member's contact.
	 *
	 * @var int
	 */
	private int $olga = 0;

	/**
	 * Four contacts of the owner that differ in what the list filters on, and one of the other member's.
	 */
	private function make_people(): void {
		$this->ids = array(
			'Ann'  => $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Archer', 'company' => 'Acme Labs', 'emailOne' => 'ann@acme.test', 'phoneOne' => '+1 555 010 0001', 'phoneOneType' => 'Mobile' ), 'LinkedIn' ),
			'Ben'  => $this->make_contact( self::$owner, array( 'firstName' => 'Ben', 'lastName' => 'Baker', 'company' => 'Bakery Co' ), 'Google' ),
			'Cora' => $this->make_contact( self::$owner, array( 'firstName' => 'Cora', 'lastName' => 'Cole', 'company' => 'Acme Labs' ), 'Google,LinkedIn' ),
			'Dan'  => $this->make_contact( self::$owner, array( 'firstName' => 'Dan', 'lastName' => 'Dorsey' ) ),
		);
		$this->make_category( self::$owner, 'Work', array( $this->ids['Ann'], $this->ids['Ben'] ) );
		$this->make_category( self::$owner, 'VIP', array( $this->ids['Ann'], $this->ids['Cora'] ) );
		$this->make_note( self::$owner, $this->ids['Cora'], "Met at the ZEBRA conference.\nBudget <100k and >50k, %20." );
		$this->place( self::$owner, $this->ids['Ann'], 2, true );
		$this->place( self::$owner, $this->ids['Ben'], 2, false );
		( new Event_Repository() )->create(
			self::$owner,
			$this->ids['Ann'],
			array(
				'title' => 'Birthday',
				'type'  => 'Birthday',
				'desc'  => '',
				'date'  => '--07-01',
			)
		);

		$this->olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga', 'lastName' => 'Secretsson', 'company' => 'Acme Labs' ), 'Google,LinkedIn' );
		$this->make_category( self::$other, 'Work', array( $this->olga ) );
		$this->make_note( self::$other, $this->olga, 'Olga private ZEBRA note' );
	}

	/**
	 * GET export as whoever is logged in.
	 *
	 * @param array<string, mixed> $query Query parameters.
	 */
	private function export( array $query ): WP_REST_Response {
		return $this->get( 'export', $query );
	}

	/**
	 * The file an in-process export answers.
	 *
	 * @param WP_REST_Response $response Response.
	 */
	private function file( WP_REST_Response $response ): string {
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$export = $response->get_data();
		$this->assertInstanceOf( Contact_Export::class, $export );
		return $export->render();
	}

	/**
	 * Contact ids of a vCard file, in file order (from the cards' UIDs).
	 *
	 * @param string $text vCard file.
	 * @return int[]
	 */
	private static function card_ids( string $text ): array {
		$stream = fopen( 'php://temp', 'w+b' );
		fwrite( $stream, $text );
		rewind( $stream );
		$ids      = array();
		$splitter = new Card_Splitter( $stream );
		while ( $card = $splitter->getNext() ) { // phpcs:ignore Generic.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition -- reading cards.
			$ids[] = preg_match( '/^prism-contact-(\d+)@/', (string) $card->UID, $m ) ? (int) $m[1] : 0; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- vCard property.
		}
		fclose( $stream );
		return $ids;
	}

	/**
	 * First names of a CSV file's rows, in file order.
	 *
	 * @param string $text CSV file.
	 * @return string[]
	 */
	private static function csv_first_names( string $text ): array {
		self::assertStringStartsWith( "\xEF\xBB\xBFFirst Name,", $text );
		$stream = fopen( 'php://temp', 'w+b' );
		fwrite( $stream, substr( $text, 3 ) );
		rewind( $stream );
		$header = fgetcsv( $stream, null, ',', '"', '' );
		$names  = array();
		while ( false !== ( $cells = fgetcsv( $stream, null, ',', '"', '' ) ) ) { // phpcs:ignore Generic.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition -- reading rows.
			$names[] = array_combine( $header, $cells )['First Name'];
		}
		fclose( $stream );
		return $names;
	}

	public function test_every_contact_of_the_member_as_google_csv_with_download_headers(): void {
		$this->make_people();
		$response = $this->export( array( 'format' => 'csv' ) );
		$text     = $this->file( $response );
		$headers  = $response->get_headers();
		$this->assertSame( 'text/csv; charset=utf-8', $headers['Content-Type'] );
		$this->assertSame( 'attachment; filename="prism-contacts-' . wp_date( 'Y-m-d' ) . '.csv"', $headers['Content-Disposition'] );
		$this->assertStringContainsString( 'no-store', $headers['Cache-Control'] );
		$this->assertSame( array( 'Ann', 'Ben', 'Cora', 'Dan' ), self::csv_first_names( $text ) );
		$this->assertStringContainsString( "\"Met at the ZEBRA conference.\nBudget <100k and >50k, %20.\"", $text );
		$this->assertStringContainsString( "'+1 555 010 0001", $text, 'the phone is neutralised' );
		$this->assertStringContainsString( '* myContacts ::: VIP ::: Work', $text );
		$this->assertStringContainsString( ',--07-01,', $text, 'the birthday without a year' );
		$this->assertStringNotContainsString( 'Olga', $text );
		$this->assertStringNotContainsString( 'private', $text );
	}

	public function test_vcard_download_headers(): void {
		$this->make_people();
		$response = $this->export( array( 'format' => 'vcard' ) );
		$text     = $this->file( $response );
		$this->assertSame( 'text/vcard; charset=utf-8', $response->get_headers()['Content-Type'] );
		$this->assertSame( 'attachment; filename="prism-contacts-' . wp_date( 'Y-m-d' ) . '.vcf"', $response->get_headers()['Content-Disposition'] );
		$this->assertSame( array_values( $this->ids ), self::card_ids( $text ) );
	}

	/**
	 * The export takes the contact list's filters and answers exactly the contacts contact-list-ids answers for
	 * them, in the same order.
	 *
	 * @dataProvider filters
	 *
	 * @param array<string, mixed> $query    Filters.
	 * @param string[]             $expected First names, in order.
	 */
	public function test_the_lists_filters_choose_the_contacts( array $query, array $expected ): void {
		$this->make_people();
		$list = $this->ok( $this->get( 'contact-list-ids/' . self::$owner, $query ) );
		$this->assertSame( array_map( fn( string $name ): int => $this->ids[ $name ], $expected ), $list, 'the fixture answers as expected' );
		$this->assertSame( $list, self::card_ids( $this->file( $this->export( $query + array( 'format' => 'vcard' ) ) ) ) );
		$this->assertSame( $expected, self::csv_first_names( $this->file( $this->export( $query + array( 'format' => 'csv' ) ) ) ) );
	}

	/**
	 * Filters and the contacts they leave.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string[]}>
	 */
	public static function filters(): array {
		return array(
			'search (name, company, note)'   => array( array( 'q' => 'zebra' ), array( 'Cora' ) ),
			'search by company'              => array( array( 'q' => 'acme' ), array( 'Ann', 'Cora' ) ),
			'a category'                     => array( array( 'category' => array( 'Work' ) ), array( 'Ann', 'Ben' ) ),
			'two categories'                 => array( array( 'category' => array( 'Work', 'VIP' ) ), array( 'Ann' ) ),
			'an import source'               => array( array( 'importSource' => array( 'Google' ) ), array( 'Ben', 'Cora' ) ),
			'a stage'                        => array( array( 'stage' => array( 2 ) ), array( 'Ann', 'Ben' ) ),
			'a stage and status'             => array( array( 'stage' => array( 2 ), 'status' => array( 'Complete' ) ), array( 'Ann' ) ),
			'inactive'                       => array( array( 'process' => array( 'Inactive' ) ), array( 'Cora', 'Dan' ) ),
			'search and category'            => array( array( 'q' => 'acme', 'category' => array( 'VIP' ) ), array( 'Ann', 'Cora' ) ),
			'name descending'                => array( array( 'order' => 'name_desc' ), array( 'Dan', 'Cora', 'Ben', 'Ann' ) ),
			'a category nobody has'          => array( array( 'category' => array( 'Nope' ) ), array() ),
			'page and per_page are ignored'  => array( array( 'page' => 2, 'per_page' => 1 ), array( 'Ann', 'Ben', 'Cora', 'Dan' ) ),
		);
	}

	/**
	 * A selection exports those contacts in the order sent; ids of another member's contacts (or of none) are left
	 * out silently, so a stale selection still exports the rest and an id reveals nothing.
	 */
	public function test_a_selection_exports_the_members_own_ids_only(): void {
		$this->make_people();
		$ids = array( $this->ids['Dan'], $this->olga, $this->ids['Ann'], 999999999 );
		$this->assertSame( array( $this->ids['Dan'], $this->ids['Ann'] ), self::card_ids( $this->file( $this->export( array( 'format' => 'vcard', 'ids' => $ids ) ) ) ) );
		$this->assertSame( array( 'Dan', 'Ann' ), self::csv_first_names( $this->file( $this->export( array( 'format' => 'csv', 'ids' => $ids ) ) ) ) );

		$only_hers = $this->file( $this->export( array( 'format' => 'csv', 'ids' => array( $this->olga ) ) ) );
		$this->assertSame( array(), self::csv_first_names( $only_hers ), 'a header and nothing else' );
		$this->assertSame( '', $this->file( $this->export( array( 'format' => 'vcard', 'ids' => array( $this->olga ) ) ) ) );

		// A selection wins over filters sent beside it; a comma-separated list works too (a plain link).
		$this->assertSame( array( 'Ben', 'Cora' ), self::csv_first_names( $this->file( $this->export( array( 'format' => 'csv', 'ids' => $this->ids['Ben'] . ',' . $this->ids['Cora'], 'category' => array( 'VIP' ) ) ) ) ) );

		$this->act_as( self::$other );
		$this->assertSame( array( $this->olga ), self::card_ids( $this->file( $this->export( array( 'format' => 'vcard', 'ids' => array_merge( array_values( $this->ids ), array( $this->olga ) ) ) ) ) ) );
	}

	public function test_nobody_logged_in_gets_401(): void {
		$this->make_people();
		$this->act_as( 0 );
		$this->assert_error( $this->export( array( 'format' => 'csv' ) ), 401, 'rest_not_logged_in' );
	}

	/**
	 * Bad input answers 400 and says what is wrong.
	 */
	public function test_bad_input_is_refused_with_a_readable_message(): void {
		$body = $this->assert_error( $this->export( array( 'format' => 'xlsx' ) ), 400, 'rest_invalid_param' );
		$this->assertStringContainsString( 'csv', $body['data']['params']['format'] );
		$this->assertStringContainsString( 'vcard', $body['data']['params']['format'] );
		$this->assert_error( $this->export( array() ), 400, 'rest_missing_callback_param' );
		$this->assert_error( $this->export( array( 'format' => 'csv', 'ids' => array( 'abc' ) ) ), 400, 'rest_invalid_param' );
		$this->assert_error( $this->export( array( 'format' => 'csv', 'ids' => array( 1, 1 ) ) ), 400, 'rest_invalid_param' );
		$this->assert_error( $this->export( array( 'format' => 'csv', 'stage' => array( 9 ) ) ), 400, 'rest_invalid_param' );
	}

	/**
	 * A plain link, as the Export dialog opens it: the REST nonce in the query, the login cookie, the file
	 * streamed with its headers. Without the nonce WordPress treats the visitor as logged out; with a wrong one it
	 * refuses. A long selection can be posted as a form.
	 */
	public function test_a_plain_link_with_wpnonce_downloads_the_file_over_http(): void {
		$this->make_people();
		$client = new Http_Client();
		$this->assertTrue( $client->login( Members::login( self::$owner ), Members::PASSWORD ) );
		$nonce = $client->rest_nonce();

		$csv = $client->request( 'GET', '/wp-json/prism/v1/export?format=csv&category%5B%5D=Work&_wpnonce=' . $nonce );
		$this->assertSame( 200, $csv['status'], $csv['body'] );
		$this->assertSame( 'text/csv; charset=utf-8', $csv['headers']['content-type'] ?? null );
		$this->assertSame( 'attachment; filename="prism-contacts-' . wp_date( 'Y-m-d' ) . '.csv"', $csv['headers']['content-disposition'] ?? null );
		$this->assertStringContainsString( 'no-store', $csv['headers']['cache-control'] ?? '' );
		$this->assertSame( array( 'Ann', 'Ben' ), self::csv_first_names( $csv['body'] ) );

		$vcf = $client->request( 'GET', '/wp-json/prism/v1/export?format=vcard&ids%5B%5D=' . $this->ids['Cora'] . '&ids%5B%5D=' . $this->olga . '&_wpnonce=' . $nonce );
		$this->assertSame( 200, $vcf['status'], $vcf['body'] );
		$this->assertSame( 'text/vcard; charset=utf-8', $vcf['headers']['content-type'] ?? null );
		$this->assertSame( array( $this->ids['Cora'] ), self::card_ids( $vcf['body'] ) );
		$this->assertStringContainsString( 'NOTE:Met at the ZEBRA conference.\nBudget <100k and >50k\, %20.', $vcf['body'] );

		$posted = $client->request(
			'POST',
			'/wp-json/prism/v1/export',
			http_build_query(
				array(
					'format'   => 'vcard',
					'ids'      => array( $this->ids['Ben'], $this->ids['Dan'] ),
					'_wpnonce' => $nonce,
				)
			),
			array( 'Content-Type: application/x-www-form-urlencoded' )
		);
		$this->assertSame( 200, $posted['status'], $posted['body'] );
		$this->assertSame( array( $this->ids['Ben'], $this->ids['Dan'] ), self::card_ids( $posted['body'] ) );
		// The Export dialog's form sends the selection as one comma-separated field.
		$posted = $client->request( 'POST', '/wp-json/prism/v1/export', array( 'format' => 'csv', 'ids' => $this->ids['Dan'] . ',' . $this->olga . ',' . $this->ids['Ann'], '_wpnonce' => $nonce ) );
		$this->assertSame( 200, $posted['status'], $posted['body'] );
		$this->assertSame( array( 'Dan', 'Ann' ), self::csv_first_names( $posted['body'] ) );

		$no_nonce = $client->request( 'GET', '/wp-json/prism/v1/export?format=csv' );
		$this->assertSame( 401, $no_nonce['status'] );
		$this->assertSame( 'rest_not_logged_in', $no_nonce['json']['code'] ?? null );
		$wrong = $client->request( 'GET', '/wp-json/prism/v1/export?format=csv&_wpnonce=0123456789' );
		$this->assertSame( 403, $wrong['status'] );
		$this->assertSame( 'rest_cookie_invalid_nonce', $wrong['json']['code'] ?? null );
		$bad = $client->request( 'GET', '/wp-json/prism/v1/export?format=pdf&_wpnonce=' . $nonce );
		$this->assertSame( 400, $bad['status'] );
		$this->assertSame( 'application/json; charset=UTF-8', $bad['headers']['content-type'] ?? null, 'errors stay JSON' );

		$anonymous = ( new Http_Client() )->request( 'GET', '/wp-json/prism/v1/export?format=csv' );
		$this->assertSame( 401, $anonymous['status'] );
		$this->assertStringNotContainsString( 'Ann', $anonymous['body'] );
	}

	/**
	 * The file is written a batch of contacts at a time (never built whole), and a few hundred contacts with their
	 * notes and events come out complete over HTTP.
	 */
	public function test_a_few_hundred_contacts_stream_in_batches(): void {
		$people = array();
		for ( $i = 1; $i <= 450; $i++ ) {
			$people[] = array(
				'input'        => array(
					'firstName' => sprintf( 'Person %03d', $i ),
					'emailOne'  => "p{$i}@example.test",
				),
				'importSource' => 'CSV',
			);
		}
		$ids   = ( new \Prism\Service\Contact_Service() )->create_many( self::$owner, $people );
		$notes = array();
		foreach ( $ids as $i => $id ) {
			$notes[] = array(
				'contactId' => $id,
				'note'      => "Note of person {$i}\nsecond line",
			);
		}
		( new \Prism\Data\Note_Repository() )->create_many( self::$owner, $notes );

		$export = $this->export( array( 'format' => 'vcard' ) )->get_data();
		$this->assertInstanceOf( Contact_Export::class, $export );
		$chunks = 0;
		$export->write(
			static function () use ( &$chunks ): void {
				++$chunks;
			}
		);
		$this->assertGreaterThanOrEqual( 3, $chunks, '450 contacts in batches of 200' );

		$client = new Http_Client();
		$this->assertTrue( $client->login( Members::login( self::$owner ), Members::PASSWORD ) );
		$vcf = $client->request( 'GET', '/wp-json/prism/v1/export?format=vcard&_wpnonce=' . $client->rest_nonce() );
		$this->assertSame( 200, $vcf['status'] );
		$this->assertSame( $ids, self::card_ids( $vcf['body'] ) );
		$this->assertSame( 450, substr_count( $vcf['body'], 'NOTE:Note of person ' ) );
		$csv = $client->request( 'GET', '/wp-json/prism/v1/export?format=csv&_wpnonce=' . $client->rest_nonce() );
		$this->assertCount( 450, self::csv_first_names( $csv['body'] ) );
	}
}
