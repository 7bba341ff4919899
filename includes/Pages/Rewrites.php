<?php
/**
 * Pretty contact links: /prism/contact-detail/{name}/{id}, /prism/contact-detail-networking/{name}/{id}/,
 * /contact-detail-mentoring/{name}/{id} and the older /prism/contact-detail-mentoring/{id} (the same page, at
 * /contact-detail-mentoring/) open their page with the id; when
 * a site admin chooses another page for one of these views (Settings › PRISM), the same shapes below that page's
 * path open it.
 * The spec's /contact/ link reaches the contact list when the site has no page of its own there.
 *
 * @package Prism
 */

namespace Prism\Pages;

use Prism\Site\Page_Urls;
use Prism\Site\View_Pages;

defined( 'ABSPATH' ) || exit;

/**
 * Rewrite rules and the /contact/ redirect.
 */
final class Rewrites {

	public const QUERY_VAR = 'prism_contact_id';

	/** Bumped when the rules' code changes. With the rules themselves it makes the signature that decides a flush. */
	private const VERSION = 2;

	/** Option: the signature of the rules WordPress has stored (rules version and the rules). */
	public const SIGNATURE_OPTION = 'prism_rewrite_version';

	/**
	 * Pattern => page path. The last group of each pattern is the contact id.
	 */
	private const RULES = array(
		'^prism/contact-detail/[^/]+/([0-9]+)/?$'     => 'prism/contact-detail',
		'^prism/contact-detail-networking/[^/]+/([0-9]+)/?$' => 'prism/contact-detail-networking',
		// The spec's older address of a contact's mentoring opens the view's one page (Page_Registry::RETIRED_PAGES).
		'^prism/contact-detail-mentoring/([0-9]+)/?$' => 'contact-detail-mentoring',
		'^contact-detail-mentoring/[^/]+/([0-9]+)/?$' => 'contact-detail-mentoring',
	);

	/**
	 * Adds the rules (on init) and flushes them once when they changed: when this code's rules change, and when a site
	 * admin chooses another page for a contact view on Settings › PRISM, or that page is renamed, moved or unpublished.
	 */
	public static function add_rules(): void {
		$rules = self::rules();
		foreach ( $rules as $pattern => $query ) {
			add_rewrite_rule( $pattern, $query, 'top' );
		}
		$signature = self::signature( $rules );
		if ( (string) get_option( self::SIGNATURE_OPTION ) !== $signature ) {
			flush_rewrite_rules( false );
			update_option( self::SIGNATURE_OPTION, $signature, true );
		}
	}

	/**
	 * What tells one set of rules from another: this code's rules version and the rules.
	 *
	 * @param array<string, string>|null $rules The rules (rules() when null).
	 */
	public static function signature( ?array $rules = null ): string {
		return self::VERSION . ':' . md5( (string) wp_json_encode( $rules ?? self::rules() ) );
	}

	/**
	 * Every rule, pattern => query: first those of the pages chosen for the contact views (View_Pages), then the
	 * rules of the pages at PRISM's own paths, which keep working for links made before a page was re-chosen.
	 *
	 * @return array<string, string>
	 */
	public static function rules(): array {
		$rules = View_Pages::contact_rules( self::QUERY_VAR );
		foreach ( self::RULES as $pattern => $pagename ) {
			$rules += array( $pattern => 'index.php?pagename=' . $pagename . '&' . self::QUERY_VAR . '=$matches[1]' );
		}
		return $rules;
	}

	/**
	 * Registers the contact id query var.
	 *
	 * @param string[] $vars Public query vars.
	 * @return string[]
	 */
	public static function query_vars( array $vars ): array {
		$vars[] = self::QUERY_VAR;
		return $vars;
	}

	/**
	 * Sends /contact/ (the spec's link to the list) to the contact list, keeping its query string,
	 * unless the site has a page of its own at /contact/.
	 */
	public static function redirect_contact_alias(): void {
		if ( ! is_404() ) {
			return;
		}
		$path = trim( (string) wp_parse_url( home_url( add_query_arg( array() ) ), PHP_URL_PATH ), '/' );
		$home = trim( (string) wp_parse_url( home_url(), PHP_URL_PATH ), '/' );
		if ( '' !== $home && str_starts_with( $path, $home ) ) {
			$path = trim( substr( $path, strlen( $home ) ), '/' );
		}
		if ( 'contact' !== $path ) {
			return;
		}
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotValidated, WordPress.Security.ValidatedSanitizedInput.MissingUnslash, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- only the query string is carried over, and wp_safe_redirect checks the target.
		$query  = isset( $_SERVER['QUERY_STRING'] ) ? (string) $_SERVER['QUERY_STRING'] : '';
		$target = Page_Urls::url( 'prism/contact' ) . ( '' !== $query ? '?' . $query : '' );
		wp_safe_redirect( $target, 302, 'PRISM' );
		exit;
	}
}
