<?php
/**
 * The iCloud account import: pulls every card of an account's address books over CardDAV (RFC 6352) and writes
 * them, one after another, as a vCard file. Discovery follows RFC 6764: the current user's principal on the server
 * (or at /.well-known/carddav), its address book home, the address books in it (Depth 1); then the cards of each
 * book are listed and fetched with addressbook-multiget in batches. Responses are streamed to temporary files and
 * read one <response> at a time, so a large account never sits in memory.
 *
 * Groups (Apple keeps them as cards with X-ADDRESSBOOKSERVER-KIND:group) are not contacts: their names become the
 * CATEGORIES of their members' cards. Photos stay in the cards written (the import reads them); logos, sounds and keys are left out.
 *
 * The password is used for this pull only: it is never stored, logged, or put in a message or an exception.
 *
 * @package Prism
 */

namespace Prism\Import;

defined( 'ABSPATH' ) || exit;

/**
 * CardDAV address book pull.
 */
final class Carddav_Client {

	/** Where iCloud's CardDAV service answers. */
	public const DEFAULT_URL = 'https://contacts.icloud.com/';

	/** The option holding the server's address (Settings › PRISM). */
	public const OPTION = 'prism_carddav_url';

	private const NS_DAV     = 'DAV:';
	private const NS_CARDDAV = 'urn:ietf:params:xml:ns:carddav';

	/** Cards fetched per addressbook-multiget request. */
	private const BATCH = 100;

	/** Seconds one request may take. */
	private const TIMEOUT = 30;

	/** Redirects followed per request. */
	private const MAX_REDIRECTS = 5;

	/** The line a pulled card carries in place of a photo left out for room (Vcard_Reader notes it). */
	public const PHOTO_LEFT_OUT = 'X-PRISM-PHOTO-LEFT-OUT';

	/**
	 * The server's address.
	 *
	 * @var string
	 */
	private string $server;

	/**
	 * The account's user name (iCloud: the Apple ID email).
	 *
	 * @var string
	 */
	private string $username;

	/**
	 * The account's (app-specific) password, for this pull only.
	 *
	 * @var string
	 */
	private string $password;

	/**
	 * A client for one pull.
	 *
	 * @param string $server_url The CardDAV server (https://contacts.icloud.com/).
	 * @param string $username   The account's user name.
	 * @param string $password   The account's password.
	 */
	public function __construct( string $server_url, string $username, #[\SensitiveParameter] string $password ) {
		$this->server   = trim( $server_url );
		$this->username = $username;
		$this->password = $password;
	}

	/**
	 * What var_dump() and print_r() show: never the password.
	 *
	 * @return array<string, string>
	 */
	public function __debugInfo(): array {
		return array(
			'server'   => $this->server,
			'username' => $this->username,
		);
	}

	/**
	 * What serialize() keeps: never the password.
	 *
	 * @return array<string, string>
	 */
	public function __serialize(): array {
		return $this->__debugInfo();
	}

	/**
	 * The CardDAV server members' accounts are pulled from: the `prism_carddav_url` option (Settings › PRISM), then
	 * the `prism_carddav_url` filter; iCloud's by default.
	 */
	public static function server_url(): string {
		$url = (string) apply_filters( 'prism_carddav_url', (string) get_option( self::OPTION, self::DEFAULT_URL ) );
		return '' !== trim( $url ) ? trim( $url ) : self::DEFAULT_URL;
	}

	/**
	 * The option's sanitize callback: an http(s) address, or the value it had (with a notice) when the one typed is
	 * not one; empty means iCloud's.
	 *
	 * @param mixed $value What the administrator typed.
	 */
	public static function sanitize_server_url( $value ): string {
		$value = is_string( $value ) ? trim( $value ) : null;
		if ( '' === $value ) {
			return self::DEFAULT_URL;
		}
		$value  = (string) $value;
		$scheme = strtolower( (string) wp_parse_url( $value, PHP_URL_SCHEME ) );
		$host   = (string) wp_parse_url( $value, PHP_URL_HOST );
		$clean  = esc_url_raw( $value, array( 'http', 'https' ) );
		if ( '' === $host || ! in_array( $scheme, array( 'http', 'https' ), true ) || '' === $clean ) {
			if ( function_exists( 'add_settings_error' ) ) {
				add_settings_error( self::OPTION, 'prism_carddav_url', __( 'The address book server must be a web address starting with https:// (or http://). The previous address was kept.', 'prism' ) );
			}
			return (string) get_option( self::OPTION, self::DEFAULT_URL );
		}
		return $clean;
	}

