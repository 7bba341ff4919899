<?php
/**
 * Bytes on disk per contact: each PRISM table's data and indexes, the search lists (the search rows and the n-gram
 * lists) apart, and the total, divided by the number of contacts on the site (every member's). Prints figures;
 * asserts nothing.
 *
 * - MariaDB/MySQL: `ANALYZE TABLE` first, then information_schema.TABLES' data_length (the clustered index: the rows)
 *   and index_length (the secondary indexes). InnoDB computes both from the pages each index has allocated (its
 *   persistent statistics), so they count free space inside those pages too, and they move a little from one ANALYZE
 *   to the next: estimates, not a byte count. The tablespace files' allocated size
 *   (information_schema.INNODB_SYS_TABLESPACES) is printed beside them, an exact figure for what the disk holds.
 * - SQLite: the `dbstat` virtual table (the PHP build here has it: compile option ENABLE_DBSTAT_VTAB), which reads
 *   every page of the file: exact. A table's data is its own b-tree; its indexes are the other b-trees whose
 *   sqlite_master.tbl_name is the table.
 *
 * Usage: php bin/lib/bench-size.php <WordPress dir>
 *
 * @package Prism
 */

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) ) {
	fwrite( STDERR, "usage: php bin/lib/bench-size.php <WordPress dir>\n" );
	exit( 2 );
}
$prism_size_site = rtrim( $argv[1], '/' );
// A measurement: no cron run spawned from it.
define( 'DISABLE_WP_CRON', true );
require $prism_size_site . '/wp-load.php';

/** The tables that answer searches: counted apart as "search lists". */
const PRISM_SIZE_SEARCH = array( 'contact_search', 'contact_grams', 'contact_lists' );

/**
 * Data and index bytes of each table on SQLite, from dbstat: table => [data, index].
 *
 * @param string[] $tables Full table names.
 * @return array<string, array{0: int, 1: int, 2: int}>
 */
function prism_size_sqlite( array $tables ): array {
	$pdo = new PDO( 'sqlite:' . DB_DIR . DB_FILE, null, null, array( PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION ) );
	$owner = array();
	foreach ( $pdo->query( "SELECT name, tbl_name FROM sqlite_master WHERE type IN ('table', 'index')" ) as $row ) {
		$owner[ $row['name'] ] = $row['tbl_name'];
	}
	$sizes = array_fill_keys( $tables, array( 0, 0, 0 ) );
	foreach ( $pdo->query( 'SELECT name, pgsize FROM dbstat WHERE aggregate = TRUE' ) as $row ) {
		$table = $owner[ $row['name'] ] ?? '';
		if ( ! isset( $sizes[ $table ] ) ) {
			continue;
		}
		$sizes[ $table ][ $row['name'] === $table ? 0 : 1 ] += (int) $row['pgsize'];
	}
	foreach ( $sizes as $table => $size ) {
		$sizes[ $table ][2] = $size[0] + $size[1];
	}
	return $sizes;
}

/**
 * Data and index bytes of each table on MariaDB/MySQL (after ANALYZE TABLE), and the tablespace file's allocated
 * bytes: table => [data, index, file].
 *
 * @param string[] $tables Full table names.
 * @return array<string, array{0: int, 1: int, 2: int}>
 */
function prism_size_mysql( array $tables ): array {
	global $wpdb;
	$sizes = array();
	foreach ( $tables as $table ) {
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema.
		$wpdb->get_results( "ANALYZE TABLE {$table}" );
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT data_length, index_length FROM information_schema.TABLES WHERE table_schema = DATABASE() AND table_name = %s', $table ), ARRAY_A );
		if ( ! $row ) {
			continue;
		}
		// Refused without the PROCESS privilege (the sites' own database user has none): printed as '-', asked once,
		// and kept out of debug.log.
		static $files = true;
		$file         = null;
		if ( $files ) {
			$quiet = $wpdb->suppress_errors( true );
			$file  = $wpdb->get_var( $wpdb->prepare( 'SELECT allocated_size FROM information_schema.INNODB_SYS_TABLESPACES WHERE name = CONCAT(DATABASE(), %s)', '/' . $table ) );
			$files = '' === $wpdb->last_error;
			$wpdb->suppress_errors( $quiet );
		}
		$sizes[ $table ] = array( (int) $row['data_length'], (int) $row['index_length'], (int) $file );
	}
	return $sizes;
}

