import Box from '../light/Box';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '../light/Typography';
import type { Category } from '../../api/types';
import type { TriBox, TriStates } from '../../domain/categoryTriState';
import { __, _n, sprintf } from '@wordpress/i18n';
import { formatNumber } from '../../domain/locale';
import { cadenceLabel } from '../../domain/cadence';

export interface CategoryTriStateListProps {
	categories: readonly Category[];
	/** Category id => box (see domain/categoryTriState). */
	states: TriStates;
	/** A box was clicked (or toggled with Space). */
	onCycle: ( categoryId: number ) => void;
	/** How many contacts the boxes are about, for the hint under each name. */
	contactCount: number;
	disabled?: boolean;
}

/**
 * What Apply will do with a box, in words.
 *
 * @param box          The box.
 * @param contactCount How many contacts are being categorised.
 */
export function boxHint( box: TriBox, contactCount: number ): string {
	if ( box.current === box.initial ) {
		if ( box.current === 'checked' ) {
			return contactCount === 1
				? __( 'Has it', 'prism' )
				: __( 'All have it', 'prism' );
		}
		return box.current === 'indeterminate'
			? __( 'Some have it; left as it is', 'prism' )
			: '';
	}
	if ( box.current === 'checked' ) {
		return contactCount === 1
			? __( 'Will be added to this contact', 'prism' )
			: sprintf(
					/* translators: %s: number of contacts (two or more). */
					_n(
						'Will be added to all %s',
						'Will be added to all %s',
						contactCount,
						'prism'
					),
					formatNumber( contactCount )
				);
	}
	if ( box.current === 'unchecked' ) {
		return contactCount === 1
			? __( 'Will be removed from this contact', 'prism' )
			: sprintf(
					/* translators: %s: number of contacts (two or more). */
					_n(
						'Will be removed from all %s',
						'Will be removed from all %s',
						contactCount,
						'prism'
					),
					formatNumber( contactCount )
				);
	}
	return __( 'Left as it is', 'prism' );
}

/**
 * The tri-state category boxes: checked (all the contacts have it), indeterminate (some do) or unchecked (none).
 * Each box is a real checkbox, so Tab reaches it and Space cycles it; an indeterminate box reads as "mixed".
 *
 * @param props Props.
 */
export function CategoryTriStateList( props: CategoryTriStateListProps ) {
	const {
		categories,
		states,
		onCycle,
		contactCount,
		disabled = false,
	} = props;
	if ( categories.length === 0 ) {
		return (
			<Typography color="text.secondary" sx={ { py: 2 } }>
				{ __( 'You have no categories yet. Add one below.', 'prism' ) }
			</Typography>
		);
	}
	return (
		<List
			dense
			disablePadding
			aria-label={ __( 'Categories', 'prism' ) }
			data-testid="category-tristate-list"
		>
			{ categories.map( ( category ) => {
				const box = states[ category.id ] ?? {
					initial: 'unchecked',
					current: 'unchecked',
				};
				const id = `prism-tristate-${ category.id }`;
				const hint = boxHint( box, contactCount );
				const changed = box.current !== box.initial;
				return (
					<ListItem
						key={ category.id }
						disableGutters
						sx={ { py: 0 } }
					>
						<Checkbox
							id={ id }
							checked={ box.current === 'checked' }
							indeterminate={ box.current === 'indeterminate' }
							onChange={ () => onCycle( category.id ) }
							disabled={ disabled }
							slotProps={ {
								input: {
									'aria-checked':
										box.current === 'indeterminate'
											? 'mixed'
											: box.current === 'checked',
									'aria-describedby': hint
										? `${ id }-hint`
										: undefined,
								},
							} }
						/>
						<Box
							component="label"
							htmlFor={ id }
							sx={ {
								flex: 1,
								cursor: disabled ? 'default' : 'pointer',
								py: 0.75,
							} }
						>
							<Typography
								component="span"
								sx={ {
									display: 'block',
									fontWeight: changed ? 600 : 400,
									overflowWrap: 'anywhere',
								} }
							>
								{ category.name }
								{ category.cadenceDays ? (
									<Box
										component="span"
										sx={ {
											ml: 1,
											typography: 'body2',
											color: 'text.secondary',
											fontWeight: 400,
										} }
									>
										{ cadenceLabel( category.cadenceDays ) }
									</Box>
								) : null }
							</Typography>
							{ hint && (
								<Typography
									component="span"
									id={ `${ id }-hint` }
									variant="body2"
									color={
										changed ? 'primary' : 'text.secondary'
									}
									sx={ { display: 'block' } }
								>
									{ hint }
								</Typography>
							) }
						</Box>
					</ListItem>
				);
			} ) }
		</List>
	);
}
