<?php
/**
 * Measures PRISM's list routes against WordPress's own floor over real HTTP, as the member `bench`
 * (cookie + nonce), and the gzipped JavaScript each PRISM page loads. Prints figures; asserts nothing.
 *
 * Usage: php bin/lib/bench-http.php <site url> [iterations] [weights]
 * With `weights`, only the pages' JavaScript, as JSON (entry => KB gzipped before the page shows), for
 * bin/lib/bench-interactive.mjs.
 *
 * @package Prism
 */

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) ) {
	fwrite( STDERR, "usage: php bin/lib/bench-http.php <site url> [iterations]\n" );
	exit( 2 );
}
$base       = rtrim( $argv[1], '/' );
$iterations = isset( $argv[2] ) ? max( 5, (int) $argv[2] ) : 40;
$weights    = 'weights' === ( $argv[3] ?? '' );
require_once __DIR__ . '/bench-client.php';

/**
 * One HTTP request with the member's cookies (bench_client_http()); its headers are left in the global
 * $bench_headers.
 *
 * @param string               $url     URL.
 * @param array<string,string> $headers Extra headers.
 * @param string|null          $post    Form body for a POST.
 * @return array{0: int, 1: string, 2: float}
 */
function bench_http( string $url, array $headers = array(), ?string $post = null ): array {
	global $bench_headers;
	list( $code, $body, $secs, $bench_headers ) = bench_client_http( $url, $headers, $post );
	return array( $code, $body, $secs );
}

$login = bench_client_login( $base );
if ( null === $login ) {
	fwrite( STDERR, "bench: could not log in as bench\n" );
	exit( 1 );
}
list( $auth, $member ) = $login;
$api = $base . '/wp-json/prism/v1';

list( , $body ) = bench_http( "{$api}/contact-list/{$member}?per_page=1&order=recent", $auth );
$sample         = json_decode( $body, true )[0] ?? null;
list( , $body ) = bench_http( "{$api}/categories/{$member}", $auth );
$categories     = json_decode( $body, true );
usort( $categories, static fn( $a, $b ) => $b['count'] <=> $a['count'] );
if ( ! $sample || ! $categories ) {
	fwrite( STDERR, "bench: the bench member has no data; run bin/bench-seed.php first\n" );
	exit( 1 );
}

list( , $body ) = bench_http( "{$api}/ical-feed/{$member}", $auth );
$feed_url       = (string) ( json_decode( $body, true )['url'] ?? '' );
$month_from     = gmdate( 'Y-m-01', time() );
$month_to       = gmdate( 'Y-m-d', strtotime( $month_from . ' +41 days' ) );
$agenda_to      = gmdate( 'Y-m-d', strtotime( $month_from . ' +30 days' ) );
bench_http( "{$api}/contact-list/{$member}", $auth );
$last_page = max( 1, (int) ( $bench_headers['x-wp-totalpages'] ?? 1 ) );

