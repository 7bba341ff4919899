/**
 * The calendar's MUI buttons against a classic site theme. Twenty Twenty-One (and themes built like it) paint every
 * button in the theme's own colours with `button:not(:hover):not(:active):not(.has-background)` and
 * `…:not(.has-text-color)`, which outweigh MUI's styles: the calendar's toolbar turned dark, and the chosen view
 * (Month or Agenda) could no longer be told from the other. WordPress's own classes for "sets its own background and
 * text colour" exempt a button; the theme's outline on a button the mouse has focused goes too (a keyboard's focus
 * keeps MUI's ring).
 */
export const OWN_COLOURS = 'has-background has-text-color';

export const NO_MOUSE_FOCUS_OUTLINE = {
	'&:focus:not(.Mui-focusVisible)': { outline: 0 },
} as const;
