import { useEffect, useRef } from 'react';
import Box from '../../components/light/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '../../components/light/Typography';
import { __, sprintf } from '@wordpress/i18n';
import { useSeries } from '../../api/hooks';
import type { PageProps, Series } from '../../api/types';
import { GoalBars } from '../../components/networking/GoalBars';
import { SeriesHtml } from '../../components/networking/SeriesHtml';
import { RetryAlert } from '../../components/RetryAlert';
import { SkeletonBar } from '../../components/SkeletonBar';
import { stageIcon } from '../../components/StageChip';
import { formatLongDate } from '../../domain/dates';
import { formatNumber } from '../../domain/locale';
import { isStage, stageName } from '../../domain/stages';
import { StagePanel } from './StagePanel';
import { useStageParam } from './useStageParam';

/** The stages block's id: other pages link to it (the dashboard's 'The PRISM Process' is /networking/#stages). */
const STAGES_ID = 'stages';

const panelSx = { p: { xs: 2, sm: 3 }, mt: 3 } as const;

/**
 * A stage's name as the member reads it: the six known stages translated, any other as the admin wrote it.
 *
 * @param series The series.
 * @param index  The stage's position.
 */
function nameOf( series: Series, index: number ): string {
	return isStage( index )
		? stageName( index )
		: ( series.stages[ index ]?.name ?? '' );
}

/**
 * The networking series page: the series' name and sub-headings, the stage names, 'How It Works', one tab per stage
 * (each the spec's stage page, the open one kept in the URL as ?stage=BUILD) and the member's weekly results against
 * the goal.
 *
 * @param props      Props.
 * @param props.page Page props.
 */
export function NetworkingPage( { page }: { page: PageProps } ) {
	const series = useSeries( page.wordpressId );

	return (
		<Box sx={ { py: 2 } } data-testid="series-page">
			{ series.error && ! series.data && (
				<RetryAlert onRetry={ series.reload }>
					{ series.error.message }
				</RetryAlert>
			) }
			{ ! series.data && ! series.error && <SeriesLoading /> }
			{ series.data && (
				<SeriesView series={ series.data } page={ page } />
			) }
			<Results page={ page } />
		</Box>
	);
}

