/**
 * Contact photos (issue 30, part 4) as a member uses them: on a contact's page the photo is a button whose menu
 * uploads a photo through the file chooser (a 2400 px JPEG made in the page: scaled to 2000 px in the browser before
 * it is sent), shows it in a dialog first, and puts it on the card without a reload (the image really loaded); the
 * contact list shows its small square before the name, the contacts without one a circle with their initials; a
 * text file named .jpg is refused with the server's sentence while the dialog stays open, and another photo then
 * saves; Remove photo asks first (Cancel keeps it). The merge screen shows both contacts' photos and says which one
 * is kept (the larger image's, whoever stays), and the merge keeps it. The menu and the dialog work by keyboard
 * alone; on a 390 px touch screen the menu offers the camera too, and nothing scrolls sideways; the classic theme
 * (Twenty Twenty-One) shows the same. Screenshots at 1280 and 390 px in both themes go to
 * artifacts/screenshots/photos-*.png.
 *
 * The tests make their own contacts (the Add Contact form post), named with a token unique to the run, and delete
 * them afterwards (their photos go with them).
 */
import path from 'path';
import {
	test,
	expect,
	type Browser,
	type BrowserContext,
	type FileChooser,
	type Locator,
	type Page,
} from '@playwright/test';
import {
	SCREENSHOT_DIR,
	addContactByForm,
	islandProps,
	loginAs,
	restCall,
	screenshot,
} from './helpers';
import { THEMES, installThemeSwitch, showInTheme } from './support/themes';

/** A token of letters only (the duplicate finder compares names without digits), unique to this run. */
const token = Date.now()
	.toString( 36 )
	.replace( /\d/g, ( d ) => 'qwrtypsdfg'.charAt( Number( d ) ) );
const surname = `Pix${ token }`;
/** A London drama number (020 7946 0xxx, never assigned), different each run: the merge pair shares it. */
const digits = String( Date.now() % 1000 ).padStart( 3, '0' );

interface Person {
	first: string;
	name: string;
	id: number;
}

const person = ( first: string ): Person => ( {
	first,
	name: `${ first } ${ surname }`,
	id: 0,
} );

/** Whose page most of the tests are on. */
const ann = person( 'Ann' );
/** A contact without a photo, beside Ann in the list. */
const cleo = person( 'Cleo' );
/** The merge pair: Robert is added first (the older, so the one that stays), with the smaller photo. */
const robert = person( 'Robert' );
const bob = person( 'Bob' );

interface Photo {
	version: string;
	width: number;
	height: number;
	sourceWidth: number;
	sourceHeight: number;
	origin: string;
}

interface Props {
	wordpressId: number;
	nonce: string;
}

const REFUSED =
	'This file is not a photo PRISM can read: send a JPEG, PNG, GIF or WebP image.';

/**
 * A contact's page.
 *
 * @param who The contact.
 */
const detailPath = ( who: Person ) =>
	`/prism/contact-detail/${ who.first }${ surname }/${ who.id }/?contactId=${ who.id }`;

/**
 * An image drawn in the page (a gradient and a head and shoulders), as a file's bytes.
 *
 * @param page   A page of the site.
 * @param width  Its width in pixels.
 * @param height Its height.
 * @param type   image/jpeg or image/png.
 * @param hue    Its colour.
 */
async function drawImage(
	page: Page,
	width: number,
	height: number,
	type: 'image/jpeg' | 'image/png' = 'image/jpeg',
	hue = 210
): Promise< Buffer > {
	const url = await page.evaluate(
		( args ) => {
			const canvas = document.createElement( 'canvas' );
			canvas.width = args.width;
			canvas.height = args.height;
			const context = canvas.getContext(
				'2d'
			) as CanvasRenderingContext2D;
			const fill = context.createLinearGradient(
				0,
				0,
				args.width,
				args.height
			);
			fill.addColorStop( 0, `hsl(${ args.hue }, 65%, 72%)` );
			fill.addColorStop( 1, `hsl(${ args.hue + 50 }, 60%, 34%)` );
			context.fillStyle = fill;
			context.fillRect( 0, 0, args.width, args.height );
			const side = Math.min( args.width, args.height );
			context.fillStyle = `hsl(${ args.hue + 180 }, 35%, 88%)`;
			context.beginPath();
			context.arc( args.width / 2, args.height * 0.4, side * 0.2, 0, 7 );
			context.fill();
			context.beginPath();
			context.ellipse(
				args.width / 2,
				args.height * 0.98,
				side * 0.36,
				side * 0.3,
				0,
				0,
				7
			);
			context.fill();
			return canvas.toDataURL( args.type, 0.92 );
		},
		{ width, height, type, hue }
	);
	return Buffer.from( url.split( ',' )[ 1 ] ?? '', 'base64' );
}

