import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { __ } from '@wordpress/i18n';
import { EVENT_TYPES } from '../../api/types';
import type { EventInput, EventType, PrismEvent } from './types';
import { hasNoYear } from '../../domain/dates';
import {
	EVENT_TITLE_ADVISED,
	eventDraftProblems,
	eventTypeLabel,
	monthNames,
} from '../../domain/eventsFollowups';
import type { EventDraft } from '../../domain/eventsFollowups';
import {
	DatedItemDialog,
	DatedItemField,
	useDatedItemForm,
} from './DatedItemForm';
import { LengthHint } from './LengthHint';

export interface EventDialogProps {
	open: boolean;
	/** The event to edit; none: add a new one. */
	event?: PrismEvent | null;
	/** Saves; a rejection (an ApiError) is shown in the dialog, which stays open. */
	onSave: ( input: EventInput ) => Promise< void >;
	onClose: () => void;
}

function draftOf( event: PrismEvent | null | undefined ): EventDraft {
	if ( ! event ) {
		return {
			title: '',
			type: '',
			date: '',
			noYear: false,
			month: '',
			day: '',
			desc: '',
		};
	}
	const noYear = hasNoYear( event.date );
	return {
		title: event.title,
		type: event.type,
		date: noYear ? '' : event.date,
		noYear,
		month: noYear ? String( Number( event.date.slice( 2, 4 ) ) ) : '',
		day: noYear ? String( Number( event.date.slice( 5, 7 ) ) ) : '',
		desc: event.desc,
	};
}

/**
 * The Add Event and Edit Event dialog (add mode has no id, edit mode has one): title (about 40 characters advised),
 * type (Birthday, Anniversary or Other; required, shown as 'Select Event Type' until chosen), the day from a date
 * picker (or, for a birthday or anniversary whose year is not known, a month and a day), and a description.
 *
 * @param props Props.
 */
export function EventDialog( props: EventDialogProps ) {
	const { open, event, onSave, onClose } = props;
	const edit = event ? event.id : undefined;
	const form = useDatedItemForm( {
		open,
		source: event,
		draftOf,
		check: eventDraftProblems,
		id: edit,
		onSave,
		onClose,
	} );
	const { draft, set, busy, shown } = form;
	const yearly = draft.type === 'Birthday' || draft.type === 'Anniversary';

	return (
		<DatedItemDialog
			form={ form }
			title={
				edit ? __( 'Edit Event', 'prism' ) : __( 'Add Event', 'prism' )
			}
			saveLabel={ __( 'Save Event', 'prism' ) }
			testId="event-dialog"
			titleHint={
				<LengthHint
					length={ draft.title.length }
					advised={ EVENT_TITLE_ADVISED }
				/>
			}
		>
			<TextField
				select
				label={ __( 'Event Type', 'prism' ) }
				value={ draft.type }
				onChange={ ( e ) =>
					set( {
						type: e.target.value as EventType | '',
					} )
				}
				required
				fullWidth
				disabled={ busy }
				error={ Boolean( shown( 'type' ) ) }
				helperText={ shown( 'type' ) || ' ' }
				slotProps={ {
					select: { native: true },
					inputLabel: { shrink: true },
					htmlInput: { 'data-testid': 'event-type' },
				} }
			>
				<option value="" disabled>
					{ __( 'Select Event Type', 'prism' ) }
				</option>
				{ EVENT_TYPES.map( ( type ) => (
					<option key={ type } value={ type }>
						{ eventTypeLabel( type ) }
					</option>
				) ) }
			</TextField>
			{ yearly && (
				<FormControlLabel
					sx={ { mt: '-8px !important' } }
					control={
						<Checkbox
							checked={ draft.noYear }
							onChange={ ( e ) =>
								set( {
									noYear: e.target.checked,
									...monthDayFrom( draft.date ),
								} )
							}
							disabled={ busy }
						/>
					}
					label={ __( 'I don’t know the year', 'prism' ) }
				/>
			) }
			{ yearly && draft.noYear ? (
				<Stack direction="row" spacing={ 1.5 }>
					<TextField
						select
						label={ __( 'Month', 'prism' ) }
						value={ draft.month }
						onChange={ ( e ) => set( { month: e.target.value } ) }
						required
						fullWidth
						disabled={ busy }
						error={ Boolean( shown( 'date' ) ) }
						helperText={ shown( 'date' ) || ' ' }
						slotProps={ {
							select: { native: true },
							inputLabel: { shrink: true },
							htmlInput: {
								'data-testid': 'event-month',
							},
						} }
					>
						<option value="" disabled>
							{ __( 'Month', 'prism' ) }
						</option>
						{ monthNames().map( ( name, index ) => (
							<option key={ name } value={ String( index + 1 ) }>
								{ name }
							</option>
						) ) }
					</TextField>
					<TextField
						select
						label={ __( 'Day', 'prism' ) }
						value={ draft.day }
						onChange={ ( e ) => set( { day: e.target.value } ) }
						required
						sx={ { minWidth: 110 } }
						disabled={ busy }
						slotProps={ {
							select: { native: true },
							inputLabel: { shrink: true },
							htmlInput: {
								'data-testid': 'event-day',
							},
						} }
					>
						<option value="" disabled>
							{ __( 'Day', 'prism' ) }
						</option>
						{ Array.from( { length: 31 }, ( _, i ) => i + 1 ).map(
							( day ) => (
								<option key={ day } value={ day }>
									{ day }
								</option>
							)
						) }
					</TextField>
				</Stack>
			) : (
				<DatedItemField
					name="date"
					form={ form }
					testId="event-date"
					hint={
						yearly
							? __( 'Shown every year on this day.', 'prism' )
							: undefined
					}
				/>
			) }
			<DatedItemField
				name="desc"
				form={ form }
				testId="event-desc"
				minRows={ 3 }
			/>
		</DatedItemDialog>
	);
}

/**
 * The month and day of a picked date, to carry over when the member says the year is unknown.
 *
 * @param date YYYY-MM-DD or ''.
 */
function monthDayFrom( date: string ): Partial< EventDraft > {
	const match = /^\d{4}-(\d{2})-(\d{2})$/.exec( date );
	return match
		? {
				month: String( Number( match[ 1 ] ) ),
				day: String( Number( match[ 2 ] ) ),
			}
		: {};
}
