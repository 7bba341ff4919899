import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * Numbered steps (an ordered list) in the dialog's text style.
 *
 * @param props          Props.
 * @param props.children The steps, each an `<li>`.
 * @param props.label    What the steps are for, for screen readers.
 */
export function Steps( {
	children,
	label,
}: {
	children: ReactNode;
	label: string;
} ) {
	return (
		<Box
			component="ol"
			aria-label={ label }
			sx={ {
				m: 0,
				pl: 3,
				typography: 'body2',
				'& > li': { mb: 0.5 },
				'& > li::marker': { fontWeight: 600 },
			} }
		>
			{ children }
		</Box>
	);
}