/**
 * The island's props of the page open (the member, the REST nonce).
 *
 * @param page The page, on a PRISM page.
 */
const propsOf = ( page: Page ) => islandProps< Props >( page );

/**
 * A contact as the server answers it now.
 *
 * @param page The page, on a PRISM page.
 * @param who  The contact.
 */
async function contactNow(
	page: Page,
	who: Person
): Promise< { photo: Photo | null } > {
	const props = await propsOf( page );
	return restCall(
		page,
		props.nonce,
		'GET',
		`prism/v1/contact-detail/${ who.id }`
	);
}

/**
 * Stores a photo on a contact through the REST API, as the page's upload does.
 *
 * @param page  The page, on a PRISM page.
 * @param who   The contact.
 * @param image The image's bytes (a JPEG).
 */
async function uploadByApi( page: Page, who: Person, image: Buffer ) {
	const props = await propsOf( page );
	const response = await page.request.post(
		`/wp-json/prism/v1/photos/${ who.id }`,
		{
			headers: { 'X-WP-Nonce': props.nonce },
			multipart: {
				photo: {
					name: 'photo.jpg',
					mimeType: 'image/jpeg',
					buffer: image,
				},
			},
		}
	);
	expect( response.status(), await response.text() ).toBe( 200 );
}

/**
 * Fails unless an `<img>` has loaded its image (it is complete and has pixels).
 *
 * @param image The image.
 */
async function expectLoaded( image: Locator ) {
	await expect( image ).toBeVisible();
	await expect
		.poll( () =>
			image.evaluate( ( element ) =>
				( element as HTMLImageElement ).complete
					? ( element as HTMLImageElement ).naturalWidth
					: 0
			)
		)
		.toBeGreaterThan( 0 );
}

/**
 * Opens a contact's page and answers its card, once the contact has loaded.
 *
 * @param page The page.
 * @param who  The contact.
 */
async function openCard( page: Page, who: Person ): Promise< Locator > {
	await page.goto( detailPath( who ) );
	await expect( page.getByTestId( 'contact-name' ) ).toHaveText( who.name );
	return page.getByTestId( 'contact-card' );
}

/**
 * Opens the photo's menu by a click.
 *
 * @param page The page.
 */
async function openMenu( page: Page ): Promise< Locator > {
	await page.getByTestId( 'photo-button' ).click();
	const menu = photoMenu( page );
	await expect( menu ).toBeVisible();
	return menu;
}

/**
 * The photo's menu (not the admin bar's).
 *
 * @param page The page.
 */
const photoMenu = ( page: Page ) =>
	page.getByTestId( 'photo-menu' ).getByRole( 'menu' );

/**
 * Chooses a menu item that opens the file chooser, and gives it a file.
 *
 * @param page          The page.
 * @param item          The item (Upload a photo…, or the dialog's Choose another photo…).
 * @param file          The file.
 * @param file.name     Its name.
 * @param file.mimeType Its type.
 * @param file.buffer   Its bytes.
 */
async function chooseFile(
	page: Page,
	item: Locator,
	file: { name: string; mimeType: string; buffer: Buffer }
) {
	const [ chooser ] = await Promise.all( [
		page.waitForEvent( 'filechooser' ),
		item.click(),
	] );
	expect( chooser.isMultiple() ).toBe( false );
	await chooser.setFiles( file );
}

/**
 * Presses a key that opens the file chooser, and answers the chooser.
 *
 * @param page The page.
 * @param key  The key.
 */
async function pressForChooser(
	page: Page,
	key: string
): Promise< FileChooser > {
	const chooser = page.waitForEvent( 'filechooser' );
	// A round trip, so the browser intercepts the chooser before the key (a key is quicker than a click).
	await page.evaluate( () => 0 );
	await page.keyboard.press( key );
	return chooser;
}

/**
 * A screenshot once dialogs and menus have faded in: the whole page, or the screen as it is while a dialog or a
 * menu is open.
 *
 * @param page The page.
 * @param name File name, without extension.
 */
