/**
 * The contact list, clicked through as a member would: add, search, filter, categorise, merge, delete and
 * select across pages. Every test makes its own contacts (named with a token unique to the run) and removes
 * them afterwards, so the demo data and its order do not matter.
 */
import { test, expect, type Page } from '@playwright/test';
import { at, islandProps, loginAs, restCall, screenshot } from './helpers';

const LIST = '/prism/contact/';
const SEARCH = 'SEARCH: Name, Email, Company, Phone, Notes';

interface Props {
	wordpressId: number;
	nonce: string;
	formNonce: string;
	links: {
		adminPost: string;
		contactDetail: string;
		googleAuthentication: string;
	};
}

interface ApiContact {
	id: number;
	name: string;
	email: string;
	categoryIds: number[];
}

interface ApiCategory {
	id: number;
	name: string;
	count: number;
}

/** A token unique to this run, in every name the tests make. */
const token = `Zq${ Date.now().toString( 36 ) }`;

/**
 * The contact list island's props.
 *
 * @param page The page.
 */
function propsOf( page: Page ): Promise< Props > {
	return islandProps< Props >( page, 'contacts' );
}

/**
 * Calls a PRISM REST route with the page's nonce, as the page itself does.
 *
 * @param page   The page (its cookies).
 * @param props  Page props (the nonce).
 * @param method HTTP method.
 * @param path   Path under prism/v1/.
 * @param data   JSON body.
 */
function rest< T >(
	page: Page,
	props: Props,
	method: 'GET' | 'POST' | 'DELETE',
	path: string,
	data?: object
): Promise< T > {
	return restCall< T >(
		page,
		props.nonce,
		method,
		`prism/v1/${ path }`,
		data
	);
}

/**
 * Adds contacts through the Add Contact form's endpoint (admin-post.php), as the dialog posts it.
 *
 * @param page     The page.
 * @param props    Page props (the form nonce).
 * @param contacts Fields of each contact.
 */
async function addContacts(
	page: Page,
	props: Props,
	contacts: Array< Record< string, string > >
): Promise< void > {
	for ( const fields of contacts ) {
		const response = await page.request.post( props.links.adminPost, {
			multipart: {
				action: 'request_add_contact',
				_prism_nonce: props.formNonce,
				importSource: 'PRISM',
				...fields,
			},
			maxRedirects: 0,
		} );
		expect( response.status() ).toBeLessThan( 400 );
	}
	// Each post leaves a one-time "Contact added" message; a page load takes it so it does not cover the test.
	await page.request.get( LIST );
}

async function ourContacts(
	page: Page,
	props: Props
): Promise< ApiContact[] > {
	return rest< ApiContact[] >(
		page,
		props,
		'GET',
		`contact-list/${ props.wordpressId }?q=${ token }&per_page=100`
	);
}

async function addCategory(
	page: Page,
	props: Props,
	name: string
): Promise< ApiCategory > {
	const list = await rest< ApiCategory[] >(
		page,
		props,
		'POST',
		'add-category',
		{
			name,
			wordpressId: props.wordpressId,
		}
	);
	const category = list.find( ( c ) => c.name === name );
	expect( category ).toBeDefined();
	return category as ApiCategory;
}

/**
 * Opens the list and returns its props.
 *
 * @param page The page.
 * @param url  List URL.
 */
async function openList( page: Page, url = LIST ): Promise< Props > {
	await page.goto( url );
	await expect( page.getByTestId( 'contacts-page' ) ).toBeVisible();
	return propsOf( page );
}

function rows( page: Page ) {
	return page.getByTestId( 'contact-row' );
}

async function search( page: Page, text: string ) {
	await page.getByPlaceholder( SEARCH ).fill( text );
	await page.getByPlaceholder( SEARCH ).press( 'Enter' );
}

test.beforeEach( async ( { page } ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await loginAs( page, 'alex' );
} );

test.afterEach( async ( { page } ) => {
	const props = await openList( page );
	const ids = await rest< number[] >(
		page,
		props,
		'GET',
		`contact-list-ids/${ props.wordpressId }?q=${ token }`
	);
	if ( ids.length ) {
		await rest( page, props, 'DELETE', 'delete-contact', {
			idList: ids,
			wordpressId: props.wordpressId,
		} );
	}
	const categories = await rest< ApiCategory[] >(
		page,
		props,
		'GET',
		`categories/${ props.wordpressId }`
	);
	for ( const category of categories.filter( ( c ) =>
		c.name.includes( token )
	) ) {
		await rest( page, props, 'DELETE', 'delete-category', {
			id: category.id,
			wordpressId: props.wordpressId,
		} );
	}
} );

