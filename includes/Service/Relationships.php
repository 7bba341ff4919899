<?php
/**
 * The one write path of relationships between contacts (REST; imports write through Data\Relationship_Repository in
 * bulk): every field checked with a readable sentence and nothing stored when one is wrong, the other person checked
 * to be the member's contact, a name that is exactly one contact's linked to them, no repeat and no relationship of a
 * contact with themselves. How a relationship reads from each side: Domain\Relations.
 *
 * @package Prism
 */

namespace Prism\Service;

use Prism\Data\Contact_Repository;
use Prism\Data\Db;
use Prism\Data\Relationship_Repository;
use Prism\Domain\Invalid_Input;
use Prism\Domain\Relations;
use Prism\Domain\Text;

defined( 'ABSPATH' ) || exit;

/**
 * Relationship rules.
 */
final class Relationships {

	/**
	 * Storage.
	 *
	 * @var Relationship_Repository
	 */
	private Relationship_Repository $rows;

	/**
	 * Wires the repository.
	 */
	public function __construct() {
		$this->rows = new Relationship_Repository();
	}

	/**
	 * A contact's relationships as its page reads them, both sides: the other person's role (kind and label as seen
	 * from this contact, and the words to show), who they are (a contact, or a name kept as text), ordered by kind (the
	 * order a member picks from) and then name.
	 *
	 * @param int $owner_id   Member.
	 * @param int $contact_id Contact (the caller checked it is the member's).
	 * @return array<int, array{id: int, kind: string, label: string, role: string, otherId: int|null, otherName: string, otherArchived: bool, otherDeceased: bool}>
	 */
	public function of_contact( int $owner_id, int $contact_id ): array {
		$rows = $this->rows->touching( $owner_id, $contact_id );
		return Relations::seen_from( $contact_id, $rows, $this->rows->people( $owner_id, $rows ) );
	}

	/**
	 * Adds a relationship from a contact's side.
	 *
	 * @param int                  $owner_id   Member.
	 * @param int                  $contact_id Contact (the caller checked it is the member's).
	 * @param array<string, mixed> $input      kind, label, otherId, otherName.
	 * @throws Invalid_Input When a field is wrong, it repeats one, or the contact has too many; nothing is stored.
	 */
	public function add( int $owner_id, int $contact_id, array $input ): int {
		return (int) Db::transaction(
			function () use ( $owner_id, $contact_id, $input ): int {
				$row = $this->checked( $owner_id, $contact_id, $input );
				if ( $this->rows->count_touching( $owner_id, $contact_id ) >= Relations::MAX_PER_CONTACT ) {
					/* translators: %d: the most relationships a contact can have. */
					throw new Invalid_Input( sprintf( __( 'A contact can have up to %d relationships. Delete one before adding another.', 'prism' ), Relations::MAX_PER_CONTACT ) );
				}
				$this->refuse_repeat( $owner_id, $row, 0 );
				return $this->rows->insert_many( $owner_id, array( $row ) )[0];
			}
		);
	}

	/**
	 * Changes a relationship, from the side of the contact whose page it is on. What that page showed and was sent
	 * back unchanged keeps how it was stored (a label written from the other side stays theirs); a change writes the
	 * relationship again from this side.
	 *
	 * @param int                  $owner_id   Member.
	 * @param int                  $contact_id Contact whose page it is (the caller checked it is the member's).
	 * @param int                  $id         Relationship.
	 * @param array<string, mixed> $input      kind, label, otherId, otherName.
	 * @throws Invalid_Input When a field is wrong or it would repeat another; nothing is stored.
	 * @return bool False when the relationship is not one of this contact's.
	 */
	public function update( int $owner_id, int $contact_id, int $id, array $input ): bool {
		return (bool) Db::transaction(
			function () use ( $owner_id, $contact_id, $id, $input ): bool {
				$stored = $this->touching_row( $owner_id, $contact_id, $id );
				if ( null === $stored ) {
					return false;
				}
				$row      = $this->checked( $owner_id, $contact_id, $input );
				$reversed = (int) $stored['contact_id'] !== $contact_id;
				$seen     = Relations::seen( (string) $stored['kind'], (string) $stored['label'], $reversed );
				$other    = $reversed ? (int) $stored['contact_id'] : (int) $stored['related_id'];
				$same     = $seen['kind'] === $row['kind'] && $seen['label'] === $row['label'];
				if ( $same && $reversed && $other > 0 && $other === $row['related_id'] ) {
					return true; // Nothing changed.
				}
				$this->refuse_repeat( $owner_id, $row, $id );
				$this->rows->update( $owner_id, $id, $row );
				return true;
			}
		);
	}

	/**
	 * Deletes a relationship (from both contacts).
	 *
	 * @param int $owner_id   Member.
	 * @param int $contact_id Contact whose page it is on.
	 * @param int $id         Relationship.
	 * @return bool False when the relationship is not one of this contact's.
	 */
	public function delete( int $owner_id, int $contact_id, int $id ): bool {
		return (bool) Db::transaction(
			function () use ( $owner_id, $contact_id, $id ): bool {
				if ( null === $this->touching_row( $owner_id, $contact_id, $id ) ) {
					return false;
				}
				$this->rows->delete( $owner_id, $id );
				return true;
			}
		);
	}

