import Box from '../light/Box';
import Button from '@mui/material/Button';
import { __ } from '@wordpress/i18n';
import {
	FOLLOWUP_DESC_ADVISED,
	followupQuickDays,
} from '../../domain/eventsFollowups';
import { DatedItemField } from './DatedItemForm';
import type { DatedFields } from './DatedItemForm';
import { LengthHint } from './LengthHint';

/**
 * A follow-up's fields after its title: the description (about 100 characters advised) and the day, from a date
 * picker or a quick choice (tomorrow, in a week, in a month, in three months). Shared by the Add/Edit Follow-up dialog
 * and the contact list's Add Follow-up to the selected contacts.
 *
 * @param props       Props.
 * @param props.form  The dialog's form.
 * @param props.today Today, site time (for the quick choices of the day).
 */
export function FollowupFields( {
	form,
	today,
}: {
	form: DatedFields;
	today: string;
} ) {
	const { draft, set, busy } = form;
	return (
		<>
			<DatedItemField
				name="desc"
				form={ form }
				testId="followup-desc"
				minRows={ 2 }
				hint={
					<LengthHint
						length={ draft.desc.length }
						advised={ FOLLOWUP_DESC_ADVISED }
					/>
				}
			/>
			<Box>
				<DatedItemField
					name="date"
					form={ form }
					testId="followup-date"
				/>
				<Box
					role="group"
					aria-label={ __( 'Quick dates', 'prism' ) }
					sx={ {
						display: 'flex',
						flexWrap: 'wrap',
						gap: 1,
					} }
				>
					{ followupQuickDays( today ).map( ( choice ) => (
						<Button
							key={ choice.label }
							size="small"
							variant={
								draft.date === choice.date
									? 'contained'
									: 'outlined'
							}
							onClick={ () => set( { date: choice.date } ) }
							disabled={ busy }
						>
							{ choice.label }
						</Button>
					) ) }
				</Box>
			</Box>
		</>
	);
}
