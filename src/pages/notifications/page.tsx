import { __ } from '@wordpress/i18n';
import { mountIsland } from '../../mount';
import { ComingSoon } from '../../components/ComingSoon';

mountIsland( 'notifications', ( props ) => (
	<ComingSoon
		title={ __( 'Notifications', 'prism' ) }
		about={ __( 'See your events and follow-ups on a calendar.', 'prism' ) }
		page={ props }
	/>
) );
