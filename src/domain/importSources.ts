/**
 * Where a contact came from: PRISM (added here) or the services it was imported from. The server stores them as
 * one comma-separated text ("Google,LinkedIn") in this fixed order (includes/Domain/Contact_Fields.php).
 */
import { _x } from '@wordpress/i18n';
import type { ImportSource } from '../api/types';

/** Every import source, in PRISM's fixed order. */
export const IMPORT_SOURCES: readonly ImportSource[] = [
	'PRISM',
	'Google',
	'iCloud',
	'LinkedIn',
	'Facebook',
	'CSV',
];

/**
 * The known sources of a contact's import-source text ("Google, linkedin"), each once, in PRISM's fixed order.
 * Case and spaces do not matter; unknown names are dropped.
 *
 * @param importSource Comma-separated sources.
 */
export function parseImportSources( importSource: string ): ImportSource[] {
	const named = new Set(
		importSource
			.split( ',' )
			.map( ( part ) => part.trim().toLowerCase() )
			.filter( Boolean )
	);
	return IMPORT_SOURCES.filter( ( source ) =>
		named.has( source.toLowerCase() )
	);
}

/**
 * An import source's name as the screen shows it, in the site's language.
 *
 * @param source The source.
 */
export function importSourceName( source: ImportSource ): string {
	switch ( source ) {
		case 'PRISM':
			return _x( 'PRISM', 'import source', 'prism' );
		case 'Google':
			return _x( 'Google', 'import source', 'prism' );
		case 'iCloud':
			return _x( 'iCloud', 'import source', 'prism' );
		case 'LinkedIn':
			return _x( 'LinkedIn', 'import source', 'prism' );
		case 'Facebook':
			return _x( 'Facebook', 'import source', 'prism' );
		case 'CSV':
			return _x( 'CSV', 'import source', 'prism' );
	}
}
