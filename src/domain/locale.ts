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
	if ( ! canonical.has( lang ) ) {
		let locale: string | undefined;
		try {
			locale = Intl.getCanonicalLocales( lang )[ 0 ];
		} catch {
			locale = undefined;
		}
		canonical.set( lang, locale );
	}
	return canonical.get( lang );
}

const canonical = new Map< string, string | undefined >();

/*
 * Intl formatters, made once for each locale and set of options: making one costs far more than using it, and a
 * dashboard with a hundred follow-ups on it made several hundred while it rendered.
 */
const formats = new Map<
	string,
	| Intl.DateTimeFormat
	| Intl.NumberFormat
	| Intl.RelativeTimeFormat
	| Intl.ListFormat
>();

function cached<
	F extends
		| Intl.DateTimeFormat
		| Intl.NumberFormat
		| Intl.RelativeTimeFormat
		| Intl.ListFormat,
>(
	kind: string,
	locale: string | undefined,
	options: object,
	make: () => F
): F {
	const key = JSON.stringify( [ kind, locale ?? null, options ] );
	let format = formats.get( key );
	if ( ! format ) {
		format = make();
		formats.set( key, format );
	}
	return format as F;
}

/**
 * `new Intl.DateTimeFormat( locale, options )`, made once.
 *
 * @param locale  Locale (undefined: the browser's).
 * @param options Options.
 */
export const dateFormat = (
	locale: string | undefined,
	options: Intl.DateTimeFormatOptions
) =>
	cached(
		'date',
		locale,
		options,
		() => new Intl.DateTimeFormat( locale, options )
	);

/**
 * `new Intl.NumberFormat( locale, options )`, made once.
 *
 * @param locale  Locale (undefined: the browser's).
 * @param options Options.
 */
export const numberFormat = (
	locale: string | undefined,
	options: Intl.NumberFormatOptions = {}
) =>
	cached(
		'number',
		locale,
		options,
		() => new Intl.NumberFormat( locale, options )
	);

/**
 * `new Intl.RelativeTimeFormat( locale, options )`, made once.
 *
 * @param locale  Locale (undefined: the browser's).
 * @param options Options.
 */
export const relativeTimeFormat = (
	locale: string | undefined,
	options: Intl.RelativeTimeFormatOptions
) =>
	cached(
		'relative',
		locale,
		options,
		() => new Intl.RelativeTimeFormat( locale, options )
	);

/**
 * Words joined as the site's locale lists them ("email address, phone number and LinkedIn profile").
 *
 * @param items The words, translated.
 */
export function formatList( items: readonly string[] ): string {
	const locale = siteLocale();
	return cached(
		'list',
		locale,
		{},
		() =>
			new Intl.ListFormat( locale, {
				style: 'long',
				type: 'conjunction',
			} )
	).format( items );
}

/**
 * A whole number as the site's locale writes it ("1,234" in English, "1.234" in German).
 *
 * @param value The number.
 */
export function formatNumber( value: number ): string {
	return numberFormat( siteLocale() ).format( value );
}
