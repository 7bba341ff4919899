import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '../../components/light/Box';
import Button from '../../components/light/Button';
import Link from '../../components/light/Link';
import Paper from '@mui/material/Paper';
import Typography from '../../components/light/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { SLOTS } from '../../api/types';
import type { Contact, Flash, PageProps, Slot } from '../../api/types';
import { filledSocialLinks } from '../../components/contact-card/SocialLinks';
import { Deferred, lazyNamed } from '../../components/OnceOpened';
import { Spinner } from '../../components/Spinner';
import { visuallyHidden } from '../../components/visuallyHidden';
import {
	formatAddress,
	slotField,
	typeLabel,
} from '../../domain/contactFields';
import type { SlotGroup } from '../../domain/contactFields';
import { __, sprintf } from '@wordpress/i18n';

/* The edit form (and its text fields) loads when Edit is first clicked; fetched ahead while the page is idle. */
const EditDetails = lazyNamed( () =>
	import(
		/* webpackChunkName: "edit-details", webpackPrefetch: true */ './EditDetails'
	).then( ( m ) => m.EditDetails )
);

export interface DetailsTabProps {
	page: PageProps;
	contact: Contact;
	/** An Edit Contact post that the server refused: the form reopens with what was typed and why it failed. */
	failedEdit: Flash | null;
}

/**
 * The Details tab: the contact's fields to read, and Edit to change them in place (Cancel goes back unchanged).
 *
 * @param props Props.
 */
export function DetailsTab( props: DetailsTabProps ) {
	const { page, contact, failedEdit } = props;
	const [ editing, setEditing ] = useState( Boolean( failedEdit ) );
	const [ retry, setRetry ] = useState< Flash | null >( failedEdit );
	const editButton = useRef< HTMLButtonElement >( null );
	const returnFocus = useRef( false );

	useEffect( () => {
		if ( ! editing && returnFocus.current ) {
			returnFocus.current = false;
			editButton.current?.focus();
		}
	}, [ editing ] );

	if ( editing ) {
		return (
			<Deferred
				fallback={
					<Paper variant="outlined" sx={ { p: { xs: 2, sm: 3 } } }>
						<Spinner label={ __( 'Loading the form', 'prism' ) } />
					</Paper>
				}
			>
				<EditDetails
					page={ page }
					contact={ contact }
					retry={ retry }
					onCancel={ () => {
						setRetry( null );
						setEditing( false );
						returnFocus.current = true;
					} }
				/>
			</Deferred>
		);
	}

	return (
		<Paper
			variant="outlined"
			sx={ { p: { xs: 2, sm: 3 } } }
			data-testid="details-view"
		>
			<Box
				sx={ {
					display: 'flex',
					alignItems: 'center',
					justifyContent: 'space-between',
					gap: 2,
					mb: 1,
				} }
			>
				<Typography variant="h2" component="h2">
					{ __( 'Details', 'prism' ) }
				</Typography>
				<Button
					ref={ editButton }
					variant="outlined"
					startIcon={ <EditOutlined /> }
					onClick={ () => setEditing( true ) }
					aria-label={
						contact.name
							? sprintf(
									/* translators: %s: a contact's name. */
									__( 'Edit details of %s', 'prism' ),
									contact.name
								)
							: __( 'Edit details of this contact', 'prism' )
					}
				>
					{ __( 'Edit', 'prism' ) }
				</Button>
			</Box>

			<Box
				sx={ {
					display: 'grid',
					gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
					columnGap: 5,
				} }
			>
				<Box>
					<Section title={ __( 'Name and work', 'prism' ) }>
						<Row label={ __( 'First name', 'prism' ) }>
							{ contact.firstName }
						</Row>
						<Row label={ __( 'Last name', 'prism' ) }>
							{ contact.lastName }
						</Row>
						<Row label={ __( 'Job title', 'prism' ) }>
							{ contact.title }
						</Row>
						<Row label={ __( 'Company', 'prism' ) }>
							{ contact.company }
						</Row>
					</Section>
					<Section
						title={ __( 'Social links', 'prism' ) }
						empty={ __( 'No social links', 'prism' ) }
					>
						{ filledSocialLinks( contact ).map(
							( { field, label, href } ) => (
								<Row key={ field } label={ label }>
									<Link
										href={ href }
										target="_blank"
										rel="noopener noreferrer"
										sx={ { overflowWrap: 'anywhere' } }
									>
										{ contact[ field ] }
										<OpenInNew
											sx={ {
												fontSize: 14,
												ml: 0.5,
												verticalAlign: '-2px',
											} }
											aria-hidden
										/>
										<Box
											component="span"
											sx={ visuallyHidden }
										>
											{ __(
												'(opens in a new tab)',
												'prism'
											) }
										</Box>
									</Link>
								</Row>
							)
						) }
					</Section>
				</Box>
				<Box>
					<Section
						title={ __( 'Email', 'prism' ) }
						empty={ __( 'No email address', 'prism' ) }
					>
						{ slotRows(
							contact,
							'email',
							__( 'Email', 'prism' ),
							( slot ) => {
								const email =
									contact[ slotField( 'email', slot ) ];
								return email.trim() === '' ? null : (
									<Link
										href={ `mailto:${ email }` }
										sx={ { overflowWrap: 'anywhere' } }
									>
										{ email }
									</Link>
								);
							}
						) }
					</Section>
					<Section
						title={ __( 'Phone', 'prism' ) }
						empty={ __( 'No phone number', 'prism' ) }
					>
						{ slotRows(
							contact,
							'phone',
							__( 'Phone', 'prism' ),
							( slot ) => {
								const phone =
									contact[ slotField( 'phone', slot ) ];
								return phone.trim() === '' ? null : (
									<Link
										href={ `tel:${ phone.replace( /[^\d+x]/gi, '' ) }` }
									>
										{ phone }
									</Link>
								);
							}
						) }
					</Section>
					<Section
						title={ __( 'Address', 'prism' ) }
						empty={ __( 'No address', 'prism' ) }
					>
						{ slotRows(
							contact,
							'address',
							__( 'Address', 'prism' ),
							( slot ) => formatAddress( contact, slot ) || null
						) }
					</Section>
				</Box>
			</Box>
		</Paper>
	);
}

