<?php
/**
 * Duplicate_Rules: the normalisers a member would agree with (the same email, phone, profile and name written
 * differently) and the scorer's decisions (what is suggested, why, and what is not).
 *
 * @package Prism
 */

namespace Prism\Tests\Domain;

use PHPUnit\Framework\TestCase;
use Prism\Domain\Duplicate_Rules;

/**
 * Duplicate-detection rules.
 */
final class DuplicateRulesTest extends TestCase {

	public function test_emails_ignore_case_tags_and_gmail_dots(): void {
		$this->assertSame( 'jane@example.com', Duplicate_Rules::email_key( '  Jane@Example.COM ' ) );
		$this->assertSame( 'jane@example.com', Duplicate_Rules::email_key( 'jane+news@example.com' ) );
		$this->assertSame( 'jane.doe@example.com', Duplicate_Rules::email_key( 'jane.doe@example.com' ), 'dots matter outside Gmail' );
		$this->assertSame( 'janedoe@gmail.com', Duplicate_Rules::email_key( 'Jane.Doe+work@gmail.com' ) );
		$this->assertSame( 'janedoe@gmail.com', Duplicate_Rules::email_key( 'j.a.n.e.doe@googlemail.com' ) );
		$this->assertSame( '', Duplicate_Rules::email_key( 'not an email' ) );
		$this->assertSame( '', Duplicate_Rules::email_key( '' ) );
	}

	public function test_phones_in_every_common_form_are_one_number(): void {
		$expected = '+442079460123';
		foreach ( array( '+44 20 7946 0123', '0044 20 7946 0123', '(020) 7946-0123', '020 7946 0123' ) as $phone ) {
			$this->assertSame( $expected, Duplicate_Rules::phone_key( $phone, 'GB' ), $phone );
		}
		$this->assertSame( '+15550100000', Duplicate_Rules::phone_key( '(555) 010-0000', 'US' ) );
		// 00 is the international prefix wherever the site is: a US site reads 0044 as +44 too.
		foreach ( array( '+44 20 7946 0123', '0044 (20) 7946-0123', '00 44 20 7946 0123' ) as $phone ) {
			$this->assertSame( $expected, Duplicate_Rules::phone_key( $phone, 'US' ), $phone . ' on a US site' );
		}
		$this->assertSame( '', Duplicate_Rules::phone_key( 'call me', 'GB' ) );
	}

	public function test_profiles_ignore_scheme_host_variants_query_and_case(): void {
		$twitter = 'twitter/janedoe';
		foreach ( array( 'https://twitter.com/JaneDoe', 'http://www.twitter.com/janedoe/', 'x.com/JaneDoe?s=20', 'https://mobile.twitter.com/@janedoe', '@JaneDoe' ) as $url ) {
			$this->assertSame( $twitter, Duplicate_Rules::profile_key( 'twitter', $url ), $url );
		}
		$this->assertSame( 'facebook/jane.doe', Duplicate_Rules::profile_key( 'facebook', 'https://m.facebook.com/Jane.Doe/' ) );
		$this->assertSame( 'facebook/jane.doe', Duplicate_Rules::profile_key( 'facebook', 'fb.com/jane.doe' ) );
		$this->assertSame( 'instagram/jane', Duplicate_Rules::profile_key( 'instagram', 'https://www.instagram.com/jane/?hl=en' ) );
		$this->assertSame( 'linkedin/in/jane-doe', Duplicate_Rules::profile_key( 'linkedIn', 'https://uk.linkedin.com/in/Jane-Doe/' ) );
		$this->assertSame( Duplicate_Rules::profile_key( 'linkedIn', 'linkedin.com/in/jane-doe' ), Duplicate_Rules::profile_key( 'linkedIn', 'https://www.linkedin.com/in/jane-doe?trk=x' ) );
		$this->assertSame( '', Duplicate_Rules::profile_key( 'twitter', '  ' ) );
		// Numeric Facebook profiles differ by their id, never by the path they share.
		$this->assertSame( 'facebook/id:1000123', Duplicate_Rules::profile_key( 'facebook', 'https://www.facebook.com/profile.php?id=1000123&ref=bookmarks' ) );
		$this->assertNotSame( Duplicate_Rules::profile_key( 'facebook', 'facebook.com/profile.php?id=1' ), Duplicate_Rules::profile_key( 'facebook', 'facebook.com/profile.php?id=2' ) );
		$this->assertSame( '', Duplicate_Rules::profile_key( 'facebook', 'https://facebook.com/profile.php' ) );
		$this->assertSame( '', Duplicate_Rules::profile_key( 'facebook', 'https://www.facebook.com/' ) );
		// A handle with a dot is a handle.
		$this->assertSame( 'instagram/jane.doe', Duplicate_Rules::profile_key( 'instagram', '@jane.doe' ) );
		$this->assertSame( Duplicate_Rules::profile_key( 'instagram', 'https://instagram.com/jane.doe' ), Duplicate_Rules::profile_key( 'instagram', '@Jane.Doe' ) );
	}