$scenarios = array(
	'floor: GET /wp/v2/users/me' => $base . '/wp-json/wp/v2/users/me',
	'first list page'            => "{$api}/contact-list/{$member}?page=1",
	'middle list page, by name'  => "{$api}/contact-list/{$member}?page=" . intdiv( $last_page + 1, 2 ),
	'last list page, by name'    => "{$api}/contact-list/{$member}?page={$last_page}",
	'last list page, newest first' => "{$api}/contact-list/{$member}?order=recent&page={$last_page}",
	'search matching all ".example"' => "{$api}/contact-list/{$member}?q=.example",
	'search "northwind"'         => "{$api}/contact-list/{$member}?q=northwind",
	'search note text "meetup"'  => "{$api}/contact-list/{$member}?q=meetup",
	'category filter'            => "{$api}/contact-list/{$member}?" . http_build_query( array( 'category' => array( $categories[0]['name'] ) ) ),
	'stage + status filter'      => "{$api}/contact-list/{$member}?stage[]=2&status[]=Complete",
	'contact detail'             => "{$api}/contact-detail/{$sample['id']}",
	'search one letter "a"'      => "{$api}/contact-list/{$member}?q=a",
	'search two letters "an"'    => "{$api}/contact-list/{$member}?q=an",
	'search common "son"'        => "{$api}/contact-list/{$member}?q=son",
	'search "son" + category'    => "{$api}/contact-list/{$member}?q=son&" . http_build_query( array( 'category' => array( $categories[0]['name'] ) ) ),
	'search "son" + stage'       => "{$api}/contact-list/{$member}?q=son&stage[]=2",
	'search "an" + category'     => "{$api}/contact-list/{$member}?q=an&" . http_build_query( array( 'category' => array( $categories[0]['name'] ) ) ),
	'search "northwind" + stage' => "{$api}/contact-list/{$member}?q=northwind&stage[]=4&status[]=In%20Progress",
	'search long common "example"' => "{$api}/contact-list/{$member}?q=example",
	'not contacted for 90 days'  => "{$api}/contact-list/{$member}?notContacted=90",
	'sort: last contacted, longest ago' => "{$api}/contact-list/{$member}?order=contacted_asc",
	'search "son" + not contacted 90' => "{$api}/contact-list/{$member}?q=son&notContacted=90",
	'Archived filter'            => "{$api}/contact-list/{$member}?archived=true",
	'Archived filter + search "son"' => "{$api}/contact-list/{$member}?archived=true&q=son",
	'Keep in touch: due, by name' => "{$api}/contact-list/{$member}?reachOut=due",
	'Keep in touch: sort, first page' => "{$api}/contact-list/{$member}?order=reach_out",
	'Keep in touch: sort, last page' => "{$api}/contact-list/{$member}?order=reach_out&page={$last_page}",
	'Keep in touch: due + search "son"' => "{$api}/contact-list/{$member}?reachOut=due&q=son",
	'Keep in touch: week + category' => "{$api}/contact-list/{$member}?reachOut=week&" . http_build_query( array( 'category' => array( $categories[0]['name'] ) ) ),
	'Keep in touch: any + stage, sorted' => "{$api}/contact-list/{$member}?reachOut=set&stage[]=5&order=reach_out",
	'interactions of a contact'  => "{$api}/interactions/{$sample['id']}",
	'timeline of a contact'      => "{$api}/contact-timeline/{$sample['id']}",
	'Today: follow-ups due + overdue' => "{$api}/followups-with-contacts/{$member}",
	'Today: events'              => "{$api}/events-with-contacts/{$member}",
	'calendar events, 6 weeks (all)' => "{$api}/calendar-events/{$member}?from={$month_from}&to={$month_to}",
	'calendar follow-ups, 6 weeks (all)' => "{$api}/calendar-followups/{$member}?from={$month_from}&to={$month_to}",
	'month view: events, 3 a day' => "{$api}/calendar-events/{$member}?from={$month_from}&to={$month_to}&perDay=3",
	'month view: follow-ups, 3 a day' => "{$api}/calendar-followups/{$member}?from={$month_from}&to={$month_to}&perDay=3",
	'agenda page: events, 100'   => "{$api}/calendar-events/{$member}?from={$month_from}&to={$agenda_to}&limit=100",
	'agenda page: follow-ups, 100' => "{$api}/calendar-followups/{$member}?from={$month_from}&to={$agenda_to}&limit=100",
	'calendar feed (.ics, all)'  => $feed_url,
	'dashboard: stage counts'    => "{$api}/networking-stages-status/{$member}",
	'dashboard: weekly progress' => "{$api}/networking-progress/{$member}",
	'dashboard: due to reach out' => "{$api}/reach-out/{$member}",
	'networking series'          => "{$api}/networking-series/{$member}",
	'process object'             => "{$api}/networking-process-object/{$sample['id']}",
);

if ( $weights ) {
	$scenarios = array();
}
$times = array_fill_keys( array_keys( $scenarios ), array() );
$total = array();
foreach ( $scenarios as $name => $url ) {
	list( $code, $body ) = bench_http( $url, $auth ); // Warm-up, and a check that it answers.
	if ( 200 !== $code ) {
		fwrite( STDERR, "bench: {$name} answered HTTP {$code}: " . substr( $body, 0, 200 ) . "\n" );
		exit( 1 );
	}
	$decoded        = json_decode( $body, true );
	$total[ $name ] = isset( $decoded[0] ) ? count( $decoded ) : 1;
}
// Round-robin, so a noisy moment hits every scenario alike. The requests that answer every item in their range (named
// "(all)": the whole six weeks of the calendar, the .ics feed; up to seconds each) in a round of their own after: the
// request after one of them is slower (the caches it emptied), and when two sites take turns (bin/bench.sh's scale
// part) the larger site's feed came before the smaller site's next request, which was measured slower for it.
$heavy = array_filter( $scenarios, static fn( string $name ): bool => (bool) preg_match( '/\ball\)$/', $name ), ARRAY_FILTER_USE_KEY );
foreach ( array( array_diff_key( $scenarios, $heavy ), $heavy ) as $round ) {
	for ( $i = 0; $i < $iterations; $i++ ) {
		foreach ( $round as $name => $url ) {
			$times[ $name ][] = bench_http( $url, $auth )[2] * 1000;
		}
	}
}