	/**
	 * A relationship row if it is the member's and touches the contact.
	 *
	 * @param int $owner_id   Member.
	 * @param int $contact_id Contact.
	 * @param int $id         Relationship.
	 * @return array<string, mixed>|null
	 */
	private function touching_row( int $owner_id, int $contact_id, int $id ): ?array {
		$row = $this->rows->find( $owner_id, $id );
		if ( null === $row || ! in_array( $contact_id, array( (int) $row['contact_id'], (int) $row['related_id'] ), true ) ) {
			return null;
		}
		return $row;
	}

	/**
	 * The row to store for what a member sent, from the contact's side.
	 *
	 * @param int                  $owner_id   Member.
	 * @param int                  $contact_id Contact.
	 * @param array<string, mixed> $input      kind, label, otherId, otherName.
	 * @throws Invalid_Input Naming each wrong field.
	 * @return array{contact_id: int, kind: string, label: string, related_id: int, related_name: string}
	 */
	private function checked( int $owner_id, int $contact_id, array $input ): array {
		/**
		 * Field => readable problem.
		 *
		 * @var array<string, string> $errors
		 */
		$errors = array();
		$kind   = $input['kind'] ?? null;
		if ( ! Relations::is_kind( $kind ) ) {
			$errors['kind'] = __( 'Choose what this person is to the contact.', 'prism' );
		}
		$label   = $input['label'] ?? '';
		$problem = Text::problem( $label, Relations::MAX_LABEL, 'other' === $kind );
		if ( null !== $problem ) {
			// Other says nothing without the member's words (an import may store it bare: the file named no role).
			$errors['label'] = 'other' === $kind && null === Text::problem( $label, Relations::MAX_LABEL ) ? __( 'Name the relationship, for example Godmother.', 'prism' ) : $problem;
		}
		$other_id = $input['otherId'] ?? null;
		$name     = $input['otherName'] ?? '';
		$problem  = Text::problem( $name, Relations::MAX_NAME );
		if ( null !== $problem ) {
			$errors['otherName'] = $problem;
		}
		$name = null === $problem ? Text::clean( (string) $name ) : '';
		if ( null !== $other_id && ( ! is_numeric( $other_id ) || (int) $other_id < 1 ) ) {
			$errors['otherId'] = __( 'Choose one of your contacts, or type a name.', 'prism' );
		}
		$other_id = null === $other_id || isset( $errors['otherId'] ) ? 0 : (int) $other_id;
		if ( $other_id > 0 && '' !== $name && ! isset( $errors['otherName'] ) ) {
			$errors['otherName'] = __( 'Choose one of your contacts or type a name, not both.', 'prism' );
		}
		if ( 0 === $other_id && '' === $name && ! isset( $errors['otherId'] ) && ! isset( $errors['otherName'] ) ) {
			$errors['otherName'] = __( 'Choose one of your contacts, or type the name of someone who is not one yet.', 'prism' );
		}
		if ( $other_id > 0 && ! isset( $errors['otherId'] ) ) {
			if ( $other_id === $contact_id ) {
				$errors['otherId'] = __( 'A contact cannot be related to themselves. Choose someone else.', 'prism' );
			} elseif ( ! ( new Contact_Repository() )->owns_all( $owner_id, array( $other_id ) ) ) {
				$errors['otherId'] = __( 'That contact does not exist. It may have been deleted or merged.', 'prism' );
			}
		}
		if ( $errors ) {
			throw new Invalid_Input( __( 'The relationship was not saved. Check the fields marked.', 'prism' ), $errors );
		}
		if ( 0 === $other_id ) {
			// A name that is exactly one of the member's contacts (not this one) is that contact.
			$found    = array_values( array_diff( $this->rows->name_holders( $owner_id, array( Relations::name_key( $name ) ) )[ Relations::name_key( $name ) ] ?? array(), array( $contact_id ) ) );
			$other_id = 1 === count( $found ) ? $found[0] : 0;
		}
		return array(
			'contact_id'   => $contact_id,
			'kind'         => (string) $kind,
			'label'        => Text::clean( (string) $label ),
			'related_id'   => $other_id,
			'related_name' => $name,
		);
	}

	/**
	 * Refuses a relationship the two already have (from either side).
	 *
	 * @param int                  $owner_id Member.
	 * @param array<string, mixed> $row      Row to store.
	 * @param int                  $except   The relationship being changed (0 for a new one).
	 * @throws Invalid_Input When it repeats one.
	 */
	private function refuse_repeat( int $owner_id, array $row, int $except ): void {
		$row['name_key'] = Relations::name_key( (string) $row['related_name'] );
		$key             = Relationship_Repository::sameness( $row );
		foreach ( $this->rows->touching( $owner_id, (int) $row['contact_id'] ) as $stored ) {
			if ( (int) $stored['id'] !== $except && Relationship_Repository::sameness( $stored ) === $key ) {
				throw new Invalid_Input(
					__( 'This relationship is already recorded.', 'prism' ),
					array( 'kind' => __( 'These two already have this relationship. Choose another, or edit the one there.', 'prism' ) )
				);
			}
		}
	}
}
