<?php
/**
 * Contact photos (issue 30, part 4): one row per contact, holding the photo and its small square as base64 text, and
 * what they were made from (its size and a hash of its bytes). Every query is scoped to the member; the images are
 * read only by the routes that serve them to their owner. The rules are Domain\Photo_Rules, the scaling
 * Service\Photos.
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Domain\Photo_Rules;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Photo rows.
 */
final class Photo_Repository {

	/** Columns describing a photo (everything but the images). */
	private const META = 'contact_id, version, origin, mime, width, height, source_width, source_height, source_hash, bytes, created_at, updated_at';

	/** The stored sizes: the photo and its small square. */
	public const SIZES = array(
		'photo' => 'image_data',
		'thumb' => 'thumb_data',
	);

	/**
	 * A contact's photo without its images, or null.
	 *
	 * @param int $owner_id   Member.
	 * @param int $contact_id Contact.
	 * @return array<string, mixed>|null
	 */
	public function meta( int $owner_id, int $contact_id ): ?array {
		return $this->metas( $owner_id, array( $contact_id ) )[ $contact_id ] ?? null;
	}

	/**
	 * The photos of some of the member's contacts, without their images: contact id => row.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Contacts.
	 * @return array<int, array<string, mixed>>
	 */
	public function metas( int $owner_id, array $ids ): array {
		$table = Schema::table( 'photos' );
		$found = array();
		foreach ( array_chunk( Db::ids( $ids ), 500 ) as $chunk ) {
			$rows = Db::select( 'SELECT ' . self::META . " FROM {$table} WHERE owner_id = ? AND contact_id IN (" . implode( ',', array_fill( 0, count( $chunk ), '?' ) ) . ')', array_merge( array( $owner_id ), $chunk ) );
			foreach ( $rows as $row ) {
				$found[ (int) $row['contact_id'] ] = $row;
			}
		}
		return $found;
	}

	/**
	 * The photo versions of some of the member's contacts (contact id => version), for the answers that name them.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Contacts.
	 * @return array<int, string>
	 */
	public function versions( int $owner_id, array $ids ): array {
		$table = Schema::table( 'photos' );
		$found = array();
		foreach ( array_chunk( Db::ids( $ids ), 500 ) as $chunk ) {
			foreach ( Db::num_rows( "SELECT contact_id, version FROM {$table} WHERE owner_id = ? AND contact_id IN (" . implode( ',', array_fill( 0, count( $chunk ), '?' ) ) . ')', array_merge( array( $owner_id ), $chunk ) ) as $row ) {
				$found[ (int) $row[0] ] = (string) $row[1];
			}
		}
		return $found;
	}

