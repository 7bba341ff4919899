<?php
/**
 * Renders one React island: the mount element with its page props, and the page's script.
 *
 * @package Prism
 */

namespace Prism\Pages;

use Prism\Forms\Contact_Form_Handler;
use Prism\Site\Flash;

defined( 'ABSPATH' ) || exit;

/**
 * One island's mount point.
 */
final class Island {

	/**
	 * Shortcode output for an island.
	 *
	 * @param string $entry       Build entry name.
	 * @param bool   $is_contact  Whether the page is about one contact and needs contactId.
	 * @param bool   $has_heading Whether the view draws the page's h1 itself (Page_Registry::ISLANDS).
	 */
	public static function render( string $entry, bool $is_contact, bool $has_heading = true ): string {
		if ( ! is_user_logged_in() ) {
			return Theme_Fit::page_heading( false ) . self::login_prompt();
		}

		if ( ! Assets::enqueue( $entry ) ) {
			return Theme_Fit::page_heading( false ) . ( current_user_can( 'activate_plugins' )
				? '<p class="prism-notice">' . esc_html__( 'PRISM\'s page scripts are not built yet. Run "npm run build" in the plugin folder.', 'prism' ) . '</p>'
				: '<p class="prism-notice">' . esc_html__( 'This page is not available right now.', 'prism' ) . '</p>' );
		}

		$props = self::props( $is_contact );
		// The first screen's data, so the island shows it without asking first (Page_Data).
		$props['preload'] = Page_Data::preload( $entry, $props['wordpressId'], $props['contactId'] ?? 0 );
		// What the page fetches once it has drawn and is idle (src/mount.tsx).
		$props['prefetch'] = Assets::prefetch_chunks( $entry );

		$heading = $has_heading ? '' : Theme_Fit::page_heading( true );
		return Assets::preload_links( $entry ) . $heading . sprintf(
			'<div class="prism-island alignwide" data-prism-page="%1$s" data-prism-props="%2$s"><div class="prism-island__loading" role="status">%3$s</div><noscript>%4$s</noscript></div>',
			esc_attr( $entry ),
			esc_attr( self::encode_props( $props ) ),
			esc_html__( 'Loading…', 'prism' ),
			esc_html__( 'PRISM needs JavaScript to run.', 'prism' )
		);
	}

	/**
	 * The props as JSON in which no stored text can end the attribute or the JSON: every '<', '>', '&', "'" and '"'
	 * inside a string is written as a \u escape, so the attribute holds no character entity that esc_attr() would
	 * leave alone and the browser would decode into a quote.
	 *
	 * @param array<string, mixed> $props Page props.
	 */
	public static function encode_props( array $props ): string {
		$json = wp_json_encode( $props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_INVALID_UTF8_SUBSTITUTE );
		return false === $json ? '{}' : $json;
	}

	/**
	 * Page props shared by every island, plus the contact id for contact pages.
	 *
	 * @param bool $is_contact Whether to include contactId.
	 * @return array<string, mixed>
	 */
	public static function props( bool $is_contact ): array {
		$user  = wp_get_current_user();
		$props = array(
			'wordpressId'    => (int) $user->ID,
			'nonce'          => wp_create_nonce( 'wp_rest' ),
			'restRoot'       => esc_url_raw( rest_url() ),
			'userName'       => $user->display_name,
			'today'          => wp_date( 'Y-m-d' ),
			'links'          => Page_Registry::links(),
			'formNonce'      => wp_create_nonce( Contact_Form_Handler::NONCE_ACTION ),
			'importNonce'    => wp_create_nonce( \Prism\Import\Import_Store::NONCE_ACTION ),
			'importMaxBytes' => \Prism\Import\Import_Store::max_bytes(),
			'flash'          => Flash::take( (int) $user->ID ),
		);
		if ( $is_contact ) {
			$props['contactId'] = self::requested_contact_id();
		}
		return $props;
	}

	/**
	 * The contact a detail page is about: ?contactId= first, then the id in the pretty path.
	 */
	public static function requested_contact_id(): int {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only page parameter.
		$from_query = isset( $_GET['contactId'] ) ? absint( wp_unslash( $_GET['contactId'] ) ) : 0;
		if ( $from_query > 0 ) {
			return $from_query;
		}
		return absint( get_query_var( Rewrites::QUERY_VAR ) );
	}

	/**
	 * The address of the page being shown, query string included, to come back to after logging in. Built from the
	 * request's path below the site's home (a site in a folder: the folder once), so it is always on this site.
	 */
	public static function current_url(): string {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotValidated, WordPress.Security.ValidatedSanitizedInput.MissingUnslash, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- only compared and passed on; wp_login_url() encodes it and the login checks it with wp_validate_redirect().
		$uri  = isset( $_SERVER['REQUEST_URI'] ) ? (string) $_SERVER['REQUEST_URI'] : '/';
		$home = (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH );
		if ( '' !== $home && '/' !== $home && str_starts_with( $uri, $home ) ) {
			$uri = '/' . substr( $uri, strlen( $home ) );
		}
		return home_url( '/' . ltrim( $uri, '/' ) );
	}

	/**
	 * What a visitor who is not logged in sees instead of an island: a way to log in that comes back to this page.
	 */
	private static function login_prompt(): string {
		$here = self::current_url();
		return sprintf(
			'<div class="prism-login-prompt"><p>%1$s</p><p><a class="wp-element-button" href="%2$s">%3$s</a></p></div>',
			esc_html__( 'PRISM is for members of this site. Log in to see your network.', 'prism' ),
			esc_url( wp_login_url( $here ) ),
			esc_html__( 'Log in', 'prism' )
		);
	}
}
