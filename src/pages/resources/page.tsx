import { __ } from '@wordpress/i18n';
import { mountIsland } from '../../mount';
import { ComingSoon } from '../../components/ComingSoon';

mountIsland( 'resources', ( props ) => (
	<ComingSoon
		title={ __( 'Resources', 'prism' ) }
		about={ __( 'Keep a list of useful links.', 'prism' ) }
		page={ props }
	/>
) );
