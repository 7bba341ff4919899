import { mountIsland } from '../../mount';
import { ContactsPage } from './ContactsPage';

mountIsland( 'contacts', ( props ) => <ContactsPage page={ props } /> );
