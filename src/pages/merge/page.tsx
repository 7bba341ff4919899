import { __ } from '@wordpress/i18n';
import { mountIsland } from '../../mount';
import { ComingSoon } from '../../components/ComingSoon';

mountIsland( 'merge', ( props ) => (
	<ComingSoon
		title={ __( 'Merge contacts', 'prism' ) }
		about={ __(
			'Review suggested duplicates and merge or dismiss them.',
			'prism'
		) }
		page={ props }
	/>
) );
