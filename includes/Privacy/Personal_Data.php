<?php
/**
 * A member's PRISM data in WordPress's personal-data tools (Tools › Export Personal Data / Erase Personal Data),
 * and gone with the member when their WordPress account is deleted.
 *
 * The request's email names a WordPress user; their PRISM data is what they own (their contacts are their own
 * address book: the people in it are not looked up by email).
 *
 * - The exporter answers a page of 100 contacts at a time (in name order), each with its notes, events and
 *   follow-ups; the page after the last contacts adds the categories, resources and settings, and is `done`.
 * - The eraser deletes 500 contacts a call through Contact_Service::delete_many (their search rows, notes,
 *   follow-ups, events, categories links and processes go with them) until none is left; then every other row the
 *   member owns (Data\Member_Data::erase_rest) and PRISM's user meta and transients, and is `done`.
 * - Deleting a user (or removing them from a site of a network) runs the same eraser: for up to ten seconds in
 *   that request, then, for a network too large for that, as a background job (Erase_Member_Job).
 *
 * Values are given to WordPress HTML-escaped: WordPress runs each value through wp_kses() to write its HTML report,
 * which would otherwise eat text such as "<100k and >50k" (so export.json holds them escaped too). Web addresses are
 * left as they are (WordPress escapes and links them itself).
 *
 * @package Prism
 */

namespace Prism\Privacy;

use Prism\Data\Article_Repository;
use Prism\Data\Category_Repository;
use Prism\Data\Contact_Repository;
use Prism\Data\Db;
use Prism\Data\Declared_Repository;
use Prism\Data\Member_Data;
use Prism\Data\Mentorship_Repository;
use Prism\Data\Relationship_Repository;
use Prism\Data\Series_Repository;
use Prism\Domain\Cadence;
use Prism\Domain\Contact_Fields;
use Prism\Domain\Networking_Stages;
use Prism\Domain\Relations;
use Prism\Jobs\Queue;
use Prism\Reminders\Reminder_Settings;
use Prism\Resources\Registry;
use Prism\Service\Contact_Service;

defined( 'ABSPATH' ) || exit;

/**
 * Personal-data exporter and eraser.
 */
final class Personal_Data {

	/** The key of PRISM's exporter and eraser. */
	public const ID = 'prism';

	/** Contacts per exporter page. */
	public const EXPORT_PAGE = 100;

	/** Contacts deleted per eraser call. */
	public const ERASE_BATCH = 500;

	/** Seconds a deleted user's request spends erasing before a background job takes over. */
	public const ERASE_NOW_SECONDS = 10;

	/** Start of every user meta key and transient PRISM keeps for a member. */
	private const META_PREFIX = 'prism_';

	/** Transients PRISM keeps per member: prefix + user id. */
	private const TRANSIENTS = array( 'prism_flash_', 'prism_series_admin_' );

	/**
	 * Filter `wp_privacy_personal_data_exporters`.
	 *
	 * @param mixed $exporters Exporters by key.
	 * @return array<string, mixed>
	 */
	public static function register_exporter( $exporters ): array {
		$exporters             = is_array( $exporters ) ? $exporters : array();
		$exporters[ self::ID ] = array(
			'exporter_friendly_name' => __( 'PRISM contacts and networking', 'prism' ),
			'callback'               => array( self::class, 'export' ),
		);
		return $exporters;
	}

