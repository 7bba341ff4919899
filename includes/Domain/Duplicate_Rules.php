<?php
/**
 * When two of a member's contacts are very likely the same person (docs/duplicates.md, "Detection"): the
 * normalisers for emails, phones, social profiles, names and companies, the blocking keys that find candidate pairs
 * without comparing every pair, and the scorer that decides. Pure PHP: the stored values are never changed.
 *
 * @package Prism
 */

namespace Prism\Domain;

/**
 * Duplicate-detection rules.
 */
final class Duplicate_Rules {

	/** The lowest score that is suggested to the member. */
	public const THRESHOLD = 60;

	/** Reason codes, strongest first (the order the screen lists them in). */
	public const REASONS = array( 'email', 'profile', 'phone', 'name_company', 'name_domain', 'name_sparse', 'name_rare' );

	/**
	 * The score of the same full name alone, when that name is rare in the member's network (name_is_rare()): the
	 * threshold, below every other suggestion (the weakest of them, name_sparse with an initial, scores 65).
	 */
	public const RARE_NAME_SCORE = self::THRESHOLD;

	/**
	 * Most of a member's contacts that may carry one full name for it to be rare: the pair, and a third record of the
	 * same person (typed, then imported from two services). Four or more are several people of that name.
	 */
	public const MAX_NAMESAKES = 3;

	/**
	 * How many of the member's contacts could carry a full name by chance, at most, for that name to be rare: the
	 * contacts with its first name times those with its last name, over the contacts with both names
	 * (name_is_rare()).
	 */
	public const RARE_CHANCE = 0.05;

	/** Blocking key kinds (Data\Contact_Keys). */
	public const KIND_EMAIL   = 'd';
	public const KIND_PROFILE = 's';
	/**
	 * A similar name only counts with a second signal (score()), so name-alikes are found by keys that carry it:
	 * `x` is a name key with the contact's company (`{name}|c:{company}`) or one of its work domains
	 * (`{name}|w:{domain}`); `z` is a name key of a contact with no email and no phone, which may pair with anyone of
	 * a similar name (every contact looks its name keys up there). A name key is `n:` the nickname-canonical first
	 * name and the last name, sorted (the same name, nicknames, swapped), or `a:` a first initial and the last name's
	 * first three letters (initials, typos in the first name or after the last name's third letter), with the
	 * canonical first name's initial and, when it differs ('B.' for Robert), the typed one's. Every contact holds its
	 * plain name keys in `b`, which only a contact with no email and no phone looks up (it may be anyone's
	 * duplicate).
	 */
	public const KIND_NAME_WITH  = 'x';
	public const KIND_NAME_ALONE = 'z';
	public const KIND_NAME       = 'b';
	/** Work email domains: not a blocking key, but counted, so that a domain many contacts share says nothing. */
	public const KIND_DOMAIN = 'w';
	/**
	 * A contact's first name (`g`, given) and last name (`f`, family), held by every contact with both: never looked
	 * up as candidates, only counted, so that how rare a full name is in the member's network is read from the
	 * member's own contacts (name_is_rare()).
	 */
	public const KIND_FIRST_NAME = 'g';
	public const KIND_LAST_NAME  = 'f';

	/**
	 * What a shared email address, phone number or social profile says about two contacts once their names are read
	 * (shared_verdict()): one person, perhaps one person (the member decides), or two people.
	 */
	public const SAME_PERSON  = 'same';
	public const MAYBE_SAME   = 'maybe';
	public const OTHER_PERSON = 'other';

	/** The kinds of shared value shared_verdict() judges. */
	public const SHARED_EMAIL   = 'email';
	public const SHARED_PHONE   = 'phone';
	public const SHARED_PROFILE = 'profile';

	/** Longest stored key; longer keys are hashed. */
	private const KEY_LENGTH = 64;

	/** Email domains shared by strangers: the same domain says nothing about two people. */
	public const FREE_MAIL = array(
		'gmail.com',
		'yahoo.com',
		'yahoo.co.uk',
		'ymail.com',
		'outlook.com',
		'hotmail.com',
		'hotmail.co.uk',
		'live.com',
		'msn.com',
		'icloud.com',
		'me.com',
		'mac.com',
		'aol.com',
		'proton.me',
		'protonmail.com',
		'gmx.com',
		'gmx.de',
		'web.de',
		'mail.com',
		'yandex.com',
		'zoho.com',
		'comcast.net',
		'btinternet.com',
	);

	/** Company-name words that do not tell two companies apart. */
	private const COMPANY_SUFFIXES = array( 'inc', 'incorporated', 'ltd', 'limited', 'llc', 'llp', 'plc', 'corp', 'corporation', 'co', 'company', 'gmbh', 'ag', 'sa', 'sas', 'bv', 'nv', 'pty', 'the' );

	/** Social networks other than LinkedIn: field => [network, its host names]. */
	private const NETWORKS = array(
		'facebook'  => array( 'facebook', array( 'facebook.com', 'fb.com' ) ),
		'instagram' => array( 'instagram', array( 'instagram.com', 'instagr.am' ) ),
		'twitter'   => array( 'twitter', array( 'twitter.com', 'x.com' ) ),
	);

