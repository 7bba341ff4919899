<?php
/**
 * A backup file's rows with every id replaced by what does not depend on the site that wrote them: a row that others
 * point at becomes its rank in its table ("#3": a restore writes rows in the backup's order, so the third contact of
 * the backup is the third restored), a reference the rank of what it points at, a merge record's removed contact
 * "gone:<id in the first backup>" (a restore's ghost id holds it). Two backups hold the same data when their
 * normalised forms are equal: the round-trip tests compare the backup of an account with the backup of the account
 * it was restored into, on one site or across engines (tests/php/Backup, bin/lib/backup-roundtrip.php).
 *
 * @package Prism
 */

namespace Prism\Tests\Support;

use Prism\Backup\Backup_Tables;
use Prism\Backup\Restore;

/**
 * Normalises backup text.
 */
final class Backup_Normaliser {

	/**
	 * Table => sorted list of its rows as JSON, ids normalised.
	 *
	 * @param string $text Backup text (not compressed).
	 * @return array<string, string[]>
	 */
	public static function rows( string $text ): array {
		$rows = array();
		foreach ( array_slice( explode( "\n", trim( $text ) ), 1 ) as $line ) {
			$value = json_decode( $line, true );
			if ( is_array( $value ) && 'end' !== $value['t'] ) {
				$rows[] = $value;
			}
		}
		$ranks = array();
		foreach ( Backup_Tables::PARENTS_FIRST as $table ) {
			$ids = array();
			foreach ( $rows as $row ) {
				if ( $table === $row['t'] ) {
					$ids[] = (int) $row['r']['id'];
				}
			}
			sort( $ids );
			$ranks[ $table ] = array_flip( $ids );
		}
		$out = array();
		foreach ( $rows as $row ) {
			$table = $row['t'];
			$r     = $row['r'];
			if ( array_key_exists( 'id', $r ) ) {
				$r['id'] = isset( $ranks[ $table ] ) ? '#' . $ranks[ $table ][ (int) $r['id'] ] : null;
			}
			foreach ( array_diff( Backup_Tables::REFERENCES, array( 'series' ) ) as $column => $parent ) {
				if ( ! isset( $r[ $column ] ) || '0' === (string) $r[ $column ] ) {
					continue;
				}
				$id = (int) $r[ $column ];
				if ( isset( $ranks[ $parent ][ $id ] ) ) {
					$r[ $column ] = '#' . $ranks[ $parent ][ $id ];
				} else {
					$r[ $column ] = 'gone:' . ( $id >= Restore::GHOST_BASE ? ( $id - Restore::GHOST_BASE ) % 4294967296 : $id );
				}
			}
			if ( 'merges' === $table ) {
				$snapshot = json_decode( (string) $r['removed_snapshot'], true );
				unset( $snapshot['contact']['id'], $snapshot['contact']['owner_id'] );
				$r['removed_snapshot'] = $snapshot;
			}
			ksort( $r );
			$out[ $table ][] = (string) wp_json_encode( $r );
		}
		foreach ( $out as &$list ) {
			sort( $list );
		}
		unset( $list );
		ksort( $out );
		return $out;
	}
}
