/**
 * The contact detail page's tabs and how the open tab is kept in the address
 * (?tab=notes|interactions|notifications|articles),
 * so a link such as the spec's ?tab=notifications opens that tab and a reload stays where the member was. The
 * Articles tab is the spec's hidden one: it shows once the contact has a saved article (visibleTabs()).
 */
import { __ } from '@wordpress/i18n';

export const DETAIL_TABS = [
	'details',
	'notes',
	'interactions',
	'notifications',
	'articles',
] as const;
export type DetailTab = ( typeof DETAIL_TABS )[ number ];

/**
 * A tab's label, in the site's language.
 *
 * @param tab The tab.
 */
export function tabLabel( tab: DetailTab ): string {
	switch ( tab ) {
		case 'details':
			return __( 'Details', 'prism' );
		case 'notes':
			return __( 'Notes', 'prism' );
		case 'interactions':
			return __( 'Interactions', 'prism' );
		case 'notifications':
			return __( 'Notifications', 'prism' );
		case 'articles':
			return __( 'Articles', 'prism' );
	}
}

/**
 * The tab a query string asks for; Details when it names none (or one that does not exist).
 *
 * @param search Query string, e.g. window.location.search.
 */
export function tabFromSearch( search: string ): DetailTab {
	const requested = ( new URLSearchParams( search ).get( 'tab' ) ?? '' )
		.trim()
		.toLowerCase();
	return ( DETAIL_TABS as readonly string[] ).includes( requested )
		? ( requested as DetailTab )
		: 'details';
}

/**
 * The address with the tab set; Details, the default, leaves no parameter. Other parameters are kept.
 *
 * @param href Current address.
 * @param tab  Tab to show.
 */
export function hrefWithTab( href: string, tab: DetailTab ): string {
	const url = new URL( href );
	if ( tab === 'details' ) {
		url.searchParams.delete( 'tab' );
	} else {
		url.searchParams.set( 'tab', tab );
	}
	return url.toString();
}

/**
 * The tabs shown: every tab but Articles, which shows once the contact has a saved article, and stays while it is
 * open (so deleting the last article there does not pull the tab from under the member).
 *
 * @param hasArticles Whether the contact has at least one saved article (false while that is not known yet).
 * @param open        The open tab.
 */
export function visibleTabs(
	hasArticles: boolean,
	open: DetailTab
): DetailTab[] {
	return DETAIL_TABS.filter(
		( tab ) => tab !== 'articles' || hasArticles || open === 'articles'
	);
}
