<?php
/**
 * The series members follow: the networking series (id 1) and, later, mentoring series. A series an admin has
 * never edited is the one PRISM ships (Domain\Default_Series), read in the language of the request; once an admin
 * saves it, the saved series is what every member and every web server reads from the database.
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Domain\Default_Mentoring_Series;
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

	public const MENTORING = 'mentoring';

	/** Offered to members. */
	public const ACTIVE = 'active';

	/** Kept for the relationships that use it; offered to nobody new. */
	public const ARCHIVED = 'archived';

	/**
	 * A series by id, or null. The networking series always exists (the shipped one until an admin saves it); a
	 * shipped mentoring series an admin has not edited is read in the language of the request.
	 *
	 * @param int $id Series id.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table = Schema::table( 'series' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		$row = Db::row( $wpdb->prepare( "SELECT id, kind, status, shipped_key, series_data, updated_by, updated_at FROM {$table} WHERE id = %d", $id ) );
		if ( ! $row && self::NETWORKING_ID !== $id ) {
			return null;
		}
		return $this->from_row( $row ?? array( 'id' => $id ) );
	}

	/**
	 * The mentoring series, in the order they were added (the shipped ones first).
	 *
	 * @param bool $active_only Only the series offered to members (not archived).
	 * @return array<int, array<string, mixed>>
	 */
	public function mentoring( bool $active_only = false ): array {
		global $wpdb;
		$table = Schema::table( 'series' );
		$where = $active_only ? $wpdb->prepare( ' AND status = %s', self::ACTIVE ) : '';
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema, condition prepared above.
		$rows = Db::rows( $wpdb->prepare( "SELECT id, kind, status, shipped_key, series_data, updated_by, updated_at FROM {$table} WHERE kind = %s{$where} ORDER BY id ASC", self::MENTORING ) );
		return array_values( array_filter( array_map( array( $this, 'from_row' ), $rows ) ) );
	}

	/**
	 * A series row as the series it holds, or null when a mentoring row holds nothing readable.
	 *
	 * @param array<string, mixed> $row Row (id, kind, status, shipped_key, series_data, updated_by, updated_at).
	 * @return array<string, mixed>|null
	 */
	private function from_row( array $row ): ?array {
		$id     = (int) $row['id'];
		$stored = isset( $row['series_data'] ) ? json_decode( (string) $row['series_data'], true ) : null;
		if ( is_array( $stored ) ) {
			$series = $stored;
		} elseif ( '' !== (string) ( $row['shipped_key'] ?? '' ) ) {
			$series = Default_Mentoring_Series::get( (string) $row['shipped_key'] );
		} elseif ( self::NETWORKING_ID === $id ) {
			$series = Default_Series::networking();
		} else {
			$series = null;
		}
		if ( null === $series ) {
			return null;
		}
		$series['id']          = $id;
		$series['kind']        = (string) ( $row['kind'] ?? $series['kind'] ?? 'networking' );
		$series['status']      = (string) ( $row['status'] ?? self::ACTIVE );
		$series['shippedKey']  = (string) ( $row['shipped_key'] ?? '' );
		$series['wordpressId'] = (int) ( $row['updated_by'] ?? 0 );
		$series['updatedAt']   = isset( $row['updated_at'] ) ? Db::iso( $row['updated_at'] ) : null;
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
	 * Adds a mentoring series an admin wrote and returns its id.
	 *
	 * @param array<string, mixed> $input   The series as the admin screen posts it.
	 * @param int                  $user_id The admin.
	 * @throws \Prism\Domain\Invalid_Input When the series cannot be stored; nothing is stored then.
	 */
	public function create_mentoring( array $input, int $user_id ): int {
		global $wpdb;
		$series = Series_Schema::sanitize( array( 'kind' => self::MENTORING ) + $input, array( 'kind' => self::MENTORING ) );
		Db::check(
			$wpdb->insert(
				Schema::table( 'series' ),
				array(
					'kind'        => self::MENTORING,
					'status'      => self::ACTIVE,
					'shipped_key' => '',
					'series_data' => (string) wp_json_encode( $series ),
					'updated_by'  => $user_id,
					'updated_at'  => Db::now(),
				)
			)
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * Goes back to the series PRISM ships (the networking series, or a shipped mentoring series). A series PRISM
	 * does not ship has nothing to go back to: false.
	 *
	 * @param int $id      Series id.
	 * @param int $user_id The admin.
	 */
	public function reset( int $id, int $user_id ): bool {
		$series = $this->find( $id );
		if ( null === $series || ( self::NETWORKING_ID !== $id && '' === $series['shippedKey'] ) ) {
			return false;
		}
		$this->write( $id, null, $user_id );
		return true;
	}

	/**
	 * Offers a mentoring series to members again, or archives it (kept for the relationships that use it).
	 *
	 * @param int    $id     Series id.
	 * @param string $status self::ACTIVE or self::ARCHIVED.
	 */
	public function set_status( int $id, string $status ): void {
		global $wpdb;
		Db::check(
			$wpdb->update(
				Schema::table( 'series' ),
				array( 'status' => self::ARCHIVED === $status ? self::ARCHIVED : self::ACTIVE ),
				array(
					'id'   => $id,
					'kind' => self::MENTORING,
				)
			)
		);
	}

	/**
	 * Deletes a mentoring series that no relationship uses, in one statement, so a member who chooses it at the same
	 * moment cannot be left with a relationship to a deleted series. Whether it was deleted.
	 *
	 * @param int $id Series id.
	 */
	public function delete_unused( int $id ): bool {
		global $wpdb;
		$table = Schema::table( 'series' );
		$used  = Schema::table( 'mentorships' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from Schema.
		return 1 === (int) Db::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE id = %d AND kind = %s AND NOT EXISTS (SELECT 1 FROM {$used} WHERE series_id = %d)", $id, self::MENTORING, $id ) ) );
	}

	/**
	 * How many relationships (of all members) use each mentoring series: series id => count.
	 *
	 * @return array<int, int>
	 */
	public function usage(): array {
		$used   = Schema::table( 'mentorships' );
		$counts = array();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		foreach ( Db::rows( "SELECT series_id, COUNT(*) AS n FROM {$used} GROUP BY series_id" ) as $row ) {
			$counts[ (int) $row['series_id'] ] = (int) $row['n'];
		}
		return $counts;
	}

	/**
	 * Writes a series row's data (the row is made when missing; its kind, status and shipped key stay).
	 *
	 * @param int                       $id      Series id.
	 * @param array<string, mixed>|null $series  Series, or null for the shipped one.
	 * @param int                       $user_id The admin.
	 */
	private function write( int $id, ?array $series, int $user_id ): void {
		global $wpdb;
		$table = Schema::table( 'series' );
		$data  = array(
			'series_data' => null === $series ? null : (string) wp_json_encode( $series ),
			'updated_by'  => $user_id,
			'updated_at'  => Db::now(),
		);
		Db::transaction(
			function () use ( $wpdb, $table, $id, $data, $series ): void {
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
				$exists = null !== Db::value( $wpdb->prepare( "SELECT id FROM {$table} WHERE id = %d", $id ) );
				if ( $exists ) {
					Db::check( $wpdb->update( $table, $data, array( 'id' => $id ) ) );
				} else {
					Db::check(
						$wpdb->insert(
							$table,
							array(
								'id'   => $id,
								'kind' => (string) ( $series['kind'] ?? 'networking' ),
							) + $data
						)
					);
				}
			}
		);
	}
}