	public function test_names_ignore_accents_punctuation_and_case(): void {
		$this->assertSame( array( 'oneil' ), Duplicate_Rules::name_tokens( "O'Neil" ) );
		$this->assertSame( Duplicate_Rules::name_tokens( 'ONeil' ), Duplicate_Rules::name_tokens( "O'Neil" ) );
		$this->assertSame( array( 'jose' ), Duplicate_Rules::name_tokens( 'José' ) );
		$this->assertSame( array( 'zoe', 'muller', 'smith' ), Duplicate_Rules::name_tokens( 'Zoë Müller-Smith' ) );
		$this->assertSame( array( 'john', 'smith' ), Duplicate_Rules::name_parts( array( 'firstName' => 'John Smith' ) ) );
		$this->assertSame( array( 'mary', 'vanderberg' ), Duplicate_Rules::name_parts( array( 'firstName' => 'Mary Ann', 'lastName' => 'van der Berg' ) ) );
	}

	public function test_nicknames_share_a_canonical_name(): void {
		foreach ( array( 'bob' => 'robert', 'bill' => 'william', 'liz' => 'elizabeth', 'jim' => 'james', 'mike' => 'michael', 'kate' => 'katherine', 'katherine' => 'katherine', 'olivia' => 'olivia' ) as $name => $canonical ) {
			$this->assertSame( $canonical, Duplicate_Rules::canonical_first( $name ), $name );
		}
	}

	public function test_companies_ignore_legal_suffixes_and_punctuation(): void {
		$this->assertSame( 'acme', Duplicate_Rules::company_key( 'Acme, Inc.' ) );
		$this->assertSame( 'acme', Duplicate_Rules::company_key( 'ACME Ltd' ) );
		$this->assertSame( 'harbour and son', Duplicate_Rules::company_key( 'Harbour & Son LLC' ) );
		$this->assertNotSame( Duplicate_Rules::company_key( 'Acme' ), Duplicate_Rules::company_key( 'Acme Holdings' ) );
	}

