<?php
/**
 * POST collide-and-merge: two of the owner's contacts become one and nothing the member entered is lost.
 *
 * @package Prism
 */

namespace Prism\Tests\Rest;

use Prism\Data\Contact_Repository;
use Prism\Data\Merge_Repository;
use Prism\Data\Note_Repository;
use Prism\Data\Process_Repository;
use Prism\Schema\Schema;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Merging a pair of contacts through the REST route.
 */
final class CollideAndMergeTest extends Prism_Test_Case {

	/**
	 * Two records of the same person, each knowing something the other does not.
	 *
	 * @return array{0: int, 1: int}
	 */
	private function make_pair(): array {
		$ann   = $this->make_contact(
			self::$owner,
			array(
				'firstName'       => 'Ann',
				'lastName'        => 'Archer',
				'company'         => 'Acme',
				'emailOne'        => 'ann@acme.test',
				'emailOneType'    => 'Work',
				'emailTwo'        => 'ann@home.test',
				'emailTwoType'    => 'Home',
				'phoneOne'        => '(555) 010-0001',
				'phoneOneType'    => 'Mobile',
				'addressOne'      => '1 Main St',
				'addressOneType'  => 'Work',
				'addressOneCity'  => 'Austin',
				'addressOneState' => 'TX',
				'addressOneZip'   => '73301',
				'linkedIn'        => 'https://linkedin.com/in/ann',
			),
			'LinkedIn'
		);
		$annie = $this->make_contact(
			self::$owner,
			array(
				'firstName'       => 'Annie',
				'lastName'        => 'Archer',
				'title'           => 'CTO',
				'company'         => 'Acme Inc',
				'emailOne'        => 'ANN@Acme.test',
				'emailOneType'    => 'Work',
				'emailTwo'        => 'ann.archer@gmail.test',
				'emailTwoType'    => 'Other',
				'emailThree'      => 'annie@work.test',
				'emailThreeType'  => 'Work',
				'phoneOne'        => '555.010.0001',
				'phoneOneType'    => 'Work',
				'phoneTwo'        => '+1 555 010 0009',
				'phoneTwoType'    => 'Home',
				'addressOne'      => '1 main st.',
				'addressOneType'  => 'Home',
				'addressOneCity'  => 'austin',
				'addressOneState' => 'TX',
				'addressOneZip'   => '73301',
				'website'         => 'https://annie.example',
			),
			'Google'
		);
		return array( $ann, $annie );
	}

