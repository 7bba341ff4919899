<?php
/**
 * One simulated member of the load benchmark (bin/lib/bench-load.php starts twenty): logs in through wp-login.php
 * and, until its time is up, works as a member does, over loopback HTTP with cookies and the REST nonce: opens the
 * list, searches, adds a contact (the form), edits one (the form), writes a note, merges two contacts, imports a
 * small file (the form, then the import driven to its end). It records every request's time and what each write
 * should leave behind, and prints one JSON line. WordPress is loaded only to sign the form nonces, as the pages do.
 * With THINK_MS it pauses that long (give or take half) between two things it does, as a person reads the page
 * before the next click; with STOP_FILE it also stops as soon as that file exists (bin/lib/bench-import-load.php
 * stops its members when the import they work beside is done).
 *
 *   php bench-load-worker.php WP_DIR SITE_URL LOGIN SECONDS [THINK_MS] [STOP_FILE]
 *
 * @package Prism
 */

if ( 'cli' !== PHP_SAPI || count( $argv ) < 5 ) {
	fwrite( STDERR, "usage: php bench-load-worker.php WP_DIR SITE_URL LOGIN SECONDS [THINK_MS] [STOP_FILE]\n" );
	exit( 2 );
}
list( , $prism_wp, $prism_base, $prism_login, $prism_seconds ) = $argv;
$prism_think = max( 0, (int) ( $argv[5] ?? 0 ) );
$prism_stop  = (string) ( $argv[6] ?? '' );
$_SERVER['HTTP_HOST']   = (string) parse_url( $prism_base, PHP_URL_HOST ) . ':' . (string) parse_url( $prism_base, PHP_URL_PORT );
$_SERVER['SERVER_NAME'] = (string) parse_url( $prism_base, PHP_URL_HOST );
$_SERVER['REQUEST_URI'] = '/';
define( 'DISABLE_WP_CRON', true );
require $prism_wp . '/wp-load.php';

require_once __DIR__ . '/bench-load-member.php';

$prism_user   = get_user_by( 'login', $prism_login );
$prism_id     = (int) $prism_user->ID;
$prism_member = new Prism_Load_Member( $prism_base );
$prism_member->log_in( $prism_login );

// What the member's requests should leave behind.
$prism_expect = array(
	'added'   => array(),  // Unique token => true (each added contact carries its token as last name).
	'names'   => array(),  // Contact id => the first name last saved.
	'notes'   => array(),  // Contact id => notes added through this run.
	'gone'    => array(),  // Contact ids merged away.
	'imports' => 0,        // Contacts the finished imports created.
);
list( $prism_list ) = $prism_member->rest( 'list', 'GET', "contact-list/{$prism_id}?per_page=100" );
$prism_pool         = array_map( static fn( $c ) => (int) $c['id'], (array) $prism_list );
$prism_form         = \Prism\Forms\Contact_Form_Handler::NONCE_ACTION;
$prism_deadline     = microtime( true ) + (float) $prism_seconds;
$prism_seq          = 0;
mt_srand( crc32( $prism_login ) );

