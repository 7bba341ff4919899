import Alert from '@mui/material/Alert';
import Box from '../light/Box';
import Link from '../light/Link';
import { __, _n, sprintf } from '@wordpress/i18n';
import type { ContactMatch, Links } from '../../api/types';
import { contactDetailUrl } from '../../domain/links';
import { formatNumber } from '../../domain/locale';
import { sprintfElements } from '../sprintfElements';
import { visuallyHidden } from '../visuallyHidden';

/**
 * 'Already in your network': an email address or phone number being typed belongs to a contact, named with a link
 * to it. The link opens a new tab, so the form (and what was typed in it) stays as it is. Saving is still allowed:
 * two people may share an office phone.
 *
 * @param props       Props.
 * @param props.match What the server found for one typed value.
 * @param props.links Page links.
 */
export function ContactMatchNotice( {
	match,
	links,
}: {
	match: ContactMatch;
	links: Pick< Links, 'contactDetail' >;
} ) {
	const names = match.contacts.map( ( contact, i ) => (
		<span key={ contact.id }>
			{ i > 0 && ', ' }
			<Link
				href={ contactDetailUrl( links, contact ) }
				target="_blank"
				rel="noopener"
			>
				{ contact.name }
				<Box component="span" sx={ visuallyHidden }>
					{ ' ' + __( '(opens in a new tab)', 'prism' ) }
				</Box>
			</Link>
		</span>
	) );
	const more = match.total - match.contacts.length;
	const sentence =
		match.kind === 'email'
			? /* translators: 1: an email address; 2: the contacts that have it, as links. */
				__( 'Already in your network: %1$s belongs to %2$s.', 'prism' )
			: /* translators: 1: a phone number; 2: the contacts that have it, as links. */
				__(
					'Already in your network: %1$s is the number of %2$s.',
					'prism'
				);
	return (
		<Alert
			severity="info"
			variant="outlined"
			// Told politely, as it appears while the member types.
			role="status"
			data-testid="contact-match"
			sx={ { py: 0 } }
		>
			{ sprintfElements(
				sentence,
				<bdi>{ match.value }</bdi>,
				<>
					{ names }
					{ more > 0 &&
						' ' +
							sprintf(
								/* translators: %s: how many other contacts have the same email or phone. */
								_n(
									'and %s other',
									'and %s others',
									more,
									'prism'
								),
								formatNumber( more )
							) }
				</>
			) }
		</Alert>
	);
}
