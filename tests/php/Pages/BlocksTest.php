<?php
/**
 * PRISM's blocks beside the shortcodes: one block per page island, in the PRISM category, translated through the
 * prism textdomain; a post that holds a block prints exactly what the island's shortcode prints (the same mount point
 * with the same props, the same scripts enqueued, the same login prompt for a visitor), and the shortcodes still
 * work. The editor script and the translation template cover the blocks too.
 *
 * @package Prism
 */

namespace Prism\Tests\Pages;

use Prism\Pages\Assets;
use Prism\Pages\Blocks;
use Prism\Pages\Page_Registry;
use Prism\Tests\Support\Prism_Test_Case;
use WP_Block_Type_Registry;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * @covers \Prism\Pages\Blocks
 */
final class BlocksTest extends Prism_Test_Case {

	/**
	 * The gettext filter a test added, removed afterwards.
	 *
	 * @var callable|null
	 */
	private $gettext = null;

	protected function setUp(): void {
		parent::setUp();
		// The shortcodes registered on `init`, as each web request has them (this PHPUnit process loaded WordPress
		// from inside a function, where WordPress's own shortcode table did not stay global).
		Page_Registry::register_shortcodes();
	}

	protected function tearDown(): void {
		unset( $_GET['contactId'] );
		if ( $this->gettext ) {
			remove_filter( 'gettext_with_context_prism', $this->gettext );
			$this->reregister( 'contacts' );
		}
		parent::tearDown();
	}

	/**
	 * Registers an island's block again, as `init` does.
	 *
	 * @param string $entry Build entry name.
	 */
	private function reregister( string $entry ): void {
		$registry = WP_Block_Type_Registry::get_instance();
		if ( $registry->is_registered( Blocks::name( $entry ) ) ) {
			$registry->unregister( Blocks::name( $entry ) );
		}
		$island = current( wp_list_filter( Page_Registry::ISLANDS, array( 'entry' => $entry ) ) );
		$this->assertIsArray( $island );
		$this->assertNotFalse( Blocks::register_block( $entry, $island['contact'] ) );
	}

	/**
	 * The block.json of an island, decoded.
	 *
	 * @param string $entry Build entry name.
	 * @return array<string, mixed>
	 */
	private function metadata( string $entry ): array {
		$file = Blocks::folder( $entry ) . '/block.json';
		$this->assertFileExists( $file );
		$json = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$this->assertIsArray( $json, "$file is JSON" );
		return $json;
	}

	/**
	 * The mount point of an island in rendered HTML: its entry and its decoded props.
	 *
	 * @param string $html Rendered HTML.
	 * @return array{entry: string, props: array<string, mixed>}
	 */
	private function mount_point( string $html ): array {
		$this->assertSame( 1, preg_match( '/<div class="prism-island alignwide" data-prism-page="([^"]+)" data-prism-props="([^"]*)">/', $html, $match ), "a mount point in: $html" );
		$props = json_decode( html_entity_decode( $match[2], ENT_QUOTES ), true );
		$this->assertIsArray( $props );
		return array(
			'entry' => $match[1],
			'props' => $props,
		);
	}

	/**
	 * Rendered island markup without the `<link rel="preload">` tags of its chunks, which an island prints only the
	 * first time its entry renders in a request (whether as a block or as a shortcode).
	 *
	 * @param string $html Rendered HTML.
	 */
	private function island_markup( string $html ): string {
		return (string) preg_replace( '/<link rel="preload"[^>]*>/', '', $html );
	}

