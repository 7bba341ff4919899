<?php
/**
 * Stored-XSS payloads (tests/fixtures/security/xss-payloads.json: markup, event handlers, script and style tags,
 * javascript: and data: text, quotes and entities that could end an attribute, RTL overrides, spreadsheet formulas,
 * iCalendar and vCard line injection) typed into every member-typed field, then read back through every output that
 * is not a PRISM page (the pages are tests/e2e/xss.spec.ts): the iCalendar feed, the CSV and vCard exports, the
 * reminder email and WordPress's personal-data report. Each output carries the text exactly, escaped in its own
 * way: no markup comes through live, no formula cell stays a formula, no property or event is injected.
 *
 * @package Prism
 */

namespace Prism\Tests\Security;

use Prism\Domain\Text;
use Prism\Privacy\Personal_Data;
use Prism\Reminders\Digest_Mail;
use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Prism_Test_Case;
use Sabre\VObject\Reader;
use Sabre\VObject\Splitter\VCard as Vcard_Splitter;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';

/**
 * Payloads through every output.
 */
final class OutputEscapingTest extends Prism_Test_Case {

	/**
	 * The corpus.
	 *
	 * @return array{text: string[], multiline: string[], links: string[], refusedLinks: string[]}
	 */
	public static function corpus(): array {
		return json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/security/xss-payloads.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- test fixture.
	}

	/**
	 * One contact per payload, carrying it in every text field, with a note, an event and a follow-up today that
	 * carry it too, and a category named by it. Everything goes through the REST routes, as the pages send it.
	 *
	 * @return array<int, array{contact: int, text: string}>
	 */
	private function store_payloads(): array {
		$corpus = self::corpus();
		$today  = current_datetime()->format( 'Y-m-d' );
		$made   = array();
		foreach ( $corpus['text'] as $i => $text ) {
			$short   = mb_substr( $text, 0, 100 );
			$contact = $this->make_contact(
				self::$owner,
				array(
					'firstName'        => $short,
					'lastName'         => "P{$i}",
					'title'            => $text,
					'company'          => $text,
					'addressOne'       => $text,
					'addressOneCity'   => $short,
					'website'          => $corpus['links'][ $i % count( $corpus['links'] ) ],
				)
			);
			$multiline = $corpus['multiline'][ $i % count( $corpus['multiline'] ) ];
			$this->ok( $this->send( 'POST', 'create-note', array( 'wordpressId' => self::$owner, 'contactId' => $contact, 'note' => $text . "\n" . $multiline ) ) );
			$this->ok( $this->send( 'POST', 'create-event', array( 'wordpressId' => self::$owner, 'contactId' => $contact, 'title' => $text, 'type' => 'Other', 'date' => $today, 'desc' => $multiline ) ) );
			$this->ok( $this->send( 'POST', 'create-followup', array( 'wordpressId' => self::$owner, 'contactId' => $contact, 'title' => $text, 'desc' => $multiline, 'date' => $today ) ) );
			$made[] = array(
				'contact' => $contact,
				// One-line fields keep what was typed, with line breaks (U+2028 among them) as spaces (Domain\Text).
				'text'    => Text::clean( $text ),
				'short'   => $short,
			);
		}
		return $made;
	}

	public function test_links_that_could_run_script_are_refused_everywhere(): void {
		$contact = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$before  = $this->snapshot();
		foreach ( self::corpus()['refusedLinks'] as $link ) {
			$this->assert_error( $this->send( 'POST', 'push-resource', array( 'wordpressId' => self::$owner, 'description' => 'x', 'link' => $link ) ), 400, 'rest_invalid_param' );
			$this->assert_error( $this->send( 'POST', 'push-article', array( 'wordpressId' => self::$owner, 'title' => 'x', 'link' => $link ) ), 400, 'rest_invalid_param' );
			try {
				( new \Prism\Service\Contact_Service() )->update( self::$owner, $contact, array( 'website' => $link ) );
				$this->fail( "A contact took the link {$link}" );
			} catch ( \Prism\Domain\Invalid_Input $e ) {
				$this->assertNotSame( '', $e->getMessage() );
			}
		}
		$this->assert_unchanged( $before );
	}

