<?php
/**
 * Which site page holds which PRISM view. Activation creates a page per view at a known path (Pages\Page_Registry::
 * site_pages()); a site admin may choose another page for any view on Settings › PRISM. The choice is stored as
 * view => page id (option `prism_view_pages`), so it follows the page when it is renamed or moved. Links
 * (Page_Urls::url(), Pages\Page_Registry::links()) and the contact pages' pretty URLs (Pages\Rewrites) follow the chosen
 * page; a view with no choice, or whose chosen page is gone or no longer published, falls back to the page at its path.
 * The settings field is Pages\Site_Settings' (sanitize_view_pages()).
 *
 * @package Prism
 */

namespace Prism\Site;

defined( 'ABSPATH' ) || exit;

/**
 * The chosen pages.
 */
final class View_Pages {

	/** Option: view => page id. */
	public const OPTION = 'prism_view_pages';

	/**
	 * Every view: the path its page is created at, the shortcode it holds ('' for the Google help page, which is
	 * plain text), and for the pages about one contact the shapes of their pretty URLs below the page (regex, the
	 * last group is the contact id). Older paths of a view that links may still use are its aliases.
	 */
	public const VIEWS = array(
		'dashboard'                 => array(
			'path' => 'prism',
			'tag'  => 'prism_dashboard',
		),
		'contacts'                  => array(
			'path' => 'prism/contact',
			'tag'  => 'prism_contacts',
		),
		'contact-detail'            => array(
			'path'   => 'prism/contact-detail',
			'tag'    => 'prism_contact_detail',
			'shapes' => array( '[^/]+/([0-9]+)' ),
		),
		'contact-detail-networking' => array(
			'path'   => 'prism/contact-detail-networking',
			'tag'    => 'prism_contact_detail_networking',
			'shapes' => array( '[^/]+/([0-9]+)' ),
		),
		'contact-detail-mentoring'  => array(
			'path'    => 'contact-detail-mentoring',
			'tag'     => 'prism_contact_detail_mentoring',
			'shapes'  => array( '[^/]+/([0-9]+)', '([0-9]+)' ),
			'aliases' => array( 'prism/contact-detail-mentoring' ),
		),
		'merge'                     => array(
			'path' => 'prism/merge',
			'tag'  => 'prism_merge',
		),
		'notifications'             => array(
			'path' => 'notifications',
			'tag'  => 'prism_notifications',
		),
		'networking'                => array(
			'path' => 'networking',
			'tag'  => 'prism_networking',
		),
		'resources'                 => array(
			'path' => 'prism-resources',
			'tag'  => 'prism_resources',
		),
		'articles'                  => array(
			'path' => 'articles',
			'tag'  => 'prism_articles',
		),
		'mentoring'                 => array(
			'path' => 'mentoring',
			'tag'  => 'prism_mentoring',
		),
		'help'                      => array(
			'path' => 'help',
			'tag'  => 'prism_help',
		),
		'google-authentication'     => array(
			'path' => 'google-authentication',
			'tag'  => '',
		),
	);

	/**
	 * The stored choices, view => page id (only known views with a positive id).
	 *
	 * @return array<string, int>
	 */
	public static function choices(): array {
		$stored  = get_option( self::OPTION, array() );
		$choices = array();
		foreach ( is_array( $stored ) ? $stored : array() as $view => $id ) {
			if ( isset( self::VIEWS[ $view ] ) && is_numeric( $id ) && (int) $id > 0 ) {
				$choices[ (string) $view ] = (int) $id;
			}
		}
		return $choices;
	}

	/**
	 * The page chosen for a view, when one is chosen and still a published page; null otherwise.
	 *
	 * @param string $view View.
	 */
	public static function chosen( string $view ): ?\WP_Post {
		$id = self::choices()[ $view ] ?? 0;
		if ( $id <= 0 ) {
			return null;
		}
		$page = get_post( $id );
		return self::is_published_page( $page ) ? $page : null;
	}

	/**
	 * The page that shows a view now: the chosen one, else the published page at the view's path; null when neither.
	 *
	 * @param string $view View.
	 */
	public static function current( string $view ): ?\WP_Post {
		$page = self::chosen( $view );
		if ( $page ) {
			return $page;
		}
		$found = isset( self::VIEWS[ $view ] ) ? get_page_by_path( self::VIEWS[ $view ]['path'], OBJECT, 'page' ) : null;
		return self::is_published_page( $found ) ? $found : null;
	}

	/**
	 * The view a page path belongs to (its path or an alias), or null.
	 *
	 * @param string $path Page path, e.g. 'prism/contact'.
	 */
	public static function view_of_path( string $path ): ?string {
		$path = trim( $path, '/' );
		foreach ( self::VIEWS as $view => $spec ) {
			if ( $spec['path'] === $path || in_array( $path, $spec['aliases'] ?? array(), true ) ) {
				return $view;
			}
		}
		return null;
	}

	/**
	 * Whether a page holds the view: its shortcode, or a PRISM block of the view's name. Always true for a view that
	 * has no shortcode (the Google help page is text an admin may rewrite freely).
	 *
	 * @param string   $view View.
	 * @param \WP_Post $page Page.
	 */
	public static function holds_view( string $view, \WP_Post $page ): bool {
		$tag = self::VIEWS[ $view ]['tag'] ?? '';
		if ( '' === $tag ) {
			return true;
		}
		$content = (string) $page->post_content;
		// A block of the view is named like its build entry (Blocks::name()), which is the view's key.
		return has_shortcode( $content, $tag ) || has_block( 'prism/' . $view, $content );
	}

	/**
	 * Rewrite rules for the contact views whose page was chosen: pattern => query. The page is addressed by id, so the
	 * rule opens it whatever its path; the path in the pattern is the page's as WordPress serves it now.
	 *
	 * @param string $query_var The contact id's query var.
	 * @return array<string, string>
	 */
	public static function contact_rules( string $query_var ): array {
		$choices = self::choices();
		if ( ! $choices ) {
			return array();
		}
		// One query for every chosen page (the dashboard is often the others' parent), instead of one each.
		_prime_post_caches( array_values( $choices ), false, false );
		$rules = array();
		foreach ( self::VIEWS as $view => $spec ) {
			$page = empty( $spec['shapes'] ) ? null : self::chosen( $view );
			if ( ! $page ) {
				continue;
			}
			$path = trim( urldecode( (string) get_page_uri( $page ) ), '/' );
			if ( '' === $path ) {
				continue;
			}
			foreach ( $spec['shapes'] as $shape ) {
				$rules[ '^' . preg_quote( $path, '#' ) . '/' . $shape . '/?$' ] = 'index.php?page_id=' . $page->ID . '&' . $query_var . '=$matches[1]';
			}
		}
		return $rules;
	}

	/**
	 * Whether a value is a published page.
	 *
	 * @param mixed $page A post or anything else.
	 * @phpstan-assert-if-true \WP_Post $page
	 */
	public static function is_published_page( $page ): bool {
		return $page instanceof \WP_Post && 'page' === $page->post_type && 'publish' === $page->post_status;
	}
}
