/**
 * The import report's rules (docs/import.md, "The report"): how a row that shared an email, a phone number or a
 * profile with a contact is told to the member, and which of the report's rows a filter shows.
 */
import { __, sprintf } from '@wordpress/i18n';
import type {
	ImportMatchCounts,
	ImportMatchOutcome,
	ImportMatchReason,
} from '../api/types';
import { formatList } from './locale';

/** The report's filters: every row, or one outcome. */
export type ImportMatchFilter = 'all' | ImportMatchOutcome;

/** The reasons in the order a sentence names them. */
const REASON_ORDER: readonly ImportMatchReason[] = [
	'email',
	'phone',
	'profile',
	'name',
];

/**
 * What a row shares with the contact, in words ("Same email address and phone number"); the ambiguous flag is told
 * apart by the outcome's sentence, not here.
 *
 * @param reasons The row's reason codes.
 */
export function matchReasonText(
	reasons: readonly ImportMatchReason[]
): string {
	const shared = REASON_ORDER.filter( ( reason ) =>
		reasons.includes( reason )
	);
	const words: Record< ImportMatchReason, string > = {
		email: __( 'email address', 'prism' ),
		phone: __( 'phone number', 'prism' ),
		profile: __( 'LinkedIn profile', 'prism' ),
		name: __( 'name and company', 'prism' ),
		ambiguous: '',
	};
	if ( shared.length === 0 ) {
		return __( 'Similar details', 'prism' );
	}
	return sprintf(
		/* translators: %s: what two contacts share, e.g. "email address" or "email address and phone number". */
		__( 'Same %s', 'prism' ),
		formatList( shared.map( ( reason ) => words[ reason ] ) )
	);
}

/**
 * Whether a row was kept apart because it named nobody and several contacts fitted it.
 *
 * @param reasons The row's reason codes.
 */
export function isAmbiguous( reasons: readonly ImportMatchReason[] ): boolean {
	return reasons.includes( 'ambiguous' );
}

/**
 * The report's filters that have rows, with their labels and counts: "All" first, then each outcome present.
 *
 * @param counts The import's rows by outcome.
 */
export function matchFilters(
	counts: ImportMatchCounts
): Array< { filter: ImportMatchFilter; label: string; count: number } > {
	const outcomes: Array< {
		filter: ImportMatchOutcome;
		label: string;
		count: number;
	} > = [
		{
			filter: 'updated',
			label: __( 'Added to a contact', 'prism' ),
			count: counts.updated,
		},
		{
			filter: 'kept_apart',
			label: __( 'Kept apart', 'prism' ),
			count: counts.keptApart,
		},
		{
			filter: 'unchanged',
			label: __( 'Nothing new', 'prism' ),
			count: counts.unchanged,
		},
		{
			filter: 'separated',
			label: __( 'Separated', 'prism' ),
			count: counts.separated,
		},
	];
	const present = outcomes.filter( ( outcome ) => outcome.count > 0 );
	return [
		{
			filter: 'all',
			label: __( 'All', 'prism' ),
			count: present.reduce( ( sum, outcome ) => sum + outcome.count, 0 ),
		},
		...present,
	];
}

/**
 * The counts after the member separated a row: one fewer added, one more separated.
 *
 * @param counts The import's rows by outcome.
 */
export function afterSeparation(
	counts: ImportMatchCounts
): ImportMatchCounts {
	return {
		...counts,
		updated: Math.max( 0, counts.updated - 1 ),
		separated: counts.separated + 1,
	};
}
