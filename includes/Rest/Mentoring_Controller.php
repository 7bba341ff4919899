<?php
/**
 * Mentoring routes: the mentoring series offered to members, the member's mentoring relationships (a contact who
 * mentors them, or whom they mentor, in one series), and per relationship the ticked milestone tasks and the notes on
 * them. Every relationship, tick and note belongs to the member who recorded it (docs/mentoring.md).
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Data\Db;
use Prism\Data\Mentorship_Repository;
use Prism\Data\Series_Repository;
use Prism\Domain\Contact_Fields;
use Prism\Domain\Series_Schema;
use Prism\Resources\Declarations\Notes;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Mentoring controller.
 */
final class Mentoring_Controller extends Base_Controller {

	/** The contact's role in a relationship: 'mentor' (they mentor the member) or 'mentee' (the member mentors them). */
	public const ROLES = array( 'mentor', 'mentee' );

	/** Most relationships one member keeps. */
	public const MAX_PER_MEMBER = 1000;

	/**
	 * Relationship storage.
	 *
	 * @var Mentorship_Repository
	 */
	private Mentorship_Repository $mentorships;

	/**
	 * Series storage.
	 *
	 * @var Series_Repository
	 */
	private Series_Repository $series;

	/**
	 * Wires the repositories.
	 */
	public function __construct() {
		$this->mentorships = new Mentorship_Repository();
		$this->series      = new Series_Repository();
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$owner      = array( 'wordpressId' => self::wordpress_id_arg() );
		$optional   = array( 'wordpressId' => self::wordpress_id_arg( false ) );
		$mentorship = array( 'mentorshipId' => self::id_arg( __( 'Mentoring relationship id.', 'prism' ) ) );
		$task       = array( 'taskId' => self::id_arg( __( 'Milestone task id.', 'prism' ) ) );
		$note_id    = array( 'id' => self::id_arg( __( 'Note id.', 'prism' ) ) );
		$note       = array( 'note' => self::text_arg( __( 'Note text, kept exactly as typed, line breaks included.', 'prism' ), Notes::MAX_NOTE, true, true, __( 'Write something before saving the note.', 'prism' ) ) );

		$this->route( '/mentoring-series/(?P<wordpressId>\d+)', WP_REST_Server::READABLE, 'get_series', $owner );
		$this->route( '/mentorships/(?P<wordpressId>\d+)', WP_REST_Server::READABLE, 'get_all', $owner );
		$this->route(
			'/create-mentorship',
			WP_REST_Server::CREATABLE,
			'create',
			$owner + array(
				'contactId' => self::id_arg( __( 'The contact who mentors the member or is mentored by them.', 'prism' ) ),
				'seriesId'  => self::id_arg( __( 'Mentoring series id.', 'prism' ) ),
				'role'      => array(
					'description' => __( 'The contact\'s role: mentor (they mentor the member) or mentee (the member mentors them).', 'prism' ),
					'type'        => 'string',
					'enum'        => self::ROLES,
					'required'    => true,
				),
			)
		);
		$this->route( '/delete-mentorship', WP_REST_Server::DELETABLE, 'delete', $owner + $mentorship );
		$this->route( '/contact-mentoring/(?P<contactId>\d+)', WP_REST_Server::READABLE, 'get_for_contact', array( 'contactId' => self::id_arg( __( 'Contact id.', 'prism' ) ) ), self::MEMBER );
		$this->route(
			'/toggle-mentoring-task',
			WP_REST_Server::CREATABLE,
			'toggle_task',
			$optional + $mentorship + $task + array(
				'complete' => array(
					'description' => __( 'Whether the task is done.', 'prism' ),
					'type'        => 'boolean',
					'required'    => true,
				),
			),
			self::OWNER
		);
		$this->route( '/create-mentoring-note', WP_REST_Server::CREATABLE, 'create_note', $optional + $mentorship + $task + $note, self::OWNER );
		$this->route( '/update-mentoring-note', WP_REST_Server::CREATABLE, 'update_note', $optional + $mentorship + $note_id + $note, self::OWNER );
		$this->route( '/delete-mentoring-note', WP_REST_Server::DELETABLE, 'delete_note', $optional + $mentorship + $note_id, self::OWNER );
	}

