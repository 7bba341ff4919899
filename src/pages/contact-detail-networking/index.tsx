import { mountIsland } from '../../mount';
import { ComingSoon } from '../../components/ComingSoon';

mountIsland( 'contact-detail-networking', ( props ) => (
	<ComingSoon
		title="Networking process"
		about="Move one contact through BUILD, DISCOVER, CONNECT, ASSESS, ENGAGE and MAINTAIN."
		page={ props }
	/>
) );
