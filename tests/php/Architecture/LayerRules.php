<?php
/**
 * The PHP layers' arrows point one way: down. PHPStan runs these rules (phpat, registered in phpstan.neon.dist), so
 * `npm test` fails on a class that uses one of a higher layer or of another namespace on its own tier. A strict order
 * leaves no room for a cycle between namespaces. docs/architecture.md, "Layers".
 *
 * Not a PHPUnit test (no `Test` in the file's name): PHPStan reads it.
 *
 * @package Prism
 */

namespace Prism\Tests\Architecture;

use PHPat\Selector\Selector;
use PHPat\Selector\SelectorInterface;
use PHPat\Test\Builder\Rule;
use PHPat\Test\PHPat;

/**
 * The layers, lowest first.
 */
final class LayerRules {

	/**
	 * Tiers, lowest first: a layer may use the tiers below its own, never a tier above nor another layer of its own
	 * tier. A layer is a namespace, or the classes LAYER_CLASSES names.
	 */
	public const TIERS = array(
		array( 'Prism\Domain', 'Prism\Site', 'Prism\Libraries' ),
		array( 'Prism\Resources' ),
		array( 'Prism\Schema' ),
		array( 'Prism\Data' ),
		array( 'Prism\Jobs' ),
		array( 'Prism\Service' ),
		array( 'Prism\Import', 'Prism\Export', 'Prism\Reminders' ),
		array( 'Prism\Privacy', 'Prism\Backup' ),
		array( 'Prism\Rest', 'Prism\Forms', 'Prism\Admin' ),
		array( 'Prism\Pages' ),
		array( 'Prism\Cli', 'Setup' ),
		array( 'Prism\Plugin' ),
	);

	/**
	 * Layers that are not a namespace. Schema\Schema (the tables) is the bottom of the data; the installer and the
	 * upgrade steps beside it in includes/Schema set up everything (tables, data steps that run jobs, site pages, cron
	 * events), so they are the top layer but one. They stay in includes/Schema with the DDL they run, where the SQL
	 * placement check (SqlPlacementTest) allows it.
	 */
	public const LAYER_CLASSES = array(
		'Prism\Schema'    => array( 'Prism\Schema\Schema' ),
		'Setup'            => array( 'Prism\Schema\Installer', 'Prism\Schema\Upgrades' ),
		'Prism\Plugin'    => array( 'Prism\Plugin' ),
		'Prism\Libraries' => array( 'Prism\Libraries' ),
	);

	/**
	 * The arrows that still point the wrong way, class => the classes above it that it uses, each with the reason it
	 * stays. Keep it short: an entry is a debt, not a rule.
	 */
	public const EXCEPTIONS = array();

	/**
	 * One rule a namespace: it does not use the tiers above it or the other members of its own tier.
	 *
	 * @return iterable<string, Rule>
	 */
	public function test_arrows_point_down(): iterable {
		foreach ( self::TIERS as $level => $tier ) {
			foreach ( $tier as $layer ) {
				$forbidden = array();
				foreach ( self::TIERS as $other_level => $other_tier ) {
					foreach ( $other_tier as $other ) {
						if ( $other !== $layer && $other_level >= $level ) {
							$forbidden[] = self::select( $other );
						}
					}
				}
				if ( ! $forbidden ) {
					continue;
				}
				$subject = PHPat::rule()->classes( self::select( $layer ) );
				$except  = array();
				foreach ( self::exceptions() as $class => $exception ) {
					if ( self::in_layer( $class, $layer ) ) {
						$except[] = Selector::classname( $class );
					}
				}
				$subject = $except ? $subject->excluding( ...$except ) : $subject;
				yield $layer => $subject->shouldNot()->dependOn()->classes( ...$forbidden )
					->because( $layer . ' is on tier ' . $level . ': it may use only the tiers below it (tests/php/Architecture/LayerRules.php).' );
			}
		}
	}

	/**
	 * The exceptions, each held to exactly the arrows it lists: the class uses nothing else above its layer.
	 *
	 * @return iterable<string, Rule>
	 */
	public function test_exceptions_stay_as_listed(): iterable {
		foreach ( self::exceptions() as $class => $exception ) {
			$level     = self::level_of( $class );
			$forbidden = array();
			foreach ( self::TIERS as $other_level => $other_tier ) {
				foreach ( $other_tier as $other ) {
					if ( $other_level >= $level && ! self::in_layer( $class, $other ) ) {
						$forbidden[] = self::select( $other );
					}
				}
			}
			$allowed = array_map( static fn( string $target ): SelectorInterface => Selector::classname( $target ), $exception['uses'] );
			yield $class => PHPat::rule()->classes( Selector::classname( $class ) )
				->shouldNot()->dependOn()->classes( ...$forbidden )->excluding( ...$allowed )
				->because( $exception['why'] );
		}
	}

	/**
	 * EXCEPTIONS: class => the classes above its layer it uses ('uses') and why it still does ('why').
	 *
	 * @return array<string, array{uses: list<string>, why: string}>
	 */
	private static function exceptions(): array {
		return self::EXCEPTIONS;
	}

	/**
	 * A layer's classes: those LAYER_CLASSES names, else its namespace.
	 *
	 * @param string $layer Layer.
	 */
	private static function select( string $layer ): SelectorInterface {
		if ( isset( self::LAYER_CLASSES[ $layer ] ) ) {
			return Selector::AnyOf( ...array_map( static fn( string $name ): SelectorInterface => Selector::classname( $name ), self::LAYER_CLASSES[ $layer ] ) );
		}
		return Selector::inNamespace( $layer );
	}

	/**
	 * Whether a class belongs to a layer.
	 *
	 * @param string $class_name Class.
	 * @param string $layer      Layer.
	 */
	private static function in_layer( string $class_name, string $layer ): bool {
		if ( isset( self::LAYER_CLASSES[ $layer ] ) ) {
			return in_array( $class_name, self::LAYER_CLASSES[ $layer ], true );
		}
		return str_starts_with( $class_name, $layer . '\\' );
	}

	/**
	 * The tier of a class's layer.
	 *
	 * @param string $class_name Class.
	 */
	private static function level_of( string $class_name ): int {
		foreach ( self::TIERS as $level => $tier ) {
			foreach ( $tier as $layer ) {
				if ( self::in_layer( $class_name, $layer ) ) {
					return $level;
				}
			}
		}
		return count( self::TIERS );
	}
}
