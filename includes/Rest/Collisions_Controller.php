<?php
/**
 * Duplicate-suggestion routes (docs/duplicates.md, "Routes and jobs"):
 *
 * - `GET collisions/{wordpressId}`: the pending pairs `[{id, firstId, secondId}]`.
 * - `GET collisions-with-contacts/{wordpressId}?page=&per_page=`: one page of pending pairs with both contacts in
 *   full (the objects of `GET contact-detail/{id}`), reasons and score, best first; `X-WP-Total`, `X-WP-TotalPages`.
 * - `POST merge` `{collisionId, survivorId?}`: the lossless merge of the pair; answers the merged contact.
 * - `POST dismiss-collision` `{collisionId}`: never suggested again; answers the pending pairs.
 * - `GET merged-contacts/{wordpressId}`: the member's merges, newest first.
 * - `POST duplicate-scan/{wordpressId}`: the full rescan as a job; answers its status (see Jobs_Controller).
 *
 * A collision id that does not exist or is another member's answers 404; one no longer pending (merged, dismissed)
 * or whose contacts are gone answers 409 `prism_collision_stale`. Either way nothing changes.
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Data\Collision_Repository;
use Prism\Data\Contact_Repository;
use Prism\Data\Db;
use Prism\Data\Job;
use Prism\Data\Job_Repository;
use Prism\Data\Merge_Repository;
use Prism\Domain\Contact_Fields;
use Prism\Jobs\Duplicate_Scan_Job;
use Prism\Jobs\Queue;
use Prism\Service\Contact_Service;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Collisions controller.
 */
final class Collisions_Controller extends Base_Controller {

	/** Pairs a page of collisions-with-contacts, unless asked otherwise. */
	public const PER_PAGE = 20;

	/** Most pairs a page. */
	public const MAX_PER_PAGE = 100;

	/** Exception code of a pair found stale inside the merge's transaction (rolled back, answered 409). */
	private const STALE = 409;

	/**
	 * Suggestion storage.
	 *
	 * @var Collision_Repository
	 */
	private Collision_Repository $collisions;

	/**
	 * Wires the repository.
	 */
	public function __construct() {
		$this->collisions = new Collision_Repository();
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$owner_route = array( 'wordpressId' => self::wordpress_id_arg() );
		$collision   = array( 'collisionId' => self::id_arg( __( 'Duplicate suggestion id.', 'prism' ) ) );
		$this->route( '/collisions/(?P<wordpressId>\d+)', WP_REST_Server::READABLE, 'get_pending', $owner_route );
		$this->route(
			'/collisions-with-contacts/(?P<wordpressId>\d+)',
			WP_REST_Server::READABLE,
			'get_with_contacts',
			array_merge(
				$owner_route,
				array(
					'page'     => array(
						'description' => __( 'Page, from 1.', 'prism' ),
						'type'        => 'integer',
						'minimum'     => 1,
						'maximum'     => Contacts_Controller::MAX_PAGE,
						'default'     => 1,
					),
					'per_page' => array(
						'description' => __( 'Pairs a page.', 'prism' ),
						'type'        => 'integer',
						'minimum'     => 1,
						'maximum'     => self::MAX_PER_PAGE,
						'default'     => self::PER_PAGE,
					),
				)
			)
		);
		$this->route(
			'/merge',
			WP_REST_Server::CREATABLE,
			'merge',
			array_merge( $collision, array( 'survivorId' => self::id_arg( __( 'The contact that stays: one of the pair (the older one when left out).', 'prism' ), false ) ) ),
			self::MEMBER
		);
		$this->route( '/dismiss-collision', WP_REST_Server::CREATABLE, 'dismiss', $collision, self::MEMBER );
		$this->route( '/merged-contacts/(?P<wordpressId>\d+)', WP_REST_Server::READABLE, 'get_merged', $owner_route );
		$this->route( '/duplicate-scan/(?P<wordpressId>\d+)', WP_REST_Server::CREATABLE, 'start_scan', $owner_route );
	}

