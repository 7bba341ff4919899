import Box from './light/Box';
import type { ReactNode } from 'react';

/**
 * A short hint above an element on hover and on keyboard focus, drawn with CSS alone. For lists that must stay
 * light: MUI's Tooltip brings Popper (about 15 KB gzipped) for what is a one-line label here. The element keeps
 * its own accessible name (aria-label); the hint's text is hidden from screen readers, which would read it twice.
 *
 * @param props           Props.
 * @param props.title     The hint.
 * @param props.placement Above the element (the default), or below it (where a frame would cut it above).
 * @param props.children  The element (focusable, with an aria-label).
 */
export function Hint( {
	title,
	placement = 'above',
	children,
}: {
	title: string;
	placement?: 'above' | 'below';
	children: ReactNode;
} ) {
	return (
		<Box
			component="span"
			data-hint={ title }
			sx={ {
				position: 'relative',
				display: 'inline-flex',
				'&::after': {
					// The "/ ''" gives the generated text an empty alternative for assistive technology.
					content: 'attr(data-hint) / ""',
					position: 'absolute',
					[ placement === 'above' ? 'bottom' : 'top' ]:
						'calc(100% + 6px)',
					left: '50%',
					transform: 'translateX(-50%)',
					whiteSpace: 'nowrap',
					bgcolor: 'grey.800',
					color: 'common.white',
					fontSize: '0.75rem',
					lineHeight: 1.4,
					px: 1,
					py: 0.5,
					borderRadius: 1,
					opacity: 0,
					visibility: 'hidden',
					pointerEvents: 'none',
					transition: 'opacity 120ms',
					zIndex: 'tooltip',
				},
				'&:hover::after, &:focus-within::after': {
					opacity: 1,
					visibility: 'visible',
				},
			} }
		>
			{ children }
		</Box>
	);
}
