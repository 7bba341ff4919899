import { useEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import Box from './light/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export interface LightTab< V extends string > {
	value: V;
	label: ReactNode;
	/** The tab's id (its panel is labelled by it). */
	id: string;
	/** Its panel's id. */
	controls: string;
	/** The tab's data-testid, for the browser tests. */
	testId?: string;
}

/* MUI's Tab in PRISM's theme: button text, secondary until selected, a 2 px primary line under the selected one. */
const tabsSx = {
	display: 'flex',
	minHeight: 48,
	overflow: 'hidden',
	'& .prism-tab': {
		typography: 'button',
		display: 'inline-flex',
		alignItems: 'center',
		justifyContent: 'center',
		position: 'relative',
		flexShrink: 0,
		maxWidth: 360,
		minWidth: 90,
		minHeight: 48,
		m: 0,
		p: '12px 16px',
		border: 0,
		borderRadius: 0,
		bgcolor: 'transparent',
		color: 'text.secondary',
		lineHeight: 1.25,
		textAlign: 'center',
		whiteSpace: 'normal',
		overflow: 'hidden',
		cursor: 'pointer',
		userSelect: 'none',
		WebkitTapHighlightColor: 'transparent',
		'&::after': {
			content: '""',
			position: 'absolute',
			left: 0,
			right: 0,
			bottom: 0,
			height: 2,
			bgcolor: 'primary.main',
			transform: 'scaleX(0)',
			transition: ( theme: Theme ) =>
				theme.transitions.create( 'transform', {
					duration: theme.transitions.duration.shorter,
				} ),
		},
		'&:focus-visible': {
			outline: '2px solid',
			outlineColor: 'primary.main',
			outlineOffset: '-2px',
		},
		'&.is-selected': {
			color: 'primary.main',
			'&::after': { transform: 'scaleX(1)' },
		},
	},
} as const;

/**
 * A row of tabs drawn like MUI's Tabs (role tablist; the selected tab is the one Tab reaches, arrow keys, Home and
 * End move between them, Enter or Space opens one), for a page's first screen: MUI's Tabs measures every tab to place
 * its indicator and brings scroll buttons, 8 KB gzipped and a forced layout that a short row of tabs does not need.
 *
 * @param props            Props.
 * @param props.tabs       The tabs.
 * @param props.value      The selected tab's value.
 * @param props.onChange   Opens a tab.
 * @param props.labelledBy Id of the tab list's label.
 * @param props.label      The tab list's name, when no element labels it.
 * @param props.sx         Spacing and border around the row, and the tabs' layout.
 */
export function LightTabs< V extends string >( {
	tabs,
	value,
	onChange,
	labelledBy,
	label,
	sx,
}: {
	tabs: ReadonlyArray< LightTab< V > >;
	value: V;
	onChange: ( value: V ) => void;
	labelledBy?: string;
	label?: string;
	sx?: SxProps< Theme >;
} ) {
	const list = useRef< HTMLDivElement >( null );
	// A row that scrolls sideways (a phone) shows the selected tab, as MUI's scrollable Tabs do.
	useEffect( () => {
		const row = list.current;
		const selected = row?.querySelector< HTMLElement >( '.is-selected' );
		if ( ! row || ! selected || row.scrollWidth <= row.clientWidth ) {
			return;
		}
		const left = selected.offsetLeft - row.offsetLeft;
		if ( left < row.scrollLeft ) {
			row.scrollLeft = left;
		} else if (
			left + selected.offsetWidth >
			row.scrollLeft + row.clientWidth
		) {
			row.scrollLeft = left + selected.offsetWidth - row.clientWidth;
		}
	}, [ value ] );
	const move = ( event: KeyboardEvent< HTMLElement > ) => {
		const buttons = Array.from(
			event.currentTarget.querySelectorAll< HTMLButtonElement >(
				'[role="tab"]'
			)
		);
		const at = buttons.indexOf( event.target as HTMLButtonElement );
		const last = buttons.length - 1;
		const next = {
			ArrowRight: at === last ? 0 : at + 1,
			ArrowLeft: at <= 0 ? last : at - 1,
			Home: 0,
			End: last,
		}[ event.key ];
		const target = next === undefined ? undefined : buttons[ next ];
		if ( at >= 0 && target ) {
			event.preventDefault();
			target.focus();
		}
	};
	return (
		<Box
			ref={ list }
			role="tablist"
			aria-labelledby={ labelledBy }
			aria-label={ label }
			onKeyDown={ move }
			sx={ [ tabsSx, ...( Array.isArray( sx ) ? sx : [ sx ] ) ] }
		>
			{ tabs.map( ( tab ) => {
				const selected = tab.value === value;
				return (
					<button
						key={ tab.value }
						type="button"
						role="tab"
						id={ tab.id }
						aria-controls={ tab.controls }
						data-testid={ tab.testId }
						aria-selected={ selected }
						tabIndex={ selected ? 0 : -1 }
						className={
							selected ? 'prism-tab is-selected' : 'prism-tab'
						}
						onClick={ () => onChange( tab.value ) }
					>
						{ tab.label }
					</button>
				);
			} ) }
		</Box>
	);
}
