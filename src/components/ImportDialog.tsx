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

export interface ImportDialogProps {
	open: boolean;
	onClose: () => void;
	links: Pick< Links, 'googleAuthentication' >;
}

/** The file types the CSV upload will read (spec: Import file types). */
export const IMPORT_FILE_TYPES = [
	'Google CSV',
	'LinkedIn CSV',
	'iCloud CSV',
] as const;

const TABS = [
	{ key: 'google', label: 'Google', icon: <Google /> },
	{ key: 'icloud', label: 'iCloud', icon: <Apple /> },
	{ key: 'csv', label: 'Upload CSV', icon: <UploadFile /> },
] as const;

const SOON =
	'Importing arrives soon. Until then you can add contacts one by one with Add Contact.';

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
			<DialogTitle id="prism-import-title">Import Contacts</DialogTitle>
			<Tabs
				value={ tab }
				onChange={ ( _, value: number ) => setTab( value ) }
				variant="fullWidth"
				aria-label="Import from"
				sx={ {
					borderBottom: 1,
					borderColor: 'divider',
					px: { xs: 0, sm: 2 },
				} }
			>
				{ TABS.map( ( t, i ) => (
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
						Bring in the contacts of your Google account. You will
						sign in with Google and allow PRISM to read your
						contacts; PRISM never sees your Google password.
					</Typography>
					<Typography>
						<Link href={ links.googleAuthentication }>
							Connect your Google account
						</Link>
					</Typography>
					<Soon />
					<Box>
						<Button
							variant="contained"
							startIcon={ <Google /> }
							disabled
						>
							Import from Google
						</Button>
					</Box>
				</Panel>

				<Panel index={ 1 } tab={ tab } name="icloud">
					<Typography>
						Bring in the contacts of your iCloud account. iCloud
						import needs your account email and an app-specific
						password, which you create at appleid.apple.com under
						Sign-In and Security. Your usual Apple ID password will
						not work here.
					</Typography>
					<Soon />
					<TextField
						label="iCloud account email"
						type="email"
						size="small"
						fullWidth
						disabled
					/>
					<TextField
						label="App-specific password"
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
							Import from iCloud
						</Button>
					</Box>
				</Panel>

				<Panel index={ 2 } tab={ tab } name="csv">
					<Typography>
						Upload a CSV file exported from Google Contacts,
						LinkedIn or iCloud. PRISM will read names, emails,
						phones, companies and addresses, and mark each contact
						with where it came from.
					</Typography>
					<Soon />
					<TextField
						select
						label="File type"
						size="small"
						fullWidth
						disabled
						value=""
					>
						<MenuItem value="">Choose the file type</MenuItem>
						{ IMPORT_FILE_TYPES.map( ( type ) => (
							<MenuItem key={ type } value={ type }>
								{ type }
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
							Choose a CSV file
						</Button>
					</Box>
				</Panel>
			</DialogContent>
			<DialogActions>
				<Button onClick={ onClose } variant="contained">
					Close
				</Button>
			</DialogActions>
		</Dialog>
	);
}

function Soon() {
	return (
		<Alert severity="info" variant="outlined">
			{ SOON }
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
