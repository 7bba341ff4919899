import { render, screen } from '@testing-library/react';
import { ImportSources } from './ImportSources';

describe( 'ImportSources', () => {
	it( 'compact: the name of each source in PRISM’s order, a dash when there is none', () => {
		const { container, rerender } = render(
			<ImportSources importSource="Facebook,Google" variant="compact" />
		);
		expect( container ).toHaveTextContent( 'GoogleFacebook' );
		rerender( <ImportSources importSource="PRISM" variant="compact" /> );
		expect( container ).toHaveTextContent( 'PRISM' );
		expect( container.querySelector( 'svg' ) ).toBeNull();
		rerender( <ImportSources importSource="" variant="compact" /> );
		expect( container ).toHaveTextContent( '—' );
	} );

	it( 'full: a labelled icon per import, and the PRISM chip for a contact added here', () => {
		const { rerender } = render(
			<ImportSources importSource="Google,CSV" variant="full" />
		);
		expect(
			screen.getByRole( 'img', { name: 'Imported from Google' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'img', { name: 'Imported from a CSV file' } )
		).toBeInTheDocument();
		expect( screen.queryByLabelText( 'Added in PRISM' ) ).toBeNull();

		rerender( <ImportSources importSource="PRISM,iCloud" /> );
		expect(
			screen.getByRole( 'img', { name: 'Imported from iCloud' } )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Added in PRISM' ) ).toBeInTheDocument();

		// Only the PRISM chip, named as an image (a label on a plain span is not announced).
		rerender( <ImportSources importSource="" /> );
		expect( screen.getAllByRole( 'img' ) ).toHaveLength( 1 );
		expect(
			screen.getByRole( 'img', { name: 'Added in PRISM' } )
		).toBeInTheDocument();
	} );
} );
