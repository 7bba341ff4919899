import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';
import Box from '../../../components/light/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Radio from '@mui/material/Radio';
import Typography from '../../../components/light/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { ExportFormat } from '../../../api/types';
import {
	EXPORT_FORMATS,
	defaultExportScope,
	exportRequest,
	exportScopes,
} from '../../../domain/exports';
import type { ExportScope } from '../../../domain/exports';
import type { ListFilters } from '../../../domain/listFilters';
import { formatNumber } from '../../../domain/locale';

export interface ExportDialogProps {
	open: boolean;
	onClose: () => void;
	/** Where the download comes from: the REST root and the member's nonce. */
	restRoot: string;
	nonce: string;
	/** The list's filters and how many contacts they match (once known). */
	filters: ListFilters;
	matching: number | undefined;
	/** The selected contact ids. */
	selected: readonly number[];
	/** The download has started. */
	onStarted: () => void;
}

/**
 * A format's name and what opens it.
 *
 * @param format The format.
 */
function formatText( format: ExportFormat ): { label: string; detail: string } {
	return format === 'csv'
		? {
				label: __( 'Google CSV', 'prism' ),
				detail: __(
					'Opens in Google Contacts, Excel, Numbers and other spreadsheets.',
					'prism'
				),
			}
		: {
				label: __( 'vCard (.vcf)', 'prism' ),
				detail: __(
					'Opens in Apple Contacts, iCloud, Outlook and most phones.',
					'prism'
				),
			};
}

/**
 * What a scope says.
 *
 * @param scope    The scope.
 * @param matching How many contacts the filter matches.
 * @param selected How many are selected.
 */
function scopeText(
	scope: ExportScope,
	matching: number | undefined,
	selected: number
): string {
	switch ( scope ) {
		case 'all':
			return __( 'All your contacts', 'prism' );
		case 'filter':
			return matching === undefined
				? __( 'The contacts matching the current filter', 'prism' )
				: sprintf(
						/* translators: %s: number of contacts. */
						_n(
							'The %s contact matching the current filter',
							'The %s contacts matching the current filter',
							matching,
							'prism'
						),
						formatNumber( matching )
					);
		case 'selection':
			return sprintf(
				/* translators: %s: number of contacts. */
				_n(
					'The %s selected contact',
					'The %s selected contacts',
					selected,
					'prism'
				),
				formatNumber( selected )
			);
	}
}

/**
 * One radio choice with its label and a line under it.
 *
 * @param props          Props.
 * @param props.id       Input id.
 * @param props.name     Group name.
 * @param props.checked  Whether chosen.
 * @param props.onChoose Chooses it.
 * @param props.label    Label.
 * @param props.detail   The line under it.
 */
function Choice( {
	id,
	name,
	checked,
	onChoose,
	label,
	detail,
}: {
	id: string;
	name: string;
	checked: boolean;
	onChoose: () => void;
	label: string;
	detail?: ReactNode;
} ) {
	return (
		<Box
			component="label"
			htmlFor={ id }
			sx={ {
				display: 'flex',
				alignItems: 'flex-start',
				gap: 0.5,
				mb: 0.75,
				cursor: 'pointer',
			} }
		>
			<Radio
				id={ id }
				name={ name }
				checked={ checked }
				onChange={ onChoose }
				size="small"
				sx={ { p: 0.75, mt: -0.25 } }
				slotProps={ {
					input: detail
						? { 'aria-describedby': `${ id }-detail` }
						: {},
				} }
			/>
			<Box sx={ { pt: 0.25 } }>
				<Typography variant="body2">{ label }</Typography>
				{ detail && (
					<Typography
						id={ `${ id }-detail` }
						variant="body2"
						color="text.secondary"
						sx={ { fontSize: '0.8125rem' } }
					>
						{ detail }
					</Typography>
				) }
			</Box>
		</Box>
	);
}

/**
 * Export Contacts: the format (Google CSV or vCard) and which contacts (all, the current filter's, the selected
 * ones); Download is a plain link to GET prism/v1/export, so the browser saves the file itself.
 *
 * @param props Props.
 */
