import { mountIsland } from '../../mount';
import { NetworkingPage } from './NetworkingPage';

mountIsland( 'networking', ( props ) => <NetworkingPage page={ props } /> );
