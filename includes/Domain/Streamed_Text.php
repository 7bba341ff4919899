<?php
/**
 * A text written in chunks (write( $out ) calls $out with each): render() gathers it whole for tests and small
 * files, and it is JSON serialisable as that text, for a client that asked for a download wrapped in JSON
 * (`_envelope`). The contact export and the calendar feed stream this way.
 *
 * @package Prism
 */

namespace Prism\Domain;

defined( 'ABSPATH' ) || exit;

/**
 * The render() and jsonSerialize() of a streamed text (the class implements \JsonSerializable).
 */
trait Streamed_Text {

	/**
	 * Writes the text a chunk at a time.
	 *
	 * @param callable $out Called with each chunk.
	 */
	abstract public function write( callable $out ): void;

	/**
	 * The whole text (tests, small files; the routes stream it with write()).
	 */
	public function render(): string {
		$text = '';
		$this->write(
			static function ( string $chunk ) use ( &$text ): void {
				$text .= $chunk;
			}
		);
		return $text;
	}

	/**
	 * The text, for a client that asked for it wrapped in JSON (`_envelope`).
	 */
	public function jsonSerialize(): string { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- JsonSerializable's method.
		return $this->render();
	}
}
