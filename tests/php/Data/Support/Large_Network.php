<?php
/**
 * A large network for the duplicate scan's speed (DuplicateFinderTest and `npm run bench`, bin/lib/bench-duplicates.php):
 * 30,000 people with 12,000 distinct names (twenty first names, 600 last names), companies of twenty colleagues who
 * share a last name and a work domain, a third on gmail.com, a quarter with a LinkedIn profile, every phone
 * different; every 100th person entered twice (the email in capitals). The 300 second records are the only
 * duplicates: no two other contacts have a similar name at one company or domain.
 *
 * @package Prism
 */

namespace Prism\Tests\Data\Support;

/**
 * Generated contacts.
 */
final class Large_Network {

	/**
	 * The contacts, as Contact_Repository::insert_many() takes them.
	 *
	 * @return array<int, array{values: array<string, string>, importSource: string}>
	 */
	public static function people(): array {
		$first  = array( 'Robert', 'William', 'Elizabeth', 'James', 'Michael', 'Katherine', 'Olivia', 'Priya', 'Hiroshi', 'Siobhan', 'Fatima', 'Mateo', 'Ingrid', 'Kwame', 'Chloe', 'Yusuf', 'Amara', 'Lucia', 'Daniel', 'Sarah' );
		$last   = array( 'Smith', 'Nguyen', 'Okafor', 'Patel', 'Kowalski', 'Johansson', 'Brown', 'Taylor', 'Wilson', 'Anderson', 'Thompson', 'Martinez', 'Robinson', 'Clarke', 'Walker', 'Young', 'Wright', 'Hughes', 'Edwards', 'Green' );
		$suffix = array( '', 'son', 'ley', 'ford', 'ton', 'well', 'wood', 'field', 'er', 'by', 'worth', 'more', 'ham', 'dale', 'stone', 'brook', 'hill', 'land', 'ridge', 'croft', 'gate', 'mere', 'shaw', 'combe', 'holt', 'lock', 'bury', 'wick', 'thorpe', 'cott' );
		$people = array();
		for ( $i = 0; $i < 30000; $i++ ) {
			$name     = $last[ intdiv( $i, 20 ) % 20 ] . $suffix[ intdiv( $i, 400 ) % 30 ];
			$people[] = array(
				'values'       => array(
					'firstName' => $first[ $i % 20 ],
					'lastName'  => $name,
					'company'   => 'Company ' . intdiv( $i, 20 ),
					'emailOne'  => 'person' . $i . '@' . ( 0 === $i % 3 ? 'gmail.com' : 'company' . intdiv( $i, 20 ) . '.example' ),
					'phoneOne'  => sprintf( '+44 20 79%02d %04d', intdiv( $i, 10000 ), $i % 10000 ),
					'linkedIn'  => 0 === $i % 4 ? "https://www.linkedin.com/in/person-{$i}" : '',
				),
				'importSource' => 'PRISM',
			);
		}
		// Every 100th contact is entered twice.
		for ( $i = 0; $i < 30000; $i += 100 ) {
			$people[] = array(
				'values'       => array_merge( $people[ $i ]['values'], array( 'emailOne' => strtoupper( (string) $people[ $i ]['values']['emailOne'] ) ) ),
				'importSource' => 'PRISM',
			);
		}
		return $people;
	}
}
