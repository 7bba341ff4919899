<?php
/**
 * The first screen's data of the heavier pages, answered while the page is rendered and handed to the island with its
 * props, so the island shows it at once instead of asking for it after its script has run (issue 15: a page
 * interactive in under a second on a slow machine). Each answer is the REST route's own, taken in-process with
 * rest_do_request() as WordPress's rest_preload_api_request() does: the same permission checks, repositories and
 * shapes, so the data hooks (src/api/preload.ts) take it exactly as if it had come over HTTP, once; everything after
 * that (another page of the list, a reload after a change) is asked for as before.
 *
 * @package Prism
 */

namespace Prism\Pages;

use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Preloaded REST answers by page.
 */
final class Page_Data {

	private const NS = '/prism/v1/';

	/**
	 * Largest answer a page brings (bytes of JSON). The props travel in the page's HTML through the post content's
	 * filters, and a larger answer is better asked for: a list that grows with the network (a member's categories)
	 * beyond this is left to the island.
	 */
	private const MAX_ANSWER_BYTES = 100000;

	/**
	 * Parameters of the contact list's state in the page URL (src/domain/listFilters.ts, URL_PARAMS). With any of
	 * them the list is a search or a filtered view, which the island asks for itself.
	 */
	private const LIST_URL_PARAMS = array( 'q', 'c', 'importSource', 'networkingProcess', 'networkingStage', 'networkingStatus', 'sort', 'pg', 'notContacted', 'archived', 'reachOut' );

	/**
	 * The first page of the plain contact list, as the list asks for it (EMPTY_FILTERS and PAGE_SIZE in
	 * src/domain/listFilters.ts; they are also the route's defaults).
	 */
	private const FIRST_LIST_PAGE = array(
		'order'    => 'name_asc',
		'page'     => 1,
		'per_page' => 10,
	);

	/**
	 * The answers a page's first screen reads: each with its route, its query, the route's body and its headers
	 * (the list's totals are headers). Only successful answers of a reasonable size; a route that refuses is left to
	 * the island, which asks and shows the error as before.
	 *
	 * @param string $entry      Build entry of the page.
	 * @param int    $member     The member (the logged-in user).
	 * @param int    $contact_id The contact of a contact page (0 otherwise).
	 * @return list<array{route: string, query: array<string, mixed>, body: mixed, headers: array<string, mixed>}>
	 */
	public static function preload( string $entry, int $member, int $contact_id = 0 ): array {
		$requests = self::requests( $entry, $member, $contact_id );
		if ( ! $requests ) {
			return array();
		}
		// The island asks with _locale=user (apiFetch's default): answer in the member's language, as it would get.
		$locale   = get_user_locale( $member );
		$switched = determine_locale() !== $locale && switch_to_locale( $locale );
		$answers  = array();
		foreach ( $requests as list( $route, $query ) ) {
			$answer = self::answer( $route, $query );
			if ( null !== $answer ) {
				$answers[] = $answer;
			}
		}
		if ( $switched ) {
			restore_previous_locale();
		}
		return $answers;
	}

	/**
	 * The routes (and queries) each page reads before it can show its first screen.
	 *
	 * @param string $entry      Build entry.
	 * @param int    $member     Member id.
	 * @param int    $contact_id Contact id.
	 * @return list<array{0: string, 1: array<string, mixed>}>
	 */
	private static function requests( string $entry, int $member, int $contact_id ): array {
		$own = static fn( string $route, array $query = array() ): array => array( self::NS . $route . '/' . $member, $query );
		switch ( $entry ) {
			case 'contacts':
				// Not the duplicate suggestions: every pending pair (15,000 on the benchmark member), for a flag.
				$requests = array(
					$own( 'categories' ),
					$own( 'networking-stages-status' ),
					$own( 'import-source-counts' ),
				);
				if ( ! self::list_url_has_state() ) {
					array_unshift( $requests, $own( 'contact-list', self::FIRST_LIST_PAGE ) );
				}
				return $requests;
			case 'dashboard':
				return array(
					$own( 'categories' ),
					$own( 'followups-with-contacts' ),
					$own( 'events-with-contacts' ),
					$own( 'reach-out' ),
					$own( 'networking-stages-status' ),
					$own( 'networking-progress' ),
				);
			case 'contact-detail':
				if ( $contact_id <= 0 ) {
					return array();
				}
				return array(
					array( self::NS . 'contact-detail/' . $contact_id, array() ),
					// Whether the Articles tab shows: one row is enough to know (X-WP-Total).
					$own(
						'articles',
						array(
							'contactId' => $contact_id,
							'per_page'  => 1,
						)
					),
				);
		}
		return array();
	}

	/**
	 * Whether the page URL holds a search, a filter, a sort or a page of the contact list.
	 */
	private static function list_url_has_state(): bool {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only which parameters are present is read.
		return (bool) array_intersect( self::LIST_URL_PARAMS, array_keys( $_GET ) );
	}

	/**
	 * One route's answer, in-process.
	 *
	 * @param string               $route Route, e.g. /prism/v1/categories/12.
	 * @param array<string, mixed> $query Query parameters.
	 * @return array{route: string, query: array<string, mixed>, body: mixed, headers: array<string, mixed>}|null
	 */
	private static function answer( string $route, array $query ): ?array {
		$request = new WP_REST_Request( 'GET', $route );
		$request->set_query_params( $query );
		$server = rest_get_server();
		// WordPress's own filter, applied as rest_preload_api_request() does; documented in class-wp-rest-server.php.
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound
		$response = apply_filters( 'rest_post_dispatch', rest_ensure_response( rest_do_request( $request ) ), $server, $request );
		if ( 200 !== $response->get_status() ) {
			return null;
		}
		$body = $server->response_to_data( $response, false );
		if ( strlen( (string) wp_json_encode( $body ) ) > self::MAX_ANSWER_BYTES ) {
			return null;
		}
		return array(
			'route'   => ltrim( $route, '/' ),
			'query'   => $query,
			'body'    => $body,
			'headers' => $response->get_headers(),
		);
	}
}
