import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { __, sprintf } from '@wordpress/i18n';
import { useContactSearch } from '../../api/hooks';
import type { ArticleContact } from './types';
import { ARTICLE_CONTACTS_MAX } from '../../domain/articles';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import {
	CONTACT_OPTION_PROPS,
	contactOption,
	withInputTestId,
} from '../contactOption';

/** A contact offered in the list: its name and, to tell namesakes apart, its company or email. */
interface Option extends ArticleContact {
	detail?: string;
}

export interface ContactPickerProps {
	wordpressId: number;
	value: ArticleContact[];
	onChange: ( contacts: ArticleContact[] ) => void;
	disabled?: boolean;
	/** The problem to show under the field, if any. */
	error?: string;
}

/**
 * Whether an offered contact may match the text typed since its list came (its name or detail contains it, in any
 * case): the server's search, which also reads emails, phones and notes, has the last word.
 *
 * @param option The contact offered.
 * @param typed  What is typed now.
 */
function mayMatch( option: Option, typed: string ): boolean {
	const needle = typed.trim().toLocaleLowerCase();
	return `${ option.name } ${ option.detail ?? '' }`
		.toLocaleLowerCase()
		.includes( needle );
}

/** How long typing pauses before the contacts are searched, in ms. */
const SEARCH_DELAY = 250;

/**
 * Chooses some of the member's contacts: type part of a name, email, phone or company and pick from the first ten
 * matches, which the server finds (so it works with a network of any size). Chosen contacts show as chips;
 * Backspace removes the last one. At most ARTICLE_CONTACTS_MAX.
 *
 * @param props Props.
 */
export function ContactPicker( props: ContactPickerProps ) {
	const { wordpressId, value, onChange, disabled, error } = props;
	const [ open, setOpen ] = useState( false );
	const [ typed, setTyped ] = useState( '' );
	const search = useDebouncedValue( typed.trim(), SEARCH_DELAY );
	const found = useContactSearch( wordpressId, open ? search : null );
	const full = value.length >= ARTICLE_CONTACTS_MAX;
	const options: Option[] = ( found.data?.items ?? [] ).map( ( c ) => ( {
		id: c.id,
		name: c.name,
		detail: c.company || c.email || undefined,
	} ) );
	const waiting = found.isLoading || typed.trim() !== search;

	return (
		<Autocomplete
			multiple
			open={ open }
			onOpen={ () => setOpen( true ) }
			onClose={ () => setOpen( false ) }
			value={ value as Option[] }
			onChange={ ( _, contacts ) =>
				onChange( contacts.map( ( { id, name } ) => ( { id, name } ) ) )
			}
			inputValue={ typed }
			onInputChange={ ( _, text, reason ) => {
				// Choosing a contact would otherwise empty the box: keep what was typed to pick another match.
				if ( reason !== 'reset' ) {
					setTyped( text );
				}
			} }
			options={ options }
			// The server has searched: its matches show as they are. While the next search is on its way, the
			// previous matches are narrowed to the names that contain what is typed, so none that cannot match
			// lingers.
			filterOptions={ ( list ) =>
				waiting ? list.filter( ( o ) => mayMatch( o, typed ) ) : list
			}
			filterSelectedOptions
			disableCloseOnSelect
			{ ...CONTACT_OPTION_PROPS }
			getOptionDisabled={ () => full }
			loading={ waiting }
			disabled={ disabled }
			noOptionsText={
				search === ''
					? __( 'You have no contacts yet.', 'prism' )
					: __( 'No contact matches.', 'prism' )
			}
			renderOption={ ( optionProps, option ) =>
				contactOption( optionProps, option.name, option.detail )
			}
			slotProps={ {
				chip: { size: 'small' },
			} }
			renderInput={ ( params ) => (
				<TextField
					{ ...params }
					label={ __( 'Contacts (optional)', 'prism' ) }
					placeholder={
						full
							? undefined
							: __( 'Type a name to find a contact', 'prism' )
					}
					error={ Boolean( error ) || Boolean( found.error ) }
					helperText={
						error ||
						found.error?.message ||
						( full
							? sprintf(
									/* translators: %d: the most contacts an article can be tied to. */
									__(
										'An article can be tied to at most %d contacts.',
										'prism'
									),
									ARTICLE_CONTACTS_MAX
								)
							: __(
									'The article shows on the Articles tab of each contact you choose.',
									'prism'
								) )
					}
					slotProps={ withInputTestId(
						params.slotProps,
						'article-contact-search'
					) }
				/>
			) }
		/>
	);
}
