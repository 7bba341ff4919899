/**
 * The rules PHP and TypeScript must agree on (tests/shared/rules.json), checked on the TypeScript side: limits, the
 * stages and their statuses, a contact's position in the process, web addresses. tests/php/Domain/SharedRulesTest.php
 * checks the PHP side against the same file.
 */
import rules from '../../tests/shared/rules.json';
import {
	ARTICLE_CONTACTS_MAX,
	ARTICLE_LINK_MAX,
	ARTICLE_NOTE_MAX,
	ARTICLE_TITLE_MAX,
} from './articles';
import { DESC_MAX, TITLE_MAX } from './eventsFollowups';
import { webHref } from './links';
import { NOTE_MAX } from './notes';
import { position } from './process';
import {
	RESOURCE_DESCRIPTION_MAX,
	RESOURCE_LINK_MAX,
	webAddressProblem,
} from './resources';
import { STAGE_NAMES } from './stages';
import type { ProcessObject } from '../api/types';

describe( 'the rules shared with the server (tests/shared/rules.json)', () => {
	it( 'has every shared limit, and no other, as a constant', () => {
		expect( {
			'resource.description': RESOURCE_DESCRIPTION_MAX,
			'resource.link': RESOURCE_LINK_MAX,
			'article.title': ARTICLE_TITLE_MAX,
			'article.link': ARTICLE_LINK_MAX,
			'article.note': ARTICLE_NOTE_MAX,
			'article.contacts': ARTICLE_CONTACTS_MAX,
			'calendar.title': TITLE_MAX,
			'calendar.description': DESC_MAX,
			'note.text': NOTE_MAX,
		} ).toEqual( rules.limits );
	} );

	it( 'names the stages as the server does', () => {
		expect( [ ...STAGE_NAMES ] ).toEqual( rules.stages );
	} );

	it.each( rules.positions )(
		'reads a contact’s position as the server does: $about',
		( { stages, stage, status } ) => {
			const object =
				stages === null
					? null
					: ( {
							stages: stages.map(
								( [ inprogress, complete ] ) => ( {
									inprogress,
									complete,
								} )
							),
						} as unknown as ProcessObject );
			const labels: Record< string, string > = rules.statuses;
			expect( position( object ) ).toEqual( {
				stage,
				status: status === '' ? '' : labels[ status ],
			} );
		}
	);

	it.each( rules.web_addresses )(
		'accepts and stores web addresses as the server does: $input',
		( address ) => {
			expect( webAddressProblem( address.input ) === null ).toBe(
				address.ok
			);
			if ( address.ok && 'stored' in address ) {
				expect( webHref( address.input ) ).toBe( address.stored );
			}
		}
	);
} );
