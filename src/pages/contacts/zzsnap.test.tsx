import { render } from '@testing-library/react';
import * as fs from 'fs';
import { ContactsMenu } from './ContactsMenu';
import { ContactRows } from './ContactRows';
import { CsvImport } from '../../components/import/CsvImport';
import { GoogleImport } from '../../components/import/GoogleImport';
import { ICloudImport } from '../../components/import/ICloudImport';

jest.mock( '../../api/hooks', () => ( {
	useCollisions: () => ( { data: [ 1 ] } ),
} ) );

const norm = ( html: string ) =>
	html
		.replace( /css-[a-z0-9]+(-[A-Za-z0-9]+)?/g, 'css-X' )
		.replace( /:r[0-9a-z]+:/g, ':rX:' )
		.replace( /«r[0-9a-z]+»/g, 'rX' );
const out = ( name: string, html: string ) =>
	fs.writeFileSync(
		`/tmp/snap/${ process.env.SNAP ?? 'x' }-${ name }.html`,
		norm( html ).replace( />/g, '>\n' )
	);
const noop = () => {};

test( 'snap', () => {
	const filters: any = {
		sources: [ 'Google' ],
		categories: [ 'Friends', 'Gone' ],
		process: [ 'Active' ],
		stages: [ 1 ],
		statuses: [ 'Complete' ],
		notContacted: 30,
		order: 'name',
		search: '',
		page: 1,
	};
	let r = render(
		<ContactsMenu
			links={ { merge: '/m', help: '/h', account: '/a' } }
			filters={ filters }
			categories={ {
				data: [ { id: 3, name: 'Friends', count: 2 } ],
				isLoading: false,
				error: null,
				reload: noop,
			} }
			counts={ {
				Active: 3,
				InActive: 4,
				Complete: 5,
				InProgress: 6,
				BuildInProgress: 1,
				BuildComplete: 2,
			} as any }
			sourceCounts={ { Google: 4 } }
			wordpressId={ 1 }
			onAddContact={ noop }
			onImport={ noop }
			onExport={ noop }
			onAllContacts={ noop }
			onRecentlyAdded={ noop }
			onToggle={ noop }
			onNotContacted={ noop }
			onAddCategory={ noop }
			onRenameCategory={ noop }
			onDeleteCategory={ noop }
		/>
	);
	out( 'menu', r.container.innerHTML );
	r.unmount();
	const contacts: any = [
		{ id: 1, name: 'A', email: 'a@b.c', phone: '+1 234', title: 'T', company: 'C', importSource: 'Google', categories: 'X', categoryIds: [], networkingStage: 1, networkingStatus: 'Complete', lastContacted: '2026-01-01', createdAt: null, updatedAt: null },
		{ id: 2, name: 'B', email: '', phone: '', importSource: '', categories: '', categoryIds: [], networkingStage: -1, networkingStatus: '', createdAt: null, updatedAt: null },
		{ id: 3, name: 'C', email: 'c@d.e', phone: '', importSource: '', categories: '', categoryIds: [], networkingStage: -1, networkingStatus: '', createdAt: null, updatedAt: null },
	];
	for ( const layout of [ 'table', 'cards' ] as const ) {
		r = render(
			<ContactRows
				contacts={ contacts }
				links={ { contactDetail: '/c' } as any }
				selection={ [ 1 ] }
				onToggle={ noop }
				layout={ layout }
				today="2026-02-01"
			/>
		);
		out( 'rows-' + layout, r.container.innerHTML );
		r.unmount();
	}
	const page: any = { links: { adminPost: '/p', googleAuthentication: '/g' }, importNonce: 'n', importMaxBytes: 1000 };
	const tabs: Array< [ string, any, any ] > = [
		[ 'csv', CsvImport, null ],
		[ 'google', GoogleImport, { mode: 'Skip' } ],
		[ 'icloud', ICloudImport, null ],
		[ 'icloudfile', ICloudImport, { uploadType: 'CSV', mode: 'Skip' } ],
	];
	for ( const [ name, Tab, draft ] of tabs ) {
		r = render( <Tab page={ page } formId="f" draft={ draft } onSubmitting={ noop } /> );
		out( name, r.container.innerHTML );
		r.unmount();
	}
} );
