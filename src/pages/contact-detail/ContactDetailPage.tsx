import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '../../components/light/Box';
import Link from '../../components/light/Link';
import Paper from '@mui/material/Paper';
import Typography from '../../components/light/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ApiError, Flash, PageProps } from '../../api/types';
import {
	ContactPageFrame,
	ContactPageSkeleton,
} from '../../components/contact-card/ContactPageFrame';
import { LightTabs } from '../../components/LightTabs';
import { Deferred, OnceOpened, lazyNamed } from '../../components/OnceOpened';
import { RetryAlert } from '../../components/RetryAlert';
import { SkeletonBar } from '../../components/SkeletonBar';
import { Spinner } from '../../components/Spinner';
import { useContact } from '../../api/hooks';
import { useArticles } from '../../components/articles/api';
import { displayName } from '../../domain/contactFields';
import { contactDetailUrl } from '../../domain/links';
import { ContactStateActions, ContactStateBand } from './ContactStateActions';
import { DetailsTab } from './DetailsTab';
import { KeepInTouch } from './KeepInTouch';
import { useContactState } from './useContactState';
import { hrefWithTab, tabFromSearch, tabLabel, visibleTabs } from './tabs';
import type { DetailTab } from './tabs';
import { __ } from '@wordpress/i18n';

/* Loaded when first needed: the message a form post left, and the Notes tab (the page opens on Details). */
const FlashMessage = lazyNamed( () =>
	import(
		/* webpackChunkName: "notices" */ '../../components/FlashMessage'
	).then( ( m ) => m.FlashMessage )
);
const NotesPanel = lazyNamed( () =>
	import(
		/* webpackChunkName: "notes-panel", webpackPrefetch: true */ '../../components/notes/NotesPanel'
	).then( ( m ) => m.NotesPanel )
);

/* The Interactions tab, fetched when first opened (prefetched when the browser is idle), as the Notes tab is. */
const InteractionsPanel = lazyNamed( () =>
	import(
		/* webpackChunkName: "interactions-panel", webpackPrefetch: true */ '../../components/interactions/InteractionsPanel'
	).then( ( m ) => m.InteractionsPanel )
);

const NotificationsTab = lazyNamed( () =>
	import(
		/* webpackChunkName: "notifications-tab", webpackPrefetch: true */ './NotificationsTab'
	).then( ( m ) => m.NotificationsTab )
);

/*
 * The contact's relationships, under the details on the Details tab: its own chunk, fetched when the tab is first
 * shown (at once on the usual first visit), so the page's first load does not grow; a placeholder shows meanwhile.
 */
const RelationshipsPanel = lazyNamed( () =>
	import(
		/* webpackChunkName: "relationships-panel" */ '../../components/relationships/RelationshipsPanel'
	).then( ( m ) => m.RelationshipsPanel )
);

/* Most contacts have no saved article, so the Articles tab's code is fetched only when it is opened. */
const ArticlesPanel = lazyNamed( () =>
	import(
		/* webpackChunkName: "articles-tab" */ '../../components/articles/ArticlesPanel'
	).then( ( m ) => m.ArticlesPanel )
);

/**
 * The refused Edit Contact post of this contact, if the page was reached by one: field errors ('edit-contact'),
 * or an expired session ('contact', no field errors). The edit form is the only contact form on this page, so a
 * 'contact' message here comes from it too.
 *
 * @param flash     The page's flash message.
 * @param contactId This page's contact.
 */
function failedEditOf( flash: Flash | null, contactId: number ): Flash | null {
	if (
		! flash ||
		flash.type !== 'error' ||
		! [ 'edit-contact', 'contact' ].includes( flash.form ?? '' ) ||
		! flash.values
	) {
		return null;
	}
	return ! flash.contactId || flash.contactId === contactId ? flash : null;
}

/**
 * One contact: the hero card (with More actions: archive or restore, mark as deceased or not), Keep in touch (its
 * cadence, when to reach out, the last touch), then Details, Notes,
 * Interactions and Notifications tabs, and Articles once the contact has a saved article (the open tab is kept in the
 * address).
 *
 * @param props      Props.
 * @param props.page Page props.
 */
