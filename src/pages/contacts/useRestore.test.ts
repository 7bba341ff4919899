import { act, renderHook, waitFor } from '@testing-library/react';
import {
	forgetRestore,
	getRestore,
	runJob,
	startRestore,
	uploadBackup,
} from '../../api/client';
import { ApiError } from '../../api/errors';
import type { JobStatus, Restore } from '../../api/types';
import { useRestore } from './useRestore';

// The server's part is covered by tests/php and tests/e2e/backup.spec.ts; here only what the page does with it.
jest.mock( '../../api/client', () => ( {
	RESTORED: [ '*contact-data' ],
	UPLOAD_ABORTED: 'prism_upload_aborted',
	uploadBackup: jest.fn(),
	getRestore: jest.fn(),
	startRestore: jest.fn(),
	forgetRestore: jest.fn(),
	runJob: jest.fn(),
} ) );

const upload = jest.mocked( uploadBackup );
const read = jest.mocked( getRestore );
const begin = jest.mocked( startRestore );
const forget = jest.mocked( forgetRestore );
const run = jest.mocked( runJob );

/**
 * A stored backup.
 *
 * @param changes What differs from one just uploaded.
 */
const restore = ( changes: Partial< Restore > = {} ): Restore => ( {
	id: 4,
	state: 'ready',
	jobId: null,
	fileName: 'prism-backup-alex-2025-12-04.jsonl_.gz',
	createdAt: '2025-12-04T14:03:00Z',
	site: 'https://example.org/',
	sameSite: true,
	memberName: 'Alex',
	counts: { contacts: 2, notes: 1 },
	accountContacts: 0,
	seriesMissing: [],
	photosLeftOut: 0,
	restoredBefore: null,
	restored: { contacts: 0, rows: 0, leftOut: 0 },
	progress: { done: 0, total: 3 },
	...changes,
} );

const job = ( changes: Partial< JobStatus > = {} ): JobStatus => ( {
	id: 31,
	type: 'restore_backup',
	state: 'running',
	done: 0,
	total: 3,
	attempts: 0,
	error: null,
	retryAt: null,
	createdAt: null,
	updatedAt: null,
	finishedAt: null,
	changed: null,
	left: null,
	...changes,
} );

const file = new File( [ 'x' ], 'prism-backup-alex-2025-12-04.jsonl.gz' );

beforeEach( () => {
	[ upload, read, begin, forget, run ].forEach( ( mock ) =>
		mock.mockReset()
	);
} );

async function previewed( onEnd?: jest.Mock ) {
	upload.mockResolvedValue( restore() );
	const hook = renderHook( () => useRestore( 2, onEnd ) );
	await act( () => hook.result.current.send( file ) );
	return hook;
}

describe( 'the file', () => {
	it( 'goes up as the member chose it, and its preview keeps the name they know', async () => {
		const { result } = await previewed();
		expect( upload ).toHaveBeenCalledWith(
			2,
			file,
			expect.objectContaining( { signal: expect.any( AbortSignal ) } )
		);
		expect( result.current.state ).toMatchObject( {
			step: 'preview',
			busy: null,
			error: null,
			restore: {
				id: 4,
				fileName: 'prism-backup-alex-2025-12-04.jsonl.gz',
			},
		} );
	} );

	it( 'refused, goes back to choosing with the server’s sentence', async () => {
		const refusal = new ApiError(
			'prism_invalid',
			'This file is not a PRISM backup.',
			400
		);
		upload.mockRejectedValue( refusal );
		const { result } = renderHook( () => useRestore( 2 ) );
		await act( () => result.current.send( file ) );
		expect( result.current.state ).toEqual( {
			step: 'choose',
			error: refusal,
		} );
	} );
} );

describe( 'Cancel after the preview', () => {
	it( 'forgets the stored file and lets the dialog close', async () => {
		const { result } = await previewed();
		forget.mockResolvedValue( { deleted: true, id: 4 } );
		let closes = false;
		await act( async () => {
			closes = await result.current.cancel();
		} );
		expect( forget ).toHaveBeenCalledWith( 2, 4 );
		expect( closes ).toBe( true );
		expect( result.current.state ).toEqual( {
			step: 'choose',
			error: null,
		} );
	} );

	it( 'stays on the preview with the reason when the site refuses', async () => {
		const { result } = await previewed();
		forget.mockRejectedValue(
			new ApiError( 'fetch_error', 'Could not reach the site.' )
		);
		let closes = true;
		await act( async () => {
			closes = await result.current.cancel();
		} );
		expect( closes ).toBe( false );
		expect( result.current.state ).toMatchObject( {
			step: 'preview',
			busy: null,
			error: { message: 'Could not reach the site.' },
		} );
	} );
} );

describe( 'Restore', () => {
	it( 'starts the restore and drives its job to the end, then says what it restored', async () => {
		const onEnd = jest.fn();
		const { result } = await previewed( onEnd );
		begin.mockResolvedValue( restore( { state: 'running', jobId: 31 } ) );
		run.mockResolvedValueOnce( job( { done: 2 } ) ).mockResolvedValueOnce(
			job( { state: 'done', done: 3 } )
		);
		read.mockResolvedValueOnce(
			restore( {
				state: 'running',
				jobId: 31,
				progress: { done: 2, total: 3 },
			} )
		).mockResolvedValueOnce(
			restore( {
				state: 'done',
				jobId: 31,
				counts: {},
				restored: { contacts: 2, rows: 3, leftOut: 0 },
				progress: { done: 3, total: 3 },
			} )
		);
		await act( () => result.current.start() );
		expect( begin ).toHaveBeenCalledWith( 2, 4 );
		await waitFor( () =>
			expect( result.current.state.step ).toBe( 'done' )
		);
		// The job announces what a restore changes when it ends.
		expect( run ).toHaveBeenCalledWith( 31, [ '*contact-data' ] );
		expect( run ).toHaveBeenCalledTimes( 2 );
		const end = result.current.state;
		expect( end ).toMatchObject( {
			step: 'done',
			restore: { restored: { contacts: 2, rows: 3, leftOut: 0 } },
			// What the file held, as the preview said it.
			preview: { counts: { contacts: 2, notes: 1 } },
		} );
		expect( onEnd ).toHaveBeenCalledWith( end );
	} );

	it( 'says the restore stopped when its job fails', async () => {
		const onEnd = jest.fn();
		const { result } = await previewed( onEnd );
		begin.mockResolvedValue( restore( { state: 'running', jobId: 31 } ) );
		run.mockResolvedValue(
			job( { state: 'failed', error: 'The stored backup is gone.' } )
		);
		read.mockResolvedValue( restore( { state: 'failed', jobId: 31 } ) );
		await act( () => result.current.start() );
		await waitFor( () =>
			expect( result.current.state.step ).toBe( 'failed' )
		);
		expect( result.current.state ).toMatchObject( {
			step: 'failed',
			reason: 'The stored backup is gone.',
		} );
		expect( onEnd ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'stays on the preview with the reason when the start is refused', async () => {
		const { result } = await previewed();
		begin.mockRejectedValue(
			new ApiError(
				'prism_invalid',
				'That backup is no longer waiting to be restored. Choose the file again.',
				400
			)
		);
		await act( () => result.current.start() );
		expect( run ).not.toHaveBeenCalled();
		expect( result.current.state ).toMatchObject( {
			step: 'preview',
			busy: null,
			error: {
				message:
					'That backup is no longer waiting to be restored. Choose the file again.',
			},
		} );
	} );
} );
