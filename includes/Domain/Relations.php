<?php
/**
 * Relationships between a member's contacts (issue 30, part 2): what kinds there are, how each reads from the other
 * side (Mary is Ann's parent, so Ann is Mary's child), and how the labels other systems write (Apple's
 * `_$!<Mother>!$_`, Google's "Relation 1 - Type", vCard 4's RELATED;TYPE=) map onto them and back.
 *
 * A stored relationship says, from its contact's side, what the other person is to them: kind 'parent' on Ann with
 * Mary means "Mary is Ann's parent". A label keeps the role as it was typed or imported when the kind's own name
 * does not say it ("Mother", "Godmother"); it belongs to the side it was written from.
 *
 * @package Prism
 */

namespace Prism\Domain;

defined( 'ABSPATH' ) || exit;

/**
 * Relationship kinds and labels.
 */
final class Relations {

	/** Longest label, in characters. */
	public const MAX_LABEL = 100;

	/** Longest name of someone who is not a contact (as a contact's first and last names together). */
	public const MAX_NAME = 200;

	/** Most relationships one contact can have (both sides), so that a file cannot grow a card without bound. */
	public const MAX_PER_CONTACT = 200;

	/** Kind => its reverse: what this contact is to the other person. In the order a member picks from. */
	public const REVERSE = array(
		'spouse'       => 'spouse',
		'parent'       => 'child',
		'child'        => 'parent',
		'sibling'      => 'sibling',
		'relative'     => 'relative',
		'friend'       => 'friend',
		'colleague'    => 'colleague',
		'manager'      => 'report',
		'report'       => 'manager',
		'assistant'    => 'assists',
		'assists'      => 'assistant',
		'introducedBy' => 'introduced',
		'introduced'   => 'introducedBy',
		'mentor'       => 'mentee',
		'mentee'       => 'mentor',
		'other'        => 'other',
	);

	/**
	 * The kind's name as files carry it: English, whatever the site's language, so that an export reads back the same
	 * on any site (and Apple's own words for the kinds it knows).
	 */
	private const FILE_NAMES = array(
		'spouse'       => 'Spouse',
		'parent'       => 'Parent',
		'child'        => 'Child',
		'sibling'      => 'Sibling',
		'relative'     => 'Relative',
		'friend'       => 'Friend',
		'colleague'    => 'Colleague',
		'manager'      => 'Manager',
		'report'       => 'Direct report',
		'assistant'    => 'Assistant',
		'assists'      => 'Assists',
		'introducedBy' => 'Introduced by',
		'introduced'   => 'Introduced you to',
		'mentor'       => 'Mentor',
		'mentee'       => 'Mentee',
		'other'        => 'Other',
	);

	/** Apple's own labels (X-ABLabel `_$!<…>!$_`) for the kinds it has. */
	private const APPLE_LABELS = array(
		'spouse'    => 'Spouse',
		'parent'    => 'Parent',
		'child'     => 'Child',
		'sibling'   => 'Sibling',
		'friend'    => 'Friend',
		'manager'   => 'Manager',
		'assistant' => 'Assistant',
		'other'     => 'Other',
	);

	/**
	 * Words a file uses for a role (lower case) => kind. Anything else is kind 'other' with the file's word as its
	 * label.
	 */
	private const WORDS = array(
		'spouse'            => 'spouse',
		'wife'              => 'spouse',
		'husband'           => 'spouse',
		'partner'           => 'spouse',
		'domestic partner'  => 'spouse',
		'domesticpartner'   => 'spouse',
		'spouse or partner' => 'spouse',
		'parent'            => 'parent',
		'mother'            => 'parent',
		'father'            => 'parent',
		'mom'               => 'parent',
		'dad'               => 'parent',
		'child'             => 'child',
		'son'               => 'child',
		'daughter'          => 'child',
		'sibling'           => 'sibling',
		'brother'           => 'sibling',
		'sister'            => 'sibling',
		'relative'          => 'relative',
		'kin'               => 'relative',
		'family'            => 'relative',
		'friend'            => 'friend',
		'colleague'         => 'colleague',
		'co-worker'         => 'colleague',
		'coworker'          => 'colleague',
		'manager'           => 'manager',
		'boss'              => 'manager',
		'direct report'     => 'report',
		'report'            => 'report',
		'assistant'         => 'assistant',
		'assists'           => 'assists',
		'introduced by'     => 'introducedBy',
		'referred by'       => 'introducedBy',
		'referredby'        => 'introducedBy',
		'introduced you to' => 'introduced',
		'mentor'            => 'mentor',
		'mentee'            => 'mentee',
		'other'             => 'other',
	);

