<?php
/**
 * A save of a process object made from an older version than the one stored (another tab or window saved in
 * between). Carries what is stored now, so the member's page can show it.
 *
 * @package Prism
 */

namespace Prism\Data;

defined( 'ABSPATH' ) || exit;

/**
 * Stale process save.
 */
final class Process_Conflict extends \RuntimeException {

	/**
	 * The stored process: {id, object, version}.
	 *
	 * @var array{id: int, object: array<string, mixed>|null, version: int}
	 */
	public array $current;

	/**
	 * Keeps the stored process.
	 *
	 * @param array{id: int, object: array<string, mixed>|null, version: int} $current Stored process.
	 */
	public function __construct( array $current ) {
		parent::__construct( 'The networking process was saved from an older version.' );
		$this->current = $current;
	}
}
