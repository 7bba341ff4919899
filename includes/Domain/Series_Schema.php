<?php
/**
 * What a series (the networking series, and later the mentoring series) may hold, and how an admin's edit is
 * cleaned before it is stored: plain text cleaned, HTML passed through wp_kses_post, links limited to web
 * addresses, and task ids kept stable. A task keeps its id while its text is edited, so members' ticks survive; a
 * new task gets the next unused id, and an id is never reused after its task is removed.
 *
 * @package Prism
 */

namespace Prism\Domain;

defined( 'ABSPATH' ) || exit;

/**
 * Series shape and sanitising.
 */
final class Series_Schema {

	/** Icons a stage may show (Material icon names the front end maps to its icons). */
	public const ICONS = array( 'construction', 'travel_explore', 'handshake', 'fact_check', 'forum', 'autorenew', 'flag', 'star', 'school', 'groups' );

	/** Longest plain-text field (names, headings, tasks, tips), in characters. */
	public const MAX_TEXT = 300;

	/** Longest resource description (the spec's advisory 100 is shown as a hint; stored up to this). */
	public const MAX_RESOURCE = 200;

	/** Longest HTML field, in characters. */
	public const MAX_HTML = 20000;

	/** Tasks a mentoring milestone has (spec: 4 to 5, five in the template). */
	public const MIN_MILESTONE_TASKS = 4;

	public const MAX_MILESTONE_TASKS = 5;

	/** Most milestones in a mentoring series. */
	public const MAX_MILESTONES = 12;

	/** Longest task description of a milestone, in characters. */
	public const MAX_TASK_DESCRIPTION = 2000;

	/** Offered follow-ups are due at most this many days ahead. */
	public const MAX_OFFER_DAYS = 365;

