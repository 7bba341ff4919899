import { useEffect, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from './light/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from './light/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Apple from '@mui/icons-material/Apple';
import Google from '@mui/icons-material/Google';
import UploadFile from '@mui/icons-material/UploadFile';
import type { Flash } from '../api/types';
import { IMPORT_TABS, choiceFromFlash, recallChoice } from '../domain/imports';
import type { ImportChoice, ImportTab } from '../domain/imports';
import { LoadingBar } from './LoadingBar';
import { CsvImport } from './import/CsvImport';
import { GoogleImport } from './import/GoogleImport';
import { ICloudImport } from './import/ICloudImport';
import type { ImportPage, ImportTabProps } from './import/ImportForm';
import { __, _x } from '@wordpress/i18n';

export interface ImportDialogProps {
	open: boolean;
	onClose: () => void;
	page: ImportPage;
	/** The server's answer to a refused import post (a flash with form 'import'): reopens its tab with it. */
	flash?: Flash | null;
	/** Opens Restore from a backup (a PRISM backup is not imported: it is restored). */
	onRestore?: () => void;
}

/** Each tab: its label, icon and form. */
const TABS: Record<
	ImportTab,
	{
		label: () => string;
		icon: ReactElement;
		Form: ( props: ImportTabProps ) => ReactNode;
	}
> = {
	google: {
		label: () => _x( 'Google', 'import tab', 'prism' ),
		icon: <Google />,
		Form: GoogleImport,
	},
	icloud: {
		label: () => _x( 'iCloud', 'import tab', 'prism' ),
		icon: <Apple />,
		Form: ICloudImport,
	},
	csv: {
		label: () => __( 'Upload CSV', 'prism' ),
		icon: <UploadFile />,
		Form: CsvImport,
	},
};

const formId = ( tab: ImportTab ) => `prism-import-form-${ tab }`;

/**
 * What to tell the member after a refused post, besides the server's sentence: what the browser could not keep.
 *
 * @param choice Where the post came from.
 */
function againHint( choice: ImportChoice ): string {
	return choice.tab === 'icloud' && choice.way === 'account'
		? __(
				'Enter the app-specific password again: PRISM never keeps it.',
				'prism'
			)
		: __(
				'Choose the file again: a browser does not keep a chosen file once it has sent it.',
				'prism'
			);
}

/**
 * Import Contacts: tabs for Google, iCloud and a CSV upload. Each tab is a real form posted to admin-post.php
 * (request_upload_import, docs/import.md); the server stores the file and sends the browser back to the contact
 * list, whose progress view follows the import. A refused post comes back here, on its tab, with the reason.
 *
 * @param props Props.
 */
export function ImportDialog( props: ImportDialogProps ) {
	const { open, onClose, page, flash = null, onRestore } = props;
	const theme = useTheme();
	const fullScreen = useMediaQuery( theme.breakpoints.down( 'sm' ) );
	const [ refused ] = useState( () =>
		flash?.type === 'error'
			? {
					message: flash.message,
					choice: choiceFromFlash( flash, recallChoice() ),
					draft: {
						fileType: flash.fileType,
						uploadType: flash.uploadType,
						mode: flash.mode,
						name: flash.name,
					},
				}
			: null
	);
	const [ showRefused, setShowRefused ] = useState( refused !== null );
	const [ tab, setTab ] = useState< ImportTab >(
		refused?.choice.tab ?? 'google'
	);
	const [ sending, setSending ] = useState< ImportChoice | null >( null );

	// Back from the next page through the browser's history (the page restored as it was): the form can go again.
	useEffect( () => {
		const restored = ( event: PageTransitionEvent ) => {
			if ( event.persisted ) {
				setSending( null );
			}
		};
		window.addEventListener( 'pageshow', restored );
		return () => window.removeEventListener( 'pageshow', restored );
	}, [] );

	const busy = sending !== null;
	const sendingLabel =
		sending?.tab === 'icloud' && sending.way === 'account'
			? __( 'Reading your iCloud contacts…', 'prism' )
			: __( 'Uploading…', 'prism' );

	return (
		<Dialog
			open={ open }
			onClose={ busy ? undefined : onClose }
			fullScreen={ fullScreen }
			fullWidth
			maxWidth="sm"
			aria-labelledby="prism-import-title"
			aria-busy={ busy }
		>
			<DialogTitle id="prism-import-title">
				{ __( 'Import Contacts', 'prism' ) }
			</DialogTitle>
			<Tabs
				value={ tab }
				onChange={ ( _, value: ImportTab ) => setTab( value ) }
				variant="fullWidth"
				aria-label={ __( 'Import from', 'prism' ) }
				sx={ {
					borderBottom: 1,
					borderColor: 'divider',
					px: { xs: 0, sm: 2 },
				} }
			>
				{ IMPORT_TABS.map( ( key ) => (
					<Tab
						key={ key }
						value={ key }
						label={ TABS[ key ].label() }
						icon={ TABS[ key ].icon }
						// On a phone the icon goes above the label, so three tabs fit across.
						iconPosition={ fullScreen ? 'top' : 'start' }
						id={ `prism-import-tab-${ key }` }
						aria-controls={ `prism-import-panel-${ key }` }
						disabled={ busy && key !== tab }
						sx={ {
							minHeight: 56,
							px: { xs: 0.5, sm: 2 },
						} }
					/>
				) ) }
			</Tabs>
			<Box sx={ { height: 4 } }>
				{ busy && <LoadingBar label={ sendingLabel } /> }
			</Box>
			<DialogContent dividers sx={ { pt: 1, borderTop: 0 } }>
				{ refused && showRefused && (
					<Alert
						severity="error"
						onClose={ () => setShowRefused( false ) }
						sx={ { mb: 2 } }
						data-testid="import-refused"
					>
						<Typography variant="body2" sx={ { fontWeight: 600 } }>
							{ refused.message }
						</Typography>
						<Typography variant="body2">
							{ againHint( refused.choice ) }
						</Typography>
					</Alert>
				) }
				{ IMPORT_TABS.map( ( key ) => {
					const { Form } = TABS[ key ];
					return (
						<Box
							key={ key }
							role="tabpanel"
							hidden={ tab !== key }
							id={ `prism-import-panel-${ key }` }
							aria-labelledby={ `prism-import-tab-${ key }` }
							sx={ { pt: 1 } }
						>
							<Form
								page={ page }
								formId={ formId( key ) }
								draft={
									refused?.choice.tab === key
										? refused.draft
										: null
								}
								onSubmitting={ setSending }
							/>
						</Box>
					);
				} ) }
				{ onRestore && (
					<Typography
						variant="body2"
						color="text.secondary"
						sx={ { mt: 2 } }
					>
						{ __( 'Have a PRISM backup file?', 'prism' ) }{ ' ' }
						<Button
							size="small"
							onClick={ onRestore }
							disabled={ busy }
							sx={ { verticalAlign: 'baseline' } }
						>
							{ __( 'Restore from a backup…', 'prism' ) }
						</Button>
					</Typography>
				) }
			</DialogContent>
			<DialogActions sx={ { flexWrap: 'wrap', gap: 1, px: 3, pb: 2 } }>
				{ busy && (
					<Typography
						variant="body2"
						color="text.secondary"
						role="status"
						sx={ { mr: 'auto', flex: '1 1 14rem' } }
					>
						{ __(
							'A large file takes a while to send. Keep this page open.',
							'prism'
						) }
					</Typography>
				) }
				<Button onClick={ onClose } disabled={ busy }>
					{ __( 'Cancel', 'prism' ) }
				</Button>
				<Button
					type="submit"
					form={ formId( tab ) }
					variant="contained"
					disabled={ busy }
					data-testid="import-submit"
				>
					{ busy ? sendingLabel : __( 'Import', 'prism' ) }
				</Button>
			</DialogActions>
		</Dialog>
	);
}
