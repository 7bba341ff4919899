<?php
/**
 * The networking process object of one contact, checked against the series it follows: the server side of the
 * stage rules of src/domain/process.ts. An object is stored only when it has exactly the series' stages (ids in
 * order), only the stage's own task ids, real booleans, and keeps the invariants every stage rule keeps:
 * - a stage is never both in progress and complete;
 * - a complete stage has all its tasks complete;
 * - a stage with a ticked task is in progress or complete.
 * Anything else is refused whole (Invalid_Input, a 400) and nothing is stored.
 *
 * @package Prism
 */

namespace Prism\Domain;

defined( 'ABSPATH' ) || exit;

/**
 * Process object checks, alignment with the series and what a change offers.
 */
final class Process_Rules {

	/** Keys a process object may have. */
	private const OBJECT_KEYS = array( 'id', 'networkingSeriesId', 'version', 'deadEnd', 'stages' );

	/** Keys a stage may have. */
	private const STAGE_KEYS = array( 'id', 'inprogress', 'complete', 'tasks' );

	/** Keys a task may have. */
	private const TASK_KEYS = array( 'id', 'complete' );

	// phpcs:disable Squiz.Commenting.FunctionCommentThrowTag.WrongNumber -- one exception type, thrown by several checks.
	/**
	 * The object as it is stored: checked, with every series task present (a task the member sent no entry for
	 * is not ticked), in the series' order.
	 *
	 * @param mixed                $input  The posted object.
	 * @param array<string, mixed> $series The series.
	 * @param int                  $id     The contact's process id.
	 * @return array<string, mixed>
	 * @throws Invalid_Input When the object is not one the series allows.
	 */
	public static function validate( $input, array $series, int $id ): array {
		if ( ! is_array( $input ) || array_is_list( $input ) && array() !== $input ) {
			throw new Invalid_Input( __( 'The networking process must be an object with its stages.', 'prism' ) );
		}
		self::only_keys( $input, self::OBJECT_KEYS, 'obj' );
		if ( isset( $input['id'] ) && ( ! is_int( $input['id'] ) || $input['id'] !== $id ) ) {
			throw self::problem( 'obj.id', __( 'This process object belongs to another contact. Reload the page and try again.', 'prism' ) );
		}
		if ( isset( $input['networkingSeriesId'] ) && (int) $input['networkingSeriesId'] !== (int) $series['id'] ) {
			throw self::problem( 'obj.networkingSeriesId', __( 'This process follows another series.', 'prism' ) );
		}
		if ( isset( $input['version'] ) && ! is_int( $input['version'] ) ) {
			throw self::problem( 'obj.version', __( 'The version must be a whole number.', 'prism' ) );
		}
		$dead_end = $input['deadEnd'] ?? false;
		if ( ! is_bool( $dead_end ) ) {
			throw self::problem( 'obj.deadEnd', __( 'deadEnd must be true or false.', 'prism' ) );
		}
		$stages = $input['stages'] ?? null;
		$wanted = array_values( (array) $series['stages'] );
		if ( ! is_array( $stages ) || ! array_is_list( $stages ) || count( $stages ) !== count( $wanted ) ) {
			/* translators: %d: number of stages (6). */
			throw self::problem( 'obj.stages', sprintf( __( 'The networking process has exactly %d stages.', 'prism' ), count( $wanted ) ) );
		}

		$out = array();
		foreach ( $stages as $i => $stage ) {
			$out[] = self::stage( $stage, $wanted[ $i ], $i );
		}
		return array(
			'id'                 => $id,
			'networkingSeriesId' => (int) $series['id'],
			'deadEnd'            => $dead_end,
			'stages'             => $out,
		);
	}

	// phpcs:enable Squiz.Commenting.FunctionCommentThrowTag.WrongNumber

