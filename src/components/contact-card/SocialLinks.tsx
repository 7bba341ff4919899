import Box from '../light/Box';
import IconButton from '../light/IconButton';
import type { SvgIconComponent } from '@mui/icons-material';
import LinkedIn from '@mui/icons-material/LinkedIn';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import X from '@mui/icons-material/X';
import Language from '@mui/icons-material/Language';
import type { ContactFields } from '../../api/types';
import { socialFields } from '../../domain/contactFields';
import type { SocialField } from '../../domain/contactFields';
import { socialHref } from '../../domain/socialProfiles';
import { Hint } from '../Hint';
import { __, sprintf } from '@wordpress/i18n';

const ICONS: Record< SocialField, SvgIconComponent > = {
	linkedIn: LinkedIn,
	facebook: Facebook,
	instagram: Instagram,
	twitter: X,
	website: Language,
};

/**
 * The contact's filled social links, each with its label and address (a handle links to its network).
 *
 * @param contact Contact.
 */
export function filledSocialLinks(
	contact: Pick< ContactFields, SocialField >
) {
	return socialFields()
		.filter( ( { field } ) => contact[ field ].trim() !== '' )
		.map( ( { field, label } ) => ( {
			field,
			label,
			href: socialHref( field, contact[ field ] ),
			Icon: ICONS[ field ],
		} ) );
}

/**
 * Icon buttons for the contact's social links; each opens in a new tab and says where it goes.
 *
 * @param props         Props.
 * @param props.contact Contact.
 * @param props.name    Contact name, for the labels.
 */
export function SocialLinks( {
	contact,
	name,
}: {
	contact: Pick< ContactFields, SocialField >;
	name: string;
} ) {
	const links = filledSocialLinks( contact );
	if ( links.length === 0 ) {
		return null;
	}
	return (
		<Box
			component="ul"
			sx={ {
				display: 'flex',
				flexWrap: 'wrap',
				gap: 0.5,
				listStyle: 'none',
				p: 0,
				m: 0,
			} }
			aria-label={ __( 'Social links', 'prism' ) }
		>
			{ links.map( ( { field, label, href, Icon } ) => (
				<li key={ field }>
					<Hint title={ label }>
						<IconButton
							href={ href }
							target="_blank"
							rel="noopener noreferrer"
							aria-label={ sprintf(
								/* translators: 1: a contact's name; 2: a social network or Website, e.g. LinkedIn. */
								__(
									'%1$s on %2$s (opens in a new tab)',
									'prism'
								),
								name,
								label
							) }
							size="small"
							color="primary"
							sx={ {
								border: 1,
								borderColor: 'divider',
							} }
						>
							<Icon fontSize="small" />
						</IconButton>
					</Hint>
				</li>
			) ) }
		</Box>
	);
}
