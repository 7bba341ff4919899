<?php
/**
 * Flat from 30,000 to 60,000 contacts (issue 29): compares what bench-http.php and bench-sweep.php printed for the
 * same engine at two sizes, request by request (ratio to the floor measured in the same run) and sweep group by group
 * (median ratio), and marks every difference over 0.1. The requests that answer every item of the member in their
 * range (bench-http.php names them "(all)": the whole six weeks of the calendar, the .ics feed) grow with the data by
 * nature, twice the events being twice the answer; no page makes them (the month view asks for what it shows), so
 * they are printed and marked but not counted. Reads the two outputs as printed; asserts nothing.
 *
 * Usage: php bin/lib/bench-scale.php <label> <output at the smaller size> <output at the larger size>
 *
 * @package Prism
 */

if ( PHP_SAPI !== 'cli' || $argc < 4 ) {
	fwrite( STDERR, "usage: php bin/lib/bench-scale.php <label> <output at the smaller size> <output at the larger size>\n" );
	exit( 2 );
}

/**
 * The figures of one output: the http table's ratios by request, the sweep's median ratio by group, its worst ratio
 * and how many cases were over 1.5x.
 *
 * @param string $file Output of bench-http.php and bench-sweep.php.
 * @return array{requests: array<string, float>, groups: array<string, float>, worst: float|null, over: string|null, contacts: string|null, floor: float|null, ms: array<string, float>}
 */
function prism_scale_read( string $file ): array {
	$text   = (string) file_get_contents( $file );
	$found  = array(
		'requests' => array(),
		'groups'   => array(),
		'worst'    => null,
		'over'     => null,
		'contacts' => null,
		'floor'    => null,
		'ms'       => array(),
	);
	$header = '';
	foreach ( preg_split( '/\R/', $text ) as $line ) {
		if ( preg_match( '/^contact-list sweep: .*?, ([\d,]+) contacts,/', $line, $m ) ) {
			$found['contacts'] = $m[1];
		}
		if ( preg_match( '/^(by [a-z ]+?)\s{2,}cases\s+median ratio/', $line, $m ) ) {
			$header = $m[1];
			continue;
		}
		if ( '' !== $header && preg_match( '/^  (\S.*?)\s{2,}(\d+)\s+([\d.]+)\s+([\d.]+)\s+(\d+)\s*$/', $line, $m ) ) {
			$found['groups'][ $header . ': ' . $m[1] ] = (float) $m[3];
			continue;
		}
		if ( ! str_starts_with( $line, '  ' ) ) {
			$header = '';
		}
		if ( preg_match( '/^sweep worst: ([\d.]+)x/', $line, $m ) ) {
			$found['worst'] = (float) $m[1];
		} elseif ( preg_match( '/^sweep cases over 1\.5x: (\d+ of \d+)/', $line, $m ) ) {
			$found['over'] = $m[1];
		} elseif ( preg_match( '/^(\S.*?)\s{2,}([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*$/', $line, $m ) ) {
			if ( str_starts_with( $line, 'floor' ) ) {
				$found['floor'] = (float) $m[2];
			} else {
				$found['requests'][ $m[1] ] = (float) $m[4];
				$found['ms'][ $m[1] ]       = (float) $m[2];
			}
		}
	}
	return $found;
}

list( , $label, $small_file, $large_file ) = $argv;
$small = prism_scale_read( $small_file );
$large = prism_scale_read( $large_file );

printf( "\nflat from the smaller to the larger network (%s): ratio to the floor at each size, and the difference\n", $label );
printf( "(and for the requests, milliseconds over the floor at each size: the floor's own median was %s ms and %s ms)\n", $small['floor'] ?? '?', $large['floor'] ?? '?' );
printf( "%-44s %8s %8s %8s %10s %10s\n", 'request or sweep group (median)', 'smaller', 'larger', 'diff', 'ms over', 'ms over' );
$over = 0;
$rows = 0;
$all  = 0;
foreach ( array( 'requests', 'groups' ) as $kind ) {
	foreach ( $small[ $kind ] as $name => $ratio ) {
		if ( ! isset( $large[ $kind ][ $name ] ) ) {
			continue;
		}
		$diff    = $large[ $kind ][ $name ] - $ratio;
		$answers = 'requests' === $kind && preg_match( '/\ball\)$/', $name );
		$flag    = abs( $diff ) > 0.1 ? '  over 0.1' : '';
		if ( $answers ) {
			++$all;
			$flag .= '  (answers every item: not counted)';
		} else {
			++$rows;
			$over += abs( $diff ) > 0.1 ? 1 : 0;
		}
		$over_ms = '';
		if ( 'requests' === $kind && null !== $small['floor'] && null !== $large['floor'] ) {
			$over_ms = sprintf( ' %10.1f %10.1f', $small['ms'][ $name ] - $small['floor'], $large['ms'][ $name ] - $large['floor'] );
		}
		printf( "%-44s %8.2f %8.2f %+8.2f%s%s\n", mb_strimwidth( $name, 0, 44 ), $ratio, $large[ $kind ][ $name ], $diff, $over_ms, $flag );
	}
}
printf( "sweep worst: %s → %s; cases over 1.5x: %s → %s\n", $small['worst'] ?? '?', $large['worst'] ?? '?', $small['over'] ?? '?', $large['over'] ?? '?' );
printf( "scale (%s): %d of %d figures moved by more than 0.1 (besides the %d requests that answer every item in their range)\n", $label, $over, $rows, $all );
