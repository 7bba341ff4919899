<?php
/**
 * A labelled network for duplicate detection, generated deterministically: 150 people, a second record of most of
 * them in one of twelve ways a member ends up with two (email case and +tag, Gmail dots, phone written 0044 or
 * (020), LinkedIn/Twitter/Facebook address variants, accents, swapped names, nicknames, initials, a typo), and
 * look-alikes who are other people (the same name at another company with other details, a family member sharing
 * the home phone, a colleague sharing the team mailbox, "Ann" and "Anna" at one company, the same name with no
 * details at another company). Phones are British: the test reads national numbers in GB.
 *
 * A contact with a similar name and no email or phone is suggested with any record that has no other company or
 * profile (name_sparse, by design); the fixture's second records carry their company so that a same-name stranger
 * at another company stays a look-alike.
 *
 * Decision: a family member or colleague who shares a phone number or a mailbox but has a clearly different first
 * name is another person (not suggested).
 *
 * @package Prism
 */

namespace Prism\Tests\Data\Support;

/**
 * Labelled contacts: each has a person label; two contacts are duplicates exactly when their labels are equal.
 */
final class Duplicate_Fixture {

	private const FIRST = array( 'Robert', 'William', 'Elizabeth', 'James', 'Michael', 'Katherine', 'Richard', 'Thomas', 'Joseph', 'Charles', 'Christopher', 'Daniel', 'Matthew', 'Anthony', 'Andrew', 'Edward', 'Steven', 'Benjamin', 'Samuel', 'Alexander', 'Margaret', 'Jennifer', 'Rebecca', 'Susan', 'Patricia', 'Victoria', 'Jessica', 'Abigail', 'Olivia', 'Priya', 'Hiroshi', 'Siobhan', 'Fatima', 'Mateo', 'Ingrid', 'Kwame', 'Chloe', 'Yusuf', 'Amara', 'Lucia' );

	private const LAST = array( 'Smith', "O'Neil", 'García', 'Müller', 'Nguyen', 'Okafor', 'Patel', 'Kowalski', 'Johansson', 'Brown', 'Taylor', 'Wilson', 'Anderson', 'Thompson', 'Martinez', 'Robinson', 'Clarke', 'Walker', 'Young', 'Wright', 'Hughes', 'Edwards', 'Green', 'Hall', 'Wood', 'Harris', 'Lewis', 'Jackson', 'White', 'Turner', 'Baker', 'Carter', 'Murphy', 'Kelly', 'Bennett', 'Fischer', 'Rossi', 'Dubois', 'Tanaka', 'Silva' );

	private const COMPANIES = array( 'Acme Inc.', 'Globex Ltd', 'Initech LLC', 'Umbrella Corp', 'Stark Industries', 'Wayne Enterprises', 'Hooli', 'Pied Piper', 'Vandelay Industries', 'Soylent Co', 'Tyrell Corporation', 'Cyberdyne Systems', 'Oscorp', 'Wonka Ltd', 'Gringotts', 'Monarch Solutions', 'Nakatomi Trading', 'Massive Dynamic', 'Aperture Science', 'Black Mesa' );

	private const NICK = array(
		'Robert'      => 'Bob',
		'William'     => 'Bill',
		'Elizabeth'   => 'Liz',
		'James'       => 'Jim',
		'Michael'     => 'Mike',
		'Katherine'   => 'Kate',
		'Richard'     => 'Rick',
		'Thomas'      => 'Tom',
		'Joseph'      => 'Joe',
		'Charles'     => 'Charlie',
		'Christopher' => 'Chris',
		'Daniel'      => 'Dan',
		'Matthew'     => 'Matt',
		'Anthony'     => 'Tony',
		'Andrew'      => 'Andy',
		'Edward'      => 'Ted',
		'Steven'      => 'Steve',
		'Benjamin'    => 'Ben',
		'Samuel'      => 'Sam',
		'Alexander'   => 'Alex',
		'Margaret'    => 'Maggie',
		'Jennifer'    => 'Jenny',
		'Rebecca'     => 'Becky',
		'Susan'       => 'Sue',
		'Patricia'    => 'Trish',
		'Victoria'    => 'Vicky',
		'Jessica'     => 'Jess',
		'Abigail'     => 'Abby',
	);

