<?php
/**
 * The one path every contact write takes: the Add/Edit Contact forms, the REST routes, the demo and benchmark
 * seeds, and imports. It checks input with the Domain rules (Contact_Fields, Text), refuses what is invalid with
 * Invalid_Input (nothing stored), and writes through the repositories in one transaction, the search index
 * included.
 *
 * @package Prism
 */

namespace Prism\Service;

use Prism\Data\Category_Repository;
use Prism\Data\Contact_Children;
use Prism\Data\Contact_Keys;
use Prism\Data\Contact_Repository;
use Prism\Data\Db;
use Prism\Data\Keep_In_Touch_Repository;
use Prism\Data\Duplicate_Finder;
use Prism\Data\Merge_Repository;
use Prism\Data\Note_Repository;
use Prism\Data\Relationship_Repository;
use Prism\Data\Search_Index;
use Prism\Domain\Contact_Fields;
use Prism\Domain\Contact_Merge;
use Prism\Domain\Invalid_Input;

defined( 'ABSPATH' ) || exit;

/**
 * Contact writes.
 */
final class Contact_Service {

	/**
	 * Contact rows.
	 *
	 * @var Contact_Repository
	 */
	private Contact_Repository $contacts;

	/**
	 * Search rows.
	 *
	 * @var Search_Index
	 */
	private Search_Index $search;

	/**
	 * Wires the repositories.
	 */
	public function __construct() {
		$this->contacts = new Contact_Repository();
		$this->search   = new Search_Index();
	}

	/**
	 * The values that will be stored for raw input, or Invalid_Input listing every problem. With $current (an
	 * edit), only the fields present in $input change, and the rule that a contact names someone is checked on
	 * the contact as it will be.
	 *
	 * @param array<string, mixed>       $input   Raw values by API field (unknown keys are ignored).
	 * @param array<string, string>|null $current The contact's current values, for an edit.
	 * @return array<string, string> Checked values of the fields present in $input.
	 * @throws Invalid_Input When a value is invalid or the contact would name nobody.
	 */
	public function validate( array $input, ?array $current = null ): array {
		$clean  = Contact_Fields::clean( $input );
		$errors = $clean['errors'];
		if ( ! $errors && ! Contact_Fields::identifies_someone( array_merge( $current ?? array(), $clean['values'] ) ) ) {
			$errors['firstName'] = __( 'Enter a name, a company or an email address.', 'prism' );
		}
		if ( $errors ) {
			throw new Invalid_Input( __( 'Please fix the highlighted fields. Nothing was saved yet.', 'prism' ), $errors );
		}
		return $clean['values'];
	}

	/**
	 * Creates a contact from raw input and returns its id.
	 *
	 * @param int                  $owner_id Member.
	 * @param array<string, mixed> $input    Raw values by API field.
	 * @param string               $source   Import source list, e.g. 'PRISM'.
	 * @throws Invalid_Input When the input is invalid; nothing is stored.
	 */
	public function create( int $owner_id, array $input, string $source = 'PRISM' ): int {
		$id = $this->create_many(
			$owner_id,
			array(
				array(
					'input'        => $input,
					'importSource' => $source,
				),
			)
		)[0];
		self::check_duplicates( $owner_id, $id );
		return $id;
	}

	/**
	 * Checks a contact just added, edited or merged into against the member's others (Data\Duplicate_Finder::check():
	 * a few indexed lookups), once its transaction has committed (a merge's survivor has the other's emails and
	 * phones now, so it may pair with contacts neither matched before). The contact is saved either way: a failed check is
	 * logged, and the next full rescan finds what it missed.
	 *
	 * @param int $owner_id   Member.
	 * @param int $contact_id Contact.
	 */
	public static function check_duplicates( int $owner_id, int $contact_id ): void {
		try {
			( new Duplicate_Finder() )->check( $owner_id, array( $contact_id ) );
		} catch ( \Throwable $e ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- operators need the cause.
			error_log( 'PRISM: duplicate check of contact ' . $contact_id . ' failed: ' . $e->getMessage() );
		}
	}

