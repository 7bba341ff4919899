<?php
/**
 * Applies a batch of import records (docs/import.md "A record") to a member's contacts, inside the batch's
 * transaction: checks each row, matches it to a contact the member already has (same email, phone number or
 * LinkedIn profile — Data\Contact_Keys), and then, by the import's mode, skips the match, updates it (fills empty
 * fields, adds new emails, phones and addresses, never overwrites) or creates a new contact anyway.
 *
 * Nothing a row carries is lost: a value PRISM cannot store in its field (an email without @, a name longer than
 * the field) moves to the row's note with its label, and the note keeps every line the reader could not place,
 * under a heading naming the import. Re-applying the same rows in skip or update mode creates nothing new: an
 * update adds only notes, events and categories the contact does not have yet.
 *
 * @package Prism
 */

namespace Prism\Import;

use Prism\Data\Category_Repository;
use Prism\Data\Contact_Keys;
use Prism\Data\Contact_Repository;
use Prism\Data\Db;
use Prism\Data\Event_Repository;
use Prism\Data\Note_Repository;
use Prism\Domain\Calendar_Date;
use Prism\Domain\Contact_Fields;
use Prism\Domain\Contact_Merge;
use Prism\Domain\Invalid_Input;
use Prism\Domain\Text;
use Prism\Schema\Schema;
use Prism\Service\Contact_Service;

defined( 'ABSPATH' ) || exit;

/**
 * One import's batch writer.
 */
final class Import_Applier {

	/** Longest category name kept as a category (longer ones go to the note). */
	private const MAX_CATEGORY = 191;

	/**
	 * Member.
	 *
	 * @var int
	 */
	private int $owner_id;

	/**
	 * 'update', 'skip' or 'create'.
	 *
	 * @var string
	 */
	private string $mode;

	/**
	 * Import source the contacts get ('Google', 'LinkedIn', 'iCloud', 'CSV').
	 *
	 * @var string
	 */
	private string $source;

	/**
	 * Heading of the note that keeps what had no field.
	 *
	 * @var string
	 */
	private string $heading;

	/**
	 * Category ids by name key, filled as categories are made.
	 *
	 * @var array<string, int>
	 */
	private array $category_ids = array();

	/**
	 * Takes the import's settings.
	 *
	 * @param int    $owner_id  Member.
	 * @param string $mode      'update', 'skip' or 'create'.
	 * @param string $source    Import source.
	 * @param string $file_name The file's name (or the account), for the note's heading.
	 */
	public function __construct( int $owner_id, string $mode, string $source, string $file_name ) {
		$this->owner_id = $owner_id;
		$this->mode     = in_array( $mode, Import_Store::MODES, true ) ? $mode : 'update';
		$this->source   = $source;
		$this->heading  = '' === $file_name
			/* translators: %s: where the contacts came from, e.g. LinkedIn. */
			? sprintf( __( 'Imported from %s', 'prism' ), $source )
			/* translators: 1: where the contacts came from, e.g. LinkedIn; 2: the file's name, e.g. Connections.csv. */
			: sprintf( __( 'Imported from %1$s (%2$s)', 'prism' ), $source, $file_name );
	}

