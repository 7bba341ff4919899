<?php
/**
 * Default_Series: the networking series PRISM ships has the six stages in order, guidance a member can act on,
 * the spec's follow-up timings, ids that stay stable, and survives an admin's save unchanged.
 *
 * @package Prism
 */

namespace Prism\Tests\Domain;

use PHPUnit\Framework\TestCase;
use Prism\Domain\Default_Series;
use Prism\Domain\Networking_Stages;
use Prism\Domain\Series_Schema;
use Prism\Domain\Text;

/**
 * The shipped networking series.
 */
final class DefaultSeriesTest extends TestCase {

	/**
	 * The shipped series.
	 *
	 * @return array<string, mixed>
	 */
	private static function series(): array {
		return Default_Series::networking();
	}

	/**
	 * The shipped series' stages, keyed by name.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function stages_by_name(): array {
		return array_column( self::series()['stages'], null, 'name' );
	}

	/**
	 * All the text a member reads on a stage: intro, description, task texts and tips.
	 *
	 * @param array<string, mixed> $stage Series stage.
	 */
	private static function stage_text( array $stage ): string {
		return implode( ' ', array_merge( array( $stage['intro'], $stage['description'] ), array_column( $stage['tasks'], 'task' ), $stage['tips'] ) );
	}

	public function test_the_series_is_the_networking_series_with_its_headings(): void {
		$series = self::series();
		$this->assertSame( 1, $series['id'] );
		$this->assertSame( 'networking', $series['kind'] );
		$this->assertSame( 'The PRISM Process', $series['name'] );
		foreach ( array( 'subHeadingOne', 'subHeadingTwo', 'shortDescription', 'longDescription', 'who' ) as $field ) {
			$this->assertIsString( $series[ $field ], $field );
			$this->assertNotSame( '', trim( $series[ $field ] ), "{$field} is written" );
			$this->assertSame( wp_strip_all_tags( $series[ $field ] ), $series[ $field ], "{$field} is plain text" );
		}
		$this->assertSame( array(), $series['milestones'] );
		$this->assertSame( 0, $series['wordpressId'] );
		$this->assertNull( $series['updatedAt'] );
	}

	public function test_six_stages_in_order_with_their_icons(): void {
		$stages = self::series()['stages'];
		$this->assertSame( array( 0, 1, 2, 3, 4, 5 ), array_column( $stages, 'id' ) );
		$this->assertSame( array( 'BUILD', 'DISCOVER', 'CONNECT', 'ASSESS', 'ENGAGE', 'MAINTAIN' ), array_column( $stages, 'name' ) );
		$this->assertSame( Networking_Stages::NAMES, array_column( $stages, 'name' ) );
		$this->assertSame( array( 'construction', 'travel_explore', 'handshake', 'fact_check', 'forum', 'autorenew' ), array_column( $stages, 'icon' ) );
	}

	public function test_every_stage_has_an_intro_sentence_tasks_and_tips(): void {
		foreach ( self::series()['stages'] as $stage ) {
			$name = $stage['name'];
			$this->assertNotSame( '', trim( $stage['intro'] ), "{$name} intro" );
			$this->assertSame( wp_strip_all_tags( $stage['intro'] ), $stage['intro'], "{$name} intro is plain text" );
			$this->assertMatchesRegularExpression( '/^[A-Z].*\.$/', $stage['intro'], "{$name} intro is one full sentence" );

			$this->assertGreaterThanOrEqual( 4, count( $stage['tasks'] ), "{$name} tasks" );
			$this->assertLessThanOrEqual( 6, count( $stage['tasks'] ), "{$name} tasks" );
			foreach ( $stage['tasks'] as $task ) {
				$this->assertSame( array( 'id', 'task' ), array_keys( $task ), "{$name} task shape" );
				$this->assertNotSame( '', trim( $task['task'] ), "{$name} task {$task['id']}" );
				$this->assertLessThanOrEqual( 120, mb_strlen( $task['task'] ), "{$name} task {$task['id']} is short: {$task['task']}" );
			}

			$this->assertGreaterThanOrEqual( 3, count( $stage['tips'] ), "{$name} tips" );
			$this->assertLessThanOrEqual( 5, count( $stage['tips'] ), "{$name} tips" );
			foreach ( $stage['tips'] as $tip ) {
				$this->assertIsString( $tip, "{$name} tip" );
				$this->assertNotSame( '', trim( $tip ), "{$name} tip" );
			}
		}
	}

	public function test_task_ids_are_unique_through_the_series_and_next_task_id_comes_after_them(): void {
		$series = self::series();
		$ids    = array();
		foreach ( $series['stages'] as $stage ) {
			$ids = array_merge( $ids, array_column( $stage['tasks'], 'id' ) );
		}
		foreach ( $ids as $id ) {
			$this->assertIsInt( $id );
			$this->assertGreaterThan( 0, $id );
		}
		$this->assertSame( $ids, array_values( array_unique( $ids ) ), 'no task id is used twice' );
		$this->assertSame( range( 1, count( $ids ) ), $ids, 'numbered 1, 2, 3 … through the stages' );
		$this->assertGreaterThan( max( $ids ), $series['nextTaskId'] );
		$this->assertSame( max( $ids ) + 1, $series['nextTaskId'] );
	}

