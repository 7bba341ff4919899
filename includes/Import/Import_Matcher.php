<?php
/**
 * Which contact an import row is (docs/import.md, "Matching"): a row and a contact of the member that share an email
 * address, a phone number or a LinkedIn profile are one person only when their names say so
 * (Domain\Duplicate_Rules::shared_verdict(), the judgement duplicate detection uses too). A company's main line, a
 * team mailbox or a family's home number shared with a clearly different name leaves the row a contact of its own,
 * and the report says which contact it was kept apart from. A row with none of these is matched by its exact name and
 * company, so re-importing it does not make it twice.
 *
 * Candidates come from the match keys (Data\Contact_Keys): the holders of each key of the batch, one indexed lookup
 * per kind. A key held by more than MOST_HOLDERS contacts (a switchboard a thousand colleagues share) says nothing on
 * its own, so only its holders with the row's name are read (the name keys duplicate detection uses: nicknames,
 * initials, typos). Rows of the same batch are matched the same way against the rows before them.
 *
 * @package Prism
 */

namespace Prism\Import;

use Prism\Data\Contact_Keys;
use Prism\Data\Contact_Repository;
use Prism\Domain\Contact_Fields;
use Prism\Domain\Duplicate_Rules;

defined( 'ABSPATH' ) || exit;

/**
 * Finds the contact each import row is, if any.
 */
final class Import_Matcher {

	/** Holders beyond which a shared key is no evidence by itself (as Duplicate_Finder::MAX_GROUP). */
	public const MOST_HOLDERS = 25;

	/** Most contacts read through one name key of a row with a crowded key. */
	private const MOST_NAMESAKES = 200;

	/** Reason codes: what the row and the contact share. */
	public const EMAIL   = 'email';
	public const PHONE   = 'phone';
	public const PROFILE = 'profile';
	public const NAME    = 'name';

	/** Contact_Keys kind => reason code. */
	private const KINDS = array(
		Contact_Keys::EMAIL    => self::EMAIL,
		Contact_Keys::PHONE    => self::PHONE,
		Contact_Keys::LINKEDIN => self::PROFILE,
	);

	/** Reason code => the kind of shared value Duplicate_Rules::shared_verdict() judges. */
	private const SHARED = array(
		self::EMAIL   => Duplicate_Rules::SHARED_EMAIL,
		self::PHONE   => Duplicate_Rules::SHARED_PHONE,
		self::PROFILE => Duplicate_Rules::SHARED_PROFILE,
	);

	/**
	 * Member.
	 *
	 * @var int
	 */
	private int $owner_id;

	/**
	 * Match keys.
	 *
	 * @var Contact_Keys
	 */
	private Contact_Keys $keys;

	/**
	 * Takes the member.
	 *
	 * @param int $owner_id Member.
	 */
	public function __construct( int $owner_id ) {
		$this->owner_id = $owner_id;
		$this->keys     = new Contact_Keys();
	}

	/**
	 * What a prepared row needs for matching: its strong keys ("e:…", "p:…", "l:…"), its exact name-and-company key,
	 * its name keys and its features.
	 *
	 * @param array<string, string> $values Checked values by API field.
	 * @return array{strong: string[], exact: string, names: string[], features: array<string, mixed>}
	 */
	public static function identity( array $values ): array {
		$all    = Contact_Keys::of( $values );
		$strong = array();
		foreach ( array_keys( self::KINDS ) as $kind ) {
			foreach ( $all[ $kind ] ?? array() as $key ) {
				$strong[] = $kind . ':' . $key;
			}
		}
		$phones = array_map( static fn( string $key ): string => substr( $key, 2 ), array_filter( $strong, static fn( string $key ): bool => str_starts_with( $key, Contact_Keys::PHONE . ':' ) ) );
		return array(
			'strong'   => $strong,
			'exact'    => (string) ( $all[ Contact_Keys::NAME ][0] ?? '' ),
			'names'    => Duplicate_Rules::name_keys( $values ),
			'features' => Duplicate_Rules::features( $values, array_values( $phones ) ),
		);
	}

