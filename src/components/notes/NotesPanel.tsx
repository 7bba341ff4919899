import { useRef, useState } from 'react';
import type { ElementType } from 'react';
import Box from '../light/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '../light/Typography';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import { createNote, deleteNote, updateNote, useNotes } from './api';
import type { Note } from './types';
import type { Notice } from '../FlashMessage';
import { ItemActions, ItemStage, ItemsPanel } from '../ItemsPanel';
import { stageName } from '../../domain/stages';
import { formatNoteDate, notesOfStage, visibleNotes } from '../../domain/notes';
import type { NoteOrder } from '../../domain/notes';
import { NoteDialog } from './NoteDialog';
import { useBusyAction } from '../../hooks/useBusyAction';
import { __, _n, sprintf } from '@wordpress/i18n';
import { formatNumber } from '../../domain/locale';
import { sprintfElements } from '../sprintfElements';

export interface NotesPanelProps {
	wordpressId: number;
	contactId: number;
	/**
	 * Show only the notes of this networking stage (0-5), and file new notes under it. Without it the panel
	 * shows every note of the contact, each with its stage.
	 */
	stageId?: number;
	title?: string;
	/** The element of the panel's heading. */
	headingComponent?: ElementType;
}

type Editing = { mode: 'add' } | { mode: 'edit'; note: Note } | null;

/**
 * A contact's notes: add, search, sort by last update, edit and delete. Every change answers with the updated
 * list, which replaces the one shown.
 *
 * @param props Props.
 */
export function NotesPanel( props: NotesPanelProps ) {
	const {
		wordpressId,
		contactId,
		stageId,
		title = __( 'Notes', 'prism' ),
		headingComponent = 'h2',
	} = props;
	const notes = useNotes( contactId );
	const [ query, setQuery ] = useState( '' );
	const [ order, setOrder ] = useState< NoteOrder >( 'desc' );
	const [ editing, setEditing ] = useState< Editing >( null );
	const [ deleting, setDeleting ] = useState< Note | null >( null );
	const {
		busy,
		error: actionError,
		setError: setActionError,
		run: runAction,
	} = useBusyAction();
	const [ notice, setNotice ] = useState< Notice | null >( null );
	const addButton = useRef< HTMLButtonElement >( null );

	const all = notes.data ? notesOfStage( notes.data, stageId ) : [];
	const shown = notes.data
		? visibleNotes( notes.data, { query, order, stageId } )
		: [];
	const searching = query.trim() !== '';

	const run = ( action: () => Promise< Note[] >, done: string ) =>
		runAction( async () => {
			notes.setData( await action() );
			setNotice( { type: 'success', message: done } );
		} );

	const onSave = async ( text: string ) => {
		if ( ! editing ) {
			return;
		}
		if ( editing.mode === 'edit' && text === editing.note.note ) {
			setEditing( null );
			return;
		}
		const saved =
			editing.mode === 'add'
				? await run(
						() =>
							createNote(
								wordpressId,
								contactId,
								text,
								stageId ?? null
							),
						__( 'Note added.', 'prism' )
					)
				: await run(
						() =>
							updateNote(
								wordpressId,
								editing.note.id,
								contactId,
								text
							),
						__( 'Note saved.', 'prism' )
					);
		if ( saved ) {
			setEditing( null );
		}
	};

	const onDelete = async () => {
		if (
			deleting &&
			( await run(
				() => deleteNote( wordpressId, deleting.id, contactId ),
				__( 'Note deleted.', 'prism' )
			) )
		) {
			setDeleting( null );
		}
	};

	const openEditor = ( next: Editing ) => {
		setActionError( null );
		setEditing( next );
	};

	return (
		<ItemsPanel
			name="notes"
			title={ title }
			headingComponent={ headingComponent }
			action={
				<Button
					ref={ addButton }
					variant="contained"
					startIcon={ <Add /> }
					onClick={ () => openEditor( { mode: 'add' } ) }
					disabled={ ! notes.data }
				>
					{ __( 'Add Note', 'prism' ) }
				</Button>
			}
			toolbar={
				<Box
					sx={ {
						display: 'flex',
						gap: 1.5,
						flexDirection: { xs: 'column', sm: 'row' },
						alignItems: { sm: 'center' },
						mb: 2,
					} }
				>
					<TextField
						label={ __( 'Search Notes', 'prism' ) }
						type="search"
						value={ query }
						onChange={ ( e ) => setQuery( e.target.value ) }
						size="small"
						fullWidth
						disabled={ ! notes.data || all.length === 0 }
						slotProps={ {
							input: {
								startAdornment: (
									<InputAdornment position="start">
										<Search aria-hidden />
									</InputAdornment>
								),
							},
						} }
					/>
					<ToggleButtonGroup
						value={ order }
						exclusive
						size="small"
						onChange={ ( _, value: NoteOrder | null ) =>
							value && setOrder( value )
						}
						aria-label={ __(
							'Sort notes by last updated',
							'prism'
						) }
						sx={ {
							flexShrink: 0,
							alignSelf: { xs: 'flex-start', sm: 'auto' },
						} }
					>
						<ToggleButton value="desc" sx={ { gap: 0.5, px: 1.5 } }>
							<ArrowDownward fontSize="small" aria-hidden />
							{ __( 'Newest first', 'prism' ) }
						</ToggleButton>
						<ToggleButton value="asc" sx={ { gap: 0.5, px: 1.5 } }>
							<ArrowUpward fontSize="small" aria-hidden />
							{ __( 'Oldest first', 'prism' ) }
						</ToggleButton>
					</ToggleButtonGroup>
				</Box>
			}
			list={ notes }
			loading={ { label: __( 'Loading notes', 'prism' ), height: 84 } }
			failed={ ( reason ) =>
				sprintf(
					/* translators: %s: the reason, a sentence from the server. */
					__( 'Your notes could not be loaded. %s', 'prism' ),
					reason
				)
			}
			total={ all.length }
			count={ countText( shown.length, all.length, searching ) }
			emptyIcon={ StickyNote2Outlined }
			emptyTitle={ __( 'No notes yet…', 'prism' ) }
			emptyText={ __(
				'Keep what you talk about, what matters to them and what to follow up on.',
				'prism'
			) }
			listLabel={ title }
			items={ shown.map( ( note ) => (
				<NoteItem
					key={ note.id }
					note={ note }
					showStage={ stageId === undefined }
					onEdit={ () => openEditor( { mode: 'edit', note } ) }
					onDelete={ () => {
						setActionError( null );
						setDeleting( note );
					} }
				/>
			) ) }
			after={
				<NoteDialog
					open={ editing !== null }
					mode={ editing?.mode ?? 'add' }
					initialText={
						editing?.mode === 'edit' ? editing.note.note : ''
					}
					busy={ busy }
					error={ editing ? actionError : null }
					onSave={ onSave }
					onClose={ () => setEditing( null ) }
				/>
			}
			confirm={ {
				title: __( 'Delete note', 'prism' ),
				message: __(
					'Are you sure you want to delete this note?',
					'prism'
				),
				busy,
				error: deleting ? actionError : null,
				open: deleting !== null,
				onConfirm: onDelete,
				onCancel: () => setDeleting( null ),
			} }
			// The note's own buttons may be gone; the focus goes back to a stable place in the panel.
			refocus={ () => addButton.current }
			notice={ notice }
			onNoticeClose={ () => setNotice( null ) }
		>
			{ notes.data && all.length > 0 && shown.length === 0 && (
				<Paper
					variant="outlined"
					sx={ { p: 3, textAlign: 'center', borderStyle: 'dashed' } }
					data-testid="notes-no-match"
				>
					<Typography>
						{ sprintf(
							/* translators: %s: what the member searched for. */
							__( 'No notes match “%s”.', 'prism' ),
							query.trim()
						) }
					</Typography>
					<Button
						startIcon={ <Clear /> }
						onClick={ () => setQuery( '' ) }
						sx={ { mt: 1 } }
					>
						{ __( 'Clear search', 'prism' ) }
					</Button>
				</Paper>
			) }
		</ItemsPanel>
	);
}

