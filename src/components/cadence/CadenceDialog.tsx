import { useEffect, useId, useRef, useState } from 'react';
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
import { FormDialog, useSaving } from '../events-followups/FormDialog';

export interface CadenceDialogProps {
	open: boolean;
	/** What is being set: "Keep in touch with Ann Lee", "Keep in touch: Family". */
	title: string;
	/** A sentence under the title: what the cadence does for what it is set on. */
	about: string;
	/** The cadence stored now (days), or null for none. */
	days: number | null | undefined;
	/** The choice that clears it: "No cadence of its own", "No cadence". */
	noneLabel: string;
	/** What clearing it means, under that choice. */
	noneHint: string;
	/** Saves the days, or null to clear them; a rejection (an ApiError) is shown in the dialog, which stays open. */
	onSave: ( days: number | null ) => Promise< void >;
	onClose: () => void;
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
 * Sets how often to keep in touch (with a contact, or with every contact of a category): a preset, a custom number of
 * days (a whole number from 1 to 3650, said so under the field when it is not), or none. A radio group: the arrow
 * keys move between the choices, Tab reaches the custom number.
 *
 * @param props Props.
 */
export function CadenceDialog( props: CadenceDialogProps ) {
	const { open, title, about, days, noneLabel, noneHint, onSave, onClose } =
		props;
	const [ choice, setChoice ] = useState< CadenceChoice >( () =>
		cadenceChoiceOf( days )
	);
	// What Custom holds, kept while another choice is picked, so going back to it finds the number typed.
	const [ customText, setCustomText ] = useState( '' );
	const checked = useRef< HTMLInputElement >( null );
	const saving = useSaving();
	const { reset } = saving;

	useEffect( () => {
		if ( open ) {
			const initial = cadenceChoiceOf( days );
			setChoice( initial );
			setCustomText( initial.kind === 'custom' ? initial.text : '' );
			reset();
		}
	}, [ open, days, reset ] );

	const { problem, days: chosen } = cadenceChoiceProblems( choice );
	const value = radioValue( choice );
	const customMessage = saving.fieldMessage(
		{ cadenceDays: problem ?? undefined },
		'cadenceDays'
	);
	const pick = ( next: string ) => {
		if ( next === 'none' ) {
			setChoice( { kind: 'none' } );
		} else if ( next === 'custom' ) {
			setChoice( { kind: 'custom', text: customText } );
		} else {
			setChoice( { kind: 'preset', days: Number( next ) } );
		}
	};
	const id = useId();
	const radio = ( choiceValue: string, describedBy?: string ) => (
		<Radio
			disabled={ saving.busy }
			slotProps={ {
				input: {
					ref: choiceValue === value ? checked : undefined,
					'aria-describedby': describedBy,
				},
			} }
		/>
	);

	return (
		<FormDialog
			open={ open }
			title={ title }
			saveLabel={ __( 'Save', 'prism' ) }
			testId="cadence-dialog"
			saving={ saving }
			focus={ checked }
			dirty={ problem !== null || chosen !== ( days ?? null ) }
			onSubmit={ () =>
				saving.run( problem === null ? () => onSave( chosen ) : null )
			}
			onClose={ onClose }
		>
			<Typography color="text.secondary" id={ `${ id }-about` }>
				{ about }
			</Typography>
			<RadioGroup
				value={ value }
				onChange={ ( event ) => pick( event.target.value ) }
				aria-label={ __( 'How often', 'prism' ) }
				aria-describedby={ `${ id }-about` }
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
						onChange={ ( event ) => {
							setCustomText( event.target.value );
							setChoice( {
								kind: 'custom',
								text: event.target.value,
							} );
						} }
						onFocus={ () =>
							choice.kind !== 'custom' &&
							setChoice( { kind: 'custom', text: customText } )
						}
						error={
							choice.kind === 'custom' && customMessage !== ''
						}
						helperText={
							choice.kind === 'custom' && customMessage !== ''
								? customMessage
								: sprintf(
										/* translators: 1: fewest days, 2: most days. */
										__( 'From %1$s to %2$s days', 'prism' ),
										formatNumber( CADENCE_MIN_DAYS ),
										formatNumber( CADENCE_MAX_DAYS )
									)
						}
						disabled={ saving.busy }
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
		</FormDialog>
	);
}
