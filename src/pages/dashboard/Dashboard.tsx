import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddAlt1 from '@mui/icons-material/PersonAddAlt1';
import Search from '@mui/icons-material/Search';
import { getStageCounts } from '../../api/client';
import type { PageProps } from '../../api/types';
import { useAsync } from '../../hooks/useAsync';
import { formatLongDate } from '../../domain/dates';

/**
 * The member's home: the welcome line, a search box and their network at a glance.
 *
 * @param props      Props.
 * @param props.page Page props.
 */
export function Dashboard( { page }: { page: PageProps } ) {
	const counts = useAsync(
		() => getStageCounts( page.wordpressId ),
		[ page.wordpressId ]
	);
	const total = counts.data ? counts.data.Active + counts.data.InActive : 0;

	return (
		<Box sx={ { py: 2 } }>
			<Typography variant="h1" component="h1" data-testid="welcome">
				Welcome, { page.userName }
			</Typography>
			<Typography
				color="text.secondary"
				sx={ { mt: 0.5 } }
				data-testid="today"
			>
				Today is { formatLongDate( page.today ) }
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
				<TextField
					name="q"
					label="Search contacts"
					placeholder="Name, email, company, phone or notes"
					size="small"
					fullWidth
					slotProps={ {
						input: {
							startAdornment: (
								<InputAdornment position="start">
									<Search aria-hidden />
								</InputAdornment>
							),
						},
					} }
				/>
				<Button type="submit" variant="outlined">
					Search
				</Button>
				<Button
					variant="contained"
					startIcon={ <PersonAddAlt1 /> }
					href={ `${ page.links.contacts }?add=1` }
					sx={ { whiteSpace: 'nowrap' } }
				>
					Add Contact
				</Button>
			</Stack>

			<Card sx={ { mt: 3 } }>
				<CardContent>
					<Typography variant="h3" component="h2">
						Your network
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
							{ total === 0 &&
								'You have no contacts yet. Add your first one to get started.' }
							{ total === 1 && 'You have 1 contact.' }
							{ total > 1 &&
								`You have ${ total.toLocaleString() } contacts.` }
							{ total > 0 &&
								` ${ counts.data.Active.toLocaleString() } are in the networking process.` }
						</Typography>
					) }
					<Link
						href={ page.links.contacts }
						sx={ { display: 'inline-block', mt: 1 } }
					>
						Open your contacts
					</Link>
				</CardContent>
			</Card>
		</Box>
	);
}
