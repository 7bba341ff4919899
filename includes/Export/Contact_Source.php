<?php
/**
 * The contacts an export writes, read a batch at a time with what a file carries of them (fields, categories,
 * notes, events), so the memory an export needs is the same for 30 contacts and for 30,000: only their ids are held
 * whole (a few bytes each).
 *
 * @package Prism
 */

namespace Prism\Export;

use Prism\Data\Category_Repository;
use Prism\Data\Contact_List_Query;
use Prism\Data\Contact_Repository;
use Prism\Data\Declared_Repository;
use Prism\Data\Event_Repository;
use Prism\Data\Photo_Repository;
use Prism\Data\Relationship_Repository;
use Prism\Domain\Contact_Fields;
use Prism\Domain\Contact_Query;
use Prism\Domain\Relations;
use Prism\Resources\Declaration;
use Prism\Resources\Field;
use Prism\Resources\Registry;

defined( 'ABSPATH' ) || exit;

/**
 * A member's contacts to export, in order.
 *
 * Each contact is handed on as:
 *
 *     array(
 *         'id'           => int,
 *         'values'       => array<string, string>, // Contact_Fields::from_row(): every API field
 *         'importSource' => string,                // 'PRISM', 'Google,LinkedIn' …
 *         'categories'   => string[],              // names, by name
 *         'notes'        => string[],              // texts, oldest first
 *         'events'       => list<array{type: string, title: string, date: string, description: string}>,
 *         'relations'    => list<array{kind: string, label: string, name: string}>, // as the contact's page reads
 *                                                  // them (Domain\Relations::seen_from()), but an 'other' one only
 *                                                  // on the side it was written from ("Godmother", not "Godmother of")
 *         'photo'        => array{mime: string, bytes: string}, // only when photos are asked for and it has one
 *     )
 */
final class Contact_Source {

	/** Contacts read (with their children) per round of queries. */
	public const BATCH = 200;

	/**
	 * The contacts, by id, in export order.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Contact ids; ids that are not the member's are skipped when read.
	 */
	public function __construct( private readonly int $owner_id, private readonly array $ids ) {
	}

	/**
	 * Every contact of the member that a list query matches, in the list's order (the page is ignored).
	 *
	 * @param int           $owner_id Member.
	 * @param Contact_Query $query    The contact list's filters and order.
	 */
	public static function matching( int $owner_id, Contact_Query $query ): self {
		return new self( $owner_id, ( new Contact_List_Query() )->query_ids( $owner_id, $query ) );
	}

	/**
	 * The member.
	 */
	public function owner_id(): int {
		return $this->owner_id;
	}

	/**
	 * Visits the contacts a batch at a time.
	 *
	 * @param callable $visit  Called with each non-empty batch (a list of contacts).
	 * @param bool     $photos Whether each contact's photo is read too.
	 */
	public function each_batch( callable $visit, bool $photos = false ): void {
		$contacts   = new Contact_Repository();
		$categories = new Category_Repository();
		$events     = new Event_Repository();
		$relations  = new Relationship_Repository();
		foreach ( array_chunk( $this->ids, self::BATCH ) as $chunk ) {
			$rows = $contacts->find_many( $this->owner_id, $chunk );
			if ( ! $rows ) {
				continue;
			}
			$ids           = array_map( static fn( array $row ): int => (int) $row['id'], $rows );
			$category_rows = $categories->for_contacts( $this->owner_id, $ids );
			$event_rows    = $events->for_contacts( $this->owner_id, $ids );
			$declared      = self::declared_notes( $this->owner_id, $ids );
			$relation_rows = $relations->touching_any( $this->owner_id, $ids );
			$people        = $relations->people( $this->owner_id, $relation_rows );
			$images        = $photos ? ( new Photo_Repository() )->images( $this->owner_id, $ids ) : array();
			$batch         = array();
			foreach ( $rows as $row ) {
				$id      = (int) $row['id'];
				$batch[] = array(
					'id'           => $id,
					'values'       => Contact_Fields::from_row( $row ),
					'importSource' => (string) $row['import_source'],
					'categories'   => array_column( $category_rows[ $id ] ?? array(), 'name' ),
					'notes'        => $declared[ $id ] ?? array(),
					'events'       => array_map(
						static fn( array $event ): array => array(
							'type'        => (string) $event['type'],
							'title'       => (string) $event['title'],
							'date'        => (string) $event['event_date'],
							'description' => (string) $event['description'],
						),
						$event_rows[ $id ] ?? array()
					),
					'relations'    => self::relations( $id, $relation_rows, $people ),
				) + ( isset( $images[ $id ] ) ? array( 'photo' => $images[ $id ] ) : array() );
			}
			$visit( $batch );
		}
	}

