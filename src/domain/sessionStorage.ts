/**
 * The browser's session storage, or undefined where there is none or it may
 * not be read (no window, storage blocked).
 */
export function safeSessionStorage(): Storage | undefined {
	try {
		return typeof window === 'undefined'
			? undefined
			: window.sessionStorage;
	} catch {
		return undefined;
	}
}
