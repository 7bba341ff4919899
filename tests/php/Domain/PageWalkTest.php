<?php
/**
 * Where a page of a set of matches is looked for: walked from the nearer end of the index, or sorted.
 *
 * @package Prism
 */

namespace Prism\Tests\Domain;

use Prism\Domain\Page_Walk;
use PHPUnit\Framework\TestCase;

/**
 * Page_Walk::plan().
 */
final class PageWalkTest extends TestCase {

	public function test_without_the_network_only_the_first_and_last_eighths_are_walked(): void {
		$first = Page_Walk::plan( 800, 0, 10, 100 );
		$this->assertNotNull( $first );
		$this->assertSame( array( 0, 10, false ), array( $first->offset, $first->limit, $first->reverse ) );
		$last = Page_Walk::plan( 800, 795, 10, 100 );
		$this->assertNotNull( $last );
		$this->assertSame( array( 0, 5, true ), array( $last->offset, $last->limit, $last->reverse ) );
		$this->assertNull( Page_Walk::plan( 800, 400, 10, 100 ), 'a middle page is sorted' );
		$this->assertNull( Page_Walk::plan( 50, 0, 10, 100 ), 'too few matches to walk for' );
		$this->assertNull( Page_Walk::plan( 800, 800, 10, 100 ), 'past the end' );
	}

	public function test_a_middle_page_of_a_set_that_holds_much_of_the_network_is_walked_for_from_the_nearer_end(): void {
		// 12,000 of 30,000 contacts: reaching the middle walks 15,000 entries, where sorting costs 12,000 rows.
		$before = Page_Walk::plan( 12000, 5000, 10, Page_Walk::MIN, 30000 );
		$this->assertNotNull( $before );
		$this->assertSame( array( 5000, 10, false ), array( $before->offset, $before->limit, $before->reverse ) );
		$after = Page_Walk::plan( 12000, 7000, 10, Page_Walk::MIN, 30000 );
		$this->assertNotNull( $after );
		$this->assertSame( array( 4990, 10, true ), array( $after->offset, $after->limit, $after->reverse ) );
		$this->assertSame( array( 3, 2, 1 ), $after->in_list_order( array( 1, 2, 3 ) ) );
		$this->assertSame( 'c.sort_name DESC, c.id DESC', $after->order( 'c.sort_name ASC, c.id ASC' ) );
	}

	public function test_a_middle_page_of_a_sparse_set_is_sorted(): void {
		// 2,000 of 30,000: the middle is 15,000 entries away, sorting reads 2,000 rows.
		$this->assertNull( Page_Walk::plan( 2000, 1000, 10, Page_Walk::MIN, 30000 ) );
		$this->assertNotNull( Page_Walk::plan( 2000, 0, 10, Page_Walk::MIN, 30000 ), 'its first page is still walked for' );
		$this->assertNull( Page_Walk::plan( 800, 0, 10, Page_Walk::MIN, 30000 ), 'a few hundred matches are sorted: they may stand together in the index' );
	}

	public function test_every_row_of_a_dense_set_is_one_walk(): void {
		$all = Page_Walk::plan( 20000, 0, 20000, Page_Walk::MIN, 30000 );
		$this->assertNotNull( $all );
		$this->assertSame( array( 0, 20000, false ), array( $all->offset, $all->limit, $all->reverse ) );
	}
}
