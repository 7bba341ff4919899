import Typography from './light/Typography';
import type { TypographyProps } from './light/Typography';
import type { ElementType, ReactNode } from 'react';

/**
 * The heading and the explaining line of a state that stands in for a page or a list (no contacts yet, no match,
 * a contact that is not there), under its icon and above its buttons.
 *
 * @param props          Props.
 * @param props.title    The heading.
 * @param props.variant  The heading's look.
 * @param props.heading  The heading's element.
 * @param props.maxWidth How wide the explaining line may grow.
 * @param props.children The explaining line.
 */
export function StateMessage( {
	title,
	variant,
	heading,
	maxWidth,
	children,
}: {
	title: string;
	variant: TypographyProps[ 'variant' ];
	heading: ElementType;
	maxWidth: number;
	children: ReactNode;
} ) {
	return (
		<>
			<Typography
				variant={ variant }
				component={ heading }
				sx={ { mt: 1 } }
			>
				{ title }
			</Typography>
			<Typography
				color="text.secondary"
				sx={ { mt: 1, mb: 3, maxWidth, mx: 'auto' } }
			>
				{ children }
			</Typography>
		</>
	);
}
