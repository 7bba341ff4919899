import { render } from '@testing-library/react';
import { sprintfElements } from './sprintfElements';

describe( 'sprintfElements', () => {
	it( 'puts elements in the places of %s, in turn', () => {
		const { container } = render(
			<p>
				{ sprintfElements( 'Updated %s by %s', <b>today</b>, 'Ana' ) }
			</p>
		);
		expect( container.innerHTML ).toBe(
			'<p>Updated <b>today</b> by Ana</p>'
		);
	} );

	it( 'follows numbered placeholders, so a translation may reorder them', () => {
		const { container } = render(
			<p>
				{ sprintfElements(
					'%2$s: %1$s (100%%)',
					<i>first</i>,
					<b>second</b>
				) }
			</p>
		);
		expect( container.innerHTML ).toBe(
			'<p><b>second</b>: <i>first</i> (100%)</p>'
		);
	} );
} );
