import { __ } from '@wordpress/i18n';
import { mountIsland } from '../../mount';
import { ComingSoon } from '../../components/ComingSoon';

mountIsland( 'contact-detail-mentoring', ( props ) => (
	<ComingSoon
		title={ __( 'Mentoring details', 'prism' ) }
		about={ __(
			'Follow a mentoring relationship milestone by milestone.',
			'prism'
		) }
		page={ props }
	/>
) );
