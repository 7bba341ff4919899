import type {
	ProcessObject,
	ProcessStage,
	Series,
	SeriesStage,
} from '../api/types';
import {
	alignWithSeries,
	clearComplete,
	clearInProgress,
	clearsLaterStages,
	invariantProblems,
	markComplete,
	markInProgress,
	newProcessObject,
	position,
	sameProcess,
	setDeadEnd,
	stageState,
	toggleTask,
} from './process';
import { STAGE_NAMES } from './stages';
import { at } from '../../tests/js/at';

/* The series' stage names, as the server's series gives them. */
const NAMES: readonly string[] = STAGE_NAMES;

const seriesStage = (
	index: number,
	taskIds: number[] = [ index * 10 + 1, index * 10 + 2, index * 10 + 3 ]
): SeriesStage => ( {
	// Stage ids are the stage's index, as includes/Domain/Series_Schema.php gives them.
	id: index,
	name: at( NAMES, index ),
	icon: 'build',
	intro: `Intro ${ index }`,
	description: '',
	resources: [],
	tasks: taskIds.map( ( id ) => ( { id, task: `Task ${ id }` } ) ),
	tips: [],
	offer: null,
} );

const makeSeries = ( stages: SeriesStage[] ): Series => ( {
	id: 3,
	kind: 'networking',
	name: 'PRISM',
	subHeadingOne: '',
	subHeadingTwo: '',
	description: '',
	shortDescription: '',
	longDescription: '',
	who: '',
	stages,
	milestones: [],
	deadEndOffer: null,
	keepInTouchDays: 90,
	wordpressId: 0,
	updatedAt: null,
} );

/** Six stages of three tasks each (ids 1-3, 11-13 … 51-53); ENGAGE has no tasks, to cover the empty edge. */
const series = makeSeries(
	NAMES.map( ( _, i ) =>
		i === 4 ? seriesStage( i, [] ) : seriesStage( i )
	)
);

const fresh = () => newProcessObject( series, 42 );

/**
 * Deep copy, to check a rule never changes the object it was given.
 * @param object
 */
const copy = ( object: ProcessObject ): ProcessObject =>
	JSON.parse( JSON.stringify( object ) );

const states = ( object: ProcessObject ) => object.stages.map( stageState );
const ticks = ( stage: ProcessStage ) =>
	stage.tasks.map( ( task ) => task.complete );

/** A spread of objects in every shape the rules can produce, to check the rules on each. */
function reachableObjects(): ProcessObject[] {
	const objects: ProcessObject[] = [ fresh() ];
	for ( let i = 0; i < 6; i++ ) {
		objects.push( markInProgress( fresh(), i ) );
		objects.push( markComplete( fresh(), i ) );
		objects.push( toggleTask( fresh(), i, i * 10 + 1 ) );
		objects.push( toggleTask( markComplete( fresh(), 5 ), i, i * 10 + 2 ) );
		objects.push( clearComplete( markComplete( fresh(), 5 ), i ) );
		objects.push( setDeadEnd( markInProgress( fresh(), i ), true ) );
	}
	return objects;
}

describe( 'newProcessObject', () => {
	it( 'starts every stage and task of the series unticked, version 0', () => {
		const object = fresh();
		expect( object ).toEqual( {
			id: 42,
			networkingSeriesId: 3,
			version: 0,
			deadEnd: false,
			stages: series.stages.map( ( stage ) => ( {
				id: stage.id,
				inprogress: false,
				complete: false,
				tasks: stage.tasks.map( ( task ) => ( {
					id: task.id,
					complete: false,
				} ) ),
			} ) ),
		} );
		expect( invariantProblems( object, series ) ).toEqual( [] );
		expect( position( object ) ).toEqual( { stage: -1, status: '' } );
	} );

	it( 'gives a stage without tasks an empty task list', () => {
		expect( at( fresh().stages, 4 ).tasks ).toEqual( [] );
	} );
} );