export function ExportDialog( props: ExportDialogProps ) {
	const {
		open,
		onClose,
		restRoot,
		nonce,
		filters,
		matching,
		selected,
		onStarted,
	} = props;
	const theme = useTheme();
	const fullScreen = useMediaQuery( theme.breakpoints.down( 'sm' ) );
	const scopes = exportScopes( filters, selected.length );
	const [ format, setFormat ] = useState< ExportFormat >( 'csv' );
	const [ scope, setScope ] = useState< ExportScope >( () =>
		defaultExportScope( scopes )
	);
	const scopesKey = scopes.join( ',' );

	// Opened again on another list or selection: start from what the member is looking at now.
	useEffect( () => {
		if ( open ) {
			setScope(
				defaultExportScope( scopesKey.split( ',' ) as ExportScope[] )
			);
		}
	}, [ open, scopesKey ] );

	const chosen = scopes.includes( scope ) ? scope : 'all';
	const request = exportRequest( {
		restRoot,
		nonce,
		format,
		scope: chosen,
		filters,
		ids: selected,
	} );

	return (
		<Dialog
			open={ open }
			onClose={ onClose }
			fullScreen={ fullScreen }
			fullWidth
			maxWidth="xs"
			aria-labelledby="prism-export-title"
		>
			<DialogTitle id="prism-export-title">
				{ __( 'Export Contacts', 'prism' ) }
			</DialogTitle>
			<DialogContent sx={ { display: 'grid', gap: 2.5 } }>
				<Typography variant="body2" color="text.secondary">
					{ __(
						'Download your contacts with their categories, notes and dates, to keep a copy or to open them elsewhere.',
						'prism'
					) }
				</Typography>
				<Box
					component="fieldset"
					sx={ { border: 0, m: 0, p: 0, minWidth: 0 } }
				>
					<Typography
						component="legend"
						variant="subtitle2"
						sx={ { p: 0, mb: 0.5 } }
					>
						{ __( 'Format', 'prism' ) }
					</Typography>
					{ EXPORT_FORMATS.map( ( value ) => {
						const text = formatText( value );
						return (
							<Choice
								key={ value }
								id={ `prism-export-format-${ value }` }
								name="prism-export-format"
								checked={ format === value }
								onChoose={ () => setFormat( value ) }
								label={ text.label }
								detail={ text.detail }
							/>
						);
					} ) }
				</Box>
				<Box
					component="fieldset"
					sx={ { border: 0, m: 0, p: 0, minWidth: 0 } }
				>
					<Typography
						component="legend"
						variant="subtitle2"
						sx={ { p: 0, mb: 0.5 } }
					>
						{ __( 'Contacts', 'prism' ) }
					</Typography>
					{ scopes.map( ( value ) => (
						<Choice
							key={ value }
							id={ `prism-export-scope-${ value }` }
							name="prism-export-scope"
							checked={ chosen === value }
							onChoose={ () => setScope( value ) }
							label={ scopeText(
								value,
								matching,
								selected.length
							) }
						/>
					) ) }
				</Box>
			</DialogContent>
			<DialogActions sx={ { px: 3, pb: 2 } }>
				<Button onClick={ onClose }>{ __( 'Cancel', 'prism' ) }</Button>
				{ request.method === 'get' ? (
					<Button
						variant="contained"
						component="a"
						href={ request.href }
						download
						startIcon={ <FileDownloadOutlined /> }
						onClick={ onStarted }
						data-testid="export-download"
					>
						{ __( 'Download', 'prism' ) }
					</Button>
				) : (
					<form
						method="post"
						action={ request.action }
						onSubmit={ onStarted }
					>
						{ Object.entries( request.fields ).map(
							( [ name, value ] ) => (
								<input
									key={ name }
									type="hidden"
									name={ name }
									value={ value }
								/>
							)
						) }
						<Button
							type="submit"
							variant="contained"
							startIcon={ <FileDownloadOutlined /> }
							data-testid="export-download"
						>
							{ __( 'Download', 'prism' ) }
						</Button>
					</form>
				) }
			</DialogActions>
		</Dialog>
	);
}
