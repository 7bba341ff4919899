<?php
/**
 * WordPress's personal-data export holds the member's mentoring relationships (series, role, the tasks ticked and
 * the notes on them) and nothing of another member's; the eraser leaves none of them.
 *
 * @package Prism
 */

namespace Prism\Tests\Privacy;

use Prism\Data\Mentorship_Repository;
use Prism\Data\Series_Repository;
use Prism\Privacy\Personal_Data;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Mentoring in the personal-data tools.
 */
final class MentoringExportTest extends Prism_Test_Case {

	/**
	 * A relationship with a tick and a note for a member.
	 *
	 * @param int    $owner Member.
	 * @param string $word  A word that marks the member's text.
	 * @return array{0: int, 1: array<string, mixed>} Relationship id, series.
	 */
	private function relationship( int $owner, string $word ): array {
		$series  = ( new Series_Repository() )->mentoring( true )[0];
		$task    = $series['milestones'][0]['tasks'][0];
		$contact = $this->make_contact( $owner, array( 'firstName' => 'Mia', 'lastName' => $word ) );
		$repo    = new Mentorship_Repository();
		$id      = $repo->create( $owner, $contact, (int) $series['id'], 'mentor' );
		$row     = $repo->find( $owner, $id );
		$repo->set_task( $row, (int) $task['id'], true );
		$repo->add_note( $row, (int) $task['id'], "Budget <100k and >50k {$word}" );
		return array( $id, $series );
	}

	public function test_the_export_holds_the_members_relationships_only(): void {
		list( $id, $series ) = $this->relationship( self::$owner, 'mine' );
		$this->relationship( self::$other, 'theirs' );

		$exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() );
		$items     = array();
		for ( $page = 1; $page < 20; $page++ ) {
			$answer = call_user_func( $exporters[ Personal_Data::ID ]['callback'], (string) get_userdata( self::$owner )->user_email, $page );
			$items  = array_merge( $items, $answer['data'] );
			if ( $answer['done'] ) {
				break;
			}
		}
		$this->assertStringNotContainsString( 'theirs', (string) wp_json_encode( $items ) );
		$found = array();
		foreach ( $items as $item ) {
			if ( 'prism-mentoring' === $item['group_id'] ) {
				$found[ $item['item_id'] ] = array_column( $item['data'], 'value', 'name' );
			}
		}
		$this->assertSame( array( 'prism-mentorship-' . $id ), array_keys( $found ) );
		$entry = $found[ 'prism-mentorship-' . $id ];
		$task  = $series['milestones'][0]['tasks'][0]['name'];
		$this->assertSame( 'Mia mine', $entry['Contact'] );
		$this->assertSame( $series['name'], $entry['Mentoring series'] );
		$this->assertSame( 'This contact mentors you', $entry['Role'] );
		$this->assertSame( $task, $entry['Tasks done'] );
		$this->assertStringContainsString( '100k and', $entry[ 'Note on "' . $task . '"' ] );
	}

	public function test_the_eraser_leaves_no_relationship(): void {
		$this->relationship( self::$owner, 'mine' );
		$this->relationship( self::$other, 'theirs' );
		$erasers = apply_filters( 'wp_privacy_personal_data_erasers', array() );
		for ( $page = 1; $page < 20; $page++ ) {
			if ( call_user_func( $erasers[ Personal_Data::ID ]['callback'], (string) get_userdata( self::$owner )->user_email, $page )['done'] ) {
				break;
			}
		}
		foreach ( array( 'mentorships', 'mentoring_tasks', 'mentoring_notes' ) as $table ) {
			$this->assertSame( 0, $this->count_rows( $table, array( 'owner_id' => self::$owner ) ), $table );
			$this->assertSame( 1, $this->count_rows( $table, array( 'owner_id' => self::$other ) ), $table );
		}
	}
}
