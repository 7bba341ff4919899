<?php
/**
 * PRISM's views as blocks, beside the shortcodes: one block per page island (blocks/<entry>/block.json), so a site
 * builder can place them with the block editor. A block renders exactly what the island's shortcode renders
 * (Island::render: the mount point and its props, the page's scripts and their translations, or the login prompt
 * for a visitor); in the editor it is a placeholder (blocks/editor.js) that says which view it is.
 *
 * WordPress translates each block.json's title, description and keywords at registration, through its
 * textdomain (prism), and hands them to the editor.
 *
 * @package Prism
 */

namespace Prism\Pages;

defined( 'ABSPATH' ) || exit;

/**
 * Block registration and the PRISM block category.
 */
final class Blocks {

	/** The block category every PRISM block is in. */
	public const CATEGORY = 'prism';

	/** The editor script's handle, named by every block.json's editorScript. */
	public const EDITOR_SCRIPT = 'prism-blocks-editor';

	/**
	 * The block name of a page island.
	 *
	 * @param string $entry Build entry name (Page_Registry::ISLANDS).
	 */
	public static function name( string $entry ): string {
		return 'prism/' . $entry;
	}

	/**
	 * The folder of an island's block.json.
	 *
	 * @param string $entry Build entry name.
	 */
	public static function folder( string $entry ): string {
		return PRISM_DIR . 'blocks/' . $entry;
	}

	/**
	 * Registers the editor script, then one block per island; runs on `init`.
	 */
	public static function register(): void {
		self::register_editor_script();
		foreach ( Page_Registry::ISLANDS as $island ) {
			self::register_block( $island['entry'], $island['contact'], $island['heading'] );
		}
	}

	/**
	 * Registers one island's block from its block.json; it renders what the island's shortcode renders.
	 *
	 * @param string $entry       Build entry name.
	 * @param bool   $is_contact  Whether the view is about one contact (contactId from the address).
	 * @param bool   $has_heading Whether the view draws the page's h1 itself.
	 * @return \WP_Block_Type|false The block type, or false when it could not be registered.
	 */
	public static function register_block( string $entry, bool $is_contact, bool $has_heading = true ) {
		return register_block_type(
			self::folder( $entry ),
			array(
				'render_callback' => static fn(): string => Island::render( $entry, $is_contact, $has_heading ),
				// WordPress translates block.json's title, description and keywords through its textdomain but does not
				// keep the domain on the block type: kept here for the editor and wp/v2/block-types.
				'textdomain'      => 'prism',
			)
		);
	}

	/**
	 * Filter `block_categories_all`: the PRISM category in the inserter.
	 *
	 * @param mixed $categories The editor's block categories (an array, unless another plugin's filter broke it).
	 * @return array<int|string, mixed>
	 */
	public static function add_category( $categories ): array {
		$categories = is_array( $categories ) ? $categories : array();
		if ( in_array( self::CATEGORY, array_column( $categories, 'slug' ), true ) ) {
			return $categories;
		}
		$categories[] = array(
			'slug'  => self::CATEGORY,
			'title' => __( 'PRISM', 'prism' ),
			'icon'  => null,
		);
		return $categories;
	}

	/**
	 * The editor's placeholder script: no build step, WordPress's own wp.blocks, wp.blockEditor, wp.components,
	 * wp.element and wp.i18n (so it runs in the editors of WordPress 6.1 and later alike). The names of the blocks it
	 * registers come from here, not from a second list.
	 */
	private static function register_editor_script(): void {
		$file = 'blocks/editor.js';
		wp_register_script(
			self::EDITOR_SCRIPT,
			PRISM_URL . $file,
			array( 'wp-blocks', 'wp-block-editor', 'wp-components', 'wp-element', 'wp-i18n' ),
			(string) filemtime( PRISM_DIR . $file ),
			false
		);
		$names = array_map( array( self::class, 'name' ), array_column( Page_Registry::ISLANDS, 'entry' ) );
		wp_add_inline_script( self::EDITOR_SCRIPT, 'var prismBlocks = ' . wp_json_encode( $names ) . ';', 'before' );
		wp_set_script_translations( self::EDITOR_SCRIPT, 'prism', PRISM_DIR . 'languages' );
	}
}
