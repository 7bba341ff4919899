<?php
/**
 * What a member's backup holds, read from the table definitions (Schema): every table with an `owner_id` column except
 * the ones PRISM derives or uses for the work of the moment, each with its columns and their types, in the order a
 * restore writes them (the rows others point at first). A table added to Schema, a declared resource's included, is
 * backed up and restored without being listed here; a column that points at another table's row says so in
 * REFERENCES (tests/php/Backup/BackupTablesTest.php fails on an `_id` column that is in neither list).
 *
 * @package Prism
 */

namespace Prism\Backup;

use Prism\Data\Collision_Repository;
use Prism\Domain\Networking_Stages;
use Prism\Domain\Photo_Rules;
use Prism\Domain\Relations;
use Prism\Domain\Text;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * The tables of a backup.
 */
final class Backup_Tables {

	/**
	 * Logical tables a backup leaves out: what a restore builds again from the rows it writes (the search index, the
	 * list orders, the duplicate keys), and the work of the moment (jobs, imports and their reports, the days a
	 * reminder email went out, a restore's own ids).
	 */
	public const LEFT_OUT = array( 'contact_search', 'contact_lists', 'search_totals', 'list_orders', 'match_keys', 'jobs', 'imports', 'import_chunks', 'import_rejects', 'import_matches', 'digests', 'restore_ids' );

	/** The tables other rows point at, each before the ones that point at it; the rest follow in Schema's order. */
	public const PARENTS_FIRST = array( 'categories', 'contacts', 'articles', 'collisions', 'mentorships' );

	/** Column => the logical table whose row id it holds (`series` is the site's: mapped by Restore, not by id). */
	public const REFERENCES = array(
		'contact_id'    => 'contacts',
		'related_id'    => 'contacts',
		'first_id'      => 'contacts',
		'second_id'     => 'contacts',
		'survivor_id'   => 'contacts',
		'removed_id'    => 'contacts',
		'category_id'   => 'categories',
		'article_id'    => 'articles',
		'collision_id'  => 'collisions',
		'mentorship_id' => 'mentorships',
		'series_id'     => 'series',
	);

	/** Columns named like references that hold something else: a task's number in its series, a stage's number. */
	public const NOT_REFERENCES = array( 'task_id', 'stage_id' );

	/** Column => the values it may hold (checked on every restored row, so no page meets a value it cannot show). */
	private const ALLOWED = array(
		'mentorships.role' => array( 'mentor', 'mentee' ),
		'photos.origin'    => array( 'upload', 'import' ),
	);

	/** Column => the smallest and largest number it may hold. */
	private const RANGES = array(
		'contacts.networking_stage' => array( -1, 5 ),
		'stage_completions.stage'   => array( 0, 5 ),
		'notes.stage_id'            => array( 0, 5 ),
		'interactions.stage_id'     => array( 0, 5 ),
		'contacts.deceased'         => array( 0, 1 ),
		'contacts.maintaining'      => array( 0, 1 ),
		'followups.complete'        => array( 0, 1 ),
		'contacts.cadence_days'     => array( 0, 3650 ),
		'categories.cadence_days'   => array( 0, 3650 ),
		'processes.version'         => array( 0, 4294967295 ),
		'collisions.score'          => array( 0, 65535 ),
		'photos.width'              => array( 0, Photo_Rules::EDGE ),
		'photos.height'             => array( 0, Photo_Rules::EDGE ),
		'mentoring_tasks.task_id'   => array( 0, 4294967295 ),
		'mentoring_notes.task_id'   => array( 0, 4294967295 ),
	);

	/** Columns holding JSON that PRISM reads back as an object (or NULL where the column allows it). */
	private const JSON = array( 'processes.process_object', 'merges.removed_snapshot' );

	/** Columns holding a link a member saved (checked as the routes that save them check it). */
	private const LINKS = array( 'resources.link', 'articles.link' );

	/**
	 * Table definitions parsed once per request.
	 *
	 * @var array<string, array{columns: array<string, array{type: string, size: int, unsigned: bool, null: bool, default: bool}>, key: string[], id: bool}>|null
	 */
	private static ?array $tables = null;