	/**
	 * Name pairs and how alike they are (null: not alike).
	 *
	 * @return array<string, array{0: array<string, string>, 1: array<string, string>, 2: int|null}>
	 */
	public function names(): array {
		return array(
			'same'             => array( self::n( 'John', 'Smith' ), self::n( 'JOHN', 'smith' ), 25 ),
			'accents'          => array( self::n( 'José', 'García' ), self::n( 'Jose', 'Garcia' ), 25 ),
			'apostrophe'       => array( self::n( 'Sean', "O'Neil" ), self::n( 'Sean', 'ONeil' ), 25 ),
			'swapped'          => array( self::n( 'Smith', 'John' ), self::n( 'John', 'Smith' ), 22 ),
			'nickname'         => array( self::n( 'Bob', 'Jones' ), self::n( 'Robert', 'Jones' ), 20 ),
			'initial'          => array( self::n( 'J.', 'Smith' ), self::n( 'John', 'Smith' ), 15 ),
			'typo in last'     => array( self::n( 'John', 'Thompson' ), self::n( 'John', 'Thomson' ), 15 ),
			'typo in first'    => array( self::n( 'Michelle', 'Lee' ), self::n( 'Michele', 'Lee' ), 15 ),
			'short names'      => array( self::n( 'Ann', 'Lee' ), self::n( 'Anna', 'Lee' ), null ),
			'other first name' => array( self::n( 'John', 'Smith' ), self::n( 'James', 'Smith' ), null ),
			'other initial'    => array( self::n( 'K.', 'Smith' ), self::n( 'John', 'Smith' ), null ),
			'two typos'        => array( self::n( 'John', 'Thompson' ), self::n( 'John', 'Tomson' ), null ),
			'no last name'     => array( self::n( 'John', '' ), self::n( 'John', '' ), null ),
		);
	}

	/**
	 * How alike names are.
	 *
	 * @dataProvider names
	 * @param array<string, string> $a        A contact.
	 * @param array<string, string> $b        Another.
	 * @param int|null              $expected Points.
	 */
	public function test_name_level( array $a, array $b, ?int $expected ): void {
		$this->assertSame( $expected, Duplicate_Rules::name_level( $a, $b ) );
		$this->assertSame( $expected, Duplicate_Rules::name_level( $b, $a ), 'symmetric' );
	}

	/**
	 * Pairs, and the reasons they are suggested for (null: not suggested).
	 *
	 * @return array<string, array{0: array<string, string>, 1: array<string, string>, 2: string[]|null}>
	 */
	public function pairs(): array {
		return array(
			'same email, other case and tag'      => array( self::n( 'Jane', 'Doe', array( 'emailOne' => 'jane@doe.example' ) ), self::n( 'Jane', 'D', array( 'emailTwo' => 'JANE+x@doe.example' ) ), array( 'email' ) ),
			'same phone'                          => array( self::n( 'Jane', 'Doe', array( 'phoneOne' => '+44 20 7946 0001' ) ), self::n( 'Jane', 'Doe', array( 'phoneOne' => '+44 (20) 7946-0001' ) ), array( 'phone' ) ),
			'same profile, other names'           => array( self::n( 'Jane', 'Doe', array( 'twitter' => 'x.com/jd' ) ), self::n( 'J', 'Smith', array( 'twitter' => 'https://twitter.com/JD/' ) ), array( 'profile' ) ),
			'email, phone and name and company'   => array( self::n( 'Jane', 'Doe', array( 'emailOne' => 'j@d.example', 'phoneOne' => '+12025550143', 'company' => 'Acme Inc' ) ), self::n( 'Jane', 'Doe', array( 'emailOne' => 'j@d.example', 'phoneOne' => '+1 202 555 0143', 'company' => 'ACME' ) ), array( 'email', 'phone', 'name_company', 'name_domain' ) ),
			'nickname at the same company'        => array( self::n( 'Bob', 'Jones', array( 'company' => 'Acme Inc.', 'emailOne' => 'bob@gmail.com' ) ), self::n( 'Robert', 'Jones', array( 'company' => 'acme', 'emailOne' => 'rj@yahoo.com' ) ), array( 'name_company' ) ),
			'similar name, same work domain'      => array( self::n( 'Kate', 'Lee', array( 'emailOne' => 'kate@acme.example' ) ), self::n( 'Katherine', 'Lee', array( 'emailOne' => 'klee@acme.example' ) ), array( 'name_domain' ) ),
			'same name, one without details'      => array( self::n( 'Jane', 'Doe', array( 'emailOne' => 'j@d.example' ) ), self::n( 'Jane', 'Doe' ), array( 'name_sparse' ) ),
			'same name, other details, companies' => array( self::n( 'John', 'Smith', array( 'emailOne' => 'js@a.example', 'phoneOne' => '+12025550143', 'company' => 'A' ) ), self::n( 'John', 'Smith', array( 'emailOne' => 'john@b.example', 'phoneOne' => '+12025550144', 'company' => 'B' ) ), null ),
			'same name, same free-mail domain'    => array( self::n( 'John', 'Smith', array( 'emailOne' => 'js@gmail.com' ) ), self::n( 'John', 'Smith', array( 'emailOne' => 'jsmith@gmail.com' ) ), null ),
			'same name, sparse, other company'    => array( self::n( 'John', 'Smith', array( 'company' => 'A' ) ), self::n( 'John', 'Smith', array( 'company' => 'B', 'emailOne' => 'js@gmail.com' ) ), null ),
			'family sharing the home phone'       => array( self::n( 'John', 'Smith', array( 'phoneOne' => '+12025550143' ) ), self::n( 'Mary', 'Smith', array( 'phoneOne' => '+12025550143' ) ), null ),
			'colleagues sharing a mailbox'        => array( self::n( 'John', 'Smith', array( 'emailOne' => 'sales@acme.example' ) ), self::n( 'Priya', 'Patel', array( 'emailOne' => 'sales@acme.example' ) ), null ),
			'same company, other names'           => array( self::n( 'John', 'Smith', array( 'company' => 'Acme' ) ), self::n( 'Priya', 'Patel', array( 'company' => 'Acme' ) ), null ),
		);
	}

