<?php
/**
 * Seeds the benchmark site: member `bench` with 30,000 realistic contacts (1-3 emails and phones, categories,
 * notes on a fifth of them, a third in the networking process), among three other members with 2,000 each.
 * Uses PRISM's own repositories. A member who already has contacts is left alone, so a second run is quick.
 *
 * With PRISM_BENCH_SITE_CONTACTS (e.g. 300000), more members (`bench-site-1`, ...) are seeded until the site holds
 * about that many contacts across PRISM_BENCH_SITE_MEMBERS members in all (100 by default), `bench` among them: a
 * site's worth of data for the size and speed figures (bin/lib/bench-size.php, bench-http.php).
 *
 * Usage: php bin/bench-seed.php <WordPress dir> [contacts]
 *
 * @package Prism
 */

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) ) {
	fwrite( STDERR, "usage: php bin/bench-seed.php <WordPress dir> [contacts]\n" );
	exit( 2 );
}
require rtrim( $argv[1], '/' ) . '/wp-load.php';

use Prism\Data\Category_Repository;
use Prism\Data\Contact_Repository;
use Prism\Data\Event_Repository;
use Prism\Data\Followup_Repository;
use Prism\Data\Keep_In_Touch_Repository;
use Prism\Data\Note_Repository;
use Prism\Data\Series_Repository;
use Prism\Domain\Process_Rules;
use Prism\Schema\Schema;
use Prism\Service\Contact_Service;


/**
 * The member's id, created with password `password` when missing.
 *
 * @param string $login Login.
 */
function prism_bench_user( string $login ): int {
	$user = get_user_by( 'login', $login );
	if ( $user ) {
		return (int) $user->ID;
	}
	$id = wp_insert_user(
		array(
			'user_login'   => $login,
			'user_pass'    => 'password',
			'user_email'   => $login . '@example.test',
			'display_name' => ucfirst( $login ),
			'role'         => 'subscriber',
		)
	);
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, $id->get_error_message() . "\n" );
		exit( 1 );
	}
	return (int) $id;
}

/**
 * A process object at a stage (earlier stages complete).
 *
 * @param int  $stage    Stage 0-5.
 * @param bool $complete Whether that stage is complete.
 * @return array<string, mixed>
 */
function prism_bench_process( int $stage, bool $complete ): array {
	return Process_Rules::at_position( ( new Series_Repository() )->networking(), $stage, $complete );
}

/**
 * Seeds one member with $count contacts.
 *
 * @param int $owner_id Member.
 * @param int $count    Contacts.
 * @param int $seed     Random seed, so every run builds the same network.
 */
