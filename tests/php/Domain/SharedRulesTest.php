<?php
/**
 * The rules PHP and TypeScript must agree on (tests/shared/rules.json), checked on the PHP side: limits, the stages
 * and their statuses, a contact's position in the process, web addresses. src/domain/sharedRules.test.ts checks the
 * TypeScript side against the same file.
 *
 * @package Prism
 */

namespace Prism\Tests\Domain;

use PHPUnit\Framework\TestCase;
use Prism\Domain\Article_Rules;
use Prism\Domain\Calendar_Date;
use Prism\Domain\Networking_Stages;
use Prism\Domain\Resource_Rules;
use Prism\Domain\Text;
use Prism\Resources\Declarations\Notes;

/**
 * PHP against the shared cases.
 */
final class SharedRulesTest extends TestCase {

	/**
	 * The shared cases.
	 *
	 * @return array<string, mixed>
	 */
	private static function rules(): array {
		return json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/shared/rules.json' ), true, 512, JSON_THROW_ON_ERROR );
	}

	public function test_every_limit_is_the_shared_one(): void {
		$php = array(
			'resource.description' => Resource_Rules::MAX_DESCRIPTION,
			'resource.link'        => Resource_Rules::MAX_LINK,
			'article.title'        => Article_Rules::MAX_TITLE,
			'article.link'         => Article_Rules::MAX_LINK,
			'article.note'         => Article_Rules::MAX_NOTE,
			'article.contacts'     => Article_Rules::MAX_CONTACTS,
			'calendar.title'       => Calendar_Date::MAX_TITLE,
			'calendar.description' => Calendar_Date::MAX_DESC,
			'note.text'            => Notes::MAX_NOTE,
		);
		$this->assertSame( self::rules()['limits'], $php, 'every shared limit, and no other, has its PHP constant' );
	}

	public function test_the_stages_and_statuses_are_the_shared_ones(): void {
		$this->assertSame( self::rules()['stages'], Networking_Stages::NAMES );
		$this->assertSame( self::rules()['statuses'], Networking_Stages::STATUS_LABELS );
	}

	public function test_a_contacts_position_is_read_as_the_shared_cases_say(): void {
		foreach ( self::rules()['positions'] as $case ) {
			$object = null === $case['stages'] ? null : array(
				'stages' => array_map(
					static fn( array $flags ): array => array(
						'inprogress' => $flags[0],
						'complete'   => $flags[1],
					),
					$case['stages']
				),
			);
			$this->assertSame(
				array(
					'stage'  => $case['stage'],
					'status' => $case['status'],
				),
				Networking_Stages::position( $object ),
				$case['about']
			);
		}
	}

	public function test_web_addresses_are_accepted_and_stored_as_the_shared_cases_say(): void {
		foreach ( self::rules()['web_addresses'] as $case ) {
			$problem = Text::link_problem( $case['input'] );
			$this->assertSame( $case['ok'], null === $problem, "{$case['input']}: " . (string) $problem );
			if ( $case['ok'] ) {
				$this->assertSame( $case['stored'], Text::stored_link( $case['input'] ) );
				$this->assertSame( $case['stored'], Text::with_scheme( Text::clean( $case['input'] ) ) );
			}
		}
	}
}
