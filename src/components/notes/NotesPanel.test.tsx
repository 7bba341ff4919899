import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import { get, send } from '../../api/client';
import { TAGS, contactTag, notesTag } from '../../api/tags';
import { NotesPanel } from './NotesPanel';
import { at } from '../../../tests/js/at';
import { note } from '../../../tests/js/note';

// The panel's client (./api.ts) reads and writes through src/api's get and send.
jest.mock( '../../api/client', () => ( {
	get: jest.fn(),
	send: jest.fn(),
} ) );

const notes = [
	note( 1, 'General note', '2026-01-01T10:00:00Z' ),
	note( 2, 'Found them on a BUILD list', '2026-01-02T10:00:00Z', 0 ),
	note( 3, 'Discovery call went well', '2026-01-03T10:00:00Z', 1 ),
];

beforeEach( () => {
	jest.mocked( get ).mockResolvedValue( notes );
} );

afterEach( () => jest.resetAllMocks() );

describe( 'NotesPanel', () => {
	it( 'lists every note with its stage when no stage is given', async () => {
		render( <NotesPanel wordpressId={ 2 } contactId={ 7 } /> );
		const items = await screen.findAllByTestId( 'note-item' );
		expect(
			items.map(
				( item ) =>
					within( item ).getByTestId( 'note-text' ).textContent
			)
		).toEqual( [
			'Discovery call went well',
			'Found them on a BUILD list',
			'General note',
		] );
		expect(
			within( at( items, 0 ) ).getByText( 'DISCOVER' )
		).toBeInTheDocument();
		expect( screen.getByTestId( 'notes-count' ) ).toHaveTextContent(
			'3 notes'
		);
	} );

	it( 'with a stage, shows only that stage and files new notes under it', async () => {
		jest.mocked( send ).mockResolvedValue( [
			...notes,
			note( 4, 'Another discovery note', '2026-01-04T10:00:00Z', 1 ),
		] );
		render(
			<NotesPanel
				wordpressId={ 2 }
				contactId={ 7 }
				stageId={ 1 }
				title="DISCOVER notes"
			/>
		);

		const items = await screen.findAllByTestId( 'note-item' );
		expect( items ).toHaveLength( 1 );
		expect( items[ 0 ] ).toHaveTextContent( 'Discovery call went well' );
		expect(
			screen.getByRole( 'heading', { name: 'DISCOVER notes' } )
		).toBeInTheDocument();

		fireEvent.click( screen.getByRole( 'button', { name: 'Add Note' } ) );
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Add Note',
		} );
		const save = within( dialog ).getByRole( 'button', {
			name: 'Save Note',
		} );
		expect( save ).toBeDisabled();
		fireEvent.change( within( dialog ).getByLabelText( 'Note' ), {
			target: { value: '   ' },
		} );
		expect( save ).toBeDisabled();
		fireEvent.change( within( dialog ).getByLabelText( 'Note' ), {
			target: { value: 'Another discovery note' },
		} );
		expect( save ).toBeEnabled();
		await act( async () => {
			fireEvent.click( save );
		} );

		expect( get ).toHaveBeenCalledWith( 'notes/7' );
		expect( send ).toHaveBeenCalledWith(
			'POST',
			'create-note',
			{
				contactId: 7,
				wordpressId: 2,
				note: 'Another discovery note',
				stageId: 1,
			},
			[ notesTag( 7 ), TAGS.reachOut, contactTag( 7 ) ]
		);
		await waitFor( () =>
			expect( screen.getAllByTestId( 'note-item' ) ).toHaveLength( 2 )
		);
	} );

	it( 'says so when there are no notes, and shows a readable error when loading fails', async () => {
		jest.mocked( get ).mockResolvedValueOnce( [] );
		const { unmount } = render(
			<NotesPanel wordpressId={ 2 } contactId={ 7 } />
		);
		expect( await screen.findByTestId( 'notes-empty' ) ).toHaveTextContent(
			'No notes yet'
		);
		unmount();

		jest.mocked( get ).mockRejectedValueOnce( {
			code: 'fetch_error',
			message: 'Could not reach the site.',
		} );
		render( <NotesPanel wordpressId={ 2 } contactId={ 7 } /> );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Could not reach the site.'
		);
	} );
} );
