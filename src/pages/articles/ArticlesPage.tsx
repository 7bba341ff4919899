import Box from '../../components/light/Box';
import Card from '@mui/material/Card';
import type { PageProps } from '../../api/types';
import { ArticlesPanel } from '../../components/articles/ArticlesPanel';

/**
 * The Saved Articles page: the member's reading list, searched and paged, each article with its note and the
 * contacts it is tied to. There is no note-taking service behind it, so it shows no "last synced" date
 * (docs/articles.md).
 *
 * @param props      Props.
 * @param props.page Page props.
 */
export function ArticlesPage( { page }: { page: PageProps } ) {
	return (
		<Box sx={ { py: 2 } }>
			<Card sx={ { p: { xs: 1.5, sm: 2.5 } } }>
				<ArticlesPanel page={ page } />
			</Card>
		</Box>
	);
}
