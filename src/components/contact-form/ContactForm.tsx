import { useEffect, useMemo, useState } from 'react';
import type { FormEvent, Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '../light/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '../light/Typography';
import Add from '@mui/icons-material/Add';
import { SLOTS } from '../../api/types';
import type { ContactFields, Flash, PageProps } from '../../api/types';
import {
	ADDRESS_TYPES,
	EMAIL_TYPES,
	PHONE_TYPES,
	emptyContactFields,
	pickContactFields,
	slotField,
	socialFields,
	typeLabel,
	visibleSlots,
} from '../../domain/contactFields';
import {
	changedContactFields,
	contactFieldLabel,
	contactFieldProblems,
	contactFieldsInFormOrder,
} from '../../domain/contactForm';
import type { SlotGroup } from '../../domain/contactFields';
import { __, _x, sprintf } from '@wordpress/i18n';
import { formatList, formatNumber } from '../../domain/locale';
import { saveDraft } from '../../domain/formDraft';
import { contactMatchQuery } from '../../domain/contactMatches';
import { socialPlaceholder } from '../../domain/socialProfileChecks';
import { useContactMatches } from '../../api/hooks';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { ContactMatchNotice } from './ContactMatchNotice';

/** How long typing must pause before the form asks whether a contact already has that email or phone. */
const MATCH_DELAY_MS = 400;

type Problems = Partial< Record< keyof ContactFields, string > >;

/**
 * Moves the focus to the first refused field in the form's order, scrolled to the middle of the dialog: the
 * member sees at once what to fix, even when it is far below the fold. A type menu takes the focus on its button.
 *
 * @param form     The form.
 * @param problems The refused fields.
 * @return Whether a field took the focus.
 */
export function focusFirstProblem(
	form: HTMLFormElement | null,
	problems: Problems
): boolean {
	const named = Array.from( form?.elements ?? [] ).find(
		( element ): element is HTMLInputElement =>
			element instanceof HTMLInputElement &&
			Boolean( problems[ element.name as keyof ContactFields ] )
	);
	if ( ! named ) {
		return false;
	}
	const target =
		named.type === 'hidden' || named.getAttribute( 'aria-hidden' )
			? ( named.parentElement?.querySelector< HTMLElement >(
					'[role="combobox"]'
				) ?? named )
			: named;
	target.scrollIntoView( { block: 'center' } );
	target.focus( { preventScroll: true } );
	return true;
}

/**
 * The one-value slot groups (a value and its type per row), with their words in the site's language.
 */
function valueGroups() {
	return [
		{
			group: 'email',
			inputType: 'email',
			types: EMAIL_TYPES,
			title: __( 'Email', 'prism' ),
			numbered: ( n: number ) =>
				sprintf(
					/* translators: %s: 2 or 3, the number of an extra email field. */
					__( 'Email %s', 'prism' ),
					formatNumber( n )
				),
			addAnother: __( 'Add another email', 'prism' ),
		},
		{
			group: 'phone',
			inputType: 'tel',
			types: PHONE_TYPES,
			title: __( 'Phone', 'prism' ),
			numbered: ( n: number ) =>
				sprintf(
					/* translators: %s: 2 or 3, the number of an extra phone field. */
					__( 'Phone %s', 'prism' ),
					formatNumber( n )
				),
			addAnother: __( 'Add another phone', 'prism' ),
		},
	] as const;
}

export interface ContactFormProps {
	page: PageProps;
	/** The form element's id, so a dialog's Save button can submit it with `form={ id }`. */
	id: string;
	mode: 'add' | 'edit';
	contactId?: number;
	initial?: Partial< ContactFields >;
	errors?: Flash[ 'errors' ];
	onSubmitting?: () => void;
	/** Told whether the form holds something typed that closing it would lose (the dialog asks first). */
	onDirtyChange?: ( dirty: boolean ) => void;
	/** The form element, for the dialog to move the focus to a refused field once it is open. */
	formRef?: Ref< HTMLFormElement >;
	/**
	 * Told which fields are refused, for a dialog that names them above its scrolling content; without it the form
	 * names them at its top.
	 */
	onProblemsChange?: ( fields: Array< keyof ContactFields > ) => void;
}

/**
 * What a member reads when fields are refused: that nothing was saved, and which fields to fix, by name.
 *
 * @param fields The refused fields, in the form's order.
 */
export function problemsMessage(
	fields: Array< keyof ContactFields >
): string {
	return sprintf(
		/* translators: %s: the names of the fields to fix, e.g. "ZIP and Twitter / X". */
		__( 'Nothing was saved yet. Please fix: %s.', 'prism' ),
		formatList( fields.map( contactFieldLabel ) )
	);
}

/**
 * The Add Contact / Edit Contact form. It posts to admin-post.php (request_add_contact or request_edit_contact);
 * the server checks every field and returns the member to this page with a message, and on error with what they
 * typed, so nothing is lost.
 *
 * @param props                  Props.
 * @param props.page
 * @param props.id
 * @param props.mode
 * @param props.contactId
 * @param props.initial
 * @param props.errors
 * @param props.onSubmitting
 * @param props.onDirtyChange
 * @param props.formRef
 * @param props.onProblemsChange
 */
export function ContactForm( {
	page,
	id,
	mode,
	contactId,
	initial,
	errors,
	onSubmitting,
	onDirtyChange,
	formRef,
	onProblemsChange,
}: ContactFormProps ) {
	const [ values, setValues ] = useState< ContactFields >( () =>
		pickContactFields( initial )
	);
	// What closing would lose is measured against an empty form (Add) or the contact as it was opened (Edit); a
	// form the server sent back holds what the member typed, so it counts as typed.
	const [ baseline ] = useState< ContactFields >( () =>
		mode === 'add' ? emptyContactFields() : pickContactFields( initial )
	);
	// The server's refusals until the member changes that field; the form's own checks from Save on.
	const [ problems, setProblems ] = useState< Problems >( () => ( {
		...errors,
	} ) );
	// In the form's order (the server answers in its own).
	const problemFields = contactFieldsInFormOrder().filter( ( field ) =>
		Boolean( problems[ field ] )
	);
	const problemKey = problemFields.join( ',' );
	useEffect(
		() =>
			onProblemsChange?.(
				problemKey
					? ( problemKey.split( ',' ) as Array<
							keyof ContactFields
						> )
					: []
			),
		[ problemKey, onProblemsChange ]
	);
	const dirty = changedContactFields( values, baseline ).length > 0;
	useEffect( () => onDirtyChange?.( dirty ), [ dirty, onDirtyChange ] );

	const matchKey = useDebouncedValue(
		mode === 'add' ? JSON.stringify( contactMatchQuery( values ) ) : '',
		MATCH_DELAY_MS
	);
	const matchQuery = useMemo(
		() =>
			matchKey
				? ( JSON.parse( matchKey ) as ReturnType<
						typeof contactMatchQuery
					> )
				: { email: [], phone: [] },
		[ matchKey ]
	);
	const found = useContactMatches( page.wordpressId, matchQuery );
	// Only what is still typed: an answer about a value since changed is not shown.
	const matches = ( found.data ?? [] ).filter( ( match ) =>
		matchQuery[ match.kind ].includes( match.value )
	);
	const notices = ( kind: 'email' | 'phone' ) =>
		matches
			.filter( ( match ) => match.kind === kind )
			.map( ( match ) => (
				<ContactMatchNotice
					key={ match.value }
					match={ match }
					links={ page.links }
				/>
			) );
	const [ shown, setShown ] = useState< Record< SlotGroup, number > >( () => {
		const start = pickContactFields( initial );
		return {
			email: visibleSlots( start, 'email' ),
			phone: visibleSlots( start, 'phone' ),
			address: visibleSlots( start, 'address' ),
		};
	} );

	const set = ( field: keyof ContactFields ) => ( value: string ) => {
		setValues( ( current ) => ( { ...current, [ field ]: value } ) );
		if ( problems[ field ] ) {
			setProblems( ( current ) => {
				const rest = { ...current };
				delete rest[ field ];
				return rest;
			} );
		}
	};

	const text = (
		field: keyof ContactFields,
		label: string,
		extra: Record< string, unknown > = {}
	) => (
		<TextField
			name={ field }
			label={ label }
			value={ values[ field ] }
			onChange={ ( e ) => set( field )( e.target.value ) }
			error={ Boolean( problems[ field ] ) }
			helperText={ problems[ field ] }
			size="small"
			fullWidth
			{ ...extra }
		/>
	);

	const typeSelect = (
		field: keyof ContactFields,
		choices: readonly string[]
	) => (
		<TextField
			select
			name={ field }
			label={ __( 'Type', 'prism' ) }
			value={ values[ field ] }
			onChange={ ( e ) => set( field )( e.target.value ) }
			error={ Boolean( problems[ field ] ) }
			helperText={ problems[ field ] }
			size="small"
			fullWidth
		>
			<MenuItem value="">
				<em>{ __( 'None', 'prism' ) }</em>
			</MenuItem>
			{ choices.map( ( choice ) => (
				<MenuItem key={ choice } value={ choice }>
					{ typeLabel( choice ) }
				</MenuItem>
			) ) }
		</TextField>
	);

	const addButton = ( group: SlotGroup, label: string ) =>
		shown[ group ] < SLOTS.length && (
			<Button
				size="small"
				startIcon={ <Add /> }
				onClick={ () =>
					setShown( ( s ) => ( { ...s, [ group ]: s[ group ] + 1 } ) )
				}
			>
				{ label }
			</Button>
		);

	const onSubmit = ( event: FormEvent< HTMLFormElement > ) => {
		if ( ! event.currentTarget.checkValidity() ) {
			return;
		}
		// What the form can tell before sending (a social link that is neither a handle of its network nor an
		// address) stops it here, in the network's words; the server checks everything again.
		const checked = contactFieldProblems( values );
		if ( Object.keys( checked ).length > 0 ) {
			event.preventDefault();
			setProblems( checked );
			const form = event.currentTarget;
			requestAnimationFrame( () => focusFirstProblem( form, checked ) );
			return;
		}
		// Kept in this tab until the answer: if the session expired, the server keeps nothing and the page
		// reopens the form with this (src/domain/formDraft.ts).
		saveDraft( {
			form: mode === 'add' ? 'add-contact' : 'edit-contact',
			contactId,
			values,
		} );
		onSubmitting?.();
	};

	return (
		<Box
			component="form"
			id={ id }
			method="post"
			action={ page.links.adminPost }
			encType="multipart/form-data"
			onSubmit={ onSubmit }
			noValidate={ false }
			ref={ formRef }
		>
			{ ! onProblemsChange && problemFields.length > 0 && (
				<Alert
					severity="error"
					sx={ { mb: 2 } }
					data-testid="contact-form-problems"
				>
					{ problemsMessage( problemFields ) }
				</Alert>
			) }
			<input
				type="hidden"
				name="action"
				value={
					mode === 'add'
						? 'request_add_contact'
						: 'request_edit_contact'
				}
			/>
			<input type="hidden" name="_prism_nonce" value={ page.formNonce } />
			<input
				type="hidden"
				name="_wp_http_referer"
				value={ window.location.pathname + window.location.search }
			/>
			{ mode === 'add' && (
				<input type="hidden" name="importSource" value="PRISM" />
			) }
			{ mode === 'edit' && (
				<input type="hidden" name="contactId" value={ contactId } />
			) }

			<Grid container spacing={ 2 }>
				<Grid size={ { xs: 12, sm: 6 } }>
					{ text( 'firstName', __( 'First name', 'prism' ), {
						autoFocus: mode === 'add' && problemFields.length === 0,
					} ) }
				</Grid>
				<Grid size={ { xs: 12, sm: 6 } }>
					{ text( 'lastName', __( 'Last name', 'prism' ) ) }
				</Grid>
				<Grid size={ { xs: 12, sm: 6 } }>
					{ text( 'title', __( 'Job title', 'prism' ) ) }
				</Grid>
				<Grid size={ { xs: 12, sm: 6 } }>
					{ text( 'company', __( 'Company', 'prism' ) ) }
				</Grid>
			</Grid>

			{ valueGroups().map( ( group ) => (
				<Section title={ group.title } key={ group.group }>
					{ SLOTS.slice( 0, shown[ group.group ] ).map(
						( slot, i ) => (
							<Grid container spacing={ 2 } key={ slot }>
								<Grid size={ { xs: 8, sm: 8 } }>
									{ text(
										slotField( group.group, slot ),
										i === 0
											? group.title
											: group.numbered( i + 1 ),
										{
											type: group.inputType,
											inputMode: group.inputType,
										}
									) }
								</Grid>
								<Grid size={ { xs: 4, sm: 4 } }>
									{ typeSelect(
										slotField( group.group, slot, 'Type' ),
										group.types
									) }
								</Grid>
							</Grid>
						)
					) }
					{ notices( group.group ) }
					{ addButton( group.group, group.addAnother ) }
				</Section>
			) ) }

			<Section title={ __( 'Address', 'prism' ) }>
				{ SLOTS.slice( 0, shown.address ).map( ( slot, i ) => (
					<Grid container spacing={ 2 } key={ slot } sx={ { pb: 1 } }>
						<Grid size={ { xs: 8, sm: 9 } }>
							{ text(
								slotField( 'address', slot ),
								i === 0
									? __( 'Street address', 'prism' )
									: sprintf(
											/* translators: %s: 2 or 3, the number of an extra address. */
											__( 'Street address %s', 'prism' ),
											formatNumber( i + 1 )
										)
							) }
						</Grid>
						<Grid size={ { xs: 4, sm: 3 } }>
							{ typeSelect(
								slotField( 'address', slot, 'Type' ),
								ADDRESS_TYPES
							) }
						</Grid>
						<Grid size={ { xs: 12, sm: 5 } }>
							{ text(
								slotField( 'address', slot, 'City' ),
								__( 'City', 'prism' )
							) }
						</Grid>
						<Grid size={ { xs: 6, sm: 4 } }>
							{ text(
								slotField( 'address', slot, 'State' ),
								__( 'State', 'prism' )
							) }
						</Grid>
						<Grid size={ { xs: 6, sm: 3 } }>
							{ text(
								slotField( 'address', slot, 'Zip' ),
								__( 'ZIP', 'prism' )
							) }
						</Grid>
					</Grid>
				) ) }
				{ addButton( 'address', __( 'Add another address', 'prism' ) ) }
			</Section>

			<Section title={ __( 'Social links', 'prism' ) }>
				<Grid container spacing={ 2 }>
					{ socialFields().map( ( { field, label } ) => (
						<Grid size={ { xs: 12, sm: 6 } } key={ field }>
							{ text( field, label, {
								// A handle is typed too: a keyboard with @ on phones.
								slotProps: {
									htmlInput: {
										inputMode:
											field === 'website'
												? 'url'
												: 'text',
										autoCapitalize: 'none',
										spellCheck: false,
									},
								},
								placeholder:
									field === 'website'
										? _x(
												'https://',
												'placeholder of a web address field',
												'prism'
											)
										: socialPlaceholder( field ),
							} ) }
						</Grid>
					) ) }
				</Grid>
			</Section>
		</Box>
	);
}

function Section( {
	title,
	children,
}: {
	title: string;
	children: React.ReactNode;
} ) {
	return (
		<Box
			component="fieldset"
			sx={ { border: 0, p: 0, m: 0, mt: 3, display: 'grid', gap: 1.5 } }
		>
			<Typography
				component="legend"
				variant="subtitle2"
				color="text.secondary"
				sx={ { mb: 1.5 } }
			>
				{ title }
			</Typography>
			{ children }
		</Box>
	);
}
