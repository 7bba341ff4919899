import { mountIsland } from '../../mount';
import { NotificationsPage } from './NotificationsPage';

mountIsland( 'notifications', ( props ) => (
	<NotificationsPage page={ props } />
) );
