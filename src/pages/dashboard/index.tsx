/**
 * The dashboard island's entry: only a loader. webpack's runtime fetches the page and the pieces it shares with other
 * pages (split by what each page uses) in parallel, so a page downloads only what it shows.
 */
import( /* webpackChunkName: "dashboard.page" */ './page' );
