/**
 * PRISM's blocks in the block editor: each shows a placeholder with the view's name, what it shows and who sees it.
 * The view itself is rendered on the published page, by the same code as its shortcode (includes/Pages/Blocks.php).
 *
 * A plain script, without a build step, on WordPress's own wp.blocks, wp.blockEditor, wp.components, wp.element and
 * wp.i18n, so it runs in the editors of WordPress 6.1 and later alike. The block names come from PHP
 * (prismBlocks, printed before this script); each block's title, description, icon and keywords come from its
 * block.json, which WordPress translates and hands to the editor before this script runs.
 *
 * @param {Object}   wp    WordPress's scripts.
 * @param {string[]} names The PRISM block names.
 */
( function ( wp, names ) {
	const { registerBlockType, getBlockType } = wp.blocks;
	const { useBlockProps, BlockIcon } = wp.blockEditor;
	const { Placeholder } = wp.components;
	const el = wp.element.createElement;
	const { __ } = wp.i18n;

	/**
	 * The editor's view of one PRISM block.
	 *
	 * @param {string} name Block name.
	 * @return {Function} The block's edit component.
	 */
	function placeholderFor( name ) {
		return function PrismBlockPlaceholder() {
			const type = getBlockType( name );
			return el(
				'div',
				useBlockProps(),
				el(
					Placeholder,
					{
						className: 'prism-block-placeholder',
						icon: el( BlockIcon, { icon: type.icon } ),
						label: type.title,
						instructions: type.description,
					},
					el(
						'p',
						{ className: 'prism-block-placeholder__audience' },
						__(
							'Shown to logged-in members on the published page. Visitors who are not logged in are asked to log in.',
							'prism'
						)
					)
				)
			);
		};
	}

	names.forEach( function ( name ) {
		registerBlockType( name, {
			edit: placeholderFor( name ),
			// Rendered on the server: nothing is saved in the post but the block's comment.
			save() {
				return null;
			},
		} );
	} );
} )( window.wp, window.prismBlocks || [] );
