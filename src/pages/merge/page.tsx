import { mountIsland } from '../../mount';
import { MergePage } from './MergePage';

mountIsland( 'merge', ( props ) => <MergePage page={ props } /> );
