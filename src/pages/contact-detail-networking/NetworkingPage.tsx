import { useCallback, useEffect, useState } from 'react';
import Box from '../../components/light/Box';
import Typography from '../../components/light/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { __ } from '@wordpress/i18n';
import { useContact, useProcess, useSeries } from '../../api/hooks';
import type { PageProps, ProcessSaveAnswer } from '../../api/types';
import { LightTabs } from '../../components/LightTabs';
import {
	ContactPageFrame,
	ContactPageSkeleton,
} from '../../components/contact-card/ContactPageFrame';
import { LoadError } from '../../components/RetryAlert';
import { SkeletonBar } from '../../components/SkeletonBar';
import { networkingProcessUrl } from '../../domain/links';
import { STAGE_NAMES } from '../../domain/stages';
import { OnceOpened, lazyNamed } from '../../components/OnceOpened';
import { ProcessSettings, SaveStatus } from './ProcessSettings';
import { StagePanel } from './StagePanel';
import { StageTabLabel } from './StageTabLabel';
import { hrefWithStage, openingStage, stageFromSearch } from './stageTabs';
import { useProcessEditor } from './useProcessEditor';

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

	// The contact is read again after each save (its stage changes): the frame shows placeholders on the first load.
	const shown = contact.data ?? undefined;
	const stage = openingStage( requested, shown?.networkingStage );

	useEffect( () => {
		if ( ! shown ) {
			return;
		}
		const next = hrefWithStage( window.location.href, stage );
		if ( next !== window.location.href ) {
			window.history.replaceState( window.history.state, '', next );
		}
	}, [ stage, shown ] );

	const seriesData = series.data;
	const object = editor.object;
	const processError =
		( ! object && ( series.error ?? process.error ) ) ||
		( editor.resyncing && process.error ) ||
		null;

	return (
		<ContactPageFrame
			page={ page }
			contact={ contact }
			testId="networking-screen"
			parent={ {
				href: page.links.contacts,
				label: __( 'Contacts', 'prism' ),
			} }
			title={ __( 'PRISM Process', 'prism' ) }
			header={
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
			}
			skeleton={
				<ContactPageSkeleton testId="networking-loading">
					<ProcessSkeleton />
				</ContactPageSkeleton>
			}
			choose={ {
				intro: __(
					'This page follows one contact through the networking process, stage by stage. Find the contact whose process you want to see.',
					'prism'
				),
				hrefFor: ( chosen ) =>
					networkingProcessUrl( page.links, chosen ),
			} }
			errorTestId="networking-error"
			linkTo="details"
		>
			{ ( current ) => (
				<>
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
								contact={ current }
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
									contact={ current }
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
												contactId={ current.id }
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
		</ContactPageFrame>
	);
}

/* Below md: the six stage tabs in two rows of three, each a third of the width. */
const WRAPPED_TABS_SX = {
	flexWrap: 'wrap',
	'& .prism-tab': { flex: '1 0 33%', maxWidth: 'none', minWidth: 0, px: 1 },
} as const;

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
