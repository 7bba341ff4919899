import { mountIsland } from '../../mount';
import { ComingSoon } from '../../components/ComingSoon';

mountIsland( 'contact-detail-mentoring', ( props ) => (
	<ComingSoon
		title="Mentoring details"
		about="Follow a mentoring relationship milestone by milestone."
		page={ props }
	/>
) );
