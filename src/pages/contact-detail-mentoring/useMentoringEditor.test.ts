import { act, renderHook } from '@testing-library/react';
import { createMentoringNote, setMentoringTask } from '../../api/client';
import { ApiError } from '../../api/errors';
import type { MentorshipDetail } from '../../api/types';
import { useMentoringEditor } from './useMentoringEditor';

// The server's part is covered by the PHP tests; here only what the screen does with the answers.
jest.mock( '../../api/client', () => ( {
	setMentoringTask: jest.fn(),
	createMentoringNote: jest.fn(),
	updateMentoringNote: jest.fn(),
	deleteMentoringNote: jest.fn(),
} ) );
const toggle = setMentoringTask as jest.MockedFunction<
	typeof setMentoringTask
>;
const addNote = createMentoringNote as jest.MockedFunction<
	typeof createMentoringNote
>;

const task = ( id: number ) => ( {
	id,
	name: `Task ${ id }`,
	description: '',
} );

const detail = ( completed: number[] ): MentorshipDetail => ( {
	id: 5,
	contactId: 12,
	name: 'Priya Shah',
	seriesId: 2,
	role: 'mentee',
	done: completed.length,
	total: 3,
	createdAt: '',
	series: {
		id: 2,
		name: 'S',
		shortDescription: '',
		longDescription: '',
		who: '',
		status: 'active',
		milestones: [ { id: 1, name: 'M', tasks: [ 1, 2, 3 ].map( task ) } ],
	},
	completed: completed.map( ( taskId ) => ( { taskId, completedAt: '' } ) ),
	notes: [],
} );

/** A promise the test settles when it wants. */
function deferred< T >() {
	let resolve!: ( value: T ) => void;
	let reject!: ( error: unknown ) => void;
	const promise = new Promise< T >( ( res, rej ) => {
		resolve = res;
		reject = rej;
	} );
	return { promise, resolve, reject };
}

/** Lets queued writes start (they run after the writes before them, a microtask later). */
const flush = () =>
	new Promise< void >( ( resolve ) => setTimeout( resolve, 0 ) );

/**
 * Renders the editor over a relationship that takes the answers it is given, as the page does.
 * @param start
 */
function renderEditor( start: MentorshipDetail ) {
	const answers: MentorshipDetail[] = [];
	const hook = renderHook(
		( { shown }: { shown: MentorshipDetail } ) =>
			useMentoringEditor( {
				detail: shown,
				onAnswer: ( answer ) => {
					answers.push( answer );
					hook.rerender( { shown: answer } );
				},
			} ),
		{ initialProps: { shown: start } }
	);
	return { ...hook, answers };
}

beforeEach( () => {
	toggle.mockReset();
	addNote.mockReset();
} );

describe( 'useMentoringEditor', () => {
	it( 'shows a tick at once and keeps it once saved', async () => {
		const save = deferred< MentorshipDetail >();
		toggle.mockReturnValueOnce( save.promise );
		const { result, answers } = renderEditor( detail( [] ) );

		act( () => result.current.toggle( task( 2 ), true ) );
		expect( result.current.completed.has( 2 ) ).toBe( true );
		await act( flush );
		expect( toggle ).toHaveBeenCalledWith( 5, 2, true );

		await act( async () => save.resolve( detail( [ 2 ] ) ) );
		expect( answers ).toHaveLength( 1 );
		expect( result.current.completed.has( 2 ) ).toBe( true );
		expect( result.current.failure ).toBeNull();
	} );

	it( 'undoes a tick the server refused, with a readable message', async () => {
		const save = deferred< MentorshipDetail >();
		toggle.mockReturnValueOnce( save.promise );
		const { result } = renderEditor( detail( [ 1 ] ) );

		act( () => result.current.toggle( task( 1 ), false ) );
		expect( result.current.completed.has( 1 ) ).toBe( false );

		await act( async () =>
			save.reject(
				new ApiError(
					'prism_not_found',
					'That relationship is gone.',
					404
				)
			)
		);
		expect( result.current.completed.has( 1 ) ).toBe( true );
		expect( result.current.failure ).toBe(
			'“Task 1” could not be saved. That relationship is gone.'
		);
	} );

	it( 'sends writes one after another, so answers come in click order', async () => {
		const first = deferred< MentorshipDetail >();
		const second = deferred< MentorshipDetail >();
		toggle
			.mockReturnValueOnce( first.promise )
			.mockReturnValueOnce( second.promise );
		const { result } = renderEditor( detail( [] ) );

		act( () => {
			result.current.toggle( task( 1 ), true );
			result.current.toggle( task( 2 ), true );
		} );
		// The second waits for the first.
		await act( flush );
		expect( toggle ).toHaveBeenCalledTimes( 1 );
		expect( [ ...result.current.completed ].sort() ).toEqual( [ 1, 2 ] );

		await act( async () => first.resolve( detail( [ 1 ] ) ) );
		await act( flush );
		expect( toggle ).toHaveBeenCalledTimes( 2 );
		// The first answer does not know the second tick yet: it stays shown.
		expect( [ ...result.current.completed ].sort() ).toEqual( [ 1, 2 ] );

		await act( async () => second.resolve( detail( [ 1, 2 ] ) ) );
		expect( [ ...result.current.completed ].sort() ).toEqual( [ 1, 2 ] );
	} );

	it( 'a note write rejects with the server’s error for its dialog', async () => {
		addNote.mockRejectedValueOnce(
			new ApiError( 'rest_invalid_param', 'Write something first.', 400 )
		);
		const { result } = renderEditor( detail( [] ) );
		let failure: unknown;
		await act( async () => {
			await result.current.addNote( 1, ' ' ).catch( ( e ) => {
				failure = e;
			} );
		} );
		expect( ( failure as ApiError ).message ).toBe(
			'Write something first.'
		);
		expect( addNote ).toHaveBeenCalledWith( 5, 1, ' ' );
	} );
} );
