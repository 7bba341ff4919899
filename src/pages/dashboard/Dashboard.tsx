import Box from '../../components/light/Box';
import Button from '../../components/light/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '../../components/light/Typography';
import PersonAddAlt1 from '@mui/icons-material/PersonAddAlt1';
import Search from '@mui/icons-material/Search';
import type { PageProps } from '../../api/types';
import { formatLongDate } from '../../domain/dates';
import { __, sprintf } from '@wordpress/i18n';
import { CategorySearch } from './CategorySearch';
import { TodayPanel } from './TodayPanel';
import { Deferred, lazyNamed } from '../../components/OnceOpened';
import { SkeletonBar } from '../../components/SkeletonBar';

const DashboardCards = lazyNamed( () =>
	import(
		/* webpackChunkName: "dashboard-cards", webpackPreload: true */ './DashboardCards'
	).then( ( m ) => m.DashboardCards )
);
DashboardCards.preload().catch( () => undefined );

/**
 * Where the cards below Today will be, while their chunk loads.
 */
function CardsLoading() {
	return (
		<Box sx={ { mt: 3 } } role="status" aria-busy="true">
			<SkeletonBar rounded width="100%" height={ 220 } />
		</Box>
	);
}

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
						inputProps={ {
							'aria-describedby': 'prism-dashboard-search-hint',
						} }
						startAdornment={
							<InputAdornment position="start">
								<Search aria-hidden />
							</InputAdornment>
						}
					/>
					{ /* A hint under the box rather than a placeholder: it wraps on a phone instead of being cut. */ }
					<FormHelperText
						id="prism-dashboard-search-hint"
						sx={ { mx: 0 } }
						data-testid="dashboard-search-hint"
					>
						{ __(
							'Finds contacts by name, email, company, phone or notes.',
							'prism'
						) }
					</FormHelperText>
				</FormControl>
				<Button
					type="submit"
					variant="outlined"
					sx={ { alignSelf: { sm: 'flex-start' } } }
				>
					{ __( 'Search', 'prism' ) }
				</Button>
				<Button
					variant="contained"
					startIcon={ <PersonAddAlt1 /> }
					href={ `${ page.links.contacts }?add=1` }
					sx={ {
						whiteSpace: 'nowrap',
						alignSelf: { sm: 'flex-start' },
					} }
				>
					{ __( 'Add Contact', 'prism' ) }
				</Button>
			</Stack>

			<CategorySearch page={ page } />

			<TodayPanel page={ page } />

			{ /* The cards below Today load in their own chunk, fetched as soon as the page runs, so the top of the
			page shows without waiting for them. */ }
			<Deferred fallback={ <CardsLoading /> }>
				<DashboardCards page={ page } />
			</Deferred>
		</Box>
	);
}
