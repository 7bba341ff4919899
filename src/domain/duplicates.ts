/**
 * The merge screen's rules: the reasons in words, which of two contacts' fields differ, and which contact survives.
 * The merge itself runs on the server (includes/Domain/Contact_Merge.php); the words here describe what it does:
 * the survivor's name, job title, company and links win where both have one, the other's fill the gaps; emails,
 * phones and addresses of both are kept; what does not fit is kept in a note on the survivor.
 */
import { __, _x, sprintf } from '@wordpress/i18n';
import { SLOTS } from '../api/types';
import type {
	CollisionReason,
	Contact,
	ContactFields,
	Photo,
} from '../api/types';
import { displayName, socialFields, typeLabel } from './contactFields';
import { formatShortDay } from './dates';
import { importSourceName, parseImportSources } from './importSources';
import { siteLocale } from './locale';

/**
 * A reason code in words, in the site's language. A code this screen does not know says only that details match.
 *
 * @param reason Reason code.
 */
export function reasonText( reason: string ): string {
	switch ( reason as CollisionReason ) {
		case 'email':
			return __( 'Same email address', 'prism' );
		case 'phone':
			return __( 'Same phone number', 'prism' );
		case 'profile':
			return __(
				'Same social profile (LinkedIn, Facebook, Instagram or X)',
				'prism'
			);
		case 'name_company':
			return __( 'Similar name and same company', 'prism' );
		case 'name_domain':
			return __( 'Similar name and same email domain', 'prism' );
		case 'name_sparse':
			return __( 'Similar name; one has no email or phone', 'prism' );
		case 'name_rare':
			return __( 'Same name', 'prism' );
		default:
			return __( 'Similar details', 'prism' );
	}
}

/**
 * The reasons in words, without repeats, strongest first (the server's order).
 *
 * @param reasons Reason codes.
 */
export function reasonTexts( reasons: readonly string[] ): string[] {
	return [ ...new Set( reasons.map( reasonText ) ) ];
}

/**
 * How one field of the two contacts compares:
 * - `same`: both have it and it is the same (ignoring case, spaces and, for phones, punctuation);
 * - `different`: both have it and it differs;
 * - `onlyPrimary` / `onlySecondary`: only one of the two has it.
 */
export type FieldComparison =
	'same' | 'different' | 'onlyPrimary' | 'onlySecondary';

export interface FieldRow {
	key: string;
	label: string;
	/** The primary contact's values (several for emails, phones, addresses), as the screen shows them. */
	primary: string[];
	secondary: string[];
	comparison: FieldComparison;
}

type FieldKey = keyof Contact;

function text( contact: Contact, key: FieldKey ): string {
	const value = contact[ key ];
	return typeof value === 'string' ? value.trim() : '';
}

function withType( value: string, type: string ): string {
	return type ? `${ value } (${ typeLabel( type ) })` : value;
}

/**
 * A contact's emails or phones, each with its type ('jane@example.com (Work)').
 *
 * @param contact The contact.
 * @param kind    Which.
 */
function typedValues( contact: Contact, kind: 'email' | 'phone' ): string[] {
	return SLOTS.map( ( slot ) => {
		const value = text( contact, `${ kind }${ slot }` as FieldKey );
		return value
			? withType(
					value,
					text( contact, `${ kind }${ slot }Type` as FieldKey )
				)
			: '';
	} ).filter( Boolean );
}

function addresses( contact: Contact ): string[] {
	return SLOTS.map( ( slot ) => {
		const base = `address${ slot }`;
		const line = [
			text( contact, base as FieldKey ),
			text( contact, `${ base }City` as FieldKey ),
			[
				text( contact, `${ base }State` as FieldKey ),
				text( contact, `${ base }Zip` as FieldKey ),
			]
				.filter( Boolean )
				.join( ' ' ),
		]
			.filter( Boolean )
			.join( ', ' );
		return line
			? withType( line, text( contact, `${ base }Type` as FieldKey ) )
			: '';
	} ).filter( Boolean );
}

function split( value: string ): string[] {
	return value
		.split( ',' )
		.map( ( part ) => part.trim() )
		.filter( Boolean );
}

/**
 * What makes two shown values the same: case and spacing never count; a phone compares by its digits.
 * @param key
 * @param value
 */
function sameKey( key: string, value: string ): string {
	// The type in brackets ('(Work)') is not part of what is compared.
	const bare = value.replace( /\s*\([^()]*\)$/, '' );
	if ( key === 'phones' ) {
		// The last nine digits: '+44 20 7946 0018', '0044 (20) 7946-0018' and '020 7946 0018' are one number
		// (the server compares E.164 forms; this only decides what the screen marks as different).
		return bare.replace( /\D/g, '' ).slice( -9 );
	}
	return bare.toLowerCase().replace( /\s+/g, ' ' ).trim();
}