	/**
	 * Applies records; the caller holds the transaction.
	 *
	 * @param array<int, array<string, mixed>> $records Records from a reader.
	 * @return array{created: int, updated: int, skipped: int, rejected: int, rejects: array<int, array{row: int, reason: string, summary: string}>}
	 */
	public function apply( array $records ): array {
		$out = array(
			'created'  => 0,
			'updated'  => 0,
			'skipped'  => 0,
			'rejected' => 0,
			'rejects'  => array(),
		);

		// 1. Check every row; what cannot be stored in its field moves to the note.
		$rows = array();
		foreach ( $records as $record ) {
			$row = $this->prepare( $record );
			if ( isset( $row['problem'] ) ) {
				++$out['rejected'];
				$out['rejects'][] = array(
					'row'     => (int) ( $record['row'] ?? 0 ),
					'reason'  => (string) $row['problem'],
					'summary' => self::summary( $record ),
				);
				continue;
			}
			$rows[] = $row;
		}

		// 2. Match: against stored contacts (one lookup per key kind for the whole batch), then against rows of this
		// batch that will be created (the same person twice in one file).
		$stored = 'create' === $this->mode ? array() : $this->stored_matches( $rows );
		$plan   = array();
		$new_by = array();
		foreach ( $rows as $row ) {
			$match = null;
			$into  = null;
			if ( 'create' !== $this->mode ) {
				foreach ( $row['keys'] as $key ) {
					if ( isset( $stored[ $key ] ) ) {
						$match = $stored[ $key ];
						break;
					}
					if ( isset( $new_by[ $key ] ) ) {
						$into = $new_by[ $key ];
						break;
					}
				}
			}
			if ( null === $match && null === $into ) {
				$plan[] = array(
					'action' => 'create',
					'row'    => $row,
				);
				foreach ( $row['keys'] as $key ) {
					$new_by[ $key ] = count( $plan ) - 1;
				}
				continue;
			}
			if ( 'skip' === $this->mode ) {
				++$out['skipped'];
				continue;
			}
			if ( null !== $into ) {
				// The same person earlier in this batch: fold this row into that one before it is created.
				$plan[ $into ]['row'] = self::fold( $plan[ $into ]['row'], $row );
				foreach ( $row['keys'] as $key ) {
					$new_by[ $key ] = $into;
				}
				++$out['updated'];
				continue;
			}
			$plan[] = array(
				'action'  => 'update',
				'contact' => $match,
				'row'     => $row,
			);
		}

		// 3. Write.
		$creates         = array_values( array_filter( $plan, static fn( array $p ): bool => 'create' === $p['action'] ) );
		$updates         = array_values( array_filter( $plan, static fn( array $p ): bool => 'update' === $p['action'] ) );
		$out['created'] += $this->create( array_column( $creates, 'row' ) );
		foreach ( $this->update( $updates ) as $changed ) {
			++$out[ $changed ? 'updated' : 'skipped' ];
		}
		return $out;
	}

