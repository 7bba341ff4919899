/**
 * PRISM's build: one entry per page island (src/pages/<page>/index.tsx), a loader that fetches the page's code
 * (src/pages/<page>/page.tsx) in chunks split by what each page uses (build/chunks/), and the webpack runtime in
 * build/runtime.js (so several islands can share one page, and chunks are fetched once).
 *
 * React is bundled, not taken from WordPress: WordPress 6.1 ships React 17 and 6.5 ships React 18, while the
 * jest tests run the React in package.json. Bundling it means every page runs the React its tests ran.
 */
const path = require( 'path' );
const fs = require( 'fs' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );

const BUNDLED = new Set( [
	'react',
	'react-dom',
	'react-dom/client',
	'react/jsx-runtime',
	'react/jsx-dev-runtime',
] );

/**
 * Writes build/chunks.json: for each page entry, the chunk files its page needs before it shows anything
 * (`start`: the chunks of the entry's own dynamic import) and those it may fetch later (`later`: dialogs and
 * other parts loaded when first used), with `preload` naming those of `later` the page fetches as soon as it runs
 * (a `webpackPreload` import: the dashboard's cards), and `prefetch` naming those a `webpackPrefetch` import asks the
 * browser to fetch when it is idle (dialogs). PHP loads the translations of these files (they are not WordPress
 * scripts), has the page's HTML preload `start` and `preload`, and hands `prefetch` to the page; `npm run bench`
 * weighs `start`.
 *
 * The page adds its prefetch links once it has drawn and is idle (src/mount.tsx), not webpack's runtime: the runtime
 * added them, one `<link>` at a time, the moment the page's chunk had loaded, just before the page drew (25-35 ms of
 * a contact list's main thread with the CPU slowed four times). So the plugin takes the prefetch marks off the chunk
 * groups before webpack writes its runtime, and remembers them for the manifest.
 *
 * The chunks a page runs as it loads (`start` and `preload`) begin with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chrome 136 and later; a comment to other browsers): their functions are compiled
 * as the file streams in, off the main thread, instead of one by one on the main thread the first time each runs.
 * With an empty cache and the CPU slowed four times, the contact list's first render took 606 ms against 168 ms
 * from the code cache, most of it compiling; with the hint the cold page was interactive in 1.20-1.28 s instead of
 * 1.67-1.88 s. Chunks loaded later (dialogs) keep V8's lazy compiling: most of their functions never run.
 */
class PageChunksManifestPlugin {
	apply( compiler ) {
		const { ConcatSource, RawSource } = compiler.webpack.sources;
		compiler.hooks.thisCompilation.tap( 'PageChunksManifest', ( compilation ) => {
			const prefetched = new Set();
			compilation.hooks.afterOptimizeChunks.tap( 'PageChunksManifest', () => {
				for ( const group of compilation.chunkGroups ) {
					if ( group.options.prefetchOrder !== undefined ) {
						prefetched.add( group );
						delete group.options.prefetchOrder;
					}
				}
			} );
			compilation.hooks.processAssets.tap(
				{
					name: 'PageChunksManifest',
					stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE,
				},
				() => {
					const jsFiles = ( group ) =>
						group.chunks.flatMap( ( chunk ) =>
							[ ...chunk.files ].filter( ( file ) => file.endsWith( '.js' ) )
						);
					const manifest = {};
					for ( const [ name, entrypoint ] of compilation.entrypoints ) {
						const start = new Set();
						const later = new Set();
						const preload = new Set();
						const prefetch = new Set();
						const seen = new Set();
						const descend = ( group ) => {
							for ( const child of group.getChildren() ) {
								if ( ! seen.has( child ) ) {
									seen.add( child );
									jsFiles( child ).forEach( ( file ) => later.add( file ) );
									if ( prefetched.has( child ) ) {
										jsFiles( child ).forEach( ( file ) => prefetch.add( file ) );
									}
									descend( child );
								}
							}
						};
						for ( const page of entrypoint.getChildren() ) {
							seen.add( page );
							jsFiles( page ).forEach( ( file ) => start.add( file ) );
							for ( const child of page.getChildren() ) {
								if ( child.options.preloadOrder !== undefined ) {
									jsFiles( child ).forEach( ( file ) => preload.add( file ) );
								}
							}
							descend( page );
						}
						manifest[ name ] = {
							start: [ ...start ].sort(),
							later: [ ...later ].filter( ( file ) => ! start.has( file ) ).sort(),
							preload: [ ...preload ].filter( ( file ) => ! start.has( file ) ).sort(),
							prefetch: [ ...prefetch ]
								.filter( ( file ) => ! start.has( file ) && ! preload.has( file ) )
								.sort(),
						};
					}
					const onLoad = new Set(
						Object.values( manifest ).flatMap( ( page ) => [ ...page.start, ...page.preload ] )
					);
					for ( const file of onLoad ) {
						compilation.updateAsset(
							file,
							( source ) => new ConcatSource( '//# allFunctionsCalledOnLoad\n', source )
						);
					}
					compilation.emitAsset(
						'chunks.json',
						new RawSource( JSON.stringify( manifest, null, '\t' ) + '\n' )
					);
				}
			);
		} );
	}
}

