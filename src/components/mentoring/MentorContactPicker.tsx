import { useMemo, useState } from 'react';
import type { Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { __ } from '@wordpress/i18n';
import { useContactPage } from '../../api/hooks';
import type { Contact, ContactListQuery } from '../../api/types';
import { displayName } from '../../domain/contactFields';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import {
	CONTACT_OPTION_PROPS,
	contactOption,
	noContactText,
	withInputTestId,
} from '../contactOption';

/** How long typing pauses before the contacts are searched, in ms. */
const SEARCH_DELAY = 250;
/** Matches offered at once. */
const MATCHES = 10;

export interface MentorContactPickerProps {
	wordpressId: number;
	value: Contact | null;
	onChange: ( contact: Contact | null ) => void;
	disabled?: boolean;
	/** The problem to show under the field. */
	error?: string;
	inputRef?: Ref< HTMLInputElement >;
}

/**
 * Chooses one of the member's contacts: type part of a name, email, phone or company and pick from the first matches,
 * which the contact list route finds (q), so it works with a network of any size.
 *
 * @param props Props.
 */
export function MentorContactPicker( props: MentorContactPickerProps ) {
	const { wordpressId, value, onChange, disabled, error, inputRef } = props;
	const [ typed, setTyped ] = useState( '' );
	const search = useDebouncedValue( typed.trim(), SEARCH_DELAY );
	// Once a contact is chosen the box shows its name: that is not a search.
	const query = useMemo< ContactListQuery >(
		() => ( {
			q:
				value && search === displayName( value.name )
					? undefined
					: search || undefined,
			order: 'name_asc',
			per_page: MATCHES,
		} ),
		[ search, value ]
	);
	const found = useContactPage( wordpressId, query );
	const options = found.data?.items ?? [];
	const waiting = found.isLoading || typed.trim() !== search;

	return (
		<Autocomplete
			value={ value }
			onChange={ ( _, contact ) => onChange( contact ) }
			inputValue={ typed }
			onInputChange={ ( _, text ) => setTyped( text ) }
			options={ options }
			// The server has already searched: show its matches as they are.
			filterOptions={ ( list ) => list }
			{ ...CONTACT_OPTION_PROPS }
			loading={ waiting }
			disabled={ disabled }
			noOptionsText={ noContactText( search ) }
			renderOption={ ( optionProps, option ) =>
				contactOption(
					optionProps,
					option.name,
					option.email || option.company,
					'contact-option'
				)
			}
			renderInput={ ( params ) => (
				<TextField
					{ ...params }
					label={ __( 'Contact', 'prism' ) }
					placeholder={ __(
						'Type a name, email or company',
						'prism'
					) }
					required
					inputRef={ inputRef }
					error={ Boolean( error ) || Boolean( found.error ) }
					helperText={ error || found.error?.message }
					slotProps={ withInputTestId(
						params.slotProps,
						'mentor-request-contact'
					) }
				/>
			) }
		/>
	);
}
