<?php
/**
 * The iCloud account pull against a real CardDAV server (Radicale on loopback): discovery, every address book,
 * cards with folded lines, item groups, photos and vCard 4.0 arriving whole (photos read as images), groups becoming
 * categories; a wrong password, an unreachable server, a server that is not CardDAV and an account without address
 * books each get their sentence; the password is never in anything thrown, logged, dumped or stored.
 *
 * @package Prism
 */

namespace Prism\Tests\Import;

use Prism\Data\Db;
use PHPUnit\Framework\TestCase;
use Prism\Import\Carddav_Client;
use Prism\Import\Carddav_Error;
use Prism\Import\Import_Store;
use Prism\Domain\Photo_Rules;
use Prism\Import\Vcard_Reader;
use Prism\Tests\Support\Radicale;

require_once dirname( __DIR__ ) . '/Support/Radicale.php';

/**
 * CardDAV pull.
 */
final class CarddavPullTest extends TestCase {

	private const USER     = 'johnny.appleseed@icloud.example';
	private const PASSWORD = 'abcd-efgh-ijkl-mnop';

	private const FIXTURES = __DIR__ . '/../../fixtures/import/';

	/**
	 * The server, shared by the class.
	 *
	 * @var Radicale|null
	 */
	private static ?Radicale $server = null;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$server = Radicale::start( self::USER, self::PASSWORD );
		$contacts     = self::$server->create_address_book( 'card', 'Contacts' );
		$work         = self::$server->create_address_book( 'work', 'Work' );
		self::$server->create_calendar( 'calendar' );