	/**
	 * The series cleaned for storage.
	 *
	 * @param array<string, mixed>      $input    The edited series (as the admin screen posts it).
	 * @param array<string, mixed>|null $previous The series as stored before (its ids are kept), or null.
	 * @return array<string, mixed>
	 * @throws Invalid_Input When a required field is missing or the stages do not match the series' kind.
	 */
	public static function sanitize( array $input, ?array $previous ): array {
		$errors    = array();
		$kind      = 'mentoring' === ( $previous['kind'] ?? $input['kind'] ?? '' ) ? 'mentoring' : 'networking';
		$next_task = max( 1, (int) ( $previous['nextTaskId'] ?? 1 ), self::max_task_id( $previous ) + 1 );
		$next_res  = max( 1, (int) ( $previous['nextResourceId'] ?? 1 ), self::max_resource_id( $previous ) + 1 );

		$series = array(
			'id'               => (int) ( $previous['id'] ?? $input['id'] ?? 0 ),
			'kind'             => $kind,
			'name'             => self::text( $input['name'] ?? '' ),
			'subHeadingOne'    => self::text( $input['subHeadingOne'] ?? '' ),
			'subHeadingTwo'    => self::text( $input['subHeadingTwo'] ?? '' ),
			'description'      => self::html( $input['description'] ?? '' ),
			'shortDescription' => self::text( $input['shortDescription'] ?? '' ),
			// A mentoring series' long description is HTML an admin wrote (its carousel slide shows it as such).
			'longDescription'  => 'mentoring' === $kind ? self::html( $input['longDescription'] ?? '' ) : self::text( $input['longDescription'] ?? '', true ),
			'who'              => self::text( $input['who'] ?? '', true ),
		);
		if ( '' === $series['name'] ) {
			$errors['name'] = __( 'Give the series a name.', 'prism' );
		}

		$stages_in   = is_array( $input['stages'] ?? null ) ? array_values( $input['stages'] ) : array();
		$stages_prev = is_array( $previous['stages'] ?? null ) ? array_values( $previous['stages'] ) : array();
		if ( 'networking' === $kind && count( $stages_in ) !== count( Networking_Stages::NAMES ) ) {
			$errors['stages'] = __( 'The networking series has exactly six stages.', 'prism' );
		}
		$stages = array();
		foreach ( $stages_in as $i => $stage ) {
			$stage = is_array( $stage ) ? $stage : array();
			$prev  = is_array( $stages_prev[ $i ] ?? null ) ? $stages_prev[ $i ] : array();
			$name  = self::text( $stage['name'] ?? '' );
			if ( '' === $name ) {
				/* translators: %d: the stage's position, from 1. */
				$errors[ "stages.{$i}.name" ] = sprintf( __( 'Stage %d needs a name.', 'prism' ), $i + 1 );
			}
			$icon     = (string) ( $stage['icon'] ?? '' );
			$stages[] = array(
				'id'          => $i,
				'name'        => $name,
				'icon'        => in_array( $icon, self::ICONS, true ) ? $icon : ( self::ICONS[ $i ] ?? 'flag' ),
				'intro'       => self::text( $stage['intro'] ?? '' ),
				'description' => self::html( $stage['description'] ?? '' ),
				'resources'   => self::resources( $stage['resources'] ?? array(), $prev['resources'] ?? array(), $next_res ),
				'tasks'       => self::tasks( $stage['tasks'] ?? array(), $prev['tasks'] ?? array(), $next_task ),
				'tips'        => self::tips( $stage['tips'] ?? array() ),
				'offer'       => self::offer( $stage['offer'] ?? null ),
			);
		}
		$series['stages'] = $stages;

		$milestones_in   = is_array( $input['milestones'] ?? null ) ? array_values( $input['milestones'] ) : array();
		$milestones_prev = array();
		foreach ( (array) ( $previous['milestones'] ?? array() ) as $milestone ) {
			$milestones_prev[ (int) ( $milestone['id'] ?? 0 ) ] = $milestone;
		}
		$milestones = array();
		$next_mile  = 1 + ( $milestones_prev ? max( array_keys( $milestones_prev ) ) : 0 );
		foreach ( $milestones_in as $position => $milestone ) {
			$milestone = is_array( $milestone ) ? $milestone : array();
			$name      = self::text( $milestone['name'] ?? '' );
			$id        = (int) ( $milestone['id'] ?? 0 );
			$id        = isset( $milestones_prev[ $id ] ) ? $id : $next_mile++;
			$previous  = (array) ( $milestones_prev[ $id ]['tasks'] ?? array() );
			if ( 'mentoring' === $kind ) {
				$tasks = self::milestone_tasks( $milestone['tasks'] ?? array(), $previous, $next_task, $errors, $position );
				if ( '' === $name && ! $tasks ) {
					continue;
				}
				if ( '' === $name ) {
					/* translators: %d: the milestone's position, from 1. */
					$errors[ "milestones.{$position}.name" ] = sprintf( __( 'Milestone %d needs a name.', 'prism' ), $position + 1 );
				}
				if ( count( $tasks ) < self::MIN_MILESTONE_TASKS || count( $tasks ) > self::MAX_MILESTONE_TASKS ) {
					$errors[ "milestones.{$position}.tasks" ] = sprintf(
						/* translators: 1: the milestone's position, from 1; 2: fewest tasks; 3: most tasks. */
						__( 'Milestone %1$d needs %2$d to %3$d tasks, each with a name.', 'prism' ),
						$position + 1,
						self::MIN_MILESTONE_TASKS,
						self::MAX_MILESTONE_TASKS
					);
				}
			} else {
				if ( '' === $name ) {
					continue;
				}
				$tasks = self::tasks( $milestone['tasks'] ?? array(), $previous, $next_task );
			}
			$milestones[] = array(
				'id'    => $id,
				'name'  => $name,
				'tasks' => $tasks,
			);
		}
		if ( 'mentoring' === $kind && ! $milestones ) {
			$errors['milestones'] = __( 'Add at least one milestone with its tasks.', 'prism' );
		}
		if ( count( $milestones ) > self::MAX_MILESTONES ) {
			/* translators: %d: the most milestones a series may have. */
			$errors['milestones'] = sprintf( __( 'A series can have at most %d milestones.', 'prism' ), self::MAX_MILESTONES );
		}
		$series['milestones']      = $milestones;
		$series['deadEndOffer']    = self::offer( $input['deadEndOffer'] ?? null );
		$series['keepInTouchDays'] = max( 1, min( self::MAX_OFFER_DAYS, (int) ( $input['keepInTouchDays'] ?? 30 ) ) );
		$series['nextTaskId']      = $next_task;
		$series['nextResourceId']  = $next_res;

		if ( $errors ) {
			throw new Invalid_Input( (string) reset( $errors ), $errors );
		}
		return $series;
	}