	/**
	 * Every kind, in the order a member picks from.
	 *
	 * @return string[]
	 */
	public static function kinds(): array {
		return array_keys( self::REVERSE );
	}

	/**
	 * Whether a kind exists.
	 *
	 * @param mixed $kind Kind.
	 */
	public static function is_kind( $kind ): bool {
		return is_string( $kind ) && isset( self::REVERSE[ $kind ] );
	}

	/**
	 * The kind's name, translated: what the other person is to the contact whose page shows it.
	 *
	 * @param string $kind Kind.
	 */
	public static function kind_name( string $kind ): string {
		switch ( $kind ) {
			case 'spouse':
				return __( 'Spouse or partner', 'prism' );
			case 'parent':
				return __( 'Parent', 'prism' );
			case 'child':
				return __( 'Child', 'prism' );
			case 'sibling':
				return __( 'Sibling', 'prism' );
			case 'relative':
				return __( 'Relative', 'prism' );
			case 'friend':
				return __( 'Friend', 'prism' );
			case 'colleague':
				return __( 'Colleague', 'prism' );
			case 'manager':
				return __( 'Manager', 'prism' );
			case 'report':
				return __( 'Direct report', 'prism' );
			case 'assistant':
				return __( 'Assistant', 'prism' );
			case 'assists':
				return __( 'Assists', 'prism' );
			case 'introducedBy':
				return __( 'Introduced by', 'prism' );
			case 'introduced':
				return __( 'Introduced you to', 'prism' );
			case 'mentor':
				return __( 'Mentor', 'prism' );
			case 'mentee':
				return __( 'Mentee', 'prism' );
		}
		return __( 'Other', 'prism' );
	}

	/**
	 * A stored relationship as one side reads it: its kind and label from the contact's own side, or reversed from the
	 * other's. A label belongs to the side it was written from; read from the other side, a label of a kind that has a
	 * reverse is left for the reverse's name ("Mother" on Ann reads "Child" on Mary), and the label of an 'other' one
	 * reads "Godmother of".
	 *
	 * @param string $kind     Stored kind.
	 * @param string $label    Stored label.
	 * @param bool   $reversed Read from the related contact's side.
	 * @return array{kind: string, label: string}
	 */
	public static function seen( string $kind, string $label, bool $reversed ): array {
		$kind = self::is_kind( $kind ) ? $kind : 'other';
		if ( ! $reversed ) {
			return array(
				'kind'  => $kind,
				'label' => $label,
			);
		}
		return array(
			'kind'  => self::REVERSE[ $kind ],
			/* translators: %s: a role as the member named it, e.g. "Godmother": the other side reads "Godmother of". */
			'label' => 'other' === $kind && '' !== $label ? sprintf( __( '%s of', 'prism' ), $label ) : '',
		);
	}

