<?php
/**
 * The contact list's sweep (issue 29): list, search and filter requests a member can make, in combination, timed
 * against WordPress's own floor (GET /wp/v2/users/me) over real HTTP, as the member `bench` (cookie + nonce), like
 * bin/lib/bench-http.php. Terms of 1-12 characters drawn from the seeded data (names, companies, email addresses, a
 * phone number), terms that match every contact and terms that match none, each with each filter (category, stage,
 * status, source, process, not contacted, Keep in touch, Archived, and combinations of them), on the first, middle and
 * last pages, in both name orders (newest first, longest ago contacted and most overdue to reach out for a subset), at the route's own page size (10, as the
 * contacts page asks). Prints the floor, the worst and median ratio by group, the 15 worst cases and the worst of all;
 * asserts nothing. The cases over 1.4x in the first pass are measured again (15 runs each, each beside a run of the
 * floor): the worst of hundreds of medians of a few runs is biased upward by noise alone. Both passes are printed.
 *
 * Usage: php bin/lib/bench-sweep.php <site url> [runs per case, default 9] [max cases, default 400] [plan]
 * With PRISM_BENCH_SWEEP_PLAN=<file>: the terms and the filters' choices are read from the file when it exists, else
 * made here and written to it; with the fourth argument `plan`, only that (bin/bench.sh's scale part runs the same
 * cases on both sizes).
 * The cases that are always measured (each filter alone, first and last page, both name orders; each term alone)
 * are measured even when they are more than the max.
 *
 * @package Prism
 */

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) ) {
	fwrite( STDERR, "usage: php bin/lib/bench-sweep.php <site url> [runs per case, default 9] [max cases, default 400]\n" );
	exit( 2 );
}
require_once __DIR__ . '/bench-client.php';

/** Cases whose first-pass ratio is above this are measured again (section 6b of prism_sweep_main()). */
const PRISM_SWEEP_CONFIRM_FROM = 1.4;

/** At most this many of them, the worst first. */
const PRISM_SWEEP_CONFIRM_MAX = 100;

/** Runs of each case measured again, each beside a run of the floor. */
const PRISM_SWEEP_CONFIRM_RUNS = 15;

/**
 * Median of values, in any order.
 *
 * @param float[] $values Values.
 */
function prism_sweep_median( array $values ): float {
	sort( $values );
	return bench_client_pct( $values, 50 );
}

/**
 * A query string with lists as `name[]=a&name[]=b`, as the contacts page sends them.
 *
 * @param array<string, mixed> $params Parameters.
 */
function prism_sweep_query( array $params ): string {
	return (string) preg_replace( '/%5B\d+%5D=/', '%5B%5D=', http_build_query( $params, '', '&', PHP_QUERY_RFC3986 ) );
}

/**
 * Search terms of 1 to 12 characters drawn from the seeded contacts: per length, a whole value (or its beginning),
 * a fragment from inside a value, and (short lengths) one more fragment; one phone fragment; the email domain and
 * its last label (which match every contact with an email address), and two that match nothing. Deterministic for
 * the same contacts (mt_srand is seeded by the caller).
 *
 * @param array<int, array<string, mixed>> $contacts Contacts as the list answers them.
 * @return array<string, string> Term => where it came from.
 */
