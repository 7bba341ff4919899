<?php
/**
 * Social_Profile and the social fields of Contact_Fields: a handle ("@walkerq", LinkedIn's "in/jane-doe") is stored as
 * typed and linked to its network; a web address stays a web address. The cases are shared with the form's own check
 * (src/domain/socialProfiles.test.ts reads the same file).
 *
 * @package Prism
 */

namespace Prism\Tests\Domain;

use PHPUnit\Framework\TestCase;
use Prism\Domain\Contact_Fields;
use Prism\Domain\Contact_Identity;
use Prism\Domain\Duplicate_Rules;
use Prism\Domain\Social_Profile;

/**
 * Handles in social fields.
 */
final class SocialProfileTest extends TestCase {

	/**
	 * The shared cases.
	 *
	 * @return array<string, array{0: string, 1: string, 2: ?string, 3: ?string}>
	 */
	public function cases(): array {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- test fixture.
		$file  = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/contact-fields/social-profiles.json' ), true );
		$cases = array();
		foreach ( $file['cases'] as $case ) {
			$cases[ "{$case['field']}: {$case['typed']}" ] = array( $case['field'], $case['typed'], $case['stored'], $case['href'] ?? null );
		}
		return $cases;
	}

	/**
	 * @dataProvider cases
	 *
	 * @param string      $field  API field.
	 * @param string      $typed  What the member typed.
	 * @param string|null $stored What is stored, or null when it is refused.
	 * @param string|null $href   Where the stored value links.
	 */
	public function test_what_is_stored_and_where_it_links( string $field, string $typed, ?string $stored, ?string $href ): void {
		$clean = Contact_Fields::clean( array( $field => $typed ) );
		if ( null === $stored ) {
			$this->assertArrayHasKey( $field, $clean['errors'], "{$typed} is refused in {$field}" );
			$this->assertNotSame( '', $clean['errors'][ $field ] );
			$this->assertStringNotContainsString( '<', $clean['errors'][ $field ] );
			return;
		}
		$this->assertSame( array(), $clean['errors'], "{$typed} is accepted in {$field}" );
		$this->assertSame( $stored, $clean['values'][ $field ], 'stored as typed (a web address with its scheme)' );
		$this->assertSame( $href, Social_Profile::href( $field, $stored ) );
	}

	public function test_the_message_says_what_a_handle_looks_like_on_that_network(): void {
		$this->assertStringContainsString( 'X handle', Contact_Fields::clean( array( 'twitter' => '@jane.doe' ) )['errors']['twitter'] );
		$this->assertStringContainsString( 'Instagram handle', Contact_Fields::clean( array( 'instagram' => '@jane-doe' ) )['errors']['instagram'] );
		$this->assertStringContainsString( 'LinkedIn', Contact_Fields::clean( array( 'linkedIn' => 'jane doe' ) )['errors']['linkedIn'] );
		$this->assertStringContainsString( 'javascript', Contact_Fields::clean( array( 'twitter' => 'javascript:alert(1)' ) )['errors']['twitter'], 'an address with a scheme is told about its scheme' );
	}

	public function test_a_handle_is_the_same_profile_as_its_address(): void {
		$this->assertSame( Contact_Identity::linkedin_key( 'https://www.linkedin.com/in/Jane-Doe/' ), Contact_Identity::linkedin_key( 'in/jane-doe' ) );
		$this->assertSame( Contact_Identity::linkedin_key( 'https://www.linkedin.com/in/jane-doe' ), Contact_Identity::linkedin_key( 'jane-doe' ) );
		$this->assertSame( 'linkedin.com/company/acme', Contact_Identity::linkedin_key( 'company/acme' ) );
		$this->assertSame( Duplicate_Rules::profile_key( 'linkedIn', 'https://linkedin.com/in/jane-doe' ), Duplicate_Rules::profile_key( 'linkedIn', 'jane-doe' ) );
		$this->assertSame( Duplicate_Rules::profile_key( 'twitter', 'https://x.com/walkerq' ), Duplicate_Rules::profile_key( 'twitter', '@walkerq' ) );
		$this->assertSame( Duplicate_Rules::profile_key( 'instagram', 'https://www.instagram.com/jane.doe/' ), Duplicate_Rules::profile_key( 'instagram', 'jane.doe' ) );
	}

	public function test_only_the_four_networks_take_handles(): void {
		$this->assertTrue( Social_Profile::takes_handles( 'twitter' ) );
		$this->assertTrue( Social_Profile::takes_handles( 'linkedIn' ) );
		$this->assertFalse( Social_Profile::takes_handles( 'website' ) );
		$this->assertFalse( Social_Profile::takes_handles( 'firstName' ) );
		$this->assertNull( Social_Profile::handle_path( 'website', 'walkerq' ) );
		$this->assertSame( '', Social_Profile::href( 'twitter', '' ) );
	}
}