async function shot( page: Page, name: string ): Promise< void > {
	await page.waitForFunction( () =>
		Array.from(
			document.querySelectorAll(
				'.MuiDialog-container, .MuiPopover-paper, .MuiBackdrop-root, .MuiSnackbar-root > *'
			)
		).every( ( element ) => {
			const style = getComputedStyle( element );
			return style.opacity === '1' || style.visibility === 'hidden';
		} )
	);
	if (
		await page
			.getByRole( 'dialog' )
			.or( page.getByRole( 'alertdialog' ) )
			.or( page.getByTestId( 'photo-menu' ) )
			.count()
	) {
		await page.screenshot( {
			path: path.join( SCREENSHOT_DIR, `${ name }.png` ),
		} );
	} else {
		await screenshot( page, name );
	}
}

/**
 * Fails unless the page fits its width (nothing to scroll sideways).
 *
 * @param page  The page.
 * @param width The viewport's width.
 * @param what  What is checked, for the message.
 */
async function expectFits( page: Page, width: number, what: string ) {
	const scrollWidth = await page.evaluate(
		() => document.documentElement.scrollWidth
	);
	expect( scrollWidth, `${ what } scrolls sideways` ).toBeLessThanOrEqual(
		width
	);
}

/**
 * Presses Tab until the element has the focus; fails, naming where the focus went, when it is not reached.
 *
 * @param page   The page.
 * @param target The element to reach.
 * @param most   The most presses allowed.
 */
async function tabTo(
	page: Page,
	target: Locator,
	most = 40
): Promise< void > {
	const visited: string[] = [];
	for ( let presses = 1; presses <= most; presses++ ) {
		await page.keyboard.press( 'Tab' );
		if (
			await target.evaluate(
				( el ) => el === el.ownerDocument.activeElement
			)
		) {
			return;
		}
		visited.push(
			await page.locator( 'body' ).evaluate( ( body ) => {
				const el = body.ownerDocument.activeElement;
				return el
					? `${ el.tagName.toLowerCase() } "${ (
							el.getAttribute( 'aria-label' ) ??
							el.textContent ??
							''
						)
							.trim()
							.slice( 0, 30 ) }"`
					: 'body';
			} )
		);
	}
	throw new Error(
		`not reached in ${ most } presses; the focus went to: ${ visited.join( ' → ' ) }`
	);
}

/**
 * The merge screen showing this run's pair (chosen from the list of suggestions when it is not the first).
 *
 * @param page The page.
 */
async function openPair( page: Page ): Promise< Locator > {
	await page.goto( '/prism/merge/' );
	const section = page.getByTestId( 'merge-pair' );
	await expect(
		section.or( page.getByTestId( 'merge-caught-up' ) )
	).toBeVisible();
	if ( ! ( await section.getByText( robert.name ).count() ) ) {
		await page
			.getByTestId( 'merge-suggestions' )
			.getByRole( 'button', { name: new RegExp( surname ) } )
			.first()
			.click();
	}
	await expect( section ).toContainText( robert.name );
	await expect( section ).toContainText( bob.name );
	return section;
}

/**
 * A new browser context logged in as alex: a phone-sized touch screen, or a desktop, in a theme.
 *
 * @param browser       The browser.
 * @param baseURL       The site.
 * @param options       What the context is.
 * @param options.phone A 390 px touch screen (else a 1280 px desktop).
 * @param options.theme The theme's folder, if not the site's.
 */
async function memberContext(
	browser: Browser,
	baseURL: string,
	options: { phone?: boolean; theme?: string }
): Promise< { context: BrowserContext; page: Page } > {
	const context = await browser.newContext(
		options.phone
			? {
					baseURL,
					viewport: { width: 390, height: 844 },
					hasTouch: true,
					isMobile: true,
				}
			: { baseURL, viewport: { width: 1280, height: 900 } }
	);
	const page = await context.newPage();
	await loginAs( page, 'alex' );
	// After the login, which starts from no cookies.
	if ( options.theme ) {
		await showInTheme( context, baseURL, options.theme );
	}
	return { context, page };
}

/**
 * Fails unless the page is drawn by the classic theme.
 *
 * @param page The page.
 */
const expectClassic = ( page: Page ) =>
	expect( page.locator( 'link#twenty-twenty-one-style-css' ) ).toHaveCount(
		1
	);

