<?php
/**
 * Takes an import: the request_upload_import post (a file, or an iCloud account pulled over CardDAV), checks it,
 * stores its text in the database and enqueues the job that imports it in batches (docs/import.md).
 *
 * - Only a POST with a valid nonce from a logged-in member does anything; anything else changes nothing.
 * - A bad file (empty, binary, an image, only a header, broken quoting, unknown columns, the wrong kind for the
 *   chosen file type, too large) is refused whole with a sentence naming the problem: nothing is imported.
 * - The upload's temporary file is PHP's and goes with the request; the text is kept in the database (any web
 *   server can run the next batch) and deleted when the import ends.
 * - The iCloud password is used for the pull only: never stored, logged or sent back.
 *
 * @package Prism
 */

namespace Prism\Import;

use Prism\Data\Db;
use Prism\Data\Import_Repository;
use Prism\Domain\Invalid_Input;
use Prism\Domain\Text;
use Prism\Jobs\Queue;
use Prism\Site\Flash;
use Prism\Site\Page_Urls;

defined( 'ABSPATH' ) || exit;

/**
 * Import intake.
 */
final class Import_Store {

	/** Largest file an import takes, in bytes (the dialog checks it first; PHP's own limits may be lower). */
	public const MAX_BYTES = 20 * 1024 * 1024;

	public const ACTION       = 'request_upload_import';
	public const NONCE_ACTION = 'prism_import_form';
	public const NONCE_FIELD  = '_prism_nonce';
	public const MODES        = array( 'update', 'skip', 'create' );
	public const FILE_TYPES   = array( 'Google CSV', 'LinkedIn CSV', 'iCloud CSV' );
	public const UPLOAD_TYPES = array( 'CSV', 'iCloud' );

	/** Query argument of the contact list that shows an import's progress. */
	public const PROGRESS_ARG = 'import_id';

	/**
	 * The largest file this site takes: MAX_BYTES, or less when PHP's upload limits are lower.
	 */
	public static function max_bytes(): int {
		$php = (int) wp_max_upload_size();
		return $php > 0 ? min( self::MAX_BYTES, $php ) : self::MAX_BYTES;
	}

	/**
	 * Handles admin_post_request_upload_import.
	 */
	public static function handle(): void {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : '';
		if ( 'POST' !== $method ) {
			wp_safe_redirect( Page_Urls::url( 'prism/contact' ), 303 );
			exit;
		}
		if ( ! is_user_logged_in() ) {
			self::handle_logged_out();
		}
		$user_id = get_current_user_id();
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- this is the nonce check.
		$post = wp_unslash( $_POST );
		if ( ! $post && self::post_too_large() ) {
			// PHP dropped the whole post (larger than post_max_size): there is no nonce to check, and nothing to store.
			self::fail( $user_id, array(), self::too_large_message() );
		}
		$nonce = isset( $post[ self::NONCE_FIELD ] ) && is_string( $post[ self::NONCE_FIELD ] ) ? sanitize_key( $post[ self::NONCE_FIELD ] ) : '';
		if ( ! wp_verify_nonce( $nonce, self::NONCE_ACTION ) || ! current_user_can( 'read' ) ) {
			// As the contact forms do: no message is stored and nothing posted is kept (the post may come from
			// another site); the dialog reopens and says the form had expired.
			wp_safe_redirect(
				add_query_arg(
					array(
						'import'     => '1',
						'prism_form' => 'expired',
					),
					Page_Urls::url( 'prism/contact' )
				),
				303
			);
			exit;
		}
		$id = 0;
		try {
			// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput -- nonce checked above; PHP's upload record: its name is cleaned in file_name(), its path checked with is_uploaded_file().
			$file = isset( $_FILES['file'] ) && is_array( $_FILES['file'] ) ? $_FILES['file'] : null;
			$id   = self::from_post( $user_id, $post, $file );
		} catch ( Invalid_Input $e ) {
			self::fail( $user_id, $post, $e->getMessage() );
		} catch ( \Throwable $e ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- operators need the cause (never the password: it is not in any message).
			error_log( 'PRISM: import failed: ' . get_class( $e ) . ': ' . $e->getMessage() );
			self::fail( $user_id, $post, __( 'Something went wrong and nothing was imported. Please try again in a moment.', 'prism' ) );
		}
		wp_safe_redirect( add_query_arg( self::PROGRESS_ARG, $id, Page_Urls::url( 'prism/contact' ) ), 303 );
		exit;
	}

	/**
	 * A logged-out post (expired session): to the login screen, then back to the contact list. Nothing is kept.
	 */
	public static function handle_logged_out(): void {
		wp_safe_redirect( wp_login_url( add_query_arg( 'import', '1', Page_Urls::url( 'prism/contact' ) ) ), 303 );
		exit;
	}

