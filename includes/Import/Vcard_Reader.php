<?php
/**
 * Reads vCards (3.0 as iCloud.com exports them, 2.1 and 4.0 too) one card at a time. The file is cut into cards
 * here, on the BEGIN:VCARD and END:VCARD lines (which are never folded), so the cursor is an exact byte offset and
 * memory stays flat whatever the file's size; each card's text is then parsed by sabre/vobject, which unfolds lines,
 * unescapes text and decodes quoted-printable. A card's photo is cut out line by line before parsing and read by
 * Vcard_Photo (at most Vcard_Photo::MAX_TEXT characters are held; a larger one is let go as it is read), and a batch
 * stops early once its photos hold PHOTO_BATCH_BYTES, so memory stays bounded whatever the photos; logos, sounds and
 * keys are dropped unread. What the card says is handed to Record_Fitter, like every reader's.
 *
 * @package Prism
 */

namespace Prism\Import;

defined( 'ABSPATH' ) || exit;

use Prism\Domain\Photo_Rules;
use Prism\Libraries;
use Sabre\VObject\Component\VCard;
use Sabre\VObject\Parameter;
use Sabre\VObject\Property;
use Sabre\VObject\Reader as VObject_Reader;

/**
 * Reader of vCard files. Cursor: array{offset: int, card: int} (the byte where the next card is looked for, and the
 * number of cards read so far; a record's row is its card's number from 1).
 */
final class Vcard_Reader implements Reader {

	/** Bytes read at a time: a long line (an unfolded photo) is read in pieces, and a dropped one never held. */
	private const CHUNK = 8192;

	/** Properties holding binary data, cut out of the card's text (the photo is read on its own, the rest dropped). */
	private const BINARY = array( 'PHOTO', 'LOGO', 'SOUND', 'KEY' );

	/** A batch ends after the card whose photo takes the photos of the batch past this many bytes. */
	public const PHOTO_BATCH_BYTES = 16 * 1024 * 1024;

	/** Properties that say nothing about the person: the bookkeeping of the program that wrote the card. */
	private const IGNORED = array(
		'VERSION',
		'PRODID',
		'UID',
		'REV',
		'CLASS',
		'SORT-STRING',
		'MAILER',
		'NAME',
		'SOURCE',
		'KIND',
		'CLIENTPIDMAP',
		'X-ABUID',
		'X-ABLABEL',
		'X-ABADR',
		'X-ABSHOWAS',
		'X-IMAGETYPE',
		'X-IMAGEHASH',
		'X-SHARED-PHOTO-DISPLAY-PREF',
		'X-ADDRESSBOOKSERVER-KIND',
		'X-ADDRESSBOOKSERVER-MEMBER',
		'MEMBER',
	);

	/** Instant messaging properties of vCard 3.0 writers => the service's name. */
	private const MESSAGING = array(
		'X-AIM'            => 'AIM',
		'X-ICQ'            => 'ICQ',
		'X-JABBER'         => 'Jabber',
		'X-MSN'            => 'MSN',
		'X-YAHOO'          => 'Yahoo',
		'X-SKYPE'          => 'Skype',
		'X-SKYPE-USERNAME' => 'Skype',
		'X-GOOGLE-TALK'    => 'Google Talk',
		'X-GTALK'          => 'Google Talk',
		'X-QQ'             => 'QQ',
		'X-GADUGADU'       => 'Gadu-Gadu',
		'X-GROUPWISE'      => 'GroupWise',
	);

	/** IMPP address schemes => the service's name. */
	private const IM_SCHEMES = array(
		'xmpp'  => 'XMPP',
		'aim'   => 'AIM',
		'icq'   => 'ICQ',
		'irc'   => 'IRC',
		'sip'   => 'SIP',
		'msnim' => 'MSN',
		'ymsgr' => 'Yahoo',
		'skype' => 'Skype',
		'gtalk' => 'Google Talk',
		'qq'    => 'QQ',
	);

	/** Profile address of a user name, for the networks PRISM has a field for (X-SOCIALPROFILE without a URL). */
	private const PROFILE_URLS = array(
		'linkedin'  => 'https://www.linkedin.com/in/%s',
		'facebook'  => 'https://www.facebook.com/%s',
		'twitter'   => 'https://twitter.com/%s',
		'instagram' => 'https://www.instagram.com/%s',
	);

	/** TYPE values that say nothing a member would miss. */
	private const PLAIN_TYPES = array( 'pref', 'internet', 'voice', 'text', 'msg', 'video', 'dom', 'intl', 'postal', 'parcel', 'x400' );

