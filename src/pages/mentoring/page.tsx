import { __ } from '@wordpress/i18n';
import { mountIsland } from '../../mount';
import { ComingSoon } from '../../components/ComingSoon';

mountIsland( 'mentoring', ( props ) => (
	<ComingSoon
		title={ __( 'Mentoring', 'prism' ) }
		about={ __(
			'Browse mentoring series and see your mentors and mentees.',
			'prism'
		) }
		page={ props }
	/>
) );