	/**
	 * The backed-up tables in the order a restore writes them: logical name => columns (name => type, size, whether
	 * unsigned, whether NULL is allowed, whether it has a default), the primary key's columns, and whether rows have an
	 * AUTO_INCREMENT `id`.
	 *
	 * @return array<string, array{columns: array<string, array{type: string, size: int, unsigned: bool, null: bool, default: bool}>, key: string[], id: bool}>
	 */
	public static function all(): array {
		if ( null !== self::$tables ) {
			return self::$tables;
		}
		$logical = array();
		foreach ( Schema::names() as $name ) {
			$logical[ Schema::table( $name ) ] = $name;
		}
		$parsed = array();
		foreach ( Schema::definitions() as $definition ) {
			if ( ! preg_match( '/CREATE TABLE (\S+) \(/', $definition, $m ) || ! isset( $logical[ $m[1] ] ) ) {
				continue;
			}
			$name = $logical[ $m[1] ];
			if ( in_array( $name, self::LEFT_OUT, true ) || ! preg_match( '/^\towner_id /m', $definition ) ) {
				continue;
			}
			$parsed[ $name ] = self::parse( $definition );
		}
		$ordered = array();
		foreach ( self::PARENTS_FIRST as $name ) {
			if ( isset( $parsed[ $name ] ) ) {
				$ordered[ $name ] = $parsed[ $name ];
			}
		}
		self::$tables = $ordered + $parsed;
		return self::$tables;
	}

	/**
	 * The backed-up table of a logical name, or null.
	 *
	 * @param string $name Logical name.
	 * @return array{columns: array<string, array{type: string, size: int, unsigned: bool, null: bool, default: bool}>, key: string[], id: bool}|null
	 */
	public static function get( string $name ): ?array {
		return self::all()[ $name ] ?? null;
	}

	/**
	 * Whether other rows point at this table's ids (a restore keeps their old ids beside the new ones).
	 *
	 * @param string $name Logical name.
	 */
	public static function is_parent( string $name ): bool {
		return in_array( $name, self::PARENTS_FIRST, true );
	}

	/**
	 * The columns of a row that point at other rows: column => logical table.
	 *
	 * @param string $name Logical name.
	 * @return array<string, string>
	 */
	public static function references( string $name ): array {
		$table = self::get( $name );
		return null === $table ? array() : array_intersect_key( self::REFERENCES, $table['columns'] );
	}

	/**
	 * What is wrong with a row of a backup file for this table, as a short phrase naming the column (English: the
	 * caller puts it in a translated sentence), or null when every value fits its column.
	 *
	 * @param string               $name Logical name.
	 * @param array<string, mixed> $row  Column => value, as the file holds it.
	 */
	public static function problem( string $name, array $row ): ?string {
		$table = self::get( $name );
		if ( null === $table ) {
			return 'unknown table';
		}
		foreach ( $row as $column => $value ) {
			$column = (string) $column;
			if ( 'owner_id' === $column || ! isset( $table['columns'][ $column ] ) ) {
				return "unknown column {$column}";
			}
			$problem = self::value_problem( $name, $column, $table['columns'][ $column ], $value );
			if ( null !== $problem ) {
				return "{$column}: {$problem}";
			}
		}
		foreach ( $table['columns'] as $column => $type ) {
			if ( 'owner_id' !== $column && ! array_key_exists( $column, $row ) && ! $type['null'] && ! $type['default'] && ! ( 'id' === $column && $table['id'] ) ) {
				return "{$column}: missing";
			}
		}
		if ( $table['id'] && self::is_parent( $name ) && ! isset( $row['id'] ) ) {
			return 'id: missing';
		}
		return null;
	}

