/**
 * The one way data is read again after a change: a write says which tags it changed (invalidate), and every
 * mounted data hook that reads one of them reloads. No page keeps revision counters of its own.
 */
import { forgetPreloaded } from './preload';
import { tagMatches } from './tags';
import type { Tag } from './tags';

type Listener = () => void;

const readers = new Set< { tags: readonly Tag[]; listener: Listener } >();

/**
 * Calls `listener` whenever one of `tags` is invalidated.
 *
 * @param tags     The tags read.
 * @param listener What to do (reload, forget a cache …).
 * @return Stops listening.
 */
export function subscribe(
	tags: readonly Tag[],
	listener: Listener
): () => void {
	const reader = { tags, listener };
	readers.add( reader );
	return () => {
		readers.delete( reader );
	};
}

/**
 * Announces that the resources under `changed` are out of date: every reader of one of them is told once.
 *
 * @param changed Tags that changed, e.g. [ TAGS.contacts, TAGS.categories ] or notesTag( 12 ).
 */
export function invalidate( changed: Tag | readonly Tag[] ): void {
	const list = typeof changed === 'string' ? [ changed ] : changed;
	// The answers the page came with are no longer current: a part of the page that mounts later asks.
	forgetPreloaded();
	// A copy: a listener may mount or unmount readers while we go.
	for ( const reader of [ ...readers ] ) {
		if (
			reader.tags.some( ( read ) =>
				list.some( ( tag ) => tagMatches( read, tag ) )
			)
		) {
			reader.listener();
		}
	}
}