		$icloud = self::cards( (string) file_get_contents( self::FIXTURES . 'icloud-export.vcf' ) );
		self::$server->put( $contacts, '6B29A1D0-3B1E-4C1F-9F3A-0D3E2C4B5A61.vcf', $icloud[0] );
		self::$server->put( $contacts, 'A1B2C3D4-E5F6-4789-ABCD-EF0123456789.vcf', $icloud[2] );
		self::$server->put( $contacts, '5C4B3A29-1807-4F6E-8D5C-4B3A29180706.vcf', $icloud[4] );
		self::$server->put( $contacts, 'ana.vcf', self::cards( (string) file_get_contents( self::FIXTURES . 'vcard40.vcf' ) )[0] );
		self::$server->put(
			$contacts,
			'group-neighbours.vcf',
			"BEGIN:VCARD\r\nVERSION:3.0\r\nPRODID:-//Apple Inc.//iOS 17.4//EN\r\nN:Cupertino Neighbours\r\nFN:Cupertino Neighbours\r\n"
			. "X-ADDRESSBOOKSERVER-KIND:group\r\nX-ADDRESSBOOKSERVER-MEMBER:urn:uuid:6b29a1d0-3b1e-4c1f-9f3a-0d3e2c4b5a61\r\n"
			. "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:5C4B3A29-1807-4F6E-8D5C-4B3A29180706\r\nUID:9F1C2B3A-0000-4000-8000-000000000001\r\nEND:VCARD\r\n"
		);
		self::$server->put(
			$contacts,
			'group-lagos.vcf',
			"BEGIN:VCARD\r\nVERSION:3.0\r\nPRODID:-//Apple Inc.//iOS 17.4//EN\r\nN:Lagos\\, 2019\r\nFN:Lagos\\, 2019\r\n"
			. "X-ADDRESSBOOKSERVER-KIND:group\r\nX-ADDRESSBOOKSERVER-MEMBER:urn:uuid:A1B2C3D4-E5F6-4789-ABCD-EF0123456789\r\n"
			. "UID:9F1C2B3A-0000-4000-8000-000000000002\r\nEND:VCARD\r\n"
		);
		self::$server->put( $work, '0F0E3A55-2C11-4B93-8E1D-6F7C9A1B2C3D.vcf', $icloud[1] );
	}

	public static function tearDownAfterClass(): void {
		if ( null !== self::$server ) {
			self::$server->stop();
			self::$server = null;
		}
		parent::tearDownAfterClass();
	}

	/**
	 * The cards of a vCard file, each as its own text.
	 *
	 * @param string $text File text.
	 * @return string[]
	 */
	private static function cards( string $text ): array {
		preg_match_all( '/^BEGIN:VCARD\r?\n.*?^END:VCARD\r?\n/ms', $text, $m );
		return $m[0];
	}

	/**
	 * Pulls the account into a stream.
	 *
	 * @param string $password The password given.
	 * @param string $url      The server.
	 * @return array{count: int, text: string}
	 */
	private function pull( string $password = self::PASSWORD, string $url = '', int $most = Import_Store::MAX_BYTES ): array {
		$out   = fopen( 'php://temp', 'w+b' );
		$count = ( new Carddav_Client( '' !== $url ? $url : self::$server->url, self::USER, $password ) )->pull_into( $out, $most );
		rewind( $out );
		return array(
			'count' => $count,
			'text'  => (string) stream_get_contents( $out ),
		);
	}

	/**
	 * The sentence a failing pull throws.
	 *
	 * @param string $password The password given.
	 * @param string $url      The server.
	 */
	private function failure( string $password, string $url ): Carddav_Error {
		try {
			$this->pull( $password, $url );
		} catch ( Carddav_Error $e ) {
			return $e;
		}
		$this->fail( 'The pull should have failed.' );
	}

	public function test_every_contact_card_of_every_address_book_arrives_whole_with_its_photo_and_groups_become_categories(): void {
		$pulled = $this->pull();
		$this->assertSame( 5, $pulled['count'], 'Five contacts in two address books; the groups are not contacts, the calendar folder is not read.' );
		$this->assertSame( 5, Vcard_Reader::count( self::stream( $pulled['text'] ) ) );
		$this->assertSame( 3, substr_count( $pulled['text'], 'PHOTO' ), 'the photos of Johnny, Hiroshi and Ana' );
		$this->assertStringNotContainsString( 'X-ADDRESSBOOKSERVER-KIND', $pulled['text'] );

		$records = array();
		foreach ( ( new Vcard_Reader() )->read( self::stream( $pulled['text'] ), array(), 100 )['records'] as $record ) {
			$this->assertNull( $record['problem'] );
			$records[ $record['values']['firstName'] . '|' . $record['values']['company'] ] = $record;
		}
		$this->assertEqualsCanonicalizing(
			array( 'Johnny|Apple Inc.', 'Chidinma|', 'Hiroshi|', 'Ana|', '|Müller & Söhne Maschinenbau GmbH' ),
			array_keys( $records )
		);

		$file    = array();
		$fixture = ( new Vcard_Reader() )->read( fopen( self::FIXTURES . 'icloud-export.vcf', 'rb' ), array(), 100 )['records'];
		foreach ( $fixture as $record ) {
			$file[ $record['values']['firstName'] . '|' . $record['values']['company'] ] = $record;
		}
		$johnny = $records['Johnny|Apple Inc.'];
		$this->assertSame( $file['Johnny|Apple Inc.']['values'], $johnny['values'], 'Folded lines, item labels and escapes survive the server.' );
		$this->assertSame( $file['Johnny|Apple Inc.']['notes'], $johnny['notes'] );
		$this->assertSame( $file['Johnny|Apple Inc.']['events'], $johnny['events'] );
		$this->assertSame( array( 'Friends', 'Board, Advisory', 'Cupertino Neighbours' ), $johnny['categories'] );
		$this->assertSame( array( 'Lagos, 2019' ), $records['Chidinma|']['categories'], 'A group name with a comma stays one category.' );
		$this->assertSame( array( 'Friends', 'Cupertino Neighbours' ), $records['Hiroshi|']['categories'] );
		$this->assertSame( $file['|Müller & Söhne Maschinenbau GmbH']['values'], $records['|Müller & Söhne Maschinenbau GmbH']['values'] );
		$this->assertSame( 'Mobile', $records['Ana|']['values']['phoneOneType'], 'The vCard 4.0 card is read.' );
		// Radicale keeps a vCard 4.0 photo's data: address cut at its comma (the data is lost on the server, so the
		// contact's note says it was no image); iCloud writes vCard 3.0's base64, which arrives whole.
		foreach ( array( 'Johnny|Apple Inc.', 'Hiroshi|' ) as $who ) {
			$photo = (string) ( $records[ $who ]['photo'] ?? '' );
			$this->assertNotSame( '', $photo, "{$who}'s photo arrives" );
			$this->assertSame( 96, getimagesizefromstring( $photo )[0], "{$who}'s photo is read" );
		}
		$this->assertContains( 'Photo: not kept (not an image PRISM can read)', $records['Ana|']['extra'] );
		$this->assertEqualsCanonicalizing( array( '--07-01', '2010-06-15' ), array_column( $records['Ana|']['events'], 'date' ), 'Radicale stores cards re-ordered.' );
	}

	/**
	 * An account whose photos together are more than one import takes still imports whole: the photos come while
	 * there is room, and each card whose photo stayed behind says so in its note.
	 */
	public function test_photos_past_an_imports_size_stay_behind_and_are_named(): void {
		$whole = $this->pull()['text'];
		$bare  = strlen( Vcard_Reader::without_binary( $whole, false ) );
		// Room for one of the two base64 photos (about 7 and 9 KB), not both.
		$pulled  = $this->pull( self::PASSWORD, '', $bare + 64 * 1024 + 10000 );
		$this->assertSame( 5, $pulled['count'] );
		$records = ( new Vcard_Reader() )->read( self::stream( $pulled['text'] ), array(), 100 )['records'];
		$kept    = array();
		$left    = array();
		foreach ( $records as $record ) {
			$name = $record['values']['firstName'];
			if ( isset( $record['photo'] ) ) {
				$kept[] = $name;
			}
			if ( in_array( Photo_Rules::left_out_of_pull_line(), $record['extra'], true ) ) {
				$left[] = $name;
			}
		}
		$this->assertCount( 1, $kept, 'one photo had room' );
		$this->assertCount( 1, $left, 'the other is named in its note' );
		$this->assertEqualsCanonicalizing( array( 'Johnny', 'Hiroshi' ), array_merge( $kept, $left ) );
		$this->assertLessThan( $bare + 64 * 1024 + 10000, strlen( $pulled['text'] ) );
	}

	public function test_a_wrong_password_gets_the_clear_message(): void {
		$this->assertSame(
			'Apple did not accept that email address and app-specific password. Check the email, create a new app-specific password at appleid.apple.com, and try again.',
			$this->failure( 'wrong-password-1234', self::$server->url )->getMessage()
		);
	}

	public function test_an_unreachable_server_gets_its_message(): void {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0' );
		$name   = (string) stream_socket_get_name( $socket, false );
		fclose( $socket ); // Nobody listens there now.
		$this->assertSame(
			'PRISM could not reach the address book server (127.0.0.1). Try again in a few minutes; if it keeps happening, tell the site administrator.',
			$this->failure( self::PASSWORD, 'http://' . $name . '/' )->getMessage()
		);
	}

	public function test_a_server_that_is_not_carddav_gets_its_message(): void {
		$site = (string) getenv( 'PRISM_TEST_URL' );
		$this->assertNotSame( '', $site, 'The test site is served (PRISM_TEST_URL).' );
		$this->assertSame(
			'The server 127.0.0.1 is not an address book (CardDAV) server. Tell the site administrator: its address is set in Settings › PRISM.',
			$this->failure( self::PASSWORD, trailingslashit( $site ) )->getMessage()
		);
	}

	public function test_an_account_without_an_address_book_gets_its_message(): void {
		$empty = Radicale::start( self::USER, self::PASSWORD );
		try {
			$empty->create_calendar( 'calendar' );
			$this->assertSame(
				'No address book was found in this account, so there is nothing to import.',
				$this->failure( self::PASSWORD, $empty->url )->getMessage()
			);
		} finally {
			$empty->stop();
		}
	}

	public function test_the_password_is_never_thrown_logged_dumped_or_stored(): void {
		global $wpdb;
		$password = 'zq7x-secret-pw42-uniq';
		$log      = (string) ini_get( 'error_log' );
		$from     = '' !== $log && is_file( $log ) ? (int) filesize( $log ) : 0;
		$thrown   = array(
			$this->failure( $password, self::$server->url ),
			$this->failure( $password, 'http://127.0.0.1:1/' ),
			$this->failure( $password, trailingslashit( (string) getenv( 'PRISM_TEST_URL' ) ) ),
		);
		$client = new Carddav_Client( self::$server->url, self::USER, $password );
		$forms  = array( $password, base64_encode( self::USER . ':' . $password ) );
		foreach ( $forms as $secret ) {
			foreach ( $thrown as $e ) {
				$this->assertStringNotContainsString( $secret, $e->getMessage() );
				$this->assertStringNotContainsString( $secret, $e->getTraceAsString() );
				$this->assertStringNotContainsString( $secret, (string) $e );
			}
			$this->assertStringNotContainsString( $secret, print_r( $client, true ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_print_r -- what a debugging dump would show.
			$this->assertStringNotContainsString( $secret, serialize( $client ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- what a cache would keep.
			if ( '' !== $log && is_file( $log ) ) {
				$this->assertStringNotContainsString( $secret, (string) file_get_contents( $log, false, null, $from ) );
			}
			$like = '%' . $wpdb->esc_like( $secret ) . '%';
			$this->assertSame( '0', Db::column( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_value LIKE ?", array( $like ) )[0] ); // Through Db: the SQLite translator logs a deprecation for every LIKE.
			$this->assertSame( '0', Db::column( "SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE meta_value LIKE ?", array( $like ) )[0] );
		}
	}

	public function test_the_server_address_is_an_option_and_a_filter_with_icloud_by_default(): void {
		delete_option( Carddav_Client::OPTION );
		$this->assertSame( 'https://contacts.icloud.com/', Carddav_Client::server_url() );
		update_option( Carddav_Client::OPTION, 'https://carddav.example.org/dav/' );
		$this->assertSame( 'https://carddav.example.org/dav/', Carddav_Client::server_url() );
		$filter = static fn(): string => 'http://127.0.0.1:5232/';
		add_filter( 'prism_carddav_url', $filter );
		$this->assertSame( 'http://127.0.0.1:5232/', Carddav_Client::server_url() );
		remove_filter( 'prism_carddav_url', $filter );

		$this->assertSame( 'https://dav.example.net/', Carddav_Client::sanitize_server_url( ' https://dav.example.net/ ' ) );
		$this->assertSame( 'https://contacts.icloud.com/', Carddav_Client::sanitize_server_url( '' ) );
		foreach ( array( 'javascript:alert(1)', 'ftp://dav.example.net/', 'not a url', array( 'x' ) ) as $bad ) {
			$this->assertSame( 'https://carddav.example.org/dav/', Carddav_Client::sanitize_server_url( $bad ), 'A bad address keeps the one before.' );
		}
		delete_option( Carddav_Client::OPTION );
	}

	/**
	 * A stream holding the text.
	 *
	 * @param string $text Text.
	 * @return resource
	 */
	private static function stream( string $text ) {
		$stream = fopen( 'php://temp', 'w+b' );
		fwrite( $stream, $text );
		rewind( $stream );
		return $stream;
	}
}