test( 'adds a contact through the dialog, keeping typed values when the server refuses an email', async ( {
	page,
} ) => {
	await openList( page );
	await page.getByRole( 'button', { name: 'Add Contact' } ).click();
	let dialog = page.getByRole( 'dialog', { name: 'Add Contact' } );
	await dialog.getByLabel( 'First name' ).fill( 'Quinn' );
	await dialog.getByLabel( 'Last name' ).fill( token );
	await dialog.getByLabel( 'Company' ).fill( 'Harbour Lights' );
	// A browser accepts name@localhost; WordPress wants a dot in the domain.
	await dialog
		.getByLabel( 'Email', { exact: true } )
		.fill( 'quinn@localhost' );
	await dialog.getByRole( 'button', { name: 'Save Contact' } ).click();

	dialog = page.getByRole( 'dialog', { name: 'Add Contact' } );
	await expect( dialog ).toBeVisible();
	await expect(
		dialog.getByText( 'Enter an email address like name@example.com.' )
	).toBeVisible();
	await expect( dialog.getByLabel( 'First name' ) ).toHaveValue( 'Quinn' );
	await expect( dialog.getByLabel( 'Last name' ) ).toHaveValue( token );
	await expect( dialog.getByLabel( 'Company' ) ).toHaveValue(
		'Harbour Lights'
	);
	await expect( dialog.getByLabel( 'Email', { exact: true } ) ).toHaveValue(
		'quinn@localhost'
	);
	await screenshot( page, 'contacts-add-error-1280' );

	await dialog
		.getByLabel( 'Email', { exact: true } )
		.fill( `quinn.${ token }@example.com` );
	await dialog.getByRole( 'button', { name: 'Save Contact' } ).click();
	await expect( page.getByTestId( 'flash' ) ).toContainText(
		`Contact added: Quinn ${ token }`
	);
	await expect(
		page.getByRole( 'dialog', { name: 'Add Contact' } )
	).toBeHidden();

	// Recently Added shows the newest first.
	await page.getByRole( 'button', { name: 'Recently Added' } ).click();
	await expect( page ).toHaveURL( /[?&]sort=recent/ );
	await expect( rows( page ).first() ).toContainText( `Quinn ${ token }` );

	// ?add=1 (the dashboard's Add Contact link) opens the dialog on load.
	await page.goto( `${ LIST }?add=1` );
	await expect(
		page.getByRole( 'dialog', { name: 'Add Contact' } )
	).toBeVisible();
	await expect( page ).not.toHaveURL( /add=1/ );
} );

test( 'finds a contact by search, with the search in the URL and back/forward', async ( {
	page,
} ) => {
	let props = await openList( page );
	await addContacts( page, props, [
		{
			firstName: 'Rowan',
			lastName: token,
			company: 'Lumen Labs',
			phoneOne: '555 010 7788',
		},
	] );
	props = await openList( page );
	const before = await page.getByTestId( 'range-label' ).textContent();

	// Typing searches after a pause, without pressing Enter.
	await page.getByPlaceholder( SEARCH ).fill( token.toUpperCase() );
	await expect( rows( page ) ).toHaveCount( 1 );
	await expect( rows( page ).first() ).toContainText( `Rowan ${ token }` );
	await expect( page.getByTestId( 'range-label' ) ).toHaveText( '1-1 of 1' );
	await expect( page ).toHaveURL(
		new RegExp( `[?&]q=${ token.toUpperCase() }` )
	);
	const link = rows( page )
		.first()
		.getByRole( 'link', { name: `Rowan ${ token }` } );
	const contact = at( await ourContacts( page, props ), 0 );
	await expect( link ).toHaveAttribute(
		'href',
		new RegExp(
			`/prism/contact-detail/Rowan${ token }/${ contact.id }/\\?contactId=${ contact.id }$`
		)
	);

	// Phone digits and company are searched too; Enter applies at once.
	await search( page, 'lumen labs' );
	await expect( rows( page ).filter( { hasText: token } ) ).toHaveCount( 1 );

	await page.goBack();
	await expect( page.getByPlaceholder( SEARCH ) ).toHaveValue(
		token.toUpperCase()
	);
	await page.goBack();
	await expect( page.getByPlaceholder( SEARCH ) ).toHaveValue( '' );
	await expect( page.getByTestId( 'range-label' ) ).toHaveText(
		before ?? ''
	);
} );

