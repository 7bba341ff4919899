<?php
/**
 * The Add Contact and Edit Contact form logic (Contact_Form_Handler::add() and ::edit()), called as the
 * logged-in member with what admin-post.php would hand it, against the real database.
 *
 * @package Prism
 */

namespace Prism\Tests\Forms;

use Prism\Data\Contact_Repository;
use Prism\Forms\Contact_Form_Handler;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Contact form outcomes.
 */
final class ContactFormHandlerTest extends Prism_Test_Case {

	/**
	 * What the Add Contact form posts for a complete contact.
	 *
	 * @return array<string, string>
	 */
	private static function full_post(): array {
		return array(
			'action'          => Contact_Form_Handler::ADD_ACTION,
			'_prism_nonce'    => 'checked-before-add',
			'importSource'    => 'PRISM',
			'firstName'       => 'Ann',
			'lastName'        => "O'Archer",
			'title'           => 'Head of Research',
			'company'         => 'Acme Labs',
			'emailOne'        => 'Ann@Acme.TEST',
			'emailOneType'    => 'Work',
			'phoneOne'        => '+1 (555) 010-0001',
			'phoneOneType'    => 'Mobile',
			'addressOne'      => '1 Main Street',
			'addressOneType'  => 'Home',
			'addressOneCity'  => 'Austin',
			'addressOneState' => 'TX',
			'addressOneZip'   => '73301',
			'facebook'        => 'facebook.com/ann',
			'linkedIn'        => 'https://www.linkedin.com/in/ann',
			'instagram'       => '',
			'twitter'         => '',
			'website'         => 'ann.example',
		);
	}

	/**
	 * The member's contacts.
	 *
	 * @param int $owner Member.
	 * @return array<int, array<string, mixed>>
	 */
	private function all( int $owner ): array {
		return $this->contacts_of( $owner );
	}

	// --- add -----------------------------------------------------------------------------------------------

	public function test_add_stores_the_contact_for_the_member_and_says_so(): void {
		$result = Contact_Form_Handler::add( self::full_post(), get_current_user_id() );

		$this->assertSame( 'success', $result['type'] );
		$this->assertSame( 'add-contact', $result['form'] );
		$this->assertSame( "Contact added: Ann O'Archer.", $result['message'] );
		$this->assertIsInt( $result['contactId'] );
		$this->assertSame( "Ann O'Archer", $result['contactName'], 'for the link to the new contact' );

		$contact = $this->contact( self::$owner, $result['contactId'] );
		$this->assertNotNull( $contact );
		$expected = array(
			'firstName'       => 'Ann',
			'lastName'        => "O'Archer",
			'title'           => 'Head of Research',
			'company'         => 'Acme Labs',
			'emailOne'        => 'Ann@Acme.TEST',
			'emailOneType'    => 'Work',
			'phoneOne'        => '+1 (555) 010-0001',
			'phoneOneType'    => 'Mobile',
			'addressOne'      => '1 Main Street',
			'addressOneType'  => 'Home',
			'addressOneCity'  => 'Austin',
			'addressOneState' => 'TX',
			'addressOneZip'   => '73301',
			'facebook'        => 'https://facebook.com/ann',
			'linkedIn'        => 'https://www.linkedin.com/in/ann',
			'instagram'       => '',
			'website'         => 'https://ann.example',
			'emailTwo'        => '',
			'importSource'    => 'PRISM',
			'categories'      => '',
			'networkingStage' => -1,
		);
		$this->assert_has_values( $expected, $contact );
		$this->assertSame( array(), $this->all( self::$other ) );
	}

	/**
	 * The new contact can be found by the list right away: by name, company, email and phone digits.
	 */
	public function test_add_takes_handles_as_people_type_them(): void {
		$result = Contact_Form_Handler::add(
			array(
				'firstName' => 'Walker',
				'instagram' => '@walkerq',
				'twitter'   => ' @walkerq ',
				'facebook'  => 'walker.q',
				'linkedIn'  => 'in/walker-q',
			),
			self::$owner
		);
		$this->assertSame( 'success', $result['type'], (string) wp_json_encode( $result ) );
		$this->assert_has_values(
			array(
				'instagram' => '@walkerq',
				'twitter'   => '@walkerq',
				'facebook'  => 'walker.q',
				'linkedIn'  => 'in/walker-q',
			),
			(array) $this->contact( self::$owner, $result['contactId'] )
		);
	}

