import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from './light/Typography';

/**
 * What a contact's empty list says (no notes yet, no interactions yet): its icon, a line in bold and a hint,
 * centred in a dashed box.
 *
 * @param props        Props.
 * @param props.icon   The list's icon, hidden from screen readers (`aria-hidden`).
 * @param props.title  The bold line.
 * @param props.text   The hint under it.
 * @param props.testId The box's test id.
 */
export function EmptyPanel( {
	icon,
	title,
	text,
	testId,
}: {
	icon: ReactNode;
	title: string;
	text: string;
	testId: string;
} ) {
	return (
		<Paper
			variant="outlined"
			sx={ {
				p: { xs: 3, sm: 4 },
				textAlign: 'center',
				borderStyle: 'dashed',
			} }
			data-testid={ testId }
		>
			{ icon }
			<Typography sx={ { mt: 1, fontWeight: 600 } }>{ title }</Typography>
			<Typography
				variant="body2"
				color="text.secondary"
				sx={ { mt: 0.5 } }
			>
				{ text }
			</Typography>
		</Paper>
	);
}
