import type { ReactNode } from 'react';
import type { ToolbarProps } from 'react-big-calendar';
import Box from '../../components/light/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '../../components/light/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { __ } from '@wordpress/i18n';
import { Hint } from '../../components/Hint';
import type { CalendarEntry } from './calendarEntry';
import { NO_MOUSE_FOCUS_OUTLINE, OWN_COLOURS } from './siteTheme';

/**
 * Back or Next: an icon button named by its hint.
 *
 * @param props          Props.
 * @param props.label    Its name and hint.
 * @param props.onClick  Goes back or on.
 * @param props.children The arrow.
 */
function StepButton( {
	label,
	onClick,
	children,
}: {
	label: string;
	onClick: () => void;
	children: ReactNode;
} ) {
	return (
		<Hint title={ label }>
			<IconButton
				size="small"
				className={ OWN_COLOURS }
				sx={ NO_MOUSE_FOCUS_OUTLINE }
				aria-label={ label }
				onClick={ onClick }
			>
				{ children }
			</IconButton>
		</Hint>
	);
}

/**
 * The calendar's toolbar in PRISM's look: Today, Back and Next, the month (or days) shown, and the view switch. It
 * wraps on a phone: the buttons on one line, the month under them.
 *
 * @param props Props from react-big-calendar.
 */
export function CalendarToolbar( props: ToolbarProps< CalendarEntry > ) {
	const { label, onNavigate, onView, view, localizer } = props;
	const { messages } = localizer;
	const views = [
		{ name: 'month', label: messages.month },
		{ name: 'agenda', label: messages.agenda },
	] as const;
	return (
		<Box
			sx={ {
				display: 'flex',
				flexWrap: 'wrap',
				alignItems: 'center',
				columnGap: { xs: 0.5, sm: 1 },
				rowGap: 1,
				mb: 1.5,
			} }
		>
			<Box sx={ { display: 'flex', alignItems: 'center', gap: 0.5 } }>
				<Button
					variant="outlined"
					size="small"
					className={ OWN_COLOURS }
					sx={ NO_MOUSE_FOCUS_OUTLINE }
					onClick={ () => onNavigate( 'TODAY' ) }
				>
					{ messages.today }
				</Button>
				<StepButton
					label={ String( messages.previous ) }
					onClick={ () => onNavigate( 'PREV' ) }
				>
					<ChevronLeft />
				</StepButton>
				<StepButton
					label={ String( messages.next ) }
					onClick={ () => onNavigate( 'NEXT' ) }
				>
					<ChevronRight />
				</StepButton>
			</Box>
			<Typography
				variant="h3"
				component="h2"
				aria-live="polite"
				sx={ {
					flex: '1 1 auto',
					order: { xs: 3, sm: 0 },
					width: { xs: '100%', sm: 'auto' },
					textAlign: { xs: 'start', sm: 'center' },
					fontSize: '1.1rem',
					m: 0,
				} }
			>
				{ label }
			</Typography>
			<Box
				role="group"
				aria-label={ __( 'Calendar view', 'prism' ) }
				sx={ {
					display: 'inline-flex',
					ml: { xs: 'auto', sm: 0 },
					border: 1,
					borderColor: 'divider',
					borderRadius: 1,
					overflow: 'hidden',
				} }
			>
				{ views.map( ( v ) => (
					<Button
						key={ v.name }
						size="small"
						variant={ view === v.name ? 'contained' : 'text' }
						aria-pressed={ view === v.name }
						onClick={ () => onView( v.name ) }
						className={ OWN_COLOURS }
						sx={ {
							...NO_MOUSE_FOCUS_OUTLINE,
							borderRadius: 0,
							px: { xs: 1.25, sm: 1.75 },
							minWidth: 0,
						} }
					>
						{ v.label }
					</Button>
				) ) }
			</Box>
		</Box>
	);
}
