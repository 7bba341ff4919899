import { mountIsland } from '../../mount';
import { ComingSoon } from '../../components/ComingSoon';

mountIsland( 'articles', ( props ) => (
	<ComingSoon
		title="Saved articles"
		about="Keep the articles you want to come back to."
		page={ props }
	/>
) );
