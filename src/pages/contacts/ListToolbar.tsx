import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';
import Box from '../../components/light/Box';
import Button from '../../components/light/Button';
import IconButton from '../../components/light/IconButton';
import { OnceOpened, lazyNamed } from '../../components/OnceOpened';
import { LightCheckbox } from '../../components/LightCheckbox';
import { SearchField } from '../../components/SearchField';
import { Spinner } from '../../components/Spinner';
import Typography from '../../components/light/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import History from '@mui/icons-material/History';
import Schedule from '@mui/icons-material/Schedule';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import type { ListOrder } from '../../domain/listFilters';
import type { CheckState } from '../../domain/selection';
import { sortButtonLabel, sortHint } from './sortLabels';
import { formatNumber } from '../../domain/locale';

/* Every way to sort, in a menu loaded when first opened (MUI's Menu brings Popover and Modal). */
const SortMenu = lazyNamed( () =>
	import(
		/* webpackChunkName: "sort-menu", webpackPrefetch: true */ './SortMenu'
	).then( ( m ) => m.SortMenu )
);

/** The sort button's icon for each sort. */
const SORT_ICONS: Record< ListOrder, ReactElement > = {
	name_asc: <ArrowUpward />,
	name_desc: <ArrowDownward />,
	recent: <Schedule />,
	contacted_desc: <History />,
	contacted_asc: <History />,
	reach_out: <EventRepeatOutlined />,
};

/** The spec's placeholder of the search box. */
export const searchPlaceholder = () =>
	__( 'SEARCH: Name, Email, Company, Phone, Notes', 'prism' );
export const SEARCH_DELAY_MS = 300;
/** The search box's id: the page's skip link leads to it. */
export const SEARCH_INPUT_ID = 'prism-contacts-search';

export interface ListToolbarProps {
	/** The committed search text. */
	q: string;
	onSearch: ( q: string ) => void;
	order: ListOrder;
	onToggleOrder: () => void;
	/** A sort chosen from the menu beside the sort button (name, newest, last contacted, reach out by). */
	onOrder: ( order: ListOrder ) => void;
	/** How many the filter matches, and how many are selected. */
	total: number | undefined;
	selectedCount: number;
	allState: CheckState;
	onToggleAll: () => void;
	selectingAll: boolean;
}

/**
 * Above the list: the select-all checkbox (every contact the filter matches, on all pages), the search box, the
 * name sort and, beside it, a menu of every sort (name, newest first, last contacted).
 *
 * @param props Props.
 */
