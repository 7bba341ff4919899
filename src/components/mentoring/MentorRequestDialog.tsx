import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '../light/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '../light/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ContentCopy from '@mui/icons-material/ContentCopy';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import { __, sprintf } from '@wordpress/i18n';
import { createMentorship } from '../../api/client';
import { useContact, useMentoringSeries } from '../../api/hooks';
import type {
	ApiError,
	Contact,
	MentoringRole,
	Mentorship,
	PageProps,
} from '../../api/types';
import { displayName } from '../../domain/contactFields';
import {
	mentorRequestEmail,
	mentoringDetailUrl,
	offeredSeries,
} from '../../domain/mentoring';
import { RetryAlert } from '../RetryAlert';
import { Spinner } from '../Spinner';
import { MentorContactPicker } from './MentorContactPicker';

/** What the dialog starts with: a contact, a series and who mentors whom, each optional. */
export interface MentorRequestChoices {
	contactId?: number;
	seriesId?: number;
	role?: MentoringRole;
}

export interface MentorRequestDialogProps {
	open: boolean;
	page: Pick< PageProps, 'wordpressId' | 'links' | 'userName' >;
	/** What is chosen when it opens. */
	initial?: MentorRequestChoices;
	/** A message shown above the form (the contact just added). */
	notice?: string;
	/** The contact, when it is not to be chosen (the contact's own mentoring page). */
	fixedContact?: Contact;
	/**
	 * Offers 'Add a new contact': called with what is chosen so far; the page opens the Add Contact form and, once the
	 * contact is added, opens this dialog again with it. Left out: no such button.
	 */
	onAddContact?: ( choices: MentorRequestChoices ) => void;
	/** The member's relationships as the server answered after the new one was created. */
	onCreated?: ( list: Mentorship[] ) => void;
	onClose: () => void;
}

interface Problems {
	contact?: string;
	series?: string;
	role?: string;
}

/**
 * 'Send a Mentor Request': choose (or add) the contact, the series and who mentors whom, then Create. The relationship
 * is recorded in PRISM; the success step offers a pre-written email in the member's own mail program (PRISM sends
 * nothing), the same text to copy, and the milestones of the new relationship.
 *
 * @param props Props.
 */
