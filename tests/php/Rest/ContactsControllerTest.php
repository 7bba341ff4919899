<?php
/**
 * contacts/{wordpressId}, contact-detail/{contactId}, networking-stages-status/{wordpressId} and delete-contact,
 * as the owner, as another member and as nobody, against the real database.
 *
 * @package Prism
 */

namespace Prism\Tests\Rest;

use Prism\Data\Note_Repository;
use Prism\Data\Process_Repository;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Contact reading and deleting routes.
 */
final class ContactsControllerTest extends Prism_Test_Case {

	/**
	 * Ann Archer: every kind of field filled.
	 *
	 * @var array<string, string>
	 */
	private const ANN = array(
		'firstName'         => 'Ann',
		'lastName'          => 'Archer',
		'title'             => 'Head of Research',
		'company'           => 'Acme Labs',
		'emailOne'          => 'Ann.Archer@Acme.test',
		'emailOneType'      => 'Work',
		'emailTwo'          => 'ann@home.test',
		'emailTwoType'      => 'Home',
		'phoneOne'          => '(555) 010-0001',
		'phoneOneType'      => 'Mobile',
		'addressOne'        => '1 Main Street',
		'addressOneType'    => 'Work',
		'addressOneCity'    => 'Austin',
		'addressOneState'   => 'TX',
		'addressOneZip'     => '73301',
		'linkedIn'          => 'linkedin.com/in/annarcher',
		'website'           => 'https://ann.example',
	);

	/**
	 * GET contacts/{wordpressId} as the owner: every contact of theirs, by name, in full API form, and nobody
	 * else's.
	 */
	public function test_owner_gets_all_their_contacts_by_name_and_nobody_elses(): void {
		$ben   = $this->make_contact( self::$owner, array( 'firstName' => 'Ben', 'lastName' => 'Baker' ) );
		$ann   = $this->make_contact( self::$owner, self::ANN, 'LinkedIn,Google' );
		$cora  = $this->make_contact( self::$owner, array( 'company' => 'Cora Consulting' ) );
		$this->make_contact( self::$other, array( 'firstName' => 'Olga', 'lastName' => 'Other' ) );
		$vip   = $this->make_category( self::$owner, 'VIP', array( $ann ) );
		$alumni = $this->make_category( self::$owner, 'alumni', array( $ann ) );
		$this->place( self::$owner, $ann, 2, true );

		$body = $this->ok( $this->get( 'contacts/' . self::$owner ) );

		$this->assertSame( array( $ann, $ben, $cora ), array_column( $body, 'id' ) );
		$this->assertSame( array( 'Ann Archer', 'Ben Baker', 'Cora Consulting' ), array_column( $body, 'name' ) );

		$expected = array(
			'id'                  => $ann,
			'firstName'           => 'Ann',
			'lastName'            => 'Archer',
			'title'               => 'Head of Research',
			'company'             => 'Acme Labs',
			'emailOne'            => 'Ann.Archer@Acme.test',
			'emailOneType'        => 'Work',
			'phoneOne'            => '(555) 010-0001',
			'phoneOneType'        => 'Mobile',
			'addressOne'          => '1 Main Street',
			'addressOneType'      => 'Work',
			'addressOneCity'      => 'Austin',
			'addressOneState'     => 'TX',
			'addressOneZip'       => '73301',
			'emailTwo'            => 'ann@home.test',
			'emailTwoType'        => 'Home',
			'phoneTwo'            => '',
			'phoneTwoType'        => '',
			'addressTwo'          => '',
			'addressTwoType'      => '',
			'addressTwoCity'      => '',
			'addressTwoState'     => '',
			'addressTwoZip'       => '',
			'emailThree'          => '',
			'emailThreeType'      => '',
			'phoneThree'          => '',
			'phoneThreeType'      => '',
			'addressThree'        => '',
			'addressThreeType'    => '',
			'addressThreeCity'    => '',
			'addressThreeState'   => '',
			'addressThreeZip'     => '',
			'facebook'            => '',
			'linkedIn'            => 'https://linkedin.com/in/annarcher',
			'instagram'           => '',
			'twitter'             => '',
			'website'             => 'https://ann.example',
			'name'                => 'Ann Archer',
			'email'               => 'Ann.Archer@Acme.test',
			'phone'               => '(555) 010-0001',
			'importSource'        => 'Google,LinkedIn',
			'categories'          => 'alumni, VIP',
			'categoryIds'         => array( $alumni, $vip ),
			'networkingStage'     => 2,
			'networkingStatus'    => 'Complete',
			// No cadence: none of its own, none on its categories, and not in MAINTAIN.
			'reachOutOn'          => null,
			'cadenceDays'         => null,
			'keepInTouch'         => null,
			'touchedOn'           => null,
			// No interaction logged yet.
			'lastContacted'       => null,
			// Neither archived nor marked deceased.
			'archived'            => false,
			'archivedAt'          => null,
			'deceased'            => false,
			// No photo (tests/php/Rest/PhotosTest.php).
			'photo'               => null,
		);
		$actual = $body[0];
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/', (string) $actual['createdAt'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/', (string) $actual['updatedAt'] );
		unset( $actual['createdAt'], $actual['updatedAt'] );
		ksort( $expected );
		ksort( $actual );
		$this->assertSame( $expected, $actual );

