/**
 * Playwright for PRISM's browser tests (npm test runs them against the
 * .wp/test-sqlite site; PRISM_TEST_URL names it). Debian's Chromium only:
 * no browser download.
 */
import path from 'path';
import { defineConfig } from '@playwright/test';
import chromium from './chromium.json';

const root = path.resolve( __dirname, '../..' );

export default defineConfig( {
	testDir: __dirname,
	testMatch: '**/*.spec.ts',
	outputDir: path.join( root, 'artifacts/test-results' ),
	workers: 1,
	fullyParallel: false,
	retries: 0,
	// The list as it runs, and a JSON record that bin/test.sh reads to name the failed tests in its summary (a CI log
	// may keep only the last lines).
	reporter: [
		[ 'list' ],
		[
			'json',
			{ outputFile: path.join( root, 'artifacts/e2e-results.json' ) },
		],
	],
	// Budgets against a hang, not speed checks (speed is measured by the bench): a CI machine can run the suite at
	// half the speed of a development machine, and the longest walks take 35 s on a busy one.
	timeout: 120_000,
	expect: { timeout: 15_000 },
	use: {
		baseURL: process.env.PRISM_TEST_URL || 'http://127.0.0.1:8890',
		browserName: 'chromium',
		screenshot: 'only-on-failure',
		trace: 'off',
		launchOptions: {
			executablePath:
				process.env.PRISM_CHROMIUM || chromium.executablePath,
			args: chromium.args,
		},
	},
} );