test( 'pre-applies a category from ?c= and toggles filters in the URL', async ( {
	page,
} ) => {
	let props = await openList( page );
	await addContacts( page, props, [
		{ firstName: 'Sol', lastName: token },
		{ firstName: 'Tam', lastName: token },
	] );
	props = await openList( page );
	const sol = at(
		( await ourContacts( page, props ) ).filter( ( c ) =>
			c.name.startsWith( 'Sol' )
		),
		0
	);
	const category = await addCategory( page, props, `Crew ${ token }` );
	await rest( page, props, 'POST', 'apply-categories', {
		categories: { [ category.id ]: 1 },
		contacts: [ sol.id ],
		wordpressId: props.wordpressId,
	} );

	await page.goto( `${ LIST }?c=${ encodeURIComponent( category.name ) }` );
	await expect( rows( page ) ).toHaveCount( 1 );
	await expect( rows( page ).first() ).toContainText( `Sol ${ token }` );
	await expect(
		page.getByRole( 'button', { name: `${ category.name }, 1` } )
	).toHaveAttribute( 'aria-pressed', 'true' );
	await expect( page.getByTestId( 'active-filters' ) ).toContainText(
		`Category: ${ category.name }`
	);
	await screenshot( page, 'contacts-category-filter-1280' );

	// Filters AND together: a process filter narrows the category further; back undoes it.
	await page.getByRole( 'button', { name: /^Active, \d+$/ } ).click();
	await expect( page ).toHaveURL( /networkingProcess=Active/ );
	await expect( page.getByTestId( 'empty-filtered' ) ).toBeVisible();
	await page.goBack();
	await expect( page ).not.toHaveURL( /networkingProcess/ );
	await expect( rows( page ) ).toHaveCount( 1 );

	// Clicking the category again turns it off.
	await page.getByRole( 'button', { name: `${ category.name }, 1` } ).click();
	await expect( page ).not.toHaveURL( /[?&]c=/ );
	await expect( page.getByTestId( 'active-filters' ) ).toBeHidden();
} );

test( 'applies categories to three selected contacts with the tri-state boxes', async ( {
	page,
} ) => {
	let props = await openList( page );
	await addContacts( page, props, [
		{ firstName: 'Uma', lastName: token },
		{ firstName: 'Vic', lastName: token },
		{ firstName: 'Wes', lastName: token },
	] );
	props = await openList( page );
	const contacts = await ourContacts( page, props );
	const club = await addCategory( page, props, `Club ${ token }` );
	const board = await addCategory( page, props, `Board ${ token }` );
	const uma = contacts.find( ( c ) =>
		c.name.startsWith( 'Uma' )
	) as ApiContact;
	await rest( page, props, 'POST', 'apply-categories', {
		categories: { [ board.id ]: 1 },
		contacts: [ uma.id ],
		wordpressId: props.wordpressId,
	} );
	await page.reload();

	await search( page, token );
	await expect( rows( page ) ).toHaveCount( 3 );
	for ( const name of [ 'Uma', 'Vic', 'Wes' ] ) {
		await page
			.getByRole( 'checkbox', { name: `Select ${ name } ${ token }` } )
			.check();
	}
	await expect( page.getByTestId( 'bulk-count' ) ).toContainText(
		'3 selected'
	);
	await page.getByRole( 'button', { name: 'Manage Categories' } ).click();

	const dialog = page.getByRole( 'dialog', { name: 'Manage Categories' } );
	const clubBox = dialog.getByRole( 'checkbox', { name: club.name } );
	const boardBox = dialog.getByRole( 'checkbox', { name: board.name } );
	await expect( clubBox ).not.toBeChecked();
	await expect( boardBox ).toHaveAttribute( 'aria-checked', 'mixed' );

	await clubBox.click();
	await expect( clubBox ).toBeChecked();
	// An indeterminate box cycles checked → unchecked → back to "leave as it is".
	await boardBox.click();
	await expect( boardBox ).toBeChecked();
	await boardBox.click();
	await expect( boardBox ).not.toBeChecked();
	await boardBox.click();
	await expect( boardBox ).toHaveAttribute( 'aria-checked', 'mixed' );

	// A category made in the dialog starts checked, to be applied.
	await dialog.getByLabel( 'New category' ).fill( `Fresh ${ token }` );
	await dialog.getByRole( 'button', { name: 'Add', exact: true } ).click();
	await expect(
		dialog.getByRole( 'checkbox', { name: `Fresh ${ token }` } )
	).toBeChecked();
	await screenshot( page, 'contacts-manage-categories-1280' );

	await dialog.getByRole( 'button', { name: 'Apply' } ).click();
	await expect( dialog ).toBeHidden();
	await expect( page.getByTestId( 'notice' ) ).toContainText(
		'Categories updated for 3 contacts'
	);
	await expect( page.getByTestId( 'bulk-count' ) ).toContainText(
		'None selected'
	);

	const categories = await rest< ApiCategory[] >(
		page,
		props,
		'GET',
		`categories/${ props.wordpressId }`
	);
	const fresh = categories.find(
		( c ) => c.name === `Fresh ${ token }`
	) as ApiCategory;
	for ( const contact of await ourContacts( page, props ) ) {
		expect( contact.categoryIds ).toContain( club.id );
		expect( contact.categoryIds ).toContain( fresh.id );
		expect( contact.categoryIds.includes( board.id ) ).toBe(
			contact.id === uma.id
		);
	}
	await expect(
		rows( page )
			.filter( { hasText: 'Uma' } )
			.getByTestId( 'row-categories' )
	).toContainText( 'Board' );
} );

