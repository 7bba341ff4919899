import { Fragment } from 'react';
import type { ReactNode } from 'react';

/**
 * A translated sentence with React elements in the places of its placeholders: `%s` in turn, or `%1$s`, `%2$s` by
 * number; `%%` is a percent sign. sprintf() writes only strings; this lets a link or a <time> sit inside a sentence
 * that translators still see whole (and may reorder).
 *
 * @param format The translated sentence, e.g. __( 'Updated %s', 'prism' ).
 * @param args   What goes in each placeholder.
 */
export function sprintfElements(
	format: string,
	...args: ReactNode[]
): ReactNode[] {
	const parts: ReactNode[] = [];
	let next = 0;
	let last = 0;
	for ( const match of format.matchAll( /%(?:(\d+)\$)?s|%%/g ) ) {
		const at = match.index ?? 0;
		parts.push( format.slice( last, at ) );
		if ( match[ 0 ] === '%%' ) {
			parts.push( '%' );
		} else {
			const index = match[ 1 ] ? Number( match[ 1 ] ) - 1 : next++;
			parts.push( args[ index ] ?? '' );
		}
		last = at + match[ 0 ].length;
	}
	parts.push( format.slice( last ) );
	return parts
		.filter( ( part ) => part !== '' )
		.map( ( part, i ) => <Fragment key={ i }>{ part }</Fragment> );
}
