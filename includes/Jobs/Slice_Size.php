<?php
/**
 * How much the next slice of a job takes on, so that it holds its transaction for about TARGET seconds whatever the
 * data and the machine: on SQLite a slice's transaction holds the whole database's write lock, and every other write
 * of the site waits for it to end (docs/jobs.md, "How a slice runs").
 *
 * @package Prism
 */

namespace Prism\Jobs;

defined( 'ABSPATH' ) || exit;

/**
 * Sizes slices by the time the last one took.
 */
final class Slice_Size {

	/** Seconds a slice should hold its transaction. */
	public const TARGET = 0.3;

	/**
	 * The number of items for the next slice: the last one's, scaled by how far its time was from TARGET, at most
	 * doubled at once, within [$min, $max].
	 *
	 * @param int   $items   Items the last slice took.
	 * @param float $seconds How long it took.
	 * @param int   $min     Fewest items a slice takes.
	 * @param int   $max     Most items a slice takes.
	 */
	public static function next( int $items, float $seconds, int $min, int $max ): int {
		$scaled = $seconds > 0 ? (int) round( $items * self::TARGET / $seconds ) : $max;
		return max( $min, min( $max, $scaled, 2 * max( 1, $items ) ) );
	}
}
