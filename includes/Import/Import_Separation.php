<?php
/**
 * Takes back what an import added to a contact and makes the row a contact of its own: the member's answer when the
 * import report shows that "Derek Moss" went into "Karen Liu" (docs/import.md, "The report"). In one transaction:
 *
 * - every field the row filled or added goes back to what it was, unless the member has changed it since;
 * - the import source it added goes, unless changed since;
 * - the notes and events it added leave the contact: as the import wrote them they are deleted (the new contact gets
 *   them afresh), changed by the member since they move to the new contact as they are; the categories it added are
 *   taken off;
 * - the row becomes a new contact with everything it held (Import_Applier), and the two are never suggested as
 *   duplicates of each other.
 *
 * Nothing the member typed is lost: what they changed after the import stays where it is or moves with the row.
 *
 * @package Prism
 */

namespace Prism\Import;

use Prism\Data\Category_Repository;
use Prism\Data\Collision_Repository;
use Prism\Data\Contact_Children;
use Prism\Data\Contact_Keys;
use Prism\Data\Contact_Repository;
use Prism\Data\Db;
use Prism\Data\Declared_Repository;
use Prism\Data\Event_Repository;
use Prism\Data\Import_Match_Repository;
use Prism\Data\Import_Repository;
use Prism\Data\Note_Repository;
use Prism\Data\Photo_Repository;
use Prism\Data\Relationship_Repository;
use Prism\Data\Search_Index;
use Prism\Domain\Contact_Fields;
use Prism\Domain\Invalid_Input;
use Prism\Resources\Registry;
use Prism\Service\Contact_Service;

defined( 'ABSPATH' ) || exit;

/**
 * Separates an imported row from the contact it went into.
 */
final class Import_Separation {

	/**
	 * Separates a match of the member's import; answers the new contact's id.
	 *
	 * @param int $owner_id  Member.
	 * @param int $import_id The member's import (already checked).
	 * @param int $match_id  Its match.
	 * @throws Invalid_Input When the row cannot be separated (already separated, never added to a contact, or the
	 *                       contact is gone); nothing changed.
	 */
	public function separate( int $owner_id, int $import_id, int $match_id ): int {
		$matches = new Import_Match_Repository();
		$new_id  = Db::transaction(
			function () use ( $owner_id, $import_id, $match_id, $matches ): int {
				$match = $matches->find( $owner_id, $import_id, $match_id );
				if ( null === $match ) {
					throw new Invalid_Input( __( 'That row of the import report does not exist.', 'prism' ) );
				}
				if ( Import_Match::SEPARATED === $match['outcome'] ) {
					throw new Invalid_Input( __( 'This row is already a contact of its own. Nothing was changed.', 'prism' ) );
				}
				if ( Import_Match::UPDATED !== $match['outcome'] || ! $matches->claim( $owner_id, $match_id, Import_Match::UPDATED, Import_Match::SEPARATED ) ) {
					throw new Invalid_Input( __( 'Only a row that added something to a contact can be separated from it. Nothing was changed.', 'prism' ) );
				}
				$contact_id = (int) $match['contact_id'];
				$contact    = ( new Contact_Repository() )->find( $owner_id, $contact_id );
				$undo       = $match['undo'];
				if ( null === $contact || ! is_array( $undo ) || ! isset( $undo['row']['values'] ) ) {
					throw new Invalid_Input( __( 'The contact this row went into has been deleted since, so there is nothing to separate it from. Nothing was changed.', 'prism' ) );
				}
				$import = ( new Import_Repository() )->find_for_owner( $owner_id, $import_id );
				$row    = Import_Applier::unkeep( (array) $undo['row'] );

				( new Contact_Keys() )->forget( $owner_id, array( $contact_id ) );
				$this->restore_fields( $owner_id, $contact, (array) ( $undo['fields'] ?? array() ), $undo['source'] ?? null );
				$moved = $this->take_back( $owner_id, $contact_id, $undo, $row );

				$applier  = new Import_Applier( $owner_id, 'create', (string) ( $import['source'] ?? 'CSV' ), (string) ( $import['file_name'] ?? '' ) );
				$new_id   = $applier->create_rows( array( $row ) )[0];
				$children = new Contact_Children();
				$children->move_rows( $owner_id, 'notes', $moved['notes'], $contact_id, $new_id );
				$children->move_rows( $owner_id, 'events', $moved['events'], $contact_id, $new_id );
				$this->move_interactions( $owner_id, (array) ( $undo['interactions'] ?? array() ), $contact_id, $new_id );
				// The relationships the row named go with it (those a repeat removed since are gone already).
				( new Relationship_Repository() )->move( $owner_id, array_map( 'intval', (array) ( $undo['relations'] ?? array() ) ), $contact_id, $new_id );
				// So does the photo it gave the contact.
				if ( ! empty( $undo['photo'] ) ) {
					( new Photo_Repository() )->move( $owner_id, $contact_id, $new_id );
				}

				$search = new Search_Index();
				$search->refresh( $owner_id, array( $contact_id, $new_id ) );
				// The import's rows are created without their search lists (its own job lists them afterwards, and that
				// job finished long ago): the new contact's are listed here, or the lists would never find it.
				$search->relist_grams( $owner_id, array( $new_id => '' ) );
				( new Contact_Keys() )->refresh( $owner_id, array( $contact_id, $new_id ) );
				( new Collision_Repository() )->keep_apart( $owner_id, $contact_id, $new_id );
				$matches->set_separated( $owner_id, $match_id, $new_id );
				return $new_id;
			}
		);
		Contact_Service::check_duplicates( $owner_id, $new_id );
		return $new_id;
	}

