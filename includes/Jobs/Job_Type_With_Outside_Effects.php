<?php
/**
 * A job type whose slices act outside the database (send mail, call a web service), which no transaction can take
 * back. The runner then does not wrap its slices in a transaction; "never twice" is the type's own, item by item
 * (docs/jobs.md, "Effects outside the database"):
 *
 * 1. Claim the item with one statement that commits at once and that only one caller can win: an INSERT IGNORE of a
 *    done marker under a unique key (job, item), checking that it inserted a row. No row: already done, skip it.
 * 2. Only then act on it.
 * 3. Return the cursor past the items handled; the runner stores it.
 *
 * A crash between 1 and 2 loses that one effect (at most once, never twice); a retry of the slice skips every item
 * already marked.
 *
 * @package Prism
 */

namespace Prism\Jobs;

defined( 'ABSPATH' ) || exit;

/**
 * Marks a job type whose slices run outside a transaction and keep their own per-item done markers.
 */
interface Job_Type_With_Outside_Effects extends Job_Type {
}
