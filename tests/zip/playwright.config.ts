/**
 * Playwright for the zip install test (bin/test-zip.sh): the same browser and options as tests/e2e, against the
 * site bin/test-zip.sh builds from prism.zip (PRISM_TEST_URL).
 */
import { defineConfig } from '@playwright/test';
import base from '../e2e/playwright.config';

export default defineConfig( {
	...base,
	testDir: __dirname,
	testMatch: 'zip.spec.ts',
} );
