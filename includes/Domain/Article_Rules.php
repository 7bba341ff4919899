<?php
/**
 * What a member's saved article (an entry of their reading list) may hold. The title is one line and required; the
 * link is an http(s) web address, checked and kept as typed exactly as resource links are (Resource_Rules); the note
 * is optional and keeps its line breaks. An article can be tied to some of the member's contacts.
 *
 * The limits are firm: what the Add Article dialog allows is what the server stores. The title's 255 characters are
 * the width of its column (articles.title varchar(255)).
 *
 * @package Prism
 */

namespace Prism\Domain;

/**
 * Pure rules for saved articles.
 */
final class Article_Rules {

	/** Longest title, in characters: the column's width. */
	public const MAX_TITLE = 255;

	/** Longest link, in characters (as for resources: longer than any address a browser bar shows). */
	public const MAX_LINK = Text::MAX_LINK;

	/** Longest note, in characters: a few paragraphs about why the article matters. */
	public const MAX_NOTE = 5000;

	/** Most contacts one article is tied to. */
	public const MAX_CONTACTS = 50;

	/** Most articles one member keeps: a reading list, not an archive (docs/articles.md). */
	public const MAX_PER_MEMBER = 5000;

	/** Articles a list page shows unless asked for another size (the spec's page size of lists). */
	public const PER_PAGE = 10;

	/** Most articles one list page answers. */
	public const MAX_PER_PAGE = 100;

	/** Longest search text, in characters. */
	public const MAX_SEARCH = 200;

	/**
	 * Whether an article's title, link or note contains the search text, ignoring case (Unicode-aware, the same on
	 * every database engine).
	 *
	 * @param array<string, mixed> $article Article row (title, link, note).
	 * @param string               $search  Search text, trimmed and not empty.
	 */
	public static function matches( array $article, string $search ): bool {
		$needle = mb_strtolower( $search, 'UTF-8' );
		foreach ( array( 'title', 'link', 'note' ) as $field ) {
			if ( str_contains( mb_strtolower( (string) ( $article[ $field ] ?? '' ), 'UTF-8' ), $needle ) ) {
				return true;
			}
		}
		return false;
	}
}
