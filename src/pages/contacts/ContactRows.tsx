import { Fragment } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import Box from '../../components/light/Box';
import Typography from '../../components/light/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Contact, Links } from '../../api/types';
import { StageChip } from '../../components/StageChip';
import { Tag } from '../../components/Tag';
import {
	Table,
	TableBody,
	TableCell,
	TableHead,
	TableRow,
} from '../../components/PlainTable';
import { SkeletonBar } from '../../components/SkeletonBar';
import { visuallyHidden } from '../../components/visuallyHidden';
import { displayName, emailParts } from '../../domain/contactFields';
import { lastContactedText } from '../../domain/interactions';
import { isReachOutSoon, reachOutStatus } from '../../domain/cadence';
import { ReachOutTag } from '../../components/cadence/ReachOutTag';
import { categoriesPreview } from '../../domain/listFilters';
import { contactDetailUrl } from '../../domain/links';
import type { Selection } from '../../domain/selection';
import { ImportSources } from '../../components/ImportSources';
import { Surface } from '../../components/Surface';
import { LightCheckbox } from '../../components/LightCheckbox';
import { PlainLink } from '../../components/PlainLink';
import { PhotoThumb } from '../../components/photos/ContactPhoto';

export interface ContactRowsProps {
	contacts: readonly Contact[];
	links: Pick< Links, 'contactDetail' >;
	selection: Selection;
	onToggle: ( id: number ) => void;
	/** Rows are stale while the next page loads. */
	busy?: boolean;
	/** Table on wide screens, stacked cards on narrow ones. */
	layout: 'table' | 'cards';
	/** Today, site time (YYYY-MM-DD): "Last contacted 12 days ago" counts from it. */
	today: string;
}

function subtitle( contact: Contact ): string {
	return [ contact.title, contact.company ].filter( Boolean ).join( ', ' );
}

function telHref( phone: string ): string {
	return `tel:${ phone.replace( /[^\d+]/g, '' ) }`;
}

/**
 * A contact's email and phone as links, each when the contact has one.
 *
 * @param props             Props.
 * @param props.contact     The contact.
 * @param props.emailSx     The email link's styles.
 * @param props.emailTestId The email link's test id.
 * @param props.phoneSx     The phone link's styles.
 */
function EmailAndPhone( {
	contact,
	emailSx,
	emailTestId,
	phoneSx,
}: {
	contact: Contact;
	emailSx: SxProps< Theme >;
	emailTestId?: string;
	phoneSx?: SxProps< Theme >;
} ) {
	return (
		<>
			{ contact.email && (
				<PlainLink
					underline="hover"
					small
					href={ `mailto:${ contact.email }` }
					sx={ emailSx }
					data-testid={ emailTestId }
				>
					<BreakableEmail email={ contact.email } />
				</PlainLink>
			) }
			{ contact.phone && (
				<PlainLink
					underline="hover"
					small
					href={ telHref( contact.phone ) }
					sx={ phoneSx }
				>
					{ contact.phone }
				</PlainLink>
			) }
		</>
	);
}

/**
 * When a contact was last contacted, as a quiet line of its row ("Last contacted 12 days ago", "Never contacted");
 * nothing when the answer did not say.
 *
 * @param props         Props.
 * @param props.contact The contact.
 * @param props.today   Today, site time.
 */
function LastContacted( {
	contact,
	today,
}: {
	contact: Contact;
	today: string;
} ) {
	if ( contact.lastContacted === undefined ) {
		return null;
	}
	return (
		<Typography
			variant="body2"
			color="text.secondary"
			sx={ { fontSize: '0.8125rem' } }
			data-testid="row-last-contacted"
		>
			{ lastContactedText( contact.lastContacted, today ) }
		</Typography>
	);
}

/**
 * A contact's states under its name, when it has one: Archived (only the Archived view lists them) and Deceased.
 *
 * @param props         Props.
 * @param props.contact The contact.
 */
function StateTags( { contact }: { contact: Contact } ) {
	if ( ! contact.archived && ! contact.deceased ) {
		return null;
	}
	return (
		<Box
			sx={ { display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 0.25 } }
			data-testid="row-states"
		>
			{ contact.archived && <Tag>{ __( 'Archived', 'prism' ) }</Tag> }
			{ contact.deceased && (
				<Tag tone="outlined">{ __( 'Deceased', 'prism' ) }</Tag>
			) }
		</Box>
	);
}