function prism_bench_seed( int $owner_id, int $count, int $seed ): void {
	$contacts = new Contact_Repository();
	if ( $contacts->count( $owner_id ) > 0 ) {
		echo "bench-seed: member {$owner_id} already has " . $contacts->count( $owner_id ) . " contacts\n";
		return;
	}
	mt_srand( $seed );
	$first   = array( 'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Priya', 'Wei', 'Aisha', 'Carlos', 'Yuki', 'Olga', 'Mohammed', 'Fatima', 'Hiroshi', 'Ana', 'Luca', 'Sofia', 'Kwame', 'Ingrid', 'Raj', 'Mei', 'Diego', 'Chloe', 'Omar', 'Nina', 'Ivan', 'Leila' );
	$last    = array( 'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Patel', 'Chen', 'Kim', 'Nguyen', 'Okafor', 'Rossi', 'Schmidt', 'Tanaka', 'Novak', 'Haddad', 'Silva', 'Kowalski', 'Andersson', 'Dubois', 'Murphy', 'Ivanova' );
	$company = array( 'Northwind Labs', 'Bluefin Analytics', 'Copperleaf', 'GreenGrid Energy', 'Harbor Freight Partners', 'Kettle & Co', 'Brightside Media', 'Meridian Advisory', 'Loop Robotics', 'Sandstone Ventures', 'TalentBridge', 'Studio Calma', 'Form & Function', 'Open Doors Foundation', 'State University', 'Acme Corp', 'Globex', 'Initech', 'Umbrella Health', 'Stark Industries', '' );
	$titles  = array( 'Software Engineer', 'Product Manager', 'Recruiter', 'Designer', 'Data Scientist', 'Sales Lead', 'Founder', 'CTO', 'Consultant', 'Marketing Manager', 'Account Executive', 'HR Director', 'Professor', 'Analyst', '' );
	$sources = array( 'LinkedIn', 'LinkedIn', 'LinkedIn', 'Google', 'Google', 'iCloud', 'PRISM', 'CSV', 'Google,LinkedIn' );
	$cats    = array( 'Colleagues', 'Industry Contacts', 'Mentors', 'Recruiters', 'Friends', 'Family', 'Alumni', 'Conference 2025', 'Conference 2026', 'Investors', 'Clients', 'Vendors', 'Former Managers', 'Speakers', 'Hiring Managers', 'Book Club', 'Neighbors', 'Volunteers', 'Startup Founders', 'Design Community' );
	$notes   = array( 'Met at the %s meetup; follow up about the open role.', 'Introduced by a colleague at %s. Interested in a coffee chat.', 'Sent a thank-you note after the %s panel.', 'Prefers LinkedIn messages. Works on the %s team.', 'Talked about mentoring; promised to share the reading list from %s.' );

	$people = array();
	for ( $i = 0; $i < $count; $i++ ) {
		$f      = $first[ mt_rand( 0, count( $first ) - 1 ) ];
		$l      = $last[ mt_rand( 0, count( $last ) - 1 ) ];
		$co     = $company[ mt_rand( 0, count( $company ) - 1 ) ];
		$handle = strtolower( $f . '.' . $l . $i );
		$values = array(
			'firstName' => $f,
			'lastName'  => $l,
			'title'     => $titles[ mt_rand( 0, count( $titles ) - 1 ) ],
			'company'   => $co,
			'linkedIn'  => 'https://www.linkedin.com/in/' . str_replace( '.', '-', $handle ),
		);
		$slots  = array( 'One', 'Two', 'Three' );
		for ( $s = 0, $n = mt_rand( 1, 3 ); $s < $n; $s++ ) {
			$values[ 'email' . $slots[ $s ] ]          = $handle . ( 0 === $s ? '@work.example' : "@mail{$s}.example" );
			$values[ 'email' . $slots[ $s ] . 'Type' ] = 0 === $s ? 'Work' : 'Home';
		}
		for ( $s = 0, $n = mt_rand( 1, 3 ); $s < $n; $s++ ) {
			$values[ 'phone' . $slots[ $s ] ]          = sprintf( '(%03d) %03d-%04d', mt_rand( 201, 989 ), mt_rand( 200, 999 ), mt_rand( 0, 9999 ) );
			$values[ 'phone' . $slots[ $s ] . 'Type' ] = array( 'Mobile', 'Work', 'Home' )[ $s ];
		}
		$people[] = array(
			'input'        => $values,
			'importSource' => $sources[ mt_rand( 0, count( $sources ) - 1 ) ],
		);
	}
	$ids = ( new Contact_Service() )->create_many( $owner_id, $people );

	$categories  = new Category_Repository();
	$by_category = array();
	foreach ( $ids as $id ) {
		for ( $c = 0, $n = mt_rand( 0, 3 ); $c < $n; $c++ ) {
			$by_category[ $cats[ mt_rand( 0, count( $cats ) - 1 ) ] ][] = $id;
		}
	}
	foreach ( $by_category as $name => $members ) {
		$categories->attach( $owner_id, $categories->ensure( $owner_id, $name ), array_unique( $members ) );
	}

	$note_rows = array();
	foreach ( $ids as $i => $id ) {
		if ( 0 === $i % 5 ) {
			$note_rows[] = array(
				'contactId' => $id,
				'note'      => sprintf( $notes[ mt_rand( 0, count( $notes ) - 1 ) ], $company[ mt_rand( 0, count( $company ) - 2 ) ] ),
			);
		}
	}
	( new Note_Repository() )->create_many( $owner_id, $note_rows );

	$processes = array();
	foreach ( $ids as $i => $id ) {
		if ( 0 === $i % 3 ) {
			$processes[ $id ] = prism_bench_process( mt_rand( 0, 5 ), 0 === mt_rand( 0, 1 ) );
		}
	}
	( new \Prism\Service\Process_Service() )->save_many( $owner_id, $processes );

	printf( "bench-seed: member %d: %d contacts, %d category links, %d notes, %d in the process\n", $owner_id, count( $ids ), array_sum( array_map( 'count', $by_category ) ), count( $note_rows ), count( $processes ) );
}

