import { mountIsland } from '../../mount';
import { ComingSoon } from '../../components/ComingSoon';

mountIsland( 'mentoring', ( props ) => (
	<ComingSoon
		title="Mentoring"
		about="Browse mentoring series and see your mentors and mentees."
		page={ props }
	/>
) );
