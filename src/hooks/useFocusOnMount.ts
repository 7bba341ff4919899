import { useLayoutEffect, type RefObject } from 'react';

/**
 * Gives an input the focus when it is drawn, with the caret after its text: for a field that replaces another the
 * member was typing in (the dashboard's category search and its look-alike), so typing goes on where it was.
 *
 * @param input The input.
 * @param when  Whether to take the focus (read when drawn only).
 */
export function useFocusOnMount(
	input: RefObject< HTMLInputElement | null >,
	when: boolean
): void {
	useLayoutEffect( () => {
		const element = input.current;
		if ( when && element ) {
			element.focus();
			element.setSelectionRange(
				element.value.length,
				element.value.length
			);
		}
		// Only when drawn: it stands in for a field that had the focus.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );
}
