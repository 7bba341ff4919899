<?php
/**
 * Takes an import: the request_upload_import post (a file, or an iCloud account pulled over CardDAV), checks it,
 * stores its text in the database and enqueues the job that imports it in batches (docs/import.md).
 *
 * @package Prism
 */

namespace Prism\Import;

defined( 'ABSPATH' ) || exit;

/**
 * Import intake.
 */
final class Import_Store {

	/** Largest file an import takes, in bytes (the dialog checks it first; PHP's own limits are raised to fit). */
	public const MAX_BYTES = 20 * 1024 * 1024;

	public const ACTION       = 'request_upload_import';
	public const NONCE_ACTION = 'prism_import_form';
	public const NONCE_FIELD  = '_prism_nonce';
	public const MODES        = array( 'update', 'skip', 'create' );
	public const FILE_TYPES   = array( 'Google CSV', 'LinkedIn CSV', 'iCloud CSV' );
}
