<?php
/**
 * Real images for the photo tests, drawn with GD: a JPEG (with an EXIF orientation, as a phone writes a photo taken
 * upright), a PNG, and the size of an image read back.
 *
 * @package Prism
 */

namespace Prism\Tests\Support;

/**
 * Image makers.
 */
final class Images {

	/**
	 * A JPEG of the given size: the left half red, the right half blue (so a turn shows), with an EXIF orientation
	 * when one is given.
	 *
	 * @param int      $width       Pixels.
	 * @param int      $height      Pixels.
	 * @param int|null $orientation EXIF orientation (6: the camera was turned a quarter clockwise), or none.
	 */
	public static function jpeg( int $width, int $height, ?int $orientation = null ): string {
		$image = self::drawn( $width, $height );
		ob_start();
		imagejpeg( $image, null, 90 );
		$bytes = (string) ob_get_clean();
		imagedestroy( $image );
		if ( null === $orientation ) {
			return $bytes;
		}
		// An APP1 segment right after the start of image: "Exif\0\0", a big-endian TIFF header, one IFD with the
		// Orientation tag (0x0112, SHORT), then the offset of no next IFD.
		$tiff = 'MM' . pack( 'n', 42 ) . pack( 'N', 8 ) . pack( 'n', 1 ) . pack( 'nnNnn', 0x0112, 3, 1, $orientation, 0 ) . pack( 'N', 0 );
		$app1 = "Exif\0\0" . $tiff;
		return substr( $bytes, 0, 2 ) . "\xFF\xE1" . pack( 'n', strlen( $app1 ) + 2 ) . $app1 . substr( $bytes, 2 );
	}

	/**
	 * A PNG of the given size.
	 *
	 * @param int $width  Pixels.
	 * @param int $height Pixels.
	 */
	public static function png( int $width, int $height ): string {
		$image = self::drawn( $width, $height );
		ob_start();
		imagepng( $image, null, 9 );
		$bytes = (string) ob_get_clean();
		imagedestroy( $image );
		return $bytes;
	}

	/**
	 * A PNG of random pixels (a photograph saved as PNG: it does not compress).
	 *
	 * @param int $width  Pixels.
	 * @param int $height Pixels.
	 */
	public static function noisy_png( int $width, int $height ): string {
		$image = imagecreatetruecolor( $width, $height );
		for ( $y = 0; $y < $height; $y++ ) {
			for ( $x = 0; $x < $width; $x++ ) {
				imagesetpixel( $image, $x, $y, random_int( 0, 0xFFFFFF ) );
			}
		}
		ob_start();
		imagepng( $image, null, 9 );
		$bytes = (string) ob_get_clean();
		imagedestroy( $image );
		return $bytes;
	}

	/**
	 * An image's type and size, read from its bytes.
	 *
	 * @param string $bytes Image.
	 * @return array{mime: string, width: int, height: int}
	 */
	public static function size( string $bytes ): array {
		$size = getimagesizefromstring( $bytes );
		return array(
			'mime'   => is_array( $size ) ? (string) $size['mime'] : '',
			'width'  => is_array( $size ) ? (int) $size[0] : 0,
			'height' => is_array( $size ) ? (int) $size[1] : 0,
		);
	}

	/**
	 * The colour at a point of an image: 'red', 'blue' or 'other'.
	 *
	 * @param string $bytes Image.
	 * @param int    $x     Column.
	 * @param int    $y     Row.
	 */
	public static function colour_at( string $bytes, int $x, int $y ): string {
		$image = imagecreatefromstring( $bytes );
		$rgb   = imagecolorat( $image, $x, $y );
		imagedestroy( $image );
		$red  = ( $rgb >> 16 ) & 0xFF;
		$blue = $rgb & 0xFF;
		return $red > 180 && $blue < 80 ? 'red' : ( $blue > 180 && $red < 80 ? 'blue' : 'other' );
	}

	/**
	 * A true-colour image, left half red, right half blue.
	 *
	 * @param int $width  Pixels.
	 * @param int $height Pixels.
	 * @return \GdImage
	 */
	private static function drawn( int $width, int $height ) {
		$image = imagecreatetruecolor( $width, $height );
		imagefilledrectangle( $image, 0, 0, intdiv( $width, 2 ) - 1, $height - 1, imagecolorallocate( $image, 220, 20, 20 ) );
		imagefilledrectangle( $image, intdiv( $width, 2 ), 0, $width - 1, $height - 1, imagecolorallocate( $image, 20, 20, 220 ) );
		return $image;
	}
}