	public function test_added_contact_is_found_by_the_list_search(): void {
		$id = Contact_Form_Handler::add( self::full_post(), get_current_user_id() )['contactId'];
		foreach ( array( 'archer', 'ACME LABS', 'ann@acme', '5550100001', '(555) 010' ) as $q ) {
			$this->assertSame( array( $id ), array_column( $this->ok( $this->get( 'contact-list/' . self::$owner, array( 'q' => $q ) ) ), 'id' ), $q );
		}
	}

	/**
	 * The form always adds as a PRISM contact, whatever source the post claims.
	 */
	public function test_add_records_prism_as_the_source(): void {
		$post                 = self::full_post();
		$post['importSource'] = 'LinkedIn';
		$result               = Contact_Form_Handler::add( $post, self::$owner );
		$this->assertSame( 'PRISM', $this->contact( self::$owner, $result['contactId'] )['importSource'] );
	}

	/**
	 * Only a company, or only an email, is enough to add someone; the message names them by it.
	 */
	public function test_add_accepts_a_company_or_an_email_alone(): void {
		$by_company = Contact_Form_Handler::add( array( 'firstName' => '', 'lastName' => '', 'company' => 'Acme Labs', 'emailOne' => '' ), self::$owner );
		$this->assertSame( 'success', $by_company['type'] );
		$this->assertSame( 'Contact added: Acme Labs.', $by_company['message'] );
		$this->assertSame( 'Acme Labs', $this->contact( self::$owner, $by_company['contactId'] )['name'] );

		$by_email = Contact_Form_Handler::add( array( 'emailTwo' => 'who@example.test' ), self::$owner );
		$this->assertSame( 'success', $by_email['type'] );
		$this->assertCount( 2, $this->all( self::$owner ) );
	}

	/**
	 * Invalid fields: nothing is stored, every problem is named by its field, and what the member typed comes
	 * back so the form can reopen with it.
	 */
	public function test_add_with_invalid_fields_stores_nothing_and_returns_the_input(): void {
		$this->make_contact( self::$owner, array( 'firstName' => 'Existing' ) );
		$before = $this->snapshot();
		$post   = array_merge(
			self::full_post(),
			array(
				'emailOne'     => 'ann at acme',
				'phoneOne'     => 'call me',
				'phoneOneType' => 'Pager',
				'website'      => 'http://',
				'addressOneZip' => str_repeat( '9', 21 ),
			)
		);

		$result = Contact_Form_Handler::add( $post, self::$owner );

		$this->assertSame( 'error', $result['type'] );
		$this->assertSame( 'add-contact', $result['form'] );
		$this->assertNotSame( '', $result['message'] );
		$this->assertSame( array( 'emailOne', 'phoneOne', 'phoneOneType', 'addressOneZip', 'website' ), array_keys( $result['errors'] ) );
		foreach ( $result['errors'] as $field => $message ) {
			$this->assertIsString( $message, $field );
			$this->assertNotSame( '', $message, $field );
		}
		$this->assertSame( 'ann at acme', $result['values']['emailOne'] );
		$this->assertSame( 'call me', $result['values']['phoneOne'] );
		$this->assertSame( "O'Archer", $result['values']['lastName'] );
		$this->assertArrayNotHasKey( 'action', $result['values'] );
		$this->assertArrayNotHasKey( 'contactId', $result );
		$this->assert_unchanged( $before );
	}

	/**
	 * A contact must be findable again: a first or last name, a company or an email.
	 */
	public function test_add_without_a_name_company_or_email_stores_nothing(): void {
		$this->make_contact( self::$owner, array( 'firstName' => 'Existing' ) );
		$before = $this->snapshot();

		$result = Contact_Form_Handler::add( array( 'firstName' => '   ', 'lastName' => "\t\n", 'title' => 'CEO', 'phoneOne' => '555 0100', 'company' => "\0 " ), self::$owner );

		$this->assertSame( 'error', $result['type'] );
		$this->assertSame( array( 'firstName' ), array_keys( $result['errors'] ) );
		$this->assertSame( 'CEO', $result['values']['title'] );
		$this->assert_unchanged( $before );
	}

