import Box from '../light/Box';
import { __, sprintf } from '@wordpress/i18n';
import { formatNumber } from '../../domain/locale';

/**
 * Under a field with an advised (not enforced) length: how many characters it holds against the advice, in the
 * warning colour once past it. The text is still saved as typed.
 *
 * @param props         Props.
 * @param props.length  Characters typed.
 * @param props.advised Advised length.
 */
export function LengthHint( {
	length,
	advised,
}: {
	length: number;
	advised: number;
} ) {
	const over = length > advised;
	return (
		<Box
			component="span"
			sx={ { color: over ? 'warning.dark' : undefined } }
		>
			{ over
				? sprintf(
						/* translators: 1: characters typed, 2: the advised number of characters. */
						__(
							'%1$s characters: about %2$s read best, but it will be saved as it is.',
							'prism'
						),
						formatNumber( length ),
						formatNumber( advised )
					)
				: sprintf(
						/* translators: 1: characters typed, 2: the advised number of characters. */
						__( '%1$s of about %2$s characters', 'prism' ),
						formatNumber( length ),
						formatNumber( advised )
					) }
		</Box>
	);
}
