<?php
/**
 * `wp prism export --user=<member>`: the contact list's Export, from the command line. The filters are read and
 * checked by the REST export's own argument schema (Rest\Export_Controller::export_args(), the contact list's
 * filters), the contacts are the member's only, and the file is Export\Contact_Export's, written a batch of
 * contacts at a time as the download is: to a file (with a progress bar on STDERR) or to STDOUT.
 *
 * @package Prism
 */

namespace Prism\Cli;

use Prism\Data\Contact_List_Query;
use Prism\Export\Contact_Export;
use Prism\Export\Contact_Source;
use Prism\Libraries;
use Prism\Rest\Contacts_Controller;
use Prism\Rest\Export_Controller;
use WP_CLI;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * The export command.
 */
final class Export_Command {

	/** The command's options => the REST export's parameters. */
	private const OPTIONS = array(
		'format'   => 'format',
		'q'        => 'q',
		'category' => 'category',
		'source'   => 'importSource',
	);

	/**
	 * Exports a member's contacts as Google Contacts' CSV layout or vCard 3.0, as the contact list's Export does.
	 *
	 * Only the member's own contacts are written: all of them, or those the filters match (in the contact list's name order). The member is WP-CLI's global --user (a login, id or email).
	 *
	 * ## OPTIONS
	 *
	 * [--format=<format>]
	 * : csv is Google Contacts' CSV layout (Google Contacts, Outlook, spreadsheets), vcard is vCard 3.0 (Apple Contacts, iCloud).
	 * ---
	 * default: csv
	 * options:
	 *   - csv
	 *   - vcard
	 * ---
	 *
	 * [--file=<path>]
	 * : Write the export to this file (replaced when the export is complete; a progress bar shows on STDERR). Without it, or with -, the export goes to STDOUT and nothing else does.
	 *
	 * [--q=<text>]
	 * : Only the contacts this search finds, as the contact list's search box: name, email, phone, company or note text.
	 *
	 * [--category=<names>]
	 * : Only the contacts that have every one of these categories, separated by commas.
	 *
	 * [--source=<sources>]
	 * : Only the contacts imported from every one of these sources, separated by commas: PRISM, Google, iCloud, LinkedIn, Facebook, CSV.
	 *
	 * ## EXAMPLES
	 *
	 *     # All of Alex's contacts for Google Contacts
	 *     $ wp prism export --user=alex --file=alex.csv
	 *     Success: Wrote 36 contacts to alex.csv (csv).
	 *
	 *     # His Board members as vCards, to STDOUT
	 *     $ wp prism export --user=alex --format=vcard --category=Board > board.vcf
	 *
	 *     # Everyone at Acme he imported from LinkedIn
	 *     $ wp prism export --user=alex --q=Acme --source=LinkedIn --file=acme.csv
	 *
	 * @when after_wp_load
	 *
	 * @param string[]                   $args       None.
	 * @param array<string, string|bool> $assoc_args Options (a bare --q is true).
	 */
	public function __invoke( array $args, array $assoc_args ): void {
		unset( $args );
		$owner  = Member::id( 'prism export' );
		$format = (string) ( $assoc_args['format'] ?? 'csv' );
		if ( ! in_array( $format, Contact_Export::FORMATS, true ) ) {
			WP_CLI::error( __( 'Choose the export format: csv (Google Contacts) or vcard (vCard, for Apple Contacts and iCloud).', 'prism' ) );
		}
		if ( 'vcard' === $format ) {
			$problem = Libraries::vobject_problem();
			if ( null !== $problem ) {
				WP_CLI::error( $problem );
			}
		}
		$file = isset( $assoc_args['file'] ) ? (string) $assoc_args['file'] : '-';
		$ids  = ( new Contact_List_Query() )->query_ids( $owner, Contacts_Controller::query_from( self::request( $format, $assoc_args ) ) );
		if ( ! $ids ) {
			WP_CLI::warning( __( 'No contacts match: the file holds none.', 'prism' ) );
		}
		$export = new Contact_Export( new Contact_Source( $owner, $ids ), $format );

		if ( '' === $file || '-' === $file ) {
			$export->write(
				static function ( string $chunk ): void {
					fwrite( STDOUT, $chunk ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the export itself, streamed to the terminal or a pipe.
				}
			);
			return;
		}
		self::to_file( $export, $file, count( $ids ) );
		WP_CLI::success(
			sprintf(
				/* translators: 1: number of contacts, 2: file path, 3: format (csv or vcard). */
				_n( 'Wrote %1$s contact to %2$s (%3$s).', 'Wrote %1$s contacts to %2$s (%3$s).', count( $ids ), 'prism' ),
				number_format_i18n( count( $ids ) ),
				$file,
				$format
			)
		);
	}

	/**
	 * The options as a request to the REST export, checked and cleaned by its own argument schema (the contact
	 * list's filters); a WP_CLI error names what is wrong.
	 *
	 * @param string                     $format     csv or vcard.
	 * @param array<string, string|bool> $assoc_args Options.
	 */
	private static function request( string $format, array $assoc_args ): WP_REST_Request {
		$params = array( 'format' => $format );
		foreach ( self::OPTIONS as $option => $param ) {
			if ( 'format' === $option ) {
				continue;
			}
			if ( ! isset( $assoc_args[ $option ] ) ) {
				continue;
			}
			if ( ! is_string( $assoc_args[ $option ] ) ) {
				/* translators: %s: an option, e.g. --category. */
				WP_CLI::error( sprintf( __( '%s needs a value, e.g. --category=Board.', 'prism' ), '--' . $option ) );
			}
			$params[ $param ] = 'q' === $option ? $assoc_args[ $option ] : array_values( array_filter( array_map( 'trim', explode( ',', $assoc_args[ $option ] ) ), static fn( string $name ): bool => '' !== $name ) );
		}
		$schema   = Export_Controller::export_args();
		$defaults = array();
		foreach ( $schema as $name => $arg ) {
			if ( array_key_exists( 'default', $arg ) ) {
				$defaults[ $name ] = $arg['default'];
			}
		}
		$request = new WP_REST_Request( 'GET', '/prism/v1/export' );
		$request->set_attributes( array( 'args' => $schema ) );
		$request->set_default_params( $defaults );
		$request->set_query_params( $params );
		$valid = $request->has_valid_params();
		if ( true === $valid ) {
			$valid = $request->sanitize_params();
		}
		if ( is_wp_error( $valid ) ) {
			$data     = $valid->get_error_data();
			$problems = array();
			foreach ( is_array( $data ) && isset( $data['params'] ) && is_array( $data['params'] ) ? $data['params'] : array() as $param => $problem ) {
				$option     = array_search( $param, self::OPTIONS, true );
				$problems[] = '--' . ( false === $option ? $param : $option ) . ': ' . $problem;
			}
			WP_CLI::error( $problems ? implode( ' ', $problems ) : $valid->get_error_message() );
		}
		return $request;
	}

	/**
	 * Writes the export to a file beside the target and moves it into place once complete, so a failed export never
	 * leaves half a file where a good one was. The progress bar goes to STDERR.
	 *
	 * @param Contact_Export $export The export.
	 * @param string         $path   Target file.
	 * @param int            $count  Contacts it writes.
	 */
	private static function to_file( Contact_Export $export, string $path, int $count ): void {
		$part = $path . '.part';
		// phpcs:disable WordPress.WP.AlternativeFunctions -- a file on the operator's machine, written as WP-CLI writes files.
		$out = is_dir( $path ) ? false : @fopen( $part, 'wb' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- the failure is reported below.
		if ( false === $out ) {
			/* translators: %s: a file path. */
			WP_CLI::error( sprintf( __( 'Cannot write to %s.', 'prism' ), $path ) );
		}
		$bar = WP_CLI\Utils\make_progress_bar( __( 'Exporting contacts', 'prism' ), max( 1, $count ) );
		// WP-CLI's bar draws on php-cli-tools' output stream, STDOUT. It is pointed at STDERR while the bar draws and
		// back afterwards, through the property itself: Streams::setStream() would also close the stream at shutdown,
		// once per call.
		$stream = new \ReflectionProperty( \cli\Streams::class, 'out' );
		$stream->setAccessible( true );
		$draw = static function ( callable $step ) use ( $stream ): void {
			$was = $stream->getValue();
			$stream->setValue( null, STDERR );
			try {
				$step();
			} finally {
				$stream->setValue( null, $was );
			}
		};
		$ok   = false;
		try {
			$export->write(
				static function ( string $chunk ) use ( $out, $path ): void {
					if ( false === fwrite( $out, $chunk ) ) {
						/* translators: %s: a file path. */
						throw new \RuntimeException( sprintf( __( 'Cannot write to %s.', 'prism' ), $path ) );
					}
				},
				static function ( int $written ) use ( $bar, $draw ): void {
					$draw( static fn() => $bar->tick( $written ) );
				}
			);
			$draw( static fn() => $bar->finish() );
			$ok = fclose( $out ) && rename( $part, $path );
		} catch ( \Throwable $e ) {
			fclose( $out );
			unlink( $part );
			WP_CLI::error( $e->getMessage() );
		}
		if ( ! $ok ) {
			if ( file_exists( $part ) ) {
				unlink( $part );
			}
			/* translators: %s: a file path. */
			WP_CLI::error( sprintf( __( 'Cannot write to %s.', 'prism' ), $path ) );
		}
		// phpcs:enable
	}
}
