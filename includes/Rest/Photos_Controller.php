<?php
/**
 * Contact photo routes (issue 30, part 4). A photo is private: it is served only by `GET photos/{contactId}` to the
 * member whose contact it is, through WordPress's own login check (an `<img>` cannot send the X-WP-Nonce header, so
 * the pages put the REST nonce in the address as `_wpnonce`, which WordPress takes as well). An address that names the
 * photo's current version (`v`) may be kept by the member's browser (never by a shared cache); any other is checked
 * each time. `POST` takes an image (a form's file field `photo`, the image itself as the body, or JSON with the image
 * as base64 in `image`) and `DELETE` removes
 * the photo; both answer the contact's photo as the contact answers carry it.
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Data\Photo_Repository;
use Prism\Domain\Invalid_Input;
use Prism\Domain\Photo_Rules;
use Prism\Service\Photos;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Photos controller.
 */
final class Photos_Controller extends Base_Controller {

	/** How long a browser keeps a photo whose address names its version (a year: a new photo has a new address). */
	private const KEPT_FOR = 31536000;

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$contact = array( 'contactId' => self::id_arg( __( 'The contact whose photo this is.', 'prism' ) ) );
		$this->route(
			'/photos/(?P<contactId>\d+)',
			WP_REST_Server::READABLE,
			'get_image',
			$contact + array(
				'size' => array(
					'description' => __( 'Which image: the photo, or its small square for lists.', 'prism' ),
					'type'        => 'string',
					'enum'        => array_keys( Photo_Repository::SIZES ),
					'default'     => 'photo',
				),
				'v'    => array(
					'description' => __( 'The photo\'s version, as the contact answers name it: an address with the current version may be kept by the browser.', 'prism' ),
					'type'        => 'string',
					'pattern'     => '^[0-9a-f]{1,16}$',
				),
			)
		);
		$this->route(
			'/photos/(?P<contactId>\d+)',
			WP_REST_Server::CREATABLE,
			'upload',
			$contact + array(
				'image' => array(
					'description' => __( 'The image as base64, for a client that sends JSON; a page sends the file itself (form field `photo`, or the image as the body).', 'prism' ),
					'type'        => 'string',
				),
			)
		);
		$this->route( '/photos/(?P<contactId>\d+)', WP_REST_Server::DELETABLE, 'delete', $contact );
	}

	/**
	 * A contact's photo as the contact answers carry it (field `photo`).
	 *
	 * @return array<string, mixed>
	 */
	public static function photo_schema(): array {
		return array(
			'description' => __( 'The contact\'s photo (its version for the photo\'s address, its size, and the size of the image it was made from), or null.', 'prism' ),
			'type'        => array( 'object', 'null' ),
			'context'     => array( 'view', 'edit' ),
			'readonly'    => true,
			'properties'  => array(
				'version'      => array( 'type' => 'string' ),
				'width'        => array( 'type' => 'integer' ),
				'height'       => array( 'type' => 'integer' ),
				'sourceWidth'  => array( 'type' => 'integer' ),
				'sourceHeight' => array( 'type' => 'integer' ),
				'origin'       => array(
					'type' => 'string',
					'enum' => array( 'upload', 'import' ),
				),
				'updatedAt'    => array( 'type' => 'string' ),
			),
		);
	}

	/**
	 * A stored photo's row as the API answers it.
	 *
	 * @param array<string, mixed>|null $row Photo_Repository row, or null.
	 * @return array<string, mixed>|null
	 */
	public static function photo_of( ?array $row ): ?array {
		if ( null === $row ) {
			return null;
		}
		return array(
			'version'      => (string) $row['version'],
			'width'        => (int) $row['width'],
			'height'       => (int) $row['height'],
			'sourceWidth'  => (int) $row['source_width'],
			'sourceHeight' => (int) $row['source_height'],
			'origin'       => 'import' === $row['origin'] ? 'import' : 'upload',
			'updatedAt'    => (string) \Prism\Data\Db::iso( (string) $row['updated_at'] ),
		);
	}

	/**
	 * The answer of a write: the contact's photo.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->item_schema(
			'prism-photo',
			fn(): array => array(
				'contactId' => self::field( __( 'The contact.', 'prism' ), 'integer' ),
				'photo'     => self::photo_schema(),
			)
		);
	}

	/**
	 * GET photos/{contactId}: the image itself (served by serve()).
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_image( WP_REST_Request $request ) {
		$image = ( new Photo_Repository() )->image( $this->owner(), (int) $request['contactId'], (string) $request['size'] );
		if ( null === $image ) {
			// The same answer for another member's contact, a contact that does not exist and one without a photo.
			return $this->not_found( __( 'This contact has no photo.', 'prism' ) );
		}
		$etag     = '"' . $image['version'] . '-' . $request['size'] . '"';
		$current  = (string) $request['v'] === $image['version'];
		$response = new WP_REST_Response( new Photo_Body( $image['bytes'], $image['mime'] ) );
		$response->header( 'Content-Type', $image['mime'] );
		$response->header( 'Cache-Control', $current ? 'private, max-age=' . self::KEPT_FOR . ', immutable' : 'private, no-cache' );
		$response->header( 'ETag', $etag );
		$response->header( 'X-Content-Type-Options', 'nosniff' );
		$response->header( 'Content-Security-Policy', "default-src 'none'" );
		$response->header( 'Content-Disposition', 'inline' );
		$seen = (string) $request->get_header( 'if_none_match' );
		if ( '' !== $seen && in_array( $etag, array_map( 'trim', explode( ',', $seen ) ), true ) ) {
			$response->set_data( new Photo_Body( '', $image['mime'] ) );
			$response->set_status( 304 );
			return $response;
		}
		$response->header( 'Content-Length', (string) strlen( $image['bytes'] ) );
		return $response;
	}

	/**
	 * POST photos/{contactId}: stores the image sent as the contact's photo.
	 *
	 * @param WP_REST_Request $request Request with a file field `photo`, or an image body.
	 */
	public function upload( WP_REST_Request $request ) {
		$contact_id = (int) $request['contactId'];
		if ( ! $this->owns_contact( $contact_id ) ) {
			return $this->contact_not_found();
		}
		$row = ( new Photos() )->upload( $this->owner(), $contact_id, self::sent_image( $request ) );
		return rest_ensure_response(
			array(
				'contactId' => $contact_id,
				'photo'     => self::photo_of( $row ),
			)
		);
	}

	/**
	 * DELETE photos/{contactId}: removes the contact's photo (a contact without one answers the same).
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function delete( WP_REST_Request $request ) {
		$contact_id = (int) $request['contactId'];
		if ( ! $this->owns_contact( $contact_id ) ) {
			return $this->contact_not_found();
		}
		( new Photos() )->remove( $this->owner(), $contact_id );
		return rest_ensure_response(
			array(
				'contactId' => $contact_id,
				'photo'     => null,
			)
		);
	}

	/**
	 * The image a request sends: the form's file `photo`, or the body when it is sent as an image.
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Invalid_Input When none was sent, or PHP refused it.
	 */
	private static function sent_image( WP_REST_Request $request ): string {
		$file = self::uploaded( $request->get_file_params()['photo'] ?? null );
		if ( null !== $file ) {
			if ( in_array( $file['error'], array( UPLOAD_ERR_INI_SIZE, UPLOAD_ERR_FORM_SIZE ), true ) ) {
				throw new Invalid_Input( self::too_large_message() );
			}
			if ( UPLOAD_ERR_OK !== $file['error'] || '' === $file['path'] || ! is_uploaded_file( $file['path'] ) ) {
				throw new Invalid_Input( __( 'The photo did not arrive whole. Try again.', 'prism' ) );
			}
			if ( (int) filesize( $file['path'] ) > Photo_Rules::MAX_BYTES ) {
				throw new Invalid_Input( Photo_Rules::too_large_message() );
			}
			return (string) file_get_contents( $file['path'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- PHP's uploaded file.
		}
		$json = (array) $request->get_json_params();
		if ( array_key_exists( 'image', $json ) ) {
			$bytes = base64_decode( (string) preg_replace( '/\s+/', '', (string) $json['image'] ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- the image, sent as base64 in JSON.
			if ( false === $bytes ) {
				throw new Invalid_Input( __( 'The image is not base64: send the photo\'s bytes encoded as base64.', 'prism' ) );
			}
			return $bytes;
		}
		$sent = $request->get_content_type();
		$type = strtolower( (string) ( $sent['value'] ?? '' ) );
		if ( str_starts_with( $type, 'image/' ) || 'application/octet-stream' === $type ) {
			return (string) $request->get_body();
		}
		$length = isset( $_SERVER['CONTENT_LENGTH'] ) ? (int) $_SERVER['CONTENT_LENGTH'] : 0;
		if ( $length > wp_convert_hr_to_bytes( (string) ini_get( 'post_max_size' ) ) ) {
			// PHP dropped the whole body: larger than post_max_size.
			throw new Invalid_Input( self::too_large_message() );
		}
		throw new Invalid_Input( __( 'No photo was sent: choose an image.', 'prism' ) );
	}

	/**
	 * The sentence for an image over what PRISM or this server takes.
	 */
	private static function too_large_message(): string {
		$most = min( Photo_Rules::MAX_BYTES, max( 1, (int) wp_max_upload_size() ) );
		/* translators: %s: the largest photo this site takes, e.g. 10 MB. */
		return sprintf( __( 'This photo is larger than %s, the most this site takes. Send a smaller one.', 'prism' ), size_format( $most ) );
	}

	/**
	 * Filter `rest_pre_serve_request`: sends a photo's bytes as they are (WordPress would write them as JSON).
	 *
	 * @param bool              $served  Whether the answer was already served.
	 * @param \WP_HTTP_Response $result  The answer.
	 * @param WP_REST_Request   $request The request.
	 * @param WP_REST_Server    $server  The server.
	 */
	public static function serve( $served, $result, $request, $server ): bool {
		if ( $served || ! $result->get_data() instanceof Photo_Body ) {
			return (bool) $served;
		}
		// WordPress sends its no-cache headers for a logged-in member after the answer's own: just before this filter
		// on recent versions (the answer's Cache-Control is sent again, their Pragma and Expires taken away), after it
		// on older ones (6.1: switched off for this answer).
		if ( ! headers_sent() ) {
			header_remove( 'Pragma' );
			header_remove( 'Expires' );
			$server->send_header( 'Cache-Control', (string) ( $result->get_headers()['Cache-Control'] ?? 'private, no-cache' ) );
		}
		add_filter( 'rest_send_nocache_headers', '__return_false' );
		if ( 'HEAD' !== $request->get_method() ) {
			echo $result->get_data()->bytes; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- an image, sent as image/* with nosniff.
		}
		return true;
	}
}
