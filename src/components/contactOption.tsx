import type { HTMLAttributes, Key } from 'react';
import Box from './light/Box';
import { __, sprintf } from '@wordpress/i18n';
import { displayName } from '../domain/contactFields';

/**
 * A contact offered in a contact search's list (choosing a contact, a mentor, an article's contacts): its name and,
 * to tell namesakes apart, a detail (a company or an email) under it, both wrapped anywhere. For an Autocomplete's
 * renderOption.
 *
 * @param props  The option's props from the Autocomplete (its key among them).
 * @param name   The contact's name as stored.
 * @param detail The line under the name, if any.
 * @param testId The option's test id, if any.
 */
export function contactOption(
	props: HTMLAttributes< HTMLLIElement > & { key: Key },
	name: string,
	detail: string | undefined,
	testId?: string
) {
	const { key, ...optionProps } = props;
	return (
		<Box
			component="li"
			key={ key }
			{ ...optionProps }
			sx={ { display: 'block !important' } }
			data-testid={ testId }
		>
			<Box component="span" sx={ { overflowWrap: 'anywhere' } }>
				{ displayName( name ) }
			</Box>
			{ detail && (
				<Box
					component="span"
					sx={ {
						display: 'block',
						color: 'text.secondary',
						typography: 'body2',
						overflowWrap: 'anywhere',
					} }
				>
					{ detail }
				</Box>
			) }
		</Box>
	);
}

/**
 * What a contact search's empty list says: no contacts at all, or none that matches what was typed.
 *
 * @param search What the member typed, trimmed ('' for nothing).
 */
export const noContactText = ( search: string ) =>
	search === ''
		? __( 'You have no contacts yet.', 'prism' )
		: sprintf(
				/* translators: %s: what the member typed. */
				__( 'No contact matches “%s”.', 'prism' ),
				search
			);

/**
 * An Autocomplete's input slot props with a test id on the text box itself.
 *
 * @param slotProps The slot props the Autocomplete gives its input.
 * @param testId    The text box's test id.
 */
export const withInputTestId = < P extends { htmlInput?: object } >(
	slotProps: P,
	testId: string
) => ( {
	...slotProps,
	htmlInput: { ...slotProps.htmlInput, 'data-testid': testId },
} );

/**
 * What every contact search's Autocomplete says of its contacts: one is the same as another by its id, and is named
 * by its display name.
 */
export const CONTACT_OPTION_PROPS = {
	isOptionEqualToValue: ( a: { id: number }, b: { id: number } ) =>
		a.id === b.id,
	getOptionLabel: ( option: { name: string } ) => displayName( option.name ),
};
