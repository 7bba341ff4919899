<?php
/**
 * A member's backup and its restore (docs/backup.md):
 *
 * - GET backup/{wordpressId}: everything PRISM holds for the member as one gzip-compressed JSON Lines file, written as
 *   it is read (Backup\Member_Backup). The address carries the REST nonce as `_wpnonce`, so a plain link downloads.
 * - POST restores/{wordpressId}: a backup file (form field `backup`, or the file as the body) checked whole and stored;
 *   the answer says what it holds and what restoring it will do. Nothing is restored yet.
 * - GET restores/{wordpressId}/{id}: that description, with the restore's state and progress.
 * - POST restores/{wordpressId}/{id}/start: starts the restore (a job the page drives through jobs/{id}/run).
 * - DELETE restores/{wordpressId}/{id}: forgets a stored backup that is not being restored.
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Backup\Backup_File;
use Prism\Backup\Member_Backup;
use Prism\Backup\Restore;
use Prism\Domain\Invalid_Input;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Backup and restore routes.
 */
final class Backup_Controller extends Base_Controller {

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$member = array( 'wordpressId' => self::wordpress_id_arg() );
		$one    = $member + array( 'id' => self::id_arg( __( 'The stored backup (the id the upload answered).', 'prism' ) ) );
		$this->route( '/backup/(?P<wordpressId>\d+)', WP_REST_Server::READABLE, 'download', $member );
		$this->route(
			'/restores/(?P<wordpressId>\d+)',
			WP_REST_Server::CREATABLE,
			'upload',
			$member + array(
				'backup' => array(
					'description' => __( 'The backup file as base64, for a client that sends JSON; a page sends the file itself (form field `backup`, or the file as the body).', 'prism' ),
					'type'        => 'string',
				),
			)
		);
		$this->route( '/restores/(?P<wordpressId>\d+)/(?P<id>\d+)', WP_REST_Server::READABLE, 'get_one', $one );
		$this->route( '/restores/(?P<wordpressId>\d+)/(?P<id>\d+)/start', WP_REST_Server::CREATABLE, 'start', $one );
		$this->route( '/restores/(?P<wordpressId>\d+)/(?P<id>\d+)', WP_REST_Server::DELETABLE, 'cancel', $one );
	}

	/**
	 * What the restore routes answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->item_schema(
			'prism-restore',
			fn(): array => array(
				'id'              => self::field( __( 'The stored backup.', 'prism' ), 'integer' ),
				'state'           => self::field( __( 'ready (waiting for the member to start it), running, done or failed.', 'prism' ), 'string', array( 'enum' => array( 'ready', 'running', 'done', 'failed' ) ) ),
				'jobId'           => self::field( __( 'The restore\'s job (jobs/{id} and jobs/{id}/run), once started.', 'prism' ), array( 'integer', 'null' ) ),
				'fileName'        => self::field( __( 'The file\'s name.', 'prism' ), 'string' ),
				'createdAt'       => self::field( __( 'When the backup was made (UTC).', 'prism' ), array( 'string', 'null' ) ),
				'site'            => self::field( __( 'The site it was made on.', 'prism' ), 'string' ),
				'sameSite'        => self::field( __( 'Whether it was made on this site.', 'prism' ), 'boolean' ),
				'memberName'      => self::field( __( 'Whose it is, as that site named them.', 'prism' ), 'string' ),
				'counts'          => self::field( __( 'Rows it holds, by table (contacts, notes, events, followups, interactions, relationships, photos, categories, articles, resources, …).', 'prism' ), 'object' ),
				'accountContacts' => self::field( __( 'Contacts the account holds now: a restore adds the backup\'s beside them.', 'prism' ), 'integer' ),
				'seriesMissing'   => self::field( __( 'Mentoring series the backup\'s relationships follow that this site does not have (their task notes become notes on the contact).', 'prism' ), 'array', array( 'items' => array( 'type' => 'string' ) ) ),
				'photosLeftOut'   => self::field( __( 'Photos past the most this site keeps for a member.', 'prism' ), 'integer' ),
				'restoredBefore'  => self::field( __( 'When this same backup was restored into the account before, or null.', 'prism' ), array( 'string', 'null' ) ),
				'restored'        => self::field( __( 'What the restore has written so far: contacts, rows, and rows left out (pointing at nothing the backup holds).', 'prism' ), 'object' ),
				'progress'        => self::field( __( 'Rows done of the total.', 'prism' ), 'object' ),
			)
		);
	}

	/**
	 * GET backup/{wordpressId}: the member's backup, written by Export_Controller::serve().
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function download( WP_REST_Request $request ): WP_REST_Response {
		unset( $request );
		return Export_Controller::download( new Member_Backup( $this->owner() ) );
	}

	/**
	 * POST restores/{wordpressId}: stores a backup file and says what restoring it will do.
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Invalid_Input When no whole PRISM backup was sent.
	 */
	public function upload( WP_REST_Request $request ) {
		$file = self::uploaded( $request->get_file_params()['backup'] ?? null );
		if ( null !== $file ) {
			if ( in_array( $file['error'], array( UPLOAD_ERR_INI_SIZE, UPLOAD_ERR_FORM_SIZE ), true ) ) {
				throw new Invalid_Input( self::too_large_message() );
			}
			if ( UPLOAD_ERR_OK !== $file['error'] || '' === $file['path'] || ! is_uploaded_file( $file['path'] ) ) {
				throw new Invalid_Input( __( 'The backup file did not arrive whole. Try again.', 'prism' ) );
			}
			$id = Backup_File::store( $this->owner(), $file['path'], wp_basename( $file['name'] ) );
		} else {
			$id = $this->store_body( $request );
		}
		$response = rest_ensure_response( ( new Restore() )->describe( $this->owner(), $id ) );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * GET restores/{wordpressId}/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_one( WP_REST_Request $request ) {
		$found = ( new Restore() )->describe( $this->owner(), (int) $request['id'] );
		return null === $found ? $this->not_found_restore() : rest_ensure_response( $found );
	}

	/**
	 * POST restores/{wordpressId}/{id}/start.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function start( WP_REST_Request $request ) {
		$restore = new Restore();
		if ( null === $restore->describe( $this->owner(), (int) $request['id'] ) ) {
			return $this->not_found_restore();
		}
		$restore->start( $this->owner(), (int) $request['id'] );
		return rest_ensure_response( $restore->describe( $this->owner(), (int) $request['id'] ) );
	}

	/**
	 * DELETE restores/{wordpressId}/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function cancel( WP_REST_Request $request ) {
		$restore = new Restore();
		$found   = $restore->describe( $this->owner(), (int) $request['id'] );
		if ( null === $found ) {
			return $this->not_found_restore();
		}
		if ( ! $restore->cancel( $this->owner(), (int) $request['id'] ) ) {
			return $this->bad_request( __( 'This backup is being restored: it cannot be forgotten until the restore ends.', 'prism' ) );
		}
		return rest_ensure_response(
			array(
				'deleted' => true,
				'id'      => (int) $request['id'],
			)
		);
	}

	/**
	 * A backup sent as the body (an API client): written to a temporary file, stored, the file removed.
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Invalid_Input When the body is empty (or PHP dropped it as too large).
	 */
	private function store_body( WP_REST_Request $request ): int {
		$json = (array) $request->get_json_params();
		if ( array_key_exists( 'backup', $json ) ) {
			$body = base64_decode( (string) preg_replace( '/\s+/', '', (string) $json['backup'] ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- the file, sent as base64 in JSON.
			if ( false === $body || '' === $body ) {
				throw new Invalid_Input( __( 'The backup is not base64: send the file\'s bytes encoded as base64.', 'prism' ) );
			}
			return $this->store_bytes( $body );
		}
		$body = (string) $request->get_body();
		$type = strtolower( (string) ( $request->get_content_type()['value'] ?? '' ) );
		if ( '' === $body || str_starts_with( $type, 'multipart/' ) || 'application/x-www-form-urlencoded' === $type ) {
			$length = isset( $_SERVER['CONTENT_LENGTH'] ) ? (int) $_SERVER['CONTENT_LENGTH'] : 0;
			if ( $length > wp_convert_hr_to_bytes( (string) ini_get( 'post_max_size' ) ) ) {
				throw new Invalid_Input( self::too_large_message() );
			}
			throw new Invalid_Input( __( 'No backup was sent: choose the backup file (prism-backup-….jsonl.gz).', 'prism' ) );
		}
		return $this->store_bytes( $body );
	}

	/**
	 * A backup's bytes written to a temporary file, stored, the file removed.
	 *
	 * @param string $bytes The file.
	 */
	private function store_bytes( string $bytes ): int {
		$path = (string) tempnam( get_temp_dir(), 'prism-backup' );
		try {
			file_put_contents( $path, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a temporary file, removed below.
			unset( $bytes );
			return Backup_File::store( $this->owner(), $path, 'prism-backup.jsonl' );
		} finally {
			wp_delete_file( $path );
		}
	}

	/**
	 * The sentence for a file over what this server takes.
	 */
	private static function too_large_message(): string {
		/* translators: %s: the largest upload this site takes, e.g. 64 MB. */
		return sprintf( __( 'This backup is larger than %s, the most this server takes in one upload. Ask the site\'s administrator to restore it with WP-CLI (wp prism restore).', 'prism' ), size_format( max( 1, (int) wp_max_upload_size() ) ) );
	}

	/**
	 * The 404 for a stored backup that is not the member's (or no longer exists).
	 */
	private function not_found_restore(): \WP_Error {
		return $this->not_found( __( 'That backup is no longer waiting to be restored. Choose the file again.', 'prism' ) );
	}
}
