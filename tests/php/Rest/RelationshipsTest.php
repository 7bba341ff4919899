<?php
/**
 * Relationships between contacts (issue 30, part 2): relationships/{contactId} and relationships/{contactId}/{id},
 * read from both sides with the reverse named, kept as text until the person is a contact, refused when wrong or
 * repeated, and what a merge, a delete and the personal-data export do with them.
 *
 * @package Prism
 */

namespace Prism\Tests\Rest;

use Prism\Privacy\Personal_Data;
use Prism\Service\Contact_Service;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Relationships.
 */
final class RelationshipsTest extends Prism_Test_Case {

	/**
	 * Adds a relationship through the route and answers the contact's list.
	 *
	 * @param int                  $contact_id Contact whose page it is.
	 * @param array<string, mixed> $values     Fields.
	 * @return array<int, array<string, mixed>>
	 */
	private function relate( int $contact_id, array $values ): array {
		return $this->ok( $this->send( 'POST', "relationships/{$contact_id}", $values + array( 'label' => '' ) ), 201 );
	}

	/**
	 * A contact's relationships as its page reads them: role => other name.
	 *
	 * @param int $contact_id Contact.
	 * @return array<int, string>
	 */
	private function lines( int $contact_id ): array {
		return array_map(
			static fn( array $one ): string => $one['role'] . ': ' . $one['otherName'] . ( null === $one['otherId'] ? ' (text)' : '' ),
			$this->ok( $this->get( "relationships/{$contact_id}" ) )
		);
	}

	public function test_a_relationship_shows_on_both_contacts_with_the_reverse_named(): void {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Lee' ) );
		$mary = $this->make_contact( self::$owner, array( 'firstName' => 'Mary', 'lastName' => 'Lee' ) );
		$bob  = $this->make_contact( self::$owner, array( 'firstName' => 'Bob', 'lastName' => 'Stone' ) );

		$list = $this->relate( $ann, array( 'kind' => 'parent', 'label' => 'Mother', 'otherId' => $mary ) );
		$this->assertSame(
			array(
				'id'            => $list[0]['id'],
				'kind'          => 'parent',
				'label'         => 'Mother',
				'role'          => 'Mother',
				'otherId'       => $mary,
				'otherName'     => 'Mary Lee',
				'otherArchived' => false,
				'otherDeceased' => false,
			),
			$list[0]
		);
		$this->relate( $ann, array( 'kind' => 'introducedBy', 'otherId' => $bob ) );
		$this->relate( $bob, array( 'kind' => 'manager', 'otherId' => $mary ) );

		$this->assertSame( array( 'Mother: Mary Lee', 'Introduced by: Bob Stone' ), $this->lines( $ann ) );
		$this->assertSame( array( 'Child: Ann Lee', 'Direct report: Bob Stone' ), $this->lines( $mary ), 'the reverse, by its own name; a label belongs to its side' );
		$this->assertSame( array( 'Manager: Mary Lee', 'Introduced you to: Ann Lee' ), $this->lines( $bob ) );
		$this->assertSame( 3, $this->count_rows( 'relationships', array( 'owner_id' => self::$owner ) ), 'one row each, read from both sides' );
	}

	public function test_a_custom_role_reads_with_of_from_the_other_side_and_text_is_kept_exactly(): void {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$rosa = $this->make_contact( self::$owner, array( 'firstName' => 'Rosa' ) );
		$this->relate( $ann, array( 'kind' => 'other', 'label' => 'Godmother', 'otherId' => $rosa ) );
		$this->assertSame( array( 'Godmother of: Ann' ), $this->lines( $rosa ) );

		$odd  = 'Budget <100k & "Co" %20 <b>';
		$list = $this->relate( $ann, array( 'kind' => 'friend', 'otherName' => "  {$odd}  " ) );
		$text = array_values( array_filter( $list, static fn( array $one ): bool => null === $one['otherId'] ) )[0];
		$this->assertSame( $odd, $text['otherName'], 'stored and answered exactly as typed (ends trimmed)' );
	}