describe( 'toggleTask', () => {
	it( 'puts the stage in progress when one task of several is ticked', () => {
		const object = toggleTask( fresh(), 1, 12 );
		expect( ticks( at( object.stages, 1 ) ) ).toEqual( [
			false,
			true,
			false,
		] );
		expect( object.stages[ 1 ] ).toMatchObject( {
			inprogress: true,
			complete: false,
		} );
		expect( states( object ) ).toEqual( [
			'not-started',
			'in-progress',
			'not-started',
			'not-started',
			'not-started',
			'not-started',
		] );
	} );

	it( 'completes the stage when the last task is ticked', () => {
		let object = fresh();
		for ( const id of [ 1, 2, 3 ] ) {
			object = toggleTask( object, 0, id );
		}
		expect( object.stages[ 0 ] ).toMatchObject( {
			inprogress: false,
			complete: true,
		} );
	} );

	it( 'takes a complete stage back to in progress when a task is unticked', () => {
		const object = toggleTask( markComplete( fresh(), 0 ), 0, 2 );
		expect( ticks( at( object.stages, 0 ) ) ).toEqual( [
			true,
			false,
			true,
		] );
		expect( stageState( at( object.stages, 0 ) ) ).toBe( 'in-progress' );
	} );

	it( 'leaves the stage not started when its only ticked task is unticked', () => {
		const object = toggleTask( toggleTask( fresh(), 2, 21 ), 2, 21 );
		expect( object.stages[ 2 ] ).toEqual( fresh().stages[ 2 ] );
		// Even a stage marked In Progress by hand: the tasks decide once one is toggled.
		const marked = toggleTask(
			toggleTask( markInProgress( fresh(), 2 ), 2, 21 ),
			2,
			21
		);
		expect( stageState( at( marked.stages, 2 ) ) ).toBe( 'not-started' );
	} );

	it( 'changes no other stage, even later complete ones', () => {
		const before = markComplete( fresh(), 5 );
		const after = toggleTask( before, 1, 11 );
		after.stages.forEach( ( stage, i ) => {
			if ( i !== 1 ) {
				expect( stage ).toEqual( before.stages[ i ] );
			}
		} );
	} );

	it( 'ignores a task id the stage does not have, and a stage that does not exist', () => {
		const object = fresh();
		expect( toggleTask( object, 0, 11 ) ).toBe( object );
		expect( toggleTask( object, 4, 41 ) ).toBe( object );
		expect( toggleTask( object, 6, 1 ) ).toBe( object );
		expect( toggleTask( object, -1, 1 ) ).toBe( object );
	} );
} );

describe( 'markInProgress', () => {
	it( 'completes earlier stages, clears later ones and keeps this stage’s tasks', () => {
		const start = toggleTask( markComplete( fresh(), 5 ), 2, 22 );
		const object = markInProgress( start, 2 );
		expect( states( object ) ).toEqual( [
			'complete',
			'complete',
			'in-progress',
			'not-started',
			'not-started',
			'not-started',
		] );
		expect( ticks( at( object.stages, 0 ) ) ).toEqual( [
			true,
			true,
			true,
		] );
		expect( ticks( at( object.stages, 1 ) ) ).toEqual( [
			true,
			true,
			true,
		] );
		expect( ticks( at( object.stages, 2 ) ) ).toEqual( [
			true,
			false,
			true,
		] );
		expect( ticks( at( object.stages, 3 ) ) ).toEqual( [
			false,
			false,
			false,
		] );
		expect( ticks( at( object.stages, 5 ) ) ).toEqual( [
			false,
			false,
			false,
		] );
	} );

	it( 'marks the first stage without touching anything before it', () => {
		const object = markInProgress( fresh(), 0 );
		expect( states( object )[ 0 ] ).toBe( 'in-progress' );
		expect( ticks( at( object.stages, 0 ) ) ).toEqual( [
			false,
			false,
			false,
		] );
		expect( position( object ) ).toEqual( {
			stage: 0,
			status: 'In Progress',
		} );
	} );

	it( 'marks the last stage, completing all five before it', () => {
		const object = markInProgress( fresh(), 5 );
		expect( states( object ) ).toEqual( [
			'complete',
			'complete',
			'complete',
			'complete',
			'complete',
			'in-progress',
		] );
	} );

	it( 'ignores a stage that does not exist', () => {
		const object = fresh();
		expect( markInProgress( object, 6 ) ).toBe( object );
		expect( markInProgress( object, 1.5 ) ).toBe( object );
	} );
} );

