/**
 * MUI's horizontal Divider (an `hr` with a thin line in the theme's divider colour), drawn with a keyed class
 * (../staticStyles.ts) instead of MUI's module, which the contact pages carried before they showed for two lines.
 */
import type { SxProps, Theme } from '@mui/material/styles';
import Box from './Box';

const line = {
	m: 0,
	flexShrink: 0,
	borderWidth: 0,
	borderStyle: 'solid',
	borderColor: 'divider',
	borderBottomWidth: 'thin',
} as const;

/**
 * A horizontal rule between parts of a card or panel.
 *
 * @param props    Props.
 * @param props.sx More styles (MUI's sx), after the line's own.
 */
export default function Divider( { sx }: { sx?: SxProps< Theme > } ) {
	return (
		<Box
			component="hr"
			className="MuiDivider-root"
			sx={
				sx ? [ line, ...( Array.isArray( sx ) ? sx : [ sx ] ) ] : line
			}
		/>
	);
}