	public function test_every_island_has_a_block_in_the_prism_category_with_the_prism_textdomain(): void {
		$registry = WP_Block_Type_Registry::get_instance();
		$names    = array();
		foreach ( Page_Registry::ISLANDS as $island ) {
			$name     = Blocks::name( $island['entry'] );
			$names[]  = $name;
			$type     = $registry->get_registered( $name );
			$metadata = $this->metadata( $island['entry'] );
			$this->assertNotNull( $type, "$name is registered" );
			$this->assertSame( $name, $metadata['name'] );
			$this->assertSame( 'prism', $metadata['textdomain'], "$name: block.json's textdomain" );
			$this->assertSame( 'prism', $type->textdomain, "$name: the registered block's textdomain" );
			$this->assertSame( Blocks::CATEGORY, $type->category, "$name is in the PRISM category" );
			$this->assertContains( $metadata['apiVersion'], array( 2, 3 ) );
			// WordPress 6.1 knows block API versions 1 and 2 only.
			$this->assertSame( 2, $type->api_version, "$name: API version 2, which WordPress 6.1 accepts" );
			$this->assertNotSame( '', $type->title );
			$this->assertNotSame( '', $type->description );
			$this->assertNotEmpty( $type->icon );
			$this->assertNotEmpty( $type->keywords );
			$this->assertTrue( $type->is_dynamic(), "$name is rendered on the server" );
			$this->assertSame( false, $type->supports['html'] ?? null, "$name: no HTML editing" );
			$this->assertSame( false, $type->supports['multiple'] ?? null, "$name: one per page" );
			$this->assertSame( array(), array_values( array_diff( array_keys( $type->get_attributes() ), array( 'lock', 'metadata' ) ) ), "$name: no attributes of its own, only WordPress's global ones" );
			$this->assertSame( array( Blocks::EDITOR_SCRIPT ), $type->editor_script_handles, "$name: the placeholder script in the editor" );
			$this->assertSame( array(), $type->script_handles, "$name: nothing of the editor on the published page" );
		}
		$prism = array_values(
			array_filter(
				array_keys( $registry->get_all_registered() ),
				static fn( string $name ): bool => str_starts_with( $name, 'prism/' )
			)
		);
		sort( $prism );
		sort( $names );
		$this->assertSame( $names, $prism, 'one block per island, and no other' );
	}

	public function test_the_prism_category_is_offered_once(): void {
		$categories = apply_filters( 'block_categories_all', get_default_block_categories(), new \WP_Block_Editor_Context() );
		$prism      = wp_list_filter( $categories, array( 'slug' => Blocks::CATEGORY ) );
		$this->assertCount( 1, $prism );
		$this->assertSame( 'PRISM', current( $prism )['title'] );
		$this->assertCount( count( $categories ), Blocks::add_category( $categories ), 'added only once' );
	}

	public function test_the_editor_script_takes_the_block_names_from_php_and_loads_its_translations(): void {
		$script = wp_scripts()->registered[ Blocks::EDITOR_SCRIPT ] ?? null;
		$this->assertNotNull( $script, 'the editor script is registered' );
		$this->assertStringEndsWith( '/blocks/editor.js', $script->src );
		foreach ( array( 'wp-blocks', 'wp-block-editor', 'wp-components', 'wp-element', 'wp-i18n' ) as $dependency ) {
			$this->assertContains( $dependency, $script->deps );
		}
		$this->assertSame( 'prism', $script->textdomain );
		$before = implode( "\n", (array) wp_scripts()->get_data( Blocks::EDITOR_SCRIPT, 'before' ) );
		$this->assertSame( 1, preg_match( '/^var prismBlocks = (\[.*\]);$/m', $before, $match ) );
		$this->assertSame(
			array_map( array( Blocks::class, 'name' ), array_column( Page_Registry::ISLANDS, 'entry' ) ),
			json_decode( $match[1], true )
		);
	}

	public function test_a_block_renders_what_its_shortcode_renders_and_enqueues_the_same_scripts(): void {
		$_GET['contactId'] = '42';
		foreach ( Page_Registry::ISLANDS as $tag => $island ) {
			$entry  = $island['entry'];
			$handle = Assets::handle( $entry );
			wp_dequeue_script( $handle );
			$this->assertFalse( wp_script_is( $handle, 'enqueued' ) );

			$block = do_blocks( '<!-- wp:' . Blocks::name( $entry ) . ' /-->' );
			$this->assertTrue( wp_script_is( $handle, 'enqueued' ), "the block enqueues build/$entry.js" );
			$this->assertTrue( wp_style_is( 'prism-islands', 'enqueued' ) );
			$shortcode = do_shortcode( "[$tag]" );

			$this->assertSame( $this->island_markup( $shortcode ), $this->island_markup( $block ), "prism/$entry prints what [$tag] prints" );
			$mount = $this->mount_point( $block );
			$this->assertSame( $entry, $mount['entry'] );
			$this->assertSame( array_keys( $this->mount_point( $shortcode )['props'] ), array_keys( $mount['props'] ) );
			$this->assertSame( self::$owner, $mount['props']['wordpressId'] );
			if ( $island['contact'] ) {
				$this->assertSame( 42, $mount['props']['contactId'], "prism/$entry is about the contact in the address" );
			} else {
				$this->assertArrayNotHasKey( 'contactId', $mount['props'] );
			}
		}
	}

