import Box from './light/Box';
import { Tag } from './Tag';
import { Hint } from './Hint';
import Typography from './light/Typography';
import type SvgIcon from '@mui/material/SvgIcon';
import Apple from '@mui/icons-material/Apple';
import Description from '@mui/icons-material/Description';
import EditNote from '@mui/icons-material/EditNote';
import Facebook from '@mui/icons-material/Facebook';
import Google from '@mui/icons-material/Google';
import LinkedIn from '@mui/icons-material/LinkedIn';
import type { ImportSource } from '../api/types';
import { importSourceName, parseImportSources } from '../domain/importSources';
import { __ } from '@wordpress/i18n';

/** Each source's icon. */
const ICONS: Record< ImportSource, typeof SvgIcon > = {
	PRISM: EditNote,
	Google,
	iCloud: Apple,
	LinkedIn,
	Facebook,
	CSV: Description,
};

/**
 * What a source's icon says (tooltip and spoken label), in the site's language.
 *
 * @param source The source.
 */
function sourceLabel( source: ImportSource ): string {
	switch ( source ) {
		case 'PRISM':
			return __( 'Added in PRISM', 'prism' );
		case 'Google':
			return __( 'Imported from Google', 'prism' );
		case 'iCloud':
			return __( 'Imported from iCloud', 'prism' );
		case 'LinkedIn':
			return __( 'Imported from LinkedIn', 'prism' );
		case 'Facebook':
			return __( 'Imported from Facebook', 'prism' );
		case 'CSV':
			return __( 'Imported from a CSV file', 'prism' );
	}
}

/**
 * The icon of an import source (a note for PRISM, added here).
 *
 * @param props        Props.
 * @param props.source The source.
 */
export function ImportSourceIcon( { source }: { source: ImportSource } ) {
	const Icon = ICONS[ source ];
	return <Icon aria-hidden />;
}

export interface ImportSourcesProps {
	/** Comma-separated sources, as the server stores them ("Google,LinkedIn"). */
	importSource: string;
	/**
	 * 'compact' (a list row): an icon and the name of each source, PRISM as text, '—' when there is none.
	 * 'full' (the contact card): a focusable icon per import with a tooltip and a spoken label, and a PRISM chip
	 * for a contact added by hand (or one with no known source).
	 */
	variant?: 'compact' | 'full';
}

/**
 * Where a contact came from.
 *
 * @param props Props.
 */
export function ImportSources( props: ImportSourcesProps ) {
	const { importSource, variant = 'full' } = props;
	const sources = parseImportSources( importSource );
	return variant === 'compact' ? (
		<CompactSources sources={ sources } />
	) : (
		<FullSources sources={ sources } />
	);
}

function CompactSources( { sources }: { sources: ImportSource[] } ) {
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
						{ source !== 'PRISM' && (
							<Icon aria-hidden sx={ { fontSize: 16 } } />
						) }
						{ importSourceName( source ) }
					</Box>
				);
			} ) }
		</Box>
	);
}

function FullSources( { sources }: { sources: ImportSource[] } ) {
	const imported = sources.filter( ( source ) => source !== 'PRISM' );
	const showPrism = imported.length === 0 || sources.includes( 'PRISM' );

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
			{ imported.map( ( source ) => {
				const Icon = ICONS[ source ];
				const label = sourceLabel( source );
				return (
					<li key={ source }>
						<Hint title={ label }>
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
						</Hint>
					</li>
				);
			} ) }
			{ showPrism && (
				<li>
					<Hint title={ sourceLabel( 'PRISM' ) }>
						<Tag
							tone="outlined"
							role="img"
							tabIndex={ 0 }
							aria-label={ sourceLabel( 'PRISM' ) }
							sx={ { fontWeight: 700, letterSpacing: '0.04em' } }
						>
							{ importSourceName( 'PRISM' ) }
						</Tag>
					</Hint>
				</li>
			) }
		</Box>
	);
}