	/**
	 * Common English given names by canonical form: each group is one name and its usual short forms.
	 */
	public const NICKNAMES = array(
		'robert'      => array( 'bob', 'bobby', 'rob', 'robbie', 'bert' ),
		'william'     => array( 'bill', 'billy', 'will', 'willy', 'liam' ),
		'elizabeth'   => array( 'liz', 'lizzie', 'beth', 'betty', 'eliza', 'libby', 'elisabeth', 'lisa' ),
		'james'       => array( 'jim', 'jimmy', 'jamie' ),
		'michael'     => array( 'mike', 'mikey', 'mick', 'mickey' ),
		'katherine'   => array( 'kate', 'katie', 'kathy', 'kat', 'catherine', 'cathy', 'kathryn', 'katharine', 'kitty' ),
		'richard'     => array( 'rick', 'ricky', 'dick', 'rich', 'richie' ),
		'thomas'      => array( 'tom', 'tommy' ),
		'joseph'      => array( 'joe', 'joey' ),
		'charles'     => array( 'charlie', 'chuck', 'chas' ),
		'christopher' => array( 'chris', 'kit' ),
		'daniel'      => array( 'dan', 'danny' ),
		'matthew'     => array( 'matt', 'matty' ),
		'anthony'     => array( 'tony' ),
		'andrew'      => array( 'andy', 'drew' ),
		'edward'      => array( 'ed', 'eddie', 'ted', 'teddy', 'ned' ),
		'steven'      => array( 'steve', 'stephen', 'stevie' ),
		'benjamin'    => array( 'ben', 'benny', 'benji' ),
		'samuel'      => array( 'sam', 'sammy' ),
		'alexander'   => array( 'alex', 'xander', 'sandy' ),
		'nicholas'    => array( 'nick', 'nicky', 'nico' ),
		'jonathan'    => array( 'jon', 'jonny' ),
		'john'        => array( 'jack', 'johnny' ),
		'patrick'     => array( 'pat', 'paddy' ),
		'peter'       => array( 'pete' ),
		'timothy'     => array( 'tim', 'timmy' ),
		'david'       => array( 'dave', 'davy' ),
		'gregory'     => array( 'greg' ),
		'lawrence'    => array( 'larry', 'laurence' ),
		'ronald'      => array( 'ron', 'ronnie' ),
		'donald'      => array( 'don', 'donnie' ),
		'kenneth'     => array( 'ken', 'kenny' ),
		'raymond'     => array( 'ray' ),
		'frederick'   => array( 'fred', 'freddie', 'freddy' ),
		'henry'       => array( 'harry', 'hank' ),
		'margaret'    => array( 'maggie', 'meg', 'peggy', 'marge', 'margie' ),
		'jennifer'    => array( 'jen', 'jenny', 'jenn' ),
		'rebecca'     => array( 'becky', 'becca' ),
		'susan'       => array( 'sue', 'susie', 'suzy' ),
		'deborah'     => array( 'deb', 'debbie', 'debra' ),
		'patricia'    => array( 'patty', 'trish', 'tricia' ),
		'victoria'    => array( 'vicky', 'tori' ),
		'alexandra'   => array( 'alexa', 'lexi', 'sasha' ),
		'jessica'     => array( 'jess', 'jessie' ),
		'christina'   => array( 'tina', 'christine', 'chrissy' ),
		'abigail'     => array( 'abby', 'gail' ),
		'samantha'    => array( 'sammie' ),
		'stephanie'   => array( 'steph' ),
		'kimberly'    => array( 'kim' ),
		'pamela'      => array( 'pam' ),
		'barbara'     => array( 'barb', 'babs' ),
		'judith'      => array( 'judy' ),
		'dorothy'     => array( 'dot', 'dottie' ),
		'theodore'    => array( 'theo' ),
		'nathaniel'   => array( 'nate', 'nathan', 'nat' ),
		'zachary'     => array( 'zach', 'zack' ),
		'joshua'      => array( 'josh' ),
	);

	// --- normalisers ------------------------------------------------------------------------------------------

	/**
	 * An email for duplicate detection: lower case, trimmed, `+tag` removed; for Gmail also the dots of the local
	 * part, with googlemail.com read as gmail.com. '' when there is no "@".
	 *
	 * @param string $email Email as stored.
	 */
	public static function email_key( string $email ): string {
		$email = mb_strtolower( trim( $email ) );
		$at    = strrpos( $email, '@' );
		if ( false === $at || 0 === $at ) {
			return '';
		}
		$local  = substr( $email, 0, $at );
		$domain = substr( $email, $at + 1 );
		$plus   = strpos( $local, '+' );
		if ( false !== $plus && $plus > 0 ) {
			$local = substr( $local, 0, $plus );
		}
		if ( 'googlemail.com' === $domain ) {
			$domain = 'gmail.com';
		}
		if ( 'gmail.com' === $domain ) {
			$local = str_replace( '.', '', $local );
		}
		return '' === $local || '' === $domain ? '' : $local . '@' . $domain;
	}

	/**
	 * A phone number for duplicate detection: its E.164 form ('' when it does not read as a possible number).
	 *
	 * @param string $phone  Phone as stored.
	 * @param string $region Region for national numbers; the site's when ''.
	 */
	public static function phone_key( string $phone, string $region = '' ): string {
		return (string) Contact_Identity::phone_e164( $phone, $region );
	}