	/**
	 * Task ids of a stage (what a process object's stage may hold), in order.
	 *
	 * @param array<string, mixed> $stage Series stage.
	 * @return int[]
	 */
	public static function task_ids( array $stage ): array {
		return array_map( static fn( $task ): int => (int) $task['id'], (array) ( $stage['tasks'] ?? array() ) );
	}

	/**
	 * One line (or several, when $multiline) of plain text.
	 *
	 * @param mixed $value     Raw value.
	 * @param bool  $multiline Whether line breaks stay.
	 */
	private static function text( $value, bool $multiline = false ): string {
		if ( ! is_scalar( $value ) || ! mb_check_encoding( (string) $value, 'UTF-8' ) ) {
			return '';
		}
		return mb_substr( Text::clean( (string) $value, $multiline ), 0, $multiline ? self::MAX_HTML : self::MAX_TEXT );
	}

	/**
	 * Rich text, as the editor of a post may write it.
	 *
	 * @param mixed $value Raw HTML.
	 */
	private static function html( $value ): string {
		if ( ! is_scalar( $value ) || ! mb_check_encoding( (string) $value, 'UTF-8' ) ) {
			return '';
		}
		return trim( wp_kses_post( mb_substr( (string) $value, 0, self::MAX_HTML ) ) );
	}

	/**
	 * Tasks with stable ids: a posted id the previous list had is kept; anything else gets the next id. A task
	 * with empty text is removed.
	 *
	 * @param mixed                            $tasks    Posted tasks ([{id, task}]).
	 * @param array<int, array<string, mixed>> $previous The stage's tasks before.
	 * @param int                              $next     Next unused task id (advanced).
	 * @return array<int, array{id: int, task: string}>
	 */
	private static function tasks( $tasks, array $previous, int &$next ): array {
		$known = array_flip( array_map( static fn( $task ): int => (int) ( $task['id'] ?? 0 ), $previous ) );
		$out   = array();
		$used  = array();
		foreach ( is_array( $tasks ) ? $tasks : array() as $task ) {
			$text = self::text( is_array( $task ) ? ( $task['task'] ?? '' ) : $task );
			if ( '' === $text ) {
				continue;
			}
			$id = is_array( $task ) ? (int) ( $task['id'] ?? 0 ) : 0;
			if ( ! isset( $known[ $id ] ) || isset( $used[ $id ] ) ) {
				$id = $next++;
			}
			$used[ $id ] = true;
			$out[]       = array(
				'id'   => $id,
				'task' => $text,
			);
		}
		return $out;
	}

	/**
	 * A mentoring milestone's tasks, each a name and a description, with stable ids as in tasks(). A row with neither
	 * is dropped; a description without a name is an error.
	 *
	 * @param mixed                            $tasks    Posted tasks ([{id, name, description}]).
	 * @param array<int, array<string, mixed>> $previous The milestone's tasks before.
	 * @param int                              $next     Next unused task id (advanced).
	 * @param array<string, string>            $errors   Problems found so far (added to).
	 * @param int                              $position The milestone's position, from 0.
	 * @return array<int, array{id: int, name: string, description: string}>
	 */
	private static function milestone_tasks( $tasks, array $previous, int &$next, array &$errors, int $position ): array {
		$known = array_flip( array_map( static fn( $task ): int => (int) ( $task['id'] ?? 0 ), $previous ) );
		$out   = array();
		$used  = array();
		foreach ( is_array( $tasks ) ? array_values( $tasks ) : array() as $i => $task ) {
			$task        = is_array( $task ) ? $task : array();
			$name        = self::text( $task['name'] ?? '' );
			$description = mb_substr( self::text( $task['description'] ?? '', true ), 0, self::MAX_TASK_DESCRIPTION );
			if ( '' === $name ) {
				if ( '' !== $description ) {
					/* translators: 1: the task's position, from 1; 2: the milestone's position, from 1. */
					$errors[ "milestones.{$position}.tasks.{$i}.name" ] = sprintf( __( 'Task %1$d of milestone %2$d has a description but no name.', 'prism' ), $i + 1, $position + 1 );
				}
				continue;
			}
			$id = (int) ( $task['id'] ?? 0 );
			if ( ! isset( $known[ $id ] ) || isset( $used[ $id ] ) ) {
				$id = $next++;
			}
			$used[ $id ] = true;
			$out[]       = array(
				'id'          => $id,
				'name'        => $name,
				'description' => $description,
			);
		}
		return $out;
	}