	/**
	 * Creates many contacts in one transaction (imports, seeds): all are stored, or none. Returns the new ids in
	 * input order. Every person is checked first; an importer that wants to skip bad rows calls validate() on each.
	 *
	 * @param int                                                                                     $owner_id Member.
	 * @param array<int, array{input: array<string, mixed>, importSource?: string, notes?: string[]}> $people Raw values, source, and
	 *                                                                                               the notes the caller adds next (searched with the contact).
	 * @param bool                                                                                    $grams  Whether to list the contacts' search
	 *                                                                                                n-grams now (false: the caller enqueued a job that will; Search_Index::write()).
	 * @return int[]
	 * @throws Invalid_Input When any person's input is invalid (the message names the row); nothing is stored.
	 */
	public function create_many( int $owner_id, array $people, bool $grams = true ): array {
		$checked = array();
		foreach ( array_values( $people ) as $i => $person ) {
			try {
				$values = $this->validate( $person['input'] );
			} catch ( Invalid_Input $e ) {
				if ( 1 === count( $people ) ) {
					throw $e;
				}
				/* translators: %d: position of the contact in the batch, from 1. */
				throw new Invalid_Input( sprintf( __( 'Contact %d of the batch is invalid. Nothing was saved.', 'prism' ), $i + 1 ), $e->errors() );
			}
			$checked[] = array(
				'values'       => $values,
				'importSource' => (string) ( $person['importSource'] ?? 'PRISM' ),
				'notes'        => array_map( 'strval', (array) ( $person['notes'] ?? array() ) ),
			);
		}
		if ( ! $checked ) {
			return array();
		}
		return Db::transaction(
			function () use ( $owner_id, $checked, $grams ): array {
				$ids   = $this->contacts->insert_many( $owner_id, $checked );
				$texts = array();
				foreach ( $ids as $i => $id ) {
					$texts[ $id ] = Contact_Fields::search_text( $checked[ $i ]['values'], $checked[ $i ]['notes'] );
				}
				$this->search->write( $owner_id, $texts, $grams );
				$values = array();
				foreach ( $ids as $i => $id ) {
					$values[ $id ] = $checked[ $i ]['values'];
				}
				( new Contact_Keys() )->write( $owner_id, $values );
				// Someone a relationship named before they were a contact is this contact now (when the name is one contact's).
				( new Relationship_Repository() )->link_names( $owner_id, null, array_map( array( Contact_Fields::class, 'display_name' ), $values ) );
				return $ids;
			}
		);
	}

	/**
	 * Changes the fields present in $input; the others keep their value.
	 *
	 * @param int                  $owner_id   Member.
	 * @param int                  $contact_id Contact.
	 * @param array<string, mixed> $input      Raw values by API field.
	 * @return bool False when the contact is not the member's (nothing changed).
	 * @throws Invalid_Input When the input is invalid; nothing is stored.
	 */
	public function update( int $owner_id, int $contact_id, array $input ): bool {
		$row = $this->contacts->find( $owner_id, $contact_id );
		if ( null === $row ) {
			return false;
		}
		$current = Contact_Fields::from_row( $row );
		$values  = $this->validate( $input, $current );
		Db::transaction(
			function () use ( $owner_id, $contact_id, $values, $current ): void {
				// The keys are found from the row as it is, before it changes (the table has no index by contact).
				( new Contact_Keys() )->forget( $owner_id, array( $contact_id ) );
				$this->contacts->update( $owner_id, $contact_id, $values, Contact_Fields::sort_name( array_merge( $current, $values ) ) );
				$this->search->refresh( $owner_id, array( $contact_id ) );
				( new Contact_Keys() )->refresh( $owner_id, array( $contact_id ) );
				( new Relationship_Repository() )->link_names( $owner_id, null, array( Contact_Fields::display_name( array_merge( $current, $values ) ) ) );
			}
		);
		self::check_duplicates( $owner_id, $contact_id );
		return true;
	}

	/**
	 * Archives a contact or brings it back, and marks it deceased or not, in one transaction; a state left null is
	 * left as it is. Archiving keeps the contact and everything that hangs off it, and takes its search rows out, so
	 * that the contact list, its searches and counts no longer find it (the other day-to-day lists leave it out by
	 * Contact_Repository::not_archived()); restoring puts them back from what is stored. A deceased contact's
	 * birthdays stop being reminders (Contact_Repository::no_deceased_birthdays()); nothing else changes.
	 *
	 * @param int       $owner_id   Member.
	 * @param int       $contact_id Contact.
	 * @param bool|null $archived   Whether the contact is archived, or null to leave it.
	 * @param bool|null $deceased   Whether the contact has died, or null to leave it.
	 * @return bool False when the contact is not the member's (nothing changed).
	 */
	public function set_state( int $owner_id, int $contact_id, ?bool $archived, ?bool $deceased ): bool {
		return Db::transaction(
			function () use ( $owner_id, $contact_id, $archived, $deceased ): bool {
				$row = $this->contacts->find( $owner_id, $contact_id );
				if ( null === $row ) {
					return false;
				}
				$was_archived = null !== $row['archived_at'] && '' !== $row['archived_at'];
				if ( null !== $archived && $archived !== $was_archived ) {
					$this->contacts->set_archived( $owner_id, $contact_id, $archived );
					if ( $archived ) {
						$this->search->forget( $owner_id, array( $contact_id ) );
					} else {
						$this->search->refresh( $owner_id, array( $contact_id ) );
					}
				}
				if ( null !== $deceased && (bool) (int) $row['deceased'] !== $deceased ) {
					$this->contacts->set_deceased( $owner_id, $contact_id, $deceased );
				}
				return true;
			}
		);
	}

