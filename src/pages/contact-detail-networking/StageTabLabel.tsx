import Box from '../../components/light/Box';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Contrast from '@mui/icons-material/Contrast';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { __, sprintf } from '@wordpress/i18n';
import type { ProcessStage } from '../../api/types';
import { stageState } from '../../domain/process';
import type { StageState } from '../../domain/process';
import { stageName, statusLabel } from '../../domain/stages';
import { visuallyHidden } from '../../components/visuallyHidden';

/**
 * A stage state as the member reads it.
 *
 * @param state The state.
 */
export function stateLabel( state: StageState ): string {
	switch ( state ) {
		case 'complete':
			return statusLabel( 'Complete' );
		case 'in-progress':
			return statusLabel( 'In Progress' );
		default:
			return __( 'Not started', 'prism' );
	}
}

/**
 * The icon of a stage state: a check when complete, a half-filled circle in progress, an empty circle otherwise.
 *
 * @param props       Props.
 * @param props.state The state.
 */
export function StageStateIcon( { state }: { state: StageState } ) {
	if ( state === 'complete' ) {
		return <CheckCircle fontSize="small" color="success" aria-hidden />;
	}
	if ( state === 'in-progress' ) {
		return <Contrast fontSize="small" color="primary" aria-hidden />;
	}
	return (
		<RadioButtonUnchecked
			fontSize="small"
			sx={ { color: 'text.disabled' } }
			aria-hidden
		/>
	);
}

/**
 * A stage tab's label: the state's icon and the stage's name, with the state said to screen readers.
 *
 * @param props       Props.
 * @param props.index Stage index.
 * @param props.stage The contact's stage.
 */
export function StageTabLabel( {
	index,
	stage,
}: {
	index: number;
	stage: ProcessStage | undefined;
} ) {
	const state = stage ? stageState( stage ) : 'not-started';
	return (
		<Box
			component="span"
			sx={ { display: 'inline-flex', alignItems: 'center', gap: 0.75 } }
			data-state={ state }
		>
			<StageStateIcon state={ state } />
			{ stageName( index ) }
			<Box component="span" sx={ visuallyHidden }>
				{ ' ' }
				{ sprintf(
					/* translators: %s: a stage's state (Complete, In Progress, Not started), after the stage's name. */
					__( '(%s)', 'prism' ),
					stateLabel( state )
				) }
			</Box>
		</Box>
	);
}
