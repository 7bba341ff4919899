<?php
/**
 * One field of a declared resource: its API name, its column, its kind, and its rules. Everything else is read from
 * it: the column (Schema), the route argument's schema and validation, the answer's schema and value, the personal-data
 * export's line. Member text follows Domain\Text (validate, never rewrite).
 *
 * @package Prism
 */

namespace Prism\Resources;

use Prism\Domain\Calendar_Date;
use Prism\Domain\Networking_Stages;
use Prism\Domain\Text;

defined( 'ABSPATH' ) || exit;

/**
 * A field declaration (immutable).
 */
final class Field {

	/** One line of member text (varchar). */
	public const TEXT = 'text';

	/** Member text with line breaks kept (longtext). */
	public const LONG_TEXT = 'long-text';

	/** One of a fixed list of keys. */
	public const CHOICE = 'choice';

	/** A day, YYYY-MM-DD. */
	public const DAY = 'day';

	/** A networking stage 0-5, or null. */
	public const STAGE = 'stage';

	/** Yes or no: '1' or '0' (tinyint). */
	public const FLAG = 'flag';

	/**
	 * Declared through the named constructors below.
	 *
	 * @param string                $name        API name (camelCase).
	 * @param string                $column      Column.
	 * @param string                $kind        One of the kinds above.
	 * @param string                $description What it is (translated).
	 * @param string                $label       Its name in the personal-data export (translated).
	 * @param bool                  $required    Whether a new row must have it (not blank).
	 * @param int                   $max         Longest text, in characters.
	 * @param array<string, string> $choices     Key => translated label (CHOICE).
	 * @param bool                  $not_after_today Whether a DAY may not be later than today.
	 * @param string                $when_blank  Sentence for a required text left blank.
	 * @param bool                  $once        Whether only a new row sets it (once()).
	 */
	private function __construct(
		public readonly string $name,
		public readonly string $column,
		public readonly string $kind,
		public readonly string $description,
		public readonly string $label,
		public readonly bool $required = false,
		public readonly int $max = 0,
		public readonly array $choices = array(),
		public readonly bool $not_after_today = false,
		public readonly string $when_blank = '',
		public readonly bool $once = false
	) {}

	/**
	 * The same field, set when a row is added and not changed after (a note's networking stage): an update leaves
	 * it out of its arguments and ignores it.
	 */
	public function once(): self {
		return new self( $this->name, $this->column, $this->kind, $this->description, $this->label, $this->required, $this->max, $this->choices, $this->not_after_today, $this->when_blank, true );
	}

	/**
	 * Member text: one line, or several when $multiline.
	 *
	 * @param string $name        API name.
	 * @param string $column      Column.
	 * @param string $description What it is.
	 * @param string $label       Export label.
	 * @param int    $max         Longest, in characters.
	 * @param bool   $multiline   Whether line breaks are kept (stored as longtext).
	 * @param bool   $required    Whether it must be given and not blank.
	 * @param string $when_blank  Sentence shown when a required text is blank.
	 */
	public static function text( string $name, string $column, string $description, string $label, int $max, bool $multiline = false, bool $required = false, string $when_blank = '' ): self {
		return new self( $name, $column, $multiline ? self::LONG_TEXT : self::TEXT, $description, $label, $required, $max, array(), false, $when_blank );
	}

	/**
	 * One of a fixed list.
	 *
	 * @param string                $name        API name.
	 * @param string                $column      Column.
	 * @param string                $description What it is.
	 * @param string                $label       Export label.
	 * @param array<string, string> $choices     Key => translated label.
	 */
	public static function choice( string $name, string $column, string $description, string $label, array $choices ): self {
		return new self( $name, $column, self::CHOICE, $description, $label, true, 20, $choices );
	}

	/**
	 * A day.
	 *
	 * @param string $name            API name.
	 * @param string $column          Column.
	 * @param string $description     What it is.
	 * @param string $label           Export label.
	 * @param bool   $not_after_today Whether a day after today is refused (something that happened).
	 */
	public static function day( string $name, string $column, string $description, string $label, bool $not_after_today = false ): self {
		return new self( $name, $column, self::DAY, $description, $label, true, 10, array(), $not_after_today );
	}

	/**
	 * A networking stage, optional.
	 *
	 * @param string $name        API name.
	 * @param string $column      Column.
	 * @param string $description What it is.
	 * @param string $label       Export label.
	 */
	public static function stage( string $name, string $column, string $description, string $label ): self {
		return new self( $name, $column, self::STAGE, $description, $label );
	}

	/**
	 * Yes or no, '1' or '0' ('0' when not given).
	 *
	 * @param string $name        API name.
	 * @param string $column      Column.
	 * @param string $description What it is.
	 * @param string $label       Export label.
	 */
	public static function flag( string $name, string $column, string $description, string $label ): self {
		return new self( $name, $column, self::FLAG, $description, $label );
	}

	/**
	 * What a new row holds when the field is not given.
	 *
	 * @return string|int|null
	 */
	public function empty_value() {
		if ( self::FLAG === $this->kind ) {
			return 0;
		}
		return self::STAGE === $this->kind ? null : '';
	}