	/**
	 * The first contact survives with its own values, gains what it lacked, and every email, phone, note,
	 * category and the further networking progress of the second; the second is gone and recorded.
	 */
	public function test_merge_keeps_everything_on_the_first_contact(): void {
		list( $ann, $annie ) = $this->make_pair();
		$cora = $this->make_contact( self::$owner, array( 'firstName' => 'Cora' ) );
		$work = $this->make_category( self::$owner, 'Work', array( $ann, $annie, $cora ) );
		$vip  = $this->make_category( self::$owner, 'VIP', array( $annie ) );
		$this->make_note( self::$owner, $ann, 'Note on Ann.' );
		$this->make_note( self::$owner, $annie, 'Note on Annie.', 3 );
		$this->make_note( self::$owner, $cora, 'Note on Cora.' );
		$this->place( self::$owner, $ann, 1, false );
		$this->place( self::$owner, $annie, 3, true );
		$annie_before   = ( new Contact_Repository() )->find( self::$owner, $annie );
		$annie_process  = ( new Process_Repository() )->find( self::$owner, $annie );
		$cora_before    = $this->contact( self::$owner, $cora );
		$other_before   = $this->snapshot( array( self::$other ) );

		$body = $this->ok( $this->send( 'POST', 'collide-and-merge', array( 'idList' => array( $ann, $annie ), 'wordpressId' => self::$owner ) ) );

		$this->assertSame( array( $ann, $cora ), array_column( $body, 'id' ), 'the answer is the new contact list' );
		$this->assertNull( $this->contact( self::$owner, $annie ) );

		$merged = $this->contact( self::$owner, $ann );
		$this->assertSame( $merged['name'], $body[0]['name'] );
		$expect = array(
			'firstName'       => 'Ann',
			'lastName'        => 'Archer',
			'title'           => 'CTO',
			'company'         => 'Acme',
			'emailOne'        => 'ann@acme.test',
			'emailOneType'    => 'Work',
			'emailTwo'        => 'ann@home.test',
			'emailTwoType'    => 'Home',
			'emailThree'      => 'ann.archer@gmail.test',
			'emailThreeType'  => 'Other',
			'phoneOne'        => '(555) 010-0001',
			'phoneOneType'    => 'Mobile',
			'phoneTwo'        => '+1 555 010 0009',
			'phoneTwoType'    => 'Home',
			'phoneThree'      => '',
			'addressOne'      => '1 Main St',
			'addressOneType'  => 'Work',
			'addressOneCity'  => 'Austin',
			'addressTwo'      => '',
			'addressTwoCity'  => '',
			'linkedIn'        => 'https://linkedin.com/in/ann',
			'website'         => 'https://annie.example',
			'importSource'    => 'Google,LinkedIn',
			'categories'      => 'VIP, Work',
			'categoryIds'     => array( $vip, $work ),
			'networkingStage' => 3,
			'networkingStatus' => 'Complete',
		);
		$actual = array_intersect_key( $merged, $expect );
		ksort( $expect );
		ksort( $actual );
		$this->assertSame( $expect, $actual );

		$notes = array_column( ( new Note_Repository() )->for_contact( self::$owner, $ann ), 'note' );
		sort( $notes );
		$this->assertSame(
			array(
				"Kept from the merge with Annie Archer:\nCompany: Acme Inc\nAlso known as: Annie Archer\nEmail (Work): annie@work.test",
				'Note on Ann.',
				'Note on Annie.',
			),
			$notes
		);
		$this->assertSame( 0, $this->count_rows( 'notes', array( 'contact_id' => $annie ) ) );
		$this->assertSame( 0, $this->count_rows( 'contact_categories', array( 'contact_id' => $annie ) ) );
		$this->assertSame( 1, $this->count_rows( 'contact_categories', array( 'contact_id' => $ann, 'category_id' => $work ) ), 'a shared category is not linked twice' );

		$process = ( new Process_Repository() )->find( self::$owner, $ann );
		$this->assertSame( $annie_process['object'], $process['object'], 'the further-advanced process is kept' );
		$this->assertSame( 0, $this->count_rows( 'processes', array( 'contact_id' => $annie ) ) );

		$merges = ( new Merge_Repository() )->all( self::$owner );
		$this->assertCount( 1, $merges );
		$this->assertSame( $ann, $merges[0]['survivor_id'] );
		$this->assertSame( $annie, $merges[0]['removed_id'] );
		$this->assertEquals( $annie_before, $merges[0]['snapshot']['contact'], 'the record holds the removed contact as it was' );
		$this->assertSame( array( 'VIP', 'Work' ), $merges[0]['snapshot']['categories'], 'and the categories it had' );

		$this->assertSame( $cora_before, $this->contact( self::$owner, $cora ) );
		$this->assertSame( array( 'Note on Cora.' ), array_column( ( new Note_Repository() )->for_contact( self::$owner, $cora ), 'note' ) );
		$this->assertSame( $other_before, $this->snapshot( array( self::$other ) ) );
		$this->assertSame( array(), ( new Merge_Repository() )->all( self::$other ) );
	}

	/**
	 * The order of idList decides who survives; a survivor further along keeps its own process.
	 */
	public function test_first_id_survives_and_keeps_its_own_further_process(): void {
		$ben  = $this->make_contact( self::$owner, array( 'firstName' => 'Ben', 'lastName' => 'Baker', 'emailOne' => 'ben@bakery.test' ) );
		$benj = $this->make_contact( self::$owner, array( 'firstName' => 'Benjamin', 'lastName' => 'Baker', 'emailOne' => 'ben@bakery.test', 'company' => 'Bakery' ) );
		$this->place( self::$owner, $ben, 0, true );
		$this->place( self::$owner, $benj, 4, false );
		$benj_process = ( new Process_Repository() )->find( self::$owner, $benj );

		$body = $this->ok( $this->send( 'POST', 'collide-and-merge', array( 'idList' => array( $benj, $ben ), 'wordpressId' => self::$owner ) ) );

		$this->assertSame( array( $benj ), array_column( $body, 'id' ) );
		$merged = $this->contact( self::$owner, $benj );
		$this->assertSame( 'Benjamin Baker', $merged['name'] );
		$this->assertSame( 'ben@bakery.test', $merged['emailOne'] );
		$this->assertSame( '', $merged['emailTwo'], 'the same email is not kept twice' );
		$this->assertSame( 4, $merged['networkingStage'] );
		$this->assertSame( 'In Progress', $merged['networkingStatus'] );
		$this->assertSame( $benj_process, ( new Process_Repository() )->find( self::$owner, $benj ) );
		$this->assertSame( 0, $this->count_rows( 'processes', array( 'contact_id' => $ben ) ) );
		$this->assertSame( array( "Kept from the merge with Ben Baker:\nAlso known as: Ben Baker" ), array_column( ( new Note_Repository() )->for_contact( self::$owner, $benj ), 'note' ) );
	}