while ( microtime( true ) < $prism_deadline && ( '' === $prism_stop || ! file_exists( $prism_stop ) ) ) {
	if ( $prism_think > 0 && $prism_seq > 0 ) {
		usleep( 1000 * mt_rand( intdiv( $prism_think, 2 ), $prism_think + intdiv( $prism_think, 2 ) ) );
	}
	++$prism_seq;
	$prism_token = "L{$prism_id}x{$prism_seq}";
	switch ( $prism_seq % 8 ) {
		case 0:
		case 4:
			$prism_member->rest( 'list', 'GET', "contact-list/{$prism_id}?page=" . mt_rand( 1, 5 ) );
			break;
		case 1:
			$prism_member->rest( 'search', 'GET', "contact-list/{$prism_id}?q=" . rawurlencode( substr( 'abcdefghijklmnopqrstuvwxyz', mt_rand( 0, 23 ), 3 ) ) );
			break;
		case 2:
			list( $prism_code ) = $prism_member->call(
				'add',
				'POST',
				'/wp-admin/admin-post.php',
				array(
					'action'                                    => \Prism\Forms\Contact_Form_Handler::ADD_ACTION,
					'importSource'                              => 'PRISM',
					'firstName'                                 => 'Added',
					'lastName'                                  => $prism_token,
					\Prism\Forms\Contact_Form_Handler::NONCE_FIELD => $prism_member->form_nonce( $prism_id, $prism_form ),
				)
			);
			// The form always answers with a redirect; whether the contact was saved, the page then says.
			list( $prism_found ) = $prism_member->rest( 'search', 'GET', "contact-list/{$prism_id}?q=" . rawurlencode( $prism_token ) );
			if ( 303 === $prism_code && 1 === count( (array) $prism_found ) ) {
				$prism_expect['added'][ $prism_token ] = true;
				$prism_pool[]                          = (int) $prism_found[0]['id'];
				$prism_expect['names'][ (int) $prism_found[0]['id'] ] = 'Added';
			} else {
				$prism_member->errors[] = "add {$prism_token}: HTTP {$prism_code}, found " . count( (array) $prism_found );
			}
			break;
		case 3:
			$prism_target = $prism_pool[ array_rand( $prism_pool ) ];
			list( $prism_code, $prism_headers ) = $prism_member->call(
				'edit',
				'POST',
				'/wp-admin/admin-post.php',
				array(
					'action'                                    => \Prism\Forms\Contact_Form_Handler::EDIT_ACTION,
					'contactId'                                 => (string) $prism_target,
					'firstName'                                 => "Edited {$prism_token}",
					\Prism\Forms\Contact_Form_Handler::NONCE_FIELD => $prism_member->form_nonce( $prism_id, $prism_form ),
				)
			);
			list( $prism_read ) = $prism_member->rest( 'read', 'GET', "contact-detail/{$prism_target}" );
			if ( 303 === $prism_code && "Edited {$prism_token}" === ( $prism_read['firstName'] ?? null ) ) {
				$prism_expect['names'][ $prism_target ] = "Edited {$prism_token}";
			} else {
				$prism_member->errors[] = "edit {$prism_target}: HTTP {$prism_code}, reads " . json_encode( $prism_read['firstName'] ?? null );
			}
			break;
		case 5:
			$prism_target = $prism_pool[ array_rand( $prism_pool ) ];
			list( $prism_notes ) = $prism_member->rest( 'note', 'POST', 'create-note', array( 'wordpressId' => $prism_id, 'contactId' => $prism_target, 'note' => "Note {$prism_token} <100k" ) );
			if ( null !== $prism_notes ) {
				$prism_expect['notes'][ $prism_target ] = ( $prism_expect['notes'][ $prism_target ] ?? 0 ) + 1;
			}
			break;
		case 6:
			if ( count( $prism_pool ) < 20 ) {
				break;
			}
			shuffle( $prism_pool );
			$prism_keep = array_shift( $prism_pool );
			$prism_drop = array_shift( $prism_pool );
			array_unshift( $prism_pool, $prism_keep );
			list( $prism_merged ) = $prism_member->rest( 'merge', 'POST', 'collide-and-merge', array( 'wordpressId' => $prism_id, 'idList' => array( $prism_keep, $prism_drop ) ) );
			if ( null !== $prism_merged ) {
				$prism_expect['gone'][] = $prism_drop;
				$prism_expect['notes'][ $prism_keep ] = ( $prism_expect['notes'][ $prism_keep ] ?? 0 ) + ( $prism_expect['notes'][ $prism_drop ] ?? 0 );
				unset( $prism_expect['notes'][ $prism_drop ], $prism_expect['names'][ $prism_drop ] );
				// The survivor keeps its own first name when it has one (Contact_Merge).
			}
			break;
		case 7:
			if ( 23 !== $prism_seq % 24 ) {
				$prism_member->rest( 'list', 'GET', "contact-list/{$prism_id}" );
				break;
			}
			$prism_file = (string) tempnam( sys_get_temp_dir(), 'prism-load-csv' );
			$prism_rows = "First Name,Last Name,Email\n";
			for ( $prism_i = 1; $prism_i <= 5; $prism_i++ ) {
				$prism_rows .= "Imported,{$prism_token}i{$prism_i},{$prism_token}i{$prism_i}@example.test\n";
			}
			file_put_contents( $prism_file, $prism_rows );
			list( $prism_code ) = $prism_member->call(
				'import',
				'POST',
				'/wp-admin/admin-post.php',
				array(
					'action'                               => \Prism\Import\Import_Store::ACTION,
					'file_type'                            => 'iCloud CSV',
					'upload_type'                          => 'CSV',
					'mode'                                 => 'update',
					\Prism\Import\Import_Store::NONCE_FIELD => $prism_member->form_nonce( $prism_id, \Prism\Import\Import_Store::NONCE_ACTION ),
					'file'                                 => new CURLFile( $prism_file, 'text/csv', 'load.csv' ),
				)
			);
			unlink( $prism_file );
			list( $prism_status ) = $prism_member->rest( 'import', 'GET', "import-status/{$prism_id}" );
			$prism_import         = is_array( $prism_status ) && $prism_status ? $prism_status[0] : null;
			// The page drives the import while it is open (WP-Cron would finish it otherwise), about twice a second.
			for ( $prism_turn = 0; $prism_import && 'done' !== ( $prism_import['state'] ?? '' ) && $prism_turn < 60; $prism_turn++ ) {
				list( $prism_import ) = $prism_member->rest( 'import', 'POST', "imports/{$prism_import['id']}/run", array() );
				if ( 'done' !== ( $prism_import['state'] ?? '' ) ) {
					usleep( 250000 );
				}
			}
			if ( $prism_import && 'done' === ( $prism_import['state'] ?? '' ) ) {
				$prism_expect['imports'] += (int) ( $prism_import['created'] ?? 0 );
			} else {
				$prism_member->errors[] = 'import did not finish: ' . json_encode( $prism_import );
			}
			break;
	}
}

echo json_encode(
	array(
		'login'  => $prism_login,
		'id'     => $prism_id,
		'times'  => $prism_member->times,
		'errors' => $prism_member->errors,
		'expect' => $prism_expect,
	)
), "\n";
