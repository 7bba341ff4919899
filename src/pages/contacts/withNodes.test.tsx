import { render } from '@testing-library/react';
import { withNodes } from './withNodes';

describe( 'withNodes', () => {
	it( 'puts nodes into a translated sentence, in the order the translation numbers them', () => {
		const { container } = render(
			<p>
				{ withNodes( '%2$s wird behalten, %1$s entfernt (%2$s).', [
					<em key="a">Bea</em>,
					<strong key="b">Ada</strong>,
				] ) }
			</p>
		);
		expect( container.innerHTML ).toBe(
			'<p><strong>Ada</strong> wird behalten, <em>Bea</em> entfernt (<strong>Ada</strong>).</p>'
		);
	} );

	it( 'leaves a sentence without placeholders as it is', () => {
		const { container } = render( <p>{ withNodes( '100% sure', [] ) }</p> );
		expect( container.textContent ).toBe( '100% sure' );
	} );
} );
