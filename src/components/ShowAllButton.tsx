import Button from './light/Button';
import { __, sprintf } from '@wordpress/i18n';
import { formatNumber } from '../domain/locale';

/**
 * 'Show all N' / 'Show fewer' under a list that draws its first rows only (the dashboard's Today and 'Due to reach
 * out'): drawing every row as the page loads held a slow phone up.
 *
 * @param props          Props.
 * @param props.all      Whether every row is shown.
 * @param props.count    How many rows the list holds.
 * @param props.onToggle Shows every row, or the first ones again.
 * @param props.testId   The button's test id.
 */
export function ShowAllButton( {
	all,
	count,
	onToggle,
	testId,
}: {
	all: boolean;
	count: number;
	onToggle: () => void;
	testId?: string;
} ) {
	return (
		<Button
			size="small"
			onClick={ onToggle }
			aria-expanded={ all }
			sx={ { mt: 1 } }
			data-testid={ testId }
		>
			{ all
				? __( 'Show fewer', 'prism' )
				: sprintf(
						/* translators: %s: how many rows the list holds. */
						__( 'Show all %s', 'prism' ),
						formatNumber( count )
					) }
		</Button>
	);
}
