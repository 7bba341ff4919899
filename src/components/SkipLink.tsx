import type { MouseEvent } from 'react';
import { styled } from '@mui/material/styles';

const Link = styled( 'a' )( ( { theme } ) => ( {
	...theme.typography.body2,
	position: 'absolute',
	zIndex: theme.zIndex.appBar,
	top: theme.spacing( 0.5 ),
	left: theme.spacing( 0.5 ),
	padding: theme.spacing( 1, 2 ),
	borderRadius: theme.shape.borderRadius,
	fontWeight: 600,
	// Out of sight until the keyboard reaches it (a screen reader still lists it).
	clipPath: 'inset(50%)',
	width: 1,
	height: 1,
	overflow: 'hidden',
	whiteSpace: 'nowrap',
	'&&': {
		color: theme.palette.primary.contrastText,
		backgroundColor: theme.palette.primary.main,
		textDecoration: 'none',
	},
	'&:focus': {
		clipPath: 'none',
		width: 'auto',
		height: 'auto',
		overflow: 'visible',
		outline: `2px solid ${ theme.palette.primary.dark }`,
		outlineOffset: 2,
	},
} ) );

/**
 * A link the keyboard meets first on a page, which moves the focus past what comes before a page's main control
 * (the contact list's menu of filters, some forty stops) straight to it. Hidden until it has the focus; the island
 * around it is positioned, so it shows over the top of the page instead of moving it.
 *
 * @param props          Props.
 * @param props.targetId Id of the control to focus.
 * @param props.label    What the link says ('Skip to search').
 */
export function SkipLink( {
	targetId,
	label,
}: {
	targetId: string;
	label: string;
} ) {
	const skip = ( event: MouseEvent< HTMLAnchorElement > ) => {
		const target = document.getElementById( targetId );
		if ( target ) {
			// The focus moves without a #fragment in the address (the list keeps its state in the URL).
			event.preventDefault();
			target.focus();
		}
	};
	return (
		<Link href={ `#${ targetId }` } onClick={ skip }>
			{ label }
		</Link>
	);
}