	/**
	 * One stored image of a contact's photo: its type, version and bytes; null when the contact has no photo.
	 *
	 * @param int    $owner_id   Member.
	 * @param int    $contact_id Contact.
	 * @param string $size       'photo' or 'thumb'.
	 * @return array{mime: string, version: string, bytes: string}|null
	 */
	public function image( int $owner_id, int $contact_id, string $size ): ?array {
		$column = self::SIZES[ $size ] ?? self::SIZES['photo'];
		$table  = Schema::table( 'photos' );
		$rows   = Db::select( "SELECT mime, version, {$column} AS data FROM {$table} WHERE owner_id = ? AND contact_id = ?", array( $owner_id, $contact_id ) );
		if ( ! $rows ) {
			return null;
		}
		return array(
			'mime'    => (string) $rows[0]['mime'],
			'version' => (string) $rows[0]['version'],
			'bytes'   => (string) base64_decode( (string) $rows[0]['data'], true ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- the image, stored as base64 text.
		);
	}

	/**
	 * The photos of some of the member's contacts (contact id => type and bytes), for an export.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Contacts.
	 * @return array<int, array{mime: string, bytes: string}>
	 */
	public function images( int $owner_id, array $ids ): array {
		$table = Schema::table( 'photos' );
		$found = array();
		foreach ( array_chunk( Db::ids( $ids ), 100 ) as $chunk ) {
			$rows = Db::num_rows( "SELECT contact_id, mime, image_data FROM {$table} WHERE owner_id = ? AND contact_id IN (" . implode( ',', array_fill( 0, count( $chunk ), '?' ) ) . ')', array_merge( array( $owner_id ), $chunk ) );
			foreach ( $rows as $row ) {
				$found[ (int) $row[0] ] = array(
					'mime'  => (string) $row[1],
					'bytes' => (string) base64_decode( (string) $row[2], true ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- the image, stored as base64 text.
				);
			}
		}
		return $found;
	}

	/**
	 * How many photos the member keeps.
	 *
	 * @param int $owner_id Member.
	 */
	public function count( int $owner_id ): int {
		$table = Schema::table( 'photos' );
		return (int) ( Db::int_column( "SELECT COUNT(*) FROM {$table} WHERE owner_id = ?", array( $owner_id ) )[0] ?? 0 );
	}

	/**
	 * Stores a contact's photo in place of the one it had. The caller holds the transaction and has checked the
	 * contact.
	 *
	 * @param int                                                                                                                                                    $owner_id   Member.
	 * @param int                                                                                                                                                    $contact_id Contact.
	 * @param array{origin: string, mime: string, width: int, height: int, source_width: int, source_height: int, source_hash: string, image: string, thumb: string} $photo The scaled images and what they came from.
	 * @return string The photo's version.
	 */
	public function put( int $owner_id, int $contact_id, array $photo ): string {
		$table   = Schema::table( 'photos' );
		$version = substr( sha1( $photo['image'] . $photo['thumb'] ), 0, 16 );
		$now     = Db::now();
		$created = $this->meta( $owner_id, $contact_id )['created_at'] ?? $now;
		Db::execute( "DELETE FROM {$table} WHERE owner_id = ? AND contact_id = ?", array( $owner_id, $contact_id ) );
		Db::execute(
			"INSERT INTO {$table} (owner_id, contact_id, version, origin, mime, width, height, source_width, source_height, source_hash, bytes, created_at, updated_at, thumb_data, image_data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
			array(
				$owner_id,
				$contact_id,
				$version,
				$photo['origin'],
				$photo['mime'],
				$photo['width'],
				$photo['height'],
				$photo['source_width'],
				$photo['source_height'],
				$photo['source_hash'],
				strlen( $photo['image'] ),
				(string) $created,
				$now,
				base64_encode( $photo['thumb'] ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the image, stored as base64 text.
				base64_encode( $photo['image'] ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the image, stored as base64 text.
			)
		);
		return $version;
	}

	/**
	 * Deletes a contact's photo; whether it had one.
	 *
	 * @param int $owner_id   Member.
	 * @param int $contact_id Contact.
	 */
	public function delete( int $owner_id, int $contact_id ): bool {
		if ( null === $this->meta( $owner_id, $contact_id ) ) {
			return false;
		}
		Db::execute( 'DELETE FROM ' . Schema::table( 'photos' ) . ' WHERE owner_id = ? AND contact_id = ?', array( $owner_id, $contact_id ) );
		return true;
	}

	/**
	 * A merge keeps the better photo of the two contacts (Photo_Rules::better(): the larger image it was made from;
	 * on a tie the survivor's) on the survivor; the other goes. The caller holds the merge transaction.
	 *
	 * @param int $owner_id    Member.
	 * @param int $survivor_id Contact that stays.
	 * @param int $removed_id  Contact merged away.
	 */
	public function merge_into( int $owner_id, int $survivor_id, int $removed_id ): void {
		$photos  = $this->metas( $owner_id, array( $survivor_id, $removed_id ) );
		$removed = $photos[ $removed_id ] ?? null;
		if ( null === $removed ) {
			return;
		}
		$kept = $photos[ $survivor_id ] ?? null;
		if ( null !== $kept && ! Photo_Rules::better( $removed, $kept ) ) {
			$this->delete( $owner_id, $removed_id );
			return;
		}
		$this->delete( $owner_id, $survivor_id );
		$this->move( $owner_id, $removed_id, $survivor_id );
	}

	/**
	 * Moves a contact's photo to another of the member's contacts that has none (an import row separated from the
	 * contact it went into takes the photo it brought). Whether it moved.
	 *
	 * @param int $owner_id Member.
	 * @param int $from     Contact it is on.
	 * @param int $to       Contact it goes to.
	 */
	public function move( int $owner_id, int $from, int $to ): bool {
		if ( null === $this->meta( $owner_id, $from ) || null !== $this->meta( $owner_id, $to ) ) {
			return false;
		}
		Db::execute( 'UPDATE ' . Schema::table( 'photos' ) . ' SET contact_id = ? WHERE owner_id = ? AND contact_id = ?', array( $to, $owner_id, $from ) );
		return true;
	}
}
