<?php
/**
 * For tests/e2e/merge-browse.spec.ts: gives a test member's contact the import source and the day it was added
 * that no route sets (a LinkedIn import of last year, without importing a file), through PRISM's repository for the
 * source and one prepared UPDATE of the contact's own row for the day.
 *
 * Usage: php tests/e2e/support/merge-fixture.php <WordPress dir> <login> <contact id> <sources> <created_at UTC>
 *
 * @package Prism
 */

if ( PHP_SAPI !== 'cli' || count( $argv ) < 6 ) {
	fwrite( STDERR, "usage: php tests/e2e/support/merge-fixture.php <WordPress dir> <login> <contact id> <sources> <created_at UTC>\n" );
	exit( 2 );
}
require rtrim( $argv[1], '/' ) . '/wp-load.php';

$prism_user = get_user_by( 'login', $argv[2] );
if ( ! $prism_user ) {
	fwrite( STDERR, "merge-fixture: no user {$argv[2]}\n" );
	exit( 1 );
}
$prism_contact = (int) $argv[3];
$prism_repo    = new Prism\Data\Contact_Repository();
if ( ! $prism_repo->find( $prism_user->ID, $prism_contact ) ) {
	fwrite( STDERR, "merge-fixture: {$argv[2]} has no contact {$prism_contact}\n" );
	exit( 1 );
}
$prism_repo->set_import_source( $prism_user->ID, $prism_contact, $argv[4] );
$prism_table = Prism\Schema\Schema::table( 'contacts' );
// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- a test fixture; table name from Schema.
$wpdb->query( $wpdb->prepare( "UPDATE {$prism_table} SET created_at = %s WHERE id = %d AND owner_id = %d", $argv[5], $prism_contact, $prism_user->ID ) );
echo "merge-fixture: contact {$prism_contact} of {$argv[2]}: sources {$argv[4]}, added {$argv[5]}\n";
