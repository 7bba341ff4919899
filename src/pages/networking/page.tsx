import { __ } from '@wordpress/i18n';
import { mountIsland } from '../../mount';
import { ComingSoon } from '../../components/ComingSoon';

mountIsland( 'networking', ( props ) => (
	<ComingSoon
		title={ __( 'Networking', 'prism' ) }
		about={ __(
			'Learn the six stages of the PRISM process and track your weekly progress.',
			'prism'
		) }
		page={ props }
	/>
) );
