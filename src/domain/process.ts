/**
 * The stage rules of one contact's networking process object (spec section 4, "Stage state per contact"), written
 * once: the networking screen calls these and nothing else changes the object. Every function is pure and returns
 * a new object; the one it was given is never changed. A stage is addressed by its index 0-5 (BUILD … MAINTAIN),
 * the same number as a note's stageId and a contact's networkingStage; an index outside the object changes nothing.
 *
 * A stage is in one of three states: not started (both flags false, no task ticked), in progress (inprogress,
 * not complete) or complete (complete, not in progress, every task ticked). invariantProblems() says what the
 * server also refuses; every rule here keeps an object free of them.
 *
 * Notes are separate records (stageId on the note, NotesPanel) and never part of the object: no rule here touches
 * them, which is why setting a stage back to In Progress can promise "Your notes are kept."
 *
 * Saving (the screen, not this module): the page saves only once the GET has answered, only in answer to a
 * member's action, and never an object the same as the one stored (sameProcess), so the fresh newProcessObject is
 * never saved unchanged and an empty object never lands over a real one.
 */
import type {
	ProcessObject,
	ProcessStage,
	ProcessTask,
	Series,
} from '../api/types';

export type StageState = 'not-started' | 'in-progress' | 'complete';

export interface ProcessPosition {
	/** The furthest stage (0-5) that is complete or in progress; -1 when none is. */
	stage: number;
	status: 'In Progress' | 'Complete' | '';
}

/**
 * A series stage as a process stage that has not started.
 *
 * @param stage The series stage.
 */
function freshStage( stage: Series[ 'stages' ][ number ] ): ProcessStage {
	return {
		id: stage.id,
		inprogress: false,
		complete: false,
		tasks: stage.tasks.map( ( task ) => ( {
			id: task.id,
			complete: false,
		} ) ),
	};
}

const tasksTicked = ( tasks: ProcessTask[], complete: boolean ) =>
	tasks.map( ( task ) => ( { id: task.id, complete } ) );

/**
 * The stage completed: not in progress, every task ticked.
 *
 * @param stage The stage.
 */
function completed( stage: ProcessStage ): ProcessStage {
	return {
		...stage,
		inprogress: false,
		complete: true,
		tasks: tasksTicked( stage.tasks, true ),
	};
}

/**
 * The stage not started: both flags off, every task unticked.
 *
 * @param stage The stage.
 */
function cleared( stage: ProcessStage ): ProcessStage {
	return {
		...stage,
		inprogress: false,
		complete: false,
		tasks: tasksTicked( stage.tasks, false ),
	};
}

/**
 * Whether an index addresses a stage of the object.
 *
 * @param object     The object.
 * @param stageIndex Stage index.
 */
function hasStage( object: ProcessObject, stageIndex: number ): boolean {
	return (
		Number.isInteger( stageIndex ) &&
		stageIndex >= 0 &&
		stageIndex < object.stages.length
	);
}

/**
 * The object with each stage replaced by what `change` makes of it, when it has the stage a member acted on; the
 * object as it is when it does not.
 *
 * @param object     The object.
 * @param stageIndex The stage a member acted on.
 * @param change     The new stage, from the stage and its index.
 */
function mapStages(
	object: ProcessObject,
	stageIndex: number,
	change: ( stage: ProcessStage, index: number ) => ProcessStage
): ProcessObject {
	if ( ! hasStage( object, stageIndex ) ) {
		return object;
	}
	return { ...object, stages: object.stages.map( change ) };
}

/**
 * The object a contact starts from when the server answers object null (nothing saved yet): every stage of the
 * series not started, every task unticked, version 0 (the first save creates it).
 *
 * @param series The networking series.
 * @param id     The id the GET answered.
 */
export function newProcessObject( series: Series, id: number ): ProcessObject {
	return {
		id,
		networkingSeriesId: series.id,
		version: 0,
		deadEnd: false,
		stages: series.stages.map( freshStage ),
	};
}

/**
 * The object as the series has it now (the server already answers aligned objects, by the same reading in
 * includes/Domain/Process_Rules.php's align(); this guards the client): one
 * stage per series stage, by position, with the series stage's id; each stage's tasks in the series' order, tasks
 * the series no longer has dropped, new ones added. The flags are kept, and made to agree with the tasks: a
 * complete stage stays complete, so a task an admin added to it comes ticked; a stage with a ticked task and no
 * flag is in progress; a stage with both flags is complete (as position() reads it).
 *
 * @param object The stored object.
 * @param series The networking series.
 */
