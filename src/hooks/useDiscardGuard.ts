import { useCallback, useState } from 'react';

/**
 * What a form does when the member tries to leave it (Escape, a click outside, Cancel): close at once when nothing
 * would be lost, else ask first (see components/DiscardChangesDialog).
 */
export interface DiscardGuard {
	/** Closes when the form holds nothing typed, else asks whether to discard it. */
	requestClose: () => void;
	/** Whether the question is showing. */
	asking: boolean;
	/** Back to the form, everything kept. */
	keep: () => void;
	/** Throws the typed text away and closes. */
	discard: () => void;
}

/**
 * The one rule every dialog that holds typed text follows (Add Contact, Edit details, events, follow-ups, notes,
 * resources, articles): what a member typed is never thrown away without asking.
 *
 * @param dirty Whether the form holds something the member typed that closing would lose.
 * @param close Closes the form.
 */
export function useDiscardGuard(
	dirty: boolean,
	close: () => void
): DiscardGuard {
	const [ asking, setAsking ] = useState( false );
	const requestClose = useCallback( () => {
		if ( dirty ) {
			setAsking( true );
		} else {
			close();
		}
	}, [ dirty, close ] );
	const keep = useCallback( () => setAsking( false ), [] );
	const discard = useCallback( () => {
		setAsking( false );
		// The question closes first and gives the focus back into the form; the form then closes and gives it back to
		// what opened it. Closed together, the question's focus went to the form just removed, and so to <body>.
		window.setTimeout( close, 0 );
	}, [ close ] );
	return { requestClose, asking, keep, discard };
}
