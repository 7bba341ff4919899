<?php
/**
 * A file layout an export writes contacts in (Google's CSV, vCard). The writer is handed the contacts a batch at a
 * time (Contact_Source) and hands its text on in pieces, so nothing holds the whole file.
 *
 * @package Prism
 */

namespace Prism\Export;

defined( 'ABSPATH' ) || exit;

/**
 * Writes contacts as one file layout.
 */
interface Contact_Writer {

	/**
	 * The file's media type, with its character set.
	 */
	public function content_type(): string;

	/**
	 * The file name's extension, without the dot.
	 */
	public function extension(): string;

	/**
	 * Whether the file carries photos (the source then reads them with each batch).
	 */
	public function carries_photos(): bool;

	/**
	 * Writes what comes before the first contact (a byte-order mark, a header row …).
	 *
	 * @param callable(string): void $out Receives the text.
	 */
	public function begin( callable $out ): void;

	/**
	 * Writes a batch of contacts (Contact_Source's shape).
	 *
	 * @param array<int, array<string, mixed>> $contacts Contacts.
	 * @param callable(string): void           $out      Receives the text.
	 */
	public function write( array $contacts, callable $out ): void;

	/**
	 * Writes what comes after the last contact.
	 *
	 * @param callable(string): void $out Receives the text.
	 */
	public function end( callable $out ): void;
}
