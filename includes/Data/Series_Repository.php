<?php
/**
 * The series members follow: the networking series (id 1) and, later, mentoring series. A series an admin has
 * never edited is the one PRISM ships (Domain\Default_Series), read in the language of the request; once an admin
 * saves it, the saved series is what every member and every web server reads from the database.
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Domain\Default_Series;
use Prism\Domain\Series_Schema;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Series storage.
 */
final class Series_Repository {

	/** The networking series' id (processes store it as networkingSeriesId). */
	public const NETWORKING_ID = 1;

	/**
	 * A series by id, or null. The networking series always exists (the shipped one until an admin saves it).
	 *
	 * @param int $id Series id.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table = Schema::table( 'series' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		$row    = Db::row( $wpdb->prepare( "SELECT id, series_data, updated_by, updated_at FROM {$table} WHERE id = %d", $id ) );
		$stored = $row && null !== $row['series_data'] ? json_decode( (string) $row['series_data'], true ) : null;
		if ( is_array( $stored ) ) {
			$series = $stored;
		} elseif ( self::NETWORKING_ID === $id ) {
			$series = Default_Series::networking();
		} else {
			return null;
		}
		$series['id']          = $id;
		$series['wordpressId'] = $row ? (int) $row['updated_by'] : 0;
		$series['updatedAt']   = $row ? Db::iso( $row['updated_at'] ) : null;
		return $series;
	}

	/**
	 * The networking series.
	 *
	 * @return array<string, mixed>
	 */
	public function networking(): array {
		return (array) $this->find( self::NETWORKING_ID );
	}

	/**
	 * Whether an admin has saved this series (otherwise it is the shipped default).
	 *
	 * @param int $id Series id.
	 */
	public function is_customised( int $id ): bool {
		global $wpdb;
		$table = Schema::table( 'series' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		return null !== Db::value( $wpdb->prepare( "SELECT id FROM {$table} WHERE id = %d AND series_data IS NOT NULL", $id ) );
	}

	/**
	 * Cleans and stores an edited series (Series_Schema::sanitize keeps task ids stable).
	 *
	 * @param int                  $id      Series id.
	 * @param array<string, mixed> $input   The edited series.
	 * @param int                  $user_id The admin saving it.
	 * @return array<string, mixed> The series as stored.
	 * @throws \Prism\Domain\Invalid_Input When the edit cannot be stored.
	 */
	public function save( int $id, array $input, int $user_id ): array {
		$previous = $this->find( $id );
		$series   = Series_Schema::sanitize( $input, $previous ?? array( 'id' => $id ) );
		$this->write( $id, $series, $user_id );
		return (array) $this->find( $id );
	}

	/**
	 * Goes back to the series PRISM ships (networking series) or removes the series.
	 *
	 * @param int $id      Series id.
	 * @param int $user_id The admin.
	 */
	public function reset( int $id, int $user_id ): void {
		$this->write( $id, null, $user_id );
	}

	/**
	 * Writes a series row (insert or update).
	 *
	 * @param int                       $id      Series id.
	 * @param array<string, mixed>|null $series  Series, or null for the shipped default.
	 * @param int                       $user_id The admin.
	 */
	private function write( int $id, ?array $series, int $user_id ): void {
		global $wpdb;
		$table = Schema::table( 'series' );
		$data  = array(
			'kind'        => (string) ( $series['kind'] ?? 'networking' ),
			'series_data' => null === $series ? null : (string) wp_json_encode( $series ),
			'updated_by'  => $user_id,
			'updated_at'  => Db::now(),
		);
		Db::transaction(
			function () use ( $wpdb, $table, $id, $data ): void {
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
				$exists = null !== Db::value( $wpdb->prepare( "SELECT id FROM {$table} WHERE id = %d", $id ) );
				if ( $exists ) {
					Db::check( $wpdb->update( $table, $data, array( 'id' => $id ) ) );
				} else {
					Db::check( $wpdb->insert( $table, array( 'id' => $id ) + $data ) );
				}
			}
		);
	}
}