	/**
	 * What is suggested and why.
	 *
	 * @dataProvider pairs
	 * @param array<string, string> $a        A contact.
	 * @param array<string, string> $b        Another.
	 * @param string[]|null         $expected Reasons, strongest first.
	 */
	public function test_score( array $a, array $b, ?array $expected ): void {
		$match = Duplicate_Rules::score( $a, $b );
		$this->assertSame( $match, Duplicate_Rules::score( $b, $a ), 'symmetric' );
		if ( null === $expected ) {
			$this->assertNull( $match );
			return;
		}
		$this->assertNotNull( $match );
		$this->assertSame( $expected, $match['reasons'] );
		$this->assertGreaterThanOrEqual( Duplicate_Rules::THRESHOLD, $match['score'] );
		$this->assertLessThanOrEqual( 100, $match['score'] );
	}

	/**
	 * Two contacts sharing a value, and what their names say: the judgement import matching and the scorer share.
	 *
	 * @return array<string, array{0: string, 1: array<string, string>, 2: array<string, string>, 3: string}>
	 */
	public function shared_values(): array {
		$same  = Duplicate_Rules::SAME_PERSON;
		$maybe = Duplicate_Rules::MAYBE_SAME;
		$other = Duplicate_Rules::OTHER_PERSON;
		$email = Duplicate_Rules::SHARED_EMAIL;
		$phone = Duplicate_Rules::SHARED_PHONE;
		return array(
			'company main line, other people'       => array( $phone, self::n( 'Karen', 'Liu' ), self::n( 'Derek', 'Moss' ), $other ),
			'team mailbox, one family name'         => array( $email, self::n( 'Jo', 'Park' ), self::n( 'Min', 'Park' ), $other ),
			'family home number'                    => array( $phone, self::n( 'María', 'García' ), self::n( 'Sofia', 'García' ), $other ),
			'the same name'                         => array( $email, self::n( 'Karen', 'Liu' ), self::n( 'Karen', 'Liu' ), $same ),
			'with and without accents'              => array( $email, self::n( 'José', 'Ramírez' ), self::n( 'Jose', 'Ramirez' ), $same ),
			'a nickname'                            => array( $email, self::n( 'Bob', 'Chen' ), self::n( 'Robert', 'Chen' ), $same ),
			'an initial'                            => array( $phone, self::n( 'K.', 'Liu' ), self::n( 'Karen', 'Liu' ), $same ),
			'first and last swapped'                => array( $phone, self::n( 'Liu', 'Karen' ), self::n( 'Karen', 'Liu' ), $same ),
			'a new last name on her own mailbox'    => array( $email, self::n( 'Ada', 'King' ), self::n( 'Ada', 'Lovelace' ), $same ),
			'a double-barrelled last name'          => array( $phone, self::n( 'Ana', 'Smith' ), self::n( 'Ana', 'Smith-Jones' ), $same ),
			'two Marias on one switchboard'         => array( $phone, self::n( 'Maria', 'Lopez' ), self::n( 'Maria', 'Chen' ), $maybe ),
			'a last name only, another last name'   => array( $email, self::n( '', 'Park' ), self::n( 'Jo', 'Kim' ), $maybe ),
			'a family\'s entry on the home number'  => array( $phone, self::n( '', 'Park' ), self::n( 'Jo', 'Park' ), $maybe ),
			'a last name only on the same mailbox'  => array( $email, self::n( '', 'Park' ), self::n( 'Jo', 'Park' ), $same ),
			'a short first name one letter off'     => array( $phone, self::n( 'Tom', 'Becker' ), self::n( 'Tim', 'Becker' ), $maybe ),
			'a first name and its start'            => array( $email, self::n( 'Ann', 'Lee' ), self::n( 'Anna', 'Lee' ), $maybe ),
			'a row that names nobody'               => array( $email, self::n( '', '' ), self::n( 'Jo', 'Park' ), $same ),
			'a company\'s own entry and a person'   => array( $email, self::n( '', '', array( 'company' => 'Sunrise Bakery' ) ), self::n( 'Jo', 'Park', array( 'company' => 'Sunrise Bakery' ) ), $maybe ),
			'two entries of one company'            => array( $phone, self::n( '', '', array( 'company' => 'Acme Inc' ) ), self::n( '', '', array( 'company' => 'ACME' ) ), $same ),
			'two companies on one number'           => array( $phone, self::n( '', '', array( 'company' => 'Acme' ) ), self::n( '', '', array( 'company' => 'Beta' ) ), $maybe ),
		);
	}

