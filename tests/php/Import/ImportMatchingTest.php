<?php
/**
 * Import matching on real files (issue 25): a company's main line, a team mailbox and a family's home number never
 * fold two people into one; the same person twice (accents, a nickname) is still one contact; re-importing and
 * exporting then importing create nothing; the report says which contact each row went into or was kept apart from,
 * and why; and a row added to the wrong contact can be separated from the report, losing nothing. Files go through
 * the real path (Import_Store, then the job run by Jobs\Runner), the report through the REST routes.
 *
 * @package Prism
 */

namespace Prism\Tests\Import;

use Prism\Data\Category_Repository;
use Prism\Data\Collision_Repository;
use Prism\Data\Contact_Repository;
use Prism\Data\Event_Repository;
use Prism\Data\Import_Repository;
use Prism\Data\Job;
use Prism\Data\Note_Repository;
use Prism\Domain\Contact_Fields;
use Prism\Export\Contact_Export;
use Prism\Import\Import_Store;
use Prism\Jobs\Runner;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Matching imported rows to a member's contacts.
 */
final class ImportMatchingTest extends Prism_Test_Case {

	/** The realistic fixture: shared lines, team mailboxes, a family, the same people twice. */
	private const FIXTURE = 'shared-lines-google.csv';

	/**
	 * Temporary files to delete.
	 *
	 * @var string[]
	 */
	private array $files = array();