test.describe.serial( 'contact photos', () => {
	test.beforeAll( async ( { browser } ) => {
		installThemeSwitch();
		const page = await browser.newPage();
		await loginAs( page, 'alex' );
		for ( const who of [ ann, cleo ] ) {
			who.id = await addContactByForm( page, {
				firstName: who.first,
				lastName: surname,
				emailOne: `${ who.first.toLowerCase() }.${ token }@example.com`,
			} );
		}
		// Look-alikes (a similar name, the same company and phone): a suggested pair, Robert the older.
		robert.id = await addContactByForm( page, {
			firstName: robert.first,
			lastName: surname,
			company: `Orbital ${ token }`,
			phoneOne: `+44 20 7946 0${ digits }`,
		} );
		bob.id = await addContactByForm( page, {
			firstName: bob.first,
			lastName: surname,
			company: `Orbital ${ token }`,
			phoneOne: `0044 (20) 7946-0${ digits }`,
		} );
		await page.close();
	} );

	test.afterAll( async ( { browser } ) => {
		const page = await browser.newPage();
		await loginAs( page, 'alex' );
		// A merged contact is gone already: one at a time, so one missing id does not stop the others.
		for ( const who of [ ann, cleo, robert, bob ] ) {
			if ( who.id > 0 ) {
				await page.goto( '/prism/' );
				const props = await propsOf( page );
				await page.request.fetch( '/wp-json/prism/v1/delete-contact', {
					method: 'DELETE',
					headers: { 'X-WP-Nonce': props.nonce },
					data: {
						idList: [ who.id ],
						wordpressId: props.wordpressId,
					},
				} );
			}
		}
		await page.close();
	} );

	test.beforeEach( async ( { page } ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, 'alex' );
	} );

	test( 'upload a photo from the card: the menu, the preview, scaled in the browser, on the card at once and in the list', async ( {
		page,
	} ) => {
		const card = await openCard( page, ann );
		// No photo yet: the circle with the initials, as before photos.
		await expect( card.getByTestId( 'card-initials' ) ).toHaveText( 'AP' );
		await expect( card.getByTestId( 'contact-photo' ) ).toHaveCount( 0 );
		const button = page.getByRole( 'button', {
			name: `Add a photo of ${ ann.name }`,
		} );
		await expect( button ).toBeVisible();
		await expect( button ).toHaveAttribute( 'aria-haspopup', 'menu' );

		const menu = await openMenu( page );
		// (The page is hidden from assistive technology while the menu is open: found by its test id.)
		await expect( page.getByTestId( 'photo-button' ) ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
		await expect( menu.getByRole( 'menuitem' ) ).toHaveText( [
			'Upload a photo…',
		] );
		await shot( page, 'photos-menu-1280' );

		// A phone-sized photo: 2400 × 1800, scaled to 2000 px in the browser before it is sent.
		const image = await drawImage( page, 2400, 1800 );
		await chooseFile(
			page,
			menu.getByRole( 'menuitem', { name: 'Upload a photo…' } ),
			{ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: image }
		);
		const dialog = page.getByRole( 'dialog', {
			name: `Photo of ${ ann.name }`,
		} );
		await expect( dialog ).toBeVisible();
		await expectLoaded( dialog.getByTestId( 'photo-preview' ) );
		await expect( dialog.getByTestId( 'photo-file-name' ) ).toContainText(
			'IMG_2041.jpg'
		);
		const save = dialog.getByRole( 'button', { name: 'Save photo' } );
		await expect( save ).toBeFocused();
		await shot( page, 'photos-dialog-1280' );

		await save.click();
		await expect( dialog ).toBeHidden();
		await expect( page.getByTestId( 'notice' ) ).toContainText(
			'Photo saved.'
		);
		// On the card without a reload: the image itself loaded, from its versioned address.
		const photo = card.getByTestId( 'contact-photo' );
		await expectLoaded( photo );
		const src = ( await photo.getAttribute( 'src' ) ) ?? '';
		expect( src ).toMatch(
			new RegExp(
				`/prism/v1/photos/${ ann.id }\\?size=photo&v=[0-9a-f]{16}&_wpnonce=\\w+$`
			)
		);
		await expect( photo ).toHaveAttribute( 'loading', 'lazy' );
		await expect(
			page.getByRole( 'button', {
				name: `Change the photo of ${ ann.name }`,
			} )
		).toBeVisible();
		// What the server keeps: made from 2000 × 1500 (scaled in the browser), at most 640 px.
		const stored = ( await contactNow( page, ann ) ).photo;
		expect( stored ).toMatchObject( {
			sourceWidth: 2000,
			sourceHeight: 1500,
			width: 640,
			height: 480,
			origin: 'upload',
		} );
		expect( src ).toContain( `v=${ stored?.version }` );
		await shot( page, 'photos-card-1280' );

		// Kept: read again, the same.
		await page.reload();
		await expectLoaded( card.getByTestId( 'contact-photo' ) );

		// The list: Ann's small square before her name; Cleo, without one, a circle with her initials.
		await page.goto( `/prism/contact/?q=${ surname }` );
		const row = page
			.getByTestId( 'contact-row' )
			.filter( { hasText: ann.name } );
		const thumb = row.getByTestId( 'contact-photo' );
		await expectLoaded( thumb );
		await expect( thumb ).toHaveAttribute(
			'src',
			new RegExp(
				`photos/${ ann.id }\\?size=thumb&v=${ stored?.version }`
			)
		);
		const box = await thumb.boundingBox();
		expect( box?.width ).toBe( 32 );
		expect( box?.height ).toBe( 32 );
		const other = page
			.getByTestId( 'contact-row' )
			.filter( { hasText: cleo.name } );
		await expect( other.getByTestId( 'photo-initials' ) ).toHaveText(
			'CP'
		);
		await expect( other.getByTestId( 'contact-photo' ) ).toHaveCount( 0 );
		await shot( page, 'photos-list-1280' );
	} );

	test( 'a file that is no image: the server’s sentence in the dialog, which stays open; another photo then saves', async ( {
		page,
	} ) => {
		await openCard( page, ann );
		const before = ( await contactNow( page, ann ) ).photo;
		const menu = await openMenu( page );
		await chooseFile(
			page,
			menu.getByRole( 'menuitem', { name: 'Upload a photo…' } ),
			{
				name: 'notes.jpg',
				mimeType: 'image/jpeg',
				buffer: Buffer.from( 'Call Ann back about the budget.\n' ),
			}
		);
		const dialog = page.getByRole( 'dialog', {
			name: `Photo of ${ ann.name }`,
		} );
		// The browser cannot draw it, and says so; the server decides.
		await expect( dialog.getByTestId( 'photo-no-preview' ) ).toBeVisible();
		await dialog.getByRole( 'button', { name: 'Save photo' } ).click();
		await expect( dialog.getByTestId( 'photo-error' ) ).toHaveText(
			REFUSED
		);
		await expect( dialog ).toBeVisible();
		await expect(
			dialog.getByRole( 'button', { name: 'Save photo' } )
		).toBeEnabled();
		await shot( page, 'photos-refused-1280' );
		// Nothing changed.
		expect( ( await contactNow( page, ann ) ).photo?.version ).toBe(
			before?.version
		);

		// Another photo, a PNG: the refusal goes, and it saves.
		await chooseFile(
			page,
			dialog.getByRole( 'button', { name: 'Choose another photo…' } ),
			{
				name: 'portrait.png',
				mimeType: 'image/png',
				buffer: await drawImage( page, 500, 600, 'image/png', 20 ),
			}
		);
		await expect( dialog.getByTestId( 'photo-error' ) ).toHaveCount( 0 );
		await expectLoaded( dialog.getByTestId( 'photo-preview' ) );
		await dialog.getByRole( 'button', { name: 'Save photo' } ).click();
		await expect( dialog ).toBeHidden();
		const after = ( await contactNow( page, ann ) ).photo;
		expect( after?.version ).not.toBe( before?.version );
		expect( after ).toMatchObject( {
			sourceWidth: 500,
			sourceHeight: 600,
		} );
		await expectLoaded(
			page.getByTestId( 'contact-card' ).getByTestId( 'contact-photo' )
		);
	} );

	test( 'the menu and the dialog by keyboard alone', async ( { page } ) => {
		await openCard( page, ann );
		const button = page.getByRole( 'button', {
			name: `Change the photo of ${ ann.name }`,
		} );
		// From the breadcrumbs, Tab reaches the photo first in the card.
		await page
			.getByRole( 'navigation', { name: 'Breadcrumb' } )
			.getByRole( 'link', { name: 'Contacts' } )
			.focus();
		await tabTo( page, button, 3 );
		await expect( button ).toHaveCSS( 'outline-style', 'solid' );
		await shot( page, 'photos-focus-1280' );

		// Enter opens the menu on its first item; Escape closes it and the focus comes back.
		await page.keyboard.press( 'Enter' );
		const menu = photoMenu( page );
		await expect( menu ).toBeVisible();
		await expect(
			menu.getByRole( 'menuitem', { name: 'Upload a photo…' } )
		).toBeFocused();
		await page.keyboard.press( 'ArrowDown' );
		await expect(
			menu.getByRole( 'menuitem', { name: 'Remove photo' } )
		).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( menu ).toBeHidden();
		await expect( button ).toBeFocused();
		// (Once it has gone: MUI's menu opened again while it fades out keeps the item last focused.)
		await expect( page.getByTestId( 'photo-menu' ) ).toHaveCount( 0 );

		// Space opens it again; Enter on Upload a photo… opens the file chooser.
		await page.keyboard.press( 'Space' );
		await expect(
			menu.getByRole( 'menuitem', { name: 'Upload a photo…' } )
		).toBeFocused();
		const chooser = await pressForChooser( page, 'Enter' );
		await chooser.setFiles( {
			name: 'keyboard.jpg',
			mimeType: 'image/jpeg',
			buffer: await drawImage( page, 800, 800, 'image/jpeg', 120 ),
		} );
		const dialog = page.getByRole( 'dialog', {
			name: `Photo of ${ ann.name }`,
		} );
		await expect(
			dialog.getByRole( 'button', { name: 'Save photo' } )
		).toBeFocused();
		// Escape closes the dialog without saving; the focus comes back to the photo.
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await expect( button ).toBeFocused();
		const before = ( await contactNow( page, ann ) ).photo;
		expect( before?.sourceWidth ).toBe( 500 );

		// Again, and Enter saves.
		await page.keyboard.press( 'Enter' );
		await expect(
			menu.getByRole( 'menuitem', { name: 'Upload a photo…' } )
		).toBeFocused();
		const again = await pressForChooser( page, 'Enter' );
		await again.setFiles( {
			name: 'keyboard.jpg',
			mimeType: 'image/jpeg',
			buffer: await drawImage( page, 800, 800, 'image/jpeg', 120 ),
		} );
		await expect(
			dialog.getByRole( 'button', { name: 'Save photo' } )
		).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( dialog ).toBeHidden();
		await expect( page.getByTestId( 'notice' ) ).toContainText(
			'Photo saved.'
		);
		await expect( button ).toBeFocused();
		expect( ( await contactNow( page, ann ) ).photo?.sourceWidth ).toBe(
			800
		);
	} );

	test( 'remove a photo after confirming (Cancel keeps it)', async ( {
		page,
	} ) => {
		const card = await openCard( page, ann );
		await expectLoaded( card.getByTestId( 'contact-photo' ) );
		let menu = await openMenu( page );
		await menu.getByRole( 'menuitem', { name: 'Remove photo' } ).click();
		const confirm = page.getByRole( 'alertdialog', {
			name: `Remove the photo of ${ ann.name }?`,
		} );
		await expect( confirm ).toContainText(
			'The photo is deleted from PRISM. Everything else about the contact stays.'
		);
		await expect(
			confirm.getByRole( 'button', { name: 'Cancel' } )
		).toBeFocused();
		await shot( page, 'photos-remove-1280' );
		await confirm.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( confirm ).toBeHidden();
		await expect( card.getByTestId( 'contact-photo' ) ).toBeVisible();
		expect( ( await contactNow( page, ann ) ).photo ).not.toBeNull();

		menu = await openMenu( page );
		await menu.getByRole( 'menuitem', { name: 'Remove photo' } ).click();
		await confirm.getByRole( 'button', { name: 'Remove photo' } ).click();
		await expect( confirm ).toBeHidden();
		await expect( page.getByTestId( 'notice' ) ).toContainText(
			'Photo removed.'
		);
		await expect( card.getByTestId( 'contact-photo' ) ).toHaveCount( 0 );
		await expect( card.getByTestId( 'card-initials' ) ).toHaveText( 'AP' );
		await expect(
			page.getByRole( 'button', { name: `Add a photo of ${ ann.name }` } )
		).toBeFocused();
		expect( ( await contactNow( page, ann ) ).photo ).toBeNull();
		// The menu no longer offers to remove one.
		menu = await openMenu( page );
		await expect(
			menu.getByRole( 'menuitem', { name: 'Remove photo' } )
		).toHaveCount( 0 );
		await page.keyboard.press( 'Escape' );
	} );

	test( 'the merge screen shows both photos and which is kept, at 1280 and 390 px in both themes; the merge keeps the larger', async ( {
		page,
		browser,
		baseURL,
	} ) => {
		await page.goto( '/prism/' );
		// Robert (who stays) has a photo made from 400 × 300 pixels, Bob one from 1200 × 900.
		await uploadByApi(
			page,
			robert,
			await drawImage( page, 400, 300, 'image/jpeg', 330 )
		);
		await uploadByApi(
			page,
			bob,
			await drawImage( page, 1200, 900, 'image/jpeg', 160 )
		);
		const bobPhoto = ( await contactNow( page, bob ) ).photo;

		const section = await openPair( page );
		const header = ( who: Person ) =>
			section.locator( 'th', {
				has: page.locator( `a[href*="contactId=${ who.id }"]` ),
			} );
		await expect(
			header( robert ).getByTestId( 'survivor-tag' )
		).toBeVisible();
		await expectLoaded( header( robert ).getByTestId( 'contact-photo' ) );
		await expectLoaded( header( bob ).getByTestId( 'contact-photo' ) );
		await expect(
			header( bob ).getByTestId( 'contact-photo' )
		).toHaveAttribute( 'src', /size=thumb/ );
		// Bob's is larger: it is kept, though Robert stays.
		await expect( header( bob ).getByTestId( 'photo-kept' ) ).toHaveText(
			'The larger photo is kept.'
		);
		await expect(
			header( robert ).getByTestId( 'photo-kept' )
		).toHaveCount( 0 );
		await shot( page, 'photos-merge-1280' );

		// On a phone, one contact above the other, the same.
		await page.setViewportSize( { width: 390, height: 844 } );
		await expect( page.getByTestId( 'photo-kept' ) ).toHaveText(
			'The larger photo is kept.'
		);
		await expect( section.getByTestId( 'contact-photo' ) ).toHaveCount( 2 );
		await expectFits( page, 390, 'the merge screen' );
		await shot( page, 'photos-merge-390' );
		await page.setViewportSize( { width: 1280, height: 900 } );

		// The classic theme.
		for ( const width of [ 1280, 390 ] ) {
			const classic = await memberContext( browser, baseURL ?? '', {
				phone: width === 390,
				theme: THEMES[ 1 ].folder,
			} );
			const pair = await openPair( classic.page );
			await expectClassic( classic.page );
			await expectLoaded( pair.getByTestId( 'contact-photo' ).first() );
			await expectLoaded( pair.getByTestId( 'contact-photo' ).last() );
			await expect( pair.getByTestId( 'photo-kept' ) ).toHaveText(
				'The larger photo is kept.'
			);
			await expectFits( classic.page, width, 'the merge screen' );
			await shot( classic.page, `photos-classic-merge-${ width }` );
			await classic.context.close();
		}

		// Swapped, Bob stays: his photo is still the one kept.
		await page.getByRole( 'button', { name: /^Swap/ } ).click();
		await expect(
			header( bob ).getByTestId( 'survivor-tag' )
		).toBeVisible();
		await expect( header( bob ).getByTestId( 'photo-kept' ) ).toHaveText(
			'The larger photo is kept.'
		);
		await expect(
			header( robert ).getByTestId( 'photo-kept' )
		).toHaveCount( 0 );

		// Back to Robert, and merged: Robert has Bob's photo.
		await page.getByRole( 'button', { name: /^Swap/ } ).click();
		await expect(
			header( robert ).getByTestId( 'survivor-tag' )
		).toBeVisible();
		await page
			.getByRole( 'button', { name: 'Merge', exact: true } )
			.click();
		const dialog = page.getByRole( 'alertdialog' );
		await dialog.getByRole( 'button', { name: 'Merge' } ).click();
		await expect( dialog ).toBeHidden();
		await expect( page.getByTestId( 'notice' ) ).toContainText(
			`Merged ${ bob.name } into ${ robert.name }.`
		);
		const kept = ( await contactNow( page, robert ) ).photo;
		expect( kept ).toMatchObject( {
			sourceWidth: 1200,
			sourceHeight: 900,
			version: bobPhoto?.version,
		} );
		bob.id = 0;
		const card = await openCard( page, robert );
		await expectLoaded( card.getByTestId( 'contact-photo' ) );
	} );

	test( 'a 390 px touch screen: the card, the menu with the camera, the dialog and the list fit', async ( {
		browser,
		baseURL,
	} ) => {
		const { context, page } = await memberContext( browser, baseURL ?? '', {
			phone: true,
		} );
		const card = await openCard( page, ann );
		await expectFits( page, 390, 'the contact page' );
		await shot( page, 'photos-card-390' );

		const menu = await openMenu( page );
		// A touch screen: the camera too.
		await expect( menu.getByRole( 'menuitem' ) ).toHaveText( [
			'Upload a photo…',
			'Take a photo',
		] );
		await expect( page.getByTestId( 'photo-camera' ) ).toHaveAttribute(
			'capture',
			'environment'
		);
		await shot( page, 'photos-menu-390' );
		await chooseFile(
			page,
			menu.getByRole( 'menuitem', { name: 'Take a photo' } ),
			{
				name: 'image.jpg',
				mimeType: 'image/jpeg',
				buffer: await drawImage( page, 1080, 1440, 'image/jpeg', 40 ),
			}
		);
		const dialog = page.getByRole( 'dialog', {
			name: `Photo of ${ ann.name }`,
		} );
		await expectLoaded( dialog.getByTestId( 'photo-preview' ) );
		const paper = page.locator( '.MuiDialog-paper' );
		const box = await paper.boundingBox();
		expect( ( box?.x ?? -1 ) >= 0 ).toBe( true );
		expect( ( box?.x ?? 0 ) + ( box?.width ?? 0 ) ).toBeLessThanOrEqual(
			390
		);
		await shot( page, 'photos-dialog-390' );
		await dialog.getByRole( 'button', { name: 'Save photo' } ).click();
		await expect( dialog ).toBeHidden();
		await expectLoaded( card.getByTestId( 'contact-photo' ) );
		await expectFits( page, 390, 'the contact page with a photo' );
		await shot( page, 'photos-card-photo-390' );

		await page.goto( `/prism/contact/?q=${ surname }` );
		const row = page
			.getByTestId( 'contact-row' )
			.filter( { hasText: ann.name } );
		await expectLoaded( row.getByTestId( 'contact-photo' ) );
		await expectFits( page, 390, 'the contact list' );
		await shot( page, 'photos-list-390' );
		await context.close();
	} );

	for ( const width of [ 1280, 390 ] ) {
		test( `the classic theme (${ THEMES[ 1 ].name }) at ${ width } px: the card, the dialog and the list`, async ( {
			browser,
			baseURL,
		} ) => {
			const { context, page } = await memberContext(
				browser,
				baseURL ?? '',
				{ phone: width === 390, theme: THEMES[ 1 ].folder }
			);
			const card = await openCard( page, ann );
			await expectClassic( page );
			await expectLoaded( card.getByTestId( 'contact-photo' ) );
			// The theme's own rules for images and buttons do not reach the photo: round, at its size.
			const look = await card
				.getByTestId( 'contact-photo' )
				.evaluate( ( element ) => {
					const style = getComputedStyle( element );
					return {
						width: element.getBoundingClientRect().width,
						height: element.getBoundingClientRect().height,
						radius: style.borderRadius,
					};
				} );
			expect( look ).toEqual( {
				width: width === 390 ? 72 : 88,
				height: width === 390 ? 72 : 88,
				radius: '50%',
			} );
			const button = await page
				.getByTestId( 'photo-button' )
				.evaluate( ( element ) => {
					const style = getComputedStyle( element );
					return {
						background: style.backgroundColor,
						padding: style.padding,
					};
				} );
			expect( button ).toEqual( {
				background: 'rgba(0, 0, 0, 0)',
				padding: '0px',
			} );
			await expectFits( page, width, 'the contact page' );
			await shot( page, `photos-classic-card-${ width }` );

			const menu = await openMenu( page );
			await chooseFile(
				page,
				menu.getByRole( 'menuitem', { name: 'Upload a photo…' } ),
				{
					name: 'classic.jpg',
					mimeType: 'image/jpeg',
					buffer: await drawImage( page, 900, 700 ),
				}
			);
			const dialog = page.getByRole( 'dialog', {
				name: `Photo of ${ ann.name }`,
			} );
			await expectLoaded( dialog.getByTestId( 'photo-preview' ) );
			await shot( page, `photos-classic-dialog-${ width }` );
			await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
			await expect( dialog ).toBeHidden();

			await page.goto( `/prism/contact/?q=${ surname }` );
			await expectLoaded(
				page
					.getByTestId( 'contact-row' )
					.filter( { hasText: ann.name } )
					.getByTestId( 'contact-photo' )
			);
			await expectFits( page, width, 'the contact list' );
			await shot( page, `photos-classic-list-${ width }` );
			await context.close();
		} );
	}
} );
