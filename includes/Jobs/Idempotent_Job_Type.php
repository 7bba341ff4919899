<?php
/**
 * A job type whose slices may run twice with the same result: they only add rows derived from what is stored, with
 * INSERT IGNORE under a unique key (the duplicate rescan's suggestions). The runner does not wrap such slices in a
 * transaction: a slice cut short leaves rows that the retried slice would add anyway, and on SQLite the database's
 * single write lock is then held for each statement only, not for the whole slice, so the runner need not pause
 * after it for other writers (Runner::make_way).
 *
 * @package Prism
 */

namespace Prism\Jobs;

defined( 'ABSPATH' ) || exit;

/**
 * Marks a job type whose slices run outside a transaction because repeating them changes nothing.
 */
interface Idempotent_Job_Type extends Job_Type {
}
