<?php
/**
 * What a contact photo may be (issue 30, part 4): the images PRISM reads, how large a photo it takes, the sizes it
 * keeps, and how many photos a member keeps. A photo is read from its bytes (never from a file name or a type a
 * file claims), scaled by WordPress's image editor (Service\Photos), and kept in the database.
 *
 * @package Prism
 */

namespace Prism\Domain;

defined( 'ABSPATH' ) || exit;

/**
 * Photo limits and checks.
 */
final class Photo_Rules {

	/** Largest image taken, in bytes (an upload, or a photo in an imported card). */
	public const MAX_BYTES = 10 * 1024 * 1024;

	/** Most pixels an image may have: a larger one would take more memory to scale than PHP is given. */
	public const MAX_PIXELS = 40 * 1000 * 1000;

	/** The photo kept: its longer side at most this many pixels (the card, the vCard export). */
	public const EDGE = 640;

	/** The small square kept beside it for the list and the merge screen, in pixels. */
	public const THUMB_EDGE = 128;

	/** JPEG quality of the photo and its square. */
	public const QUALITY = 82;

	/** A PNG photo larger than this once scaled (a photograph saved as PNG) is kept as a JPEG instead. */
	public const MAX_PNG_BYTES = 256 * 1024;

	/** Most photos a member keeps, unless the site says otherwise (filter `prism_photo_limit`). */
	public const MAX_PER_MEMBER = 10000;

	/** Image types read => the type the photo is kept as (PNG and GIF keep their transparency as PNG). */
	public const TYPES = array(
		'image/jpeg' => 'image/jpeg',
		'image/png'  => 'image/png',
		'image/gif'  => 'image/png',
		'image/webp' => 'image/jpeg',
	);

	/**
	 * Most photos a member keeps on this site.
	 */
	public static function limit(): int {
		/**
		 * Most contact photos one member keeps (one per contact); an upload past it is refused with a sentence, and an
		 * import goes on without the photos that do not fit.
		 *
		 * @param int $limit Default Photo_Rules::MAX_PER_MEMBER.
		 */
		return max( 0, (int) apply_filters( 'prism_photo_limit', self::MAX_PER_MEMBER ) );
	}

	/**
	 * What an image is, read from its bytes: its type and size, or the sentence saying why PRISM cannot take it.
	 *
	 * @param string $bytes The image.
	 * @return array{mime: string, width: int, height: int}|string
	 */
	public static function read( string $bytes ) {
		$seen = self::inspect( $bytes );
		switch ( $seen['problem'] ) {
			case '':
				return $seen['image'];
			case 'empty':
				return __( 'The photo is empty.', 'prism' );
			case 'large':
				return self::too_large_message();
			case 'pixels':
				return sprintf(
					/* translators: 1: width, 2: height of the image in pixels, 3: most megapixels taken. */
					__( 'This photo is %1$d × %2$d pixels, more than PRISM can scale (%3$d megapixels at most). Send a smaller one.', 'prism' ),
					$seen['image']['width'],
					$seen['image']['height'],
					(int) ( self::MAX_PIXELS / 1000000 )
				);
			default:
				return self::unreadable_message();
		}
	}

	/**
	 * The line an imported contact's note gets for a photo in the file that PRISM does not take, or null for one it
	 * takes.
	 *
	 * @param string|null $bytes The photo's bytes; null for one larger than MAX_BYTES that was let go unread.
	 */
	public static function not_kept_line( ?string $bytes ): ?string {
		$seen = null === $bytes ? array(
			'problem' => 'large',
			'image'   => null,
		) : self::inspect( $bytes );
		switch ( $seen['problem'] ) {
			case '':
				return null;
			case 'large':
				/* translators: %s: the largest photo taken, e.g. 10 MB. */
				$why = sprintf( __( 'larger than %s', 'prism' ), size_format( self::MAX_BYTES ) );
				break;
			case 'pixels':
				/* translators: 1: width, 2: height of the image in pixels. */
				$why = sprintf( __( '%1$d × %2$d pixels, more than PRISM can scale', 'prism' ), $seen['image']['width'], $seen['image']['height'] );
				break;
			default:
				$why = __( 'not an image PRISM can read', 'prism' );
		}
		/* translators: %s: why a photo from the file was not kept, e.g. "larger than 10 MB". */
		return sprintf( __( 'Photo: not kept (%s)', 'prism' ), $why );
	}

