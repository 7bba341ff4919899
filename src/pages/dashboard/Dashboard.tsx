import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import PersonAddAlt1 from '@mui/icons-material/PersonAddAlt1';
import Search from '@mui/icons-material/Search';
import type { PageProps } from '../../api/types';
import { GoalBars } from '../../components/networking/GoalBars';
import { formatLongDate } from '../../domain/dates';
import { __, sprintf } from '@wordpress/i18n';
import { CategorySearch } from './CategorySearch';
import { ProcessBlock } from './ProcessBlock';
import { QuickLinks } from './QuickLinks';
import { ReachOutCard } from './ReachOutCard';
import { TodayPanel } from './TodayPanel';

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
 * The member's home: the welcome line, contact and category search, Today, the contacts due to reach out, quick
 * links, the networking process in figures and the weekly progress against the goal.
 *
 * @param props      Props.
 * @param props.page Page props.
 */
export function Dashboard( { page }: { page: PageProps } ) {
	return (
		<Box sx={ { py: 2 } }>
			<Typography variant="h1" component="h1" data-testid="welcome">
				{ sprintf(
					/* translators: %s: the member's name. */
					__( 'Welcome, %s', 'prism' ),
					page.userName
				) }
			</Typography>
			<Typography
				color="text.secondary"
				sx={ { mt: 0.5 } }
				data-testid="today"
			>
				{ sprintf(
					/* translators: %s: today's date with its weekday, e.g. Sunday, November 22, 2026. */
					__( 'Today is %s', 'prism' ),
					formatLongDate( page.today )
				) }
			</Typography>

			<Stack
				component="form"
				method="get"
				action={ page.links.contacts }
				direction={ { xs: 'column', sm: 'row' } }
				spacing={ 1.5 }
				sx={ { mt: 3 } }
				role="search"
			>
				{ /* FormControl + OutlinedInput rather than TextField, which brings MUI's Select, Menu and Modal. */ }
				<FormControl size="small" fullWidth variant="outlined">
					<InputLabel htmlFor="prism-dashboard-search">
						{ __( 'Search contacts', 'prism' ) }
					</InputLabel>
					<OutlinedInput
						id="prism-dashboard-search"
						name="q"
						label={ __( 'Search contacts', 'prism' ) }
						placeholder={ __(
							'Name, email, company, phone or notes',
							'prism'
						) }
						startAdornment={
							<InputAdornment position="start">
								<Search aria-hidden />
							</InputAdornment>
						}
					/>
				</FormControl>
				<Button type="submit" variant="outlined">
					{ __( 'Search', 'prism' ) }
				</Button>
				<Button
					variant="contained"
					startIcon={ <PersonAddAlt1 /> }
					href={ `${ page.links.contacts }?add=1` }
					sx={ { whiteSpace: 'nowrap' } }
				>
					{ __( 'Add Contact', 'prism' ) }
				</Button>
			</Stack>

			<CategorySearch page={ page } />

			<TodayPanel page={ page } />

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
						>
							{ __(
								'Counts the stages your contacts completed in the last seven days, against a goal of 10 each.',
								'prism'
							) }
						</Typography>
						<GoalBars wordpressId={ page.wordpressId } />
					</CardContent>
				</Card>
			</Box>
		</Box>
	);
}
