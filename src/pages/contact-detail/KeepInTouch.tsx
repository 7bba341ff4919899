import { useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import Box from '../../components/light/Box';
import Button from '../../components/light/Button';
import Paper from '@mui/material/Paper';
import Typography from '../../components/light/Typography';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import { setContactCadence } from '../../api/client';
import type { Contact } from '../../api/types';
import type { Notice } from '../../components/FlashMessage';
import { OnceOpened, lazyNamed } from '../../components/OnceOpened';
import { LastTouch } from '../../components/cadence/LastTouch';
import { ReachOutTag } from '../../components/cadence/ReachOutTag';
import {
	cadenceLabel,
	keepInTouchText,
	reachOutStatus,
} from '../../domain/cadence';
import { displayName } from '../../domain/contactFields';
import { formatDay } from '../../domain/dates';

/* The dialog that sets the cadence, and the notice a change leaves: loaded when first needed. */
const CadenceDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "cadence-dialog", webpackPrefetch: true */ '../../components/cadence/CadenceDialog'
	).then( ( m ) => m.CadenceDialog )
);
const NoticeBar = lazyNamed( () =>
	import(
		/* webpackChunkName: "notices", webpackPrefetch: true */ '../../components/FlashMessage'
	).then( ( m ) => m.NoticeBar )
);

export interface KeepInTouchProps {
	contact: Contact;
	/** Today, site time (YYYY-MM-DD). */
	today: string;
	/** Takes the contact as the server answered after its cadence changed. */
	onChange: ( contact: Contact ) => void;
}

/**
 * What the member is told once the contact's own cadence is saved.
 *
 * @param days The cadence saved, or null when it was cleared.
 */
function savedText( days: number | null ): string {
	return days === null
		? __( 'This contact no longer has a cadence of its own.', 'prism' )
		: sprintf(
				/* translators: %s: a cadence, e.g. Every month. */
				__( 'Keep in touch: %s.', 'prism' ),
				cadenceLabel( days )
			);
}

/**
 * The contact page's "Keep in touch": the cadence that applies and where it comes from (the contact, a category,
 * MAINTAIN), how far the day to reach out by is (in words and colour), the last touch, and a button that sets the
 * contact's own cadence (a preset, a number of days, or none, which lets its categories' or MAINTAIN's apply). An
 * archived contact is in no reminder list: its block says so, and its cadence waits until it is restored.
 *
 * @param props Props.
 */
export function KeepInTouch( props: KeepInTouchProps ) {
	const { contact, today, onChange } = props;
	const [ open, setOpen ] = useState( false );
	const [ notice, setNotice ] = useState< Notice | null >( null );
	const name = displayName( contact.name );
	const applies = contact.keepInTouch ?? null;
	const status = reachOutStatus( contact.reachOutOn, today );

	const save = async ( days: number | null ) => {
		onChange( await setContactCadence( contact.id, days ) );
		setOpen( false );
		setNotice( { type: 'success', message: savedText( days ) } );
	};

	return (
		<Paper
			variant="outlined"
			component="section"
			aria-labelledby="prism-keep-in-touch"
			data-testid="keep-in-touch"
			sx={ {
				mt: 2,
				px: { xs: 2, sm: 3 },
				py: 2,
				display: 'flex',
				flexWrap: 'wrap',
				alignItems: 'flex-start',
				columnGap: 2,
				rowGap: 1.5,
			} }
		>
			<EventRepeatOutlined
				aria-hidden
				sx={ {
					color: 'primary.main',
					mt: 0.25,
					display: { xs: 'none', sm: 'block' },
				} }
			/>
			<Box sx={ { flex: '1 1 18rem', minWidth: 0 } }>
				<Typography
					variant="h3"
					component="h2"
					id="prism-keep-in-touch"
					sx={ { fontSize: '1rem', fontWeight: 600 } }
				>
					{ __( 'Keep in touch', 'prism' ) }
				</Typography>
				<Typography
					sx={ { mt: 0.5 } }
					data-testid="keep-in-touch-cadence"
				>
					{ applies
						? keepInTouchText( applies )
						: __( 'No cadence set', 'prism' ) }
				</Typography>
				{ contact.archived ? (
					<Typography variant="body2" color="text.secondary">
						{ __(
							'Archived: no reminders to reach out until the contact is restored.',
							'prism'
						) }
					</Typography>
				) : (
					! applies && (
						<Typography variant="body2" color="text.secondary">
							{ __(
								'Choose how often you want to be in touch, and PRISM reminds you when it is time to reach out.',
								'prism'
							) }
						</Typography>
					)
				) }
				{ applies && ! contact.archived && status.kind !== 'none' && (
					<Box
						sx={ {
							display: 'flex',
							flexWrap: 'wrap',
							alignItems: 'center',
							columnGap: 1,
							rowGap: 0.5,
							mt: 0.75,
						} }
					>
						<ReachOutTag status={ status } />
						<Typography
							variant="body2"
							color="text.secondary"
							component="span"
							data-testid="keep-in-touch-due"
						>
							{ sprintf(
								/* translators: %s: a day, e.g. 22 November 2026. */
								__( 'Reach out by %s', 'prism' ),
								formatDay( contact.reachOutOn ?? '' )
							) }
						</Typography>
					</Box>
				) }
				<LastTouch
					touchedOn={ contact.touchedOn }
					testId="keep-in-touch-touched"
					sx={ { display: 'flex', mt: 0.75 } }
				/>
			</Box>
			{ ! contact.archived && (
				<Button
					variant="outlined"
					size="small"
					onClick={ () => setOpen( true ) }
					aria-label={ sprintf(
						/* translators: %s: a contact's name. */
						__( 'Set how often to keep in touch with %s', 'prism' ),
						name
					) }
				>
					{ contact.cadenceDays
						? __( 'Change cadence', 'prism' )
						: __( 'Set cadence', 'prism' ) }
				</Button>
			) }

			<OnceOpened open={ open }>
				<CadenceDialog
					open={ open }
					title={ sprintf(
						/* translators: %s: a contact's name. */
						__( 'Keep in touch with %s', 'prism' ),
						name
					) }
					about={ __(
						'How often do you want to be in touch? PRISM counts from the last call, meeting, message, note or completed follow-up, and lists the contact under Due to reach out when the day comes.',
						'prism'
					) }
					days={ contact.cadenceDays }
					noneLabel={ __( 'No cadence of its own', 'prism' ) }
					noneHint={ __(
						'The shortest cadence of its categories then applies or, in the MAINTAIN stage, the networking series’ days. With neither, there are no reminders.',
						'prism'
					) }
					onSave={ save }
					onClose={ () => setOpen( false ) }
				/>
			</OnceOpened>
			<OnceOpened open={ Boolean( notice ) }>
				<NoticeBar
					notice={ notice }
					onClose={ () => setNotice( null ) }
				/>
			</OnceOpened>
		</Paper>
	);
}
