import type { ComponentType, Ref } from 'react';
import Box from './light/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from './light/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { SkeletonBar } from './SkeletonBar';

/**
 * The parts a member's own list (the Saved Articles list and a contact's Articles tab, the Resources page) draws
 * around its rows: the heading with the count under it and the Add button, the first load's placeholder, the
 * empty list, and a row's Edit and Delete buttons.
 */

/**
 * A list's heading, with its count under it (when there is one) and the Add button beside it, wrapping under it on
 * a narrow screen.
 *
 * @param props             Props.
 * @param props.headingId   The heading's id (the section's aria-labelledby).
 * @param props.heading     The heading.
 * @param props.count       The count line, or null for none.
 * @param props.countTestId The count line's test id.
 * @param props.addLabel    The Add button's text.
 * @param props.addTestId   The Add button's test id.
 * @param props.addButton   The Add button's ref (the focus comes back to it).
 * @param props.onAdd       Opens the Add dialog.
 * @param props.wrap        A long heading (a contact's name) breaks anywhere instead of widening the page.
 */
export function ListHeader( {
	headingId,
	heading,
	count,
	countTestId,
	addLabel,
	addTestId,
	addButton,
	onAdd,
	wrap = false,
}: {
	headingId: string;
	heading: string;
	count: string | null;
	countTestId: string;
	addLabel: string;
	addTestId: string;
	addButton: Ref< HTMLButtonElement >;
	onAdd: () => void;
	wrap?: boolean;
} ) {
	return (
		<Box
			sx={ {
				display: 'flex',
				flexWrap: 'wrap',
				alignItems: 'center',
				justifyContent: 'space-between',
				gap: 1,
				mb: 1.5,
			} }
		>
			<Box sx={ wrap ? { minWidth: 0 } : undefined }>
				<Typography
					id={ headingId }
					component="h2"
					variant="h5"
					sx={ wrap ? { overflowWrap: 'anywhere' } : undefined }
				>
					{ heading }
				</Typography>
				{ count !== null && (
					<Typography
						variant="body2"
						color="text.secondary"
						data-testid={ countTestId }
					>
						{ count }
					</Typography>
				) }
			</Box>
			<Button
				ref={ addButton }
				variant="contained"
				startIcon={ <Add /> }
				onClick={ onAdd }
				data-testid={ addTestId }
			>
				{ addLabel }
			</Button>
		</Box>
	);
}

/**
 * A list's first load: three grey lines in a status box that says what loads.
 *
 * @param props        Props.
 * @param props.label  What loads (the status box's name).
 * @param props.testId The box's test id.
 */
export function ListSkeleton( {
	label,
	testId,
}: {
	label: string;
	testId: string;
} ) {
	return (
		<Box
			role="status"
			aria-label={ label }
			data-testid={ testId }
			sx={ { display: 'grid', gap: 1.5, py: 1 } }
		>
			{ [ 0, 1, 2 ].map( ( i ) => (
				<SkeletonBar key={ i } width={ `${ 90 - i * 15 }%` } />
			) ) }
		</Box>
	);
}

/**
 * What an empty list says: its icon (hidden from screen readers), a title and a hint, centred.
 *
 * @param props        Props.
 * @param props.Icon   The list's icon.
 * @param props.title  The title.
 * @param props.text   The hint under it.
 * @param props.testId The box's test id.
 */
export function ListEmpty( {
	Icon,
	title,
	text,
	testId,
}: {
	Icon: ComponentType< SvgIconProps >;
	title: string;
	text: string;
	testId: string;
} ) {
	return (
		<Box sx={ { textAlign: 'center', py: 4 } } data-testid={ testId }>
			<Icon color="primary" sx={ { fontSize: 40 } } aria-hidden />
			<Typography component="p" variant="h6">
				{ title }
			</Typography>
			<Typography
				variant="body2"
				color="text.secondary"
				sx={ { mt: 1, maxWidth: '32rem', mx: 'auto' } }
			>
				{ text }
			</Typography>
		</Box>
	);
}

/**
 * A row's Edit and Delete icon buttons, named after the row.
 *
 * @param props              Props.
 * @param props.editLabel    The Edit button's name ('Edit …').
 * @param props.deleteLabel  The Delete button's name ('Delete …').
 * @param props.testIdPrefix Their test ids: `${ prefix }-edit` and `${ prefix }-delete`.
 * @param props.onEdit       Opens the Edit dialog.
 * @param props.onDelete     Asks to delete.
 */
export function RowActions( {
	editLabel,
	deleteLabel,
	testIdPrefix,
	onEdit,
	onDelete,
}: {
	editLabel: string;
	deleteLabel: string;
	testIdPrefix: string;
	onEdit: () => void;
	onDelete: () => void;
} ) {
	return (
		<>
			<IconButton
				onClick={ onEdit }
				aria-label={ editLabel }
				data-testid={ `${ testIdPrefix }-edit` }
			>
				<EditOutlined />
			</IconButton>
			<IconButton
				onClick={ onDelete }
				aria-label={ deleteLabel }
				data-testid={ `${ testIdPrefix }-delete` }
			>
				<DeleteOutlined />
			</IconButton>
		</>
	);
}
