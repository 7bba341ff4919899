import { __ } from '@wordpress/i18n';
import Box from '../../components/light/Box';
import Link from '../../components/light/Link';
import Typography from '../../components/light/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CompareArrows from '@mui/icons-material/CompareArrows';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import type { Contact, Links } from '../../api/types';
import { Tag } from '../../components/Tag';
import { displayName } from '../../domain/contactFields';
import { contactOrigin } from '../../domain/duplicates';
import type { FieldRow } from '../../domain/duplicates';
import { contactDetailUrl } from '../../domain/links';

export interface PairViewProps {
	links: Pick< Links, 'contactDetail' >;
	/** The two contacts in the order they are shown (left, right). */
	primary: Contact;
	secondary: Contact;
	/** Which of the two stays. */
	survivorId: number;
	rows: FieldRow[];
}

const HIGHLIGHT = {
	bgcolor: 'rgba(180, 83, 9, 0.08)',
	borderLeft: 3,
	borderColor: 'warning.main',
} as const;

/**
 * What a highlighted row says, in words (the colour is never the only sign).
 *
 * @param row The compared row.
 */
function rowNote( row: FieldRow ): string | null {
	switch ( row.comparison ) {
		case 'different':
			return __( 'Different', 'prism' );
		case 'onlyPrimary':
		case 'onlySecondary':
			return __( 'Only one has it', 'prism' );
		default:
			return null;
	}
}

function RowNote( { row }: { row: FieldRow } ) {
	const note = rowNote( row );
	if ( ! note ) {
		return null;
	}
	const Icon =
		row.comparison === 'different' ? CompareArrows : AddCircleOutline;
	return (
		<Box
			component="span"
			sx={ {
				display: 'inline-flex',
				alignItems: 'center',
				gap: 0.5,
				color: 'warning.dark',
				typography: 'caption',
				fontWeight: 600,
			} }
		>
			<Icon sx={ { fontSize: 16 } } aria-hidden />
			{ note }
		</Box>
	);
}

function Values( { values }: { values: string[] } ) {
	if ( values.length === 0 ) {
		return (
			<Typography component="span" variant="body2" color="text.secondary">
				{ __( '(none)', 'prism' ) }
			</Typography>
		);
	}
	return (
		<>
			{ values.map( ( value, i ) => (
				<Box
					key={ i }
					component="span"
					sx={ { display: 'block', overflowWrap: 'anywhere' } }
				>
					{ value }
				</Box>
			) ) }
		</>
	);
}

function ContactHeading( {
	links,
	contact,
	survives,
}: {
	links: PairViewProps[ 'links' ];
	contact: Contact;
	survives: boolean;
} ) {
	return (
		<Box>
			<Tag
				tone={ survives ? 'success' : 'outlined' }
				sx={ { mb: 0.5 } }
				data-testid={ survives ? 'survivor-tag' : 'other-tag' }
			>
				{ survives
					? __( 'Stays', 'prism' )
					: __( 'Merged into the other, then removed', 'prism' ) }
			</Tag>
			<Typography
				component="h3"
				variant="subtitle1"
				sx={ { fontWeight: 600, overflowWrap: 'anywhere' } }
			>
				<Link href={ contactDetailUrl( links, contact ) }>
					{ displayName( contact.name ) }
				</Link>
			</Typography>
			<Typography
				variant="caption"
				color="text.secondary"
				data-testid="contact-origin"
				sx={ {
					display: 'block',
					'&::first-letter': { textTransform: 'uppercase' },
				} }
			>
				{ contactOrigin( contact ) }
			</Typography>
		</Box>
	);
}

const cell = {
	p: 1,
	verticalAlign: 'top',
	textAlign: 'left',
	borderBottom: 1,
	borderColor: 'divider',
	typography: 'body2',
} as const;

/**
 * The two contacts of a suggestion, every field either has, with the fields that differ marked (a tint, an icon
 * and a word). Side by side in one table on wider screens, so each field's two values share a row; one contact
 * above the other on a phone.
 *
 * @param props Props.
 */
export function PairView( props: PairViewProps ) {
	const { links, primary, secondary, survivorId, rows } = props;
	const theme = useTheme();
	const phone = useMediaQuery( theme.breakpoints.down( 'sm' ), {
		noSsr: true,
	} );

	if ( phone ) {
		return (
			<Box sx={ { display: 'grid', gap: 2 } }>
				{ [ primary, secondary ].map( ( contact ) => {
					const isPrimary = contact === primary;
					return (
						<Box
							key={ contact.id }
							component="section"
							aria-label={ displayName( contact.name ) }
							sx={ {
								border: 1,
								borderColor: 'divider',
								borderRadius: 1,
								p: 1.5,
							} }
						>
							<ContactHeading
								links={ links }
								contact={ contact }
								survives={ contact.id === survivorId }
							/>
							<Box component="dl" sx={ { m: 0, mt: 1 } }>
								{ rows.map( ( row ) => (
									<Box
										key={ row.key }
										sx={ {
											py: 0.75,
											px: 1,
											...( row.comparison !== 'same'
												? HIGHLIGHT
												: {} ),
										} }
									>
										<Box
											component="dt"
											sx={ {
												typography: 'caption',
												color: 'text.secondary',
												display: 'flex',
												gap: 1,
												flexWrap: 'wrap',
											} }
										>
											{ row.label }
											<RowNote row={ row } />
										</Box>
										<Box
											component="dd"
											sx={ { m: 0, typography: 'body2' } }
										>
											<Values
												values={
													isPrimary
														? row.primary
														: row.secondary
												}
											/>
										</Box>
									</Box>
								) ) }
							</Box>
						</Box>
					);
				} ) }
			</Box>
		);
	}

	return (
		<Box
			component="table"
			sx={ {
				width: '100%',
				borderCollapse: 'collapse',
				tableLayout: 'fixed',
			} }
		>
			<Box component="caption" sx={ { textAlign: 'left', pb: 1 } }>
				<Typography variant="body2" color="text.secondary">
					{ __(
						'Fields marked Different or Only one has it are where the two contacts differ.',
						'prism'
					) }
				</Typography>
			</Box>
			<thead>
				<tr>
					<Box
						component="th"
						scope="col"
						sx={ { ...cell, width: '22%' } }
					>
						<Box component="span" sx={ { typography: 'caption' } }>
							{ __( 'Field', 'prism' ) }
						</Box>
					</Box>
					{ [ primary, secondary ].map( ( contact ) => (
						<Box
							key={ contact.id }
							component="th"
							scope="col"
							sx={ { ...cell, fontWeight: 400 } }
						>
							<ContactHeading
								links={ links }
								contact={ contact }
								survives={ contact.id === survivorId }
							/>
						</Box>
					) ) }
				</tr>
			</thead>
			<tbody>
				{ rows.map( ( row ) => (
					<Box
						component="tr"
						key={ row.key }
						data-differs={
							row.comparison !== 'same' ? 'true' : undefined
						}
						sx={ row.comparison !== 'same' ? HIGHLIGHT : undefined }
					>
						<Box
							component="th"
							scope="row"
							sx={ { ...cell, fontWeight: 500 } }
						>
							<Box component="span" sx={ { display: 'block' } }>
								{ row.label }
							</Box>
							<RowNote row={ row } />
						</Box>
						<Box component="td" sx={ cell }>
							<Values values={ row.primary } />
						</Box>
						<Box component="td" sx={ cell }>
							<Values values={ row.secondary } />
						</Box>
					</Box>
				) ) }
			</tbody>
		</Box>
	);
}
