<?php
/**
 * The body of a photo answer: the image's bytes, which Photos_Controller::serve() sends as they are. As JSON (an
 * answer wrapped by `_envelope`) it is the image as a data: address, the one way JSON carries an image.
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
	 * The image's type.
	 *
	 * @var string
	 */
	public string $mime;

	/**
	 * Holds the bytes.
	 *
	 * @param string $bytes The image.
	 * @param string $mime  Its type.
	 */
	public function __construct( string $bytes, string $mime ) {
		$this->bytes = $bytes;
		$this->mime  = $mime;
	}

	/**
	 * The image as a data: address ('' for the empty body of a 304).
	 */
	public function jsonSerialize(): string {
		return '' === $this->bytes ? '' : 'data:' . $this->mime . ';base64,' . base64_encode( $this->bytes ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- an image in JSON.
	}
}
