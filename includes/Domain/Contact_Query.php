<?php
/**
 * What the contact list asks for: search text, filters, sort and page. Filters combine with AND; within one group
 * every selected value must match, as the spec's list rules say.
 *
 * @package Prism
 */

namespace Prism\Domain;

/**
 * Immutable list query.
 */
final class Contact_Query {

	public const PER_PAGE     = 10;
	public const MAX_PER_PAGE = 100;
	public const ORDERS       = array( 'name_asc', 'name_desc', 'recent', 'contacted_desc', 'contacted_asc', 'reach_out' );

	/** Orders by the day of the latest interaction: most recent first (never last), or longest ago first (never first). */
	public const CONTACTED_ORDERS = array( 'contacted_desc', 'contacted_asc' );

	/**
	 * Builds a query from request-like values.
	 *
	 * @param string   $search     Free text (name, email, phone, company, note text).
	 * @param string[] $categories Category names the contact must all have.
	 * @param string[] $sources    Import sources the contact must all have.
	 * @param string[] $processes  'Active' / 'Inactive'.
	 * @param int[]    $stages     Stage indexes 0-5.
	 * @param string[] $statuses   Stored statuses (in_progress, complete).
	 * @param string   $order      One of ORDERS.
	 * @param int      $page       1-based page.
	 * @param int      $per_page   Rows per page.
	 * @param int      $not_contacted_days Only contacts never contacted or last contacted more than this many days
	 *                                     before today; 0 for no such filter.
	 * @param string   $today      The member's today (YYYY-MM-DD), for $not_contacted_days.
	 * @param bool     $archived   The archived contacts only (the list's Archived filter); otherwise they are left out.
	 * @param string   $reach_out  Keep in touch: one of Cadence::FILTERS (due today or before, due within a week, any
	 *                             cadence), or '' for no such filter.
	 */
	public function __construct(
		public readonly string $search = '',
		public readonly array $categories = array(),
		public readonly array $sources = array(),
		public readonly array $processes = array(),
		public readonly array $stages = array(),
		public readonly array $statuses = array(),
		public readonly string $order = 'name_asc',
		public readonly int $page = 1,
		public readonly int $per_page = self::PER_PAGE,
		public readonly int $not_contacted_days = 0,
		public readonly string $today = '',
		public readonly bool $archived = false,
		public readonly string $reach_out = ''
	) {}

	/**
	 * Whether the query filters or sorts by the day to reach out by (Cadence): the list's shortcuts (search lists,
	 * packed orders) do not hold it, so the query is one statement over the (owner_id, reach_out_by, ...) index.
	 */
	public function by_reach_out(): bool {
		return '' !== $this->reach_out || 'reach_out' === $this->order;
	}

	/**
	 * The last day the Keep in touch filter keeps (a contact due on or before it matches).
	 */
	public function reach_out_until(): string {
		return Cadence::filter_until( $this->reach_out, '' === $this->today ? gmdate( 'Y-m-d' ) : $this->today );
	}

	/**
	 * Whether the query needs the contacts' last-contacted day (its filter or its sort): the plain and filtered
	 * search shortcuts do not answer it.
	 */
	public function by_contact_day(): bool {
		return $this->not_contacted_days > 0 || in_array( $this->order, self::CONTACTED_ORDERS, true );
	}

	/**
	 * The last day that counts as "not contacted for" the filter's days: a contact last contacted before it matches.
	 */
	public function contacted_before(): string {
		return Calendar_Date::add_days( '' === $this->today ? gmdate( 'Y-m-d' ) : $this->today, -$this->not_contacted_days );
	}

	/**
	 * Offset of the first row of the page.
	 */
	public function offset(): int {
		return ( max( 1, $this->page ) - 1 ) * $this->per_page;
	}
}