	public function test_a_block_in_post_content_renders_through_the_content_filters(): void {
		$html = apply_filters( 'the_content', "<!-- wp:paragraph -->\n<p>Before</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:prism/dashboard /-->" );
		$this->assertStringContainsString( '<p>Before</p>', $html );
		$this->assertSame( 'dashboard', $this->mount_point( $html )['entry'] );
		$this->assertTrue( Page_Registry::holds_island( '<!-- wp:prism/dashboard /-->' ), 'a page with the block keeps emoji as text' );
		$this->assertFalse( Page_Registry::holds_island( '<!-- wp:paragraph --><p>prism/dashboard</p><!-- /wp:paragraph -->' ) );
	}

	public function test_a_visitor_sees_the_login_prompt_the_shortcode_shows(): void {
		$this->act_as( 0 );
		foreach ( Page_Registry::ISLANDS as $tag => $island ) {
			$block = do_blocks( '<!-- wp:' . Blocks::name( $island['entry'] ) . ' /-->' );
			$this->assertStringContainsString( '<div class="prism-login-prompt">', $block );
			$this->assertStringContainsString( 'Log in to see your network.', $block );
			$this->assertStringNotContainsString( 'prism-island', $block );
			$this->assertSame( do_shortcode( "[$tag]" ), $block );
		}
	}

	public function test_the_shortcodes_still_work(): void {
		foreach ( Page_Registry::ISLANDS as $tag => $island ) {
			$this->assertTrue( shortcode_exists( $tag ), "[$tag] exists" );
			$this->assertSame( $island['entry'], $this->mount_point( do_shortcode( "[$tag]" ) )['entry'] );
		}
	}

	public function test_block_json_strings_are_translated_through_the_prism_textdomain_with_wordpress_contexts(): void {
		$seen          = array();
		$this->gettext = static function ( $translation, $text, $context ) use ( &$seen ) {
			$seen[] = $context;
			return in_array( $context, array( 'block title', 'block description', 'block keyword' ), true ) ? "[de] $text" : $translation;
		};
		add_filter( 'gettext_with_context_prism', $this->gettext, 10, 3 );
		$this->reregister( 'contacts' );

		$type     = WP_Block_Type_Registry::get_instance()->get_registered( 'prism/contacts' );
		$metadata = $this->metadata( 'contacts' );
		$this->assertSame( '[de] ' . $metadata['title'], $type->title );
		$this->assertSame( '[de] ' . $metadata['description'], $type->description );
		$this->assertSame(
			array_map( static fn( string $keyword ): string => "[de] $keyword", $metadata['keywords'] ),
			$type->keywords
		);
		$this->assertContains( 'block title', $seen );
	}

	public function test_the_translation_template_holds_every_block_json_string_with_its_context_and_file(): void {
		$pot_file = PRISM_DIR . 'languages/prism.pot';
		$this->assertFileExists( $pot_file, 'languages/prism.pot is missing: run npm run build (or npm run make-pot)' );
		$pot = str_replace( "\"\n\"", '', (string) file_get_contents( $pot_file ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		foreach ( Page_Registry::ISLANDS as $island ) {
			$metadata = $this->metadata( $island['entry'] );
			$strings  = array_merge(
				array(
					array( 'block title', $metadata['title'] ),
					array( 'block description', $metadata['description'] ),
				),
				array_map( static fn( string $keyword ): array => array( 'block keyword', $keyword ), $metadata['keywords'] )
			);
			foreach ( $strings as list( $context, $text ) ) {
				$entry = '/^#: (?:.* )?blocks\/' . preg_quote( $island['entry'], '/' ) . '\/block\.json(?: .*)?\n(?:#[:,] .*\n)*msgctxt "' . $context . '"\nmsgid "' . preg_quote( addcslashes( $text, '"\\' ), '/' ) . '"$/m';
				$this->assertMatchesRegularExpression( $entry, $pot, "{$island['entry']}: $context \"$text\"" );
			}
		}
		$this->assertStringContainsString( '#: blocks/editor.js', $pot, 'the editor script\'s strings' );
	}
}
