import { useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import Alert from '@mui/material/Alert';
import Box from '../../components/light/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '../../components/light/Typography';
import Send from '@mui/icons-material/Send';
import { useReminderEmail } from '../../api/hooks';
import { sendTestReminderEmail, setReminderEmail } from '../../api/client';
import type { ApiError } from '../../api/types';
import { SkeletonBar } from '../../components/SkeletonBar';
import { Spinner } from '../../components/Spinner';
import { siteLocale } from '../../domain/locale';
import { ReminderCard, ReminderCardLoad } from './ReminderCard';

/**
 * An hour of the day as the site's language writes a time: "7:00 AM" in American English, "07:00" in German.
 *
 * @param hour 0 to 23.
 */
export function formatHour( hour: number ): string {
	return new Intl.DateTimeFormat( siteLocale(), {
		hour: 'numeric',
		minute: '2-digit',
		timeZone: 'UTC',
	} ).format( new Date( Date.UTC( 2000, 0, 1, hour ) ) );
}

interface TestResult {
	severity: 'success' | 'info' | 'error';
	message: string;
}

/**
 * The daily reminder email: a switch that turns it on or off (saying what it holds, where it goes and when), and a
 * button that sends today's email now, with the server's answer.
 *
 * @param props             Props.
 * @param props.wordpressId Member id.
 */
export function ReminderEmailCard( { wordpressId }: { wordpressId: number } ) {
	const settings = useReminderEmail( wordpressId );
	const [ saving, setSaving ] = useState( false );
	const [ saveError, setSaveError ] = useState< string | null >( null );
	const [ sending, setSending ] = useState( false );
	const [ result, setResult ] = useState< TestResult | null >( null );
	const data = settings.data;

	const toggle = async ( enabled: boolean ) => {
		setSaving( true );
		setSaveError( null );
		try {
			settings.setData( await setReminderEmail( wordpressId, enabled ) );
		} catch ( e ) {
			setSaveError( ( e as ApiError ).message );
		} finally {
			setSaving( false );
		}
	};

	const sendNow = async () => {
		setSending( true );
		setResult( null );
		try {
			const answer = await sendTestReminderEmail( wordpressId );
			setResult( {
				severity: answer.sent ? 'success' : 'info',
				message: answer.message,
			} );
		} catch ( e ) {
			setResult( {
				severity: 'error',
				message: ( e as ApiError ).message,
			} );
		} finally {
			setSending( false );
		}
	};

	return (
		<ReminderCard
			titleId="prism-email-title"
			title={ __( 'Daily reminder email', 'prism' ) }
		>
			<ReminderCardLoad
				load={ settings }
				label={ __( 'Loading your email settings', 'prism' ) }
			>
				<SkeletonBar width="70%" />
				<SkeletonBar width="90%" />
			</ReminderCardLoad>
			{ data && (
				<>
					<FormControlLabel
						sx={ { mt: 1, ml: 0, alignItems: 'flex-start' } }
						control={
							<Switch
								checked={ data.enabled }
								disabled={ saving }
								onChange={ ( e ) => toggle( e.target.checked ) }
								slotProps={ {
									input: {
										'aria-describedby': 'prism-email-about',
									},
								} }
								sx={ { mt: -0.75, ml: -1.5 } }
							/>
						}
						label={
							<Box component="span" sx={ { pt: 0.25 } }>
								<Box
									component="span"
									sx={ {
										display: 'block',
										fontWeight: 600,
									} }
								>
									{ __(
										'Email me a daily reminder',
										'prism'
									) }
								</Box>
								<Typography
									id="prism-email-about"
									component="span"
									variant="body2"
									color="text.secondary"
									sx={ { display: 'block', mt: 0.25 } }
								>
									{ sprintf(
										/* translators: 1: an email address; 2: a time of day, e.g. 7:00 AM. */
										__(
											'Each morning: the follow-ups due that day, the overdue ones and the day’s events, sent to %1$s around %2$s, site time. Nothing is sent on a day with nothing to remind you of.',
											'prism'
										),
										data.email,
										formatHour( data.hour )
									) }
								</Typography>
							</Box>
						}
					/>
					{ saveError && (
						<Alert severity="error" sx={ { mt: 1.5 } }>
							{ saveError }
						</Alert>
					) }
					<Box sx={ { mt: 2 } }>
						<Button
							variant="outlined"
							size="small"
							onClick={ sendNow }
							disabled={ sending }
							aria-busy={ sending || undefined }
							startIcon={ sending ? <Spinner /> : <Send /> }
						>
							{ sending
								? __( 'Sending…', 'prism' )
								: __( 'Send today’s reminders now', 'prism' ) }
						</Button>
					</Box>
					{ /* MUI's Alert is itself a live region (role="alert"). */ }
					<Box sx={ { mt: result ? 1.5 : 0 } }>
						{ result && (
							<Alert
								severity={ result.severity }
								onClose={ () => setResult( null ) }
							>
								{ result.message }
							</Alert>
						) }
					</Box>
				</>
			) }
		</ReminderCard>
	);
}
