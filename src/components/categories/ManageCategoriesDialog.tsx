import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '../light/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Add from '@mui/icons-material/Add';
import { addCategory, applyCategories } from '../../api/client';
import type { ApiError, Category, Contact } from '../../api/types';
import {
	applyMap,
	cycle,
	hasChanges,
	initialStates,
	syncCategories,
	withNewCategory,
} from '../../domain/categoryTriState';
import type { TriStates } from '../../domain/categoryTriState';
import { CATEGORY_NAME_MAX_LENGTH, emptyCategoryName } from './categoryName';
import { CategoryTriStateList } from './CategoryTriStateList';
import { __, _n, sprintf } from '@wordpress/i18n';
import { formatNumber } from '../../domain/locale';

/** What the dialog needs to know about each contact it categorises. */
export interface CategorisedContact {
	id: number;
	name?: string;
	categoryIds: readonly number[];
}

export interface ManageCategoriesDialogProps {
	open: boolean;
	onClose: () => void;
	wordpressId: number;
	/** The contacts to categorise: the selection on the list, or the one contact of a card. */
	contacts: readonly CategorisedContact[];
	/** Every category of the member. */
	categories: readonly Category[];
	/** A category was added in the dialog; here is the server's new list. */
	onCategoriesChange: ( categories: Category[] ) => void;
	/** Apply succeeded; here are the updated contacts the server answered. The dialog closes itself. */
	onApplied: ( contacts: Contact[] ) => void;
}

/**
 * Manage Categories: a tri-state box per category for the given contacts, a field to add a category, and Apply,
 * which sends apply-categories with 1 (add to all), 0 (leave) or -1 (remove from all) per category. Works for
 * one contact (a card's tag icon) as for many (the list's bulk action).
 *
 * @param props Props.
 */
