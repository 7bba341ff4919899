<?php
/**
 * The mentoring series PRISM ships. Each is stored as a row of the series table with its shipped key and no data
 * (Schema\Upgrades::ship_mentoring_series), so members read it in their own language until a site admin edits it
 * in wp-admin (PRISM › Mentoring series); "Restore the shipped version" goes back to this text.
 *
 * Milestone and task ids are numbered once, here: members' ticks and task notes are stored by task id, so they must
 * never change; an admin's edit keeps them (Series_Schema) and numbers new ones from nextTaskId.
 *
 * @package Prism
 */

namespace Prism\Domain;

defined( 'ABSPATH' ) || exit;

/**
 * The shipped mentoring series, translated.
 */
final class Default_Mentoring_Series {

	/** Shipped keys, in the order the series are offered. */
	public const KEYS = array( 'find-a-mentor', 'mentor-first-year' );

	/**
	 * A shipped series by key, its text translated; null for an unknown key.
	 *
	 * @param string $key Shipped key.
	 * @return array<string, mixed>|null
	 */
	public static function get( string $key ): ?array {
		switch ( $key ) {
			case 'find-a-mentor':
				$series = self::find_a_mentor();
				break;
			case 'mentor-first-year':
				$series = self::mentor_first_year();
				break;
			default:
				return null;
		}
		$next = 1;
		foreach ( $series['milestones'] as $milestone ) {
			foreach ( $milestone['tasks'] as $task ) {
				$next = max( $next, $task['id'] + 1 );
			}
		}
		return $series + array(
			'kind'           => 'mentoring',
			'subHeadingOne'  => '',
			'subHeadingTwo'  => '',
			'description'    => '',
			'stages'         => array(),
			'deadEndOffer'   => null,
			'nextTaskId'     => $next,
			'nextResourceId' => 1,
		);
	}

	/**
	 * A milestone: its id, name and tasks ([id, name, description] each).
	 *
	 * @param int                                  $id    Milestone id.
	 * @param string                               $name  Name.
	 * @param array<int, array{int,string,string}> $tasks Tasks.
	 * @return array<string, mixed>
	 */
	private static function milestone( int $id, string $name, array $tasks ): array {
		return array(
			'id'    => $id,
			'name'  => $name,
			'tasks' => array_map(
				static fn( array $task ): array => array(
					'id'          => $task[0],
					'name'        => $task[1],
					'description' => $task[2],
				),
				$tasks
			),
		);
	}

	/**
	 * For a member looking for a mentor, from knowing what they want to a relationship that works.
	 *
	 * @return array<string, mixed>
	 */
	private static function find_a_mentor(): array {
		return array(
			'name'             => __( 'Finding a Mentor', 'prism' ),
			'shortDescription' => __( 'From knowing what you want to learn to a mentoring relationship that works for both of you.', 'prism' ),
			'longDescription'  => '<p>' . esc_html__( 'A good mentor can shorten years of trial and error. This series walks you through finding one among the people you already know.', 'prism' ) . '</p>',
			'who'              => __( 'For anyone who wants guidance from someone further along.', 'prism' ),
			'milestones'       => array(
				self::milestone(
					1,
					__( 'Know what you want', 'prism' ),
					array(
						array( 1, __( 'Name your goal', 'prism' ), __( 'Write down, in a sentence, what you want to be able to do in a year.', 'prism' ) ),
						array( 2, __( 'List your gaps', 'prism' ), __( 'Note the skills and knowledge you lack for that goal.', 'prism' ) ),
						array( 3, __( 'Decide what kind of help', 'prism' ), __( 'Advice, introductions, feedback or a sounding board: decide which you need most.', 'prism' ) ),
						array( 4, __( 'Set the time you can give', 'prism' ), __( 'Decide how often you can meet and prepare.', 'prism' ) ),
						array( 5, __( 'Write your ask', 'prism' ), __( 'Draft two sentences that say what you hope for from a mentor.', 'prism' ) ),
					)
				),
			),
		);
	}

	/**
	 * For a member mentoring someone, the first year.
	 *
	 * @return array<string, mixed>
	 */
	private static function mentor_first_year(): array {
		return array(
			'name'             => __( 'Your First Year as a Mentor', 'prism' ),
			'shortDescription' => __( 'A year of mentoring someone, from the first conversation to a relationship that lasts.', 'prism' ),
			'longDescription'  => '<p>' . esc_html__( 'Mentoring is a skill. This series gives the first year a shape.', 'prism' ) . '</p>',
			'who'              => __( 'For anyone who has agreed to mentor someone.', 'prism' ),
			'milestones'       => array(
				self::milestone(
					1,
					__( 'Get started', 'prism' ),
					array(
						array( 1, __( 'Agree on goals', 'prism' ), __( 'Ask your mentee what they want from the year.', 'prism' ) ),
						array( 2, __( 'Set a rhythm', 'prism' ), __( 'Agree how often and how you will meet.', 'prism' ) ),
						array( 3, __( 'Agree on confidentiality', 'prism' ), __( 'Say what stays between you.', 'prism' ) ),
						array( 4, __( 'Share your story', 'prism' ), __( 'Tell your mentee how you got where you are, mistakes included.', 'prism' ) ),
						array( 5, __( 'Plan the first quarter', 'prism' ), __( 'Pick two or three topics for the next three months.', 'prism' ) ),
					)
				),
			),
		);
	}
}