export function MentorRequestDialog( props: MentorRequestDialogProps ) {
	const {
		open,
		page,
		initial,
		notice,
		fixedContact,
		onAddContact,
		onCreated,
		onClose,
	} = props;
	const theme = useTheme();
	const fullScreen = useMediaQuery( theme.breakpoints.down( 'sm' ) );
	const id = useId();
	const series = useMentoringSeries( page.wordpressId );
	const seriesList = series.data;
	const offered = useMemo(
		() => offeredSeries( seriesList ?? [] ),
		[ seriesList ]
	);
	const wanted = useContact(
		! fixedContact && open ? ( initial?.contactId ?? 0 ) : 0
	);
	const [ contact, setContact ] = useState< Contact | null >(
		fixedContact ?? null
	);
	const [ seriesId, setSeriesId ] = useState< number | null >(
		initial?.seriesId ?? null
	);
	const [ role, setRole ] = useState< MentoringRole | null >(
		initial?.role ?? null
	);
	const [ touched, setTouched ] = useState( false );
	const [ busy, setBusy ] = useState( false );
	const [ failure, setFailure ] = useState< string | null >( null );
	const [ created, setCreated ] = useState< Mentorship | null >( null );
	const [ copied, setCopied ] = useState< boolean | null >( null );
	const contactInput = useRef< HTMLInputElement >( null );
	const doneActions = useRef< HTMLDivElement >( null );

	// Each opening starts afresh from what the page asks for.
	useEffect( () => {
		if ( open ) {
			setContact( fixedContact ?? null );
			setSeriesId( initial?.seriesId ?? null );
			setRole( initial?.role ?? null );
			setTouched( false );
			setFailure( null );
			setCreated( null );
			setCopied( null );
		}
	}, [ open, initial, fixedContact ] );

	// The contact the page asked for (one just added) is chosen once it has loaded.
	const wantedContact = wanted.data;
	useEffect( () => {
		if ( wantedContact ) {
			setContact( wantedContact );
		}
	}, [ wantedContact ] );

	// With one series offered there is nothing to choose.
	useEffect( () => {
		const only = offered.length === 1 ? offered[ 0 ] : undefined;
		if ( open && seriesId === null && only ) {
			setSeriesId( only.id );
		}
	}, [ open, seriesId, offered ] );

	// Create has gone with the form: the focus goes to the first thing to do next.
	useEffect( () => {
		if ( created ) {
			doneActions.current
				?.querySelector< HTMLElement >( 'a, button' )
				?.focus();
		}
	}, [ created ] );

	const chosenSeries = offered.find( ( s ) => s.id === seriesId ) ?? null;
	const problems: Problems = {
		contact: contact
			? undefined
			: __( 'Choose a contact, or add a new one.', 'prism' ),
		series: chosenSeries ? undefined : __( 'Choose a series.', 'prism' ),
		role: role ? undefined : __( 'Choose who mentors whom.', 'prism' ),
	};
	const shown = ( field: keyof Problems ) =>
		touched ? problems[ field ] : undefined;

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		setTouched( true );
		if ( busy || ! contact || ! chosenSeries || ! role ) {
			return;
		}
		setBusy( true );
		setFailure( null );
		try {
			const list = await createMentorship(
				page.wordpressId,
				contact.id,
				chosenSeries.id,
				role
			);
			onCreated?.( list );
			setCreated(
				list.find(
					( m ) =>
						m.contactId === contact.id &&
						m.seriesId === chosenSeries.id &&
						m.role === role
				) ?? {
					id: 0,
					contactId: contact.id,
					name: contact.name,
					seriesId: chosenSeries.id,
					role,
					done: 0,
					total: 0,
					createdAt: '',
				}
			);
		} catch ( e ) {
			setFailure( ( e as ApiError ).message );
		} finally {
			setBusy( false );
		}
	};

	const name = displayName( contact?.name );
	const mail =
		created && contact && chosenSeries
			? mentorRequestEmail( {
					contact,
					role: created.role,
					seriesName: chosenSeries.name,
					memberName: page.userName,
				} )
			: null;

	const copy = async () => {
		if ( ! mail ) {
			return;
		}
		try {
			await window.navigator.clipboard.writeText( mail.body );
			setCopied( true );
		} catch {
			setCopied( false );
		}
	};

	const titleId = `${ id }-title`;

	return (
		<Dialog
			open={ open }
			onClose={ busy ? undefined : onClose }
			fullScreen={ fullScreen }
			maxWidth="sm"
			fullWidth
			aria-labelledby={ titleId }
			data-testid="mentor-request-dialog"
			slotProps={ {
				transition: {
					onEntered: () => {
						if ( ! fixedContact && ! initial?.contactId ) {
							contactInput.current?.focus();
						}
					},
				},
			} }
		>
			{ ! created ? (
				<Box
					component="form"
					onSubmit={ submit }
					noValidate
					sx={ { display: 'contents' } }
				>
					<DialogTitle id={ titleId }>
						{ __( 'Send a Mentor Request', 'prism' ) }
					</DialogTitle>
					<DialogContent>
						<Stack spacing={ 3 } sx={ { pt: 1 } }>
							{ notice && (
								<Alert
									severity="success"
									data-testid="mentor-request-notice"
								>
									{ notice }
								</Alert>
							) }
							{ fixedContact ? (
								<Box>
									<Typography
										variant="body2"
										color="text.secondary"
									>
										{ __( 'Contact', 'prism' ) }
									</Typography>
									<Typography
										sx={ {
											fontWeight: 600,
											overflowWrap: 'anywhere',
										} }
									>
										{ displayName( fixedContact.name ) }
									</Typography>
								</Box>
							) : (
								<Box>
									{ initial?.contactId &&
									! contact &&
									wanted.isLoading ? (
										<Spinner
											label={ __(
												'Loading the contact',
												'prism'
											) }
										/>
									) : (
										<MentorContactPicker
											wordpressId={ page.wordpressId }
											value={ contact }
											onChange={ setContact }
											disabled={ busy }
											error={ shown( 'contact' ) }
											inputRef={ contactInput }
										/>
									) }
									{ onAddContact && (
										<Button
											startIcon={ <PersonAddAlt /> }
											onClick={ () =>
												onAddContact( {
													seriesId:
														seriesId ?? undefined,
													role: role ?? undefined,
												} )
											}
											disabled={ busy }
											sx={ { mt: 1 } }
										>
											{ __(
												'Add a new contact',
												'prism'
											) }
										</Button>
									) }
								</Box>
							) }

							<FormControl
								error={ Boolean( shown( 'series' ) ) }
								disabled={ busy }
							>
								<FormLabel id={ `${ id }-series` }>
									{ __( 'Mentoring series', 'prism' ) }
								</FormLabel>
								{ series.error && (
									<RetryAlert
										onRetry={ series.reload }
										sx={ { mt: 1 } }
									>
										{ series.error.message }
									</RetryAlert>
								) }
								{ ! series.data && series.isLoading && (
									<Spinner
										label={ __(
											'Loading the series',
											'prism'
										) }
									/>
								) }
								{ series.data && offered.length === 0 && (
									<Typography
										variant="body2"
										color="text.secondary"
										sx={ { mt: 1 } }
									>
										{ __(
											'No mentoring series is offered right now. Ask the site’s administrator to offer one.',
											'prism'
										) }
									</Typography>
								) }
								<RadioGroup
									aria-labelledby={ `${ id }-series` }
									value={ seriesId === null ? '' : seriesId }
									onChange={ ( e ) =>
										setSeriesId( Number( e.target.value ) )
									}
								>
									{ offered.map( ( item ) => (
										<FormControlLabel
											key={ item.id }
											value={ item.id }
											control={ <Radio /> }
											sx={ {
												alignItems: 'flex-start',
												mt: 1,
											} }
											label={
												<Box sx={ { pt: 1 } }>
													<Typography
														sx={ {
															fontWeight: 600,
															overflowWrap:
																'anywhere',
														} }
													>
														{ item.name }
													</Typography>
													<Typography
														variant="body2"
														color="text.secondary"
														sx={ {
															overflowWrap:
																'anywhere',
														} }
													>
														{
															item.shortDescription
														}
													</Typography>
												</Box>
											}
										/>
									) ) }
								</RadioGroup>
								{ shown( 'series' ) && (
									<FormHelperText>
										{ shown( 'series' ) }
									</FormHelperText>
								) }
							</FormControl>

							<FormControl
								error={ Boolean( shown( 'role' ) ) }
								disabled={ busy }
							>
								<FormLabel id={ `${ id }-role` }>
									{ __( 'Who mentors whom?', 'prism' ) }
								</FormLabel>
								<RadioGroup
									aria-labelledby={ `${ id }-role` }
									value={ role ?? '' }
									onChange={ ( e ) =>
										setRole(
											e.target.value as MentoringRole
										)
									}
								>
									<FormControlLabel
										value="mentor"
										control={ <Radio /> }
										label={ __(
											'They will mentor me',
											'prism'
										) }
									/>
									<FormControlLabel
										value="mentee"
										control={ <Radio /> }
										label={ __(
											'I will mentor them',
											'prism'
										) }
									/>
								</RadioGroup>
								{ shown( 'role' ) && (
									<FormHelperText>
										{ shown( 'role' ) }
									</FormHelperText>
								) }
							</FormControl>

							{ failure && (
								<Alert severity="error">{ failure }</Alert>
							) }
						</Stack>
					</DialogContent>
					<DialogActions sx={ { px: 3, pb: 2 } }>
						<Button onClick={ onClose } disabled={ busy }>
							{ __( 'Cancel', 'prism' ) }
						</Button>
						<Button
							type="submit"
							variant="contained"
							disabled={ busy }
							startIcon={
								busy ? <Spinner size={ 16 } /> : undefined
							}
							data-testid="mentor-request-create"
						>
							{ busy
								? __( 'Creating…', 'prism' )
								: __( 'Create', 'prism' ) }
						</Button>
					</DialogActions>
				</Box>
			) : (
				<>
					<DialogTitle id={ titleId }>
						{ __( 'Mentoring relationship created', 'prism' ) }
					</DialogTitle>
					<DialogContent>
						<Box
							sx={ { display: 'flex', gap: 1.5, mb: 2 } }
							data-testid="mentor-request-done"
						>
							<CheckCircleOutline
								color="success"
								aria-hidden
								sx={ { mt: '2px' } }
							/>
							<Typography sx={ { overflowWrap: 'anywhere' } }>
								{ created.role === 'mentor'
									? sprintf(
											/* translators: 1: a contact's name; 2: a mentoring series' name. */
											__(
												'%1$s is now listed under Your Mentors, in “%2$s”.',
												'prism'
											),
											name,
											chosenSeries?.name ?? ''
										)
									: sprintf(
											/* translators: 1: a contact's name; 2: a mentoring series' name. */
											__(
												'%1$s is now listed under Your Mentees, in “%2$s”.',
												'prism'
											),
											name,
											chosenSeries?.name ?? ''
										) }
							</Typography>
						</Box>
						{ mail && (
							<>
								<Typography variant="body2" sx={ { mb: 2 } }>
									{ mail.href
										? __(
												'PRISM does not send anything to your contact. Here is an email you can send from your own mail program, or copy and change as you like.',
												'prism'
											)
										: sprintf(
												/* translators: %s: a contact's name. */
												__(
													'PRISM does not send anything to your contact, and %s has no email address in PRISM. Here is a message you can copy into an email or a note.',
													'prism'
												),
												name
											) }
								</Typography>
								<Stack spacing={ 2 }>
									<TextField
										label={ __( 'Subject', 'prism' ) }
										value={ mail.subject }
										fullWidth
										size="small"
										slotProps={ {
											htmlInput: {
												readOnly: true,
												'data-testid':
													'mentor-request-subject',
											},
										} }
									/>
									<TextField
										label={ __( 'Message', 'prism' ) }
										value={ mail.body }
										fullWidth
										multiline
										minRows={ 6 }
										maxRows={ 16 }
										slotProps={ {
											htmlInput: {
												readOnly: true,
												'data-testid':
													'mentor-request-body',
											},
										} }
									/>
								</Stack>
								<Box
									role="status"
									sx={ { minHeight: 24, mt: 1 } }
								>
									{ copied === true && (
										<Typography
											variant="body2"
											color="success.main"
										>
											{ __(
												'The message is copied.',
												'prism'
											) }
										</Typography>
									) }
									{ copied === false && (
										<Typography
											variant="body2"
											color="error"
										>
											{ __(
												'The message could not be copied: select it and copy it yourself.',
												'prism'
											) }
										</Typography>
									) }
								</Box>
							</>
						) }
					</DialogContent>
					<DialogActions
						ref={ doneActions }
						sx={ {
							px: 3,
							pb: 2,
							flexWrap: 'wrap',
							gap: 1,
							'& > :not(style) ~ :not(style)': { ml: 0 },
						} }
					>
						{ mail?.href && (
							<Button
								variant="contained"
								href={ mail.href }
								startIcon={ <EmailOutlined /> }
								data-testid="mentor-request-email"
							>
								{ sprintf(
									/* translators: %s: a contact's name. */
									__( 'Email %s', 'prism' ),
									name
								) }
							</Button>
						) }
						<Button
							variant={ mail?.href ? 'outlined' : 'contained' }
							startIcon={ <ContentCopy /> }
							onClick={ copy }
						>
							{ __( 'Copy the text', 'prism' ) }
						</Button>
						{ created.id > 0 && (
							<Button
								variant="outlined"
								href={ mentoringDetailUrl(
									page.links,
									created
								) }
								data-testid="mentor-request-milestones"
							>
								{ __( 'Open the milestones', 'prism' ) }
							</Button>
						) }
						<Button onClick={ onClose }>
							{ __( 'Done', 'prism' ) }
						</Button>
					</DialogActions>
				</>
			) }
		</Dialog>
	);
}
