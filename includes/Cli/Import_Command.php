<?php
/**
 * `wp prism import <file> --user=<member>`: the Import dialog's file upload, from the command line. The file goes
 * through the member's own import code (Import\Import_Store::import_file(): the same checks and the same sentences
 * when it is refused, stored in the database, imported by Import\Import_Job in batches of 500) and the command runs
 * the job to its end with a progress bar, then the search lists of the contacts it created (Import_Grams_Job, which
 * also checks them for duplicates), and prints the import's report.
 *
 * @package Prism
 */

namespace Prism\Cli;

use Prism\Data\Import_Repository;
use Prism\Data\Job;
use Prism\Data\Job_Repository;
use Prism\Domain\Invalid_Input;
use Prism\Import\Import_File;
use Prism\Import\Import_Grams_Job;
use Prism\Import\Import_Store;
use Prism\Jobs\Cron;
use WP_CLI;

defined( 'ABSPATH' ) || exit;

/**
 * The import command.
 */
final class Import_Command {

	/**
	 * Imports a contact file into a member's contacts, as the Import dialog does.
	 *
	 * The file is checked, stored and imported by the member's own import code: the same checks (a refused file prints the dialog's sentence, imports nothing and exits with 1), the same matching by email, phone and LinkedIn profile (a shared one with another person's name is kept apart), the same report. The import is run to its end here, with a progress bar over the rows; the member sees it among their imports on the contact list.
	 *
	 * The member is WP-CLI's global --user (a login, id or email).
	 *
	 * ## OPTIONS
	 *
	 * <file>
	 * : The file: a Google Contacts CSV (either layout, UTF-8 or UTF-16), LinkedIn's Connections.csv, a vCard file (.vcf, as iCloud exports it) or another contact list as CSV (Outlook, a spreadsheet). At most 20 MB.
	 *
	 * [--type=<type>]
	 * : The kind of file, as chosen in the Import dialog; it decides the import source the contacts get. Default: what the file is: Google CSV for Google's layouts, LinkedIn CSV for LinkedIn's, iCloud CSV for a vCard and for any other contact list. A file the chosen type does not take is refused with the dialog's sentence.
	 * ---
	 * options:
	 *   - Google CSV
	 *   - LinkedIn CSV
	 *   - iCloud CSV
	 * ---
	 *
	 * [--mode=<mode>]
	 * : What happens to a row that matches one of the member's contacts (same email, phone or LinkedIn profile): update fills the contact's gaps and adds what it lacks, skip leaves it alone, create adds the row as a new contact anyway.
	 * ---
	 * default: update
	 * options:
	 *   - update
	 *   - skip
	 *   - create
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     # Alex's Google Contacts export; rows matching his contacts fill their gaps
	 *     $ wp prism import contacts.csv --user=alex
	 *     Import 12: contacts.csv as Google CSV (update), 3 rows.
	 *     Created: 2
	 *     Updated: 0
	 *     Skipped: 0
	 *     Rejected: 1
	 *       Row 4: No name, company or email.
	 *     Success: Imported contacts.csv for alex: 2 created, 0 updated, 0 skipped, 1 rejected.
	 *
	 *     # LinkedIn connections, leaving people he has already alone
	 *     $ wp prism import Connections.csv --user=alex --mode=skip
	 *
	 *     # A vCard file from Google instead of iCloud
	 *     $ wp prism import contacts.vcf --user=alex --type="Google CSV"
	 *
	 * @when after_wp_load
	 *
	 * @param string[]              $args       The file.
	 * @param array<string, string> $assoc_args Options.
	 */
	public function __invoke( array $args, array $assoc_args ): void {
		$owner = Member::id( 'prism import contacts.csv' );
		$path  = (string) ( $args[0] ?? '' );
		if ( '' === $path || ! is_file( $path ) || ! is_readable( $path ) ) {
			/* translators: %s: a file path as typed. */
			WP_CLI::error( sprintf( __( 'There is no file to read at %s.', 'prism' ), $path ) );
		}
		if ( (int) filesize( $path ) > Import_Store::MAX_BYTES ) {
			// The form's sentence, with the limit that holds here (the form's may be lower: PHP's upload limits).
			/* translators: %s: the largest file size, e.g. 20 MB. */
			WP_CLI::error( sprintf( __( 'The file is larger than %s, the most this site imports at once. Nothing was imported: split the export into smaller files and import each.', 'prism' ), size_format( Import_Store::MAX_BYTES ) ) );
		}
		$mode = (string) ( $assoc_args['mode'] ?? 'update' );
		if ( ! in_array( $mode, Import_Store::MODES, true ) ) {
			WP_CLI::error( __( 'Choose what happens to contacts you already have: update, skip or add anyway.', 'prism' ) . ' (--mode=update|skip|create)' );
		}
		$type = isset( $assoc_args['type'] ) ? (string) $assoc_args['type'] : self::type_of( $path );
		if ( ! in_array( $type, Import_Store::FILE_TYPES, true ) ) {
			WP_CLI::error( __( 'Choose the file type: Google CSV, LinkedIn CSV or iCloud CSV.', 'prism' ) );
		}
		$name = self::file_name( $path );

		try {
			$import_id = ( new Import_Store() )->import_file( $owner, $path, $name, $type, $mode );
		} catch ( Invalid_Input $e ) {
			WP_CLI::error( $e->getMessage() );
		} catch ( \Throwable $e ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- as the form: operators need the cause.
			error_log( 'PRISM: import failed: ' . get_class( $e ) . ': ' . $e->getMessage() );
			WP_CLI::error( __( 'Something went wrong and nothing was imported. Please try again in a moment.', 'prism' ) . ' (' . $e->getMessage() . ')' );
		}

		$imports = new Import_Repository();
		$row     = $imports->find_for_owner( $owner, $import_id );
		if ( null === $row ) {
			/* translators: %d: an import id. */
			WP_CLI::error( sprintf( __( 'Import %d no longer exists.', 'prism' ), $import_id ) );
		}
		$total = (int) $row['total_rows'];
		WP_CLI::log(
			sprintf(
				/* translators: 1: import id, 2: file name, 3: file type (Google CSV, LinkedIn CSV or iCloud CSV), 4: mode (update, skip or create), 5: number of rows. */
				_n( 'Import %1$d: %2$s as %3$s (%4$s), %5$s row.', 'Import %1$d: %2$s as %3$s (%4$s), %5$s rows.', $total, 'prism' ),
				$import_id,
				$name,
				$type,
				$mode,
				number_format_i18n( $total )
			)
		);

		$failed = __( 'The import stopped after several failed attempts. What it had imported is kept; Try again on the member\'s contact list resumes it where it stopped.', 'prism' );
		Job_Progress::run( (int) $row['job_id'], __( 'Importing rows', 'prism' ), $failed, $total );
		// The second phase: the search lists of the contacts it created (and their duplicate check).
		$grams = ( new Job_Repository() )->find_by_key( $owner, Import_Grams_Job::TYPE, (string) $import_id );
		if ( null !== $grams && Job::DONE !== $grams->state ) {
			Job_Progress::run( $grams->id, __( 'Indexing for search', 'prism' ), __( 'Listing the imported contacts for search failed after several attempts; WP-Cron will try again. Searches find them meanwhile, only more slowly.', 'prism' ) );
		}
		Cron::unschedule_if_idle();

		$row = $imports->find_for_owner( $owner, $import_id );
		if ( null === $row ) {
			/* translators: %d: an import id. */
			WP_CLI::error( sprintf( __( 'Import %d no longer exists.', 'prism' ), $import_id ) );
		}
		self::report( $row, $imports->rejects( $import_id, max( 1, (int) $row['rejected_count'] ) ), $name, Member::login( $owner ) );
	}