function countText( shown: number, total: number, searching: boolean ): string {
	if ( total === 0 ) {
		return '';
	}
	return searching
		? sprintf(
				/* translators: Notes that match a search. 1: how many match; 2: how many notes there are. */
				_n(
					'%1$s of %2$s note matches',
					'%1$s of %2$s notes match',
					total,
					'prism'
				),
				formatNumber( shown ),
				formatNumber( total )
			)
		: sprintf(
				/* translators: %s: number of notes. */
				_n( '%s note', '%s notes', total, 'prism' ),
				formatNumber( total )
			);
}

function NoteItem( {
	note,
	showStage,
	onEdit,
	onDelete,
}: {
	note: Note;
	showStage: boolean;
	onEdit: () => void;
	onDelete: () => void;
} ) {
	const when = formatNoteDate( note.lastUpdated );
	const stage =
		showStage && note.stageId !== null ? stageName( note.stageId ) : null;
	const editLabel = when
		? sprintf(
				/* translators: %s: when the note was last updated, e.g. Today at 2:56 PM. */
				__( 'Edit note updated %s', 'prism' ),
				when.label
			)
		: __( 'Edit note', 'prism' );
	const deleteLabel = when
		? sprintf(
				/* translators: %s: when the note was last updated, e.g. Today at 2:56 PM. */
				__( 'Delete note updated %s', 'prism' ),
				when.label
			)
		: __( 'Delete note', 'prism' );

	return (
		<Paper
			component="li"
			variant="outlined"
			sx={ { p: { xs: 1.5, sm: 2 } } }
			data-testid="note-item"
		>
			<Typography
				sx={ {
					whiteSpace: 'pre-wrap',
					overflowWrap: 'anywhere',
					lineHeight: 1.55,
				} }
				data-testid="note-text"
			>
				{ note.note }
			</Typography>
			<Box
				sx={ {
					display: 'flex',
					alignItems: 'center',
					gap: 1,
					mt: 1,
					flexWrap: 'wrap',
				} }
			>
				<Typography variant="caption" color="text.secondary">
					{ when
						? sprintfElements(
								/* translators: %s: when the note was last updated, e.g. Today at 2:56 PM. */
								__( 'Updated %s', 'prism' ),
								<time
									dateTime={ note.lastUpdated ?? undefined }
									title={ when.full }
								>
									{ when.label }
								</time>
							)
						: __( 'Not dated', 'prism' ) }
				</Typography>
				{ stage && <ItemStage label={ stage } /> }
				<ItemActions
					editTitle={ __( 'Edit note', 'prism' ) }
					editLabel={ editLabel }
					deleteTitle={ __( 'Delete note', 'prism' ) }
					deleteLabel={ deleteLabel }
					onEdit={ onEdit }
					onDelete={ onDelete }
					sx={ { ml: 'auto' } }
				/>
			</Box>
		</Paper>
	);
}
