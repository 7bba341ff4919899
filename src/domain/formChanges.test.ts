import { formChanged } from './formChanges';

describe( 'formChanged', () => {
	const empty = { title: '', desc: '', noYear: false };

	it( 'sees nothing typed in an untouched form, or one holding only spaces', () => {
		expect( formChanged( empty, empty ) ).toBe( false );
		expect( formChanged( { ...empty, title: '  ' }, empty ) ).toBe( false );
	} );

	it( 'sees typed text, a ticked box, and an edited value', () => {
		expect( formChanged( { ...empty, desc: 'Call about' }, empty ) ).toBe(
			true
		);
		expect( formChanged( { ...empty, noYear: true }, empty ) ).toBe( true );
		const saved = { ...empty, title: 'Lunch' };
		expect( formChanged( { ...saved, title: 'Lunch ' }, saved ) ).toBe(
			false
		);
		expect( formChanged( { ...saved, title: 'Dinner' }, saved ) ).toBe(
			true
		);
	} );

	it( 'compares lists by their items', () => {
		const start = { contacts: [ { id: 1, name: 'Ann' } ] };
		expect(
			formChanged( { contacts: [ { id: 1, name: 'Ann' } ] }, start )
		).toBe( false );
		expect( formChanged( { contacts: [] }, start ) ).toBe( true );
	} );
} );
