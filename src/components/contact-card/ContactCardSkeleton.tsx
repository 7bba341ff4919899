import Box from '../light/Box';
import Paper from '@mui/material/Paper';
import { SkeletonBar } from '../SkeletonBar';

/**
 * The contact card's shape while the contact loads (the contact detail page and the networking screen).
 */
export function ContactCardSkeleton() {
	return (
		<Paper
			variant="outlined"
			sx={ { p: { xs: 2, sm: 3 }, display: 'flex', gap: 2 } }
		>
			<SkeletonBar circular width={ 64 } height={ 64 } />
			<Box
				sx={ {
					flex: 1,
					display: 'flex',
					flexDirection: 'column',
					gap: 1,
				} }
			>
				<SkeletonBar width="45%" height={ 32 } />
				<SkeletonBar width="30%" />
				<SkeletonBar width={ 120 } height={ 30 } />
			</Box>
		</Paper>
	);
}
