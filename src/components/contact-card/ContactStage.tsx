import Box from '../light/Box';
import Typography from '../light/Typography';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import type { Contact } from '../../api/types';
import { StageChip } from '../StageChip';
import { isStage, statusLabel } from '../../domain/stages';
import { __ } from '@wordpress/i18n';

/**
 * Where the contact stands in the networking process: the stage's icon and name with its status, or 'Not in the
 * networking process'.
 *
 * @param props         Props.
 * @param props.contact Contact.
 */
export function ContactStage( {
	contact,
}: {
	contact: Pick< Contact, 'networkingStage' | 'networkingStatus' >;
} ) {
	const stage = contact.networkingStage;
	if ( ! isStage( stage ) ) {
		return (
			<Box
				sx={ {
					display: 'flex',
					alignItems: 'center',
					gap: 0.75,
					color: 'text.secondary',
				} }
				data-testid="contact-stage"
			>
				<RadioButtonUnchecked fontSize="small" aria-hidden />
				<Typography variant="body2">
					{ __( 'Not in the networking process', 'prism' ) }
				</Typography>
			</Box>
		);
	}
	return (
		<Box
			sx={ { display: 'flex', alignItems: 'center', gap: 1 } }
			data-testid="contact-stage"
		>
			<Typography variant="body2" color="text.secondary" component="span">
				{ __( 'Stage', 'prism' ) }
			</Typography>
			<StageChip stage={ stage } status={ contact.networkingStatus } />
			{ contact.networkingStatus && (
				<Typography variant="body2" component="span" aria-hidden>
					{ statusLabel( contact.networkingStatus ) }
				</Typography>
			) }
		</Box>
	);
}
