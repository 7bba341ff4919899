<?php
/**
 * The generated files of the import benchmarks (bin/lib/bench-import.php, bin/lib/bench-import-load.php): a Google
 * Contacts CSV and a LinkedIn Connections.csv of any number of rows (plain PHP), and a fresh start for the member
 * that imports them (needs WordPress loaded).
 *
 * @package Prism
 */

/**
 * Writes a Google Contacts CSV (current layout) of $rows people: names, a company and title, two labels, a
 * birthday on every third, a two-line note on every fifth, one or two emails, a phone, an address on every
 * fourth, a LinkedIn URL on every second.
 *
 * @param string $path File.
 * @param int    $rows People.
 */
function prism_bench_google( string $path, int $rows ): void {
	$out = fopen( $path, 'wb' );
	fputcsv( $out, array( 'First Name', 'Middle Name', 'Last Name', 'Nickname', 'Organization Name', 'Organization Title', 'Organization Department', 'Birthday', 'Notes', 'Labels', 'E-mail 1 - Label', 'E-mail 1 - Value', 'E-mail 2 - Label', 'E-mail 2 - Value', 'Phone 1 - Label', 'Phone 1 - Value', 'Address 1 - Label', 'Address 1 - Street', 'Address 1 - City', 'Address 1 - Region', 'Address 1 - Postal Code', 'Address 1 - Country', 'Website 1 - Label', 'Website 1 - Value' ), ',', '"', '' );
	$firsts = array( 'Ada', 'Grace', 'Alan', 'Katherine', 'Linus', 'Margaret', 'Dennis', 'Barbara', 'Ken', 'Frances' );
	$lasts  = array( 'Lovelace', 'Hopper', 'Turing', 'Johnson', 'Torvalds', 'Hamilton', 'Ritchie', 'Liskov', 'Thompson', 'Allen' );
	for ( $i = 0; $i < $rows; $i++ ) {
		fputcsv(
			$out,
			array(
				$firsts[ $i % 10 ],
				0 === $i % 7 ? 'Q.' : '',
				$lasts[ intdiv( $i, 10 ) % 10 ] . $i,
				'',
				'Company ' . ( $i % 500 ),
				'Engineer',
				0 === $i % 9 ? 'R&D' : '',
				0 === $i % 3 ? sprintf( '19%02d-%02d-%02d', 50 + $i % 50, 1 + $i % 12, 1 + $i % 28 ) : '',
				0 === $i % 5 ? "Met at the conference.\nBudget <100k and >50k, see https://example.test/a%20b" : '',
				'* myContacts ::: ' . ( 0 === $i % 2 ? 'Clients' : 'Friends' ),
				'* Work',
				"person{$i}@example.test",
				0 === $i % 4 ? 'Home' : '',
				0 === $i % 4 ? "person{$i}@home.test" : '',
				'Mobile',
				sprintf( '+1 (555) %03d-%04d', intdiv( $i, 10000 ), $i % 10000 ),
				0 === $i % 4 ? 'Home' : '',
				0 === $i % 4 ? "{$i} Main Street" : '',
				0 === $i % 4 ? 'Springfield' : '',
				0 === $i % 4 ? 'IL' : '',
				0 === $i % 4 ? '62701' : '',
				0 === $i % 4 ? 'United States' : '',
				0 === $i % 2 ? 'Profile' : '',
				0 === $i % 2 ? "https://www.linkedin.com/in/person-{$i}" : '',
			),
			',',
			'"',
			''
		);
	}
	fclose( $out );
}

/**
 * Writes a LinkedIn Connections.csv of $rows connections (its "Notes:" preamble first; an email on every fifth).
 *
 * @param string $path File.
 * @param int    $rows Connections.
 */
function prism_bench_linkedin( string $path, int $rows ): void {
	$out = fopen( $path, 'wb' );
	fwrite( $out, "Notes:\n\"When exporting your connection data, you may notice that some of the email addresses are missing. You will only see email addresses for connections who have allowed their connections to see or download their email address using this setting https://www.linkedin.com/psettings/privacy/email. You can learn more here https://www.linkedin.com/help/linkedin/answer/261\"\n\n" );
	fputcsv( $out, array( 'First Name', 'Last Name', 'URL', 'Email Address', 'Company', 'Position', 'Connected On' ), ',', '"', '' );
	$months = array( 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec' );
	for ( $i = 0; $i < $rows; $i++ ) {
		fputcsv(
			$out,
			array( 'First' . $i, 'Last' . $i, "https://www.linkedin.com/in/connection-{$i}", 0 === $i % 5 ? "connection{$i}@example.test" : '', 'Company ' . ( $i % 700 ), 'Director, Sales', sprintf( '%02d %s %d', 1 + $i % 28, $months[ $i % 12 ], 2010 + $i % 15 ) ),
			',',
			'"',
			''
		);
	}
	fclose( $out );
}

/**
 * Deletes everything PRISM holds for the member (a fresh start for each file).
 *
 * @param int $owner Member.
 */
function prism_bench_import_clear( int $owner ): void {
	global $wpdb;
	foreach ( \Prism\Schema\Schema::all_tables() as $table ) {
		$columns = array_column( (array) $wpdb->get_results( "SHOW COLUMNS FROM {$table}", ARRAY_A ), 'Field' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- names from Schema.
		if ( in_array( 'owner_id', $columns, true ) ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE owner_id = %d", $owner ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- names from Schema.
		}
	}
}
