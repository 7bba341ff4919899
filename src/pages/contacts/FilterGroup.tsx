import type { ReactNode } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import { formatNumber } from '../../domain/locale';

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
 * @param props         Props.
 * @param props.title   Group name.
 * @param props.id      Id for the heading.
 * @param props.options Values.
 * @param props.action  A button beside the heading (e.g. add category).
 * @param props.empty   What to show when there are no values.
 */
export function FilterGroup( {
	title,
	id,
	options,
	action,
	empty,
}: {
	title: string;
	id: string;
	options: FilterOption[];
	action?: ReactNode;
	empty?: ReactNode;
} ) {
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
			<List dense disablePadding>
				{ options.map( ( option ) => (
					<Box
						component="li"
						key={ option.key }
						sx={ {
							display: 'flex',
							alignItems: 'center',
							listStyle: 'none',
						} }
					>
						<ListItemButton
							component="button"
							type="button"
							selected={ option.selected }
							aria-pressed={ option.selected }
							aria-label={
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
							sx={ {
								borderRadius: 1,
								py: 0.25,
								pl: 1,
								pr: 1,
								width: '100%',
								textAlign: 'left',
								...focusRing,
							} }
						>
							<ListItemIcon
								sx={ {
									minWidth: 30,
									color: option.selected
										? 'primary.main'
										: 'action.active',
								} }
							>
								{ option.selected ? (
									<CheckBox fontSize="small" aria-hidden />
								) : (
									<CheckBoxOutlineBlank
										fontSize="small"
										aria-hidden
									/>
								) }
							</ListItemIcon>
							{ option.icon && (
								<ListItemIcon
									sx={ {
										minWidth: 26,
										color: 'text.secondary',
										'& svg': { fontSize: 18 },
									} }
								>
									{ option.icon }
								</ListItemIcon>
							) }
							<ListItemText
								primary={ option.label }
								slotProps={ {
									primary: {
										sx: {
											overflowWrap: 'anywhere',
											fontWeight: option.selected
												? 600
												: 400,
										},
									},
								} }
							/>
							{ option.count !== undefined && (
								<Typography
									variant="body2"
									color="text.secondary"
									sx={ {
										ml: 1,
										fontVariantNumeric: 'tabular-nums',
									} }
									aria-hidden
								>
									{ formatNumber( option.count ) }
								</Typography>
							) }
						</ListItemButton>
						{ option.action }
					</Box>
				) ) }
			</List>
		</Box>
	);
}
