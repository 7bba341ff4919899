import { handlePath, socialHref } from './socialProfiles';
import { socialProblem } from './socialProfileChecks';
import type { SocialField } from './contactFields';
import fixture from '../../tests/fixtures/contact-fields/social-profiles.json';

interface Case {
	field: SocialField;
	typed: string;
	stored: string | null;
	href?: string;
}

const cases = fixture.cases as Case[];

describe( 'social fields: the same cases as the server (tests/php/Domain/SocialProfileTest.php)', () => {
	test.each( cases.map( ( c ) => [ `${ c.field }: ${ c.typed }`, c ] ) )(
		'%s',
		( _, c ) => {
			const problem = socialProblem( c.field, c.typed );
			if ( c.stored === null ) {
				expect( problem ).not.toBeNull();
				return;
			}
			expect( problem ).toBeNull();
			// The server stores a web address typed without a scheme with https:// in front; a handle as typed.
			expect( socialHref( c.field, c.stored ) ).toBe( c.href );
			expect( socialHref( c.field, c.typed ) ).toBe( c.href );
		}
	);
} );

describe( 'handlePath', () => {
	test( 'a handle is read on its own network only', () => {
		expect( handlePath( 'twitter', '@walkerq' ) ).toBe( 'walkerq' );
		expect( handlePath( 'linkedIn', 'jane-doe' ) ).toBe( 'in/jane-doe' );
		expect( handlePath( 'website', 'walkerq' ) ).toBeNull();
		expect( handlePath( 'twitter', 'https://x.com/walkerq' ) ).toBeNull();
	} );

	test( 'the message names what a handle looks like on that network', () => {
		expect( socialProblem( 'twitter', '@jane.doe' ) ).toMatch( /X handle/ );
		expect( socialProblem( 'instagram', '@jane-doe' ) ).toMatch(
			/Instagram handle/
		);
		expect( socialProblem( 'twitter', 'javascript:alert(1)' ) ).toMatch(
			/javascript/
		);
		expect( socialProblem( 'website', '' ) ).toBeNull();
	} );
} );