test( 'merges two selected contacts, keeping both contacts’ notes on the survivor', async ( {
	page,
} ) => {
	let props = await openList( page );
	await addContacts( page, props, [
		{
			firstName: 'Ada',
			lastName: token,
			emailOne: `ada.${ token }@example.com`,
		},
		{
			firstName: 'Bea',
			lastName: token,
			emailOne: `bea.${ token }@example.com`,
			company: 'Ferry Co',
		},
	] );
	props = await openList( page );
	const contacts = await ourContacts( page, props );
	const ada = contacts.find( ( c ) =>
		c.name.startsWith( 'Ada' )
	) as ApiContact;
	const bea = contacts.find( ( c ) =>
		c.name.startsWith( 'Bea' )
	) as ApiContact;
	for ( const [ contact, note ] of [
		[ ada, `Met Ada at the ${ token } meetup` ],
		[ bea, `Bea likes sailing ${ token }` ],
	] as const ) {
		await rest( page, props, 'POST', 'create-note', {
			contactId: contact.id,
			wordpressId: props.wordpressId,
			note,
			stageId: null,
		} );
	}

	await search( page, token );
	await expect( rows( page ) ).toHaveCount( 2 );

	// One selected is not enough.
	await page
		.getByRole( 'checkbox', { name: `Select Bea ${ token }` } )
		.check();
	await page.getByRole( 'button', { name: 'Merge', exact: true } ).click();
	const alert = page.getByRole( 'alertdialog' );
	await expect( alert ).toContainText(
		'Please select 2, and only 2 contacts to merge.'
	);
	await alert.getByRole( 'button', { name: 'OK' } ).click();
	await expect( alert ).toBeHidden();

	// Picked Bea first, but Ada comes first in the list, so Ada survives.
	await page
		.getByRole( 'checkbox', { name: `Select Ada ${ token }` } )
		.check();
	await page.getByRole( 'button', { name: 'Merge', exact: true } ).click();
	const confirm = page.getByRole( 'alertdialog', { name: 'Merge contacts' } );
	await expect( confirm ).toContainText(
		'Are you sure you want to merge the selected contacts?'
	);
	await expect( confirm ).toContainText( 'Merging cannot be undone.' );
	await expect( confirm ).toContainText( `Ada ${ token } will be kept` );
	const zIndex = await confirm.evaluate(
		( element ) =>
			getComputedStyle( element.closest( '.MuiDialog-root' ) as Element )
				.zIndex
	);
	// The spec's 26000 at least (PRISM lifts dialogs above the admin bar, which is higher still).
	expect( Number( zIndex ) ).toBeGreaterThanOrEqual( 26000 );
	await screenshot( page, 'contacts-merge-confirm-1280' );
	await confirm.getByRole( 'button', { name: 'Merge' } ).click();

	await expect( page.getByTestId( 'notice' ) ).toContainText(
		`Merged Bea ${ token } into Ada ${ token }`
	);
	await expect( rows( page ) ).toHaveCount( 1 );
	await expect( rows( page ).first() ).toContainText( `Ada ${ token }` );

	const notes = await rest< Array< { note: string } > >(
		page,
		props,
		'GET',
		`notes/${ ada.id }`
	);
	const texts = notes.map( ( n ) => n.note ).join( '\n' );
	expect( texts ).toContain( `Met Ada at the ${ token } meetup` );
	expect( texts ).toContain( `Bea likes sailing ${ token }` );
	const survivor = await rest< { email: string; emailTwo: string } >(
		page,
		props,
		'GET',
		`contact-detail/${ ada.id }`
	);
	// Addresses are stored exactly as typed.
	expect( [ survivor.email, survivor.emailTwo ] ).toEqual( [
		`ada.${ token }@example.com`,
		`bea.${ token }@example.com`,
	] );
} );