global $wpdb;
$prism_size_sqlite = defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE;
$prism_size_names  = array();
foreach ( Prism\Schema\Schema::all_tables() as $prism_size_table ) {
	$prism_size_names[ $prism_size_table ] = substr( $prism_size_table, strlen( $wpdb->prefix . 'prism_' ) );
}
// Tables of a schema that no longer lists them (an upgrade in progress) are measured too.
foreach ( array( 'contact_grams', 'contact_lists' ) as $prism_size_name ) {
	$prism_size_names[ $wpdb->prefix . 'prism_' . $prism_size_name ] = $prism_size_name;
}
$prism_size_present = array_flip( (array) $wpdb->get_col( $wpdb->prepare( $prism_size_sqlite ? "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE %s" : 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'prism_' ) . '%' ) ) );
$prism_size_names   = array_intersect_key( $prism_size_names, $prism_size_present );
$prism_size_bytes   = $prism_size_sqlite ? prism_size_sqlite( array_keys( $prism_size_names ) ) : prism_size_mysql( array_keys( $prism_size_names ) );
$prism_size_count   = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Prism\Schema\Schema::table( 'contacts' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table from Schema.
$prism_size_per     = static fn( int $bytes ): string => $prism_size_count > 0 && $bytes > 0 ? number_format( $bytes / $prism_size_count, 0 ) : '-';

printf(
	"\nBytes on disk per contact (%s contacts on the site; %s)\n",
	number_format( $prism_size_count ),
	$prism_size_sqlite ? 'SQLite dbstat: exact page bytes' : 'InnoDB after ANALYZE TABLE: allocated pages, estimates; "file" is the tablespace\'s allocated size'
);
printf( "%-22s %10s %10s %10s %10s %12s\n", 'table', 'data', 'indexes', 'total', $prism_size_sqlite ? '' : 'file', 'total MB' );
$prism_size_sums = array(
	'search lists' => array( 0, 0, 0 ),
	'other tables' => array( 0, 0, 0 ),
);
ksort( $prism_size_bytes );
foreach ( $prism_size_bytes as $prism_size_table => $prism_size_row ) {
	$prism_size_name = $prism_size_names[ $prism_size_table ];
	$prism_size_part = in_array( $prism_size_name, PRISM_SIZE_SEARCH, true ) ? 'search lists' : 'other tables';
	foreach ( array( 0, 1, 2 ) as $prism_size_i ) {
		$prism_size_sums[ $prism_size_part ][ $prism_size_i ] += $prism_size_row[ $prism_size_i ];
	}
	if ( 0 === $prism_size_row[0] + $prism_size_row[1] ) {
		continue;
	}
	printf(
		"%-22s %10s %10s %10s %10s %12.1f\n",
		$prism_size_name,
		$prism_size_per( $prism_size_row[0] ),
		$prism_size_per( $prism_size_row[1] ),
		$prism_size_per( $prism_size_row[0] + $prism_size_row[1] ),
		$prism_size_sqlite ? '' : $prism_size_per( $prism_size_row[2] ),
		( $prism_size_row[0] + $prism_size_row[1] ) / 1048576
	);
}
$prism_size_sums['all PRISM'] = array_map( null, $prism_size_sums['search lists'], $prism_size_sums['other tables'] );
$prism_size_sums['all PRISM'] = array_map( 'array_sum', $prism_size_sums['all PRISM'] );
echo str_repeat( '-', 80 ), "\n";
foreach ( $prism_size_sums as $prism_size_label => $prism_size_row ) {
	printf(
		"%-22s %10s %10s %10s %10s %12.1f\n",
		$prism_size_label,
		$prism_size_per( $prism_size_row[0] ),
		$prism_size_per( $prism_size_row[1] ),
		$prism_size_per( $prism_size_row[0] + $prism_size_row[1] ),
		$prism_size_sqlite ? '' : $prism_size_per( $prism_size_row[2] ),
		( $prism_size_row[0] + $prism_size_row[1] ) / 1048576
	);
}
