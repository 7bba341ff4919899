/**
 * The chain works: the test site serves WordPress, a demo user logs in.
 */
import { test, expect } from '@playwright/test';
import { loginAs, screenshot } from './helpers';

test( 'alex logs in and sees the profile of Alex Morgan', async ( {
	page,
} ) => {
	await loginAs( page, 'alex' );
	await page.goto( '/wp-admin/profile.php' );
	await expect(
		page.locator( '#wp-admin-bar-my-account .display-name' ).first()
	).toHaveText( 'Alex Morgan' );
	await expect( page.locator( '#first_name' ) ).toHaveValue( 'Alex' );
	await screenshot( page, 'login-profile' );
} );