test( 'deletes selected contacts after the confirm', async ( { page } ) => {
	let props = await openList( page );
	await addContacts( page, props, [
		{ firstName: 'Cal', lastName: token },
		{ firstName: 'Dee', lastName: token },
		{ firstName: 'Eli', lastName: token },
	] );
	props = await openList( page );
	await search( page, token );
	await expect( rows( page ) ).toHaveCount( 3 );

	const alert = page.getByRole( 'alertdialog' );
	await page.getByRole( 'button', { name: 'Delete', exact: true } ).click();
	await expect( alert ).toContainText( 'Select some contacts to delete.' );
	await page.keyboard.press( 'Enter' );
	await expect( alert ).toBeHidden();
	await page.getByRole( 'button', { name: 'Email', exact: true } ).click();
	await expect( alert ).toContainText( 'Select some contacts first.' );
	await alert.getByRole( 'button', { name: 'OK' } ).click();

	await page
		.getByRole( 'checkbox', { name: `Select Cal ${ token }` } )
		.check();
	await page
		.getByRole( 'checkbox', { name: `Select Dee ${ token }` } )
		.check();
	await page.getByRole( 'button', { name: 'Delete', exact: true } ).click();
	const confirm = page.getByRole( 'alertdialog', {
		name: 'Delete contacts',
	} );
	await expect( confirm ).toContainText(
		'Are you sure you want to delete the selected contacts?'
	);
	// Cancel keeps them.
	await confirm.getByRole( 'button', { name: 'Cancel' } ).click();
	await expect( confirm ).toBeHidden();
	await expect( rows( page ) ).toHaveCount( 3 );

	await page.getByRole( 'button', { name: 'Delete', exact: true } ).click();
	await confirm.getByRole( 'button', { name: 'Delete' } ).click();
	await expect( page.getByTestId( 'notice' ) ).toContainText(
		'Deleted 2 contacts.'
	);
	await expect( rows( page ) ).toHaveCount( 1 );
	await expect( rows( page ).first() ).toContainText( `Eli ${ token }` );
	expect(
		( await ourContacts( page, props ) ).map( ( c ) => c.name )
	).toEqual( [ `Eli ${ token }` ] );
} );

