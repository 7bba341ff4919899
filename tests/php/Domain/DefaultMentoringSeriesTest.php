<?php
/**
 * Default_Mentoring_Series: each mentoring series PRISM ships has five milestones of five tasks (the spec's
 * template), every task a name and advice, ids that are unique and numbered once, HTML that wp_kses_post keeps as
 * it is, and survives an admin's save unchanged.
 *
 * @package Prism
 */

namespace Prism\Tests\Domain;

use PHPUnit\Framework\TestCase;
use Prism\Domain\Default_Mentoring_Series;
use Prism\Domain\Series_Schema;

/**
 * The shipped mentoring series.
 */
final class DefaultMentoringSeriesTest extends TestCase {

	/**
	 * Each shipped series by key.
	 *
	 * @return array<string, array{0: string}>
	 */
	public function shipped_keys(): array {
		$keys = array();
		foreach ( Default_Mentoring_Series::KEYS as $key ) {
			$keys[ $key ] = array( $key );
		}
		return $keys;
	}

	public function test_prism_ships_finding_a_mentor_and_a_first_year_as_a_mentor(): void {
		$this->assertSame( array( 'find-a-mentor', 'mentor-first-year' ), Default_Mentoring_Series::KEYS );
		$this->assertSame( 'Finding a Mentor', Default_Mentoring_Series::get( 'find-a-mentor' )['name'] );
		$this->assertSame( 'Your First Year as a Mentor', Default_Mentoring_Series::get( 'mentor-first-year' )['name'] );
		$this->assertNull( Default_Mentoring_Series::get( 'no-such-series' ) );
	}

	/**
	 * Five milestones of five tasks; milestone ids 1-5 and task ids 1-25 in order, each used once; nextTaskId past them.
	 *
	 * @dataProvider shipped_keys
	 * @param string $key Shipped key.
	 */
	public function test_five_milestones_of_five_tasks_with_ids_numbered_once( string $key ): void {
		$series = Default_Mentoring_Series::get( $key );
		$this->assertSame( 'mentoring', $series['kind'] );
		$this->assertCount( 5, $series['milestones'] );
		$this->assertSame( range( 1, 5 ), array_column( $series['milestones'], 'id' ) );
		foreach ( $series['milestones'] as $milestone ) {
			$this->assertCount( 5, $milestone['tasks'], $milestone['name'] );
		}
		$ids = Series_Schema::milestone_task_ids( $series );
		$this->assertSame( range( 1, 25 ), $ids );
		$this->assertSame( 26, $series['nextTaskId'] );
	}

	/**
	 * Every text a member reads is written: plain text where plain text is expected, advice of one to three
	 * sentences per task, nothing repeated.
	 *
	 * @dataProvider shipped_keys
	 * @param string $key Shipped key.
	 */
	public function test_every_name_and_description_is_written( string $key ): void {
		$series = Default_Mentoring_Series::get( $key );
		foreach ( array( 'name', 'shortDescription', 'who' ) as $field ) {
			$this->assertNotSame( '', trim( $series[ $field ] ), $field );
			$this->assertSame( wp_strip_all_tags( $series[ $field ] ), $series[ $field ], "{$field} is plain text" );
		}
		$names        = array();
		$descriptions = array();
		foreach ( $series['milestones'] as $milestone ) {
			$this->assertNotSame( '', trim( $milestone['name'] ) );
			$names[] = $milestone['name'];
			foreach ( $milestone['tasks'] as $task ) {
				$this->assertSame( array( 'id', 'name', 'description' ), array_keys( $task ) );
				$this->assertNotSame( '', trim( $task['name'] ), "task {$task['id']} has a name" );
				$this->assertLessThanOrEqual( 60, mb_strlen( $task['name'] ), "task {$task['id']}'s name is short" );
				$this->assertSame( wp_strip_all_tags( $task['name'] . $task['description'] ), $task['name'] . $task['description'] );
				$sentences = preg_match_all( '/[.!?]["”)]?(\s|$)/u', $task['description'] );
				$this->assertGreaterThanOrEqual( 1, $sentences, "task {$task['id']} has advice" );
				$this->assertLessThanOrEqual( 3, $sentences, "task {$task['id']}'s advice is one to three sentences" );
				$this->assertLessThanOrEqual( Series_Schema::MAX_TASK_DESCRIPTION, mb_strlen( $task['description'] ) );
				$names[]        = $task['name'];
				$descriptions[] = $task['description'];
			}
		}
		$this->assertSame( $names, array_values( array_unique( $names ) ), 'No milestone or task name is repeated' );
		$this->assertSame( $descriptions, array_values( array_unique( $descriptions ) ), 'No advice is repeated' );
	}

	/**
	 * The long description is two or three paragraphs of HTML that wp_kses_post keeps as it is.
	 *
	 * @dataProvider shipped_keys
	 * @param string $key Shipped key.
	 */
	public function test_the_long_description_is_paragraphs_of_safe_html( string $key ): void {
		$html = Default_Mentoring_Series::get( $key )['longDescription'];
		$this->assertSame( wp_kses_post( $html ), $html );
		$paragraphs = preg_match_all( '#<p>.+?</p>#s', $html );
		$this->assertGreaterThanOrEqual( 2, $paragraphs );
		$this->assertLessThanOrEqual( 3, $paragraphs );
		$this->assertSame( '', trim( (string) preg_replace( '#<p>.+?</p>#s', '', $html ) ), 'Nothing outside the paragraphs' );
	}

	/**
	 * Saving a shipped series unchanged (what an admin's first save does) keeps every text and id.
	 *
	 * @dataProvider shipped_keys
	 * @param string $key Shipped key.
	 */
	public function test_an_unchanged_save_keeps_the_series( string $key ): void {
		$series = Default_Mentoring_Series::get( $key );
		$saved  = Series_Schema::sanitize( $series, $series );
		foreach ( array( 'name', 'shortDescription', 'longDescription', 'who', 'milestones', 'nextTaskId' ) as $field ) {
			$this->assertSame( $series[ $field ], $saved[ $field ], $field );
		}
	}
}