	/**
	 * A record made ready to store: checked values, the lines for the note, its match keys; or ['problem' => …].
	 *
	 * @param array<string, mixed> $record Record.
	 * @return array<string, mixed>
	 */
	private function prepare( array $record ): array {
		if ( ! empty( $record['problem'] ) ) {
			return array( 'problem' => (string) $record['problem'] );
		}
		$input = array();
		foreach ( (array) ( $record['values'] ?? array() ) as $field => $value ) {
			if ( is_string( $value ) && '' !== trim( $value ) ) {
				$input[ (string) $field ] = $value;
			}
		}
		$extra = array_values( array_filter( array_map( 'strval', (array) ( $record['extra'] ?? array() ) ), static fn( string $l ): bool => '' !== trim( $l ) ) );
		$clean = Contact_Fields::clean( $input );
		foreach ( $clean['errors'] as $field => $problem ) {
			$value = Text::clean( (string) $input[ $field ], true );
			if ( str_ends_with( $field, 'Type' ) ) {
				continue; // A type PRISM does not have: the value keeps its slot without one.
			}
			/* translators: 1: a field's name, e.g. Email; 2: the value from the file; 3: why PRISM could not use it. */
			$extra[] = sprintf( __( '%1$s: %2$s (not stored in its field: %3$s)', 'prism' ), self::field_label( (string) $field ), $value, rtrim( $problem, '.' ) );
		}
		$values = $clean['values'];
		if ( ! Contact_Fields::identifies_someone( $values ) ) {
			return array( 'problem' => __( 'No name, company or email address, so there is nobody to import.', 'prism' ) );
		}

		$categories = array();
		foreach ( (array) ( $record['categories'] ?? array() ) as $name ) {
			$name = Text::clean( (string) $name );
			if ( '' === $name ) {
				continue;
			}
			if ( mb_strlen( $name ) > self::MAX_CATEGORY ) {
				/* translators: %s: a label from the file that is too long to be a category. */
				$extra[] = sprintf( __( 'Label: %s', 'prism' ), $name );
				continue;
			}
			$categories[ Category_Repository::name_key( $name ) ] = $name;
		}

		$events = array();
		foreach ( (array) ( $record['events'] ?? array() ) as $event ) {
			$type  = (string) ( $event['type'] ?? 'Other' );
			$type  = in_array( $type, Calendar_Date::EVENT_TYPES, true ) ? $type : 'Other';
			$date  = (string) ( $event['date'] ?? '' );
			$title = Text::clean( (string) ( $event['title'] ?? '' ) );
			$title = '' === $title ? self::event_title( $type ) : mb_substr( $title, 0, 191 );
			if ( null !== Calendar_Date::problem( $date, Calendar_Date::is_yearly( $type ) ) ) {
				/* translators: 1: an event's name, e.g. Birthday; 2: its date as the file wrote it. */
				$extra[] = sprintf( __( '%1$s: %2$s', 'prism' ), $title, $date );
				continue;
			}
			$events[ $type . '|' . $date . '|' . mb_strtolower( $title ) ] = array(
				'type'  => $type,
				'title' => $title,
				'date'  => $date,
				'desc'  => '',
			);
		}

		$notes = array();
		foreach ( (array) ( $record['notes'] ?? array() ) as $note ) {
			$note = Text::clean( (string) $note, true );
			if ( '' !== $note ) {
				$notes[] = $note;
			}
		}

		// Matched by email, phone or LinkedIn profile; a row with none of these (a name and a company, say) by its
		// name and company, so re-importing it does not make it twice.
		$keys  = array();
		$all   = Contact_Keys::of( $values );
		$names = $all[ Contact_Keys::NAME ];
		// Only these kinds say "the same contact"; the duplicate-detection kinds only say "maybe the same person".
		$found = array_intersect_key( $all, array_flip( array( Contact_Keys::EMAIL, Contact_Keys::PHONE, Contact_Keys::LINKEDIN ) ) );
		foreach ( $found as $kind => $list ) {
			foreach ( $list as $key ) {
				$keys[] = $kind . ':' . $key;
			}
		}
		if ( ! $keys ) {
			foreach ( $names as $key ) {
				$keys[] = Contact_Keys::NAME . ':' . $key;
			}
		}
		return array(
			'row'        => (int) ( $record['row'] ?? 0 ),
			'values'     => $values,
			'categories' => $categories,
			'events'     => $events,
			'notes'      => $notes,
			'extra'      => $extra,
			'keys'       => $keys,
		);
	}

	/**
	 * Stored contacts matching the rows' keys: "kind:key" => the lowest contact id holding it.
	 *
	 * @param array<int, array<string, mixed>> $rows Prepared rows.
	 * @return array<string, int>
	 */
	private function stored_matches( array $rows ): array {
		$wanted = array();
		foreach ( $rows as $row ) {
			foreach ( $row['keys'] as $key ) {
				list( $kind, $value ) = explode( ':', $key, 2 );
				$wanted[ $kind ][]    = $value;
			}
		}
		$found = array();
		foreach ( ( new Contact_Keys() )->find( $this->owner_id, $wanted ) as $key => $ids ) {
			$found[ $key ] = min( $ids );
		}
		return $found;
	}

	/**
	 * Folds a later row of the same person into an earlier one of this batch (nothing is lost).
	 *
	 * @param array<string, mixed> $first  Earlier row.
	 * @param array<string, mixed> $second Later row.
	 * @return array<string, mixed>
	 */
	private static function fold( array $first, array $second ): array {
		$merged = Contact_Merge::merge( $first['values'], $second['values'] );
		foreach ( $merged['values'] as $field => $value ) {
			if ( '' === $value ) {
				unset( $merged['values'][ $field ] );
			}
		}
		$first['values']     = $merged['values'];
		$first['extra']      = array_values( array_unique( array_merge( $first['extra'], $merged['overflow'], $second['extra'] ) ) );
		$first['categories'] = $first['categories'] + $second['categories'];
		$first['events']     = $first['events'] + $second['events'];
		$first['notes']      = array_values( array_unique( array_merge( $first['notes'], $second['notes'] ) ) );
		$first['keys']       = array_values( array_unique( array_merge( $first['keys'], $second['keys'] ) ) );
		return $first;
	}