	/**
	 * Puts back the fields and import source the row changed, where they still hold what the import wrote.
	 *
	 * @param int                              $owner_id Member.
	 * @param array<string, mixed>             $contact  The contact's row.
	 * @param array<string, array<int, mixed>> $fields   Field => [before, after].
	 * @param mixed                            $source   [before, after] or null.
	 */
	private function restore_fields( int $owner_id, array $contact, array $fields, $source ): void {
		$contact_id = (int) $contact['id'];
		$current    = Contact_Fields::from_row( $contact );
		$restore    = array();
		foreach ( $fields as $field => $change ) {
			if ( array_key_exists( (string) $field, $current ) && isset( $change[0], $change[1] ) && $current[ $field ] === (string) $change[1] ) {
				$restore[ (string) $field ] = (string) $change[0];
			}
		}
		if ( $restore ) {
			$values = array_merge( $current, $restore );
			( new Contact_Repository() )->update( $owner_id, $contact_id, $restore, Contact_Fields::sort_name( $values ) );
		}
		if ( is_array( $source ) && isset( $source[0], $source[1] ) && (string) $contact['import_source'] === (string) $source[1] ) {
			( new Contact_Repository() )->set_import_source( $owner_id, $contact_id, (string) $source[0] );
		}
	}

	/**
	 * The interactions the row added (LinkedIn's "Connected On") go with it to its new contact, whatever the member
	 * changed in them since; both contacts' "last contacted" day follows.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Interactions the row added.
	 * @param int   $from     The contact the row went into.
	 * @param int   $to       The row's new contact.
	 */
	private function move_interactions( int $owner_id, array $ids, int $from, int $to ): void {
		$declared = Registry::get( 'interactions' );
		if ( null === $declared || ! $ids ) {
			return;
		}
		( new Contact_Children() )->move_rows( $owner_id, 'interactions', array_map( 'intval', $ids ), $from, $to );
		( new Declared_Repository( $declared ) )->refresh_latest( $owner_id, array( $from, $to ) );
	}

	/**
	 * Takes the notes, events and categories the row added off the contact: those as the import wrote them are
	 * deleted (the new contact gets them from the row), those the member changed since are answered, to move, and
	 * dropped from the row so the new contact does not get them twice.
	 *
	 * @param int                  $owner_id   Member.
	 * @param int                  $contact_id The contact.
	 * @param array<string, mixed> $undo       The match's undo record.
	 * @param array<string, mixed> $row        The prepared row (changed: what moves is taken out of it).
	 * @return array{notes: int[], events: int[]}
	 */
	private function take_back( int $owner_id, int $contact_id, array $undo, array &$row ): array {
		$moved       = array(
			'notes'  => array(),
			'events' => array(),
		);
		$deleted     = array(
			'notes'  => array(),
			'events' => array(),
		);
		$moved_texts = array();
		$notes       = new Note_Repository();
		foreach ( (array) ( $undo['notes'] ?? array() ) as $id => $text ) {
			$note = $notes->find( $owner_id, (int) $id );
			if ( null === $note || (int) $note['contact_id'] !== $contact_id ) {
				continue;
			}
			if ( (string) $note['note'] === (string) $text ) {
				$deleted['notes'][] = (int) $id;
				continue;
			}
			$moved['notes'][] = (int) $id;
			$moved_texts[]    = (string) $text;
		}
		// A note the member changed since the import moves instead of being written again: the row's own note of that
		// text, or its note of unplaced lines (whose text starts with the import's heading line).
		foreach ( $moved_texts as $text ) {
			$at = array_search( $text, $row['notes'], true );
			if ( false !== $at ) {
				array_splice( $row['notes'], (int) $at, 1 );
			} else {
				$row['extra'] = array();
			}
		}
		$events = new Event_Repository();
		foreach ( (array) ( $undo['events'] ?? array() ) as $id => $key ) {
			$event = $events->find( $owner_id, (int) $id );
			if ( null === $event || (int) $event['contact_id'] !== $contact_id ) {
				continue;
			}
			$now = Import_Applier::event_key(
				array(
					'type'  => (string) $event['type'],
					'date'  => (string) $event['event_date'],
					'title' => (string) $event['title'],
				)
			);
			if ( $now === (string) $key && '' === (string) $event['description'] ) {
				$deleted['events'][] = (int) $id;
				continue;
			}
			$moved['events'][] = (int) $id;
			unset( $row['events'][ (string) $key ] );
		}
		$children = new Contact_Children();
		$children->delete_rows( $owner_id, 'notes', $deleted['notes'], $contact_id );
		$children->delete_rows( $owner_id, 'events', $deleted['events'], $contact_id );
		$categories = new Category_Repository();
		foreach ( (array) ( $undo['categories'] ?? array() ) as $category_id ) {
			$categories->detach( $owner_id, (int) $category_id, array( $contact_id ) );
		}
		return $moved;
	}
}
