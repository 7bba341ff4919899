import { useCallback, useState } from 'react';

/** A page's dialogs as one discriminated union: `{ kind: 'delete'; contacts: Contact[] } | …`. */
export interface DialogState {
	kind: string;
}

export interface Dialogs< D extends DialogState > {
	/** The open dialog, or null: never two at once. */
	current: D | null;
	/** Opens a dialog (closing any other). */
	open: ( dialog: D ) => void;
	/**
	 * Closes the dialog of `kind`, or whatever is open when no kind is given. A late close (a save that finishes
	 * after the member opened something else) leaves another kind of dialog open.
	 */
	close: ( kind?: D[ 'kind' ] ) => void;
	/**
	 * Whether the dialog of `kind` is open, and its payload: the last one it was opened with, kept after it closes
	 * so its content stays while it fades out.
	 */
	of: < K extends D[ 'kind' ] >(
		kind: K
	) => { open: boolean; dialog: Extract< D, { kind: K } > | undefined };
}

interface State< D extends DialogState > {
	current: D | null;
	last: Partial< Record< string, D > >;
}

/**
 * One state for every dialog of a page, instead of a boolean and a payload per dialog.
 *
 * @param initial The dialog open on load (e.g. Add Contact from a link), or null.
 */
export function useDialog< D extends DialogState >(
	initial: () => D | null = () => null
): Dialogs< D > {
	const [ state, setState ] = useState< State< D > >( () => {
		const current = initial();
		return { current, last: current ? { [ current.kind ]: current } : {} };
	} );

	const open = useCallback(
		( dialog: D ) =>
			setState( ( s ) => ( {
				current: dialog,
				last: { ...s.last, [ dialog.kind ]: dialog },
			} ) ),
		[]
	);

	const close = useCallback(
		( kind?: D[ 'kind' ] ) =>
			setState( ( s ) =>
				! s.current || ( kind !== undefined && s.current.kind !== kind )
					? s
					: { ...s, current: null }
			),
		[]
	);

	const of = < K extends D[ 'kind' ] >( kind: K ) => ( {
		open: state.current?.kind === kind,
		dialog: state.last[ kind ] as Extract< D, { kind: K } > | undefined,
	} );

	return { current: state.current, open, close, of };
}
