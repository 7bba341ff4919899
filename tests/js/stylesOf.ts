import { styleCache } from '../../src/components/styleCache';

/**
 * The styles written for an element's PRISM classes (Emotion's registered styles of them), for the light
 * components' tests.
 *
 * @param element The element.
 */
export function stylesOf( element: Element ): string {
	const registered = styleCache().registered;
	return Array.from( element.classList )
		.filter( ( name ) => registered[ name ] !== undefined )
		.map( ( name ) => registered[ name ] )
		.join( ';' );
}
