import { __ } from '@wordpress/i18n';
import { mountIsland } from '../../mount';
import { ComingSoon } from '../../components/ComingSoon';

mountIsland( 'contact-detail-networking', ( props ) => (
	<ComingSoon
		title={ __( 'Networking process', 'prism' ) }
		about={ __(
			'Move one contact through BUILD, DISCOVER, CONNECT, ASSESS, ENGAGE and MAINTAIN.',
			'prism'
		) }
		page={ props }
	/>
) );
