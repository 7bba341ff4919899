import { ApiError, toApiError } from './errors';

describe( 'toApiError', () => {
	it( 'shows the sentence PRISM wrote for a refused parameter, not WordPress\'s "Invalid parameter(s)"', () => {
		const error = toApiError( {
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): name',
			data: {
				status: 400,
				params: { name: 'Enter a name for the category.' },
			},
		} );
		expect( error ).toBeInstanceOf( ApiError );
		expect( error.message ).toBe( 'Enter a name for the category.' );
		expect( error.status ).toBe( 400 );
		expect( error.fields ).toEqual( {
			name: 'Enter a name for the category.',
		} );
	} );

	it( "keeps the per-field problems of PRISM's own validation", () => {
		const error = toApiError( {
			code: 'prism_invalid',
			message:
				'Please fix the highlighted fields. Nothing was saved yet.',
			data: {
				status: 400,
				errors: {
					emailOne: 'Enter an email address like name@example.com.',
				},
			},
		} );
		expect( error.message ).toBe(
			'Please fix the highlighted fields. Nothing was saved yet.'
		);
		expect( error.fields.emailOne ).toBe(
			'Enter an email address like name@example.com.'
		);
	} );

	it( 'falls back to the message when a refused parameter carries none of its own', () => {
		const error = toApiError( {
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): page',
			data: { status: 400, params: { page: '' } },
		} );
		expect( error.message ).toBe( 'Invalid parameter(s): page' );
		expect( error.fields ).toEqual( {} );
	} );
} );
