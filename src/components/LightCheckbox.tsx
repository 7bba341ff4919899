import { useEffect, useRef } from 'react';
import type { ChangeEvent } from 'react';
import { alpha } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { keyedStyled } from './light/keyedStyled';

/* MUI's checkbox icons (its internal svg-icons). */
const PATHS = {
	blank: 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z',
	checked:
		'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z',
	mixed: 'M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2zm-2 10H7v-2h10v2z',
};

/* MUI's Checkbox in PRISM's theme: the round hover, the primary colour when ticked, the focus ring of theme.ts. */
const Root = keyedStyled( 'span', 'LightCheckbox', ( theme ) => ( {
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	position: 'relative',
	boxSizing: 'border-box',
	verticalAlign: 'middle',
	flexShrink: 0,
	padding: 9,
	borderRadius: '50%',
	color: theme.palette.text.secondary,
	cursor: 'pointer',
	WebkitTapHighlightColor: 'transparent',
	'&:hover': {
		backgroundColor: alpha(
			theme.palette.primary.main,
			theme.palette.action.hoverOpacity
		),
		'@media (hover: none)': { backgroundColor: 'transparent' },
	},
	'&.is-on': { color: theme.palette.primary.main },
	'&.is-disabled': {
		color: theme.palette.action.disabled,
		cursor: 'default',
		'&:hover': { backgroundColor: 'transparent' },
	},
	'&:has(input:focus-visible)': {
		outline: `2px solid ${ theme.palette.primary.main }`,
		outlineOffset: 2,
	},
	'& input': {
		position: 'absolute',
		inset: 0,
		width: '100%',
		height: '100%',
		margin: 0,
		padding: 0,
		opacity: 0,
		zIndex: 1,
		cursor: 'inherit',
	},
	'& svg': {
		width: '1em',
		height: '1em',
		display: 'inline-block',
		flexShrink: 0,
		fill: 'currentColor',
		fontSize: theme.typography.pxToRem( 24 ),
		userSelect: 'none',
	},
} ) );

/**
 * A checkbox drawn like MUI's Checkbox (its icons, colours, round hover and PRISM's focus ring) around a native input,
 * for the long lists of a page's first screen: the contact list's rows and select-all box, the dashboard's follow-ups.
 * MUI's Checkbox (ButtonBase, its ripple and SwitchBase) costs those pages 2 KB gzipped and a good part of drawing a
 * hundred rows. An indeterminate box is a native indeterminate checkbox, which assistive technology reads as mixed.
 *
 * @param props               Props.
 * @param props.checked       Whether it is ticked.
 * @param props.indeterminate Whether it reads as partly ticked.
 * @param props.disabled      Whether it can be changed.
 * @param props.onChange      The change.
 * @param props.label         Its accessible name (aria-label).
 * @param props.id            The input's id (a label elsewhere may point at it).
 * @param props.labelledBy    Id of the element that names it (aria-labelledby), instead of a label.
 * @param props.testId        The input's data-testid, for the browser tests.
 * @param props.sx            Spacing.
 */
export function LightCheckbox( {
	checked,
	indeterminate = false,
	disabled = false,
	onChange,
	label,
	id,
	labelledBy,
	testId,
	sx,
}: {
	checked: boolean;
	indeterminate?: boolean;
	disabled?: boolean;
	onChange: ( event: ChangeEvent< HTMLInputElement > ) => void;
	label?: string;
	id?: string;
	labelledBy?: string;
	testId?: string;
	sx?: SxProps< Theme >;
} ) {
	const input = useRef< HTMLInputElement >( null );
	useEffect( () => {
		if ( input.current ) {
			input.current.indeterminate = indeterminate;
		}
	}, [ indeterminate ] );
	let path = PATHS.blank;
	if ( indeterminate ) {
		path = PATHS.mixed;
	} else if ( checked ) {
		path = PATHS.checked;
	}
	const className = [
		( checked || indeterminate ) && 'is-on',
		disabled && 'is-disabled',
	]
		.filter( Boolean )
		.join( ' ' );
	return (
		<Root className={ className || undefined } sx={ sx }>
			<input
				ref={ input }
				type="checkbox"
				id={ id }
				checked={ checked }
				disabled={ disabled }
				onChange={ onChange }
				aria-label={ label }
				aria-labelledby={ labelledBy }
				data-testid={ testId }
			/>
			<svg viewBox="0 0 24 24" aria-hidden focusable="false">
				<path d={ path } />
			</svg>
		</Root>
	);
}
