import Box from '../../components/light/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '../../components/light/Typography';
import type { PageProps } from '../../api/types';
import { GoalBars } from '../../components/networking/GoalBars';
import { __ } from '@wordpress/i18n';
import { ProcessBlock } from './ProcessBlock';
import { QuickLinks } from './QuickLinks';
import { ReachOutCard } from './ReachOutCard';

/* Two columns from the md breakpoint, one below it (in reading order: the cards stack). */
const gridSx = {
	display: 'grid',
	gridTemplateColumns: {
		xs: 'minmax(0, 1fr)',
		md: 'repeat(2, minmax(0, 1fr))',
	},
	gap: 3,
	mt: 3,
	alignItems: 'stretch',
} as const;

/**
 * The dashboard's cards below Today: the contacts due to reach out, quick links, the networking process in
 * figures and the weekly progress against the goal.
 *
 * @param props      Props.
 * @param props.page Page props.
 */
export function DashboardCards( { page }: { page: PageProps } ) {
	return (
		<Box sx={ gridSx }>
			<ReachOutCard page={ page } />
			<QuickLinks links={ page.links } />
			<ProcessBlock
				wordpressId={ page.wordpressId }
				links={ page.links }
			/>
			<Card
				sx={ { height: '100%' } }
				component="section"
				aria-labelledby="prism-weekly-progress"
			>
				<CardContent>
					<Typography
						variant="h3"
						component="h2"
						id="prism-weekly-progress"
					>
						{ __( 'Your Weekly Progress', 'prism' ) }
					</Typography>
					<Typography
						variant="body2"
						color="text.secondary"
						sx={ { mt: 0.5, mb: 2 } }
						data-testid="weekly-progress-intro"
					>
						{ __(
							'What you did this week: how many contacts finished each stage in the last seven days, against a goal of 10 a stage. A contact counts here even after it moves on to the next stage, so these numbers can be higher than the Complete column of PRISM Process, which shows where contacts stand now.',
							'prism'
						) }
					</Typography>
					<GoalBars wordpressId={ page.wordpressId } />
				</CardContent>
			</Card>
		</Box>
	);
}
