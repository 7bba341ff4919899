import Box from './light/Box';
import { keyframes } from '@mui/material/styles';

const pulse = keyframes`
	0% { opacity: 1; }
	50% { opacity: 0.4; }
	100% { opacity: 1; }
`;

/**
 * A grey placeholder bar (or a rounded block) while content loads, drawn with CSS: MUI's Skeleton adds 2 KB
 * gzipped to the contact list for this. Hidden from screen readers; the region around it says it is busy.
 *
 * @param props          Props.
 * @param props.width    Width (CSS length or pixels).
 * @param props.height   Height in pixels (text line height when left out).
 * @param props.rounded  A rounded block instead of a text line.
 * @param props.circular A circle (an avatar's place) instead of a text line.
 */
export function SkeletonBar( {
	width,
	height,
	rounded = false,
	circular = false,
}: {
	width: number | string;
	height?: number;
	rounded?: boolean;
	circular?: boolean;
} ) {
	let radius: number | string = rounded ? 1 : 0.5;
	if ( circular ) {
		radius = '50%';
	}
	return (
		<Box
			component="span"
			aria-hidden
			sx={ {
				display: 'block',
				width,
				height: height ?? '1.2em',
				my: height ? 0 : '0.15em',
				flexShrink: circular ? 0 : undefined,
				borderRadius: radius,
				bgcolor: 'action.hover',
				animation: `${ pulse } 1.5s ease-in-out 0.5s infinite`,
				'@media (prefers-reduced-motion: reduce)': {
					animation: 'none',
				},
			} }
		/>
	);
}
