import { useEffect, useId, useRef } from 'react';
import Typography from '../light/Typography';
import { __ } from '@wordpress/i18n';
import { FormDialog, useSaving } from '../events-followups/FormDialog';
import { CadenceChoiceField, useCadenceChoice } from './CadenceChoice';

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
 * Sets how often to keep in touch (with a contact, or with every contact of a category): the cadence choices
 * (CadenceChoiceField) in a dialog that saves them, starting from the cadence stored now.
 *
 * @param props Props.
 */
export function CadenceDialog( props: CadenceDialogProps ) {
	const { open, title, about, days, noneLabel, noneHint, onSave, onClose } =
		props;
	const cadence = useCadenceChoice( days );
	const checked = useRef< HTMLInputElement >( null );
	const saving = useSaving();
	const { reset } = saving;
	const { reset: resetChoice } = cadence;

	useEffect( () => {
		if ( open ) {
			resetChoice( days );
			reset();
		}
	}, [ open, days, reset, resetChoice ] );

	const { problem, days: chosen } = cadence;
	const id = useId();

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
			<CadenceChoiceField
				control={ cadence }
				message={ saving.fieldMessage(
					{ cadenceDays: problem ?? undefined },
					'cadenceDays'
				) }
				disabled={ saving.busy }
				noneLabel={ noneLabel }
				noneHint={ noneHint }
				describedBy={ `${ id }-about` }
				checkedRef={ checked }
			/>
		</FormDialog>
	);
}
