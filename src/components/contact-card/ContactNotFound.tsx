import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import type { ElementType } from 'react';
import { __ } from '@wordpress/i18n';
import { StateMessage } from '../StateMessage';

/**
 * The contact of the address is not there (deleted, merged into another, or a broken link): the contact detail
 * page and the networking screen say so in the same words.
 *
 * @param props              Props.
 * @param props.contactsHref The contact list.
 * @param props.heading      The heading's element: h1 where it is the page's heading, h2 under another.
 */
export function ContactNotFound( {
	contactsHref,
	heading = 'h1',
}: {
	contactsHref: string;
	heading?: ElementType;
} ) {
	return (
		<Paper
			variant="outlined"
			sx={ { p: { xs: 3, sm: 5 }, textAlign: 'center' } }
			data-testid="contact-not-found"
		>
			<PersonSearchOutlined
				color="primary"
				sx={ { fontSize: 56 } }
				aria-hidden
			/>
			<StateMessage
				title={ __( "We couldn't find that contact", 'prism' ) }
				variant="h1"
				heading={ heading }
				maxWidth={ 480 }
			>
				{ __(
					'It may have been deleted or merged into another contact, or the link may be incomplete.',
					'prism'
				) }
			</StateMessage>
			<Button variant="contained" href={ contactsHref }>
				{ __( 'Back to your contacts', 'prism' ) }
			</Button>
		</Paper>
	);
}
