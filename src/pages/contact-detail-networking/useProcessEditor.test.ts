import { act, renderHook } from '@testing-library/react';
import { saveProcess } from '../../api/client';
import { ApiError } from '../../api/errors';
import type {
	ProcessAnswer,
	ProcessObject,
	ProcessSaveAnswer,
	Series,
} from '../../api/types';
import {
	markComplete,
	markInProgress,
	newProcessObject,
	setDeadEnd,
	toggleTask,
} from '../../domain/process';
import { useProcessEditor } from './useProcessEditor';
import type { ProcessEditorOptions } from './useProcessEditor';
import { deferred } from '../../../tests/js/deferred';

// The server's part is covered by the PHP tests; here only what the screen does with the answers.
jest.mock( '../../api/client', () => ( { saveProcess: jest.fn() } ) );
const save = saveProcess as jest.MockedFunction< typeof saveProcess >;

const series = {
	id: 1,
	stages: [ 0, 1, 2, 3, 4, 5 ].map( ( id ) => ( {
		id,
		tasks: [
			{ id: id * 10 + 1, task: 'a' },
			{ id: id * 10 + 2, task: 'b' },
		],
	} ) ),
} as unknown as Series;

const fresh = () => newProcessObject( series, 9 );

const saveAnswer = (
	object: ProcessObject,
	version: number,
	offers: ProcessSaveAnswer[ 'offers' ] = []
): ProcessSaveAnswer => ( {
	object: { ...object, version },
	id: object.id,
	version,
	networkingStage: 0,
	networkingStatus: 'In Progress',
	reachOutOn: null,
	offers,
} );

function setup( answer: ProcessAnswer | undefined ) {
	const reload = jest.fn();
	const onSaved = jest.fn();
	const hook = renderHook(
		( props: Partial< ProcessEditorOptions > ) =>
			useProcessEditor( {
				contactId: 5,
				series,
				answer,
				reload,
				onSaved,
				...props,
			} ),
		{ initialProps: {} }
	);
	return { ...hook, reload, onSaved };
}

beforeEach( () => save.mockReset() );