	/**
	 * The line an imported contact's note gets for a photo the file carried when the member has no room for it.
	 */
	public static function no_room_line(): string {
		return sprintf(
			/* translators: %s: why a photo from the file was not kept. */
			__( 'Photo: not kept (%s)', 'prism' ),
			/* translators: %s: the most photos a member keeps, e.g. 10,000. */
			sprintf( __( 'you have %s contact photos, the most this site keeps for a member', 'prism' ), number_format_i18n( self::limit() ) )
		);
	}

	/**
	 * The line an imported contact's note gets for a photo an address book pull left out: the account's photos
	 * together were more than one import takes.
	 */
	public static function left_out_of_pull_line(): string {
		return sprintf(
			/* translators: %s: why a photo from the file was not kept. */
			__( 'Photo: not kept (%s)', 'prism' ),
			__( 'the address book\'s photos together are more than one import takes; add this one on the contact\'s page', 'prism' )
		);
	}

	/**
	 * The image's type and size, and what is wrong with it: '' (nothing), 'empty', 'large', 'unreadable' or 'pixels'.
	 *
	 * @param string $bytes The image.
	 * @return array{problem: string, image: array{mime: string, width: int, height: int}|null}
	 */
	private static function inspect( string $bytes ): array {
		if ( '' === $bytes ) {
			return array(
				'problem' => 'empty',
				'image'   => null,
			);
		}
		if ( strlen( $bytes ) > self::MAX_BYTES ) {
			return array(
				'problem' => 'large',
				'image'   => null,
			);
		}
		$size = @getimagesizefromstring( $bytes ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a file that is no image warns; the answer says so.
		$mime = is_array( $size ) ? $size['mime'] : '';
		if ( ! isset( self::TYPES[ $mime ] ) || (int) $size[0] < 1 || (int) $size[1] < 1 ) {
			return array(
				'problem' => 'unreadable',
				'image'   => null,
			);
		}
		$image = array(
			'mime'   => $mime,
			'width'  => (int) $size[0],
			'height' => (int) $size[1],
		);
		return array(
			'problem' => $image['width'] * $image['height'] > self::MAX_PIXELS ? 'pixels' : '',
			'image'   => $image,
		);
	}

	/**
	 * The sentence for an image over MAX_BYTES.
	 */
	public static function too_large_message(): string {
		/* translators: %s: the largest photo taken, e.g. 10 MB. */
		return sprintf( __( 'This photo is larger than %s, the most PRISM takes. Send a smaller one.', 'prism' ), size_format( self::MAX_BYTES ) );
	}

	/**
	 * The sentence for bytes that are not an image PRISM reads.
	 */
	public static function unreadable_message(): string {
		return __( 'This file is not a photo PRISM can read: send a JPEG, PNG, GIF or WebP image.', 'prism' );
	}

	/**
	 * The sentence for a member who has as many photos as the site keeps.
	 *
	 * @param int $limit The limit.
	 */
	public static function full_message( int $limit ): string {
		return sprintf(
			/* translators: %s: the most photos a member keeps, e.g. 10,000. */
			__( 'You have %s contact photos, the most this site keeps for a member. Remove a photo to add another.', 'prism' ),
			number_format_i18n( $limit )
		);
	}

	/**
	 * Whether photo $a is better than photo $b (a merge keeps the better one): more pixels in the image it was made
	 * from; on a tie, neither is (the survivor's stays).
	 *
	 * @param array{source_width: int|string, source_height: int|string} $a A photo's row.
	 * @param array{source_width: int|string, source_height: int|string} $b Another.
	 */
	public static function better( array $a, array $b ): bool {
		return (int) $a['source_width'] * (int) $a['source_height'] > (int) $b['source_width'] * (int) $b['source_height'];
	}
}
