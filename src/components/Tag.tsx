/**
 * A small rounded label with an optional icon, styled like MUI's small Chip: for the contact list, where the Chip
 * component (with its delete and click machinery) cost 4 KB gzipped for labels that only label. A Tag that acts
 * (removing a filter) is a real button: `component="button"` with an onClick.
 */
import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import Box from './light/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export type TagTone =
	'default' | 'outlined' | 'primary' | 'success' | 'error' | 'warning';

export interface TagProps extends Omit<
	ComponentPropsWithoutRef< 'span' >,
	'color'
> {
	icon?: ReactNode;
	tone?: TagTone;
	component?: 'span' | 'button';
	endIcon?: ReactNode;
	sx?: SxProps< Theme >;
}

const TONES: Record< TagTone, SxProps< Theme > > = {
	default: { bgcolor: 'action.selected', color: 'text.primary' },
	outlined: {
		border: 1,
		borderColor: 'rgba(0, 0, 0, 0.23)',
		color: 'text.primary',
	},
	primary: { bgcolor: 'rgba(63, 79, 181, 0.12)', color: 'primary.dark' },
	success: { bgcolor: 'success.main', color: 'success.contrastText' },
	// Tints of the theme's darker red and amber, the words in their dark shade (both above 4.5:1).
	error: { bgcolor: 'rgba(198, 40, 40, 0.1)', color: 'error.dark' },
	warning: { bgcolor: 'rgba(180, 83, 9, 0.12)', color: 'warning.dark' },
};

export const Tag = forwardRef< HTMLElement, TagProps >( function TagElement(
	{
		icon,
		endIcon,
		tone = 'default',
		component = 'span',
		sx,
		children,
		...rest
	},
	ref
) {
	return (
		<Box
			ref={ ref }
			component={ component }
			type={ component === 'button' ? 'button' : undefined }
			{ ...rest }
			sx={ [
				{
					display: 'inline-flex',
					alignItems: 'center',
					gap: 0.5,
					maxWidth: '100%',
					height: 24,
					px: 1,
					borderRadius: 12,
					border: 0,
					font: 'inherit',
					fontSize: '0.8125rem',
					fontWeight: 600,
					lineHeight: 1,
					whiteSpace: 'nowrap',
					verticalAlign: 'middle',
					'& > svg': { fontSize: 18, flex: 'none' },
					...( component === 'button'
						? {
								cursor: 'pointer',
								'&:hover': { filter: 'brightness(0.95)' },
								'&:focus-visible': {
									outline: 2,
									outlineStyle: 'solid',
									outlineColor: 'primary.main',
									outlineOffset: 1,
								},
							}
						: {} ),
				},
				TONES[ tone ],
				...( Array.isArray( sx ) ? sx : [ sx ] ),
			] }
		>
			{ icon }
			<Box
				component="span"
				sx={ { overflow: 'hidden', textOverflow: 'ellipsis' } }
			>
				{ children }
			</Box>
			{ endIcon }
		</Box>
	);
} );
