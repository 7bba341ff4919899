import { useResource } from '../api/useResource';
import type { Resource } from '../api/useResource';

/** @deprecated Kept for the pages not yet on the named data hooks of src/api/hooks.ts. */
export type AsyncState< T > = Resource< T >;

/**
 * Runs `load` when its dependencies change and keeps only the newest answer, so a slow old request never
 * overwrites a newer one. It reads no tags, so it loads again only on reload() or a change of `deps`.
 *
 * New code reads through a named hook of src/api/hooks.ts instead (docs/frontend-pattern.md).
 *
 * @param load What to fetch.
 * @param deps When to fetch again: JSON values (ids, strings), compared as JSON.
 */
export function useAsync< T >(
	load: () => Promise< T >,
	deps: unknown[]
): AsyncState< T > {
	return useResource( { key: JSON.stringify( deps ), load, tags: [] } );
}
