import { mountIsland } from '../../mount';
import { ContactDetailPage } from './ContactDetailPage';

mountIsland( 'contact-detail', ( props ) => (
	<ContactDetailPage page={ props } />
) );
