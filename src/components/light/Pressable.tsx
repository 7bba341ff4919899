/**
 * The element a light button draws (./Button.tsx, ./IconButton.tsx), as MUI's ButtonBase chooses it: a link when it
 * has an `href` (a disabled one is `aria-disabled`, out of the tab order and marked `Mui-disabled`), a `<button>` of
 * type `button` otherwise, so it never submits a form by accident.
 */
import { forwardRef } from 'react';
import { classes } from '../staticStyles';
import type {
	AnchorHTMLAttributes,
	ButtonHTMLAttributes,
	ReactNode,
	Ref,
} from 'react';

export interface PressableProps extends Omit<
	ButtonHTMLAttributes< HTMLButtonElement >,
	'color'
> {
	/** Draws a link to this address instead of a button. */
	href?: string;
	target?: AnchorHTMLAttributes< HTMLAnchorElement >[ 'target' ];
	rel?: string;
	children?: ReactNode;
}

const Pressable = forwardRef( function LightPressable(
	props: PressableProps,
	ref: Ref< HTMLButtonElement | HTMLAnchorElement >
) {
	const {
		href,
		type = 'button',
		disabled,
		className,
		children,
		...rest
	} = props;
	if ( href !== undefined ) {
		const { target, rel, ...others } = rest;
		return (
			<a
				ref={ ref as Ref< HTMLAnchorElement > }
				href={ href }
				target={ target }
				rel={ rel }
				className={ classes( className, disabled && 'Mui-disabled' ) }
				aria-disabled={ disabled || undefined }
				tabIndex={ disabled ? -1 : undefined }
				{ ...( others as AnchorHTMLAttributes< HTMLAnchorElement > ) }
			>
				{ children }
			</a>
		);
	}
	return (
		<button
			ref={ ref as Ref< HTMLButtonElement > }
			type={ type }
			disabled={ disabled }
			className={ className }
			{ ...rest }
		>
			{ children }
		</button>
	);
} );

export default Pressable;