/**
 * Events and follow-ups of a member's contacts, unless the member has some already (so a benchmark site seeded
 * before they existed gets them too): a birthday for half the contacts (a tenth of them without a year), an
 * anniversary for a tenth, and a follow-up for a third, due within half a year either side of today, 40% of the
 * past ones done.
 *
 * @param int $owner_id Member.
 * @param int $seed     Random seed.
 */
function prism_bench_seed_dates( int $owner_id, int $seed ): void {
	global $wpdb;
	$events_table = Schema::table( 'events' );
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
	if ( (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$events_table} WHERE owner_id = %d", $owner_id ) ) > 0 ) {
		echo "bench-seed: member {$owner_id} already has events\n";
		return;
	}
	mt_srand( $seed );
	$ids      = array();
	$contacts = new Contact_Repository();
	$contacts->each_batch(
		$owner_id,
		static function ( array $rows ) use ( &$ids ): void {
			foreach ( $rows as $row ) {
				$ids[] = (int) $row['id'];
			}
		}
	);
	$today     = current_datetime();
	$events    = array();
	$followups = array();
	foreach ( $ids as $i => $id ) {
		if ( 0 === $i % 2 ) {
			$day      = gmdate( 'm-d', mt_rand( 0, 365 ) * DAY_IN_SECONDS );
			$events[] = array(
				'contactId' => $id,
				'title'     => 'Birthday',
				'type'      => 'Birthday',
				'date'      => 0 === mt_rand( 0, 9 ) ? '--' . $day : mt_rand( 1950, 2004 ) . '-' . $day,
				'desc'      => '',
			);
		}
		if ( 0 === $i % 10 ) {
			$events[] = array(
				'contactId' => $id,
				'title'     => 'Work anniversary',
				'type'      => 'Anniversary',
				'date'      => mt_rand( 2010, 2025 ) . '-' . gmdate( 'm-d', mt_rand( 0, 364 ) * DAY_IN_SECONDS ),
				'desc'      => 'Joined the company.',
			);
		}
		if ( 0 === $i % 3 ) {
			$offset      = mt_rand( -180, 180 );
			$followups[] = array(
				'contactId' => $id,
				'title'     => 'Follow up about the open role',
				'desc'      => 'Ask how the interviews went.',
				'date'      => $today->modify( sprintf( '%+d days', $offset ) )->format( 'Y-m-d' ),
				'complete'  => $offset < 0 && mt_rand( 0, 9 ) < 4,
			);
		}
	}
	( new Event_Repository() )->create_many( $owner_id, $events );
	( new Followup_Repository() )->create_many( $owner_id, $followups );
	printf( "bench-seed: member %d: %d events, %d follow-ups\n", $owner_id, count( $events ), count( $followups ) );
}

/**
 * The days stages were completed and the keep-in-touch dates, unless the member has completions already (a site
 * seeded before they existed gets them too): each complete stage of a contact in the process completed on a day
 * within the last 60 days, and each contact in MAINTAIN due to reach out within 30 days either side of today.
 *
 * @param int $owner_id Member.
 * @param int $seed     Random seed.
 */
