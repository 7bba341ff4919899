import type { Contact } from '../../src/api/types';
import { emptyContactFields } from '../../src/domain/contactFields';

/**
 * A contact as the REST routes answer it, for tests: Ann Lee (id 7), in no category and not in the networking
 * process, neither archived nor deceased, unless `fields` says otherwise.
 *
 * @param fields What differs.
 */
export const contact = ( fields: Partial< Contact > = {} ): Contact => ( {
	...emptyContactFields(),
	firstName: 'Ann',
	lastName: 'Lee',
	id: 7,
	name: 'Ann Lee',
	email: '',
	phone: '',
	importSource: 'PRISM',
	categories: '',
	categoryIds: [],
	networkingStage: -1,
	networkingStatus: '',
	archived: false,
	archivedAt: null,
	deceased: false,
	createdAt: '2026-11-01T12:00:00Z',
	updatedAt: null,
	...fields,
} );