$floor = null;
$weights || printf( "\n%-34s %10s %10s %8s %8s\n", 'request (' . $iterations . ' runs each)', 'median ms', 'p95 ms', 'ratio', 'p95 ratio' );
foreach ( $times as $name => $list ) {
	sort( $list );
	$median = bench_client_pct( $list, 50 );
	$p95    = bench_client_pct( $list, 95 );
	if ( null === $floor ) {
		$floor     = $median;
		$floor_p95 = $p95;
	}
	printf( "%-34s %10.1f %10.1f %8.2f %8.2f\n", $name, $median, $p95, $median / $floor, $p95 / $floor_p95 );
}

// JavaScript each PRISM page loads before it shows anything: every <script src> of the page (PRISM's runtime and
// entry, and WordPress's), plus the chunks PRISM's entry fetches to show the page (build/chunks.json, "start"); and
// what it fetches later, when a dialog or another part is first opened ("later").
$manifest = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/build/chunks.json' ), true );
$pages    = array(
	'dashboard'      => array( '/prism/', 'dashboard' ),
	'contacts'       => array( '/prism/contact/', 'contacts' ),
	'contact detail' => array( '/prism/contact-detail/contact/' . $sample['id'] . '/?contactId=' . $sample['id'], 'contact-detail' ),
	'merge'          => array( '/prism/merge/', 'merge' ),
	'notifications'  => array( '/notifications/', 'notifications' ),
	'networking'     => array( '/networking/', 'networking' ),
	'networking screen' => array( '/prism/contact-detail-networking/contact/' . $sample['id'] . '/?tab=BUILD&contactId=' . $sample['id'], 'contact-detail-networking' ),
	'mentoring'      => array( '/mentoring/', 'mentoring' ),
	'resources'      => array( '/prism-resources/', 'resources' ),
	'articles'       => array( '/articles/', 'articles' ),
	'mentoring screen' => array( '/prism/contact-detail-mentoring/' . $sample['id'] . '/?contactId=' . $sample['id'], 'contact-detail-mentoring' ),
);
$weights || printf( "\n%-16s %14s %14s %14s %8s\n", 'page', 'PRISM JS gz', 'later gz', 'other JS gz', 'files' );
$cache  = array();
$before = array();
$gz     = static function ( string $url ) use ( &$cache ): int {
	if ( ! isset( $cache[ $url ] ) ) {
		$cache[ $url ] = strlen( (string) gzencode( bench_http( $url )[1], 9 ) );
	}
	return $cache[ $url ];
};
foreach ( $pages as $label => list( $path, $entry ) ) {
	list( $code, $html ) = bench_http( $base . $path );
	preg_match_all( '#<script[^>]+src=["\']([^"\']+)["\']#i', $html, $m );
	$own   = 0;
	$other = 0;
	$files = 0;
	$build = '';
	foreach ( $m[1] as $src ) {
		$src = html_entity_decode( $src );
		if ( str_contains( $src, '/plugins/prism/' ) ) {
			$own  += $gz( $src );
			$build = (string) preg_replace( '#/build/.*$#', '/build/', strtok( $src, '?' ) );
		} else {
			$other += $gz( $src );
		}
		++$files;
	}
	$later = 0;
	if ( '' !== $build ) {
		foreach ( $manifest[ $entry ]['start'] ?? array() as $chunk ) {
			$own += $gz( $build . $chunk );
			++$files;
		}
		foreach ( $manifest[ $entry ]['later'] ?? array() as $chunk ) {
			$later += $gz( $build . $chunk );
		}
	}
	$before[ $entry ] = round( $own / 1024, 1 );
	$weights || printf( "%-16s %11.1f KB %11.1f KB %11.1f KB %8d%s\n", $label, $own / 1024, $later / 1024, $other / 1024, $files, 200 === $code ? '' : "  (HTTP {$code})" );
}
if ( $weights ) {
	echo json_encode( $before ), "\n";
}
