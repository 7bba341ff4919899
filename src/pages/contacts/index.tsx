import { mountIsland } from '../../mount';
import { ComingSoon } from '../../components/ComingSoon';

mountIsland( 'contacts', ( props ) => (
	<ComingSoon
		title="Contacts"
		about="Search, filter and organise your whole network."
		page={ props }
	/>
) );
