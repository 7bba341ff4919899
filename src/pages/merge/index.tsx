import { mountIsland } from '../../mount';
import { ComingSoon } from '../../components/ComingSoon';

mountIsland( 'merge', ( props ) => (
	<ComingSoon
		title="Merge contacts"
		about="Review suggested duplicates and merge or dismiss them."
		page={ props }
	/>
) );
