import { Fragment } from 'react';
import type { ReactNode } from 'react';

/**
 * A translated sentence with React nodes in it: each `%1$s`, `%2$s` … of `text` becomes nodes[0], nodes[1] …, so
 * a name can be bold without cutting the sentence into separately translated fragments.
 *
 * @param text  The translated sentence, with numbered placeholders.
 * @param nodes What goes in them.
 */
export function withNodes(
	text: string,
	nodes: readonly ReactNode[]
): ReactNode {
	return text.split( /(%\d+\$s)/ ).map( ( part, i ) => {
		const slot = /^%(\d+)\$s$/.exec( part );
		return slot ? (
			<Fragment key={ i }>{ nodes[ Number( slot[ 1 ] ) - 1 ] }</Fragment>
		) : (
			part
		);
	} );
}
