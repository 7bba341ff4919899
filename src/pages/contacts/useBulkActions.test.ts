import { act, renderHook } from '@testing-library/react';
import { deleteContacts } from '../../api/client';
import type { Contact } from '../../api/types';
import { EMPTY_FILTERS } from '../../domain/listFilters';
import { useDialog } from '../../hooks/useDialog';
import type { SelectionControl } from '../../hooks/useSelection';
import type { ContactsDialog } from './dialogs/dialogState';
import { useBulkActions } from './useBulkActions';

// The server's part is covered by tests/e2e/contacts.spec.ts; here only what the page does with its answers.
jest.mock( '../../api/client', () => ( {
	deleteContacts: jest.fn(),
	getContactIds: jest.fn(),
	mergeContacts: jest.fn(),
} ) );

const contact = ( id: number, name: string, email = '' ) =>
	( { id, name, email } ) as Contact;

function setup( ids: number[], known: Contact[] = [] ) {
	const selection: SelectionControl = {
		ids,
		allState: 'some',
		toggle: jest.fn(),
		toggleAll: jest.fn(),
		selectingAll: false,
		clear: jest.fn(),
	};
	const notify = jest.fn();
	const lookup = {
		resolve: jest.fn( async ( wanted: readonly number[] ) =>
			known.filter( ( c ) => wanted.includes( c.id ) )
		),
	};
	const hook = renderHook( () => {
		const dialogs = useDialog< ContactsDialog >();
		const bulk = useBulkActions( {
			wordpressId: 2,
			filters: EMPTY_FILTERS,
			selection,
			lookup,
			dialogs,
			notify,
		} );
		return { dialogs, bulk };
	} );
	return { ...hook, selection, notify, lookup };
}

describe( 'bulk actions say what to do first, in the spec’s words', () => {
	it.each( [
		[ 'email', [], 'Select some contacts first.' ],
		[ 'categorise', [], 'Select some contacts first.' ],
		[ 'remove', [], 'Select some contacts to delete.' ],
		[ 'merge', [], 'Please select 2, and only 2 contacts to merge.' ],
		[ 'merge', [ 1 ], 'Please select 2, and only 2 contacts to merge.' ],
		[
			'merge',
			[ 1, 2, 3 ],
			'Please select 2, and only 2 contacts to merge.',
		],
	] as const )( '%s with %j selected', ( action, ids, message ) => {
		const { result, lookup } = setup( [ ...ids ] );
		act( () => {
			result.current.bulk[ action ]();
		} );
		expect( result.current.dialogs.current ).toEqual( {
			kind: 'message',
			message,
		} );
		expect( lookup.resolve ).not.toHaveBeenCalled();
	} );
} );

describe( 'with a selection', () => {
	it( 'Email opens the addresses of the selected contacts, skipping those without one', async () => {
		const { result } = setup(
			[ 1, 2 ],
			[ contact( 1, 'Ada', 'ada@example.com' ), contact( 2, 'Bea' ) ]
		);
		await act( () => result.current.bulk.email() );
		expect( result.current.dialogs.current ).toEqual( {
			kind: 'email',
			mail: {
				href: 'mailto:ada@example.com',
				emails: [ 'ada@example.com' ],
				skipped: 1,
			},
		} );
		expect( result.current.bulk.busy ).toBeNull();
	} );

	it( 'Delete asks first, then deletes, clears the selection and says how many, in the right plural', async () => {
		const { result, selection, notify } = setup(
			[ 1 ],
			[ contact( 1, 'Ada' ) ]
		);
		await act( () => result.current.bulk.remove() );
		const dialog = result.current.dialogs.current;
		expect( dialog ).toMatchObject( { kind: 'delete' } );
		expect( deleteContacts ).not.toHaveBeenCalled();

		jest.mocked( deleteContacts ).mockResolvedValueOnce( {
			deleted: 1,
			idList: [ 1 ],
		} );
		await act( () =>
			result.current.bulk.confirmDelete( [ contact( 1, 'Ada' ) ] )
		);
		expect( deleteContacts ).toHaveBeenCalledWith( 2, [ 1 ] );
		expect( result.current.dialogs.current ).toBeNull();
		expect( selection.clear ).toHaveBeenCalled();
		expect( notify ).toHaveBeenLastCalledWith( {
			type: 'success',
			message: 'Deleted 1 contact.',
		} );

		jest.mocked( deleteContacts ).mockResolvedValueOnce( {
			deleted: 3,
			idList: [ 1, 2, 3 ],
		} );
		await act( () => result.current.bulk.confirmDelete( [] ) );
		expect( notify ).toHaveBeenLastCalledWith( {
			type: 'success',
			message: 'Deleted 3 contacts.',
		} );
	} );

	it( 'a failure while reading the selected contacts shows a readable notice', async () => {
		const { result, lookup, notify } = setup( [ 1 ] );
		lookup.resolve.mockRejectedValueOnce( {
			code: 'fetch_error',
			message: 'Failed to fetch',
		} );
		await act( () => result.current.bulk.categorise() );
		expect( notify ).toHaveBeenCalledWith( {
			type: 'error',
			message:
				'Could not reach the site. Check your connection and try again.',
		} );
		expect( result.current.dialogs.current ).toBeNull();
		expect( result.current.bulk.busy ).toBeNull();
	} );
} );