export function ListToolbar( props: ListToolbarProps ) {
	const {
		q,
		onSearch,
		order,
		onToggleOrder,
		onOrder,
		total,
		selectedCount,
		allState,
		onToggleAll,
		selectingAll,
	} = props;
	const [ text, setText ] = useState( q );
	const committed = useRef( q );
	const [ sortAnchor, setSortAnchor ] = useState< HTMLElement | null >(
		null
	);

	// The search changed from outside (All Contacts, back/forward): show it.
	useEffect( () => {
		committed.current = q;
		setText( ( current ) => ( current.trim() === q ? current : q ) );
	}, [ q ] );

	// Typing searches after a short pause.
	useEffect( () => {
		if ( text.trim() === committed.current ) {
			return;
		}
		const timer = window.setTimeout( () => {
			committed.current = text.trim();
			onSearch( text );
		}, SEARCH_DELAY_MS );
		return () => window.clearTimeout( timer );
	}, [ text, onSearch ] );

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		committed.current = text.trim();
		onSearch( text );
	};

	let selectLabel: string = __( 'Select all', 'prism' );
	if ( allState === 'all' ) {
		selectLabel = sprintf(
			/* translators: %s: number of contacts. */
			_n( 'All %s selected', 'All %s selected', selectedCount, 'prism' ),
			formatNumber( selectedCount )
		);
	} else if ( selectedCount > 0 ) {
		selectLabel =
			total === undefined
				? sprintf(
						/* translators: %s: number of contacts. */
						_n(
							'%s selected',
							'%s selected',
							selectedCount,
							'prism'
						),
						formatNumber( selectedCount )
					)
				: sprintf(
						/* translators: 1: selected, 2: total. */
						_n(
							'%1$s of %2$s selected',
							'%1$s of %2$s selected',
							total,
							'prism'
						),
						formatNumber( selectedCount ),
						formatNumber( total )
					);
	} else if ( total ) {
		selectLabel = sprintf(
			/* translators: %s: number of contacts. */
			_n( 'Select all %s', 'Select all %s', total, 'prism' ),
			formatNumber( total )
		);
	}

	const sort = {
		label: sortButtonLabel( order ),
		icon: SORT_ICONS[ order ],
		hint: sortHint( order ),
	};

	return (
		<Box
			sx={ {
				display: 'flex',
				flexWrap: { xs: 'wrap', lg: 'nowrap' },
				alignItems: 'center',
				gap: { xs: 1, lg: 2 },
				p: { xs: 1.5, sm: 2 },
				pl: { xs: 1.5, sm: 2, lg: 1 },
			} }
		>
			<Box
				sx={ {
					display: 'flex',
					alignItems: 'center',
					minWidth: { lg: 170 },
					order: { xs: 2, lg: 0 },
					flex: { xs: 1, lg: 'none' },
				} }
			>
				<LightCheckbox
					checked={ allState === 'all' }
					indeterminate={ allState === 'some' }
					onChange={ onToggleAll }
					disabled={ ! total || selectingAll }
					id="prism-select-all"
					label={
						allState === 'all'
							? __( 'Unselect all contacts', 'prism' )
							: __(
									'Select all contacts that match the filters',
									'prism'
								)
					}
				/>
				{ selectingAll ? (
					<Spinner size={ 18 } label={ __( 'Selecting', 'prism' ) } />
				) : (
					<Typography
						component="label"
						htmlFor="prism-select-all"
						variant="body2"
						sx={ {
							cursor: total ? 'pointer' : 'default',
							whiteSpace: 'nowrap',
							fontWeight: selectedCount ? 600 : 400,
						} }
						data-testid="selected-count"
						aria-live="polite"
					>
						{ selectLabel }
					</Typography>
				) }
			</Box>

			<Box
				component="form"
				role="search"
				onSubmit={ submit }
				sx={ {
					flex: 1,
					minWidth: { xs: '100%', lg: 200 },
					order: { xs: 1, lg: 0 },
				} }
			>
				<SearchField
					value={ text }
					onChange={ setText }
					onClear={ () => {
						setText( '' );
						committed.current = '';
						onSearch( '' );
					} }
					label={ __(
						'Search contacts by name, email, company, phone or notes',
						'prism'
					) }
					placeholder={ searchPlaceholder() }
					maxLength={ 200 }
					id={ SEARCH_INPUT_ID }
				/>
			</Box>

			<Box
				sx={ {
					display: 'flex',
					alignItems: 'center',
					order: { xs: 3, lg: 0 },
					flexShrink: 0,
				} }
			>
				<Button
					onClick={ onToggleOrder }
					startIcon={ sort.icon }
					title={ sort.hint }
					aria-label={ sort.hint }
					sx={ { whiteSpace: 'nowrap' } }
					data-testid="sort-toggle"
				>
					{ sort.label }
				</Button>
				{ /* A title, as the sort button has, not a Hint: drawn above the button, a Hint would stick out of the
				list's box (overflow hidden) at its top right, and a focus could scroll the box sideways to show it. */ }
				<IconButton
					size="small"
					color="primary"
					onClick={ ( event ) =>
						setSortAnchor( event.currentTarget )
					}
					title={ __( 'More ways to sort', 'prism' ) }
					aria-label={ __( 'More ways to sort', 'prism' ) }
					aria-haspopup="menu"
					aria-expanded={ Boolean( sortAnchor ) }
					data-testid="sort-menu-button"
				>
					<ArrowDropDown />
				</IconButton>
			</Box>
			<OnceOpened open={ Boolean( sortAnchor ) }>
				<SortMenu
					anchor={ sortAnchor }
					order={ order }
					onOrder={ onOrder }
					onClose={ () => setSortAnchor( null ) }
				/>
			</OnceOpened>
		</Box>
	);
}