	/**
	 * The decision for each row, in order: `into` the contact it is (['contact', id]) or an earlier row of this batch
	 * (['row', index]), or null for a new contact; `reasons` what it shares with it; `apart` the contact or earlier
	 * row it shares a value with but is not (null when none), with `apart_reasons`, and `ambiguous` when several
	 * contacts fit a row that names nobody.
	 *
	 * @param array<int, array{identity: array{strong: string[], exact: string, names: string[], features: array<string, mixed>}}> $rows Rows, each with identity().
	 * @param bool                                                                                                                 $stored Whether stored contacts are matched (false: create mode, every row is new).
	 * @return array<int, array{into: array{0: string, 1: int}|null, reasons: string[], apart: array{0: string, 1: int}|null, apart_reasons: string[], ambiguous: bool}>
	 */
	public function decide( array $rows, bool $stored ): array {
		$rows       = array_values( $rows );
		$candidates = $stored ? $this->stored_candidates( $rows ) : array(
			'by_row'   => array(),
			'shared'   => array(),
			'contacts' => array(),
		);
		$pending    = array(
			'key'   => array(),
			'name'  => array(),
			'exact' => array(),
		);
		$decisions  = array();
		foreach ( $rows as $i => $row ) {
			$identity = $row['identity'];
			$options  = array();
			foreach ( $candidates['by_row'][ $i ] ?? array() as $id ) {
				$option = $this->judge( $identity, $candidates['contacts'][ $id ] );
				if ( null !== $option ) {
					$options[] = array( 'contact', $id ) + $option;
				}
			}
			foreach ( $stored ? self::pending_candidates( $identity, $pending ) : array() as $j ) {
				$option = $this->judge( $identity, $rows[ $j ]['identity'] );
				if ( null !== $option ) {
					$options[] = array( 'row', $j ) + $option;
				}
			}
			$decision = self::choose( $identity, $options );
			if ( null === $decision['into'] && null === $decision['apart'] ) {
				// A line so widely shared that only namesakes were read: the report still says whose it is.
				$crowd = $stored ? self::crowded_pending( $identity, $pending ) : null;
				if ( null !== $crowd ) {
					$decision['apart']         = array( 'row', $crowd[0] );
					$decision['apart_reasons'] = array( $crowd[1] );
				} elseif ( isset( $candidates['shared'][ $i ] ) ) {
					$decision['apart']         = array( 'contact', $candidates['shared'][ $i ][0] );
					$decision['apart_reasons'] = array( $candidates['shared'][ $i ][1] );
				}
			}
			$decisions[ $i ] = $decision;
			if ( null === $decision['into'] ) {
				self::remember( $pending, $identity, $i );
			} elseif ( 'row' === $decision['into'][0] ) {
				// Later rows that share this row's details find the row it went into.
				self::remember( $pending, $identity, $decision['into'][1] );
			}
		}
		return $decisions;
	}

