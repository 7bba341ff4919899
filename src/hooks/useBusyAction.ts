import { useState } from 'react';
import type { ApiError } from '../api/types';

/**
 * An action a member started that waits for the server (a confirmed delete, a note's save, marking a follow-up
 * complete): whether it is running, and the readable message of its last failure, which stays where it was asked.
 */
export function useBusyAction() {
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );

	/**
	 * Runs the action, one failure at a time: the last one's message is cleared as it starts.
	 *
	 * @param action The action.
	 * @return Whether it succeeded.
	 */
	const run = async ( action: () => Promise< unknown > ) => {
		setBusy( true );
		setError( null );
		try {
			await action();
			return true;
		} catch ( e ) {
			setError( ( e as ApiError ).message );
			return false;
		} finally {
			setBusy( false );
		}
	};

	return { busy, error, setError, run };
}
