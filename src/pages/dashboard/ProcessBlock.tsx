import Box from '../../components/light/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '../../components/light/Link';
import Typography from '../../components/light/Typography';
import { __, _n, sprintf } from '@wordpress/i18n';
import { useStageCounts } from '../../api/hooks';
import type { Links, StageCounts, StatusLabel } from '../../api/types';
import {
	Table,
	TableBody,
	TableCell,
	TableHead,
	TableRow,
} from '../../components/PlainTable';
import { RetryAlert } from '../../components/RetryAlert';
import { SkeletonBar } from '../../components/SkeletonBar';
import { stageIcon } from '../../components/StageChip';
import { sprintfElements } from '../../components/sprintfElements';
import { formatNumber } from '../../domain/locale';
import {
	activePercent,
	contactTotal,
	formatPercent,
	stageCount,
	stageListUrl,
} from '../../domain/networkingSummary';
import { STAGE_NAMES, stageName, statusLabel } from '../../domain/stages';

const STATUSES: ReadonlyArray< { status: StatusLabel; id: string } > = [
	{ status: 'In Progress', id: 'inprogress' },
	{ status: 'Complete', id: 'complete' },
];

/**
 * The 'PRISM Process' block: how many of the member's contacts are in the networking process, and a table of the
 * contacts In Progress and Complete at each stage, each count opening the contact list filtered by that stage and
 * status.
 *
 * @param props             Props.
 * @param props.wordpressId Member id.
 * @param props.links       Page links.
 */
export function ProcessBlock( {
	wordpressId,
	links,
}: {
	wordpressId: number;
	links: Links;
} ) {
	const counts = useStageCounts( wordpressId );

	return (
		<Card
			sx={ { height: '100%' } }
			component="section"
			aria-labelledby="prism-process-block"
			data-testid="process-block"
		>
			<CardContent>
				<Typography
					variant="h3"
					component="h2"
					id="prism-process-block"
				>
					{ __( 'PRISM Process', 'prism' ) }
				</Typography>
				<Typography
					variant="body2"
					color="text.secondary"
					sx={ { mt: 0.5 } }
					data-testid="process-block-intro"
				>
					{ __(
						'Where your contacts stand now. Complete means a contact finished that stage and has not started the next one yet.',
						'prism'
					) }
				</Typography>
				{ counts.error && ! counts.data && (
					<RetryAlert onRetry={ counts.reload } sx={ { mt: 1.5 } }>
						{ counts.error.message }
					</RetryAlert>
				) }
				{ ! counts.data && ! counts.error && <Loading /> }
				{ counts.data && (
					<>
						<Summary counts={ counts.data } />
						<CountsTable counts={ counts.data } links={ links } />
					</>
				) }
			</CardContent>
		</Card>
	);
}

function Summary( { counts }: { counts: StageCounts } ) {
	const total = contactTotal( counts );
	const percent = activePercent( counts );
	const figure = (
		<Box
			component="strong"
			sx={ {
				fontSize: '1.5rem',
				color: 'primary.main',
				verticalAlign: '-0.1em',
			} }
		>
			{ formatPercent( percent ) }
		</Box>
	);
	return (
		<Typography sx={ { mt: 1 } } data-testid="active-percent">
			{ total === 0
				? sprintfElements(
						/* translators: %s: a percentage, 0%. */
						__(
							'%s: you have no contacts yet. Add your first one to get started.',
							'prism'
						),
						figure
					)
				: sprintfElements(
						/* translators: 1: a percentage, e.g. 62%; 2: number of contacts. */
						_n(
							'%1$s of your %2$s contact is in the process',
							'%1$s of your %2$s contacts are in the process',
							total,
							'prism'
						),
						figure,
						formatNumber( total )
					) }
		</Typography>
	);
}

function CountsTable( {
	counts,
	links,
}: {
	counts: StageCounts;
	links: Links;
} ) {
	return (
		<Table sx={ { mt: 2 } }>
			<caption style={ { captionSide: 'bottom', textAlign: 'left' } }>
				<Typography
					component="span"
					variant="body2"
					color="text.secondary"
					sx={ { display: 'block', mt: 1 } }
				>
					{ __(
						'Each contact counts once, at the furthest stage it has reached. Select a number to see those contacts.',
						'prism'
					) }
				</Typography>
			</caption>
			<TableHead>
				<TableRow>
					<TableCell as="th" scope="col">
						{ __( 'Stage', 'prism' ) }
					</TableCell>
					{ STATUSES.map( ( { status } ) => (
						<TableCell
							as="th"
							scope="col"
							key={ status }
							sx={ { textAlign: 'right' } }
						>
							{ statusLabel( status ) }
						</TableCell>
					) ) }
				</TableRow>
			</TableHead>
			<TableBody>
				{ STAGE_NAMES.map( ( key, stage ) => {
					const Icon = stageIcon( stage );
					return (
						<TableRow key={ key }>
							<TableCell as="th" scope="row">
								<Box
									component="span"
									sx={ {
										display: 'flex',
										alignItems: 'center',
										gap: 1,
										fontWeight: 600,
										letterSpacing: '0.03em',
									} }
								>
									<Icon
										aria-hidden
										fontSize="small"
										sx={ { color: 'primary.main' } }
									/>
									{ stageName( stage ) }
								</Box>
							</TableCell>
							{ STATUSES.map( ( { status, id } ) => (
								<TableCell
									key={ id }
									sx={ {
										textAlign: 'right',
										fontVariantNumeric: 'tabular-nums',
									} }
								>
									<Count
										value={ stageCount(
											counts,
											stage,
											status
										) }
										stage={ stage }
										status={ status }
										href={ stageListUrl(
											links.contacts,
											stage,
											status
										) }
										testId={ `count-${ stage }-${ id }` }
									/>
								</TableCell>
							) ) }
						</TableRow>
					);
				} ) }
			</TableBody>
		</Table>
	);
}

function Count( {
	value,
	stage,
	status,
	href,
	testId,
}: {
	value: number;
	stage: number;
	status: StatusLabel;
	href: string;
	testId: string;
} ) {
	if ( value === 0 ) {
		return (
			<Box
				component="span"
				sx={ { color: 'text.secondary' } }
				data-testid={ testId }
			>
				{ formatNumber( 0 ) }
			</Box>
		);
	}
	return (
		<Link
			href={ href }
			data-testid={ testId }
			sx={ { fontWeight: 600, px: 0.5 } }
			aria-label={ sprintf(
				/* translators: 1: number of contacts; 2: a networking stage, e.g. BUILD; 3: a status, e.g. In Progress. */
				_n(
					'%1$s contact at %2$s, %3$s',
					'%1$s contacts at %2$s, %3$s',
					value,
					'prism'
				),
				formatNumber( value ),
				stageName( stage ),
				statusLabel( status )
			) }
		>
			{ formatNumber( value ) }
		</Link>
	);
}

function Loading() {
	return (
		<Box
			aria-busy="true"
			aria-label={ __( 'Loading', 'prism' ) }
			sx={ { mt: 1.5, display: 'grid', gap: 1 } }
		>
			<SkeletonBar width="70%" height={ 28 } />
			{ STAGE_NAMES.map( ( name ) => (
				<SkeletonBar key={ name } width="100%" height={ 28 } />
			) ) }
		</Box>
	);
}
