import { mountIsland } from '../../mount';
import { ResourcesPage } from './ResourcesPage';

mountIsland( 'resources', ( props ) => <ResourcesPage page={ props } /> );
