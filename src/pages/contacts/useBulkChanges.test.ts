import { act, renderHook, waitFor } from '@testing-library/react';
import { runJob, startBulkContacts } from '../../api/client';
import { ApiError } from '../../api/errors';
import type { BulkContactsChange, JobStatus } from '../../api/types';
import { useDialog } from '../../hooks/useDialog';
import type { SelectionControl } from '../../hooks/useSelection';
import type { ContactsDialog } from './dialogs/dialogState';
import { useBulkChanges } from './useBulkChanges';

// The server's part is covered by tests/php and tests/e2e/bulk-actions.spec.ts; here only what the page does with it.
jest.mock( '../../api/client', () => ( {
	startBulkContacts: jest.fn(),
	runJob: jest.fn(),
	bulkChanges: jest.fn( () => [ 'contacts' ] ),
} ) );

const start = jest.mocked( startBulkContacts );
const run = jest.mocked( runJob );

/**
 * A job's status.
 *
 * @param changes What differs from a job just started on 150 contacts.
 */
const job = ( changes: Partial< JobStatus > = {} ): JobStatus => ( {
	id: 9,
	type: 'bulk_contacts',
	state: 'running',
	done: 0,
	total: 150,
	attempts: 0,
	error: null,
	retryAt: null,
	createdAt: null,
	updatedAt: null,
	finishedAt: null,
	changed: 0,
	left: 0,
	...changes,
} );

const TO_CONNECT: BulkContactsChange = {
	action: 'process',
	stage: 2,
	complete: false,
};

function setup( ids: number[] ) {
	const selection: SelectionControl = {
		ids,
		allState: 'some',
		toggle: jest.fn(),
		toggleAll: jest.fn(),
		selectingAll: false,
		clear: jest.fn(),
	};
	const notify = jest.fn();
	const hook = renderHook( () => {
		const dialogs = useDialog< ContactsDialog >();
		const changes = useBulkChanges( {
			wordpressId: 2,
			selection,
			dialogs,
			notify,
		} );
		return { dialogs, changes };
	} );
	return { ...hook, selection, notify };
}

beforeEach( () => {
	start.mockReset();
	run.mockReset();
} );

describe( 'opening an action', () => {
	it.each( [
		[ 'process', 'Select some contacts to move to a stage.' ],
		[ 'cadence', 'Select some contacts to keep in touch with.' ],
		[ 'followup', 'Select some contacts to add a Follow-up to.' ],
		[ 'archive', 'Select some contacts to archive.' ],
	] as const )(
		'%s without a selection says what to select first',
		( action, message ) => {
			const { result } = setup( [] );
			act( () => result.current.changes.open( action ) );
			expect( result.current.dialogs.current ).toEqual( {
				kind: 'message',
				message,
			} );
		}
	);

	it( 'with a selection opens its dialog on the selected ids', () => {
		const { result } = setup( [ 3, 4 ] );
		act( () => result.current.changes.open( 'archive' ) );
		expect( result.current.dialogs.current ).toEqual( {
			kind: 'bulk',
			action: 'archive',
			ids: [ 3, 4 ],
		} );
	} );
} );

describe( 'a change finished within the first request', () => {
	it( 'closes the dialog and says what changed; the selection stays', async () => {
		const { result, notify, selection } = setup( [ 1, 2, 3 ] );
		act( () => result.current.changes.open( 'process' ) );
		start.mockResolvedValueOnce(
			job( { state: 'done', done: 3, total: 3, changed: 2, left: 1 } )
		);
		await act( () =>
			result.current.changes.start( [ 1, 2, 3 ], TO_CONNECT )
		);
		expect( start ).toHaveBeenCalledWith( 2, [ 1, 2, 3 ], TO_CONNECT );
		expect( run ).not.toHaveBeenCalled();
		expect( result.current.dialogs.current ).toBeNull();
		expect( notify ).toHaveBeenCalledWith( {
			type: 'success',
			message:
				'Moved 2 contacts to CONNECT. 1 was already further along and was left as it is.',
		} );
		expect( selection.clear ).not.toHaveBeenCalled();
		expect( result.current.changes.running ).toBe( false );
	} );

	it( 'archiving clears the selection: the contacts leave the list', async () => {
		const { result, notify, selection } = setup( [ 1, 2 ] );
		start.mockResolvedValueOnce(
			job( { state: 'done', done: 2, total: 2, changed: 2 } )
		);
		await act( () =>
			result.current.changes.start( [ 1, 2 ], { action: 'archive' } )
		);
		expect( selection.clear ).toHaveBeenCalled();
		expect( notify ).toHaveBeenCalledWith( {
			type: 'success',
			message:
				'Archived 2 contacts. They are under the Archived filter now.',
		} );
	} );

	it( 'a refusal rejects, for the dialog to show beside its field', async () => {
		const { result, notify } = setup( [ 1 ] );
		start.mockRejectedValueOnce(
			new ApiError( 'prism_invalid', 'Not added.', 400, {
				title: 'Give it a title.',
			} )
		);
		await expect(
			result.current.changes.start( [ 1 ], {
				action: 'followup',
				title: '',
				desc: '',
				date: '2026-12-10',
			} )
		).rejects.toMatchObject( { fields: { title: 'Give it a title.' } } );
		expect( notify ).not.toHaveBeenCalled();
		expect( result.current.changes.run ).toBeNull();
	} );
} );