	/**
	 * Two contacts with nothing in conflict: no extra note is written.
	 */
	public function test_merge_without_conflicts_writes_no_note(): void {
		$a = $this->make_contact( self::$owner, array( 'firstName' => 'Dan', 'lastName' => 'Dorsey', 'emailOne' => 'dan@dorsey.test' ) );
		$b = $this->make_contact( self::$owner, array( 'firstName' => 'dan', 'lastName' => 'dorsey', 'phoneOne' => '555 0100' ) );
		$this->ok( $this->send( 'POST', 'collide-and-merge', array( 'idList' => array( $a, $b ), 'wordpressId' => self::$owner ) ) );
		$merged = $this->contact( self::$owner, $a );
		$this->assertSame( 'Dan Dorsey', $merged['name'] );
		$this->assertSame( '555 0100', $merged['phoneOne'] );
		$this->assertSame( -1, $merged['networkingStage'] );
		$this->assertSame( array(), ( new Note_Repository() )->for_contact( self::$owner, $a ) );
	}

	/**
	 * A merge that fails at its last step (removing the second contact) leaves both contacts, their notes,
	 * categories and processes exactly as they were, and records no merge.
	 */
	public function test_merge_that_fails_halfway_changes_nothing(): void {
		list( $ann, $annie ) = $this->make_pair();
		$this->make_category( self::$owner, 'VIP', array( $annie ) );
		$this->make_note( self::$owner, $annie, 'Note on Annie.' );
		$this->place( self::$owner, $annie, 3, true );
		$before = $this->snapshot();

		$response = $this->with_failing_sql(
			'DELETE FROM',
			'contacts',
			fn() => $this->send( 'POST', 'collide-and-merge', array( 'idList' => array( $ann, $annie ), 'wordpressId' => self::$owner ) )
		);

		$this->assert_error( $response, 500, 'prism_failed' );
		$this->assert_unchanged( $before, 'the merge failed halfway' );
	}

	/**
	 * Pending duplicate suggestions that name the removed contact go with it; others stay.
	 */
	public function test_merge_drops_pending_suggestions_naming_the_removed_contact(): void {
		global $wpdb;
		list( $ann, $annie ) = $this->make_pair();
		$cora = $this->make_contact( self::$owner, array( 'firstName' => 'Cora' ) );
		$dora = $this->make_contact( self::$owner, array( 'firstName' => 'Dora' ) );
		foreach ( array( array( $annie, $cora ), array( $cora, $dora ) ) as list( $first, $second ) ) {
			$wpdb->insert(
				Schema::table( 'collisions' ),
				array(
					'owner_id'   => self::$owner,
					'first_id'   => $first,
					'second_id'  => $second,
					'state'      => 'pending',
					'created_at' => gmdate( 'Y-m-d H:i:s' ),
				)
			);
		}
		$this->ok( $this->send( 'POST', 'collide-and-merge', array( 'idList' => array( $ann, $annie ), 'wordpressId' => self::$owner ) ) );
		$this->assertSame( 0, $this->count_rows( 'collisions', array( 'first_id' => $annie ) ) );
		$this->assertSame( 1, $this->count_rows( 'collisions', array( 'first_id' => $cora, 'second_id' => $dora ) ) );
	}

