<?php
/**
 * Contact photos (issue 30, part 4): an image a member uploads (or takes with a phone's camera) or an import brings
 * is read from its bytes (Domain\Photo_Rules), turned upright by its EXIF orientation, scaled by WordPress's image
 * editor to a photo of at most Photo_Rules::EDGE pixels and a small square of THUMB_EDGE, and stored in the database
 * (Data\Photo_Repository). Re-encoding drops everything the camera wrote besides the pixels (its EXIF data, a
 * location among it). The editor works on files: the image is written to PHP's temporary folder for the length of
 * the request and removed, so no server keeps a file another would need.
 *
 * @package Prism
 */

namespace Prism\Service;

use Prism\Data\Db;
use Prism\Data\Photo_Repository;
use Prism\Domain\Invalid_Input;
use Prism\Domain\Photo_Rules;

defined( 'ABSPATH' ) || exit;

/**
 * Photo writes.
 */
final class Photos {

	/** File name endings of the types the editor writes. */
	private const EXTENSIONS = array(
		'image/jpeg' => 'jpg',
		'image/png'  => 'png',
		'image/gif'  => 'gif',
		'image/webp' => 'webp',
	);

	/**
	 * Storage.
	 *
	 * @var Photo_Repository
	 */
	private Photo_Repository $photos;

	/**
	 * Wires the repository.
	 */
	public function __construct() {
		$this->photos = new Photo_Repository();
	}

	/**
	 * Stores an uploaded photo on a contact, in place of the one it had, and answers what is stored.
	 *
	 * @param int    $owner_id   Member.
	 * @param int    $contact_id Contact (the caller checked it is the member's).
	 * @param string $bytes      The image as sent.
	 * @return array<string, mixed> The stored photo's row, without its images.
	 * @throws Invalid_Input With the sentence saying why the photo was not taken; nothing is changed then.
	 */
	public function upload( int $owner_id, int $contact_id, string $bytes ): array {
		$photo = $this->scale( $bytes, 'upload' );
		return Db::transaction(
			function () use ( $owner_id, $contact_id, $photo ): array {
				$this->check_room( $owner_id, array( $contact_id ), 1 );
				$this->photos->put( $owner_id, $contact_id, $photo );
				return (array) $this->photos->meta( $owner_id, $contact_id );
			}
		);
	}

	/**
	 * Deletes a contact's photo; whether it had one.
	 *
	 * @param int $owner_id   Member.
	 * @param int $contact_id Contact (the caller checked it is the member's).
	 */
	public function remove( int $owner_id, int $contact_id ): bool {
		return Db::transaction( fn(): bool => $this->photos->delete( $owner_id, $contact_id ) );
	}

	/**
	 * Gives contacts the photos an import brought, each to a contact without one (a photo the member has is never
	 * replaced by a file's), while the member has room for them. The caller holds the import's transaction.
	 *
	 * @param int                $owner_id Member.
	 * @param array<int, string> $images   Contact id => the image's bytes (read by Photo_Rules::read() already).
	 * @return array{added: int[], left: array<int, string>} The contacts given a photo, and contact id => why one was not.
	 */
	public function import( int $owner_id, array $images ): array {
		$out = array(
			'added' => array(),
			'left'  => array(),
		);
		if ( ! $images ) {
			return $out;
		}
		$have = $this->photos->metas( $owner_id, array_keys( $images ) );
		$room = Photo_Rules::limit() - $this->photos->count( $owner_id );
		foreach ( $images as $contact_id => $bytes ) {
			if ( isset( $have[ $contact_id ] ) ) {
				continue;
			}
			if ( $room < 1 ) {
				$out['left'][ $contact_id ] = Photo_Rules::full_message( Photo_Rules::limit() );
				continue;
			}
			try {
				$this->photos->put( $owner_id, $contact_id, $this->scale( $bytes, 'import' ) );
			} catch ( Invalid_Input $e ) {
				$out['left'][ $contact_id ] = $e->getMessage();
				continue;
			}
			--$room;
			$out['added'][] = $contact_id;
		}
		return $out;
	}

	/**
	 * Refuses a write that would take the member past the photo limit: $adding photos, for contacts of whom those
	 * in $ids that have a photo already only replace it.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      The contacts being given a photo.
	 * @param int   $adding   How many photos.
	 * @throws Invalid_Input When there is no room.
	 */
	private function check_room( int $owner_id, array $ids, int $adding ): void {
		$new = $adding - count( $this->photos->metas( $owner_id, $ids ) );
		if ( $new > 0 && $this->photos->count( $owner_id ) + $new > Photo_Rules::limit() ) {
			throw new Invalid_Input( Photo_Rules::full_message( Photo_Rules::limit() ) );
		}
	}

