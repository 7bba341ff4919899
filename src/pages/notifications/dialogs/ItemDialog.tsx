import { useEffect, useId, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import Alert from '@mui/material/Alert';
import Box from '../../../components/light/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '../../../components/light/Link';
import Stack from '@mui/material/Stack';
import Typography from '../../../components/light/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { setFollowupComplete } from '../../../components/events-followups/api';
import type { CalendarItem, Links } from '../../../api/types';
import { useBusyAction } from '../../../hooks/useBusyAction';
import { formatDay, relativeDay } from '../../../domain/dates';
import { dueText, yearsOn } from '../../../domain/eventsFollowups';
import { contactDetailUrl } from '../../../domain/links';
import { ItemIcon, LOOK_COLOURS } from '../ItemIcon';
import { contactName, lookLabel, lookOf, telHref } from '../itemLook';
import { BusyIcon } from '../../../components/BusyIcon';

export interface ItemDialogProps {
	open: boolean;
	/** The item; undefined before the dialog was ever opened. */
	item: CalendarItem | undefined;
	/** Today, YYYY-MM-DD (site time). */
	today: string;
	links: Links;
	onClose: () => void;
}

/**
 * A calendar item in full (the spec's Notifications dialog): its kind, title, day and description exactly as typed;
 * the contact's name linking to their page, their email and phone, and buttons to write, call or open them. A
 * follow-up says whether it is done or overdue, and one not done can be marked complete here.
 *
 * @param props Props.
 */
export function ItemDialog( props: ItemDialogProps ) {
	const { open, item, today, links, onClose } = props;
	const id = useId();
	const theme = useTheme();
	const phone = useMediaQuery( theme.breakpoints.down( 'sm' ) );
	const { busy, error, setError, run } = useBusyAction();
	// The calendar reloads after a change; until then the dialog shows what the server already said.
	const [ completed, setCompleted ] = useState< string | null >( null );
	const closeButton = useRef< HTMLButtonElement >( null );

	// Mark complete had the focus and is gone once done: the focus goes to Close, so it stays in the dialog.
	useEffect( () => {
		if ( completed && ! busy ) {
			closeButton.current?.focus();
		}
	}, [ completed, busy ] );

	if ( ! item ) {
		return null;
	}
	const shown: CalendarItem =
		item.kind === 'followup' && completed === item.id
			? {
					...item,
					followup: {
						...item.followup,
						complete: '1',
						overdue: false,
					},
				}
			: item;
	const look = lookOf( shown );
	const colour = LOOK_COLOURS[ look ];
	const name = contactName( shown.contact );
	const detailUrl = contactDetailUrl( links, shown.contact );
	const { emailOne, phoneOne } = shown.contact;

	const complete = async () => {
		if ( shown.kind !== 'followup' ) {
			return;
		}
		await run( async () => {
			await setFollowupComplete(
				shown.followup.contactId,
				shown.followup.id,
				true
			);
			setCompleted( shown.id );
		} );
	};

	return (
		<Dialog
			open={ open }
			onClose={ busy ? undefined : onClose }
			aria-labelledby={ `${ id }-title` }
			aria-describedby={ `${ id }-when` }
			maxWidth="sm"
			fullWidth
			fullScreen={ phone }
			slotProps={ {
				transition: {
					onExited: () => {
						setError( null );
						setCompleted( null );
					},
				},
			} }
		>
			<DialogTitle id={ `${ id }-title` } sx={ { pr: 7 } }>
				<Box
					component="span"
					sx={ {
						display: 'inline-flex',
						alignItems: 'center',
						gap: 0.75,
						mb: 0.75,
						px: 1,
						py: 0.25,
						borderRadius: 1,
						bgcolor: colour.background,
						color: colour.text,
						fontSize: '0.8rem',
						fontWeight: 600,
					} }
				>
					<ItemIcon
						look={ look }
						sx={ { fontSize: '1rem', color: colour.border } }
					/>
					{ lookLabel( look ) }
				</Box>
				<Box
					component="span"
					sx={ {
						display: 'block',
						overflowWrap: 'anywhere',
						textDecoration:
							look === 'done' ? 'line-through' : undefined,
					} }
				>
					{ shown.title }
				</Box>
			</DialogTitle>
			<IconButton
				aria-label={ __( 'Close', 'prism' ) }
				onClick={ onClose }
				disabled={ busy }
				sx={ { position: 'absolute', right: 12, top: 12 } }
			>
				<Close />
			</IconButton>
			<DialogContent>
				<Typography id={ `${ id }-when` } sx={ { fontWeight: 600 } }>
					{ sprintf(
						/* translators: When an item falls. 1: a date, e.g. 22 November 2026; 2: how far that is from today, e.g. in 3 days. */
						__( '%1$s (%2$s)', 'prism' ),
						formatDay( shown.date ),
						relativeDay( shown.date, today )
					) }
				</Typography>
				{ shown.kind === 'followup' && (
					<FollowupStatus
						look={ look }
						text={ dueText( shown.followup, today ) }
						textColour={ colour.text }
						iconColour={ colour.border }
					/>
				) }
				{ shown.kind === 'event' &&
					yearsOn( shown.event, shown.date ) && (
						<Typography color="text.secondary" sx={ { mt: 0.5 } }>
							{ yearsOn( shown.event, shown.date ) }
						</Typography>
					) }
				{ shown.desc.trim() !== '' && (
					<Typography
						sx={ {
							mt: 2,
							whiteSpace: 'pre-wrap',
							overflowWrap: 'anywhere',
						} }
						data-testid="item-desc"
					>
						{ shown.desc }
					</Typography>
				) }

				<Box
					component="section"
					aria-labelledby={ `${ id }-contact` }
					sx={ {
						mt: 3,
						p: 2,
						border: 1,
						borderColor: 'divider',
						borderRadius: 1,
					} }
				>
					<Typography
						id={ `${ id }-contact` }
						variant="body2"
						color="text.secondary"
						component="h3"
						sx={ { m: 0, fontSize: '0.8rem', fontWeight: 600 } }
					>
						{ __( 'Contact', 'prism' ) }
					</Typography>
					<Link
						href={ detailUrl }
						sx={ {
							display: 'inline-block',
							mt: 0.5,
							fontSize: '1.1rem',
							fontWeight: 600,
							overflowWrap: 'anywhere',
						} }
						data-testid="item-contact"
					>
						{ name }
					</Link>
					{ ( emailOne || phoneOne ) && (
						<Stack spacing={ 0.5 } sx={ { mt: 1 } }>
							{ emailOne && (
								<Link
									href={ `mailto:${ emailOne }` }
									sx={ contactLine }
								>
									<EmailOutlined
										aria-hidden
										fontSize="small"
									/>
									{ emailOne }
								</Link>
							) }
							{ phoneOne && (
								<Link
									href={ telHref( phoneOne ) }
									sx={ contactLine }
								>
									<PhoneOutlined
										aria-hidden
										fontSize="small"
									/>
									{ phoneOne }
								</Link>
							) }
						</Stack>
					) }
					<Stack
						direction="row"
						useFlexGap
						spacing={ 1 }
						sx={ { mt: 2, flexWrap: 'wrap' } }
						aria-label={ sprintf(
							/* translators: %s: a contact's name. */
							__( 'Get in touch with %s', 'prism' ),
							name
						) }
						role="group"
					>
						{ emailOne && (
							<Button
								variant="outlined"
								size="small"
								href={ `mailto:${ emailOne }` }
								startIcon={ <EmailOutlined /> }
							>
								{ __( 'Email', 'prism' ) }
							</Button>
						) }
						{ phoneOne && (
							<Button
								variant="outlined"
								size="small"
								href={ telHref( phoneOne ) }
								startIcon={ <PhoneOutlined /> }
							>
								{ __( 'Call', 'prism' ) }
							</Button>
						) }
						<Button
							variant="outlined"
							size="small"
							href={ detailUrl }
							startIcon={ <OpenInNew /> }
						>
							{ __( 'Open contact', 'prism' ) }
						</Button>
					</Stack>
				</Box>
				{ error && (
					<Alert severity="error" sx={ { mt: 2 } }>
						{ error }
					</Alert>
				) }
			</DialogContent>
			<DialogActions sx={ { px: 3, pb: 2, flexWrap: 'wrap', gap: 1 } }>
				{ shown.kind === 'followup' &&
					shown.followup.complete !== '1' && (
						<Button
							variant="contained"
							onClick={ complete }
							disabled={ busy }
							aria-busy={ busy || undefined }
							startIcon={ busy ? <BusyIcon /> : <TaskAlt /> }
						>
							{ busy
								? __( 'Marking complete…', 'prism' )
								: __( 'Mark complete', 'prism' ) }
						</Button>
					) }
				<Button
					onClick={ onClose }
					disabled={ busy }
					ref={ closeButton }
				>
					{ __( 'Close', 'prism' ) }
				</Button>
			</DialogActions>
		</Dialog>
	);
}

const contactLine = {
	display: 'inline-flex',
	alignItems: 'center',
	gap: 0.75,
	alignSelf: 'flex-start',
	overflowWrap: 'anywhere',
} as const;

/**
 * Whether a follow-up is done, overdue or still to do, in words and with an icon.
 *
 * @param props            Props.
 * @param props.look       The follow-up's look.
 * @param props.text       Its state in words ("Overdue by 3 days").
 * @param props.textColour Colour of the words.
 * @param props.iconColour Colour of the icon.
 */
function FollowupStatus( {
	look,
	text,
	textColour,
	iconColour,
}: {
	look: ReturnType< typeof lookOf >;
	text: string;
	textColour: string;
	iconColour: string;
} ) {
	return (
		<Typography
			role="status"
			sx={ {
				mt: 1,
				display: 'flex',
				alignItems: 'center',
				gap: 0.75,
				color: textColour,
				fontWeight: look === 'overdue' ? 600 : undefined,
			} }
			data-testid="item-status"
		>
			<ItemIcon
				look={ look }
				fontSize="small"
				sx={ { color: iconColour } }
			/>
			{ text }
		</Typography>
	);
}
