<?php
/**
 * The export download: `GET export?format=csv|vcard` with the contact list's filters (every contact they match, in
 * the list's order) or `ids` (a selection), answered as a file to save, written a batch of contacts at a time.
 *
 * A plain link works: WordPress takes the REST nonce from `_wpnonce` in the query as well as from the X-WP-Nonce
 * header. A selection too long for a web address may be sent as a form POST with the same fields.
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Export\Contact_Export;
use Prism\Export\Contact_Source;
use Prism\Domain\Download;
use Prism\Libraries;
use WP_Error;
use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Export controller.
 */
final class Export_Controller extends Base_Controller {

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->route( '/export', 'GET, POST', 'get_export', self::export_args(), self::MEMBER );
	}

	/**
	 * The route's arguments: the format, a selection of ids, and the contact list's filters and order.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function export_args(): array {
		$ids                = self::id_list_arg();
		$ids['required']    = false;
		$ids['description'] = __( 'The selected contacts (the member\'s own; others are left out). Without it, every contact the filters match.', 'prism' );
		return array(
			'format' => array(
				'description'       => __( 'csv (Google Contacts\' CSV layout) or vcard (vCard 3.0).', 'prism' ),
				'type'              => 'string',
				'enum'              => Contact_Export::FORMATS,
				'required'          => true,
				'validate_callback' => static fn( $value ) => in_array( $value, Contact_Export::FORMATS, true )
					? true
					: new WP_Error( 'rest_invalid_param', __( 'Choose the export format: csv (Google Contacts) or vcard (vCard, for Apple Contacts and iCloud).', 'prism' ) ),
			),
			'ids'    => $ids,
		) + array_diff_key( Contacts_Controller::list_args(), array_flip( array( 'page', 'per_page' ) ) );
	}

	/**
	 * GET export: the download.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_export( WP_REST_Request $request ) {
		$format = (string) $request['format'];
		if ( 'vcard' === $format ) {
			$problem = Libraries::vobject_problem();
			if ( null !== $problem ) {
				return new WP_Error( 'prism_library', $problem, array( 'status' => 500 ) );
			}
		}
		$ids    = $request['ids'];
		$source = null !== $ids
			? new Contact_Source( $this->owner(), array_map( 'intval', (array) $ids ) )
			: Contact_Source::matching( $this->owner(), Contacts_Controller::query_from( $request ) );
		return self::download( new Contact_Export( $source, $format ) );
	}

	/**
	 * The answer of a route that sends a file (the export, a member's backup): headers for a download that no cache
	 * keeps, the body written by serve().
	 *
	 * @param Download $file The file.
	 */
	public static function download( Download $file ): WP_REST_Response {
		$response = new WP_REST_Response( $file );
		foreach ( array_filter( wp_get_nocache_headers() ) as $name => $value ) {
			$response->header( $name, (string) $value );
		}
		$response->header( 'Content-Type', $file->content_type() );
		$response->header( 'Content-Disposition', 'attachment; filename="' . $file->file_name() . '"' );
		$response->header( 'Cache-Control', 'no-store, no-cache, must-revalidate, max-age=0, private' );
		$response->header( 'X-Content-Type-Options', 'nosniff' );
		return $response;
	}

	/**
	 * Filter `rest_pre_serve_request`: writes an export as the file itself instead of JSON, a batch at a time, so
	 * neither PHP nor the browser waits for the whole file. WordPress has sent the headers by then.
	 *
	 * @param bool  $served  Whether the request was already served.
	 * @param mixed $result  Result (a WP_HTTP_Response; other filters may hand on anything).
	 * @param mixed $request Request (a WP_REST_Request).
	 */
	public static function serve( $served, $result, $request ): bool {
		if ( $served || ! $request instanceof WP_REST_Request || ! $result instanceof WP_HTTP_Response ) {
			return (bool) $served;
		}
		$export = $result->get_data();
		if ( 200 !== $result->get_status() || ! $export instanceof Download ) {
			return false;
		}
		// The no-cache headers went out with the answer's own; WordPress versions that send theirs after this filter
		// would find the body already started.
		add_filter( 'rest_send_nocache_headers', '__return_false' );
		if ( 'HEAD' !== $request->get_method() ) {
			$export->write(
				static function ( string $chunk ): void {
					echo $chunk; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a file download: CSV with formula-neutralised cells, vCard escaped by sabre/vobject, or a backup's JSON Lines (gzip).
					flush();
				}
			);
		}
		return true;
	}
}
