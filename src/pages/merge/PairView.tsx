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
import { contactOrigin, keptPhoto } from '../../domain/duplicates';
import type { FieldRow, KeptPhoto } from '../../domain/duplicates';
import { contactDetailUrl } from '../../domain/links';
import { Deferred, lazyNamed } from '../../components/OnceOpened';

export interface PairViewProps {
	links: Pick< Links, 'contactDetail' >;
	/** The two contacts in the order they are shown (left, right). */
	primary: Contact;
	secondary: Contact;
	/** Which of the two stays. */
	survivorId: number;
	rows: FieldRow[];
}

/*
 * A contact's photo: its own chunk, fetched once a pair with a photo shows (the images load after the page has shown
 * in any case), so the merge screen's first load does not grow. Its place is held meanwhile.
 */
const PairPhoto = lazyNamed( () =>
	import( /* webpackChunkName: "pair-photo" */ './PairPhoto' ).then(
		( m ) => m.PairPhoto
	)
);

/** A photo's place while its code loads: PairPhoto's size (48 px). */
const PHOTO_PLACE = (
	<Box
		sx={ {
			width: 48,
			height: 48,
			flexShrink: 0,
			borderRadius: '50%',
			bgcolor: 'grey.200',
		} }
	/>
);

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

/**
 * What the merge does with a contact's photo, said under the photo that is kept (nothing under the other, nor when
 * the contact that stays has the only photo: it simply stays).
 *
 * @param kept   Which photo is kept, and why (keptPhoto).
 * @param isKept Whether it is this contact's.
 */
function photoNote( kept: KeptPhoto | null, isKept: boolean ): string | null {
	if ( ! kept || ! isKept ) {
		return null;
	}
	switch ( kept.why ) {
		case 'larger':
			return __( 'The larger photo is kept.', 'prism' );
		case 'tie':
			return __(
				'Both photos are the same size: this one is kept, as its contact stays.',
				'prism'
			);
		default:
			return kept.from === 'other'
				? __( 'This photo is kept.', 'prism' )
				: null;
	}
}

function ContactHeading( {
	links,
	contact,
	survives,
	kept,
}: {
	links: PairViewProps[ 'links' ];
	contact: Contact;
	survives: boolean;
	/** Which photo the merge keeps. */
	kept: KeptPhoto | null;
} ) {
	const name = displayName( contact.name );
	const note = photoNote(
		kept,
		kept?.from === ( survives ? 'survivor' : 'other' )
	);
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
			<Box sx={ { display: 'flex', gap: 1.25, alignItems: 'center' } }>
				{ contact.photo && (
					<Deferred fallback={ PHOTO_PLACE }>
						<PairPhoto contact={ contact } name={ name } />
					</Deferred>
				) }
				<Box sx={ { minWidth: 0 } }>
					<Typography
						component="h3"
						variant="subtitle1"
						sx={ { fontWeight: 600, overflowWrap: 'anywhere' } }
					>
						<Link href={ contactDetailUrl( links, contact ) }>
							{ name }
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
			</Box>
			{ note && (
				<Typography
					variant="caption"
					sx={ {
						display: 'block',
						mt: 0.75,
						color: 'success.dark',
						fontWeight: 600,
					} }
					data-testid="photo-kept"
				>
					{ note }
				</Typography>
			) }
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
	const kept =
		survivorId === secondary.id
			? keptPhoto( secondary, primary )
			: keptPhoto( primary, secondary );
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
								kept={ kept }
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
								kept={ kept }
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