	/**
	 * A social profile's key, "network/handle": scheme, "www."/"m." and country sub-domains, query, fragment,
	 * trailing slash and case ignored; x.com is twitter.com; a bare handle ("@jane") is read on the field's network.
	 *
	 * @param string $field API field: facebook, instagram, twitter or linkedIn.
	 * @param string $url   Profile as stored.
	 */
	public static function profile_key( string $field, string $url ): string {
		if ( 'linkedIn' === $field ) {
			$key = Contact_Identity::linkedin_key( $url );
			return '' === $key ? '' : 'linkedin/' . (string) preg_replace( '#^(?:[a-z]{2}\.)?linkedin\.com/#', '', $key );
		}
		if ( ! isset( self::NETWORKS[ $field ] ) ) {
			return '';
		}
		list( $network, $hosts ) = self::NETWORKS[ $field ];

		$key = mb_strtolower( rawurldecode( trim( $url ) ) );
		$key = (string) preg_replace( '#^[a-z][a-z0-9+.\-]*://#', '', $key );
		// Facebook's numeric profiles are facebook.com/profile.php?id=123: the id is the profile.
		if ( 'facebook' === $network && preg_match( '#(?:^|/)profile\.php\?(?:[^\#]*&)?id=(\d+)#', $key, $m ) ) {
			return $network . '/id:' . $m[1];
		}
		$key = (string) preg_replace( '#[?\#].*$#', '', $key );
		$key = trim( $key, '/ ' );
		if ( '' === $key ) {
			return '';
		}
		$on_host = null;
		foreach ( $hosts as $host ) {
			// Any one sub-domain (www., m., mobile., a country) is the same site.
			if ( preg_match( '#^(?:[a-z0-9\-]+\.)?' . preg_quote( $host, '#' ) . '(?:/(.*))?$#', $key, $m ) ) {
				$on_host = trim( ltrim( $m[1] ?? '', '@' ), '/' );
				break;
			}
		}
		if ( null === $on_host && ! str_contains( $key, '/' ) ) {
			// A bare handle, dots allowed ("@jane.doe", "jane.doe"), read on the field's network.
			$on_host = ltrim( $key, '@' );
		}
		if ( null !== $on_host ) {
			// profile.php without an id, or the site's home page, names nobody.
			return '' === $on_host || str_starts_with( $on_host, 'profile.php' ) ? '' : $network . '/' . $on_host;
		}
		return $network . '/' . ltrim( $key, '@' );
	}

	/**
	 * A name's words without accents, case and punctuation: "O'Neil-Smith" gives ['oneil', 'smith'].
	 *
	 * @param string $name Name as stored.
	 * @return string[]
	 */
	public static function name_tokens( string $name ): array {
		$name = self::ascii( $name );
		$name = (string) preg_replace( "/['’`´.]+/u", '', $name );
		$name = (string) preg_replace( '/[^a-z0-9]+/', ' ', $name );
		return array_values( array_filter( explode( ' ', $name ), static fn( string $word ): bool => '' !== $word ) );
	}

	/**
	 * A given name's canonical form: the nickname table's group ("bob" gives "robert"), else itself.
	 *
	 * @param string $first A name token.
	 */
	public static function canonical_first( string $first ): string {
		static $index = null;
		if ( null === $index ) {
			$index = array();
			foreach ( self::NICKNAMES as $canonical => $variants ) {
				$index[ $canonical ] = $canonical;
				foreach ( $variants as $variant ) {
					$index[ $variant ] = $index[ $variant ] ?? $canonical;
				}
			}
		}
		return $index[ $first ] ?? $first;
	}

	/**
	 * A contact's name as [first, last]: the first word of the first name and the whole last name, both as
	 * name_tokens() words; a full name typed into one field is split. ['', ''] when there is none.
	 *
	 * @param array<string, string> $values Values by API field.
	 * @return array{0: string, 1: string}
	 */
	public static function name_parts( array $values ): array {
		$first = self::name_tokens( (string) ( $values['firstName'] ?? '' ) );
		$last  = self::name_tokens( (string) ( $values['lastName'] ?? '' ) );
		if ( ! $last && count( $first ) > 1 ) {
			$last  = array_slice( $first, 1 );
			$first = array_slice( $first, 0, 1 );
		} elseif ( ! $first && count( $last ) > 1 ) {
			$first = array_slice( $last, 0, 1 );
			$last  = array_slice( $last, 1 );
		}
		return array( $first[0] ?? '', implode( '', $last ) );
	}

	/**
	 * A company's key: words without accents, case, punctuation and legal suffixes ("Acme, Inc." is "acme").
	 *
	 * @param string $company Company as stored.
	 */
	public static function company_key( string $company ): string {
		$words = array_filter( self::name_tokens( str_replace( '&', ' and ', $company ) ), static fn( string $word ): bool => ! in_array( $word, self::COMPANY_SUFFIXES, true ) );
		return implode( ' ', $words );
	}

	// --- keys ---------------------------------------------------------------------------------------------------

