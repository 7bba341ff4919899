import { mountIsland } from '../../mount';
import { NetworkingPage } from './NetworkingPage';

mountIsland( 'contact-detail-networking', ( props ) => (
	<NetworkingPage page={ props } />
) );