	/**
	 * A stored object read against the series as it is now (an admin may have edited it since): tasks the series
	 * no longer has are left out, new ones appear unticked (ticked in a complete stage), stages are matched by
	 * position, and the result keeps the invariants (objects stored by older versions may not). Null stays null.
	 *
	 * @param array<string, mixed>|null $stored The stored object.
	 * @param array<string, mixed>      $series The series.
	 * @param int                       $id     The process id.
	 * @return array<string, mixed>|null
	 */
	public static function align( ?array $stored, array $series, int $id ): ?array {
		if ( null === $stored ) {
			return null;
		}
		$stages = array_values( is_array( $stored['stages'] ?? null ) ? $stored['stages'] : array() );
		$out    = array();
		foreach ( array_values( (array) $series['stages'] ) as $i => $wanted ) {
			$stage = is_array( $stages[ $i ] ?? null ) ? $stages[ $i ] : array();
			$ticks = array();
			foreach ( (array) ( $stage['tasks'] ?? array() ) as $task ) {
				if ( is_array( $task ) && isset( $task['id'] ) ) {
					$ticks[ (int) $task['id'] ] = ! empty( $task['complete'] );
				}
			}
			$tasks = array();
			foreach ( Series_Schema::task_ids( $wanted ) as $task_id ) {
				$tasks[] = array(
					'id'       => $task_id,
					'complete' => $ticks[ $task_id ] ?? false,
				);
			}
			$complete   = ! empty( $stage['complete'] );
			$inprogress = ! $complete && ( ! empty( $stage['inprogress'] ) || in_array( true, array_column( $tasks, 'complete' ), true ) );
			if ( $complete ) {
				// A complete stage has every task done (a task the admin added since is done too).
				foreach ( $tasks as $t => $task ) {
					$tasks[ $t ]['complete'] = true;
				}
			}
			$out[] = array(
				'id'         => (int) $wanted['id'],
				'inprogress' => $inprogress,
				'complete'   => $complete,
				'tasks'      => $tasks,
			);
		}
		return array(
			'id'                 => $id,
			'networkingSeriesId' => (int) $series['id'],
			'deadEnd'            => ! empty( $stored['deadEnd'] ),
			'stages'             => $out,
		);
	}

	/**
	 * An object that places a contact at a stage as the stage rules would: earlier stages complete with every
	 * task, this stage complete (every task) or in progress (its first task ticked), later stages not started.
	 * For seeding and imports; -1 gives an object with nothing started.
	 *
	 * @param array<string, mixed> $series   The series.
	 * @param int                  $stage    Stage index, or -1.
	 * @param bool                 $complete Whether $stage itself is complete.
	 * @return array<string, mixed>
	 */
	public static function at_position( array $series, int $stage, bool $complete ): array {
		$stages = array();
		foreach ( array_values( (array) $series['stages'] ) as $i => $wanted ) {
			$done  = $i < $stage || ( $i === $stage && $complete );
			$tasks = array();
			foreach ( Series_Schema::task_ids( $wanted ) as $t => $task_id ) {
				$tasks[] = array(
					'id'       => $task_id,
					'complete' => $done || ( $i === $stage && 0 === $t ),
				);
			}
			$stages[] = array(
				'id'         => (int) $wanted['id'],
				'inprogress' => $i === $stage && ! $complete,
				'complete'   => $done,
				'tasks'      => $tasks,
			);
		}
		return array(
			'networkingSeriesId' => (int) $series['id'],
			'deadEnd'            => false,
			'stages'             => $stages,
		);
	}

	/**
	 * Stage indexes complete in an object.
	 *
	 * @param array<string, mixed>|null $process_object Process object.
	 * @return int[]
	 */
	public static function complete_stages( ?array $process_object ): array {
		$out = array();
		foreach ( array_values( (array) ( $process_object['stages'] ?? array() ) ) as $i => $stage ) {
			if ( is_array( $stage ) && ! empty( $stage['complete'] ) ) {
				$out[] = $i;
			}
		}
		return $out;
	}