/**
 * The rows of a group's filled slots (emails, phones or addresses), in slot order, each labelled with its type
 * (Work, Home…) or, without one, the group's name.
 *
 * @param contact    The contact.
 * @param group      The group.
 * @param groupLabel The group's name.
 * @param show       A slot's value as shown, or null when the slot is empty.
 */
function slotRows(
	contact: Contact,
	group: SlotGroup,
	groupLabel: string,
	show: ( slot: Slot ) => ReactNode | null
): ReactNode[] {
	return SLOTS.flatMap( ( slot ) => {
		const value = show( slot );
		return value === null
			? []
			: [
					<Row
						key={ slot }
						label={
							typeLabel(
								contact[ slotField( group, slot, 'Type' ) ]
							) || groupLabel
						}
					>
						{ value }
					</Row>,
				];
	} );
}

/**
 * A titled list of label/value rows; says `empty` when it has no rows.
 *
 * @param props          Props.
 * @param props.title    Section title.
 * @param props.empty    What to say without rows.
 * @param props.children Rows.
 */
function Section( {
	title,
	empty,
	children,
}: {
	title: string;
	empty?: string;
	children: ReactNode;
} ) {
	const rows = Array.isArray( children )
		? children.flat().filter( Boolean )
		: [ children ].filter( Boolean );
	return (
		<Box component="section" sx={ { mt: 2.5 } }>
			<Typography
				variant="subtitle2"
				component="h3"
				color="text.secondary"
				sx={ {
					textTransform: 'uppercase',
					letterSpacing: '0.06em',
					fontSize: '0.75rem',
					mb: 1,
				} }
			>
				{ title }
			</Typography>
			{ rows.length === 0 && empty ? (
				<Typography color="text.secondary" variant="body2">
					{ empty }
				</Typography>
			) : (
				<Box
					component="dl"
					sx={ {
						display: 'grid',
						gridTemplateColumns: {
							xs: '1fr',
							sm: 'minmax(96px, max-content) 1fr',
						},
						columnGap: 2,
						rowGap: { xs: 0, sm: 1 },
						m: 0,
					} }
				>
					{ children }
				</Box>
			) }
		</Box>
	);
}

/**
 * One label/value row; an empty value reads 'Not set'.
 *
 * @param props          Props.
 * @param props.label    Label.
 * @param props.children Value.
 */
function Row( { label, children }: { label: string; children: ReactNode } ) {
	const isEmpty =
		children === '' || children === null || children === undefined;
	return (
		<>
			<Typography
				component="dt"
				variant="body2"
				color="text.secondary"
				sx={ { pt: { xs: 1, sm: 0 } } }
			>
				{ label }
			</Typography>
			<Typography
				component="dd"
				sx={ {
					m: 0,
					minWidth: 0,
					// Told apart by its slant, not by a grey too light to read (text.disabled: 2.67:1).
					fontStyle: isEmpty ? 'italic' : undefined,
				} }
				color={ isEmpty ? 'text.secondary' : 'text.primary' }
			>
				{ isEmpty ? __( 'Not set', 'prism' ) : children }
			</Typography>
		</>
	);
}
