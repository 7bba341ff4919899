import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import PersonAddAlt1 from '@mui/icons-material/PersonAddAlt1';
import Search from '@mui/icons-material/Search';
import type { PageProps } from '../../api/types';
import { useStageCounts } from '../../api/hooks';
import { formatLongDate } from '../../domain/dates';
import { __, _n, sprintf } from '@wordpress/i18n';
import { formatNumber } from '../../domain/locale';
import { TodayPanel } from './TodayPanel';

/**
 * The member's home: the welcome line, a search box and their network at a glance.
 *
 * @param props      Props.
 * @param props.page Page props.
 */
export function Dashboard( { page }: { page: PageProps } ) {
	const counts = useStageCounts( page.wordpressId );
	const total = counts.data ? counts.data.Active + counts.data.InActive : 0;

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

			<TodayPanel page={ page } />

			<Card sx={ { mt: 3 } }>
				<CardContent>
					<Typography variant="h3" component="h2">
						{ __( 'Your network', 'prism' ) }
					</Typography>
					{ counts.error && (
						<Alert severity="error" sx={ { mt: 1 } }>
							{ counts.error.message }
						</Alert>
					) }
					{ counts.isLoading && (
						<Skeleton width={ 220 } height={ 32 } />
					) }
					{ counts.data && (
						<Typography
							sx={ { mt: 1 } }
							data-testid="contact-count"
						>
							{ networkText( total, counts.data.Active ).join(
								' '
							) }
						</Typography>
					) }
					<Link
						href={ page.links.contacts }
						sx={ { display: 'inline-block', mt: 1 } }
					>
						{ __( 'Open your contacts', 'prism' ) }
					</Link>
				</CardContent>
			</Card>
		</Box>
	);
}

/**
 * The network line: how many contacts the member has, and how many of them are in the networking process (two
 * sentences, each with its own plural).
 *
 * @param total  Contacts.
 * @param active Contacts in the networking process.
 */
function networkText( total: number, active: number ): string[] {
	if ( total === 0 ) {
		return [
			__(
				'You have no contacts yet. Add your first one to get started.',
				'prism'
			),
		];
	}
	return [
		sprintf(
			/* translators: %s: number of contacts. */
			_n(
				'You have %s contact.',
				'You have %s contacts.',
				total,
				'prism'
			),
			formatNumber( total )
		),
		sprintf(
			/* translators: %s: number of contacts in the networking process. */
			_n(
				'%s is in the networking process.',
				'%s are in the networking process.',
				active,
				'prism'
			),
			formatNumber( active )
		),
	];
}
