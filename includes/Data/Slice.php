<?php
/**
 * What one slice of a job reports: where the next slice starts, the progress, and whether the job is done.
 *
 * @package Prism
 */

namespace Prism\Data;

defined( 'ABSPATH' ) || exit;

/**
 * The outcome of one slice.
 */
final class Slice {

	/**
	 * Takes the outcome.
	 *
	 * @param array<string, mixed> $cursor   Where the next slice starts (stored as JSON).
	 * @param int                  $done     Items done so far, this slice's included.
	 * @param int                  $total    Items in all (0 while unknown).
	 * @param bool                 $finished Whether nothing is left to do.
	 */
	public function __construct(
		public readonly array $cursor,
		public readonly int $done,
		public readonly int $total,
		public readonly bool $finished
	) {}
}
