<?php
/**
 * Galera's rules, met by every table and query: a primary key on every table (and the nodes refuse a table without
 * one: wsrep_mode REQUIRED_PRIMARY_KEY, so the install itself proved it), no statement Galera does not replicate
 * (LOCK TABLES, GET_LOCK, temporary or MyISAM tables) anywhere in the deployed plugin, and a certification conflict
 * (another node commits a change to the same row first; this node's COMMIT fails with error 1213) run again by
 * Db::transaction() rather than lost or reported as stored.
 *
 * @package Prism
 */

require __DIR__ . '/lib.php';

use Prism\Data\Db;
use Prism\Data\Resource_Repository;
use Prism\Schema\Schema;

echo "galera: the cluster's rules\n";
global $wpdb;

// 1. A primary key on every table of the site, PRISM's and WordPress's.
$tables  = $wpdb->get_col( $wpdb->prepare( 'SELECT table_name FROM information_schema.tables WHERE table_schema = %s', DB_NAME ) );
$no_key  = $wpdb->get_col( $wpdb->prepare( "SELECT t.table_name FROM information_schema.tables t LEFT JOIN information_schema.table_constraints c ON c.table_schema = t.table_schema AND c.table_name = t.table_name AND c.constraint_type = 'PRIMARY KEY' WHERE t.table_schema = %s AND c.constraint_name IS NULL", DB_NAME ) );
$engines = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT engine FROM information_schema.tables WHERE table_schema = %s", DB_NAME ) );
$prism   = array_filter( $tables, static fn( $t ) => str_starts_with( $t, $wpdb->prefix . 'prism_' ) );
cluster_check( array() === $no_key, sprintf( 'a primary key on every one of the %d tables (%d of them PRISM\'s)%s', count( $tables ), count( $prism ), $no_key ? ': missing on ' . implode( ', ', $no_key ) : '' ) );
cluster_check( array( 'InnoDB' ) === $engines, 'every table is InnoDB: ' . implode( ', ', $engines ) );
foreach ( array( 1, 2, 3 ) as $node ) {
	$mode = cluster_ctl( 'node-sql', (string) $node, 'SELECT @@wsrep_mode' );
	cluster_check( str_contains( $mode, 'REQUIRED_PRIMARY_KEY' ), "node{$node} refuses tables without a primary key ({$mode})" );
}

// 2. No statement Galera does not replicate, in the plugin as deployed.
$plugin = WP_PLUGIN_DIR . '/prism';
$found  = array();
$files  = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $plugin . '/includes', FilesystemIterator::SKIP_DOTS ) );
$count  = 0;
foreach ( $files as $file ) {
	if ( 'php' !== $file->getExtension() ) {
		continue;
	}
	++$count;
	$code = (string) file_get_contents( $file->getPathname() );
	foreach ( array( '/\bLOCK\s+TABLES?\b/i', '/\bGET_LOCK\s*\(/i', '/\bRELEASE_LOCK\s*\(/i', '/\bCREATE\s+TEMPORARY\s+TABLE/i', '/ENGINE\s*=\s*MyISAM/i', '/\bFLUSH\s+TABLES\b/i' ) as $pattern ) {
		if ( preg_match( $pattern, $code, $m ) ) {
			$found[] = substr( $file->getPathname(), strlen( $plugin ) + 1 ) . ': ' . $m[0];
		}
	}
}
cluster_check( $count > 50 && array() === $found, "no LOCK TABLES, GET_LOCK, temporary or MyISAM table in the plugin's {$count} PHP files" . ( $found ? ': ' . implode( '; ', $found ) : '' ) );

// 3. A certification conflict: node2 commits a change to the row this transaction (on node1, through HAProxy)
// changed, before this one commits.
$member_id = cluster_member( 'cluster_galera' );
$repo      = new Resource_Repository();
$row_id    = $repo->create( $member_id, 'Before', 'https://example.test/' );
$table     = Schema::table( 'resources' );
$status    = static function (): array {
	$out = array();
	foreach ( explode( "\n", cluster_ctl( 'node-sql', '1', "SHOW GLOBAL STATUS WHERE Variable_name IN ('wsrep_local_cert_failures', 'wsrep_local_bf_aborts')" ) ) as $line ) {
		list( $name, $value ) = array_pad( explode( "\t", $line ), 2, '0' );
		$out[ $name ]         = (int) $value;
	}
	return $out;
};
$before   = $status();
$attempts = 0;
$other    = new mysqli( '127.0.0.1', DB_USER, DB_PASSWORD, DB_NAME, 3512 );
$mine     = (string) $wpdb->get_var( 'SELECT @@wsrep_node_name' );
Db::transaction(
	function () use ( &$attempts, $wpdb, $table, $row_id, $other ): void {
		++$attempts;
		Db::check( $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET description = %s WHERE id = %d", "Mine, attempt {$attempts}", $row_id ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		if ( 1 === $attempts ) {
			// Another member's request on another web server, through node2, commits first.
			$other->query( "UPDATE {$table} SET description = 'Theirs' WHERE id = " . (int) $row_id );
			usleep( 300000 ); // Its write set reaches node1.
		}
	}
);
$other->close();
$after = $status();
wp_cache_flush();
$stored = (string) $wpdb->get_var( $wpdb->prepare( "SELECT description FROM {$table} WHERE id = %d", $row_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
printf(
	"galera: this transaction ran on %s; node1's certification failures +%d, brute-force aborts +%d; attempts %d; stored '%s'\n",
	$mine,
	( $after['wsrep_local_cert_failures'] ?? 0 ) - ( $before['wsrep_local_cert_failures'] ?? 0 ),
	( $after['wsrep_local_bf_aborts'] ?? 0 ) - ( $before['wsrep_local_bf_aborts'] ?? 0 ),
	$attempts,
	$stored
);
cluster_check( 'node1' === $mine, 'web1\'s database entry leads to node1' );
cluster_check( 2 === $attempts, "the conflicting transaction ran again: {$attempts} attempts" );
cluster_check( 'Mine, attempt 2' === $stored, "the second attempt's change is stored, after the other node's: '{$stored}'" );
cluster_done();
