import {
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import type { ProcessObject, Series, SeriesStage } from '../../api/types';
import {
	markComplete,
	markInProgress,
	newProcessObject,
	toggleTask,
} from '../../domain/process';
import { StagePanel } from './StagePanel';
import type { StagePanelProps } from './StagePanel';
import { at } from '../../../tests/js/at';

// The notes have their own tests (NotesPanel.test.tsx); here only that the panel files them under its stage.
jest.mock( '../../components/notes/NotesPanel', () => ( {
	NotesPanel: ( props: { stageId: number; title: string } ) => (
		<p data-testid="notes-stub">
			{ props.title } { props.stageId }
		</p>
	),
} ) );

const stage = ( id: number, values: Partial< SeriesStage > = {} ) =>
	( {
		id,
		name: 'X',
		icon: '',
		intro: `Intro of stage ${ id }`,
		description: '',
		resources: [],
		tasks: [
			{ id: id * 10 + 1, task: `First task of ${ id }` },
			{ id: id * 10 + 2, task: `Second task of ${ id }` },
		],
		tips: [ `A tip for ${ id }` ],
		offer: null,
		...values,
	} ) as SeriesStage;

const series = {
	id: 1,
	stages: [ 0, 1, 2, 3, 4, 5 ].map( ( id ) =>
		id === 4 ? stage( id, { tasks: [], tips: [], intro: '' } ) : stage( id )
	),
} as unknown as Series;

function setup( index: number, object: ProcessObject ) {
	const onChange = jest.fn();
	const props: StagePanelProps = {
		page: { wordpressId: 2 },
		contactId: 7,
		index,
		seriesStage: at( series.stages, index ),
		object,
		disabled: false,
		onChange,
	};
	render( <StagePanel { ...props } /> );
	/**
	 * The object the last change made of `from`.
	 * @param from
	 */
	const applied = ( from: ProcessObject = object ) =>
		onChange.mock.calls[ onChange.mock.calls.length - 1 ][ 0 ]( from );
	return { onChange, applied };
}

const fresh = () => newProcessObject( series, 3 );

/**
 * The check box named `name`: a stage state or a task.
 * @param name
 */
const box = ( name: string ) => screen.getByRole( 'checkbox', { name } );

describe( 'StagePanel', () => {
	it( 'shows the intro, the state, the tasks, the tips and the stage’s notes', async () => {
		setup( 1, toggleTask( fresh(), 1, 12 ) );
		const panel = screen.getByTestId( 'stage-panel' );
		expect( panel ).toHaveTextContent( 'Intro of stage 1' );
		expect(
			screen.getByRole( 'heading', { name: 'DISCOVER' } )
		).toBeInTheDocument();
		expect( screen.getByTestId( 'stage-state' ) ).toHaveTextContent(
			'In Progress'
		);
		expect( box( 'In Progress' ) ).toBeChecked();
		expect( box( 'Complete' ) ).not.toBeChecked();
		expect( box( 'First task of 1' ) ).not.toBeChecked();
		expect( box( 'Second task of 1' ) ).toBeChecked();
		expect( screen.getByTestId( 'tasks-count' ) ).toHaveTextContent(
			'1 of 2 tasks done'
		);
		expect(
			within( screen.getByTestId( 'tips' ) ).getAllByRole( 'listitem' )
		).toHaveLength( 1 );
		expect( await screen.findByTestId( 'notes-stub' ) ).toHaveTextContent(
			'DISCOVER notes 1'
		);
	} );

	it( 'says so when a stage has no tasks or tips', () => {
		setup( 4, fresh() );
		expect( screen.queryByTestId( 'stage-intro' ) ).toBeNull();
		expect(
			screen.getByText(
				'This stage has no tasks. Tick In Progress or Complete above as you go.'
			)
		).toBeInTheDocument();
		expect( screen.getByTestId( 'tips' ) ).toHaveTextContent(
			'No tips for this stage yet.'
		);
	} );

	it( 'ticks a task, Complete and In Progress through the stage rules', () => {
		const object = fresh();
		const { applied } = setup( 2, object );
		fireEvent.click( box( 'First task of 2' ) );
		expect( applied() ).toEqual( toggleTask( object, 2, 21 ) );
		fireEvent.click( box( 'Complete' ) );
		expect( applied() ).toEqual( markComplete( object, 2 ) );
		// Nothing later to clear: no question.
		fireEvent.click( box( 'In Progress' ) );
		expect( applied() ).toEqual( markInProgress( object, 2 ) );
		expect( screen.queryByRole( 'alertdialog' ) ).toBeNull();
	} );

	it( 'asks before setting a stage back to In Progress when later stages have ticks, and does nothing on Cancel', async () => {
		const object = markComplete( fresh(), 4 );
		const { onChange, applied } = setup( 1, object );
		fireEvent.click( box( 'In Progress' ) );
		const dialog = await screen.findByRole( 'alertdialog' );
		expect( dialog ).toHaveTextContent(
			'Setting DISCOVER back to In Progress clears the ticks of the later stages. Your notes are kept.'
		);
		expect( onChange ).not.toHaveBeenCalled();
		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'alertdialog' ) ).toBeNull()
		);
		expect( onChange ).not.toHaveBeenCalled();

		fireEvent.click( box( 'In Progress' ) );
		fireEvent.click(
			within( await screen.findByRole( 'alertdialog' ) ).getByRole(
				'button',
				{ name: 'Set to In Progress' }
			)
		);
		expect( applied() ).toEqual( markInProgress( object, 1 ) );
		await waitFor( () =>
			expect( screen.queryByRole( 'alertdialog' ) ).toBeNull()
		);
	} );

	it( 'unticks In Progress to not started', () => {
		const started = toggleTask( markInProgress( fresh(), 3 ), 3, 31 );
		const { applied } = setup( 3, started );
		fireEvent.click( box( 'In Progress' ) );
		expect( applied().stages[ 3 ] ).toEqual( fresh().stages[ 3 ] );
	} );

	it( 'unticks Complete to in progress', () => {
		const complete = markComplete( fresh(), 0 );
		const { applied } = setup( 0, complete );
		fireEvent.click( box( 'Complete' ) );
		expect( applied().stages[ 0 ] ).toEqual( {
			...complete.stages[ 0 ],
			inprogress: true,
			complete: false,
		} );
	} );
} );
