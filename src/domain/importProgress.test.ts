import type { ImportReport } from '../api/types';
import {
	importIdFrom,
	isImportRunning,
	runDelay,
	shownImports,
	withImport,
} from './importProgress';
import { importPercent, importProgressLabel } from './importProgressText';

function report( fields: Partial< ImportReport > = {} ): ImportReport {
	return {
		id: 1,
		jobId: 1,
		source: 'Google',
		kind: 'google',
		fileType: 'Google CSV',
		fileName: 'contacts.csv',
		mode: 'update',
		state: 'running',
		done: 0,
		total: 0,
		created: 0,
		updated: 0,
		skipped: 0,
		rejected: 0,
		keptApart: 0,
		matchCounts: { updated: 0, unchanged: 0, keptApart: 0, separated: 0 },
		rejectedRows: [],
		error: null,
		dismissed: false,
		createdAt: '2026-11-23T06:00:00Z',
		finishedAt: null,
		...fields,
	};
}

describe( 'progress', () => {
	it( 'knows a running import', () => {
		expect( isImportRunning( report( { state: 'queued' } ) ) ).toBe( true );
		expect( isImportRunning( report( { state: 'running' } ) ) ).toBe(
			true
		);
		expect( isImportRunning( report( { state: 'done' } ) ) ).toBe( false );
		expect( isImportRunning( report( { state: 'failed' } ) ) ).toBe(
			false
		);
	} );

	it( 'measures how far it is', () => {
		expect( importPercent( report( { done: 1200, total: 30000 } ) ) ).toBe(
			4
		);
		expect( importPercent( report( { done: 0, total: 0 } ) ) ).toBe( 0 );
		expect(
			importPercent( report( { state: 'done', done: 0, total: 0 } ) )
		).toBe( 100 );
		expect( importPercent( report( { done: 12, total: 10 } ) ) ).toBe(
			100
		);
	} );

	it( 'says it in rows, or contacts for a vCard file', () => {
		expect(
			importProgressLabel( report( { done: 1200, total: 30000 } ) )
		).toBe( '1,200 of 30,000 rows' );
		expect(
			importProgressLabel(
				report( { kind: 'vcard', done: 3, total: 40 } )
			)
		).toBe( '3 of 40 contacts' );
	} );

	it( 'asks again at once when in view, slower when hidden or failing', () => {
		expect( runDelay( false ) ).toBe( 0 );
		expect( runDelay( false, 0, false ) ).toBe( 1000 );
		expect( runDelay( true, 0, false ) ).toBe( 10000 );
		expect( runDelay( true ) ).toBeGreaterThanOrEqual( 5000 );
		expect( runDelay( false, 1 ) ).toBe( 2000 );
		expect( runDelay( false, 2 ) ).toBe( 4000 );
		expect( runDelay( true, 10 ) ).toBe( 30000 );
	} );

	it( 'shows every import not dismissed, newest first, each once', () => {
		const list = shownImports( [
			report( { id: 3, state: 'done' } ),
			report( { id: 9 } ),
			report( { id: 5, dismissed: true } ),
			report( { id: 3, state: 'done' } ),
		] );
		expect( list.map( ( r ) => r.id ) ).toEqual( [ 9, 3 ] );
		const next = withImport( list, report( { id: 3, state: 'failed' } ) );
		expect( next.map( ( r ) => [ r.id, r.state ] ) ).toEqual( [
			[ 9, 'running' ],
			[ 3, 'failed' ],
		] );
		expect(
			withImport( next, report( { id: 9, dismissed: true } ) ).map(
				( r ) => r.id
			)
		).toEqual( [ 3 ] );
		expect(
			withImport( next, report( { id: 12 } ) ).map( ( r ) => r.id )
		).toEqual( [ 12, 9, 3 ] );
	} );

	it( 'reads the import a post sent the page to', () => {
		expect( importIdFrom( '?import_id=7' ) ).toBe( 7 );
		expect( importIdFrom( '?q=a&import_id=12&x' ) ).toBe( 12 );
		expect( importIdFrom( '?import_id=abc' ) ).toBeNull();
		expect( importIdFrom( '?import_id=0' ) ).toBeNull();
		expect( importIdFrom( '?import_id=-3' ) ).toBeNull();
		expect( importIdFrom( '' ) ).toBeNull();
	} );
} );
