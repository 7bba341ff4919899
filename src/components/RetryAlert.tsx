import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { __ } from '@wordpress/i18n';

/**
 * A failed load: what went wrong, and a Retry button that loads again.
 *
 * @param props          Props.
 * @param props.children The message.
 * @param props.onRetry  Loads again.
 * @param props.sx       Spacing around the alert.
 */
export function RetryAlert( {
	children,
	onRetry,
	sx,
}: {
	children: ReactNode;
	onRetry: () => void;
	sx?: SxProps< Theme >;
} ) {
	return (
		<Alert
			severity="error"
			sx={ sx }
			action={
				<Button color="inherit" size="small" onClick={ onRetry }>
					{ __( 'Retry', 'prism' ) }
				</Button>
			}
		>
			{ children }
		</Alert>
	);
}