	/** The ways a second record of a person differs from the first (one per person, by index). */
	public const KINDS = array( 'email_case_tag', 'gmail_dots', 'phone_0044', 'phone_national', 'linkedin', 'twitter', 'accents', 'swapped', 'nickname', 'initial', 'typo', 'facebook' );

	/**
	 * The contacts: [person label, kind ('' for a first record or a look-alike), values by API field].
	 *
	 * @return array<int, array{person: string, kind: string, values: array<string, string>}>
	 */
	public static function contacts(): array {
		$contacts = array();
		$others   = array();
		for ( $i = 0; $i < 150; $i++ ) {
			$kind  = $i < 144 ? self::KINDS[ $i % 12 ] : '';
			$base  = self::person( $i, $kind );
			$label = 'p' . $i;

			$contacts[] = array(
				'person' => $label,
				'kind'   => '',
				'values' => $base,
			);
			if ( '' !== $kind ) {
				$contacts[] = array(
					'person' => $label,
					'kind'   => $kind,
					'values' => self::second( $i, $kind, $base ),
				);
			}
			if ( 0 === $i % 6 ) {
				foreach ( self::look_alikes( $i, $base ) as $n => $values ) {
					$others[] = array(
						'person' => "p{$i}-other{$n}",
						'kind'   => '',
						'values' => $values,
					);
				}
			}
		}
		// The look-alikes come after the people they look like, as a member's network grows: whether the same name is
		// rare is read from the network as it is when a contact is checked (Duplicate_Rules::name_is_rare()).
		return array_merge( $contacts, $others, self::namesakes() );
	}