	/**
	 * The blocking keys a contact holds: kind => keys. `d` canonical emails, `s` facebook/instagram/twitter profiles,
	 * `w` work email domains (counted, see KIND_DOMAIN), `b` its name keys, `x` its name keys with its company and
	 * work domains, `z` its name keys if it has no email and no phone (KIND_NAME_WITH), and `g` / `f` its first and
	 * last name (counted, see KIND_FIRST_NAME).
	 *
	 * @param array<string, string> $values     Values by API field.
	 * @param string[]|null         $phone_keys The contact's phone keys (Contact_Keys::PHONE), to save parsing its
	 *                                          numbers again; null to parse them. Only `z` depends on them.
	 * @return array<string, string[]>
	 */
	public static function block_keys( array $values, ?array $phone_keys = null ): array {
		return self::blocking( $values, $phone_keys )['hold'];
	}

	/**
	 * The keys a contact's candidates are looked up by. `keys`, kind => keys: emails, phones (as Contact_Identity's
	 * match keys), profiles, the `x` keys that pair its name with its company, and its name keys in `z` (name-alikes
	 * with no email and no phone) and, for a contact with neither, its plain name keys in `b` (anyone with a similar
	 * name may be the same person). `domain_keys`, work domain => the `x` keys that pair its name with that domain:
	 * the finder looks them up only for a domain few contacts share.
	 *
	 * @param array<string, string> $values     Values by API field.
	 * @param string[]|null         $phone_keys The contact's stored phone keys (Contact_Keys::PHONE), to save
	 *                                          parsing its numbers again; null to parse them.
	 * @return array{keys: array<string, string[]>, domain_keys: array<string, string[]>}
	 */
	public static function find_keys( array $values, ?array $phone_keys = null ): array {
		return self::blocking( $values, $phone_keys )['find'];
	}

	/**
	 * Held and looked-up keys (block_keys(), find_keys()).
	 *
	 * @param array<string, string> $values     Values by API field.
	 * @param string[]|null         $phone_keys Stored phone keys (find_keys()), or null.
	 * @return array{hold: array<string, string[]>, find: array{keys: array<string, string[]>, domain_keys: array<string, string[]>}}
	 */
	private static function blocking( array $values, ?array $phone_keys = null ): array {
		$emails   = self::emails( $values );
		$domains  = self::work_domains( $emails );
		$phones   = $phone_keys ?? array();
		$profiles = array();
		if ( null === $phone_keys ) {
			foreach ( Contact_Fields::SLOTS as $slot ) {
				$phone = Contact_Identity::phone_match_key( (string) ( $values[ "phone{$slot}" ] ?? '' ) );
				if ( '' !== $phone ) {
					$phones[] = $phone;
				}
			}
		}
		foreach ( array_keys( self::NETWORKS ) as $field ) {
			$profile = self::profile_key( $field, (string) ( $values[ $field ] ?? '' ) );
			if ( '' !== $profile ) {
				$profiles[] = $profile;
			}
		}
		// As score() reads it: no email and no phone number that parses.
		$sparse               = ! $emails && ! self::e164( $phones );
		$names                = array();
		$with                 = array();
		$at                   = array_fill_keys( $domains, array() );
		$given                = array();
		$family               = array();
		list( $first, $last ) = self::name_parts( $values );
		if ( '' !== $first && '' !== $last ) {
			$given   = array( $first );
			$family  = array( $last );
			$names   = self::name_keys_of( $first, $last );
			$company = self::company_key( (string) ( $values['company'] ?? '' ) );
			foreach ( $names as $name ) {
				if ( '' !== $company ) {
					$with[] = $name . '|c:' . $company;
				}
				foreach ( $domains as $domain ) {
					$with[]          = $name . '|w:' . $domain;
					$at[ $domain ][] = $name . '|w:' . $domain;
				}
			}
		}
		$short    = static fn( array $list ): array => array_values( array_unique( array_map( array( self::class, 'short' ), $list ) ) );
		$hold     = array(
			self::KIND_EMAIL      => $short( $emails ),
			self::KIND_PROFILE    => $short( $profiles ),
			self::KIND_DOMAIN     => $short( $domains ),
			self::KIND_NAME_WITH  => $short( $with ),
			self::KIND_NAME_ALONE => $sparse ? $short( $names ) : array(),
			self::KIND_NAME       => $short( $names ),
			self::KIND_FIRST_NAME => $short( $given ),
			self::KIND_LAST_NAME  => $short( $family ),
		);
		$linkedin = Contact_Identity::linkedin_key( (string) ( $values['linkedIn'] ?? '' ) );
		return array(
			'hold' => $hold,
			'find' => array(
				'keys'        => array(
					self::KIND_EMAIL      => $hold[ self::KIND_EMAIL ],
					'p'                   => array_values( array_unique( array_map( static fn( string $key ): string => mb_substr( $key, 0, 191 ), $phones ) ) ),
					'l'                   => '' === $linkedin ? array() : array( mb_substr( $linkedin, 0, 191 ) ),
					self::KIND_PROFILE    => $hold[ self::KIND_PROFILE ],
					self::KIND_NAME_WITH  => $short( array_diff( $with, array_merge( ...array_values( $at ) ) ) ),
					self::KIND_NAME_ALONE => $short( $names ),
					self::KIND_NAME       => $sparse ? $short( $names ) : array(),
				),
				'domain_keys' => array_map( $short, $at ),
			),
		);
	}

