/**
 * The client and data hook of the member's resources (saved links), beside the page that uses them (issue 28 asks
 * for the client split by resource). They go through src/api's fetch helpers, tags and useResource like every
 * other route: reads with `get`, writes with `send` naming the tags they change.
 */
import { get, send } from '../../api/client';
import { TAGS } from '../../api/tags';
import { useResource } from '../../api/useResource';
import type { Resource, ResourceInput } from './types';

export const getResources = ( wordpressId: number ) =>
	get< Resource[] >( `resources/${ wordpressId }` );

export const addResource = ( wordpressId: number, input: ResourceInput ) =>
	send< Resource[] >( 'POST', 'push-resource', { ...input, wordpressId }, [
		TAGS.resources,
	] );

export const updateResource = (
	wordpressId: number,
	resourceId: number,
	input: ResourceInput
) =>
	send< Resource[] >(
		'POST',
		'update-resource',
		{ ...input, resourceId, wordpressId },
		[ TAGS.resources ]
	);

export const deleteResource = ( wordpressId: number, resourceId: number ) =>
	send< Resource[] >(
		'DELETE',
		'delete-resource',
		{ resourceId, wordpressId },
		[ TAGS.resources ]
	);

/**
 * The member's resources (saved links), oldest first.
 *
 * @param wordpressId Member id.
 */
export const useResources = ( wordpressId: number ) =>
	useResource( {
		key: String( wordpressId ),
		load: () => getResources( wordpressId ),
		tags: [ TAGS.resources ],
	} );
