import type { ReactNode } from 'react';
import Box from '../../components/light/Box';
import Button from '@mui/material/Button';
import Link from '../../components/light/Link';
import Typography from '../../components/light/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { __, sprintf } from '@wordpress/i18n';
import type { Links, SeriesStage } from '../../api/types';
import { SeriesHtml } from '../../components/networking/SeriesHtml';
import { stageIcon } from '../../components/StageChip';
import { visuallyHidden } from '../../components/visuallyHidden';
import { webHref } from '../../domain/links';
import { formatNumber } from '../../domain/locale';
import { linkPreview, stageListUrl } from '../../domain/networkingSummary';

export interface StagePanelProps {
	/** Stage index 0-5 (its position in the series). */
	index: number;
	stage: SeriesStage;
	/** The stage's name as the member reads it. */
	name: string;
	seriesName: string;
	links: Links;
}

/**
 * The spec's stage page: the stage's name, 'Step {n} of {series}', a link to the contacts at this stage, its HTML
 * description, its resources (each opening in a new tab), the tasks and tips the process asks of each contact, and a
 * link to all of PRISM's resources.
 *
 * @param props Props.
 */
export function StagePanel( props: StagePanelProps ) {
	const { index, stage, name, seriesName, links } = props;
	const Icon = stageIcon( index );

	return (
		<Box data-testid="stage-page">
			<Box
				sx={ {
					display: 'flex',
					alignItems: 'center',
					gap: 1.5,
					flexWrap: 'wrap',
				} }
			>
				<Box
					sx={ {
						display: 'grid',
						placeItems: 'center',
						width: 44,
						height: 44,
						borderRadius: '50%',
						bgcolor: 'primary.main',
						color: 'primary.contrastText',
						flexShrink: 0,
					} }
				>
					<Icon aria-hidden />
				</Box>
				<Box sx={ { minWidth: 0 } }>
					<Typography
						variant="h2"
						component="h2"
						sx={ { fontSize: '1.75rem', letterSpacing: '0.04em' } }
					>
						{ name }
					</Typography>
					<Typography color="text.secondary">
						{ sprintf(
							/* translators: 1: the stage's number, from 1; 2: the series' name, e.g. The PRISM Process. */
							__( 'Step %1$s of %2$s', 'prism' ),
							formatNumber( index + 1 ),
							seriesName
						) }
					</Typography>
				</Box>
			</Box>

			<Button
				variant="outlined"
				href={ stageListUrl( links.contacts, index ) }
				endIcon={ <ArrowForward aria-hidden /> }
				sx={ { mt: 2 } }
				data-testid="view-contacts"
			>
				{ sprintf(
					/* translators: %s: a networking stage, e.g. BUILD. */
					__( 'View Contacts in %s', 'prism' ),
					name
				) }
			</Button>

			{ stage.description && (
				<SeriesHtml html={ stage.description } sx={ { mt: 2.5 } } />
			) }

			<Box
				sx={ {
					display: 'grid',
					gridTemplateColumns: {
						xs: 'minmax(0, 1fr)',
						md: 'repeat(2, minmax(0, 1fr))',
					},
					gap: { xs: 3, md: 4 },
					mt: 3,
				} }
			>
				<Box
					component="section"
					sx={ { gridColumn: { md: '1 / -1' } } }
					data-testid="stage-resources"
				>
					<SectionHeading>
						{ sprintf(
							/* translators: %s: a networking stage, e.g. BUILD. */
							__( '%s Resources', 'prism' ),
							name
						) }
					</SectionHeading>
					<Resources stage={ stage } />
				</Box>
				<Box component="section">
					<SectionHeading>{ __( 'Tasks', 'prism' ) }</SectionHeading>
					<Guidance
						items={ stage.tasks.map( ( task ) => ( {
							key: task.id,
							text: task.task,
						} ) ) }
						empty={ __( 'No tasks for this stage.', 'prism' ) }
					/>
				</Box>
				<Box component="section">
					<SectionHeading>{ __( 'Tips', 'prism' ) }</SectionHeading>
					<Guidance
						items={ stage.tips.map( ( tip, i ) => ( {
							key: i,
							text: tip,
						} ) ) }
						empty={ __( 'No tips for this stage.', 'prism' ) }
					/>
				</Box>
			</Box>

			<Link
				href={ links.resources }
				sx={ {
					display: 'inline-flex',
					alignItems: 'center',
					gap: 0.5,
					mt: 3,
					fontWeight: 600,
				} }
			>
				{ __( 'All PRISM resources', 'prism' ) }
				<ArrowForward aria-hidden fontSize="small" />
			</Link>
		</Box>
	);
}

function SectionHeading( { children }: { children: ReactNode } ) {
	return (
		<Typography
			variant="h6"
			component="h3"
			sx={ { mb: 1, fontSize: '1.125rem', fontWeight: 700 } }
		>
			{ children }
		</Typography>
	);
}

const listSx = {
	m: 0,
	pl: 3,
	'& li + li': { mt: 0.75 },
} as const;

function Resources( { stage }: { stage: SeriesStage } ) {
	if ( stage.resources.length === 0 ) {
		return (
			<Typography color="text.secondary">
				{ __( 'No resources for this stage yet.', 'prism' ) }
			</Typography>
		);
	}
	return (
		<Box component="ul" sx={ listSx }>
			{ stage.resources.map( ( resource ) => {
				const href = webHref( resource.link );
				return (
					<li key={ resource.id }>
						<Link
							href={ href }
							target="_blank"
							rel="noopener noreferrer"
							title={ href }
							sx={ {
								typography: 'body2',
								fontWeight: 600,
								overflowWrap: 'anywhere',
							} }
						>
							{ linkPreview( resource.link ) }
							<OpenInNew
								aria-hidden
								sx={ {
									fontSize: '0.9em',
									ml: 0.5,
									verticalAlign: '-0.1em',
								} }
							/>
							<Box component="span" sx={ visuallyHidden }>
								{ __( '(opens in a new tab)', 'prism' ) }
							</Box>
						</Link>
						{ resource.description && (
							<Typography
								variant="body2"
								color="text.secondary"
								sx={ { overflowWrap: 'anywhere' } }
							>
								{ resource.description }
							</Typography>
						) }
					</li>
				);
			} ) }
		</Box>
	);
}

function Guidance( {
	items,
	empty,
}: {
	items: Array< { key: number; text: string } >;
	empty: string;
} ) {
	if ( items.length === 0 ) {
		return <Typography color="text.secondary">{ empty }</Typography>;
	}
	return (
		<Box component="ul" sx={ listSx }>
			{ items.map( ( item ) => (
				<Typography component="li" key={ item.key }>
					{ item.text }
				</Typography>
			) ) }
		</Box>
	);
}
