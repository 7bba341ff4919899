import { useRef, useState } from 'react';
import { __ } from '@wordpress/i18n';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '../light/Typography';
import CloudSyncOutlined from '@mui/icons-material/CloudSyncOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import { accountProblems, formTypes } from '../../domain/imports';
import type { ICloudWay } from '../../domain/imports';
import { UploadField } from './FileField';
import { ImportForm, useImportFile } from './ImportForm';
import type { ImportTabProps } from './ImportForm';
import { SiteStep, Steps } from './Steps';

/** What iCloud.com exports (vCard), and a CSV made from it. */
const ICLOUD_ACCEPT = '.vcf,.vcard,text/vcard,text/x-vcard,.csv,text/csv';

/**
 * The iCloud tab, two ways: the account (the spec's Apple ID email and app-specific password, upload_type iCloud:
 * the server reads the address book over CardDAV) or the vCard file exported from iCloud.com (upload_type CSV).
 * Both send file_type iCloud CSV.
 *
 * @param props Props.
 */
export function ICloudImport( props: ImportTabProps ) {
	const { page, formId, draft } = props;
	const [ way, setWay ] = useState< ICloudWay >(
		draft?.uploadType === 'CSV' ? 'file' : 'account'
	);
	const [ name, setName ] = useState( draft?.name ?? '' );
	const [ password, setPassword ] = useState( '' );
	const [ problems, setProblems ] = useState< {
		name?: string;
		password?: string;
	} >( {} );
	const nameRef = useRef< HTMLInputElement >( null );
	const passwordRef = useRef< HTMLInputElement >( null );
	const upload = useImportFile( page.importMaxBytes );
	const choice = { tab: 'icloud', way } as const;
	const { fileType, uploadType } = formTypes( choice );

	/* A field's problem goes when the member types in it. */
	const clearProblem = ( field: keyof typeof problems ) =>
		setProblems( ( p ) => ( { ...p, [ field ]: undefined } ) );

	const check = () => {
		if ( way === 'file' ) {
			return upload.check();
		}
		const found = accountProblems( { name, password } );
		setProblems( found );
		if ( found.name ) {
			nameRef.current?.focus();
		} else if ( found.password ) {
			passwordRef.current?.focus();
		}
		return ! found.name && ! found.password;
	};

	return (
		<ImportForm
			{ ...props }
			choice={ choice }
			fileType={ fileType }
			uploadType={ uploadType }
			check={ check }
		>
			<Typography variant="body2">
				{ __(
					'Bring in the contacts of your iCloud account: let PRISM read them with an app-specific password, or upload the file you export from iCloud.com.',
					'prism'
				) }
			</Typography>
			<ToggleButtonGroup
				value={ way }
				exclusive
				onChange={ ( _, next: ICloudWay | null ) =>
					next && setWay( next )
				}
				aria-label={ __(
					'How to bring in your iCloud contacts',
					'prism'
				) }
				color="primary"
				size="small"
				fullWidth
				sx={ {
					'& .MuiToggleButton-root': {
						flex: '1 1 0',
						textTransform: 'none',
						gap: 1,
						lineHeight: 1.3,
					},
				} }
			>
				<ToggleButton value="account" data-testid="icloud-way-account">
					<CloudSyncOutlined fontSize="small" aria-hidden />
					{ __( 'With my Apple ID', 'prism' ) }
				</ToggleButton>
				<ToggleButton value="file" data-testid="icloud-way-file">
					<UploadFile fontSize="small" aria-hidden />
					{ __( 'Upload a vCard file', 'prism' ) }
				</ToggleButton>
			</ToggleButtonGroup>

			{ way === 'account' ? (
				<>
					<Steps
						label={ __(
							'How to make an app-specific password',
							'prism'
						) }
					>
						<SiteStep
							sentence={
								/* translators: %s: a link to Apple's account site (appleid.apple.com). */
								__( 'Sign in at %s.', 'prism' )
							}
							href="https://appleid.apple.com"
							address={
								/* translators: Apple's account site, as it is typed. */
								__( 'appleid.apple.com', 'prism' )
							}
						/>
						<li>
							{ __(
								'Open Sign-In and Security, then App-Specific Passwords.',
								'prism'
							) }
						</li>
						<li>
							{ __(
								'Create one named PRISM and copy it (it looks like abcd-efgh-ijkl-mnop).',
								'prism'
							) }
						</li>
					</Steps>
					<TextField
						inputRef={ nameRef }
						name="name"
						type="email"
						label={ __( 'Apple ID (email)', 'prism' ) }
						value={ name }
						onChange={ ( event ) => {
							setName( event.target.value );
							clearProblem( 'name' );
						} }
						error={ Boolean( problems.name ) }
						helperText={ problems.name }
						autoComplete="off"
						fullWidth
						size="small"
						slotProps={ {
							htmlInput: {
								spellCheck: false,
								autoCapitalize: 'none',
							},
						} }
					/>
					<TextField
						inputRef={ passwordRef }
						name="password"
						type="password"
						label={ __( 'App-specific password', 'prism' ) }
						value={ password }
						onChange={ ( event ) => {
							setPassword( event.target.value );
							clearProblem( 'password' );
						} }
						error={ Boolean( problems.password ) }
						helperText={
							problems.password ??
							__(
								'Not your usual Apple ID password. PRISM uses it once to read your contacts and never keeps it.',
								'prism'
							)
						}
						autoComplete="new-password"
						fullWidth
						size="small"
					/>
				</>
			) : (
				<>
					<Steps
						label={ __( 'How to export from iCloud.com', 'prism' ) }
					>
						<SiteStep
							sentence={
								/* translators: %s: a link to iCloud Contacts (icloud.com/contacts). */
								__( 'Open %s and sign in.', 'prism' )
							}
							href="https://www.icloud.com/contacts"
							address={
								/* translators: iCloud Contacts' web address, as it is typed. */
								__( 'icloud.com/contacts', 'prism' )
							}
						/>
						<li>
							{ __(
								'Select all your contacts (⌘A on a Mac, Ctrl+A on Windows).',
								'prism'
							) }
						</li>
						<li>
							{ __(
								'Open the menu (⋯ or the gear) and choose Export vCard. Your browser saves a .vcf file.',
								'prism'
							) }
						</li>
					</Steps>
					<UploadField
						upload={ upload }
						formId={ formId }
						label={ __( 'Your iCloud vCard file', 'prism' ) }
						help={ __(
							'The .vcf file from iCloud.com (a CSV made from it works too).',
							'prism'
						) }
						accept={ ICLOUD_ACCEPT }
					/>
				</>
			) }
		</ImportForm>
	);
}
