import { writeFileSync } from 'fs';
import { render, screen } from '@testing-library/react';
import type { CollisionWithContacts, Contact, PageProps, MentoringSeries } from '../../api/types';
import { emptyContactFields } from '../../domain/contactFields';
import { MergePage } from './MergePage';
import { MergedList } from './MergedList';
import { SuggestionList } from './SuggestionList';
import { SeriesSlide } from '../mentoring/SeriesSlide';
import { NoteList } from '../contact-detail-mentoring/MilestonePanel';

let mockMode = 'pairs';
function contact( id: number, name: string ): Contact {
	const [ firstName = '', lastName = '' ] = name.split( ' ' );
	return { ...emptyContactFields(), firstName, lastName, id, name, email: '', phone: '', importSource: 'PRISM', categories: '', categoryIds: [], networkingStage: -1, networkingStatus: '', createdAt: '2026-11-01T12:00:00Z', updatedAt: null };
}
const mockPairs: CollisionWithContacts[] = Array.from( { length: 3 }, ( _, i ) => ( {
	id: 100 + i, primary: contact( 2 * i + 1, `P${ i } Alpha` ), secondary: contact( 2 * i + 2, `P${ i } Beta` ), reasons: [ 'email' ], score: 95 - i,
} ) );
jest.mock( '../../api/client', () => ( {
	getCollisionsWithContacts: jest.fn( async ( _w: number, page: number, perPage: number ) => {
		if ( mockMode === 'error' ) { throw new Error( 'boom' ); }
		const items = mockMode === 'empty' ? [] : mockPairs;
		return { items, total: items.length, totalPages: 1, page, perPage };
	} ),
	getMergedContacts: jest.fn( async () => [] ),
	mergeCollision: jest.fn(),
	dismissCollision: jest.fn(),
} ) );
jest.mock( './RescanCard', () => ( { RescanCard: () => null } ) );
const page = { wordpressId: 2, links: { contactDetail: '/cd/', contacts: '/c/' } } as unknown as PageProps;
const norm = ( s: string ) => s.replace( /:r[0-9a-z]+:/g, ':rX:' );
const out: Record< string, string > = {};
const phase = process.env.SNAP_PHASE ?? 'before';
afterAll( () => {
	for ( const [ k, v ] of Object.entries( out ) ) {
		writeFileSync( `/tmp/snap-${ k }-${ phase }.html`, v );
	}
} );
jest.setTimeout( 60_000 );
it( 'merge pairs', async () => {
	mockMode = 'pairs';
	const { container } = render( <MergePage page={ page } /> );
	await screen.findByText( 'Are these the same person?' );
	out.mergepairs = norm( container.innerHTML );
} );
it( 'merge empty', async () => {
	mockMode = 'empty';
	const { container } = render( <MergePage page={ page } /> );
	await screen.findByText( 'You’re all caught up!' );
	out.mergeempty = norm( container.innerHTML );
} );
it( 'merge error', async () => {
	mockMode = 'error';
	const { container } = render( <MergePage page={ page } /> );
	await screen.findByText( 'Suggested duplicates' );
	out.mergeerror = norm( container.innerHTML );
} );
it( 'merge loading', async () => {
	mockMode = 'pairs';
	const { container } = render( <MergePage page={ page } /> );
	out.mergeloading = norm( container.innerHTML );
	await screen.findByText( 'Are these the same person?' );
} );
it( 'lists', () => {
	const a = render( <MergedList links={ page.links } merged={ { data: undefined, isLoading: true, error: null, reload: () => {} } } /> );
	const b = render( <SuggestionList items={ undefined } isLoading error={ null } reload={ () => {} } page={ 1 } perPage={ 20 } total={ 0 } onPage={ () => {} } currentId={ null } skipped={ new Set() } onChoose={ () => {} } /> );
	const s: MentoringSeries = { id: 1, name: 'S', shortDescription: 'short', longDescription: '<p>x</p>', who: 'who', status: 'active', milestones: [ { id: 1, name: 'M', tasks: [ { id: 1, name: 't', description: 'd' } ] } as never ] };
	const c = render( <SeriesSlide series={ s } /> );
	const d = render( <NoteList id="n" notes={ [ { id: 1, taskId: 1, note: 'hi', lastUpdated: '2026-01-01T00:00:00Z' } ] } actions={ { onEdit: () => {}, onDelete: () => {} } } /> );
	out.lists = norm( a.container.innerHTML + b.container.innerHTML + c.container.innerHTML + d.container.innerHTML );
} );
