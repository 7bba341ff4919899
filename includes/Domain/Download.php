<?php
/**
 * A file a route sends as a download, written a part at a time (Rest\Export_Controller::serve()): the contact export
 * and a member's backup.
 *
 * @package Prism
 */

namespace Prism\Domain;

defined( 'ABSPATH' ) || exit;

/**
 * A streamed download.
 */
interface Download {

	/**
	 * The file's media type.
	 */
	public function content_type(): string;

	/**
	 * The name the browser saves it as.
	 */
	public function file_name(): string;

	/**
	 * Writes the file to `$out` a part at a time.
	 *
	 * @param callable(string): void $out Receives the bytes in order.
	 */
	public function write( callable $out ): void;
}