	public function test_a_name_is_kept_as_text_until_a_contact_of_that_name_comes_and_then_links(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Lee' ) );
		$this->relate( $ann, array( 'kind' => 'sibling', 'otherName' => 'Tom  LEE' ) );
		$this->assertSame( array( 'Sibling: Tom  LEE (text)' ), $this->lines( $ann ) );

		// Another member's Tom Lee is not this member's.
		$this->make_contact( self::$other, array( 'firstName' => 'Tom', 'lastName' => 'Lee' ) );
		$this->assertSame( array( 'Sibling: Tom  LEE (text)' ), $this->lines( $ann ) );

		$tom = $this->make_contact( self::$owner, array( 'firstName' => 'Tom', 'lastName' => 'Lee' ) );
		$this->assertSame( array( 'Sibling: Tom Lee' ), $this->lines( $ann ), 'linked, and named as the contact is now' );
		$this->assertSame( array( 'Sibling: Ann Lee' ), $this->lines( $tom ) );

		// Two contacts of one name: which one is meant is not guessed, when typed nor when a third comes.
		$this->make_contact( self::$owner, array( 'firstName' => 'Sam', 'lastName' => 'Twin', 'emailOne' => 'a@example.test' ) );
		$this->make_contact( self::$owner, array( 'firstName' => 'Sam', 'lastName' => 'Twin', 'emailOne' => 'b@example.test' ) );
		$this->relate( $ann, array( 'kind' => 'friend', 'otherName' => 'Sam Twin' ) );
		$this->make_contact( self::$owner, array( 'firstName' => 'Sam', 'lastName' => 'Twin', 'emailOne' => 'c@example.test' ) );
		$this->assertSame( array( 'Sibling: Tom Lee', 'Friend: Sam Twin (text)' ), $this->lines( $ann ) );

		// A contact renamed to a name a relationship holds is linked too; a typed name that is one contact links at once.
		$zoe = $this->make_contact( self::$owner, array( 'firstName' => 'Zoe' ) );
		$this->relate( $ann, array( 'kind' => 'colleague', 'otherName' => 'Zoe Park' ) );
		( new Contact_Service() )->update( self::$owner, $zoe, array( 'lastName' => 'Park' ) );
		$this->assertContains( 'Colleague: Zoe Park', $this->lines( $ann ) );
		$this->relate( $tom, array( 'kind' => 'friend', 'otherName' => 'zoe park' ) );
		$this->assertSame( array( 'Sibling: Ann Lee', 'Friend: Zoe Park' ), $this->lines( $tom ) );
	}

	public function test_edits_from_either_side_and_delete_from_both(): void {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$mary = $this->make_contact( self::$owner, array( 'firstName' => 'Mary' ) );
		$id   = $this->relate( $ann, array( 'kind' => 'parent', 'label' => 'Mother', 'otherId' => $mary ) )[0]['id'];

		// Mary's page sends back what it showed: nothing changes, Ann's label stays.
		$this->ok( $this->send( 'POST', "relationships/{$mary}/{$id}", array( 'kind' => 'child', 'label' => '', 'otherId' => $ann, 'otherName' => '' ) ) );
		$this->assertSame( array( 'Mother: Mary' ), $this->lines( $ann ) );
		// A change from Mary's side writes it from her side.
		$this->ok( $this->send( 'PUT', "relationships/{$mary}/{$id}", array( 'kind' => 'other', 'label' => 'Stepdaughter', 'otherId' => $ann, 'otherName' => '' ) ) );
		$this->assertSame( array( 'Stepdaughter: Ann' ), $this->lines( $mary ) );
		$this->assertSame( array( 'Stepdaughter of: Mary' ), $this->lines( $ann ) );

		$this->assertSame( array(), $this->ok( $this->send( 'DELETE', "relationships/{$ann}/{$id}", array() ) ) );
		$this->assertSame( array(), $this->lines( $mary ) );
	}