/**
 * A reminder under the name when the day to reach out to the contact by is near: overdue, due today or due within a
 * week ("Overdue by 12 days", "Due in 5 days"); nothing otherwise, nor for an archived contact (it is in no reminder
 * list).
 *
 * @param props         Props.
 * @param props.contact The contact.
 * @param props.today   Today, site time.
 */
function ReachOutSoon( {
	contact,
	today,
}: {
	contact: Contact;
	today: string;
} ) {
	const status = reachOutStatus( contact.reachOutOn, today );
	if ( contact.archived || ! isReachOutSoon( status ) ) {
		return null;
	}
	return (
		<Box sx={ { my: 0.25 } } data-testid="row-reach-out">
			<ReachOutTag status={ status } />
		</Box>
	);
}

/**
 * A row's categories: the spec's first 30 characters and '...'; the whole text on hover (its title), to a screen
 * reader, and on screen while the focus is in the row (a keyboard has no hover).
 *
 * @param props      Props.
 * @param props.text The categories, comma-separated.
 */
function Categories( { text }: { text: string } ) {
	if ( ! text ) {
		return (
			<Typography variant="body2" color="text.secondary">
				—
			</Typography>
		);
	}
	const short = categoriesPreview( text );
	return (
		<Typography
			variant="body2"
			title={ short === text ? undefined : text }
			data-testid="row-categories"
		>
			<span aria-hidden={ short !== text } className="prism-clipped">
				{ short }
			</span>
			{ short !== text && (
				<Box
					component="span"
					sx={ visuallyHidden }
					className="prism-whole"
				>
					{ text }
				</Box>
			) }
		</Typography>
	);
}

/**
 * An email in a table cell: whole, on as many lines as it needs, broken only after its '@' and before its dots
 * (BreakableEmail); a part longer than the column breaks where it must rather than being cut. It and the phone under
 * it are each at least 24 px high, so two stacked links are targets a finger can tell apart (WCAG 2.5.8).
 */
const emailCellSx = {
	display: 'block',
	py: '3px',
	overflowWrap: 'break-word',
} as const;

const phoneCellSx = {
	display: 'block',
	py: '3px',
	whiteSpace: 'nowrap',
} as const;

/**
 * A row's name beside its photo (or the circle of its initials), which stands level with the name's first line.
 */
const nameCellSx = {
	display: 'flex',
	gap: 1.25,
	alignItems: 'flex-start',
} as const;

/** The photo's box: as high as the name's line, so a one-line name does not make the row taller. */
const thumbSx = {
	display: 'flex',
	flexShrink: 0,
	alignItems: 'center',
	height: 24,
	mr: 0.5,
} as const;

/**
 * What the focus in a row reveals: the categories cut at 30 characters show whole (hover shows them in the title).
 */
const rowFocusSx = {
	'&:focus-within .prism-clipped': { display: 'none' },
	'&:focus-within .prism-whole': {
		position: 'static',
		width: 'auto',
		height: 'auto',
		m: 0,
		clip: 'auto',
		overflow: 'visible',
		whiteSpace: 'normal',
	},
} as const;

/**
 * An email with places to break a line: after the '@' and before each dot, so a narrow card breaks it between its
 * parts instead of at any letter. The text stays the address as typed.
 *
 * @param props       Props.
 * @param props.email The address.
 */
function BreakableEmail( { email }: { email: string } ) {
	return (
		<>
			{ emailParts( email ).map( ( part, index ) => (
				<Fragment key={ index }>
					{ index > 0 && <wbr /> }
					{ part }
				</Fragment>
			) ) }
		</>
	);
}

function RowCheckbox( {
	contact,
	checked,
	onToggle,
}: {
	contact: Contact;
	checked: boolean;
	onToggle: () => void;
} ) {
	return (
		<LightCheckbox
			checked={ checked }
			onChange={ onToggle }
			label={
				contact.name
					? sprintf(
							/* translators: %s: contact name. */
							__( 'Select %s', 'prism' ),
							contact.name
						)
					: __( 'Select contact', 'prism' )
			}
		/>
	);
}

/**
 * One page of contacts: a table on wide screens, a stack of cards on phones. Each shows the checkbox, the name
 * linking to the detail page (and when the contact was last contacted, and when it is due to reach out to soon), email and phone links, the stage, the
 * categories (first 30 characters) and the import sources.
 *
 * @param props Props.
 */
