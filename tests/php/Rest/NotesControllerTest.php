<?php
/**
 * notes/{contactId}, all-notes/{wordpressId}, create-note, update-note and delete-note, as the owner, as another
 * member and as nobody.
 *
 * @package Prism
 */

namespace Prism\Tests\Rest;

use Prism\Data\Note_Repository;
use Prism\Schema\Schema;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Note routes.
 */
final class NotesControllerTest extends Prism_Test_Case {

	/**
	 * Moves a note's timestamps into the past, so that the order of changes does not depend on the clock.
	 *
	 * @param int    $note_id Note.
	 * @param string $when    Stored UTC datetime.
	 */
	private function backdate( int $note_id, string $when ): void {
		global $wpdb;
		$wpdb->update( Schema::table( 'notes' ), array( 'created_at' => $when, 'last_updated' => $when ), array( 'id' => $note_id ) );
	}

	/**
	 * Note texts of a contact, as the API lists them.
	 *
	 * @param int $contact_id Contact.
	 * @return string[]
	 */
	private function texts( int $contact_id ): array {
		return array_column( ( new Note_Repository() )->for_contact( self::$owner, $contact_id ), 'note' );
	}

	// --- notes/{contactId} ---------------------------------------------------------------------------------

	public function test_owner_gets_a_contacts_notes_latest_change_first(): void {
		$ann   = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$ben   = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$old   = $this->make_note( self::$owner, $ann, 'Met at the conference.', 1 );
		$new   = $this->make_note( self::$owner, $ann, 'Sent a follow-up email.' );
		$this->make_note( self::$owner, $ben, 'Ben only.' );
		$this->backdate( $old, '2024-03-01 09:30:00' );
		$this->backdate( $new, '2024-05-02 10:00:00' );

		$body = $this->ok( $this->get( 'notes/' . $ann ) );

		$this->assertSame(
			array(
				array(
					'id'          => $new,
					'contactId'   => $ann,
					'note'        => 'Sent a follow-up email.',
					'stageId'     => null,
					'createdAt'   => '2024-05-02T10:00:00+00:00',
					'lastUpdated' => '2024-05-02T10:00:00+00:00',
				),
				array(
					'id'          => $old,
					'contactId'   => $ann,
					'note'        => 'Met at the conference.',
					'stageId'     => 1,
					'createdAt'   => '2024-03-01T09:30:00+00:00',
					'lastUpdated' => '2024-03-01T09:30:00+00:00',
				),
			),
			$body
		);
		$this->assertSame( array(), $this->ok( $this->get( 'notes/' . $this->make_contact( self::$owner, array( 'firstName' => 'Cora' ) ) ) ) );
	}

	/**
	 * Another member's contact answers like a contact that does not exist.
	 */
	public function test_notes_of_another_members_contact_are_not_found(): void {
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->make_note( self::$other, $olga, 'Private.' );
		$theirs  = $this->assert_error( $this->get( 'notes/' . $olga ), 404, 'prism_not_found' );
		$missing = $this->assert_error( $this->get( 'notes/' . ( $olga + 1000 ) ), 404, 'prism_not_found' );
		$this->assertSame( $missing, $theirs );
		$this->assert_error( $this->get( 'notes/0' ), 400, 'rest_invalid_param' );
		$this->act_as( 0 );
		$this->assert_error( $this->get( 'notes/' . $olga ), 401, 'rest_not_logged_in' );
	}

	// --- all-notes/{wordpressId} ---------------------------------------------------------------------------

	public function test_owner_gets_every_note_of_theirs_and_nobody_elses(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$ben = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$n1  = $this->make_note( self::$owner, $ben, 'Ben one.' );
		$n2  = $this->make_note( self::$owner, $ann, 'Ann one.' );
		$n3  = $this->make_note( self::$owner, $ben, 'Ben two.' );
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->make_note( self::$other, $olga, 'Private.' );

		$this->assertSame(
			array(
				array( 'id' => $n2, 'contactId' => $ann, 'note' => 'Ann one.' ),
				array( 'id' => $n1, 'contactId' => $ben, 'note' => 'Ben one.' ),
				array( 'id' => $n3, 'contactId' => $ben, 'note' => 'Ben two.' ),
			),
			$this->ok( $this->get( 'all-notes/' . self::$owner, array( '_fields' => 'id,contactId,note' ) ) )
		);
		$this->assertSame(
			array( 'id', 'contactId', 'note', 'stageId', 'createdAt', 'lastUpdated' ),
			array_keys( $this->ok( $this->get( 'all-notes/' . self::$owner ) )[0] ),
			'each note is the same shape as everywhere else'
		);
		$this->assertSame(
			array(
				array( 'id' => $n2, 'contactId' => $ann, 'note' => 'Ann one.' ),
				array( 'id' => $n1, 'contactId' => $ben, 'note' => 'Ben one.' ),
				array( 'id' => $n3, 'contactId' => $ben, 'note' => 'Ben two.' ),
			),
			array_map( static fn( $n ) => array_intersect_key( $n, array_flip( array( 'id', 'contactId', 'note' ) ) ), $this->ok( $this->get( 'all-notes/' . self::$owner ) ) )
		);
	}

