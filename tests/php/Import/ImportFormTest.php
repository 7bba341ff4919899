<?php
/**
 * The Import form post (request_upload_import, multipart) over HTTP against the test site: login and nonce
 * checked, a good file starts an import and sends the member to its progress, a bad one comes back with a message
 * and stores nothing, and another member can neither see nor run someone else's import.
 *
 * @package Prism
 */

namespace Prism\Tests\Import;

use Prism\Import\Import_Store;
use Prism\Schema\Schema;
use Prism\Site\Flash;
use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';

/**
 * Import form and routes over HTTP.
 */
final class ImportFormTest extends Prism_Test_Case {

	/**
	 * Temporary files.
	 *
	 * @var string[]
	 */
	private array $files = array();

	protected function tearDown(): void {
		foreach ( $this->files as $file ) {
			@unlink( $file ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.WP.AlternativeFunctions.unlink_unlink -- test clean-up.
		}
		parent::tearDown();
	}

	/**
	 * A file with these bytes.
	 *
	 * @param string $bytes Content.
	 */
	private function file( string $bytes ): string {
		$path = (string) tempnam( sys_get_temp_dir(), 'prism-upload-' );
		file_put_contents( $path, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- test file.
		$this->files[] = $path;
		return $path;
	}

	/**
	 * A small LinkedIn Connections.csv.
	 */
	private function linkedin(): string {
		return $this->file(
			"Notes:\n\"When exporting your connection data, you may notice that some of the email addresses are missing.\"\n\n"
			. "First Name,Last Name,URL,Email Address,Company,Position,Connected On\n"
			. "Jane,Doe,https://www.linkedin.com/in/jane-doe,jane@example.test,Acme,CEO,12 Mar 2024\n"
			. "Raj,Patel,https://www.linkedin.com/in/rajpatel,,Globex,\"Director, Sales\",01 Feb 2023\n"
		);
	}

	/**
	 * A logged-in HTTP client of a member.
	 *
	 * @param int $user_id Member.
	 */
	private function client( int $user_id ): Http_Client {
		$client = new Http_Client();
		$this->assertTrue( $client->login( Members::login( $user_id ), Members::PASSWORD ) );
		return $client;
	}

	/**
	 * The Import form's nonce for the client's session (as the page hands it out).
	 *
	 * @param Http_Client $client  Logged-in client.
	 * @param int         $user_id Its member.
	 */
	private function nonce( Http_Client $client, int $user_id ): string {
		$saved                       = $_COOKIE[ LOGGED_IN_COOKIE ] ?? null;
		$_COOKIE[ LOGGED_IN_COOKIE ] = (string) $client->cookie( LOGGED_IN_COOKIE );
		wp_set_current_user( $user_id );
		$nonce = wp_create_nonce( Import_Store::NONCE_ACTION );
		if ( null === $saved ) {
			unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		} else {
			$_COOKIE[ LOGGED_IN_COOKIE ] = $saved;
		}
		wp_set_current_user( self::$owner );
		return $nonce;
	}

	/**
	 * The form's fields.
	 *
	 * @param string      $path      File to upload.
	 * @param string      $file_type File type.
	 * @param string|null $nonce     Nonce, or null for none.
	 * @return array<string, mixed>
	 */
	private static function fields( string $path, string $file_type, ?string $nonce ): array {
		$fields = array(
			'action'      => Import_Store::ACTION,
			'name'        => '',
			'password'    => '',
			'file_type'   => $file_type,
			'upload_type' => 'CSV',
			'mode'        => 'update',
			'file'        => new \CURLFile( $path, 'text/csv', 'Connections.csv' ),
		);
		if ( null !== $nonce ) {
			$fields[ Import_Store::NONCE_FIELD ] = $nonce;
		}
		return $fields;
	}

	/**
	 * The owner's imports.
	 */
	private static function imports(): int {
		global $wpdb;
		$table = Schema::table( 'imports' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test; table from Schema.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE owner_id = %d", self::$owner ) );
	}

	public function test_the_form_post_checks_login_and_nonce_then_imports_and_reports(): void {
		$path = $this->linkedin();

		$anonymous = ( new Http_Client() )->request( 'POST', '/wp-admin/admin-post.php', self::fields( $path, 'LinkedIn CSV', 'whatever' ) );
		$this->assertContains( $anonymous['status'], array( 302, 303 ) );
		$this->assertStringContainsString( 'wp-login.php', $anonymous['headers']['location'] ?? '' );
		$this->assertSame( 0, self::imports() );

		$client = $this->client( self::$owner );
		$forged = $client->request( 'POST', '/wp-admin/admin-post.php', self::fields( $path, 'LinkedIn CSV', 'abcdef1234' ) );
		$this->assertSame( 303, $forged['status'] );
		$this->assertStringContainsString( 'prism_form=expired', $forged['headers']['location'] ?? '' );
		$this->assertSame( 0, self::imports(), 'a bad nonce imports nothing' );
		wp_cache_flush();
		$this->assertNull( Flash::take( self::$owner ), 'and keeps nothing of the post' );

		$ok = $client->request( 'POST', '/wp-admin/admin-post.php', self::fields( $path, 'LinkedIn CSV', $this->nonce( $client, self::$owner ) ) );
		$this->assertSame( 303, $ok['status'], $ok['body'] );
		$this->assertMatchesRegularExpression( '#/prism/contact/\?import_id=(\d+)$#', $ok['headers']['location'] ?? '' );
		preg_match( '#import_id=(\d+)#', $ok['headers']['location'], $m );
		$id = (int) $m[1];

		$nonce  = $client->rest_nonce();
		$status = $client->rest( 'GET', 'import-status/' . self::$owner, null, $nonce );
		$this->assertSame( 200, $status['status'], $status['body'] );
		$this->assertSame( $id, $status['json'][0]['id'] );
		$this->assertSame( 'LinkedIn', $status['json'][0]['source'] );
		$this->assertSame( 'Connections.csv', $status['json'][0]['fileName'] );
		$this->assertSame( 2, $status['json'][0]['total'] );

		$run = $client->rest( 'POST', "imports/{$id}/run", null, $nonce );
		$this->assertSame( 200, $run['status'], $run['body'] );
		$this->assertSame( 'done', $run['json']['state'] );
		$this->assertSame( array( 2, 2, 0 ), array( $run['json']['done'], $run['json']['created'], $run['json']['rejected'] ) );
		$this->assertCount( 2, $this->contacts_of( self::$owner ) );

		// Another member: not their import, whatever id they send.
		$other = $this->client( self::$other );
		$theirs_nonce = $other->rest_nonce();
		$this->assertSame( 404, $other->rest( 'GET', "imports/{$id}", null, $theirs_nonce )['status'] );
		$this->assertSame( 404, $other->rest( 'POST', "imports/{$id}/run", null, $theirs_nonce )['status'] );
		$this->assertSame( 404, $other->rest( 'POST', "imports/{$id}/dismiss", null, $theirs_nonce )['status'] );
		$this->assertSame( 403, $other->rest( 'GET', 'import-status/' . self::$owner, null, $theirs_nonce )['status'] );
		$this->assertSame( array(), $other->rest( 'GET', 'import-status/' . self::$other, null, $theirs_nonce )['json'] );

		$dismissed = $client->rest( 'POST', "imports/{$id}/dismiss", null, $nonce );
		$this->assertTrue( $dismissed['json']['dismissed'] );
	}

	public function test_a_bad_file_comes_back_with_a_message_and_stores_nothing(): void {
		$client = $this->client( self::$owner );
		$cases  = array(
			'an image renamed .csv' => array( $this->file( "\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0" ), 'Google CSV' ),
			'only a header'         => array( $this->file( "First Name,Last Name,E-mail 1 - Value\n" ), 'Google CSV' ),
			'the wrong type'        => array( $this->linkedin(), 'Google CSV' ),
		);
		foreach ( $cases as $label => list( $path, $type ) ) {
			$response = $client->request( 'POST', '/wp-admin/admin-post.php', self::fields( $path, $type, $this->nonce( $client, self::$owner ) ) );
			$this->assertSame( 303, $response['status'], $label );
			$this->assertStringContainsString( 'import=1', $response['headers']['location'] ?? '', $label );
			wp_cache_flush();
			$flash = Flash::take( self::$owner );
			$this->assertSame( 'error', $flash['type'] ?? null, $label );
			$this->assertSame( 'import', $flash['form'] ?? null, $label );
			$this->assertSame( $type, $flash['fileType'] ?? null, $label . ': the choice is kept' );
			$this->assertNotSame( '', (string) ( $flash['message'] ?? '' ), $label );
		}
		$this->assertSame( 0, self::imports() );
		$this->assertSame( array(), $this->contacts_of( self::$owner ) );
	}
}