function prism_sweep_terms( array $contacts ): array {
	$fields  = array(
		'firstName' => array(),
		'lastName'  => array(),
		'company'   => array(),
		'emailOne'  => array(),
	);
	$domains = array();
	$phones  = array();
	foreach ( $contacts as $contact ) {
		foreach ( array_keys( $fields ) as $field ) {
			$value = trim( (string) ( $contact[ $field ] ?? '' ) );
			if ( '' !== $value ) {
				$fields[ $field ][ $value ] = true;
			}
		}
		$email = (string) ( $contact['emailOne'] ?? '' );
		if ( str_contains( $email, '@' ) ) {
			$domain             = mb_strtolower( substr( $email, strrpos( $email, '@' ) + 1 ) );
			$domains[ $domain ] = ( $domains[ $domain ] ?? 0 ) + 1;
		}
		$digits = (string) preg_replace( '/\D/', '', (string) ( $contact['phoneOne'] ?? '' ) );
		if ( strlen( $digits ) >= 7 ) {
			$phones[] = $digits;
		}
	}
	foreach ( $fields as $field => $values ) {
		$values = array_keys( $values );
		sort( $values );
		$fields[ $field ] = $values;
	}
	$names  = array_keys( $fields );
	$terms  = array();
	$labels = array(
		'firstName' => 'first name',
		'lastName'  => 'last name',
		'company'   => 'company',
		'emailOne'  => 'email',
	);
	for ( $len = 1; $len <= 12; $len++ ) {
		$want = $len <= 4 ? 3 : 2;
		$made = 0;
		for ( $try = 0; $made < $want && $try < 400; $try++ ) {
			$field = $names[ ( $len + $made + $try ) % count( $names ) ];
			$pool  = array_values( array_filter( $fields[ $field ], static fn( string $v ): bool => mb_strlen( $v ) >= $len ) );
			if ( ! $pool ) {
				continue;
			}
			if ( 0 === $made ) {
				// A whole value when one is this long (a name as typed), else the beginning of one.
				$exact = array_values( array_filter( $pool, static fn( string $v ): bool => mb_strlen( $v ) === $len ) );
				$term  = $exact ? $exact[ mt_rand( 0, count( $exact ) - 1 ) ] : mb_strtolower( mb_substr( $pool[ mt_rand( 0, count( $pool ) - 1 ) ], 0, $len ) );
			} else {
				$value = $pool[ mt_rand( 0, count( $pool ) - 1 ) ];
				$term  = mb_strtolower( mb_substr( $value, mt_rand( 0, mb_strlen( $value ) - $len ), $len ) );
			}
			if ( trim( $term ) !== $term || isset( $terms[ $term ] ) || isset( $terms[ mb_strtolower( $term ) ] ) ) {
				continue;
			}
			$terms[ $term ] = $labels[ $field ] . ( 0 === $made ? '' : ' fragment' );
			++$made;
		}
	}
	if ( $phones ) {
		$digits   = $phones[ mt_rand( 0, count( $phones ) - 1 ) ];
		$fragment = substr( $digits, 3, 4 );

		$terms[ $fragment ] = 'phone fragment';
	}
	if ( $domains ) {
		arsort( $domains );
		$domain = (string) array_key_first( $domains );
		$last   = (string) substr( $domain, (int) strrpos( $domain, '.' ) + 1 );
		foreach ( array( $last, '.' . $last, $domain, '@' ) as $term ) {
			if ( '' !== $term && mb_strlen( $term ) <= 12 && ! isset( $terms[ $term ] ) ) {
				$terms[ $term ] = 'email domain';
			}
		}
	}
	$terms['zzqx']         = 'matches none';
	$terms['qjxzvkwpyfgb'] = 'matches none';
	return $terms;
}

/**
 * A case in short: term, filter, order, page.
 *
 * @param array<string, mixed> $c Case.
 */
function prism_sweep_label( array $c ): string {
	$term = '' === $c['term'] ? '(no term)' : 'q="' . $c['term'] . '"';
	$page = $c['pos'] . ( isset( $c['page'] ) ? ' p' . $c['page'] : '' );
	return "{$term} | {$c['filter']} | {$c['order']} | {$page}";
}

/**
 * The sweep: sample, build the cases, measure, print.
 *
 * @param string[] $args Command-line arguments.
 */
