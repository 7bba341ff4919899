<?php
/**
 * The site keeps answering while an import runs (issue 25): several members work (bin/lib/bench-load-worker.php:
 * list, search, add and edit through the forms, notes, merges, small imports) with a pause between clicks, while
 * another member imports a generated Google CSV of ROWS rows through the Import form and the open contact list
 * drives it (bin/lib/bench-import-load-worker.php `import`: POST imports/{id}/run over HTTP at the page's cadence),
 * and a probe asks WordPress's own GET /wp/v2/users/me every 250 ms (the floor, in the same minutes). The members
 * work until the import's search lists are done (at most MAX_SECONDS). Then it prints the import's rows a second
 * through HTTP (until its rows are done, and until its search lists are), the members' median and p95 per request
 * against the floor, the errors, the requests over 2 s, lost updates, and what the site's debug.log gained during
 * the run (fatal errors, warnings, database errors). Asserts nothing: the goals are read off the figures.
 *
 *   php bin/lib/bench-import-load.php WP_DIR SITE_URL [ROWS=30000] [MEMBERS=3] [THINK_MS=500] [MAX_SECONDS=900]
 *
 * @package Prism
 */

if ( 'cli' !== PHP_SAPI || count( $argv ) < 3 ) {
	fwrite( STDERR, "usage: php bin/lib/bench-import-load.php WP_DIR SITE_URL [ROWS] [MEMBERS] [THINK_MS] [MAX_SECONDS]\n" );
	exit( 2 );
}
$load_wp      = $argv[1];
$load_url     = rtrim( $argv[2], '/' );
$load_rows    = max( 1, (int) ( $argv[3] ?? 30000 ) );
$load_members = max( 1, (int) ( $argv[4] ?? 3 ) );
$load_think   = max( 0, (int) ( $argv[5] ?? 500 ) );
$load_max     = max( 30, (int) ( $argv[6] ?? 900 ) );
$_SERVER['HTTP_HOST']   = (string) parse_url( $load_url, PHP_URL_HOST ) . ':' . (string) parse_url( $load_url, PHP_URL_PORT );
$_SERVER['SERVER_NAME'] = (string) parse_url( $load_url, PHP_URL_HOST );
$_SERVER['REQUEST_URI'] = '/';
define( 'DISABLE_WP_CRON', true );
require $load_wp . '/wp-load.php';
require_once __DIR__ . '/bench-load-members.php';
require_once __DIR__ . '/bench-load-member.php';
require_once __DIR__ . '/bench-import-files.php';

$load_engine = \Prism\Data\Db::is_sqlite() ? 'sqlite' : 'mariadb';
$load_people = prism_bench_load_members( $load_members );
$load_logins = $load_people['logins'];

// The member who imports, with nothing yet (the import creates every row); the floor asks as `bench`.
$importer = get_user_by( 'login', 'bench-import-http' );
$importer = $importer ? (int) $importer->ID : (int) wp_insert_user(
	array(
		'user_login' => 'bench-import-http',
		'user_pass'  => 'password',
		'user_email' => 'bench-import-http@example.test',
		'role'       => 'subscriber',
	)
);
prism_bench_import_clear( $importer );
$load_file = get_temp_dir() . 'bench-import-load-google.csv';
prism_bench_google( $load_file, $load_rows );

// The floor on a quiet site, for reference.
$quiet = new Prism_Load_Member( $load_url );
$quiet->log_in( 'bench' );
$quiet->times = array();
for ( $i = 0; $i < 20; $i++ ) {
	$quiet->call( 'floor', 'GET', '/wp-json/wp/v2/users/me' );
}
$quiet_floor = prism_bench_load_pct( $quiet->times['floor'], 0.5 );

$log      = defined( 'WP_DEBUG_LOG' ) && is_string( WP_DEBUG_LOG ) ? WP_DEBUG_LOG : WP_CONTENT_DIR . '/debug.log';
$log_from = is_file( $log ) ? (int) filesize( $log ) : 0;
$stop     = (string) tempnam( get_temp_dir(), 'prism-import-load-stop' );
unlink( $stop );
$load_avg = sys_getloadavg();

printf( "\nImport of %s rows over HTTP while %d members work (a pause of about %d ms between their clicks), %s, WordPress %s; load average before: %.1f\n", number_format( $load_rows ), $load_members, $load_think, $load_engine, get_bloginfo( 'version' ), $load_avg[0] );
$start   = microtime( true );
$spawn   = static function ( array $args ): array {
	$pipes   = array();
	$process = proc_open( array_merge( array( PHP_BINARY, __DIR__ . '/bench-import-load-worker.php' ), $args ), array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes );
	return array( $process, $pipes );
};
$read    = static function ( array $running ): array {
	list( $process, $pipes ) = $running;
	$out = (string) stream_get_contents( $pipes[1] );
	$err = (string) stream_get_contents( $pipes[2] );
	proc_close( $process );
	$answer = json_decode( trim( (string) strrchr( "\n" . trim( $out ), "\n" ) ), true );
	return is_array( $answer ) ? $answer : array( 'errors' => array( 'a worker answered: ' . substr( $out . $err, 0, 300 ) ) );
};
$floor   = $spawn( array( 'floor', $load_wp, $load_url, 'bench', $stop, (string) $load_max ) );
$workers = prism_bench_load_start( $load_wp, $load_url, $load_logins, $load_max, $load_think, $stop );
$import  = $read( $spawn( array( 'import', $load_wp, $load_url, 'bench-import-http', $load_file, (string) $load_max ) ) );
touch( $stop );
$answers = prism_bench_load_collect( $workers );
$probe   = $read( $floor );
$elapsed = microtime( true ) - $start;
$load_avg = sys_getloadavg();
unlink( $stop );
unlink( $load_file );

