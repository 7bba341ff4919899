/**
 * MUI's Box, drawn as a plain element with a class written once a page for its `sx` (../staticStyles.ts).
 *
 * MUI's Box works out its `sx` on every render: theme lookups, breakpoints, serializing and hashing the result.
 * Pages hold hundreds of Boxes, most with an `sx` that never changes. This one keys the class by what the `sx` holds,
 * so a Box drawn again, or a hundred rows' Boxes with the same `sx`, cost a lookup. It takes MUI's Box's props and
 * types; PRISM's code imports it in place of `@mui/material/Box` (eslint.config.cjs says so where it is not). An
 * `sx` holding a function (worked out from the theme at render) is worked out on every render, as MUI's Box does.
 *
 * The element is MUI's: `component` (a `div` by default), the `MuiBox-root` class, the props passed on.
 */
import { forwardRef } from 'react';
import type { ElementType, Ref } from 'react';
import type MuiBox from '@mui/material/Box';
import type { BoxProps } from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { classes, keyedClass, sxKey, sxStyles } from '../staticStyles';

/**
 * The class of an `sx`, or '' when it has none.
 *
 * @param sx The sx prop.
 */
export function sxClass( sx: SxProps< Theme > | undefined ): string {
	const key = sxKey( sx );
	if ( key === '' ) {
		return '';
	}
	return keyedClass( key === null ? null : `box${ key }`, ( theme ) =>
		sxStyles( theme, sx )
	);
}

const Box = forwardRef( function LightBox(
	props: BoxProps & { component?: ElementType },
	ref: Ref< unknown >
) {
	const { sx, component: Component = 'div', className, ...rest } = props;
	const name = sxClass( sx );
	return (
		<Component
			ref={ ref }
			className={ classes( className, 'MuiBox-root', name ) }
			{ ...rest }
		/>
	);
} ) as typeof MuiBox;

export default Box;
export type { BoxProps };