	/**
	 * A pair holding another member's contact, or an id that does not exist, is 404 and changes nothing.
	 */
	public function test_merge_with_a_contact_that_is_not_the_owners_changes_nothing(): void {
		list( $ann, $annie ) = $this->make_pair();
		$this->make_note( self::$owner, $ann, 'Note on Ann.' );
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga', 'emailOne' => 'ann@acme.test' ) );
		$before = $this->snapshot();

		$theirs = $this->assert_error( $this->send( 'POST', 'collide-and-merge', array( 'idList' => array( $ann, $olga ), 'wordpressId' => self::$owner ) ), 404, 'prism_not_found' );
		$this->assert_unchanged( $before, 'merge into another member\'s contact' );
		$this->assert_error( $this->send( 'POST', 'collide-and-merge', array( 'idList' => array( $olga, $ann ), 'wordpressId' => self::$owner ) ), 404, 'prism_not_found' );
		$this->assert_unchanged( $before, 'merge of another member\'s contact' );
		$missing = $this->assert_error( $this->send( 'POST', 'collide-and-merge', array( 'idList' => array( $ann, $olga + $annie + 1000 ), 'wordpressId' => self::$owner ) ), 404, 'prism_not_found' );
		$this->assert_unchanged( $before, 'merge with a missing contact' );
		$this->assertSame( $missing, $theirs, 'another member\'s id answers like a missing one' );
		$this->assertSame( array(), ( new Merge_Repository() )->all( self::$owner ) );
	}

	public function test_merge_for_another_member_or_without_login_changes_nothing(): void {
		list( $ann, $annie ) = $this->make_pair();
		$o1     = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$o2     = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$before = $this->snapshot();

		$this->assert_error( $this->send( 'POST', 'collide-and-merge', array( 'idList' => array( $o1, $o2 ), 'wordpressId' => self::$other ) ), 403, 'prism_forbidden' );
		$this->assert_error( $this->send( 'POST', 'collide-and-merge', array( 'idList' => array( $ann, $annie ), 'wordpressId' => self::$other ) ), 403, 'prism_forbidden' );
		$this->assert_unchanged( $before, 'another member\'s wordpressId' );

		$this->act_as( self::$other );
		$this->assert_error( $this->send( 'POST', 'collide-and-merge', array( 'idList' => array( $ann, $annie ), 'wordpressId' => self::$other ) ), 404, 'prism_not_found' );
		$this->assert_unchanged( $before, 'the other member naming the owner\'s contacts' );

		$this->act_as( 0 );
		$this->assert_error( $this->send( 'POST', 'collide-and-merge', array( 'idList' => array( $ann, $annie ), 'wordpressId' => self::$owner ) ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before, 'nobody logged in' );
	}

	/**
	 * Anything but exactly two different ids is 400 and merges nothing.
	 *
	 * @dataProvider bad_pairs
	 *
	 * @param callable $body Builds the body from the owner and three contact ids.
	 * @param string   $code Expected error code.
	 */
	public function test_malformed_merge_changes_nothing( callable $body, string $code ): void {
		list( $ann, $annie ) = $this->make_pair();
		$cora   = $this->make_contact( self::$owner, array( 'firstName' => 'Cora' ) );
		$before = $this->snapshot();
		$this->assert_error( $this->send( 'POST', 'collide-and-merge', $body( self::$owner, $ann, $annie, $cora ) ), 400, $code );
		$this->assert_unchanged( $before );
		$this->assertSame( array(), ( new Merge_Repository() )->all( self::$owner ) );
	}

	/**
	 * Bodies collide-and-merge must refuse.
	 *
	 * @return array<string, array{0: callable, 1: string}>
	 */
	public function bad_pairs(): array {
		return array(
			'one id'            => array( static fn( $o, $a, $b, $c ) => array( 'idList' => array( $a ), 'wordpressId' => $o ), 'rest_invalid_param' ),
			'three ids'         => array( static fn( $o, $a, $b, $c ) => array( 'idList' => array( $a, $b, $c ), 'wordpressId' => $o ), 'rest_invalid_param' ),
			'no ids'            => array( static fn( $o, $a, $b, $c ) => array( 'idList' => array(), 'wordpressId' => $o ), 'rest_invalid_param' ),
			'the same id twice' => array( static fn( $o, $a, $b, $c ) => array( 'idList' => array( $a, $a ), 'wordpressId' => $o ), 'rest_invalid_param' ),
			'ids as words'      => array( static fn( $o, $a, $b, $c ) => array( 'idList' => array( 'first', 'second' ), 'wordpressId' => $o ), 'rest_invalid_param' ),
			'idList missing'    => array( static fn( $o, $a, $b, $c ) => array( 'wordpressId' => $o ), 'rest_missing_callback_param' ),
			'wordpressId missing' => array( static fn( $o, $a, $b, $c ) => array( 'idList' => array( $a, $b ) ), 'rest_missing_callback_param' ),
		);
	}
}
