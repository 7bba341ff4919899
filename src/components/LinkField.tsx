import TextField from '@mui/material/TextField';
import { __ } from '@wordpress/i18n';

/**
 * The required web-address field of the Add Resource and Save Article dialogs: a URL keyboard on phones, no
 * capitals or spelling fixes, the rule as help text until the field is refused, then why.
 *
 * @param props             Props.
 * @param props.value       The address as typed.
 * @param props.onChange    The new address.
 * @param props.error       Why it is refused, shown in place of the help; '' or undefined when it is not.
 * @param props.disabled    While the dialog saves.
 * @param props.maxLength   The longest address the server takes.
 * @param props.placeholder An example address.
 * @param props.testId      The input's data-testid, for the browser tests.
 */
export function LinkField( {
	value,
	onChange,
	error,
	disabled,
	maxLength,
	placeholder,
	testId,
}: {
	value: string;
	onChange: ( value: string ) => void;
	error?: string;
	disabled: boolean;
	maxLength: number;
	placeholder: string;
	testId: string;
} ) {
	return (
		<TextField
			label={ __( 'Link', 'prism' ) }
			placeholder={ placeholder }
			type="url"
			value={ value }
			onChange={ ( e ) => onChange( e.target.value ) }
			required
			fullWidth
			disabled={ disabled }
			error={ Boolean( error ) }
			helperText={
				error ||
				__(
					'A web address starting with https:// or http://.',
					'prism'
				)
			}
			slotProps={ {
				htmlInput: {
					maxLength,
					inputMode: 'url',
					autoCapitalize: 'none',
					spellCheck: false,
					'data-testid': testId,
				},
			} }
		/>
	);
}
