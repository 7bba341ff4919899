<?php
/**
 * Notes: what a member writes about a contact, kept exactly as typed (line breaks included), optionally tied to the
 * networking stage it was written in. Writing one is being in touch (the keep-in-touch date moves on, as on a
 * MAINTAIN contact); the contact's search finds its notes' words. Its routes are the spec's: notes/{contactId},
 * all-notes/{wordpressId}, create-note, update-note (the text; the stage stays as written) and delete-note.
 *
 * Notes also come from imports (a row's Notes column, LinkedIn's extra lines) and merges (what a merge could not
 * keep in a field): those go through Data\Note_Repository's bulk writes, and are the other system's history rather
 * than a touch.
 *
 * @package Prism
 */

namespace Prism\Resources\Declarations;

use Prism\Resources\Declaration;
use Prism\Resources\Field;
use Prism\Resources\Route;

defined( 'ABSPATH' ) || exit;

/**
 * The Notes declaration.
 */
final class Notes extends Declaration {

	/** Longest note, in characters. */
	public const MAX_NOTE = 20000;

	/**
	 * Logical table.
	 */
	public function name(): string {
		return 'notes';
	}

	/**
	 * Singular noun.
	 */
	public function singular(): string {
		return 'note';
	}

	/**
	 * Fields.
	 *
	 * @return Field[]
	 */
	public function fields(): array {
		return array(
			Field::text( 'note', 'note', __( 'Note text, kept exactly as typed, line breaks included.', 'prism' ), __( 'Note', 'prism' ), self::MAX_NOTE, true, true, __( 'Write something before saving the note.', 'prism' ) ),
			Field::stage( 'stageId', 'stage_id', __( 'Networking stage 0-5 the note belongs to, or null.', 'prism' ), __( 'Networking stage', 'prism' ) )->once(),
		);
	}

	/**
	 * The spec's routes.
	 *
	 * @return Route[]
	 */
	public function routes(): array {
		return array(
			new Route( Route::LIST, 'GET', 'notes/{contactId}' ),
			new Route( Route::ALL, 'GET', 'all-notes/{wordpressId}' ),
			new Route( Route::CREATE, 'POST', 'create-note' ),
			new Route( Route::UPDATE, 'POST', 'update-note' ),
			new Route( Route::DELETE, 'DELETE', 'delete-note' ),
		);
	}

	/**
	 * The note changed last comes first.
	 */
	public function order(): string {
		return 'last_updated DESC, id DESC';
	}

	/**
	 * Writing a note is being in touch, today.
	 */
	public function touch_column(): string {
		return self::TOUCHED_WHEN_WRITTEN;
	}

	/**
	 * A contact's search finds its notes' words.
	 */
	public function searchable(): bool {
		return true;
	}

	/**
	 * Each note is a note of the contact's vCard NOTE and CSV Notes.
	 */
	public function contact_notes(): string {
		return self::NOTES_EACH;
	}

	/**
	 * A note's title on the timeline.
	 */
	public function timeline_title(): string {
		return __( 'Note', 'prism' );
	}

	/**
	 * Whole sentence for an id that is not the member's.
	 */
	public function not_found_message(): string {
		return __( 'That note does not exist. It may have been deleted.', 'prism' );
	}

	/**
	 * Personal-data export group.
	 *
	 * @return array{label: string, description: string}
	 */
	public function export_group(): array {
		return array(
			'label'       => __( 'PRISM notes', 'prism' ),
			'description' => __( 'Notes you wrote on your contacts.', 'prism' ),
		);
	}

	/**
	 * When a note was written and last changed.
	 *
	 * @return array<string, string>
	 */
	public function export_times(): array {
		return array(
			'created_at'   => __( 'Written', 'prism' ),
			'last_updated' => __( 'Last changed', 'prism' ),
		);
	}
}