	/**
	 * GET collisions/{wordpressId}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_pending( WP_REST_Request $request ) {
		unset( $request );
		return rest_ensure_response( $this->pending_pairs() );
	}

	/**
	 * GET collisions-with-contacts/{wordpressId}: one page, both contacts of every pair read in one batch.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_with_contacts( WP_REST_Request $request ) {
		$per_page = min( self::MAX_PER_PAGE, max( 1, (int) $request['per_page'] ) );
		$page     = max( 1, (int) $request['page'] );
		$owner    = $this->owner();
		$total    = $this->collisions->count_pending( $owner );
		$pairs    = $this->collisions->pending( $owner, ( $page - 1 ) * $per_page, $per_page );
		$ids      = array();
		foreach ( $pairs as $pair ) {
			$ids[] = $pair['first_id'];
			$ids[] = $pair['second_id'];
		}
		$contacts = $this->full_contacts( $ids );
		$items    = array();
		foreach ( $pairs as $pair ) {
			if ( ! isset( $contacts[ $pair['first_id'] ], $contacts[ $pair['second_id'] ] ) ) {
				continue; // A contact deleted outside PRISM's routes: nothing to show or merge.
			}
			$items[] = array(
				'id'        => $pair['id'],
				'primary'   => $contacts[ $pair['first_id'] ],
				'secondary' => $contacts[ $pair['second_id'] ],
				'reasons'   => $pair['reasons'],
				'score'     => $pair['score'],
			);
		}
		return $this->paged( $items, $total, $per_page );
	}

	/**
	 * POST merge: merges the pair into the survivor (the older contact unless `survivorId` names the other) and
	 * answers the merged contact.
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws \UnexpectedValueException Never out of here: a stale pair inside the transaction is answered 409.
	 */
	public function merge( WP_REST_Request $request ) {
		$owner = $this->owner();
		$pair  = $this->collisions->find( $owner, (int) $request['collisionId'] );
		if ( ! $pair ) {
			return $this->collision_not_found();
		}
		$survivor = null === $request['survivorId'] ? $pair['first_id'] : (int) $request['survivorId'];
		if ( $survivor !== $pair['first_id'] && $survivor !== $pair['second_id'] ) {
			return $this->bad_request( __( 'The contact to keep must be one of the two contacts of this suggestion.', 'prism' ) );
		}
		if ( Collision_Repository::PENDING !== $pair['state'] ) {
			return $this->stale();
		}
		if ( ! ( new Contact_Repository() )->owns_all( $owner, array( $pair['first_id'], $pair['second_id'] ) ) ) {
			// A contact went while the pair was being stored (a scan reads before it writes): the pair is dead.
			$this->collisions->drop( $owner, $pair['id'] );
			return $this->stale();
		}
		$removed = $survivor === $pair['first_id'] ? $pair['second_id'] : $pair['first_id'];
		try {
			Db::transaction(
				function () use ( $owner, $pair, $survivor, $removed ): void {
					// The claim: of two requests merging the same pair, one changes the row and the other finds it
					// merged already. Rolled back with everything else if the merge fails.
					if ( ! $this->collisions->settle( $owner, $pair['id'], Collision_Repository::MERGED )
						|| ! ( new Contact_Repository() )->owns_all( $owner, array( $survivor, $removed ) ) ) {
						throw new \UnexpectedValueException( 'stale collision', self::STALE );
					}
					( new Contact_Service() )->merge( $owner, $survivor, $removed, $pair['id'] );
				}
			);
		} catch ( \UnexpectedValueException $e ) {
			if ( self::STALE !== $e->getCode() ) {
				throw $e;
			}
			return $this->stale();
		}
		Contact_Service::check_duplicates( $owner, $survivor );
		$contact = $this->full_contacts( array( $survivor ) );
		return rest_ensure_response( $contact[ $survivor ] ?? null );
	}