function prism_sweep_main( array $args ): int {
	$base            = rtrim( $args[1], '/' );
	$runs            = isset( $args[2] ) ? max( 1, (int) $args[2] ) : 9;
	$max_cases       = isset( $args[3] ) ? max( 1, (int) $args[3] ) : 400;
	$started         = microtime( true );
	mt_srand( 29 );

	$floor_url = $base . '/wp-json/wp/v2/users/me';
	$login     = bench_client_login( $base );
	if ( null === $login ) {
		fwrite( STDERR, "bench-sweep: could not log in as bench\n" );
		return 1;
	}
	list( $auth, $member ) = $login;
	$list   = "{$base}/wp-json/prism/v1/contact-list/{$member}?";

	// Totals of a query (first page): [HTTP status, X-WP-Total, X-WP-TotalPages].
	$count = static function ( array $params ) use ( $list, $auth ): array {
		list( $code, , , $headers ) = bench_client_http( $list . prism_sweep_query( $params + array( 'order' => 'name_asc' ) ), $auth );
		return array( $code, (int) ( $headers['x-wp-total'] ?? 0 ), (int) ( $headers['x-wp-totalpages'] ?? 0 ) );
	};

	// 1. The seeded data: three pages of 100, newest first (first, middle, last), and the categories.
	list( $code, $body, , $headers ) = bench_client_http( $list . 'per_page=100&order=recent&page=1', $auth );
	$contacts                        = (array) json_decode( $body, true );
	$all                             = (int) ( $headers['x-wp-total'] ?? 0 );
	$sample_pages                    = (int) ( $headers['x-wp-totalpages'] ?? 0 );
	foreach ( array_unique( array( intdiv( $sample_pages + 1, 2 ), $sample_pages ) ) as $page ) {
		if ( $page > 1 ) {
			list( , $body ) = bench_client_http( $list . 'per_page=100&order=recent&page=' . $page, $auth );
			$contacts       = array_merge( $contacts, (array) json_decode( $body, true ) );
		}
	}
	list( , $body ) = bench_client_http( "{$base}/wp-json/prism/v1/categories/{$member}", $auth );
	$categories     = array_values( array_filter( (array) json_decode( $body, true ), static fn( $c ): bool => is_array( $c ) && ! empty( $c['count'] ) ) );
	usort( $categories, static fn( $a, $b ) => array( $b['count'], $a['name'] ) <=> array( $a['count'], $b['name'] ) );
	if ( 200 !== $code || ! $contacts || ! isset( $contacts[0]['firstName'] ) || ! $categories ) {
		fwrite( STDERR, "bench-sweep: the bench member has no data (HTTP {$code}); run bin/bench-seed.php first\n" );
		return 1;
	}
	// 2. Terms, and filters chosen from the totals (the fullest stage and source, and the emptiest that is used; the
	// largest and smallest category). With PRISM_BENCH_SWEEP_PLAN naming a file that holds a plan, the plan's terms and
	// choices instead (bin/bench.sh's scale part makes one on the smaller site, so that both sizes run the same cases).
	$plan_file = (string) getenv( 'PRISM_BENCH_SWEEP_PLAN' );
	$plan      = '' !== $plan_file && is_file( $plan_file ) ? json_decode( (string) file_get_contents( $plan_file ), true ) : null;
	if ( is_array( $plan ) ) {
		$terms  = array_map( 'strval', (array) $plan['terms'] );
		$choice = $plan['choice'];
	} else {
		$terms        = prism_sweep_terms( $contacts );
		$stage_totals = array();
		for ( $stage = 0; $stage <= 5; $stage++ ) {
			$stage_totals[ $stage ] = $count( array( 'stage' => array( $stage ) ) )[1];
		}
		$source_totals = array();
		foreach ( array( 'PRISM', 'Google', 'iCloud', 'LinkedIn', 'Facebook', 'CSV' ) as $source ) {
			$source_totals[ $source ] = $count( array( 'importSource' => array( $source ) ) )[1];
		}

		$used = static function ( array $totals ): array {
			$totals = array_filter( $totals );
			arsort( $totals );
			$keys = array_keys( $totals );
			return array( $keys[0] ?? null, $keys ? end( $keys ) : null );
		};

		list( $stage_a, $stage_b )   = $used( $stage_totals );
		list( $source_a, $source_b ) = $used( $source_totals );
		$choice                      = array(
			'stage_a'  => (int) ( $stage_a ?? 0 ),
			'stage_b'  => (int) ( $stage_b ?? 4 ),
			'source_a' => (string) ( $source_a ?? 'PRISM' ),
			'source_b' => (string) ( $source_b ?? 'CSV' ),
			'big'      => (string) $categories[0]['name'],
			'small'    => (string) end( $categories )['name'],
		);
		if ( '' !== $plan_file ) {
			file_put_contents( $plan_file, (string) json_encode( compact( 'terms', 'choice' ), JSON_UNESCAPED_UNICODE ) );
		}
	}
	if ( 'plan' === ( $args[4] ?? '' ) ) {
		return 0; // The plan alone.
	}
	$stage_a  = (int) $choice['stage_a'];
	$stage_b  = (int) $choice['stage_b'];
	$source_a = (string) $choice['source_a'];
	$source_b = (string) $choice['source_b'];
	$big      = (string) $choice['big'];
	$small    = (string) $choice['small'];
	$filters                     = array(
		'no filter'                             => array(),
		"category {$big}"                       => array( 'category' => array( $big ) ),
		"category {$small}"                     => array( 'category' => array( $small ) ),
		"categories {$big} + {$small}"          => array( 'category' => array( $big, $small ) ),
		"stage {$stage_a}"                      => array( 'stage' => array( $stage_a ) ),
		"stage {$stage_b}"                      => array( 'stage' => array( $stage_b ) ),
		"stage {$stage_a} In Progress"          => array(
			'stage'  => array( $stage_a ),
			'status' => array( 'In Progress' ),
		),
		"stage {$stage_b} Complete"             => array(
			'stage'  => array( $stage_b ),
			'status' => array( 'Complete' ),
		),
		"source {$source_a}"                    => array( 'importSource' => array( $source_a ) ),
		"source {$source_b}"                    => array( 'importSource' => array( $source_b ) ),
		'process Active'                        => array( 'process' => array( 'Active' ) ),
		'process Inactive'                      => array( 'process' => array( 'Inactive' ) ),
		'not contacted 90 days'                 => array( 'notContacted' => 90 ),
		"category {$big} + stage {$stage_a}"    => array(
			'category' => array( $big ),
			'stage'    => array( $stage_a ),
		),
		"stage {$stage_b} Complete {$source_a}" => array(
			'stage'        => array( $stage_b ),
			'status'       => array( 'Complete' ),
			'importSource' => array( $source_a ),
		),
		// Keep in touch (the day to reach out by) and the Archived filter, added to the list after the sweep was first
		// written: each alone and with another filter.
		'keep in touch due'                     => array( 'reachOut' => 'due' ),
		'keep in touch week'                    => array( 'reachOut' => 'week' ),
		"keep in touch any + stage {$stage_a}"  => array(
			'reachOut' => 'set',
			'stage'    => array( $stage_a ),
		),
		"keep in touch due + category {$big}"   => array(
			'reachOut' => 'due',
			'category' => array( $big ),
		),
		'archived'                              => array( 'archived' => 'true' ),
		"archived + source {$source_a}"         => array(
			'archived'     => 'true',
			'importSource' => array( $source_a ),
		),
	);

	// 3. Orders: both name orders always; newest first, longest ago contacted and most overdue to reach out with no
	// term and the first term of each length (and the email domain terms).
	$wide = array( '' => true );
	$seen = array();
	foreach ( $terms as $term => $from ) {
		$len = mb_strlen( (string) $term );
		if ( ! isset( $seen[ $len ] ) || 'email domain' === $from ) {
			$wide[ (string) $term ] = true;
			$seen[ $len ]           = true;
		}
	}
	$candidates = array();
	foreach ( array_merge( array( '' ), array_map( 'strval', array_keys( $terms ) ) ) as $term ) {
		$orders = isset( $wide[ $term ] ) ? array( 'name_asc', 'name_desc', 'recent', 'contacted_asc', 'reach_out' ) : array( 'name_asc', 'name_desc' );
		foreach ( array_keys( $filters ) as $filter ) {
			foreach ( $orders as $order ) {
				foreach ( array( 'first', 'middle', 'last' ) as $pos ) {
					$candidates[] = compact( 'term', 'filter', 'order', 'pos' );
				}
			}
		}
	}

	// 4. Pages, from X-WP-TotalPages of the term and filter's first page (asked once per pair).
	$pairs   = array();
	$resolve = static function ( array $c ) use ( &$pairs, $filters, $count, $list ): ?array {
		$key = $c['term'] . "\0" . $c['filter'];
		if ( ! array_key_exists( $key, $pairs ) ) {
			$params = $filters[ $c['filter'] ] + ( '' === $c['term'] ? array() : array( 'q' => $c['term'] ) );

			list( $code, $total, $pages ) = $count( $params );
			if ( 200 !== $code ) {
				fwrite( STDERR, 'bench-sweep: HTTP ' . $code . ' for ' . prism_sweep_label( $c ) . "; skipped\n" );
			}
			$pairs[ $key ] = 200 === $code ? array( $total, $pages ) : null;
		}
		if ( null === $pairs[ $key ] ) {
			return null;
		}
		list( $total, $pages ) = $pairs[ $key ];
		if ( 'first' === $c['pos'] ) {
			$page = 1;
		} elseif ( 'middle' === $c['pos'] ) {
			$page = $pages >= 3 ? intdiv( $pages + 1, 2 ) : 0;
		} else {
			$page = $pages >= 2 ? $pages : 0;
		}
		if ( 0 === $page ) {
			return null;
		}
		$params = ( '' === $c['term'] ? array() : array( 'q' => $c['term'] ) ) + $filters[ $c['filter'] ] + array(
			'order' => $c['order'],
			'page'  => $page,
		);
		return $c + array(
			'page'  => $page,
			'pages' => $pages,
			'total' => $total,
			'url'   => $list . prism_sweep_query( $params ),
		);
	};

	// 5. The cases: always each filter alone (first and last page, both name orders) and each term alone; then
	// whatever term length, filter, order or page position is not yet there; then a deterministic sample.
	$chosen = array();
	$urls   = array();
	$accept = static function ( array $c ) use ( $resolve, &$chosen, &$urls ): bool {
		$r = $resolve( $c );
		if ( null === $r || isset( $urls[ $r['url'] ] ) ) {
			return false;
		}
		$urls[ $r['url'] ] = true;
		$chosen[]          = $r;
		return true;
	};
	foreach ( array_keys( $filters ) as $filter ) {
		foreach ( array( 'first', 'last' ) as $pos ) {
			foreach ( array( 'name_asc', 'name_desc' ) as $order ) {
				$accept(
					array(
						'term'   => '',
						'filter' => $filter,
						'order'  => $order,
						'pos'    => $pos,
					)
				);
			}
		}
	}
	foreach ( array_keys( $terms ) as $term ) {
		$accept(
			array(
				'term'   => (string) $term,
				'filter' => 'no filter',
				'order'  => 'name_asc',
				'pos'    => 'first',
			)
		);
	}
	$always = count( $chosen );
	shuffle( $candidates );
	$dims = array(
		'len'    => static fn( array $c ): int => mb_strlen( $c['term'] ),
		'filter' => static fn( array $c ): string => $c['filter'],
		'order'  => static fn( array $c ): string => $c['order'],
		'pos'    => static fn( array $c ): string => $c['pos'],
	);
	foreach ( $dims as $dim ) {
		$wanted = array();
		foreach ( $candidates as $c ) {
			$wanted[ $dim( $c ) ] = true;
		}
		foreach ( $chosen as $c ) {
			unset( $wanted[ $dim( $c ) ] );
		}
		foreach ( array_keys( $wanted ) as $value ) {
			foreach ( $candidates as $c ) {
				if ( $dim( $c ) === $value && $accept( $c ) ) {
					break;
				}
			}
		}
	}
	foreach ( $candidates as $c ) {
		if ( count( $chosen ) >= $max_cases ) {
			break;
		}
		$accept( $c );
	}

	// 6. Warm each case once (and check it answers), then round-robin with the floor every 10 case requests.
	$cases = array();
	foreach ( $chosen as $c ) {
		list( $code, $body, , $headers ) = bench_client_http( $c['url'], $auth );
		if ( 200 !== $code ) {
			fwrite( STDERR, 'bench-sweep: HTTP ' . $code . ' for ' . prism_sweep_label( $c ) . ': ' . substr( $body, 0, 200 ) . "; skipped\n" );
			continue;
		}
		$c['total'] = (int) ( $headers['x-wp-total'] ?? $c['total'] );
		$c['times'] = array();
		$cases[]    = $c;
	}
	if ( ! $cases ) {
		fwrite( STDERR, "bench-sweep: no case answered\n" );
		return 1;
	}
	fwrite( STDERR, sprintf( "bench-sweep: %d cases (%d always), %d runs each, %d terms, %d filters\n", count( $cases ), $always, $runs, count( $terms ), count( $filters ) ) );
	$floor_times = array();
	$n           = 0;
	for ( $run = 1; $run <= $runs; $run++ ) {
		fwrite( STDERR, "bench-sweep: run {$run} of {$runs}\n" );
		foreach ( $cases as $i => $c ) {
			if ( 0 === $n % 10 ) {
				$floor_times[] = bench_client_http( $floor_url, $auth )[2] * 1000;
			}
			$cases[ $i ]['times'][] = bench_client_http( $c['url'], $auth )[2] * 1000;
			++$n;
		}
	}
	$floor_times[] = bench_client_http( $floor_url, $auth )[2] * 1000;

	$floor  = prism_sweep_median( $floor_times );
	$sorted = $floor_times;
	sort( $sorted );
	foreach ( $cases as $i => $c ) {
		$cases[ $i ]['median'] = prism_sweep_median( $c['times'] );
		$cases[ $i ]['ratio']  = $cases[ $i ]['median'] / $floor;
	}

	// 6b. The tail measured again. The worst of 400 medians of a few runs each is biased upward by the machine's noise
	// alone (a case whose true ratio is 1.3 shows 1.6 when two of its nine runs met a busy moment), so the cases over
	// CONFIRM_FROM are run again, CONFIRM_RUNS times each beside the floor (a floor request before each), and their
	// ratio taken from the new runs against the floor of the same moments. Both passes are printed.
	$first_pass = $cases;
	$confirm    = array_keys( array_filter( $cases, static fn( array $c ): bool => $c['ratio'] > PRISM_SWEEP_CONFIRM_FROM ) );
	usort( $confirm, static fn( int $a, int $b ): int => $cases[ $b ]['ratio'] <=> $cases[ $a ]['ratio'] );
	$confirm = array_slice( $confirm, 0, PRISM_SWEEP_CONFIRM_MAX );
	if ( $confirm ) {
		fwrite( STDERR, sprintf( "bench-sweep: the %d cases over %.2fx measured again, %d runs each\n", count( $confirm ), PRISM_SWEEP_CONFIRM_FROM, PRISM_SWEEP_CONFIRM_RUNS ) );
		$again       = array_fill_keys( $confirm, array() );
		$floor_again = array();
		for ( $run = 1; $run <= PRISM_SWEEP_CONFIRM_RUNS; $run++ ) {
			foreach ( $confirm as $i ) {
				$floor_again[] = bench_client_http( $floor_url, $auth )[2] * 1000;
				$again[ $i ][] = bench_client_http( $cases[ $i ]['url'], $auth )[2] * 1000;
			}
		}
		$floor_confirmed = prism_sweep_median( $floor_again );
		foreach ( $again as $i => $times ) {
			$cases[ $i ]['median']    = prism_sweep_median( $times );
			$cases[ $i ]['ratio']     = $cases[ $i ]['median'] / $floor_confirmed;
			$cases[ $i ]['confirmed'] = true;
		}
	}

	// 7. The figures.
	printf( "\ncontact-list sweep: %s, %s contacts, %d cases, %d runs each, %.0f s\n", $base, number_format( $all ), count( $cases ), $runs, microtime( true ) - $started );
	printf( "floor: GET /wp/v2/users/me  median %.1f ms (%d samples, p95 %.1f ms)\n", $floor, count( $floor_times ), bench_client_pct( $sorted, 95 ) );
	echo "\nterms (rows matched with no filter):\n";
	$line = '';
	foreach ( $terms as $term => $from ) {
		$key   = (string) $term . "\0no filter";
		$item  = sprintf( '"%s" %d %s: %s', $term, mb_strlen( (string) $term ), $from, isset( $pairs[ $key ] ) ? number_format( $pairs[ $key ][0] ) : '?' );
		$line .= ( '' === $line ? '  ' : '; ' ) . $item;
		if ( strlen( $line ) > 100 ) {
			echo $line, "\n";
			$line = '';
		}
	}
	echo '' === $line ? '' : $line . "\n";

	$matches = static function ( array $c ) use ( $pairs ): string {
		if ( '' === $c['term'] ) {
			return 'no term';
		}
		$alone = $pairs[ "\0" . $c['filter'] ][0] ?? null;
		if ( 0 === $c['total'] ) {
			return 'matches none';
		}
		if ( null !== $alone && $c['total'] >= $alone ) {
			return 'matches every row of the filter';
		}
		return $c['pages'] <= 1 ? 'matches one page' : 'matches more than a page';
	};

	$groups = array(
		'term length' => static fn( array $c ): string => (string) mb_strlen( $c['term'] ) . ( '' === $c['term'] ? ' (no term)' : '' ),
		'term'        => $matches,
		'filter'      => $dims['filter'],
		'order'       => $dims['order'],
		'page'        => $dims['pos'],
	);
	foreach ( $groups as $group => $of ) {
		$by = array();
		foreach ( $cases as $c ) {
			$by[ $of( $c ) ][] = $c['ratio'];
		}
		if ( 'term length' === $group ) {
			uksort( $by, static fn( $a, $b ) => (int) $a <=> (int) $b );
		}
		printf( "\n%-42s %6s %13s %12s %10s\n", 'by ' . $group, 'cases', 'median ratio', 'worst ratio', 'over 1.5x' );
		foreach ( $by as $value => $ratios ) {
			printf( "  %-40s %6d %13.2f %12.2f %10d\n", $value, count( $ratios ), prism_sweep_median( $ratios ), max( $ratios ), count( array_filter( $ratios, static fn( float $r ): bool => $r > 1.5 ) ) );
		}
	}

	usort( $cases, static fn( array $a, array $b ): int => $b['ratio'] <=> $a['ratio'] );
	usort( $first_pass, static fn( array $a, array $b ): int => $b['ratio'] <=> $a['ratio'] );
	printf( "\n%-6s %8s %10s %8s  %s\n", 'worst', 'ratio', 'median ms', 'rows', 'case (* measured again: section 6b)' );
	foreach ( array_slice( $cases, 0, 15 ) as $i => $c ) {
		printf( "%-6d %8.2f %10.1f %8d  %s%s\n", $i + 1, $c['ratio'], $c['median'], $c['total'], prism_sweep_label( $c ), empty( $c['confirmed'] ) ? '' : ' *' );
	}
	$over       = count( array_filter( $cases, static fn( array $c ): bool => $c['ratio'] > 1.5 ) );
	$over_first = count( array_filter( $first_pass, static fn( array $c ): bool => $c['ratio'] > 1.5 ) );
	printf( "\nfirst pass (%d runs each): worst %.2fx (%s), %d of %d over 1.5x\n", $runs, $first_pass[0]['ratio'], prism_sweep_label( $first_pass[0] ), $over_first, count( $first_pass ) );
	if ( $confirm ) {
		printf( "measured again (%d cases over %.2fx, %d runs each beside the floor, whose median was then %.1f ms)\n", count( $confirm ), PRISM_SWEEP_CONFIRM_FROM, PRISM_SWEEP_CONFIRM_RUNS, $floor_confirmed );
	}
	printf( "sweep worst: %.2fx (%s)\n", $cases[0]['ratio'], prism_sweep_label( $cases[0] ) );
	printf( "sweep cases over 1.5x: %d of %d\n", $over, count( $cases ) );
	return 0;
}

exit( prism_sweep_main( $argv ) );
