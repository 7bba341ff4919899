import { Suspense, useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { __, sprintf } from '@wordpress/i18n';
import { useContact, useProcess, useSeries } from '../../api/hooks';
import type { PageProps, ProcessSaveAnswer } from '../../api/types';
import { LightTabs } from '../../components/LightTabs';
import { ContactCard } from '../../components/contact-card/ContactCard';
import { ContactCardSkeleton } from '../../components/contact-card/ContactCardSkeleton';
import { LoadError } from '../../components/RetryAlert';
import { SkeletonBar } from '../../components/SkeletonBar';
import { displayName } from '../../domain/contactFields';
import { contactDetailUrl, networkingProcessUrl } from '../../domain/links';
import { STAGE_NAMES } from '../../domain/stages';
import { OnceOpened, lazyNamed } from '../../components/OnceOpened';
import { ProcessSettings, SaveStatus } from './ProcessSettings';
import { StagePanel } from './StagePanel';
import { StageTabLabel } from './StageTabLabel';
import { hrefWithStage, openingStage, stageFromSearch } from './stageTabs';
import { useProcessEditor } from './useProcessEditor';

/* Loaded only for a contact that is not there (deleted, merged, a broken link). */
/* Loaded only for the page opened without a contact (from a menu or a bookmark). */
const ChooseContact = lazyNamed( () =>
	import(
		/* webpackChunkName: "choose-contact" */ '../../components/contact-card/ChooseContact'
	).then( ( m ) => m.ChooseContact )
);
const NotFound = lazyNamed( () =>
	import(
		/* webpackChunkName: "contact-not-found" */ '../../components/contact-card/ContactNotFound'
	).then( ( m ) => m.ContactNotFound )
);

/* Loaded when a save first has something to say (an offer, a conflict, a failure): most visits never need it. */
const ProcessNotices = lazyNamed( () =>
	import(
		/* webpackChunkName: "process-notices", webpackPrefetch: true */ './ProcessNotices'
	).then( ( m ) => m.ProcessNotices )
);

/**
 * The networking process of one contact (the spec's 'PRISM Process' screen): the contact's card, whether it is a
 * dead end for now and when to keep in touch, then one tab per stage (BUILD … MAINTAIN, the open one kept in
 * ?tab=) with its intro, In Progress and Complete, its tasks, tips and notes. Every change shows at once and is
 * saved in the background (useProcessEditor); the follow-ups a save offers are offered, never created.
 *
 * @param props      Props.
 * @param props.page Page props.
 */
export function NetworkingPage( { page }: { page: PageProps } ) {
	const contactId = page.contactId ?? 0;
	const contact = useContact( contactId );
	const series = useSeries( page.wordpressId );
	const process = useProcess( contactId );
	const theme = useTheme();
	// Below md the six tabs do not fit one row: they share two rows of three, every stage in view.
	const narrow = useMediaQuery( theme.breakpoints.down( 'md' ) );
	const [ requested, setRequested ] = useState( () =>
		stageFromSearch( window.location.search )
	);

	const setContact = contact.setData;
	const contactData = contact.data;
	const onSaved = useCallback(
		( answer: ProcessSaveAnswer ) => {
			if ( contactData ) {
				setContact( {
					...contactData,
					networkingStage: answer.networkingStage,
					networkingStatus: answer.networkingStatus,
					reachOutOn: answer.reachOutOn,
				} );
			}
		},
		[ contactData, setContact ]
	);
	const editor = useProcessEditor( {
		contactId,
		series: series.data,
		answer: process.data,
		reload: process.reload,
		onSaved,
	} );

	// Another tab or window moved the contact: its card shows the stage it has now.
	const reloadContact = contact.reload;
	useEffect( () => {
		if ( editor.conflict ) {
			reloadContact();
		}
	}, [ editor.conflict, reloadContact ] );

	// The contact is read again after each save (its stage changes): only the first load shows placeholders.
	const shown = contact.data ?? undefined;
	const firstLoad = contact.isLoading && ! contact.data;
	const notFound =
		contactId <= 0 ||
		( ! firstLoad && contact.data === null ) ||
		( ! shown && contact.error?.status === 404 );
	const stage = openingStage( requested, shown?.networkingStage );
	const name = displayName( shown?.name );

	useEffect( () => {
		if ( ! shown ) {
			return;
		}
		const next = hrefWithStage( window.location.href, stage );
		if ( next !== window.location.href ) {
			window.history.replaceState( window.history.state, '', next );
		}
	}, [ stage, shown ] );

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

	const detailHref = shown ? contactDetailUrl( page.links, shown ) : '';
	const seriesData = series.data;
	const object = editor.object;
	const processError =
		( ! object && ( series.error ?? process.error ) ) ||
		( editor.resyncing && process.error ) ||
		null;

	return (
		<Box sx={ { py: 2 } } data-testid="networking-screen">
			<Breadcrumbs
				separator={ <NavigateNext fontSize="small" /> }
				aria-label={ __( 'Breadcrumb', 'prism' ) }
				sx={ { mb: 2 } }
			>
				<Link href={ page.links.contacts } underline="hover">
					{ __( 'Contacts', 'prism' ) }
				</Link>
				{ shown && (
					<Link
						href={ detailHref }
						underline="hover"
						sx={ { overflowWrap: 'anywhere' } }
					>
						{ name }
					</Link>
				) }
				<Typography color="text.primary" aria-current="page">
					{ __( 'PRISM Process', 'prism' ) }
				</Typography>
			</Breadcrumbs>

			<Box
				sx={ {
					display: 'flex',
					alignItems: 'baseline',
					justifyContent: 'space-between',
					gap: 2,
					flexWrap: 'wrap',
					mb: 2,
				} }
			>
				<Typography variant="h1" component="h1">
					{ __( 'PRISM Process', 'prism' ) }
				</Typography>
				{ object && <SaveStatus status={ editor.status } /> }
			</Box>

			{ firstLoad && <PageSkeleton /> }

			{ contactId <= 0 && (
				<Suspense fallback={ null }>
					<ChooseContact
						wordpressId={ page.wordpressId }
						contactsHref={ page.links.contacts }
						heading="h2"
						intro={ __(
							'This page follows one contact through the networking process, stage by stage. Find the contact whose process you want to see.',
							'prism'
						) }
						hrefFor={ ( chosen ) =>
							networkingProcessUrl( page.links, chosen )
						}
					/>
				</Suspense>
			) }

			{ ! firstLoad && notFound && contactId > 0 && (
				<Suspense fallback={ null }>
					<NotFound
						contactsHref={ page.links.contacts }
						heading="h2"
					/>
				</Suspense>
			) }

			{ ! firstLoad && ! notFound && ! shown && contact.error && (
				<LoadError
					testId="networking-error"
					title={ __( 'This contact could not be loaded', 'prism' ) }
					error={ contact.error }
					onRetry={ contact.reload }
				/>
			) }

			{ shown && ! notFound && (
				<>
					<ContactCard
						page={ page }
						contact={ shown }
						linkTo="details"
						headingComponent="h2"
						onContactChange={ ( updated ) =>
							contact.setData( updated )
						}
					/>

					{ processError && (
						<LoadError
							testId="networking-error"
							title={ __(
								'The networking process could not be loaded',
								'prism'
							) }
							error={ processError }
							onRetry={ () => {
								if ( series.error ) {
									series.reload();
								}
								process.reload();
							} }
						/>
					) }

					{ ! object && ! processError && <ProcessSkeleton /> }

					{ object && seriesData && (
						<>
							<ProcessSettings
								object={ object }
								contact={ shown }
								disabled={ editor.resyncing }
								onDeadEnd={ editor.apply }
							/>

							<OnceOpened
								open={
									editor.conflict ||
									Boolean( editor.error ) ||
									editor.offers.length > 0
								}
							>
								<ProcessNotices
									page={ page }
									contact={ shown }
									editor={ editor }
								/>
							</OnceOpened>

							<Box
								sx={ {
									borderBottom: 1,
									borderColor: 'divider',
									mt: 2,
								} }
							>
								<LightTabs< string >
									value={ String( stage ) }
									onChange={ ( value ) =>
										setRequested( Number( value ) )
									}
									label={ __( 'Networking stages', 'prism' ) }
									sx={ narrow ? WRAPPED_TABS_SX : undefined }
									tabs={ STAGE_NAMES.map(
										( key, index ) => ( {
											value: String( index ),
											label: (
												<StageTabLabel
													index={ index }
													stage={
														object.stages[ index ]
													}
												/>
											),
											id: `prism-stage-tab-${ index }`,
											controls: `prism-stage-panel-${ index }`,
											testId: `stage-tab-${ index }`,
										} )
									) }
								/>
							</Box>

							{ STAGE_NAMES.map( ( key, index ) => (
								<Box
									key={ key }
									role="tabpanel"
									id={ `prism-stage-panel-${ index }` }
									aria-labelledby={ `prism-stage-tab-${ index }` }
									hidden={ stage !== index }
									sx={ { pt: 2 } }
								>
									{ stage === index &&
										seriesData.stages[ index ] &&
										object.stages[ index ] && (
											<StagePanel
												page={ page }
												contactId={ shown.id }
												index={ index }
												seriesStage={
													seriesData.stages[ index ]
												}
												object={ object }
												disabled={ editor.resyncing }
												onChange={ editor.apply }
											/>
										) }
								</Box>
							) ) }
						</>
					) }
				</>
			) }
		</Box>
	);
}

/* Below md: the six stage tabs in two rows of three, each a third of the width. */
const WRAPPED_TABS_SX = {
	flexWrap: 'wrap',
	'& .prism-tab': { flex: '1 0 33%', maxWidth: 'none', minWidth: 0, px: 1 },
} as const;

function PageSkeleton() {
	return (
		<Box
			aria-busy="true"
			aria-label={ __( 'Loading contact', 'prism' ) }
			data-testid="networking-loading"
		>
			<ContactCardSkeleton />
			<ProcessSkeleton />
		</Box>
	);
}

function ProcessSkeleton() {
	return (
		<Box
			aria-busy="true"
			aria-label={ __( 'Loading the networking process', 'prism' ) }
			data-testid="process-loading"
		>
			<Box sx={ { mt: 2 } }>
				<SkeletonBar width="40%" height={ 36 } />
			</Box>
			<Box
				sx={ {
					display: 'flex',
					gap: 3,
					mt: 2,
					mb: 2,
					overflow: 'hidden',
				} }
			>
				{ STAGE_NAMES.map( ( key ) => (
					<SkeletonBar key={ key } width={ 96 } height={ 32 } />
				) ) }
			</Box>
			<SkeletonBar rounded width="100%" height={ 280 } />
		</Box>
	);
}
