import type { ReactNode } from 'react';
import Box from './light/Box';
import Button from './light/Button';
import Typography from './light/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { __ } from '@wordpress/i18n';

/**
 * A failed load: what went wrong, and a Retry button that loads again. Drawn like MUI's error Alert without it
 * (the lists that show this must stay light, and an error must show even when no more code can be fetched).
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
		<Box
			role="alert"
			sx={ [
				{
					display: 'flex',
					alignItems: 'flex-start',
					gap: 1.5,
					px: 2,
					py: 1.5,
					borderRadius: 1,
					bgcolor: ( theme ) => theme.palette.error.light + '26',
					color: 'error.dark',
					typography: 'body2',
				},
				...( Array.isArray( sx ) ? sx : [ sx ] ),
			] }
		>
			<ErrorOutline
				fontSize="small"
				aria-hidden
				sx={ { mt: '2px', color: 'error.main' } }
			/>
			<Box sx={ { flex: 1, py: '2px' } }>{ children }</Box>
			<Button
				color="inherit"
				size="small"
				onClick={ onRetry }
				sx={ { mt: '-4px' } }
			>
				{ __( 'Retry', 'prism' ) }
			</Button>
		</Box>
	);
}

/**
 * A part of a page that did not load: its title as a heading, the server's message and a Retry.
 *
 * @param props               Props.
 * @param props.title         What did not load.
 * @param props.error         What went wrong.
 * @param props.onRetry       Loads again.
 * @param props.testId        Its data-testid, for the browser tests.
 * @param props.error.message
 */
export function LoadError( {
	title,
	error,
	onRetry,
	testId,
}: {
	title: string;
	error: { message: string };
	onRetry: () => void;
	testId: string;
} ) {
	return (
		<Box sx={ { mt: 2 } } data-testid={ testId }>
			<RetryAlert onRetry={ onRetry }>
				<Typography component="h2" sx={ { fontWeight: 600 } }>
					{ title }
				</Typography>
				{ error.message }
			</RetryAlert>
		</Box>
	);
}

/**
 * A data hook's failed load, if it failed: the server's message and a Retry that loads again; nothing otherwise.
 *
 * @param props             Props.
 * @param props.load        The data hook's answer (its error and reload).
 * @param props.sx          Spacing around the alert.
 * @param props.load.error
 * @param props.load.reload
 */
export function LoadFailure( {
	load,
	sx,
}: {
	load: { error: { message: string } | null; reload: () => void };
	sx?: SxProps< Theme >;
} ) {
	return load.error ? (
		<RetryAlert onRetry={ load.reload } sx={ sx }>
			{ load.error.message }
		</RetryAlert>
	) : null;
}
