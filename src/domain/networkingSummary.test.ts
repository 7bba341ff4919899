import type { StageCounts, WeeklyProgress } from '../api/types';
import { filtersFromSearch } from './listFilters';
import {
	activePercent,
	categoryListUrl,
	contactTotal,
	goalPercent,
	linkPreview,
	stageCount,
	stageFromParam,
	stageListUrl,
	weeklyCount,
} from './networkingSummary';

const counts = ( values: Partial< StageCounts > ): StageCounts => ( {
	Active: 0,
	InActive: 0,
	InProgress: 0,
	Complete: 0,
	...values,
} );

const progress = ( values: Partial< WeeklyProgress > ): WeeklyProgress => ( {
	counts: [ 0, 0, 0, 0, 0, 0 ],
	BuildComplete: 0,
	DiscoverComplete: 0,
	ConnectComplete: 0,
	AssessComplete: 0,
	EngageComplete: 0,
	MaintainComplete: 0,
	goal: 10,
	from: '2026-11-16',
	to: '2026-11-22',
	...values,
} );

describe( 'activePercent', () => {
	it( 'is Active / (Active + InActive), whole', () => {
		expect( activePercent( counts( { Active: 74, InActive: 46 } ) ) ).toBe(
			62
		);
		expect( activePercent( counts( { Active: 1, InActive: 2 } ) ) ).toBe(
			33
		);
		expect( contactTotal( counts( { Active: 74, InActive: 46 } ) ) ).toBe(
			120
		);
	} );

	it( 'is 0 with no contacts', () => {
		expect( activePercent( counts( {} ) ) ).toBe( 0 );
	} );

	it( 'is 100 when every contact is in the process', () => {
		expect( activePercent( counts( { Active: 5 } ) ) ).toBe( 100 );
	} );
} );

describe( 'stageCount', () => {
	it( 'reads BuildInProgress … MaintainComplete', () => {
		const c = counts( {
			BuildInProgress: 3,
			BuildComplete: 1,
			MaintainComplete: 7,
		} );
		expect( stageCount( c, 0, 'In Progress' ) ).toBe( 3 );
		expect( stageCount( c, 0, 'Complete' ) ).toBe( 1 );
		expect( stageCount( c, 5, 'Complete' ) ).toBe( 7 );
	} );

	it( 'is 0 for a key the server left out', () => {
		expect( stageCount( counts( {} ), 2, 'In Progress' ) ).toBe( 0 );
	} );
} );

describe( 'goalPercent and weeklyCount', () => {
	it( 'read the stage’s figures', () => {
		const p = progress( {
			counts: [ 3, 0, 12, 0, 0, 1 ],
			BuildComplete: 30,
			ConnectComplete: 100,
			MaintainComplete: 10,
		} );
		expect( goalPercent( p, 0 ) ).toBe( 30 );
		expect( goalPercent( p, 2 ) ).toBe( 100 );
		expect( weeklyCount( p, 2 ) ).toBe( 12 );
		expect( weeklyCount( p, 5 ) ).toBe( 1 );
	} );

	it( 'default to 0 and stay within 0-100', () => {
		const p = progress( {
			counts: [],
			BuildComplete: Number.NaN,
			DiscoverComplete: 250,
		} );
		expect( goalPercent( p, 0 ) ).toBe( 0 );
		expect( goalPercent( p, 1 ) ).toBe( 100 );
		expect( weeklyCount( p, 3 ) ).toBe( 0 );
	} );
} );

describe( 'stageListUrl and categoryListUrl', () => {
	it( 'write the parameters the contact list reads', () => {
		const url = stageListUrl( '/prism/contact/', 2, 'In Progress' );
		expect( url ).toBe(
			'/prism/contact/?networkingStage=2&networkingStatus=In%20Progress'
		);
		const filters = filtersFromSearch( url.slice( url.indexOf( '?' ) ) );
		expect( filters.stages ).toEqual( [ 2 ] );
		expect( filters.statuses ).toEqual( [ 'In Progress' ] );
	} );

	it( 'can leave out the status', () => {
		expect( stageListUrl( '/prism/contact/', 0 ) ).toBe(
			'/prism/contact/?networkingStage=0'
		);
	} );

	it( 'encode a category name whole', () => {
		const url = categoryListUrl( '/prism/contact/', 'R&D / Tech+ 100%' );
		expect( url ).toBe(
			'/prism/contact/?c=R%26D%20%2F%20Tech%2B%20100%25'
		);
		expect(
			filtersFromSearch( url.slice( url.indexOf( '?' ) ) ).categories
		).toEqual( [ 'R&D / Tech+ 100%' ] );
	} );
} );

describe( 'stageFromParam', () => {
	it( 'takes a stage name in any case', () => {
		expect( stageFromParam( 'CONNECT' ) ).toBe( 2 );
		expect( stageFromParam( 'maintain' ) ).toBe( 5 );
		expect( stageFromParam( ' Assess ' ) ).toBe( 3 );
	} );

	it( 'takes a stage index', () => {
		expect( stageFromParam( '0' ) ).toBe( 0 );
		expect( stageFromParam( '4' ) ).toBe( 4 );
	} );

	it( 'opens the first stage otherwise', () => {
		expect( stageFromParam( null ) ).toBe( 0 );
		expect( stageFromParam( '' ) ).toBe( 0 );
		expect( stageFromParam( '6' ) ).toBe( 0 );
		expect( stageFromParam( '-1' ) ).toBe( 0 );
		expect( stageFromParam( 'NETWORK' ) ).toBe( 0 );
	} );
} );

describe( 'linkPreview', () => {
	it( 'keeps a link of up to 30 characters', () => {
		expect( linkPreview( 'https://example.org/a' ) ).toBe(
			'https://example.org/a'
		);
		expect( linkPreview( 'x'.repeat( 30 ) ) ).toBe( 'x'.repeat( 30 ) );
	} );

	it( 'cuts a longer one to 30 characters, then ...', () => {
		expect(
			linkPreview( 'https://www.linkedin.com/learning/networking-basics' )
		).toBe( 'https://www.linkedin.com/learn...' );
	} );
} );
