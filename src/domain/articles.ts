/**
 * Rules for the member's saved articles on the client: what the Add Article and Edit Article dialog may send, and
 * how an article shows in a list. The server checks the same and has the last word
 * (includes/Domain/Article_Rules.php; docs/articles.md).
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import type {
	Article,
	ArticleContact,
	ArticleInput,
} from '../components/articles/types';
import { siteLocale } from './locale';
import { RESOURCE_LINK_MAX, webAddressProblem } from './resources';

/** Longest title the server keeps (Article_Rules::MAX_TITLE: the column's width). */
export const ARTICLE_TITLE_MAX = 255;
/** Longest link the server keeps (Article_Rules::MAX_LINK, as for resources). */
export const ARTICLE_LINK_MAX = RESOURCE_LINK_MAX;
/** Longest note the server keeps (Article_Rules::MAX_NOTE). */
export const ARTICLE_NOTE_MAX = 5000;
/** Most contacts one article is tied to (Article_Rules::MAX_CONTACTS). */
export const ARTICLE_CONTACTS_MAX = 50;
/** Articles a list page shows (the spec's list page size). */
export const ARTICLES_PER_PAGE = 10;

/** What the dialog holds: the typed text, and the chosen contacts with their names (to show them). */
export interface ArticleDraft {
	title: string;
	link: string;
	note: string;
	contacts: ArticleContact[];
}

type Problems = Partial< Record< keyof ArticleInput, string > >;

/**
 * Characters as the server counts them (Unicode code points, so an emoji is one), once the ends are trimmed.
 *
 * @param text Text as typed.
 */
export function characterCount( text: string ): number {
	return Array.from( text.trim() ).length;
}

/**
 * The dialog's draft: the article being edited, or a new one tied to the given contacts.
 *
 * @param article  The article to edit, or null for a new one.
 * @param contacts Contacts a new article starts tied to (the contact whose page it is added from).
 */
export function articleDraftOf(
	article: Article | null | undefined,
	contacts: ArticleContact[] = []
): ArticleDraft {
	return article
		? {
				title: article.title,
				link: article.link,
				note: article.note,
				contacts: article.contacts,
			}
		: { title: '', link: '', note: '', contacts };
}

/**
 * The message for text longer than a firm limit.
 *
 * @param max The limit, in characters.
 */
function tooLong( max: number ): string {
	return sprintf(
		/* translators: %s: maximum number of characters, e.g. 5,000. */
		_n(
			'Keep this to %s character or fewer.',
			'Keep this to %s characters or fewer.',
			max,
			'prism'
		),
		max.toLocaleString( siteLocale() )
	);
}

/**
 * What is wrong with an article draft, per field, and the values to send when nothing is. Text is sent as typed (the
 * server trims the ends); the contacts as their ids.
 *
 * @param draft What the dialog holds.
 */
export function articleDraftProblems( draft: ArticleDraft ): {
	problems: Problems;
	input: ArticleInput | null;
} {
	const problems: Problems = {};
	const link = draft.link.trim();
	if ( draft.title.trim() === '' ) {
		problems.title = __(
			'Give the article a title before saving it.',
			'prism'
		);
	} else if ( characterCount( draft.title ) > ARTICLE_TITLE_MAX ) {
		problems.title = tooLong( ARTICLE_TITLE_MAX );
	}
	if ( link === '' ) {
		problems.link = __( 'Enter the web address of the article.', 'prism' );
	} else if ( Array.from( link ).length > ARTICLE_LINK_MAX ) {
		problems.link = tooLong( ARTICLE_LINK_MAX );
	} else {
		const problem = webAddressProblem( link );
		if ( problem !== null ) {
			problems.link = problem;
		}
	}
	if ( characterCount( draft.note ) > ARTICLE_NOTE_MAX ) {
		problems.note = tooLong( ARTICLE_NOTE_MAX );
	}
	const contactIds = [ ...new Set( draft.contacts.map( ( c ) => c.id ) ) ];
	if ( contactIds.length > ARTICLE_CONTACTS_MAX ) {
		problems.contactIds = sprintf(
			/* translators: %d: the most contacts an article can be tied to. */
			_n(
				'An article can be tied to at most %d contact.',
				'An article can be tied to at most %d contacts.',
				ARTICLE_CONTACTS_MAX,
				'prism'
			),
			ARTICLE_CONTACTS_MAX
		);
	}
	return {
		problems,
		input:
			Object.keys( problems ).length === 0
				? {
						title: draft.title,
						link: draft.link,
						note: draft.note,
						contactIds,
					}
				: null,
	};
}

/**
 * The site an article is on, as a list shows it under the title: the host without "www." ("example.com"), or the
 * link itself when it cannot be read as an address.
 *
 * @param link Stored link (http or https).
 */
export function linkSite( link: string ): string {
	try {
		const host = new URL( link ).hostname;
		return host.replace( /^www\./i, '' ) || link;
	} catch {
		return link;
	}
}

/**
 * The day an article was saved, as the site's language writes a short date ("22 Nov 2026" / "Nov 22, 2026"), in
 * the member's own time zone; '' when there is no date.
 *
 * @param iso Stored time (ISO 8601).
 */
export function savedOn( iso: string | null ): string {
	const date = iso ? new Date( iso ) : null;
	if ( ! date || Number.isNaN( date.getTime() ) ) {
		return '';
	}
	return new Intl.DateTimeFormat( siteLocale(), {
		day: 'numeric',
		month: 'short',
		year: 'numeric',
	} ).format( date );
}

/** A note longer than this (or with more lines) shows folded, with a button that shows all of it. */
const NOTE_FOLDED_CHARACTERS = 280;
const NOTE_FOLDED_LINES = 4;

/**
 * Whether a note is long enough to show folded at first.
 *
 * @param note Stored note.
 */
export function isLongNote( note: string ): boolean {
	return (
		Array.from( note ).length > NOTE_FOLDED_CHARACTERS ||
		note.split( '\n' ).length > NOTE_FOLDED_LINES
	);
}

/**
 * The page to show after an article was deleted: the same one, or the one before it when the deleted article was
 * the only one on its page (the last page).
 *
 * @param page  Page shown (from 1).
 * @param shown Articles it showed, the deleted one included.
 */
export function pageAfterDelete( page: number, shown: number ): number {
	return shown <= 1 && page > 1 ? page - 1 : page;
}
