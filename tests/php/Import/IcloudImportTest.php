<?php
/**
 * The iCloud tab end to end, over HTTP against the test site, with the site's CardDAV server set (Settings › PRISM)
 * to a real Radicale on loopback: the member's email and app-specific password pull the account, the import runs,
 * the contacts arrive with their fields, groups as categories and iCloud as their source; a wrong password comes
 * back as the clear message, and the password is in no redirect, flash, answer or stored row.
 *
 * @package Prism
 */

namespace Prism\Tests\Import;

use Prism\Data\Db;
use Prism\Import\Carddav_Client;
use Prism\Import\Import_Store;
use Prism\Site\Flash;
use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;
use Prism\Tests\Support\Radicale;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';
require_once dirname( __DIR__ ) . '/Support/Radicale.php';

/**
 * iCloud account import through the form.
 */
final class IcloudImportTest extends Prism_Test_Case {

	private const USER     = 'chidinma.okafor@icloud.example';
	private const PASSWORD = 'wxyz-4821-qrst-9035';

	/**
	 * The CardDAV server.
	 *
	 * @var Radicale|null
	 */
	private static ?Radicale $server = null;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$server = Radicale::start( self::USER, self::PASSWORD );
		$book         = self::$server->create_address_book( 'card', 'Contacts' );
		preg_match_all( '/^BEGIN:VCARD\r?\n.*?^END:VCARD\r?\n/ms', (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/import/icloud-export.vcf' ), $m );
		foreach ( $m[0] as $index => $card ) {
			self::$server->put( $book, "card-{$index}.vcf", $card );
		}
		self::$server->put(
			$book,
			'group.vcf',
			"BEGIN:VCARD\r\nVERSION:3.0\r\nN:Tokyo trip\r\nFN:Tokyo trip\r\nX-ADDRESSBOOKSERVER-KIND:group\r\n"
			. "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:5C4B3A29-1807-4F6E-8D5C-4B3A29180706\r\nUID:group-1\r\nEND:VCARD\r\n"
		);
		update_option( Carddav_Client::OPTION, self::$server->url );
	}

	public static function tearDownAfterClass(): void {
		delete_option( Carddav_Client::OPTION );
		if ( null !== self::$server ) {
			self::$server->stop();
			self::$server = null;
		}
		parent::tearDownAfterClass();
	}

	/**
	 * A logged-in client of the owner and a fresh Import form nonce for its session.
	 *
	 * @return array{0: Http_Client, 1: string}
	 */
	private function owner_client(): array {
		$client = new Http_Client();
		$this->assertTrue( $client->login( Members::login( self::$owner ), Members::PASSWORD ) );
		$saved                       = $_COOKIE[ LOGGED_IN_COOKIE ] ?? null;
		$_COOKIE[ LOGGED_IN_COOKIE ] = (string) $client->cookie( LOGGED_IN_COOKIE );
		wp_set_current_user( self::$owner );
		$nonce = wp_create_nonce( Import_Store::NONCE_ACTION );
		if ( null === $saved ) {
			unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		} else {
			$_COOKIE[ LOGGED_IN_COOKIE ] = $saved;
		}
		return array( $client, $nonce );
	}

	/**
	 * The iCloud tab's post.
	 *
	 * @param Http_Client $client   Client.
	 * @param string      $nonce    Nonce.
	 * @param string      $password The password typed.
	 * @return array<string, mixed> The response.
	 */
	private function post( Http_Client $client, string $nonce, string $password ): array {
		return $client->request(
			'POST',
			'/wp-admin/admin-post.php',
			array(
				'action'                  => Import_Store::ACTION,
				Import_Store::NONCE_FIELD => $nonce,
				'name'                    => self::USER,
				'password'                => $password,
				'file_type'               => 'iCloud CSV',
				'upload_type'             => 'iCloud',
				'mode'                    => 'update',
			)
		);
	}

	public function test_the_account_is_pulled_and_imported_with_its_groups_as_categories(): void {
		list( $client, $nonce ) = $this->owner_client();
		$response               = $this->post( $client, $nonce, self::PASSWORD );
		$this->assertSame( 303, $response['status'], $response['body'] );
		$this->assertMatchesRegularExpression( '#\?import_id=(\d+)$#', $response['headers']['location'] ?? '' );
		preg_match( '#import_id=(\d+)#', $response['headers']['location'], $m );

		$rest   = $client->rest_nonce();
		$import = $client->rest( 'GET', 'import-status/' . self::$owner, null, $rest )['json'][0];
		$this->assertSame( (int) $m[1], $import['id'] );
		$this->assertSame( 'iCloud', $import['source'] );
		$this->assertSame( 5, $import['total'], 'Five contacts; the group is not one.' );
		$this->assertStringNotContainsString( self::PASSWORD, (string) wp_json_encode( $import ) );

		$run = $client->rest( 'POST', "imports/{$import['id']}/run", null, $rest );
		$this->assertSame( 'done', $run['json']['state'], $run['body'] );
		$this->assertSame( array( 5, 5, 0 ), array( $run['json']['done'], $run['json']['created'], $run['json']['rejected'] ) );

		$people = array();
		foreach ( $this->contacts_of( self::$owner ) as $contact ) {
			$people[ $contact['firstName'] . '|' . $contact['company'] ] = $contact;
		}
		$this->assertEqualsCanonicalizing( array( 'Johnny|Apple Inc.', '|Müller & Söhne Maschinenbau GmbH', 'Chidinma|', 'Zoë|Fjord & Fell Ltd.', 'Hiroshi|' ), array_keys( $people ) );
		$johnny = $people['Johnny|Apple Inc.'];
		$this->assertSame( 'Appleseed', $johnny['lastName'] );
		$this->assertSame( 'johnny.appleseed@icloud.example', $johnny['emailOne'] );
		$this->assertSame( 'Mobile', $johnny['phoneOneType'] );
		$this->assertSame( 'https://www.linkedin.com/in/johnny-appleseed', $johnny['linkedIn'] );
		$this->assertStringContainsString( 'iCloud', (string) $johnny['importSource'] );
		$this->assertSame( 'Friends, Tokyo trip', $people['Hiroshi|']['categories'] );
	}

	public function test_a_wrong_password_comes_back_as_the_clear_message_and_is_kept_nowhere(): void {
		global $wpdb;
		list( $client, $nonce ) = $this->owner_client();
		$wrong                  = 'wrong-9999-pass-0000';
		$response               = $this->post( $client, $nonce, $wrong );
		$this->assertSame( 303, $response['status'], $response['body'] );
		$this->assertStringContainsString( 'import=1', $response['headers']['location'] ?? '' );
		$this->assertStringNotContainsString( $wrong, (string) wp_json_encode( $response ) );
		wp_cache_flush();
		$flash = Flash::take( self::$owner );
		$this->assertSame( 'Apple did not accept that email address and app-specific password. Check the email, create a new app-specific password at appleid.apple.com, and try again.', $flash['message'] ?? null );
		$this->assertSame( self::USER, $flash['name'] ?? null, 'The email comes back to the form.' );
		$this->assertStringNotContainsString( $wrong, (string) wp_json_encode( $flash ) );
		$this->assertSame( array(), $this->contacts_of( self::$owner ) );
		foreach ( array( $wrong, self::PASSWORD ) as $secret ) {
			$like = '%' . $wpdb->esc_like( $secret ) . '%';
			$this->assertSame( '0', Db::column( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_value LIKE ?", array( $like ) )[0] ); // Through Db: the SQLite translator logs a deprecation for every LIKE.
			$this->assertSame( '0', Db::column( "SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE meta_value LIKE ?", array( $like ) )[0] );
		}
	}
}
