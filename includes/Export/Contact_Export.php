<?php
/**
 * One export download: a member's contacts (Contact_Source) in one file layout (Contact_Writer), written out a
 * batch at a time as it is read. The REST route answers this object and Rest\Export_Controller::serve() writes it
 * to the response; in-process callers (tests, `_envelope`) get the whole text.
 *
 * @package Prism
 */

namespace Prism\Export;

use Prism\Data\Event_Repository;
use Prism\Data\Relationship_Repository;
use Prism\Domain\Download;
use Prism\Domain\Streamed_Text;

defined( 'ABSPATH' ) || exit;

/**
 * An export file.
 */
final class Contact_Export implements Download, \JsonSerializable {

	use Streamed_Text;

	public const FORMATS = array( 'csv', 'vcard' );

	/**
	 * The file's layout.
	 *
	 * @var Contact_Writer
	 */
	private Contact_Writer $writer;

	/**
	 * The contacts in a format.
	 *
	 * @param Contact_Source $source Contacts.
	 * @param string         $format One of FORMATS.
	 */
	public function __construct( private readonly Contact_Source $source, string $format ) {
		$this->writer = 'vcard' === $format
			? new Vcard_Writer()
			: new Google_Csv_Writer( ( new Event_Repository() )->most_per_contact( $source->owner_id() ), ( new Relationship_Repository() )->most_per_contact( $source->owner_id() ) );
	}

	/**
	 * The file's media type.
	 */
	public function content_type(): string {
		return $this->writer->content_type();
	}

	/**
	 * The download's file name: prism-contacts-YYYY-MM-DD.csv or .vcf (today in the site's time zone).
	 */
	public function file_name(): string {
		return 'prism-contacts-' . wp_date( 'Y-m-d' ) . '.' . $this->writer->extension();
	}

	/**
	 * Writes the file to `$out` a batch of contacts at a time.
	 *
	 * @param callable(string): void     $out     Receives the text in order.
	 * @param (callable(int): void)|null $written Told how many contacts each batch wrote (`wp prism export`'s progress bar).
	 */
	public function write( callable $out, ?callable $written = null ): void {
		$this->writer->begin( $out );
		$this->source->each_batch(
			function ( array $contacts ) use ( $out, $written ): void {
				$this->writer->write( $contacts, $out );
				if ( null !== $written ) {
					$written( count( $contacts ) );
				}
			},
			$this->writer->carries_photos()
		);
		$this->writer->end( $out );
	}
}