	public function test_the_calendar_feed_carries_the_text_exactly_and_injects_nothing(): void {
		$made = $this->store_payloads();
		$url  = $this->ok( $this->get( 'ical-feed/' . self::$owner ) )['url'];
		$feed = ( new Http_Client() )->request( 'GET', (string) wp_parse_url( $url, PHP_URL_PATH ) );
		$this->assertSame( 200, $feed['status'] );

		$calendar = Reader::read( $feed['body'] );
		$events   = $calendar->select( 'VEVENT' );
		$this->assertCount( 2 * count( $made ), $events, 'one event and one follow-up per contact: nothing injected' );
		$this->assertSame( 2 * count( $made ), substr_count( $feed['body'], "\r\nBEGIN:VEVENT\r\n" ) );
		$values = array();
		foreach ( $events as $event ) {
			$values[] = (string) $event->SUMMARY; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- iCalendar property.
			$values[] = (string) $event->DESCRIPTION; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- iCalendar property.
		}
		$all = implode( "\n\u{1}", $values );
		foreach ( $made as $entry ) {
			$this->assertStringContainsString( $entry['text'], $all, 'the title as typed' );
		}
		foreach ( self::corpus()['multiline'] as $text ) {
			$this->assertStringContainsString( Text::clean( $text, true ), str_replace( "\r\n", "\n", $all ), 'the description as typed, line breaks included' );
		}
	}