	/**
	 * The file type the file's content calls for, or the form's sentence when the file cannot be a contact list.
	 *
	 * @param string $path The file.
	 */
	private static function type_of( string $path ): string {
		$decoded = Import_File::decode( $path );
		if ( null !== $decoded['problem'] || null === $decoded['stream'] ) {
			WP_CLI::error( (string) ( $decoded['problem'] ?? __( 'This file could not be read.', 'prism' ) ) );
		}
		try {
			return Import_File::file_type_of( $decoded['stream'] );
		} finally {
			fclose( $decoded['stream'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a php://temp stream.
		}
	}

	/**
	 * The file's name as the member's import list shows it (the form shows the uploaded file's own name).
	 *
	 * @param string $path The file.
	 */
	private static function file_name( string $path ): string {
		$name = wp_basename( $path );
		$name = (string) preg_replace( '/[\x00-\x1F\x7F]+/u', '', mb_check_encoding( $name, 'UTF-8' ) ? $name : '' );
		return mb_substr( trim( $name ), 0, 191 );
	}

	/**
	 * Prints the report: the counts, each rejected row with its number and reason, and a success line.
	 *
	 * @param array<string, mixed>                                         $row     The import as stored.
	 * @param array<int, array{row: int, reason: string, summary: string}> $rejects Its rejected rows.
	 * @param string                                                       $name    File name.
	 * @param string                                                       $login   The member.
	 */
	private static function report( array $row, array $rejects, string $name, string $login ): void {
		$counts = array(
			'created'  => (int) $row['created_count'],
			'updated'  => (int) $row['updated_count'],
			'skipped'  => (int) $row['skipped_count'],
			'rejected' => (int) $row['rejected_count'],
		);
		/* translators: %s: number of contacts. */
		WP_CLI::log( sprintf( __( 'Created: %s', 'prism' ), number_format_i18n( $counts['created'] ) ) );
		if ( (int) ( $row['kept_apart_count'] ?? 0 ) > 0 ) {
			WP_CLI::log(
				'  ' . sprintf(
					/* translators: %s: number of contacts. */
					__( '%s of them kept apart from a contact of another name with the same email, phone or profile (the import report on the contact list says which)', 'prism' ),
					number_format_i18n( (int) $row['kept_apart_count'] )
				)
			);
		}
		/* translators: %s: number of contacts. */
		WP_CLI::log( sprintf( __( 'Updated: %s', 'prism' ), number_format_i18n( $counts['updated'] ) ) );
		/* translators: %s: number of rows. */
		WP_CLI::log( sprintf( __( 'Skipped: %s', 'prism' ), number_format_i18n( $counts['skipped'] ) ) );
		/* translators: %s: number of rows. */
		WP_CLI::log( sprintf( __( 'Rejected: %s', 'prism' ), number_format_i18n( $counts['rejected'] ) ) );
		foreach ( $rejects as $reject ) {
			WP_CLI::log(
				'  ' . sprintf(
					/* translators: 1: row number in the file, 2: why it was rejected. */
					__( 'Row %1$d: %2$s', 'prism' ),
					$reject['row'],
					$reject['reason']
				) . ( '' !== $reject['summary'] ? ' (' . $reject['summary'] . ')' : '' )
			);
		}
		WP_CLI::success(
			sprintf(
				/* translators: 1: file name, 2: the member's login, 3-6: numbers of rows. */
				__( 'Imported %1$s for %2$s: %3$s created, %4$s updated, %5$s skipped, %6$s rejected.', 'prism' ),
				$name,
				$login,
				number_format_i18n( $counts['created'] ),
				number_format_i18n( $counts['updated'] ),
				number_format_i18n( $counts['skipped'] ),
				number_format_i18n( $counts['rejected'] )
			)
		);
	}
}