describe( 'markComplete', () => {
	it( 'completes this and every earlier stage, and leaves later ones as they were', () => {
		const start = toggleTask( toggleTask( fresh(), 3, 31 ), 5, 52 );
		const object = markComplete( start, 2 );
		expect( states( object ) ).toEqual( [
			'complete',
			'complete',
			'complete',
			'in-progress',
			'not-started',
			'in-progress',
		] );
		object.stages.slice( 0, 3 ).forEach( ( stage ) => {
			expect( stage.tasks.every( ( task ) => task.complete ) ).toBe(
				true
			);
		} );
		expect( object.stages.slice( 3 ) ).toEqual( start.stages.slice( 3 ) );
	} );

	it( 'completes a stage that has no tasks', () => {
		const object = markComplete( fresh(), 4 );
		expect( object.stages[ 4 ] ).toEqual( {
			id: 4,
			inprogress: false,
			complete: true,
			tasks: [],
		} );
	} );

	it( 'ignores a stage that does not exist', () => {
		const object = fresh();
		expect( markComplete( object, -1 ) ).toBe( object );
	} );
} );

describe( 'clearInProgress', () => {
	it( 'takes the stage back to not started with its tasks unticked, and nothing else', () => {
		const start = toggleTask( markInProgress( fresh(), 3 ), 3, 32 );
		const object = clearInProgress( start, 3 );
		expect( object.stages[ 3 ] ).toEqual( fresh().stages[ 3 ] );
		expect( object.stages.slice( 0, 3 ) ).toEqual(
			start.stages.slice( 0, 3 )
		);
		expect( position( object ) ).toEqual( {
			stage: 2,
			status: 'Complete',
		} );
	} );

	it( 'ignores a stage that does not exist', () => {
		const object = fresh();
		expect( clearInProgress( object, 9 ) ).toBe( object );
	} );
} );

describe( 'clearComplete', () => {
	it( 'takes the stage back to in progress with its tasks as they were', () => {
		const start = markComplete( fresh(), 3 );
		const object = clearComplete( start, 1 );
		expect( object.stages[ 1 ] ).toEqual( {
			...start.stages[ 1 ],
			inprogress: true,
			complete: false,
		} );
		object.stages.forEach( ( stage, i ) => {
			if ( i !== 1 ) {
				expect( stage ).toEqual( start.stages[ i ] );
			}
		} );
	} );

	it( 'ignores a stage that does not exist', () => {
		const object = fresh();
		expect( clearComplete( object, 6 ) ).toBe( object );
	} );
} );

describe( 'setDeadEnd', () => {
	it( 'sets and clears the flag and nothing else', () => {
		const start = markInProgress( fresh(), 2 );
		const on = setDeadEnd( start, true );
		expect( on ).toEqual( { ...start, deadEnd: true } );
		expect( setDeadEnd( on, false ) ).toEqual( start );
	} );
} );

describe( 'stageState', () => {
	it( 'reads the three states, complete winning over in progress', () => {
		const stage = at( fresh().stages, 0 );
		expect( stageState( stage ) ).toBe( 'not-started' );
		expect( stageState( { ...stage, inprogress: true } ) ).toBe(
			'in-progress'
		);
		expect( stageState( { ...stage, complete: true } ) ).toBe( 'complete' );
		expect(
			stageState( { ...stage, inprogress: true, complete: true } )
		).toBe( 'complete' );
	} );
} );