		$this->assertSame( '', $body[1]['categories'] );
		$this->assertSame( array(), $body[1]['categoryIds'] );
		$this->assertSame( -1, $body[1]['networkingStage'] );
		$this->assertSame( '', $body[1]['networkingStatus'] );
		$this->assertSame( 'PRISM', $body[1]['importSource'] );
	}

	/**
	 * A member with no contacts gets an empty list, not an error.
	 */
	public function test_member_without_contacts_gets_an_empty_list(): void {
		$this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->assertSame( array(), $this->ok( $this->get( 'contacts/' . self::$owner ) ) );
	}

	/**
	 * Another member's wordpressId is refused with 403, whoever's contacts exist.
	 */
	public function test_contacts_of_another_member_are_forbidden(): void {
		$this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->assert_error( $this->get( 'contacts/' . self::$other ), 403, 'prism_forbidden' );
		$this->act_as( self::$other );
		$this->assert_error( $this->get( 'contacts/' . self::$owner ), 403, 'prism_forbidden' );
	}

	public function test_contacts_need_a_login(): void {
		$this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->act_as( 0 );
		$this->assert_error( $this->get( 'contacts/' . self::$owner ), 401, 'rest_not_logged_in' );
	}

	/**
	 * GET contact-detail/{contactId}: the owner's contact with its categories and stage.
	 */
	public function test_owner_gets_one_contact_in_detail(): void {
		$ann = $this->make_contact( self::$owner, self::ANN );
		$this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$work = $this->make_category( self::$owner, 'Work', array( $ann ) );
		$this->place( self::$owner, $ann, 4, false );

		$body = $this->ok( $this->get( 'contact-detail/' . $ann ) );

		$this->assertSame( $ann, $body['id'] );
		$this->assertSame( 'Ann Archer', $body['name'] );
		$this->assertSame( 'Head of Research', $body['title'] );
		$this->assertSame( 'Ann.Archer@Acme.test', $body['emailOne'] );
		$this->assertSame( 'ann@home.test', $body['emailTwo'] );
		$this->assertSame( 'Work', $body['categories'] );
		$this->assertSame( array( $work ), $body['categoryIds'] );
		$this->assertSame( 4, $body['networkingStage'] );
		$this->assertSame( 'In Progress', $body['networkingStatus'] );
	}

	/**
	 * A contact with only a company is shown (and sorted) by its company, not as a blank name.
	 */
	public function test_contact_with_only_a_company_is_named_by_it(): void {
		$id   = $this->make_contact( self::$owner, array( 'firstName' => '', 'lastName' => '', 'emailOne' => '', 'company' => 'Zenith Corp' ) );
		$body = $this->ok( $this->get( 'contact-detail/' . $id ) );
		$this->assertSame( 'Zenith Corp', $body['name'] );
	}

	/**
	 * Another member's contact id answers exactly like an id that does not exist.
	 */
	public function test_contact_detail_of_another_members_contact_is_not_found(): void {
		$olga    = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$missing = $olga + 1000;

		$theirs = $this->assert_error( $this->get( 'contact-detail/' . $olga ), 404, 'prism_not_found' );
		$none   = $this->assert_error( $this->get( 'contact-detail/' . $missing ), 404, 'prism_not_found' );
		$this->assertSame( $none, $theirs );

		$this->act_as( self::$other );
		$this->assertSame( 'Olga', $this->ok( $this->get( 'contact-detail/' . $olga ) )['name'] );
	}

	public function test_contact_detail_needs_a_login_and_a_valid_id(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->assert_error( $this->get( 'contact-detail/0' ), 400, 'rest_invalid_param' );
		$this->act_as( 0 );
		$this->assert_error( $this->get( 'contact-detail/' . $ann ), 401, 'rest_not_logged_in' );
	}

	/**
	 * networking-stages-status: one item with every count, where each contact counts once, at its stage and
	 * status; another member's contacts are not counted.
	 */
	public function test_stage_counts_count_each_contact_once_at_its_stage_and_status(): void {
		$positions = array(
			array( 0, false ),
			array( 0, true ),
			array( 2, true ),
			array( 2, true ),
			array( 2, false ),
			array( 3, false ),
			array( 5, true ),
		);
		foreach ( $positions as $i => list( $stage, $complete ) ) {
			$this->place( self::$owner, $this->make_contact( self::$owner, array( 'firstName' => "Active{$i}" ) ), $stage, $complete );
		}
		$this->make_contact( self::$owner, array( 'firstName' => 'Idle' ) );
		$this->make_contact( self::$owner, array( 'firstName' => 'Idle2' ) );
		$this->place( self::$other, $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) ), 1, false );

		$body = $this->ok( $this->get( 'networking-stages-status/' . self::$owner ) );

		$this->assertCount( 1, $body );
		$this->assertSame(
			array(
				'Active'             => 7,
				'InActive'           => 2,
				'InProgress'         => 3,
				'Complete'           => 4,
				'BuildInProgress'    => 1,
				'BuildComplete'      => 1,
				'DiscoverInProgress' => 0,
				'DiscoverComplete'   => 0,
				'ConnectInProgress'  => 1,
				'ConnectComplete'    => 2,
				'AssessInProgress'   => 1,
				'AssessComplete'     => 0,
				'EngageInProgress'   => 0,
				'EngageComplete'     => 0,
				'MaintainInProgress' => 0,
				'MaintainComplete'   => 1,
			),
			$body[0]
		);
	}

	/**
	 * Saving a process object again moves the contact: the counts follow the latest save.
	 */
	public function test_stage_counts_follow_the_latest_process_object(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->place( self::$owner, $ann, 1, false );
		$this->place( self::$owner, $ann, 3, true );
		$body = $this->ok( $this->get( 'networking-stages-status/' . self::$owner ) )[0];
		$this->assertSame( 1, $body['AssessComplete'] );
		$this->assertSame( 0, $body['DiscoverInProgress'] );
		$this->assertSame( 1, $body['Active'] );

		( new \Prism\Service\Process_Service() )->save( self::$owner, $ann, array( 'networkingSeriesId' => 1, 'stages' => array() ) );
		$body = $this->ok( $this->get( 'networking-stages-status/' . self::$owner ) )[0];
		$this->assertSame( 0, $body['Active'] );
		$this->assertSame( 1, $body['InActive'] );
	}

	public function test_stage_counts_of_another_member_are_forbidden_and_need_a_login(): void {
		$this->assert_error( $this->get( 'networking-stages-status/' . self::$other ), 403, 'prism_forbidden' );
		$this->act_as( 0 );
		$this->assert_error( $this->get( 'networking-stages-status/' . self::$owner ), 401, 'rest_not_logged_in' );
	}

	/**
	 * delete-contact removes the listed contacts with their notes, category links and process rows; other
	 * contacts, the categories themselves and the other member's data stay.
	 */
	public function test_owner_deletes_contacts_with_everything_attached(): void {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$ben  = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$cora = $this->make_contact( self::$owner, array( 'firstName' => 'Cora' ) );
		$vip  = $this->make_category( self::$owner, 'VIP', array( $ann, $ben, $cora ) );
		$this->make_note( self::$owner, $ann, 'Ann note' );
		$this->make_note( self::$owner, $ben, 'Ben note' );
		$cora_note = $this->make_note( self::$owner, $cora, 'Cora note' );
		$this->place( self::$owner, $ann, 1, true );
		$this->place( self::$owner, $cora, 2, false );
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->make_note( self::$other, $olga, 'Olga note' );
		$other_before = $this->snapshot( array( self::$other ) );

		$body = $this->ok( $this->send( 'DELETE', 'delete-contact', array( 'idList' => array( $ann, $ben ), 'wordpressId' => self::$owner ) ) );

		$this->assertSame( array( 'deleted' => 2, 'idList' => array( $ann, $ben ) ), $body );
		$this->assertNull( $this->contact( self::$owner, $ann ) );
		$this->assertNull( $this->contact( self::$owner, $ben ) );
		foreach ( array( $ann, $ben ) as $gone ) {
			$this->assertSame( 0, $this->count_rows( 'notes', array( 'contact_id' => $gone ) ) );
			$this->assertSame( 0, $this->count_rows( 'contact_categories', array( 'contact_id' => $gone ) ) );
			$this->assertSame( 0, $this->count_rows( 'processes', array( 'contact_id' => $gone ) ) );
		}

		$cora_now = $this->contact( self::$owner, $cora );
		$this->assertSame( 'VIP', $cora_now['categories'] );
		$this->assertSame( 2, $cora_now['networkingStage'] );
		$this->assertSame( array( $cora_note ), array_map( 'intval', array_column( ( new Note_Repository() )->for_contact( self::$owner, $cora ), 'id' ) ) );
		$this->assertNotNull( ( new Process_Repository() )->find( self::$owner, $cora ) );
		$this->assertSame( array( array( 'id' => $vip, 'name' => 'VIP', 'count' => 1, 'cadenceDays' => null ) ), $this->ok( $this->get( 'categories/' . self::$owner ) ) );
		$this->assertSame( array( $cora ), array_column( $this->ok( $this->get( 'contacts/' . self::$owner ) ), 'id' ) );
		$this->assertSame( $other_before, $this->snapshot( array( self::$other ) ) );
	}

	/**
	 * A bulk delete that fails after the notes are gone but before the contacts are leaves everything in place.
	 */
	public function test_delete_that_fails_halfway_changes_nothing(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$ben = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$this->make_category( self::$owner, 'VIP', array( $ann, $ben ) );
		$this->make_note( self::$owner, $ann, 'Ann note' );
		$this->place( self::$owner, $ben, 1, true );
		$before = $this->snapshot();

		$response = $this->with_failing_sql(
			'DELETE FROM',
			'contacts',
			fn() => $this->send( 'DELETE', 'delete-contact', array( 'idList' => array( $ann, $ben ), 'wordpressId' => self::$owner ) )
		);

		$this->assert_error( $response, 500, 'prism_failed' );
		$this->assert_unchanged( $before, 'the delete failed halfway' );
	}

	/**
	 * One id of another member's contact in the list refuses the whole request: nothing is deleted.
	 */
	public function test_delete_with_another_members_contact_in_the_list_changes_nothing(): void {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->make_note( self::$owner, $ann, 'Ann note' );
		$before = $this->snapshot();

		$this->assert_error( $this->send( 'DELETE', 'delete-contact', array( 'idList' => array( $ann, $olga ), 'wordpressId' => self::$owner ) ), 404, 'prism_not_found' );
		$this->assert_unchanged( $before, 'idList held another member\'s contact' );

		$this->assert_error( $this->send( 'DELETE', 'delete-contact', array( 'idList' => array( $olga ), 'wordpressId' => self::$owner ) ), 404, 'prism_not_found' );
		$this->assert_unchanged( $before, 'idList held only another member\'s contact' );

		$this->assert_error( $this->send( 'DELETE', 'delete-contact', array( 'idList' => array( $ann, $olga + $ann + 1000 ), 'wordpressId' => self::$owner ) ), 404, 'prism_not_found' );
		$this->assert_unchanged( $before, 'idList held a contact that does not exist' );
	}

	public function test_delete_for_another_member_or_without_login_changes_nothing(): void {
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$olga   = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$before = $this->snapshot();

		$this->assert_error( $this->send( 'DELETE', 'delete-contact', array( 'idList' => array( $olga ), 'wordpressId' => self::$other ) ), 403, 'prism_forbidden' );
		$this->assert_error( $this->send( 'DELETE', 'delete-contact', array( 'idList' => array( $ann ), 'wordpressId' => self::$other ) ), 403, 'prism_forbidden' );
		$this->assert_unchanged( $before, 'another member\'s wordpressId' );

		$this->act_as( 0 );
		$this->assert_error( $this->send( 'DELETE', 'delete-contact', array( 'idList' => array( $ann ), 'wordpressId' => self::$owner ) ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before, 'nobody logged in' );
	}

	/**
	 * Malformed requests are 400 and delete nothing.
	 *
	 * @dataProvider bad_delete_bodies
	 *
	 * @param callable $body  Builds the body from the owner id and a contact id.
	 * @param string   $code  Expected error code.
	 */
	public function test_malformed_delete_changes_nothing( callable $body, string $code ): void {
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$before = $this->snapshot();
		$this->assert_error( $this->send( 'DELETE', 'delete-contact', $body( self::$owner, $ann ) ), 400, $code );
		$this->assert_unchanged( $before );
	}

	/**
	 * Bodies delete-contact must refuse.
	 *
	 * @return array<string, array{0: callable, 1: string}>
	 */
	public function bad_delete_bodies(): array {
		return array(
			'no idList'          => array( static fn( $owner, $id ) => array( 'wordpressId' => $owner ), 'rest_missing_callback_param' ),
			'no wordpressId'     => array( static fn( $owner, $id ) => array( 'idList' => array( $id ) ), 'rest_missing_callback_param' ),
			'empty idList'       => array( static fn( $owner, $id ) => array( 'idList' => array(), 'wordpressId' => $owner ), 'rest_invalid_param' ),
			'idList of words'    => array( static fn( $owner, $id ) => array( 'idList' => array( 'ann' ), 'wordpressId' => $owner ), 'rest_invalid_param' ),
			'idList with zero'   => array( static fn( $owner, $id ) => array( 'idList' => array( $id, 0 ), 'wordpressId' => $owner ), 'rest_invalid_param' ),
			'repeated id'        => array( static fn( $owner, $id ) => array( 'idList' => array( $id, $id ), 'wordpressId' => $owner ), 'rest_invalid_param' ),
			'idList an object'   => array( static fn( $owner, $id ) => array( 'idList' => array( 'a' => $id ), 'wordpressId' => $owner ), 'rest_invalid_param' ),
			'wordpressId a word' => array( static fn( $owner, $id ) => array( 'idList' => array( $id ), 'wordpressId' => 'me' ), 'rest_invalid_param' ),
		);
	}
}
