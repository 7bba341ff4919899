<?php
/**
 * How much the next slice of a job takes on, so that it holds its transaction for about target() seconds whatever the
 * data and the machine: on SQLite a slice's transaction holds the whole database's write lock, and every other write
 * of the site waits for it to end (docs/jobs.md, "How a slice runs").
 *
 * @package Prism
 */

namespace Prism\Jobs;

use Prism\Data\Db;

defined( 'ABSPATH' ) || exit;

/**
 * Sizes slices by the time the last one took.
 */
final class Slice_Size {

	/** Seconds a slice should hold its transaction on MySQL/MariaDB, where it locks only the rows it writes. */
	public const TARGET = 0.3;

	/**
	 * Seconds a slice should hold its transaction on SQLite, where it holds the whole database's write lock: every
	 * other write of the site (a member's note, a login's session) waits up to this long. Shorter slices cost an
	 * import throughput (each has a claim, a cursor and a pause to store), longer ones the members' p95
	 * (docs/benchmarks.md, "The site while an import runs").
	 */
	public const TARGET_SQLITE = 0.15;

	/**
	 * Seconds a slice should take on this site's database.
	 */
	public static function target(): float {
		return Db::is_sqlite() ? self::TARGET_SQLITE : self::TARGET;
	}

	/**
	 * The number of items for the next slice: the last one's, scaled by how far its time was from target(), at most
	 * doubled at once, within [$min, $max].
	 *
	 * @param int   $items   Items the last slice took.
	 * @param float $seconds How long it took.
	 * @param int   $min     Fewest items a slice takes.
	 * @param int   $max     Most items a slice takes.
	 */
	public static function next( int $items, float $seconds, int $min, int $max ): int {
		$scaled = $seconds > 0 ? (int) round( $items * self::target() / $seconds ) : $max;
		return max( $min, min( $max, $scaled, 2 * max( 1, $items ) ) );
	}
}