	/**
	 * Namesakes: the same full name and nothing else in common, added after the network above (as a LinkedIn import
	 * adds a second `Kwame Mensah` next to the one typed in). A name rare in this network is the same person
	 * (name_rare): `Kwame Mensah` and `Priya Raghunathan` (beside the network's other Kwames and Priyas), names nobody
	 * else here carries, one of them entered three times, one written with and without accents, one in capitals.
	 * A common one is not: `John Smith` four times (four people), `Maria Garcia` and `Wei Zhang` twice beside the
	 * network's Marias, Garcías, Weis and Zhangs, which come first (the names are common before the namesakes arrive,
	 * so a check of each contact as it is added judges as a full scan does). Two people with one rare name and two
	 * LinkedIn profiles stay apart.
	 *
	 * @return array<int, array{person: string, kind: string, values: array<string, string>}>
	 */
	public static function namesakes(): array {
		$contacts = array();
		$add      = static function ( string $person, string $kind, string $first, string $last, array $more ) use ( &$contacts ): void {
			$contacts[] = array(
				'person' => $person,
				'kind'   => $kind,
				'values' => array_merge(
					array(
						'firstName' => $first,
						'lastName'  => $last,
					),
					$more
				),
			);
		};
		// What makes John, Smith, Maria, Garcia, Wei and Zhang common here (with the network's Smiths and Garcías).
		$common = array(
			array( 'John', 'Brown' ),
			array( 'John', 'Taylor' ),
			array( 'John', 'Okafor' ),
			array( 'John', 'Walker' ),
			array( 'Maria', 'Lopez' ),
			array( 'Maria', 'Chen' ),
			array( 'Maria', 'Rossi' ),
			array( 'Maria', 'Silva' ),
			array( 'Carlos', 'Garcia' ),
			array( 'Sofia', 'García' ),
			array( 'Wei', 'Liu' ),
			array( 'Wei', 'Chen' ),
			array( 'Wei', 'Wang' ),
			array( 'Wei', 'Huang' ),
			array( 'Li', 'Zhang' ),
			array( 'Min', 'Zhang' ),
			array( 'Yan', 'Zhang' ),
			array( 'Jing', 'Zhang' ),
			array( 'Hui', 'Zhang' ),
			array( 'Lei', 'Zhang' ),
		);
		foreach ( $common as $n => list( $first, $last ) ) {
			$add( "common{$n}", '', $first, $last, array( 'emailOne' => strtolower( remove_accents( $first . '.' . $last ) ) . "@mail{$n}.example", 'phoneOne' => sprintf( '+44 113 496 %04d', $n ) ) );
		}
		// Common names, other people: never suggested on the name alone.
		foreach ( array( 'Initech LLC', 'Hooli', 'Smith & Sons', '' ) as $n => $company ) {
			$add( "john-smith{$n}", '', 'John', 'Smith', array( 'company' => $company, 'emailOne' => "john.smith{$n}@gmail.com", 'phoneOne' => sprintf( '+44 114 496 %04d', $n ) ) );
		}
		$add( 'maria-garcia0', '', 'Maria', 'Garcia', array( 'company' => 'Globex Ltd', 'emailOne' => 'maria.garcia@globex.example' ) );
		$add( 'maria-garcia1', '', 'María', 'García', array( 'company' => 'Oscorp', 'phoneOne' => '+44 115 496 0001', 'linkedIn' => 'https://www.linkedin.com/in/maria-garcia-oscorp' ) );
		$add( 'wei-zhang0', '', 'Wei', 'Zhang', array( 'company' => 'Hooli', 'emailOne' => 'wei.zhang@hooli.example' ) );
		$add( 'wei-zhang1', '', 'Wei', 'Zhang', array( 'company' => 'Pied Piper', 'emailOne' => 'wzhang@yahoo.com', 'phoneOne' => '+44 115 496 0002' ) );

		// Rare names: the same person, typed into PRISM and then imported from LinkedIn (another company since, a
		// LinkedIn profile, a personal or no email).
		$rare = array(
			array( 'Kwame', 'Mensah', 'Kwame', 'Mensah' ),
			array( 'Aiko', 'Hoshino', 'Aiko', 'Hoshino' ),
			array( 'Oluwaseun', 'Adebayo', 'Oluwaseun', 'Adebayo' ),
			array( 'Thandiwe', 'Nkosi', 'Thandiwe', 'Nkosi' ),
			array( 'Priya', 'Raghunathan', 'Priya', 'Raghunathan' ),
			array( 'Siobhán', 'Ní Bhriain', 'Siobhan', 'Ni Bhriain' ),
			array( 'Dagny', 'Thorsdottir', 'DAGNY', 'THORSDOTTIR' ),
			array( 'Bartholomew', 'Quigley', 'Bartholomew', 'Quigley' ),
		);
		foreach ( $rare as $n => list( $first, $last, $first_again, $last_again ) ) {
			$slug = strtolower( (string) preg_replace( '/[^A-Za-z]+/', '', remove_accents( $first . $last ) ) );
			$add( "rare{$n}", '', $first, $last, array( 'company' => self::COMPANIES[ $n ], 'title' => 'Director', 'emailOne' => "{$slug}@work{$n}.example", 'phoneOne' => sprintf( '+44 121 496 %04d', $n ) ) );
			$again = array(
				'company'  => self::COMPANIES[ $n + 10 ],
				'linkedIn' => "https://www.linkedin.com/in/{$slug}-{$n}",
			);
			if ( 0 === $n % 2 ) {
				$again['emailOne'] = "{$slug}.home@gmail.com";
			}
			$add( "rare{$n}", 'same_rare_name', $first_again, $last_again, $again );
		}
		// A third record of the last one, from Google: a personal number.
		$add( 'rare7', 'same_rare_name', 'Bartholomew', 'Quigley', array( 'phoneOne' => '07700 900123' ) );
		// One rare name, two people: their LinkedIn profiles differ.
		$add( 'ximena0', '', 'Ximena', 'Villalobos', array( 'company' => 'Massive Dynamic', 'linkedIn' => 'https://www.linkedin.com/in/ximena-villalobos-md' ) );
		$add( 'ximena1', '', 'Ximena', 'Villalobos', array( 'company' => 'Black Mesa', 'linkedIn' => 'https://www.linkedin.com/in/xvillalobos', 'emailOne' => 'ximena@blackmesa.example' ) );
		return $contacts;
	}