	/**
	 * Ids of every task of a series' milestones, in order.
	 *
	 * @param array<string, mixed> $series Series.
	 * @return int[]
	 */
	public static function milestone_task_ids( array $series ): array {
		$ids = array();
		foreach ( (array) ( $series['milestones'] ?? array() ) as $milestone ) {
			foreach ( (array) ( $milestone['tasks'] ?? array() ) as $task ) {
				$ids[] = (int) ( $task['id'] ?? 0 );
			}
		}
		return $ids;
	}

	/**
	 * Tips: plain lines, empty ones dropped.
	 *
	 * @param mixed $tips Posted tips.
	 * @return string[]
	 */
	private static function tips( $tips ): array {
		$out = array();
		foreach ( is_array( $tips ) ? $tips : array() as $tip ) {
			$text = self::text( $tip, true );
			if ( '' !== $text ) {
				$out[] = $text;
			}
		}
		return $out;
	}

	/**
	 * Resources: a web address and a short description each; rows without an address are dropped.
	 *
	 * @param mixed                            $resources Posted resources ([{id, link, description}]).
	 * @param array<int, array<string, mixed>> $previous  The stage's resources before.
	 * @param int                              $next      Next unused resource id (advanced).
	 * @return array<int, array{id: int, link: string, description: string}>
	 */
	private static function resources( $resources, array $previous, int &$next ): array {
		$known = array_flip( array_map( static fn( $resource ): int => (int) ( $resource['id'] ?? 0 ), $previous ) );
		$out   = array();
		foreach ( is_array( $resources ) ? $resources : array() as $resource ) {
			$resource = is_array( $resource ) ? $resource : array();
			$link     = is_string( $resource['link'] ?? null ) ? trim( $resource['link'] ) : '';
			if ( '' === $link || null !== Text::web_address_problem( $link ) ) {
				continue;
			}
			$id    = (int) ( $resource['id'] ?? 0 );
			$id    = isset( $known[ $id ] ) ? $id : $next++;
			$out[] = array(
				'id'          => $id,
				'link'        => Text::with_scheme( $link ),
				'description' => mb_substr( self::text( $resource['description'] ?? '' ), 0, self::MAX_RESOURCE ),
			);
		}
		return $out;
	}

	/**
	 * An offered follow-up ({title, desc, days}), or null when it has no title.
	 *
	 * @param mixed $offer Posted offer.
	 * @return array{title: string, desc: string, days: int}|null
	 */
	private static function offer( $offer ): ?array {
		if ( ! is_array( $offer ) ) {
			return null;
		}
		$title = self::text( $offer['title'] ?? '' );
		if ( '' === $title ) {
			return null;
		}
		return array(
			'title' => mb_substr( $title, 0, 200 ),
			'desc'  => self::text( $offer['desc'] ?? '', true ),
			'days'  => max( 0, min( self::MAX_OFFER_DAYS, (int) ( $offer['days'] ?? 0 ) ) ),
		);
	}

	/**
	 * Highest task id a series holds (stages and milestones).
	 *
	 * @param array<string, mixed>|null $series Series.
	 */
	private static function max_task_id( ?array $series ): int {
		$max = 0;
		foreach ( array_merge( (array) ( $series['stages'] ?? array() ), (array) ( $series['milestones'] ?? array() ) ) as $part ) {
			foreach ( (array) ( $part['tasks'] ?? array() ) as $task ) {
				$max = max( $max, (int) ( $task['id'] ?? 0 ) );
			}
		}
		return $max;
	}

	/**
	 * Highest resource id a series holds.
	 *
	 * @param array<string, mixed>|null $series Series.
	 */
	private static function max_resource_id( ?array $series ): int {
		$max = 0;
		foreach ( (array) ( $series['stages'] ?? array() ) as $stage ) {
			foreach ( (array) ( $stage['resources'] ?? array() ) as $resource ) {
				$max = max( $max, (int) ( $resource['id'] ?? 0 ) );
			}
		}
		return $max;
	}
}
