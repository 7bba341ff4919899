/**
 * A link drawn like MUI's Link in PRISM's theme (the primary colour, its underline, the focus ring), without it: for
 * the links of long lists on a page's first screen (the contact list's names, emails and phones, the dashboard's
 * follow-ups), where a hundred MUI Links (each a Typography with the theme's rules) cost a good part of drawing the
 * rows, and the contact list 2 KB gzipped. The doubled class outranks the site theme's post-content link rule, which
 * would colour and underline it. Its styles are a class written once a page (light/keyedStyled.tsx). `small` sets body2 text; `underline` is MUI's ('always' by default, as MUI's: a
 * faint line that darkens on hover; 'hover': only on hover and keyboard focus).
 */
import { alpha } from '@mui/material/styles';
import { keyedStyled } from './light/keyedStyled';

export const PlainLink = keyedStyled<
	'a',
	{ small: boolean; underline: 'always' | 'hover' }
>(
	'a',
	'PlainLink',
	( theme, { small, underline = 'always' } ) => ( {
		...( small ? theme.typography.body2 : {} ),
		'&&':
			underline === 'always'
				? {
						color: theme.palette.primary.main,
						textDecoration: 'underline',
						textDecorationColor: alpha(
							theme.palette.primary.main,
							0.4
						),
					}
				: { color: theme.palette.primary.main, textDecoration: 'none' },
		'&&:hover, &&:focus-visible':
			underline === 'always'
				? { textDecorationColor: 'inherit' }
				: { textDecoration: 'underline' },
		'&:focus-visible': {
			outline: `2px solid ${ theme.palette.primary.main }`,
			outlineOffset: 2,
		},
	} ),
	[ 'small', 'underline' ]
);
