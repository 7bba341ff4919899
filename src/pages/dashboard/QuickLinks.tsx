import Box from '../../components/light/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '../../components/light/Link';
import Typography from '../../components/light/Typography';
import type SvgIcon from '@mui/material/SvgIcon';
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import CallMergeOutlined from '@mui/icons-material/CallMergeOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';
import type { Links } from '../../api/types';

interface QuickLink {
	href: string;
	label: string;
	Icon: typeof SvgIcon;
}

/**
 * The dashboard's links to the rest of PRISM, in the spec's order.
 *
 * @param links Page links.
 */
function quickLinks( links: Links ): QuickLink[] {
	return [
		{
			href: links.contacts,
			label: __( 'All Contacts', 'prism' ),
			Icon: PeopleAltOutlined,
		},
		{
			// The contact list opens its Import dialog for ?import=1.
			href: addQueryArgs( links.contacts, { import: 1 } ),
			label: __( 'Import Contacts', 'prism' ),
			Icon: UploadFileOutlined,
		},
		{
			href: links.merge,
			label: __( 'Merge Contacts', 'prism' ),
			Icon: CallMergeOutlined,
		},
		{
			href: links.notifications,
			label: __( 'View Future Dates', 'prism' ),
			Icon: EventNoteOutlined,
		},
		{
			href: `${ links.networking }#stages`,
			label: __( 'The PRISM Process', 'prism' ),
			Icon: RouteOutlined,
		},
		{
			href: links.resources,
			label: __( 'Resources', 'prism' ),
			Icon: MenuBookOutlined,
		},
		{
			href: links.articles,
			label: __( 'Saved Articles', 'prism' ),
			Icon: BookmarkBorderOutlined,
		},
		{
			href: `${ links.mentoring }#mentor-series`,
			label: __( 'Mentoring', 'prism' ),
			Icon: SchoolOutlined,
		},
		{
			href: links.help,
			label: __( 'Help', 'prism' ),
			Icon: HelpOutlineOutlined,
		},
		{
			// The member's WordPress profile: name, email address (where the daily reminders go) and password.
			href: links.account,
			label: __( 'Account Settings', 'prism' ),
			Icon: ManageAccountsOutlined,
		},
	];
}

/**
 * 'Quick Links': the other PRISM pages a member goes to from the dashboard.
 *
 * @param props       Props.
 * @param props.links Page links.
 */
export function QuickLinks( { links }: { links: Links } ) {
	return (
		<Card
			sx={ { height: '100%' } }
			component="nav"
			aria-labelledby="prism-quick-links"
			data-testid="quick-links"
		>
			<CardContent>
				<Typography variant="h3" component="h2" id="prism-quick-links">
					{ __( 'Quick Links', 'prism' ) }
				</Typography>
				<Box
					component="ul"
					sx={ {
						listStyle: 'none',
						p: 0,
						m: 0,
						mt: 1.5,
						display: 'grid',
						gridTemplateColumns:
							'repeat(auto-fill, minmax(min(100%, 10.5rem), 1fr))',
						gap: 0.5,
					} }
				>
					{ quickLinks( links ).map( ( { href, label, Icon } ) => (
						<li key={ label }>
							<Link
								href={ href }
								underline="none"
								sx={ {
									display: 'flex',
									alignItems: 'center',
									gap: 1.25,
									px: 1,
									py: 1,
									borderRadius: 1,
									fontWeight: 500,
									// Block themes underline every link of the post content.
									'&&': { textDecoration: 'none' },
									'&:hover, &:focus-visible': {
										bgcolor: 'action.hover',
									},
								} }
							>
								<Icon aria-hidden fontSize="small" />
								{ label }
							</Link>
						</li>
					) ) }
				</Box>
			</CardContent>
		</Card>
	);
}
