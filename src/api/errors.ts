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

	constructor( code: string, message: string, status?: number ) {
		super( message );
		this.name = 'ApiError';
		this.code = code;
		this.status = status;
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
			data?: { status?: number };
		};
		const status = e.data?.status ?? e.status;
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
		// A REST error's message comes from the server, already translated there.
		if ( e.message && typeof e.code === 'string' ) {
			return new ApiError( e.code, e.message, status );
		}
	}
	return new ApiError(
		'error',
		__( 'Something went wrong. Please try again.', 'prism' )
	);
}