	public function test_all_notes_of_another_member_are_forbidden_and_need_a_login(): void {
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->make_note( self::$other, $olga, 'Private.' );
		$this->assert_error( $this->get( 'all-notes/' . self::$other ), 403, 'prism_forbidden' );
		$this->act_as( 0 );
		$this->assert_error( $this->get( 'all-notes/' . self::$owner ), 401, 'rest_not_logged_in' );
	}

	// --- create-note ---------------------------------------------------------------------------------------

	public function test_owner_creates_a_note_and_gets_the_contacts_notes(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$old = $this->make_note( self::$owner, $ann, 'Older.' );
		$this->backdate( $old, '2024-01-01 00:00:00' );

		$body = $this->ok(
			$this->send(
				'POST',
				'create-note',
				array(
					'contactId'   => $ann,
					'wordpressId' => self::$owner,
					'note'        => "  Coffee on Friday.\nBring the <script>alert(1)</script>report.  ",
					'stageId'     => 2,
				)
			)
		);

		$this->assertSame( array( "Coffee on Friday.\nBring the <script>alert(1)</script>report.", 'Older.' ), array_column( $body, 'note' ), 'stored as typed; the page shows it as text' );
		$this->assertSame( array( 2, null ), array_column( $body, 'stageId' ) );
		$this->assertSame( array( $ann, $ann ), array_column( $body, 'contactId' ) );
		$this->assertSame( $body, $this->ok( $this->get( 'notes/' . $ann ) ) );
		$this->assertGreaterThanOrEqual( time() - 120, strtotime( (string) $body[0]['lastUpdated'] ) );

		$body = $this->ok( $this->send( 'POST', 'create-note', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'note' => 'No stage.', 'stageId' => null ) ) );
		$this->assertNull( $body[0]['stageId'] );
		$body = $this->ok( $this->send( 'POST', 'create-note', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'note' => 'Stage left out.' ) ) );
		$this->assertSame( 'Stage left out.', $body[0]['note'] );
		$this->assertNull( $body[0]['stageId'] );
		$this->assertCount( 4, $body );
	}

	/**
	 * A note on another member's contact (or a missing one) is 404; for another member's wordpressId 403; with
	 * nobody logged in 401. None of them stores anything.
	 */
	public function test_creating_a_note_where_it_does_not_belong_changes_nothing(): void {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->make_note( self::$owner, $ann, 'Existing.' );
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$before = $this->snapshot();

		$theirs  = $this->assert_error( $this->send( 'POST', 'create-note', array( 'contactId' => $olga, 'wordpressId' => self::$owner, 'note' => 'Sneaky.' ) ), 404, 'prism_not_found' );
		$missing = $this->assert_error( $this->send( 'POST', 'create-note', array( 'contactId' => $olga + 1000, 'wordpressId' => self::$owner, 'note' => 'Sneaky.' ) ), 404, 'prism_not_found' );
		$this->assertSame( $missing, $theirs );
		$this->assert_error( $this->send( 'POST', 'create-note', array( 'contactId' => $olga, 'wordpressId' => self::$other, 'note' => 'Sneaky.' ) ), 403, 'prism_forbidden' );
		$this->assert_error( $this->send( 'POST', 'create-note', array( 'contactId' => $ann, 'wordpressId' => self::$other, 'note' => 'Sneaky.' ) ), 403, 'prism_forbidden' );
		$this->act_as( self::$other );
		$this->assert_error( $this->send( 'POST', 'create-note', array( 'contactId' => $ann, 'wordpressId' => self::$other, 'note' => 'Sneaky.' ) ), 404, 'prism_not_found' );
		$this->act_as( 0 );
		$this->assert_error( $this->send( 'POST', 'create-note', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'note' => 'Sneaky.' ) ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before );
	}

	/**
	 * Empty and malformed notes are 400 and store nothing.
	 *
	 * @dataProvider bad_new_notes
	 *
	 * @param array<string, mixed> $fields Body fields besides contactId and wordpressId (null values are left out).
	 * @param string               $code   Expected error code.
	 */
	public function test_creating_a_bad_note_changes_nothing( array $fields, string $code ): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->make_note( self::$owner, $ann, 'Existing.' );
		$before = $this->snapshot();
		$body   = array_filter( array_merge( array( 'contactId' => $ann, 'wordpressId' => self::$owner ), $fields ), static fn( $v ) => null !== $v );
		$this->assert_error( $this->send( 'POST', 'create-note', $body ), 400, $code );
		$this->assert_unchanged( $before );
	}

	/**
	 * Notes create-note refuses.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string}>
	 */
	public function bad_new_notes(): array {
		return array(
			'no note'          => array( array(), 'rest_missing_callback_param' ),
			'empty note'       => array( array( 'note' => '' ), 'rest_invalid_param' ),
			'blank note'       => array( array( 'note' => " \n\t " ), 'rest_invalid_param' ),
			'only controls'    => array( array( 'note' => "\0\r\n\x07" ), 'rest_invalid_param' ),
			'note a number'    => array( array( 'note' => 12 ), 'rest_invalid_param' ),
			'note a list'      => array( array( 'note' => array( 'a' ) ), 'rest_invalid_param' ),
			'note too long'    => array( array( 'note' => str_repeat( 'a', 20001 ) ), 'rest_invalid_param' ),
			'stage 6'          => array( array( 'note' => 'Hi.', 'stageId' => 6 ), 'rest_invalid_param' ),
			'stage -1'         => array( array( 'note' => 'Hi.', 'stageId' => -1 ), 'rest_invalid_param' ),
			'stage a word'     => array( array( 'note' => 'Hi.', 'stageId' => 'CONNECT' ), 'rest_invalid_param' ),
			'contactId a word' => array( array( 'note' => 'Hi.', 'contactId' => 'ann' ), 'rest_invalid_param' ),
			'no contactId'     => array( array( 'note' => 'Hi.', 'contactId' => null ), 'rest_missing_callback_param' ),
			'no wordpressId'   => array( array( 'note' => 'Hi.', 'wordpressId' => null ), 'rest_missing_callback_param' ),
		);
	}

	// --- update-note ---------------------------------------------------------------------------------------

	public function test_owner_updates_a_note_and_it_becomes_the_latest(): void {
		$ann   = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$first = $this->make_note( self::$owner, $ann, 'First.', 3 );
		$later = $this->make_note( self::$owner, $ann, 'Later.' );
		$this->backdate( $first, '2024-01-01 00:00:00' );
		$this->backdate( $later, '2024-02-01 00:00:00' );

		$body = $this->ok( $this->send( 'POST', 'update-note', array( 'id' => $first, 'contactId' => $ann, 'note' => ' First, corrected. ' ) ) );

		$this->assertSame( array( $first, $later ), array_column( $body, 'id' ) );
		$this->assertSame( 'First, corrected.', $body[0]['note'] );
		$this->assertSame( 3, $body[0]['stageId'], 'the stage stays' );
		$this->assertSame( '2024-01-01T00:00:00+00:00', $body[0]['createdAt'] );
		$this->assertGreaterThanOrEqual( time() - 120, strtotime( (string) $body[0]['lastUpdated'] ) );
		$this->assertSame( $body, $this->ok( $this->get( 'notes/' . $ann ) ) );

		$body = $this->ok( $this->send( 'POST', 'update-note', array( 'id' => $later, 'contactId' => $ann, 'note' => 'Later, with my id.', 'wordpressId' => self::$owner ) ) );
		$this->assertSame( 'Later, with my id.', $body[0]['note'] );
	}

	/**
	 * Another member's note, a note of another of the owner's contacts, or a missing note: 404 and unchanged.
	 */
	public function test_updating_a_note_that_does_not_match_changes_nothing(): void {
		$ann   = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$ben   = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$note  = $this->make_note( self::$owner, $ann, 'Ann note.' );
		$olga  = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$hers  = $this->make_note( self::$other, $olga, 'Private.' );
		$before = $this->snapshot();

		$cases = array(
			'another member\'s note and contact'      => array( $hers, $olga ),
			'another member\'s note on my contact id' => array( $hers, $ann ),
			'my note under another contact'           => array( $note, $ben ),
			'my note under another member\'s contact' => array( $note, $olga ),
			'a note that does not exist'              => array( $hers + $note + 1000, $ann ),
		);
		foreach ( $cases as $why => list( $id, $contact ) ) {
			$this->assert_error( $this->send( 'POST', 'update-note', array( 'id' => $id, 'contactId' => $contact, 'note' => 'Changed.' ) ), 404, 'prism_not_found' );
			$this->assert_unchanged( $before, $why );
		}

		$this->assert_error( $this->send( 'POST', 'update-note', array( 'id' => $note, 'contactId' => $ann, 'note' => 'Changed.', 'wordpressId' => self::$other ) ), 403, 'prism_forbidden' );
		$this->act_as( self::$other );
		$this->assert_error( $this->send( 'POST', 'update-note', array( 'id' => $note, 'contactId' => $ann, 'note' => 'Changed.' ) ), 404, 'prism_not_found' );
		$this->act_as( 0 );
		$this->assert_error( $this->send( 'POST', 'update-note', array( 'id' => $note, 'contactId' => $ann, 'note' => 'Changed.' ) ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before );
		$this->assertSame( array( 'Ann note.' ), $this->texts( $ann ) );
	}

	/**
	 * Emptying a note is refused (deleting is a separate action); so are malformed bodies.
	 *
	 * @dataProvider bad_updates
	 *
	 * @param array<string, mixed> $fields Body fields replacing the valid ones (null values are left out).
	 * @param string               $code   Expected error code.
	 */
	public function test_bad_updates_change_nothing( array $fields, string $code ): void {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$note = $this->make_note( self::$owner, $ann, 'Ann note.' );
		$before = $this->snapshot();
		$body   = array_filter( array_merge( array( 'id' => $note, 'contactId' => $ann, 'note' => 'Fine.' ), $fields ), static fn( $v ) => null !== $v );
		$this->assert_error( $this->send( 'POST', 'update-note', $body ), 400, $code );
		$this->assert_unchanged( $before );
	}

	/**
	 * Bodies update-note refuses.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string}>
	 */
	public function bad_updates(): array {
		return array(
			'empty note'     => array( array( 'note' => '' ), 'rest_invalid_param' ),
			'blank note'     => array( array( 'note' => '   ' ), 'rest_invalid_param' ),
			'no note'        => array( array( 'note' => null ), 'rest_missing_callback_param' ),
			'no id'          => array( array( 'id' => null ), 'rest_missing_callback_param' ),
			'no contactId'   => array( array( 'contactId' => null ), 'rest_missing_callback_param' ),
			'id a word'      => array( array( 'id' => 'first' ), 'rest_invalid_param' ),
			'note an object' => array( array( 'note' => array( 'text' => 'x' ) ), 'rest_invalid_param' ),
		);
	}

	// --- delete-note ---------------------------------------------------------------------------------------

	public function test_owner_deletes_a_note_and_gets_the_rest(): void {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$ben  = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$gone = $this->make_note( self::$owner, $ann, 'Delete me.' );
		$stay = $this->make_note( self::$owner, $ann, 'Keep me.' );
		$this->make_note( self::$owner, $ben, 'Ben note.' );

		$body = $this->ok( $this->send( 'DELETE', 'delete-note', array( 'id' => $gone, 'contactId' => $ann ) ) );

		$this->assertSame( array( $stay ), array_column( $body, 'id' ) );
		$this->assertNull( ( new Note_Repository() )->find( self::$owner, $gone ) );
		$this->assertSame( array( 'Ben note.' ), $this->texts( $ben ) );

		$body = $this->ok( $this->send( 'DELETE', 'delete-note', array( 'id' => $stay, 'contactId' => $ann, 'wordpressId' => self::$owner ) ) );
		$this->assertSame( array(), $body );
		$this->assertNotNull( $this->contact( self::$owner, $ann ), 'the contact stays' );
	}

	public function test_deleting_a_note_that_does_not_match_changes_nothing(): void {
		$ann   = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$ben   = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$note  = $this->make_note( self::$owner, $ann, 'Ann note.' );
		$olga  = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$hers  = $this->make_note( self::$other, $olga, 'Private.' );
		$before = $this->snapshot();

		$cases = array(
			'another member\'s note'                  => array( $hers, $olga ),
			'another member\'s note on my contact id' => array( $hers, $ann ),
			'my note under another contact'           => array( $note, $ben ),
			'a note that does not exist'              => array( $hers + $note + 1000, $ann ),
		);
		foreach ( $cases as $why => list( $id, $contact ) ) {
			$this->assert_error( $this->send( 'DELETE', 'delete-note', array( 'id' => $id, 'contactId' => $contact ) ), 404, 'prism_not_found' );
			$this->assert_unchanged( $before, $why );
		}
		$this->assert_error( $this->send( 'DELETE', 'delete-note', array( 'id' => $note, 'contactId' => $ann, 'wordpressId' => self::$other ) ), 403, 'prism_forbidden' );
		$this->assert_error( $this->send( 'DELETE', 'delete-note', array( 'contactId' => $ann ) ), 400, 'rest_missing_callback_param' );
		$this->assert_error( $this->send( 'DELETE', 'delete-note', array( 'id' => $note ) ), 400, 'rest_missing_callback_param' );
		$this->assert_error( $this->send( 'DELETE', 'delete-note', array( 'id' => 'all', 'contactId' => $ann ) ), 400, 'rest_invalid_param' );
		$this->act_as( self::$other );
		$this->assert_error( $this->send( 'DELETE', 'delete-note', array( 'id' => $note, 'contactId' => $ann ) ), 404, 'prism_not_found' );
		$this->act_as( 0 );
		$this->assert_error( $this->send( 'DELETE', 'delete-note', array( 'id' => $note, 'contactId' => $ann ) ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before );
	}
}