describe( 'a change that goes on', () => {
	it( 'is driven by jobs/{id}/run, its progress kept, until it is done', async () => {
		const { result, notify } = setup( [ 1 ] );
		act( () => result.current.changes.open( 'cadence' ) );
		let release: ( status: JobStatus ) => void = () => undefined;
		start.mockResolvedValueOnce( job( { done: 100, changed: 100 } ) );
		run.mockImplementationOnce(
			() =>
				new Promise( ( resolve ) => {
					release = resolve;
				} )
		);
		await act( () =>
			result.current.changes.start( [ 1 ], {
				action: 'cadence',
				cadenceDays: 7,
			} )
		);
		// The dialog shows the progress; More actions waits.
		expect( result.current.changes.running ).toBe( true );
		expect( result.current.changes.run?.status.done ).toBe( 100 );
		expect( result.current.dialogs.current ).toMatchObject( {
			kind: 'bulk',
		} );
		expect( run ).toHaveBeenCalledWith( 9, [ 'contacts' ] );

		// Asked for another action meanwhile: the running one's progress opens again.
		act( () => result.current.dialogs.close( 'bulk' ) );
		act( () => result.current.changes.open( 'archive' ) );
		expect( result.current.dialogs.current ).toEqual( {
			kind: 'bulk',
			action: 'cadence',
			ids: [ 1 ],
		} );

		await act( async () =>
			release( job( { state: 'done', done: 150, changed: 150 } ) )
		);
		await waitFor( () =>
			expect( notify ).toHaveBeenCalledWith( {
				type: 'success',
				message: 'Keep in touch with 150 contacts: Every week.',
			} )
		);
		expect( result.current.changes.running ).toBe( false );
		expect( result.current.dialogs.current ).toBeNull();
	} );

	it( 'goes on with the dialog closed, and says so when it ends', async () => {
		const { result, notify } = setup( [ 1 ] );
		start.mockResolvedValueOnce( job( { done: 100, changed: 100 } ) );
		run.mockResolvedValueOnce( job( { done: 150, changed: 150 } ) );
		run.mockResolvedValueOnce(
			job( { state: 'done', done: 150, changed: 150 } )
		);
		await act( () => result.current.changes.start( [ 1 ], TO_CONNECT ) );
		await waitFor( () => expect( notify ).toHaveBeenCalled() );
		expect( run ).toHaveBeenCalledTimes( 2 );
		expect( notify ).toHaveBeenCalledWith( {
			type: 'success',
			message: 'Moved 150 contacts to CONNECT.',
		} );
	} );

	it( 'a failed job keeps why in the dialog when it is open', async () => {
		const { result, notify } = setup( [ 1 ] );
		act( () => result.current.changes.open( 'process' ) );
		start.mockResolvedValueOnce( job( { done: 100, changed: 100 } ) );
		run.mockResolvedValueOnce(
			job( {
				state: 'failed',
				done: 100,
				changed: 100,
				error: 'This job stopped after 3 failed attempts.',
			} )
		);
		await act( () => result.current.changes.start( [ 1 ], TO_CONNECT ) );
		await waitFor( () =>
			expect( result.current.changes.run?.error ).toBe(
				'This job stopped after 3 failed attempts. 100 contacts were changed before it stopped.'
			)
		);
		expect( result.current.dialogs.current ).toMatchObject( {
			kind: 'bulk',
		} );
		expect( notify ).not.toHaveBeenCalled();
		expect( result.current.changes.running ).toBe( false );
	} );

	it( 'the site out of reach while it runs: said in a notice when the dialog is closed', async () => {
		const { result, notify } = setup( [ 1 ] );
		start.mockResolvedValueOnce( job( { done: 100, changed: 100 } ) );
		run.mockRejectedValueOnce(
			new ApiError( 'fetch_error', 'Could not reach the site.' )
		);
		await act( () => result.current.changes.start( [ 1 ], TO_CONNECT ) );
		await waitFor( () =>
			expect( notify ).toHaveBeenCalledWith( {
				type: 'error',
				message:
					'Could not reach the site. The change goes on on the site; the list shows it when it loads again.',
			} )
		);
	} );
} );