describe( 'position', () => {
	it( 'is nowhere without an object or with nothing started', () => {
		expect( position( null ) ).toEqual( { stage: -1, status: '' } );
		expect( position( fresh() ) ).toEqual( { stage: -1, status: '' } );
		expect( position( { ...fresh(), stages: [] } ) ).toEqual( {
			stage: -1,
			status: '',
		} );
	} );

	it( 'is the furthest stage complete or in progress, with its status', () => {
		expect( position( markComplete( fresh(), 2 ) ) ).toEqual( {
			stage: 2,
			status: 'Complete',
		} );
		expect(
			position( toggleTask( markComplete( fresh(), 1 ), 3, 31 ) )
		).toEqual( { stage: 3, status: 'In Progress' } );
		// A gap does not matter: the furthest stage counts.
		expect( position( toggleTask( fresh(), 5, 51 ) ) ).toEqual( {
			stage: 5,
			status: 'In Progress',
		} );
		expect( position( markComplete( fresh(), 5 ) ) ).toEqual( {
			stage: 5,
			status: 'Complete',
		} );
	} );

	it( 'reads stages by position, not by id, and only the first six (as the server does)', () => {
		const object = markInProgress( fresh(), 1 );
		const renumbered = {
			...object,
			stages: object.stages.map( ( stage, i ) => ( {
				...stage,
				id: 100 - i,
			} ) ),
		};
		expect( position( renumbered ) ).toEqual( {
			stage: 1,
			status: 'In Progress',
		} );
		const seventh = {
			...object,
			stages: [
				...object.stages,
				{ id: 7, inprogress: true, complete: false, tasks: [] },
			],
		};
		expect( position( seventh ).stage ).toBe( 1 );
	} );

	it( 'reads Complete when a stage has both flags', () => {
		const object = fresh();
		object.stages[ 0 ] = {
			...at( object.stages, 0 ),
			inprogress: true,
			complete: true,
		};
		expect( position( object ) ).toEqual( {
			stage: 0,
			status: 'Complete',
		} );
	} );
} );

describe( 'clearsLaterStages', () => {
	it( 'is true only when a later stage has a flag or a ticked task', () => {
		expect( clearsLaterStages( fresh(), 0 ) ).toBe( false );
		expect( clearsLaterStages( markComplete( fresh(), 2 ), 2 ) ).toBe(
			false
		);
		expect( clearsLaterStages( markComplete( fresh(), 2 ), 1 ) ).toBe(
			true
		);
		expect( clearsLaterStages( toggleTask( fresh(), 5, 53 ), 4 ) ).toBe(
			true
		);
		expect( clearsLaterStages( markInProgress( fresh(), 3 ), 3 ) ).toBe(
			false
		);
		expect( clearsLaterStages( markInProgress( fresh(), 5 ), 5 ) ).toBe(
			false
		);
	} );
} );

describe( 'sameProcess', () => {
	it( 'compares what the object says, not its version', () => {
		expect( sameProcess( fresh(), { ...fresh(), version: 9 } ) ).toBe(
			true
		);
		expect( sameProcess( fresh(), toggleTask( fresh(), 0, 1 ) ) ).toBe(
			false
		);
		expect(
			sameProcess(
				fresh(),
				toggleTask( toggleTask( fresh(), 0, 1 ), 0, 1 )
			)
		).toBe( true );
		expect( sameProcess( fresh(), setDeadEnd( fresh(), true ) ) ).toBe(
			false
		);
		expect( sameProcess( fresh(), markInProgress( fresh(), 0 ) ) ).toBe(
			false
		);
		expect( sameProcess( fresh(), newProcessObject( series, 43 ) ) ).toBe(
			false
		);
	} );
} );