export function ContactDetailPage( { page }: { page: PageProps } ) {
	const contactId = page.contactId ?? 0;
	const [ failedEdit ] = useState( () =>
		failedEditOf( page.flash, contactId )
	);
	const [ tab, setTab ] = useState< DetailTab >( () =>
		failedEdit ? 'details' : tabFromSearch( window.location.search )
	);
	const contact = useContact( contactId );
	const contactState = useContactState( contact.data, contact.setData );
	// The hidden Articles tab shows once the contact has a saved article: one row is enough to know (X-WP-Total).
	const articleCount = useArticles(
		page.wordpressId,
		contactId > 0 ? { contactId, per_page: 1 } : null
	);
	const hasArticles = ( articleCount.data?.total ?? 0 ) > 0;
	const countKnown =
		articleCount.data !== undefined || articleCount.error !== null;
	const tabs = visibleTabs( hasArticles, tab );
	const addressChecked = useRef( false );
	const theme = useTheme();
	const narrow = useMediaQuery( theme.breakpoints.down( 'sm' ) );

	useEffect( () => {
		const next = hrefWithTab( window.location.href, tab );
		if ( next !== window.location.href ) {
			window.history.replaceState( window.history.state, '', next );
		}
	}, [ tab ] );

	// An address asking for the Articles tab of a contact without articles opens Details (checked once: deleting the
	// last article on the open tab keeps it).
	useEffect( () => {
		if ( addressChecked.current || ! countKnown ) {
			return;
		}
		addressChecked.current = true;
		if ( tab === 'articles' && ! hasArticles ) {
			setTab( 'details' );
		}
	}, [ countKnown, hasArticles, tab ] );

	return (
		<ContactPageFrame
			page={ page }
			contact={ contact }
			testId="contact-detail"
			top={
				<OnceOpened open={ Boolean( page.flash ) }>
					<FlashMessage flash={ page.flash } />
				</OnceOpened>
			}
			parent={ {
				href: page.links.contacts,
				label: __( 'Contacts', 'prism' ),
			} }
			skeleton={ <LoadingSkeleton /> }
			choose={ {
				intro: __(
					'This page shows one contact: their details, notes and follow-ups. Find the contact you want to see.',
					'prism'
				),
				hrefFor: ( chosen ) => contactDetailUrl( page.links, chosen ),
			} }
			renderError={ ( error, retry ) => (
				<LoadError
					error={ error }
					onRetry={ retry }
					contactsHref={ page.links.contacts }
				/>
			) }
			linkTo="networking"
			card={
				contact.data
					? {
							top: (
								<ContactStateBand
									contact={ contact.data }
									control={ contactState }
								/>
							),
							actions: (
								<ContactStateActions
									contact={ contact.data }
									control={ contactState }
								/>
							),
						}
					: undefined
			}
		>
			{ ( loaded ) => (
				<>
					{ loaded.keepInTouch !== undefined && (
						<KeepInTouch
							contact={ loaded }
							today={ page.today }
							onChange={ contact.setData }
						/>
					) }
					<Box
						sx={ {
							borderBottom: 1,
							borderColor: 'divider',
							mt: 3,
							mb: 2,
						} }
					>
						<LightTabs< DetailTab >
							value={ tab }
							onChange={ setTab }
							label={ __( 'Contact sections', 'prism' ) }
							sx={ TABS_SX[ tabsVariant( narrow, tabs.length ) ] }
							tabs={ tabs.map( ( key ) => ( {
								value: key,
								label: tabLabel( key ),
								id: `prism-contact-tab-${ key }`,
								controls: `prism-contact-tabpanel-${ key }`,
							} ) ) }
						/>
					</Box>

					{ tabs.map( ( key ) => (
						<Box
							key={ key }
							role="tabpanel"
							id={ `prism-contact-tabpanel-${ key }` }
							aria-labelledby={ `prism-contact-tab-${ key }` }
							hidden={ tab !== key }
						>
							{ key === 'details' && (
								<>
									<DetailsTab
										page={ page }
										contact={ loaded }
										failedEdit={ failedEdit }
									/>
									<OnceOpened open={ tab === 'details' }>
										<Deferred
											fallback={
												<Box sx={ { mt: 2 } }>
													<SkeletonBar
														rounded
														width="100%"
														height={ 120 }
													/>
												</Box>
											}
										>
											<RelationshipsPanel
												wordpressId={ page.wordpressId }
												contactId={ loaded.id }
												contactName={ loaded.name }
												links={ page.links }
											/>
										</Deferred>
									</OnceOpened>
								</>
							) }
							{ key === 'notes' && (
								<LazyTab
									open={ tab === 'notes' }
									loading={ __( 'Loading notes', 'prism' ) }
								>
									<NotesPanel
										wordpressId={ page.wordpressId }
										contactId={ loaded.id }
									/>
								</LazyTab>
							) }
							{ key === 'interactions' && (
								<LazyTab
									open={ tab === 'interactions' }
									loading={ __(
										'Loading interactions',
										'prism'
									) }
								>
									<InteractionsPanel
										contactId={ loaded.id }
										today={ page.today }
									/>
								</LazyTab>
							) }
							{ key === 'notifications' && (
								<LazyTab
									open={ tab === 'notifications' }
									loading={ __(
										'Loading events and follow-ups',
										'prism'
									) }
									framed={ false }
								>
									<NotificationsTab
										wordpressId={ page.wordpressId }
										contactId={ loaded.id }
										name={ displayName( loaded.name ) }
										today={ page.today }
										links={ page.links }
									/>
								</LazyTab>
							) }
							{ key === 'articles' && (
								<LazyTab
									open={ tab === 'articles' }
									loading={ __(
										'Loading articles',
										'prism'
									) }
								>
									<ArticlesPanel
										page={ page }
										contact={ {
											id: loaded.id,
											name: loaded.name,
										} }
									/>
								</LazyTab>
							) }
						</Box>
					) ) }
				</>
			) }
		</ContactPageFrame>
	);
}

