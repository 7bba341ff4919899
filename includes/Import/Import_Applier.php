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

use Prism\Data\Contact_Children;
use Prism\Data\Category_Repository;
use Prism\Data\Contact_Keys;
use Prism\Data\Contact_Repository;
use Prism\Data\Event_Repository;
use Prism\Data\Note_Repository;
use Prism\Data\Photo_Repository;
use Prism\Data\Relationship_Repository;
use Prism\Domain\Calendar_Date;
use Prism\Domain\Contact_Fields;
use Prism\Domain\Contact_Merge;
use Prism\Domain\Invalid_Input;
use Prism\Domain\Photo_Rules;
use Prism\Domain\Relations;
use Prism\Domain\Text;
use Prism\Resources\Declaration;
use Prism\Resources\Registry;
use Prism\Service\Contact_Service;
use Prism\Service\Declared_Service;
use Prism\Service\Photos;

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
	 * How many more photos the member has room for (Photo_Rules::limit()), counted down as this batch's rows take
	 * them; null until the first row with a photo.
	 *
	 * @var int|null
	 */
	private ?int $photo_room = null;

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
	 * @return array{created: int, updated: int, skipped: int, rejected: int, kept_apart: int, rejects: array<int, array{row: int, reason: string, summary: string}>, matches: array<int, array{row: int, name: string, contact: int, outcome: string, reasons: string[], undo: array<string, mixed>|null}>}
	 */
	public function apply( array $records ): array {
		$out = array(
			'created'    => 0,
			'updated'    => 0,
			'skipped'    => 0,
			'rejected'   => 0,
			'kept_apart' => 0,
			'rejects'    => array(),
			'matches'    => array(),
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

		// 2. Which contact each row is (Import_Matcher): a stored one, an earlier row of this batch, or nobody yet.
		$decisions = ( new Import_Matcher( $this->owner_id ) )->decide( $rows, 'create' !== $this->mode );

		// 3. New contacts first, so that later rows of the same person can be applied to them like to any contact.
		$new = array();
		foreach ( $rows as $i => $row ) {
			if ( null === $decisions[ $i ]['into'] ) {
				$new[ $i ] = $row;
			}
		}
		$created         = $new ? array_combine( array_keys( $new ), $this->create( array_values( $new ) ) ) : array();
		$out['created'] += count( $created );
		$resolve         = static fn( array $ref ): int => 'row' === $ref[0] ? (int) ( $created[ $ref[1] ] ?? 0 ) : (int) $ref[1];

		// 4. Rows that are a contact already: skipped, or applied one row per contact at a time (a file may hold the
		// same person several times), each recording what it changed so that the member can take it back.
		$rounds = array();
		$seen   = array();
		foreach ( $rows as $i => $row ) {
			$decision = $decisions[ $i ];
			if ( null === $decision['into'] ) {
				if ( null !== $decision['apart'] ) {
					++$out['kept_apart'];
					$out['matches'][ $i ] = $this->match( $row, $resolve( $decision['apart'] ), Import_Match::KEPT_APART, $decision['apart_reasons'], $decision['ambiguous'] );
				}
				continue;
			}
			$target = $resolve( $decision['into'] );
			if ( 'skip' === $this->mode ) {
				++$out['skipped'];
				$out['matches'][ $i ] = $this->match( $row, $target, Import_Match::UNCHANGED, $decision['reasons'] );
				continue;
			}
			$round                       = $seen[ $target ] ?? 0;
			$seen[ $target ]             = $round + 1;
			$rounds[ $round ][ $target ] = $i;
			$out['matches'][ $i ]        = $this->match( $row, $target, Import_Match::UNCHANGED, $decision['reasons'] );
		}
		ksort( $rounds );
		foreach ( $rounds as $round ) {
			$applied = $this->update( array_map( static fn( int $i ): array => $rows[ $i ], $round ) );
			foreach ( $round as $target => $i ) {
				$undo = $applied[ $target ] ?? null;
				if ( null === $undo ) {
					++$out['skipped'];
					continue;
				}
				++$out['updated'];
				$out['matches'][ $i ]['outcome'] = Import_Match::UPDATED;
				$out['matches'][ $i ]['undo']    = $undo;
			}
		}
		ksort( $out['matches'] );
		// The interactions a row added to a contact it updated are in its undo record: separating the row takes them along.
		foreach ( $this->add_interactions( $rows, $out['matches'], $created ) as $i => $ids ) {
			if ( is_array( $out['matches'][ $i ]['undo'] ?? null ) ) {
				$out['matches'][ $i ]['undo']['interactions'] = $ids;
			}
		}
		// Likewise the relationships: separating the row moves them to its new contact.
		foreach ( $this->add_relations( $rows, $out['matches'], $created ) as $i => $ids ) {
			if ( is_array( $out['matches'][ $i ]['undo'] ?? null ) ) {
				$out['matches'][ $i ]['undo']['relations'] = $ids;
			}
		}
		// And a photo the row gave a contact that had none.
		foreach ( $this->add_photos( $rows, $out['matches'], $created ) as $i ) {
			if ( is_array( $out['matches'][ $i ]['undo'] ?? null ) ) {
				$out['matches'][ $i ]['undo']['photo'] = true;
			}
		}
		$out['matches'] = array_values( $out['matches'] );
		return $out;
	}

	/**
	 * Why an interaction from a file cannot be stored, or null.
	 *
	 * @param Declaration          $declared    The interactions declaration.
	 * @param array<string, mixed> $interaction API name => value.
	 */
	private static function declared_problem( Declaration $declared, array $interaction ): ?string {
		foreach ( $declared->fields() as $field ) {
			if ( array_key_exists( $field->name, $interaction ) ) {
				$problem = $field->problem( $interaction[ $field->name ], wp_date( 'Y-m-d' ) );
				if ( null !== $problem ) {
					return $problem;
				}
			}
		}
		return null;
	}

	/**
	 * The interactions rows carry (LinkedIn's "Connected On"), on the contact each row was created as or went into
	 * (not on one it was kept apart from, nor in skip mode): an interaction the contact already has (same kind, day
	 * and note) is not added again, so importing the same file twice adds nothing.
	 *
	 * @param array<int, array<string, mixed>> $rows    Prepared rows.
	 * @param array<int, array<string, mixed>> $matches Row index => match (contact, outcome).
	 * @param array<int, int>                  $created Row index => new contact.
	 * @return array<int, int[]> Row index => the ids of the interactions it added.
	 */
	private function add_interactions( array $rows, array $matches, array $created ): array {
		$declared = Registry::get( 'interactions' );
		$wanted   = array();
		$of_row   = array();
		foreach ( $rows as $i => $row ) {
			if ( empty( $row['interactions'] ) ) {
				continue;
			}
			$contact = $created[ $i ] ?? ( Import_Match::UPDATED === ( $matches[ $i ]['outcome'] ?? '' ) ? (int) $matches[ $i ]['contact'] : 0 );
			if ( $contact > 0 ) {
				foreach ( $row['interactions'] as $interaction ) {
					$wanted[] = array( 'contactId' => $contact ) + $interaction;
					$of_row[] = $i;
				}
			}
		}
		if ( null === $declared || ! $wanted ) {
			return array();
		}
		$service = new Declared_Service( $declared );
		$have    = array();
		foreach ( $service->rows()->for_contacts( $this->owner_id, array_column( $wanted, 'contactId' ) ) as $contact => $stored ) {
			foreach ( $stored as $one ) {
				$have[ $contact . '|' . $one['kind'] . '|' . substr( (string) $one['happened_on'], 0, 10 ) . '|' . $one['note'] ] = true;
			}
		}
		$new  = array();
		$rows = array();
		foreach ( $wanted as $n => $interaction ) {
			$key = $interaction['contactId'] . '|' . $interaction['kind'] . '|' . $interaction['happenedOn'] . '|' . ( $interaction['note'] ?? '' );
			if ( ! isset( $have[ $key ] ) ) {
				$have[ $key ] = true;
				$new[]        = $interaction;
				$rows[]       = $of_row[ $n ];
			}
		}
		$added = array();
		foreach ( $service->create_many( $this->owner_id, $new ) as $n => $id ) {
			$added[ $rows[ $n ] ][] = $id;
		}
		return $added;
	}

	/**
	 * Creates contacts for rows that were prepared (here, or stored with a match to separate it): returns their ids.
	 *
	 * @param array<int, array<string, mixed>> $rows Prepared rows (values, categories, events, notes, extra).
	 * @return int[]
	 */
	public function create_rows( array $rows ): array {
		return $this->create( $rows );
	}

	/**
	 * A row of the import report: which contact a row went into, or was kept apart from, and why.
	 *
	 * @param array<string, mixed> $row       Prepared row.
	 * @param int                  $contact   Contact.
	 * @param string               $outcome   Import_Match outcome.
	 * @param string[]             $reasons   What they share.
	 * @param bool                 $ambiguous Whether several contacts fitted a row that names nobody.
	 * @return array{row: int, name: string, contact: int, outcome: string, reasons: string[], undo: array<string, mixed>|null}
	 */
	private function match( array $row, int $contact, string $outcome, array $reasons, bool $ambiguous = false ): array {
		return array(
			'row'     => (int) $row['row'],
			'name'    => mb_substr( Contact_Fields::display_name( $row['values'] ), 0, 191 ),
			'contact' => $contact,
			'outcome' => $outcome,
			'reasons' => $ambiguous ? array_merge( $reasons, array( Import_Match::AMBIGUOUS ) ) : $reasons,
			'undo'    => null,
		);
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
			$title = '' === $title ? Calendar_Date::default_title( $type ) : mb_substr( $title, 0, 191 );
			if ( null !== Calendar_Date::problem( $date, Calendar_Date::is_yearly( $type ) ) ) {
				/* translators: 1: an event's name, e.g. Birthday; 2: its date as the file wrote it. */
				$extra[] = sprintf( __( '%1$s: %2$s', 'prism' ), $title, $date );
				continue;
			}
			$event                               = array(
				'type'  => $type,
				'title' => $title,
				'date'  => $date,
				'desc'  => '',
			);
			$events[ self::event_key( $event ) ] = $event;
		}

		$notes = array();
		foreach ( (array) ( $record['notes'] ?? array() ) as $note ) {
			$note = Text::clean( (string) $note, true );
			if ( '' !== $note ) {
				$notes[] = $note;
			}
		}

		// Interactions the file dates (LinkedIn's "Connected On"): those the declaration refuses are left out; the
		// file's text is in the note already.
		$interactions = array();
		$declared     = Registry::get( 'interactions' );
		foreach ( (array) ( $record['interactions'] ?? array() ) as $interaction ) {
			if ( null !== $declared && self::declared_problem( $declared, (array) $interaction ) === null ) {
				$interactions[] = (array) $interaction;
			}
		}

		// Relationships the file names (vCard RELATED, iCloud's X-ABRELATEDNAMES, Google's "Relation N"): kept as the
		// other person's name until a contact has it; one PRISM cannot keep as it is stays in the note.
		$relations = array();
		foreach ( (array) ( $record['relations'] ?? array() ) as $relation ) {
			$relation = (array) $relation;
			$kind     = (string) ( $relation['kind'] ?? '' );
			$label    = (string) ( $relation['label'] ?? '' );
			$name     = (string) ( $relation['name'] ?? '' );
			if ( Relations::is_kind( $kind ) && null === Text::problem( $label, Relations::MAX_LABEL ) && null === Text::problem( $name, Relations::MAX_NAME, true ) ) {
				$relations[] = array(
					'kind'  => $kind,
					'label' => Text::clean( $label ),
					'name'  => Text::clean( $name ),
				);
				continue;
			}
			$extra[] = Record_Fitter::labelled( __( 'Relation', 'prism' ), Text::for_redisplay( $label ), Text::for_redisplay( $name ) );
		}

		// A photo the card carried (Vcard_Reader checked it is an image PRISM takes), while the member has room.
		$photo = is_string( $record['photo'] ?? null ) && '' !== $record['photo'] ? $record['photo'] : null;
		if ( null !== $photo ) {
			$this->photo_room ??= Photo_Rules::limit() - ( new Photo_Repository() )->count( $this->owner_id );
			if ( $this->photo_room < 1 ) {
				$extra[] = Photo_Rules::no_room_line();
				$photo   = null;
			} else {
				--$this->photo_room;
			}
		}

		return array(
			'row'        => (int) ( $record['row'] ?? 0 ),
			'values'     => $values,
			'categories' => $categories,
			'events'     => $events,
			'notes'      => $notes,
			'extra'      => $extra,
			'identity'   => Import_Matcher::identity( $values ),
		) + ( $interactions ? array( 'interactions' => $interactions ) : array() ) + ( $relations ? array( 'relations' => $relations ) : array() )
			+ ( null !== $photo ? array( 'photo' => $photo ) : array() );
	}

	/**
	 * The relationships rows name, on the contact each row was created as or went into (not on one it was kept apart
	 * from, nor in skip mode), kept as the other person's name and linked to the contact of that name when exactly
	 * one has it (Data\Relationship_Repository::link_names(); a contact a later row or batch adds is linked when it
	 * comes). One the contact already has (the same kind and person, from either side) is not added again, so
	 * importing the same file twice adds nothing.
	 *
	 * @param array<int, array<string, mixed>> $rows    Prepared rows.
	 * @param array<int, array<string, mixed>> $matches Row index => match (contact, outcome).
	 * @param array<int, int>                  $created Row index => new contact.
	 * @return array<int, int[]> Row index => the relationships it added.
	 */
	private function add_relations( array $rows, array $matches, array $created ): array {
		$wanted = array();
		$of_row = array();
		foreach ( $rows as $i => $row ) {
			if ( empty( $row['relations'] ) ) {
				continue;
			}
			$contact = $this->contact_of_row( $i, $matches, $created );
			foreach ( $contact > 0 ? $row['relations'] : array() as $relation ) {
				$wanted[] = array( 'contact_id' => $contact ) + $relation;
				$of_row[] = $i;
			}
		}
		if ( ! $wanted ) {
			return array();
		}
		$repository = new Relationship_Repository();
		$contacts   = array_values( array_unique( array_column( $wanted, 'contact_id' ) ) );
		$have       = array();
		$stored     = $repository->touching_any( $this->owner_id, $contacts );
		$people     = $repository->people( $this->owner_id, $stored );
		foreach ( $contacts as $contact ) {
			foreach ( Relations::seen_from( $contact, $stored, $people ) as $one ) {
				$have[ $contact . '|' . $one['kind'] . '|' . Relations::name_key( $one['otherName'] ) ] = true;
			}
		}
		$new  = array();
		$rows = array();
		foreach ( $wanted as $n => $relation ) {
			$key = $relation['contact_id'] . '|' . $relation['kind'] . '|' . Relations::name_key( $relation['name'] );
			if ( isset( $have[ $key ] ) ) {
				continue;
			}
			$have[ $key ] = true;
			$rows[]       = $of_row[ $n ];
			$new[]        = array(
				'contact_id'   => (int) $relation['contact_id'],
				'kind'         => (string) $relation['kind'],
				'label'        => (string) $relation['label'],
				'related_id'   => 0,
				'related_name' => (string) $relation['name'],
			);
		}
		if ( ! $new ) {
			return array();
		}
		$ids = $repository->insert_many( $this->owner_id, $new );
		$repository->link_names( $this->owner_id, $ids );
		$added = array();
		foreach ( $ids as $n => $id ) {
			$added[ $rows[ $n ] ][] = $id;
		}
		return $added;
	}

	/**
	 * The contact a row was created as or went into, 0 for none (a row kept apart, or one of the skip mode): where
	 * what the row brings beside its fields (relationships, a photo) goes.
	 *
	 * @param int                              $i       Row index.
	 * @param array<int, array<string, mixed>> $matches Row index => match (contact, outcome).
	 * @param array<int, int>                  $created Row index => new contact.
	 */
	private function contact_of_row( int $i, array $matches, array $created ): int {
		if ( isset( $created[ $i ] ) ) {
			return (int) $created[ $i ];
		}
		$outcome = (string) ( $matches[ $i ]['outcome'] ?? '' );
		$applied = Import_Match::UPDATED === $outcome || Import_Match::UNCHANGED === $outcome && 'skip' !== $this->mode;
		return $applied ? (int) ( $matches[ $i ]['contact'] ?? 0 ) : 0;
	}

	/**
	 * The photos rows carried, each on the contact the row was created as or went into (not on one it was kept apart
	 * from, nor in skip mode) when that contact has none: a photo the member has is never replaced by a file's, so
	 * importing the same file twice changes nothing. Scaled here (Service\Photos), in the batch's transaction.
	 *
	 * @param array<int, array<string, mixed>> $rows    Prepared rows.
	 * @param array<int, array<string, mixed>> $matches Row index => match (contact, outcome).
	 * @param array<int, int>                  $created Row index => new contact.
	 * @return int[] The indexes of the rows whose photo was added.
	 */
	private function add_photos( array $rows, array $matches, array $created ): array {
		$images = array();
		$of     = array();
		foreach ( $rows as $i => $row ) {
			if ( ! isset( $row['photo'] ) ) {
				continue;
			}
			$contact = $this->contact_of_row( $i, $matches, $created );
			if ( $contact > 0 && ! isset( $images[ $contact ] ) ) {
				$images[ $contact ] = (string) $row['photo'];
				$of[ $contact ]     = $i;
			}
		}
		$added = ( new Photos() )->import( $this->owner_id, $images )['added'];
		return array_map( static fn( int $contact ): int => $of[ $contact ], $added );
	}

	/**
	 * Creates contacts for rows, with their categories, events and notes; returns their ids in the rows' order.
	 *
	 * @param array<int, array<string, mixed>> $rows Prepared rows.
	 * @return int[]
	 */
	private function create( array $rows ): array {
		if ( ! $rows ) {
			return array();
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
		return $ids;
	}

	/**
	 * Updates matched contacts, one row each: empty fields filled, new emails, phones and addresses added, sources
	 * united, and the notes, events and categories they lack added. Answers, per contact the row changed, what it
	 * changed (Import_Match's undo: the fields before and after, the source, the notes, events and categories it
	 * added, and the row itself); a contact the row added nothing to is left out.
	 *
	 * @param array<int, array<string, mixed>> $rows Contact id => the prepared row applied to it.
	 * @return array<int, array<string, mixed>>
	 */
	private function update( array $rows ): array {
		if ( ! $rows ) {
			return array();
		}
		$contacts = array();
		foreach ( ( new Contact_Repository() )->find_many( $this->owner_id, array_keys( $rows ) ) as $stored ) {
			$contacts[ (int) $stored['id'] ] = $stored;
		}
		$have    = $this->children_of( array_keys( $contacts ) );
		$service = new Contact_Service();
		$repo    = new Contact_Repository();
		$undo    = array();
		$apply   = array();
		foreach ( $rows as $id => $row ) {
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
			$change  = array(
				'fields'     => array(),
				'source'     => null,
				'notes'      => array(),
				'events'     => array(),
				'categories' => array(),
				'row'        => self::keep( $row ),
			);
			if ( $diff ) {
				try {
					$service->update( $this->owner_id, $id, $diff );
					foreach ( $diff as $field => $value ) {
						$change['fields'][ $field ] = array( (string) ( $current[ $field ] ?? '' ), (string) $value );
					}
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
				$change['source'] = array( (string) $stored['import_source'], $merged['importSource'] );
			}
			$row['extra'] = array_merge( $row['extra'], $merged['overflow'] );
			$apply[ $id ] = $row;
			$undo[ $id ]  = $change;
		}
		foreach ( $this->add_children( $apply, $have, true, true ) as $id => $added ) {
			$undo[ $id ]['notes']      = $added['notes'];
			$undo[ $id ]['events']     = $added['events'];
			$undo[ $id ]['categories'] = $added['categories'];
		}
		return array_filter( $undo, static fn( array $change ): bool => $change['fields'] || null !== $change['source'] || $change['notes'] || $change['events'] || $change['categories'] );
	}

	/**
	 * What of a prepared row is kept with its match, to make it a contact of its own later: its values, categories,
	 * events, notes and the lines that had no field.
	 *
	 * @param array<string, mixed> $row Prepared row.
	 * @return array<string, mixed>
	 */
	private static function keep( array $row ): array {
		return array(
			'row'        => (int) $row['row'],
			'values'     => $row['values'],
			'categories' => array_values( $row['categories'] ),
			'events'     => array_values( $row['events'] ),
			'notes'      => $row['notes'],
			'extra'      => $row['extra'],
		);
	}

	/**
	 * A kept row (keep()) prepared again, to create it.
	 *
	 * @param array<string, mixed> $kept Kept row.
	 * @return array<string, mixed>
	 */
	public static function unkeep( array $kept ): array {
		$categories = array();
		foreach ( (array) ( $kept['categories'] ?? array() ) as $name ) {
			$categories[ Category_Repository::name_key( (string) $name ) ] = (string) $name;
		}
		$events = array();
		foreach ( (array) ( $kept['events'] ?? array() ) as $event ) {
			$events[ self::event_key( $event ) ] = $event;
		}
		return array(
			'row'        => (int) ( $kept['row'] ?? 0 ),
			'values'     => array_map( 'strval', (array) ( $kept['values'] ?? array() ) ),
			'categories' => $categories,
			'events'     => $events,
			'notes'      => array_map( 'strval', (array) ( $kept['notes'] ?? array() ) ),
			'extra'      => array_map( 'strval', (array) ( $kept['extra'] ?? array() ) ),
		);
	}

	/**
	 * Adds rows' categories, events and notes (the note of unplaced lines included) to their contacts, leaving out
	 * what a contact already has. Answers, per contact, what was added: the notes (id => text), the events (id =>
	 * event_key()) and the categories' ids.
	 *
	 * @param array<int, array<string, mixed>>                                                                            $rows Contact id => prepared row.
	 * @param array<int, array{notes: array<string, bool>, events: array<string, bool>, categories: array<string, bool>}> $have What contacts already have.
	 * @param bool                                                                                                        $search Whether the contacts' search text must take in new notes.
	 * @param bool                                                                                                        $track  Whether the new notes' and events' ids are wanted (an update's undo).
	 * @return array<int, array{notes: array<int, string>, events: array<int, string>, categories: int[]}>
	 */
	private function add_children( array $rows, array $have, bool $search = true, bool $track = false ): array {
		$notes      = array();
		$events     = array();
		$categories = array();
		$added      = array();
		foreach ( $rows as $id => $row ) {
			$added[ $id ] = array(
				'notes'      => array(),
				'events'     => array(),
				'categories' => array(),
			);
			foreach ( $this->note_texts( $row ) as $text ) {
				if ( isset( $have[ $id ]['notes'][ $text ] ) ) {
					continue;
				}
				$notes[] = array(
					'contactId' => $id,
					'note'      => $text,
				);
			}
			foreach ( $row['events'] as $key => $event ) {
				if ( isset( $have[ $id ]['events'][ $key ] ) ) {
					continue;
				}
				$events[] = array( 'contactId' => $id ) + $event;
			}
			foreach ( $row['categories'] as $key => $name ) {
				if ( isset( $have[ $id ]['categories'][ $key ] ) ) {
					continue;
				}
				$category_id                                = $this->category_id( $name );
				$categories[ $category_id ][]               = $id;
				$added[ $id ]['categories'][ $category_id ] = $category_id;
			}
		}
		if ( $notes ) {
			$ids = ( new Note_Repository() )->create_many( $this->owner_id, $notes, $search, $track );
			foreach ( $ids as $i => $note_id ) {
				$added[ (int) $notes[ $i ]['contactId'] ]['notes'][ $note_id ] = (string) $notes[ $i ]['note'];
			}
		}
		if ( $events ) {
			$ids = ( new Event_Repository() )->create_many( $this->owner_id, $events, $track );
			foreach ( $ids as $i => $event_id ) {
				$added[ (int) $events[ $i ]['contactId'] ]['events'][ $event_id ] = self::event_key( $events[ $i ] );
			}
		}
		$category_repo = new Category_Repository();
		foreach ( $categories as $category_id => $contact_ids ) {
			$category_repo->attach( $this->owner_id, $category_id, $contact_ids );
		}
		foreach ( $added as $id => $what ) {
			$added[ $id ]['categories'] = array_values( $what['categories'] );
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
		$have = array();
		foreach ( $ids as $id ) {
			$have[ $id ] = array(
				'notes'      => array(),
				'events'     => array(),
				'categories' => array(),
			);
		}
		$held = ( new Contact_Children() )->held( $this->owner_id, $ids );
		foreach ( $held['notes'] as $contact_id => $texts ) {
			foreach ( $texts as $text ) {
				$have[ $contact_id ]['notes'][ $text ] = true;
			}
			// A Google CSV holds one Notes cell: PRISM's export joins a contact's notes with a blank line, so that
			// cell, imported again, is a note the contact already has.
			$have[ $contact_id ]['notes'][ implode( "\n\n", $texts ) ] = true;
		}
		foreach ( $held['events'] as $contact_id => $events ) {
			foreach ( $events as $event ) {
				$have[ $contact_id ]['events'][ self::event_key( $event ) ] = true;
			}
		}
		foreach ( $held['categories'] as $contact_id => $keys ) {
			foreach ( $keys as $key ) {
				$have[ $contact_id ]['categories'][ $key ] = true;
			}
		}
		return $have;
	}

	/**
	 * What tells a contact's events apart when an import adds them: type, date and title (case ignored).
	 *
	 * @param array{type: string, date: string, title: string} $event Event.
	 */
	public static function event_key( array $event ): string {
		return $event['type'] . '|' . $event['date'] . '|' . mb_strtolower( (string) $event['title'] );
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
}