	public function test_bad_input_is_refused_with_a_sentence_and_changes_nothing(): void {
		$ann   = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$mary  = $this->make_contact( self::$owner, array( 'firstName' => 'Mary' ) );
		$olga  = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->relate( $ann, array( 'kind' => 'parent', 'otherId' => $mary ) );
		$before = $this->snapshot();
		$cases  = array(
			'unknown kind'        => array( 'kind' => 'nemesis', 'otherId' => $mary ),
			'no kind'             => array( 'otherId' => $mary ),
			'nobody'              => array( 'kind' => 'friend' ),
			'both'                => array( 'kind' => 'friend', 'otherId' => $mary, 'otherName' => 'Mary' ),
			'themselves'          => array( 'kind' => 'friend', 'otherId' => $ann ),
			'another\'s contact'  => array( 'kind' => 'friend', 'otherId' => $olga ),
			'no such contact'     => array( 'kind' => 'friend', 'otherId' => $olga + 1000 ),
			'long label'          => array( 'kind' => 'other', 'label' => str_repeat( 'a', 101 ), 'otherId' => $mary ),
			'other, unnamed'      => array( 'kind' => 'other', 'label' => '   ', 'otherId' => $mary ),
			'long name'           => array( 'kind' => 'friend', 'otherName' => str_repeat( 'a', 201 ) ),
			'name not text'       => array( 'kind' => 'friend', 'otherName' => array( 'a' ) ),
			'id not a number'     => array( 'kind' => 'friend', 'otherId' => 'mary' ),
			'the same again'      => array( 'kind' => 'parent', 'otherId' => $mary ),
			'the same reversed'   => array( 'kind' => 'child', 'otherId' => $ann ),
		);
		foreach ( $cases as $why => $values ) {
			$on       = 'the same reversed' === $why ? $mary : $ann;
			$response = $this->send( 'POST', "relationships/{$on}", $values );
			$error    = $this->body( $response );
			$this->assertSame( 400, $response->get_status(), $why );
			$this->assertContains( $error['code'] ?? '', array( 'rest_invalid_param', 'rest_missing_callback_param', 'prism_invalid' ), $why );
			$this->assertMatchesRegularExpression( '/\w+ \w+/', (string) ( $error['message'] ?? '' ), $why . ': a sentence' );
		}
		$this->assert_unchanged( $before );
	}

	public function test_another_members_contact_or_relationship_is_not_found_and_untouched(): void {
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$mary   = $this->make_contact( self::$owner, array( 'firstName' => 'Mary' ) );
		$ben    = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$mine   = $this->relate( $ann, array( 'kind' => 'parent', 'otherId' => $mary ) )[0]['id'];
		$olga   = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$oleg   = $this->make_contact( self::$other, array( 'firstName' => 'Oleg' ) );
		$this->act_as( self::$other );
		$hers = $this->relate( $olga, array( 'kind' => 'spouse', 'otherId' => $oleg ) )[0]['id'];
		$this->act_as( self::$owner );
		$before = $this->snapshot();

		$this->assert_error( $this->get( "relationships/{$olga}" ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'POST', "relationships/{$olga}", array( 'kind' => 'friend', 'otherId' => $ann ) ), 404, 'prism_not_found' );
		foreach ( array( array( $olga, $hers ), array( $ann, $hers ), array( $ben, $mine ) ) as list( $contact, $id ) ) {
			$this->assert_error( $this->send( 'POST', "relationships/{$contact}/{$id}", array( 'kind' => 'friend', 'otherName' => 'X' ) ), 404, 'prism_not_found' );
			$this->assert_error( $this->send( 'DELETE', "relationships/{$contact}/{$id}", array() ), 404, 'prism_not_found' );
		}
		$this->assert_unchanged( $before );
	}