	/**
	 * Creates contacts for rows, with their categories, events and notes; returns how many.
	 *
	 * @param array<int, array<string, mixed>> $rows Prepared rows.
	 */
	private function create( array $rows ): int {
		if ( ! $rows ) {
			return 0;
		}
		$people = array();
		foreach ( $rows as $row ) {
			$people[] = array(
				'input'        => $row['values'],
				'importSource' => $this->source,
				'notes'        => $this->note_texts( $row ),
			);
		}
		// The contacts' search text is written with their notes, so adding the notes need not write it again. Their
		// n-gram lists (about 190 rows a contact, most of a batch's time) are left to the import's Import_Grams_Job.
		$ids = ( new Contact_Service() )->create_many( $this->owner_id, $people, false );
		$this->add_children( array_combine( $ids, $rows ), array(), false );
		return count( $ids );
	}

	/**
	 * Updates matched contacts: empty fields filled, new emails, phones and addresses added, sources united, and
	 * the notes, events and categories they lack added. Returns, per update, whether anything changed.
	 *
	 * @param array<int, array{contact: int, row: array<string, mixed>}> $updates Planned updates.
	 * @return bool[]
	 */
	private function update( array $updates ): array {
		if ( ! $updates ) {
			return array();
		}
		// Several rows may match one contact: each is folded in turn.
		$by_contact = array();
		foreach ( $updates as $update ) {
			$id                = (int) $update['contact'];
			$by_contact[ $id ] = isset( $by_contact[ $id ] ) ? self::fold( $by_contact[ $id ], $update['row'] ) : $update['row'];
		}
		$contacts = array();
		foreach ( ( new Contact_Repository() )->find_many( $this->owner_id, array_keys( $by_contact ) ) as $stored ) {
			$contacts[ (int) $stored['id'] ] = $stored;
		}
		$have    = $this->children_of( array_keys( $contacts ) );
		$service = new Contact_Service();
		$repo    = new Contact_Repository();
		$changed = array();
		$rows    = array();
		foreach ( $by_contact as $id => $row ) {
			if ( ! isset( $contacts[ $id ] ) ) {
				continue;
			}
			$stored  = $contacts[ $id ];
			$current = Contact_Fields::from_row( $stored );
			$merged  = Contact_Merge::merge(
				$current + array( 'importSource' => (string) $stored['import_source'] ),
				$row['values'] + array( 'importSource' => $this->source )
			);
			$diff    = array_diff_assoc( $merged['values'], $current );
			$touched = false;
			if ( $diff ) {
				try {
					$service->update( $this->owner_id, $id, $diff );
					$touched = true;
				} catch ( Invalid_Input $e ) {
					// The stored contact holds a value today's rules refuse (an older import, say): its fields stay as
					// they are, and what this row would have added is kept in the note instead.
					foreach ( $row['values'] as $field => $value ) {
						if ( ! str_ends_with( (string) $field, 'Type' ) && ( $current[ $field ] ?? '' ) !== $value ) {
							/* translators: 1: a field's name, e.g. Email; 2: the value from the file. */
							$merged['overflow'][] = sprintf( __( '%1$s: %2$s', 'prism' ), self::field_label( (string) $field ), $value );
						}
					}
				}
			}
			if ( $merged['importSource'] !== (string) $stored['import_source'] ) {
				$repo->set_import_source( $this->owner_id, $id, $merged['importSource'] );
				$touched = true;
			}
			$row['extra']   = array_merge( $row['extra'], $merged['overflow'] );
			$rows[ $id ]    = $row;
			$changed[ $id ] = $touched;
		}
		foreach ( $this->add_children( $rows, $have ) as $id => $added ) {
			$changed[ $id ] = $changed[ $id ] || $added;
		}
		return array_values( $changed );
	}

