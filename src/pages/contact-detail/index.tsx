import { mountIsland } from '../../mount';
import { ComingSoon } from '../../components/ComingSoon';

mountIsland( 'contact-detail', ( props ) => (
	<ComingSoon
		title="Contact details"
		about="See and edit one contact, with notes and reminders."
		page={ props }
	/>
) );
