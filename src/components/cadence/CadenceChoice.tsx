import { useCallback, useId, useState } from 'react';
import type { RefObject } from 'react';
import Box from '../light/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '../light/Typography';
import { __, sprintf } from '@wordpress/i18n';
import {
	CADENCE_MAX_DAYS,
	CADENCE_MIN_DAYS,
	CADENCE_PRESETS,
	cadenceChoiceOf,
	cadenceChoiceProblems,
	cadenceLabel,
} from '../../domain/cadence';
import type { CadenceChoice } from '../../domain/cadence';
import { formatNumber } from '../../domain/locale';

/** What the cadence choices hold while the member picks, and what they give (see useCadenceChoice). */
export interface CadenceChoiceControl {
	choice: CadenceChoice;
	/** What Custom's field holds, kept while another choice is picked, so going back to it finds the number typed. */
	customText: string;
	/** Picks a radio: a preset's days, 'custom' or 'none'. */
	pick: ( value: string ) => void;
	/** Types into Custom's field (which picks Custom). */
	type: ( text: string ) => void;
	/** Back to the choice for a stored cadence (the dialog opened again). */
	reset: ( days: number | null | undefined ) => void;
	/** What is wrong with the choice (a custom number out of range), or null. */
	problem: string | null;
	/** The cadence chosen, in days, or null for none (or while the choice is wrong). */
	days: number | null;
}

/**
 * The radio value of a choice: the preset's days, 'custom' or 'none'.
 *
 * @param choice The choice.
 */
function radioValue( choice: CadenceChoice ): string {
	return choice.kind === 'preset' ? String( choice.days ) : choice.kind;
}

/**
 * The state of the cadence choices: a preset, a custom number of days, or none; checked by the domain's rule.
 *
 * @param days The cadence stored now (days), or null for none: the choice it starts from.
 */
export function useCadenceChoice(
	days: number | null | undefined
): CadenceChoiceControl {
	const [ choice, setChoice ] = useState< CadenceChoice >( () =>
		cadenceChoiceOf( days )
	);
	const [ customText, setCustomText ] = useState( () => {
		const initial = cadenceChoiceOf( days );
		return initial.kind === 'custom' ? initial.text : '';
	} );

	const reset = useCallback( ( stored: number | null | undefined ) => {
		const initial = cadenceChoiceOf( stored );
		setChoice( initial );
		setCustomText( initial.kind === 'custom' ? initial.text : '' );
	}, [] );

	const pick = ( next: string ) => {
		if ( next === 'none' ) {
			setChoice( { kind: 'none' } );
		} else if ( next === 'custom' ) {
			setChoice( { kind: 'custom', text: customText } );
		} else {
			setChoice( { kind: 'preset', days: Number( next ) } );
		}
	};

	const type = ( text: string ) => {
		setCustomText( text );
		setChoice( { kind: 'custom', text } );
	};

	const { problem, days: chosen } = cadenceChoiceProblems( choice );
	return {
		choice,
		customText,
		pick,
		type,
		reset,
		problem,
		days: chosen,
	};
}

export interface CadenceChoiceFieldProps {
	control: CadenceChoiceControl;
	/** What Custom's field says is wrong ('' for nothing): the rule's message once Save is pressed, or the server's. */
	message: string;
	disabled: boolean;
	/** The choice that clears it: "No cadence of its own", "No cadence". */
	noneLabel: string;
	/** What clearing it means, under that choice. */
	noneHint: string;
	/** The id of the sentence that says what the cadence does here. */
	describedBy: string;
	/** Takes the checked radio, which has the focus once the dialog is open. */
	checkedRef: RefObject< HTMLInputElement | null >;
}

/**
 * How often to keep in touch (with a contact, with every contact of a category, with the contacts selected in the
 * list): a preset, a custom number of days (a whole number from 1 to 3650, said so under the field when it is not),
 * or none. A radio group: the arrow keys move between the choices, Tab reaches the custom number.
 *
 * @param props Props.
 */
export function CadenceChoiceField( props: CadenceChoiceFieldProps ) {
	const {
		control,
		message,
		disabled,
		noneLabel,
		noneHint,
		describedBy,
		checkedRef,
	} = props;
	const { choice, customText } = control;
	const value = radioValue( choice );
	const id = useId();
	const radio = ( choiceValue: string, hintId?: string ) => (
		<Radio
			disabled={ disabled }
			slotProps={ {
				input: {
					ref: choiceValue === value ? checkedRef : undefined,
					'aria-describedby': hintId,
				},
			} }
		/>
	);
	const wrong = choice.kind === 'custom' && message !== '';

	return (
		<RadioGroup
			value={ value }
			onChange={ ( event ) => control.pick( event.target.value ) }
			aria-label={ __( 'How often', 'prism' ) }
			aria-describedby={ describedBy }
			sx={ {
				display: 'grid',
				gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
				columnGap: 2,
			} }
		>
			{ CADENCE_PRESETS.map( ( preset ) => (
				<FormControlLabel
					key={ preset }
					value={ String( preset ) }
					control={ radio( String( preset ) ) }
					label={ cadenceLabel( preset ) }
				/>
			) ) }
			<Box
				sx={ {
					gridColumn: '1 / -1',
					display: 'flex',
					flexWrap: 'wrap',
					alignItems: 'flex-start',
					columnGap: 1,
				} }
			>
				<FormControlLabel
					value="custom"
					control={ radio( 'custom' ) }
					label={ __( 'Custom', 'prism' ) }
					sx={ { mt: 0.5 } }
				/>
				<TextField
					size="small"
					label={ __( 'Days', 'prism' ) }
					value={ customText }
					onChange={ ( event ) => control.type( event.target.value ) }
					onFocus={ () =>
						choice.kind !== 'custom' && control.pick( 'custom' )
					}
					error={ wrong }
					helperText={
						wrong
							? message
							: sprintf(
									/* translators: 1: fewest days, 2: most days. */
									__( 'From %1$s to %2$s days', 'prism' ),
									formatNumber( CADENCE_MIN_DAYS ),
									formatNumber( CADENCE_MAX_DAYS )
								)
					}
					disabled={ disabled }
					sx={ { flex: '1 1 10rem', maxWidth: { sm: 220 } } }
					slotProps={ {
						htmlInput: {
							inputMode: 'numeric',
							pattern: '[0-9]*',
							min: CADENCE_MIN_DAYS,
							max: CADENCE_MAX_DAYS,
							'data-testid': 'cadence-custom-days',
						},
					} }
				/>
			</Box>
			<Box sx={ { gridColumn: '1 / -1' } }>
				<FormControlLabel
					value="none"
					control={ radio( 'none', `${ id }-none` ) }
					label={ noneLabel }
				/>
				<Typography
					variant="body2"
					color="text.secondary"
					id={ `${ id }-none` }
					sx={ { ml: 4 } }
				>
					{ noneHint }
				</Typography>
			</Box>
		</RadioGroup>
	);
}
