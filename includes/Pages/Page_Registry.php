<?php
/**
 * PRISM's screens: one shortcode per page island, the site pages that hold them, and the links between them.
 *
 * @package Prism
 */

namespace Prism\Pages;

use Prism\Site\Page_Urls;

defined( 'ABSPATH' ) || exit;

/**
 * Shortcodes and site pages.
 */
final class Page_Registry {

	/**
	 * Shortcode tag => build entry (src/pages/<entry>/index.tsx), whether the page is about one contact, and whether
	 * the view draws the page's h1 itself (the dashboard's welcome line, the contact's name, …). A view without one
	 * gets the page's title as its h1 from PHP, above it, where the theme's title is left out (Theme_Fit).
	 */
	public const ISLANDS = array(
		'prism_dashboard'                 => array(
			'entry'   => 'dashboard',
			'contact' => false,
			'heading' => true,
		),
		'prism_contacts'                  => array(
			'entry'   => 'contacts',
			'contact' => false,
			'heading' => false,
		),
		'prism_contact_detail'            => array(
			'entry'   => 'contact-detail',
			'contact' => true,
			'heading' => true,
		),
		'prism_contact_detail_mentoring'  => array(
			'entry'   => 'contact-detail-mentoring',
			'contact' => true,
			'heading' => true,
		),
		'prism_contact_detail_networking' => array(
			'entry'   => 'contact-detail-networking',
			'contact' => true,
			'heading' => true,
		),
		'prism_mentoring'                 => array(
			'entry'   => 'mentoring',
			'contact' => false,
			'heading' => false,
		),
		'prism_networking'                => array(
			'entry'   => 'networking',
			'contact' => false,
			'heading' => true,
		),
		'prism_articles'                  => array(
			'entry'   => 'articles',
			'contact' => false,
			'heading' => false,
		),
		'prism_merge'                     => array(
			'entry'   => 'merge',
			'contact' => false,
			'heading' => false,
		),
		'prism_resources'                 => array(
			'entry'   => 'resources',
			'contact' => false,
			'heading' => false,
		),
		'prism_notifications'             => array(
			'entry'   => 'notifications',
			'contact' => false,
			'heading' => false,
		),
	);

	/**
	 * The pages activation creates, by path. Parents are listed before their children.
	 *
	 * @return array<string, array{title: string, content: string}>
	 */
	public static function site_pages(): array {
		$shortcode = static fn( string $tag ): string => "<!-- wp:shortcode -->\n[{$tag}]\n<!-- /wp:shortcode -->";
		return array(
			'prism'                           => array(
				'title'   => __( 'PRISM Dashboard', 'prism' ),
				'content' => $shortcode( 'prism_dashboard' ),
			),
			'prism/contact'                   => array(
				'title'   => __( 'Contacts', 'prism' ),
				'content' => $shortcode( 'prism_contacts' ),
			),
			'prism/contact-detail'            => array(
				'title'   => __( 'Contact Detail', 'prism' ),
				'content' => $shortcode( 'prism_contact_detail' ),
			),
			'prism/contact-detail-networking' => array(
				'title'   => __( 'Networking Process', 'prism' ),
				'content' => $shortcode( 'prism_contact_detail_networking' ),
			),
			'prism/merge'                     => array(
				'title'   => __( 'Merge Contacts', 'prism' ),
				'content' => $shortcode( 'prism_merge' ),
			),
			'contact-detail-mentoring'        => array(
				'title'   => __( 'Mentoring Detail', 'prism' ),
				'content' => $shortcode( 'prism_contact_detail_mentoring' ),
			),
			'notifications'                   => array(
				'title'   => __( 'Notifications', 'prism' ),
				'content' => $shortcode( 'prism_notifications' ),
			),
			'networking'                      => array(
				'title'   => __( 'Networking', 'prism' ),
				'content' => $shortcode( 'prism_networking' ),
			),
			'prism-resources'                 => array(
				'title'   => __( 'PRISM Resources', 'prism' ),
				'content' => $shortcode( 'prism_resources' ),
			),
			'articles'                        => array(
				'title'   => __( 'Saved Articles', 'prism' ),
				'content' => $shortcode( 'prism_articles' ),
			),
			'mentoring'                       => array(
				'title'   => __( 'Mentoring', 'prism' ),
				'content' => $shortcode( 'prism_mentoring' ),
			),
			'help'                            => array(
				'title'   => __( 'PRISM Help', 'prism' ),
				'content' => $shortcode( Help_Page::SHORTCODE ),
			),
			'google-authentication'           => array(
				'title'   => __( 'Import from Google Contacts', 'prism' ),
				'content' => self::google_content(),
			),
		);
	}