	/**
	 * The first record of person $i.
	 *
	 * @param int    $i    Person.
	 * @param string $kind How the second record differs.
	 * @return array<string, string>
	 */
	private static function person( int $i, string $kind ): array {
		$first   = self::FIRST[ $i % 40 ];
		$last    = self::LAST[ ( $i + 3 * intdiv( $i, 40 ) ) % 40 ];
		$company = self::COMPANIES[ $i % 20 ];
		$slug    = strtolower( (string) preg_replace( '/[^A-Za-z]+/', '', remove_accents( $first . '.' . $last ) ) );
		$work    = strtolower( (string) preg_replace( '/[^A-Za-z]+/', '', (string) strtok( $company, ' ' ) ) ) . '.example';
		$domain  = 'gmail_dots' === $kind ? 'gmail.com' : ( 'nickname' === $kind || 0 === $i % 2 ? $work : 'yahoo.com' );
		$local   = 'gmail_dots' === $kind ? strtolower( remove_accents( $first ) ) . '.' . substr( $slug, strlen( $first ) ) . $i : $slug . $i;
		$values  = array(
			'firstName' => $first,
			'lastName'  => $last,
			'company'   => $company,
			'title'     => 'Manager',
			'emailOne'  => $local . '@' . $domain,
			'phoneOne'  => sprintf( '+44 20 7946 %04d', $i ),
		);
		if ( 'linkedin' === $kind ) {
			$values['linkedIn'] = "https://www.linkedin.com/in/{$slug}-{$i}/";
		}
		if ( 'twitter' === $kind ) {
			$values['twitter'] = "https://twitter.com/{$slug}{$i}";
		}
		if ( 'facebook' === $kind ) {
			$values['facebook'] = "https://www.facebook.com/{$slug}.{$i}";
		}
		return $values;
	}

	/**
	 * The second record of person $i: the same person entered again another way.
	 *
	 * @param int                   $i    Person.
	 * @param string                $kind How it differs.
	 * @param array<string, string> $base The first record.
	 * @return array<string, string>
	 */
	private static function second( int $i, string $kind, array $base ): array {
		$first = $base['firstName'];
		$last  = $base['lastName'];
		switch ( $kind ) {
			case 'email_case_tag':
				list( $local, $domain ) = explode( '@', $base['emailOne'] );
				return array(
					'firstName' => $first,
					'lastName'  => $last,
					'company'   => strtoupper( $base['company'] ),
					'emailOne'  => strtoupper( $local ) . '+newsletter@' . strtoupper( $domain ),
				);
			case 'gmail_dots':
				return array(
					'firstName' => $first,
					'lastName'  => $last,
					'company'   => 'Freelance',
					'emailOne'  => str_replace( '.', '', explode( '@', $base['emailOne'] )[0] ) . '@googlemail.com',
				);
			case 'phone_0044':
				return array(
					'firstName' => $first,
					'lastName'  => $last,
					'company'   => 'Previous Employer',
					'phoneOne'  => sprintf( '0044 20 7946 %04d', $i ),
				);
			case 'phone_national':
				return array(
					'firstName' => self::NICK[ $first ] ?? $first,
					'lastName'  => $last,
					'phoneTwo'  => sprintf( '(020) 7946-%04d', $i ),
				);
			case 'linkedin':
				return array(
					'firstName' => $first,
					'lastName'  => $last,
					'company'   => 'New Job Ltd',
					'emailOne'  => "someone{$i}@newjob.example",
					'linkedIn'  => strtoupper( str_replace( array( 'https://www.', '/in/' ), array( 'http://uk.', '/in/' ), rtrim( (string) $base['linkedIn'], '/' ) ) ) . '?trk=profile',
				);
			case 'twitter':
				return array(
					'firstName' => self::NICK[ $first ] ?? $first,
					'lastName'  => $last,
					'twitter'   => 'https://x.com/' . ucfirst( (string) substr( (string) $base['twitter'], strlen( 'https://twitter.com/' ) ) ) . '?s=20',
				);
			case 'facebook':
				return array(
					'firstName' => $first,
					'lastName'  => $last,
					'emailOne'  => "other{$i}@hotmail.com",
					'facebook'  => 'm.facebook.com/' . strtoupper( (string) substr( (string) $base['facebook'], strlen( 'https://www.facebook.com/' ) ) ) . '/',
				);
			case 'accents':
				$plain = remove_accents( $first . ' ' . $last );
				return array(
					'firstName' => $plain === $first . ' ' . $last ? str_replace( array( 'e', 'a' ), array( 'é', 'á' ), $first ) : remove_accents( $first ),
					'lastName'  => strtoupper( remove_accents( $last ) ),
					'company'   => strtoupper( rtrim( $base['company'], '.' ) ),
					'emailOne'  => "personal{$i}@outlook.com",
				);
			case 'swapped':
				return array(
					'firstName' => $last,
					'lastName'  => $first,
					'company'   => str_replace( array( ' Inc.', ' Ltd', ' LLC', ' Corp' ), array( ', Inc', ' Limited', '', ' Corporation' ), $base['company'] ),
					'emailOne'  => "home{$i}@icloud.com",
				);
			case 'nickname':
				return array(
					'firstName' => self::NICK[ $first ] ?? $first,
					'lastName'  => $last,
					'emailOne'  => strtolower( substr( remove_accents( $first ), 0, 1 ) . remove_accents( $last ) ) . '@' . explode( '@', $base['emailOne'] )[1],
				);
			case 'initial':
				return array(
					'firstName' => substr( $first, 0, 1 ) . '.',
					'lastName'  => $last,
					'company'   => $base['company'],
					'title'     => 'Met at a conference',
				);
			case 'typo':
				$long = strlen( $last ) >= 6;
				$name = $long ? $last : $first;
				$typo = substr( $name, 0, 3 ) . substr( $name, 4 );
				return array(
					'firstName' => $long ? $first : $typo,
					'lastName'  => $long ? $typo : $last,
					'company'   => $base['company'],
					'emailOne'  => "typo{$i}@aol.com",
				);
		}
		return $base;
	}