	/**
	 * What a shared value says, both ways round.
	 *
	 * @dataProvider shared_values
	 * @param string                $kind     Shared email, phone or profile.
	 * @param array<string, string> $a        A contact.
	 * @param array<string, string> $b        Another.
	 * @param string                $expected Verdict.
	 */
	public function test_shared_verdict( string $kind, array $a, array $b, string $expected ): void {
		$this->assertSame( $expected, Duplicate_Rules::shared_verdict( $kind, Duplicate_Rules::features( $a ), Duplicate_Rules::features( $b ) ) );
		$this->assertSame( $expected, Duplicate_Rules::shared_verdict( $kind, Duplicate_Rules::features( $b ), Duplicate_Rules::features( $a ) ), 'symmetric' );
	}

	public function test_stronger_evidence_scores_higher(): void {
		$email   = Duplicate_Rules::score( self::n( 'Jane', 'Doe', array( 'emailOne' => 'j@d.example' ) ), self::n( 'Jane', 'Doe', array( 'emailOne' => 'J@d.example' ) ) );
		$initial = Duplicate_Rules::score( self::n( 'J.', 'Doe', array( 'company' => 'Acme' ) ), self::n( 'Jane', 'Doe', array( 'company' => 'Acme' ) ) );
		$this->assertNotNull( $email );
		$this->assertNotNull( $initial );
		$this->assertGreaterThan( $initial['score'], $email['score'] );
	}

	/**
	 * How many contacts carry a full name, its first name, its last name, and how many have both; and whether that
	 * full name is rare in the network.
	 *
	 * @return array<string, array{0: int, 1: int, 2: int, 3: int, 4: bool}>
	 */
	public function name_counts(): array {
		return array(
			'Kwame Mensah twice, nobody else of either name, 400 contacts' => array( 2, 2, 2, 400, true ),
			'the same, entered three times'                => array( 3, 3, 3, 400, true ),
			'three of one name in a network of 60'         => array( 3, 3, 3, 60, false ),
			'Priya Raghunathan twice beside seven other Priyas' => array( 2, 9, 2, 400, true ),
			'Maria Garcia twice beside 4 Marias and 8 Garcias' => array( 2, 6, 10, 400, false ),
			'John Smith four times'                        => array( 4, 4, 4, 400, false ),
			'a first and last name many carry (large network)' => array( 2, 1500, 50, 30000, false ),
			'a unique name in a network of 19'             => array( 2, 2, 2, 19, false ),
			'a unique name in a network of 20'             => array( 2, 2, 2, 20, true ),
			'keys not listed yet (one holder of the first name)' => array( 2, 1, 2, 400, false ),
			'one holder: no pair'                          => array( 1, 1, 1, 400, false ),
		);
	}

