import { mountIsland } from '../../mount';
import { ComingSoon } from '../../components/ComingSoon';

mountIsland( 'resources', ( props ) => (
	<ComingSoon
		title="Resources"
		about="Keep a list of useful links."
		page={ props }
	/>
) );