	/**
	 * Why a value cannot be stored, as a whole sentence, or null when it can.
	 *
	 * @param mixed  $value A value from a request, an import or WP-CLI.
	 * @param string $today The member's today (YYYY-MM-DD).
	 */
	public function problem( $value, string $today ): ?string {
		switch ( $this->kind ) {
			case self::CHOICE:
				return is_string( $value ) && isset( $this->choices[ $value ] ) ? null : sprintf(
					/* translators: 1: the field's name, e.g. Kind; 2: the allowed values, comma-separated. */
					__( '%1$s must be one of: %2$s.', 'prism' ),
					$this->label,
					implode( ', ', array_keys( $this->choices ) )
				);
			case self::DAY:
				$problem = Calendar_Date::problem( $value );
				if ( null !== $problem ) {
					return $problem;
				}
				return $this->not_after_today && (string) $value > $today ? __( 'That day has not come yet: log what already happened, and plan what is to come as a follow-up.', 'prism' ) : null;
			case self::FLAG:
				return in_array( $value, array( '0', '1', 0, 1, true, false ), true ) ? null : sprintf(
					/* translators: %s: the field's name, e.g. Done. */
					__( '%s must be 1 (yes) or 0 (no).', 'prism' ),
					$this->label
				);
			case self::STAGE:
				// A form sends numbers as text: "2" is stage 2.
				$stage = is_string( $value ) && ctype_digit( $value ) ? (int) $value : $value;
				return null === $value || ( is_int( $stage ) && isset( Networking_Stages::NAMES[ $stage ] ) ) ? null : __( 'The networking stage must be 0 (BUILD) to 5 (MAINTAIN), or none.', 'prism' );
		}
		if ( ! is_string( $value ) ) {
			return __( 'This must be text.', 'prism' );
		}
		$problem = Text::problem( $value, $this->max, $this->required, self::LONG_TEXT === $this->kind );
		if ( null !== $problem && $this->required && '' !== $this->when_blank && '' === Text::for_redisplay( $value, self::LONG_TEXT === $this->kind ) ) {
			return $this->when_blank;
		}
		return $problem;
	}

	/**
	 * What is stored for a value that has no problem.
	 *
	 * @param mixed $value Checked value.
	 * @return string|int|null
	 */
	public function stored( $value ) {
		switch ( $this->kind ) {
			case self::TEXT:
			case self::LONG_TEXT:
				return Text::clean( (string) $value, self::LONG_TEXT === $this->kind );
			case self::STAGE:
				return null === $value ? null : (int) $value;
			case self::FLAG:
				return (int) (bool) $value;
		}
		return (string) $value;
	}

	/**
	 * The value in an answer, from the stored column.
	 *
	 * @param mixed $stored Column value.
	 * @return string|int|null
	 */
	public function answered( $stored ) {
		if ( self::STAGE === $this->kind ) {
			return null === $stored ? null : (int) $stored;
		}
		if ( self::DAY === $this->kind ) {
			return substr( (string) $stored, 0, 10 );
		}
		if ( self::FLAG === $this->kind ) {
			return (int) $stored ? '1' : '0';
		}
		return (string) $stored;
	}

	/**
	 * The value as a line of the personal-data export (labels, not keys), or '' for none.
	 *
	 * @param mixed $stored Column value.
	 */
	public function exported( $stored ): string {
		switch ( $this->kind ) {
			case self::CHOICE:
				return $this->choices[ (string) $stored ] ?? (string) $stored;
			case self::STAGE:
				return null === $stored ? '' : ( Networking_Stages::NAMES[ (int) $stored ] ?? '' );
			case self::FLAG:
				return (int) $stored ? __( 'Yes', 'prism' ) : __( 'No', 'prism' );
		}
		return (string) $this->answered( $stored );
	}

	/**
	 * A valid value, for tests and demo data that cover every declared resource without naming it.
	 *
	 * @param string $word  A word to mark the text with.
	 * @param string $today The member's today (YYYY-MM-DD).
	 * @return string|int
	 */
	public function example( string $word, string $today ) {
		switch ( $this->kind ) {
			case self::CHOICE:
				return (string) array_key_first( $this->choices );
			case self::DAY:
				return $today;
			case self::STAGE:
				return 1;
			case self::FLAG:
				return '0';
		}
		return "{$this->label} {$word}";
	}

	/**
	 * The JSON schema of the field in an answer.
	 *
	 * @return array<string, mixed>
	 */
	public function answer_schema(): array {
		$schema = array(
			'description' => $this->description,
			'type'        => 'string',
			'context'     => array( 'view', 'edit' ),
		);
		if ( self::CHOICE === $this->kind ) {
			$schema['enum'] = array_keys( $this->choices );
		} elseif ( self::DAY === $this->kind ) {
			$schema['format'] = 'date';
		} elseif ( self::STAGE === $this->kind ) {
			$schema['type'] = array( 'integer', 'null' );
		} elseif ( self::FLAG === $this->kind ) {
			$schema['enum'] = array( '0', '1' );
		}
		return $schema;
	}

	/**
	 * The route argument's schema (WordPress validates the JSON type; problem() says the rest, so a request, an
	 * import and WP-CLI get the same sentences).
	 *
	 * @param bool $for_update Whether the field may be left out (an update changes what it is given).
	 * @return array<string, mixed>
	 */
	public function argument( bool $for_update ): array {
		$arg = array(
			'description'       => $this->description,
			'required'          => $this->required && ! $for_update,
			'validate_callback' => function ( $value ) {
				$problem = $this->problem( $value, wp_date( 'Y-m-d' ) );
				return null === $problem ? true : new \WP_Error( 'rest_invalid_param', $problem );
			},
		);
		if ( self::STAGE === $this->kind ) {
			$arg['type'] = array( 'integer', 'null' );
		} else {
			$arg['type'] = 'string';
		}
		if ( self::CHOICE === $this->kind ) {
			$arg['enum'] = array_keys( $this->choices );
		} elseif ( self::FLAG === $this->kind ) {
			$arg['enum'] = array( '0', '1' );
		}
		return $arg;
	}
}
