import Box from './light/Box';
import { keyframes } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';

const slide = keyframes`
	from { transform: translateX( -100% ); }
	to { transform: translateX( 250% ); }
`;

/** Where a LoadingBar sits over the top edge of a card or section that has `position: 'relative'`. */
export const OVER_TOP_EDGE = {
	position: 'absolute',
	top: 0,
	left: 0,
	right: 0,
} as const;

/**
 * A thin bar that says something is loading while what it loads stays on screen. A plain themed box: MUI's
 * LinearProgress would add 5 KB for these 4 pixels.
 *
 * @param props       Props.
 * @param props.label What is loading, for screen readers ("Loading the calendar").
 * @param props.sx    Placement (e.g. over the top edge of what loads).
 */
export function LoadingBar( {
	label,
	sx,
}: {
	label: string;
	sx?: SxProps< Theme >;
} ) {
	return (
		<Box
			role="progressbar"
			aria-label={ label }
			sx={ [
				{
					height: 4,
					overflow: 'hidden',
					bgcolor: 'rgba(63, 79, 181, 0.2)',
					'&::after': {
						content: '""',
						display: 'block',
						width: '40%',
						height: '100%',
						bgcolor: 'primary.main',
						animation: `${ slide } 1.2s ease-in-out infinite`,
					},
					'@media (prefers-reduced-motion: reduce)': {
						'&::after': { animation: 'none', width: '100%' },
					},
				},
				...( Array.isArray( sx ) ? sx : [ sx ] ),
			] }
		/>
	);
}
