/**
 * MUI's outlined Paper in PRISM's theme (the paper background, the text colour, the theme's rounded corners and the
 * light border theme.ts gives outlined Paper), as a plain element: the contact list draws its two panels and its
 * cards with it, without Paper's module (1 KB gzipped before the list shows), its styles a class written once a
 * page (light/keyedStyled.tsx).
 */
import { keyedStyled } from './light/keyedStyled';

export const Surface = keyedStyled( 'div', 'Surface', ( theme ) => ( {
	backgroundColor: theme.palette.background.paper,
	color: theme.palette.text.primary,
	borderRadius: theme.shape.borderRadius,
	border: `1px solid ${ theme.palette.divider }`,
	// The border colour theme.ts gives outlined Paper.
	borderColor:
		(
			theme.components?.MuiPaper?.styleOverrides?.outlined as
				{ borderColor?: string } | undefined
		 )?.borderColor ?? theme.palette.divider,
} ) );