	/**
	 * Pulls every contact card of the account's address books and writes them to $out, one after another. Their
	 * photos come along while everything written stays within $most bytes (an import's largest file): past that, a
	 * card is written without its photo and with a PHOTO_LEFT_OUT line, which the reader turns into a line of the
	 * contact's note, so the account imports whole, and says which photos stayed behind.
	 *
	 * @param resource $out  A writable stream.
	 * @param int      $most Most bytes to write (Import_Store::MAX_BYTES).
	 * @return int The number of cards written.
	 * @throws Carddav_Error With a sentence for the member.
	 */
	public function pull_into( $out, int $most = Import_Store::MAX_BYTES ): int {
		$books = $this->address_books();
		$spool = fopen( 'php://temp/maxmemory:' . ( 2 * 1024 * 1024 ), 'w+b' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a php://temp stream.
		if ( false === $spool ) {
			throw self::error( self::unreachable_message( $this->server ) );
		}
		try {
			// The cards are spooled first: a group may come after its members, and its name goes into theirs.
			$cards      = array();
			$members    = array();
			$text_bytes = 0;
			foreach ( $books as $book ) {
				foreach ( array_chunk( $this->card_hrefs( $book ), self::BATCH ) as $batch ) {
					foreach ( $this->fetch( $book, $batch ) as $card ) {
						$unfolded = (string) preg_replace( '/\r?\n[ \t]/', '', $card );
						if ( preg_match( '/^(?:X-ADDRESSBOOKSERVER-KIND|KIND):\s*group\s*$/mi', $unfolded ) ) {
							self::add_group( $unfolded, $members );
							continue;
						}
						$card        = Vcard_Reader::without_binary( $card );
						$bare        = strlen( Vcard_Reader::without_binary( $card, false ) );
						$cards[]     = array(
							'at'     => (int) ftell( $spool ),
							'length' => strlen( $card ),
							'photo'  => strlen( $card ) - $bare,
							'uid'    => self::uid( $unfolded ),
						);
						$text_bytes += $bare;
						fwrite( $spool, $card ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a php://temp stream.
					}
				}
			}
			// Room for photos: what the cards take without them (and their categories' lines) is written in any case.
			$room = $most - $text_bytes - 64 * 1024;
			foreach ( $cards as $card ) {
				fseek( $spool, $card['at'] );
				$text = (string) fread( $spool, max( 1, $card['length'] ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a php://temp stream.
				if ( $card['photo'] > 0 && $card['photo'] > $room ) {
					$text = (string) preg_replace( '/END:VCARD\s*$/i', self::PHOTO_LEFT_OUT . ":1\r\nEND:VCARD\r\n", Vcard_Reader::without_binary( $text, false ) );
				} else {
					$room -= $card['photo'];
				}
				$groups = '' !== $card['uid'] ? ( $members[ $card['uid'] ] ?? array() ) : array();
				fwrite( $out, self::with_categories( $text, array_keys( $groups ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the caller's stream.
			}
			return count( $cards );
		} finally {
			fclose( $spool ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a php://temp stream.
		}
	}

	/**
	 * The address books of the account (their URLs).
	 *
	 * @return string[]
	 * @throws Carddav_Error When the server is not a CardDAV server, or the account has no address book.
	 */
	private function address_books(): array {
		$props = '<D:current-user-principal/><C:addressbook-home-set/><D:resourcetype/>';
		$found = $this->first_props( $this->server, $props );
		if ( null === $found ) {
			$found = $this->first_props( self::resolve( $this->server, '/.well-known/carddav' ), $props );
		}
		if ( null === $found ) {
			throw self::error( self::not_carddav_message( $this->server ) );
		}
		$home = $found['home'];
		if ( '' === $home && '' !== $found['principal'] ) {
			$principal = $this->first_props( $found['principal'], '<C:addressbook-home-set/>' );
			$home      = null !== $principal && '' !== $principal['home'] ? $principal['home'] : $found['principal'];
		}
		if ( '' === $home ) {
			$home = $found['url'];
		}

		$books = array();
		$file  = $this->request( 'PROPFIND', $home, self::propfind( '<D:resourcetype/><D:displayname/>' ), '1' );
		try {
			if ( 207 !== $file['status'] ) {
				throw self::error( self::status_message( $file['status'], $home ) );
			}
			foreach ( self::responses( $file['path'], $file['url'] ) as $response ) {
				if ( $response['xpath']->evaluate( 'count(.//D:resourcetype/C:addressbook)', $response['prop'] ) > 0 ) {
					$books[] = $response['url'];
				}
			}
		} finally {
			wp_delete_file( $file['path'] );
		}
		if ( array() === $books ) {
			throw self::error( __( 'No address book was found in this account, so there is nothing to import.', 'prism' ) );
		}
		return array_values( array_unique( $books ) );
	}

	/**
	 * PROPFIND Depth 0 on a URL: the principal and address book home it names (absolute URLs, '' when absent), and
	 * the URL that answered; null when the URL is no WebDAV resource.
	 *
	 * @param string $url   URL.
	 * @param string $props The properties asked for (XML with prefixes D: and C:).
	 * @return array{principal: string, home: string, url: string}|null
	 * @throws Carddav_Error When the server cannot be reached, refuses the account, or fails.
	 */
	private function first_props( string $url, string $props ): ?array {
		$file = $this->request( 'PROPFIND', $url, self::propfind( $props ), '0' );
		try {
			if ( $file['status'] >= 500 ) {
				throw self::error( self::status_message( $file['status'], $url ) );
			}
			if ( 207 !== $file['status'] ) {
				return null;
			}
			foreach ( self::responses( $file['path'], $file['url'] ) as $response ) {
				$principal = trim( (string) $response['xpath']->evaluate( 'string(.//D:current-user-principal/D:href)', $response['prop'] ) );
				$home      = trim( (string) $response['xpath']->evaluate( 'string(.//C:addressbook-home-set/D:href)', $response['prop'] ) );
				return array(
					'principal' => '' !== $principal ? self::resolve( $file['url'], $principal ) : '',
					'home'      => '' !== $home ? self::resolve( $file['url'], $home ) : '',
					'url'       => $response['url'],
				);
			}
			return null;
		} finally {
			wp_delete_file( $file['path'] );
		}
	}

	/**
	 * The hrefs of an address book's cards, as the server wrote them.
	 *
	 * @param string $book The address book's URL.
	 * @return string[]
	 * @throws Carddav_Error When the server fails.
	 */
	private function card_hrefs( string $book ): array {
		$file = $this->request( 'PROPFIND', $book, self::propfind( '<D:resourcetype/><D:getcontenttype/><D:getetag/>' ), '1' );
		try {
			if ( 207 !== $file['status'] ) {
				throw self::error( self::status_message( $file['status'], $book ) );
			}
			$hrefs = array();
			foreach ( self::responses( $file['path'], $file['url'] ) as $response ) {
				$is_collection = $response['xpath']->evaluate( 'count(.//D:resourcetype/D:collection)', $response['prop'] ) > 0;
				if ( ! $is_collection && untrailingslashit( $response['url'] ) !== untrailingslashit( $book ) ) {
					$hrefs[] = $response['href'];
				}
			}
			return $hrefs;
		} finally {
			wp_delete_file( $file['path'] );
		}
	}

	/**
	 * The vCard text of a batch of cards (addressbook-multiget; one GET per card for a server without it).
	 *
	 * @param string   $book  The address book's URL.
	 * @param string[] $hrefs The cards' hrefs.
	 * @return string[]
	 * @throws Carddav_Error When the server fails.
	 */
	private function fetch( string $book, array $hrefs ): array {
		$body = '<?xml version="1.0" encoding="utf-8"?>'
			. '<C:addressbook-multiget xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav">'
			. '<D:prop><D:getetag/><C:address-data/></D:prop>';
		foreach ( $hrefs as $href ) {
			$body .= '<D:href>' . htmlspecialchars( $href, ENT_XML1 | ENT_QUOTES, 'UTF-8' ) . '</D:href>';
		}
		$body .= '</C:addressbook-multiget>';
		$file  = $this->request( 'REPORT', $book, $body, '1' );
		$cards = array();
		try {
			if ( $file['status'] >= 500 && 501 !== $file['status'] ) {
				throw self::error( self::status_message( $file['status'], $book ) );
			}
			if ( 207 === $file['status'] ) {
				foreach ( self::responses( $file['path'], $file['url'] ) as $response ) {
					$card = self::card_text( (string) $response['xpath']->evaluate( 'string(.//C:address-data)', $response['prop'] ) );
					if ( '' !== $card ) {
						$cards[] = $card;
					}
				}
				return $cards;
			}
		} finally {
			wp_delete_file( $file['path'] );
		}
		foreach ( $hrefs as $href ) {
			$get = $this->request( 'GET', self::resolve( $book, $href ), '', '0' );
			try {
				if ( 200 === $get['status'] ) {
					$card = self::card_text( (string) file_get_contents( $get['path'] ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local temporary file.
					if ( '' !== $card ) {
						$cards[] = $card;
					}
				}
			} finally {
				wp_delete_file( $get['path'] );
			}
		}
		return $cards;
	}

	/**
	 * One request, its answer streamed to a temporary file (the caller deletes it). Redirects are followed (never
	 * from https to http: the password would travel in clear); a refused account is an error here.
	 *
	 * @param string $method HTTP method.
	 * @param string $url    URL.
	 * @param string $body   Request body (XML), '' for none.
	 * @param string $depth  WebDAV Depth header.
	 * @return array{status: int, path: string, url: string}
	 * @throws Carddav_Error When the server cannot be reached or refuses the account.
	 */
	private function request( string $method, string $url, string $body, string $depth ): array {
		if ( ! function_exists( 'wp_tempnam' ) ) {
			require_once ABSPATH . 'wp-admin/includes/file.php';
		}
		// A large account takes many requests: each one gets the time it may need, where PHP has a time limit.
		$limit = (int) ini_get( 'max_execution_time' );
		if ( $limit > 0 && function_exists( 'set_time_limit' ) ) {
			set_time_limit( max( $limit, self::TIMEOUT + 30 ) );
		}
		for ( $redirects = 0; ; $redirects++ ) {
			$path     = wp_tempnam( 'prism-carddav' );
			$response = wp_remote_request(
				$url,
				array(
					'method'      => $method,
					'timeout'     => self::TIMEOUT,
					'redirection' => 0,
					'stream'      => true,
					'filename'    => $path,
					'user-agent'  => 'PRISM/' . ( defined( 'PRISM_VERSION' ) ? PRISM_VERSION : '0' ) . ' (WordPress CardDAV client)',
					'headers'     => array(
						'Authorization' => 'Basic ' . base64_encode( $this->username . ':' . $this->password ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- HTTP Basic authentication.
						'Content-Type'  => 'application/xml; charset=utf-8',
						'Depth'         => $depth,
					),
					'body'        => '' !== $body ? $body : null,
				)
			);
			if ( is_wp_error( $response ) ) {
				wp_delete_file( $path );
				$timed_out = str_contains( strtolower( $response->get_error_message() ), 'timed out' ) || str_contains( $response->get_error_message(), 'cURL error 28' );
				throw self::error( $timed_out ? self::timeout_message( $url ) : self::unreachable_message( $url ) );
			}
			$status = (int) wp_remote_retrieve_response_code( $response );
			if ( in_array( $status, array( 401, 403 ), true ) ) {
				wp_delete_file( $path );
				throw self::error( __( 'Apple did not accept that email address and app-specific password. Check the email, create a new app-specific password at appleid.apple.com, and try again.', 'prism' ) );
			}
			$location = wp_remote_retrieve_header( $response, 'location' );
			$location = is_array( $location ) ? (string) reset( $location ) : (string) $location;
			if ( ! in_array( $status, array( 301, 302, 303, 307, 308 ), true ) || '' === $location ) {
				return array(
					'status' => $status,
					'path'   => $path,
					'url'    => $url,
				);
			}
			wp_delete_file( $path );
			$next = self::resolve( $url, $location );
			if ( $redirects >= self::MAX_REDIRECTS || ( 'https' === wp_parse_url( $url, PHP_URL_SCHEME ) && 'https' !== wp_parse_url( $next, PHP_URL_SCHEME ) ) ) {
				throw self::error( self::not_carddav_message( $url ) );
			}
			$url = $next;
		}
	}

	/**
	 * The <response> elements of a WebDAV multistatus file, read one at a time: each with its href as written, the
	 * absolute URL, the <prop> of its successful propstat (an empty one when none), and an XPath with the prefixes
	 * D (DAV:) and C (CardDAV).
	 *
	 * @param string $path The file.
	 * @param string $base The URL that answered (relative hrefs are resolved against it).
	 * @return \Generator<int, array{href: string, url: string, prop: \DOMNode, xpath: \DOMXPath}>
	 * @throws Carddav_Error When the answer is not a WebDAV multistatus.
	 */
	private static function responses( string $path, string $base ): \Generator {
		$errors = libxml_use_internal_errors( true );
		libxml_clear_errors();
		$reader = new \XMLReader();
		try {
			if ( ! $reader->open( $path, 'UTF-8', LIBXML_NONET | LIBXML_COMPACT | LIBXML_PARSEHUGE ) ) {
				throw self::error( self::not_carddav_message( $base ) );
			}
			$root = false;
			// next() after a <response> already stands on what follows it: read() only elsewhere.
			for ( $more = $reader->read(); $more; $more = $at_response ? $reader->next() : $reader->read() ) {
				$at_response = false;
				if ( \XMLReader::ELEMENT !== $reader->nodeType ) { // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- XMLReader's own.
					continue;
				}
				if ( ! $root ) {
					if ( ! self::is_dav( $reader, 'multistatus' ) ) {
						throw self::error( self::not_carddav_message( $base ) );
					}
					$root = true;
					continue;
				}
				if ( ! self::is_dav( $reader, 'response' ) ) {
					continue;
				}
				$at_response = true;
				$node        = $reader->expand();
				if ( false === $node ) {
					break;
				}
				$doc = new \DOMDocument();
				$doc->appendChild( $doc->importNode( $node, true ) );
				$xpath = new \DOMXPath( $doc );
				$xpath->registerNamespace( 'D', self::NS_DAV );
				$xpath->registerNamespace( 'C', self::NS_CARDDAV );
				$href      = trim( (string) $xpath->evaluate( 'string(/D:response/D:href)' ) );
				$prop      = null;
				$propstats = $xpath->query( '/D:response/D:propstat' );
				foreach ( false !== $propstats ? $propstats : array() as $propstat ) {
					$found = $xpath->query( 'D:prop', $propstat );
					if ( preg_match( '#\s200\s#', ' ' . (string) $xpath->evaluate( 'string(D:status)', $propstat ) . ' ' ) && false !== $found ) {
						$prop = $found->item( 0 ) ?? $prop;
					}
				}
				if ( '' !== $href ) {
					yield array(
						'href'  => $href,
						'url'   => self::resolve( $base, $href ),
						'prop'  => $prop ?? $doc->createElementNS( self::NS_DAV, 'prop' ),
						'xpath' => $xpath,
					);
				}
			}
			if ( ! $root || array() !== libxml_get_errors() ) {
				throw self::error( self::not_carddav_message( $base ) );
			}
		} finally {
			$reader->close();
			libxml_clear_errors();
			libxml_use_internal_errors( $errors );
		}
	}

	/**
	 * Whether the reader stands on a DAV: element of that name.
	 *
	 * @param \XMLReader $reader Reader.
	 * @param string     $local  Local name.
	 */
	private static function is_dav( \XMLReader $reader, string $local ): bool {
		return $local === $reader->localName && self::NS_DAV === $reader->namespaceURI; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- XMLReader's own.
	}

	/**
	 * A PROPFIND body.
	 *
	 * @param string $props The properties (XML with prefixes D: and C:).
	 */
	private static function propfind( string $props ): string {
		return '<?xml version="1.0" encoding="utf-8"?>'
			. '<D:propfind xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav"><D:prop>' . $props . '</D:prop></D:propfind>';
	}

	/**
	 * An href made absolute against the URL it came from.
	 *
	 * @param string $base The URL that answered.
	 * @param string $href An absolute URL, or a path (absolute or relative).
	 */
	private static function resolve( string $base, string $href ): string {
		$href = trim( $href );
		if ( preg_match( '#^https?://#i', $href ) ) {
			return $href;
		}
		$parts  = wp_parse_url( $base );
		$scheme = is_array( $parts ) && isset( $parts['scheme'] ) ? $parts['scheme'] : 'https';
		if ( str_starts_with( $href, '//' ) ) {
			return $scheme . ':' . $href;
		}
		$origin = $scheme . '://' . ( is_array( $parts ) && isset( $parts['host'] ) ? $parts['host'] : '' ) . ( is_array( $parts ) && isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
		if ( str_starts_with( $href, '/' ) ) {
			return $origin . $href;
		}
		$path = is_array( $parts ) && isset( $parts['path'] ) ? $parts['path'] : '/';
		return $origin . substr( $path, 0, (int) strrpos( $path, '/' ) + 1 ) . $href;
	}

	/**
	 * Card text as the server sent it, trimmed, with a line break at its end.
	 *
	 * @param string $text address-data.
	 */
	private static function card_text( string $text ): string {
		$text = trim( $text );
		return '' === $text ? '' : $text . "\r\n";
	}

	/**
	 * A card's UID ('' if none), without a urn:uuid: prefix, lower case (how groups name their members).
	 *
	 * @param string $unfolded Unfolded card text.
	 */
	private static function uid( string $unfolded ): string {
		if ( preg_match( '/^(?:[A-Za-z0-9\-]+\.)?UID(?:;[^:\r\n]*)?:([^\r\n]*)/mi', $unfolded, $m ) ) {
			return strtolower( (string) preg_replace( '/^urn:uuid:/i', '', trim( $m[1] ) ) );
		}
		return '';
	}

	/**
	 * Notes a group's name against each of its members' UIDs.
	 *
	 * @param string                             $unfolded The group card, unfolded.
	 * @param array<string, array<string, true>> $members  Member UID => group names (added to).
	 */
	private static function add_group( string $unfolded, array &$members ): void {
		$name = preg_match( '/^(?:[A-Za-z0-9\-]+\.)?FN(?:;[^:\r\n]*)?:([^\r\n]*)/mi', $unfolded, $m )
			? trim( str_replace( array( '\\,', '\\;', '\\n', '\\N', '\\\\' ), array( ',', ';', ' ', ' ', '\\' ), $m[1] ) )
			: '';
		if ( '' === $name || ! preg_match_all( '/^(?:[A-Za-z0-9\-]+\.)?(?:X-ADDRESSBOOKSERVER-MEMBER|MEMBER)(?:;[^:\r\n]*)?:([^\r\n]*)/mi', $unfolded, $all ) ) {
			return;
		}
		foreach ( $all[1] as $member ) {
			$uid = strtolower( (string) preg_replace( '/^urn:uuid:/i', '', trim( $member ) ) );
			if ( '' !== $uid ) {
				$members[ $uid ][ $name ] = true;
			}
		}
	}

	/**
	 * A card with a CATEGORIES line naming its groups, added before END:VCARD.
	 *
	 * @param string   $text   Card text.
	 * @param string[] $groups Group names.
	 */
	private static function with_categories( string $text, array $groups ): string {
		$at = strripos( $text, 'END:VCARD' );
		if ( array() === $groups || false === $at ) {
			return $text;
		}
		$names = array_map(
			static fn( $name ): string => str_replace( array( '\\', ',', ';', "\n" ), array( '\\\\', '\\,', '\\;', '\\n' ), (string) $name ),
			$groups
		);
		return substr( $text, 0, $at ) . 'CATEGORIES:' . implode( ',', $names ) . "\r\n" . substr( $text, $at );
	}

	/**
	 * The exception for a sentence.
	 *
	 * @param string $message A sentence for the member (it never holds the password).
	 */
	private static function error( string $message ): Carddav_Error {
		return new Carddav_Error( $message );
	}

	/**
	 * The host of a URL, for messages.
	 *
	 * @param string $url URL.
	 */
	private static function host( string $url ): string {
		$host = (string) wp_parse_url( $url, PHP_URL_HOST );
		return '' !== $host ? $host : $url;
	}

	/**
	 * The server could not be reached.
	 *
	 * @param string $url URL.
	 */
	private static function unreachable_message( string $url ): string {
		/* translators: %s: the address book server's host name, e.g. contacts.icloud.com. */
		return sprintf( __( 'PRISM could not reach the address book server (%s). Try again in a few minutes; if it keeps happening, tell the site administrator.', 'prism' ), self::host( $url ) );
	}

	/**
	 * The server did not answer in time.
	 *
	 * @param string $url URL.
	 */
	private static function timeout_message( string $url ): string {
		/* translators: %s: the address book server's host name. */
		return sprintf( __( 'The address book server (%s) took too long to answer. Try again in a few minutes.', 'prism' ), self::host( $url ) );
	}

	/**
	 * The server is no CardDAV server.
	 *
	 * @param string $url URL.
	 */
	private static function not_carddav_message( string $url ): string {
		/* translators: %s: the server's host name. */
		return sprintf( __( 'The server %s is not an address book (CardDAV) server. Tell the site administrator: its address is set in Settings › PRISM.', 'prism' ), self::host( $url ) );
	}

	/**
	 * An unexpected HTTP status.
	 *
	 * @param int    $status HTTP status.
	 * @param string $url    URL.
	 */
	private static function status_message( int $status, string $url ): string {
		if ( $status >= 500 ) {
			/* translators: 1: the address book server's host name, 2: the HTTP status code, e.g. 503. */
			return sprintf( __( 'The address book server (%1$s) had a problem (HTTP %2$d). Try again in a few minutes.', 'prism' ), self::host( $url ), $status );
		}
		return self::not_carddav_message( $url );
	}
}
