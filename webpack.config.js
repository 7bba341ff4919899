/**
 * PRISM's build: one entry per page island (src/pages/<page>/index.tsx), code used by two or more pages in
 * build/shared.js, and the webpack runtime in build/runtime.js (so several islands can share one page).
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

const pagesDir = path.resolve( __dirname, 'src/pages' );
const entry = Object.fromEntries(
	fs
		.readdirSync( pagesDir )
		.filter( ( name ) => fs.existsSync( path.join( pagesDir, name, 'index.tsx' ) ) )
		.map( ( name ) => [ name, path.join( pagesDir, name, 'index.tsx' ) ] )
);

module.exports = {
	...defaultConfig,
	entry,
	output: {
		...defaultConfig.output,
		path: path.resolve( __dirname, 'build' ),
		filename: '[name].js',
		chunkFilename: '[name].js',
	},
	optimization: {
		...defaultConfig.optimization,
		runtimeChunk: { name: 'runtime' },
		splitChunks: {
			cacheGroups: {
				shared: {
					name: 'shared',
					chunks: 'initial',
					minChunks: 2,
					priority: 10,
					reuseExistingChunk: true,
					enforce: true,
				},
				default: false,
			},
		},
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) => plugin.constructor.name !== 'DependencyExtractionWebpackPlugin'
		),
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
