<?php
/**
 * categories/{wordpressId}, add-category, edit-category, delete-category and apply-categories (tri-state), as the
 * owner, as another member and as nobody.
 *
 * @package Prism
 */

namespace Prism\Tests\Rest;

use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Category routes.
 */
final class CategoriesControllerTest extends Prism_Test_Case {

	/**
	 * The owner's category list as the API answers it.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function categories(): array {
		return $this->ok( $this->get( 'categories/' . self::$owner ) );
	}

	/**
	 * Category names a contact carries, as the API shows them.
	 *
	 * @param int $contact_id Contact.
	 */
	private function names_on( int $contact_id ): string {
		return (string) $this->contact( self::$owner, $contact_id )['categories'];
	}

	// --- categories/{wordpressId} ----------------------------------------------------------------------------

	public function test_owner_lists_their_categories_by_name_with_counts(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$ben = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$work    = $this->make_category( self::$owner, 'Work', array( $ann, $ben ) );
		$alumni  = $this->make_category( self::$owner, 'alumni', array( $ben ) );
		$friends = $this->make_category( self::$owner, 'Friends' );
		$olga    = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->make_category( self::$other, 'Work', array( $olga ) );
		$this->make_category( self::$other, 'Suppliers' );

		$this->assertSame(
			array(
				array( 'id' => $alumni, 'name' => 'alumni', 'count' => 1, 'cadenceDays' => null ),
				array( 'id' => $friends, 'name' => 'Friends', 'count' => 0, 'cadenceDays' => null ),
				array( 'id' => $work, 'name' => 'Work', 'count' => 2, 'cadenceDays' => null ),
			),
			$this->categories()
		);
	}

	public function test_categories_of_another_member_are_forbidden_and_need_a_login(): void {
		$this->make_category( self::$other, 'Suppliers' );
		$this->assert_error( $this->get( 'categories/' . self::$other ), 403, 'prism_forbidden' );
		$this->act_as( 0 );
		$this->assert_error( $this->get( 'categories/' . self::$owner ), 401, 'rest_not_logged_in' );
	}

	// --- add-category --------------------------------------------------------------------------------------

	public function test_owner_adds_a_category_and_gets_the_new_list(): void {
		$this->make_category( self::$owner, 'Work' );
		$this->make_category( self::$other, 'Mentors' );

		$body = $this->ok( $this->send( 'POST', 'add-category', array( 'name' => '  Mentors ', 'wordpressId' => self::$owner ) ) );

		$this->assertSame( array( 'Mentors', 'Work' ), array_column( $body, 'name' ), 'the ends are trimmed' );
		$this->assertSame( array( 0, 0 ), array_column( $body, 'count' ) );
		$this->assertSame( $body, $this->categories() );
		$this->assertSame( 1, $this->count_rows( 'categories', array( 'owner_id' => self::$other, 'name' => 'Mentors' ) ), 'the other member\'s category of the same name is separate' );
	}

	/**
	 * A name the member already uses, in any case, is a conflict and adds nothing.
	 */
	public function test_adding_a_name_the_member_already_uses_changes_nothing(): void {
		$this->make_category( self::$owner, 'Work' );
		$before = $this->snapshot();
		$this->assert_error( $this->send( 'POST', 'add-category', array( 'name' => 'Work', 'wordpressId' => self::$owner ) ), 409, 'prism_category_exists' );
		$this->assert_error( $this->send( 'POST', 'add-category', array( 'name' => ' WORK ', 'wordpressId' => self::$owner ) ), 409, 'prism_category_exists' );
		$this->assert_unchanged( $before, 'duplicate category name' );
	}

	/**
	 * Bad names are 400 and add nothing.
	 *
	 * @dataProvider bad_names
	 *
	 * @param mixed  $name Name sent (null: not sent).
	 * @param string $code Expected error code.
	 */
	public function test_adding_a_bad_name_changes_nothing( $name, string $code ): void {
		$this->make_category( self::$owner, 'Work' );
		$before = $this->snapshot();
		$body   = array( 'wordpressId' => self::$owner );
		if ( null !== $name ) {
			$body['name'] = $name;
		}
		$this->assert_error( $this->send( 'POST', 'add-category', $body ), 400, $code );
		$this->assert_unchanged( $before );
	}

