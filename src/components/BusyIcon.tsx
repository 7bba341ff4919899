import CircularProgress from '@mui/material/CircularProgress';

/**
 * The icon of a button while what it started waits for the server: MUI's 16 px circle in the button's colour,
 * hidden from screen readers (the button's words say 'Saving…' or the like).
 */
export function BusyIcon() {
	return <CircularProgress size={ 16 } color="inherit" aria-hidden />;
}
