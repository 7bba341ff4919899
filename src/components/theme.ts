import { createTheme } from '@mui/material/styles';

/** PRISM's one theme: calm indigo, readable type, comfortable touch targets. */
export const theme = createTheme( {
	palette: {
		primary: { main: '#3f4fb5' },
		secondary: { main: '#0f7b6c' },
		background: { default: '#f6f7fb' },
	},
	shape: { borderRadius: 10 },
	typography: {
		fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
		fontSize: 15,
		h1: { fontSize: '1.9rem', fontWeight: 600 },
		h2: { fontSize: '1.5rem', fontWeight: 600 },
		h3: { fontSize: '1.2rem', fontWeight: 600 },
		button: { textTransform: 'none', fontWeight: 600 },
	},
	components: {
		MuiButton: { defaultProps: { disableElevation: true } },
		MuiCard: { defaultProps: { variant: 'outlined' } },
		MuiPaper: { styleOverrides: { outlined: { borderColor: '#e1e4ee' } } },
	},
} );
