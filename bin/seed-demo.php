<?php
/**
 * Gives the demo members a realistic network: Alex Morgan gets a few dozen contacts with categories, notes and
 * networking progress; Sam Lee gets a handful of his own. Runs through PRISM's own repositories, once: a member
 * who already has contacts is left alone.
 *
 * Usage: php bin/seed-demo.php <WordPress dir>
 *
 * @package Prism
 */

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) ) {
	fwrite( STDERR, "usage: php bin/seed-demo.php <WordPress dir>\n" );
	exit( 2 );
}
require rtrim( $argv[1], '/' ) . '/wp-load.php';

use Prism\Data\Article_Repository;
use Prism\Data\Category_Repository;
use Prism\Data\Contact_Repository;
use Prism\Data\Event_Repository;
use Prism\Data\Followup_Repository;
use Prism\Data\Mentorship_Repository;
use Prism\Data\Note_Repository;
use Prism\Resources\Declarations\Interactions;
use Prism\Service\Declared_Service;
use Prism\Data\Series_Repository;
use Prism\Domain\Process_Rules;
use Prism\Domain\Invalid_Input;
use Prism\Service\Contact_Service;
use Prism\Service\Process_Service;
use Prism\Service\Relationships;

/**
 * A process object at a stage: earlier stages complete, this one in progress or complete.
 *
 * @param int  $stage    Stage 0-5, or -1 for none.
 * @param bool $complete Whether the stage itself is complete.
 * @return array<string, mixed>
 */
function prism_seed_process( int $stage, bool $complete ): array {
	return Process_Rules::at_position( ( new Series_Repository() )->networking(), $stage, $complete );
}

/**
 * Seeds one member.
 *
 * @param string                           $login  User login.
 * @param array<int, array<string, mixed>> $people Contacts.
 * @return array<string, int> The new contacts' ids by "First Last" (none when the member was left alone).
 */
function prism_seed_member( string $login, array $people ): array {
	$user = get_user_by( 'login', $login );
	if ( ! $user ) {
		fwrite( STDERR, "seed: no user {$login}\n" );
		exit( 1 );
	}
	$contacts   = new Contact_Repository();
	$categories = new Category_Repository();
	$notes      = new Note_Repository();
	$processes  = new Process_Service();
	if ( $contacts->count( $user->ID ) > 0 ) {
		echo "seed: {$login} already has contacts, left alone\n";
		return array();
	}
	$ids           = array();
	$service       = new Contact_Service();
	$reach_out_due = 0;
	foreach ( $people as $i => $person ) {
		try {
			$id = $service->create( $user->ID, $person['fields'], $person['source'] ?? 'PRISM' );
		} catch ( Invalid_Input $e ) {
			fwrite( STDERR, 'seed: invalid demo contact ' . wp_json_encode( $e->errors() ) . "\n" );
			exit( 1 );
		}
		$ids[ trim( ( $person['fields']['firstName'] ?? '' ) . ' ' . ( $person['fields']['lastName'] ?? '' ) ) ] = $id;
		foreach ( $person['categories'] ?? array() as $name ) {
			$categories->attach( $user->ID, $categories->ensure( $user->ID, $name ), array( $id ) );
		}
		foreach ( $person['notes'] ?? array() as $note ) {
			$notes->create( $user->ID, $id, $note );
		}
		// The first two contacts in MAINTAIN have not heard from the member for a while: they reached MAINTAIN, their
		// last touch, 33 and 37 days ago, so with the series' 30 days they are 'Due to reach out' (3 and 7 days over).
		$quiet = isset( $person['stage'] ) && 5 === $person['stage'][0] && $reach_out_due < 2 ? 33 + 4 * $reach_out_due++ : 0;
		// Interactions on three contacts of every four, from 2 to 300 days ago, so that "Last contacted" and the
		// list's "Not contacted for" filter show something (none since, for the two quiet ones).
		if ( 3 !== $i % 4 ) {
			$kinds = array_keys( Interactions::kinds() );
			$ago   = max( $quiet, array( 2, 12, 45, 100, 300 )[ $i % 5 ] );
			( new Declared_Service( new Interactions() ) )->create(
				$user->ID,
				$id,
				array(
					'kind'       => $kinds[ $i % count( $kinds ) ],
					'happenedOn' => wp_date( 'Y-m-d', time() - $ago * DAY_IN_SECONDS ),
					'note'       => 0 === $i % 2 ? 'Caught up on the budget (<100k and >50k) and next steps.' : '',
				)
			);
		}
		if ( isset( $person['stage'] ) ) {
			$processes->store( $user->ID, $id, prism_seed_process( $person['stage'][0], $person['stage'][1] ), null, wp_date( 'Y-m-d', time() - $quiet * DAY_IN_SECONDS ) );
		}
		foreach ( $person['events'] ?? array() as $event ) {
			( new Event_Repository() )->create( $user->ID, $id, $event );
		}
		foreach ( $person['followups'] ?? array() as $followup ) {
			$followup_id = ( new Followup_Repository() )->create( $user->ID, $id, $followup );
			if ( ! empty( $followup['complete'] ) ) {
				( new Followup_Repository() )->set_complete( $user->ID, $followup_id, true );
			}
		}
	}
	echo 'seed: ' . count( $people ) . " contacts for {$login}\n";
	return $ids;
}

