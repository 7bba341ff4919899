import { __ } from '@wordpress/i18n';
import { mountIsland } from '../../mount';
import { ComingSoon } from '../../components/ComingSoon';

mountIsland( 'articles', ( props ) => (
	<ComingSoon
		title={ __( 'Saved articles', 'prism' ) }
		about={ __( 'Keep the articles you want to come back to.', 'prism' ) }
		page={ props }
	/>
) );
