import { useRef, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '../../components/light/Box';
import TextField from '@mui/material/TextField';
import { __ } from '@wordpress/i18n';
import type { Category } from '../../api/types';
import { formatNumber } from '../../domain/locale';
import { categoryListUrl } from '../../domain/networkingSummary';
import { useFocusOnMount } from '../../hooks/useFocusOnMount';
import { MESSAGES } from './messages';

/**
 * The category dropdown: type to narrow the member's categories, pick one (click or Enter; arrow keys only move
 * the highlight) and the contact list opens filtered by it.
 *
 * @param props             Props.
 * @param props.categories  The member's categories, or null while they load.
 * @param props.contactsUrl The contact list's address.
 * @param props.keepFocus   Whether the field takes the focus when drawn (it replaces a look-alike that had it).
 * @param props.typed       What was typed in the look-alike before: the field starts with it.
 */
export function CategorySearchField( {
	categories,
	contactsUrl,
	keepFocus = false,
	typed = '',
}: {
	categories: Category[] | null;
	contactsUrl: string;
	keepFocus?: boolean;
	typed?: string;
} ) {
	const [ input, setInput ] = useState( typed );
	const field = useRef< HTMLInputElement >( null );
	useFocusOnMount( field, keepFocus );
	return (
		<Autocomplete
			options={ categories ?? [] }
			inputValue={ input }
			onInputChange={ ( _, value, reason ) => {
				// Drawn, and on leaving it, the dropdown empties its input ('reset'): what the member typed stays.
				if ( reason !== 'reset' || value !== '' ) {
					setInput( value );
				}
			} }
			openOnFocus
			loading={ categories === null }
			getOptionLabel={ ( category ) => category.name }
			isOptionEqualToValue={ ( a, b ) => a.id === b.id }
			onChange={ ( _, category ) => {
				if ( category ) {
					window.location.assign(
						categoryListUrl( contactsUrl, category.name )
					);
				}
			} }
			autoHighlight
			size="small"
			noOptionsText={
				categories && categories.length === 0
					? __(
							'No categories yet. Add them on the contact list.',
							'prism'
						)
					: __( 'No category matches.', 'prism' )
			}
			renderOption={ ( { key, ...props }, category ) => (
				<Box
					component="li"
					key={ key }
					{ ...props }
					sx={ { display: 'flex', gap: 1 } }
				>
					<Box
						component="span"
						sx={ {
							flex: 1,
							minWidth: 0,
							overflowWrap: 'anywhere',
						} }
					>
						{ category.name }
					</Box>
					<Box
						component="span"
						sx={ { color: 'text.secondary', typography: 'body2' } }
					>
						{ formatNumber( category.count ) }
					</Box>
				</Box>
			) }
			renderInput={ ( params ) => (
				<TextField
					{ ...params }
					inputRef={ field }
					label={ MESSAGES.searchCategories() }
					placeholder={ __( 'Type a category name', 'prism' ) }
				/>
			) }
		/>
	);
}