describe( 'useProcessEditor', () => {
	it( 'starts from a new object when nothing is stored, and saves nothing until the member acts', () => {
		const { result } = setup( { object: null, id: 9, version: 0 } );
		expect( result.current.object ).toEqual( fresh() );
		expect( result.current.status ).toBe( 'idle' );
		expect( save ).not.toHaveBeenCalled();
	} );

	it( 'does nothing before the GET has answered', () => {
		const { result } = setup( undefined );
		act( () => result.current.apply( ( o ) => markComplete( o, 0 ) ) );
		expect( result.current.object ).toBeNull();
		expect( save ).not.toHaveBeenCalled();
	} );

	it( 'never saves a change that changes nothing', () => {
		const { result } = setup( { object: null, id: 9, version: 0 } );
		act( () => result.current.apply( ( o ) => setDeadEnd( o, false ) ) );
		expect( save ).not.toHaveBeenCalled();
	} );

	it( 'shows a change at once, saves it with the version, and takes the answer', async () => {
		const pending = deferred< ProcessSaveAnswer >();
		save.mockReturnValueOnce( pending.promise );
		const { result, onSaved } = setup( {
			object: null,
			id: 9,
			version: 0,
		} );
		act( () => result.current.apply( ( o ) => toggleTask( o, 0, 1 ) ) );
		expect( result.current.object?.stages[ 0 ]?.inprogress ).toBe( true );
		expect( result.current.status ).toBe( 'saving' );
		expect( save ).toHaveBeenCalledWith(
			5,
			expect.objectContaining( { version: 0 } )
		);
		const answer = saveAnswer( toggleTask( fresh(), 0, 1 ), 1, [
			{ key: 'stage-0', title: 'Call', desc: '', date: '2026-12-01' },
		] );
		await act( async () => pending.resolve( answer ) );
		expect( result.current.object?.version ).toBe( 1 );
		expect( result.current.status ).toBe( 'saved' );
		expect( result.current.offers.map( ( o ) => o.key ) ).toEqual( [
			'stage-0',
		] );
		expect( onSaved ).toHaveBeenCalledWith( answer );
		act( () => result.current.dismissOffer( 'stage-0' ) );
		expect( result.current.offers ).toEqual( [] );
	} );

	it( 'keeps one save in flight and then saves only the latest object, with the version the answer gave', async () => {
		const first = deferred< ProcessSaveAnswer >();
		const second = deferred< ProcessSaveAnswer >();
		save.mockReturnValueOnce( first.promise ).mockReturnValueOnce(
			second.promise
		);
		const { result } = setup( { object: null, id: 9, version: 0 } );
		act( () => result.current.apply( ( o ) => markInProgress( o, 1 ) ) );
		act( () => result.current.apply( ( o ) => toggleTask( o, 1, 11 ) ) );
		act( () => result.current.apply( ( o ) => toggleTask( o, 1, 12 ) ) );
		expect( save ).toHaveBeenCalledTimes( 1 );
		const latest = toggleTask(
			toggleTask( markInProgress( fresh(), 1 ), 1, 11 ),
			1,
			12
		);
		expect( result.current.object?.stages ).toEqual( latest.stages );

		await act( async () =>
			first.resolve( saveAnswer( markInProgress( fresh(), 1 ), 4 ) )
		);
		// The member's later change stays on the screen while it is saved.
		expect( result.current.object?.stages ).toEqual( latest.stages );
		expect( save ).toHaveBeenCalledTimes( 2 );
		expect( save.mock.calls[ 1 ]?.[ 1 ] ).toEqual( {
			...latest,
			version: 4,
		} );
		expect( result.current.status ).toBe( 'saving' );

		await act( async () => second.resolve( saveAnswer( latest, 5 ) ) );
		expect( result.current.object ).toEqual( { ...latest, version: 5 } );
		expect( result.current.status ).toBe( 'saved' );
		expect( save ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'puts the last saved object back on a failure, and Retry sends the change again', async () => {
		save.mockRejectedValueOnce(
			new ApiError( 'error', 'The site ran into a problem.', 500 )
		);
		const stored = markComplete( fresh(), 0 );
		const { result } = setup( { object: stored, id: 9, version: 3 } );
		await act( async () =>
			result.current.apply( ( o ) => markComplete( o, 2 ) )
		);
		expect( result.current.error?.message ).toBe(
			'The site ran into a problem.'
		);
		expect( result.current.object ).toEqual( { ...stored, version: 3 } );
		expect( result.current.status ).toBe( 'idle' );

		save.mockResolvedValueOnce(
			saveAnswer( markComplete( fresh(), 2 ), 4 )
		);
		await act( async () => result.current.retry() );
		expect( save ).toHaveBeenLastCalledWith(
			5,
			expect.objectContaining( {
				version: 3,
				stages: markComplete( fresh(), 2 ).stages,
			} )
		);
		expect( result.current.error ).toBeNull();
		expect( result.current.object?.version ).toBe( 4 );
	} );

	it( 'on a 409 drops the change and shows what the answer says is stored now', async () => {
		const elsewhere = markComplete( fresh(), 2 );
		save.mockRejectedValueOnce(
			new ApiError(
				'prism_process_conflict',
				'Changed elsewhere.',
				409,
				{},
				{
					status: 409,
					current: { object: elsewhere, id: 9, version: 4 },
				}
			)
		);
		const { result, reload } = setup( {
			object: null,
			id: 9,
			version: 0,
		} );
		await act( async () =>
			result.current.apply( ( o ) => toggleTask( o, 0, 1 ) )
		);
		expect( result.current.conflict ).toBe( true );
		expect( result.current.resyncing ).toBe( false );
		expect( reload ).not.toHaveBeenCalled();
		expect( result.current.object ).toEqual( { ...elsewhere, version: 4 } );

		save.mockResolvedValueOnce(
			saveAnswer( markComplete( fresh(), 3 ), 5 )
		);
		await act( async () =>
			result.current.apply( ( o ) => markComplete( o, 3 ) )
		);
		expect( save ).toHaveBeenLastCalledWith(
			5,
			expect.objectContaining( { version: 4 } )
		);
		expect( result.current.conflict ).toBe( false );
	} );

	it( 'on a 409 without what is stored, loads it again and takes it whatever its version', async () => {
		save.mockRejectedValueOnce(
			new ApiError( 'prism_process_conflict', 'Changed elsewhere.', 409 )
		);
		const first: ProcessAnswer = { object: null, id: 9, version: 0 };
		const { result, reload, rerender } = setup( first );
		await act( async () =>
			result.current.apply( ( o ) => toggleTask( o, 0, 1 ) )
		);
		expect( result.current.conflict ).toBe( true );
		expect( result.current.resyncing ).toBe( true );
		expect( reload ).toHaveBeenCalled();
		expect( result.current.object ).toEqual( fresh() );
		// Changes wait for the latest version.
		act( () => result.current.apply( ( o ) => markComplete( o, 1 ) ) );
		expect( save ).toHaveBeenCalledTimes( 1 );

		const elsewhere = markComplete( fresh(), 3 );
		rerender( { answer: { object: elsewhere, id: 9, version: 7 } } );
		expect( result.current.object ).toEqual( { ...elsewhere, version: 7 } );
		expect( result.current.resyncing ).toBe( false );
		expect( result.current.conflict ).toBe( true );

		save.mockResolvedValueOnce(
			saveAnswer( markComplete( elsewhere, 4 ), 8 )
		);
		await act( async () =>
			result.current.apply( ( o ) => markComplete( o, 4 ) )
		);
		expect( result.current.conflict ).toBe( false );
		expect( save ).toHaveBeenLastCalledWith(
			5,
			expect.objectContaining( { version: 7 } )
		);
	} );

	it( 'takes a newer version the GET brings while nothing waits, and ignores an older or equal one', async () => {
		const { result, rerender } = setup( {
			object: null,
			id: 9,
			version: 0,
		} );
		save.mockResolvedValueOnce(
			saveAnswer( markComplete( fresh(), 0 ), 2 )
		);
		await act( async () =>
			result.current.apply( ( o ) => markComplete( o, 0 ) )
		);
		// The reload the save caused answers the same version: nothing changes.
		rerender( {
			answer: { object: markComplete( fresh(), 0 ), id: 9, version: 2 },
		} );
		expect( result.current.object?.version ).toBe( 2 );
		rerender( { answer: { object: null, id: 9, version: 1 } } );
		expect( result.current.object?.stages[ 0 ]?.complete ).toBe( true );
		rerender( {
			answer: { object: markComplete( fresh(), 5 ), id: 9, version: 6 },
		} );
		expect( result.current.object ).toEqual( {
			...markComplete( fresh(), 5 ),
			version: 6,
		} );
	} );
} );
