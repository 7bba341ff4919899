<?php
/**
 * How PRISM's views sit inside the site's theme (issue 26).
 *
 * - **Lists of pages.** A page that shows one contact (contact detail, a contact's networking process, a contact's
 *   mentoring) means nothing without a contact: it is left out of the lists of pages a theme draws by itself, the
 *   block themes' Page List (and the navigation that falls back to it) and the classic themes' wp_page_menu(),
 *   wp_list_pages() and the Pages widget (all of them get_pages()). Menus a site admin builds (a classic menu, a
 *   navigation block's own links) are left as they are: a page put there was put there on purpose.
 * - **One heading.** On a page that holds a PRISM view the theme's page title is left out, in block themes (the
 *   core/post-title block of that page, with the spacers beside it) and in classic ones (the_title in the main loop),
 *   and PRISM's own heading is the page's one h1: the view's (the dashboard's welcome line, the contact's name) or,
 *   for views without one of their own, the page's title printed above the view (Island::render). Content starts
 *   near the top instead of under the theme's large title.
 *
 * @package Prism
 */

namespace Prism\Pages;

defined( 'ABSPATH' ) || exit;

/**
 * Page lists, the page title and the body class on pages that hold PRISM's views.
 */
final class Theme_Fit {

	/** Body class of a page that holds a PRISM view (assets/islands.css). */
	public const BODY_CLASS = 'prism-page';

	/**
	 * Whether the page title printed by PRISM is out already (one per request).
	 *
	 * @var bool
	 */
	private static $heading_printed = false;

	/**
	 * Whether a core/post-title block of this page was just left out: the group around it may lose its spacers.
	 *
	 * @var bool
	 */
	private static $title_left_out = false;

	/**
	 * The post WordPress is showing when it is one post (a page, mostly) that holds a PRISM view; null otherwise.
	 */
	public static function shown_page(): ?\WP_Post {
		if ( ! is_singular() ) {
			return null;
		}
		$post = get_queried_object();
		if ( ! $post instanceof \WP_Post ) {
			return null;
		}
		// Asked on every title and block of the page: the content is read once per version of it.
		static $read = array( '', false );
		$content     = (string) $post->post_content;
		if ( $read[0] !== $content ) {
			$read = array( $content, Page_Registry::holds_island( $content ) );
		}
		return $read[1] ? $post : null;
	}

	/**
	 * Filter `get_pages`: on the site's pages (not in wp-admin or the REST API, where an admin picks pages), pages that
	 * show one contact are left out of lists of pages, unless the caller asked for them by id (`include`).
	 *
	 * @param mixed                $pages The pages found (WP_Post[]).
	 * @param array<string, mixed> $args  The arguments of get_pages().
	 * @return mixed
	 */
	public static function leave_out_contact_pages( $pages, $args = array() ) {
		if ( ! is_array( $pages ) || is_admin() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || ! empty( $args['include'] ) ) {
			return $pages;
		}
		return array_values(
			array_filter(
				$pages,
				static fn( $page ): bool => ! ( $page instanceof \WP_Post && Page_Registry::holds_contact_view( (string) $page->post_content ) )
			)
		);
	}

	/**
	 * Filter `body_class`: `prism-page` on a page that holds a PRISM view.
	 *
	 * @param mixed $classes Body classes (string[]; another plugin may hand anything on).
	 * @return string[]
	 */
	public static function body_class( $classes ): array {
		$classes = is_array( $classes ) ? $classes : array();
		if ( self::shown_page() ) {
			$classes[] = self::BODY_CLASS;
		}
		return $classes;
	}

	/**
	 * Action `wp_enqueue_scripts`: the islands' stylesheet in the head of a page that holds a PRISM view, so the
	 * changes to the theme's layout apply from the first paint (a view's shortcode renders after the head in a
	 * classic theme).
	 */
	public static function enqueue_styles(): void {
		if ( self::shown_page() ) {
			Assets::enqueue_styles();
		}
	}

	/**
	 * Filter `render_block_core/post-title`: the title of the page shown, when it holds a PRISM view, is left out (the
	 * view's heading is the page's h1). Titles in a query loop (a list of posts) stay.
	 *
	 * @param string         $content The block's HTML.
	 * @param array<mixed>   $parsed  The parsed block.
	 * @param \WP_Block|null $block   The block, with its context.
	 */
	public static function leave_out_block_title( $content, $parsed = array(), $block = null ): string {
		$page = self::shown_page();
		if ( ! $page || ! $block instanceof \WP_Block || isset( $block->context['queryId'] ) || (int) ( $block->context['postId'] ?? 0 ) !== $page->ID ) {
			return (string) $content;
		}
		self::$title_left_out = true;
		return '';
	}

	/**
	 * Filter `render_block_core/group`: the group that held the page title just left out loses its spacers (the room
	 * the theme kept around the title), and goes altogether when nothing else in it shows (a featured image stays).
	 *
	 * @param string       $content The group's HTML.
	 * @param array<mixed> $parsed  The parsed block.
	 */
	public static function tighten_title_group( $content, $parsed = array() ): string {
		$content = (string) $content;
		if ( ! self::$title_left_out || ! in_array( 'core/post-title', array_column( (array) ( $parsed['innerBlocks'] ?? array() ), 'blockName' ), true ) ) {
			return $content;
		}
		self::$title_left_out = false;
		$content              = (string) preg_replace( '#<div\b[^>]*\bclass="[^"]*\bwp-block-spacer\b[^"]*"[^>]*>\s*</div>#', '', $content );
		$visible              = '' !== trim( html_entity_decode( wp_strip_all_tags( $content ) ) ) || preg_match( '#<(img|picture|video|iframe|svg|canvas|input|button|select|textarea)\b#i', $content );
		return $visible ? $content : '';
	}

	/**
	 * Filter `the_title` (classic themes): in the main loop, the title of the page shown is left out when it holds a
	 * PRISM view, so the theme prints no heading for it (the_title() prints nothing for an empty title). Menus,
	 * widgets and lists outside the loop keep it. Block themes are left to leave_out_block_title().
	 *
	 * @param string $title   The title.
	 * @param int    $post_id The post.
	 */
	public static function leave_out_loop_title( $title, $post_id = 0 ): string {
		if ( ! in_the_loop() || ! is_main_query() || wp_is_block_theme() ) {
			return (string) $title;
		}
		$page = self::shown_page();
		return $page && (int) $post_id === $page->ID ? '' : (string) $title;
	}

	/**
	 * The page's title as its one h1, printed above a PRISM view, once: where the theme's title is left out and the
	 * view has no heading of its own (the contact list, the calendar, …; a visitor's login prompt). Empty anywhere
	 * else: another page's content, a second view, a view with its own h1, or a page that holds such a view.
	 *
	 * @param bool $views_mount Whether the page's views mount for this request (a logged-in member): then a view with a
	 *                          heading of its own anywhere on the page gives the page its h1.
	 */
	public static function page_heading( bool $views_mount ): string {
		$page = self::shown_page();
		if ( self::$heading_printed || ! $page || get_the_ID() !== $page->ID ) {
			return '';
		}
		if ( $views_mount && Page_Registry::holds_heading_view( (string) $page->post_content ) ) {
			return '';
		}
		self::$heading_printed = true;
		return '<h1 class="prism-page-title alignwide">' . esc_html( single_post_title( '', false ) ) . '</h1>';
	}

	/**
	 * Forgets what this request printed (tests render several pages in one process).
	 */
	public static function reset(): void {
		self::$heading_printed = false;
		self::$title_left_out  = false;
	}
}