	/**
	 * A full name is rare from the member's own counts.
	 *
	 * @dataProvider name_counts
	 * @param int  $namesakes Holders of the full name.
	 * @param int  $firsts    Holders of its first name.
	 * @param int  $lasts     Holders of its last name.
	 * @param int  $named     Contacts with both names.
	 * @param bool $expected  Rare.
	 */
	public function test_name_is_rare( int $namesakes, int $firsts, int $lasts, int $named, bool $expected ): void {
		$this->assertSame( $expected, Duplicate_Rules::name_is_rare( $namesakes, $firsts, $lasts, $named ) );
	}

	public function test_the_same_rare_name_alone_is_the_weakest_suggestion(): void {
		$rare  = static fn( array $values ): array => array_merge( Duplicate_Rules::features( $values ), array( 'rare_name' => true ) );
		$typed = self::n(
			'Kwame',
			'Mensah',
			array(
				'company'  => 'Acme',
				'emailOne' => 'kwame@acme.example',
				'phoneOne' => '+44 20 7946 0100',
			)
		);
		$linked = self::n(
			'Kwame',
			'Mensah',
			array(
				'company'  => 'Globex',
				'emailOne' => 'kmensah@gmail.com',
				'linkedIn' => 'https://www.linkedin.com/in/kwame-mensah',
			)
		);
		$match  = Duplicate_Rules::score_features( $rare( $typed ), $rare( $linked ) );
		$this->assertSame(
			array(
				'score'   => Duplicate_Rules::RARE_NAME_SCORE,
				'reasons' => array( 'name_rare' ),
			),
			$match
		);
		$this->assertSame( $match, Duplicate_Rules::score_features( $rare( $linked ), $rare( $typed ) ), 'symmetric' );
		$this->assertGreaterThanOrEqual( Duplicate_Rules::THRESHOLD, Duplicate_Rules::RARE_NAME_SCORE );

		// Every other suggestion scores above it: the weakest is an initial with no details (name_sparse, 50 + 15).
		$weakest = Duplicate_Rules::score( self::n( 'K.', 'Mensah' ), self::n( 'Kwame', 'Mensah', array( 'emailOne' => 'k@m.example' ) ) );
		$this->assertNotNull( $weakest );
		$this->assertSame( array( 'name_sparse' ), $weakest['reasons'] );
		$this->assertGreaterThan( Duplicate_Rules::RARE_NAME_SCORE, $weakest['score'] );

		$this->assertNull( Duplicate_Rules::score( $typed, $linked ), 'a name is never rare unless the finder counted it so' );
		$this->assertNull( Duplicate_Rules::score_features( $rare( $typed ), Duplicate_Rules::features( $linked ) ), 'both must carry the rare name' );
		$nickname = self::n( 'Kwa', 'Mensah', array( 'emailOne' => 'kwa@mensah.example' ) );
		$this->assertNull( Duplicate_Rules::score_features( $rare( $typed ), $rare( $nickname ) ), 'only the same full name' );
		$other_profile = self::n( 'Kwame', 'Mensah', array( 'linkedIn' => 'linkedin.com/in/kwame-mensah-accra' ) );
		$this->assertNull( Duplicate_Rules::score_features( $rare( $linked ), $rare( $other_profile ) ), 'two LinkedIn profiles are two people' );
		$twitter = self::n( 'Kwame', 'Mensah', array( 'twitter' => '@kwamem' ) );
		$this->assertNotNull( Duplicate_Rules::score_features( $rare( $linked ), $rare( $twitter ) ), 'profiles on other networks do not disagree' );

		// With a stronger signal the name is already in its score: no second reason.
		$shared = Duplicate_Rules::score_features( $rare( $typed ), $rare( self::n( 'Kwame', 'Mensah', array( 'emailOne' => 'KWAME@acme.example' ) ) ) );
		$this->assertNotNull( $shared );
		$this->assertSame( array( 'email', 'name_domain' ), $shared['reasons'] );

		// Only a first name of two letters or more: `J. Smith` may be John or Jane.
		$this->assertNull( Duplicate_Rules::rare_name_keys( Duplicate_Rules::features( self::n( 'J.', 'Mensah' ) ) ) );
		$this->assertNull( Duplicate_Rules::rare_name_keys( Duplicate_Rules::features( self::n( 'Kwame', '' ) ) ) );
		$keys = Duplicate_Rules::rare_name_keys( Duplicate_Rules::features( self::n( 'Kwame', 'Mensah' ) ) );
		$this->assertNotNull( $keys );
		$this->assertSame( 'kwame', $keys['first'] );
		$this->assertSame( 'mensah', $keys['last'] );
		$this->assertContains( $keys['name'], Duplicate_Rules::block_keys( $linked )['b'], 'counted through the name key everyone holds' );
	}

