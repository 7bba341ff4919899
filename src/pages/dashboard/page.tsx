import { mountIsland } from '../../mount';
import { Dashboard } from './Dashboard';

mountIsland( 'dashboard', ( props ) => <Dashboard page={ props } /> );
