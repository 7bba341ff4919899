<?php
/**
 * A resource, declared once: its table, who owns its rows, its fields with their rules, how it behaves when its
 * contact is merged or deleted, its personal-data export group and its routes. The machinery reads declarations
 * (Registry::all()) and does the rest:
 *
 * - Schema: the table (Schema::definitions(), Schema::table()).
 * - Data\Declared_Repository: the SQL, every statement scoped to the owner.
 * - Service\Declared_Service: the writes, with the declared effects (the contact's "last" column, keep in touch).
 * - Rest\Declared_Controller: the routes, their argument and answer schemas, ownership (404 for another's rows).
 * - Data\Contact_Children: a deleted contact's rows go with it, a merged contact's rows move to the survivor.
 * - Privacy\Personal_Data: the rows in Tools › Export Personal Data; Data\Member_Data erases them.
 * - tests/php/Security: the access matrix and the hostile-parameter tests cover every declared route.
 *
 * A declaration is pure: it names tables and columns and gives translated words, and reads no database.
 * docs/adding-a-resource.md walks through one (Interactions).
 *
 * @package Prism
 */

namespace Prism\Resources;

defined( 'ABSPATH' ) || exit;

/**
 * What every declared resource says about itself.
 */
abstract class Declaration {

	/** The touch_column() of a resource whose new rows are a touch on the day they are written (a note). */
	public const TOUCHED_WHEN_WRITTEN = 'created_at';

	/** For contact_notes(): one note for all the rows, headed by the export group's label. */
	public const NOTES_TOGETHER = 'together';

	/** For contact_notes(): each row is a note of its own. */
	public const NOTES_EACH = 'each';

	/** For contact_notes(): the rows are not in the contact's notes (a vCard carries events its own way). */
	public const NOTES_NONE = 'none';

	/**
	 * Logical table name, also the resource's key (e.g. 'interactions'). Lower case and underscores.
	 */
	abstract public function name(): string;

	/**
	 * The fields a member sets, in the order answers list them.
	 *
	 * @return Field[]
	 */
	abstract public function fields(): array;

	/**
	 * Route base below prism/v1 (e.g. 'interactions' gives /interactions/{contactId} and
	 * /interactions/{contactId}/{id}).
	 */
	public function route_base(): string {
		return str_replace( '_', '-', $this->name() );
	}

	/**
	 * The routes. By default REST-style below route_base(): GET and POST /<base>/{contactId} (the contact's rows,
	 * add one), POST|PUT|PATCH and DELETE /<base>/{contactId}/{id}. A resource whose routes are named one by one (the
	 * spec's notes routes) returns its own; the ids its paths do not carry come in the body.
	 *
	 * @return Route[]
	 */
	public function routes(): array {
		$base = $this->route_base();
		return array(
			new Route( Route::LIST, 'GET', "{$base}/{contactId}" ),
			new Route( Route::CREATE, 'POST', "{$base}/{contactId}" ),
			new Route( Route::UPDATE, 'POST, PUT, PATCH', "{$base}/{contactId}/{id}" ),
			new Route( Route::DELETE, 'DELETE', "{$base}/{contactId}/{id}" ),
		);
	}

	/**
	 * Whether a controller of the resource's own registers the routes that routes() lists (Events and Follow-ups:
	 * their dashboards, calendars and yearly dates need more than the declared routes give). The access matrix
	 * and the tests still read them from routes().
	 */
	public function own_routes(): bool {
		return false;
	}

	/**
	 * SQL order of a contact's rows (columns of this table only), newest first by default.
	 */
	public function order(): string {
		return 'created_at DESC, id DESC';
	}

	/**
	 * Extra indexes beyond (owner_id, contact_id), in dbDelta's format (e.g. 'KEY owner_day (owner_id,happened_on)').
	 *
	 * @return string[]
	 */
	public function indexes(): array {
		return array();
	}

	/**
	 * A column of this table whose latest value is kept on the contact (contacts column => this table's column),
	 * or null: e.g. the contact's last_contacted is its latest interaction's day. The machinery keeps it current on
	 * every write, merge and delete.
	 *
	 * @return array{0: string, 1: string}|null
	 */
	public function latest_on_contact(): ?array {
		return null;
	}

	/**
	 * A DAY column whose value is a touch (the member was in touch with the contact that day): writes move the
	 * contact's keep-in-touch date (Service\Keep_In_Touch). TOUCHED_WHEN_WRITTEN: adding a row is a touch, today
	 * (a note). Null when it is not a touch.
	 */
	public function touch_column(): ?string {
		return null;
	}

	/**
	 * Whether the contact's search text includes this resource's text (the notes' way). False by default.
	 */
	public function searchable(): bool {
		return false;
	}

	/**
	 * Singular noun for the answer's schema title and messages' keys ('prism-' . this), e.g. 'interaction'.
	 */
	abstract public function singular(): string;

	/**
	 * Whole sentence for an id that is not the member's (or not on the named contact).
	 */
	abstract public function not_found_message(): string;

	/**
	 * The personal-data export group: label and description (translated).
	 *
	 * @return array{label: string, description: string}
	 */
	abstract public function export_group(): array;

	/**
	 * The lines of the personal-data export that say when a row was written and changed: column => label.
	 *
	 * @return array<string, string>
	 */
	public function export_times(): array {
		return array( 'created_at' => __( 'Logged', 'prism' ) );
	}

	/**
	 * How the rows go into a contact's vCard NOTE and CSV Notes: NOTES_TOGETHER (the default) makes one note headed
	 * by the export group's label with a line per row; NOTES_EACH makes each row a note of its own, its long text,
	 * oldest first (the notes themselves); NOTES_NONE leaves them out.
	 */
	public function contact_notes(): string {
		return self::NOTES_TOGETHER;
	}

	/**
	 * A row's title on the contact's timeline when no choice field gives one (translated), e.g. 'Note'.
	 */
	public function timeline_title(): string {
		return '';
	}

	/**
	 * SQL order of every row of the member (the 'all' route).
	 */
	public function order_all(): string {
		return 'contact_id ASC, id ASC';
	}

	/**
	 * The field by API name.
	 *
	 * @param string $name API name.
	 */
	final public function field( string $name ): ?Field {
		foreach ( $this->fields() as $field ) {
			if ( $field->name === $name ) {
				return $field;
			}
		}
		return null;
	}
}
