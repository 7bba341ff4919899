import { useState } from 'react';
import type { ElementType } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '../light/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '../light/Typography';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import { __ } from '@wordpress/i18n';
import { useContactSearch } from '../../api/hooks';
import type { Contact } from '../../api/types';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import {
	CONTACT_OPTION_PROPS,
	contactOption,
	noContactText,
	withInputTestId,
} from '../contactOption';

/** How long typing pauses before the contacts are searched, in ms. */
const SEARCH_DELAY = 250;

export interface ChooseContactProps {
	wordpressId: number;
	/** The list to go to instead (the contact list, by default). */
	contactsHref: string;
	/** The list link's words; 'Go to your contact list' by default. */
	listLabel?: string;
	/** What the page shows of a contact, said in one sentence (the page is opened without one). */
	intro: string;
	/** The address of this page for a contact. */
	hrefFor: ( contact: { id: number; name: string } ) => string;
	/** The heading's element: h1 where it is the page's heading, h2 under another. */
	heading?: ElementType;
}

/**
 * A page about one contact opened without one (from a menu, a bookmark, a link cut short): instead of a dead end, a
 * sentence saying what the page is for, a search of the member's contacts that opens this page for the one chosen,
 * and the way to the contact list. The contact detail, networking and mentoring pages share it.
 *
 * @param props              Props.
 * @param props.wordpressId
 * @param props.contactsHref
 * @param props.listLabel
 * @param props.intro
 * @param props.hrefFor
 * @param props.heading
 */
export function ChooseContact( {
	wordpressId,
	contactsHref,
	listLabel,
	intro,
	hrefFor,
	heading = 'h1',
}: ChooseContactProps ) {
	const [ open, setOpen ] = useState( false );
	const [ typed, setTyped ] = useState( '' );
	const [ chosen, setChosen ] = useState< Contact | null >( null );
	const search = useDebouncedValue( typed.trim(), SEARCH_DELAY );
	const found = useContactSearch( wordpressId, open ? search : null );
	const options = found.data?.items ?? [];
	const waiting = found.isLoading || typed.trim() !== search;

	const choose = ( contact: Contact | null ) => {
		setChosen( contact );
		if ( contact ) {
			window.location.assign( hrefFor( contact ) );
		}
	};

	return (
		<Paper
			variant="outlined"
			sx={ { p: { xs: 3, sm: 5 }, textAlign: 'center' } }
			data-testid="choose-contact"
		>
			<PersonSearchOutlined
				color="primary"
				sx={ { fontSize: 56 } }
				aria-hidden
			/>
			<Typography variant="h1" component={ heading } sx={ { mt: 1 } }>
				{ __( 'Choose a contact', 'prism' ) }
			</Typography>
			<Typography
				color="text.secondary"
				sx={ { mt: 1, mb: 3, maxWidth: 520, mx: 'auto' } }
			>
				{ intro }
			</Typography>
			<Box sx={ { maxWidth: 420, mx: 'auto', textAlign: 'start' } }>
				<Autocomplete
					open={ open }
					onOpen={ () => setOpen( true ) }
					onClose={ () => setOpen( false ) }
					value={ chosen }
					onChange={ ( _, contact ) => choose( contact ) }
					inputValue={ typed }
					onInputChange={ ( _, text ) => setTyped( text ) }
					options={ options }
					// The server has searched (names, emails, phones, companies and notes): its matches show as they are.
					filterOptions={ ( list ) => list }
					{ ...CONTACT_OPTION_PROPS }
					loading={ waiting }
					loadingText={ __( 'Looking for contacts…', 'prism' ) }
					noOptionsText={ noContactText( search ) }
					renderOption={ ( optionProps, option ) =>
						contactOption(
							optionProps,
							option.name,
							option.company || option.email
						)
					}
					renderInput={ ( params ) => (
						<TextField
							{ ...params }
							label={ __( 'Find a contact', 'prism' ) }
							placeholder={ __(
								'Type a name, email, company or phone',
								'prism'
							) }
							error={ Boolean( found.error ) }
							helperText={ found.error?.message }
							slotProps={ withInputTestId(
								params.slotProps,
								'choose-contact-search'
							) }
						/>
					) }
				/>
			</Box>
			<Button variant="text" href={ contactsHref } sx={ { mt: 3 } }>
				{ listLabel ?? __( 'Go to your contact list', 'prism' ) }
			</Button>
		</Paper>
	);
}
