import { useState } from 'react';
import type { Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { __ } from '@wordpress/i18n';
import { useContactSearch } from '../../api/hooks';
import { displayName } from '../../domain/contactFields';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import {
	CONTACT_OPTION_PROPS,
	contactOption,
	withInputTestId,
} from '../contactOption';

/** A contact offered in the list: its name and, to tell namesakes apart, its company or email. */
interface Option {
	id: number;
	name: string;
	detail?: string;
}

/** How long typing pauses before the contacts are searched, in ms. */
const SEARCH_DELAY = 250;

export interface RelationshipPersonFieldProps {
	wordpressId: number;
	/** The contact whose page it is: never offered (a contact is not related to itself). */
	contactId: number;
	/** The contact chosen, or null while the person is a name typed (or nothing yet). */
	otherId: number | null;
	/** The chosen contact's name, or the name typed. */
	otherName: string;
	onChange: ( otherId: number | null, otherName: string ) => void;
	/** Its label. */
	label: string;
	/** The problem to show under the field, if any. */
	error?: string;
	disabled?: boolean;
	inputRef?: Ref< HTMLInputElement >;
}

/**
 * Whether an offered contact may match the text typed since its list came (its name or detail contains it): the
 * server's search, which also reads emails, phones and notes, has the last word.
 *
 * @param option The contact offered.
 * @param typed  What is typed now.
 */
function mayMatch( option: Option, typed: string ): boolean {
	return `${ option.name } ${ option.detail ?? '' }`
		.toLocaleLowerCase()
		.includes( typed.trim().toLocaleLowerCase() );
}

/**
 * What the field says under it when nothing is wrong: what it takes, or what happens to the person given.
 *
 * @param otherId   The contact chosen, if any.
 * @param otherName The name typed, if no contact is chosen.
 */
function helpFor( otherId: number | null, otherName: string ): string {
	if ( otherId !== null ) {
		return __( 'One of your contacts: their page links here.', 'prism' );
	}
	return otherName.trim() === ''
		? __(
				'Choose one of your contacts, or type the name of someone who is not one yet.',
				'prism'
			)
		: __(
				'Not in your contacts: kept as a name, without a link. Choose a contact from the list to link them.',
				'prism'
			);
}

/**
 * The other person of a relationship: type part of a name, email, phone or company and pick one of the member's
 * contacts from the first ten matches the server finds (never this contact), or keep the name typed for someone
 * who is not a contact yet. Editing the text of a chosen contact makes it a name typed again.
 *
 * @param props Props.
 */
export function RelationshipPersonField( props: RelationshipPersonFieldProps ) {
	const {
		wordpressId,
		contactId,
		otherId,
		otherName,
		onChange,
		label,
		error,
		disabled,
		inputRef,
	} = props;
	const [ open, setOpen ] = useState( false );
	const typed = otherId !== null ? displayName( otherName ) : otherName;
	const search = useDebouncedValue(
		otherId !== null ? '' : typed.trim(),
		SEARCH_DELAY
	);
	const found = useContactSearch( wordpressId, open ? search : null );
	const options: Option[] = ( found.data?.items ?? [] )
		.filter( ( c ) => c.id !== contactId )
		.map( ( c ) => ( {
			id: c.id,
			name: c.name,
			detail: c.company || c.email || undefined,
		} ) );
	const waiting =
		found.isLoading || ( otherId === null && typed.trim() !== search );
	const value: Option | null =
		otherId !== null ? { id: otherId, name: otherName } : null;

	return (
		<Autocomplete< Option, false, false, true >
			freeSolo
			// Closed while disabled (saving): MUI would otherwise close it while it draws. Open only while it has
			// something to show (matches, or the search on its way): with a name no contact has, a list left open
			// but drawn empty took the first Escape, which belongs to the dialog (to close, or to ask first).
			open={ open && ! disabled && ( waiting || options.length > 0 ) }
			onOpen={ () => setOpen( true ) }
			onClose={ () => setOpen( false ) }
			value={ value }
			onChange={ ( _, chosen ) => {
				if ( chosen === null ) {
					onChange( null, '' );
				} else if ( typeof chosen === 'string' ) {
					onChange( null, chosen );
				} else {
					onChange( chosen.id, chosen.name );
				}
			} }
			inputValue={ typed }
			onInputChange={ ( _, text, reason ) => {
				// A 'reset' follows a choice (the box then shows the contact's name, which `typed` already is).
				if ( reason === 'input' || reason === 'clear' ) {
					onChange( null, text );
				}
			} }
			options={ options }
			// The server has searched: its matches show as they are. While the next search is on its way, the
			// previous matches are narrowed to those that contain what is typed.
			filterOptions={ ( list ) =>
				waiting && otherId === null
					? list.filter( ( o ) => mayMatch( o, typed ) )
					: list
			}
			isOptionEqualToValue={ ( option, chosen ) =>
				typeof chosen !== 'string' &&
				CONTACT_OPTION_PROPS.isOptionEqualToValue( option, chosen )
			}
			getOptionLabel={ ( option ) =>
				typeof option === 'string'
					? option
					: CONTACT_OPTION_PROPS.getOptionLabel( option )
			}
			loading={ waiting }
			disabled={ disabled }
			renderOption={ ( optionProps, option ) =>
				contactOption(
					optionProps,
					option.name,
					option.detail,
					'relationship-contact-option'
				)
			}
			renderInput={ ( params ) => (
				<TextField
					{ ...params }
					label={ label }
					required
					inputRef={ inputRef }
					error={ Boolean( error ) || Boolean( found.error ) }
					helperText={
						error ||
						found.error?.message ||
						helpFor( otherId, otherName )
					}
					slotProps={ withInputTestId(
						params.slotProps,
						'relationship-person'
					) }
				/>
			) }
		/>
	);
}
