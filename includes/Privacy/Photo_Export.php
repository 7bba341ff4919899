<?php
/**
 * Contact photos in WordPress's personal-data export (issue 30, part 4). The export's report can show only text and
 * links, so each photo is listed there (the contact, the file, its size, where it came from) and the images
 * themselves are added to the export's ZIP archive, in a folder of their own, once WordPress has written it (action
 * `wp_privacy_personal_data_export_file_created`). The archive is WordPress's own file, sent to the member by
 * WordPress's own link; PRISM only adds to it.
 *
 * @package Prism
 */

namespace Prism\Privacy;

use Prism\Data\Contact_Repository;
use Prism\Data\Db;
use Prism\Data\Photo_Repository;
use Prism\Domain\Contact_Fields;

defined( 'ABSPATH' ) || exit;

/**
 * Photos in the personal-data export.
 */
final class Photo_Export {

	/** Folder of the archive the photos go in. */
	public const FOLDER = 'prism-photos';

	/** Contacts read per round while adding photos to the archive. */
	private const BATCH = 100;

	/**
	 * Export items of the photos of some contacts.
	 *
	 * @param int                              $owner_id Member.
	 * @param array<int, array<string, mixed>> $rows     Contact rows.
	 * @return array<int, array<string, mixed>>
	 */
	public static function items( int $owner_id, array $rows ): array {
		$photos = ( new Photo_Repository() )->metas( $owner_id, array_map( static fn( array $row ): int => (int) $row['id'], $rows ) );
		$items  = array();
		foreach ( $rows as $row ) {
			$photo = $photos[ (int) $row['id'] ] ?? null;
			if ( null === $photo ) {
				continue;
			}
			$items[] = array(
				'group_id'          => 'prism-photos',
				'group_label'       => __( 'PRISM contact photos', 'prism' ),
				'group_description' => __( 'The photos of your contacts. The images are in the archive\'s prism-photos folder.', 'prism' ),
				'item_id'           => 'prism-photo-' . (int) $row['id'],
				'data'              => array(
					array(
						'name'  => __( 'Contact', 'prism' ),
						'value' => Contact_Fields::display_name( Contact_Fields::from_row( $row ) ),
					),
					array(
						'name'  => __( 'File', 'prism' ),
						'value' => self::file_name( $row, (string) $photo['mime'] ),
					),
					array(
						'name'  => __( 'Size', 'prism' ),
						/* translators: 1: width, 2: height in pixels. */
						'value' => sprintf( __( '%1$d × %2$d pixels', 'prism' ), (int) $photo['width'], (int) $photo['height'] ),
					),
					array(
						'name'  => __( 'Came from', 'prism' ),
						'value' => 'import' === $photo['origin'] ? __( 'An import', 'prism' ) : __( 'Uploaded', 'prism' ),
					),
					array(
						'name'  => __( 'Added', 'prism' ),
						'value' => (string) Db::iso( (string) $photo['created_at'] ),
					),
				),
			);
		}
		return $items;
	}

	/**
	 * Action `wp_privacy_personal_data_export_file_created`: adds the member's photos to the export's archive.
	 *
	 * @param string $archive_path Path of the ZIP archive.
	 * @param string $archive_url  Its address (unused).
	 * @param string $html_path    Path of the HTML report (unused).
	 * @param int    $request_id   The export request.
	 */
	public static function add_to_archive( $archive_path, $archive_url, $html_path, $request_id ): void {
		unset( $archive_url, $html_path );
		$request = wp_get_user_request( (int) $request_id );
		$user    = $request ? get_user_by( 'email', (string) $request->email ) : false;
		if ( ! $user || ! class_exists( \ZipArchive::class ) || ! ( new \Prism\Data\Member_Data() )->installed() ) {
			return;
		}
		$owner_id = (int) $user->ID;
		$contacts = new Contact_Repository();
		$photos   = new Photo_Repository();
		$zip      = new \ZipArchive();
		if ( true !== $zip->open( (string) $archive_path ) ) {
			return;
		}
		for ( $offset = 0; ; $offset += self::BATCH ) {
			$rows = $contacts->page( $owner_id, $offset, self::BATCH );
			if ( ! $rows ) {
				break;
			}
			$images = $photos->images( $owner_id, array_map( static fn( array $row ): int => (int) $row['id'], $rows ) );
			foreach ( $rows as $row ) {
				$image = $images[ (int) $row['id'] ] ?? null;
				if ( null !== $image ) {
					$zip->addFromString( self::FOLDER . '/' . self::file_name( $row, $image['mime'] ), $image['bytes'] );
				}
			}
			if ( count( $rows ) < self::BATCH ) {
				break;
			}
		}
		$zip->close();
	}

	/**
	 * The name a contact's photo has in the archive: the contact's id and name, and the image's ending.
	 *
	 * @param array<string, mixed> $row  Contact row.
	 * @param string               $mime The image's type.
	 */
	private static function file_name( array $row, string $mime ): string {
		$name = sanitize_title( Contact_Fields::display_name( Contact_Fields::from_row( $row ) ) );
		return (int) $row['id'] . ( '' !== $name ? '-' . $name : '' ) . ( 'image/png' === $mime ? '.png' : '.jpg' );
	}
}