	/**
	 * Pages added after PRISM's first pages, by the pages version that added them. A site that had PRISM before gets
	 * them once (Installer::add_new_pages); a new site gets every page on activation.
	 */
	public const ADDED_PAGES = array(
		2 => array( 'google-authentication' ),
	);

	/**
	 * Pages whose content PRISM writes anew, by the pages version that changed it. A site that had PRISM before gets
	 * the new content once (Installer::update_changed_pages), but only where the page still holds exactly what an
	 * earlier version wrote (is_former_content): a page an admin has edited is left alone.
	 */
	public const CHANGED_PAGES = array(
		3 => array( 'help' ),
	);

	/**
	 * Pages PRISM no longer makes, by the pages version that retired them. Until version 4 a contact's mentoring had
	 * two pages, /prism/contact-detail-mentoring/ ('Contact Mentoring') and /contact-detail-mentoring/ ('Mentoring
	 * Detail'), both holding [prism_contact_detail_mentoring]: the view has one page now (View_Pages), and the older
	 * address opens it (Rewrites). A site that had PRISM before has the page PRISM made there moved to the trash once
	 * (Installer::retire_pages), but only while it is exactly as PRISM made it (is_retired_content), is not the page
	 * chosen for a view, and no menu links to it: a page an admin touched stays.
	 */
	public const RETIRED_PAGES = array(
		4 => array( 'prism/contact-detail-mentoring' ),
	);

	/** Option holding the pages version the site has every page of (Schema\Installer::add_new_pages). */
	public const VERSION_OPTION = 'prism_pages_version';

	/**
	 * The pages version of this code: the newest that added, changed or retired pages (1 is PRISM's first pages).
	 */
	public static function version(): int {
		return max( 1, ...array_keys( self::ADDED_PAGES ), ...array_keys( self::CHANGED_PAGES ), ...array_keys( self::RETIRED_PAGES ) );
	}

	/**
	 * Action `wp`: on a page that holds a PRISM island, WordPress's emoji script is not printed. It replaces emoji
	 * characters with images in any text added to the page, inside React's own elements too: the text a member
	 * typed would no longer be text, and React fails when it next updates a node that was replaced. Browsers
	 * show emoji themselves.
	 */
	public static function keep_emoji_as_text(): void {
		$post = get_queried_object();
		if ( ! $post instanceof \WP_Post || ! self::holds_island( (string) $post->post_content ) ) {
			return;
		}
		remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
		remove_action( 'wp_print_styles', 'print_emoji_styles' );
		remove_action( 'wp_enqueue_scripts', 'wp_enqueue_emoji_styles' );
	}