export function ManageCategoriesDialog( props: ManageCategoriesDialogProps ) {
	const {
		open,
		onClose,
		wordpressId,
		contacts,
		categories,
		onCategoriesChange,
		onApplied,
	} = props;
	const theme = useTheme();
	const fullScreen = useMediaQuery( theme.breakpoints.down( 'sm' ) );
	const [ states, setStates ] = useState< TriStates >( {} );
	const [ newName, setNewName ] = useState( '' );
	const [ addError, setAddError ] = useState( '' );
	const [ adding, setAdding ] = useState( false );
	const [ applying, setApplying ] = useState( false );
	const [ error, setError ] = useState< ApiError | null >( null );
	const wasOpen = useRef( false );

	// Boxes start from the contacts' categories each time the dialog opens, and follow the category list after.
	useEffect( () => {
		const ids = categories.map( ( c ) => c.id );
		if ( open && ! wasOpen.current ) {
			setStates( initialStates( ids, contacts ) );
			setNewName( '' );
			setAddError( '' );
			setError( null );
			setApplying( false );
		} else if ( open ) {
			setStates( ( current ) =>
				syncCategories( current, ids, contacts )
			);
		}
		wasOpen.current = open;
	}, [ open, categories, contacts ] );

	const busy = adding || applying;

	const add = async ( event: FormEvent ) => {
		event.preventDefault();
		const name = newName.trim();
		if ( ! name ) {
			setAddError( emptyCategoryName() );
			return;
		}
		setAdding( true );
		setAddError( '' );
		try {
			const list = await addCategory( wordpressId, name );
			const known = new Set( categories.map( ( c ) => c.id ) );
			const created =
				list.find( ( c ) => ! known.has( c.id ) ) ??
				list.find(
					( c ) => c.name.toLowerCase() === name.toLowerCase()
				);
			setStates( ( current ) =>
				syncCategories(
					created ? withNewCategory( current, created.id ) : current,
					list.map( ( c ) => c.id ),
					contacts
				)
			);
			setNewName( '' );
			onCategoriesChange( list );
		} catch ( e ) {
			setAddError( ( e as ApiError ).message );
		} finally {
			setAdding( false );
		}
	};

	const apply = async () => {
		setApplying( true );
		setError( null );
		try {
			const updated = await applyCategories(
				wordpressId,
				applyMap( states ),
				contacts.map( ( c ) => c.id )
			);
			onApplied( updated );
			onClose();
		} catch ( e ) {
			setError( e as ApiError );
		} finally {
			setApplying( false );
		}
	};

	let about: string;
	const single = contacts.length === 1 ? contacts[ 0 ] : undefined;
	if ( ! single ) {
		about = sprintf(
			/* translators: %s: number of selected contacts (two or more). */
			_n(
				'Choose the categories of the %s selected contact. A box with a dash means some have the category; click it to add it to all, again to remove it from all.',
				'Choose the categories of the %s selected contacts. A box with a dash means some have the category; click it to add it to all, again to remove it from all.',
				contacts.length,
				'prism'
			),
			formatNumber( contacts.length )
		);
	} else if ( single.name ) {
		about = sprintf(
			/* translators: %s: a contact's name. */
			__(
				'Choose the categories of %s. A box with a dash means some have the category; click it to add it to all, again to remove it from all.',
				'prism'
			),
			single.name
		);
	} else {
		about = __(
			'Choose the categories of this contact. A box with a dash means some have the category; click it to add it to all, again to remove it from all.',
			'prism'
		);
	}

	return (
		<Dialog
			open={ open }
			onClose={ busy ? undefined : onClose }
			fullScreen={ fullScreen }
			fullWidth
			maxWidth="xs"
			aria-labelledby="prism-manage-categories-title"
			aria-describedby="prism-manage-categories-about"
		>
			<DialogTitle id="prism-manage-categories-title">
				{ __( 'Manage Categories', 'prism' ) }
			</DialogTitle>
			<DialogContent dividers>
				<DialogContentText
					id="prism-manage-categories-about"
					sx={ { mb: 1 } }
				>
					{ about }
				</DialogContentText>
				{ error && (
					<Alert severity="error" sx={ { mb: 1 } }>
						{ error.message }
					</Alert>
				) }
				<CategoryTriStateList
					categories={ categories }
					states={ states }
					onCycle={ ( id ) =>
						setStates( ( current ) => cycle( current, id ) )
					}
					contactCount={ contacts.length }
					disabled={ applying }
				/>
			</DialogContent>
			{ /* Outside the scrolling list, so adding a category is in reach however many there are. */ }
			<Box
				component="form"
				onSubmit={ add }
				noValidate
				aria-label={ __( 'Add a category', 'prism' ) }
				sx={ {
					display: 'flex',
					gap: 1,
					alignItems: 'flex-start',
					px: 3,
					pt: 2,
					pb: 1,
				} }
			>
				<TextField
					size="small"
					fullWidth
					label={ __( 'New category', 'prism' ) }
					value={ newName }
					onChange={ ( e ) => {
						setNewName( e.target.value );
						setAddError( '' );
					} }
					error={ Boolean( addError ) }
					helperText={ addError || undefined }
					disabled={ busy }
					slotProps={ {
						htmlInput: { maxLength: CATEGORY_NAME_MAX_LENGTH },
					} }
				/>
				<Button
					type="submit"
					variant="outlined"
					startIcon={ <Add /> }
					disabled={ busy || ! newName.trim() }
					sx={ { flexShrink: 0, height: 40 } }
				>
					{ adding ? __( 'Adding…', 'prism' ) : __( 'Add', 'prism' ) }
				</Button>
			</Box>
			<DialogActions>
				<Button onClick={ onClose } disabled={ busy }>
					{ __( 'Cancel', 'prism' ) }
				</Button>
				<Button
					variant="contained"
					onClick={ apply }
					disabled={ busy || ! hasChanges( states ) }
				>
					{ applying
						? __( 'Applying…', 'prism' )
						: __( 'Apply', 'prism' ) }
				</Button>
			</DialogActions>
		</Dialog>
	);
}