/**
 * Gives a member saved articles, each tied to the named contacts just seeded (skipped when none were).
 *
 * @param string                           $login    User login.
 * @param array<string, int>               $contacts Contact ids by "First Last" (prism_seed_member()).
 * @param array<int, array<string, mixed>> $articles Title, link, note and the names of the contacts.
 */
function prism_seed_articles( string $login, array $contacts, array $articles ): void {
	$user = get_user_by( 'login', $login );
	if ( ! $user || ! $contacts ) {
		return;
	}
	foreach ( $articles as $article ) {
		$tied = array_map( static fn( string $name ): int => $contacts[ $name ], $article['contacts'] );
		( new Article_Repository() )->create( $user->ID, $article['title'], $article['link'], $article['note'], $tied );
	}
	echo 'seed: ' . count( $articles ) . " saved articles for {$login}\n";
}

/**
 * Relates some of a member's contacts to each other, and to people who are not contacts (a name kept as text).
 *
 * @param string                                            $login    User login.
 * @param array<string, int>                                $contacts Contact ids by "First Last" (prism_seed_member()).
 * @param array<int, array{string, string, string, string}> $list  Contact, kind, label, the other contact's name (or
 *                                                                 a name that is no contact's).
 */
function prism_seed_relationships( string $login, array $contacts, array $list ): void {
	$user = get_user_by( 'login', $login );
	if ( ! $user || ! $contacts ) {
		return;
	}
	$service = new Relationships();
	foreach ( $list as list( $name, $kind, $label, $other ) ) {
		$service->add(
			$user->ID,
			$contacts[ $name ],
			array(
				'kind'      => $kind,
				'label'     => $label,
				'otherId'   => $contacts[ $other ] ?? null,
				'otherName' => isset( $contacts[ $other ] ) ? '' : $other,
			)
		);
	}
	echo 'seed: ' . count( $list ) . " relationships for {$login}\n";
}

/**
 * Gives a member mentoring relationships with some of their contacts: the first tasks of the series ticked, a note
 * on the first task.
 *
 * @param string                                                 $login    User login.
 * @param array<string, int>                                     $contacts Contact ids by "First Last" (prism_seed_member()).
 * @param array<int, array{string, string, string, int, string}> $list Contact, shipped series key, the contact's role,
 *                                                                     tasks ticked, note.
 */
function prism_seed_mentoring( string $login, array $contacts, array $list ): void {
	$user = get_user_by( 'login', $login );
	if ( ! $user || ! $contacts ) {
		return;
	}
	$series = array();
	foreach ( ( new Series_Repository() )->mentoring( true ) as $one ) {
		$series[ $one['shippedKey'] ] = $one;
	}
	$repository = new Mentorship_Repository();
	foreach ( $list as list( $name, $key, $role, $ticked, $note ) ) {
		if ( ! isset( $contacts[ $name ], $series[ $key ] ) ) {
			continue;
		}
		$id    = $repository->create( $user->ID, $contacts[ $name ], (int) $series[ $key ]['id'], $role );
		$row   = (array) $repository->find( $user->ID, $id );
		$tasks = \Prism\Domain\Series_Schema::milestone_task_ids( $series[ $key ] );
		foreach ( array_slice( $tasks, 0, $ticked ) as $task ) {
			$repository->set_task( $row, $task, true );
		}
		$repository->add_note( $row, $tasks[0], $note );
	}
	echo 'seed: ' . count( $list ) . " mentoring relationships for {$login}\n";
}