	/**
	 * Whether content holds one of PRISM's islands, as a shortcode or as a block.
	 *
	 * @param string $content Post content.
	 */
	public static function holds_island( string $content ): bool {
		if ( ! str_contains( $content, 'prism' ) ) {
			return false;
		}
		foreach ( self::ISLANDS as $tag => $island ) {
			if ( has_shortcode( $content, $tag ) || has_block( Blocks::name( $island['entry'] ), $content ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether content holds one of the views about one contact (contact detail, networking process, mentoring), which
	 * mean nothing without a contact in the address.
	 *
	 * @param string $content Post content.
	 */
	public static function holds_contact_view( string $content ): bool {
		return self::holds_island_where( $content, 'contact' );
	}

	/**
	 * Whether content holds a view that draws the page's h1 itself.
	 *
	 * @param string $content Post content.
	 */
	public static function holds_heading_view( string $content ): bool {
		return self::holds_island_where( $content, 'heading' );
	}

	/**
	 * Whether content holds an island whose flag (ISLANDS: 'contact', 'heading') is set.
	 *
	 * @param string $content Post content.
	 * @param string $flag    The flag.
	 */
	private static function holds_island_where( string $content, string $flag ): bool {
		if ( ! str_contains( $content, 'prism' ) ) {
			return false;
		}
		foreach ( self::ISLANDS as $tag => $island ) {
			if ( $island[ $flag ] && ( has_shortcode( $content, $tag ) || has_block( Blocks::name( $island['entry'] ), $content ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Registers every island's shortcode.
	 */
	public static function register_shortcodes(): void {
		add_shortcode( Help_Page::SHORTCODE, array( Help_Page::class, 'render' ) );
		foreach ( self::ISLANDS as $tag => $island ) {
			add_shortcode(
				$tag,
				static fn(): string => Island::render( $island['entry'], $island['contact'], $island['heading'] )
			);
		}
	}

	/**
	 * Links every island receives, so the front end never hard-codes a site path.
	 *
	 * @return array<string, string>
	 */
	public static function links(): array {
		return array(
			'home'                    => home_url( '/' ),
			'dashboard'               => Page_Urls::url( 'prism' ),
			'contacts'                => Page_Urls::url( 'prism/contact' ),
			'contactDetail'           => Page_Urls::url( 'prism/contact-detail' ),
			'contactDetailNetworking' => Page_Urls::url( 'prism/contact-detail-networking' ),
			'contactDetailMentoring'  => Page_Urls::url( 'contact-detail-mentoring' ),
			'merge'                   => Page_Urls::url( 'prism/merge' ),
			'notifications'           => Page_Urls::url( 'notifications' ),
			'networking'              => Page_Urls::url( 'networking' ),
			'resources'               => Page_Urls::url( 'prism-resources' ),
			'articles'                => Page_Urls::url( 'articles' ),
			'mentoring'               => Page_Urls::url( 'mentoring' ),
			'help'                    => Page_Urls::url( 'help' ),
			// The spec's 'Account Settings' (a '#' there): the member's own WordPress profile.
			'account'                 => get_edit_profile_url( get_current_user_id() ),
			'googleAuthentication'    => Page_Urls::url( 'google-authentication' ),
			'adminPost'               => admin_url( 'admin-post.php' ),
			'login'                   => wp_login_url(),
		);
	}

	/**
	 * The /google-authentication page (spec section 2, linked from the Import dialog's Google tab): PRISM imports
	 * Google contacts from the file Google Contacts exports, so the page says how to export it, step by step, and
	 * leads back to the Import dialog. No Google sign-in is needed.
	 */
	private static function google_content(): string {
		$import = add_query_arg( 'import', '1', Page_Urls::url( 'prism/contact' ) );
		$block  = static fn( string $name, string $html, string $attributes = '' ): string => "<!-- wp:{$name}{$attributes} -->\n{$html}\n<!-- /wp:{$name} -->\n";
		$steps  = array(
			/* translators: %s: Google Contacts' web address, a link. */
			sprintf( esc_html__( 'On a computer, open %s and sign in to the Google account whose contacts you want.', 'prism' ), '<a href="https://contacts.google.com">contacts.google.com</a>' ),
			esc_html__( 'Click Export: the arrow icon above your contacts, or More actions (⋮) then Export.', 'prism' ),
			esc_html__( 'Choose all your contacts, or one label to bring in only those.', 'prism' ),
			esc_html__( 'Under “Export as”, pick Google CSV, then click Export. Your browser saves a file called contacts.csv, usually in your Downloads folder.', 'prism' ),
			esc_html__( 'In PRISM, open the contact list, click Import Contacts, stay on the Google tab, choose contacts.csv and click Import.', 'prism' ),
		);
		$items  = '';
		foreach ( $steps as $step ) {
			$items .= $block( 'list-item', '<li>' . $step . '</li>' );
		}
		return $block( 'paragraph', '<p>' . esc_html__( 'PRISM brings in your Google contacts from the file Google Contacts exports. You do not sign in to Google from PRISM, and PRISM never sees your Google password.', 'prism' ) . '</p>' )
			. $block( 'heading', '<h2 class="wp-block-heading">' . esc_html__( 'Export your contacts from Google', 'prism' ) . '</h2>' )
			. $block( 'list', '<ol>' . $items . '</ol>', ' {"ordered":true}' )
			. $block( 'heading', '<h2 class="wp-block-heading">' . esc_html__( 'Which file to pick', 'prism' ) . '</h2>' )
			. $block( 'paragraph', '<p>' . esc_html__( 'Pick Google CSV. Outlook CSV and vCard also hold your contacts, but Google CSV keeps the most: labels become PRISM categories, birthdays and anniversaries become events, and anything PRISM has no field for is kept in a note on the contact.', 'prism' ) . '</p>' )
			. $block( 'paragraph', '<p>' . esc_html__( 'Importing the same file again creates nothing twice: a contact with the same email, phone or LinkedIn profile is updated or skipped, as you choose.', 'prism' ) . '</p>' )
			. $block( 'paragraph', '<p><a href="' . esc_url( $import ) . '">' . esc_html__( 'Go to your contacts and import the file', 'prism' ) . '</a></p>' );
	}

	/**
	 * Whether a page's content is what an earlier version of PRISM wrote there, untouched since. Activation wrote it in
	 * the language of that request, which is not known now: the text is compared as it reads in this request's
	 * language, in the site's language and untranslated.
	 *
	 * @param string $path    Page path (CHANGED_PAGES).
	 * @param string $content The page's content now.
	 */
	public static function is_former_content( string $path, string $content ): bool {
		if ( 'help' !== $path ) {
			return false;
		}
		$formers = array( self::first_help_content() );

		$original  = static fn( string $translation, string $text ): string => $text;
		add_filter( 'gettext_prism', $original, PHP_INT_MAX, 2 );
		$formers[] = self::first_help_content();
		remove_filter( 'gettext_prism', $original, PHP_INT_MAX );
		if ( get_locale() !== determine_locale() && switch_to_locale( get_locale() ) ) {
			$formers[] = self::first_help_content();
			restore_previous_locale();
		}
		$normal = static fn( string $html ): string => trim( str_replace( "\r\n", "\n", $html ) );
		return in_array( $normal( $content ), array_map( $normal, $formers ), true );
	}

	/**
	 * Whether a page PRISM retired (RETIRED_PAGES) still has exactly the title and content PRISM gave it. The title was
	 * written in the language of the request that activated PRISM, which is not known now: it is compared as it reads
	 * in this request's language, in the site's language and untranslated.
	 *
	 * @param string $path    Page path (RETIRED_PAGES).
	 * @param string $title   The page's title now.
	 * @param string $content The page's content now.
	 */
	public static function is_retired_content( string $path, string $title, string $content ): bool {
		if ( 'prism/contact-detail-mentoring' !== $path ) {
			return false;
		}
		$normal = static fn( string $text ): string => trim( str_replace( "\r\n", "\n", $text ) );
		if ( "<!-- wp:shortcode -->\n[prism_contact_detail_mentoring]\n<!-- /wp:shortcode -->" !== $normal( $content ) ) {
			return false;
		}
		/* translators: The title PRISM gave the second page of a contact's mentoring, which it no longer makes; used only to recognise that page, untouched. */
		$titles = array( __( 'Contact Mentoring', 'prism' ), 'Contact Mentoring' );
		if ( get_locale() !== determine_locale() && switch_to_locale( get_locale() ) ) {
			/* translators: The title PRISM gave the second page of a contact's mentoring, which it no longer makes; used only to recognise that page, untouched. */
			$titles[] = __( 'Contact Mentoring', 'prism' );
			restore_previous_locale();
		}
		return in_array( $normal( $title ), $titles, true );
	}

	/**
	 * The /help/ page's content as PRISM's first versions wrote it (three paragraphs; pages version 1 and 2), kept only
	 * to recognise a page nobody has edited since. The help page is now [prism_help] (Help_Page).
	 */
	private static function first_help_content(): string {
		$paragraphs = array(
			__( 'PRISM keeps your professional network in one place. Each contact moves through six stages: BUILD, DISCOVER, CONNECT, ASSESS, ENGAGE and MAINTAIN.', 'prism' ),
			__( 'Start on the PRISM Dashboard. Add contacts one by one or import them, then open a contact to keep notes, follow-ups and events.', 'prism' ),
			__( 'Only you can see your contacts. Nothing you enter is shared with other members of this site.', 'prism' ),
		);
		$html       = '';
		foreach ( $paragraphs as $text ) {
			$html .= "<!-- wp:paragraph -->\n<p>" . esc_html( $text ) . "</p>\n<!-- /wp:paragraph -->\n";
		}
		return $html;
	}
}