/**
 * A tab's panel that loads its own chunk the first time its tab is opened, with a spinner meanwhile, and stays
 * once opened; in an outlined frame unless the panel draws its own.
 *
 * @param props          Props.
 * @param props.open     Whether its tab is the open one.
 * @param props.loading  The spinner's label.
 * @param props.framed   Whether it stands in the outlined frame.
 * @param props.children The panel.
 */
function LazyTab( {
	open,
	loading,
	framed = true,
	children,
}: {
	open: boolean;
	loading: string;
	framed?: boolean;
	children: ReactNode;
} ) {
	const panel = (
		<OnceOpened open={ open }>
			<Deferred fallback={ <Spinner label={ loading } /> }>
				{ children }
			</Deferred>
		</OnceOpened>
	);
	return framed ? (
		<Paper variant="outlined" sx={ { p: { xs: 2, sm: 3 } } }>
			{ panel }
		</Paper>
	) : (
		panel
	);
}

/*
 * The layouts of tabsVariant: side by side; sharing the row; narrower, in smaller type and scrolling sideways (no
 * scroll bar): four tabs (Details, Notes, Interactions, Notifications) fit 390 px whole that way, a fifth scrolls.
 */
const TABS_SX = {
	standard: {},
	fullWidth: { '& .prism-tab': { flex: 1, maxWidth: 'none' } },
	scrollable: {
		overflowX: 'auto',
		scrollbarWidth: 'none',
		'&::-webkit-scrollbar': { display: 'none' },
		'& .prism-tab': {
			minWidth: 0,
			px: 0.75,
			fontSize: '0.8125rem',
			whiteSpace: 'nowrap',
		},
	},
} as const;

/**
 * How the tabs are laid out: side by side on a wide screen; sharing the width on a phone, or, when there are four,
 * narrower and scrolling (four at full size do not fit 390 px).
 *
 * @param narrow Whether the screen is phone-sized.
 * @param count  Tabs shown.
 */
function tabsVariant(
	narrow: boolean,
	count: number
): 'standard' | 'fullWidth' | 'scrollable' {
	if ( ! narrow ) {
		return 'standard';
	}
	return count > 3 ? 'scrollable' : 'fullWidth';
}

function LoadingSkeleton() {
	return (
		<ContactPageSkeleton testId="contact-loading">
			<Box sx={ { display: 'flex', gap: 3, mt: 3, mb: 2 } }>
				<SkeletonBar width={ 70 } height={ 32 } />
				<SkeletonBar width={ 70 } height={ 32 } />
				<SkeletonBar width={ 100 } height={ 32 } />
			</Box>
			<SkeletonBar rounded width="100%" height={ 240 } />
		</ContactPageSkeleton>
	);
}

function LoadError( {
	error,
	onRetry,
	contactsHref,
}: {
	error: ApiError;
	onRetry: () => void;
	contactsHref: string;
} ) {
	return (
		<Box data-testid="contact-error">
			<RetryAlert onRetry={ onRetry }>
				<Typography component="h1" sx={ { fontWeight: 600 } }>
					{ __( 'This contact could not be loaded', 'prism' ) }
				</Typography>
				{ error.message }{ ' ' }
				<Link href={ contactsHref } color="inherit">
					{ __( 'Back to your contacts', 'prism' ) }
				</Link>
			</RetryAlert>
		</Box>
	);
}