	public function test_every_named_contact_holds_its_first_and_last_name_to_be_counted(): void {
		$keys = Duplicate_Rules::block_keys( self::n( 'José', "O'Neil-Smith", array( 'emailOne' => 'j@example.com' ) ) );
		$this->assertSame( array( 'jose' ), $keys['g'] );
		$this->assertSame( array( 'oneilsmith' ), $keys['f'] );
		$this->assertSame( array( 'j' ), Duplicate_Rules::block_keys( self::n( 'J.', 'Mensah' ) )['g'], 'an initial counts among the Mensahs too' );
		$this->assertSame( array(), Duplicate_Rules::block_keys( self::n( 'Kwame', '' ) )['f'] );
		$this->assertSame( array(), Duplicate_Rules::find_keys( self::n( 'Kwame', 'Mensah' ) )['keys']['g'] ?? array(), 'counted, never looked up' );
	}

	public function test_block_keys_are_shared_by_the_pairs_they_must_find(): void {
		$shares = static function ( array $a, array $b, string $kind ): bool {
			return (bool) array_intersect( Duplicate_Rules::block_keys( $a )[ $kind ], Duplicate_Rules::block_keys( $b )[ $kind ] );
		};
		$this->assertTrue( $shares( array( 'emailOne' => 'Jane.Doe@gmail.com' ), array( 'emailThree' => 'janedoe+x@googlemail.com' ), 'd' ) );
		$this->assertTrue( $shares( array( 'twitter' => 'x.com/jd' ), array( 'twitter' => '@JD' ), 's' ) );
		$this->assertFalse( $shares( array( 'twitter' => 'x.com/jd' ), array( 'instagram' => 'instagram.com/jd' ), 's' ) );
		// Name keys (held in `z` by a contact with no email and no phone, as here).
		foreach ( array( self::n( 'Smith', 'John' ), self::n( 'Johnny', 'Smith' ), self::n( 'J.', 'Smith' ), self::n( 'Jonn', 'Smith' ), self::n( 'John', 'Smiht' ), self::n( 'JOHN', 'SMITH' ) ) as $other ) {
			$this->assertTrue( $shares( self::n( 'John', 'Smith' ), $other, 'z' ), wp_json_encode( $other ) );
		}
		$this->assertTrue( $shares( self::n( 'B.', 'Okafor' ), self::n( 'Bob', 'Okafor' ), 'z' ), 'an initial of the nickname' );
		$this->assertTrue( $shares( self::n( 'B.', 'Okafor' ), self::n( 'Robert', 'Okafor' ), 'z' ) === false, 'B. is not Robert\'s initial' );
		$long = Duplicate_Rules::block_keys( self::n( str_repeat( 'a', 300 ), str_repeat( 'b', 300 ) ) )['z'];
		foreach ( $long as $key ) {
			$this->assertLessThanOrEqual( 191, strlen( $key ) );
		}
		$this->assertSame( array(), Duplicate_Rules::block_keys( array() )['z'] );
		$this->assertSame( array(), Duplicate_Rules::block_keys( self::n( 'John', 'Smith', array( 'emailOne' => 'j@example.com' ) ) )['z'], 'a contact with an email holds no z key' );
	}