const pagesDir = path.resolve( __dirname, 'src/pages' );
const entry = Object.fromEntries(
	fs
		.readdirSync( pagesDir )
		.filter( ( name ) => fs.existsSync( path.join( pagesDir, name, 'index.tsx' ) ) )
		.map( ( name ) => [ name, path.join( pagesDir, name, 'index.tsx' ) ] )
);

/**
 * Terser's filter of the comments it keeps: the translators' comments (wp i18n make-pot reads them in build/), each
 * once. Terser printed the comment before a `(0, i18n.__)( … )` twice, once for the sequence and once for its first
 * number, about 100 bytes gzipped a page. The filter runs in Terser's workers, which get its source without its
 * scope: what it has printed is kept on their global object.
 *
 * @param {Object} node    The node the comment is attached to.
 * @param {Object} comment The comment.
 * @return {boolean} Whether to print it.
 */
function translatorCommentOnce( node, comment ) {
	if ( ! /translators:/i.test( comment.value ) ) {
		return false;
	}
	const printed = ( globalThis.prismPrintedComments ??= new WeakSet() );
	if ( printed.has( comment ) ) {
		return false;
	}
	printed.add( comment );
	return true;
}

module.exports = {
	...defaultConfig,
	entry,
	output: {
		...defaultConfig.output,
		path: path.resolve( __dirname, 'build' ),
		filename: '[name].js',
		// Chunks are fetched by webpack's runtime, not through WordPress: the hash in the name is their version.
		chunkFilename: 'chunks/[name].[contenthash:8].js',
	},
	resolve: {
		...defaultConfig.resolve,
		alias: {
			...defaultConfig.resolve?.alias,
			// Every icon is made by MUI's createSvgIcon (the icons package's and MUI's own, imported by a relative
			// path: the alias matches the file); PRISM's draws a plain <svg> with classes written once a page instead
			// of an SvgIcon that works out its styles on every render (src/components/light/createSvgIcon.tsx).
			[ path.join( path.dirname( require.resolve( '@mui/material/package.json' ) ), 'SvgIcon/createSvgIcon.mjs' ) ]:
				path.resolve( __dirname, 'src/components/light/createSvgIcon.tsx' ),
		},
	},
	optimization: {
		...defaultConfig.optimization,
		// PRISM_PROFILE_BUILD=1 keeps names readable for bin/lib/profile-page.mjs (never shipped).
		...( process.env.PRISM_PROFILE_BUILD ? { minimize: false } : {} ),
		minimizer: defaultConfig.optimization.minimizer.map( ( plugin ) => {
			if ( plugin.constructor.name === 'TerserPlugin' ) {
				plugin.options.minimizer.options.output.comments =
					translatorCommentOnce;
			}
			return plugin;
		} ),
		runtimeChunk: { name: 'runtime' },
		// Every page's code is loaded on demand by its tiny entry (src/pages/<page>/index.tsx), so the split below
		// applies to it: a module goes into a chunk with the others used by exactly the same pages, and a page
		// fetches only the chunks of what it shows. React, which every page needs, is one chunk of its own.
		splitChunks: {
			chunks: 'async',
			// No shared chunk under ~32 KB (module source, before minifying): each extra file costs its own gzip window
			// and webpack wrapper, so small shared pieces stay inside the chunks that use them (measured: 1-2 KB less
			// per page than 8 KB; 0.1-1 KB less again than 24 KB, at which the contact pages' shared frame and card
			// became a chunk of their own that cost each of the three 1.2 KB).
			minSize: 32000,
			cacheGroups: {
				react: {
					test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
					name: 'react',
					chunks: 'all',
					priority: 30,
					enforce: true,
				},
				defaultVendors: {
					test: /[\\/]node_modules[\\/]/,
					priority: -10,
					reuseExistingChunk: true,
				},
				default: {
					minChunks: 2,
					priority: -20,
					reuseExistingChunk: true,
				},
			},
		},
	},
	plugins: [
		new PageChunksManifestPlugin(),
		...defaultConfig.plugins
			.filter(
				( plugin ) => plugin.constructor.name !== 'DependencyExtractionWebpackPlugin'
			)
			.map( ( plugin ) => {
				// CSS a chunk imports (the calendar's) is fetched by webpack's runtime like the chunk: the hash in its
				// name is its version, so a browser never keeps an old copy after an upgrade.
				if ( plugin.constructor.name === 'MiniCssExtractPlugin' ) {
					plugin.options.chunkFilename = 'chunks/[name].[contenthash:8].css';
				}
				return plugin;
			} ),
		new DependencyExtractionWebpackPlugin( {
			requestToExternal( request ) {
				return BUNDLED.has( request ) ? false : undefined;
			},
			requestToHandle( request ) {
				return BUNDLED.has( request ) ? false : undefined;
			},
		} ),
	],
};
