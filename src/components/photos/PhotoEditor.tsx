import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import type { Contact, Photo } from '../../api/types';
import { ConfirmDialog } from '../ConfirmDialog';
import type { Notice } from '../FlashMessage';
import { OnceOpened, lazyNamed } from '../OnceOpened';
import { removePhoto } from './api';
import { PhotoDialog } from './PhotoDialog';

const NoticeBar = lazyNamed( () =>
	import(
		/* webpackChunkName: "notices", webpackPrefetch: true */ '../FlashMessage'
	).then( ( m ) => m.NoticeBar )
);

export interface PhotoEditorProps {
	/** The photo's button while its menu is open; null when closed. */
	anchor: HTMLElement | null;
	/** The menu's id, which the button names (aria-controls). */
	menuId: string;
	onMenuClose: () => void;
	contact: Pick< Contact, 'id' | 'photo' >;
	/** The contact's name as shown. */
	name: string;
	/** Takes the contact's photo as the server now has it (null once removed). */
	onPhotoChange: ( photo: Photo | null ) => void;
	/** Gives the focus back to the photo's button. */
	focusButton: () => void;
}

/**
 * Whether the screen is worked by touch (a phone or a tablet), where a file input can open the camera.
 */
const touchScreen = () =>
	typeof window.matchMedia === 'function' &&
	window.matchMedia( '(pointer: coarse)' ).matches;

/**
 * The menu of a contact card's photo and what it opens: Upload a photo… (the device's file chooser), Take a photo (a
 * phone's camera; only on a touch screen), Remove photo (only when there is one, asked first). A chosen image opens
 * the dialog that shows it and saves it. Its own chunk, loaded when the menu is first opened (MUI's Menu brings
 * Popover and Modal).
 *
 * @param props Props.
 */
export function PhotoEditor( props: PhotoEditorProps ) {
	const {
		anchor,
		menuId,
		onMenuClose,
		contact,
		name,
		onPhotoChange,
		focusButton,
	} = props;
	const upload = useRef< HTMLInputElement >( null );
	const camera = useRef< HTMLInputElement >( null );
	// The image chosen, shown in the dialog (kept while it closes: its preview fades with it).
	const [ chosen, setChosen ] = useState< File | null >( null );
	const [ dialogOpen, setDialogOpen ] = useState( false );
	const [ removing, setRemoving ] = useState( false );
	const [ notice, setNotice ] = useState< Notice | null >( null );

	/* Each item closes the menu, then acts: a file chooser opens only from the click itself. */
	const choose = ( action: () => void ) => () => {
		onMenuClose();
		action();
	};

	const take = ( event: ChangeEvent< HTMLInputElement > ) => {
		const file = event.target.files?.[ 0 ];
		// Emptied, so choosing the same file again is a change too.
		event.target.value = '';
		if ( file ) {
			setChosen( file );
			setDialogOpen( true );
			setNotice( null );
		}
	};

	return (
		<>
			<Menu
				id={ menuId }
				anchorEl={ anchor }
				open={ Boolean( anchor ) }
				onClose={ onMenuClose }
				data-testid="photo-menu"
			>
				<MenuItem onClick={ choose( () => upload.current?.click() ) }>
					<ListItemIcon>
						<FileUploadOutlined fontSize="small" />
					</ListItemIcon>
					{ __( 'Upload a photo…', 'prism' ) }
				</MenuItem>
				{ touchScreen() && (
					<MenuItem
						onClick={ choose( () => camera.current?.click() ) }
					>
						<ListItemIcon>
							<PhotoCameraOutlined fontSize="small" />
						</ListItemIcon>
						{ __( 'Take a photo', 'prism' ) }
					</MenuItem>
				) }
				{ contact.photo && (
					<MenuItem
						onClick={ choose( () => {
							setNotice( null );
							setRemoving( true );
						} ) }
					>
						<ListItemIcon>
							<DeleteOutlined fontSize="small" />
						</ListItemIcon>
						{ __( 'Remove photo', 'prism' ) }
					</MenuItem>
				) }
			</Menu>
			<input
				ref={ upload }
				type="file"
				accept="image/*"
				hidden
				onChange={ take }
				data-testid="photo-file"
			/>
			<input
				ref={ camera }
				type="file"
				accept="image/*"
				capture="environment"
				hidden
				onChange={ take }
				data-testid="photo-camera"
			/>
			<PhotoDialog
				open={ dialogOpen }
				file={ chosen }
				contactId={ contact.id }
				name={ name }
				onChooseAnother={ () => upload.current?.click() }
				onSaved={ ( photo ) => {
					onPhotoChange( photo );
					setDialogOpen( false );
					setNotice( {
						type: 'success',
						message: __( 'Photo saved.', 'prism' ),
					} );
				} }
				onClose={ () => setDialogOpen( false ) }
				onExited={ () => {
					setChosen( null );
					focusButton();
				} }
			/>
			<ConfirmDialog
				open={ removing }
				title={ sprintf(
					/* translators: %s: a contact's name. */
					__( 'Remove the photo of %s?', 'prism' ),
					name
				) }
				message={ __(
					'The photo is deleted from PRISM. Everything else about the contact stays.',
					'prism'
				) }
				confirmLabel={ __( 'Remove photo', 'prism' ) }
				busyLabel={ __( 'Removing…', 'prism' ) }
				destructive
				onConfirm={ async () => {
					const answer = await removePhoto( contact.id );
					onPhotoChange( answer.photo );
					setRemoving( false );
					setNotice( {
						type: 'success',
						message: __( 'Photo removed.', 'prism' ),
					} );
				} }
				onCancel={ () => setRemoving( false ) }
				onExited={ focusButton }
			/>
			<OnceOpened open={ Boolean( notice ) }>
				<NoticeBar
					notice={ notice }
					onClose={ () => setNotice( null ) }
				/>
			</OnceOpened>
		</>
	);
}
