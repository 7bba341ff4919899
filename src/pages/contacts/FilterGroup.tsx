import type { ReactNode } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import Box from '../../components/light/Box';
import Typography from '../../components/light/Typography';
import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { formatNumber } from '../../domain/locale';
import { MenuRow } from './MenuRow';

/** Keyboard focus that shows, on every button of the menu. */
export const focusRing = {
	'&.Mui-focusVisible, &:focus-visible': {
		outline: '2px solid',
		outlineColor: 'primary.main',
		outlineOffset: '-2px',
	},
} as const;

export interface FilterOption {
	key: string;
	label: ReactNode;
	/** Accessible name when the label is not plain text. */
	name: string;
	selected: boolean;
	count?: number;
	icon?: ReactNode;
	onToggle: () => void;
	/** A button beside the option (e.g. a category's actions). */
	action?: ReactNode;
}

/**
 * A heading and its filter values. Each value is a toggle button (aria-pressed): a click selects it, the next one
 * unselects it.
 *
 * @param props           Props.
 * @param props.title     Group name.
 * @param props.id        Id for the heading.
 * @param props.options   Values.
 * @param props.action    A button beside the heading (e.g. add category).
 * @param props.empty     What to show when there are no values.
 * @param props.exclusive One value at most (choosing one drops the other): drawn with radio marks, not checkboxes.
 */
export function FilterGroup( {
	title,
	id,
	options,
	action,
	empty,
	exclusive = false,
}: {
	title: string;
	id: string;
	options: FilterOption[];
	action?: ReactNode;
	empty?: ReactNode;
	exclusive?: boolean;
} ) {
	const [ On, Off ] = exclusive
		? [ RadioButtonChecked, RadioButtonUnchecked ]
		: [ CheckBox, CheckBoxOutlineBlank ];
	return (
		<Box component="section" aria-labelledby={ id } sx={ { mt: 2 } }>
			<Box
				sx={ {
					display: 'flex',
					alignItems: 'center',
					justifyContent: 'space-between',
					px: 1,
					minHeight: 32,
				} }
			>
				<Typography
					id={ id }
					component="h2"
					variant="overline"
					sx={ {
						fontWeight: 700,
						color: 'text.secondary',
						lineHeight: 1.5,
						letterSpacing: '0.08em',
					} }
				>
					{ title }
				</Typography>
				{ action }
			</Box>
			{ options.length === 0 && empty }
			<ul className="prism-menu-list is-flush">
				{ options.map( ( option ) => (
					<li className="prism-menu-item" key={ option.key }>
						<MenuRow
							compact
							selected={ option.selected }
							pressed={ option.selected }
							label={
								option.count === undefined
									? option.name
									: sprintf(
											/* translators: 1: filter value, 2: number of contacts. */
											__( '%1$s, %2$s', 'prism' ),
											option.name,
											formatNumber( option.count )
										)
							}
							onClick={ option.onToggle }
							icon={
								<>
									<span
										className={ `prism-menu-icon is-check${
											option.selected ? ' is-on' : ''
										}` }
									>
										{ option.selected ? (
											<On fontSize="small" aria-hidden />
										) : (
											<Off fontSize="small" aria-hidden />
										) }
									</span>
									{ option.icon && (
										<span className="prism-menu-icon is-small">
											{ option.icon }
										</span>
									) }
								</>
							}
							text={ option.label }
							textClass={
								option.selected
									? 'is-value is-strong'
									: 'is-value'
							}
							after={
								option.count !== undefined && (
									<span
										className="prism-menu-count"
										aria-hidden
									>
										{ formatNumber( option.count ) }
									</span>
								)
							}
						/>
						{ option.action }
					</li>
				) ) }
			</ul>
		</Box>
	);
}
