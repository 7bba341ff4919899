import { useMemo, useState } from 'react';
import type { ElementType, ReactNode } from 'react';
import Box from '../light/Box';
import Button from '../light/Button';
import Card from '@mui/material/Card';
import Divider from '../light/Divider';
import IconButton from '../light/IconButton';
import Typography from '../light/Typography';
import History from '@mui/icons-material/History';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Timeline from '@mui/icons-material/Timeline';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { getCategories } from '../../api/client';
import type { ApiError, Category, Contact, PageProps } from '../../api/types';
import { displayName } from '../../domain/contactFields';
import { formatDay } from '../../domain/dates';
import { lastContactedText } from '../../domain/interactions';
import { contactDetailUrl, networkingProcessUrl } from '../../domain/links';
import { ContactStage } from './ContactStage';
import { ImportSources } from '../ImportSources';
import { SocialLinks } from './SocialLinks';
import { Hint } from '../Hint';
import { OnceOpened, lazyNamed } from '../OnceOpened';
import { CardPhoto } from '../photos/CardPhoto';
import { RetryAlert } from '../RetryAlert';
import { Spinner } from '../Spinner';
import { Tag } from '../Tag';
import { __, sprintf } from '@wordpress/i18n';

/* Loaded when first opened: the contact's page shows the card long before anyone manages its categories. */
const ManageCategoriesDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "category-dialogs", webpackPrefetch: true */ '../categories'
	).then( ( m ) => m.ManageCategoriesDialog )
);

export interface ContactCardProps {
	page: Pick< PageProps, 'links' | 'wordpressId' | 'today' >;
	contact: Contact;
	/**
	 * Where the card's page link goes: 'networking' on the detail page ('Networking Process'), 'details' on the
	 * networking page ('Contact Details').
	 */
	linkTo: 'networking' | 'details';
	/** The element of the name heading; h1 when the card heads the page. */
	headingComponent?: ElementType;
	/**
	 * Called with the contact as the server answered after its categories changed, or with its new photo. Without it,
	 * the photo cannot be changed from the card.
	 */
	onContactChange?: ( contact: Contact ) => void;
	/** Shown first in the card (an archived contact's band). */
	top?: ReactNode;
	/** Shown after the page link (the contact's page's More actions). */
	actions?: ReactNode;
}

/**
 * Splits the categories text ("Alumni, Mentors") into names.
 *
 * @param categories Category names joined with ", ".
 */
function categoryNames( categories: string ): string[] {
	return categories
		.split( ', ' )
		.map( ( name ) => name.trim() )
		.filter( Boolean );
}

/**
 * The hero card of a contact: its photo (a button: upload, take or remove one), name, job title and company, social
 * links, the link to its other page, its categories (with Manage Categories), when it was last contacted, where it
 * was imported from and where it stands in the networking process; Deceased under the name of a contact marked so.
 *
 * @param props Props.
 */
