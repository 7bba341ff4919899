/**
 * The client and data hook of the member's saved articles (docs/articles.md), beside the panel that uses them (issue
 * 28 asks for the client split by resource). They go through src/api's fetch helpers, tags and useResource like every
 * other route: reads with `get`, writes with `send` naming the tags they change. The first page's request stays in
 * src/api/client.ts (`preloadable.articlePage`), which the page preload reads.
 */
import { preloadable, readWithHeaders, send } from '../../api/client';
import { TAGS } from '../../api/tags';
import { useResource } from '../../api/useResource';
import type { Article, ArticleInput, ArticlePage, ArticleQuery } from './types';

/**
 * One page of the member's saved articles, newest first: all of them or those tied to one contact, narrowed by a
 * search over title, link and note.
 *
 * @param wordpressId Member id.
 * @param query       Page, page size (at most 100), search, contact.
 */
export async function getArticlePage(
	wordpressId: number,
	query: ArticleQuery
): Promise< ArticlePage > {
	return readWithHeaders( preloadable.articlePage( wordpressId, query ) );
}

export const addArticle = ( wordpressId: number, input: ArticleInput ) =>
	send< Article >( 'POST', 'push-article', { ...input, wordpressId }, [
		TAGS.articles,
	] );

export const updateArticle = (
	wordpressId: number,
	articleId: number,
	input: ArticleInput
) =>
	send< Article >(
		'POST',
		'update-article',
		{ ...input, articleId, wordpressId },
		[ TAGS.articles ]
	);

export const deleteArticle = ( wordpressId: number, articleId: number ) =>
	send< { deleted: true; id: number } >(
		'DELETE',
		'delete-article',
		{ articleId, wordpressId },
		[ TAGS.articles ]
	);

/**
 * One page of the member's saved articles, newest first (a contact's, with `contactId`). Tied contacts show by
 * name, so a change to contacts (a rename, a merge, a delete) loads it again too.
 *
 * @param wordpressId Member id.
 * @param query       Page, page size, search, contact; null loads nothing.
 */
export const useArticles = (
	wordpressId: number,
	query: ArticleQuery | null
) =>
	useResource( {
		key: query && JSON.stringify( [ wordpressId, query ] ),
		load: () => getArticlePage( wordpressId, query ?? {} ),
		tags: [ TAGS.articles, TAGS.contacts ],
		preload: preloadable.articlePage( wordpressId, query ?? {} ),
	} );
