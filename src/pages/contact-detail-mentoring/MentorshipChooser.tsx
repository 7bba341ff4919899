import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { __, sprintf } from '@wordpress/i18n';
import type { MentorshipDetail } from '../../api/types';
import { roleLine, seriesLabel } from '../../domain/mentoring';

/**
 * Which of a contact's relationships the page shows, when there are several: each by its series and the member's
 * role. Its own chunk: most contacts have one relationship.
 *
 * @param props          Props.
 * @param props.list     The contact's relationships.
 * @param props.value    The one shown.
 * @param props.onChange Shows another.
 */
export function MentorshipChooser( {
	list,
	value,
	onChange,
}: {
	list: MentorshipDetail[];
	value: number;
	onChange: ( mentorshipId: number ) => void;
} ) {
	return (
		<TextField
			select
			label={ __( 'Mentoring relationship', 'prism' ) }
			value={ value }
			onChange={ ( e ) => onChange( Number( e.target.value ) ) }
			size="small"
			sx={ { mb: 2, minWidth: { sm: 360 } } }
			fullWidth
			data-testid="mentorship-chooser"
		>
			{ list.map( ( item ) => (
				<MenuItem key={ item.id } value={ item.id }>
					{ sprintf(
						/* translators: 1: a mentoring series' name; 2: 'Your Role: Mentor' or 'Your Role: Mentee'. */
						__( '%1$s — %2$s', 'prism' ),
						seriesLabel( item.series ),
						roleLine( item.role )
					) }
				</MenuItem>
			) ) }
		</TextField>
	);
}
