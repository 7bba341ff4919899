/**
 * The REST payloads of the member's saved articles (prism/v1/articles/{wordpressId} and its writes; docs/articles.md),
 * beside the panel that uses them (issue 28: the client split by resource). An article, the contacts it is tied to
 * and a page of them stay in src/api/types.ts, which the page preload's table in src/api/client.ts (`articlePage`,
 * the Saved Articles page's first screen) is made of; they are named here too.
 */
import type {
	Article,
	ArticleContact,
	ArticlePage,
	ArticleQuery,
} from '../../api/types';

export type { Article, ArticleContact, ArticlePage, ArticleQuery };

/** What the Add Article and Edit Article dialog sends (an edit sends the whole article). */
export interface ArticleInput {
	title: string;
	link: string;
	note: string;
	contactIds: number[];
}