	/**
	 * Adds rows' categories, events and notes (the note of unplaced lines included) to their contacts, leaving out
	 * what a contact already has. Returns contact id => whether anything was added.
	 *
	 * @param array<int, array<string, mixed>>                                                                            $rows Contact id => prepared row.
	 * @param array<int, array{notes: array<string, bool>, events: array<string, bool>, categories: array<string, bool>}> $have What contacts already have.
	 * @param bool                                                                                                        $search Whether the contacts' search text must take in new notes.
	 * @return array<int, bool>
	 */
	private function add_children( array $rows, array $have, bool $search = true ): array {
		$notes      = array();
		$events     = array();
		$categories = array();
		$added      = array();
		foreach ( $rows as $id => $row ) {
			$added[ $id ] = false;
			foreach ( $this->note_texts( $row ) as $text ) {
				if ( isset( $have[ $id ]['notes'][ $text ] ) ) {
					continue;
				}
				$notes[]      = array(
					'contactId' => $id,
					'note'      => $text,
				);
				$added[ $id ] = true;
			}
			foreach ( $row['events'] as $key => $event ) {
				if ( isset( $have[ $id ]['events'][ $key ] ) ) {
					continue;
				}
				$events[]     = array( 'contactId' => $id ) + $event;
				$added[ $id ] = true;
			}
			foreach ( $row['categories'] as $key => $name ) {
				if ( isset( $have[ $id ]['categories'][ $key ] ) ) {
					continue;
				}
				$categories[ $this->category_id( $name ) ][] = $id;
				$added[ $id ]                                = true;
			}
		}
		if ( $notes ) {
			( new Note_Repository() )->create_many( $this->owner_id, $notes, $search );
		}
		if ( $events ) {
			( new Event_Repository() )->create_many( $this->owner_id, $events );
		}
		$category_repo = new Category_Repository();
		foreach ( $categories as $category_id => $contact_ids ) {
			$category_repo->attach( $this->owner_id, $category_id, $contact_ids );
		}
		return $added;
	}

	/**
	 * The notes a row adds: the file's own notes, then one note with the lines that had no field, under the import's
	 * heading.
	 *
	 * @param array<string, mixed> $row Prepared row.
	 * @return string[]
	 */
	private function note_texts( array $row ): array {
		$texts = $row['notes'];
		if ( $row['extra'] ) {
			$texts[] = $this->heading . "\n" . implode( "\n", array_values( array_unique( $row['extra'] ) ) );
		}
		return $texts;
	}

	/**
	 * What contacts already have, to leave out on an update: note texts, events (type|date|title) and category
	 * name keys.
	 *
	 * @param int[] $ids Contacts.
	 * @return array<int, array{notes: array<string, bool>, events: array<string, bool>, categories: array<string, bool>}>
	 */
	private function children_of( array $ids ): array {
		global $wpdb;
		$have = array();
		foreach ( $ids as $id ) {
			$have[ $id ] = array(
				'notes'      => array(),
				'events'     => array(),
				'categories' => array(),
			);
		}
		foreach ( array_chunk( Db::ids( $ids ), 500 ) as $chunk ) {
			$in    = Db::placeholders( count( $chunk ) );
			$args  = array_merge( array( $this->owner_id ), $chunk );
			$notes = Schema::table( 'notes' );
			// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- tables from Schema, placeholders from Db.
			$texts = array();
			foreach ( Db::rows( $wpdb->prepare( "SELECT contact_id, note FROM {$notes} WHERE owner_id = %d AND contact_id IN ({$in}) ORDER BY created_at, id", ...$args ) ) as $row ) {
				$have[ (int) $row['contact_id'] ]['notes'][ (string) $row['note'] ] = true;
				$texts[ (int) $row['contact_id'] ][]                                = (string) $row['note'];
			}
			// A Google CSV holds one Notes cell: PRISM's export joins a contact's notes with a blank line, so that
			// cell, imported again, is a note the contact already has.
			foreach ( $texts as $contact_id => $list ) {
				$have[ $contact_id ]['notes'][ implode( "\n\n", $list ) ] = true;
			}
			$events = Schema::table( 'events' );
			foreach ( Db::rows( $wpdb->prepare( "SELECT contact_id, type, event_date, title FROM {$events} WHERE owner_id = %d AND contact_id IN ({$in})", ...$args ) ) as $row ) {
				$have[ (int) $row['contact_id'] ]['events'][ $row['type'] . '|' . $row['event_date'] . '|' . mb_strtolower( (string) $row['title'] ) ] = true;
			}
			$links      = Schema::table( 'contact_categories' );
			$categories = Schema::table( 'categories' );
			foreach ( Db::rows( $wpdb->prepare( "SELECT cc.contact_id, c.name_key FROM {$links} cc JOIN {$categories} c ON c.id = cc.category_id WHERE cc.owner_id = %d AND cc.contact_id IN ({$in})", ...$args ) ) as $row ) {
				$have[ (int) $row['contact_id'] ]['categories'][ (string) $row['name_key'] ] = true;
			}
			// phpcs:enable
		}
		return $have;
	}

