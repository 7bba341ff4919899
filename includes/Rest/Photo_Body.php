<?php
/**
 * The body of a photo answer: the image's bytes, which Photos_Controller::serve() sends as they are. As JSON (a
 * caller that embeds the answer, `_embed`, or reads it in-process) it is null: an image is never written as text.
 *
 * @package Prism
 */

namespace Prism\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * An image's bytes.
 */
final class Photo_Body implements \JsonSerializable {

	/**
	 * The image.
	 *
	 * @var string
	 */
	public string $bytes;

	/**
	 * Holds the bytes.
	 *
	 * @param string $bytes The image.
	 */
	public function __construct( string $bytes ) {
		$this->bytes = $bytes;
	}

	/**
	 * Null: the bytes are not JSON.
	 */
	public function jsonSerialize(): mixed {
		return null;
	}
}
