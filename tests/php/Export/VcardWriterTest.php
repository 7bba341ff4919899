<?php
/**
 * The vCard writer, its cards read back with sabre/vobject as another address book would: vCard 3.0 with PRISM's
 * PRODID and a stable UID, the name, company, title, typed emails, phones and addresses, the website and the
 * labelled social profiles, categories, one NOTE per note with its exact text, birthdays with and without a year
 * (Apple's X-APPLE-OMIT-YEAR), anniversaries and other dates as labelled X-ABDATEs, and valid cards.
 *
 * @package Prism
 */

namespace Prism\Tests\Export;

use PHPUnit\Framework\TestCase;
use Prism\Export\Vcard_Writer;
use Sabre\VObject\Component\VCard;
use Sabre\VObject\Splitter\VCard as Card_Splitter;

require_once __DIR__ . '/GoogleCsvWriterTest.php';

/**
 * vCard writer.
 */
final class VcardWriterTest extends TestCase {

	/**
	 * The file for some contacts.
	 *
	 * @param array<int, array<string, mixed>> $contacts Contacts.
	 */
	private static function write( array $contacts ): string {
		$writer = new Vcard_Writer();
		$text   = '';
		$out    = static function ( string $chunk ) use ( &$text ): void {
			$text .= $chunk;
		};
		$writer->begin( $out );
		$writer->write( $contacts, $out );
		$writer->end( $out );
		return $text;
	}

	/**
	 * Every card of a file, parsed.
	 *
	 * @param string $text vCard file.
	 * @return VCard[]
	 */
	private static function cards( string $text ): array {
		$stream = fopen( 'php://temp', 'w+b' );
		fwrite( $stream, $text );
		rewind( $stream );
		$cards = array();
		$splitter = new Card_Splitter( $stream );
		while ( $card = $splitter->getNext() ) { // phpcs:ignore Generic.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition -- reading cards.
			$cards[] = $card;
		}
		fclose( $stream );
		return $cards;
	}

	/**
	 * Values of a property with their TYPE parameters: value => 'TYPE,TYPE'.
	 *
	 * @param VCard  $card Card.
	 * @param string $name Property.
	 * @return array<string, string>
	 */
	private static function typed( VCard $card, string $name ): array {
		$list = array();
		foreach ( $card->select( $name ) as $property ) {
			$list[ (string) $property ] = isset( $property['TYPE'] ) ? implode( ',', $property['TYPE']->getParts() ) : '';
		}
		return $list;
	}

	/**
	 * Grouped values with their X-ABLabel: array of [value, label, params].
	 *
	 * @param VCard  $card Card.
	 * @param string $name Property.
	 * @return array<int, array{0: string, 1: string, 2: array<string, string>}>
	 */
	private static function labelled( VCard $card, string $name ): array {
		$labels = array();
		foreach ( $card->select( 'X-ABLABEL' ) as $label ) {
			$labels[ strtolower( (string) $label->group ) ] = (string) $label;
		}
		$list = array();
		foreach ( $card->select( $name ) as $property ) {
			if ( null === $property->group ) {
				continue;
			}
			$params = array();
			foreach ( $property->parameters() as $param ) {
				if ( 'VALUE' !== $param->name ) {
					$params[ $param->name ] = (string) $param;
				}
			}
			$list[] = array( (string) $property, $labels[ strtolower( $property->group ) ] ?? '(no label)', $params );
		}
		return $list;
	}

