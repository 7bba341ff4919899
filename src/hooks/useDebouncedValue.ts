import { useEffect, useState } from 'react';

/**
 * A value that follows `value` once it has stayed the same for `delay` ms: what is looked up while a member types.
 *
 * @param value The value.
 * @param delay Quiet time in ms.
 */
export function useDebouncedValue< T >( value: T, delay: number ): T {
	const [ settled, setSettled ] = useState( value );
	useEffect( () => {
		const timer = setTimeout( () => setSettled( value ), delay );
		return () => clearTimeout( timer );
	}, [ value, delay ] );
	return settled;
}
