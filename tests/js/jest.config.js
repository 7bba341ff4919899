/**
 * Jest for PRISM's unit tests (npm run test:unit): @wordpress/scripts' own
 * config (Babel for .js/.jsx/.ts/.tsx, CSS mocked, jsdom), run from the
 * repository root over tests/js/ and src/.
 */
const path = require( 'path' );
const wpJestConfig = require( '@wordpress/scripts/config/jest-unit.config.js' );

module.exports = {
	...wpJestConfig,
	rootDir: path.resolve( __dirname, '../..' ),
	testEnvironment: 'jsdom',
	testMatch: [
		'<rootDir>/tests/js/**/*.test.[jt]s?(x)',
		'<rootDir>/src/**/*.test.[jt]s?(x)',
	],
	testPathIgnorePatterns: [
		'/node_modules/',
		'<rootDir>/vendor/',
		'<rootDir>/build/',
		'<rootDir>/.wp/',
	],
	setupFilesAfterEnv: [ '@testing-library/jest-dom' ],
};
