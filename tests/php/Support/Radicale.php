<?php
/**
 * A real CardDAV server for tests: Radicale (the Debian package `radicale`, installed by bin/lib/deps.sh) on a free
 * loopback port, with its own configuration and storage in a temporary folder, one account (htpasswd, plain) and
 * helpers to create address books and put cards into them. start() fails loudly when Radicale is missing.
 *
 * @package Prism
 */

namespace Prism\Tests\Support;

/**
 * A Radicale server process.
 */
final class Radicale {

	/**
	 * The server's root URL, with a trailing slash.
	 *
	 * @var string
	 */
	public string $url = '';

	/**
	 * The account's user name.
	 *
	 * @var string
	 */
	public string $user = '';

	/**
	 * The account's password.
	 *
	 * @var string
	 */
	public string $password = '';

	/**
	 * The temporary folder (configuration, users, storage, log).
	 *
	 * @var string
	 */
	private string $dir = '';

	/**
	 * The server process.
	 *
	 * @var resource|null
	 */
	private $process = null;

	/**
	 * Starts Radicale with one account and waits until it answers.
	 *
	 * @param string $user     The account's user name (an email, as iCloud's).
	 * @param string $password Its password.
	 * @throws \RuntimeException When Radicale is not installed or does not start.
	 */
	public static function start( string $user, string $password ): self {
		$binary = self::binary();
		if ( '' === $binary ) {
			throw new \RuntimeException( 'Radicale (a CardDAV server) is not installed: run bin/lib/deps.sh, which installs the Debian package radicale.' );
		}
		$server           = new self();
		$server->user     = $user;
		$server->password = $password;
		$server->dir      = sys_get_temp_dir() . '/prism-radicale-' . getmypid() . '-' . bin2hex( random_bytes( 4 ) );
		mkdir( $server->dir . '/collections', 0700, true );
		file_put_contents( $server->dir . '/users', "{$user}:{$password}\n" );
		$port = self::free_port();
		file_put_contents(
			$server->dir . '/config',
			"[server]\nhosts = 127.0.0.1:{$port}\n\n"
			. "[auth]\ntype = htpasswd\nhtpasswd_filename = {$server->dir}/users\nhtpasswd_encryption = plain\ndelay = 0\n\n"
			. "[storage]\nfilesystem_folder = {$server->dir}/collections\n\n"
			. "[rights]\ntype = owner_only\n\n[web]\ntype = none\n\n[logging]\nlevel = warning\n"
		);
		$log             = $server->dir . '/radicale.log';
		// Radicale runs under a small shell watchdog that stops it when this PHP process ends, however it ends
		// (a test run killed by a timeout leaves no server behind); proc_terminate() stops both.
		$watchdog        = 'radicale="$1"; config="$2"; parent="$3"; "$radicale" --config "$config" & server=$!; '
			. 'trap \'kill "$server" 2>/dev/null; wait "$server"; exit 0\' TERM INT; '
			. 'while kill -0 "$parent" 2>/dev/null && kill -0 "$server" 2>/dev/null; do sleep 0.5; done; '
			. 'kill "$server" 2>/dev/null; wait "$server"';
		$server->process = proc_open(
			array( '/bin/sh', '-c', $watchdog, 'radicale-watchdog', $binary, $server->dir . '/config', (string) getmypid() ),
			array(
				0 => array( 'file', '/dev/null', 'r' ),
				1 => array( 'file', $log, 'a' ),
				2 => array( 'file', $log, 'a' ),
			),
			$pipes
		);
		if ( ! is_resource( $server->process ) ) {
			throw new \RuntimeException( 'Radicale could not be started.' );
		}
		$server->url = "http://127.0.0.1:{$port}/";
		for ( $tries = 0; $tries < 100; $tries++ ) {
			$socket = @fsockopen( '127.0.0.1', $port, $errno, $errstr, 0.2 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- refused until the server listens.
			if ( $socket ) {
				fclose( $socket );
				return $server;
			}
			if ( ! proc_get_status( $server->process )['running'] ) {
				break;
			}
			usleep( 100000 );
		}
		$output = (string) file_get_contents( $log );
		$server->stop();
		throw new \RuntimeException( "Radicale did not start:\n{$output}" );
	}

	/**
	 * Stops the server and deletes its folder.
	 */
	public function stop(): void {
		if ( is_resource( $this->process ) ) {
			proc_terminate( $this->process );
			for ( $tries = 0; $tries < 50 && proc_get_status( $this->process )['running']; $tries++ ) {
				usleep( 100000 );
			}
			if ( proc_get_status( $this->process )['running'] ) {
				proc_terminate( $this->process, 9 );
			}
			proc_close( $this->process );
			$this->process = null;
		}
		if ( '' !== $this->dir && is_dir( $this->dir ) ) {
			$items = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $this->dir, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::CHILD_FIRST );
			foreach ( $items as $item ) {
				$item->isDir() && ! $item->isLink() ? rmdir( $item->getPathname() ) : unlink( $item->getPathname() );
			}
			rmdir( $this->dir );
		}
	}

