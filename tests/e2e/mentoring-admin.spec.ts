/**
 * wp-admin PRISM › Mentoring series, clicked through as a site admin would: the list with the two shipped series,
 * a shipped series' form, then a new series added through the form (a second milestone added and a third added
 * then removed by the form's buttons, a milestone of four tasks), seen in the list, archived and deleted. The
 * screens are photographed at 1280 and 390 px. The series the test adds carries a token unique to the run.
 */
import { test, expect, type Page } from '@playwright/test';
import { loginAs, screenshot } from './helpers';

const LIST = '/wp-admin/admin.php?page=prism-mentoring-series';
const token = Date.now().toString( 36 );
const seriesName = `Launching a product <v2> ${ token }`;

/**
 * Fills a milestone's name and its first `count` task rows.
 *
 * @param page  The page.
 * @param index The milestone's position from 0 among those shown.
 * @param name  Milestone name.
 * @param count Tasks to fill.
 */
async function fillMilestone(
	page: Page,
	index: number,
	name: string,
	count: number
): Promise< void > {
	const milestone = page
		.locator( '#prism-milestones > .prism-milestone' )
		.nth( index );
	await milestone.getByLabel( 'Milestone name' ).fill( name );
	const tasks = milestone.locator( '.prism-task' );
	for ( let i = 0; i < count; i++ ) {
		await tasks
			.nth( i )
			.getByLabel( 'Name' )
			.fill( `${ name } task ${ i + 1 }` );
		await tasks
			.nth( i )
			.getByLabel( 'Description' )
			.fill( `Do step ${ i + 1 } of ${ name } this week.` );
	}
}

test.beforeEach( async ( { page } ) => {
	await loginAs( page, 'admin' );
} );

test( 'the list and a shipped series form, at 1280 and 390 px', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await page.goto( LIST );
	await expect(
		page.getByRole( 'heading', { name: 'Mentoring series', level: 1 } )
	).toBeVisible();
	const finding = page.locator( 'tr', { hasText: 'Finding a Mentor' } );
	await expect( finding ).toContainText( '5 milestones, 25 tasks' );
	await expect( page.locator( '#adminmenu' ) ).toContainText(
		'Mentoring series'
	);
	await screenshot( page, 'mentoring-admin-list-1280' );

	await finding
		.getByRole( 'link', { name: 'Edit Finding a Mentor' } )
		.click();
	await expect(
		page.getByRole( 'heading', { name: 'Edit mentoring series' } )
	).toBeVisible();
	await expect( page.locator( '#prism-mentoring-name' ) ).toHaveValue(
		'Finding a Mentor'
	);
	await expect(
		page.locator( '#prism-milestones > .prism-milestone' )
	).toHaveCount( 5 );
	await expect(
		page.getByRole( 'button', { name: 'Remove milestone 5' } )
	).toBeVisible();
	await screenshot( page, 'mentoring-admin-edit-1280' );

	await page.setViewportSize( { width: 390, height: 844 } );
	await page.reload();
	const width = await page.evaluate(
		() => document.documentElement.scrollWidth
	);
	expect( width ).toBeLessThanOrEqual( 390 );
	await screenshot( page, 'mentoring-admin-edit-390' );
	await page.goto( LIST );
	expect(
		await page.evaluate( () => document.documentElement.scrollWidth )
	).toBeLessThanOrEqual( 390 );
	await screenshot( page, 'mentoring-admin-list-390' );
} );

test( 'a series added through the form is listed, archived and deleted', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await page.goto( LIST );
	await page.getByRole( 'link', { name: 'Add a mentoring series' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Add a mentoring series' } )
	).toBeVisible();

	// A milestone of three tasks is refused, and the form comes back with what was typed.
	await page.locator( '#prism-mentoring-name' ).fill( seriesName );
	await page
		.locator( '#prism-mentoring-shortDescription' )
		.fill( 'From idea to launch in three months.' );
	await page
		.locator( '#prism-mentoring-who' )
		.fill( 'New product managers.\nFounders shipping a first product.' );
	await fillMilestone( page, 0, 'Plan', 3 );
	await page.getByRole( 'button', { name: 'Add series' } ).click();
	await expect( page.locator( '.notice-error' ) ).toContainText(
		'Milestone 1 needs 4 to 5 tasks, each with a name.'
	);
	await expect( page.locator( '#prism-mentoring-name' ) ).toHaveValue(
		seriesName
	);
	await screenshot( page, 'mentoring-admin-refused-1280' );

	await fillMilestone( page, 0, 'Plan', 4 );
	// Add a milestone by keyboard: the focus lands in its name.
	await page.getByRole( 'button', { name: 'Add a milestone' } ).focus();
	await page.keyboard.press( 'Enter' );
	await expect(
		page.locator( '#prism-milestones > .prism-milestone' )
	).toHaveCount( 2 );
	await expect(
		page
			.locator( '#prism-milestones > .prism-milestone' )
			.nth( 1 )
			.getByLabel( 'Milestone name' )
	).toBeFocused();
	await fillMilestone( page, 1, 'Launch', 5 );
	await page.getByRole( 'button', { name: 'Add a milestone' } ).click();
	await fillMilestone( page, 2, 'Not wanted', 5 );
	await page.getByRole( 'button', { name: 'Remove milestone 3' } ).click();
	await expect(
		page.locator( '#prism-milestones > .prism-milestone' )
	).toHaveCount( 2 );
	await expect(
		page.locator( '#prism-milestones .prism-milestone-legend' )
	).toHaveText( [ 'Milestone 1', 'Milestone 2' ] );
	await page.getByRole( 'button', { name: 'Add series' } ).click();

	await expect( page.locator( '.notice-success' ) ).toContainText(
		'was added'
	);
	const row = page.locator( 'tr', { hasText: token } );
	await expect( row ).toContainText( seriesName );
	await expect( row ).toContainText( 'Written here' );
	await expect( row ).toContainText( '2 milestones, 9 tasks' );
	await expect( row ).toContainText( 'Offered' );

	await row.getByRole( 'button', { name: /^Archive/ } ).click();
	await expect( page.locator( '.notice-success' ) ).toContainText(
		'is archived'
	);
	await expect( page.locator( 'tr', { hasText: token } ) ).toContainText(
		'Archived'
	);

	// Delete asks first, naming the series; saying no posts nothing.
	const asked: string[] = [];
	page.once( 'dialog', ( dialog ) => {
		asked.push( dialog.message() );
		return dialog.dismiss();
	} );
	await page
		.locator( 'tr', { hasText: token } )
		.getByRole( 'button', { name: /^Delete/ } )
		.click();
	await expect.poll( () => asked.length ).toBe( 1 );
	expect( asked[ 0 ] ).toContain( token );
	await expect( page.locator( 'tr', { hasText: token } ) ).toHaveCount( 1 );
	await expect( page.locator( '.notice-success' ) ).toContainText(
		'is archived'
	);

	page.once( 'dialog', ( dialog ) => dialog.accept() );
	await page
		.locator( 'tr', { hasText: token } )
		.getByRole( 'button', { name: /^Delete/ } )
		.click();
	await expect( page.locator( '.notice-success' ) ).toContainText(
		'was deleted'
	);
	await expect( page.locator( 'tr', { hasText: token } ) ).toHaveCount( 0 );
} );
