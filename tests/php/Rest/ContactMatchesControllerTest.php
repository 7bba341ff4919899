<?php
/**
 * contact-matches/{wordpressId}: which of the member's contacts already hold an email address or a phone number being
 * typed into the Add Contact form. Only the member's own contacts, only whole values, phone numbers in any common form.
 *
 * @package Prism
 */

namespace Prism\Tests\Rest;

use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Contact matches route.
 */
final class ContactMatchesControllerTest extends Prism_Test_Case {

	/**
	 * The owner's matches for what is being typed.
	 *
	 * @param array<string, mixed> $query Query parameters.
	 * @return array<int, array<string, mixed>>
	 */
	private function found_for( array $query ): array {
		return $this->ok( $this->get( 'contact-matches/' . self::$owner, $query ) );
	}

	public function test_an_email_and_a_phone_already_held_name_their_contacts(): void {
		$ann = $this->make_contact(
			self::$owner,
			array(
				'firstName' => 'Ann',
				'lastName'  => 'Archer',
				'emailOne'  => 'Ann.Archer@Acme.test',
				'phoneTwo'  => '+1 (415) 555-0134',
			)
		);
		$this->make_contact( self::$owner, array( 'firstName' => 'Bob', 'emailOne' => 'bob@acme.test' ) );

		$this->assertSame(
			array(
				array(
					'kind'     => 'email',
					'value'    => 'ann.archer@acme.test',
					'contacts' => array(
						array(
							'id'   => $ann,
							'name' => 'Ann Archer',
						),
					),
					'total'    => 1,
				),
				array(
					'kind'     => 'phone',
					'value'    => '415.555.0134',
					'contacts' => array(
						array(
							'id'   => $ann,
							'name' => 'Ann Archer',
						),
					),
					'total'    => 1,
				),
			),
			$this->found_for(
				array(
					'email' => array( 'ann.archer@acme.test', 'carol@acme.test' ),
					'phone' => array( '415.555.0134' ),
				)
			),
			'case and formatting ignored; values nobody holds are left out'
		);
	}

	public function test_values_still_being_typed_match_nothing(): void {
		$this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'emailOne' => 'ann@acme.test', 'phoneOne' => '5550' ) );
		$this->assertSame( array(), $this->found_for( array( 'email' => array( 'ann@acme' ), 'phone' => array( '5550' ) ) ) );
		$this->assertSame( array(), $this->found_for( array() ) );
	}

	public function test_many_holders_are_counted_and_the_first_three_named(): void {
		$ids = array();
		foreach ( array( 'Ann', 'Bea', 'Cy', 'Di' ) as $name ) {
			$ids[] = $this->make_contact( self::$owner, array( 'firstName' => $name, 'phoneOne' => '+44 20 7946 0123' ) );
		}
		$found = $this->found_for( array( 'phone' => array( '0044 20 7946 0123', '+442079460123' ) ) );
		$this->assertCount( 2, $found );
		$this->assertSame( 4, $found[0]['total'] );
		$this->assertSame( array_slice( $ids, 0, 3 ), array_column( $found[0]['contacts'], 'id' ) );
		$this->assertSame( '+442079460123', $found[1]['value'] );
	}

	public function test_another_members_contacts_are_never_answered(): void {
		$this->make_contact( self::$other, array( 'firstName' => 'Secret', 'emailOne' => 'secret@acme.test', 'phoneOne' => '+1 415 555 0199' ) );
		$query = array(
			'email' => array( 'secret@acme.test' ),
			'phone' => array( '+1 415 555 0199' ),
		);
		$this->assertSame( array(), $this->found_for( $query ), 'the owner asking about the other member\'s values' );
		$this->assert_error( $this->get( 'contact-matches/' . self::$other, $query ), 403, 'prism_forbidden' );
		$this->act_as( 0 );
		$this->assert_error( $this->get( 'contact-matches/' . self::$owner, $query ), 401, 'rest_not_logged_in' );
	}

	public function test_the_request_is_bounded(): void {
		$this->assert_error( $this->get( 'contact-matches/' . self::$owner, array( 'email' => array( 'a@b.test', 'c@d.test', 'e@f.test', 'g@h.test' ) ) ), 400, 'rest_invalid_param' );
		$this->assert_error( $this->get( 'contact-matches/' . self::$owner, array( 'phone' => array( str_repeat( '5', 51 ) ) ) ), 400, 'rest_invalid_param' );
	}
}
