/**
 * A failed call, as a member reads it: every error a data hook or a write reports is an ApiError whose message
 * can be shown as it is.
 */
import { __ } from '@wordpress/i18n';

export class ApiError extends Error {
	/** WordPress's error code, e.g. 'prism_not_found', or 'error' when there was none. */
	readonly code: string;
	/** HTTP status, when the server answered. */
	readonly status?: number;
	/** What is wrong with each named field or parameter, when the server said so (a 400). */
	readonly fields: Readonly< Record< string, string > >;
	/** The error's whole `data` as the server sent it (e.g. a 409's `current`), when there was one. */
	readonly data?: Readonly< Record< string, unknown > >;

	constructor(
		code: string,
		message: string,
		status?: number,
		fields: Record< string, string > = {},
		data?: Record< string, unknown >
	) {
		super( message );
		this.name = 'ApiError';
		this.code = code;
		this.status = status;
		this.fields = fields;
		this.data = data;
	}
}

/**
 * Turns whatever a failed call threw (apiFetch's error answer, a network failure, a bug) into an ApiError with a
 * message a member can read. An ApiError passes through unchanged.
 *
 * @param error What was thrown.
 */
export function toApiError( error: unknown ): ApiError {
	if ( error instanceof ApiError ) {
		return error;
	}
	if ( error && typeof error === 'object' ) {
		const e = error as {
			code?: string;
			message?: string;
			status?: number;
			data?: {
				status?: number;
				params?: Record< string, unknown >;
				errors?: Record< string, unknown >;
			};
		};
		const status = e.data?.status ?? e.status;
		const fields = textValues( e.data?.params ?? e.data?.errors );
		switch ( e.code ) {
			case 'rest_cookie_invalid_nonce':
				return new ApiError(
					e.code,
					__(
						'Your session has expired. Reload the page and try again.',
						'prism'
					),
					403
				);
			case 'fetch_error':
				return new ApiError(
					e.code,
					__(
						'Could not reach the site. Check your connection and try again.',
						'prism'
					)
				);
			case 'internal_server_error':
				// WordPress's fatal-error answer carries an HTML message meant for a browser page, not for a notice.
				return new ApiError(
					e.code,
					__(
						'The site ran into a problem. Please try again.',
						'prism'
					),
					status ?? 500
				);
			case 'invalid_json':
				return new ApiError(
					e.code,
					__(
						'The site sent an unexpected answer. Please try again.',
						'prism'
					)
				);
		}
		// WordPress's "Invalid parameter(s): name" names a parameter; PRISM's own sentence for it says what to do.
		const [ firstField ] = Object.values( fields );
		if (
			( e.code === 'rest_invalid_param' ||
				e.code === 'rest_missing_callback_param' ) &&
			firstField !== undefined
		) {
			return new ApiError( e.code, firstField, status, fields );
		}
		// A REST error's message comes from the server, already translated there.
		if ( e.message && typeof e.code === 'string' ) {
			return new ApiError(
				e.code,
				e.message,
				status,
				fields,
				e.data as Record< string, unknown > | undefined
			);
		}
	}
	return new ApiError(
		'error',
		__( 'Something went wrong. Please try again.', 'prism' )
	);
}

/**
 * The string values of an error's per-field messages (WordPress puts them in `data.params`, PRISM's own
 * validation in `data.errors`).
 *
 * @param value The object, if any.
 */
function textValues( value: unknown ): Record< string, string > {
	const fields: Record< string, string > = {};
	if ( value && typeof value === 'object' ) {
		for ( const [ key, text ] of Object.entries( value ) ) {
			if ( typeof text === 'string' && text.trim() !== '' ) {
				fields[ key ] = text;
			}
		}
	}
	return fields;
}