	/**
	 * A contact's relationships as a file carries them: from its own side, the other person's role and name; an
	 * 'other' one written from the other side is left to that side's card (its "Godmother of" would read back as a
	 * relationship of its own).
	 *
	 * @param int                                                             $contact_id Contact.
	 * @param array<int, array<string, mixed>>                                $rows       Relationships touching the batch.
	 * @param array<int, array{name: string, archived: bool, deceased: bool}> $people     Contacts they name.
	 * @return array<int, array{kind: string, label: string, name: string}>
	 */
	private static function relations( int $contact_id, array $rows, array $people ): array {
		$mine = array_filter( $rows, static fn( array $row ): bool => (int) $row['contact_id'] === $contact_id || ( (int) $row['related_id'] === $contact_id && 'other' !== $row['kind'] ) );
		return array_map(
			static fn( array $one ): array => array(
				'kind'  => $one['kind'],
				'label' => $one['label'],
				'name'  => $one['otherName'],
			),
			Relations::seen_from( $contact_id, array_values( $mine ), $people )
		);
	}

	/**
	 * The rows of every declared resource (Resources\Registry), as a vCard's NOTE and a CSV's Notes carry them: the
	 * notes each as a note of its own, oldest first (Declaration::NOTES_EACH); the others one note per resource and
	 * contact, the group's name, then a line per row with its fields' values ("Meeting · 2026-11-02 · Budget <100k
	 * · CONNECT").
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Contacts.
	 * @return array<int, string[]> Contact => notes.
	 */
	private static function declared_notes( int $owner_id, array $ids ): array {
		$notes    = array();
		$sections = array();
		foreach ( Registry::all() as $resource ) {
			if ( Declaration::NOTES_NONE === $resource->contact_notes() ) {
				continue;
			}
			foreach ( ( new Declared_Repository( $resource ) )->for_contacts( $owner_id, $ids ) as $contact => $rows ) {
				if ( Declaration::NOTES_EACH === $resource->contact_notes() ) {
					$text = array_values( array_filter( $resource->fields(), static fn( Field $field ): bool => Field::LONG_TEXT === $field->kind ) )[0] ?? null;
					usort( $rows, static fn( array $a, array $b ): int => array( $a['created_at'], (int) $a['id'] ) <=> array( $b['created_at'], (int) $b['id'] ) );
					foreach ( null === $text ? array() : $rows as $row ) {
						$notes[ $contact ][] = (string) $row[ $text->column ];
					}
					continue;
				}
				$lines = array( $resource->export_group()['label'] . ':' );
				foreach ( $rows as $row ) {
					$values = array();
					foreach ( $resource->fields() as $field ) {
						$values[] = $field->exported( $row[ $field->column ] ?? null );
					}
					$lines[] = implode( ' · ', array_filter( $values, static fn( string $value ): bool => '' !== $value ) );
				}
				$sections[ $contact ][] = implode( "\n", $lines );
			}
		}
		// The notes first, then the sections.
		foreach ( $sections as $contact => $more ) {
			$notes[ $contact ] = array_merge( $notes[ $contact ] ?? array(), $more );
		}
		return $notes;
	}
}