	/**
	 * Stored contacts that may be each row: the holders of its uncrowded keys, its namesakes for a crowded key, its
	 * exact name and company for a row with no key; read once for the batch.
	 *
	 * @param array<int, array{identity: array{strong: string[], exact: string, names: string[], features: array<string, mixed>}}> $rows Rows.
	 * @return array{by_row: array<int, int[]>, shared: array<int, array{0: int, 1: string}>, contacts: array<int, array{strong: string[], exact: string, features: array<string, mixed>}>}
	 */
	private function stored_candidates( array $rows ): array {
		$wanted = array();
		foreach ( $rows as $row ) {
			foreach ( $row['identity']['strong'] as $key ) {
				list( $kind, $value )      = explode( ':', $key, 2 );
				$wanted[ $kind ][ $value ] = true;
			}
		}
		$crowded = array();
		foreach ( $wanted as $kind => $values ) {
			$many = array();
			foreach ( $this->keys->holders( $this->owner_id, (string) $kind, array_map( 'strval', array_keys( $values ) ) ) as $value => $holders ) {
				if ( $holders > self::MOST_HOLDERS ) {
					$many[] = (string) $value;
				}
			}
			// Who a row that shares such a line with nobody of its name is kept apart from, for the report.
			foreach ( $many ? $this->keys->first_holders( $this->owner_id, (string) $kind, $many ) : array() as $value => $first ) {
				$crowded[ $kind . ':' . $value ] = $first;
			}
		}
		$direct = array();
		$names  = array();
		$exact  = array();
		$loose  = array();
		foreach ( $rows as $row ) {
			$identity = $row['identity'];
			$crowd    = array_filter( $identity['strong'], static fn( string $key ): bool => isset( $crowded[ $key ] ) );
			foreach ( array_diff( $identity['strong'], $crowd ) as $key ) {
				list( $kind, $value )      = explode( ':', $key, 2 );
				$direct[ $kind ][ $value ] = true;
			}
			if ( ( ! $identity['strong'] || $crowd ) && '' !== $identity['exact'] ) {
				$exact[ $identity['exact'] ] = true;
			}
			if ( $crowd ) {
				foreach ( $identity['names'] as $name ) {
					$names[ $name ] = true;
				}
			}
			if ( $crowd && ! self::named( $identity['features'] ) && '' === $identity['exact'] ) {
				// Nothing but a crowded email or number (no name, no company): only the holders themselves can say.
				foreach ( $crowd as $key ) {
					$loose[ $key ] = true;
				}
			}
		}
		$found = array();
		foreach ( $direct as $kind => $values ) {
			$found += $this->keys->find( $this->owner_id, array( $kind => array_map( 'strval', array_keys( $values ) ) ) );
		}
		foreach ( array_keys( $loose ) as $key ) {
			list( $kind, $value ) = explode( ':', $key, 2 );
			$found               += $this->keys->find( $this->owner_id, array( $kind => array( $value ) ) );
		}
		$by_name  = $names ? $this->keys->find( $this->owner_id, array( Contact_Keys::DUPLICATE_NAME => array_map( 'strval', array_keys( $names ) ) ), self::MOST_NAMESAKES ) : array();
		$by_exact = $exact ? $this->keys->find( $this->owner_id, array( Contact_Keys::NAME => array_map( 'strval', array_keys( $exact ) ) ) ) : array();

		$by_row = array();
		$shared = array();
		$ids    = array();
		foreach ( $rows as $i => $row ) {
			$identity = $row['identity'];
			$mine     = array();
			foreach ( $identity['strong'] as $key ) {
				if ( isset( $crowded[ $key ] ) && ! isset( $shared[ $i ] ) ) {
					$shared[ $i ] = array( $crowded[ $key ], self::KINDS[ substr( $key, 0, 1 ) ] );
				}
			}
			foreach ( $identity['strong'] as $key ) {
				foreach ( $found[ $key ] ?? array() as $id ) {
					$mine[ $id ] = true;
				}
			}
			$crowd = (bool) array_intersect_key( array_flip( $identity['strong'] ), $crowded );
			if ( ! $identity['strong'] || $crowd ) {
				foreach ( $crowd ? $identity['names'] : array() as $name ) {
					foreach ( $by_name[ Contact_Keys::DUPLICATE_NAME . ':' . $name ] ?? array() as $id ) {
						$mine[ $id ] = true;
					}
				}
				foreach ( $by_exact[ Contact_Keys::NAME . ':' . $identity['exact'] ] ?? array() as $id ) {
					$mine[ $id ] = true;
				}
			}
			$by_row[ $i ] = array_keys( $mine );
			$ids         += $mine;
		}
		return array(
			'by_row'   => $by_row,
			'shared'   => $shared,
			'contacts' => $this->load( array_keys( $ids ) ),
		);
	}

	/**
	 * Contacts as matching reads them: their strong keys (from the index, so no number is parsed again), exact key and
	 * features.
	 *
	 * @param int[] $ids Contacts.
	 * @return array<int, array{strong: string[], exact: string, features: array<string, mixed>}>
	 */
	private function load( array $ids ): array {
		if ( ! $ids ) {
			return array();
		}
		$held = array();
		foreach ( array_keys( self::KINDS ) as $kind ) {
			foreach ( $this->keys->held( $this->owner_id, $kind, $ids ) as $id => $keys ) {
				foreach ( $keys as $key ) {
					$held[ $id ][] = $kind . ':' . $key;
				}
			}
		}
		$contacts = array();
		foreach ( ( new Contact_Repository() )->find_many( $this->owner_id, $ids ) as $row ) {
			$id              = (int) $row['id'];
			$values          = Contact_Fields::from_row( $row );
			$strong          = $held[ $id ] ?? array();
			$phones          = array_map( static fn( string $key ): string => substr( $key, 2 ), array_filter( $strong, static fn( string $key ): bool => str_starts_with( $key, Contact_Keys::PHONE . ':' ) ) );
			$contacts[ $id ] = array(
				'strong'   => $strong,
				'exact'    => Contact_Keys::name_key( $values ),
				'features' => Duplicate_Rules::features( $values, array_values( $phones ) ),
			);
		}
		return $contacts;
	}