	/**
	 * Filter `wp_privacy_personal_data_erasers`.
	 *
	 * @param mixed $erasers Erasers by key.
	 * @return array<string, mixed>
	 */
	public static function register_eraser( $erasers ): array {
		$erasers             = is_array( $erasers ) ? $erasers : array();
		$erasers[ self::ID ] = array(
			'eraser_friendly_name' => __( 'PRISM contacts and networking', 'prism' ),
			'callback'             => array( self::class, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * The exporter: one page of the member's PRISM data.
	 *
	 * @param string $email The request's email address.
	 * @param int    $page  Page, from 1.
	 * @return array{data: array<int, array<string, mixed>>, done: bool}
	 */
	public static function export( $email, $page = 1 ): array {
		$owner_id = self::member( (string) $email );
		if ( 0 === $owner_id ) {
			return array(
				'data' => array(),
				'done' => true,
			);
		}
		$page = max( 1, (int) $page );
		$rows = ( new Contact_Repository() )->page( $owner_id, ( $page - 1 ) * self::EXPORT_PAGE, self::EXPORT_PAGE );
		$data = self::contact_items( $owner_id, $rows );
		$done = count( $rows ) < self::EXPORT_PAGE;
		if ( $done ) {
			$data = array_merge( $data, self::member_items( $owner_id ) );
		}
		return array(
			'data' => $data,
			'done' => $done,
		);
	}

	/**
	 * The eraser: deletes a batch of the member's contacts, or, when none is left, the rest of their PRISM data.
	 *
	 * @param string $email The request's email address.
	 * @param int    $page  Page (each call deletes what is there, so the page is not needed).
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public static function erase( $email, $page = 1 ): array {
		unset( $page );
		$owner_id = self::member( (string) $email );
		if ( 0 === $owner_id || ! ( new Member_Data() )->installed() ) {
			return array(
				'items_removed'  => false,
				'items_retained' => false,
				'messages'       => array(),
				'done'           => true,
			);
		}
		$step     = self::erase_step( $owner_id );
		$messages = array();
		if ( $step['contacts'] > 0 ) {
			/* translators: %d: number of contacts. */
			$messages[] = sprintf( _n( 'PRISM: %d contact deleted, with its notes, events and follow-ups.', 'PRISM: %d contacts deleted, with their notes, events and follow-ups.', $step['contacts'], 'prism' ), $step['contacts'] );
		}
		if ( $step['done'] && $step['rows'] > 0 ) {
			/* translators: %d: number of stored rows. */
			$messages[] = sprintf( _n( 'PRISM: %d more item deleted (categories, resources, imports and settings).', 'PRISM: %d more items deleted (categories, resources, imports and settings).', $step['rows'], 'prism' ), $step['rows'] );
		}
		return array(
			'items_removed'  => $step['contacts'] + $step['rows'] > 0,
			'items_retained' => false,
			'messages'       => $messages,
			'done'           => $step['done'],
		);
	}

	/**
	 * Actions `delete_user` and `remove_user_from_blog`: a member who leaves takes their PRISM data along. The data
	 * is erased now for up to ERASE_NOW_SECONDS; what is left then is erased by a background job (Erase_Member_Job),
	 * so deleting a member with a large network neither times out nor leaves it behind.
	 *
	 * @param int $user_id User being deleted or removed from this site.
	 */
	public static function erase_member( $user_id ): void {
		$owner_id = (int) $user_id;
		if ( $owner_id <= 0 || ! ( new Member_Data() )->installed() ) {
			return;
		}
		/**
		 * Filters how many seconds the request that deletes a user spends erasing their PRISM data before a
		 * background job takes over (at least one batch of contacts is erased at once).
		 *
		 * @param int $seconds Seconds (default ERASE_NOW_SECONDS).
		 * @param int $user_id The departing user.
		 */
		$until = microtime( true ) + (float) apply_filters( 'prism_erase_member_seconds', self::ERASE_NOW_SECONDS, $owner_id );
		do {
			$step = self::erase_step( $owner_id );
		} while ( ! $step['done'] && microtime( true ) < $until );
		if ( ! $step['done'] ) {
			Queue::enqueue( Erase_Member_Job::TYPE, 0, $owner_id . ':' . uniqid( '', true ), array( 'owner' => $owner_id ) );
		}
	}

	/**
	 * Whether a user id is a member of this site (an existing user; on a network, one of this site's users).
	 *
	 * @param int $user_id User.
	 */
	public static function is_member( int $user_id ): bool {
		return get_userdata( $user_id ) && ( ! is_multisite() || is_user_member_of_blog( $user_id ) );
	}

	/**
	 * One step of erasing: a batch of contacts, or, when none is left, everything else.
	 *
	 * @param int $owner_id Member.
	 * @return array{contacts: int, rows: int, done: bool}
	 */
	public static function erase_step( int $owner_id ): array {
		$ids = array_map( static fn( array $row ): int => (int) $row['id'], ( new Contact_Repository() )->page( $owner_id, 0, self::ERASE_BATCH ) );
		if ( $ids ) {
			return array(
				'contacts' => ( new Contact_Service() )->delete_many( $owner_id, $ids ),
				'rows'     => 0,
				'done'     => false,
			);
		}
		$rows = ( new Member_Data() )->erase_rest( $owner_id );
		foreach ( array_keys( (array) get_user_meta( $owner_id ) ) as $key ) {
			if ( str_starts_with( (string) $key, self::META_PREFIX ) && delete_user_meta( $owner_id, (string) $key ) ) {
				++$rows;
			}
		}
		foreach ( self::TRANSIENTS as $prefix ) {
			if ( delete_transient( $prefix . $owner_id ) ) {
				++$rows;
			}
		}
		return array(
			'contacts' => 0,
			'rows'     => $rows,
			'done'     => true,
		);
	}

	/**
	 * The user an email names, or 0.
	 *
	 * @param string $email Email address.
	 */
	private static function member( string $email ): int {
		$user = get_user_by( 'email', trim( $email ) );
		return $user ? (int) $user->ID : 0;
	}

	/**
	 * Export items of contacts and of what hangs off them: every declared resource (notes, events, follow-ups,
	 * interactions …) and their mentoring relationships.
	 *
	 * @param int                              $owner_id Member.
	 * @param array<int, array<string, mixed>> $rows     Contact rows.
	 * @return array<int, array<string, mixed>>
	 */
	private static function contact_items( int $owner_id, array $rows ): array {
		if ( ! $rows ) {
			return array();
		}
		$ids        = array_map( static fn( array $row ): int => (int) $row['id'], $rows );
		$categories = ( new Category_Repository() )->for_contacts( $owner_id, $ids );
		$mentoring  = self::mentoring_items( $owner_id, $rows );
		$labels     = self::field_labels();
		$items      = array();
		foreach ( $rows as $row ) {
			$id     = (int) $row['id'];
			$values = Contact_Fields::from_row( $row );
			$name   = Contact_Fields::display_name( $values );
			$data   = array( self::datum( __( 'Name', 'prism' ), $name ) );
			foreach ( $values as $field => $value ) {
				if ( '' !== $value ) {
					$data[] = self::datum( $labels[ $field ] ?? $field, $value );
				}
			}
			$stage  = (int) $row['networking_stage'];
			$data[] = self::datum( __( 'Categories', 'prism' ), implode( ', ', array_column( $categories[ $id ] ?? array(), 'name' ) ) );
			$data[] = self::datum( __( 'Import source', 'prism' ), (string) $row['import_source'] );
			$data[] = self::datum(
				__( 'Networking stage', 'prism' ),
				isset( Networking_Stages::NAMES[ $stage ] )
					? Networking_Stages::NAMES[ $stage ] . ' (' . ( Networking_Stages::STATUS_LABELS[ $row['networking_status'] ] ?? '' ) . ')'
					: __( 'Not in the networking process', 'prism' )
			);
			if ( (int) ( $row['cadence_days'] ?? 0 ) > 0 ) {
				$data[] = self::datum( __( 'Keep in touch', 'prism' ), Cadence::every( (int) $row['cadence_days'] ) );
			}
			if ( ! empty( $row['touched_on'] ) ) {
				$data[] = self::datum( __( 'Last in touch', 'prism' ), substr( (string) $row['touched_on'], 0, 10 ) );
			}
			if ( null !== Cadence::day_or_null( $row['reach_out_by'] ?? null ) ) {
				$data[] = self::datum( __( 'Reach out by', 'prism' ), (string) Cadence::day_or_null( $row['reach_out_by'] ) );
			}
			if ( ! empty( $row['archived_at'] ) ) {
				$data[] = self::datum( __( 'Archived', 'prism' ), (string) Db::iso( $row['archived_at'] ) );
			}
			if ( ! empty( $row['deceased'] ) ) {
				$data[] = self::datum( __( 'Deceased', 'prism' ), __( 'Yes', 'prism' ) );
			}
			$data[]  = self::datum( __( 'Added', 'prism' ), (string) Db::iso( $row['created_at'] ) );
			$data[]  = self::datum( __( 'Last changed', 'prism' ), (string) Db::iso( $row['updated_at'] ) );
			$items[] = self::item( 'prism-contacts', __( 'PRISM contacts', 'prism' ), __( 'The people in your PRISM network.', 'prism' ), 'prism-contact-' . $id, $data );
		}
		return array_merge( $items, self::declared_items( $owner_id, $rows ), $mentoring, self::relationship_items( $owner_id, $ids ), Photo_Export::items( $owner_id, $rows ) );
	}

	/**
	 * Export items of every declared resource's rows on some contacts (Resources\Registry): a group per resource,
	 * an item per row, a line per field that holds something.
	 *
	 * @param int                              $owner_id Member.
	 * @param array<int, array<string, mixed>> $contacts Contact rows.
	 * @return array<int, array<string, mixed>>
	 */
	private static function declared_items( int $owner_id, array $contacts ): array {
		$names = array();
		foreach ( $contacts as $contact ) {
			$names[ (int) $contact['id'] ] = Contact_Fields::display_name( Contact_Fields::from_row( $contact ) );
		}
		$items = array();
		foreach ( Registry::all() as $resource ) {
			$group = $resource->export_group();
			foreach ( ( new Declared_Repository( $resource ) )->for_contacts( $owner_id, array_keys( $names ) ) as $contact_id => $rows ) {
				foreach ( $rows as $row ) {
					$data = array( self::datum( __( 'Contact', 'prism' ), $names[ $contact_id ] ?? '' ) );
					foreach ( $resource->fields() as $field ) {
						$value = $field->exported( $row[ $field->column ] ?? null );
						if ( '' !== $value ) {
							$data[] = self::datum( $field->label, $value );
						}
					}
					foreach ( $resource->export_times() as $column => $label ) {
						$data[] = self::datum( $label, (string) Db::iso( $row[ $column ] ?? null ) );
					}
					$items[] = self::item( 'prism-' . str_replace( '_', '-', $resource->name() ), $group['label'], $group['description'], 'prism-' . $resource->singular() . '-' . (int) $row['id'], $data );
				}
			}
		}
		return $items;
	}

	/**
	 * Export items of the relationships written from some contacts' side (each relationship once, on the page of the
	 * contact it was written from): the contact, the other person's role as written, and who they are.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Contacts.
	 * @return array<int, array<string, mixed>>
	 */
	private static function relationship_items( int $owner_id, array $ids ): array {
		$repository = new Relationship_Repository();
		$rows       = array_values( array_filter( $repository->touching_any( $owner_id, $ids ), static fn( array $row ): bool => in_array( (int) $row['contact_id'], $ids, true ) ) );
		$people     = $repository->people( $owner_id, $rows );
		$items      = array();
		foreach ( $rows as $row ) {
			$other   = (int) $row['related_id'];
			$items[] = self::item(
				'prism-relationships',
				__( 'PRISM relationships', 'prism' ),
				__( 'How your contacts are related to each other, and to people who are not contacts yet.', 'prism' ),
				'prism-relationship-' . (int) $row['id'],
				array(
					self::datum( __( 'Contact', 'prism' ), $people[ (int) $row['contact_id'] ]['name'] ?? '' ),
					self::datum( __( 'Relationship', 'prism' ), Relations::role( (string) $row['kind'], (string) $row['label'] ) ),
					self::datum( __( 'With', 'prism' ), $other > 0 ? ( $people[ $other ]['name'] ?? '' ) : (string) $row['related_name'] ),
					self::datum( __( 'Added', 'prism' ), (string) Db::iso( $row['created_at'] ) ),
				)
			);
		}
		return $items;
	}

	/**
	 * Export items of the mentoring relationships of some contacts: the series, who mentors whom, the tasks ticked
	 * and the notes written on them.
	 *
	 * @param int                              $owner_id Member.
	 * @param array<int, array<string, mixed>> $contacts Contact rows.
	 * @return array<int, array<string, mixed>>
	 */
	private static function mentoring_items( int $owner_id, array $contacts ): array {
		$names_of = array();
		foreach ( $contacts as $contact ) {
			$names_of[ (int) $contact['id'] ] = Contact_Fields::display_name( Contact_Fields::from_row( $contact ) );
		}
		$repository = new Mentorship_Repository();
		$by_contact = $repository->for_contacts( $owner_id, array_keys( $names_of ) );
		if ( ! $by_contact ) {
			return array();
		}
		$rows   = array_merge( ...array_values( $by_contact ) );
		$ids    = array_map( static fn( array $row ): int => (int) $row['id'], $rows );
		$ticks  = $repository->completed( $owner_id, $ids );
		$notes  = $repository->notes( $owner_id, $ids );
		$names  = array();
		$series = array();
		foreach ( ( new Series_Repository() )->mentoring() as $one ) {
			$series[ (int) $one['id'] ] = (string) $one['name'];
			foreach ( (array) $one['milestones'] as $milestone ) {
				foreach ( (array) $milestone['tasks'] as $task ) {
					$names[ (int) $one['id'] ][ (int) $task['id'] ] = (string) ( $task['name'] ?? '' );
				}
			}
		}
		$items = array();
		foreach ( $rows as $row ) {
			$id        = (int) $row['id'];
			$series_id = (int) $row['series_id'];
			$task_name = static fn( int $task_id ): string => $names[ $series_id ][ $task_id ] ?? sprintf(
				/* translators: %d: a task id. */
				__( 'Task %d (no longer in the series)', 'prism' ),
				$task_id
			);
			$data      = array(
				self::datum( __( 'Contact', 'prism' ), $names_of[ (int) $row['contact_id'] ] ?? '' ),
				self::datum( __( 'Mentoring series', 'prism' ), $series[ $series_id ] ?? '' ),
				self::datum( __( 'Role', 'prism' ), 'mentor' === $row['role'] ? __( 'This contact mentors you', 'prism' ) : __( 'You mentor this contact', 'prism' ) ),
				self::datum( __( 'Tasks done', 'prism' ), implode( '; ', array_map( $task_name, array_keys( $ticks[ $id ] ?? array() ) ) ) ),
				self::datum( __( 'Started', 'prism' ), (string) Db::iso( $row['created_at'] ) ),
			);
			foreach ( $notes[ $id ] ?? array() as $note ) {
				/* translators: %s: the name of the task the note was written on. */
				$data[] = self::datum( sprintf( __( 'Note on "%s"', 'prism' ), $task_name( (int) $note['task_id'] ) ), (string) $note['note'] );
			}
			$items[] = self::item( 'prism-mentoring', __( 'PRISM mentoring', 'prism' ), __( 'Your mentoring relationships with your contacts, with the tasks you ticked and your notes.', 'prism' ), 'prism-mentorship-' . $id, $data );
		}
		return $items;
	}

	/**
	 * Export items of what the member owns beside contacts: categories, resources, saved articles, settings.
	 *
	 * @param int $owner_id Member.
	 * @return array<int, array<string, mixed>>
	 */
	private static function member_items( int $owner_id ): array {
		$items = array();
		foreach ( ( new Category_Repository() )->all( $owner_id ) as $category ) {
			$items[] = self::item(
				'prism-categories',
				__( 'PRISM categories', 'prism' ),
				__( 'The categories you sort your contacts into.', 'prism' ),
				'prism-category-' . $category['id'],
				array_merge(
					array(
						self::datum( __( 'Name', 'prism' ), $category['name'] ),
						self::datum( __( 'Contacts', 'prism' ), (string) $category['count'] ),
					),
					$category['cadenceDays'] > 0 ? array( self::datum( __( 'Keep in touch', 'prism' ), Cadence::every( $category['cadenceDays'] ) ) ) : array()
				)
			);
		}
		foreach ( ( new Member_Data() )->resources( $owner_id ) as $resource ) {
			$items[] = self::item(
				'prism-resources',
				__( 'PRISM resources', 'prism' ),
				__( 'Links you saved in PRISM.', 'prism' ),
				'prism-resource-' . (int) $resource['id'],
				array(
					self::datum( __( 'Description', 'prism' ), (string) $resource['description'] ),
					self::datum( __( 'Link', 'prism' ), (string) $resource['link'] ),
					self::datum( __( 'Added', 'prism' ), (string) Db::iso( $resource['created_at'] ) ),
				)
			);
		}
		$articles = new Article_Repository();
		$rows     = $articles->all( $owner_id );
		$tied     = $articles->contacts_of( $owner_id, array_map( static fn( array $row ): int => (int) $row['id'], $rows ) );
		foreach ( $rows as $article ) {
			$items[] = self::item(
				'prism-articles',
				__( 'PRISM saved articles', 'prism' ),
				__( 'Articles you saved to read, with your notes and the contacts you tied them to.', 'prism' ),
				'prism-article-' . (int) $article['id'],
				array(
					self::datum( __( 'Title', 'prism' ), (string) $article['title'] ),
					self::datum( __( 'Link', 'prism' ), (string) $article['link'] ),
					self::datum( __( 'Note', 'prism' ), (string) $article['note'] ),
					self::datum( __( 'Contacts', 'prism' ), implode( ', ', array_column( $tied[ (int) $article['id'] ] ?? array(), 'name' ) ) ),
					self::datum( __( 'Added', 'prism' ), (string) Db::iso( $article['created_at'] ) ),
				)
			);
		}
		$items[] = self::item(
			'prism-settings',
			__( 'PRISM settings', 'prism' ),
			'',
			'prism-settings',
			array(
				self::datum( __( 'Daily reminder email', 'prism' ), Reminder_Settings::digest_enabled( $owner_id ) ? __( 'On', 'prism' ) : __( 'Off', 'prism' ) ),
			)
		);
		return $items;
	}

	/**
	 * The readable name of every contact field.
	 *
	 * @return array<string, string>
	 */
	private static function field_labels(): array {
		$labels = array(
			'firstName' => __( 'First name', 'prism' ),
			'lastName'  => __( 'Last name', 'prism' ),
			'title'     => __( 'Title', 'prism' ),
			'company'   => __( 'Company', 'prism' ),
			'website'   => __( 'Website', 'prism' ),
			'linkedIn'  => 'LinkedIn',
			'facebook'  => 'Facebook',
			'instagram' => 'Instagram',
			'twitter'   => 'X (Twitter)',
		);
		foreach ( Contact_Fields::SLOTS as $i => $slot ) {
			$n = $i + 1;
			/* translators: %d: 1, 2 or 3. */
			$labels[ "email{$slot}" ] = sprintf( __( 'Email %d', 'prism' ), $n );
			/* translators: %d: 1, 2 or 3. */
			$labels[ "email{$slot}Type" ] = sprintf( __( 'Email %d type', 'prism' ), $n );
			/* translators: %d: 1, 2 or 3. */
			$labels[ "phone{$slot}" ] = sprintf( __( 'Phone %d', 'prism' ), $n );
			/* translators: %d: 1, 2 or 3. */
			$labels[ "phone{$slot}Type" ] = sprintf( __( 'Phone %d type', 'prism' ), $n );
			/* translators: %d: 1, 2 or 3. */
			$labels[ "address{$slot}" ] = sprintf( __( 'Address %d', 'prism' ), $n );
			/* translators: %d: 1, 2 or 3. */
			$labels[ "address{$slot}Type" ] = sprintf( __( 'Address %d type', 'prism' ), $n );
			/* translators: %d: 1, 2 or 3. */
			$labels[ "address{$slot}City" ] = sprintf( __( 'Address %d city', 'prism' ), $n );
			/* translators: %d: 1, 2 or 3. */
			$labels[ "address{$slot}State" ] = sprintf( __( 'Address %d state', 'prism' ), $n );
			/* translators: %d: 1, 2 or 3. */
			$labels[ "address{$slot}Zip" ] = sprintf( __( 'Address %d postal code', 'prism' ), $n );
		}
		return $labels;
	}

	/**
	 * One export item.
	 *
	 * @param string                                         $group_id          Group.
	 * @param string                                         $group_label       Group's name.
	 * @param string                                         $group_description Group's description.
	 * @param string                                         $item_id           Item.
	 * @param array<int, array{name: string, value: string}> $data        Name/value pairs.
	 * @return array<string, mixed>
	 */
	private static function item( string $group_id, string $group_label, string $group_description, string $item_id, array $data ): array {
		return array(
			'group_id'          => $group_id,
			'group_label'       => $group_label,
			'group_description' => $group_description,
			'item_id'           => $item_id,
			'data'              => $data,
		);
	}

	/**
	 * One name/value pair, the value as WordPress's HTML report will show it (see the file comment).
	 *
	 * @param string $name  What it is.
	 * @param string $value The member's text.
	 * @return array{name: string, value: string}
	 */
	private static function datum( string $name, string $value ): array {
		$is_link = ! str_contains( $value, ' ' ) && ( str_starts_with( $value, 'http://' ) || str_starts_with( $value, 'https://' ) );
		return array(
			'name'  => $name,
			'value' => $is_link ? $value : htmlspecialchars( $value, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8', true ),
		);
	}
}