	/**
	 * Deletes contacts with everything that hangs off them, in one transaction. Ids that are not the member's are
	 * ignored, so a caller that must refuse them checks ownership first.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Contact ids.
	 * @return int Number of contacts deleted.
	 */
	public function delete_many( int $owner_id, array $ids ): int {
		$ids = $this->contacts->owned_ids( $owner_id, $ids );
		if ( ! $ids ) {
			return 0;
		}
		Db::large_transaction(
			function () use ( $owner_id, $ids ): void {
				( new Contact_Children() )->delete( $owner_id, $ids );
				// Fault-injection point for the tests (tests/php/Security/FaultsTest.php): nothing listens in production.
				do_action( 'prism_fault_point', 'bulk-delete' );
				$this->contacts->delete_rows( $owner_id, $ids );
			}
		);
		return count( $ids );
	}

	/**
	 * Merges $removed_id into $survivor_id in one transaction, losing nothing the member entered: fields are
	 * united (Contact_Merge), what does not fit is kept in a note, everything that hangs off the removed contact
	 * moves (Contact_Children), and a merge record keeps the removed contact as it was. Returns the record's id.
	 *
	 * @param int      $owner_id     Member.
	 * @param int      $survivor_id  Contact that stays.
	 * @param int      $removed_id   Contact merged away.
	 * @param int|null $collision_id Duplicate suggestion this merge resolves, if any.
	 * @throws Invalid_Input When the two are the same contact or one of them is not the member's.
	 */
	public function merge( int $owner_id, int $survivor_id, int $removed_id, ?int $collision_id = null ): int {
		if ( $survivor_id === $removed_id ) {
			throw new Invalid_Input( __( 'A contact cannot be merged with itself.', 'prism' ) );
		}
		return Db::transaction(
			function () use ( $owner_id, $survivor_id, $removed_id, $collision_id ): int {
				$survivor = $this->contacts->find( $owner_id, $survivor_id );
				$removed  = $this->contacts->find( $owner_id, $removed_id );
				if ( ! $survivor || ! $removed ) {
					throw new Invalid_Input( __( 'One of the contacts to merge no longer exists. Nothing was changed.', 'prism' ) );
				}
				$removed_values = Contact_Fields::from_row( $removed );
				( new Contact_Keys() )->forget( $owner_id, array( $survivor_id, $removed_id ) );
				$categories = ( new Category_Repository() )->for_contacts( $owner_id, array( $removed_id ) )[ $removed_id ] ?? array();
				$merged     = Contact_Merge::merge(
					array_merge( Contact_Fields::from_row( $survivor ), array( 'importSource' => (string) $survivor['import_source'] ) ),
					array_merge( $removed_values, array( 'importSource' => (string) $removed['import_source'] ) )
				);
				$this->contacts->update( $owner_id, $survivor_id, $merged['values'], Contact_Fields::sort_name( $merged['values'] ) );
				$this->contacts->set_import_source( $owner_id, $survivor_id, $merged['importSource'] );
				// The merged contact is archived only when both were (a contact in use is never hidden by a merge), and
				// deceased when either was.
				if ( empty( $removed['archived_at'] ) && ! empty( $survivor['archived_at'] ) ) {
					$this->contacts->set_archived( $owner_id, $survivor_id, false );
				}
				if ( (int) $removed['deceased'] && ! (int) $survivor['deceased'] ) {
					$this->contacts->set_deceased( $owner_id, $survivor_id, true );
				}
				if ( $merged['overflow'] ) {
					/* translators: %s: name of the contact merged away. */
					$heading = sprintf( __( 'Kept from the merge with %s:', 'prism' ), Contact_Fields::display_name( $removed_values ) );
					( new Note_Repository() )->create( $owner_id, $survivor_id, $heading . "\n" . implode( "\n", $merged['overflow'] ) );
				}
				( new Contact_Children() )->merge( $owner_id, $survivor_id, $removed_id );
				// The shorter own cadence and the later last touch; the day is worked out again with the follow-ups,
				// categories and process the survivor now has.
				$keep = new Keep_In_Touch_Repository();
				$keep->merge_into( $owner_id, $survivor_id, $survivor, $removed );
				$keep->refresh( $owner_id, array( $survivor_id ) );
				do_action( 'prism_fault_point', 'merge' );

				$merges = new Merge_Repository();
				$merges->resolve_collisions( $owner_id, $removed_id, $collision_id );
				$record = $merges->record(
					$owner_id,
					$survivor_id,
					$removed_id,
					$collision_id,
					array(
						'contact'    => $removed,
						'categories' => array_column( $categories, 'name' ),
					)
				);

				$this->search->forget( $owner_id, array( $removed_id ) );
				$this->contacts->delete_rows( $owner_id, array( $removed_id ) );
				$this->search->refresh( $owner_id, array( $survivor_id ) );
				( new Contact_Keys() )->refresh( $owner_id, array( $survivor_id ) );
				return $record;
			}
		);
	}
}