	/**
	 * A contact's plain name keys (what every contact holds in `b`): `n:` the canonical first name and the last name,
	 * sorted, and `a:` a first initial and the last name's first three letters (KIND_NAME_WITH). Empty without both a
	 * first and a last name.
	 *
	 * @param array<string, string> $values Values by API field.
	 * @return string[]
	 */
	public static function name_keys( array $values ): array {
		list( $first, $last ) = self::name_parts( $values );
		return '' === $first || '' === $last ? array() : array_values( array_map( array( self::class, 'short' ), self::name_keys_of( $first, $last ) ) );
	}

	/**
	 * The name keys of a first and last name (name_parts() words, both non-empty).
	 *
	 * @param string $first First name word.
	 * @param string $last  Last name.
	 * @return string[]
	 */
	private static function name_keys_of( string $first, string $last ): array {
		$canonical = self::canonical_first( $first );
		$pair      = array( $canonical, $last );
		sort( $pair );
		return array_values( array_unique( array( 'n:' . implode( ' ', $pair ), 'a:' . $canonical[0] . ' ' . substr( $last, 0, 3 ), 'a:' . $first[0] . ' ' . substr( $last, 0, 3 ) ) ) );
	}

	/**
	 * The keys that tell how rare a contact's full name is in the member's network (name_is_rare()): `name`, its
	 * plain `n:` name key (held in `b`: the same name, nicknames and swapped names share it), and its first and last
	 * name as held in `g` and `f`. Null when the same full name can never be evidence: a first or last name is
	 * missing, or the first name is an initial (`J. Smith` may be John or Jane).
	 *
	 * @param array{first: string, last: string} $features A contact's features().
	 * @return array{name: string, first: string, last: string}|null
	 */
	public static function rare_name_keys( array $features ): ?array {
		if ( strlen( $features['first'] ) < 2 || '' === $features['last'] ) {
			return null;
		}
		return array(
			'name'  => self::short( self::name_keys_of( $features['first'], $features['last'] )[0] ),
			'first' => self::short( $features['first'] ),
			'last'  => self::short( $features['last'] ),
		);
	}

	/**
	 * Whether a full name is rare in the member's network, read from the member's own contacts: at most
	 * MAX_NAMESAKES of them carry it, and few carry its first name or its last name. How many contacts would carry the
	 * name by chance is (those with its first name - 1) x (those with its last name - 1) / (those with both names): the
	 * pair's own two names count once each, as if one person carried them (so a first and a last name nobody else has
	 * give 1 / N, and a third namesake counts against the name). At most RARE_CHANCE (0.05) is rare. So `Kwame Mensah`
	 * twice among 400 contacts with no other Kwame or Mensah is rare (1 / 400), and so are three of them (4 / 400) and
	 * `Priya Raghunathan` beside seven other Priyas (8 / 400); `Maria Garcia` twice beside four other Marias and eight
	 * other Garcias is not (45 / 400), nor is any name in a network of fewer than 20 contacts (nothing to count from),
	 * nor a name four contacts carry.
	 *
	 * @param int $namesakes The member's contacts holding the name's `n:` key (the pair included).
	 * @param int $firsts    Those holding its first name (`g`).
	 * @param int $lasts     Those holding its last name (`f`).
	 * @param int $named     Those with a first and a last name (holding an `f` key).
	 */
	public static function name_is_rare( int $namesakes, int $firsts, int $lasts, int $named ): bool {
		// Fewer than two holders of each part: the keys are not all listed yet (the keys job), so nothing is known.
		if ( $namesakes < 2 || $namesakes > self::MAX_NAMESAKES || $firsts < 2 || $lasts < 2 || $named < 2 ) {
			return false;
		}
		$chance = ( $firsts - 1 ) * ( $lasts - 1 ) / $named;
		return $chance <= self::RARE_CHANCE;
	}

