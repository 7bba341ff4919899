import Box from './light/Box';
import { keyframes } from '@mui/material/styles';

const spin = keyframes`
	to {
		transform: rotate( 360deg );
	}
`;

/**
 * A small busy indicator drawn with CSS (MUI's CircularProgress costs 3 KB gzipped on the contact list for a 16 px
 * circle). With a label it is a progress bar a screen reader announces; without one it is decoration.
 *
 * @param props       Props.
 * @param props.size  Diameter in pixels.
 * @param props.label What is in progress, or nothing when the control around it already says so.
 */
export function Spinner( {
	size = 16,
	label,
}: {
	size?: number;
	label?: string;
} ) {
	return (
		<Box
			component="span"
			role={ label ? 'progressbar' : undefined }
			aria-label={ label }
			aria-hidden={ label ? undefined : true }
			sx={ {
				display: 'inline-block',
				width: size,
				height: size,
				borderRadius: '50%',
				border: '2px solid currentColor',
				borderRightColor: 'transparent',
				color: label ? 'primary.main' : 'inherit',
				animation: `${ spin } 0.8s linear infinite`,
				'@media (prefers-reduced-motion: reduce)': {
					animationDuration: '2.4s',
				},
			} }
		/>
	);
}