	public function test_name_alikes_are_found_only_through_a_second_signal(): void {
		// What one contact looks up meets what the other holds exactly when the pair can score on a similar name.
		$meets = static function ( array $a, array $b ): bool {
			$find = Duplicate_Rules::find_keys( $a );
			$with = array_merge( $find['keys']['x'], ...array_values( $find['domain_keys'] ) );
			$hold = Duplicate_Rules::block_keys( $b );
			return (bool) array_intersect( $with, $hold['x'] ) || (bool) array_intersect( $find['keys']['z'], $hold['z'] ) || (bool) array_intersect( $find['keys']['b'], $hold['b'] );
		};
		$acme   = self::n( 'Robert', 'Okafor', array( 'company' => 'Acme, Inc.', 'emailOne' => 'rob@gmail.com' ) );
		$bob    = self::n( 'Bob', 'Okafor', array( 'company' => 'ACME Ltd', 'phoneOne' => '+44 20 7946 0111' ) );
		$other  = self::n( 'Bob', 'Okafor', array( 'company' => 'Globex', 'phoneOne' => '+44 20 7946 0222' ) );
		$domain = self::n( 'Rob', 'Okafor', array( 'emailOne' => 'r.okafor@smallfirm.test' ) );
		$same   = self::n( 'Robert', 'Okafor', array( 'emailOne' => 'robert@smallfirm.test' ) );
		$bare   = self::n( 'Robert', 'Okafor' );
		$this->assertTrue( $meets( $acme, $bob ), 'same company' );
		$this->assertFalse( $meets( $bob, $other ), 'another company, both with details: nothing to look up' );
		$this->assertTrue( $meets( $domain, $same ), 'same work domain' );
		$this->assertFalse( $meets( $acme, self::n( 'Robert', 'Okafor', array( 'emailOne' => 'robert@yahoo.com' ) ) ), 'a free-mail domain is no signal' );
		$this->assertTrue( $meets( $bob, $bare ), 'a contact with details finds a name-alike with none (its z key)' );
		$this->assertTrue( $meets( $bare, $other ), 'a contact with no email or phone looks its plain name keys up' );
		$this->assertSame( array(), Duplicate_Rules::find_keys( $bob )['keys']['b'] );
		$this->assertSame( array(), Duplicate_Rules::block_keys( $bob )['z'] );
		$this->assertSame( array( 'smallfirm.test' ), array_keys( Duplicate_Rules::find_keys( $domain )['domain_keys'] ) );
		// Stored phone keys stand for parsing: a number that does not parse ('d' and digits) does not count.
		$this->assertSame( array( '+442079460111' ), Duplicate_Rules::features( $bob, array( '+442079460111', 'd12' ) )['phones'] );
		$this->assertSame( Duplicate_Rules::features( $bob )['phones'], Duplicate_Rules::features( $bob, array( '+442079460111' ) )['phones'] );
	}

	/**
	 * A contact's values.
	 *
	 * @param string                $first First name.
	 * @param string                $last  Last name.
	 * @param array<string, string> $more  Other fields.
	 * @return array<string, string>
	 */
	private static function n( string $first, string $last, array $more = array() ): array {
		return array_merge(
			array(
				'firstName' => $first,
				'lastName'  => $last,
			),
			$more
		);
	}
}