export function ContactRows( props: ContactRowsProps ) {
	const {
		contacts,
		links,
		selection,
		onToggle,
		busy = false,
		layout,
		today,
	} = props;
	const dim = { opacity: busy ? 0.55 : 1, transition: 'opacity 120ms' };

	if ( layout === 'cards' ) {
		return (
			<Box
				component="ul"
				aria-label={ __( 'Contacts', 'prism' ) }
				sx={ {
					listStyle: 'none',
					m: 0,
					p: 0,
					display: 'grid',
					gap: 1.5,
					gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
					...dim,
				} }
				aria-busy={ busy }
			>
				{ contacts.map( ( contact ) => {
					const checked = selection.includes( contact.id );
					return (
						<Surface
							as="li"
							key={ contact.id }
							data-testid="contact-row"
							data-contact-id={ contact.id }
							sx={ {
								p: 1.5,
								display: 'flex',
								gap: 0.5,
								alignItems: 'flex-start',
								borderColor: checked
									? 'primary.main'
									: undefined,
								bgcolor: checked
									? 'rgba(63, 79, 181, 0.04)'
									: undefined,
								minWidth: 0,
							} }
						>
							<Box sx={ { mt: -0.75, ml: -0.75 } }>
								<RowCheckbox
									contact={ contact }
									checked={ checked }
									onToggle={ () => onToggle( contact.id ) }
								/>
							</Box>
							<Box sx={ thumbSx }>
								<PhotoThumb
									contact={ contact }
									name={ displayName( contact.name ) }
								/>
							</Box>
							<Box
								sx={ {
									minWidth: 0,
									flex: 1,
									display: 'grid',
									gap: 0.5,
								} }
							>
								<PlainLink
									underline="hover"
									href={ contactDetailUrl( links, contact ) }
									sx={ {
										fontWeight: 600,
										fontSize: '1.05rem',
										overflowWrap: 'anywhere',
									} }
								>
									{ displayName( contact.name ) }
								</PlainLink>
								<StateTags contact={ contact } />
								<ReachOutSoon
									contact={ contact }
									today={ today }
								/>
								{ subtitle( contact ) && (
									<Typography
										variant="body2"
										color="text.secondary"
										sx={ { overflowWrap: 'anywhere' } }
									>
										{ subtitle( contact ) }
									</Typography>
								) }
								<EmailAndPhone
									contact={ contact }
									emailSx={ { overflowWrap: 'anywhere' } }
								/>
								<LastContacted
									contact={ contact }
									today={ today }
								/>
								<Box
									sx={ {
										display: 'flex',
										flexWrap: 'wrap',
										gap: 1,
										alignItems: 'center',
										mt: 0.5,
									} }
								>
									<StageChip
										stage={ contact.networkingStage }
										status={ contact.networkingStatus }
									/>
									<ImportSources
										importSource={ contact.importSource }
										variant="compact"
									/>
								</Box>
								{ contact.categories && (
									<Box
										sx={ {
											display: 'flex',
											gap: 0.5,
											color: 'text.secondary',
										} }
									>
										<Typography
											variant="body2"
											component="span"
											sx={ visuallyHidden }
										>
											{ __( 'Categories:', 'prism' ) }
										</Typography>
										<Categories
											text={ contact.categories }
										/>
									</Box>
								) }
							</Box>
						</Surface>
					);
				} ) }
			</Box>
		);
	}

	return (
		<Table
			aria-label={ __( 'Contacts', 'prism' ) }
			sx={ {
				tableLayout: 'fixed',
				minWidth: 760,
				...dim,
			} }
			aria-busy={ busy }
		>
			{ /* Column widths on <col>: with a fixed layout they hold whatever the cells contain. The email column is
			the widest (an address is read whole or not at all); the phone sits under the email and the source under
			the stage, so the name and the categories keep room for their words (docs/frontend-pattern.md, "The
			contact table"). */ }
			<colgroup>
				<col style={ { width: 56 } } />
				<col />
				<col style={ { width: '36%' } } />
				<col style={ { width: 148 } } />
				<col style={ { width: '17%' } } />
			</colgroup>
			<TableHead>
				<TableRow>
					<TableCell as="th" scope="col" checkbox>
						<Box component="span" sx={ visuallyHidden }>
							{ __( 'Selected', 'prism' ) }
						</Box>
					</TableCell>
					{ [
						__( 'Name', 'prism' ),
						__( 'Email and phone', 'prism' ),
						__( 'Stage and source', 'prism' ),
						__( 'Categories', 'prism' ),
					].map( ( heading ) => (
						<TableCell as="th" scope="col" key={ heading }>
							{ heading }
						</TableCell>
					) ) }
				</TableRow>
			</TableHead>
			<TableBody>
				{ contacts.map( ( contact ) => {
					const checked = selection.includes( contact.id );
					return (
						<TableRow
							key={ contact.id }
							selected={ checked }
							data-testid="contact-row"
							data-contact-id={ contact.id }
							sx={ rowFocusSx }
						>
							<TableCell checkbox>
								<RowCheckbox
									contact={ contact }
									checked={ checked }
									onToggle={ () => onToggle( contact.id ) }
								/>
							</TableCell>
							<TableCell sx={ { overflowWrap: 'break-word' } }>
								<Box sx={ nameCellSx }>
									<Box sx={ thumbSx }>
										<PhotoThumb
											contact={ contact }
											name={ displayName( contact.name ) }
										/>
									</Box>
									<Box sx={ { minWidth: 0, flex: 1 } }>
										<PlainLink
											underline="hover"
											href={ contactDetailUrl(
												links,
												contact
											) }
											sx={ { fontWeight: 600 } }
										>
											{ displayName( contact.name ) }
										</PlainLink>
										<StateTags contact={ contact } />
										<ReachOutSoon
											contact={ contact }
											today={ today }
										/>
										{ /* Title and company each on their own line, wrapped rather than cut. */ }
										{ [ contact.title, contact.company ]
											.filter( Boolean )
											.map( ( line, index ) => (
												<Typography
													key={ index }
													variant="body2"
													color="text.secondary"
													data-testid="row-subtitle"
												>
													{ line }
												</Typography>
											) ) }
										<LastContacted
											contact={ contact }
											today={ today }
										/>
									</Box>
								</Box>
							</TableCell>
							<TableCell>
								<EmailAndPhone
									contact={ contact }
									emailSx={ emailCellSx }
									emailTestId="row-email"
									phoneSx={ phoneCellSx }
								/>
								{ ! contact.email && ! contact.phone && (
									<Typography
										variant="body2"
										color="text.secondary"
									>
										—
									</Typography>
								) }
							</TableCell>
							<TableCell>
								<Box
									sx={ {
										display: 'flex',
										flexDirection: 'column',
										alignItems: 'flex-start',
										gap: 0.5,
									} }
								>
									<StageChip
										stage={ contact.networkingStage }
										status={ contact.networkingStatus }
									/>
									<Box component="span" sx={ visuallyHidden }>
										{ __( 'Source:', 'prism' ) }
									</Box>
									<ImportSources
										importSource={ contact.importSource }
										variant="compact"
									/>
								</Box>
							</TableCell>
							<TableCell>
								<Categories text={ contact.categories } />
							</TableCell>
						</TableRow>
					);
				} ) }
			</TableBody>
		</Table>
	);
}