	/**
	 * Other people who look like person $i.
	 *
	 * @param int                   $i    Person.
	 * @param array<string, string> $base Person $i's first record.
	 * @return array<int, array<string, string>>
	 */
	private static function look_alikes( int $i, array $base ): array {
		$other_company = self::COMPANIES[ ( $i + 7 ) % 20 ];
		$family_first  = self::FIRST[ ( $i + 13 ) % 40 ];
		return array(
			// The same name: another person at another company with their own details.
			array(
				'firstName' => $base['firstName'],
				'lastName'  => $base['lastName'],
				'company'   => $other_company,
				'emailOne'  => "namesake{$i}@yahoo.com",
				'phoneOne'  => sprintf( '+44 161 496 %04d', $i ),
			),
			// A family member sharing the home phone.
			array(
				'firstName' => $family_first,
				'lastName'  => $base['lastName'],
				'phoneOne'  => sprintf( '020 7946 %04d', $i ),
			),
			// A colleague sharing the team mailbox.
			array(
				'firstName' => self::FIRST[ ( intdiv( $i, 6 ) + 21 ) % 40 ],
				'lastName'  => self::LAST[ ( intdiv( $i, 6 ) + 11 ) % 40 ],
				'company'   => $base['company'],
				'emailOne'  => $base['emailOne'],
			),
			// The same name, no details, and at another company.
			array(
				'firstName' => $base['firstName'],
				'lastName'  => $base['lastName'],
				'company'   => $other_company . ' Holdings',
			),
			// Ann and Anna Lee at the same company: short names one letter apart are different people.
			array(
				'firstName' => 'Ann',
				'lastName'  => 'Lee-' . self::LAST[ intdiv( $i, 6 ) % 40 ],
				'company'   => $base['company'],
				'emailOne'  => "ann{$i}@yahoo.com",
			),
			array(
				'firstName' => 'Anna',
				'lastName'  => 'Lee-' . self::LAST[ intdiv( $i, 6 ) % 40 ],
				'company'   => $base['company'],
				'emailOne'  => "anna{$i}@gmail.com",
			),
		);
	}
}