describe( 'alignWithSeries', () => {
	it( 'leaves an object that already matches the series as it was', () => {
		for ( const object of reachableObjects() ) {
			expect( alignWithSeries( object, series ) ).toEqual( object );
		}
	} );

	it( 'drops removed tasks, adds new ones unticked and follows the series’ order', () => {
		const start = toggleTask( toggleTask( fresh(), 1, 11 ), 1, 13 );
		const edited = makeSeries(
			series.stages.map( ( stage, i ) =>
				i === 1 ? seriesStage( 1, [ 13, 14, 11 ] ) : stage
			)
		);
		const object = alignWithSeries( start, edited );
		expect( object.stages[ 1 ] ).toEqual( {
			id: 1,
			inprogress: true,
			complete: false,
			tasks: [
				{ id: 13, complete: true },
				{ id: 14, complete: false },
				{ id: 11, complete: true },
			],
		} );
		expect( invariantProblems( object, edited ) ).toEqual( [] );
	} );

	it( 'keeps a complete stage complete: a task added to it comes ticked', () => {
		const edited = makeSeries(
			series.stages.map( ( stage, i ) =>
				i === 0 ? seriesStage( 0, [ 1, 2, 3, 4 ] ) : stage
			)
		);
		const object = alignWithSeries( markComplete( fresh(), 0 ), edited );
		expect( at( object.stages, 0 ).complete ).toBe( true );
		expect( ticks( at( object.stages, 0 ) ) ).toEqual( [
			true,
			true,
			true,
			true,
		] );
		expect( invariantProblems( object, edited ) ).toEqual( [] );
	} );

	it( 'keeps an in-progress stage in progress when its only ticked task is removed', () => {
		const start = toggleTask( fresh(), 2, 21 );
		const edited = makeSeries(
			series.stages.map( ( stage, i ) =>
				i === 2 ? seriesStage( 2, [ 22, 23 ] ) : stage
			)
		);
		const object = alignWithSeries( start, edited );
		expect( object.stages[ 2 ] ).toEqual( {
			id: 2,
			inprogress: true,
			complete: false,
			tasks: [
				{ id: 22, complete: false },
				{ id: 23, complete: false },
			],
		} );
	} );

	it( 'adds missing stages, drops extra ones and takes the series’ ids and series id', () => {
		const complete = markComplete( fresh(), 1 );
		const short = { ...complete, stages: complete.stages.slice( 0, 2 ) };
		const grown = alignWithSeries(
			{ ...short, networkingSeriesId: 99 },
			series
		);
		expect( grown.networkingSeriesId ).toBe( 3 );
		expect( grown.stages ).toHaveLength( 6 );
		expect( states( grown ) ).toEqual( [
			'complete',
			'complete',
			'not-started',
			'not-started',
			'not-started',
			'not-started',
		] );

		const long = {
			...fresh(),
			stages: [
				...fresh().stages.map( ( stage ) => ( { ...stage, id: 9 } ) ),
				{ id: 7, inprogress: true, complete: false, tasks: [] },
			],
		};
		const trimmed = alignWithSeries( long, series );
		expect( trimmed.stages.map( ( stage ) => stage.id ) ).toEqual( [
			0, 1, 2, 3, 4, 5,
		] );
		expect( invariantProblems( trimmed, series ) ).toEqual( [] );
	} );

	it( 'repairs flags that disagree with the tasks, and duplicate or unknown tasks', () => {
		const broken = fresh();
		broken.stages[ 0 ] = {
			...at( broken.stages, 0 ),
			inprogress: true,
			complete: true,
		};
		broken.stages[ 1 ] = {
			...at( broken.stages, 1 ),
			tasks: [
				{ id: 11, complete: false },
				{ id: 11, complete: true },
				{ id: 999, complete: true },
			],
		};
		expect( invariantProblems( broken, series ) ).not.toEqual( [] );
		const object = alignWithSeries( broken, series );
		expect( invariantProblems( object, series ) ).toEqual( [] );
		expect( stageState( at( object.stages, 0 ) ) ).toBe( 'complete' );
		expect( object.stages[ 1 ] ).toEqual( {
			id: 1,
			inprogress: true,
			complete: false,
			tasks: [
				{ id: 11, complete: true },
				{ id: 12, complete: false },
				{ id: 13, complete: false },
			],
		} );
	} );

	it( 'keeps the id, version and dead end', () => {
		const object = alignWithSeries(
			{ ...setDeadEnd( fresh(), true ), version: 7 },
			series
		);
		expect( object ).toMatchObject( { id: 42, version: 7, deadEnd: true } );
	} );
} );