	/**
	 * Whether two contacts' social profiles say they are two people: both have a profile on the same network, and
	 * the two differ (a person has one LinkedIn profile).
	 *
	 * @param string[] $a A contact's profiles ("network/handle").
	 * @param string[] $b Another contact's profiles.
	 */
	private static function profiles_conflict( array $a, array $b ): bool {
		$network = static fn( string $profile ): string => (string) strtok( $profile, '/' );
		$theirs  = array();
		foreach ( $b as $profile ) {
			$theirs[ $network( $profile ) ][] = $profile;
		}
		foreach ( $a as $profile ) {
			if ( isset( $theirs[ $network( $profile ) ] ) && ! in_array( $profile, $theirs[ $network( $profile ) ], true ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether two contacts that share an email address, a phone number or a social profile are one person, read from
	 * their names: the one judgement that import matching (Import\Import_Matcher: only SAME_PERSON is folded into an
	 * existing contact) and duplicate detection (score_features(): OTHER_PERSON is no signal) share.
	 *
	 * - Both named: first names that are clearly different (first_names()) are two people: a company's main line, a
	 *   team mailbox, a family's home number or address (OTHER_PERSON); first names that may be one (`Ann` and `Anna`,
	 *   `Tom` and `Tim`) are MAYBE_SAME. A shared phone number with clearly different last names is MAYBE_SAME
	 *   (two Marias on one switchboard), and so are a family's entry and one of the family on the home number (`Park`
	 *   and `Jo Park`) and any shared value when a first name is missing and the last names differ; a shared email or profile with the same first name and a new last name is the same person (a name
	 *   changed on marriage keeps the mailbox).
	 * - One named, the other not: the nameless one is the same person unless it is an organisation's own entry (it
	 *   has a company): a person and their company's entry sharing info@ are MAYBE_SAME.
	 * - Neither named: the same, unless both have a company and the companies differ (MAYBE_SAME).
	 *
	 * @param string                                                                 $kind SHARED_EMAIL, SHARED_PHONE or SHARED_PROFILE.
	 * @param array{first: string, last: string, canonical: string, company: string} $a    A contact's features().
	 * @param array{first: string, last: string, canonical: string, company: string} $b    Another contact's features().
	 */
	public static function shared_verdict( string $kind, array $a, array $b ): string {
		$a_named = '' !== $a['first'] || '' !== $a['last'];
		$b_named = '' !== $b['first'] || '' !== $b['last'];
		if ( $a_named && $b_named ) {
			$firsts = self::first_names( $a, $b );
			if ( self::SAME_PERSON !== $firsts ) {
				return $firsts;
			}
			// A family's entry ("Park") and one of the family ("Jo Park") on the home number may or may not be one.
			if ( self::SHARED_PHONE === $kind && ( '' === $a['first'] ) !== ( '' === $b['first'] ) ) {
				return self::MAYBE_SAME;
			}
			// A new last name is the same person's only on their own mailbox or profile, and only when both first names
			// are known and agree.
			$firsts_agree = '' !== $a['first'] && '' !== $b['first'];
			return ( self::SHARED_PHONE === $kind || ! $firsts_agree ) && ! self::last_names_alike( $a, $b ) ? self::MAYBE_SAME : self::SAME_PERSON;
		}
		if ( $a_named || $b_named ) {
			$nameless = $a_named ? $b : $a;
			return '' === $nameless['company'] ? self::SAME_PERSON : self::MAYBE_SAME;
		}
		return '' === $a['company'] || '' === $b['company'] || $a['company'] === $b['company'] ? self::SAME_PERSON : self::MAYBE_SAME;
	}

	/**
	 * How alike two contacts' names are (name_level() on features()): 25 the same, 22 swapped, 20 a nickname, 15 an
	 * initial or a typo; 0 when not alike or a name is missing.
	 *
	 * @param array{first: string, last: string, canonical: string} $a A contact's features.
	 * @param array{first: string, last: string, canonical: string} $b Another contact's features.
	 */
	public static function name_points( array $a, array $b ): int {
		return self::level( $a, $b ) ?? 0;
	}

	/**
	 * Whether two contacts are very likely the same person, how sure (0-100) and why (reason codes, strongest
	 * first); null when they are not a suggestion.
	 *
	 * A shared email or phone number with clearly different first names is a shared mailbox or a household or
	 * office line, not one person; a shared profile always is. A similar name alone is never enough: it needs the
	 * same company, the same (non free-mail) email domain, or one of the two carrying no email and no phone (and no
	 * different company or profile). The same full name alone is enough only when it is rare in the member's network,
	 * which the member's contacts tell (score_features() with `rare_name` set by Data\Duplicate_Finder): never here.
	 *
	 * @param array<string, string> $a A contact's values by API field.
	 * @param array<string, string> $b Another contact's values by API field.
	 * @return array{score: int, reasons: string[]}|null
	 */
	public static function score( array $a, array $b ): ?array {
		return self::score_features( self::features( $a ), self::features( $b ) );
	}

	/**
	 * What the scorer compares of a contact, computed once (a scan compares each contact with many others).
	 *
	 * @param array<string, string> $values     Values by API field.
	 * @param string[]|null         $phone_keys The contact's stored phone keys (Contact_Keys::PHONE: E.164, or 'd'
	 *                                          and the digits of a number that does not parse), to save parsing its
	 *                                          numbers again; null to parse them.
	 * @return array{first: string, last: string, canonical: string, emails: string[], domains: string[], phones: string[], profiles: string[], company: string, rare_name: bool}
	 */
	public static function features( array $values, ?array $phone_keys = null ): array {
		list( $first, $last ) = self::name_parts( $values );
		$emails               = self::emails( $values );
		return array(
			'first'     => $first,
			'last'      => $last,
			'canonical' => self::canonical_first( $first ),
			'emails'    => $emails,
			'domains'   => self::work_domains( $emails ),
			'phones'    => null === $phone_keys ? self::phones( $values ) : self::e164( $phone_keys ),
			'profiles'  => self::profiles( $values ),
			'company'   => self::company_key( (string) ( $values['company'] ?? '' ) ),
			// Whether the full name is rare in the member's network (name_is_rare()): only the finder, which counts
			// the member's contacts, knows; it sets this.
			'rare_name' => false,
		);
	}

	/**
	 * The scorer on features() of two contacts.
	 *
	 * @param array{first: string, last: string, canonical: string, emails: string[], domains: string[], phones: string[], profiles: string[], company: string, rare_name?: bool} $a A contact's features.
	 * @param array{first: string, last: string, canonical: string, emails: string[], domains: string[], phones: string[], profiles: string[], company: string, rare_name?: bool} $b Another contact's features.
	 * @return array{score: int, reasons: string[]}|null
	 */
	public static function score_features( array $a, array $b ): ?array {
		$signals = array();
		if ( array_intersect( $a['emails'], $b['emails'] ) && self::OTHER_PERSON !== self::shared_verdict( self::SHARED_EMAIL, $a, $b ) ) {
			$signals['email'] = 95;
		}
		// A shared profile is suggested whatever the names say (a profile is one person's): the member decides.
		if ( array_intersect( $a['profiles'], $b['profiles'] ) ) {
			$signals['profile'] = 95;
		}
		if ( array_intersect( $a['phones'], $b['phones'] ) && self::OTHER_PERSON !== self::shared_verdict( self::SHARED_PHONE, $a, $b ) ) {
			$signals['phone'] = 90;
		}

		$level = self::level( $a, $b );
		if ( null !== $level ) {
			if ( '' !== $a['company'] && $a['company'] === $b['company'] ) {
				$signals['name_company'] = 60 + $level;
			}
			if ( array_intersect( $a['domains'], $b['domains'] ) ) {
				$signals['name_domain'] = 55 + $level;
			}
			$sparse        = ( ! $a['emails'] && ! $a['phones'] ) || ( ! $b['emails'] && ! $b['phones'] );
			$other_company = '' !== $a['company'] && '' !== $b['company'] && $a['company'] !== $b['company'];
			$other_profile = $a['profiles'] && $b['profiles'] && ! array_intersect( $a['profiles'], $b['profiles'] );
			if ( $sparse && ! $other_company && ! $other_profile ) {
				$signals['name_sparse'] = 50 + $level;
			}
		}
		// The same full name and nothing else: evidence only when the name is rare in the member's network (the finder
		// counts that), and not when both have a profile on one network and they differ. A name shared with another
		// signal is already in that signal's score.
		if ( ! $signals && 25 === $level && ! empty( $a['rare_name'] ) && ! empty( $b['rare_name'] ) && ! self::profiles_conflict( $a['profiles'], $b['profiles'] ) ) {
			$signals['name_rare'] = self::RARE_NAME_SCORE;
		}
		if ( ! $signals ) {
			return null;
		}
		$reasons = array_values( array_filter( self::REASONS, static fn( string $code ): bool => isset( $signals[ $code ] ) ) );
		$score   = max( $signals ) + 3 * ( count( $signals ) - 1 );
		if ( null !== $level && ( isset( $signals['email'] ) || isset( $signals['phone'] ) || isset( $signals['profile'] ) ) ) {
			$score += 3;
		}
		$score = min( 100, $score );
		if ( $score < self::THRESHOLD ) {
			return null;
		}
		return array(
			'score'   => $score,
			'reasons' => $reasons,
		);
	}

	/**
	 * How alike two contacts' names are, as score points: 25 the same, 22 swapped, 20 a nickname, 15 an initial
	 * or a one-letter typo in a name of five or more letters; null when not alike (or a name is missing).
	 *
	 * @param array<string, string> $a A contact's values.
	 * @param array<string, string> $b Another contact's values.
	 */
	public static function name_level( array $a, array $b ): ?int {
		return self::level( self::features( $a ), self::features( $b ) );
	}

	/**
	 * The name likeness on features() of two contacts.
	 *
	 * @param array{first: string, last: string, canonical: string} $a A contact's features.
	 * @param array{first: string, last: string, canonical: string} $b Another contact's features.
	 */
	private static function level( array $a, array $b ): ?int {
		if ( '' === $a['first'] || '' === $b['first'] || '' === $a['last'] || '' === $b['last'] ) {
			return null;
		}
		if ( $a['first'] === $b['first'] && $a['last'] === $b['last'] ) {
			return 25;
		}
		if ( $a['first'] === $b['last'] && $a['last'] === $b['first'] ) {
			return 22;
		}
		if ( $a['last'] === $b['last'] ) {
			if ( $a['canonical'] === $b['canonical'] ) {
				return 20;
			}
			$short = strlen( $a['first'] ) < strlen( $b['first'] ) ? $a['first'] : $b['first'];
			$long  = $short === $a['first'] ? $b['first'] : $a['first'];
			if ( 1 === strlen( $short ) && $short === $long[0] ) {
				return 15;
			}
			return self::one_typo( $a['first'], $b['first'] ) ? 15 : null;
		}
		if ( $a['canonical'] === $b['canonical'] && self::one_typo( $a['last'], $b['last'] ) ) {
			return 15;
		}
		return null;
	}

	/**
	 * Whether two names differ by one letter (added, removed or changed), in names of five or more letters.
	 *
	 * @param string $a A name.
	 * @param string $b Another name.
	 */
	private static function one_typo( string $a, string $b ): bool {
		return min( strlen( $a ), strlen( $b ) ) >= 5 && levenshtein( $a, $b ) === 1;
	}

	/**
	 * How two contacts' first names read: SAME_PERSON when either is missing, or they are the same, nicknames of one
	 * name, first and last swapped, an initial and a name that starts with it, or one letter apart in names of five or
	 * more letters; MAYBE_SAME when one starts with the other (`Ann` and `Anna`, `Sam` and `Samantha`) or a short name
	 * is one letter from the other (`Tom` and `Tim`): perhaps a typo, perhaps a brother; else OTHER_PERSON.
	 *
	 * @param array{first: string, last: string, canonical: string} $a A contact's features.
	 * @param array{first: string, last: string, canonical: string} $b Another contact's features.
	 */
	private static function first_names( array $a, array $b ): string {
		if ( '' === $a['first'] || '' === $b['first'] || $a['first'] === $b['first'] || $a['canonical'] === $b['canonical'] ) {
			return self::SAME_PERSON;
		}
		if ( $a['first'] === $b['last'] && $a['last'] === $b['first'] ) {
			return self::SAME_PERSON;
		}
		$short = strlen( $a['first'] ) <= strlen( $b['first'] ) ? $a['first'] : $b['first'];
		$long  = $short === $a['first'] ? $b['first'] : $a['first'];
		if ( 1 === strlen( $short ) && $short === $long[0] ) {
			return self::SAME_PERSON;
		}
		if ( self::one_typo( $a['first'], $b['first'] ) ) {
			return self::SAME_PERSON;
		}
		if ( str_starts_with( $long, $short ) || levenshtein( $a['first'], $b['first'] ) <= 1 ) {
			return self::MAYBE_SAME;
		}
		return self::OTHER_PERSON;
	}

	/**
	 * Whether two contacts' last names could be one person's: either is missing, they are the same, first and last are
	 * swapped, one holds the other (a double-barrelled name: `Smith` and `Smith-Jones`), or they are one letter apart.
	 *
	 * @param array{first: string, last: string} $a A contact's features.
	 * @param array{first: string, last: string} $b Another contact's features.
	 */
	private static function last_names_alike( array $a, array $b ): bool {
		if ( '' === $a['last'] || '' === $b['last'] || $a['last'] === $b['last'] ) {
			return true;
		}
		if ( $a['first'] === $b['last'] && $a['last'] === $b['first'] ) {
			return true;
		}
		$short = strlen( $a['last'] ) <= strlen( $b['last'] ) ? $a['last'] : $b['last'];
		$long  = $short === $a['last'] ? $b['last'] : $a['last'];
		if ( strlen( $short ) >= 3 && ( str_starts_with( $long, $short ) || str_ends_with( $long, $short ) ) ) {
			return true;
		}
		return self::one_typo( $a['last'], $b['last'] );
	}

	/**
	 * A contact's canonical emails.
	 *
	 * @param array<string, string> $values Values by API field.
	 * @return string[]
	 */
	private static function emails( array $values ): array {
		$emails = array();
		foreach ( Contact_Fields::SLOTS as $slot ) {
			$email = self::email_key( (string) ( $values[ "email{$slot}" ] ?? '' ) );
			if ( '' !== $email ) {
				$emails[] = $email;
			}
		}
		return array_values( array_unique( $emails ) );
	}

	/**
	 * A contact's phone numbers in E.164.
	 *
	 * @param array<string, string> $values Values by API field.
	 * @return string[]
	 */
	private static function phones( array $values ): array {
		$phones = array();
		foreach ( Contact_Fields::SLOTS as $slot ) {
			$phone = self::phone_key( (string) ( $values[ "phone{$slot}" ] ?? '' ) );
			if ( '' !== $phone ) {
				$phones[] = $phone;
			}
		}
		return array_values( array_unique( $phones ) );
	}

	/**
	 * The E.164 numbers among phone match keys (the others are the digits of numbers that do not parse, which
	 * phones() leaves out too).
	 *
	 * @param string[] $phone_keys Phone match keys.
	 * @return string[]
	 */
	private static function e164( array $phone_keys ): array {
		return array_values( array_unique( array_filter( $phone_keys, static fn( string $key ): bool => '+' === substr( $key, 0, 1 ) ) ) );
	}

	/**
	 * A contact's social profiles (LinkedIn included).
	 *
	 * @param array<string, string> $values Values by API field.
	 * @return string[]
	 */
	private static function profiles( array $values ): array {
		$profiles = array();
		foreach ( array( 'linkedIn', 'facebook', 'instagram', 'twitter' ) as $field ) {
			$profile = self::profile_key( $field, (string) ( $values[ $field ] ?? '' ) );
			if ( '' !== $profile ) {
				$profiles[] = $profile;
			}
		}
		return $profiles;
	}

	/**
	 * The domains of canonical emails that are not free-mail domains.
	 *
	 * @param string[] $emails Canonical emails.
	 * @return string[]
	 */
	private static function work_domains( array $emails ): array {
		$domains = array();
		foreach ( $emails as $email ) {
			$domain = substr( $email, (int) strrpos( $email, '@' ) + 1 );
			if ( ! in_array( $domain, self::FREE_MAIL, true ) ) {
				$domains[] = $domain;
			}
		}
		return $domains;
	}

	/**
	 * Text without accents, lower-cased ASCII where a letter has an ASCII base ("José" gives "jose").
	 *
	 * @param string $text Text.
	 */
	private static function ascii( string $text ): string {
		if ( function_exists( 'remove_accents' ) ) {
			$text = remove_accents( $text );
		} elseif ( class_exists( \Normalizer::class ) ) {
			$text = (string) preg_replace( '/\p{Mn}+/u', '', (string) \Normalizer::normalize( $text, \Normalizer::FORM_D ) );
		}
		return mb_strtolower( $text );
	}

	/**
	 * A key short enough for the keys table: itself, or its kind prefix and an md5 when long.
	 *
	 * @param string $key Key.
	 */
	public static function short( string $key ): string {
		return strlen( $key ) <= self::KEY_LENGTH ? $key : substr( $key, 0, 2 ) . md5( $key );
	}
}