function compare(
	key: string,
	primary: string[],
	secondary: string[]
): FieldComparison {
	if ( primary.length === 0 ) {
		return 'onlySecondary';
	}
	if ( secondary.length === 0 ) {
		return 'onlyPrimary';
	}
	const mine = new Set( primary.map( ( v ) => sameKey( key, v ) ) );
	const theirs = new Set( secondary.map( ( v ) => sameKey( key, v ) ) );
	return mine.size === theirs.size &&
		[ ...mine ].every( ( value ) => theirs.has( value ) )
		? 'same'
		: 'different';
}

/**
 * Every field either contact has, in the order of the contact card, with how the two compare. Fields neither has
 * are left out.
 *
 * @param primary   The contact shown first.
 * @param secondary The other one.
 */
export function compareContacts(
	primary: Contact,
	secondary: Contact
): FieldRow[] {
	const single = ( key: keyof ContactFields ) => ( contact: Contact ) =>
		text( contact, key ) ? [ text( contact, key ) ] : [];
	const fields: Array< {
		key: string;
		label: string;
		values: ( contact: Contact ) => string[];
	} > = [
		{
			key: 'firstName',
			label: __( 'First Name', 'prism' ),
			values: single( 'firstName' ),
		},
		{
			key: 'lastName',
			label: __( 'Last Name', 'prism' ),
			values: single( 'lastName' ),
		},
		{
			key: 'title',
			label: __( 'Job Title', 'prism' ),
			values: single( 'title' ),
		},
		{
			key: 'company',
			label: __( 'Company', 'prism' ),
			values: single( 'company' ),
		},
		{
			key: 'emails',
			label: __( 'Email', 'prism' ),
			values: ( contact ) => typedValues( contact, 'email' ),
		},
		{
			key: 'phones',
			label: __( 'Phone', 'prism' ),
			values: ( contact ) => typedValues( contact, 'phone' ),
		},
		{
			key: 'addresses',
			label: __( 'Address', 'prism' ),
			values: addresses,
		},
		...socialFields().map( ( { field, label } ) => ( {
			key: field,
			label,
			values: single( field ),
		} ) ),
		{
			key: 'categories',
			label: __( 'Categories', 'prism' ),
			values: ( contact: Contact ) => split( contact.categories ?? '' ),
		},
		{
			key: 'importSource',
			label: __( 'Import Source', 'prism' ),
			values: ( contact: Contact ) => split( contact.importSource ?? '' ),
		},
	];
	const rows: FieldRow[] = [];
	for ( const field of fields ) {
		const mine = field.values( primary );
		const theirs = field.values( secondary );
		if ( mine.length === 0 && theirs.length === 0 ) {
			continue;
		}
		rows.push( {
			key: field.key,
			label: field.label,
			primary: mine,
			secondary: theirs,
			comparison: compare( field.key, mine, theirs ),
		} );
	}
	return rows;
}

/**
 * Whether a row is highlighted: the two differ, or only one has it.
 *
 * @param row A compared row.
 */
export function isHighlighted( row: FieldRow ): boolean {
	return row.comparison !== 'same';
}

/**
 * Which contact survives the merge: the primary unless the member swapped.
 *
 * @param pair           The suggestion.
 * @param pair.primary   Its primary contact.
 * @param pair.secondary Its secondary contact.
 * @param swapped        Whether the member chose the secondary.
 */
export function survivorOf< C >(
	pair: { primary: C; secondary: C },
	swapped: boolean
): { survivor: C; other: C } {
	return swapped
		? { survivor: pair.secondary, other: pair.primary }
		: { survivor: pair.primary, other: pair.secondary };
}

/**
 * The suggestions still to show: the server's list without those the member handled on this screen since it was
 * loaded (the list loads again after each merge or dismiss; until it has, the next pair shows at once).
 *
 * @param pending The suggestions as last loaded.
 * @param handled Ids merged, dismissed or found stale here.
 */
export function stillPending< T extends { id: number } >(
	pending: readonly T[],
	handled: ReadonlySet< number >
): T[] {
	return pending.filter( ( pair ) => ! handled.has( pair.id ) );
}

/**
 * How many suggestions are left: the server's total, less those handled here that the loaded list still holds.
 *
 * @param total   The server's count of pending suggestions (X-WP-Total) when the list was loaded.
 * @param pending The suggestions as last loaded.
 * @param handled Ids merged, dismissed or found stale here.
 */
export function pendingCount(
	total: number,
	pending: ReadonlyArray< { id: number } >,
	handled: ReadonlySet< number >
): number {
	return Math.max(
		0,
		total - pending.filter( ( pair ) => handled.has( pair.id ) ).length
	);
}

/**
 * Where a contact came from and when, in words: "added 3 May 2025 by hand", "imported from LinkedIn on
 * 12 Nov 2026" (several sources joined as the site's language lists them). A contact with no import source, or
 * only PRISM's, was added by hand.
 *
 * @param contact The contact.
 */