function SeriesView( { series, page }: { series: Series; page: PageProps } ) {
	const [ open, choose ] = useStageParam();
	const stagesRef = useRef< HTMLElement >( null );
	const current = Math.min( open, Math.max( 0, series.stages.length - 1 ) );
	const stage = series.stages[ current ];

	// A link to /networking/#stages arrives before the stages exist; go there once they do.
	useEffect( () => {
		if ( window.location.hash === `#${ STAGES_ID }` ) {
			stagesRef.current?.scrollIntoView();
		}
	}, [] );

	return (
		<>
			<Box component="header">
				<Typography variant="h1" component="h1">
					{ series.name }
				</Typography>
				{ series.subHeadingOne && (
					<Typography
						variant="h5"
						component="p"
						sx={ { mt: 1, fontWeight: 500 } }
					>
						{ series.subHeadingOne }
					</Typography>
				) }
				{ series.subHeadingTwo && (
					<Typography
						variant="subtitle1"
						component="p"
						color="text.secondary"
						sx={ { mt: 0.5 } }
					>
						{ series.subHeadingTwo }
					</Typography>
				) }
				<Typography
					component="p"
					data-testid="stage-names"
					sx={ {
						mt: 2,
						fontWeight: 700,
						letterSpacing: '0.06em',
						color: 'primary.main',
						wordSpacing: '0.25em',
					} }
				>
					{ series.stages
						.map( ( _, index ) =>
							sprintf(
								/* translators: %s: a networking stage, e.g. BUILD; shown as a short sentence. */
								__( '%s.', 'prism' ),
								nameOf( series, index )
							)
						)
						.join( ' ' ) }
				</Typography>
			</Box>

			{ series.description && (
				<Paper
					variant="outlined"
					component="section"
					sx={ panelSx }
					aria-labelledby="prism-how-it-works"
				>
					<Typography
						variant="h3"
						component="h2"
						id="prism-how-it-works"
						sx={ { mb: 1.5 } }
					>
						{ __( 'How It Works', 'prism' ) }
					</Typography>
					<SeriesHtml html={ series.description } />
				</Paper>
			) }

			{ stage && (
				<Paper
					variant="outlined"
					component="section"
					id={ STAGES_ID }
					ref={ stagesRef }
					sx={ { mt: 3, overflow: 'hidden', scrollMarginTop: 16 } }
					aria-label={ __( 'The stages', 'prism' ) }
				>
					<Tabs
						value={ current }
						onChange={ ( _, value: number ) => choose( value ) }
						variant="scrollable"
						scrollButtons="auto"
						allowScrollButtonsMobile
						aria-label={ __( 'Stages', 'prism' ) }
						sx={ {
							borderBottom: 1,
							borderColor: 'divider',
							bgcolor: 'action.hover',
							'& .MuiTabs-scrollButtons.Mui-disabled': {
								opacity: 0.3,
							},
						} }
					>
						{ series.stages.map( ( item, index ) => {
							const Icon = stageIcon( index );
							return (
								<Tab
									key={ item.id }
									value={ index }
									id={ `prism-stage-tab-${ index }` }
									aria-controls={ `prism-stage-panel-${ index }` }
									data-testid={ `stage-tab-${ index }` }
									icon={
										<Icon aria-hidden fontSize="small" />
									}
									iconPosition="start"
									label={ sprintf(
										/* translators: 1: the stage's number, from 1; 2: a networking stage, e.g. BUILD. */
										__( '%1$s %2$s', 'prism' ),
										formatNumber( index + 1 ),
										nameOf( series, index )
									) }
									sx={ {
										minHeight: 56,
										fontWeight: 700,
										letterSpacing: '0.04em',
									} }
								/>
							);
						} ) }
					</Tabs>
					<Box
						role="tabpanel"
						id={ `prism-stage-panel-${ current }` }
						aria-labelledby={ `prism-stage-tab-${ current }` }
						sx={ { p: { xs: 2, sm: 3 } } }
					>
						<StagePanel
							key={ current }
							index={ current }
							stage={ stage }
							name={ nameOf( series, current ) }
							seriesName={ series.name }
							links={ page.links }
						/>
					</Box>
				</Paper>
			) }
		</>
	);
}

function Results( { page }: { page: PageProps } ) {
	return (
		<Paper
			variant="outlined"
			component="section"
			sx={ panelSx }
			aria-labelledby="prism-networking-results"
			data-testid="networking-results"
		>
			<Typography
				variant="h3"
				component="h2"
				id="prism-networking-results"
			>
				{ __( 'Networking Results', 'prism' ) }
			</Typography>
			<Typography
				variant="h6"
				component="p"
				sx={ { mt: 0.5, fontWeight: 500 } }
			>
				{ __(
					'Track Your Weekly Progress In The PRISM Process',
					'prism'
				) }
			</Typography>
			<Typography
				color="text.secondary"
				sx={ { mt: 0.5 } }
				data-testid="results-date"
			>
				{ formatLongDate( page.today ) }
			</Typography>
			<Typography sx={ { mt: 1.5, mb: 2.5 } }>
				{ __(
					'Contacts who completed each stage in the last seven days, against a goal of 10.',
					'prism'
				) }
			</Typography>
			<GoalBars wordpressId={ page.wordpressId } />
		</Paper>
	);
}

function SeriesLoading() {
	return (
		<Box aria-busy="true" aria-label={ __( 'Loading', 'prism' ) }>
			<SkeletonBar width="55%" height={ 44 } />
			<Box sx={ { mt: 1.5 } }>
				<SkeletonBar width="70%" />
				<SkeletonBar width="40%" />
			</Box>
			<Box sx={ { mt: 3 } }>
				<SkeletonBar width="100%" height={ 160 } rounded />
			</Box>
			<Box sx={ { mt: 3 } }>
				<SkeletonBar width="100%" height={ 320 } rounded />
			</Box>
		</Box>
	);
}
