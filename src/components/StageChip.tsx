import Box from './light/Box';
import { Tag } from './Tag';
import type { TagTone } from './Tag';
import type SvgIcon from '@mui/material/SvgIcon';
import Autorenew from '@mui/icons-material/Autorenew';
import Construction from '@mui/icons-material/Construction';
import FactCheck from '@mui/icons-material/FactCheck';
import Forum from '@mui/icons-material/Forum';
import Handshake from '@mui/icons-material/Handshake';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import TravelExplore from '@mui/icons-material/TravelExplore';
import type { StatusLabel } from '../api/types';
import { isStage, stageName, statusLabel } from '../domain/stages';
import { visuallyHidden } from './visuallyHidden';
import { __, sprintf } from '@wordpress/i18n';

type SvgIconComponent = typeof SvgIcon;

/** One icon per networking stage, BUILD (0) to MAINTAIN (5). */
export const STAGE_ICONS: readonly SvgIconComponent[] = [
	Construction,
	TravelExplore,
	Handshake,
	FactCheck,
	Forum,
	Autorenew,
];

/**
 * The icon of a stage; an empty circle for a contact not in the networking process (-1).
 *
 * @param stage Stage index.
 */
export function stageIcon( stage: number ): SvgIconComponent {
	return STAGE_ICONS[ stage ] ?? RadioButtonUnchecked;
}

export interface StageChipProps {
	/** Stage index 0-5, or -1 for not started. */
	stage: number;
	/** Status at that stage; shown as colour and read out to screen readers. */
	status?: StatusLabel | '';
	size?: 'small' | 'medium';
}

/**
 * A contact's networking stage: its icon and name ('Not started' when the contact is not in the process). A
 * complete stage is green, one in progress indigo.
 *
 * @param props Props.
 */
export function StageChip( props: StageChipProps ) {
	const { stage, status = '', size = 'small' } = props;
	const Icon = stageIcon( stage );
	const started = isStage( stage );
	const stageWithStatus = status
		? sprintf(
				/* translators: 1: a networking stage, e.g. CONNECT; 2: its status, e.g. In Progress. */
				__( '%1$s: %2$s', 'prism' ),
				stageName( stage ),
				statusLabel( status )
			)
		: '';
	let tone: TagTone = 'outlined';
	if ( started ) {
		tone = status === 'Complete' ? 'success' : 'primary';
		if ( ! status ) {
			tone = 'default';
		}
	}
	return (
		<Tag
			tone={ tone }
			icon={ <Icon aria-hidden /> }
			title={ started && status ? stageWithStatus : undefined }
			sx={
				size === 'medium'
					? { height: 32, px: 1.5, fontSize: '0.875rem' }
					: undefined
			}
		>
			{ started && status ? (
				<>
					{ /* Seen: the stage; heard: the stage with its status, as one sentence. */ }
					<span aria-hidden="true">{ stageName( stage ) }</span>
					<Box component="span" sx={ visuallyHidden }>
						{ stageWithStatus }
					</Box>
				</>
			) : (
				stageName( stage )
			) }
		</Tag>
	);
}