	/**
	 * The form posts every field, empty ones as ''. A contact with only a company is still listed, sorted and
	 * found by that company.
	 */
	public function test_company_only_contact_from_the_full_form_sorts_by_its_company(): void {
		$blank   = array_fill_keys( array_keys( \Prism\Domain\Contact_Fields::map() ), '' );
		$charlie = Contact_Form_Handler::add( array_merge( $blank, array( 'firstName' => 'Charlie' ) ), self::$owner )['contactId'];
		$beta    = Contact_Form_Handler::add( array_merge( $blank, array( 'company' => 'Beta Co' ) ), self::$owner )['contactId'];
		$alpha   = Contact_Form_Handler::add( array_merge( $blank, array( 'firstName' => 'Alpha' ) ), self::$owner )['contactId'];

		$list = $this->ok( $this->get( 'contact-list/' . self::$owner ) );
		$this->assertSame( array( $alpha, $beta, $charlie ), array_column( $list, 'id' ) );
		$this->assertSame( array( 'Alpha', 'Beta Co', 'Charlie' ), array_column( $list, 'name' ) );
		$this->assertSame( array( $charlie, $beta, $alpha ), $this->ok( $this->get( 'contact-list-ids/' . self::$owner, array( 'order' => 'name_desc' ) ) ) );
	}

	public function test_add_refuses_a_field_that_is_not_text(): void {
		$this->make_contact( self::$owner, array( 'firstName' => 'Existing' ) );
		$before = $this->snapshot();
		$result = Contact_Form_Handler::add( array( 'firstName' => array( 'Ann', 'Bob' ), 'lastName' => 'Archer' ), self::$owner );
		$this->assertSame( 'error', $result['type'] );
		$this->assertArrayHasKey( 'firstName', $result['errors'] );
		$this->assertArrayNotHasKey( 'firstName', $result['values'] );
		$this->assert_unchanged( $before );
	}

	/**
	 * What a member types is stored exactly as typed, markup-like text included: escaping is the job of each output.
	 */
	public function test_add_stores_text_exactly_as_typed(): void {
		$result  = Contact_Form_Handler::add( array( 'firstName' => '<b>Ann</b>', 'lastName' => "<script>alert('x')</script>Archer", 'title' => "Line\none", 'company' => 'I <3 NY Deli', 'website' => 'https://maps.example.com/?q=caf%C3%A9%20Berlin' ), self::$owner );
		$this->assertSame( 'success', $result['type'] );
		$contact = $this->contact( self::$owner, $result['contactId'] );
		$this->assertSame( '<b>Ann</b>', $contact['firstName'] );
		$this->assertSame( "<script>alert('x')</script>Archer", $contact['lastName'] );
		$this->assertSame( 'Line one', $contact['title'] );
		$this->assertSame( 'I <3 NY Deli', $contact['company'] );
		$this->assertSame( 'https://maps.example.com/?q=caf%C3%A9%20Berlin', $contact['website'] );
		$this->assertSame( "Contact added: <b>Ann</b> <script>alert('x')</script>Archer.", $result['message'], 'the message holds the name as typed; the page shows it as text' );
	}

	// --- edit ----------------------------------------------------------------------------------------------