	/**
	 * The member's category of this name, made when missing.
	 *
	 * @param string $name Category name.
	 */
	private function category_id( string $name ): int {
		$key = Category_Repository::name_key( $name );
		if ( ! isset( $this->category_ids[ $key ] ) ) {
			$this->category_ids[ $key ] = ( new Category_Repository() )->ensure( $this->owner_id, $name );
		}
		return $this->category_ids[ $key ];
	}

	/**
	 * A few words that let the member find a rejected row: a name, an email or a company.
	 *
	 * @param array<string, mixed> $record Record.
	 */
	private static function summary( array $record ): string {
		$values = (array) ( $record['values'] ?? array() );
		$name   = trim( ( $values['firstName'] ?? '' ) . ' ' . ( $values['lastName'] ?? '' ) );
		foreach ( array( $name, $values['emailOne'] ?? '', $values['company'] ?? '', $values['phoneOne'] ?? '' ) as $candidate ) {
			$candidate = Text::clean( (string) $candidate );
			if ( '' !== $candidate ) {
				return mb_substr( $candidate, 0, 191 );
			}
		}
		return '';
	}

	/**
	 * A field's name in a note line.
	 *
	 * @param string $field API field.
	 */
	private static function field_label( string $field ): string {
		$base = (string) preg_replace( '/(One|Two|Three)(?=[A-Z]|$)/', '', $field );
		switch ( $base ) {
			case 'firstName':
				return __( 'First name', 'prism' );
			case 'lastName':
				return __( 'Last name', 'prism' );
			case 'title':
				return __( 'Title', 'prism' );
			case 'company':
				return __( 'Company', 'prism' );
			case 'email':
				return __( 'Email', 'prism' );
			case 'phone':
				return __( 'Phone', 'prism' );
			case 'address':
				return __( 'Address', 'prism' );
			case 'addressCity':
				return __( 'City', 'prism' );
			case 'addressState':
				return __( 'State', 'prism' );
			case 'addressZip':
				return __( 'Zip', 'prism' );
			case 'facebook':
				return __( 'Facebook', 'prism' );
			case 'linkedIn':
				return __( 'LinkedIn', 'prism' );
			case 'instagram':
				return __( 'Instagram', 'prism' );
			case 'twitter':
				return __( 'Twitter', 'prism' );
			case 'website':
				return __( 'Website', 'prism' );
		}
		return $field;
	}

	/**
	 * The title an event gets when the file named none.
	 *
	 * @param string $type Event type.
	 */
	private static function event_title( string $type ): string {
		switch ( $type ) {
			case 'Birthday':
				return __( 'Birthday', 'prism' );
			case 'Anniversary':
				return __( 'Anniversary', 'prism' );
		}
		return __( 'Event', 'prism' );
	}
}