	/**
	 * {@inheritDoc}
	 *
	 * @param resource             $stream UTF-8 text, no BOM.
	 * @param array<string, mixed> $cursor array{offset?: int, card?: int}.
	 * @param int                  $max    Most records to read.
	 * @return array{records: array<int, array<string, mixed>>, cursor: array<string, mixed>, finished: bool}
	 * @throws \RuntimeException When another plugin loaded an older sabre/vobject (the sentence says so).
	 */
	public function read( $stream, array $cursor, int $max ): array {
		$problem = Libraries::vobject_problem();
		if ( null !== $problem ) {
			throw new \RuntimeException( $problem ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a sentence for the member, escaped where it is shown.
		}
		$card = (int) ( $cursor['card'] ?? 0 );
		fseek( $stream, (int) ( $cursor['offset'] ?? 0 ) );
		$records  = array();
		$finished = false;
		$photos   = 0;
		for ( $read = 0; $read < $max && $photos < self::PHOTO_BATCH_BYTES; $read++ ) {
			$found = self::next_card( $stream );
			if ( null === $found ) {
				$finished = true;
				break;
			}
			++$card;
			$record    = self::record( $found, $card );
			$photos   += strlen( (string) ( $record['photo'] ?? '' ) );
			$records[] = $record;
		}
		if ( ! $finished ) {
			$finished = ! self::seek_next_card( $stream );
		}
		return array(
			'records'  => $records,
			'cursor'   => array(
				'offset' => (int) ftell( $stream ),
				'card'   => $card,
			),
			'finished' => $finished,
		);
	}

	/**
	 * The number of cards in a stream (the BEGIN:VCARD lines, as read() counts them), read line by line.
	 *
	 * @param resource $stream UTF-8 text.
	 */
	public static function count( $stream ): int {
		rewind( $stream );
		$count = 0;
		for ( $line = self::line( $stream, false ); null !== $line; $line = self::line( $stream, false ) ) {
			if ( 'BEGIN:VCARD' === $line['marker'] ) {
				++$count;
			}
		}
		rewind( $stream );
		return $count;
	}

	/**
	 * The vCard text without its logos, sounds and keys, nor a photo larger than PRISM takes (the CardDAV pull stores
	 * cards so), every other line as it was; without any photo when $keep_photo is false.
	 *
	 * @param string $text       vCard text.
	 * @param bool   $keep_photo Whether a photo PRISM takes stays.
	 */
	public static function without_binary( string $text, bool $keep_photo = true ): string {
		$stream = fopen( 'php://memory', 'w+b' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a php://memory stream.
		if ( false === $stream ) {
			return $text;
		}
		fwrite( $stream, $text ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a php://memory stream.
		rewind( $stream );
		$kept     = '';
		$photo    = '';
		$cut      = false;
		$dropping = '';
		for ( $line = self::line( $stream, true, self::BINARY, $dropping, Vcard_Photo::MAX_TEXT ); null !== $line; $line = self::line( $stream, true, self::BINARY, $dropping, Vcard_Photo::MAX_TEXT ) ) {
			if ( $line['starts'] || 'PHOTO' !== $dropping ) {
				$kept .= $photo;
				$photo = '';
				$cut   = false;
			}
			if ( 'PHOTO' === $dropping ) {
				$cut = $cut || ! $keep_photo || $line['cut'] || strlen( $photo ) + strlen( $line['dropped'] ) > Vcard_Photo::MAX_TEXT;
				if ( $cut ) {
					$photo = '';
				} else {
					$photo .= $line['dropped']; // Appended in place: a photo comes in thousands of folded lines.
				}
				continue;
			}
			$kept .= $line['text'];
		}
		$kept .= $photo;
		fclose( $stream ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a php://memory stream.
		return $kept;
	}

	/**
	 * The text of the next card from the stream's position (binary properties left out), with its first photo's
	 * property text ('' when it has none; `photoCut` when it was longer than Vcard_Photo::MAX_TEXT and let go), or
	 * null when no card is left. A card cut short (the file ends, or the next BEGIN:VCARD comes, before its
	 * END:VCARD) is `complete` false, and the stream stays at the next card's BEGIN line.
	 *
	 * @param resource $stream Stream.
	 * @return array{text: string, complete: bool, photo: string, photoCut: bool}|null
	 */
	private static function next_card( $stream ): ?array {
		$card     = array(
			'text'     => '',
			'complete' => false,
			'photo'    => '',
			'photoCut' => false,
		);
		$inside   = false;
		$dropping = '';
		$photos   = 0;
		while ( true ) {
			$start = (int) ftell( $stream );
			$room  = $inside && $photos < 2 && ! $card['photoCut'] ? Vcard_Photo::MAX_TEXT - strlen( $card['photo'] ) + 1 : 0;
			$line  = self::line( $stream, true, $inside ? self::BINARY : array(), $dropping, $room );
			if ( null === $line ) {
				return $inside ? $card : null;
			}
			if ( 'BEGIN:VCARD' === $line['marker'] ) {
				if ( $inside ) {
					fseek( $stream, $start );
					return $card;
				}
				$inside       = true;
				$card['text'] = $line['text'];
				continue;
			}
			if ( ! $inside ) {
				continue;
			}
			if ( 'PHOTO' === $dropping ) {
				// The first photo only: a card with two (a rare writer's) keeps the first.
				$photos += $line['starts'] ? 1 : 0;
				if ( 1 === $photos && ! $card['photoCut'] ) {
					$card['photoCut'] = $line['cut'];
					if ( $line['cut'] ) {
						$card['photo'] = '';
					} else {
						$card['photo'] .= $line['dropped']; // Appended in place: a photo comes in thousands of folded lines.
					}
				}
				continue;
			}
			$card['text'] .= $line['text'];
			if ( 'END:VCARD' === $line['marker'] ) {
				$card['complete'] = true;
				return $card;
			}
		}
	}

	/**
	 * Moves the stream to the next BEGIN:VCARD line (past blank lines and anything between cards).
	 *
	 * @param resource $stream Stream.
	 * @return bool Whether there is a next card.
	 */
	private static function seek_next_card( $stream ): bool {
		while ( true ) {
			$start = (int) ftell( $stream );
			$line  = self::line( $stream, false );
			if ( null === $line ) {
				return false;
			}
			if ( 'BEGIN:VCARD' === $line['marker'] ) {
				fseek( $stream, $start );
				return true;
			}
		}
	}

	/**
	 * The next line of the stream, read in pieces. `marker` is 'BEGIN:VCARD' or 'END:VCARD' for those lines, '' for
	 * any other. A line that belongs to a dropped property (one of $drop, its folded lines, and vCard 2.1's unindented
	 * base64 lines up to the blank line or the next property) comes back with `text` '', and its own text in `dropped`
	 * up to $capture characters (`cut` when it was longer: the rest was read and let go).
	 *
	 * @param resource $stream   Stream.
	 * @param bool     $keep     Whether the text is wanted at all.
	 * @param string[] $drop     Property names to drop.
	 * @param string   $dropping The dropped property the previous line was part of, or '' (updated).
	 * @param int      $capture  Most characters of a dropped line to hand back.
	 * @return array{text: string, marker: string, starts: bool, dropped: string, cut: bool}|null Null at the end of the stream.
	 */
	private static function line( $stream, bool $keep, array $drop = array(), string &$dropping = '', int $capture = 0 ): ?array {
		$chunk = fgets( $stream, self::CHUNK );
		if ( false === $chunk ) {
			return null;
		}
		$head   = rtrim( $chunk, "\r\n" );
		$marker = strtoupper( trim( $head ) );
		$marker = in_array( $marker, array( 'BEGIN:VCARD', 'END:VCARD' ), true ) ? $marker : '';
		$starts = false;
		if ( '' !== $marker ) {
			$dropping = '';
		} elseif ( preg_match( '/^(?:[A-Za-z0-9\-]+\.)?([A-Za-z0-9\-]+)[;:]/', $head, $m ) ) {
			$starts   = true;
			$dropping = in_array( strtoupper( $m[1] ), $drop, true ) ? strtoupper( $m[1] ) : '';
		} elseif ( '' === trim( $head ) ) {
			// A blank line ends a vCard 2.1 base64 value, and means nothing to the parser.
			$dropping = '';
			$keep     = false;
		}
		$capture = '' !== $dropping ? $capture : 0;
		$keep    = $keep && '' === $dropping;
		$text    = $keep ? $chunk : '';
		$dropped = $capture > 0 ? $chunk : '';
		$cut     = false;
		while ( ! str_ends_with( $chunk, "\n" ) ) {
			$chunk = fgets( $stream, self::CHUNK );
			if ( false === $chunk ) {
				break;
			}
			if ( $keep ) {
				$text .= $chunk;
			} elseif ( $capture > 0 && ! $cut ) {
				$dropped .= $chunk;
				if ( strlen( $dropped ) > $capture ) {
					$cut     = true;
					$dropped = '';
				}
			}
		}
		if ( strlen( $dropped ) > $capture ) {
			$cut     = true;
			$dropped = '';
		}
		return array(
			'text'    => $text,
			'marker'  => $marker,
			'starts'  => $starts,
			'dropped' => $dropped,
			'cut'     => $cut,
		);
	}

	/**
	 * The record of one card, with its photo's bytes in `photo` when it carries one PRISM can take.
	 *
	 * @param array{text: string, complete: bool, photo: string, photoCut: bool} $card The card, as next_card() cut it.
	 * @param int                                                                $row  The card's number.
	 * @return array<string, mixed>
	 */
	private static function record( array $card, int $row ): array {
		$text = $card['text'];
		$name = self::raw_name( $text );
		if ( ! $card['complete'] ) {
			return self::rejected(
				$row,
				'' !== $name
					/* translators: %s: the name on the card. */
					? sprintf( __( 'The card of “%s” is cut short: it has no END:VCARD line. Export the contacts again.', 'prism' ), $name )
					: __( 'This card is cut short: it has no END:VCARD line. Export the contacts again.', 'prism' )
			);
		}
		try {
			$vcard = VObject_Reader::read( $text, VObject_Reader::OPTION_FORGIVING );
			$found = $vcard instanceof VCard ? self::found( $vcard, $row ) : null;
		} catch ( \Exception $e ) {
			return self::rejected( $row, self::parse_problem( $e->getMessage(), $text, $name ) );
		}
		if ( ! $vcard instanceof VCard || null === $found ) {
			return self::rejected( $row, self::parse_problem( '', $text, $name ) );
		}
		$photo  = self::photo( $card, $found );
		$record = Record_Fitter::fit( $found );
		if ( self::is_group( $vcard ) ) {
			$record['problem'] = sprintf(
				/* translators: %s: the group's name. */
				__( 'This card is the group “%s” of the address book, not a contact.', 'prism' ),
				self::value_of( $vcard, 'FN' )
			);
		}
		$vcard->destroy();
		return $record + ( null !== $photo ? array( 'photo' => $photo ) : array() );
	}

	/**
	 * The bytes of a card's photo when PRISM can take it; otherwise null, and a line for the contact's note saying
	 * why (or the photo's address, for one the card only points to).
	 *
	 * @param array{photo: string, photoCut: bool} $card  The card.
	 * @param array<string, mixed>                 $found What the card says (extra lines appended to).
	 */
	private static function photo( array $card, array &$found ): ?string {
		if ( '' === $card['photo'] && ! $card['photoCut'] ) {
			return null;
		}
		$read = $card['photoCut'] ? array() : Vcard_Photo::read( $card['photo'] );
		if ( isset( $read['url'] ) ) {
			$found['extra'][] = self::line_of( __( 'Photo', 'prism' ), $read['url'] );
			return null;
		}
		$bytes = $card['photoCut'] ? null : (string) ( $read['bytes'] ?? '' );
		$line  = Photo_Rules::not_kept_line( $bytes );
		if ( null !== $line ) {
			$found['extra'][] = $line;
			return null;
		}
		return $bytes;
	}

	/**
	 * A rejected card's record.
	 *
	 * @param int    $row     The card's number.
	 * @param string $problem Why.
	 * @return array<string, mixed>
	 */
	private static function rejected( int $row, string $problem ): array {
		$record            = Record_Fitter::fit( array( 'row' => $row ) );
		$record['problem'] = $problem;
		return $record;
	}

	/**
	 * Why a card could not be parsed, naming the line the parser stopped at.
	 *
	 * @param string $message What the parser said.
	 * @param string $text    The card's text.
	 * @param string $name    The card's name, '' if none was found.
	 */
	private static function parse_problem( string $message, string $text, string $name ): string {
		$detail = __( 'it does not follow the vCard format', 'prism' );
		if ( preg_match( '/Line starting at (\d+)/', $message, $m ) ) {
			$lines = preg_split( '/\r\n|\n|\r/', $text );
			$line  = trim( (string) ( $lines[ (int) $m[1] - 1 ] ?? '' ) );
			if ( '' !== $line ) {
				$detail = sprintf(
					/* translators: %s: the line of the card, shortened. */
					__( 'the line “%s” does not follow the vCard format', 'prism' ),
					mb_strimwidth( $line, 0, 60, '…' )
				);
			}
		}
		return '' !== $name
			/* translators: 1: the name on the card, 2: what is wrong with it. */
			? sprintf( __( 'The card of “%1$s” could not be read: %2$s.', 'prism' ), $name, $detail )
			/* translators: %s: what is wrong with the card. */
			: sprintf( __( 'This card could not be read: %s.', 'prism' ), $detail );
	}

	/**
	 * The FN of a card that may not parse, read from its text (for the member to recognise a rejected card).
	 *
	 * @param string $text The card's text.
	 */
	private static function raw_name( string $text ): string {
		if ( preg_match( '/^(?:[A-Za-z0-9\-]+\.)?FN(?:;[^:\r\n]*)?:([^\r\n]*)/mi', $text, $m ) ) {
			return mb_strimwidth( trim( str_replace( array( '\\,', '\\;', '\\\\' ), array( ',', ';', '\\' ), $m[1] ) ), 0, 100, '…' );
		}
		return '';
	}

	/**
	 * Whether the card is a group of contacts (Apple's and vCard 4.0's way of keeping groups in the address book).
	 *
	 * @param VCard $vcard Card.
	 */
	private static function is_group( VCard $vcard ): bool {
		return 'group' === strtolower( self::value_of( $vcard, 'X-ADDRESSBOOKSERVER-KIND' ) )
			|| 'group' === strtolower( self::value_of( $vcard, 'KIND' ) );
	}

	/**
	 * The value of a card's first property of that name, trimmed ('' if none).
	 *
	 * @param VCard  $vcard Card.
	 * @param string $name  Property name.
	 */
	private static function value_of( VCard $vcard, string $name ): string {
		foreach ( $vcard->select( $name ) as $property ) {
			if ( $property instanceof Property ) {
				return trim( $property->getValue() );
			}
		}
		return '';
	}

	/**
	 * The value of a property's parameter ('' if it has none).
	 *
	 * @param Property $property Property.
	 * @param string   $name     Parameter name.
	 */
	private static function param( Property $property, string $name ): string {
		$param = $property->offsetExists( $name ) ? $property->offsetGet( $name ) : null;
		return $param instanceof Parameter ? trim( (string) $param->getValue() ) : '';
	}

	/**
	 * What a card says, in Record_Fitter's input shape.
	 *
	 * @param VCard $vcard Parsed card.
	 * @param int   $row   The card's number.
	 * @return array<string, mixed>
	 */
	private static function found( VCard $vcard, int $row ): array {
		$found  = array(
			'row'        => $row,
			'firstName'  => '',
			'lastName'   => '',
			'title'      => '',
			'company'    => '',
			'emails'     => array(),
			'phones'     => array(),
			'addresses'  => array(),
			'urls'       => array(),
			'categories' => array(),
			'events'     => array(),
			'notes'      => array(),
			'extra'      => array(),
			'relations'  => array(),
		);
		$labels = array();
		foreach ( $vcard->children() as $child ) {
			if ( $child instanceof Property && 'X-ABLABEL' === $child->name && $child->group ) {
				$labels[ strtoupper( $child->group ) ] = trim( $child->getValue() );
			}
		}
		$full_name = '';
		$has_adr   = array() !== $vcard->select( 'ADR' );
		$preferred = array(
			'emails'    => array(),
			'phones'    => array(),
			'addresses' => array(),
		);
		foreach ( $vcard->children() as $property ) {
			if ( ! $property instanceof Property ) {
				continue;
			}
			$name  = strtoupper( $property->name );
			$label = $property->group ? ( $labels[ strtoupper( $property->group ) ] ?? '' ) : '';
			if ( in_array( $name, self::IGNORED, true ) || in_array( $name, self::BINARY, true ) ) {
				continue;
			}
			switch ( $name ) {
				case 'N':
					self::name( $property->getParts(), $found );
					break;
				case 'FN':
					$full_name = '' === $full_name ? trim( $property->getValue() ) : $full_name;
					break;
				case 'ORG':
					$parts = array_map( 'trim', $property->getParts() );
					$org   = (string) array_shift( $parts );
					if ( '' === $found['company'] ) {
						$found['company'] = $org;
					} elseif ( '' !== $org ) {
						$found['extra'][] = self::line_of( __( 'Company', 'prism' ), $org );
					}
					$departments = implode( ', ', array_filter( $parts, static fn( string $part ): bool => '' !== $part ) );
					if ( '' !== $departments ) {
						$found['extra'][] = self::line_of( __( 'Department', 'prism' ), $departments );
					}
					break;
				case 'NICKNAME':
					$found['extra'][] = self::line_of( __( 'Nickname', 'prism' ), implode( ', ', array_map( 'trim', $property->getParts() ) ) );
					break;
				case 'TITLE':
					if ( '' === $found['title'] ) {
						$found['title'] = trim( $property->getValue() );
					} else {
						$found['extra'][] = self::line_of( __( 'Job title', 'prism' ), $property->getValue() );
					}
					break;
				case 'EMAIL':
					$found['emails'][]     = self::typed( trim( $property->getValue() ), $label, self::email_kind( $property ) );
					$preferred['emails'][] = self::is_preferred( $property );
					break;
				case 'TEL':
					$found['phones'][]     = self::typed( self::phone_number( $property->getValue() ), $label, self::phone_kind( $property ) );
					$preferred['phones'][] = self::is_preferred( $property );
					break;
				case 'ADR':
					$found['addresses'][]     = self::address( $property, $label );
					$preferred['addresses'][] = self::is_preferred( $property );
					break;
				case 'URL':
					$found['urls'][] = array(
						'value' => trim( $property->getValue() ),
						'label' => '' !== $label ? self::readable_label( $label ) : self::first_type( $property ),
					);
					break;
				case 'X-SOCIALPROFILE':
					self::social_profile( $property, $found );
					break;
				case 'IMPP':
					$value   = trim( $property->getValue() );
					$service = self::param( $property, 'X-SERVICE-TYPE' );
					if ( preg_match( '/^([a-z][a-z0-9+.\-]*):(.+)$/i', $value, $m ) ) {
						$service = '' !== $service ? $service : ( self::IM_SCHEMES[ strtolower( $m[1] ) ] ?? ucfirst( strtolower( $m[1] ) ) );
						$value   = $m[2];
					}
					$found['extra'][] = self::line_of( __( 'Messaging', 'prism' ), $value, $service );
					break;
				case 'BDAY':
					$found['events'][] = self::event( 'Birthday', '', $property );
					break;
				case 'ANNIVERSARY':
				case 'X-ANNIVERSARY':
				case 'X-EVOLUTION-ANNIVERSARY':
				case 'X-MS-ANNIVERSARY':
					$found['events'][] = self::event( 'Anniversary', '', $property );
					break;
				case 'X-ABDATE':
					$plain             = Record_Fitter::plain_label( $label );
					$is_anniversary    = 'anniversary' === strtolower( $plain );
					$title             = $is_anniversary || 'other' === strtolower( $plain ) ? '' : self::readable_label( $label );
					$found['events'][] = self::event( $is_anniversary ? 'Anniversary' : 'Other', $title, $property );
					break;
				case Carddav_Client::PHOTO_LEFT_OUT:
					$found['extra'][] = Photo_Rules::left_out_of_pull_line();
					break;
				case 'X-ABRELATEDNAMES':
				case 'RELATED':
					$relation = '' !== $label ? self::readable_label( $label ) : self::first_type( $property );
					$value    = trim( $property->getValue() );
					if ( '' !== $value && ! preg_match( '#^(urn|https?|mailto|tel|sip|xmpp):#i', $value ) ) {
						// A name: the contact's relationship (Domain\Relations), linked once a contact has the name.
						$found['relations'][] = array(
							'role' => $relation,
							'name' => $value,
						);
						break;
					}
					// A reference to another card (urn:uuid:…) or an address: kept as the file had it.
					$found['extra'][] = self::line_of( '' !== $relation ? $relation : __( 'Related name', 'prism' ), $value );
					break;
				case 'CATEGORIES':
					foreach ( $property->getParts() as $category ) {
						$found['categories'][] = trim( $category );
					}
					break;
				case 'NOTE':
					$found['notes'][] = str_replace( array( "\r\n", "\r" ), "\n", $property->getValue() );
					break;
				case 'LABEL':
					if ( ! $has_adr ) {
						$found['extra'][] = self::line_of( __( 'Address', 'prism' ), $property->getValue() );
					}
					break;
				default:
					$value = implode( ',', $property->getParts() );
					if ( '' === trim( $value ) ) {
						break;
					}
					if ( isset( self::MESSAGING[ $name ] ) ) {
						$found['extra'][] = self::line_of( __( 'Messaging', 'prism' ), $value, self::MESSAGING[ $name ] );
						break;
					}
					$found['extra'][] = self::line_of( '' !== $label ? self::readable_label( $label ) : self::property_name( $name ), $value );
			}
		}
		foreach ( $preferred as $kind => $flags ) {
			$found[ $kind ] = self::preferred_first( $found[ $kind ], $flags );
		}
		// FN is the name shown: for a card without N it is the name, unless it only repeats the company or an email
		// (how Apple and PRISM's own export show a card that has nothing else).
		$shown_elsewhere = array_merge( array( $found['company'] ), array_column( $found['emails'], 'value' ) );
		$repeats         = in_array( mb_strtolower( $full_name ), array_map( 'mb_strtolower', array_map( 'strval', $shown_elsewhere ) ), true );
		if ( '' === $found['firstName'] && '' === $found['lastName'] && '' !== $full_name && ! $repeats ) {
			$words = preg_split( '/\s+/u', $full_name );
			$words = false === $words ? array( $full_name ) : $words;
			if ( count( $words ) > 1 ) {
				$found['lastName'] = (string) array_pop( $words );
			}
			$found['firstName'] = implode( ' ', $words );
		}
		return $found;
	}

	/**
	 * N: family; given; additional; prefixes; suffixes. What has no field goes to the note.
	 *
	 * @param string[]             $parts The parts.
	 * @param array<string, mixed> $found What the card says (added to).
	 */
	private static function name( array $parts, array &$found ): void {
		$parts = array_map( 'trim', array_pad( $parts, 5, '' ) );
		if ( '' === $found['firstName'] && '' === $found['lastName'] ) {
			$found['lastName']  = $parts[0];
			$found['firstName'] = $parts[1];
		}
		$more = array(
			2 => __( 'Middle name', 'prism' ),
			3 => __( 'Name prefix', 'prism' ),
			4 => __( 'Name suffix', 'prism' ),
		);
		foreach ( $more as $index => $what ) {
			if ( '' !== $parts[ $index ] ) {
				$found['extra'][] = self::line_of( $what, $parts[ $index ] );
			}
		}
	}

	/**
	 * An email, phone or address item: PRISM's type when the card's TYPE names one, and the card's own label.
	 *
	 * @param string                             $value The value.
	 * @param string                             $label The item group's X-ABLabel ('' if none).
	 * @param array{type: string, label: string} $kind  What the TYPE parameters say.
	 * @return array{value: string, type: string, label: string}
	 */
	private static function typed( string $value, string $label, array $kind ): array {
		return array(
			'value' => $value,
			'type'  => '' !== $label ? '' : $kind['type'],
			'label' => '' !== $label ? self::readable_label( $label ) : $kind['label'],
		);
	}

	/**
	 * A phone number as a person writes it: vCard 4.0's `tel:+1-555-0100;ext=42` becomes "+1-555-0100 ext. 42".
	 *
	 * @param string $value TEL's value.
	 */
	private static function phone_number( string $value ): string {
		$value = trim( $value );
		if ( ! preg_match( '/^tel:/i', $value ) ) {
			return $value;
		}
		$parts  = explode( ';', substr( $value, 4 ) );
		$number = rawurldecode( (string) array_shift( $parts ) );
		foreach ( $parts as $part ) {
			if ( preg_match( '/^ext=(.+)$/i', $part, $m ) ) {
				$number .= ' ext. ' . rawurldecode( $m[1] );
			}
		}
		return $number;
	}

	/**
	 * An ADR: post office box; extended address; street; city; region; postal code; country.
	 *
	 * @param Property $property ADR.
	 * @param string   $label    The item group's X-ABLabel.
	 * @return array<string, string>
	 */
	private static function address( Property $property, string $label ): array {
		$parts  = array_map( 'trim', array_pad( $property->getParts(), 7, '' ) );
		$street = array();
		foreach ( array( $parts[0], $parts[1], $parts[2] ) as $part ) {
			foreach ( (array) preg_split( '/\R/u', $part ) as $line ) {
				if ( '' !== trim( (string) $line ) ) {
					$street[] = trim( (string) $line );
				}
			}
		}
		$kind = self::address_kind( $property );
		return array(
			'street'  => implode( ', ', $street ),
			'city'    => $parts[3],
			'state'   => $parts[4],
			'zip'     => $parts[5],
			'country' => $parts[6],
			'type'    => '' !== $label ? '' : $kind['type'],
			'label'   => '' !== $label ? self::readable_label( $label ) : $kind['label'],
		);
	}

	/**
	 * X-SOCIALPROFILE;type=linkedin;x-user=name:address — the address when it is a web address, else one made from
	 * the user name for the networks PRISM has a field for, else a line in the note.
	 *
	 * @param Property             $property X-SOCIALPROFILE.
	 * @param array<string, mixed> $found    What the card says (added to).
	 */
	private static function social_profile( Property $property, array &$found ): void {
		$network = strtolower( self::first_type( $property ) );
		$value   = trim( $property->getValue() );
		$user    = self::param( $property, 'X-USER' );
		if ( preg_match( '#^https?://#i', $value ) ) {
			$found['urls'][] = array(
				'value' => $value,
				'label' => ucfirst( $network ),
			);
			return;
		}
		if ( '' === $user ) {
			$user = (string) preg_replace( '/^x-apple:/i', '', $value );
		}
		if ( '' === $user ) {
			return;
		}
		if ( isset( self::PROFILE_URLS[ $network ] ) ) {
			$found['urls'][] = array(
				'value' => sprintf( self::PROFILE_URLS[ $network ], rawurlencode( $user ) ),
				'label' => ucfirst( $network ),
			);
			return;
		}
		$found['extra'][] = self::line_of( __( 'Social profile', 'prism' ), $user, ucfirst( $network ) );
	}

	/**
	 * An event from a date property: YYYY-MM-DD, or --MM-DD when the year is not known (vCard 4.0's --MMDD, Apple's
	 * X-APPLE-OMIT-YEAR, whose year stands for none). A date in no known form is handed on as written; the fitter
	 * keeps it in the note.
	 *
	 * @param string   $type     Birthday, Anniversary or Other.
	 * @param string   $title    The event's title ('' for the type's own).
	 * @param Property $property The date.
	 * @return array{type: string, title: string, date: string}
	 */
	private static function event( string $type, string $title, Property $property ): array {
		$raw  = trim( $property->getValue() );
		$omit = self::param( $property, 'X-APPLE-OMIT-YEAR' );
		$date = $raw;
		if ( preg_match( '/^(\d{4})-?(\d{2})-?(\d{2})(?:T[0-9:.Z+\-]*)?$/D', $raw, $m ) ) {
			$date = $m[1] === $omit ? "--{$m[2]}-{$m[3]}" : "{$m[1]}-{$m[2]}-{$m[3]}";
		} elseif ( preg_match( '/^--(\d{2})-?(\d{2})$/D', $raw, $m ) ) {
			$date = "--{$m[1]}-{$m[2]}";
		}
		return array(
			'type'  => $type,
			'title' => $title,
			'date'  => $date,
		);
	}

	/**
	 * The TYPE values of a property, lower case, vCard 4.0's TYPE="work,voice" split.
	 *
	 * @param Property $property Property.
	 * @return string[]
	 */
	private static function types( Property $property ): array {
		$types = array();
		$param = $property->offsetExists( 'TYPE' ) ? $property->offsetGet( 'TYPE' ) : null;
		if ( ! $param instanceof Parameter ) {
			return $types;
		}
		foreach ( $param->getParts() as $part ) {
			foreach ( explode( ',', (string) $part ) as $type ) {
				$type = strtolower( trim( $type ) );
				if ( '' !== $type ) {
					$types[] = $type;
				}
			}
		}
		return $types;
	}

	/**
	 * The first TYPE value that says something, as written ('' if none).
	 *
	 * @param Property $property Property.
	 */
	private static function first_type( Property $property ): string {
		foreach ( self::types( $property ) as $type ) {
			if ( ! in_array( $type, self::PLAIN_TYPES, true ) ) {
				return ucfirst( $type );
			}
		}
		return '';
	}

	/**
	 * Whether the card marks the value as preferred (TYPE=pref in 3.0, PREF=1 in 4.0).
	 *
	 * @param Property $property Property.
	 */
	private static function is_preferred( Property $property ): bool {
		return in_array( 'pref', self::types( $property ), true ) || $property->offsetExists( 'PREF' );
	}

	/**
	 * Items with the preferred ones first, the file's order kept otherwise (the preferred value takes slot one).
	 *
	 * @param array<int, mixed> $items Items.
	 * @param bool[]            $flags Whether each is preferred.
	 * @return array<int, mixed>
	 */
	private static function preferred_first( array $items, array $flags ): array {
		$first = array();
		$rest  = array();
		foreach ( $items as $index => $item ) {
			if ( ! empty( $flags[ $index ] ) ) {
				$first[] = $item;
			} else {
				$rest[] = $item;
			}
		}
		return array_merge( $first, $rest );
	}

	/**
	 * An email's type from TYPE: HOME, WORK, OTHER; another word kept as the label.
	 *
	 * @param Property $property EMAIL.
	 * @return array{type: string, label: string}
	 */
	private static function email_kind( Property $property ): array {
		return self::kind(
			self::types( $property ),
			array(
				'home'  => 'Home',
				'work'  => 'Work',
				'other' => 'Other',
			)
		);
	}

	/**
	 * A phone's type from TYPE: CELL and IPHONE are Mobile, MAIN, HOME, WORK, OTHER; fax and pager numbers are Other
	 * with their label ("Work fax", "Pager").
	 *
	 * @param Property $property TEL.
	 * @return array{type: string, label: string}
	 */
	private static function phone_kind( Property $property ): array {
		$types = self::types( $property );
		if ( in_array( 'fax', $types, true ) ) {
			$where = in_array( 'home', $types, true ) ? __( 'Home fax', 'prism' ) : ( in_array( 'work', $types, true ) ? __( 'Work fax', 'prism' ) : __( 'Fax', 'prism' ) );
			return array(
				'type'  => 'Other',
				'label' => $where,
			);
		}
		return self::kind(
			$types,
			array(
				'cell'   => 'Mobile',
				'iphone' => 'Mobile',
				'mobile' => 'Mobile',
				'main'   => 'Main',
				'home'   => 'Home',
				'work'   => 'Work',
				'other'  => 'Other',
			)
		);
	}

	/**
	 * An address's type from TYPE: HOME, WORK, OTHER.
	 *
	 * @param Property $property ADR.
	 * @return array{type: string, label: string}
	 */
	private static function address_kind( Property $property ): array {
		return self::kind(
			self::types( $property ),
			array(
				'home'  => 'Home',
				'work'  => 'Work',
				'other' => 'Other',
			)
		);
	}

	/**
	 * The PRISM type the first telling TYPE value names; a value PRISM has no type for is Other with its label.
	 *
	 * @param string[]              $types TYPE values, lower case.
	 * @param array<string, string> $table TYPE value => PRISM type.
	 * @return array{type: string, label: string}
	 */
	private static function kind( array $types, array $table ): array {
		$unknown = '';
		foreach ( $types as $type ) {
			if ( isset( $table[ $type ] ) ) {
				return array(
					'type'  => $table[ $type ],
					'label' => '',
				);
			}
			if ( '' === $unknown && ! in_array( $type, self::PLAIN_TYPES, true ) ) {
				$unknown = ucfirst( (string) preg_replace( '/^x-/', '', $type ) );
			}
		}
		return array(
			'type'  => '' !== $unknown ? 'Other' : '',
			'label' => $unknown,
		);
	}

	/**
	 * A label as a person reads it: Apple's `_$!<HomeFAX>!$_` becomes "Home fax"; a label the member typed stays.
	 *
	 * @param string $label X-ABLabel.
	 */
	private static function readable_label( string $label ): string {
		$label = trim( $label );
		if ( ! preg_match( '/^_\$!<(.*)>!\$_$/s', $label, $m ) ) {
			return $label;
		}
		$words = trim( (string) preg_replace( '/(?<=[a-z])(?=[A-Z])/', ' ', $m[1] ) );
		return ucfirst( strtolower( $words ) );
	}

	/**
	 * A readable name for a property PRISM has no place for: the ones people meet named, others from their name
	 * (X-FAVOURITE-FOOD: "Favourite food").
	 *
	 * @param string $name The property's name, upper case.
	 */
	private static function property_name( string $name ): string {
		$known = array(
			'ROLE'                   => __( 'Role', 'prism' ),
			'GENDER'                 => __( 'Gender', 'prism' ),
			'TZ'                     => __( 'Time zone', 'prism' ),
			'GEO'                    => __( 'Location', 'prism' ),
			'LANG'                   => __( 'Language', 'prism' ),
			'X-MAIDENNAME'           => __( 'Maiden name', 'prism' ),
			'X-PHONETIC-FIRST-NAME'  => __( 'Phonetic first name', 'prism' ),
			'X-PHONETIC-MIDDLE-NAME' => __( 'Phonetic middle name', 'prism' ),
			'X-PHONETIC-LAST-NAME'   => __( 'Phonetic last name', 'prism' ),
			'X-PHONETIC-ORG'         => __( 'Phonetic company', 'prism' ),
			'X-ASSISTANT'            => __( 'Assistant', 'prism' ),
			'X-MANAGER'              => __( 'Manager', 'prism' ),
			'X-SPOUSE'               => __( 'Spouse', 'prism' ),
		);
		if ( isset( $known[ $name ] ) ) {
			return $known[ $name ];
		}
		return ucfirst( strtolower( str_replace( '-', ' ', (string) preg_replace( '/^X-/', '', $name ) ) ) );
	}

	/**
	 * "What: value", or "What (label): value" — the fitter's form for note lines.
	 *
	 * @param string $what  What the value is.
	 * @param string $value The value.
	 * @param string $label Its label ('' for none).
	 */
	private static function line_of( string $what, string $value, string $label = '' ): string {
		$value = trim( $value );
		return '' === $label
			/* translators: 1: what the value is (Email, Phone, a field name), 2: the value. */
			? sprintf( __( '%1$s: %2$s', 'prism' ), $what, $value )
			/* translators: 1: what the value is (Email, Phone …), 2: its label in the file (Home, Pager …), 3: the value. */
			: sprintf( __( '%1$s (%2$s): %3$s', 'prism' ), $what, $label, $value );
	}
}
