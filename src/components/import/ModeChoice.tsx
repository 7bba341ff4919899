import { __ } from '@wordpress/i18n';
import Box from '../light/Box';
import Radio from '@mui/material/Radio';
import Typography from '../light/Typography';
import type { ImportMode } from '../../api/types';
import { IMPORT_MODES } from '../../domain/imports';

/**
 * What a choice says: its name and what it does.
 *
 * @param mode The choice.
 */
function modeText( mode: ImportMode ): { label: string; detail: string } {
	switch ( mode ) {
		case 'update':
			return {
				label: __( 'Update it', 'prism' ),
				detail: __(
					'Fill in its empty fields and add new emails and phones. Nothing you already have is overwritten.',
					'prism'
				),
			};
		case 'skip':
			return {
				label: __( 'Skip it', 'prism' ),
				detail: __( 'Leave the contact as it is.', 'prism' ),
			};
		case 'create':
			return {
				label: __( 'Add it anyway as a new contact', 'prism' ),
				detail: __(
					'You may get duplicates, which you can merge later.',
					'prism'
				),
			};
	}
}

export interface ModeChoiceProps {
	/** Unique in the page (each tab's form has its own). */
	id: string;
	value: ImportMode;
	onChange: ( mode: ImportMode ) => void;
}

/**
 * "If a contact is already in PRISM": the form's `mode` (update, skip or create), as radio buttons with what each
 * does, and how a row is matched to a contact.
 *
 * @param props          Props.
 * @param props.id
 * @param props.value
 * @param props.onChange
 */
export function ModeChoice( { id, value, onChange }: ModeChoiceProps ) {
	return (
		<Box
			component="fieldset"
			aria-describedby={ `${ id }-match` }
			sx={ { border: 0, m: 0, p: 0, minWidth: 0 } }
		>
			<Typography
				component="legend"
				variant="subtitle2"
				sx={ { p: 0, mb: 0.25 } }
			>
				{ __( 'If a contact is already in PRISM', 'prism' ) }
			</Typography>
			<Typography
				id={ `${ id }-match` }
				variant="body2"
				color="text.secondary"
				sx={ { mb: 0.5 } }
			>
				{ __(
					'A row is the same contact when it has the same email, phone number or LinkedIn profile.',
					'prism'
				) }
			</Typography>
			<Box sx={ { display: 'grid', gap: 0.25 } }>
				{ IMPORT_MODES.map( ( mode ) => {
					const text = modeText( mode );
					const inputId = `${ id }-${ mode }`;
					return (
						<Box
							key={ mode }
							component="label"
							htmlFor={ inputId }
							sx={ {
								display: 'flex',
								alignItems: 'flex-start',
								gap: 0.5,
								cursor: 'pointer',
							} }
						>
							<Radio
								id={ inputId }
								name="mode"
								value={ mode }
								checked={ value === mode }
								onChange={ () => onChange( mode ) }
								size="small"
								sx={ { p: 0.75, mt: -0.25 } }
								slotProps={ {
									input: {
										'aria-describedby': `${ inputId }-detail`,
									},
								} }
							/>
							<Box sx={ { pt: 0.25 } }>
								<Typography variant="body2" component="span">
									{ text.label }
									{ mode === 'update' && (
										<Typography
											component="span"
											variant="body2"
											color="text.secondary"
										>
											{ ' ' }
											{ __( '(recommended)', 'prism' ) }
										</Typography>
									) }
								</Typography>
								<Typography
									id={ `${ inputId }-detail` }
									variant="body2"
									color="text.secondary"
									sx={ { fontSize: '0.8125rem' } }
								>
									{ text.detail }
								</Typography>
							</Box>
						</Box>
					);
				} ) }
			</Box>
		</Box>
	);
}