export function alignWithSeries(
	object: ProcessObject,
	series: Series
): ProcessObject {
	return {
		...object,
		networkingSeriesId: series.id,
		deadEnd: object.deadEnd === true,
		stages: series.stages.map( ( seriesStage, index ) => {
			const stored = object.stages[ index ];
			if ( ! stored ) {
				return freshStage( seriesStage );
			}
			const ticked = new Map< number, boolean >();
			// A task listed twice counts as its last entry says (as Process_Rules::align reads it).
			for ( const task of stored.tasks ) {
				ticked.set( task.id, task.complete === true );
			}
			const complete = stored.complete === true;
			const tasks = seriesStage.tasks.map( ( task ) => ( {
				id: task.id,
				complete: complete || ( ticked.get( task.id ) ?? false ),
			} ) );
			return {
				id: seriesStage.id,
				complete,
				inprogress:
					! complete &&
					( stored.inprogress === true ||
						tasks.some( ( task ) => task.complete ) ),
				tasks,
			};
		} ),
	};
}

/**
 * Ticks or unticks one task. The stage then follows its tasks: complete when all are ticked, in progress when at
 * least one is, else not started. Other stages are unchanged.
 *
 * @param object     The object.
 * @param stageIndex Stage index.
 * @param taskId     The task's id.
 */
export function toggleTask(
	object: ProcessObject,
	stageIndex: number,
	taskId: number
): ProcessObject {
	if (
		! object.stages[ stageIndex ]?.tasks.some( ( t ) => t.id === taskId )
	) {
		return object;
	}
	return mapStages( object, stageIndex, ( stage, index ) => {
		if ( index !== stageIndex ) {
			return stage;
		}
		const tasks = stage.tasks.map( ( task ) =>
			task.id === taskId ? { ...task, complete: ! task.complete } : task
		);
		const done = tasks.filter( ( task ) => task.complete ).length;
		const complete = done === tasks.length;
		return {
			...stage,
			tasks,
			complete,
			inprogress: ! complete && done > 0,
		};
	} );
}

/**
 * Ticks 'In Progress': every earlier stage complete with all its tasks ticked, every later stage not started with
 * its tasks unticked, this stage in progress (not complete) with its tasks as they are.
 *
 * @param object     The object.
 * @param stageIndex Stage index.
 */
export function markInProgress(
	object: ProcessObject,
	stageIndex: number
): ProcessObject {
	return mapStages( object, stageIndex, ( stage, index ) => {
		if ( index < stageIndex ) {
			return completed( stage );
		}
		if ( index > stageIndex ) {
			return cleared( stage );
		}
		return { ...stage, inprogress: true, complete: false };
	} );
}

/**
 * Ticks 'Complete': this stage and every earlier one complete (not in progress) with all tasks ticked; later
 * stages unchanged.
 *
 * @param object     The object.
 * @param stageIndex Stage index.
 */
export function markComplete(
	object: ProcessObject,
	stageIndex: number
): ProcessObject {
	return mapStages( object, stageIndex, ( stage, index ) =>
		index <= stageIndex ? completed( stage ) : stage
	);
}

/**
 * Unticks 'In Progress': this stage not started, its tasks unticked; other stages unchanged.
 *
 * @param object     The object.
 * @param stageIndex Stage index.
 */
export function clearInProgress(
	object: ProcessObject,
	stageIndex: number
): ProcessObject {
	return mapStages( object, stageIndex, ( stage, index ) =>
		index === stageIndex ? cleared( stage ) : stage
	);
}

/**
 * Unticks 'Complete': this stage back in progress, its tasks as they are; other stages unchanged.
 *
 * @param object     The object.
 * @param stageIndex Stage index.
 */
export function clearComplete(
	object: ProcessObject,
	stageIndex: number
): ProcessObject {
	return mapStages( object, stageIndex, ( stage, index ) =>
		index === stageIndex
			? { ...stage, inprogress: true, complete: false }
			: stage
	);
}

/**
 * Marks the contact as a dead end for now, or not.
 *
 * @param object The object.
 * @param value  Whether it is a dead end.
 */
export function setDeadEnd(
	object: ProcessObject,
	value: boolean
): ProcessObject {
	return { ...object, deadEnd: value };
}

/**
 * A stage's state. Complete wins over in progress, as position() reads it.
 *
 * @param stage The stage.
 */
export function stageState( stage: ProcessStage ): StageState {
	if ( stage.complete ) {
		return 'complete';
	}
	return stage.inprogress ? 'in-progress' : 'not-started';
}

/**
 * Where the contact stands: the furthest stage that is complete or in progress, with that status; { -1, '' } when
 * none is (or there is no object). Stages are read by position. Mirrors includes/Domain/Networking_Stages.php's
 * position(), which the dashboard counts and the list filters use.
 *
 * @param object The object, or null.
 */
