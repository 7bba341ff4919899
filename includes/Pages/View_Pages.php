<?php
/**
 * Which site page holds which PRISM view. Activation creates a page per view at a known path (Page_Registry::
 * site_pages()); a site admin may choose another page for any view on Settings › PRISM. The choice is stored as
 * view => page id (option `prism_view_pages`), so it follows the page when it is renamed or moved. Links
 * (Page_Registry::url(), ::links()) and the contact pages' pretty URLs (Rewrites) follow the chosen page; a view with
 * no choice, or whose chosen page is gone or no longer published, falls back to the page at its path.
 *
 * @package Prism
 */

namespace Prism\Pages;

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
			'tag'  => Help_Page::SHORTCODE,
		),
		'google-authentication'     => array(
			'path' => 'google-authentication',
			'tag'  => '',
		),
	);

	/**
	 * The views' names as the settings screen shows them.
	 *
	 * @return array<string, string>
	 */
	public static function labels(): array {
		return array(
			'dashboard'                 => __( 'Dashboard', 'prism' ),
			'contacts'                  => __( 'Contact list', 'prism' ),
			'contact-detail'            => __( 'Contact detail', 'prism' ),
			'contact-detail-networking' => __( 'A contact’s networking process', 'prism' ),
			'contact-detail-mentoring'  => __( 'A contact’s mentoring', 'prism' ),
			'merge'                     => __( 'Merge contacts (duplicates)', 'prism' ),
			'notifications'             => __( 'Notifications (calendar, feed, daily email)', 'prism' ),
			'networking'                => __( 'Networking series', 'prism' ),
			'resources'                 => __( 'Resources', 'prism' ),
			'articles'                  => __( 'Saved articles', 'prism' ),
			'mentoring'                 => __( 'Mentoring', 'prism' ),
			'help'                      => __( 'Help', 'prism' ),
			'google-authentication'     => __( 'Help with exporting from Google', 'prism' ),
		);
	}

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
	 * Sanitize callback of the option (Settings API): view => page id, each a published page. A view left at '0' has
	 * no choice (its page is the one at its path). A value that is not a published page is refused with a message and
	 * the view keeps its earlier choice; a chosen page without the view's shortcode is kept, with a warning.
	 *
	 * @param mixed $value Posted value.
	 * @return array<string, int>
	 */
	public static function sanitize( $value ): array {
		$before = self::choices();
		if ( ! is_array( $value ) ) {
			Site_Settings::notice( 'prism_view_pages', __( 'The pages were not saved: the form sent something unexpected.', 'prism' ) );
			return $before;
		}
		$labels = self::labels();
		$clean  = array();
		foreach ( array_keys( self::VIEWS ) as $view ) {
			$raw = $value[ $view ] ?? 0;
			$id  = is_scalar( $raw ) && preg_match( '/^\d+$/D', (string) $raw ) ? (int) $raw : -1;
			if ( 0 === $id ) {
				continue;
			}
			$page = $id > 0 ? get_post( $id ) : null;
			if ( ! self::is_published_page( $page ) ) {
				Site_Settings::notice(
					'prism_view_pages_' . $view,
					/* translators: %s: a PRISM view, e.g. Contact list. */
					sprintf( __( '%s: the page chosen is not a published page, so the earlier choice is kept.', 'prism' ), $labels[ $view ] )
				);
				if ( isset( $before[ $view ] ) ) {
					$clean[ $view ] = $before[ $view ];
				}
				continue;
			}
			$clean[ $view ] = $page->ID;
			if ( ! self::holds_view( $view, $page ) ) {
				Site_Settings::notice(
					'prism_view_pages_' . $view,
					sprintf(
						/* translators: 1: a PRISM view, e.g. Contact list; 2: a page title; 3: a shortcode, e.g. [prism_contacts]. */
						__( '%1$s: the page “%2$s” does not hold %3$s, so members will not see this view there until it is added to the page.', 'prism' ),
						$labels[ $view ],
						get_the_title( $page ),
						'[' . self::VIEWS[ $view ]['tag'] . ']'
					),
					'warning'
				);
			}
		}
		return $clean;
	}

	/**
	 * Whether a value is a published page.
	 *
	 * @param mixed $page A post or anything else.
	 * @phpstan-assert-if-true \WP_Post $page
	 */
	private static function is_published_page( $page ): bool {
		return $page instanceof \WP_Post && 'page' === $page->post_type && 'publish' === $page->post_status;
	}
}