	/**
	 * Relationship rows as one contact reads them, ordered (see of_contact()).
	 *
	 * @param int                                                             $contact_id Contact.
	 * @param array<int, array<string, mixed>>                                $rows       Rows touching it.
	 * @param array<int, array{name: string, archived: bool, deceased: bool}> $people     Contacts named (Relationship_Repository::people()).
	 * @return array<int, array{id: int, kind: string, label: string, role: string, otherId: int|null, otherName: string, otherArchived: bool, otherDeceased: bool}>
	 */
	public static function seen_from( int $contact_id, array $rows, array $people ): array {
		$items = array();
		foreach ( $rows as $row ) {
			$reversed = (int) $row['contact_id'] !== $contact_id;
			if ( $reversed && (int) $row['related_id'] !== $contact_id ) {
				continue;
			}
			$seen    = self::seen( (string) $row['kind'], (string) $row['label'], $reversed );
			$other   = $reversed ? (int) $row['contact_id'] : (int) $row['related_id'];
			$person  = $other > 0 ? ( $people[ $other ] ?? null ) : null;
			$items[] = array(
				'id'            => (int) $row['id'],
				'kind'          => $seen['kind'],
				'label'         => $seen['label'],
				'role'          => self::role( $seen['kind'], $seen['label'] ),
				'otherId'       => null !== $person ? $other : null,
				'otherName'     => null !== $person ? $person['name'] : (string) $row['related_name'],
				'otherArchived' => null !== $person && $person['archived'],
				'otherDeceased' => null !== $person && $person['deceased'],
			);
		}
		$order = array_flip( self::kinds() );
		usort(
			$items,
			static fn( array $a, array $b ): int => array( $order[ $a['kind'] ], mb_strtolower( $a['otherName'] ), $a['id'] ) <=> array( $order[ $b['kind'] ], mb_strtolower( $b['otherName'] ), $b['id'] )
		);
		return $items;
	}

	/**
	 * The role a page shows: the label when there is one, else the kind's name.
	 *
	 * @param string $kind  Kind, as seen.
	 * @param string $label Label, as seen.
	 */
	public static function role( string $kind, string $label ): string {
		return '' !== $label ? $label : self::kind_name( $kind );
	}

	/**
	 * The kind and label for a role a file gives ("Mother", Apple's `_$!<Brother>!$_`, Google's "referred_by",
	 * vCard's "co-worker"): a word PRISM knows becomes its kind, and the file's word is kept as the label unless it is
	 * the kind's own name; any other word is kind 'other' with that label. An empty role is 'other' without a label.
	 *
	 * @param string $role The file's word (Apple's wrapping already taken off or not).
	 * @return array{kind: string, label: string}
	 */
	public static function from_file( string $role ): array {
		$role = trim( (string) preg_replace( '/\s+/u', ' ', $role ) );
		if ( preg_match( '/^_\$!<(.*)>!\$_$/s', $role, $m ) ) {
			$role = ucfirst( strtolower( trim( (string) preg_replace( '/(?<=[a-z])(?=[A-Z])/', ' ', $m[1] ) ) ) );
		}
		$role = mb_substr( trim( str_replace( '_', ' ', $role ) ), 0, self::MAX_LABEL );
		$role = mb_strtolower( $role ) === $role ? ucfirst( $role ) : $role; // Google's "referred_by" reads "Referred by".
		$word = strtolower( $role );
		$kind = self::WORDS[ $word ] ?? 'other';
		$same = strtolower( self::FILE_NAMES[ $kind ] ) === $word || 'other' === $word || '' === $word || str_replace( ' ', '', strtolower( self::FILE_NAMES[ $kind ] ) ) === $word;
		return array(
			'kind'  => $kind,
			'label' => $same ? '' : $role,
		);
	}

	/**
	 * The role as a file carries it (English; the label when there is one): what from_file() reads back.
	 *
	 * @param string $kind  Kind.
	 * @param string $label Label.
	 */
	public static function file_role( string $kind, string $label ): string {
		return '' !== $label ? $label : ( self::FILE_NAMES[ $kind ] ?? 'Other' );
	}

	/**
	 * The X-ABLabel an iCloud card carries for a role: Apple's own `_$!<…>!$_` for a kind it knows without a label,
	 * else the role's words (Apple shows a custom label as written).
	 *
	 * @param string $kind  Kind.
	 * @param string $label Label.
	 */
	public static function apple_label( string $kind, string $label ): string {
		if ( '' === $label && isset( self::APPLE_LABELS[ $kind ] ) ) {
			return '_$!<' . self::APPLE_LABELS[ $kind ] . '>!$_';
		}
		return self::file_role( $kind, $label );
	}

	/**
	 * The key a name of someone not yet a contact is matched by: as a contact's sort name is (Contact_Fields::
	 * sort_name()), lower case, with runs of spaces made one.
	 *
	 * @param string $name Name as typed.
	 */
	public static function name_key( string $name ): string {
		return mb_substr( mb_strtolower( trim( (string) preg_replace( '/\s+/u', ' ', $name ) ) ), 0, 200 );
	}
}
