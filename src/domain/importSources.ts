/**
 * Where a contact came from: PRISM (added here) or the services it was imported from. The server stores them as
 * one comma-separated text ("Google,LinkedIn") in this fixed order (includes/Domain/Contact_Fields.php).
 */
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