	/**
	 * What is wrong with one value, or null.
	 *
	 * @param string                                                                    $name   Logical table.
	 * @param string                                                                    $column Column.
	 * @param array{type: string, size: int, unsigned: bool, null: bool, default: bool} $type   Its type.
	 * @param mixed                                                                     $value  The file's value.
	 */
	private static function value_problem( string $name, string $column, array $type, $value ): ?string {
		if ( null === $value ) {
			return $type['null'] ? null : 'empty';
		}
		if ( is_int( $value ) ) {
			$value = (string) $value;
		}
		if ( ! is_string( $value ) ) {
			return 'not a value';
		}
		$key = "{$name}.{$column}";
		switch ( $type['type'] ) {
			case 'tinyint':
			case 'smallint':
			case 'int':
			case 'bigint':
				if ( ! preg_match( $type['unsigned'] ? '/^\d{1,20}$/' : '/^-?\d{1,19}$/', $value ) ) {
					return 'not a whole number';
				}
				$range = self::RANGES[ $key ] ?? null;
				if ( null !== $range && ( (int) $value < $range[0] || (int) $value > $range[1] ) ) {
					return 'out of range';
				}
				break;
			case 'date':
				if ( ! preg_match( '/^\d{4}-\d{2}-\d{2}$/', $value ) ) {
					return 'not a day';
				}
				break;
			case 'datetime':
				if ( ! preg_match( '/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?$/', $value ) ) {
					return 'not a time';
				}
				break;
			default:
				if ( ! mb_check_encoding( $value, 'UTF-8' ) ) {
					return 'not UTF-8 text';
				}
				$bytes = array(
					'text'       => 65535,
					'mediumtext' => 16777215,
				);
				if ( isset( $bytes[ $type['type'] ] ) ? strlen( $value ) > $bytes[ $type['type'] ] : ( $type['size'] > 0 && mb_strlen( $value ) > $type['size'] ) ) {
					return 'too long';
				}
		}
		return self::meaning_problem( $key, $value );
	}

	/**
	 * What is wrong with a value that fits its column but not what PRISM reads into it, or null.
	 *
	 * @param string $key   table.column.
	 * @param string $value Value.
	 */
	private static function meaning_problem( string $key, string $value ): ?string {
		$allowed = self::ALLOWED + array(
			'contacts.networking_status' => array_merge( array( '' ), array_keys( Networking_Stages::STATUS_LABELS ) ),
			'relationships.kind'         => array_keys( Relations::REVERSE ),
			'collisions.state'           => array( Collision_Repository::PENDING, Collision_Repository::DISMISSED, Collision_Repository::MERGED ),
			'photos.mime'                => array_values( array_unique( Photo_Rules::TYPES ) ),
		);
		if ( isset( $allowed[ $key ] ) && ! in_array( $value, $allowed[ $key ], true ) ) {
			return 'not one of its values';
		}
		if ( in_array( $key, self::JSON, true ) && ! is_array( json_decode( $value, true ) ) ) {
			return 'not JSON';
		}
		if ( in_array( $key, self::LINKS, true ) && '' !== $value && null !== Text::link_problem( $value ) ) {
			return 'not a link';
		}
		if ( 'photos.image_data' === $key || 'photos.thumb_data' === $key ) {
			return preg_match( '/^[A-Za-z0-9+\/]*={0,2}$/', $value ) ? null : 'not base64';
		}
		unset( $key );
		return null;
	}

	/**
	 * A CREATE TABLE statement's columns, primary key and whether it has an AUTO_INCREMENT id.
	 *
	 * @param string $definition Statement (Schema::definitions()).
	 * @return array{columns: array<string, array{type: string, size: int, unsigned: bool, null: bool, default: bool}>, key: string[], id: bool}
	 */
	private static function parse( string $definition ): array {
		$columns = array();
		$key     = array();
		$id      = false;
		foreach ( explode( "\n", $definition ) as $line ) {
			$line = rtrim( trim( $line ), ',' );
			if ( preg_match( '/^PRIMARY KEY\s+\(([^)]+)\)/', $line, $m ) ) {
				$key = array_map( 'trim', explode( ',', $m[1] ) );
				continue;
			}
			if ( ! preg_match( '/^([a-z_]+) ([a-z]+)(?:\((\d+)\))?( unsigned)?(.*)$/', $line, $m ) || in_array( $m[1], array( 'KEY', 'UNIQUE', 'PRIMARY' ), true ) ) {
				continue;
			}
			$rest             = $m[5];
			$columns[ $m[1] ] = array(
				'type'     => $m[2],
				'size'     => (int) $m[3],
				'unsigned' => '' !== $m[4],
				'null'     => ! str_contains( $rest, 'NOT NULL' ),
				'default'  => str_contains( $rest, 'DEFAULT' ) || str_contains( $rest, 'AUTO_INCREMENT' ),
			);
			$id               = $id || ( 'id' === $m[1] && str_contains( $rest, 'AUTO_INCREMENT' ) );
		}
		return array(
			'columns' => $columns,
			'key'     => $key,
			'id'      => $id,
		);
	}
}