describe( 'invariantProblems', () => {
	it( 'names each broken rule', () => {
		const object = fresh();
		const bad = ( change: ( o: ProcessObject ) => void ): string[] => {
			const changed = copy( object );
			change( changed );
			return invariantProblems( changed, series );
		};
		expect( bad( ( o ) => o.stages.pop() ) ).toEqual( [
			'5 stages; the series has 6',
		] );
		expect(
			bad( ( o ) => {
				at( o.stages, 2 ).id = 9;
			} )
		).toEqual( [ 'stage 2: id 9, the series has 2' ] );
		expect(
			bad( ( o ) => {
				at( o.stages, 0 ).tasks.push( { id: 11, complete: false } );
			} )
		).toEqual( [ 'stage 0: unknown task 11' ] );
		expect(
			bad( ( o ) => {
				at( o.stages, 0 ).tasks.push( { id: 1, complete: false } );
			} )
		).toEqual( [ 'stage 0: task 1 twice' ] );
		expect(
			bad( ( o ) => {
				(
					o.stages[ 1 ] as unknown as Record< string, unknown >
				 ).complete = '1';
			} )
		).toContain( 'stage 1: complete is not a boolean' );
		expect(
			bad( ( o ) => {
				(
					at( at( o.stages, 1 ).tasks, 0 ) as unknown as Record<
						string,
						unknown
					>
				 ).complete = 1;
			} )
		).toContain( 'stage 1: task 11 complete is not a boolean' );
		expect(
			bad( ( o ) => {
				( o as unknown as Record< string, unknown > ).deadEnd = 0;
			} )
		).toEqual( [ 'deadEnd is not a boolean' ] );
		expect(
			bad( ( o ) => {
				at( o.stages, 3 ).inprogress = true;
				at( o.stages, 3 ).complete = true;
				at( o.stages, 3 ).tasks.forEach(
					( t ) => ( t.complete = true )
				);
			} )
		).toEqual( [ 'stage 3: both in progress and complete' ] );
		expect(
			bad( ( o ) => {
				at( o.stages, 0 ).complete = true;
			} )
		).toEqual( [ 'stage 0: complete with a task not done' ] );
		expect(
			bad( ( o ) => {
				at( at( o.stages, 0 ).tasks, 1 ).complete = true;
			} )
		).toEqual( [ 'stage 0: a task ticked but not started' ] );
	} );

	it( 'accepts an in-progress stage with no task ticked (marked by hand)', () => {
		expect(
			invariantProblems( markInProgress( fresh(), 3 ), series )
		).toEqual( [] );
	} );
} );

describe( 'every rule', () => {
	const rules: Array<
		[ string, ( o: ProcessObject, i: number ) => ProcessObject ]
	> = [
		[ 'markInProgress', markInProgress ],
		[ 'markComplete', markComplete ],
		[ 'clearInProgress', clearInProgress ],
		[ 'clearComplete', clearComplete ],
		[
			'toggleTask (first task)',
			( o, i ) => toggleTask( o, i, o.stages[ i ]?.tasks[ 0 ]?.id ?? 0 ),
		],
		[
			'toggleTask (last task)',
			( o, i ) =>
				toggleTask(
					o,
					i,
					o.stages[ i ]?.tasks.slice( -1 )[ 0 ]?.id ?? 0
				),
		],
		[ 'setDeadEnd', ( o ) => setDeadEnd( o, ! o.deadEnd ) ],
	];

	it.each( rules )(
		'%s keeps the invariants and never changes its input, on every stage of every shape',
		( _, rule ) => {
			for ( const object of reachableObjects() ) {
				for ( let i = -1; i <= 6; i++ ) {
					const before = copy( object );
					const after = rule( object, i );
					expect( object ).toEqual( before );
					expect( invariantProblems( after, series ) ).toEqual( [] );
					expect( after.id ).toBe( object.id );
					expect( after.version ).toBe( object.version );
				}
			}
		}
	);

	it( 'keeps the invariants through a long run of random actions', () => {
		// A fixed pseudo-random sequence, so a failure can be replayed.
		let seed = 7;
		const next = ( n: number ) => {
			seed = ( seed * 1103515245 + 12345 ) % 2147483648;
			return seed % n;
		};
		let object = fresh();
		for ( let step = 0; step < 2000; step++ ) {
			const [ , rule ] = at( rules, next( rules.length ) );
			object = rule( object, next( 6 ) );
			expect( invariantProblems( object, series ) ).toEqual( [] );
		}
	} );
} );
