import Box from '../light/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Guidance text of the networking series (the series' 'How It Works', a stage's description), written by the site's
 * admin as HTML, with the theme's type, spacing and link colour.
 *
 * @param props      Props.
 * @param props.html The HTML as the REST route answers it.
 * @param props.sx   Spacing around it.
 */
export function SeriesHtml( {
	html,
	sx,
}: {
	html: string;
	sx?: SxProps< Theme >;
} ) {
	return (
		<Box
			sx={ [
				( theme ) => ( {
					...theme.typography.body1,
					overflowWrap: 'anywhere',
					'& > :first-of-type': { mt: 0 },
					'& > :last-child': { mb: 0 },
					'& p, & ul, & ol': { my: 1.5 },
					'& ul, & ol': { pl: 3 },
					'& li + li': { mt: 0.5 },
					'& h2, & h3, & h4': {
						...theme.typography.h6,
						mt: 2.5,
						mb: 1,
					},
					'& a': { color: 'primary.main' },
					'& img': { maxWidth: '100%', height: 'auto' },
				} ),
				...( Array.isArray( sx ) ? sx : [ sx ] ),
			] }
			// Safe: the server stores series HTML only after wp_kses_post (includes/Rest, series save), the same
			// filter WordPress applies to post content, and only a site admin can write it.
			dangerouslySetInnerHTML={ { __html: html } }
		/>
	);
}
