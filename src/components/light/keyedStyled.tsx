/**
 * MUI's `styled( tag )( styles )` for elements a page draws many times, as a keyed class (../staticStyles.ts).
 *
 * An MUI `styled` element runs its style function, serializes the result and hashes it on every render, even when the
 * rule is already in the page: the contact list's ten rows held some hundred of them (table cells, links, checkboxes).
 * Here the styles are worked out once a page for each combination of the props they depend on (`variants`, which
 * are not passed on to the element), and after that the element is a plain one with a class. The styles may depend on
 * the theme and the variants, nothing else. `sx` is taken as light/Box takes it (a class of its own); `as` draws
 * another element (a `th` for a `td`); every other prop is passed on.
 */
import { forwardRef } from 'react';
import type {
	ComponentPropsWithoutRef,
	ElementType,
	ForwardRefExoticComponent,
	RefAttributes,
} from 'react';
import type { CSSObject, SxProps, Theme } from '@mui/material/styles';
import type { CSSInterpolation } from '@emotion/serialize';
import { classes, keyedClass } from '../staticStyles';
import { sxClass } from './Box';

type VariantValue = string | number | boolean | undefined;

export type KeyedStyledProps<
	Tag extends keyof HTMLElementTagNameMap,
	Variants extends Record< string, VariantValue >,
> = ComponentPropsWithoutRef< Tag > &
	Partial< Variants > & {
		as?: ElementType;
		sx?: SxProps< Theme >;
	} & RefAttributes< HTMLElementTagNameMap[ Tag ] >;

/**
 * A component drawing `tag` with the class of `styles`.
 *
 * @param tag      The element.
 * @param name     A name unique among keyed styles (part of the key: two components never share a class by chance).
 * @param styles   The styles, from the theme and the variants' values.
 * @param variants The props the styles depend on, in a fixed order; they are not passed on to the element.
 */
export function keyedStyled<
	Tag extends keyof HTMLElementTagNameMap,
	Variants extends Record< string, VariantValue > = Record< never, never >,
>(
	tag: Tag,
	name: string,
	styles: ( theme: Theme, variants: Partial< Variants > ) => CSSObject,
	variants: ReadonlyArray< keyof Variants & string > = []
): ForwardRefExoticComponent< KeyedStyledProps< Tag, Variants > > {
	const Styled = forwardRef< HTMLElement, Record< string, unknown > >(
		function KeyedStyled( props, ref ) {
			const {
				as: Component = tag,
				sx,
				className,
				...rest
			} = props as {
				as?: ElementType;
				sx?: SxProps< Theme >;
				className?: string;
				[ prop: string ]: unknown;
			};
			const values: Record< string, VariantValue > = {};
			let key = `styled:${ name }`;
			for ( const variant of variants ) {
				const value = rest[ variant ] as VariantValue;
				values[ variant ] = value;
				key += `|${ String( value ) }`;
				delete rest[ variant ];
			}
			const own = keyedClass(
				key,
				( theme ) =>
					styles(
						theme,
						values as Partial< Variants >
					) as CSSInterpolation
			);
			return (
				<Component
					ref={ ref }
					className={ classes( className, own, sxClass( sx ) ) }
					{ ...rest }
				/>
			);
		}
	);
	Styled.displayName = name;
	return Styled as unknown as ForwardRefExoticComponent<
		KeyedStyledProps< Tag, Variants >
	>;
}
