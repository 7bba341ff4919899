import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import { prismTheme } from './theme';

/**
 * Wraps every island in PRISM's theme. The baseline is scoped so the site's theme outside the island is untouched.
 *
 * @param props          Props.
 * @param props.children The page.
 */
export function PrismApp( { children }: { children: ReactNode } ) {
	return (
		<ThemeProvider theme={ prismTheme() }>
			<ScopedCssBaseline sx={ { backgroundColor: 'transparent' } }>
				{ children }
			</ScopedCssBaseline>
		</ThemeProvider>
	);
}