	/**
	 * The follow-ups a change offers (never created here): the offer of the furthest stage this change
	 * completed, when that stage has one, and the dead-end offer when the contact was just marked a dead end.
	 * Texts and delays come from the series.
	 *
	 * @param array<string, mixed>|null $before The object before.
	 * @param array<string, mixed>      $after  The object after.
	 * @param array<string, mixed>      $series The series.
	 * @param string                    $today  The site's today, YYYY-MM-DD.
	 * @return array<int, array{key: string, title: string, desc: string, date: string}>
	 */
	public static function offers( ?array $before, array $after, array $series, string $today ): array {
		$offers     = array();
		$newly_done = array_diff( self::complete_stages( $after ), self::complete_stages( $before ) );
		if ( $newly_done ) {
			$furthest = max( $newly_done );
			$stage    = array_values( (array) $series['stages'] )[ $furthest ] ?? array();
			if ( is_array( $stage['offer'] ?? null ) ) {
				$offers[] = self::offer( 'stage-' . $furthest, $stage['offer'], $today );
			}
		}
		if ( ! empty( $after['deadEnd'] ) && empty( $before['deadEnd'] ) && is_array( $series['deadEndOffer'] ?? null ) ) {
			$offers[] = self::offer( 'dead-end', $series['deadEndOffer'], $today );
		}
		return $offers;
	}

	/**
	 * Whether a contact with this object keeps in touch (MAINTAIN in progress or complete, not a dead end).
	 *
	 * @param array<string, mixed>|null $process_object Process object.
	 */
	public static function keeps_in_touch( ?array $process_object ): bool {
		$position = Networking_Stages::position( $process_object );
		return count( Networking_Stages::NAMES ) - 1 === $position['stage'] && empty( $process_object['deadEnd'] );
	}

	/**
	 * One stage, checked.
	 *
	 * @param mixed                $stage  Posted stage.
	 * @param array<string, mixed> $wanted Series stage.
	 * @param int                  $i      Position.
	 * @return array<string, mixed>
	 * @throws Invalid_Input When it is not allowed.
	 */
	private static function stage( $stage, array $wanted, int $i ): array {
		$field = "obj.stages.{$i}";
		$name  = (string) $wanted['name'];
		if ( ! is_array( $stage ) || array_is_list( $stage ) ) {
			/* translators: %s: stage name. */
			throw self::problem( $field, sprintf( __( 'Stage %s must be an object.', 'prism' ), $name ) );
		}
		self::only_keys( $stage, self::STAGE_KEYS, $field );
		if ( ! isset( $stage['id'] ) || ! is_int( $stage['id'] ) || (int) $wanted['id'] !== $stage['id'] ) {
			/* translators: 1: stage position from 1; 2: stage name; 3: its id. */
			throw self::problem( "{$field}.id", sprintf( __( 'Stage %1$d (%2$s) must have the id %3$d.', 'prism' ), $i + 1, $name, (int) $wanted['id'] ) );
		}
		foreach ( array( 'inprogress', 'complete' ) as $flag ) {
			if ( ! is_bool( $stage[ $flag ] ?? null ) ) {
				/* translators: 1: a field name (inprogress, complete); 2: stage name. */
				throw self::problem( "{$field}.{$flag}", sprintf( __( '%1$s of %2$s must be true or false.', 'prism' ), $flag, $name ) );
			}
		}
		$known = array_flip( Series_Schema::task_ids( $wanted ) );
		$ticks = array();
		if ( ! array_key_exists( 'tasks', $stage ) && $stage['complete'] ) {
			// A complete stage sent without its task list: complete means every task done (the Mark Complete rule).
			$ticks = array_fill_keys( array_keys( $known ), true );
		}
		$tasks = $stage['tasks'] ?? array();
		if ( ! is_array( $tasks ) || ! array_is_list( $tasks ) ) {
			/* translators: %s: stage name. */
			throw self::problem( "{$field}.tasks", sprintf( __( 'The tasks of %s must be a list.', 'prism' ), $name ) );
		}
		foreach ( $tasks as $t => $task ) {
			if ( ! is_array( $task ) ) {
				/* translators: %s: stage name. */
				throw self::problem( "{$field}.tasks.{$t}", sprintf( __( 'Each task of %s must be an object.', 'prism' ), $name ) );
			}
			self::only_keys( $task, self::TASK_KEYS, "{$field}.tasks.{$t}" );
			$task_id = $task['id'] ?? null;
			if ( ! is_int( $task_id ) || ! isset( $known[ $task_id ] ) ) {
				/* translators: 1: a task id as sent; 2: stage name. */
				throw self::problem( "{$field}.tasks.{$t}.id", sprintf( __( 'Task %1$s is not a task of %2$s.', 'prism' ), is_scalar( $task_id ) ? (string) $task_id : '?', $name ) );
			}
			if ( isset( $ticks[ $task_id ] ) ) {
				/* translators: 1: a task id; 2: stage name. */
				throw self::problem( "{$field}.tasks.{$t}.id", sprintf( __( 'Task %1$d of %2$s is listed twice.', 'prism' ), $task_id, $name ) );
			}
			if ( ! is_bool( $task['complete'] ?? null ) ) {
				/* translators: 1: a task id; 2: stage name. */
				throw self::problem( "{$field}.tasks.{$t}.complete", sprintf( __( 'complete of task %1$d of %2$s must be true or false.', 'prism' ), $task_id, $name ) );
			}
			$ticks[ $task_id ] = $task['complete'];
		}

		$out = array();
		foreach ( array_keys( $known ) as $task_id ) {
			$out[] = array(
				'id'       => $task_id,
				'complete' => $ticks[ $task_id ] ?? false,
			);
		}
		$all_done = ! in_array( false, array_column( $out, 'complete' ), true );
		$any_done = in_array( true, array_column( $out, 'complete' ), true );
		if ( $stage['inprogress'] && $stage['complete'] ) {
			/* translators: %s: stage name. */
			throw self::problem( $field, sprintf( __( '%s cannot be both in progress and complete.', 'prism' ), $name ) );
		}
		if ( $stage['complete'] && ! $all_done ) {
			/* translators: %s: stage name. */
			throw self::problem( $field, sprintf( __( '%s is marked complete, so all its tasks must be complete.', 'prism' ), $name ) );
		}
		if ( $any_done && ! $stage['inprogress'] && ! $stage['complete'] ) {
			/* translators: %s: stage name. */
			throw self::problem( $field, sprintf( __( '%s has ticked tasks, so it must be in progress or complete.', 'prism' ), $name ) );
		}
		return array(
			'id'         => (int) $wanted['id'],
			'inprogress' => $stage['inprogress'],
			'complete'   => $stage['complete'],
			'tasks'      => $out,
		);
	}

