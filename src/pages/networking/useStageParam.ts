import { useCallback, useEffect, useState } from 'react';
import { stageFromParam } from '../../domain/networkingSummary';
import { STAGE_NAMES } from '../../domain/stages';

/** The series page's parameter for the open stage tab: ?stage=BUILD. */
const PARAM = 'stage';

const readStage = () =>
	stageFromParam(
		new URLSearchParams( window.location.search ).get( PARAM )
	);

/**
 * The open stage tab, kept in the page URL as ?stage=BUILD (a name in any case or an index 0-5 is read), so a link
 * can open a stage and a reload keeps it. Changing tabs replaces the URL rather than adding history entries; back
 * and forward still follow the URL.
 */
export function useStageParam(): [ number, ( stage: number ) => void ] {
	const [ stage, setStage ] = useState< number >( readStage );

	useEffect( () => {
		const onPop = () => setStage( readStage() );
		window.addEventListener( 'popstate', onPop );
		return () => window.removeEventListener( 'popstate', onPop );
	}, [] );

	const choose = useCallback( ( next: number ) => {
		setStage( next );
		const params = new URLSearchParams( window.location.search );
		// A stage outside 0-5 is named BUILD, the tab an unknown name opens.
		params.set( PARAM, STAGE_NAMES[ next ] ?? STAGE_NAMES[ 0 ] );
		const { pathname, hash } = window.location;
		window.history.replaceState(
			window.history.state,
			'',
			`${ pathname }?${ params.toString() }${ hash }`
		);
	}, [] );

	return [ stage, choose ];
}