/**
 * Placeholder rows while the first page loads.
 *
 * @param props        Props.
 * @param props.layout Table or cards.
 * @param props.rows   How many.
 */
export function ContactRowsSkeleton( {
	layout,
	rows = 6,
}: {
	layout: 'table' | 'cards';
	rows?: number;
} ) {
	const items = Array.from( { length: rows }, ( _, i ) => i );
	if ( layout === 'cards' ) {
		return (
			<Box
				sx={ {
					display: 'grid',
					gap: 1.5,
					gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
				} }
				aria-hidden
				data-testid="list-skeleton"
			>
				{ items.map( ( i ) => (
					<Surface key={ i } sx={ { p: 1.5 } }>
						<SkeletonBar width="55%" height={ 28 } />
						<SkeletonBar width="75%" />
						<SkeletonBar width="40%" />
						<SkeletonBar width={ 96 } height={ 30 } />
					</Surface>
				) ) }
			</Box>
		);
	}
	return (
		<Box aria-hidden data-testid="list-skeleton" sx={ { px: 2 } }>
			{ items.map( ( i ) => (
				<Box
					key={ i }
					sx={ {
						display: 'flex',
						gap: 2,
						alignItems: 'center',
						height: 53,
						borderBottom: 1,
						borderColor: 'divider',
					} }
				>
					<SkeletonBar rounded width={ 20 } height={ 20 } />
					<SkeletonBar width="20%" />
					<SkeletonBar width="32%" />
					<SkeletonBar rounded width={ 90 } height={ 24 } />
					<SkeletonBar width="15%" />
				</Box>
			) ) }
		</Box>
	);
}