/**
 * Seeds Alex and Sam.
 */
function prism_seed_demo(): void {
	$alex_people   = array();
	$names         = array(
		array( 'Priya', 'Shah', 'Product Manager', 'Northwind Labs', 'Google' ),
		array( 'Marcus', 'Chen', 'Engineering Director', 'Bluefin Analytics', 'LinkedIn' ),
		array( 'Elena', 'Rossi', 'Head of Design', 'Studio Calma', 'PRISM' ),
		array( 'David', 'Okafor', 'Founder', 'GreenGrid Energy', 'LinkedIn' ),
		array( 'Sofia', 'Martinez', 'Recruiter', 'TalentBridge', 'Google' ),
		array( 'James', 'O\'Brien', 'CFO', 'Harbor Freight Partners', 'iCloud' ),
		array( 'Aiko', 'Tanaka', 'UX Researcher', 'Northwind Labs', 'PRISM' ),
		array( 'Liam', 'Walsh', 'Sales Lead', 'Copperleaf', 'LinkedIn' ),
		array( 'Fatima', 'Haddad', 'Data Scientist', 'Bluefin Analytics', 'Google' ),
		array( 'Noah', 'Schmidt', 'CTO', 'Kettle & Co', 'LinkedIn' ),
		array( 'Grace', 'Kim', 'Marketing Manager', 'Brightside Media', 'iCloud' ),
		array( 'Mateo', 'Silva', 'Software Engineer', 'Copperleaf', 'PRISM' ),
		array( 'Hannah', 'Becker', 'Operations Lead', 'GreenGrid Energy', 'Google' ),
		array( 'Omar', 'Farouk', 'Investor', 'Sandstone Ventures', 'LinkedIn' ),
		array( 'Chloe', 'Dubois', 'Career Coach', 'Next Step Coaching', 'PRISM' ),
		array( 'Ethan', 'Park', 'Product Designer', 'Studio Calma', 'LinkedIn' ),
		array( 'Isabella', 'Costa', 'HR Director', 'Harbor Freight Partners', 'Google' ),
		array( 'Lucas', 'Novak', 'Consultant', 'Meridian Advisory', 'CSV' ),
		array( 'Amara', 'Nwosu', 'Professor', 'State University', 'PRISM' ),
		array( 'Benjamin', 'Levi', 'Attorney', 'Levi & Partners', 'iCloud' ),
		array( 'Mia', 'Johansson', 'Event Organizer', 'Tech Meetup Collective', 'LinkedIn' ),
		array( 'Ravi', 'Kumar', 'Engineering Manager', 'Northwind Labs', 'Google,LinkedIn' ),
		array( 'Zoe', 'Anderson', 'Journalist', 'The Daily Ledger', 'PRISM' ),
		array( 'Samuel', 'Adeyemi', 'Account Executive', 'Copperleaf', 'LinkedIn' ),
		array( 'Lena', 'Fischer', 'Architect', 'Form & Function', 'Google' ),
		array( 'Daniel', 'Moreno', 'Photographer', '', 'iCloud' ),
		array( 'Yara', 'Mansour', 'Nonprofit Director', 'Open Doors Foundation', 'PRISM' ),
		array( 'Oliver', 'Grant', 'VP Engineering', 'Kettle & Co', 'LinkedIn' ),
		array( 'Nina', 'Petrova', 'Translator', '', 'Google' ),
		array( 'Thomas', 'Wright', 'Neighbor', '', 'iCloud' ),
		array( 'Ana', 'Lopez', 'Mentor', 'Meridian Advisory', 'PRISM' ),
		array( 'Kenji', 'Watanabe', 'Startup Founder', 'Loop Robotics', 'LinkedIn' ),
		array( 'Rachel', 'Green', 'Talent Partner', 'TalentBridge', 'Google' ),
		array( 'Victor', 'Almeida', 'Product Lead', 'Brightside Media', 'LinkedIn' ),
		array( 'Julia', 'Nowak', 'Sister-in-law', '', 'iCloud' ),
		array( 'Kwame', 'Mensah', 'Community Manager', 'Tech Meetup Collective', 'PRISM' ),
	);
	$category_sets = array(
		array( 'Colleagues' ),
		array( 'Industry Contacts', 'Mentors' ),
		array( 'Friends' ),
		array( 'Recruiters' ),
		array( 'Industry Contacts' ),
		array( 'Conference 2026', 'Industry Contacts' ),
		array(),
		array( 'Alumni' ),
		array( 'Family' ),
	);
	$note_texts    = array(
		'Met at the product conference in Austin; wants to compare notes on onboarding research.',
		'Introduced by Priya. Interested in a coffee chat next month.',
		'Sent a thank-you email after the panel discussion.',
		'Follow up about the open role on their team.',
		'Prefers LinkedIn messages over email.',
		'Talked about mentoring junior designers. Promised to share the reading list.',
	);
	$stages        = array( null, array( 0, false ), array( 0, true ), array( 1, false ), array( 2, false ), array( 2, true ), array( 3, false ), array( 4, false ), array( 5, false ), null, array( 1, true ) );

	foreach ( $names as $i => list( $first, $last, $title, $company, $source ) ) {
		$handle = strtolower( preg_replace( '/[^a-z]/i', '', $first . '.' . $last ) );
		$fields = array(
			'firstName'       => $first,
			'lastName'        => $last,
			'title'           => $title,
			'company'         => $company,
			'emailOne'        => $handle . '@' . ( '' !== $company ? strtolower( preg_replace( '/[^a-z]/i', '', $company ) ) . '.example' : 'mail.example' ),
			'emailOneType'    => '' !== $company ? 'Work' : 'Home',
			'phoneOne'        => sprintf( '(555) %03d-%04d', 200 + $i * 7, 1000 + $i * 137 ),
			'phoneOneType'    => 'Mobile',
			'linkedIn'        => 'https://www.linkedin.com/in/' . $handle,
			'addressOneType'  => 'Work',
			'addressOneCity'  => array( 'Austin', 'Denver', 'Seattle', 'Chicago', 'Boston', 'Portland' )[ $i % 6 ],
			'addressOneState' => array( 'TX', 'CO', 'WA', 'IL', 'MA', 'OR' )[ $i % 6 ],
		);
		if ( 0 === $i % 4 ) {
			$fields['emailTwo']     = $handle . '@mail.example';
			$fields['emailTwoType'] = 'Home';
		}
		if ( 0 === $i % 5 ) {
			$fields['website'] = 'https://' . $handle . '.example';
		}
		$person = array(
			'fields'     => $fields,
			'source'     => $source,
			'categories' => $category_sets[ $i % count( $category_sets ) ],
			'notes'      => 0 === $i % 2 ? array( $note_texts[ $i % count( $note_texts ) ] ) : array(),
		);
		$stage  = $stages[ $i % count( $stages ) ];
		if ( null !== $stage ) {
			$person['stage'] = $stage;
		}
		$alex_people[] = $person;
	}

	// Dates around the day the site is made, so the dashboard's Today, the calendar and the reminder email have
	// something to show: a birthday today, follow-ups due today and overdue, yearly dates without a year.
	$today = current_datetime();
	$day   = static fn( string $modify ): string => $today->modify( $modify )->format( 'Y-m-d' );
	$dated = array(
		0  => array(
			'events' => array(
				array(
					'title' => 'Priya\'s birthday',
					'type'  => 'Birthday',
					'date'  => $day( '-34 years' ),
					'desc'  => 'Loves single-origin coffee; send a card from the team.',
				),
			),
		),
		1  => array(
			'followups' => array(
				array(
					'title' => 'Send the Q3 roadmap deck',
					'desc'  => 'He asked for the version with the <100k budget line.',
					'date'  => $day( 'today' ),
				),
			),
		),
		2  => array(
			'followups' => array(
				array(
					'title' => 'Coffee catch-up',
					'desc'  => 'Ask about the design-systems meetup.',
					'date'  => $day( '-3 days' ),
				),
			),
		),
		3  => array(
			'events' => array(
				array(
					'title' => 'GreenGrid founding anniversary',
					'type'  => 'Anniversary',
					'date'  => '--' . $today->modify( '+10 days' )->format( 'm-d' ),
					'desc'  => '',
				),
			),
		),
		4  => array(
			'followups' => array(
				array(
					'title'    => 'Thank her for the introduction',
					'desc'     => '',
					'date'     => $day( '-1 day' ),
					'complete' => true,
				),
			),
		),
		5  => array(
			'events' => array(
				array(
					'title' => 'Talk at the finance summit',
					'type'  => 'Other',
					'date'  => $day( '+14 days' ),
					'desc'  => 'Keynote, 10:00. Livestream link in his email.',
				),
			),
		),
		6  => array(
			'events' => array(
				array(
					'title' => 'Aiko\'s birthday',
					'type'  => 'Birthday',
					'date'  => '--02-29',
					'desc'  => 'A leap-day birthday: celebrated on 28 February in other years.',
				),
			),
		),
		7  => array(
			'followups' => array(
				array(
					'title' => 'Check in after the sales kickoff',
					'desc'  => '',
					'date'  => $day( '+7 days' ),
				),
			),
		),
		10 => array(
			'followups' => array(
				array(
					'title' => 'Share the reading list',
					'desc'  => 'Promised during the mentoring chat.',
					'date'  => $day( '-10 days' ),
				),
			),
		),
	);
	foreach ( $dated as $i => $dates ) {
		$alex_people[ $i ] += $dates;
	}

	$alex_contacts = prism_seed_member( 'alex', $alex_people );
	prism_seed_mentoring(
		'alex',
		$alex_contacts,
		array(
			// Ana mentors Alex through the shipped 'Finding a Mentor' series; Alex mentors Mateo in the first-year one.
			array( 'Ana Lopez', 'find-a-mentor', 'mentor', 7, 'Ana suggested meeting every other Thursday. Budget <100k and >50k for the course she mentioned.' ),
			array( 'Mateo Silva', 'mentor-first-year', 'mentee', 3, 'Mateo wants to move into technical leadership within a year.' ),
		)
	);
	prism_seed_relationships(
		'alex',
		$alex_contacts,
		array(
			array( 'Marcus Chen', 'manager', '', 'Fatima Haddad' ),
			array( 'Priya Shah', 'introducedBy', '', 'Ravi Kumar' ),
			array( 'Priya Shah', 'colleague', '', 'Aiko Tanaka' ),
			array( 'Elena Rossi', 'colleague', '', 'Ethan Park' ),
			array( 'David Okafor', 'spouse', 'Wife', 'Adaeze Okafor' ),
			array( 'David Okafor', 'colleague', 'Co-founder', 'Hannah Becker' ),
			array( 'Chloe Dubois', 'mentor', '', 'Amara Nwosu' ),
		)
	);
	prism_seed_articles(
		'alex',
		$alex_contacts,
		array(
			array(
				'title'    => 'Grid-scale batteries, explained',
				'link'     => 'https://energy.example.org/guides/grid%20storage',
				'note'     => '',
				'contacts' => array( 'David Okafor' ),
			),
			array(
				'title'    => 'Designing calm interfaces',
				'link'     => 'https://design.example.com/calm-interfaces',
				'note'     => "Elena recommended this after our coffee.\nShare it with Aiko before the research sync.",
				'contacts' => array( 'Elena Rossi', 'Aiko Tanaka' ),
			),
			array(
				'title'    => 'The weak ties that find you your next job',
				'link'     => 'https://research.example.org/weak-ties?section=roles',
				'note'     => 'Most roles with a budget <100k and >50k came through second-degree contacts. Ask Sofia what she sees.',
				'contacts' => array( 'Sofia Martinez' ),
			),
			array(
				'title'    => 'How to ask for an introduction (and get a yes)',
				'link'     => 'https://www.example.com/blog/warm-introductions',
				'note'     => 'Keep the ask short and forwardable. Try it for the Bluefin intro.',
				'contacts' => array( 'Priya Shah', 'Marcus Chen' ),
			),
		)
	);
	prism_seed_member(
		'sam',
		array(
			array(
				'fields'     => array(
					'firstName'    => 'Jordan',
					'lastName'     => 'Blake',
					'company'      => 'Sam\'s Bakery Supply',
					'emailOne'     => 'jordan@bakery.example',
					'emailOneType' => 'Work',
				),
				'categories' => array( 'Suppliers' ),
				'notes'      => array( 'Sam-only note: delivery on Tuesdays.' ),
			),
			array(
				'fields' => array(
					'firstName'    => 'Casey',
					'lastName'     => 'Nguyen',
					'title'        => 'Chef',
					'emailOne'     => 'casey@kitchen.example',
					'emailOneType' => 'Work',
				),
				'stage'  => array( 1, false ),
			),
			array(
				'fields' => array(
					'firstName'    => 'Robin',
					'lastName'     => 'Ellis',
					'phoneOne'     => '555-0199',
					'phoneOneType' => 'Mobile',
				),
			),
		)
	);
}

prism_seed_demo();
