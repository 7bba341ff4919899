<?php
/**
 * PRISM's tables, written in dbDelta's format. Every row carries `owner_id` (the member's user id) and every
 * index starts with it, because every query PRISM runs is scoped to one member. The exceptions are the site's own
 * machinery: jobs (owner 0 for a site job) and locks.
 *
 * @package Prism
 */

namespace Prism\Schema;

use Prism\Resources\Declaration;
use Prism\Resources\Field;
use Prism\Resources\Registry;

defined( 'ABSPATH' ) || exit;

/**
 * Table names and definitions.
 */
final class Schema {

	/** Bumped whenever a table definition or an upgrade step changes. */
	public const DB_VERSION = 40;

	public const VERSION_OPTION = 'prism_db_version';

	/** The contact columns the list's filters test, held by each of its order indexes after the order's own. */
	public const LIST_FILTER_COLUMNS = 'networking_stage,networking_status,import_source';

	/** Logical name => table suffix. */
	private const TABLES = array(
		'contacts'           => 'prism_contacts',
		'contact_search'     => 'prism_contact_search',
		'contact_lists'      => 'prism_contact_lists',
		'search_totals'      => 'prism_search_totals',
		'list_orders'        => 'prism_list_orders',
		'categories'         => 'prism_categories',
		'contact_categories' => 'prism_contact_categories',
		'resources'          => 'prism_resources',
		'collisions'         => 'prism_collisions',
		'merges'             => 'prism_merges',
		'processes'          => 'prism_networking_processes',
		'digests'            => 'prism_digests',
		'series'             => 'prism_series',
		'stage_completions'  => 'prism_stage_completions',
		'match_keys'         => 'prism_match_keys',
		'imports'            => 'prism_imports',
		'import_chunks'      => 'prism_import_chunks',
		'import_rejects'     => 'prism_import_rejects',
		'import_matches'     => 'prism_import_matches',
		'jobs'               => 'prism_jobs',
		'locks'              => 'prism_locks',
		'articles'           => 'prism_articles',
		'article_contacts'   => 'prism_article_contacts',
		'mentorships'        => 'prism_mentorships',
		'mentoring_tasks'    => 'prism_mentoring_tasks',
		'mentoring_notes'    => 'prism_mentoring_notes',
		'relationships'      => 'prism_relationships',
		'photos'             => 'prism_photos',
		'restore_ids'        => 'prism_restore_ids',
	);

	/**
	 * Full table name for a logical name; throws on an unknown name so a typo never reaches SQL.
	 *
	 * @param string $name Logical table name.
	 * @throws \InvalidArgumentException On an unknown name.
	 */
	public static function table( string $name ): string {
		global $wpdb;
		$suffix = self::TABLES[ $name ] ?? ( null !== Registry::get( $name ) ? 'prism_' . $name : null );
		if ( null === $suffix ) {
			throw new \InvalidArgumentException( esc_html( "Unknown PRISM table {$name}" ) );
		}
		return $wpdb->prefix . $suffix;
	}

	/**
	 * Logical names of every table: the hand-written ones, then the declared resources' (Resources\Registry).
	 *
	 * @return string[]
	 */
	public static function names(): array {
		return array_merge( array_keys( self::TABLES ), array_keys( Registry::all() ) );
	}

	/**
	 * All full table names.
	 *
	 * @return string[]
	 */
	public static function all_tables(): array {
		return array_map( array( self::class, 'table' ), self::names() );
	}

