import type { ReactNode, Ref } from 'react';
import Button from '@mui/material/Button';
import { __ } from '@wordpress/i18n';

/**
 * A form's Cancel and Save, both disabled while it saves; Save then shows its busy icon, if any, and 'Saving…'.
 * An editing dialog's actions (SaveCancelActions) and the Details tab's edit mode put them in their own rows.
 *
 * @param props              Props.
 * @param props.onCancel     Cancel.
 * @param props.busy         While it saves.
 * @param props.saveLabel    Save's words.
 * @param props.saveDisabled Save cannot be pressed (besides while saving).
 * @param props.busyIcon     Save's icon while saving, if any.
 * @param props.busyLabel    Save's words while saving ('Saving…' when left out).
 * @param props.saveTestId   Save's test id, if any.
 * @param props.saveRef      Takes Save's button (a confirmation without fields gives it the focus).
 * @param props.form         The id of the form Save submits, when Save is outside it.
 */
export function SaveCancelButtons( {
	onCancel,
	busy,
	saveLabel,
	saveDisabled = false,
	busyIcon,
	busyLabel,
	saveTestId,
	saveRef,
	form,
}: {
	onCancel: () => void;
	busy: boolean;
	saveLabel: string;
	saveDisabled?: boolean;
	busyIcon?: ReactNode;
	busyLabel?: string;
	saveTestId?: string;
	saveRef?: Ref< HTMLButtonElement >;
	form?: string;
} ) {
	return (
		<>
			<Button onClick={ onCancel } disabled={ busy }>
				{ __( 'Cancel', 'prism' ) }
			</Button>
			<Button
				type="submit"
				form={ form }
				variant="contained"
				disabled={ saveDisabled || busy }
				startIcon={ busy ? busyIcon : undefined }
				data-testid={ saveTestId }
				ref={ saveRef }
			>
				{ busy ? ( busyLabel ?? __( 'Saving…', 'prism' ) ) : saveLabel }
			</Button>
		</>
	);
}
