import { mountIsland } from '../../mount';
import { ComingSoon } from '../../components/ComingSoon';

mountIsland( 'notifications', ( props ) => (
	<ComingSoon
		title="Notifications"
		about="See your events and follow-ups on a calendar."
		page={ props }
	/>
) );
