import Box from '../light/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '../light/Typography';
import { __, _n, sprintf } from '@wordpress/i18n';
import { useWeeklyProgress } from '../../api/hooks';
import type { WeeklyProgress } from '../../api/types';
import { formatNumber } from '../../domain/locale';
import {
	formatPercent,
	goalPercent,
	weeklyCount,
} from '../../domain/networkingSummary';
import { STAGE_NAMES, stageName } from '../../domain/stages';
import { RetryAlert } from '../RetryAlert';
import { SkeletonBar } from '../SkeletonBar';
import { stageIcon } from '../StageChip';

/** The spec's goal, shown until the server says otherwise. */
const DEFAULT_GOAL = 10;

/* Columns follow the width the bars are given (a dashboard card or a whole page), not the window's. */
const gridSx = {
	listStyle: 'none',
	m: 0,
	p: 0,
	display: 'grid',
	gridTemplateColumns: 'minmax(0, 1fr)',
	columnGap: 3,
	rowGap: 2.5,
	'@container (min-width: 32rem)': {
		gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
	},
	'@container (min-width: 50rem)': {
		gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
	},
} as const;

const containerSx = { containerType: 'inline-size' } as const;

/**
 * The weekly goal bars: one per stage, BUILD to MAINTAIN, each labelled with the stage and 'Goal: 10', filled to the
 * stage's percentage of the goal (how many contacts completed it in the last seven days), with the count beside it.
 * Loads the figures itself, so the dashboard and the networking series page show the same thing.
 *
 * @param props             Props.
 * @param props.wordpressId Member id.
 */
export function GoalBars( { wordpressId }: { wordpressId: number } ) {
	const progress = useWeeklyProgress( wordpressId );

	if ( progress.error && ! progress.data ) {
		return (
			<Box data-testid="goal-bars">
				<RetryAlert onRetry={ progress.reload }>
					{ progress.error.message }
				</RetryAlert>
			</Box>
		);
	}

	if ( ! progress.data ) {
		return (
			<Box
				sx={ containerSx }
				data-testid="goal-bars"
				aria-busy="true"
				aria-label={ __( 'Loading weekly progress', 'prism' ) }
			>
				<Box component="ul" sx={ gridSx }>
					{ STAGE_NAMES.map( ( name ) => (
						<Box component="li" key={ name }>
							<SkeletonBar width="45%" />
							<SkeletonBar width="100%" height={ 10 } rounded />
							<SkeletonBar width="60%" />
						</Box>
					) ) }
				</Box>
			</Box>
		);
	}

	const data = progress.data;
	return (
		<Box sx={ containerSx } data-testid="goal-bars">
			<Box component="ul" sx={ gridSx }>
				{ STAGE_NAMES.map( ( name, stage ) => (
					<GoalBar key={ name } stage={ stage } progress={ data } />
				) ) }
			</Box>
		</Box>
	);
}

function GoalBar( {
	stage,
	progress,
}: {
	stage: number;
	progress: WeeklyProgress;
} ) {
	const Icon = stageIcon( stage );
	const goal = progress.goal > 0 ? progress.goal : DEFAULT_GOAL;
	const percent = goalPercent( progress, stage );
	const count = weeklyCount( progress, stage );
	const labelId = `prism-goal-bar-${ stage }`;
	const goalText = sprintf(
		/* translators: %s: how many contacts a stage should be completed for each week, e.g. 10. */
		__( 'Goal: %s', 'prism' ),
		formatNumber( goal )
	);
	const countText = sprintf(
		/* translators: 1: number of contacts that finished a stage in the last seven days; 2: the stage, e.g. BUILD. */
		_n(
			'%1$s contact finished %2$s this week',
			'%1$s contacts finished %2$s this week',
			count,
			'prism'
		),
		formatNumber( count ),
		stageName( stage )
	);

	return (
		<Box component="li" data-testid={ `goal-bar-${ stage }` }>
			<Box
				sx={ {
					display: 'flex',
					alignItems: 'center',
					gap: 1,
					mb: 0.75,
				} }
			>
				<Icon
					aria-hidden
					fontSize="small"
					sx={ { color: 'primary.main' } }
				/>
				<Typography
					id={ labelId }
					component="span"
					sx={ { fontWeight: 700, letterSpacing: '0.04em' } }
				>
					{ stageName( stage ) }
				</Typography>
				<Typography
					component="span"
					variant="body2"
					color="text.secondary"
					sx={ { ml: 'auto', whiteSpace: 'nowrap' } }
				>
					{ goalText }
				</Typography>
			</Box>
			<LinearProgress
				variant="determinate"
				value={ percent }
				color={ percent >= 100 ? 'success' : 'primary' }
				aria-labelledby={ labelId }
				aria-valuetext={ sprintf(
					/* translators: 1: a percentage, e.g. 30%; 2: how many contacts completed the stage this week; 3: the weekly goal, e.g. Goal: 10. */
					__( '%1$s: %2$s. %3$s.', 'prism' ),
					formatPercent( percent ),
					countText,
					goalText
				) }
				sx={ { height: 10, borderRadius: 5 } }
			/>
			<Box
				sx={ {
					display: 'flex',
					justifyContent: 'space-between',
					gap: 1,
					mt: 0.5,
				} }
			>
				<Typography variant="body2" color="text.secondary">
					{ countText }
				</Typography>
				<Typography
					variant="body2"
					sx={ { fontWeight: 600, whiteSpace: 'nowrap' } }
					data-testid={ `goal-percent-${ stage }` }
				>
					{ formatPercent( percent ) }
				</Typography>
			</Box>
		</Box>
	);
}