	/**
	 * A post without an action (admin_post). PHP drops the whole body of a post larger than post_max_size, the
	 * action with it; when such a post came from the contact list (the Import dialog), the member is told the file
	 * was too large instead of seeing a blank page. Nothing is stored but the message.
	 */
	public static function handle_dropped(): void {
		if ( ! self::post_too_large() ) {
			return;
		}
		$referer = (string) wp_get_referer();
		$list    = (string) wp_parse_url( Page_Urls::url( 'prism/contact' ), PHP_URL_PATH );
		if ( '' !== $referer && '' !== $list && (string) wp_parse_url( $referer, PHP_URL_PATH ) === $list ) {
			self::fail( get_current_user_id(), array(), self::too_large_message() );
		}
	}

	/**
	 * Starts an import from the posted fields and file; returns the import's id.
	 *
	 * @param int                       $owner_id Member.
	 * @param array<string, mixed>      $post     Unslashed POST data.
	 * @param array<string, mixed>|null $file     The upload ($_FILES['file']).
	 * @throws Invalid_Input With a sentence for the member; nothing is stored.
	 */
	public static function from_post( int $owner_id, array $post, ?array $file ): int {
		$file_type   = self::choice( $post, 'file_type', self::FILE_TYPES, '', __( 'Choose the file type: Google CSV, LinkedIn CSV or iCloud CSV.', 'prism' ) );
		$upload_type = self::choice( $post, 'upload_type', self::UPLOAD_TYPES, 'CSV', __( 'Choose how to import: a file or your iCloud account.', 'prism' ) );
		$mode        = self::choice( $post, 'mode', self::MODES, 'update', __( 'Choose what happens to contacts you already have: update, skip or add anyway.', 'prism' ) );
		if ( 'iCloud' === $upload_type ) {
			return self::from_icloud( $owner_id, $post, $mode );
		}
		return ( new self() )->import_file( $owner_id, self::uploaded_path( $file ), self::file_name( $file ), $file_type, $mode );
	}

