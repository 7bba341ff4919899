<?php
/**
 * Totals and pages of lists longer than one page, for each way the repository counts: a plain search (search
 * table), a single category (its links), and combined filters (the contacts table).
 *
 * @package Prism
 */

namespace Prism\Tests\Rest;

use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Multi-page totals.
 */
final class ContactListTotalsTest extends Prism_Test_Case {

	/**
	 * Contact ids by name, in name order.
	 *
	 * @var int[]
	 */
	private array $friends = array();

	protected function setUp(): void {
		parent::setUp();
		$this->friends = array();
		// Twelve friends from Harbor, three strangers, and the other member's friends of the same name.
		foreach ( range( 1, 12 ) as $n ) {
			$this->friends[] = $this->make_contact( self::$owner, array( 'firstName' => sprintf( 'Friend%02d', $n ), 'company' => 'Harbor Lights' ) );
		}
		foreach ( range( 1, 3 ) as $n ) {
			$this->make_contact( self::$owner, array( 'firstName' => "Stranger{$n}", 'company' => 'Harbor Lights' ) );
		}
		$this->make_category( self::$owner, 'Friends', $this->friends );
		$others = array();
		foreach ( range( 1, 4 ) as $n ) {
			$others[] = $this->make_contact( self::$other, array( 'firstName' => "Friend{$n}", 'company' => 'Harbor Lights' ) );
		}
		$this->make_category( self::$other, 'Friends', $others );
	}

	/**
	 * The ids, X-WP-Total and X-WP-TotalPages of one page.
	 *
	 * @param array<string, mixed> $query Query parameters.
	 * @return array{0: int[], 1: int, 2: int}
	 */
	private function page( array $query ): array {
		$response = $this->get( 'contact-list/' . self::$owner, $query );
		$body     = $this->ok( $response );
		$headers  = $response->get_headers();
		return array( array_column( $body, 'id' ), (int) $headers['X-WP-Total'], (int) $headers['X-WP-TotalPages'] );
	}

	public function test_a_single_category_counts_only_the_members_contacts_in_it(): void {
		$this->assertSame( array( array_slice( $this->friends, 0, 5 ), 12, 3 ), $this->page( array( 'category' => array( 'Friends' ), 'per_page' => 5 ) ) );
		$this->assertSame( array( array_slice( $this->friends, 10, 2 ), 12, 3 ), $this->page( array( 'category' => array( 'Friends' ), 'per_page' => 5, 'page' => 3 ) ) );
	}

	public function test_a_plain_search_pages_in_name_order_both_ways(): void {
		list( $ids, $total, $pages ) = $this->page( array( 'q' => 'harbor', 'per_page' => 10 ) );
		$this->assertSame( array( 15, 2 ), array( $total, $pages ) );
		$this->assertSame( $this->friends[0], $ids[0] );
		list( $ids ) = $this->page( array( 'q' => 'HARBOR', 'per_page' => 10, 'order' => 'name_desc' ) );
		$this->assertSame( $this->friends[11], $ids[3], 'Stranger3, 2, 1 first, then Friend12' );
		$all = $this->ok( $this->get( 'contact-list-ids/' . self::$owner, array( 'q' => 'harbor' ) ) );
		$this->assertCount( 15, $all );
	}

	public function test_a_category_with_a_search_counts_both(): void {
		$this->make_note( self::$owner, $this->friends[11], 'Met at the regatta' );
		$this->assertSame( array( array( $this->friends[11] ), 1, 1 ), $this->page( array( 'category' => array( 'Friends' ), 'q' => 'regatta' ) ) );
		list( , $total ) = $this->page( array( 'category' => array( 'Friends' ), 'q' => 'friend', 'per_page' => 5, 'page' => 2 ) );
		$this->assertSame( 12, $total );
	}
}
