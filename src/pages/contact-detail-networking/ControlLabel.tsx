import Box from '../../components/light/Box';
import type { ReactElement, ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A checkbox or switch with its label, clickable as one: what MUI's FormControlLabel draws, without the 2 KB
 * gzipped it adds before the page shows (the screen stays under the page budget of docs/frontend-pattern.md).
 *
 * @param props          Props.
 * @param props.control  The Checkbox or Switch.
 * @param props.label    Its label.
 * @param props.disabled Whether the control is disabled (the label is greyed too).
 * @param props.sx       Layout overrides.
 */
export function ControlLabel( {
	control,
	label,
	disabled = false,
	sx,
}: {
	control: ReactElement;
	label: ReactNode;
	disabled?: boolean;
	sx?: SxProps< Theme >;
} ) {
	return (
		<Box
			component="label"
			sx={ [
				{
					display: 'inline-flex',
					alignItems: 'center',
					verticalAlign: 'middle',
					ml: '-11px',
					mr: 2,
					cursor: disabled ? 'default' : 'pointer',
					color: disabled ? 'text.disabled' : undefined,
					WebkitTapHighlightColor: 'transparent',
				},
				...( Array.isArray( sx ) ? sx : [ sx ] ),
			] }
		>
			{ control }
			<Box component="span" sx={ { typography: 'body1' } }>
				{ label }
			</Box>
		</Box>
	);
}
