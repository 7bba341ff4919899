import type { ReactNode } from 'react';
import Box from '../light/Box';
import Link from '../light/Link';
import { sprintfElements } from '../sprintfElements';

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

/**
 * A step that sends the member to another site: a sentence with the site's address in it, as a link that opens in a
 * new tab.
 *
 * @param props          Props.
 * @param props.sentence The translated sentence, with %s where the address goes.
 * @param props.href     The site.
 * @param props.address  The address as it is typed (translated).
 */
export function SiteStep( {
	sentence,
	href,
	address,
}: {
	sentence: string;
	href: string;
	address: string;
} ) {
	return (
		<li>
			{ sprintfElements(
				sentence,
				<Link href={ href } target="_blank" rel="noopener noreferrer">
					{ address }
				</Link>
			) }
		</li>
	);
}