test( 'select-all selects every contact the filter matches, across pages', async ( {
	page,
} ) => {
	let props = await openList( page );
	const names = [
		'Ann',
		'Ben',
		'Cat',
		'Dan',
		'Eve',
		'Fay',
		'Gus',
		'Hal',
		'Ida',
		'Jon',
		'Kim',
		'Lou',
	];
	await addContacts(
		page,
		props,
		names.map( ( first, i ) => ( {
			firstName: first,
			lastName: token,
			// Lou has no email: Email selected skips her.
			emailOne:
				i < 11 ? `${ first.toLowerCase() }.${ token }@example.com` : '',
		} ) )
	);
	props = await openList( page );
	await search( page, token );
	await expect( page.getByTestId( 'range-label' ) ).toHaveText(
		'1-10 of 12'
	);
	await expect( page.getByTestId( 'selected-count' ) ).toHaveText(
		'Select all 12'
	);

	await page
		.getByRole( 'checkbox', {
			name: 'Select all contacts that match the filters',
		} )
		.click();
	await expect( page.getByTestId( 'selected-count' ) ).toHaveText(
		'All 12 selected'
	);
	await expect( page.getByTestId( 'bulk-count' ) ).toContainText(
		'12 selected'
	);
	await screenshot( page, 'contacts-select-all-1280' );

	await page.getByRole( 'button', { name: 'Next page' } ).click();
	await expect( page.getByTestId( 'range-label' ) ).toHaveText(
		'11-12 of 12'
	);
	await expect( page ).toHaveURL( /[?&]pg=2/ );
	await expect(
		page.getByRole( 'checkbox', { name: `Select Kim ${ token }` } )
	).toBeChecked();
	await expect(
		page.getByRole( 'checkbox', { name: `Select Lou ${ token }` } )
	).toBeChecked();

	// Unselecting one row leaves 11 of 12; the header box reads "mixed".
	await page
		.getByRole( 'checkbox', { name: `Select Lou ${ token }` } )
		.uncheck();
	await expect( page.getByTestId( 'selected-count' ) ).toHaveText(
		'11 of 12 selected'
	);
	await page
		.getByRole( 'checkbox', { name: `Select Lou ${ token }` } )
		.check();

	await page.getByRole( 'button', { name: 'Email', exact: true } ).click();
	const mail = page.getByRole( 'dialog', {
		name: 'Email selected contacts',
	} );
	await expect( mail ).toContainText( '11 addresses' );
	await expect( mail ).toContainText(
		'1 selected contact has no email and is skipped'
	);
	const href =
		( await mail.getByTestId( 'mailto-link' ).getAttribute( 'href' ) ) ??
		'';
	expect( href.startsWith( 'mailto:' ) ).toBe( true );
	expect( href.slice( 'mailto:'.length ).split( ';' ).sort() ).toEqual(
		names
			.slice( 0, 11 )
			.map(
				( first ) => `${ first.toLowerCase() }.${ token }@example.com`
			)
			.sort()
	);
	await mail.getByRole( 'button', { name: 'Close' } ).click();

	// A different list clears the selection.
	await page
		.getByRole( 'button', { name: 'Sorted by name, A to Z. Sort Z to A' } )
		.click();
	await expect( page.getByTestId( 'bulk-count' ) ).toContainText(
		'None selected'
	);
	await expect( page.getByTestId( 'range-label' ) ).toHaveText(
		'1-10 of 12'
	);
	await expect( rows( page ).first() ).toContainText( `Lou ${ token }` );
} );

