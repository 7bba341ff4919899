<?php
/**
 * The site map: the address of each PRISM page, for every layer that links to one (emails, the calendar feed, redirects
 * after a form or an import, the admin screens, the islands' links). The page a site admin chose for a view
 * (View_Pages) wins over the page at the view's path.
 *
 * @package Prism
 */

namespace Prism\Site;

defined( 'ABSPATH' ) || exit;

/**
 * Page addresses.
 */
final class Page_Urls {

	/**
	 * URL of a PRISM page by its path: the page a site admin chose for that view on Settings › PRISM (View_Pages),
	 * else the page at the path, else the path itself.
	 *
	 * @param string $path Page path, e.g. 'prism/contact'.
	 */
	public static function url( string $path ): string {
		$view   = View_Pages::view_of_path( $path );
		$chosen = null === $view ? null : View_Pages::chosen( $view );
		if ( $chosen ) {
			return (string) get_permalink( $chosen );
		}
		$page = get_page_by_path( $path, OBJECT, 'page' );
		if ( $page instanceof \WP_Post && 'publish' === $page->post_status ) {
			return (string) get_permalink( $page );
		}
		return home_url( user_trailingslashit( $path ) );
	}

	/**
	 * The contact detail page of a contact, as the front end builds it (src/domain/links.ts):
	 * /prism/contact-detail/{name without spaces}/{id}/?contactId={id}, or ?tab=… added.
	 *
	 * @param int         $contact_id Contact.
	 * @param string      $name       Display name.
	 * @param string      $tab        Tab to open ('notifications'), or ''.
	 * @param string|null $page       The contact detail page's URL when already known (a list of many links).
	 */
	public static function contact_detail_url( int $contact_id, string $name, string $tab = '', ?string $page = null ): string {
		$compact = (string) preg_replace( '/\s+/u', '', $name );
		$base    = trailingslashit( $page ?? self::url( 'prism/contact-detail' ) ) . ( '' === $compact ? 'contact' : rawurlencode( $compact ) ) . '/' . $contact_id . '/';
		$args    = array( 'contactId' => $contact_id );
		if ( '' !== $tab ) {
			$args = array( 'tab' => $tab ) + $args;
		}
		return add_query_arg( $args, $base );
	}
}