	/**
	 * POST dismiss-collision: the pair is never suggested again; answers the pending pairs.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function dismiss( WP_REST_Request $request ) {
		$owner = $this->owner();
		$pair  = $this->collisions->find( $owner, (int) $request['collisionId'] );
		if ( ! $pair ) {
			return $this->collision_not_found();
		}
		if ( Collision_Repository::PENDING !== $pair['state'] ) {
			return $this->stale();
		}
		if ( ! ( new Contact_Repository() )->owns_all( $owner, array( $pair['first_id'], $pair['second_id'] ) ) ) {
			$this->collisions->drop( $owner, $pair['id'] );
			return $this->stale();
		}
		if ( ! $this->collisions->settle( $owner, $pair['id'], Collision_Repository::DISMISSED ) ) {
			return $this->stale();
		}
		return rest_ensure_response( $this->pending_pairs() );
	}

	/**
	 * GET merged-contacts/{wordpressId}: the member's merges, newest first. The survivor's name is its name now;
	 * a survivor merged away since leads to the contact it went into; a survivor deleted since has no id.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_merged( WP_REST_Request $request ) {
		unset( $request );
		$owner  = $this->owner();
		$merges = ( new Merge_Repository() )->all( $owner );
		$into   = array();
		$names  = array();
		foreach ( $merges as $merge ) {
			$into[ $merge['removed_id'] ]  = $merge['survivor_id'];
			$names[ $merge['removed_id'] ] = self::snapshot_name( $merge['snapshot'] );
		}
		$current = array();
		foreach ( $merges as $merge ) {
			$current[ $merge['id'] ] = self::follow( $merge['survivor_id'], $into );
		}
		$rows = array();
		foreach ( ( new Contact_Repository() )->find_many( $owner, array_values( array_unique( $current ) ) ) as $row ) {
			$rows[ (int) $row['id'] ] = Contact_Fields::display_name( Contact_Fields::from_row( $row ) );
		}
		$list = array();
		foreach ( $merges as $merge ) {
			$survivor = $current[ $merge['id'] ];
			$alive    = isset( $rows[ $survivor ] );
			$list[]   = array(
				'id'           => $merge['id'],
				'survivorId'   => $alive ? $survivor : null,
				'survivorName' => $alive ? $rows[ $survivor ] : ( $names[ $merge['survivor_id'] ] ?? '' ),
				'removedName'  => self::snapshot_name( $merge['snapshot'] ),
				'mergedAt'     => Db::iso( $merge['merged_at'] ),
			);
		}
		return rest_ensure_response( $list );
	}

	/**
	 * POST duplicate-scan/{wordpressId}: queues the full rescan (or finds the one under way) and answers its status.
	 * A finished rescan is replaced by a new one.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function start_scan( WP_REST_Request $request ) {
		unset( $request );
		$owner = $this->owner();
		$jobs  = new Job_Repository();
		// Only a finished one: of two requests at once, the second must not delete the rescan the first just queued.
		$jobs->forget_finished( $owner, Duplicate_Scan_Job::TYPE );
		$id  = Queue::enqueue( Duplicate_Scan_Job::TYPE, $owner );
		$job = $jobs->find_for_owner( $owner, $id );
		return $job ? rest_ensure_response( ( new Jobs_Controller() )->status( $job ) ) : $this->not_found( __( 'That job does not exist.', 'prism' ) );
	}

	/**
	 * The member's pending pairs as GET collisions answers them.
	 *
	 * @return array<int, array{id: int, firstId: int, secondId: int}>
	 */
	private function pending_pairs(): array {
		return array_map(
			static fn( array $pair ): array => array(
				'id'       => $pair['id'],
				'firstId'  => $pair['first_id'],
				'secondId' => $pair['second_id'],
			),
			$this->collisions->pending( $this->owner() )
		);
	}

	/**
	 * The member's contacts as the contact routes answer them, by id, read in one batch.
	 *
	 * @param int[] $ids Contact ids.
	 * @return array<int, array<string, mixed>>
	 */
	private function full_contacts( array $ids ): array {
		$rows = ( new Contact_Repository() )->find_many( $this->owner(), array_values( array_unique( $ids ) ) );
		if ( ! $rows ) {
			return array();
		}
		$controller = new Contacts_Controller();
		$by_id      = array();
		foreach ( $controller->prepare_rows( $rows, $controller->all_fields() ) as $contact ) {
			$by_id[ (int) $contact['id'] ] = $contact;
		}
		return $by_id;
	}

	/**
	 * Where a contact ended up after the merges that followed: itself, or the contact it was merged into, and so on.
	 *
	 * @param int             $id   Contact id.
	 * @param array<int, int> $into Removed id => survivor id.
	 */
	private static function follow( int $id, array $into ): int {
		$seen = array();
		while ( isset( $into[ $id ] ) && ! isset( $seen[ $id ] ) ) {
			$seen[ $id ] = true;
			$id          = $into[ $id ];
		}
		return $id;
	}

	/**
	 * The display name of a merged-away contact, from its merge record.
	 *
	 * @param array<string, mixed> $snapshot The record's snapshot.
	 */
	private static function snapshot_name( array $snapshot ): string {
		$row = is_array( $snapshot['contact'] ?? null ) ? $snapshot['contact'] : array();
		return $row ? Contact_Fields::display_name( Contact_Fields::from_row( $row ) ) : '';
	}

	/**
	 * The 404 of a collision id that is not the member's.
	 */
	private function collision_not_found(): WP_Error {
		return $this->not_found( __( 'That duplicate suggestion does not exist.', 'prism' ) );
	}

	/**
	 * The 409 of a suggestion that can no longer be acted on.
	 */
	private function stale(): WP_Error {
		return new WP_Error(
			'prism_collision_stale',
			__( 'This suggestion was already merged or dismissed, or one of its contacts has been deleted. Nothing was changed.', 'prism' ),
			array( 'status' => 409 )
		);
	}

	/**
	 * Schema of a pending pair (the OPTIONS answer of these routes).
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->item_schema(
			'prism-collision',
			fn(): array => array(
				'id'       => array(
					'description' => __( 'Duplicate suggestion id.', 'prism' ),
					'type'        => 'integer',
				),
				'firstId'  => array(
					'description' => __( 'The older contact of the pair.', 'prism' ),
					'type'        => 'integer',
				),
				'secondId' => array(
					'description' => __( 'The newer contact of the pair.', 'prism' ),
					'type'        => 'integer',
				),
			)
		);
	}
}