export function contactOrigin(
	contact: Pick< Contact, 'importSource' | 'createdAt' >
): string {
	const sources = parseImportSources( contact.importSource ?? '' ).filter(
		( source ) => source !== 'PRISM'
	);
	const day = contact.createdAt ? formatShortDay( contact.createdAt ) : '';
	if ( sources.length === 0 ) {
		return day
			? /* translators: %s: the day the contact was added, e.g. "3 May 2025". */
				sprintf( __( 'added %s by hand', 'prism' ), day )
			: __( 'added by hand', 'prism' );
	}
	const names = new Intl.ListFormat( siteLocale(), {
		type: 'conjunction',
	} ).format( sources.map( importSourceName ) );
	return day
		? sprintf(
				/* translators: 1: where from, e.g. "LinkedIn" or "Google and LinkedIn", 2: the day, e.g. "12 Nov 2026". */
				__( 'imported from %1$s on %2$s', 'prism' ),
				names,
				day
			)
		: sprintf(
				/* translators: %s: where from, e.g. "LinkedIn" or "Google and LinkedIn". */
				__( 'imported from %s', 'prism' ),
				names
			);
}

const sameText = ( a: string, b: string ) =>
	a.trim().toLowerCase().replace( /\s+/g, ' ' ) ===
	b.trim().toLowerCase().replace( /\s+/g, ' ' );

/**
 * The two contacts of a merge as the screen names them. Their display names; when the two names read the same,
 * each with where it came from and when ("Aiko Tanaka (added 3 May 2025 by hand)"), and, when even that is the
 * same, which one is older (the lower id).
 *
 * @param survivor The contact that stays.
 * @param other    The contact merged into it.
 */
export function mergeNames(
	survivor: Contact,
	other: Contact
): { survivor: string; other: string } {
	const names = {
		survivor: displayName( survivor.name ),
		other: displayName( other.name ),
	};
	if ( ! sameText( names.survivor, names.other ) ) {
		return names;
	}
	let origins = {
		survivor: contactOrigin( survivor ),
		other: contactOrigin( other ),
	};
	if ( origins.survivor === origins.other ) {
		const same = origins.survivor;
		const older = ( contact: Contact, than: Contact ) => {
			if ( contact.id < than.id ) {
				/* translators: %s: where the contact came from and when, e.g. "added 3 May 2025 by hand". */
				return sprintf( __( 'the older one, %s', 'prism' ), same );
			}
			/* translators: %s: where the contact came from and when, e.g. "added 3 May 2025 by hand". */
			return sprintf( __( 'the newer one, %s', 'prism' ), same );
		};
		origins = {
			survivor: older( survivor, other ),
			other: older( other, survivor ),
		};
	}
	const label = ( name: string, origin: string ) =>
		sprintf(
			/* translators: 1: contact name, 2: where it came from and when, e.g. "imported from LinkedIn on 12 Nov 2026". */
			_x(
				'%1$s (%2$s)',
				'a contact name and where it came from',
				'prism'
			),
			name,
			origin
		);
	return {
		survivor: label( names.survivor, origins.survivor ),
		other: label( names.other, origins.other ),
	};
}

/**
 * Where the merge screen goes after Skip: the next pair, or back to the first after the last (the pairs skipped
 * come back until they are merged or dismissed).
 *
 * @param position Where the pair shown stands in the list (from 0).
 * @param count    How many pairs are pending.
 */
export function afterSkip( position: number, count: number ): number {
	return position + 1 < count ? position + 1 : 0;
}

/**
 * The page (from 1) of the pending list that holds a position (from 0).
 *
 * @param position Position in the list.
 * @param perPage  Pairs a page.
 */
export function pageOf( position: number, perPage: number ): number {
	return Math.floor( Math.max( 0, position ) / perPage ) + 1;
}

/**
 * How many pixels the image a photo was made from had: a merge keeps the photo made from the larger image.
 *
 * @param photo The photo.
 */
export const sourcePixels = ( photo: Photo ): number =>
	photo.sourceWidth * photo.sourceHeight;

/** Which photo a merge keeps, and why. */
export interface KeptPhoto {
	/** Whose photo the merged contact has: the contact that stays, or the one merged into it. */
	from: 'survivor' | 'other';
	/**
	 * Why: the only one ('only'), made from the larger image ('larger'), or the survivor's because both images had
	 * as many pixels ('tie').
	 */
	why: 'only' | 'larger' | 'tie';
}

/**
 * Which photo the merged contact will have, as the server decides it (includes/Data/Photo_Repository::merge_into):
 * the only one; of two, the one made from the image with more pixels (sourceWidth × sourceHeight), the survivor's on
 * a tie. Null when neither has a photo.
 *
 * @param survivor The contact that stays.
 * @param other    The contact merged into it.
 */
export function keptPhoto(
	survivor: Pick< Contact, 'photo' >,
	other: Pick< Contact, 'photo' >
): KeptPhoto | null {
	const kept = survivor.photo ?? null;
	const merged = other.photo ?? null;
	if ( ! merged ) {
		return kept ? { from: 'survivor', why: 'only' } : null;
	}
	if ( ! kept ) {
		return { from: 'other', why: 'only' };
	}
	const difference = sourcePixels( merged ) - sourcePixels( kept );
	if ( difference === 0 ) {
		return { from: 'survivor', why: 'tie' };
	}
	return { from: difference > 0 ? 'other' : 'survivor', why: 'larger' };
}
