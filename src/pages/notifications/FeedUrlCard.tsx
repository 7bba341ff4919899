import { useEffect, useRef, useState } from 'react';
import { __ } from '@wordpress/i18n';
import Box from '../../components/light/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '../../components/light/Typography';
import Autorenew from '@mui/icons-material/Autorenew';
import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import EventOutlined from '@mui/icons-material/EventOutlined';
import type { Resource } from '../../api/useResource';
import type { CalendarFeedUrl } from '../../api/types';
import { SkeletonBar } from '../../components/SkeletonBar';
import { ReminderCard, ReminderCardLoad } from './ReminderCard';

/** How long "Copied" shows on the button. */
const COPIED_FOR = 3000;

type CopyState = 'idle' | 'copied' | 'selected';

/**
 * A feed URL as a webcal:// link, which Apple Calendar (and Outlook) open as a new subscription.
 *
 * @param url The feed's http(s) URL.
 */
export function webcalUrl( url: string ): string {
	return url.replace( /^https?:\/\//i, 'webcal://' );
}

export interface FeedUrlCardProps {
	feed: Resource< CalendarFeedUrl >;
	/** Asks to confirm a new URL (the page's dialog). */
	onRenew: () => void;
	/** Set once a new URL was made: says so above the field. */
	renewed: boolean;
}

/**
 * The private calendar feed: its URL in a read-only field with Copy, a link that subscribes Apple Calendar, a way to
 * make a new URL (after a confirmation), and how to subscribe in Google and Apple Calendar.
 *
 * @param props Props.
 */
export function FeedUrlCard( props: FeedUrlCardProps ) {
	const { feed, onRenew, renewed } = props;
	const field = useRef< HTMLInputElement >( null );
	const [ copy, setCopy ] = useState< CopyState >( 'idle' );
	const url = feed.data?.url ?? '';
	// The site admin can turn feeds off for the whole site (Settings › PRISM).
	const off = feed.data?.enabled === false;

	useEffect( () => {
		if ( copy !== 'copied' ) {
			return;
		}
		const timer = window.setTimeout( () => setCopy( 'idle' ), COPIED_FOR );
		return () => window.clearTimeout( timer );
	}, [ copy ] );

	const copyUrl = async () => {
		try {
			await window.navigator.clipboard.writeText( url );
			setCopy( 'copied' );
			return;
		} catch {
			// No clipboard access (an insecure page, a refused permission): select the text instead.
		}
		field.current?.focus();
		field.current?.select();
		let copied = false;
		try {
			copied = document.execCommand( 'copy' );
		} catch {
			copied = false;
		}
		setCopy( copied ? 'copied' : 'selected' );
	};

	let status = '';
	if ( copy === 'copied' ) {
		status = __( 'Copied. Paste it into your calendar app.', 'prism' );
	} else if ( copy === 'selected' ) {
		status = __(
			'The URL is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
			'prism'
		);
	}

	return (
		<ReminderCard
			titleId="prism-feed-title"
			title={ __( 'Calendar feed', 'prism' ) }
		>
			{ off && (
				<Typography
					variant="body2"
					sx={ { mt: 0.5 } }
					data-testid="feed-off"
				>
					{ __(
						'This site has turned calendar feeds off, so your PRISM events and follow-ups cannot be shown in a calendar app. Ask the site’s administrator if you need it.',
						'prism'
					) }
				</Typography>
			) }
			{ ! off && (
				<Typography
					variant="body2"
					color="text.secondary"
					sx={ { mt: 0.5 } }
				>
					{ __(
						'Subscribe to this feed in your calendar app to see your PRISM events and follow-ups there. The URL is private: anyone who has it can read them, so do not share it.',
						'prism'
					) }
				</Typography>
			) }

			<ReminderCardLoad
				load={ feed }
				label={ __( 'Loading your feed URL', 'prism' ) }
			>
				<SkeletonBar width="100%" height={ 40 } rounded />
			</ReminderCardLoad>
			{ feed.data && ! off && (
				<>
					{ renewed && (
						<Typography
							role="status"
							variant="body2"
							sx={ { mt: 2, color: 'success.dark' } }
						>
							{ __(
								'This is your new URL. The old one no longer works: subscribe your calendars to this one.',
								'prism'
							) }
						</Typography>
					) }
					<FormControl
						fullWidth
						size="small"
						variant="outlined"
						sx={ { mt: 2 } }
					>
						<InputLabel htmlFor="prism-feed-url" shrink>
							{ __( 'Private feed URL', 'prism' ) }
						</InputLabel>
						<OutlinedInput
							id="prism-feed-url"
							inputRef={ field }
							value={ url }
							label={ __( 'Private feed URL', 'prism' ) }
							notched
							readOnly
							onFocus={ ( e ) => e.target.select() }
							inputProps={ {
								spellCheck: false,
								'data-testid': 'feed-url',
							} }
							sx={ {
								fontFamily:
									'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
								fontSize: '0.85rem',
							} }
						/>
					</FormControl>
					<Box
						sx={ {
							display: 'flex',
							flexWrap: 'wrap',
							gap: 1,
							mt: 1.5,
						} }
					>
						<Button
							variant="contained"
							size="small"
							onClick={ copyUrl }
							startIcon={
								copy === 'copied' ? <Check /> : <ContentCopy />
							}
						>
							{ copy === 'copied'
								? __( 'Copied', 'prism' )
								: __( 'Copy URL', 'prism' ) }
						</Button>
						<Button
							variant="outlined"
							size="small"
							href={ webcalUrl( url ) }
							startIcon={ <EventOutlined /> }
						>
							{ __( 'Subscribe in Apple Calendar', 'prism' ) }
						</Button>
						<Button
							size="small"
							color="warning"
							onClick={ onRenew }
							startIcon={ <Autorenew /> }
							sx={ { ml: { sm: 'auto' } } }
						>
							{ __( 'Make a new URL', 'prism' ) }
						</Button>
					</Box>
					<Typography
						role="status"
						variant="body2"
						sx={ {
							mt: status ? 1 : 0,
							color:
								copy === 'copied'
									? 'success.dark'
									: 'text.primary',
						} }
					>
						{ status }
					</Typography>
				</>
			) }
			{ ! off && (
				<Typography variant="body2" sx={ { mt: 2 } }>
					{ __(
						'To subscribe: in Google Calendar choose Other calendars › + › From URL and paste the URL; in Apple Calendar choose File › New Calendar Subscription, or use the button above. Calendar apps check the feed every few hours, so changes take a while to show there.',
						'prism'
					) }
				</Typography>
			) }
		</ReminderCard>
	);
}