	/**
	 * Earlier rows of the batch that may be this one: those sharing an uncrowded key, and for a crowded key those with
	 * the row's name; for a row with no key, those with its exact name and company.
	 *
	 * @param array{strong: string[], exact: string, names: string[]}                                   $identity The row's identity.
	 * @param array{key: array<string, int[]>, name: array<string, int[]>, exact: array<string, int[]>} $pending  Earlier rows by key.
	 * @return int[]
	 */
	private static function pending_candidates( array $identity, array $pending ): array {
		$found   = array();
		$crowded = false;
		foreach ( $identity['strong'] as $key ) {
			$holders = $pending['key'][ $key ] ?? array();
			if ( count( $holders ) > self::MOST_HOLDERS ) {
				$crowded = true;
				continue;
			}
			foreach ( $holders as $j ) {
				$found[ $j ] = true;
			}
		}
		if ( $crowded || ! $identity['strong'] ) {
			foreach ( $crowded ? $identity['names'] : array() as $name ) {
				foreach ( $pending['name'][ $name ] ?? array() as $j ) {
					$found[ $j ] = true;
				}
			}
			foreach ( $pending['exact'][ $identity['exact'] ] ?? array() as $j ) {
				$found[ $j ] = true;
			}
		}
		return array_keys( $found );
	}

	/**
	 * The first earlier row of the batch holding one of the row's crowded keys, and the kind of that key; null when
	 * none of its keys is crowded.
	 *
	 * @param array{strong: string[]}                                                                   $identity The row's identity.
	 * @param array{key: array<string, int[]>, name: array<string, int[]>, exact: array<string, int[]>} $pending  Earlier rows by key.
	 * @return array{0: int, 1: string}|null
	 */
	private static function crowded_pending( array $identity, array $pending ): ?array {
		foreach ( $identity['strong'] as $key ) {
			$holders = $pending['key'][ $key ] ?? array();
			if ( count( $holders ) > self::MOST_HOLDERS ) {
				return array( (int) reset( $holders ), self::KINDS[ substr( $key, 0, 1 ) ] );
			}
		}
		return null;
	}

	/**
	 * Lists a row's keys as leading to row $into.
	 *
	 * @param array{key: array<string, int[]>, name: array<string, int[]>, exact: array<string, int[]>} $pending  Earlier rows by key.
	 * @param array{strong: string[], exact: string, names: string[]}                                   $identity The row's identity.
	 * @param int                                                                                       $into     The row it is.
	 */
	private static function remember( array &$pending, array $identity, int $into ): void {
		foreach ( $identity['strong'] as $key ) {
			$pending['key'][ $key ][ $into ] = $into;
		}
		foreach ( $identity['names'] as $name ) {
			$pending['name'][ $name ][ $into ] = $into;
		}
		if ( '' !== $identity['exact'] ) {
			$pending['exact'][ $identity['exact'] ][ $into ] = $into;
		}
	}

