<?php
/**
 * The one write path of a declared resource (Resources\Declaration), for every entry point: REST, import, WP-CLI,
 * seeding. It checks the values against the declared fields (Invalid_Input with per-field sentences, nothing
 * stored), checks that the contact is the member's, writes in one transaction, and applies the declared effects in
 * the same transaction: the contact's "latest" column (Declaration::latest_on_contact()) and, for a touch
 * (Declaration::touch_column()), the keep-in-touch date.
 *
 * @package Prism
 */

namespace Prism\Service;

use Prism\Data\Contact_Repository;
use Prism\Data\Db;
use Prism\Data\Declared_Repository;
use Prism\Data\Search_Index;
use Prism\Domain\Invalid_Input;
use Prism\Resources\Declaration;

defined( 'ABSPATH' ) || exit;

/**
 * Writes of one declared resource.
 */
final class Declared_Service {

	/**
	 * Its storage.
	 *
	 * @var Declared_Repository
	 */
	private Declared_Repository $rows;

	/**
	 * For one declared resource.
	 *
	 * @param Declaration $resource The declaration.
	 */
	public function __construct( private readonly Declaration $resource ) {
		$this->rows = new Declared_Repository( $resource );
	}

	/**
	 * The storage, for reads.
	 */
	public function rows(): Declared_Repository {
		return $this->rows;
	}

	/**
	 * Adds one row to a contact and answers its id.
	 *
	 * @param int                  $owner_id   Member.
	 * @param int                  $contact_id Contact.
	 * @param array<string, mixed> $values     API name => value.
	 * @throws Invalid_Input When a value cannot be stored or the contact is not the member's.
	 */
	public function create( int $owner_id, int $contact_id, array $values ): int {
		return $this->create_many( $owner_id, array( array( 'contactId' => $contact_id ) + $values ) )[0];
	}

	/**
	 * Adds rows to contacts (an import's batch) in one transaction: all or none.
	 *
	 * @param int                              $owner_id Member.
	 * @param array<int, array<string, mixed>> $items    API name => value, each with contactId.
	 * @return int[] The new rows' ids, in order.
	 * @throws Invalid_Input When a value cannot be stored or a contact is not the member's.
	 */
	public function create_many( int $owner_id, array $items ): array {
		if ( ! $items ) {
			return array();
		}
		$rows = array();
		foreach ( $items as $item ) {
			$rows[] = array( 'contact_id' => (int) ( $item['contactId'] ?? 0 ) ) + $this->columns( $item, false );
		}
		$contact_ids = array_values( array_unique( array_column( $rows, 'contact_id' ) ) );
		if ( ! ( new Contact_Repository() )->owns_all( $owner_id, $contact_ids ) ) {
			throw new Invalid_Input( __( 'That contact does not exist. It may have been deleted.', 'prism' ) );
		}
		return Db::transaction(
			function () use ( $owner_id, $rows, $contact_ids ): array {
				$ids = $this->rows->insert_many( $owner_id, $rows );
				$this->after_write( $owner_id, $contact_ids, $rows, true );
				return $ids;
			}
		);
	}

	/**
	 * Changes the given fields of one of the member's rows.
	 *
	 * @param int                  $owner_id Member.
	 * @param array<string, mixed> $row      The stored row (found for this member).
	 * @param array<string, mixed> $values   API name => value; fields left out keep their value.
	 * @throws Invalid_Input When a value cannot be stored.
	 */
	public function update( int $owner_id, array $row, array $values ): void {
		$columns = $this->columns( $values, true );
		if ( ! $columns ) {
			return;
		}
		Db::transaction(
			function () use ( $owner_id, $row, $columns ): void {
				$this->rows->update( $owner_id, (int) $row['id'], $columns );
				$this->after_write( $owner_id, array( (int) $row['contact_id'] ), array( $columns + $row ) );
			}
		);
	}

	/**
	 * Deletes one of the member's rows.
	 *
	 * @param int                  $owner_id Member.
	 * @param array<string, mixed> $row      The stored row (found for this member).
	 */
	public function delete( int $owner_id, array $row ): void {
		Db::transaction(
			function () use ( $owner_id, $row ): void {
				$this->rows->delete( $owner_id, (int) $row['id'] );
				$this->after_write( $owner_id, array( (int) $row['contact_id'] ), array() );
			}
		);
	}

	/**
	 * Checked column values of the given fields. A new row gets every field (required ones must be given); an
	 * update only those given.
	 *
	 * @param array<string, mixed> $values API name => value.
	 * @param bool                 $update Whether fields may be left out.
	 * @return array<string, mixed> Column => value to store.
	 * @throws Invalid_Input Naming each field that cannot be stored.
	 */
	private function columns( array $values, bool $update ): array {
		$today   = wp_date( 'Y-m-d' );
		$columns = array();
		$errors  = array();
		foreach ( $this->resource->fields() as $field ) {
			if ( ! array_key_exists( $field->name, $values ) ) {
				if ( $update ) {
					continue;
				}
				if ( $field->required ) {
					/* translators: %s: what the field is (its description). */
					$errors[ $field->name ] = sprintf( __( 'This is needed: %s', 'prism' ), $field->description );
					continue;
				}
				$columns[ $field->column ] = $field->empty_value();
				continue;
			}
			$problem = $field->problem( $values[ $field->name ], $today );
			if ( null !== $problem ) {
				$errors[ $field->name ] = $problem;
				continue;
			}
			$columns[ $field->column ] = $field->stored( $values[ $field->name ] );
		}
		if ( $errors ) {
			throw new Invalid_Input( (string) reset( $errors ), $errors );
		}
		return $columns;
	}

	/**
	 * The declared effects of a write, in its transaction: the contacts' latest column, their search text, and a
	 * touch's keep-in-touch date.
	 *
	 * @param int                              $owner_id    Member.
	 * @param int[]                            $contact_ids Contacts written.
	 * @param array<int, array<string, mixed>> $written     Rows written or changed (columns), none for a delete.
	 * @param bool                             $created     Whether the rows are new.
	 */
	private function after_write( int $owner_id, array $contact_ids, array $written, bool $created = false ): void {
		$this->rows->refresh_latest( $owner_id, $contact_ids );
		if ( $this->resource->searchable() ) {
			( new Search_Index() )->refresh( $owner_id, $contact_ids );
		}
		$touch = $this->resource->touch_column();
		if ( null === $touch ) {
			return;
		}
		if ( Declaration::TOUCHED_WHEN_WRITTEN === $touch ) {
			// Adding a row is the touch, today; changing or deleting one is not.
			foreach ( $created ? $contact_ids : array() as $contact ) {
				Keep_In_Touch::touched( $owner_id, (int) $contact );
			}
			return;
		}
		$latest = array();
		foreach ( $written as $row ) {
			$contact = (int) $row['contact_id'];
			$day     = (string) ( $row[ $touch ] ?? '' );
			if ( '' !== $day && $day > ( $latest[ $contact ] ?? '' ) ) {
				$latest[ $contact ] = $day;
			}
		}
		foreach ( $latest as $contact => $day ) {
			Keep_In_Touch::touched_on( $owner_id, $contact, $day );
		}
	}
}
