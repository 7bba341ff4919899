import { __ } from '@wordpress/i18n';
import Box from '../../components/light/Box';
import { ItemIcon, LOOK_COLOURS } from './ItemIcon';
import { ITEM_LOOKS, lookLabel } from './itemLook';

/** What each colour and icon on the calendar means, drawn as the calendar draws its items. */
export function CalendarLegend() {
	return (
		<Box
			component="ul"
			aria-label={ __( 'What the colours and icons mean', 'prism' ) }
			sx={ {
				display: 'flex',
				flexWrap: 'wrap',
				columnGap: { xs: 1.5, sm: 2 },
				rowGap: 0.75,
				listStyle: 'none',
				m: 0,
				mt: 1.5,
				p: 0,
				fontSize: '0.8rem',
				color: 'text.secondary',
			} }
		>
			{ ITEM_LOOKS.map( ( look ) => (
				<Box
					component="li"
					key={ look }
					sx={ {
						display: 'inline-flex',
						alignItems: 'center',
						gap: 0.5,
						m: 0,
					} }
				>
					<Box
						component="span"
						aria-hidden
						sx={ {
							display: 'inline-flex',
							p: '1px 3px',
							borderRadius: 0.75,
							borderLeft: '3px solid',
							borderLeftColor: LOOK_COLOURS[ look ].border,
							bgcolor: LOOK_COLOURS[ look ].background,
							color: LOOK_COLOURS[ look ].border,
						} }
					>
						<ItemIcon
							look={ look }
							sx={ { fontSize: '0.95rem' } }
						/>
					</Box>
					{ lookLabel( look ) }
				</Box>
			) ) }
		</Box>
	);
}