	public function test_resources_have_unique_ids_web_links_and_short_descriptions(): void {
		$series = self::series();
		$ids    = array();
		foreach ( $series['stages'] as $stage ) {
			$name = $stage['name'];
			$this->assertGreaterThanOrEqual( 2, count( $stage['resources'] ), "{$name} resources" );
			$this->assertLessThanOrEqual( 3, count( $stage['resources'] ), "{$name} resources" );
			foreach ( $stage['resources'] as $resource ) {
				$this->assertSame( array( 'id', 'link', 'description' ), array_keys( $resource ), "{$name} resource shape" );
				$this->assertIsInt( $resource['id'] );
				$this->assertGreaterThan( 0, $resource['id'] );
				$ids[] = $resource['id'];

				$link = $resource['link'];
				$this->assertNotFalse( filter_var( $link, FILTER_VALIDATE_URL ), "{$link} is a URL" );
				$this->assertSame( 'https', wp_parse_url( $link, PHP_URL_SCHEME ), "{$link} is https" );
				$this->assertNull( Text::web_address_problem( $link ), "{$link} is a web address PRISM stores" );
				$this->assertSame( $link, esc_url_raw( $link ), "{$link} survives esc_url_raw" );

				$this->assertNotSame( '', trim( $resource['description'] ), "{$link} has a description" );
				$this->assertLessThanOrEqual( 100, mb_strlen( $resource['description'] ), "{$link}: the spec's 100 characters" );
			}
		}
		$this->assertSame( $ids, array_values( array_unique( $ids ) ), 'no resource id is used twice' );
		$this->assertGreaterThan( max( $ids ), $series['nextResourceId'] );
	}

	public function test_html_guidance_is_unchanged_by_wp_kses_post(): void {
		$series = self::series();
		$html   = array( 'series description' => $series['description'] );
		foreach ( $series['stages'] as $stage ) {
			$html[ "{$stage['name']} description" ] = $stage['description'];
		}
		foreach ( $html as $field => $value ) {
			$this->assertStringStartsWith( '<p>', $value, "{$field} is HTML" );
			$this->assertSame( $value, wp_kses_post( $value ), "{$field} keeps every tag through wp_kses_post" );
		}
	}

	public function test_how_it_works_explains_the_stages_per_contact_status_tasks_and_notes(): void {
		$description = self::series()['description'];
		foreach ( Networking_Stages::NAMES as $name ) {
			$this->assertStringContainsString( $name, $description );
		}
		foreach ( array( 'each contact', 'In Progress', 'Complete', 'tasks', 'notes' ) as $phrase ) {
			$this->assertStringContainsString( $phrase, $description );
		}
	}

	public function test_the_stages_offer_the_follow_ups_the_spec_times(): void {
		$series = self::series();
		$stages = self::stages_by_name();

		$this->assertNull( $stages['BUILD']['offer'] );
		$this->assertNull( $stages['DISCOVER']['offer'] );
		$this->assertNull( $stages['MAINTAIN']['offer'] );

		$this->assertSame( 'Send a thank-you', $stages['CONNECT']['offer']['title'] );
		$this->assertSame( 1, $stages['CONNECT']['offer']['days'] );
		$this->assertStringContainsString( '24 hours', $stages['CONNECT']['offer']['desc'] );
		$this->assertSame( 60, $stages['ASSESS']['offer']['days'] );
		$this->assertSame( 30, $stages['ENGAGE']['offer']['days'] );
		foreach ( array( 'CONNECT', 'ASSESS', 'ENGAGE' ) as $name ) {
			$this->assertSame( array( 'title', 'desc', 'days' ), array_keys( $stages[ $name ]['offer'] ), "{$name} offer shape" );
			$this->assertNotSame( '', trim( $stages[ $name ]['offer']['title'] ), "{$name} offer title" );
			$this->assertNotSame( '', trim( $stages[ $name ]['offer']['desc'] ), "{$name} offer text" );
		}

		$this->assertSame( 'Try again', $series['deadEndOffer']['title'] );
		$this->assertSame( 90, $series['deadEndOffer']['days'] );
		$this->assertNotSame( '', trim( $series['deadEndOffer']['desc'] ) );
		$this->assertSame( 30, $series['keepInTouchDays'] );
	}

	public function test_the_guidance_says_the_timings_where_they_belong(): void {
		$stages = self::stages_by_name();
		$this->assertStringContainsString( '24 hours', self::stage_text( $stages['CONNECT'] ), 'thank-you within 24 hours' );
		$this->assertStringContainsString( '30 days', self::stage_text( $stages['ENGAGE'] ), 'follow up 30 days after an engagement' );
		$this->assertStringContainsString( 'every 1-3 months', self::stage_text( $stages['ASSESS'] ), 'reassess every 1-3 months' );
		$this->assertStringContainsString( 'month', self::stage_text( $stages['MAINTAIN'] ), 'at least monthly contact' );
		$this->assertStringContainsString( '2-3 months', self::stage_text( $stages['ASSESS'] ) . self::stage_text( $stages['MAINTAIN'] ), 'try again 2-3 months after a dead end' );
	}

	public function test_an_admin_save_of_the_shipped_series_keeps_it_unchanged(): void {
		$series = self::series();
		$saved  = Series_Schema::sanitize( $series, $series );
		unset( $series['wordpressId'], $series['updatedAt'] );
		$this->assertSame( $series, $saved, 'every text, id and offer is already in the form the admin screen stores' );
	}
}