export function ContactCard( props: ContactCardProps ) {
	const {
		page,
		contact,
		linkTo,
		headingComponent = 'h1',
		onContactChange,
		top,
		actions,
	} = props;
	const [ managing, setManaging ] = useState( false );
	const [ categoryList, setCategoryList ] = useState< Category[] >( [] );
	const [ opening, setOpening ] = useState( false );
	const [ categoryError, setCategoryError ] = useState< string | null >(
		null
	);
	const dialogContacts = useMemo( () => [ contact ], [ contact ] );
	const name = displayName( contact.name );
	const role = [ contact.title, contact.company ].filter(
		( part ) => part.trim() !== ''
	);
	const categories = categoryNames( contact.categories );

	const pageLink =
		linkTo === 'networking'
			? {
					href: networkingProcessUrl( page.links, contact ),
					label: __( 'Networking Process', 'prism' ),
					icon: <Timeline />,
				}
			: {
					href: contactDetailUrl( page.links, contact ),
					label: __( 'Contact Details', 'prism' ),
					icon: <PersonOutlined />,
				};

	// The list is fetched on every opening: categories may have changed in another tab since the page loaded.
	const openManager = async () => {
		setOpening( true );
		setCategoryError( null );
		try {
			setCategoryList( await getCategories( page.wordpressId ) );
			setManaging( true );
		} catch ( e ) {
			setCategoryError(
				sprintf(
					/* translators: %s: the reason, a sentence from the server. */
					__( 'Your categories could not be loaded. %s', 'prism' ),
					( e as ApiError ).message
				)
			);
		} finally {
			setOpening( false );
		}
	};

	return (
		<Card
			component="section"
			aria-label={ sprintf(
				/* translators: %s: a contact's name. Names the contact's summary card. */
				__( '%s: summary', 'prism' ),
				name
			) }
			data-testid="contact-card"
		>
			{ top }
			<Box
				sx={ {
					display: 'flex',
					flexDirection: { xs: 'column', sm: 'row' },
					gap: { xs: 2, sm: 3 },
					p: { xs: 2, sm: 3 },
					alignItems: { xs: 'stretch', sm: 'flex-start' },
				} }
			>
				<Box
					sx={ {
						display: 'flex',
						gap: 2,
						flex: 1,
						minWidth: 0,
						alignItems: 'flex-start',
					} }
				>
					<CardPhoto
						contact={ contact }
						name={ name }
						onContactChange={ onContactChange }
					/>
					<Box sx={ { minWidth: 0 } }>
						<Typography
							variant="h1"
							component={ headingComponent }
							sx={ {
								overflowWrap: 'break-word',
								fontSize: { xs: '1.45rem', sm: undefined },
							} }
							data-testid="contact-name"
						>
							{ name }
						</Typography>
						{ contact.deceased && (
							<Tag
								tone="outlined"
								sx={ { mt: 0.5 } }
								data-testid="contact-deceased"
							>
								{ __( 'Deceased', 'prism' ) }
							</Tag>
						) }
						{ role.length > 0 && (
							<Typography
								color="text.secondary"
								sx={ { mt: 0.5 } }
								data-testid="contact-role"
							>
								{ role.join( ' · ' ) }
							</Typography>
						) }
						<Box sx={ { mt: 1.5 } }>
							<SocialLinks contact={ contact } name={ name } />
						</Box>
					</Box>
				</Box>

				<Box
					sx={ {
						display: 'flex',
						flexDirection: { xs: 'row', sm: 'column' },
						flexWrap: 'wrap',
						justifyContent: 'space-between',
						alignItems: { xs: 'center', sm: 'flex-end' },
						gap: 1.5,
						flexShrink: 0,
					} }
				>
					<ContactStage contact={ contact } />
					<Box sx={ { display: 'flex', gap: 0.5 } }>
						<Button
							variant="outlined"
							href={ pageLink.href }
							startIcon={ pageLink.icon }
							size="small"
						>
							{ pageLink.label }
						</Button>
						{ actions }
					</Box>
				</Box>
			</Box>

			<Divider />

			<Box
				sx={ {
					display: 'flex',
					flexDirection: { xs: 'column', sm: 'row' },
					gap: { xs: 1.5, sm: 3 },
					px: { xs: 2, sm: 3 },
					py: 1.5,
					alignItems: { xs: 'stretch', sm: 'center' },
					bgcolor: 'grey.50',
				} }
			>
				<Box
					sx={ {
						display: 'flex',
						alignItems: 'center',
						gap: 1,
						flex: 1,
						minWidth: 0,
					} }
				>
					<Hint title={ __( 'Manage categories', 'prism' ) }>
						<IconButton
							onClick={ openManager }
							disabled={ opening }
							aria-label={ sprintf(
								/* translators: %s: a contact's name. */
								__( 'Manage categories for %s', 'prism' ),
								name
							) }
							size="small"
							color="primary"
						>
							{ opening ? (
								<Spinner size={ 18 } />
							) : (
								<LocalOfferOutlined fontSize="small" />
							) }
						</IconButton>
					</Hint>
					<Box
						component="ul"
						aria-label={ __( 'Categories', 'prism' ) }
						sx={ {
							display: 'flex',
							flexWrap: 'wrap',
							gap: 0.75,
							listStyle: 'none',
							p: 0,
							m: 0,
							minWidth: 0,
						} }
						data-testid="contact-categories"
					>
						{ categories.length === 0 && (
							<Typography
								component="li"
								variant="body2"
								color="text.secondary"
							>
								{ __( 'No categories', 'prism' ) }
							</Typography>
						) }
						{ categories.map( ( category ) => (
							<li key={ category }>
								<Tag>{ category }</Tag>
							</li>
						) ) }
					</Box>
				</Box>
				{ contact.lastContacted !== undefined && (
					<Box
						sx={ {
							display: 'flex',
							alignItems: 'center',
							gap: 0.75,
							color: 'text.secondary',
						} }
					>
						<History fontSize="small" aria-hidden />
						<Typography
							variant="body2"
							component="span"
							title={
								contact.lastContacted
									? formatDay( contact.lastContacted )
									: undefined
							}
							data-testid="contact-last-contacted"
						>
							{ lastContactedText(
								contact.lastContacted,
								page.today
							) }
						</Typography>
					</Box>
				) }
				<Box sx={ { display: 'flex', alignItems: 'center', gap: 1 } }>
					<Typography
						variant="body2"
						color="text.secondary"
						component="span"
					>
						{ __( 'Source', 'prism' ) }
					</Typography>
					<ImportSources
						importSource={ contact.importSource }
						variant="full"
					/>
				</Box>
			</Box>

			{ categoryError && (
				<RetryAlert onRetry={ openManager } sx={ { borderRadius: 0 } }>
					{ categoryError }
				</RetryAlert>
			) }

			<OnceOpened open={ managing }>
				<ManageCategoriesDialog
					open={ managing }
					onClose={ () => setManaging( false ) }
					wordpressId={ page.wordpressId }
					contacts={ dialogContacts }
					categories={ categoryList }
					onCategoriesChange={ setCategoryList }
					onApplied={ ( updated ) => {
						const mine = updated.find(
							( c ) => c.id === contact.id
						);
						if ( mine ) {
							onContactChange?.( mine );
						}
					} }
				/>
			</OnceOpened>
		</Card>
	);
}
