import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { useCategories } from '../../api/hooks';
import type { PageProps } from '../../api/types';
import { lazyNamed } from '../../components/OnceOpened';
import { RetryAlert } from '../../components/RetryAlert';
import { useAfterLoad } from '../../hooks/useAfterLoad';
import { MESSAGES } from './messages';

/* The searchable dropdown (MUI's Autocomplete, with Popper and TextField) is its own chunk, drawn once the page has
   loaded and is idle (it is the heaviest part of the dashboard to draw, and the rest comes first): the dashboard
   shows a look-alike field until then. */
const CategorySearchField = lazyNamed( () =>
	import(
		/* webpackChunkName: "category-search", webpackPrefetch: true */ './CategorySearchField'
	).then( ( m ) => m.CategorySearchField )
);

/**
 * The dashboard's 'Search Categories': choosing one of the member's categories opens the contact list filtered by
 * it (?c=).
 *
 * @param props      Props.
 * @param props.page Page props.
 */
export function CategorySearch( { page }: { page: PageProps } ) {
	const categories = useCategories( page.wordpressId );
	const ready = useAfterLoad();

	return (
		<Box sx={ { mt: 2 } } data-testid="category-search">
			{ ready ? (
				<Suspense fallback={ <Placeholder /> }>
					<CategorySearchField
						categories={ categories.data ?? null }
						contactsUrl={ page.links.contacts }
					/>
				</Suspense>
			) : (
				<Placeholder />
			) }
			{ categories.error && ! categories.data && (
				<RetryAlert onRetry={ categories.reload } sx={ { mt: 1 } }>
					{ categories.error.message }
				</RetryAlert>
			) }
		</Box>
	);
}

function Placeholder() {
	return (
		<FormControl size="small" fullWidth variant="outlined" disabled>
			<InputLabel htmlFor="prism-category-search-wait">
				{ MESSAGES.searchCategories() }
			</InputLabel>
			<OutlinedInput
				id="prism-category-search-wait"
				label={ MESSAGES.searchCategories() }
			/>
		</FormControl>
	);
}