	protected function tearDown(): void {
		foreach ( $this->files as $file ) {
			@unlink( $file ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.WP.AlternativeFunctions.unlink_unlink -- test clean-up.
		}
		parent::tearDown();
	}

	/**
	 * A file with these bytes.
	 *
	 * @param string $bytes Content.
	 */
	private function file( string $bytes ): string {
		$path = (string) tempnam( sys_get_temp_dir(), 'prism-matching-' );
		file_put_contents( $path, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- test file.
		$this->files[] = $path;
		return $path;
	}

	/**
	 * Imports a file for a member through Import_Store and the job, as an upload would; answers the import as
	 * GET imports/{id} does.
	 *
	 * @param string   $path      File.
	 * @param string   $file_type The dialog's file type.
	 * @param string   $mode      update, skip or create.
	 * @param int|null $owner     Member (the owner by default).
	 * @return array<string, mixed>
	 */
	private function import( string $path, string $file_type = 'Google CSV', string $mode = 'update', ?int $owner = null ): array {
		$owner = $owner ?? self::$owner;
		$id    = ( new Import_Store() )->import_file( $owner, $path, 'contacts.csv', $file_type, $mode );
		$row   = ( new Import_Repository() )->find( $id );
		( new Runner() )->run_job( (int) $row['job_id'], INF );
		$this->act_as( $owner );
		$import = $this->ok( $this->get( 'imports/' . $id ) );
		$this->assertSame( Job::DONE, $import['state'], (string) wp_json_encode( $import ) );
		return $import;
	}

	/**
	 * Every row of an import's report, as GET imports/{id}/matches lists them.
	 *
	 * @param int                  $import_id Import.
	 * @param array<string, mixed> $query     More parameters.
	 * @return array<int, array<string, mixed>>
	 */
	private function report( int $import_id, array $query = array() ): array {
		return $this->ok( $this->get( "imports/{$import_id}/matches", $query + array( 'per_page' => 200 ) ) );
	}

	/**
	 * A member's contacts by display name: name => values.
	 *
	 * @param int $owner Member.
	 * @return array<string, array<string, mixed>>
	 */
	private function people( int $owner ): array {
		$people = array();
		foreach ( $this->contacts_of( $owner ) as $contact ) {
			$name = (string) $contact['name'];
			$this->assertArrayNotHasKey( $name, $people, "{$name} is there once" );
			$people[ $name ] = $contact;
		}
		ksort( $people );
		return $people;
	}

	/** The fixture's 20 rows are 18 people: José Ramírez and Robert Chen are each there twice. */
	private const PEOPLE = array( 'Aisha Bello', 'Ana Souza', 'Ben Okafor', 'Derek Moss', 'Jo Park', 'José Ramírez', 'Karen Liu', 'Kwame Mensah', 'Luis García', 'Maria Chen', 'Maria Lopez', 'María García', 'Min Park', 'Priya Natarajan', 'Robert Chen', 'Sofia García', 'Tom Becker', 'info@sunrisebakery.example' );

	public function test_the_four_rows_of_two_shared_lines_are_four_people_and_the_report_says_why(): void {
		$path   = $this->file(
			"First Name,Last Name,Organization Name,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value\n"
			. "Karen,Liu,Pacific Dental,* Work,karen.liu@pacificdental.example,Work,+1 (415) 555-0252\n"
			. "Derek,Moss,Pacific Dental,* Work,derek.moss@pacificdental.example,Work,+1 (415) 555-0252\n"
			. "Jo,Park,Sunrise Bakery,* Work,info@sunrisebakery.example,Work,+1 (206) 555-0253\n"
			. "Min,Park,Sunrise Bakery,* Work,info@sunrisebakery.example,Work,+1 (206) 555-0254\n"
		);
		$import = $this->import( $path );
		$this->assertSame( array( 4, 0, 0, 2 ), array( $import['created'], $import['updated'], $import['skipped'], $import['keptApart'] ) );
		$people = $this->people( self::$owner );
		$this->assertSame( array( 'Derek Moss', 'Jo Park', 'Karen Liu', 'Min Park' ), array_keys( $people ) );
		$this->assertSame( '+1 (415) 555-0252', $people['Derek Moss']['phoneOne'], 'the shared value stays on both' );
		$this->assertSame( '+1 (415) 555-0252', $people['Karen Liu']['phoneOne'] );
		$this->assertSame( 'info@sunrisebakery.example', $people['Min Park']['emailOne'] );

		$report = $this->report( (int) $import['id'] );
		$this->assertSame( array( 3, 5 ), array_column( $report, 'row' ) );
		$this->assertSame( array( 'kept_apart', 'kept_apart' ), array_column( $report, 'outcome' ) );
		$this->assertSame( array( 'Derek Moss', 'Min Park' ), array_column( $report, 'rowName' ) );
		$this->assertSame(
			array(
				'id'   => $people['Karen Liu']['id'],
				'name' => 'Karen Liu',
			),
			$report[0]['contact']
		);
		$this->assertSame( array( 'phone' ), $report[0]['reasons'] );
		$this->assertSame( 'Jo Park', $report[1]['contact']['name'] );
		$this->assertSame( array( 'email' ), $report[1]['reasons'] );
		$this->assertFalse( $report[0]['canSeparate'], 'nothing to take back from a row kept apart' );

		// Re-importing the file creates nothing; each row names the contact it is, and why.
		$again = $this->import( $path );
		$this->assertSame( array( 0, 0, 4 ), array( $again['created'], $again['updated'], $again['skipped'] ) );
		$report = $this->report( (int) $again['id'] );
		$this->assertSame( array( 'unchanged', 'unchanged', 'unchanged', 'unchanged' ), array_column( $report, 'outcome' ) );
		$this->assertSame( array( 'Karen Liu', 'Derek Moss', 'Jo Park', 'Min Park' ), array_column( array_column( $report, 'contact' ), 'name' ) );
		$this->assertSame( array( 'email', 'phone' ), $report[1]['reasons'], 'Derek is himself by his email and his number' );
		$this->assertCount( 4, $this->contacts_of( self::$owner ) );
	}

	public function test_shared_lines_mailboxes_and_a_family_stay_apart_and_the_same_people_twice_are_one(): void {
		$import = $this->import( $this->fixture() );
		$this->assertSame( 0, $import['rejected'] );
		$people = $this->people( self::$owner );
		$this->assertSame( self::PEOPLE, array_keys( $people ) );
		$this->assertSame( array( 18, 2, 0 ), array( $import['created'], $import['updated'], $import['skipped'] ) );

		// The same person twice: the later row added to the earlier one's contact, nothing lost.
		$jose = $people['José Ramírez'];
		$this->assertSame( array( 'Acme Studio', 'Designer', '+1 (646) 555-0177' ), array( $jose['company'], $jose['title'], $jose['phoneOne'] ) );
		$notes = array_column( ( new Note_Repository() )->for_contact( self::$owner, $jose['id'] ), 'note' );
		$this->assertContains( 'Met at the design meetup', $notes );
		$this->assertSame( array( 'rchen@bluefinch.example', 'bob.chen@gmail.com' ), array( $people['Robert Chen']['emailOne'], $people['Robert Chen']['emailTwo'] ) );

		// Nobody else was folded into anyone: each keeps their own details.
		$this->assertSame( '+1 (617) 555-0144', $people['Luis García']['phoneTwo'] );
		$this->assertSame( array( '+1 (312) 555-0100', 'Driver' ), array( $people['Tom Becker']['phoneOne'], $people['Tom Becker']['title'] ) );
		$this->assertSame( 'sales@northwind.example', $people['Ben Okafor']['emailOne'] );
		$this->assertSame( array( 'Sunrise Bakery', '' ), array( $people['info@sunrisebakery.example']['company'], $people['info@sunrisebakery.example']['firstName'] ) );

		$report   = $this->report( (int) $import['id'] );
		$outcomes = array();
		foreach ( $report as $row ) {
			$outcomes[ $row['rowName'] ] = array( $row['outcome'], $row['contact']['name'] ?? null, $row['reasons'] );
		}
		$this->assertSame( array( 'updated', 'José Ramírez', array( 'email' ) ), $outcomes['Jose Ramirez'] );
		$this->assertSame( array( 'updated', 'Robert Chen', array( 'email' ) ), $outcomes['Bob Chen'] );
		$this->assertSame( array( 'kept_apart', 'Karen Liu', array( 'phone' ) ), $outcomes['Derek Moss'] );
		$this->assertSame( array( 'kept_apart', 'María García', array( 'email', 'phone' ) ), $outcomes['Luis García'] );
		$this->assertSame( 'kept_apart', $outcomes['Sofia García'][0] );
		$this->assertSame( array( 'kept_apart', 'Ana Souza', array( 'email' ) ), $outcomes['Ben Okafor'] );
		$this->assertSame( array( 'kept_apart', 'Maria Lopez', array( 'phone' ) ), $outcomes['Maria Chen'] );
		$this->assertSame( 'kept_apart', $outcomes['info@sunrisebakery.example'][0], 'the bakery\'s own entry is not Jo or Min' );
		$this->assertSame( 'kept_apart', $outcomes['Tom Becker'][0] );
		$this->assertArrayNotHasKey( 'Karen Liu', $outcomes, 'a row that shares nothing is not in the report' );
		$this->assertSame( 10, $import['keptApart'] );
		$this->assertSame(
			array(
				'updated'   => 2,
				'unchanged' => 0,
				'keptApart' => 10,
				'separated' => 0,
			),
			$import['matchCounts']
		);
		$this->assertCount( 3, $this->report( (int) $import['id'], array( 'per_page' => 3 ) ), 'pages' );
		$this->assertSame( array( 'updated', 'updated' ), array_column( $this->report( (int) $import['id'], array( 'outcome' => 'updated' ) ), 'outcome' ) );

		// In update and in skip mode, importing the file again changes nothing.
		$before = $this->network();
		foreach ( array( 'update', 'skip' ) as $mode ) {
			$again = $this->import( $this->fixture(), 'Google CSV', $mode );
			$this->assertSame( array( 0, 0, 20, 0 ), array( $again['created'], $again['updated'], $again['skipped'], $again['keptApart'] ), $mode );
			$this->assertSame( array_fill( 0, 20, 'unchanged' ), array_column( $this->report( (int) $again['id'] ), 'outcome' ), $mode );
		}
		$this->assertSame( $before, $this->network(), 'importing the same file again' );
	}

	public function test_an_export_imports_back_into_the_same_people_and_into_itself_as_nothing_new(): void {
		$this->import( $this->fixture() );
		$mine = $this->people( self::$owner );
		foreach ( array( 'csv' => 'Google CSV', 'vcard' => 'Google CSV' ) as $format => $file_type ) {
			$this->act_as( self::$owner );
			$response = $this->get( 'export', array( 'format' => $format ) );
			$this->assertSame( 200, $response->get_status() );
			$export = $response->get_data();
			$this->assertInstanceOf( Contact_Export::class, $export );
			$path = $this->file( $export->render() );

			$before = $this->network();
			$again  = $this->import( $path, $file_type );
			$this->assertSame( array( 0, 0 ), array( $again['created'], $again['updated'] ), "{$format} into itself" );
			$this->assertSame( $before, $this->network(), "{$format} into itself" );

			$this->erase( self::$other );
			$theirs = $this->import( $path, $file_type, 'update', self::$other );
			$this->assertSame( array( 18, 0 ), array( $theirs['created'], $theirs['updated'] ), "{$format} into an empty member" );
			$this->assertSame( array_keys( $mine ), array_keys( $this->people( self::$other ) ) );
		}
	}

	public function test_a_thousand_colleagues_on_one_main_line_are_a_thousand_contacts(): void {
		$firsts = array( 'Aaliyah', 'Benedict', 'Camila', 'Dmitri', 'Esperanza', 'Fatima', 'Gustavo', 'Hiroshi', 'Ingrid', 'Jamal', 'Keiko', 'Leopold', 'Magnus', 'Nadia', 'Oluwaseun', 'Priyanka', 'Quentin', 'Rosalind', 'Siddharth', 'Tatiana', 'Ulrich', 'Valentina', 'Wilhelmina', 'Xiomara', 'Yusuf', 'Zainab', 'Abelard', 'Bartholomew', 'Cordelia', 'Desmond', 'Evangeline', 'Florian', 'Genevieve', 'Horatio', 'Isadora', 'Jericho', 'Kristof', 'Lucinda', 'Mortimer', 'Nikolai', 'Ophelia', 'Percival', 'Rutger', 'Svetlana', 'Thaddeus', 'Ursula', 'Vladislav', 'Winifred', 'Yevgeny', 'Zebulon' );
		$lasts  = array( 'Abernathy', 'Blackwood', 'Castellano', 'Delacroix', 'Eriksen', 'Fitzgerald', 'Gallagher', 'Hollister', 'Ivanova', 'Jablonski', 'Kowalczyk', 'Lindqvist', 'Montgomery', 'Nakamura', 'Oyelaran', 'Pemberton', 'Quintero', 'Rasmussen', 'Silvestri', 'Thornbury' );
		$csv    = "First Name,Last Name,Organization Name,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value\n";
		foreach ( $lasts as $l => $last ) {
			foreach ( $firsts as $f => $first ) {
				// Every other colleague has no email: the main line is all they carry.
				$email = 0 === ( $l + $f ) % 2 ? strtolower( "{$first}.{$last}@harborlogistics.example" ) : '';
				$csv  .= sprintf( "%s,%s,Harbor Logistics,%s,%s,Work,+1 (312) 555-0100\n", $first, $last, '' === $email ? '' : '* Work', $email );
			}
		}
		$path    = $this->file( $csv );
		$started = microtime( true );
		$import  = $this->import( $path );
		$first   = microtime( true ) - $started;
		$this->assertSame( array( 1000, 0, 999 ), array( $import['created'], $import['updated'], $import['keptApart'] ) );
		$this->assertCount( 1000, $this->contacts_of( self::$owner ) );

		$started = microtime( true );
		$again   = $this->import( $path );
		fwrite( STDERR, sprintf( "\n[import matching] 1,000 rows on one main line: %.2f s, again %.2f s\n", $first, microtime( true ) - $started ) );
		$this->assertSame( array( 0, 0, 1000 ), array( $again['created'], $again['updated'], $again['skipped'] ) );
		$this->assertCount( 1000, $this->contacts_of( self::$owner ) );
	}

	public function test_a_row_that_names_nobody_and_fits_several_people_is_its_own_contact_and_is_found_again(): void {
		$jo  = $this->make_contact( self::$owner, array( 'firstName' => 'Jo', 'lastName' => 'Park', 'emailOne' => 'info@sunrisebakery.example' ) );
		$min = $this->make_contact( self::$owner, array( 'firstName' => 'Min', 'lastName' => 'Park', 'emailOne' => 'info@sunrisebakery.example' ) );
		$path   = $this->file( "First Name,Last Name,Organization Name,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value\n,,,* Work,info@sunrisebakery.example,Work,+1 (206) 555-0250\n" );
		$import = $this->import( $path );
		$this->assertSame( array( 1, 0 ), array( $import['created'], $import['updated'] ) );
		$this->assertSame( '', $this->contact( self::$owner, $jo )['phoneOne'], 'Jo is not given the bakery\'s number' );
		$this->assertSame( '', $this->contact( self::$owner, $min )['phoneOne'] );
		$report = $this->report( (int) $import['id'] );
		$this->assertSame( array( 'kept_apart' ), array_column( $report, 'outcome' ) );
		$this->assertSame( array( 'email', 'ambiguous' ), $report[0]['reasons'] );

		$again = $this->import( $path );
		$this->assertSame( array( 0, 1 ), array( $again['created'], $again['skipped'] ), 'found again: the nameless contact it became' );
		$this->assertCount( 3, $this->contacts_of( self::$owner ) );
	}

	public function test_a_row_added_to_the_wrong_contact_is_separated_from_the_report_and_nothing_is_lost(): void {
		// Jo Park is in PRISM with the bakery's mailbox; the file has Jo Kim at the same mailbox: one first name, one
		// mailbox, so the import takes them for one person (a new last name on the same mailbox is a married name).
		$jo        = $this->make_contact( self::$owner, array( 'firstName' => 'Jo', 'lastName' => 'Park', 'company' => 'Sunrise Bakery', 'emailOne' => 'info@sunrisebakery.example' ) );
		$suppliers = $this->make_category( self::$owner, 'Suppliers', array( $jo ) );
		$this->make_note( self::$owner, $jo, 'Loves sourdough <and> 100% rye' );
		$path   = $this->file(
			"First Name,Last Name,Organization Name,Organization Title,Birthday,Notes,Labels,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value,Website 1 - Value\n"
			. "Jo,Kim,Sunrise Bakery,Manager,1990-04-02,Night shift lead,Bakery ::: * myContacts,* Work,info@sunrisebakery.example,Mobile,+1 (206) 555-0299,https://example.test/a%20b\n"
		);
		$import = $this->import( $path );
		$this->assertSame( array( 0, 1 ), array( $import['created'], $import['updated'] ) );
		$after_import = $this->contact( self::$owner, $jo );
		$this->assertSame( array( 'Manager', '+1 (206) 555-0299' ), array( $after_import['title'], $after_import['phoneOne'] ) );

		$report = $this->report( (int) $import['id'] );
		$this->assertCount( 1, $report );
		$match = $report[0];
		$this->assertSame( array( 'updated', 'Jo Kim', 'Jo Park', array( 'email' ), true ), array( $match['outcome'], $match['rowName'], $match['contact']['name'], $match['reasons'], $match['canSeparate'] ) );

		// Since the import, the member changed the title the row filled in and one of the notes it added.
		( new Contact_Repository() )->update( self::$owner, $jo, array( 'title' => 'Head Baker' ), 'Park Jo' );
		$notes    = ( new Note_Repository() )->for_contact( self::$owner, $jo );
		$imported = array_values( array_filter( $notes, static fn( array $n ): bool => 'Night shift lead' === $n['note'] ) );
		$this->assertCount( 1, $imported );
		( new Note_Repository() )->update( self::$owner, (int) $imported[0]['id'], 'Night shift lead, Tuesdays' );

		// Another member cannot see or separate it.
		$this->act_as( self::$other );
		$this->assert_error( $this->get( "imports/{$import['id']}/matches" ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'POST', "imports/{$import['id']}/matches/{$match['id']}/separate", array() ), 404, 'prism_not_found' );
		$this->act_as( self::$owner );

		$separated = $this->ok( $this->send( 'POST', "imports/{$import['id']}/matches/{$match['id']}/separate", array() ) );
		$this->assertSame( 'separated', $separated['outcome'] );
		$this->assertFalse( $separated['canSeparate'] );
		$this->assertSame( 'Jo Kim', $separated['separatedContact']['name'] );
		$kim = (int) $separated['separatedContact']['id'];

		// Jo Park is as the member left him: the phone, website and category the row added are gone, the title the
		// member typed since stays, and so does the note they typed before.
		$park = $this->contact( self::$owner, $jo );
		$this->assertSame( array( 'Jo', 'Park', 'Head Baker', '', '' ), array( $park['firstName'], $park['lastName'], $park['title'], $park['phoneOne'], $park['website'] ) );
		$this->assertSame( 'PRISM', $park['importSource'] );
		$this->assertSame( array( 'Suppliers' ), array_column( ( new Category_Repository() )->for_contacts( self::$owner, array( $jo ) )[ $jo ] ?? array(), 'name' ) );
		$this->assertSame( array( 'Loves sourdough <and> 100% rye' ), array_column( ( new Note_Repository() )->for_contact( self::$owner, $jo ), 'note' ) );
		$this->assertSame( array(), ( new Event_Repository() )->for_contact( self::$owner, $jo ) );
		$this->assertSame( array( $suppliers ), array_map( 'intval', array_column( ( new Category_Repository() )->for_contacts( self::$owner, array( $jo ) )[ $jo ], 'id' ) ) );

		// Jo Kim is a contact of their own with everything the row held; the note the member changed moved as they
		// left it, and is not there twice.
		$kim_row = $this->contact( self::$owner, $kim );
		$this->assertSame( array( 'Jo', 'Kim', 'Manager', 'Sunrise Bakery', 'info@sunrisebakery.example', '+1 (206) 555-0299', 'https://example.test/a%20b', 'Google' ), array( $kim_row['firstName'], $kim_row['lastName'], $kim_row['title'], $kim_row['company'], $kim_row['emailOne'], $kim_row['phoneOne'], $kim_row['website'], $kim_row['importSource'] ) );
		$this->assertSame( array( 'Night shift lead, Tuesdays' ), array_column( ( new Note_Repository() )->for_contact( self::$owner, $kim ), 'note' ) );
		$this->assertSame( array( '1990-04-02' ), array_column( ( new Event_Repository() )->for_contact( self::$owner, $kim ), 'event_date' ) );
		$this->assertSame( array( 'Bakery' ), array_column( ( new Category_Repository() )->for_contacts( self::$owner, array( $kim ) )[ $kim ] ?? array(), 'name' ) );

		// Both are found by their own details, and they are never suggested as duplicates of each other.
		$found = $this->ok( $this->get( 'contact-list/' . self::$owner, array( 'q' => '555-0299' ) ) );
		$this->assertSame( array( 'Jo Kim' ), array_map( static fn( array $c ): string => $c['firstName'] . ' ' . $c['lastName'], $found ) );
		$found = $this->ok( $this->get( 'contact-list/' . self::$owner, array( 'q' => 'sourdough' ) ) );
		$this->assertSame( array( 'Jo Park' ), array_map( static fn( array $c ): string => $c['firstName'] . ' ' . $c['lastName'], $found ) );
		$pairs = ( new Collision_Repository() )->pending( self::$owner );
		$this->assertSame( array(), $pairs );

		// Separating again changes nothing.
		$before = $this->network();
		$this->assert_error( $this->send( 'POST', "imports/{$import['id']}/matches/{$match['id']}/separate", array() ), 409, 'prism_cannot_separate' );
		$this->assertSame( $before, $this->network(), 'a second separation' );
		$this->assertSame( array( 'separated' ), array_column( $this->report( (int) $import['id'] ), 'outcome' ) );
		$this->assertSame( 1, $this->ok( $this->get( 'imports/' . $import['id'] ) )['matchCounts']['separated'] );
	}

	public function test_a_row_added_to_a_contact_merged_since_is_separated_from_the_merged_contact(): void {
		$jo   = $this->make_contact( self::$owner, array( 'firstName' => 'Jo', 'lastName' => 'Park', 'emailOne' => 'info@sunrisebakery.example' ) );
		$twin = $this->make_contact( self::$owner, array( 'firstName' => 'Jo', 'lastName' => 'Park', 'emailOne' => 'jo@park.example' ) );
		$import = $this->import( $this->file( "First Name,Last Name,Organization Name,E-mail 1 - Value,Phone 1 - Value\nJo,Kim,,info@sunrisebakery.example,+1 (206) 555-0299\n" ) );
		$match  = $this->report( (int) $import['id'] )[0];
		$this->assertSame( $jo, $match['contact']['id'] );
		( new \Prism\Service\Contact_Service() )->merge( self::$owner, $twin, $jo );
		$match = $this->report( (int) $import['id'] )[0];
		$this->assertSame( array( $twin, true ), array( $match['contact']['id'], $match['canSeparate'] ), 'the report follows the merge' );
		$separated = $this->ok( $this->send( 'POST', "imports/{$import['id']}/matches/{$match['id']}/separate", array() ) );
		$this->assertSame( '', $this->contact( self::$owner, $twin )['phoneOne'] );
		$this->assertSame( '+1 (206) 555-0299', $this->contact( self::$owner, (int) $separated['separatedContact']['id'] )['phoneOne'] );

		// A contact deleted since: nothing to separate from, and nothing of the row kept.
		$other = $this->import( $this->file( "First Name,Last Name,Organization Name,E-mail 1 - Value,Phone 1 - Value\nJo,Lee,,jo@park.example,+1 (206) 555-0288\n" ) );
		$match = $this->report( (int) $other['id'] )[0];
		$this->assertSame( 'updated', $match['outcome'] );
		( new \Prism\Service\Contact_Service() )->delete_many( self::$owner, array( $twin ) );
		$match = $this->report( (int) $other['id'] )[0];
		$this->assertSame( array( null, false ), array( $match['contact'], $match['canSeparate'] ) );
		$this->assert_error( $this->send( 'POST', "imports/{$other['id']}/matches/{$match['id']}/separate", array() ), 409, 'prism_cannot_separate' );
	}

	/**
	 * The owner's data, without the imports' own bookkeeping (the imports, their reports and jobs), which an import
	 * adds to whatever it does to the data.
	 *
	 * @return array<string, array<int, array<string, string>>>
	 */
	private function network(): array {
		$snapshot = $this->snapshot( array( self::$owner ) );
		foreach ( array( 'imports', 'import_chunks', 'import_rejects', 'import_matches', 'jobs' ) as $name ) {
			unset( $snapshot[ \Prism\Schema\Schema::table( $name ) ] );
		}
		return $snapshot;
	}

	/**
	 * The fixture's path.
	 */
	private function fixture(): string {
		return dirname( __DIR__, 2 ) . '/fixtures/import/' . self::FIXTURE;
	}

	/**
	 * Deletes a member's contacts and the rest of their data, as the eraser does.
	 *
	 * @param int $owner Member.
	 */
	private function erase( int $owner ): void {
		( new \Prism\Service\Contact_Service() )->delete_many( $owner, array_map( static fn( array $contact ): int => (int) $contact['id'], $this->contacts_of( $owner ) ) );
		( new \Prism\Data\Member_Data() )->erase_rest( $owner );
	}
}