export function position( object: ProcessObject | null ): ProcessPosition {
	const stages = object?.stages ?? [];
	for ( let i = Math.min( stages.length, 6 ) - 1; i >= 0; i-- ) {
		const stage = stages[ i ];
		if ( stage?.complete ) {
			return { stage: i, status: 'Complete' };
		}
		if ( stage?.inprogress ) {
			return { stage: i, status: 'In Progress' };
		}
	}
	return { stage: -1, status: '' };
}

/**
 * Whether marking a stage In Progress would clear something a member did in a later stage (a flag or a ticked
 * task), so the screen asks first.
 *
 * @param object     The object.
 * @param stageIndex Stage index.
 */
export function clearsLaterStages(
	object: ProcessObject,
	stageIndex: number
): boolean {
	return object.stages
		.slice( Math.max( 0, stageIndex + 1 ) )
		.some(
			( stage ) =>
				stage.inprogress ||
				stage.complete ||
				stage.tasks.some( ( task ) => task.complete )
		);
}

/**
 * Whether two objects say the same (ids, flags, ticks), whatever their version: a save of an object the same as
 * the stored one is never sent.
 *
 * @param a One object.
 * @param b The other.
 */
export function sameProcess( a: ProcessObject, b: ProcessObject ): boolean {
	return (
		a.id === b.id &&
		a.networkingSeriesId === b.networkingSeriesId &&
		a.deadEnd === b.deadEnd &&
		sameItems(
			a.stages,
			b.stages,
			( stage, other ) =>
				stage.id === other.id &&
				stage.inprogress === other.inprogress &&
				stage.complete === other.complete &&
				sameItems(
					stage.tasks,
					other.tasks,
					( task, otherTask ) =>
						task.id === otherTask.id &&
						task.complete === otherTask.complete
				)
		)
	);
}

/**
 * Whether two lists are as long as each other and the same item by item.
 *
 * @param a    One list.
 * @param b    The other.
 * @param same Whether two items at the same place are the same.
 */
function sameItems< T >(
	a: readonly T[],
	b: readonly T[],
	same: ( item: T, other: T ) => boolean
): boolean {
	return (
		a.length === b.length &&
		a.every( ( item, i ) => {
			const other = b[ i ];
			return other !== undefined && same( item, other );
		} )
	);
}

/**
 * What is wrong with an object, by the rules the server also checks before it saves; empty when nothing is. For
 * tests and the console, not for members (not translated).
 *
 * @param object The object.
 * @param series The networking series.
 */
export function invariantProblems(
	object: ProcessObject,
	series: Series
): string[] {
	const problems: string[] = [];
	if ( typeof object.deadEnd !== 'boolean' ) {
		problems.push( 'deadEnd is not a boolean' );
	}
	if ( object.stages.length !== series.stages.length ) {
		problems.push(
			`${ object.stages.length } stages; the series has ${ series.stages.length }`
		);
	}
	object.stages.forEach( ( stage, index ) => {
		const seriesStage = series.stages[ index ];
		const where = `stage ${ index }`;
		if ( seriesStage && stage.id !== seriesStage.id ) {
			problems.push(
				`${ where }: id ${ stage.id }, the series has ${ seriesStage.id }`
			);
		}
		if ( typeof stage.inprogress !== 'boolean' ) {
			problems.push( `${ where }: inprogress is not a boolean` );
		}
		if ( typeof stage.complete !== 'boolean' ) {
			problems.push( `${ where }: complete is not a boolean` );
		}
		if ( stage.inprogress && stage.complete ) {
			problems.push( `${ where }: both in progress and complete` );
		}
		const known = new Set(
			( seriesStage?.tasks ?? [] ).map( ( task ) => task.id )
		);
		const seen = new Set< number >();
		for ( const task of stage.tasks ) {
			if ( ! known.has( task.id ) ) {
				problems.push( `${ where }: unknown task ${ task.id }` );
			}
			if ( seen.has( task.id ) ) {
				problems.push( `${ where }: task ${ task.id } twice` );
			}
			seen.add( task.id );
			if ( typeof task.complete !== 'boolean' ) {
				problems.push(
					`${ where }: task ${ task.id } complete is not a boolean`
				);
			}
		}
		if (
			stage.complete &&
			stage.tasks.some( ( task ) => task.complete !== true )
		) {
			problems.push( `${ where }: complete with a task not done` );
		}
		if (
			! stage.complete &&
			! stage.inprogress &&
			stage.tasks.some( ( task ) => task.complete === true )
		) {
			problems.push( `${ where }: a task ticked but not started` );
		}
	} );
	return problems;
}
