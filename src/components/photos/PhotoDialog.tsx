import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '../light/Box';
import Typography from '../light/Typography';
import type { Photo } from '../../api/types';
import { fileSizeLabel } from '../../domain/imports';
import { shrinkForUpload, uploadName } from '../../domain/photoUpload';
import { useBusyAction } from '../../hooks/useBusyAction';
import { useDiscardGuard } from '../../hooks/useDiscardGuard';
import { GuardedDialog, SaveCancelActions } from '../GuardedDialog';
import { Spinner } from '../Spinner';
import { uploadPhoto } from './api';

export interface PhotoDialogProps {
	open: boolean;
	/** The image chosen (null once the dialog has closed). */
	file: File | null;
	contactId: number;
	/** The contact's name as shown. */
	name: string;
	/** Opens the file chooser again. */
	onChooseAnother: () => void;
	/** Takes the photo the server kept; the caller closes the dialog. */
	onSaved: ( photo: Photo | null ) => void;
	onClose: () => void;
	/** Runs once the dialog has closed. */
	onExited: () => void;
}

/** The preview's size: a circle, as the contact's card shows the photo. */
const PREVIEW_PX = 168;

/**
 * The address of a file for an `<img>`, for as long as the component shows it: made when the file is chosen and
 * given back (revoked) when another is chosen or the dialog has closed.
 *
 * @param file The file, or null.
 */
function useObjectUrl( file: File | null ): string | null {
	const [ url, setUrl ] = useState< string | null >( null );
	useEffect( () => {
		if ( ! file ) {
			setUrl( null );
			return;
		}
		const made = URL.createObjectURL( file );
		setUrl( made );
		return () => URL.revokeObjectURL( made );
	}, [ file ] );
	return url;
}

/**
 * The photo chosen for a contact, before it is saved: a round preview as the card will show it, its file name and
 * size, what PRISM keeps of it, and Save photo. Save scales a large image down in the browser (shrinkForUpload),
 * sends it and waits, busy; the server's sentence when it refuses the image shows in the dialog, which stays open
 * (Choose another photo… opens the file chooser again). A preview the browser cannot draw (a HEIC photo in Chrome)
 * says so; the server decides.
 *
 * @param props Props.
 */
export function PhotoDialog( props: PhotoDialogProps ) {
	const {
		open,
		file,
		contactId,
		name,
		onChooseAnother,
		onSaved,
		onClose,
		onExited,
	} = props;
	const id = useId();
	const preview = useObjectUrl( file );
	const [ unreadable, setUnreadable ] = useState< string | null >( null );
	const action = useBusyAction();
	const { busy, error, setError } = action;
	const guard = useDiscardGuard( false, onClose );
	const saveButton = useRef< HTMLButtonElement >( null );

	// Another image: its own preview, and no refusal of the last one.
	useEffect( () => {
		setError( null );
	}, [ file, setError ] );

	const save = ( event: FormEvent ) => {
		event.preventDefault();
		if ( ! file || busy ) {
			return;
		}
		action.run( async () => {
			const image = await shrinkForUpload( file );
			const answer = await uploadPhoto(
				contactId,
				image,
				uploadName( file.name, image )
			);
			onSaved( answer.photo );
		} );
	};

	return (
		<GuardedDialog
			open={ open }
			busy={ busy }
			guard={ guard }
			labelledBy={ `${ id }-title` }
			maxWidth="xs"
			phoneFullScreen={ false }
			transition={ {
				onEntered: () => saveButton.current?.focus(),
				onExited,
			} }
		>
			<Box
				component="form"
				onSubmit={ save }
				noValidate
				sx={ { display: 'contents' } }
				data-testid="photo-dialog"
				aria-busy={ busy || undefined }
			>
				<DialogTitle id={ `${ id }-title` }>
					{ sprintf(
						/* translators: %s: a contact's name. */
						__( 'Photo of %s', 'prism' ),
						name
					) }
				</DialogTitle>
				<DialogContent>
					<Box
						sx={ {
							display: 'flex',
							flexDirection: 'column',
							alignItems: 'center',
							gap: 1,
							textAlign: 'center',
						} }
					>
						{ preview && unreadable !== preview ? (
							<Box
								component="img"
								src={ preview }
								alt={ __( 'The photo chosen', 'prism' ) }
								width={ PREVIEW_PX }
								height={ PREVIEW_PX }
								onError={ () => setUnreadable( preview ) }
								sx={ {
									width: PREVIEW_PX,
									height: PREVIEW_PX,
									maxWidth: 'none',
									borderRadius: '50%',
									objectFit: 'cover',
									bgcolor: 'grey.200',
									opacity: busy ? 0.6 : 1,
								} }
								data-testid="photo-preview"
							/>
						) : (
							<Box
								sx={ {
									width: PREVIEW_PX,
									height: PREVIEW_PX,
									borderRadius: '50%',
									bgcolor: 'grey.100',
									border: 1,
									borderColor: 'divider',
									display: 'flex',
									alignItems: 'center',
									justifyContent: 'center',
									p: 2.5,
									typography: 'body2',
									color: 'text.secondary',
								} }
								data-testid="photo-no-preview"
							>
								{ __(
									'This browser cannot show this image. Save it to send it to PRISM all the same.',
									'prism'
								) }
							</Box>
						) }
						{ file && (
							<Typography
								variant="body2"
								color="text.secondary"
								sx={ { overflowWrap: 'anywhere' } }
								data-testid="photo-file-name"
							>
								{ sprintf(
									/* translators: 1: a file's name; 2: its size, e.g. 4.8 MB. */
									__( '%1$s (%2$s)', 'prism' ),
									file.name,
									fileSizeLabel( file.size )
								) }
							</Typography>
						) }
						<Typography variant="body2" color="text.secondary">
							{ __(
								'PRISM keeps it at most 640 pixels wide, without what the camera recorded with it (such as where it was taken).',
								'prism'
							) }
						</Typography>
						<Button
							size="small"
							onClick={ onChooseAnother }
							disabled={ busy }
						>
							{ __( 'Choose another photo…', 'prism' ) }
						</Button>
					</Box>
					{ error && (
						<Alert
							severity="error"
							sx={ { mt: 2 } }
							data-testid="photo-error"
						>
							{ error }
						</Alert>
					) }
				</DialogContent>
				<SaveCancelActions
					busy={ busy }
					guard={ guard }
					saveLabel={ __( 'Save photo', 'prism' ) }
					saveDisabled={ ! file }
					busyIcon={ <Spinner size={ 16 } /> }
					saveTestId="photo-save"
					saveRef={ saveButton }
				/>
			</Box>
		</GuardedDialog>
	);
}