test( 'import dialog: each tab with its own fields, by keyboard too', async ( {
	page,
} ) => {
	const props = await openList( page );
	await page.getByRole( 'button', { name: 'Import Contacts' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Import Contacts' } );
	await expect( dialog.getByRole( 'tab' ) ).toHaveText( [
		'Google',
		'iCloud',
		'Upload CSV',
	] );
	await expect(
		dialog.getByRole( 'link', {
			name: 'More help with exporting from Google',
		} )
	).toHaveAttribute( 'href', props.links.googleAuthentication );
	await expect(
		dialog.getByLabel( 'Your Google Contacts file' )
	).toBeEnabled();
	await dialog.getByRole( 'tab', { name: 'iCloud' } ).click();
	await expect( dialog.getByRole( 'tabpanel' ) ).toContainText(
		'app-specific password'
	);
	await expect(
		dialog.getByLabel( 'App-specific password', { exact: true } )
	).toBeEnabled();
	await dialog.getByRole( 'tab', { name: 'Upload CSV' } ).press( 'Enter' );
	await expect( dialog.getByRole( 'tabpanel' ) ).toContainText(
		'Connections.csv'
	);
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
} );

test( 'works on a 390px phone: stacked cards and the menu in a drawer', async ( {
	page,
} ) => {
	let props = await openList( page );
	await addContacts( page, props, [
		{
			firstName: 'Mo',
			lastName: token,
			emailOne: `mo.${ token }@example.com`,
			phoneOne: '555 0100',
		},
		{ firstName: 'Ned', lastName: token, company: 'Pier Studio' },
	] );
	await page.setViewportSize( { width: 390, height: 844 } );
	props = await openList( page );
	await screenshot( page, 'contacts-list-390' );

	await search( page, token );
	await expect( rows( page ) ).toHaveCount( 2 );
	await expect( page.locator( 'table' ) ).toHaveCount( 0 );
	await page
		.getByRole( 'checkbox', { name: `Select Mo ${ token }` } )
		.check();
	await screenshot( page, 'contacts-search-390' );

	await page.getByRole( 'button', { name: /^Menu and filters/ } ).click();
	const drawer = page.getByRole( 'navigation', { name: 'Contacts menu' } );
	await expect( drawer ).toBeVisible();
	// Fully slid in, above the admin bar.
	await expect(
		page.getByRole( 'button', { name: 'Close menu' } )
	).toBeInViewport( {
		ratio: 1,
	} );
	await page.waitForTimeout( 400 );
	await screenshot( page, 'contacts-menu-390' );
	await drawer.getByRole( 'button', { name: /^Inactive, \d+$/ } ).click();
	await expect( page ).toHaveURL( /networkingProcess=Inactive/ );
	await page.getByRole( 'button', { name: /^Show \d+ contacts?$/ } ).click();
	await expect( drawer ).toBeHidden();
	await expect( rows( page ) ).toHaveCount( 2 );
	await expect(
		page.getByRole( 'button', { name: 'Menu and filters, 2 in use' } )
	).toBeVisible();
} );

test( 'keyboard: the list is reachable and operable without a mouse', async ( {
	page,
} ) => {
	let props = await openList( page );
	await addContacts( page, props, [ { firstName: 'Kit', lastName: token } ] );
	props = await openList( page );
	await page.getByPlaceholder( SEARCH ).focus();
	await page.keyboard.type( token );
	await page.keyboard.press( 'Enter' );
	await expect( rows( page ) ).toHaveCount( 1 );
	const box = page.getByRole( 'checkbox', { name: `Select Kit ${ token }` } );
	await box.focus();
	await page.keyboard.press( 'Space' );
	await expect( box ).toBeChecked();
	await page.getByRole( 'button', { name: 'Merge', exact: true } ).focus();
	await page.keyboard.press( 'Enter' );
	await expect( page.getByRole( 'alertdialog' ) ).toContainText(
		'Please select 2, and only 2 contacts to merge.'
	);
	await expect( page.getByRole( 'button', { name: 'OK' } ) ).toBeFocused();
	await page.keyboard.press( 'Escape' );
	await expect( page.getByRole( 'alertdialog' ) ).toBeHidden();
	expect( props.wordpressId ).toBeGreaterThan( 0 );
} );

test( 'adds, renames and deletes categories from the menu', async ( {
	page,
} ) => {
	let props = await openList( page );
	await addContacts( page, props, [ { firstName: 'Ola', lastName: token } ] );
	props = await openList( page );
	const taken = await addCategory( page, props, `Taken ${ token }` );
	await page.reload();

	await page.getByRole( 'button', { name: 'Add category' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Add category' } );
	const add = dialog.getByRole( 'button', { name: 'Add', exact: true } );
	// An empty name is not submitted.
	await dialog.getByLabel( 'Category name' ).fill( '   ' );
	await expect( add ).toBeDisabled();
	// The server's refusal of a name in use shows, with the typed name kept.
	await dialog.getByLabel( 'Category name' ).fill( taken.name );
	await add.click();
	await expect( dialog ).toContainText( 'You already have a category named' );
	await expect( dialog.getByLabel( 'Category name' ) ).toHaveValue(
		taken.name
	);
	await dialog.getByLabel( 'Category name' ).fill( `Pals ${ token }` );
	await dialog.getByLabel( 'Category name' ).press( 'Enter' );
	await expect( dialog ).toBeHidden();
	const pals = page.getByRole( 'button', { name: `Pals ${ token }, 0` } );
	await expect( pals ).toBeVisible();

	// Filter on it, then rename it: the filter follows the new name.
	await pals.click();
	await expect( page.getByTestId( 'empty-filtered' ) ).toBeVisible();
	await page
		.getByRole( 'button', {
			name: `Edit or delete category Pals ${ token }`,
		} )
		.click();
	await page.getByRole( 'menuitem', { name: 'Rename' } ).click();
	const rename = page.getByRole( 'dialog', { name: 'Rename category' } );
	await expect( rename.getByLabel( 'Category name' ) ).toHaveValue(
		`Pals ${ token }`
	);
	await rename.getByLabel( 'Category name' ).fill( `Friends ${ token }` );
	await rename.getByRole( 'button', { name: 'Save' } ).click();
	await expect( rename ).toBeHidden();
	await expect( page ).toHaveURL(
		new RegExp( `[?&]c=Friends\\+${ token }` )
	);
	await expect(
		page.getByRole( 'button', { name: `Friends ${ token }, 0` } )
	).toHaveAttribute( 'aria-pressed', 'true' );
	await screenshot( page, 'contacts-no-matches-1280' );

	// Delete asks first; the filter on it goes too.
	await page
		.getByRole( 'button', {
			name: `Edit or delete category Friends ${ token }`,
		} )
		.click();
	await page.getByRole( 'menuitem', { name: 'Delete' } ).click();
	const confirm = page.getByRole( 'alertdialog', {
		name: 'Delete category',
	} );
	await expect( confirm ).toContainText(
		'Are you sure you want to delete this category?'
	);
	await confirm.getByRole( 'button', { name: 'Delete' } ).click();
	await expect( confirm ).toBeHidden();
	await expect(
		page.getByRole( 'button', { name: `Friends ${ token }, 0` } )
	).toHaveCount( 0 );
	await expect( page ).not.toHaveURL( /[?&]c=/ );

	// All Contacts clears every filter, the search and the sort.
	await search( page, token );
	await page
		.getByRole( 'button', { name: 'Sorted by name, A to Z. Sort Z to A' } )
		.click();
	await page.getByRole( 'button', { name: /^Inactive, \d+$/ } ).click();
	await expect( rows( page ) ).toHaveCount( 1 );
	await page.getByRole( 'button', { name: 'All Contacts' } ).click();
	await expect( page ).toHaveURL( /\/prism\/contact\/$/ );
	await expect( page.getByPlaceholder( SEARCH ) ).toHaveValue( '' );
	await expect( page.getByTestId( 'active-filters' ) ).toBeHidden();
	await expect( page.getByTestId( 'sort-toggle' ) ).toHaveText( 'Name A–Z' );
} );

test( 'a member without contacts is shown where to start', async ( {
	page,
} ) => {
	// The site's admin keeps no contacts in the demo; if a site has some, the test says so instead of failing.
	await page.context().clearCookies();
	await loginAs( page, 'admin' );
	await page.goto( LIST );
	const props = await propsOf( page );
	const all = await rest< ApiContact[] >(
		page,
		props,
		'GET',
		`contacts/${ props.wordpressId }`
	);
	test.skip( all.length > 0, 'admin has contacts on this site' );
	await expect( page.getByTestId( 'empty-all' ) ).toContainText(
		'You have no contacts yet'
	);
	await expect(
		page
			.getByTestId( 'empty-all' )
			.getByRole( 'button', { name: 'Import Contacts' } )
	).toBeVisible();
	await screenshot( page, 'contacts-empty-1280' );
	await page
		.getByTestId( 'empty-all' )
		.getByRole( 'button', { name: 'Add Contact' } )
		.click();
	await expect(
		page.getByRole( 'dialog', { name: 'Add Contact' } )
	).toBeVisible();
} );

test( 'a failed load says what went wrong and offers Retry', async ( {
	page,
} ) => {
	let failing = true;
	await page.route( '**/wp-json/prism/v1/contact-list/**', ( route ) =>
		failing
			? route.fulfill( {
					status: 500,
					contentType: 'application/json',
					body: JSON.stringify( {
						code: 'prism_failed',
						message: 'The database is busy.',
						data: { status: 500 },
					} ),
				} )
			: route.continue()
	);
	// A search: the plain list's first page comes with the page itself (no request that could fail); any other
	// list is asked for, and its failure is what a member sees.
	await page.goto( `${ LIST }?q=a` );
	const alert = page
		.getByRole( 'alert' )
		.filter( { hasText: 'We could not load your contacts.' } );
	await expect( alert ).toContainText( 'The database is busy.' );
	await screenshot( page, 'contacts-load-error-1280' );
	failing = false;
	await alert.getByRole( 'button', { name: 'Retry' } ).click();
	await expect( alert ).toBeHidden();
	await expect( rows( page ).first() ).toBeVisible();
} );
