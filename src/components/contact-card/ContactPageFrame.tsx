import { useEffect } from 'react';
import type { ReactNode } from 'react';
import Box from '../light/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '../light/Link';
import Typography from '../light/Typography';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { __, sprintf } from '@wordpress/i18n';
import type { ApiError, Contact, PageProps } from '../../api/types';
import type { Resource } from '../../api/useResource';
import { displayName } from '../../domain/contactFields';
import { contactDetailUrl } from '../../domain/links';
import { Deferred, lazyNamed } from '../OnceOpened';
import { LoadError } from '../RetryAlert';
import { ContactCard } from './ContactCard';
import type { ContactCardProps } from './ContactCard';
import { ContactCardSkeleton } from './ContactCardSkeleton';
import type { ChooseContactProps } from './ChooseContact';

/* Loaded only for the page opened without a contact (from a menu or a bookmark). */
const ChooseContact = lazyNamed( () =>
	import( /* webpackChunkName: "choose-contact" */ './ChooseContact' ).then(
		( m ) => m.ChooseContact
	)
);
/* Loaded only for a contact that is not there (deleted, merged, a broken link). */
const NotFound = lazyNamed( () =>
	import(
		/* webpackChunkName: "contact-not-found" */ './ContactNotFound'
	).then( ( m ) => m.ContactNotFound )
);

export interface ContactPageFrameProps {
	page: PageProps;
	/** The page's contact (`useContact`): the page reads it too, and may set what a write answered. */
	contact: Resource< Contact >;
	/** The frame's test id. */
	testId: string;
	/** The list the page belongs to: the first breadcrumb, and the way on when no contact was asked for. */
	parent: { href: string; label: string };
	/**
	 * The page's own title, for a page about something of the contact's (the PRISM Process): the last breadcrumb,
	 * after the contact's name. The page's h1 is then its own (`header`), and the headings under it are h2; without
	 * a title, the contact's card holds the page's h1.
	 */
	title?: string;
	/** Shown under the breadcrumbs (the page's h1 and its save status). */
	header?: ReactNode;
	/** Shown above the breadcrumbs (the message a form post left). */
	top?: ReactNode;
	/** The first load's placeholders (`ContactPageSkeleton`). */
	skeleton: ReactNode;
	/** The search shown when the page is opened without a contact. */
	choose: Pick< ChooseContactProps, 'intro' | 'hrefFor' | 'listLabel' >;
	/** Where the contact card's link goes. */
	linkTo: 'networking' | 'details';
	/** Whether the page's own data says the contact is not there (a 404 from it). */
	missing?: boolean;
	/** The failure to load the contact; a LoadError with this test id unless renderError is given. */
	errorTestId?: string;
	renderError?: ( error: ApiError, retry: () => void ) => ReactNode;
	/** What the page adds to the contact's card. */
	card?: Pick< ContactCardProps, 'top' | 'actions' >;
	/** What the page shows under the contact's card, once the contact is there. */
	children: ( contact: Contact ) => ReactNode;
	/** Shown last, whatever the contact's state (the page's dialogs and notices). */
	after?: ReactNode;
}

/**
 * The frame of every page about one contact (the contact's page, its PRISM Process, its mentoring): the
 * breadcrumbs, the first load's placeholders, the search when no contact was asked for, "contact not found", the
 * failure to load with Retry, the contact's card, and the contact's name in the browser tab's title.
 *
 * @param props Props.
 */
export function ContactPageFrame( props: ContactPageFrameProps ) {
	const {
		page,
		contact,
		testId,
		parent,
		title,
		header,
		top,
		skeleton,
		choose,
		linkTo,
		missing = false,
		errorTestId = '',
		renderError,
		children,
		after,
		card,
	} = props;
	const contactId = page.contactId ?? 0;
	// The contact is read again after some writes (a stage, a keep-in-touch date): only the first load shows
	// placeholders, and the page stays mounted.
	const shown = contact.data ?? undefined;
	const firstLoad = contact.isLoading && ! contact.data;
	const notFound =
		contactId <= 0 ||
		( ! firstLoad && contact.data === null ) ||
		( ! shown && ( contact.error?.status === 404 || missing ) );
	const name = displayName( shown?.name );
	const subHeading = title ? 'h2' : undefined;

	useEffect( () => {
		if ( shown ) {
			const original = document.title;
			document.title = sprintf(
				/* translators: The browser tab's title. 1: a contact's name; 2: the page's own title. */
				__( '%1$s – %2$s', 'prism' ),
				name,
				original
			);
			return () => {
				document.title = original;
			};
		}
	}, [ shown, name ] );

	return (
		<Box sx={ { py: 2 } } data-testid={ testId }>
			{ top }

			<Breadcrumbs
				separator={ <NavigateNext fontSize="small" /> }
				aria-label={ __( 'Breadcrumb', 'prism' ) }
				sx={ { mb: 2 } }
			>
				<Link href={ parent.href } underline="hover">
					{ parent.label }
				</Link>
				{ title && shown && (
					<Link
						href={ contactDetailUrl( page.links, shown ) }
						underline="hover"
						sx={ { overflowWrap: 'anywhere' } }
					>
						{ name }
					</Link>
				) }
				<Typography
					color="text.primary"
					aria-current="page"
					sx={ title ? undefined : { overflowWrap: 'anywhere' } }
				>
					{ title ?? ( shown ? name : __( 'Contact', 'prism' ) ) }
				</Typography>
			</Breadcrumbs>

			{ header }

			{ firstLoad && skeleton }

			{ contactId <= 0 && (
				<Deferred fallback={ null }>
					<ChooseContact
						wordpressId={ page.wordpressId }
						contactsHref={ parent.href }
						heading={ subHeading }
						{ ...choose }
					/>
				</Deferred>
			) }

			{ ! firstLoad && notFound && contactId > 0 && (
				<Deferred fallback={ null }>
					<NotFound
						contactsHref={ page.links.contacts }
						heading={ subHeading }
					/>
				</Deferred>
			) }

			{ ! firstLoad &&
				! notFound &&
				! shown &&
				contact.error &&
				( renderError ? (
					renderError( contact.error, contact.reload )
				) : (
					<LoadError
						testId={ errorTestId }
						title={ __(
							'This contact could not be loaded',
							'prism'
						) }
						error={ contact.error }
						onRetry={ contact.reload }
					/>
				) ) }

			{ shown && ! notFound && (
				<>
					<ContactCard
						page={ page }
						contact={ shown }
						linkTo={ linkTo }
						headingComponent={ subHeading }
						onContactChange={ ( updated ) =>
							contact.setData( updated )
						}
						{ ...card }
					/>
					{ children( shown ) }
				</>
			) }

			{ after }
		</Box>
	);
}

/**
 * The first load's placeholders: the contact's card, then the page's own (`children`).
 *
 * @param props          Props.
 * @param props.testId   The placeholders' test id.
 * @param props.children The page's placeholders under the card's.
 */
export function ContactPageSkeleton( {
	testId,
	children,
}: {
	testId: string;
	children: ReactNode;
} ) {
	return (
		<Box
			aria-busy="true"
			aria-label={ __( 'Loading contact', 'prism' ) }
			data-testid={ testId }
		>
			<ContactCardSkeleton />
			{ children }
		</Box>
	);
}