	public function test_a_full_contact_read_back(): void {
		$contact = GoogleCsvWriterTest::contact(
			array(
				'firstName'       => 'Ada',
				'lastName'        => 'Lovelace',
				'title'           => 'Analyst; first programmer',
				'company'         => 'Engines, Ltd',
				'emailOne'        => 'ada@example.test',
				'emailOneType'    => 'Main',
				'emailTwo'        => 'ada@home.example',
				'emailTwoType'    => 'Home',
				'emailThree'      => 'ada@other.example',
				'emailThreeType'  => '',
				'phoneOne'        => '+44 20 7946 0000',
				'phoneOneType'    => 'Mobile',
				'phoneTwo'        => '020 7946 0001',
				'phoneTwoType'    => 'Work',
				'phoneThree'      => '020 7946 0002',
				'phoneThreeType'  => 'Main',
				'addressOne'      => '12 St James\'s Square',
				'addressOneType'  => 'Home',
				'addressOneCity'  => 'London',
				'addressOneState' => 'Greater London',
				'addressOneZip'   => 'SW1Y 4JH',
				'addressThree'    => 'Somewhere 1',
				'addressThreeType' => 'Other',
				'website'         => 'https://ada.example/?a=1,2',
				'linkedIn'        => 'https://www.linkedin.com/in/ada',
				'instagram'       => 'https://instagram.com/ada',
			),
			array( 'Mathematicians', 'Board, the' ),
			array( "First line; with, commas\nSecond line: <100k and >50k %20 \\ back", 'Another note' ),
			array(
				array(
					'type'  => 'Birthday',
					'title' => 'Birthday',
					'date'  => '1815-12-10',
				),
				array(
					'type'  => 'Anniversary',
					'title' => 'Wedding',
					'date'  => '--07-08',
				),
				array(
					'type'  => 'Other',
					'title' => 'Met, at; the Society',
					'date'  => '1833-06-05',
				),
			)
		);
		$text    = self::write( array( $contact ) );
		$this->assertStringStartsWith( "BEGIN:VCARD\r\nVERSION:3.0\r\nPRODID:-//PRISM//PRISM " . PRISM_VERSION . "//EN\r\n", $text );
		$cards = self::cards( $text );
		$this->assertCount( 1, $cards );
		$card = $cards[0];
		$this->assertSame( array(), array_map( static fn( $w ) => $w['message'], $card->validate() ), 'a valid vCard' );
		// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- vCard properties.
		$this->assertSame( 'prism-contact-7@' . wp_parse_url( home_url(), PHP_URL_HOST ), (string) $card->UID );
		$this->assertSame( array( 'Lovelace', 'Ada', '', '', '' ), $card->N->getParts() );
		$this->assertSame( 'Ada Lovelace', (string) $card->FN );
		$this->assertSame( 'Engines, Ltd', (string) $card->ORG );
		$this->assertSame( 'Analyst; first programmer', (string) $card->TITLE );
		$this->assertSame(
			array(
				'ada@example.test'  => 'INTERNET',
				'ada@home.example'  => 'INTERNET,HOME',
				'ada@other.example' => 'INTERNET',
			),
			self::typed( $card, 'EMAIL' )
		);
		$this->assertSame( array( array( 'ada@example.test', 'Main', array( 'TYPE' => 'INTERNET' ) ) ), self::labelled( $card, 'EMAIL' ), 'Main as a labelled item' );
		$this->assertSame(
			array(
				'+44 20 7946 0000' => 'CELL',
				'020 7946 0001'    => 'WORK',
				'020 7946 0002'    => 'MAIN',
			),
			self::typed( $card, 'TEL' )
		);
		$addresses = $card->select( 'ADR' );
		$this->assertCount( 2, $addresses );
		$this->assertSame( array( '', '', '12 St James\'s Square', 'London', 'Greater London', 'SW1Y 4JH', '' ), $addresses[0]->getParts() );
		$this->assertSame( 'HOME', (string) $addresses[0]['TYPE'] );
		$this->assertSame( array( '', '', 'Somewhere 1', '', '', '', '' ), $addresses[1]->getParts() );
		$this->assertSame( 'OTHER', (string) $addresses[1]['TYPE'] );
		$urls = array_values( array_filter( iterator_to_array( $card->select( 'URL' ) ), static fn( $url ) => null === $url->group ) );
		$this->assertSame( array( 'https://ada.example/?a=1,2' ), array_map( 'strval', $urls ) );
		$this->assertSame(
			array(
				array( 'https://www.linkedin.com/in/ada', 'LinkedIn', array() ),
				array( 'https://instagram.com/ada', 'Instagram', array() ),
			),
			self::labelled( $card, 'URL' )
		);
		$this->assertSame( array( 'Mathematicians', 'Board, the' ), $card->CATEGORIES->getParts() );
		$this->assertSame( array( "First line; with, commas\nSecond line: <100k and >50k %20 \\ back", 'Another note' ), array_map( 'strval', $card->select( 'NOTE' ) ) );
		$this->assertSame( '1815-12-10', (string) $card->BDAY );
		$this->assertFalse( isset( $card->BDAY['X-APPLE-OMIT-YEAR'] ) );
		$this->assertSame(
			array(
				array( '1604-07-08', '_$!<Anniversary>!$_', array( 'X-APPLE-OMIT-YEAR' => '1604' ) ),
				array( '1833-06-05', 'Met, at; the Society', array() ),
			),
			self::labelled( $card, 'X-ABDATE' )
		);
		// phpcs:enable
	}