$checked = prism_bench_load_verify( $answers, $load_logins, $load_people['initial'] );
$times   = $checked['times'];
$all     = array_merge( array(), ...array_values( $times ) );
$floors  = $probe['times'] ?? array();
$runs    = (array) ( $import['runs'] ?? array() );
$errors  = array_merge( $checked['errors'], (array) ( $import['errors'] ?? array() ), (array) ( $probe['errors'] ?? array() ) );
$slow    = array_filter( array_merge( $all, $floors, $runs, (array) ( $import['times']['upload'] ?? array() ), (array) ( $import['times']['login'] ?? array() ) ), static fn( $s ) => $s > 2.0 );

// What debug.log gained during the run.
$gained = is_file( $log ) ? (string) file_get_contents( $log, false, null, $log_from ) : '';
$count  = static fn( string $pattern ): int => (int) preg_match_all( $pattern, $gained );
$fatals = $count( '/PHP Fatal error|Uncaught /' );
$warns  = $count( '/PHP (Warning|Notice)/' );
$dberrs = $count( '/WordPress database error/' );
$locked = $count( '/database is locked/i' );

$rows_done  = $import['rows_done'] ?? null;
$lists_done = $import['lists_done'] ?? null;
printf(
	"  import: upload %.1f s; rows done at %s; search lists done at %s; %d run calls, median %.0f ms, longest %.0f ms\n",
	(float) ( $import['upload'] ?? 0 ),
	null === $rows_done ? 'never' : sprintf( '%.1f s = %s rows/s', $rows_done, number_format( $load_rows / max( 0.001, $rows_done ) ) ),
	null === $lists_done ? 'never' : sprintf( '%.1f s = %s rows/s', $lists_done, number_format( $load_rows / max( 0.001, $lists_done ) ) ),
	count( $runs ),
	prism_bench_load_pct( $runs, 0.5 ),
	prism_bench_load_pct( $runs, 1.0 )
);
$floor_median = prism_bench_load_pct( $floors, 0.5 );
$floor_p95    = prism_bench_load_pct( $floors, 0.95 );
printf( "  floor GET /wp/v2/users/me: quiet site %.0f ms; during the run median %.0f ms, p95 %.0f ms (%d requests)\n", $quiet_floor, $floor_median, $floor_p95, count( $floors ) );
printf( "  %-10s %7s %10s %10s %8s %10s\n", 'request', 'count', 'median ms', 'p95 ms', 'ratio', 'p95 ratio' );
ksort( $times );
$times = array( 'all' => $all ) + $times;
foreach ( $times as $op => $list ) {
	$median = prism_bench_load_pct( $list, 0.5 );
	$p95    = prism_bench_load_pct( $list, 0.95 );
	printf( "  %-10s %7d %10.0f %10.0f %8.2f %10.2f\n", $op, count( $list ), $median, $p95, $median / max( 0.001, $floor_median ), $p95 / max( 0.001, $floor_p95 ) );
}
printf(
	"  %.0f s, load average after: %.1f; errors: %d; requests over 2 s: %d; lost updates: %d; debug.log gained %d fatal errors, %d warnings/notices, %d database errors (%d 'database is locked')\n",
	$elapsed,
	$load_avg[0],
	count( $errors ),
	count( $slow ),
	count( $checked['lost'] ),
	$fatals,
	$warns,
	$dberrs,
	$locked
);
foreach ( array_slice( array_merge( $errors, $checked['lost'] ), 0, 12 ) as $line ) {
	echo "  ! {$line}\n";
}
if ( '' !== $gained && ( $fatals + $warns + $dberrs ) > 0 ) {
	preg_match_all( '/^.*(PHP Fatal error|Uncaught |PHP Warning|PHP Notice|WordPress database error).*$/m', $gained, $lines );
	foreach ( array_slice( array_unique( array_map( static fn( $l ) => substr( (string) preg_replace( '/^\[[^\]]+\] /', '', $l ), 0, 220 ), $lines[0] ) ), 0, 8 ) as $line ) {
		echo "  log: {$line}\n";
	}
}
if ( getenv( 'PRISM_LOAD_DUMP' ) ) {
	file_put_contents( (string) getenv( 'PRISM_LOAD_DUMP' ), (string) wp_json_encode( array( 'import' => $import, 'members' => $answers, 'floor' => $probe ) ) );
}
