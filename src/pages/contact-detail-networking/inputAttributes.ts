import type { InputHTMLAttributes } from 'react';

/**
 * Attributes for the real input of a MUI Checkbox or Switch (slotProps.input), with the data-testid the browser
 * tests find it by: MUI passes data-* attributes through, but its input slot's type does not list them.
 *
 * @param testId     The data-testid.
 * @param attributes Other attributes (aria-describedby …).
 */
export function inputAttributes(
	testId: string,
	attributes: InputHTMLAttributes< HTMLInputElement > = {}
): InputHTMLAttributes< HTMLInputElement > {
	return {
		...attributes,
		'data-testid': testId,
	} as InputHTMLAttributes< HTMLInputElement >;
}
