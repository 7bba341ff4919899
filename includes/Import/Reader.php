<?php
/**
 * What every import file reader does: read a bounded batch of records from a cursor. The record shape is described
 * in docs/import.md ("A record").
 *
 * @package Prism
 */

namespace Prism\Import;

defined( 'ABSPATH' ) || exit;

/**
 * A reader of one file layout.
 */
interface Reader {

	/**
	 * Reads at most $max records from a seekable UTF-8 stream, starting where $cursor says (array() = the start).
	 * The returned cursor is JSON-safe and is where the next call starts; reading again from the same cursor gives
	 * the same records.
	 *
	 * @param resource             $stream UTF-8 text, no BOM.
	 * @param array<string, mixed> $cursor Where to start.
	 * @param int                  $max    Most records to read.
	 * @return array{records: array<int, array<string, mixed>>, cursor: array<string, mixed>, finished: bool}
	 */
	public function read( $stream, array $cursor, int $max ): array;
}
