/**
 * The site's locale for dates and numbers. WordPress writes it into the page's `lang` attribute ("en-US", "de-DE"),
 * so a member reads dates and numbers the way the site's language writes them (translated words come from the
 * i18n package).
 */

/**
 * The page's language as a BCP 47 tag Intl accepts, or undefined (the browser's own) when the page names none or
 * names one Intl cannot read.
 */
export function siteLocale(): string | undefined {
	const lang =
		typeof document === 'undefined'
			? ''
			: document.documentElement.lang.trim();
	if ( lang === '' ) {
		return undefined;
	}
	try {
		return Intl.getCanonicalLocales( lang )[ 0 ];
	} catch {
		return undefined;
	}
}

/**
 * A whole number as the site's locale writes it ("1,234" in English, "1.234" in German).
 *
 * @param value The number.
 */
export function formatNumber( value: number ): string {
	return new Intl.NumberFormat( siteLocale() ).format( value );
}