function prism_bench_seed_progress( int $owner_id, int $seed ): void {
	global $wpdb;
	$done = Schema::table( 'stage_completions' );
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
	if ( (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$done} WHERE owner_id = %d", $owner_id ) ) > 0 ) {
		echo "bench-seed: member {$owner_id} already has stage completions\n";
		return;
	}
	mt_srand( $seed );
	$today    = new DateTimeImmutable( wp_date( 'Y-m-d' ) );
	$rows     = array();
	$reach    = array();
	$contacts = new Contact_Repository();
	$contacts->each_batch(
		$owner_id,
		static function ( array $batch ) use ( &$rows, &$reach, $today, $owner_id ): void {
			foreach ( $batch as $row ) {
				$stage = (int) $row['networking_stage'];
				if ( $stage < 0 ) {
					continue;
				}
				$last = 'complete' === $row['networking_status'] ? $stage : $stage - 1;
				for ( $s = 0; $s <= $last; $s++ ) {
					$rows[] = array( $owner_id, (int) $row['id'], $s, $today->modify( sprintf( '-%d days', mt_rand( 0, 60 ) ) )->format( 'Y-m-d' ) );
				}
				if ( 5 === $stage ) {
					$reach[ (int) $row['id'] ] = $today->modify( sprintf( '%+d days', mt_rand( -30, 30 ) ) )->format( 'Y-m-d' );
				}
			}
		}
	);
	foreach ( array_chunk( $rows, 500 ) as $chunk ) {
		$values = array();
		foreach ( $chunk as $r ) {
			$values[] = $wpdb->prepare( '(%d, %d, %d, %s)', ...$r );
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- table from Schema, values prepared.
		$wpdb->query( "INSERT IGNORE INTO {$done} (owner_id, contact_id, stage, completed_on) VALUES " . implode( ',', $values ) );
	}
	// In MAINTAIN, last touched 30 days (the series' cadence) before the day drawn.
	$table = Schema::table( 'contacts' );
	foreach ( $reach as $id => $day ) {
		$wpdb->update(
			$table,
			array(
				'maintaining' => 1,
				'touched_on'  => ( new DateTimeImmutable( $day ) )->modify( '-30 days' )->format( 'Y-m-d' ),
			),
			array( 'id' => $id )
		);
	}
	( new Keep_In_Touch_Repository() )->refresh( $owner_id, array_keys( $reach ) );
	printf( "bench-seed: member %d: %d stage completions, %d keep-in-touch dates\n", $owner_id, count( $rows ), count( $reach ) );
}

/**
 * Archives one contact in a hundred and marks one in a hundred deceased, as a member who has kept a network for
 * years has (so every list is measured with the archived contacts it must leave out), unless the member has archived
 * some already. Through the service, as the app does.
 *
 * @param int $owner_id Member.
 * @param int $seed     Random seed.
 */
function prism_bench_seed_archive( int $owner_id, int $seed ): void {
	$contacts = new Contact_Repository();
	if ( $contacts->archived_ids( $owner_id ) ) {
		echo "bench-seed: member {$owner_id} already has archived contacts\n";
		return;
	}
	mt_srand( $seed );
	$ids = array();
	$contacts->each_batch(
		$owner_id,
		static function ( array $batch ) use ( &$ids ): void {
			foreach ( $batch as $row ) {
				$ids[] = (int) $row['id'];
			}
		}
	);
	$service  = new \Prism\Service\Contact_Service();
	$archived = 0;
	$deceased = 0;
	foreach ( $ids as $id ) {
		// 0: archived; 1: archived and deceased; 2: deceased.
		$roll = mt_rand( 0, 199 );
		if ( $roll > 2 ) {
			continue;
		}
		$service->set_state( $owner_id, $id, $roll < 2 ? true : null, $roll > 0 ? true : null );
		$archived += $roll < 2 ? 1 : 0;
		$deceased += $roll > 0 ? 1 : 0;
	}
	printf( "bench-seed: member %d: %d archived, %d deceased\n", $owner_id, $archived, $deceased );
}

/**
 * Keep-in-touch cadences as a member who uses them has: the first category (by name) every 30 days, and one contact in
 * thirty with a cadence of its own (two weeks to a year) and a last touch within the last 200 days, unless a category
 * has a cadence already. Through the service and the repository, as the app does.
 *
 * @param int $owner_id Member.
 * @param int $seed     Random seed.
 */
function prism_bench_seed_cadences( int $owner_id, int $seed ): void {
	global $wpdb;
	$categories = ( new Category_Repository() )->all( $owner_id );
	if ( ! $categories || array_filter( array_column( $categories, 'cadenceDays' ) ) ) {
		echo "bench-seed: member {$owner_id} has no category, or cadences already\n";
		return;
	}
	mt_srand( $seed );
	\Prism\Service\Keep_In_Touch::set_category_cadence( $owner_id, (int) $categories[0]['id'], 30 );
	$own   = array();
	$today = new DateTimeImmutable( wp_date( 'Y-m-d' ) );
	( new Contact_Repository() )->each_batch(
		$owner_id,
		static function ( array $batch ) use ( &$own ): void {
			foreach ( $batch as $row ) {
				if ( 0 === mt_rand( 0, 29 ) ) {
					$own[] = (int) $row['id'];
				}
			}
		}
	);
	$table = Schema::table( 'contacts' );
	foreach ( $own as $id ) {
		$wpdb->update(
			$table,
			array(
				'cadence_days' => array( 14, 30, 90, 180, 365 )[ mt_rand( 0, 4 ) ],
				'touched_on'   => $today->modify( sprintf( '-%d days', mt_rand( 0, 200 ) ) )->format( 'Y-m-d' ),
			),
			array( 'id' => $id )
		);
	}
	( new Keep_In_Touch_Repository() )->refresh( $owner_id, $own );
	printf( "bench-seed: member %d: category %s every 30 days (%d contacts), %d contacts with a cadence of their own\n", $owner_id, $categories[0]['name'], $categories[0]['count'], count( $own ) );
}

/**
 * Seeds the benchmark members.
 *
 * @param int $size Contacts of the member `bench`.
 */
function prism_bench_main( int $size ): void {
	$started = microtime( true );
	prism_bench_seed( prism_bench_user( 'bench' ), $size, 1 );
	prism_bench_seed_dates( prism_bench_user( 'bench' ), 2 );
	prism_bench_seed_progress( prism_bench_user( 'bench' ), 3 );
	prism_bench_seed_archive( prism_bench_user( 'bench' ), 4 );
	prism_bench_seed_cadences( prism_bench_user( 'bench' ), 5 );
	foreach ( array( 'bench-other-1', 'bench-other-2', 'bench-other-3' ) as $n => $login ) {
		prism_bench_seed( prism_bench_user( $login ), (int) max( 50, $size / 15 ), 100 + $n );
		prism_bench_seed_dates( prism_bench_user( $login ), 200 + $n );
		prism_bench_seed_progress( prism_bench_user( $login ), 300 + $n );
	}
	$site = (int) getenv( 'PRISM_BENCH_SITE_CONTACTS' );
	if ( $site > 0 ) {
		prism_bench_seed_site( $site, max( 5, (int) ( getenv( 'PRISM_BENCH_SITE_MEMBERS' ) ? getenv( 'PRISM_BENCH_SITE_MEMBERS' ) : 100 ) ) );
	}
	printf( "bench-seed: done in %.1f s\n", microtime( true ) - $started );
}

/**
 * More members, each with an equal share, until the site holds about $contacts contacts across $members members.
 * Members already seeded are left alone, so an interrupted run carries on.
 *
 * @param int $contacts Contacts on the whole site.
 * @param int $members  Members in all (the four above included).
 */
function prism_bench_seed_site( int $contacts, int $members ): void {
	global $wpdb;
	$table = Schema::table( 'contacts' );
	$have  = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema.
	$extra = $members - 4;
	$left  = array();
	for ( $n = 1; $n <= $extra; $n++ ) {
		$member = prism_bench_user( 'bench-site-' . $n );
		if ( 0 === ( new Contact_Repository() )->count( $member ) ) {
			$left[ $n ] = $member;
		}
	}
	$each = (int) max( 50, ceil( max( 0, $contacts - $have ) / max( 1, count( $left ) ) ) );
	foreach ( $left as $n => $member ) {
		prism_bench_seed( $member, $each, 1000 + $n );
		prism_bench_seed_dates( $member, 2000 + $n );
		prism_bench_seed_progress( $member, 3000 + $n );
		printf( "bench-seed: site member %d of %d\n", $n, $extra );
	}
}

prism_bench_main( isset( $argv[2] ) ? max( 100, (int) $argv[2] ) : 30000 );