	/**
	 * The photo and its square made from an image, with what they were made from.
	 *
	 * @param string $bytes  The image.
	 * @param string $origin 'upload' or 'import'.
	 * @return array{origin: string, mime: string, width: int, height: int, source_width: int, source_height: int, source_hash: string, image: string, thumb: string}
	 * @throws Invalid_Input When the image cannot be read or scaled.
	 */
	public function scale( string $bytes, string $origin ): array {
		$info = Photo_Rules::read( $bytes );
		if ( is_string( $info ) ) {
			throw new Invalid_Input( $info );
		}
		wp_raise_memory_limit( 'image' );
		$made = array();
		try {
			$source = $this->temp_file( self::EXTENSIONS[ $info['mime'] ], $made );
			file_put_contents( $source, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- the image editor reads files; removed below.
			$editor = wp_get_image_editor( $source, array( 'mime_type' => $info['mime'] ) );
			if ( is_wp_error( $editor ) ) {
				throw new Invalid_Input( Photo_Rules::unreadable_message() );
			}
			// A phone's photo is stored sideways with an EXIF orientation: turned upright before scaling.
			$editor->maybe_exif_rotate();
			$editor->set_quality( Photo_Rules::QUALITY );
			$size = $editor->get_size();
			if ( max( (int) $size['width'], (int) $size['height'] ) > Photo_Rules::EDGE ) {
				self::check( $editor->resize( Photo_Rules::EDGE, Photo_Rules::EDGE, false ) );
			}
			$wanted = Photo_Rules::TYPES[ $info['mime'] ];
			$image  = self::check( $editor->save( $this->temp_file( self::EXTENSIONS[ $wanted ], $made ), $wanted ) );
			$made[] = (string) $image['path'];
			if ( 'image/png' === $image['mime-type'] && (int) filesize( (string) $image['path'] ) > Photo_Rules::MAX_PNG_BYTES ) {
				// A photograph saved as PNG: as a JPEG it is a tenth of the size (its transparency, if any, is lost).
				$image  = self::check( $editor->save( $this->temp_file( 'jpg', $made ), 'image/jpeg' ) );
				$made[] = (string) $image['path'];
			}

			$square = wp_get_image_editor( (string) $image['path'] );
			if ( is_wp_error( $square ) ) {
				throw new Invalid_Input( Photo_Rules::unreadable_message() );
			}
			$square->set_quality( Photo_Rules::QUALITY );
			$side = min( (int) $image['width'], (int) $image['height'] );
			$edge = min( $side, Photo_Rules::THUMB_EDGE );
			self::check( $square->crop( intdiv( (int) $image['width'] - $side, 2 ), intdiv( (int) $image['height'] - $side, 2 ), $side, $side, $edge, $edge ) );
			$thumb  = self::check( $square->save( $this->temp_file( self::EXTENSIONS[ $wanted ], $made ), (string) $image['mime-type'] ) );
			$made[] = (string) $thumb['path'];

			return array(
				'origin'        => $origin,
				'mime'          => (string) $image['mime-type'],
				'width'         => (int) $image['width'],
				'height'        => (int) $image['height'],
				'source_width'  => $info['width'],
				'source_height' => $info['height'],
				'source_hash'   => sha1( $bytes ),
				'image'         => (string) file_get_contents( (string) $image['path'] ), // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the editor's output, a local file.
				'thumb'         => (string) file_get_contents( (string) $thumb['path'] ), // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the editor's output, a local file.
			);
		} finally {
			foreach ( array_unique( $made ) as $file ) {
				wp_delete_file( $file );
			}
		}
	}

	/**
	 * A new empty file in PHP's temporary folder with the given ending (for the editor, which reads the type from it).
	 *
	 * @param string   $extension File name ending.
	 * @param string[] $made      The files made so far (added to, for removal).
	 * @throws Invalid_Input When no temporary file can be made.
	 */
	private function temp_file( string $extension, array &$made ): string {
		$base = tempnam( get_temp_dir(), 'prism-photo-' );
		if ( false === $base ) {
			throw new Invalid_Input( __( 'The photo could not be processed: this site cannot write temporary files. Ask the site administrator.', 'prism' ) );
		}
		$made[] = $base;
		$path   = $base . '.' . $extension;
		$made[] = $path;
		return $path;
	}

	/**
	 * The editor's answer, or the member's sentence when it failed.
	 *
	 * @param mixed $result An editor method's answer.
	 * @return mixed
	 * @throws Invalid_Input When it is an error.
	 */
	private static function check( $result ) {
		if ( is_wp_error( $result ) || false === $result ) {
			throw new Invalid_Input( Photo_Rules::unreadable_message() );
		}
		return $result;
	}
}