	/**
	 * What a row and a candidate share and what their names say of it; null when they share nothing.
	 *
	 * @param array{strong: string[], exact: string, features: array<string, mixed>} $row   The row's identity.
	 * @param array{strong: string[], exact: string, features: array<string, mixed>} $other A candidate (contact or earlier row).
	 * @return array{verdict: string, reasons: string[], shared: int, points: int, nameless: bool}|null
	 */
	private function judge( array $row, array $other ): ?array {
		$shared  = array_intersect( $row['strong'], $other['strong'] );
		$reasons = array();
		foreach ( $shared as $key ) {
			$reasons[ self::KINDS[ substr( $key, 0, 1 ) ] ] = true;
		}
		$verdict = Duplicate_Rules::OTHER_PERSON;
		foreach ( array_keys( $reasons ) as $reason ) {
			$said = Duplicate_Rules::shared_verdict( self::SHARED[ $reason ], $row['features'], $other['features'] );
			if ( Duplicate_Rules::SAME_PERSON === $said || ( Duplicate_Rules::MAYBE_SAME === $said && Duplicate_Rules::OTHER_PERSON === $verdict ) ) {
				$verdict = $said;
			}
		}
		if ( ! $reasons ) {
			// Found by name alone: only the exact name and company of a row that carries no email, phone or profile is
			// the same contact (a crowded key's namesakes must share a value to count).
			if ( $row['strong'] || '' === $row['exact'] || $row['exact'] !== $other['exact'] ) {
				return null;
			}
			$reasons[ self::NAME ] = true;
			$verdict               = Duplicate_Rules::SAME_PERSON;
		}
		return array(
			'verdict'  => $verdict,
			'reasons'  => array_keys( $reasons ),
			'shared'   => count( $shared ),
			'points'   => Duplicate_Rules::name_points( $row['features'], $other['features'] ),
			'nameless' => ! self::named( $other['features'] ),
		);
	}

	/**
	 * The row's decision from its options: the best one that is the same person; else the first it is kept apart from.
	 *
	 * @param array{features: array<string, mixed>}                                                                              $identity The row's identity.
	 * @param array<int, array{0: string, 1: int, verdict: string, reasons: string[], shared: int, points: int, nameless: bool}> $options  Candidates judged.
	 * @return array{into: array{0: string, 1: int}|null, reasons: string[], apart: array{0: string, 1: int}|null, apart_reasons: string[], ambiguous: bool}
	 */
	private static function choose( array $identity, array $options ): array {
		$decision = array(
			'into'          => null,
			'reasons'       => array(),
			'apart'         => null,
			'apart_reasons' => array(),
			'ambiguous'     => false,
		);
		$named    = self::named( $identity['features'] );
		$same     = array_values( array_filter( $options, static fn( array $o ): bool => Duplicate_Rules::SAME_PERSON === $o['verdict'] ) );
		// The most alike first: a nameless row's nameless twin, then the name's likeness, the values shared, a stored
		// contact before a row of this file, the oldest.
		$rank = static fn( array $o ): array => array( $named ? 0 : (int) $o['nameless'], $o['points'], $o['shared'], 'contact' === $o[0] ? 1 : 0, -$o[1] );
		usort( $same, static fn( array $a, array $b ): int => $rank( $b ) <=> $rank( $a ) );
		if ( $same ) {
			$best = $same[0];
			// A row that names nobody, fitting several named contacts equally (a team mailbox alone): nobody in
			// particular, so it becomes a contact of its own.
			$tied = ! $named && ! $best['nameless'] && isset( $same[1] ) && array_slice( $rank( $same[1] ), 0, 3 ) === array_slice( $rank( $best ), 0, 3 );
			if ( ! $tied ) {
				$decision['into']    = array( $best[0], $best[1] );
				$decision['reasons'] = $best['reasons'];
				return $decision;
			}
			$decision['ambiguous'] = true;
		}
		// Kept apart: from the one most like it (perhaps the same person, the name's likeness, the values shared).
		$apart = $same ? $same : $options;
		$near  = static fn( array $o ): array => array( Duplicate_Rules::OTHER_PERSON === $o['verdict'] ? 0 : 1, $o['points'], $o['shared'], 'contact' === $o[0] ? 1 : 0, -$o[1] );
		usort( $apart, static fn( array $a, array $b ): int => $near( $b ) <=> $near( $a ) );
		if ( $apart ) {
			$decision['apart']         = array( $apart[0][0], $apart[0][1] );
			$decision['apart_reasons'] = $apart[0]['reasons'];
		}
		return $decision;
	}

	/**
	 * Whether features name a person (a first or last name).
	 *
	 * @param array<string, mixed> $features Features.
	 */
	private static function named( array $features ): bool {
		return '' !== $features['first'] || '' !== $features['last'];
	}
}