	/**
	 * CREATE TABLE statements for dbDelta.
	 *
	 * @return string[]
	 */
	public static function definitions(): array {
		global $wpdb;
		$charset = $wpdb->get_charset_collate();

		$contact_slots = '';
		foreach ( array( 'one', 'two', 'three' ) as $n ) {
			$contact_slots .= "
	email_{$n} varchar(191) NOT NULL DEFAULT '',
	email_{$n}_type varchar(20) NOT NULL DEFAULT '',
	phone_{$n} varchar(50) NOT NULL DEFAULT '',
	phone_{$n}_type varchar(20) NOT NULL DEFAULT '',
	address_{$n} varchar(255) NOT NULL DEFAULT '',
	address_{$n}_type varchar(20) NOT NULL DEFAULT '',
	address_{$n}_city varchar(100) NOT NULL DEFAULT '',
	address_{$n}_state varchar(100) NOT NULL DEFAULT '',
	address_{$n}_zip varchar(20) NOT NULL DEFAULT '',";
		}

		$t = array_combine( self::names(), self::all_tables() );
		// A declared resource that keeps its latest day on the contact (Declaration::latest_on_contact()) adds that
		// column to contacts, with an index for the contact list's sort and filter.
		$latest_columns = '';
		$latest_keys    = '';
		$latest_names   = array();
		foreach ( Registry::all() as $resource ) {
			$latest = $resource->latest_on_contact();
			if ( null !== $latest ) {
				$latest_names[]  = $latest[0];
				$latest_columns .= "\n\t{$latest[0]} date DEFAULT NULL,";
				$latest_keys    .= ",\n\tKEY owner_{$latest[0]}_filters (owner_id,{$latest[0]},id," . self::LIST_FILTER_COLUMNS . ')';
			}
		}
		// The list's orders (name, newest, a latest day) are indexes that also hold every column a list filter tests
		// (Data\Contact_List_Query): a page anywhere in a filtered list is walked for on the index alone.
		$filters_of_day = self::LIST_FILTER_COLUMNS . ( $latest_names ? ',' . implode( ',', $latest_names ) : '' );

		$search_key = 'PRIMARY KEY  (owner_id,contact_id)';
		if ( array( 'owner_id', 'sort_name', 'contact_id' ) === self::primary_key( $t['contact_search'] ) && defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
			// A SQLite site created at versions 6-8 keeps its older declared key (on SQLite only a unique index beside
			// the row id, which dbDelta cannot change) and the (owner_id, contact_id) index that serves lookups.
			$search_key = "PRIMARY KEY  (owner_id,sort_name,contact_id),\n\tUNIQUE KEY owner_contact (owner_id,contact_id)";
		}

		return array_merge(
			array(
				"CREATE TABLE {$t['contacts']} (
	id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
	owner_id bigint(20) unsigned NOT NULL,
	first_name varchar(100) NOT NULL DEFAULT '',
	last_name varchar(100) NOT NULL DEFAULT '',
	sort_name varchar(201) NOT NULL DEFAULT '',
	title varchar(191) NOT NULL DEFAULT '',
	company varchar(191) NOT NULL DEFAULT '',{$contact_slots}
	facebook varchar(255) NOT NULL DEFAULT '',
	linkedin varchar(255) NOT NULL DEFAULT '',
	instagram varchar(255) NOT NULL DEFAULT '',
	twitter varchar(255) NOT NULL DEFAULT '',
	website varchar(255) NOT NULL DEFAULT '',
	import_source varchar(100) NOT NULL DEFAULT 'PRISM',
	networking_stage tinyint(4) NOT NULL DEFAULT -1,
	networking_status varchar(20) NOT NULL DEFAULT '',
	cadence_days smallint(5) unsigned NOT NULL DEFAULT 0,
	maintaining tinyint(1) NOT NULL DEFAULT 0,
	touched_on date DEFAULT NULL,
	reach_out_by date NOT NULL DEFAULT '9999-12-31',{$latest_columns}
	archived_at datetime DEFAULT NULL,
	deceased tinyint(1) NOT NULL DEFAULT 0,
	created_at datetime NOT NULL,
	updated_at datetime NOT NULL,
	PRIMARY KEY  (id),
	KEY owner_sort_filters (owner_id,sort_name,id,{$filters_of_day}),
	KEY owner_created_filters (owner_id,created_at,id,{$filters_of_day}),
	KEY owner_stage_sort (owner_id,networking_stage,networking_status,sort_name,id),
	KEY owner_source (owner_id,import_source,id),
	KEY owner_reach_out_filters (owner_id,reach_out_by,id,{$filters_of_day}),
	KEY owner_archived (owner_id,archived_at),
	KEY owner_deceased (owner_id,deceased){$latest_keys}
) {$charset};",
				// Keyed by contact: a search checks its trigram candidates by (owner_id, contact_id), one lookup each on
				// InnoDB (keyed by name it took two: 1.70 against 1.45 times the floor at 30,000 contacts). Name order
				// comes from owner_sort_text.
				"CREATE TABLE {$t['contact_search']} (
	owner_id bigint(20) unsigned NOT NULL,
	sort_name varchar(201) NOT NULL DEFAULT '',
	contact_id bigint(20) unsigned NOT NULL,
	search_text text NOT NULL,
	{$search_key},
	KEY owner_sort_text (owner_id,sort_name,contact_id,search_text(191))
) {$charset};",
				// The search lists (Search_Index): for each of a member's grams, the contacts whose search text holds it, one
				// row per block of 4,096 contact ids, packed (Domain\Posting_List: at most 512 bytes), with their number.
				"CREATE TABLE {$t['contact_lists']} (
	owner_id bigint(20) unsigned NOT NULL,
	gram int(10) unsigned NOT NULL,
	block_no int(10) unsigned NOT NULL,
	holders smallint(5) unsigned NOT NULL,
	ids blob NOT NULL,
	PRIMARY KEY  (owner_id,gram,block_no)
) {$charset};",
				// How many contacts a search matches, kept for searches whose total is costly to count, and the contacts a
				// longer term matches, packed (Search_Index::kept()), valid while the member's generation (the row of term
				// 0, bumped by every change of the member's search text) is the one they were found at.
				"CREATE TABLE {$t['search_totals']} (
	owner_id bigint(20) unsigned NOT NULL,
	term_hash bigint(20) unsigned NOT NULL,
	generation bigint(20) unsigned NOT NULL DEFAULT 0,
	total int(10) unsigned NOT NULL DEFAULT 0,
	ids longblob,
	PRIMARY KEY  (owner_id,term_hash)
) {$charset};",
				// Each member's contacts in each list order, packed, with the columns the list filters on (Data\List_Orders):
				// one row per member and order, valid while the member's generation (the row of order_key '', moved by every
				// write to their contacts) is the one it was built at.
				"CREATE TABLE {$t['list_orders']} (
	owner_id bigint(20) unsigned NOT NULL,
	order_key varchar(16) NOT NULL DEFAULT '',
	generation bigint(20) unsigned NOT NULL DEFAULT 0,
	ids longblob,
	codes longblob,
	days longblob,
	dictionary text,
	places longblob,
	ages longblob,
	age_bounds blob,
	span_codes longblob,
	span_ages longblob,
	span_blocks longblob,
	PRIMARY KEY  (owner_id,order_key)
) {$charset};",
				"CREATE TABLE {$t['categories']} (
	id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
	owner_id bigint(20) unsigned NOT NULL,
	name varchar(191) NOT NULL,
	name_key char(32) NOT NULL DEFAULT '',
	cadence_days smallint(5) unsigned NOT NULL DEFAULT 0,
	created_at datetime NOT NULL,
	PRIMARY KEY  (id),
	UNIQUE KEY owner_name_key (owner_id,name_key)
) {$charset};",
				"CREATE TABLE {$t['contact_categories']} (
	contact_id bigint(20) unsigned NOT NULL,
	category_id bigint(20) unsigned NOT NULL,
	owner_id bigint(20) unsigned NOT NULL,
	PRIMARY KEY  (contact_id,category_id),
	KEY owner_category (owner_id,category_id,contact_id)
) {$charset};",
				// One row per member and day a reminder email went out: the claim that keeps it to one (Reminders\Digest_Job).
				"CREATE TABLE {$t['digests']} (
	owner_id bigint(20) unsigned NOT NULL,
	digest_date date NOT NULL,
	sent_at datetime NOT NULL,
	PRIMARY KEY  (owner_id,digest_date)
) {$charset};",
				"CREATE TABLE {$t['resources']} (
	id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
	owner_id bigint(20) unsigned NOT NULL,
	description varchar(255) NOT NULL DEFAULT '',
	link text NOT NULL,
	created_at datetime NOT NULL,
	PRIMARY KEY  (id),
	KEY owner_id (owner_id)
) {$charset};",
				"CREATE TABLE {$t['collisions']} (
	id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
	owner_id bigint(20) unsigned NOT NULL,
	first_id bigint(20) unsigned NOT NULL,
	second_id bigint(20) unsigned NOT NULL,
	state varchar(20) NOT NULL DEFAULT 'pending',
	reason varchar(100) NOT NULL DEFAULT '',
	score smallint(5) unsigned NOT NULL DEFAULT 0,
	created_at datetime NOT NULL,
	resolved_at datetime DEFAULT NULL,
	PRIMARY KEY  (id),
	UNIQUE KEY owner_pair (owner_id,first_id,second_id),
	KEY owner_state (owner_id,state)
) {$charset};",
				"CREATE TABLE {$t['merges']} (
	id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
	owner_id bigint(20) unsigned NOT NULL,
	survivor_id bigint(20) unsigned NOT NULL,
	removed_id bigint(20) unsigned NOT NULL,
	collision_id bigint(20) unsigned DEFAULT NULL,
	removed_snapshot longtext NOT NULL,
	merged_at datetime NOT NULL,
	PRIMARY KEY  (id),
	KEY owner_survivor (owner_id,survivor_id)
) {$charset};",
				"CREATE TABLE {$t['processes']} (
	id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
	owner_id bigint(20) unsigned NOT NULL,
	contact_id bigint(20) unsigned NOT NULL,
	series_id bigint(20) unsigned NOT NULL DEFAULT 1,
	process_object longtext,
	version int(10) unsigned NOT NULL DEFAULT 0,
	updated_at datetime NOT NULL,
	PRIMARY KEY  (id),
	UNIQUE KEY contact_id (contact_id),
	KEY owner_contact (owner_id,contact_id)
) {$charset};",
				// The day each stage of a contact's process was marked complete (weekly progress); one row per stage
				// that is complete now. The week's count per stage is read off (owner_id, completed_on, stage) alone.
				"CREATE TABLE {$t['stage_completions']} (
	owner_id bigint(20) unsigned NOT NULL,
	contact_id bigint(20) unsigned NOT NULL,
	stage tinyint(4) NOT NULL,
	completed_on date NOT NULL,
	PRIMARY KEY  (owner_id,contact_id,stage),
	KEY owner_completed_stage (owner_id,completed_on,stage)
) {$charset};",
				// Series the site's members follow (the networking series is id 1). series_data NULL: the shipped one.
				// A mentoring series PRISM ships has its shipped_key ('find-a-mentor') and, until an admin edits it, no
				// series_data: members read the shipped text in their own language. status: active (offered to members) or
				// archived (kept for the relationships that use it, offered to nobody new).
				"CREATE TABLE {$t['series']} (
	id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
	kind varchar(20) NOT NULL DEFAULT 'networking',
	status varchar(20) NOT NULL DEFAULT 'active',
	shipped_key varchar(40) NOT NULL DEFAULT '',
	series_data longtext,
	updated_by bigint(20) unsigned NOT NULL DEFAULT 0,
	updated_at datetime DEFAULT NULL,
	PRIMARY KEY  (id),
	KEY kind (kind)
) {$charset};",
				// Background jobs (Jobs\Runner): owner_id is the member for a member's job, 0 for a site job. One job per
				// (owner, type, key), so enqueueing twice finds the first. run_after and the lock expiry are Unix seconds
				// on the database's clock, the one clock every web server shares.
				"CREATE TABLE {$t['jobs']} (
	id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
	owner_id bigint(20) unsigned NOT NULL DEFAULT 0,
	type varchar(64) NOT NULL,
	job_key varchar(100) NOT NULL DEFAULT '',
	state varchar(20) NOT NULL DEFAULT 'queued',
	job_cursor longtext NOT NULL,
	progress_done bigint(20) unsigned NOT NULL DEFAULT 0,
	progress_total bigint(20) unsigned NOT NULL DEFAULT 0,
	attempts smallint(5) unsigned NOT NULL DEFAULT 0,
	last_error text NOT NULL,
	run_after bigint(20) unsigned NOT NULL DEFAULT 0,
	revision bigint(20) unsigned NOT NULL DEFAULT 0,
	created_at datetime NOT NULL,
	updated_at datetime NOT NULL,
	finished_at datetime DEFAULT NULL,
	PRIMARY KEY  (id),
	UNIQUE KEY owner_type_key (owner_id,type,job_key),
	KEY state_due (state,run_after)
) {$charset};",
				// Match keys of contacts (Data\Contact_Keys): emails, phones, LinkedIn profile, name and company, and duplicate
				// detection's own kinds (Domain\Duplicate_Rules), each stored as an 8-byte hash of its kind and text. An
				// import finds the contacts a row matches with one indexed lookup per key, then checks their own values. No
				// index by contact: a contact's keys are deleted by computing them from its row before it changes.
				"CREATE TABLE {$t['match_keys']} (
	owner_id bigint(20) unsigned NOT NULL,
	key_hash bigint(20) NOT NULL,
	contact_id bigint(20) unsigned NOT NULL,
	PRIMARY KEY  (owner_id,key_hash,contact_id)
) {$charset};",
				// Imports (Import\Import_Store, Import_Job): one row each with its report; the file's text in chunks of
				// about a megabyte (deleted when the import ends); one row per rejected file row.
				"CREATE TABLE {$t['imports']} (
	id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
	owner_id bigint(20) unsigned NOT NULL,
	job_id bigint(20) unsigned NOT NULL DEFAULT 0,
	source varchar(20) NOT NULL DEFAULT '',
	kind varchar(20) NOT NULL DEFAULT '',
	file_type varchar(20) NOT NULL DEFAULT '',
	file_name varchar(191) NOT NULL DEFAULT '',
	mode varchar(10) NOT NULL DEFAULT 'update',
	total_rows int(10) unsigned NOT NULL DEFAULT 0,
	file_bytes bigint(20) unsigned NOT NULL DEFAULT 0,
	created_count int(10) unsigned NOT NULL DEFAULT 0,
	updated_count int(10) unsigned NOT NULL DEFAULT 0,
	skipped_count int(10) unsigned NOT NULL DEFAULT 0,
	rejected_count int(10) unsigned NOT NULL DEFAULT 0,
	kept_apart_count int(10) unsigned NOT NULL DEFAULT 0,
	dismissed tinyint(1) NOT NULL DEFAULT 0,
	created_at datetime NOT NULL,
	finished_at datetime DEFAULT NULL,
	PRIMARY KEY  (id),
	KEY owner_created (owner_id,created_at)
) {$charset};",
				"CREATE TABLE {$t['import_chunks']} (
	import_id bigint(20) unsigned NOT NULL,
	seq int(10) unsigned NOT NULL,
	chunk longtext NOT NULL,
	PRIMARY KEY  (import_id,seq)
) {$charset};",
				"CREATE TABLE {$t['import_rejects']} (
	import_id bigint(20) unsigned NOT NULL,
	file_row int(10) unsigned NOT NULL,
	reason varchar(255) NOT NULL DEFAULT '',
	summary varchar(191) NOT NULL DEFAULT '',
	PRIMARY KEY  (import_id,file_row)
) {$charset};",
				// The import report's matches (Data\Import_Match_Repository): which contact each row that shared a value with one
				// went into or was kept apart from, and why; `undo` what an update changed, until the member separates it.
				"CREATE TABLE {$t['import_matches']} (
	id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
	owner_id bigint(20) unsigned NOT NULL,
	import_id bigint(20) unsigned NOT NULL,
	file_row int(10) unsigned NOT NULL DEFAULT 0,
	row_name varchar(191) NOT NULL DEFAULT '',
	contact_id bigint(20) unsigned NOT NULL DEFAULT 0,
	outcome varchar(20) NOT NULL DEFAULT '',
	reasons varchar(64) NOT NULL DEFAULT '',
	undo_data longtext,
	separated_id bigint(20) unsigned NOT NULL DEFAULT 0,
	created_at datetime NOT NULL,
	PRIMARY KEY  (id),
	KEY owner_import_row (owner_id,import_id,file_row),
	KEY owner_import_outcome (owner_id,import_id,outcome),
	KEY owner_contact (owner_id,contact_id)
) {$charset};",
				// Saved articles (Data\Article_Repository): a member's reading list, each optionally tied to contacts.
				"CREATE TABLE {$t['articles']} (
	id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
	owner_id bigint(20) unsigned NOT NULL,
	title varchar(255) NOT NULL DEFAULT '',
	link text NOT NULL,
	note text NOT NULL,
	created_at datetime NOT NULL,
	updated_at datetime NOT NULL,
	PRIMARY KEY  (id),
	KEY owner_created (owner_id,created_at,id)
) {$charset};",
				"CREATE TABLE {$t['article_contacts']} (
	article_id bigint(20) unsigned NOT NULL,
	contact_id bigint(20) unsigned NOT NULL,
	owner_id bigint(20) unsigned NOT NULL,
	PRIMARY KEY  (article_id,contact_id),
	KEY owner_contact (owner_id,contact_id,article_id)
) {$charset};",
				// Mentoring (Data\Mentorship_Repository): a member records that a contact is their mentor (role 'mentor') or
				// their mentee (role 'mentee') in a mentoring series. Ticked milestone tasks and task notes belong to one
				// relationship; they carry its contact_id so that deleting or merging a contact finds them (Contact_Children).
				"CREATE TABLE {$t['mentorships']} (
	id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
	owner_id bigint(20) unsigned NOT NULL,
	contact_id bigint(20) unsigned NOT NULL,
	series_id bigint(20) unsigned NOT NULL,
	role varchar(10) NOT NULL DEFAULT 'mentee',
	created_at datetime NOT NULL,
	updated_at datetime NOT NULL,
	PRIMARY KEY  (id),
	UNIQUE KEY owner_contact_series_role (owner_id,contact_id,series_id,role),
	KEY series_id (series_id)
) {$charset};",
				"CREATE TABLE {$t['mentoring_tasks']} (
	mentorship_id bigint(20) unsigned NOT NULL,
	task_id int(10) unsigned NOT NULL,
	owner_id bigint(20) unsigned NOT NULL,
	contact_id bigint(20) unsigned NOT NULL,
	completed_at datetime NOT NULL,
	PRIMARY KEY  (mentorship_id,task_id),
	KEY owner_contact (owner_id,contact_id)
) {$charset};",
				"CREATE TABLE {$t['mentoring_notes']} (
	id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
	owner_id bigint(20) unsigned NOT NULL,
	contact_id bigint(20) unsigned NOT NULL,
	mentorship_id bigint(20) unsigned NOT NULL,
	task_id int(10) unsigned NOT NULL,
	note longtext NOT NULL,
	created_at datetime(6) NOT NULL,
	last_updated datetime(6) NOT NULL,
	PRIMARY KEY  (id),
	KEY owner_mentorship (owner_id,mentorship_id),
	KEY owner_contact (owner_id,contact_id)
) {$charset};",
				// Relationships between contacts (Data\Relationship_Repository, Domain\Relations): from contact_id's side,
				// what the other person is to them (kind, and the label as typed or imported). The other person is a
				// contact (related_id) or, until they are one, a name (related_id 0; name_key finds them when they come).
				"CREATE TABLE {$t['relationships']} (
	id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
	owner_id bigint(20) unsigned NOT NULL,
	contact_id bigint(20) unsigned NOT NULL,
	kind varchar(20) NOT NULL DEFAULT 'other',
	label varchar(100) NOT NULL DEFAULT '',
	related_id bigint(20) unsigned NOT NULL DEFAULT 0,
	related_name varchar(200) NOT NULL DEFAULT '',
	name_key varchar(191) NOT NULL DEFAULT '',
	created_at datetime NOT NULL,
	updated_at datetime NOT NULL,
	PRIMARY KEY  (id),
	KEY owner_contact (owner_id,contact_id),
	KEY owner_related (owner_id,related_id),
	KEY owner_name_key (owner_id,name_key)
) {$charset};",
				// Contact photos (Data\Photo_Repository, Domain\Photo_Rules): one per contact, scaled by WordPress's image
				// editor and kept here as base64 text (any web server serves it; no file on one server's disk). The small
				// square comes before the photo: reading it never reads past the photo's pages on SQLite.
				"CREATE TABLE {$t['photos']} (
	owner_id bigint(20) unsigned NOT NULL,
	contact_id bigint(20) unsigned NOT NULL,
	version varchar(16) NOT NULL DEFAULT '',
	origin varchar(10) NOT NULL DEFAULT 'upload',
	mime varchar(20) NOT NULL DEFAULT 'image/jpeg',
	width smallint(5) unsigned NOT NULL DEFAULT 0,
	height smallint(5) unsigned NOT NULL DEFAULT 0,
	source_width int(10) unsigned NOT NULL DEFAULT 0,
	source_height int(10) unsigned NOT NULL DEFAULT 0,
	source_hash char(40) NOT NULL DEFAULT '',
	bytes int(10) unsigned NOT NULL DEFAULT 0,
	created_at datetime NOT NULL,
	updated_at datetime NOT NULL,
	thumb_data mediumtext NOT NULL,
	image_data mediumtext NOT NULL,
	PRIMARY KEY  (owner_id,contact_id)
) {$charset};",
				// A restore's ids (Backup\Restore, Data\Member_Rows): while a member's backup is being restored, the id each row
				// had in the backup (old_id) and the one it has now (new_id), for the rows others point at (contacts,
				// categories, articles, duplicate suggestions, mentoring relationships). Deleted when the restore ends.
				"CREATE TABLE {$t['restore_ids']} (
	owner_id bigint(20) unsigned NOT NULL,
	restore_id bigint(20) unsigned NOT NULL,
	tbl varchar(32) NOT NULL,
	old_id bigint(20) unsigned NOT NULL,
	new_id bigint(20) unsigned NOT NULL,
	PRIMARY KEY  (owner_id,restore_id,tbl,old_id)
) {$charset};",
				// Named locks (Data\Lock): the site's, not a member's, so the one table without owner_id.
				"CREATE TABLE {$t['locks']} (
	name varchar(100) NOT NULL,
	token varchar(64) NOT NULL,
	expires_at bigint(20) unsigned NOT NULL,
	PRIMARY KEY  (name)
) {$charset};",
			),
			array_map( static fn( Declaration $resource ): string => self::declared_table( $resource, $t[ $resource->name() ], $charset ), array_values( Registry::all() ) )
		);
	}

	/**
	 * A declared resource's table in dbDelta's format: id, owner_id, contact_id, a column per declared field,
	 * created_at and last_updated, the (owner_id, contact_id) index and the declared ones.
	 *
	 * @param Declaration $resource Declaration.
	 * @param string      $table    Full table name.
	 * @param string      $charset  Charset and collation clause.
	 */
	private static function declared_table( Declaration $resource, string $table, string $charset ): string {
		$shaped = self::shaped_table( $resource->name(), $table, $charset );
		if ( null !== $shaped ) {
			return $shaped;
		}
		$lines = array(
			"\tid bigint(20) unsigned NOT NULL AUTO_INCREMENT",
			"\towner_id bigint(20) unsigned NOT NULL",
			"\tcontact_id bigint(20) unsigned NOT NULL",
		);
		foreach ( $resource->fields() as $field ) {
			switch ( $field->kind ) {
				case Field::LONG_TEXT:
					$type = 'longtext NOT NULL';
					break;
				case Field::DAY:
					$type = 'date NOT NULL';
					break;
				case Field::STAGE:
					$type = 'tinyint(4) DEFAULT NULL';
					break;
				case Field::FLAG:
					$type = 'tinyint(1) NOT NULL DEFAULT 0';
					break;
				default:
					$type = "varchar({$field->max}) NOT NULL DEFAULT ''";
			}
			$lines[] = "\t{$field->column} {$type}";
		}
		$lines[] = "\tcreated_at datetime(6) NOT NULL";
		$lines[] = "\tlast_updated datetime(6) NOT NULL";
		$lines[] = "\tPRIMARY KEY  (id)";
		$lines[] = "\tKEY owner_contact (owner_id,contact_id)";
		foreach ( $resource->indexes() as $index ) {
			$lines[] = "\t{$index}";
		}
		return "CREATE TABLE {$table} (\n" . implode( ",\n", $lines ) . "\n) {$charset};";
	}

	/**
	 * The table of a declared resource that keeps a shape of its own (older than the declarations, so the fields do
	 * not make it): Events with a month_day column for the yearly lookups, Follow-ups with their due-list indexes;
	 * both with created_at and updated_at to the second. Null for every other resource.
	 *
	 * @param string $name    Logical name.
	 * @param string $table   Full table name.
	 * @param string $charset Charset and collation clause.
	 */
	private static function shaped_table( string $name, string $table, string $charset ): ?string {
		switch ( $name ) {
			case 'events':
				return "CREATE TABLE {$table} (
	id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
	owner_id bigint(20) unsigned NOT NULL,
	contact_id bigint(20) unsigned NOT NULL,
	title varchar(191) NOT NULL DEFAULT '',
	type varchar(20) NOT NULL DEFAULT '',
	description text NOT NULL,
	event_date varchar(10) NOT NULL DEFAULT '',
	month_day char(5) NOT NULL DEFAULT '',
	created_at datetime NOT NULL,
	updated_at datetime NOT NULL,
	PRIMARY KEY  (id),
	KEY owner_contact (owner_id,contact_id),
	KEY owner_date_type (owner_id,event_date,type,month_day),
	KEY owner_month_day_type (owner_id,month_day,type,event_date)
) {$charset};";
			case 'followups':
				return "CREATE TABLE {$table} (
	id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
	owner_id bigint(20) unsigned NOT NULL,
	contact_id bigint(20) unsigned NOT NULL,
	title varchar(191) NOT NULL DEFAULT '',
	description text NOT NULL,
	due_date date DEFAULT NULL,
	complete tinyint(1) NOT NULL DEFAULT 0,
	created_at datetime NOT NULL,
	updated_at datetime NOT NULL,
	PRIMARY KEY  (id),
	KEY owner_contact (owner_id,contact_id),
	KEY owner_date_contact (owner_id,due_date,contact_id),
	KEY owner_open_date_contact (owner_id,complete,due_date,contact_id)
) {$charset};";
		}
		return null;
	}

	/**
	 * Drops a table a version stopped using (Jobs\Retired_Tables_Job), if it is still there.
	 *
	 * @param string $table Full table name (with the site's prefix), from code.
	 */
	public static function drop( string $table ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a table name from code.
		$wpdb->query( "DROP TABLE IF EXISTS {$table}" );
	}

	/**
	 * Whether a table exists.
	 *
	 * @param string $table Full table name (with the site's prefix).
	 */
	public static function exists( string $table ): bool {
		global $wpdb;
		return $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a schema check.
	}

	/**
	 * The columns of a table's primary key, in order; empty when the table does not exist.
	 *
	 * @param string $table Table (from Schema).
	 * @return string[]
	 */
	public static function primary_key( string $table ): array {
		global $wpdb;
		if ( ! self::exists( $table ) ) {
			return array();
		}
		$primary = array();
		// Both engines list an index's columns in order (the SQLite integration's Seq_in_index is not reliable).
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		foreach ( (array) $wpdb->get_results( "SHOW INDEX FROM {$table}", ARRAY_A ) as $row ) {
			if ( 'PRIMARY' === $row['Key_name'] ) {
				$primary[] = (string) $row['Column_name'];
			}
		}
		return $primary;
	}

	/**
	 * Columns the definitions name that the database lacks, as "table.column". An empty list means dbDelta did
	 * everything; otherwise the schema version must not be recorded.
	 *
	 * @return string[]
	 */
	public static function missing_columns(): array {
		global $wpdb;
		$missing = array();
		foreach ( self::definitions() as $definition ) {
			if ( ! preg_match( '/CREATE TABLE (\S+) \(/', $definition, $m ) ) {
				continue;
			}
			$table = $m[1];
			preg_match_all( '/^\t([a-z_]+) [a-z]+/m', $definition, $columns );
			$wanted = array_diff( $columns[1], array( 'PRIMARY', 'KEY', 'UNIQUE' ) );
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the definitions.
			$have = array_column( (array) $wpdb->get_results( "SHOW COLUMNS FROM {$table}", ARRAY_A ), 'Field' );
			foreach ( array_diff( $wanted, $have ) as $column ) {
				$missing[] = "{$table}.{$column}";
			}
		}
		return $missing;
	}
}
