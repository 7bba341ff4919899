<?php
/**
 * A member's saved articles (their reading list) and the contacts each is tied to. Returns rows as stored;
 * Rest\Articles_Controller shapes the answer.
 *
 * An article and its links to contacts change together, in one transaction. A link belongs to the article: deleting
 * a contact removes its links (Contact_Children::delete) and never the article; merging two contacts moves the links
 * to the survivor (merge_into()).
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Domain\Article_Rules;
use Prism\Domain\Contact_Fields;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Saved article storage.
 */
final class Article_Repository {

	/** Rows read at a time while a search walks the member's articles. */
	private const SCAN_BATCH = 500;

	/**
	 * How many articles the member has.
	 *
	 * @param int $owner_id Member.
	 */
	public function count( int $owner_id ): int {
		global $wpdb;
		$table = Schema::table( 'articles' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		return (int) Db::value( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE owner_id = %d", $owner_id ) );
	}

	/**
	 * One article, or null when it is not the member's.
	 *
	 * @param int $owner_id   Member.
	 * @param int $article_id Article.
	 * @return array<string, mixed>|null Article row.
	 */
	public function find( int $owner_id, int $article_id ): ?array {
		global $wpdb;
		$table = Schema::table( 'articles' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		return Db::row( $wpdb->prepare( "SELECT * FROM {$table} WHERE owner_id = %d AND id = %d", $owner_id, $article_id ) );
	}

	/**
	 * One page of the member's articles, newest first, with how many there are in all: every article, or those tied
	 * to one contact, narrowed by a search when one is given.
	 *
	 * A search is a case-insensitive substring match over title, link and note (Article_Rules::matches()), done in PHP
	 * over the member's articles a batch at a time: SQL's LIKE folds only ASCII letters on SQLite (and treats '_' as a
	 * wildcard there), so it would find 'École' from 'école' on MariaDB and not on SQLite. A member keeps at most
	 * Article_Rules::MAX_PER_MEMBER articles, so the walk is bounded.
	 *
	 * @param int      $owner_id   Member.
	 * @param int      $offset     Rows to skip.
	 * @param int      $limit      Rows to answer.
	 * @param int|null $contact_id Only articles tied to this contact (already checked to be the member's).
	 * @param string   $search     Search text ('' for none).
	 * @return array{items: array<int, array<string, mixed>>, total: int}
	 */
	public function page( int $owner_id, int $offset, int $limit, ?int $contact_id = null, string $search = '' ): array {
		global $wpdb;
		list( $from, $args ) = $this->scope( $owner_id, $contact_id );
		if ( '' === $search ) {
			// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders -- FROM/WHERE from scope() (table names from Schema), values as placeholders.
			$total = (int) Db::value( $wpdb->prepare( "SELECT COUNT(*) {$from}", ...$args ) );
			$items = array();
			if ( $total > $offset ) {
				$items = Db::rows( $wpdb->prepare( "SELECT a.* {$from} ORDER BY a.created_at DESC, a.id DESC LIMIT %d OFFSET %d", ...array_merge( $args, array( $limit, $offset ) ) ) );
			}
			// phpcs:enable
			return array(
				'items' => $items,
				'total' => $total,
			);
		}
		$matching = $this->matching_ids( $from, $args, $search );
		return array(
			'items' => $this->find_many( $owner_id, array_slice( $matching, $offset, $limit ) ),
			'total' => count( $matching ),
		);
	}

	/**
	 * Ids of the articles in a scope whose title, link or note contains the search text, newest first.
	 *
	 * @param string            $from   FROM/WHERE from scope().
	 * @param array<int, mixed> $args   Its values.
	 * @param string            $search Search text.
	 * @return int[]
	 */
	private function matching_ids( string $from, array $args, string $search ): array {
		global $wpdb;
		$ids   = array();
		$after = null;
		do {
			$keyset = '';
			$values = $args;
			if ( null !== $after ) {
				// Keyset paging on (created_at, id), the order of the owner_created index.
				$keyset = ' AND (a.created_at < %s OR (a.created_at = %s AND a.id < %d))';
				$values = array_merge( $values, array( $after[0], $after[0], $after[1] ) );
			}
			$values[] = self::SCAN_BATCH;
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- FROM/WHERE from scope() and code, values as placeholders.
			$rows = Db::rows( $wpdb->prepare( "SELECT a.id, a.created_at, a.title, a.link, a.note {$from}{$keyset} ORDER BY a.created_at DESC, a.id DESC LIMIT %d", ...$values ) );
			$wpdb->flush();
			foreach ( $rows as $row ) {
				if ( Article_Rules::matches( $row, $search ) ) {
					$ids[] = (int) $row['id'];
				}
			}
			$last  = end( $rows );
			$after = $last ? array( (string) $last['created_at'], (int) $last['id'] ) : null;
			$more  = count( $rows ) === self::SCAN_BATCH;
		} while ( $more );
		return $ids;
	}

	/**
	 * The FROM and WHERE of a list: the member's articles, or those tied to one of their contacts.
	 *
	 * @param int      $owner_id   Member.
	 * @param int|null $contact_id Contact, or null for every article.
	 * @return array{0: string, 1: array<int, int>}
	 */
	private function scope( int $owner_id, ?int $contact_id ): array {
		$articles = Schema::table( 'articles' );
		if ( null === $contact_id ) {
			return array( "FROM {$articles} a WHERE a.owner_id = %d", array( $owner_id ) );
		}
		$links = Schema::table( 'article_contacts' );
		return array(
			"FROM {$links} l INNER JOIN {$articles} a ON a.id = l.article_id WHERE l.owner_id = %d AND l.contact_id = %d AND a.owner_id = %d",
			array( $owner_id, $contact_id, $owner_id ),
		);
	}

	/**
	 * Article rows in the order of $ids; ids that are not the member's are left out.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Article ids.
	 * @return array<int, array<string, mixed>>
	 */
	private function find_many( int $owner_id, array $ids ): array {
		global $wpdb;
		$ids = Db::ids( $ids );
		if ( ! $ids ) {
			return array();
		}
		$table = Schema::table( 'articles' );
		$by_id = array();
		$sql   = "SELECT * FROM {$table} WHERE id IN (" . Db::placeholders( count( $ids ) ) . ') AND ' . Db::OWNER_OF_IDS;
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table from Schema, placeholders from Db.
		foreach ( Db::rows( $wpdb->prepare( $sql, ...array_merge( $ids, array( $owner_id ) ) ) ) as $row ) {
			$by_id[ (int) $row['id'] ] = $row;
		}
		return array_values( array_filter( array_map( static fn( int $id ) => $by_id[ $id ] ?? null, $ids ) ) );
	}

	/**
	 * The contacts each article is tied to, with their display names, in name order: one query for a whole page of
	 * articles.
	 *
	 * @param int   $owner_id    Member.
	 * @param int[] $article_ids Articles.
	 * @return array<int, array<int, array{id: int, name: string}>> Article id => its contacts.
	 */
	public function contacts_of( int $owner_id, array $article_ids ): array {
		global $wpdb;
		$links    = Schema::table( 'article_contacts' );
		$contacts = Schema::table( 'contacts' );
		$by_id    = array();
		foreach ( array_chunk( Db::ids( $article_ids ), Contact_Repository::CHUNK ) as $chunk ) {
			$sql = "SELECT l.article_id, c.id, c.first_name, c.last_name, c.email_one, c.company FROM {$links} l INNER JOIN {$contacts} c ON c.id = l.contact_id WHERE l.owner_id = %d AND c.owner_id = %d AND l.article_id IN (" . Db::placeholders( count( $chunk ) ) . ') ORDER BY c.sort_name ASC, c.id ASC';
			// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- tables from Schema, placeholders from Db.
			foreach ( Db::rows( $wpdb->prepare( $sql, ...array_merge( array( $owner_id, $owner_id ), $chunk ) ) ) as $row ) {
				$by_id[ (int) $row['article_id'] ][] = array(
					'id'   => (int) $row['id'],
					'name' => Contact_Fields::display_name(
						array(
							'firstName' => (string) $row['first_name'],
							'lastName'  => (string) $row['last_name'],
							'emailOne'  => (string) $row['email_one'],
							'company'   => (string) $row['company'],
						)
					),
				);
			}
		}
		return $by_id;
	}

	/**
	 * Every article of the member, newest first (the personal-data export).
	 *
	 * @param int $owner_id Member.
	 * @return array<int, array<string, mixed>> Article rows.
	 */
	public function all( int $owner_id ): array {
		global $wpdb;
		$table = Schema::table( 'articles' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		return Db::rows( $wpdb->prepare( "SELECT * FROM {$table} WHERE owner_id = %d ORDER BY created_at DESC, id DESC", $owner_id ) );
	}

	/**
	 * Adds an article tied to contacts and returns its id.
	 *
	 * @param int    $owner_id    Member.
	 * @param string $title       Clean, non-empty title.
	 * @param string $link        Valid http(s) address.
	 * @param string $note        Clean note ('' for none).
	 * @param int[]  $contact_ids Contacts (already checked to be the member's).
	 */
	public function create( int $owner_id, string $title, string $link, string $note, array $contact_ids ): int {
		return Db::transaction(
			function () use ( $owner_id, $title, $link, $note, $contact_ids ): int {
				global $wpdb;
				$now = Db::now();
				Db::check(
					$wpdb->insert(
						Schema::table( 'articles' ),
						array(
							'owner_id'   => $owner_id,
							'title'      => $title,
							'link'       => $link,
							'note'       => $note,
							'created_at' => $now,
							'updated_at' => $now,
						)
					)
				);
				$id = (int) $wpdb->insert_id;
				$this->tie( $owner_id, $id, $contact_ids );
				return $id;
			}
		);
	}

	/**
	 * Changes an article and replaces the contacts it is tied to.
	 *
	 * @param int    $owner_id    Member.
	 * @param int    $article_id  Article (already checked to be the member's).
	 * @param string $title       Clean, non-empty title.
	 * @param string $link        Valid http(s) address.
	 * @param string $note        Clean note ('' for none).
	 * @param int[]  $contact_ids Contacts (already checked to be the member's).
	 */
	public function update( int $owner_id, int $article_id, string $title, string $link, string $note, array $contact_ids ): void {
		Db::transaction(
			function () use ( $owner_id, $article_id, $title, $link, $note, $contact_ids ): void {
				global $wpdb;
				Db::check(
					$wpdb->update(
						Schema::table( 'articles' ),
						array(
							'title'      => $title,
							'link'       => $link,
							'note'       => $note,
							'updated_at' => Db::now(),
						),
						array(
							'id'       => $article_id,
							'owner_id' => $owner_id,
						)
					)
				);
				$this->untie( $owner_id, $article_id );
				$this->tie( $owner_id, $article_id, $contact_ids );
			}
		);
	}

	/**
	 * Deletes an article and its links to contacts (never the contacts).
	 *
	 * @param int $owner_id   Member.
	 * @param int $article_id Article.
	 */
	public function delete( int $owner_id, int $article_id ): void {
		Db::transaction(
			function () use ( $owner_id, $article_id ): void {
				$this->untie( $owner_id, $article_id );
				Db::delete_row( Schema::table( 'articles' ), $owner_id, $article_id );
			}
		);
	}

	/**
	 * A merge (Contact_Children): the articles tied to the contact merged away are tied to the survivor instead,
	 * once each (an article tied to both keeps one link). The caller holds the merge transaction.
	 *
	 * @param int $owner_id    Member.
	 * @param int $survivor_id Contact that stays.
	 * @param int $removed_id  Contact merged away.
	 */
	public function merge_into( int $owner_id, int $survivor_id, int $removed_id ): void {
		global $wpdb;
		$links = Schema::table( 'article_contacts' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		$articles = Db::col( $wpdb->prepare( "SELECT article_id FROM {$links} WHERE owner_id = %d AND contact_id = %d", $owner_id, $removed_id ) );
		if ( $articles ) {
			Db::insert_rows(
				$links,
				array( 'article_id', 'contact_id', 'owner_id' ),
				array_map( static fn( string $article_id ): array => array( (int) $article_id, $survivor_id, $owner_id ), $articles ),
				true
			);
		}
		Db::check(
			$wpdb->delete(
				$links,
				array(
					'owner_id'   => $owner_id,
					'contact_id' => $removed_id,
				)
			)
		);
	}

	/**
	 * Ties an article to contacts. The caller holds the transaction.
	 *
	 * @param int   $owner_id    Member.
	 * @param int   $article_id  Article.
	 * @param int[] $contact_ids Contacts.
	 */
	private function tie( int $owner_id, int $article_id, array $contact_ids ): void {
		Db::insert_rows(
			Schema::table( 'article_contacts' ),
			array( 'article_id', 'contact_id', 'owner_id' ),
			array_map( static fn( int $contact_id ): array => array( $article_id, $contact_id, $owner_id ), Db::ids( $contact_ids ) ),
			true
		);
	}

	/**
	 * Removes every link of an article. The caller holds the transaction.
	 *
	 * @param int $owner_id   Member.
	 * @param int $article_id Article.
	 */
	private function untie( int $owner_id, int $article_id ): void {
		global $wpdb;
		Db::check(
			$wpdb->delete(
				Schema::table( 'article_contacts' ),
				array(
					'article_id' => $article_id,
					'owner_id'   => $owner_id,
				)
			)
		);
	}
}
