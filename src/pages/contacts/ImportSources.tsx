import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';
import Apple from '@mui/icons-material/Apple';
import EditNote from '@mui/icons-material/EditNote';
import Description from '@mui/icons-material/Description';
import Facebook from '@mui/icons-material/Facebook';
import Google from '@mui/icons-material/Google';
import LinkedIn from '@mui/icons-material/LinkedIn';
import type { ImportSource } from '../../api/types';
import { IMPORT_SOURCES } from '../../domain/listFilters';

const ICONS: Partial< Record< ImportSource, typeof SvgIcon > > = {
	Google,
	iCloud: Apple,
	LinkedIn,
	Facebook,
	CSV: Description,
};

/**
 * The sources of a contact ("Google,LinkedIn"), known ones in PRISM's fixed order.
 *
 * @param importSource Comma-separated sources.
 */
export function parseSources( importSource: string ): ImportSource[] {
	const named = importSource.split( ',' ).map( ( s ) => s.trim() );
	return IMPORT_SOURCES.filter( ( source ) => named.includes( source ) );
}

/**
 * The icon of an import source; PRISM (added here) has none.
 *
 * @param props        Props.
 * @param props.source The source.
 */
export function ImportSourceIcon( { source }: { source: ImportSource } ) {
	const Icon = ICONS[ source ];
	return Icon ? <Icon aria-hidden /> : <EditNote aria-hidden />;
}

/**
 * Where a contact came from: an icon and the name of each source (PRISM, for contacts added here, as text).
 *
 * @param props              Props.
 * @param props.importSource Comma-separated sources.
 */
export function ImportSources( { importSource }: { importSource: string } ) {
	const sources = parseSources( importSource );
	if ( sources.length === 0 ) {
		return (
			<Typography variant="body2" color="text.secondary">
				—
			</Typography>
		);
	}
	return (
		<Box
			component="span"
			sx={ {
				display: 'inline-flex',
				flexWrap: 'wrap',
				columnGap: 1,
				rowGap: 0.25,
			} }
		>
			{ sources.map( ( source ) => {
				const Icon = ICONS[ source ];
				return (
					<Box
						component="span"
						key={ source }
						sx={ {
							display: 'inline-flex',
							alignItems: 'center',
							gap: 0.5,
							fontSize: '0.85rem',
							color: 'text.secondary',
							whiteSpace: 'nowrap',
						} }
					>
						{ Icon && <Icon aria-hidden sx={ { fontSize: 16 } } /> }
						{ source }
					</Box>
				);
			} ) }
		</Box>
	);
}
