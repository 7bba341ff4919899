import { mountIsland } from '../../mount';
import { MentoringPage } from './MentoringPage';

mountIsland( 'mentoring', ( props ) => <MentoringPage page={ props } /> );
