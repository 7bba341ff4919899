import { mountIsland } from '../../mount';
import { MentoringDetailPage } from './MentoringDetailPage';

mountIsland( 'contact-detail-mentoring', ( props ) => (
	<MentoringDetailPage page={ props } />
) );