	/**
	 * A mentoring relationship as the API answers it (the spec's mentee and mentor entry: id, name, seriesId).
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->item_schema(
			'prism-mentorship',
			fn(): array => array(
				'id'        => self::field( __( 'Relationship id.', 'prism' ), 'integer' ),
				'contactId' => self::field( __( 'The contact.', 'prism' ), 'integer' ),
				'name'      => self::field( __( 'The contact\'s name.', 'prism' ), 'string' ),
				'seriesId'  => self::field( __( 'Mentoring series id.', 'prism' ), 'integer' ),
				'role'      => self::field( __( 'The contact\'s role: mentor or mentee.', 'prism' ), 'string', array( 'enum' => self::ROLES ) ),
				'done'      => self::field( __( 'Tasks of the series ticked.', 'prism' ), 'integer' ),
				'total'     => self::field( __( 'Tasks in the series.', 'prism' ), 'integer' ),
				'createdAt' => self::field( __( 'When the relationship was recorded (ISO 8601).', 'prism' ), array( 'string', 'null' ) ),
			)
		);
	}

	/**
	 * One relationship row as the API answers it. The row carries `_ticked`, its ticked task ids (see listing()).
	 *
	 * @param mixed           $item    Relationship row.
	 * @param WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		return rest_ensure_response( array_intersect_key( $this->shape( $item, $this->all_series() ), array_flip( $this->get_fields_for_response( $request ) ) ) );
	}

	/**
	 * GET mentoring-series/{wordpressId}: every series offered, and the archived ones the member's relationships use.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_series( WP_REST_Request $request ) {
		$used = array();
		foreach ( $this->mentorships->all( $this->owner() ) as $row ) {
			$used[ (int) $row['series_id'] ] = true;
		}
		$out = array();
		foreach ( $this->all_series() as $id => $series ) {
			if ( Series_Repository::ACTIVE === $series['status'] || isset( $used[ $id ] ) ) {
				$out[] = self::series_for_api( $series );
			}
		}
		return rest_ensure_response( $out );
	}

	/**
	 * GET mentorships/{wordpressId}: the member's relationships, newest first.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_all( WP_REST_Request $request ) {
		return $this->listing( $request );
	}

	/**
	 * POST create-mentorship: answers the member's relationships, the new one included.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function create( WP_REST_Request $request ) {
		$owner      = $this->owner();
		$contact_id = (int) $request['contactId'];
		$series_id  = (int) $request['seriesId'];
		$role       = (string) $request['role'];
		if ( ! $this->owns_contact( $contact_id ) ) {
			return $this->contact_not_found();
		}
		if ( ! $this->offered( $series_id ) ) {
			return $this->series_not_offered();
		}
		if ( $this->mentorships->exists( $owner, $contact_id, $series_id, $role ) ) {
			return new WP_Error(
				'prism_mentorship_exists',
				'mentor' === $role
					? __( 'You already have this contact as your mentor in this series.', 'prism' )
					: __( 'You already mentor this contact in this series.', 'prism' ),
				array( 'status' => 409 )
			);
		}
		if ( $this->mentorships->count( $owner ) >= self::MAX_PER_MEMBER ) {
			return new WP_Error(
				'prism_mentorship_limit',
				/* translators: %d: the most mentoring relationships a member can keep. */
				sprintf( _n( 'You can keep up to %d mentoring relationship. End one before starting another.', 'You can keep up to %d mentoring relationships. End one before starting another.', self::MAX_PER_MEMBER, 'prism' ), self::MAX_PER_MEMBER ),
				array( 'status' => 409 )
			);
		}
		if ( 0 === $this->mentorships->create( $owner, $contact_id, $series_id, $role ) && ! $this->offered( $series_id ) ) {
			// Archived or deleted since the check above; the same relationship recorded at that moment is just listed.
			return $this->series_not_offered();
		}
		return $this->listing( $request );
	}

	/**
	 * DELETE delete-mentorship: ends a relationship (its ticks and notes go with it); answers the rest.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function delete( WP_REST_Request $request ) {
		$id = (int) $request['mentorshipId'];
		if ( ! $this->mentorships->find( $this->owner(), $id ) ) {
			return $this->mentorship_not_found();
		}
		$this->mentorships->delete( $this->owner(), $id );
		return $this->listing( $request );
	}

	/**
	 * GET contact-mentoring/{contactId}: the contact's relationships in full (series, ticks, notes), newest first.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_for_contact( WP_REST_Request $request ) {
		$contact_id = (int) $request['contactId'];
		if ( ! $this->owns_contact( $contact_id ) ) {
			return $this->contact_not_found();
		}
		return rest_ensure_response( $this->details( $this->mentorships->all( $this->owner(), $contact_id ) ) );
	}

	/**
	 * POST toggle-mentoring-task: ticks (or unticks) one task of the relationship; answers the relationship in full.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function toggle_task( WP_REST_Request $request ) {
		return $this->on_task( $request, fn( array $row ) => $this->mentorships->set_task( $row, (int) $request['taskId'], (bool) $request['complete'] ) );
	}

	/**
	 * POST create-mentoring-note: a note on one task of the relationship; answers the relationship in full.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function create_note( WP_REST_Request $request ) {
		return $this->on_task( $request, fn( array $row ) => $this->mentorships->add_note( $row, (int) $request['taskId'], (string) $request['note'] ) );
	}

	/**
	 * POST update-mentoring-note: answers the relationship in full.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function update_note( WP_REST_Request $request ) {
		return $this->on_note( $request, fn() => $this->mentorships->update_note( $this->owner(), (int) $request['id'], (string) $request['note'] ) );
	}

	/**
	 * DELETE delete-mentoring-note: answers the relationship in full.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function delete_note( WP_REST_Request $request ) {
		return $this->on_note( $request, fn() => $this->mentorships->delete_note( $this->owner(), (int) $request['id'] ) );
	}

	/**
	 * Runs a write on a task of the member's relationship the request names (mentorshipId, taskId), then answers the
	 * relationship in full: 404 for a relationship that is not theirs, 400 for a task not in its series.
	 *
	 * @param WP_REST_Request $request Request.
	 * @param callable        $write   Called with the relationship's row.
	 */
	private function on_task( WP_REST_Request $request, callable $write ) {
		$row = $this->mentorships->find( $this->owner(), (int) $request['mentorshipId'] );
		if ( ! $row ) {
			return $this->mentorship_not_found();
		}
		$problem = $this->task_problem( $row, (int) $request['taskId'] );
		if ( $problem ) {
			return $problem;
		}
		$write( $row );
		return $this->detail( $row );
	}

	/**
	 * Runs a write on a note of the member's relationship the request names (mentorshipId, id), then answers the
	 * relationship in full: 404 for a note that is not theirs or not of that relationship.
	 *
	 * @param WP_REST_Request $request Request.
	 * @param callable        $write   Called once the note is found.
	 */
	private function on_note( WP_REST_Request $request, callable $write ) {
		$row = $this->mentorships->find( $this->owner(), (int) $request['mentorshipId'] );
		if ( ! $row || ! $this->mentorships->find_note( $this->owner(), (int) $row['id'], (int) $request['id'] ) ) {
			return $this->note_not_found();
		}
		$write();
		return $this->detail( $row );
	}

	/**
	 * The member's relationships, as the answer of the list routes.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	private function listing( WP_REST_Request $request ) {
		$rows      = $this->mentorships->all( $this->owner() );
		$completed = $this->mentorships->completed( $this->owner(), array_column( $rows, 'id' ) );
		$series    = $this->all_series();
		$fields    = array_flip( $this->get_fields_for_response( $request ) );
		$out       = array();
		foreach ( $rows as $row ) {
			$row['_ticked'] = array_keys( $completed[ (int) $row['id'] ] ?? array() );
			$out[]          = array_intersect_key( $this->shape( $row, $series ), $fields );
		}
		return rest_ensure_response( $out );
	}

	/**
	 * One relationship in full, as the answer of the task and note routes.
	 *
	 * @param array<string, mixed> $row Relationship row.
	 */
	private function detail( array $row ) {
		$fresh = $this->mentorships->find( $this->owner(), (int) $row['id'] );
		return rest_ensure_response( $this->details( array( $fresh ?? $row ) )[0] );
	}

	/**
	 * Relationships in full: each with its series, ticks and notes (three queries for any number).
	 *
	 * @param array<int, array<string, mixed>> $rows Relationship rows.
	 * @return array<int, array<string, mixed>>
	 */
	private function details( array $rows ): array {
		$ids       = array_map( 'intval', array_column( $rows, 'id' ) );
		$completed = $this->mentorships->completed( $this->owner(), $ids );
		$notes     = $this->mentorships->notes( $this->owner(), $ids );
		$all       = $this->all_series();
		$out       = array();
		foreach ( $rows as $row ) {
			$id                 = (int) $row['id'];
			$ticks              = $completed[ $id ] ?? array();
			$row['_ticked']     = array_keys( $ticks );
			$series             = $all[ (int) $row['series_id'] ] ?? null;
			$entry              = $this->shape( $row, $all );
			$entry['series']    = null === $series ? null : self::series_for_api( $series );
			$entry['completed'] = array();
			foreach ( $ticks as $task_id => $at ) {
				$entry['completed'][] = array(
					'taskId'      => (int) $task_id,
					'completedAt' => Db::iso( $at ),
				);
			}
			$entry['notes'] = array();
			foreach ( $notes[ $id ] ?? array() as $note ) {
				$entry['notes'][] = array(
					'id'          => (int) $note['id'],
					'taskId'      => (int) $note['task_id'],
					'note'        => (string) $note['note'],
					'lastUpdated' => Db::iso( (string) $note['last_updated'] ),
				);
			}
			$out[] = $entry;
		}
		return $out;
	}

	/**
	 * A relationship row (with `_ticked`) in the API's shape.
	 *
	 * @param array<string, mixed>             $row    Relationship row.
	 * @param array<int, array<string, mixed>> $series Every mentoring series, by id (all_series()).
	 * @return array<string, mixed>
	 */
	private function shape( array $row, array $series ): array {
		$series = $series[ (int) $row['series_id'] ] ?? null;
		$tasks  = null === $series ? array() : Series_Schema::milestone_task_ids( $series );
		return array(
			'id'        => (int) $row['id'],
			'contactId' => (int) $row['contact_id'],
			'name'      => Contact_Fields::display_name(
				array(
					'firstName' => (string) $row['first_name'],
					'lastName'  => (string) $row['last_name'],
					'emailOne'  => (string) $row['email_one'],
					'company'   => (string) $row['company'],
				)
			),
			'seriesId'  => (int) $row['series_id'],
			'role'      => (string) $row['role'],
			'done'      => count( array_intersect( $tasks, (array) ( $row['_ticked'] ?? array() ) ) ),
			'total'     => count( $tasks ),
			'createdAt' => Db::iso( (string) $row['created_at'] ),
		);
	}

	/**
	 * A series as the API answers it.
	 *
	 * @param array<string, mixed> $series Series.
	 * @return array<string, mixed>
	 */
	private static function series_for_api( array $series ): array {
		$milestones = array();
		foreach ( (array) ( $series['milestones'] ?? array() ) as $milestone ) {
			$tasks = array();
			foreach ( (array) ( $milestone['tasks'] ?? array() ) as $task ) {
				$tasks[] = array(
					'id'          => (int) $task['id'],
					'name'        => (string) ( $task['name'] ?? $task['task'] ?? '' ),
					'description' => (string) ( $task['description'] ?? '' ),
				);
			}
			$milestones[] = array(
				'id'    => (int) $milestone['id'],
				'name'  => (string) $milestone['name'],
				'tasks' => $tasks,
			);
		}
		return array(
			'id'               => (int) $series['id'],
			'name'             => (string) $series['name'],
			'shortDescription' => (string) ( $series['shortDescription'] ?? '' ),
			'longDescription'  => (string) ( $series['longDescription'] ?? '' ),
			'who'              => (string) ( $series['who'] ?? '' ),
			'status'           => (string) $series['status'],
			'milestones'       => $milestones,
		);
	}

	/**
	 * Every mentoring series (archived ones too), by id, as stored now. Read per call, never kept on the controller:
	 * WordPress keeps one controller for every request a process serves.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function all_series(): array {
		$by_id = array();
		foreach ( $this->series->mentoring() as $series ) {
			$by_id[ (int) $series['id'] ] = $series;
		}
		return $by_id;
	}

	/**
	 * Whether a mentoring series is offered to members now (read each time: an admin may archive it meanwhile).
	 *
	 * @phpstan-impure
	 * @param int $series_id Series.
	 */
	private function offered( int $series_id ): bool {
		return Series_Repository::ACTIVE === ( $this->all_series()[ $series_id ]['status'] ?? null );
	}

	/**
	 * Why a task id cannot be used with a relationship (not a task of its series), or null.
	 *
	 * @param array<string, mixed> $row     Relationship row.
	 * @param int                  $task_id Task id.
	 */
	private function task_problem( array $row, int $task_id ): ?WP_Error {
		$series = $this->all_series()[ (int) $row['series_id'] ] ?? null;
		if ( null === $series || ! in_array( $task_id, Series_Schema::milestone_task_ids( $series ), true ) ) {
			return $this->bad_request( __( 'That task is not part of this mentoring series. The page may be out of date: reload it.', 'prism' ) );
		}
		return null;
	}

	/**
	 * 404 for a relationship id that is not the member's.
	 */
	private function mentorship_not_found(): WP_Error {
		return $this->not_found( __( 'That mentoring relationship does not exist. It may have been ended.', 'prism' ) );
	}

	/**
	 * 404 for a note id that is not the member's (or not of that relationship).
	 */
	private function note_not_found(): WP_Error {
		return $this->not_found( __( 'That note does not exist. It may have been deleted.', 'prism' ) );
	}

	/**
	 * 404 for a series that is missing or archived.
	 */
	private function series_not_offered(): WP_Error {
		return $this->not_found( __( 'That mentoring series is no longer offered.', 'prism' ) );
	}
}