	/**
	 * Refuses keys the object does not have.
	 *
	 * @param array<string, mixed> $value   Posted part.
	 * @param string[]             $allowed Its keys.
	 * @param string               $field   Where it is.
	 * @throws Invalid_Input On an unknown key.
	 */
	private static function only_keys( array $value, array $allowed, string $field ): void {
		$unknown = array_diff( array_map( 'strval', array_keys( $value ) ), $allowed );
		if ( $unknown ) {
			/* translators: 1: a field name as sent; 2: the fields allowed. */
			throw self::problem( $field, sprintf( __( 'Unknown field "%1$s". Allowed: %2$s.', 'prism' ), (string) reset( $unknown ), implode( ', ', $allowed ) ) );
		}
	}

	/**
	 * An offered follow-up.
	 *
	 * @param string                                        $key      Offer key.
	 * @param array{title: string, desc: string, days: int} $template From the series.
	 * @param string                                        $today    YYYY-MM-DD.
	 * @return array{key: string, title: string, desc: string, date: string}
	 */
	private static function offer( string $key, array $template, string $today ): array {
		return array(
			'key'   => $key,
			'title' => (string) $template['title'],
			'desc'  => (string) $template['desc'],
			'date'  => Calendar_Date::add_days( $today, (int) $template['days'] ),
		);
	}

	/**
	 * A refusal naming its field.
	 *
	 * @param string $field   Field path.
	 * @param string $message Sentence.
	 */
	private static function problem( string $field, string $message ): Invalid_Input {
		return new Invalid_Input( $message, array( $field => $message ) );
	}
}