	public function test_a_merge_moves_both_sides_to_the_survivor_without_repeats_and_a_delete_takes_them_from_the_other_side(): void {
		$ann   = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Lee' ) );
		$annie = $this->make_contact( self::$owner, array( 'firstName' => 'Annie', 'lastName' => 'Lee' ) );
		$mary  = $this->make_contact( self::$owner, array( 'firstName' => 'Mary', 'lastName' => 'Lee' ) );
		$bob   = $this->make_contact( self::$owner, array( 'firstName' => 'Bob' ) );
		$this->relate( $ann, array( 'kind' => 'parent', 'otherId' => $mary ) );
		$this->relate( $mary, array( 'kind' => 'child', 'label' => 'Daughter', 'otherId' => $annie ) ); // The same, from Mary's side.
		$this->relate( $annie, array( 'kind' => 'friend', 'otherId' => $bob ) );
		$this->relate( $annie, array( 'kind' => 'sibling', 'otherId' => $ann ) ); // Between the two: goes.
		$this->relate( $annie, array( 'kind' => 'colleague', 'otherName' => 'Pat Doe' ) );

		$this->ok( $this->send( 'POST', 'collide-and-merge', array( 'idList' => array( $ann, $annie ), 'wordpressId' => self::$owner ) ) );
		$this->assertSame( array( 'Parent: Mary Lee', 'Friend: Bob', 'Colleague: Pat Doe (text)' ), $this->lines( $ann ) );
		$this->assertSame( array( 'Daughter: Ann Lee' ), $this->lines( $mary ), 'one relationship, with the label a side gave it' );
		$this->assertSame( array( 'Friend: Ann Lee' ), $this->lines( $bob ) );

		$this->ok( $this->send( 'DELETE', 'delete-contact', array( 'idList' => array( $ann ), 'wordpressId' => self::$owner ) ) );
		$this->assertSame( array(), $this->lines( $mary ) );
		$this->assertSame( array(), $this->lines( $bob ) );
		$this->assertSame( 0, $this->count_rows( 'relationships', array( 'owner_id' => self::$owner ) ) );
	}

	public function test_an_archived_or_deceased_contact_is_marked_and_the_export_names_both_sides(): void {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'emailOne' => 'ann@example.test' ) );
		$gran = $this->make_contact( self::$owner, array( 'firstName' => 'Gran' ) );
		$this->relate( $ann, array( 'kind' => 'relative', 'label' => 'Grandmother', 'otherId' => $gran ) );
		$this->relate( $ann, array( 'kind' => 'friend', 'otherName' => 'Pat <Doe>' ) );
		$this->ok( $this->send( 'POST', "contact-state/{$gran}", array( 'archived' => true, 'deceased' => true ) ) );
		$list = $this->ok( $this->get( "relationships/{$ann}" ) );
		$this->assertTrue( $list[0]['otherArchived'] && $list[0]['otherDeceased'] );

		$owner = get_userdata( self::$owner );
		$items = Personal_Data::export( $owner->user_email, 1 )['data'];
		$lines = array();
		foreach ( $items as $item ) {
			if ( 'prism-relationships' === $item['group_id'] ) {
				$lines[] = implode( ' | ', array_map( static fn( array $d ): string => $d['name'] . '=' . $d['value'], $item['data'] ) );
			}
		}
		sort( $lines );
		$this->assertSame(
			array(
				// The export is HTML: escaped, so that it shows as typed.
				'Contact=Ann | Relationship=Friend | With=Pat &lt;Doe&gt; | Added=' . $this->added( $ann, 'Pat <Doe>' ),
				'Contact=Ann | Relationship=Grandmother | With=Gran | Added=' . $this->added( $ann, '' ),
			),
			$lines
		);
	}

	/**
	 * When a relationship of a contact was added, as the export writes it.
	 *
	 * @param int    $contact_id Contact.
	 * @param string $name       Its text name ('' for a linked one).
	 */
	private function added( int $contact_id, string $name ): string {
		global $wpdb;
		$table = \Prism\Schema\Schema::table( 'relationships' );
		return (string) \Prism\Data\Db::iso( $wpdb->get_var( $wpdb->prepare( "SELECT created_at FROM {$table} WHERE contact_id = %d AND related_name = %s", $contact_id, $name ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test helper.
	}
}
