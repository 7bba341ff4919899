import { mountIsland } from '../../mount';
import { ComingSoon } from '../../components/ComingSoon';

mountIsland( 'networking', ( props ) => (
	<ComingSoon
		title="Networking"
		about="Learn the six stages of the PRISM process and track your weekly progress."
		page={ props }
	/>
) );
