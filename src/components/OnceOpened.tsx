import { Suspense, lazy, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';

/**
 * Renders its children from the first time `open` is true, and keeps them afterwards, so a dialog whose code is
 * loaded when first opened (see `lazyNamed`) can still animate closed. Nothing shows while its code loads.
 *
 * @param props          Props.
 * @param props.open     Whether the child is open now.
 * @param props.children The child (usually a lazily loaded dialog).
 */
export function OnceOpened( {
	open,
	children,
}: {
	open: boolean;
	children: ReactNode;
} ) {
	const [ opened, setOpened ] = useState( open );
	if ( open && ! opened ) {
		setOpened( true );
	}
	return opened || open ? (
		<Suspense fallback={ null }>{ children }</Suspense>
	) : null;
}

/**
 * A component exported by name from a module loaded on first use: React.lazy for named exports.
 *
 * @param load Loads the module and picks the component.
 */
export function lazyNamed< P extends object >(
	load: () => Promise< ComponentType< P > >
) {
	return lazy( () =>
		load().then( ( component ) => ( { default: component } ) )
	);
}
