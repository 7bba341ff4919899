import { useId } from 'react';
import { __ } from '@wordpress/i18n';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '../../../components/light/Box';
import Typography from '../../../components/light/Typography';
import { backupUrl } from '../../../domain/backup';

export interface BackupDialogProps {
	open: boolean;
	onClose: () => void;
	/** Where the download comes from: the REST root, the member's nonce, the member. */
	restRoot: string;
	nonce: string;
	wordpressId: number;
	/** The download has started. */
	onStarted: () => void;
	/** Opens Restore from a backup instead. */
	onRestore: () => void;
}

/**
 * Back up everything: what the backup holds and what it is for; Download is a plain link to GET backup/{wordpressId},
 * so the browser saves the file itself (it is written as it is read, however large the account).
 *
 * @param props Props.
 */
export function BackupDialog( props: BackupDialogProps ) {
	const {
		open,
		onClose,
		restRoot,
		nonce,
		wordpressId,
		onStarted,
		onRestore,
	} = props;
	const theme = useTheme();
	const fullScreen = useMediaQuery( theme.breakpoints.down( 'sm' ) );
	const id = useId();

	return (
		<Dialog
			open={ open }
			onClose={ onClose }
			fullScreen={ fullScreen }
			fullWidth
			maxWidth="xs"
			aria-labelledby={ `${ id }-title` }
			aria-describedby={ `${ id }-about` }
		>
			<DialogTitle id={ `${ id }-title` }>
				{ __( 'Back up everything', 'prism' ) }
			</DialogTitle>
			<DialogContent
				sx={ { display: 'grid', gap: 2, alignContent: 'start' } }
			>
				<Typography id={ `${ id }-about` } variant="body2">
					{ __(
						'One file with everything PRISM holds for you: contacts, notes, events, follow-ups, interactions, relationships, photos, categories, articles, resources and mentoring. Keep it safe: you can restore it into an empty account here or on another PRISM site.',
						'prism'
					) }
				</Typography>
				<Typography variant="body2" color="text.secondary">
					{ __(
						'The file is compressed (.jsonl.gz). With many photos it can be large: let the download finish before you close the page.',
						'prism'
					) }
				</Typography>
				<Box>
					<Typography variant="body2" component="span">
						{ __( 'Have a backup to bring back?', 'prism' ) }
					</Typography>{ ' ' }
					<Button
						size="small"
						onClick={ onRestore }
						sx={ { verticalAlign: 'baseline' } }
					>
						{ __( 'Restore from a backup…', 'prism' ) }
					</Button>
				</Box>
			</DialogContent>
			<DialogActions sx={ { px: 3, pb: 2 } }>
				<Button onClick={ onClose }>{ __( 'Cancel', 'prism' ) }</Button>
				<Button
					variant="contained"
					component="a"
					href={ backupUrl( restRoot, nonce, wordpressId ) }
					download
					startIcon={ <FileDownloadOutlined /> }
					onClick={ onStarted }
					data-testid="backup-download"
				>
					{ __( 'Download backup', 'prism' ) }
				</Button>
			</DialogActions>
		</Dialog>
	);
}
