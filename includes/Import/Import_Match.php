<?php
/**
 * What an import did with a row that shares an email address, a phone number or a LinkedIn profile (or, for a row
 * with none, its exact name and company) with a contact the member has: the outcomes the import report lists
 * (Data\Import_Match_Repository, `GET imports/{id}/matches`).
 *
 * @package Prism
 */

namespace Prism\Import;

defined( 'ABSPATH' ) || exit;

/**
 * Import match outcomes and reason codes.
 */
final class Import_Match {

	/** The row was that contact and added to it; the member may separate it (Import_Separation). */
	public const UPDATED = 'updated';

	/** The row was that contact and added nothing (already there, or the import skips matches). */
	public const UNCHANGED = 'unchanged';

	/** The row shares a value with that contact but names another person: it became a contact of its own. */
	public const KEPT_APART = 'kept_apart';

	/** An UPDATED row the member made a contact of its own afterwards (separated_id). */
	public const SEPARATED = 'separated';

	public const OUTCOMES = array( self::UPDATED, self::UNCHANGED, self::KEPT_APART, self::SEPARATED );

	/** Reason code beside the shared values: the row named nobody and several contacts fitted it equally. */
	public const AMBIGUOUS = 'ambiguous';

	/** Reason codes, in the order the report lists them. */
	public const REASONS = array( Import_Matcher::EMAIL, Import_Matcher::PHONE, Import_Matcher::PROFILE, Import_Matcher::NAME, self::AMBIGUOUS );
}
