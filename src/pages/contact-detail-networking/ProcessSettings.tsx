import Box from '../../components/light/Box';
import Paper from '@mui/material/Paper';
import Typography from '../../components/light/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Autorenew from '@mui/icons-material/Autorenew';
import { __, sprintf } from '@wordpress/i18n';
import type { Contact, ProcessObject } from '../../api/types';
import { Spinner } from '../../components/Spinner';
import { formatDay } from '../../domain/dates';
import { setDeadEnd } from '../../domain/process';
import { ControlLabel } from './ControlLabel';
import { LightSwitch } from './LightSwitch';
import type { ProcessEditor } from './useProcessEditor';

const MAINTAIN = 5;

/**
 * What applies to the whole process rather than one stage: 'Dead end for now', and when a contact in MAINTAIN is
 * due to be reached again.
 *
 * @param props           Props.
 * @param props.object    The process object shown.
 * @param props.contact   The contact (its stage and keep-in-touch date, as the last save left them).
 * @param props.disabled  While the latest version loads after a conflict.
 * @param props.onDeadEnd Applies a change (useProcessEditor().apply).
 */
export function ProcessSettings( {
	object,
	contact,
	disabled,
	onDeadEnd,
}: {
	object: ProcessObject;
	contact: Contact;
	disabled: boolean;
	onDeadEnd: ProcessEditor[ 'apply' ];
} ) {
	const keepInTouch =
		contact.networkingStage === MAINTAIN && ! object.deadEnd
			? contact.reachOutOn
			: null;
	return (
		<Paper
			variant="outlined"
			sx={ {
				mt: 2,
				px: { xs: 2, sm: 3 },
				py: 1.5,
				display: 'flex',
				flexDirection: { xs: 'column', md: 'row' },
				alignItems: { xs: 'stretch', md: 'center' },
				justifyContent: 'space-between',
				gap: { xs: 1.5, md: 3 },
			} }
		>
			<ControlLabel
				disabled={ disabled }
				sx={ { m: 0, alignItems: 'flex-start', gap: 1.5 } }
				control={
					<LightSwitch
						type="checkbox"
						role="switch"
						checked={ object.deadEnd }
						disabled={ disabled }
						onChange={ ( e ) => {
							const value = e.target.checked;
							onDeadEnd( ( o ) => setDeadEnd( o, value ) );
						} }
						aria-describedby="prism-dead-end-help"
						data-testid="dead-end"
					/>
				}
				label={
					<Box component="span">
						<Box
							component="span"
							sx={ { display: 'block', fontWeight: 600 } }
						>
							{ __( 'Dead end for now', 'prism' ) }
						</Box>
						<Typography
							component="span"
							id="prism-dead-end-help"
							variant="body2"
							color="text.secondary"
							sx={ { display: 'block' } }
						>
							{ __(
								'Pauses keep-in-touch reminders for this contact. Stages, tasks and notes are kept; switch it off when the conversation picks up again.',
								'prism'
							) }
						</Typography>
					</Box>
				}
			/>
			{ keepInTouch && (
				<Box
					sx={ {
						display: 'flex',
						alignItems: 'center',
						gap: 1,
						flexShrink: 0,
						color: 'primary.dark',
					} }
					data-testid="keep-in-touch"
				>
					<Autorenew fontSize="small" aria-hidden />
					<Typography variant="body2" sx={ { fontWeight: 600 } }>
						{ sprintf(
							/* translators: %s: a date, e.g. 22 November 2026. */
							__( 'Keep in touch by %s', 'prism' ),
							formatDay( keepInTouch )
						) }
					</Typography>
				</Box>
			) }
		</Paper>
	);
}

/**
 * 'Saving…' while a change is on its way, 'Saved' once the last one is stored; announced politely.
 *
 * @param props        Props.
 * @param props.status The editor's status.
 */
export function SaveStatus( {
	status,
}: {
	status: ProcessEditor[ 'status' ];
} ) {
	return (
		<Box
			role="status"
			aria-live="polite"
			data-testid="save-status"
			data-status={ status }
			sx={ {
				display: 'flex',
				alignItems: 'center',
				gap: 0.75,
				minHeight: 24,
				color: 'text.secondary',
				typography: 'body2',
			} }
		>
			{ status === 'saving' && (
				<>
					<Spinner size={ 14 } />
					{ __( 'Saving…', 'prism' ) }
				</>
			) }
			{ status === 'saved' && (
				<>
					<CheckCircle fontSize="small" color="success" aria-hidden />
					{ __( 'Saved', 'prism' ) }
				</>
			) }
		</Box>
	);
}
