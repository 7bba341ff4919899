import type { ReactNode, Ref } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Breakpoint } from '@mui/material/styles';
import type { DiscardGuard } from '../hooks/useDiscardGuard';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { SaveCancelButtons } from './SaveCancelButtons';

/**
 * A dialog that edits something (a note, a contact, an event or a follow-up): full screen on a phone; Escape and a
 * click outside close it unless it is saving, and ask first ('Discard changes?', through its guard) when something
 * was typed.
 *
 * @param props                       Props.
 * @param props.open                  Whether it is open.
 * @param props.busy                  While it saves: it does not close.
 * @param props.guard                 Its discard guard (useDiscardGuard).
 * @param props.labelledBy            The id of its title.
 * @param props.maxWidth              Its widest.
 * @param props.phoneFullScreen       Full screen on a phone (true when left out; a short confirmation is not).
 * @param props.transition            What happens as it opens and once it has closed (the focus, a reset).
 * @param props.children              Its title, content and actions.
 * @param props.transition.onEntering
 * @param props.transition.onEntered
 * @param props.transition.onExited
 */
export function GuardedDialog( {
	open,
	busy,
	guard,
	labelledBy,
	maxWidth = 'sm',
	phoneFullScreen = true,
	transition,
	children,
}: {
	open: boolean;
	busy: boolean;
	guard: DiscardGuard;
	labelledBy: string;
	maxWidth?: Breakpoint;
	phoneFullScreen?: boolean;
	transition: {
		onEntering?: () => void;
		onEntered?: () => void;
		onExited?: () => void;
	};
	children: ReactNode;
} ) {
	const theme = useTheme();
	const phone = useMediaQuery( theme.breakpoints.down( 'sm' ) );
	const fullScreen = phone && phoneFullScreen;
	return (
		<>
			<Dialog
				open={ open }
				onClose={ busy ? undefined : guard.requestClose }
				fullScreen={ fullScreen }
				maxWidth={ maxWidth }
				fullWidth
				aria-labelledby={ labelledBy }
				slotProps={ { transition } }
			>
				{ children }
			</Dialog>
			<DiscardChangesDialog guard={ guard } />
		</>
	);
}

/**
 * An editing dialog's Cancel (through the discard guard) and Save, both disabled while it saves; Save then shows a
 * busy icon and 'Saving…'.
 *
 * @param props              Props.
 * @param props.busy         While it saves.
 * @param props.guard        The dialog's discard guard.
 * @param props.saveLabel    Save's words.
 * @param props.saveDisabled Save cannot be pressed (besides while saving).
 * @param props.busyIcon     Save's icon while saving, if any.
 * @param props.busyLabel    Save's words while saving ('Saving…' when left out).
 * @param props.saveTestId   Save's test id, if any.
 * @param props.saveRef      Takes Save's button.
 * @param props.form         The id of the form Save submits, when Save is outside it.
 * @param props.spaced       The actions' padding of a dialog whose form holds them (px 3, pb 2).
 */
export function SaveCancelActions( {
	busy,
	guard,
	saveLabel,
	saveDisabled = false,
	busyIcon,
	busyLabel,
	saveTestId,
	saveRef,
	form,
	spaced = true,
}: {
	busy: boolean;
	guard: DiscardGuard;
	saveLabel: string;
	saveDisabled?: boolean;
	busyIcon?: ReactNode;
	busyLabel?: string;
	saveTestId?: string;
	saveRef?: Ref< HTMLButtonElement >;
	form?: string;
	spaced?: boolean;
} ) {
	return (
		<DialogActions sx={ spaced ? { px: 3, pb: 2 } : undefined }>
			<SaveCancelButtons
				onCancel={ guard.requestClose }
				busy={ busy }
				saveLabel={ saveLabel }
				saveDisabled={ saveDisabled }
				busyIcon={ busyIcon }
				busyLabel={ busyLabel }
				saveTestId={ saveTestId }
				saveRef={ saveRef }
				form={ form }
			/>
		</DialogActions>
	);
}