	public function test_handles_are_written_as_their_address_on_the_network(): void {
		$card = self::cards(
			self::write(
				array(
					GoogleCsvWriterTest::contact(
						array(
							'firstName' => 'Walker',
							'twitter'   => '@walkerq',
							'facebook'  => 'walker.q',
						)
					),
				)
			)
		)[0];
		$this->assertSame(
			array(
				array( 'https://www.facebook.com/walker.q', 'Facebook', array() ),
				array( 'https://x.com/walkerq', 'Twitter', array() ),
			),
			self::labelled( $card, 'URL' )
		);
	}

	public function test_a_birthday_without_a_year_the_apple_way_and_a_company_only_card(): void {
		$cards = self::cards(
			self::write(
				array(
					GoogleCsvWriterTest::contact(
						array( 'firstName' => 'Bo' ),
						array(),
						array(),
						array(
							array(
								'type'  => 'Birthday',
								'title' => 'Birthday',
								'date'  => '--02-29',
							),
							array(
								'type'  => 'Birthday',
								'title' => 'Second',
								'date'  => '2001-03-04',
							),
						)
					),
					GoogleCsvWriterTest::contact( array( 'company' => 'Acme; Inc', 'emailOne' => 'info@acme.example' ) ),
				)
			)
		);
		$this->assertCount( 2, $cards );
		// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- vCard properties.
		$this->assertSame( '1604-02-29', (string) $cards[0]->BDAY );
		$this->assertSame( '1604', (string) $cards[0]->BDAY['X-APPLE-OMIT-YEAR'] );
		$this->assertSame( array( array( '2001-03-04', 'Birthday', array() ) ), self::labelled( $cards[0], 'X-ABDATE' ) );
		$this->assertNull( $cards[0]->NOTE );
		$this->assertNull( $cards[0]->CATEGORIES );
		$this->assertSame( 'Acme; Inc', (string) $cards[1]->FN, 'a company\'s card is named after it' );
		$this->assertSame( 'COMPANY', (string) $cards[1]->{'X-ABSHOWAS'} );
		$this->assertNull( $cards[0]->{'X-ABSHOWAS'} );
		$this->assertSame( 'Acme; Inc', (string) $cards[1]->ORG );
		$this->assertSame( array( '', '', '', '', '' ), $cards[1]->N->getParts() );
		// phpcs:enable
	}

	public function test_long_and_multilingual_text_is_folded_and_read_back_exactly(): void {
		$note  = str_repeat( 'Ünïcödé — שלום — 👋 ', 30 ) . "\n\nEnd.";
		$cards = self::cards( self::write( array( GoogleCsvWriterTest::contact( array( 'firstName' => 'Zoë' ), array(), array( $note ) ) ) ) );
		$this->assertSame( $note, (string) $cards[0]->NOTE ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- vCard property.
		foreach ( explode( "\r\n", self::write( array( GoogleCsvWriterTest::contact( array( 'firstName' => 'Zoë' ), array(), array( $note ) ) ) ) ) as $line ) {
			$this->assertLessThanOrEqual( 75, strlen( $line ), 'lines folded at 75 octets' );
			$this->assertTrue( mb_check_encoding( $line, 'UTF-8' ), 'no character split by a fold' );
		}
	}
}