	/**
	 * Checks a file and starts its import; returns the import's id. The file is read, not kept: its text goes to
	 * the database.
	 *
	 * @param int    $owner_id  Member.
	 * @param string $path      Readable file.
	 * @param string $file_name Name to show (the uploaded file's, or the account's).
	 * @param string $file_type One of FILE_TYPES.
	 * @param string $mode      One of MODES.
	 * @throws Invalid_Input With a sentence for the member; nothing is stored.
	 */
	public function import_file( int $owner_id, string $path, string $file_name, string $file_type, string $mode ): int {
		$size = is_readable( $path ) ? (int) filesize( $path ) : 0;
		if ( $size > self::MAX_BYTES ) {
			throw new Invalid_Input( self::too_large_message() );
		}
		$decoded = Import_File::decode( $path );
		if ( null !== $decoded['problem'] || null === $decoded['stream'] ) {
			throw new Invalid_Input( (string) ( $decoded['problem'] ?? __( 'This file could not be read.', 'prism' ) ) );
		}
		$stream = $decoded['stream'];
		try {
			$found = Import_File::inspect( $stream, $file_type );
			if ( null !== $found['problem'] ) {
				throw new Invalid_Input( (string) $found['problem'] );
			}
			return Db::transaction(
				static function () use ( $owner_id, $stream, $found, $file_type, $file_name, $mode ): int {
					$imports = new Import_Repository();
					$id      = $imports->create(
						$owner_id,
						array(
							'source'    => (string) $found['source'],
							'kind'      => (string) $found['kind'],
							'file_type' => $file_type,
							'file_name' => $file_name,
							'mode'      => $mode,
						),
						(int) $found['total']
					);
					$imports->store_file( $id, $stream );
					$job = Queue::enqueue( Import_Job::TYPE, $owner_id, (string) $id, array() );
					$imports->set_job( $id, $job );
					return $id;
				}
			);
		} finally {
			fclose( $stream ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a php://temp stream.
		}
	}

	/**
	 * Pulls the iCloud account's address book over CardDAV into a temporary file and imports it. The password is
	 * used here only.
	 *
	 * @param int                  $owner_id Member.
	 * @param array<string, mixed> $post     Unslashed POST data.
	 * @param string               $mode     One of MODES.
	 * @throws Invalid_Input With a sentence for the member; nothing is stored.
	 * @throws \RuntimeException When no temporary file can be written.
	 */
	private static function from_icloud( int $owner_id, array $post, string $mode ): int {
		$email    = isset( $post['name'] ) && is_string( $post['name'] ) ? trim( $post['name'] ) : '';
		$password = isset( $post['password'] ) && is_string( $post['password'] ) ? $post['password'] : '';
		if ( '' === $email || '' === $password ) {
			throw new Invalid_Input( __( 'Enter your iCloud account email and an app-specific password.', 'prism' ) );
		}
		$path = wp_tempnam( 'prism-icloud' );
		$out  = fopen( $path, 'wb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- a temporary file, deleted below.
		try {
			if ( false === $out ) {
				throw new \RuntimeException( 'Cannot write a temporary file for the iCloud pull.' );
			}
			try {
				$cards = ( new Carddav_Client( Carddav_Client::server_url(), $email, $password ) )->pull_into( $out );
			} catch ( Carddav_Error $e ) {
				throw new Invalid_Input( $e->getMessage() );
			}
			fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- see fopen.
			$out = false;
			if ( 0 === $cards ) {
				throw new Invalid_Input( __( 'Your iCloud address book has no contacts, so there was nothing to import.', 'prism' ) );
			}
			/* translators: %s: the iCloud account's email address. */
			return ( new self() )->import_file( $owner_id, $path, sprintf( __( 'iCloud account %s', 'prism' ), $email ), 'iCloud CSV', $mode );
		} finally {
			if ( false !== $out ) {
				fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- see fopen.
			}
			wp_delete_file( $path );
		}
	}

	/**
	 * The uploaded file's temporary path, after PHP's checks.
	 *
	 * @param array<string, mixed>|null $file The upload.
	 * @throws Invalid_Input When there is no usable upload.
	 */
	private static function uploaded_path( ?array $file ): string {
		$error = null === $file ? UPLOAD_ERR_NO_FILE : (int) ( $file['error'] ?? UPLOAD_ERR_NO_FILE );
		switch ( $error ) {
			case UPLOAD_ERR_OK:
				break;
			case UPLOAD_ERR_INI_SIZE:
			case UPLOAD_ERR_FORM_SIZE:
				throw new Invalid_Input( self::too_large_message() );
			case UPLOAD_ERR_PARTIAL:
				throw new Invalid_Input( __( 'The file arrived only in part (the upload was interrupted). Nothing was imported: please upload it again.', 'prism' ) );
			case UPLOAD_ERR_NO_FILE:
				throw new Invalid_Input( __( 'Choose a file to import.', 'prism' ) );
			default:
				throw new Invalid_Input( __( 'The site could not receive the file (a server setting). Nothing was imported: please tell the site administrator.', 'prism' ) );
		}
		$path = (string) ( $file['tmp_name'] ?? '' );
		if ( '' === $path || ! is_uploaded_file( $path ) ) {
			throw new Invalid_Input( __( 'Choose a file to import.', 'prism' ) );
		}
		return $path;
	}

	/**
	 * The uploaded file's own name, cleaned for display.
	 *
	 * @param array<string, mixed>|null $file The upload.
	 */
	private static function file_name( ?array $file ): string {
		$name = is_array( $file ) && isset( $file['name'] ) && is_string( $file['name'] ) ? $file['name'] : '';
		$name = wp_basename( str_replace( '\\', '/', $name ) );
		$name = (string) preg_replace( '/[\x00-\x1F\x7F]+/u', '', mb_check_encoding( $name, 'UTF-8' ) ? $name : '' );
		return mb_substr( trim( $name ), 0, 191 );
	}

	/**
	 * A posted choice among allowed values.
	 *
	 * @param array<string, mixed> $post    Unslashed POST data.
	 * @param string               $field   Field.
	 * @param string[]             $allowed Allowed values.
	 * @param string               $default Value when the field is absent ('' = required).
	 * @param string               $message Sentence when it is missing or not allowed.
	 * @throws Invalid_Input When the value is not allowed.
	 */
	private static function choice( array $post, string $field, array $allowed, string $default, string $message ): string {
		$value = isset( $post[ $field ] ) && is_string( $post[ $field ] ) && '' !== $post[ $field ] ? $post[ $field ] : $default;
		if ( ! in_array( $value, $allowed, true ) ) {
			throw new Invalid_Input( $message );
		}
		return $value;
	}

	/**
	 * Whether the request body was larger than PHP takes.
	 */
	private static function post_too_large(): bool {
		$length = isset( $_SERVER['CONTENT_LENGTH'] ) ? (int) $_SERVER['CONTENT_LENGTH'] : 0;
		$limit  = wp_convert_hr_to_bytes( (string) ini_get( 'post_max_size' ) );
		return $length > 0 && $limit > 0 && $length > $limit;
	}

	/**
	 * The sentence for a file over the limit.
	 */
	private static function too_large_message(): string {
		/* translators: %s: the largest file size, e.g. 20 MB. */
		return sprintf( __( 'The file is larger than %s, the most this site imports at once. Nothing was imported: split the export into smaller files and import each.', 'prism' ), size_format( self::max_bytes() ) );
	}

	/**
	 * Sends the member back to the contact list with the Import dialog open and the message; what they chose is
	 * kept (never the password).
	 *
	 * @param int                  $user_id Member.
	 * @param array<string, mixed> $post    Unslashed POST data.
	 * @param string               $message The problem.
	 */
	private static function fail( int $user_id, array $post, string $message ): void {
		$kept = array( 'form' => 'import' );
		foreach ( array(
			'file_type'   => 'fileType',
			'upload_type' => 'uploadType',
			'mode'        => 'mode',
			'name'        => 'name',
		) as $field => $key ) {
			if ( isset( $post[ $field ] ) && is_string( $post[ $field ] ) ) {
				// Shown back exactly as typed (the page escapes it), less what cannot be shown at all.
				$kept[ $key ] = mb_substr( Text::for_redisplay( $post[ $field ] ), 0, 191 );
			}
		}
		if ( $user_id > 0 ) {
			Flash::put( $user_id, 'error', $message, $kept );
		}
		wp_safe_redirect( add_query_arg( 'import', '1', Page_Urls::url( 'prism/contact' ) ), 303 );
		exit;
	}
}
