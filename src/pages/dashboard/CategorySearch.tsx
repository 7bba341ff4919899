import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Box from '../../components/light/Box';
import { useRef, useState } from 'react';
import { useCategories } from '../../api/hooks';
import type { PageProps } from '../../api/types';
import { Deferred, lazyNamed } from '../../components/OnceOpened';
import { RetryAlert } from '../../components/RetryAlert';
import { useFocusOnMount } from '../../hooks/useFocusOnMount';
import { MESSAGES } from './messages';

/* The searchable dropdown (MUI's Autocomplete, with Popper and TextField) is its own chunk, fetched while the page is
   idle and drawn when the member first reaches for the field (a pointer over it, or the focus): it was the heaviest
   part of the dashboard to draw (about 0.5 s of a slow phone's time before the page settled), and most visits do
   not use it. Until then the field is a plain input that looks the same and keeps what is typed. */
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
	// Whether the dropdown is wanted (drawn), whether it takes the focus when drawn, and what was typed before.
	const [ wanted, setWanted ] = useState( false );
	const [ focused, setFocused ] = useState( false );
	const [ typed, setTyped ] = useState( '' );
	const placeholder = (
		<Placeholder
			value={ typed }
			keepFocus={ focused }
			onChange={ setTyped }
			onReach={ ( focus ) => {
				setWanted( true );
				setFocused( ( was ) => was || focus );
			} }
		/>
	);

	return (
		<Box sx={ { mt: 2 } } data-testid="category-search">
			{ wanted ? (
				<Deferred fallback={ placeholder }>
					<CategorySearchField
						categories={ categories.data ?? null }
						contactsUrl={ page.links.contacts }
						keepFocus={ focused }
						typed={ typed }
					/>
				</Deferred>
			) : (
				placeholder
			) }
			{ categories.error && ! categories.data && (
				<RetryAlert onRetry={ categories.reload } sx={ { mt: 1 } }>
					{ categories.error.message }
				</RetryAlert>
			) }
		</Box>
	);
}

/**
 * The field as it looks before the dropdown is drawn: an input with the same label, which asks for the dropdown as
 * soon as a pointer is over it or it has the focus.
 *
 * @param props           Props.
 * @param props.value     What was typed.
 * @param props.keepFocus Whether it takes the focus when drawn (it replaces one that had it).
 * @param props.onChange  Takes what is typed.
 * @param props.onReach   The member reaches for the field (with the focus, or only the pointer).
 */
function Placeholder( {
	value,
	keepFocus,
	onChange,
	onReach,
}: {
	value: string;
	keepFocus: boolean;
	onChange: ( value: string ) => void;
	onReach: ( focus: boolean ) => void;
} ) {
	const input = useRef< HTMLInputElement >( null );
	useFocusOnMount( input, keepFocus );
	return (
		<FormControl size="small" fullWidth variant="outlined">
			<InputLabel htmlFor="prism-category-search-wait">
				{ MESSAGES.searchCategories() }
			</InputLabel>
			<OutlinedInput
				id="prism-category-search-wait"
				label={ MESSAGES.searchCategories() }
				value={ value }
				inputRef={ input }
				autoComplete="off"
				onChange={ ( event ) => onChange( event.target.value ) }
				onFocus={ () => onReach( true ) }
				onPointerEnter={ () => onReach( false ) }
			/>
		</FormControl>
	);
}