	public function test_edit_saves_the_posted_fields_and_keeps_the_rest(): void {
		$id = Contact_Form_Handler::add( self::full_post(), self::$owner )['contactId'];
		$this->make_category( self::$owner, 'Work', array( $id ) );
		$this->place( self::$owner, $id, 2, true );

		$result = Contact_Form_Handler::edit(
			array(
				'action'    => Contact_Form_Handler::EDIT_ACTION,
				'contactId' => (string) $id,
				'firstName' => 'Annabel',
				'title'     => '',
				'emailTwo'  => 'annabel@home.test',
				'emailTwoType' => 'Home',
			),
			self::$owner
		);

		$this->assertSame(
			array(
				'type'      => 'success',
				'form'      => 'edit-contact',
				'message'   => 'Contact details saved.',
				'contactId' => $id,
			),
			$result
		);
		$contact = $this->contact( self::$owner, $id );
		$this->assertSame( 'Annabel', $contact['firstName'] );
		$this->assertSame( "Annabel O'Archer", $contact['name'] );
		$this->assertSame( '', $contact['title'], 'a field posted empty is cleared' );
		$this->assertSame( 'annabel@home.test', $contact['emailTwo'] );
		$this->assertSame( 'Acme Labs', $contact['company'], 'a field not posted keeps its value' );
		$this->assertSame( 'Ann@Acme.TEST', $contact['emailOne'] );
		$this->assertSame( 'Work', $contact['categories'] );
		$this->assertSame( 2, $contact['networkingStage'] );
		$this->assertSame( 'PRISM', $contact['importSource'] );

		$this->assertSame( array( $id ), $this->ok( $this->get( 'contact-list-ids/' . self::$owner, array( 'q' => 'annabel' ) ) ), 'search follows the new name' );
		$this->assertSame( array( $id ), $this->ok( $this->get( 'contact-list-ids/' . self::$owner, array( 'q' => 'annabel@home' ) ) ), 'search finds the new email' );
	}

	/**
	 * Another member's contact answers like a contact that does not exist, and neither is changed.
	 */
	public function test_edit_of_a_contact_that_is_not_the_members_changes_nothing(): void {
		$mine   = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$olga   = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$before = $this->snapshot();

		$theirs = Contact_Form_Handler::edit( array( 'contactId' => (string) $olga, 'firstName' => 'Hacked' ), self::$owner );
		$this->assertSame( 'error', $theirs['type'] );
		$this->assertSame( 'edit-contact', $theirs['form'] );
		$this->assertSame( 'That contact does not exist. It may have been deleted or merged.', $theirs['message'] );
		$this->assertSame( 'Hacked', $theirs['values']['firstName'] );

		$missing = Contact_Form_Handler::edit( array( 'contactId' => (string) ( $olga + $mine + 1000 ), 'firstName' => 'Hacked' ), self::$owner );
		$this->assertSame( $missing, $theirs );

		foreach ( array( array( 'contactId' => '0' ), array( 'contactId' => 'abc' ), array() ) as $ids ) {
			$result = Contact_Form_Handler::edit( $ids + array( 'firstName' => 'Hacked' ), self::$owner );
			$this->assertSame( 'error', $result['type'], wp_json_encode( $ids ) );
		}
		$this->assertSame( 'error', Contact_Form_Handler::edit( array( 'contactId' => (string) $mine, 'firstName' => 'Hacked' ), self::$other )['type'] );
		$this->assert_unchanged( $before );
	}

	public function test_edit_with_invalid_fields_changes_nothing(): void {
		$id     = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'emailOne' => 'ann@acme.test' ) );
		$before = $this->snapshot();

		$result = Contact_Form_Handler::edit( array( 'contactId' => (string) $id, 'firstName' => 'Annabel', 'emailOne' => 'not-an-email', 'addressOneType' => 'Castle' ), self::$owner );

		$this->assertSame( 'error', $result['type'] );
		$this->assertSame( $id, $result['contactId'] );
		$this->assertSame( array( 'emailOne', 'addressOneType' ), array_keys( $result['errors'] ) );
		$this->assertSame( 'not-an-email', $result['values']['emailOne'] );
		$this->assert_unchanged( $before );
		$this->assertSame( 'Ann', $this->contact( self::$owner, $id )['firstName'] );
	}

	/**
	 * Clearing every field that identifies the contact is refused; clearing some of them is fine.
	 */
	public function test_edit_that_would_leave_nobody_to_find_changes_nothing(): void {
		$id     = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'company' => 'Acme', 'title' => 'CEO' ) );
		$before = $this->snapshot();

		$result = Contact_Form_Handler::edit( array( 'contactId' => (string) $id, 'firstName' => '', 'lastName' => '', 'company' => ' ' ), self::$owner );
		$this->assertSame( 'error', $result['type'] );
		$this->assertSame( array( 'firstName' ), array_keys( $result['errors'] ) );
		$this->assert_unchanged( $before );

		$result = Contact_Form_Handler::edit( array( 'contactId' => (string) $id, 'firstName' => '' ), self::$owner );
		$this->assertSame( 'success', $result['type'] );
		$this->assertSame( 'Acme', $this->contact( self::$owner, $id )['name'] );
	}
}