	public function test_the_csv_export_neutralises_formulas_and_keeps_the_text(): void {
		$made  = $this->store_payloads();
		$text  = $this->export( 'csv' );
		$rows  = array_map( static fn( string $line ): array => (array) str_getcsv( $line, ',', '"', '' ), array() );
		$input = fopen( 'php://memory', 'w+b' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- parses the export.
		fwrite( $input, ltrim( $text, "\u{FEFF}" ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- parses the export.
		rewind( $input );
		$header = (array) fgetcsv( $input, 0, ',', '"', '' );
		while ( false !== ( $row = fgetcsv( $input, 0, ',', '"', '' ) ) ) { // phpcs:ignore Generic.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition -- reading rows.
			$rows[] = array_combine( $header, $row );
		}
		fclose( $input ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- parses the export.
		$this->assertCount( count( $made ), $rows );
		foreach ( $rows as $row ) {
			foreach ( $row as $column => $cell ) {
				$this->assertDoesNotMatchRegularExpression( '/^[=+\-@\t\r]/', (string) $cell, "{$column}: a cell a spreadsheet would run as a formula" );
			}
		}
		$companies = array_column( $rows, 'Organization Name' );
		foreach ( $made as $entry ) {
			$expected = preg_match( '/^[=+\-@\t\r]/', $entry['text'] ) ? "'" . $entry['text'] : $entry['text'];
			$this->assertContains( $expected, $companies, 'the text, with a quote before a formula' );
		}
	}

	public function test_the_vcard_export_carries_the_text_exactly_and_injects_no_card(): void {
		$made     = $this->store_payloads();
		$splitter = new Vcard_Splitter( $this->export( 'vcard' ) );
		$cards    = array();
		while ( $card = $splitter->getNext() ) { // phpcs:ignore Generic.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition -- reading cards.
			$cards[] = $card;
		}
		$this->assertCount( count( $made ), $cards, 'no card injected' );
		$orgs  = array();
		$notes = '';
		foreach ( $cards as $card ) {
			$orgs[] = (string) $card->ORG; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- vCard property.
			foreach ( $card->select( 'NOTE' ) as $note ) {
				$notes .= (string) $note . "\n";
			}
			$this->assertCount( 1, $card->select( 'FN' ), 'one name per card' );
		}
		foreach ( $made as $entry ) {
			$this->assertContains( $entry['text'], $orgs );
		}
		foreach ( self::corpus()['multiline'] as $text ) {
			$this->assertStringContainsString( Text::clean( $text, true ), str_replace( "\r\n", "\n", $notes ) );
		}
	}

	public function test_the_reminder_email_escapes_every_text(): void {
		$made = $this->store_payloads();
		$mail = ( new Digest_Mail() )->compose( self::$owner, current_datetime()->format( 'Y-m-d' ) );
		$this->assertIsArray( $mail );
		$body = $mail['body'];
		$this->assertSame( '', $this->live_markup( $body ), 'no payload markup is live in the email' );
		// What a mail program shows: the body's text, entities read. Each title there exactly as typed (an entity
		// typed as text, such as '&lt;b&gt;', shows as those characters, not as what it stands for).
		$doc      = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$doc->loadHTML( '<?xml encoding="utf-8"?>' . $body );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		$titles = array();
		foreach ( ( new \DOMXPath( $doc ) )->query( '//li/strong' ) as $strong ) {
			$titles[] = $strong->textContent;
		}
		foreach ( $made as $entry ) {
			$this->assertContains( $entry['text'], $titles, 'the title, shown as typed' );
		}
		preg_match_all( '/\shref="([^"]*)"/', $body, $links );
		foreach ( $links[1] as $href ) {
			$this->assertMatchesRegularExpression( '#^https?://#', html_entity_decode( $href ), 'every link is a web address' );
		}
	}

	public function test_wordpress_personal_data_report_shows_the_text_escaped(): void {
		$this->store_payloads();
		require_once ABSPATH . 'wp-admin/includes/privacy-tools.php';
		$callback = apply_filters( 'wp_privacy_personal_data_exporters', array() )[ Personal_Data::ID ]['callback'];
		$groups   = array();
		for ( $page = 1; $page < 20; $page++ ) {
			$answer = call_user_func( $callback, (string) get_userdata( self::$owner )->user_email, $page );
			foreach ( $answer['data'] as $item ) {
				$groups[ $item['group_id'] ]['group_label']                = $item['group_label'];
				$groups[ $item['group_id'] ]['group_description']          = $item['group_description'];
				$groups[ $item['group_id'] ]['items'][ $item['item_id'] ] = $item['data'];
			}
			if ( $answer['done'] ) {
				break;
			}
		}
		$html = '';
		foreach ( $groups as $id => $group ) {
			$html .= wp_privacy_generate_personal_data_export_group_html( $group, (string) $id, count( $groups ) );
		}
		$this->assertSame( '', $this->live_markup( $html ), 'no payload markup is live in the report' );
		$this->assertStringContainsString( 'Budget &lt;100k and &gt;50k', $html );
	}

	/**
	 * What of an HTML document is live markup a payload brought in, read as a browser would (DOMDocument): an
	 * element that runs or loads something (script, iframe, svg, base, form…), an event-handler attribute, or a link
	 * or source that is a script, data or the corpus's evil address. Empty when nothing is.
	 *
	 * @param string $html HTML.
	 */
	private function live_markup( string $html ): string {
		$document = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$document->loadHTML( '<?xml encoding="utf-8"?>' . $html );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		$found = array();
		foreach ( ( new \DOMXPath( $document ) )->query( '//*' ) as $element ) {
			$name = strtolower( $element->nodeName );
			if ( in_array( $name, array( 'script', 'iframe', 'svg', 'math', 'details', 'base', 'form', 'object', 'embed', 'mglyph' ), true ) ) {
				$found[] = "<{$name}>";
			}
			if ( in_array( $name, array( 'style', 'meta' ), true ) && preg_match( '/evil\.example|display:\s*none/i', $element->textContent . ' ' . $element->getAttribute( 'content' ) ) ) {
				$found[] = "<{$name}> from a payload";
			}
			foreach ( $element->attributes as $attribute ) {
				$attr = strtolower( $attribute->name );
				if ( str_starts_with( $attr, 'on' ) ) {
					$found[] = "{$name}@{$attr}";
				}
				// A web address may hold anything in its path or fragment (percent-escaped); what runs is another scheme.
				$runs = (bool) preg_match( '/^\s*(javascript|data|vbscript):/i', $attribute->value ) || 'evil.example' === wp_parse_url( $attribute->value, PHP_URL_HOST );
				if ( in_array( $attr, array( 'href', 'src', 'action', 'formaction' ), true ) && $runs || 'srcdoc' === $attr ) {
					$found[] = "{$name}@{$attr}={$attribute->value}";
				}
			}
		}
		return implode( ' | ', $found );
	}

	/**
	 * The member's contacts exported in a format, as the file a browser saves.
	 *
	 * @param string $format csv or vcard.
	 */
	private function export( string $format ): string {
		$answer = $this->get( 'export', array( 'format' => $format ) );
		$this->assertSame( 200, $answer->get_status() );
		$text = '';
		$answer->get_data()->write(
			static function ( string $chunk ) use ( &$text ): void {
				$text .= $chunk;
			}
		);
		return $text;
	}
}
