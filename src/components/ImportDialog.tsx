import { useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Apple from '@mui/icons-material/Apple';
import Google from '@mui/icons-material/Google';
import UploadFile from '@mui/icons-material/UploadFile';
import type { Links } from '../api/types';
import { __, _x } from '@wordpress/i18n';

export interface ImportDialogProps {
	open: boolean;
	onClose: () => void;
	links: Pick< Links, 'googleAuthentication' >;
}

/** The file types the CSV upload will read (spec: Import file types), as the form will send them. */
export const IMPORT_FILE_TYPES = [
	'Google CSV',
	'LinkedIn CSV',
	'iCloud CSV',
] as const;

/**
 * A file type's name on the screen.
 *
 * @param type File type.
 */
function fileTypeLabel( type: ( typeof IMPORT_FILE_TYPES )[ number ] ): string {
	switch ( type ) {
		case 'Google CSV':
			return __( 'Google CSV', 'prism' );
		case 'LinkedIn CSV':
			return __( 'LinkedIn CSV', 'prism' );
		case 'iCloud CSV':
			return __( 'iCloud CSV', 'prism' );
	}
}

/** The dialog's tabs, with their labels in the site's language. */
function importTabs() {
	return [
		{
			key: 'google',
			label: _x( 'Google', 'import tab', 'prism' ),
			icon: <Google />,
		},
		{
			key: 'icloud',
			label: _x( 'iCloud', 'import tab', 'prism' ),
			icon: <Apple />,
		},
		{
			key: 'csv',
			label: __( 'Upload CSV', 'prism' ),
			icon: <UploadFile />,
		},
	] as const;
}

/**
 * Import Contacts: tabs for Google, iCloud and a CSV upload. Import itself is not built yet, so each tab explains
 * what it will do and its controls are disabled.
 *
 * @param props Props.
 */
export function ImportDialog( props: ImportDialogProps ) {
	const { open, onClose, links } = props;
	const theme = useTheme();
	const fullScreen = useMediaQuery( theme.breakpoints.down( 'sm' ) );
	const [ tab, setTab ] = useState( 0 );

	return (
		<Dialog
			open={ open }
			onClose={ onClose }
			fullScreen={ fullScreen }
			fullWidth
			maxWidth="sm"
			aria-labelledby="prism-import-title"
		>
			<DialogTitle id="prism-import-title">
				{ __( 'Import Contacts', 'prism' ) }
			</DialogTitle>
			<Tabs
				value={ tab }
				onChange={ ( _, value: number ) => setTab( value ) }
				variant="fullWidth"
				aria-label={ __( 'Import from', 'prism' ) }
				sx={ {
					borderBottom: 1,
					borderColor: 'divider',
					px: { xs: 0, sm: 2 },
				} }
			>
				{ importTabs().map( ( t, i ) => (
					<Tab
						key={ t.key }
						label={ t.label }
						icon={ t.icon }
						iconPosition="start"
						id={ `prism-import-tab-${ t.key }` }
						aria-controls={ `prism-import-panel-${ t.key }` }
						value={ i }
						sx={ { minHeight: 56 } }
					/>
				) ) }
			</Tabs>
			<DialogContent sx={ { minHeight: 300 } }>
				<Panel index={ 0 } tab={ tab } name="google">
					<Typography>
						{ __(
							'Bring in the contacts of your Google account. You will sign in with Google and allow PRISM to read your contacts; PRISM never sees your Google password.',
							'prism'
						) }
					</Typography>
					<Typography>
						<Link href={ links.googleAuthentication }>
							{ __( 'Connect your Google account', 'prism' ) }
						</Link>
					</Typography>
					<Soon />
					<Box>
						<Button
							variant="contained"
							startIcon={ <Google /> }
							disabled
						>
							{ __( 'Import from Google', 'prism' ) }
						</Button>
					</Box>
				</Panel>

				<Panel index={ 1 } tab={ tab } name="icloud">
					<Typography>
						{ __(
							'Bring in the contacts of your iCloud account. iCloud import needs your account email and an app-specific password, which you create at appleid.apple.com under Sign-In and Security. Your usual Apple ID password will not work here.',
							'prism'
						) }
					</Typography>
					<Soon />
					<TextField
						label={ __( 'iCloud account email', 'prism' ) }
						type="email"
						size="small"
						fullWidth
						disabled
					/>
					<TextField
						label={ __( 'App-specific password', 'prism' ) }
						type="password"
						size="small"
						fullWidth
						disabled
					/>
					<Box>
						<Button
							variant="contained"
							startIcon={ <Apple /> }
							disabled
						>
							{ __( 'Import from iCloud', 'prism' ) }
						</Button>
					</Box>
				</Panel>

				<Panel index={ 2 } tab={ tab } name="csv">
					<Typography>
						{ __(
							'Upload a CSV file exported from Google Contacts, LinkedIn or iCloud. PRISM will read names, emails, phones, companies and addresses, and mark each contact with where it came from.',
							'prism'
						) }
					</Typography>
					<Soon />
					<TextField
						select
						label={ __( 'File type', 'prism' ) }
						size="small"
						fullWidth
						disabled
						value=""
					>
						<MenuItem value="">
							{ __( 'Choose the file type', 'prism' ) }
						</MenuItem>
						{ IMPORT_FILE_TYPES.map( ( type ) => (
							<MenuItem key={ type } value={ type }>
								{ fileTypeLabel( type ) }
							</MenuItem>
						) ) }
					</TextField>
					<Box>
						<Button
							variant="outlined"
							component="span"
							startIcon={ <UploadFile /> }
							disabled
						>
							{ __( 'Choose a CSV file', 'prism' ) }
						</Button>
					</Box>
				</Panel>
			</DialogContent>
			<DialogActions>
				<Button onClick={ onClose } variant="contained">
					{ __( 'Close', 'prism' ) }
				</Button>
			</DialogActions>
		</Dialog>
	);
}

function Soon() {
	return (
		<Alert severity="info" variant="outlined">
			{ __(
				'Importing arrives soon. Until then you can add contacts one by one with Add Contact.',
				'prism'
			) }
		</Alert>
	);
}

function Panel( {
	index,
	tab,
	name,
	children,
}: {
	index: number;
	tab: number;
	name: string;
	children: ReactNode;
} ) {
	return (
		<Stack
			role="tabpanel"
			hidden={ tab !== index }
			id={ `prism-import-panel-${ name }` }
			aria-labelledby={ `prism-import-tab-${ name }` }
			spacing={ 2 }
			sx={ { pt: 1, display: tab === index ? 'flex' : 'none' } }
		>
			{ children }
		</Stack>
	);
}
