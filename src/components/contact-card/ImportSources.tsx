import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { SvgIconComponent } from '@mui/icons-material';
import Google from '@mui/icons-material/Google';
import Apple from '@mui/icons-material/Apple';
import Facebook from '@mui/icons-material/Facebook';
import LinkedIn from '@mui/icons-material/LinkedIn';
import Description from '@mui/icons-material/Description';
import type { ImportSource } from '../../api/types';

const SOURCES: Array< {
	source: Exclude< ImportSource, 'PRISM' >;
	label: string;
	Icon: SvgIconComponent;
} > = [
	{ source: 'Google', label: 'Imported from Google', Icon: Google },
	{ source: 'iCloud', label: 'Imported from iCloud', Icon: Apple },
	{ source: 'Facebook', label: 'Imported from Facebook', Icon: Facebook },
	{ source: 'LinkedIn', label: 'Imported from LinkedIn', Icon: LinkedIn },
	{ source: 'CSV', label: 'Imported from a CSV file', Icon: Description },
];

/**
 * The import sources of a contact ("Google,LinkedIn") as the card shows them.
 *
 * @param importSource Comma-separated sources.
 */
export function parseImportSources( importSource: string ): Set< string > {
	return new Set(
		importSource
			.split( ',' )
			.map( ( part ) => part.trim().toLowerCase() )
			.filter( Boolean )
	);
}

/**
 * Where the contact came from: an icon per import (Google, iCloud, Facebook, LinkedIn, CSV), each with a tooltip
 * and a spoken label, or the text PRISM for a contact added by hand.
 *
 * @param props              Props.
 * @param props.importSource Comma-separated sources.
 */
export function ImportSources( { importSource }: { importSource: string } ) {
	const sources = parseImportSources( importSource );
	const imported = SOURCES.filter( ( { source } ) =>
		sources.has( source.toLowerCase() )
	);
	const showPrism = imported.length === 0 || sources.has( 'prism' );

	return (
		<Box
			component="ul"
			sx={ {
				display: 'flex',
				alignItems: 'center',
				gap: 0.75,
				listStyle: 'none',
				p: 0,
				m: 0,
			} }
			data-testid="import-sources"
		>
			{ imported.map( ( { source, label, Icon } ) => (
				<li key={ source }>
					<Tooltip title={ label }>
						<Box
							component="span"
							role="img"
							aria-label={ label }
							tabIndex={ 0 }
							sx={ {
								display: 'grid',
								placeItems: 'center',
								width: 28,
								height: 28,
								borderRadius: 1,
								bgcolor: 'action.hover',
								color: 'text.primary',
								'&:focus-visible': {
									outline: 2,
									outlineColor: 'primary.main',
									outlineStyle: 'solid',
								},
							} }
						>
							<Icon sx={ { fontSize: 18 } } aria-hidden />
						</Box>
					</Tooltip>
				</li>
			) ) }
			{ showPrism && (
				<li>
					<Tooltip title="Added in PRISM">
						<Chip
							label="PRISM"
							size="small"
							variant="outlined"
							tabIndex={ 0 }
							aria-label="Added in PRISM"
							sx={ { fontWeight: 700, letterSpacing: '0.04em' } }
						/>
					</Tooltip>
				</li>
			) }
		</Box>
	);
}