	/**
	 * Names add-category and edit-category refuse.
	 *
	 * @return array<string, array{0: mixed, 1: string}>
	 */
	public function bad_names(): array {
		return array(
			'missing'        => array( null, 'rest_missing_callback_param' ),
			'empty'          => array( '', 'rest_invalid_param' ),
			'blank'          => array( "  \t ", 'rest_invalid_param' ),
			'only controls'  => array( "\0\x07\x1B", 'rest_invalid_param' ),
			'a number'       => array( 42, 'rest_invalid_param' ),
			'a list'         => array( array( 'Work' ), 'rest_invalid_param' ),
			'too long'       => array( str_repeat( 'x', 192 ), 'rest_invalid_param' ),
		);
	}

	public function test_adding_for_another_member_or_without_login_changes_nothing(): void {
		$this->make_category( self::$owner, 'Work' );
		$this->make_category( self::$other, 'Suppliers' );
		$before = $this->snapshot();
		$this->assert_error( $this->send( 'POST', 'add-category', array( 'name' => 'Intruder', 'wordpressId' => self::$other ) ), 403, 'prism_forbidden' );
		$this->assert_error( $this->send( 'POST', 'add-category', array( 'name' => 'Nameless' ) ), 400, 'rest_missing_callback_param' );
		$this->act_as( 0 );
		$this->assert_error( $this->send( 'POST', 'add-category', array( 'name' => 'Intruder', 'wordpressId' => self::$owner ) ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before );
	}

	// --- edit-category -------------------------------------------------------------------------------------

	public function test_owner_renames_a_category_and_contacts_show_the_new_name(): void {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$work = $this->make_category( self::$owner, 'Work', array( $ann ) );
		$this->make_category( self::$owner, 'Alumni', array( $ann ) );

		$body = $this->ok( $this->send( 'POST', 'edit-category', array( 'id' => $work, 'name' => 'Colleagues', 'wordpressId' => self::$owner ) ) );

		$this->assertSame(
			array(
				array( 'Alumni', 1 ),
				array( 'Colleagues', 1 ),
			),
			array_map( static fn( $c ) => array( $c['name'], $c['count'] ), $body )
		);
		$this->assertSame( $work, $body[1]['id'] );
		$this->assertSame( 'Alumni, Colleagues', $this->names_on( $ann ) );

		$body = $this->ok( $this->send( 'POST', 'edit-category', array( 'id' => $work, 'name' => 'COLLEAGUES', 'wordpressId' => self::$owner ) ) );
		$this->assertSame( 'COLLEAGUES', $body[1]['name'], 'a category may change the case of its own name' );
	}

	public function test_renaming_to_another_categorys_name_changes_nothing(): void {
		$work = $this->make_category( self::$owner, 'Work' );
		$this->make_category( self::$owner, 'Friends' );
		$before = $this->snapshot();
		$this->assert_error( $this->send( 'POST', 'edit-category', array( 'id' => $work, 'name' => 'friends', 'wordpressId' => self::$owner ) ), 409, 'prism_category_exists' );
		$this->assert_unchanged( $before );
	}

	/**
	 * Another member's category answers like one that does not exist, and is not renamed.
	 */
	public function test_renaming_another_members_category_changes_nothing(): void {
		$this->make_category( self::$owner, 'Work' );
		$theirs = $this->make_category( self::$other, 'Suppliers' );
		$before = $this->snapshot();

		$a = $this->assert_error( $this->send( 'POST', 'edit-category', array( 'id' => $theirs, 'name' => 'Mine now', 'wordpressId' => self::$owner ) ), 404, 'prism_not_found' );
		$b = $this->assert_error( $this->send( 'POST', 'edit-category', array( 'id' => $theirs + 1000, 'name' => 'Mine now', 'wordpressId' => self::$owner ) ), 404, 'prism_not_found' );
		$this->assertSame( $b, $a );
		$this->assert_error( $this->send( 'POST', 'edit-category', array( 'id' => $theirs, 'name' => 'Mine now', 'wordpressId' => self::$other ) ), 403, 'prism_forbidden' );
		$this->act_as( 0 );
		$this->assert_error( $this->send( 'POST', 'edit-category', array( 'id' => $theirs, 'name' => 'Mine now', 'wordpressId' => self::$other ) ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before );
	}

	/**
	 * Bad renames are 400 and change nothing.
	 *
	 * @dataProvider bad_names
	 *
	 * @param mixed  $name Name sent (null: not sent).
	 * @param string $code Expected error code.
	 */
	public function test_renaming_to_a_bad_name_changes_nothing( $name, string $code ): void {
		$work   = $this->make_category( self::$owner, 'Work' );
		$before = $this->snapshot();
		$body   = array( 'id' => $work, 'wordpressId' => self::$owner );
		if ( null !== $name ) {
			$body['name'] = $name;
		}
		$this->assert_error( $this->send( 'POST', 'edit-category', $body ), 400, $code );
		$this->assert_unchanged( $before );
	}

	public function test_renaming_without_a_valid_id_changes_nothing(): void {
		$this->make_category( self::$owner, 'Work' );
		$before = $this->snapshot();
		$this->assert_error( $this->send( 'POST', 'edit-category', array( 'name' => 'X', 'wordpressId' => self::$owner ) ), 400, 'rest_missing_callback_param' );
		$this->assert_error( $this->send( 'POST', 'edit-category', array( 'id' => 'work', 'name' => 'X', 'wordpressId' => self::$owner ) ), 400, 'rest_invalid_param' );
		$this->assert_error( $this->send( 'POST', 'edit-category', array( 'id' => 0, 'name' => 'X', 'wordpressId' => self::$owner ) ), 400, 'rest_invalid_param' );
		$this->assert_unchanged( $before );
	}

	// --- delete-category -----------------------------------------------------------------------------------

	public function test_owner_deletes_a_category_and_contacts_keep_everything_else(): void {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$ben  = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$work = $this->make_category( self::$owner, 'Work', array( $ann, $ben ) );
		$vip  = $this->make_category( self::$owner, 'VIP', array( $ann ) );
		$this->make_note( self::$owner, $ann, 'Keep me.' );
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->make_category( self::$other, 'Work', array( $olga ) );
		$other_before = $this->snapshot( array( self::$other ) );

		$body = $this->ok( $this->send( 'DELETE', 'delete-category', array( 'id' => $work, 'wordpressId' => self::$owner ) ) );

		$this->assertSame( array( array( 'id' => $vip, 'name' => 'VIP', 'count' => 1, 'cadenceDays' => null ) ), $body );
		$this->assertSame( 'VIP', $this->names_on( $ann ) );
		$this->assertSame( '', $this->names_on( $ben ) );
		$this->assertSame( 0, $this->count_rows( 'contact_categories', array( 'category_id' => $work ) ) );
		$this->assertSame( 1, $this->count_rows( 'notes', array( 'contact_id' => $ann ) ) );
		$this->assertSame( array( 'Ann', 'Ben' ), array_column( $this->ok( $this->get( 'contacts/' . self::$owner ) ), 'name' ) );
		$this->assertSame( $other_before, $this->snapshot( array( self::$other ) ) );
	}

	public function test_deleting_a_category_that_is_not_the_owners_changes_nothing(): void {
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->make_category( self::$owner, 'Work', array( $ann ) );
		$olga   = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$theirs = $this->make_category( self::$other, 'Suppliers', array( $olga ) );
		$before = $this->snapshot();

		$a = $this->assert_error( $this->send( 'DELETE', 'delete-category', array( 'id' => $theirs, 'wordpressId' => self::$owner ) ), 404, 'prism_not_found' );
		$b = $this->assert_error( $this->send( 'DELETE', 'delete-category', array( 'id' => $theirs + 1000, 'wordpressId' => self::$owner ) ), 404, 'prism_not_found' );
		$this->assertSame( $b, $a );
		$this->assert_error( $this->send( 'DELETE', 'delete-category', array( 'id' => $theirs, 'wordpressId' => self::$other ) ), 403, 'prism_forbidden' );
		$this->assert_error( $this->send( 'DELETE', 'delete-category', array( 'wordpressId' => self::$owner ) ), 400, 'rest_missing_callback_param' );
		$this->assert_error( $this->send( 'DELETE', 'delete-category', array( 'id' => -3, 'wordpressId' => self::$owner ) ), 400, 'rest_invalid_param' );
		$this->act_as( 0 );
		$this->assert_error( $this->send( 'DELETE', 'delete-category', array( 'id' => $theirs, 'wordpressId' => self::$other ) ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before );
	}

	public function test_delete_category_that_fails_halfway_changes_nothing(): void {
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$work   = $this->make_category( self::$owner, 'Work', array( $ann ) );
		$before = $this->snapshot();
		$response = $this->with_failing_sql( 'DELETE FROM', 'categories', fn() => $this->send( 'DELETE', 'delete-category', array( 'id' => $work, 'wordpressId' => self::$owner ) ) );
		$this->assert_error( $response, 500, 'prism_failed' );
		$this->assert_unchanged( $before );
	}

	// --- apply-categories ----------------------------------------------------------------------------------

	/**
	 * 1 adds the category to every selected contact, -1 removes it from every one, 0 leaves each as it was;
	 * contacts outside the selection are untouched. The answer is the selected contacts, updated.
	 */
	public function test_apply_follows_the_tri_state_map(): void {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$ben  = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$cora = $this->make_contact( self::$owner, array( 'firstName' => 'Cora' ) );
		$add  = $this->make_category( self::$owner, 'Add', array( $ann ) );
		$drop = $this->make_category( self::$owner, 'Drop', array( $ben, $cora ) );
		$keep = $this->make_category( self::$owner, 'Keep', array( $ann, $cora ) );
		$none = $this->make_category( self::$owner, 'Untouched' );
		$other_before = $this->snapshot( array( self::$other ) );

		$body = $this->ok(
			$this->send(
				'POST',
				'apply-categories',
				array(
					'categories'  => array( (string) $add => 1, (string) $drop => -1, (string) $keep => 0 ),
					'contacts'    => array( $ben, $ann ),
					'wordpressId' => self::$owner,
				)
			)
		);

		$this->assertSame( array( $ben, $ann ), array_column( $body, 'id' ) );
		$this->assertSame( array( 'Add', 'Add, Keep' ), array_column( $body, 'categories' ) );
		$this->assertSame( array( $add ), $body[0]['categoryIds'] );
		$this->assertSame( 'Add, Keep', $this->names_on( $ann ) );
		$this->assertSame( 'Add', $this->names_on( $ben ) );
		$this->assertSame( 'Drop, Keep', $this->names_on( $cora ), 'a contact outside the selection is untouched' );
		$this->assertSame( 1, $this->count_rows( 'contact_categories', array( 'contact_id' => $ann, 'category_id' => $add ) ), 'a category the contact had is not linked twice' );
		$this->assertSame( 0, $this->count_rows( 'contact_categories', array( 'category_id' => $none ) ) );
		$this->assertSame( $other_before, $this->snapshot( array( self::$other ) ) );

		$this->ok( $this->send( 'POST', 'apply-categories', array( 'categories' => array( (string) $keep => -1, (string) $drop => 1 ), 'contacts' => array( $ann, $ben, $cora ), 'wordpressId' => self::$owner ) ) );
		$this->assertSame( 'Add, Drop', $this->names_on( $ann ) );
		$this->assertSame( 'Add, Drop', $this->names_on( $ben ) );
		$this->assertSame( 'Drop', $this->names_on( $cora ) );
	}

	/**
	 * A map of only 0s, no contacts (null, as the client sends when nothing is selected, or left out) or an
	 * empty list changes nothing.
	 */
	public function test_apply_that_asks_for_no_change_changes_nothing(): void {
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$ben    = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$work   = $this->make_category( self::$owner, 'Work', array( $ann ) );
		$before = $this->snapshot();

		$body = $this->ok( $this->send( 'POST', 'apply-categories', array( 'categories' => array( (string) $work => 0 ), 'contacts' => array( $ann, $ben ), 'wordpressId' => self::$owner ) ) );
		$this->assertSame( array( 'Work', '' ), array_column( $body, 'categories' ) );
		$this->assertSame( array(), $this->ok( $this->send( 'POST', 'apply-categories', array( 'categories' => array( (string) $work => 1 ), 'contacts' => null, 'wordpressId' => self::$owner ) ) ) );
		$this->assertSame( array(), $this->ok( $this->send( 'POST', 'apply-categories', array( 'categories' => array( (string) $work => -1 ), 'contacts' => array(), 'wordpressId' => self::$owner ) ) ) );
		$this->assertSame( array(), $this->ok( $this->send( 'POST', 'apply-categories', array( 'categories' => array( (string) $work => -1 ), 'wordpressId' => self::$owner ) ) ), 'no contacts sent: like null' );
		$this->assert_unchanged( $before );
	}

	/**
	 * One category or contact in the request that is not the owner's refuses the whole request.
	 */
	public function test_apply_with_anything_not_the_owners_changes_nothing(): void {
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$mine   = $this->make_category( self::$owner, 'Work', array( $ann ) );
		$vip    = $this->make_category( self::$owner, 'VIP' );
		$olga   = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$theirs = $this->make_category( self::$other, 'Suppliers', array( $olga ) );
		$before = $this->snapshot();

		$cases = array(
			'another member\'s category in the map'    => array( array( (string) $vip => 1, (string) $theirs => 1 ), array( $ann ) ),
			'another member\'s category set to -1'     => array( array( (string) $mine => -1, (string) $theirs => -1 ), array( $ann ) ),
			'a category that does not exist'           => array( array( (string) $vip => 1, (string) ( $theirs + 1000 ) => 1 ), array( $ann ) ),
			'another member\'s contact in the list'    => array( array( (string) $vip => 1, (string) $mine => -1 ), array( $ann, $olga ) ),
			'a contact that does not exist'            => array( array( (string) $vip => 1 ), array( $ann, $olga + 1000 ) ),
		);
		foreach ( $cases as $why => list( $map, $contacts ) ) {
			$this->assert_error( $this->send( 'POST', 'apply-categories', array( 'categories' => $map, 'contacts' => $contacts, 'wordpressId' => self::$owner ) ), 404, 'prism_not_found' );
			$this->assert_unchanged( $before, $why );
		}

		$this->assert_error( $this->send( 'POST', 'apply-categories', array( 'categories' => array( (string) $theirs => 1 ), 'contacts' => array( $olga ), 'wordpressId' => self::$other ) ), 403, 'prism_forbidden' );
		$this->act_as( self::$other );
		$this->assert_error( $this->send( 'POST', 'apply-categories', array( 'categories' => array( (string) $theirs => 1 ), 'contacts' => array( $ann ), 'wordpressId' => self::$other ) ), 404, 'prism_not_found' );
		$this->act_as( 0 );
		$this->assert_error( $this->send( 'POST', 'apply-categories', array( 'categories' => array( (string) $vip => 1 ), 'contacts' => array( $ann ), 'wordpressId' => self::$owner ) ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before );
	}

	/**
	 * Malformed bodies are 400 and change nothing.
	 *
	 * @dataProvider bad_apply_bodies
	 *
	 * @param callable $body Builds the body from the owner, a category id and a contact id.
	 * @param string   $code Expected error code.
	 */
	public function test_malformed_apply_changes_nothing( callable $body, string $code ): void {
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$work   = $this->make_category( self::$owner, 'Work' );
		$this->make_category( self::$owner, 'VIP', array( $ann ) );
		$before = $this->snapshot();
		$this->assert_error( $this->send( 'POST', 'apply-categories', $body( self::$owner, $work, $ann ) ), 400, $code );
		$this->assert_unchanged( $before );
	}

	/**
	 * Bodies apply-categories must refuse.
	 *
	 * @return array<string, array{0: callable, 1: string}>
	 */
	public function bad_apply_bodies(): array {
		return array(
			'state 2'                  => array( static fn( $o, $cat, $c ) => array( 'categories' => array( (string) $cat => 2 ), 'contacts' => array( $c ), 'wordpressId' => $o ), 'rest_invalid_param' ),
			'state as a word'          => array( static fn( $o, $cat, $c ) => array( 'categories' => array( (string) $cat => 'checked' ), 'contacts' => array( $c ), 'wordpressId' => $o ), 'rest_invalid_param' ),
			'category key not an id'   => array( static fn( $o, $cat, $c ) => array( 'categories' => array( 'Work' => 1 ), 'contacts' => array( $c ), 'wordpressId' => $o ), 'rest_invalid_param' ),
			'category key zero'        => array( static fn( $o, $cat, $c ) => array( 'categories' => array( '0' => 1 ), 'contacts' => array( $c ), 'wordpressId' => $o ), 'rest_invalid_param' ),
			'categories a list'        => array( static fn( $o, $cat, $c ) => array( 'categories' => array( $cat ), 'contacts' => array( $c ), 'wordpressId' => $o ), 'rest_invalid_param' ),
			'categories a number'      => array( static fn( $o, $cat, $c ) => array( 'categories' => $cat, 'contacts' => array( $c ), 'wordpressId' => $o ), 'rest_invalid_param' ),
			'categories missing'       => array( static fn( $o, $cat, $c ) => array( 'contacts' => array( $c ), 'wordpressId' => $o ), 'rest_missing_callback_param' ),
			'contacts a word'          => array( static fn( $o, $cat, $c ) => array( 'categories' => array( (string) $cat => 1 ), 'contacts' => 'all', 'wordpressId' => $o ), 'rest_invalid_param' ),
			'contact id zero'          => array( static fn( $o, $cat, $c ) => array( 'categories' => array( (string) $cat => 1 ), 'contacts' => array( $c, 0 ), 'wordpressId' => $o ), 'rest_invalid_param' ),
			'contact listed twice'     => array( static fn( $o, $cat, $c ) => array( 'categories' => array( (string) $cat => 1 ), 'contacts' => array( $c, $c ), 'wordpressId' => $o ), 'rest_invalid_param' ),
			'wordpressId missing'      => array( static fn( $o, $cat, $c ) => array( 'categories' => array( (string) $cat => 1 ), 'contacts' => array( $c ) ), 'rest_missing_callback_param' ),
		);
	}

	public function test_apply_that_fails_halfway_changes_nothing(): void {
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$ben    = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$add    = $this->make_category( self::$owner, 'Add' );
		$drop   = $this->make_category( self::$owner, 'Drop', array( $ann, $ben ) );
		$before = $this->snapshot();

		$response = $this->with_failing_sql(
			'DELETE FROM',
			'contact_categories',
			fn() => $this->send( 'POST', 'apply-categories', array( 'categories' => array( (string) $add => 1, (string) $drop => -1 ), 'contacts' => array( $ann, $ben ), 'wordpressId' => self::$owner ) )
		);

		$this->assert_error( $response, 500, 'prism_failed' );
		$this->assert_unchanged( $before, 'adding Add must be undone when removing Drop fails' );
	}
}