	/**
	 * Creates an address book in the account (extended MKCOL with the CardDAV resource type).
	 *
	 * @param string $name Its folder name.
	 * @param string $title Its display name.
	 * @return string Its URL.
	 * @throws \RuntimeException When Radicale refuses.
	 */
	public function create_address_book( string $name, string $title ): string {
		$book = $this->url . rawurlencode( $this->user ) . '/' . rawurlencode( $name ) . '/';
		$body = '<?xml version="1.0" encoding="utf-8"?>'
			. '<D:mkcol xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav"><D:set><D:prop>'
			. '<D:resourcetype><D:collection/><C:addressbook/></D:resourcetype>'
			. '<D:displayname>' . htmlspecialchars( $title, ENT_XML1 ) . '</D:displayname>'
			. '</D:prop></D:set></D:mkcol>';
		$this->call( 'MKCOL', $book, $body, 'application/xml; charset=utf-8', 201 );
		return $book;
	}

	/**
	 * Creates a calendar in the account: a collection that is not an address book.
	 *
	 * @param string $name Its folder name.
	 * @return string Its URL.
	 */
	public function create_calendar( string $name ): string {
		$url = $this->url . rawurlencode( $this->user ) . '/' . rawurlencode( $name ) . '/';
		$this->call( 'MKCALENDAR', $url, '', '', 201 );
		return $url;
	}

	/**
	 * Puts a card into an address book.
	 *
	 * @param string $book  The address book's URL.
	 * @param string $name  The card's file name (e.g. its UID . '.vcf').
	 * @param string $vcard The card.
	 */
	public function put( string $book, string $name, string $vcard ): void {
		$this->call( 'PUT', $book . rawurlencode( $name ), $vcard, 'text/vcard; charset=utf-8', 201 );
	}

	/**
	 * One request as the account.
	 *
	 * @param string $method HTTP method.
	 * @param string $url    URL.
	 * @param string $body   Body.
	 * @param string $type   Content type ('' for none).
	 * @param int    $expect The status expected.
	 * @throws \RuntimeException When the status is another.
	 */
	private function call( string $method, string $url, string $body, string $type, int $expect ): void {
		$headers = array( 'Authorization' => 'Basic ' . base64_encode( $this->user . ':' . $this->password ) );
		if ( '' !== $type ) {
			$headers['Content-Type'] = $type;
		}
		$response = wp_remote_request(
			$url,
			array(
				'method'  => $method,
				'headers' => $headers,
				'body'    => $body,
				'timeout' => 10,
			)
		);
		$status = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );
		if ( $expect !== $status ) {
			throw new \RuntimeException( "{$method} {$url}: expected {$expect}, got {$status}: " . ( is_wp_error( $response ) ? $response->get_error_message() : wp_remote_retrieve_body( $response ) ) );
		}
	}

	/**
	 * The Radicale executable on the PATH, or ''.
	 */
	private static function binary(): string {
		foreach ( explode( PATH_SEPARATOR, (string) getenv( 'PATH' ) . PATH_SEPARATOR . '/usr/bin:/usr/local/bin' ) as $dir ) {
			if ( '' !== $dir && is_executable( $dir . '/radicale' ) ) {
				return $dir . '/radicale';
			}
		}
		return '';
	}

	/**
	 * A loopback port nobody listens on.
	 *
	 * @throws \RuntimeException When none can be found.
	 */
	private static function free_port(): int {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0', $errno, $errstr );
		if ( false === $socket ) {
			throw new \RuntimeException( "No free port: {$errstr}" );
		}
		$name = (string) stream_socket_get_name( $socket, false );
		fclose( $socket );
		return (int) substr( $name, strrpos( $name, ':' ) + 1 );
	}
}
