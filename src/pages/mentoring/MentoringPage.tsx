import { useEffect, useRef, useState } from 'react';
import Box from '../../components/light/Box';
import Button from '../../components/light/Button';
import Card from '@mui/material/Card';
import Typography from '../../components/light/Typography';
import Send from '@mui/icons-material/Send';
import { alpha } from '@mui/material/styles';
import { __ } from '@wordpress/i18n';
import { useMentoringSeries, useMentorships } from '../../api/hooks';
import type { Flash, PageProps } from '../../api/types';
import { OnceOpened, lazyNamed } from '../../components/OnceOpened';
import { LoadFailure } from '../../components/RetryAlert';
import { SkeletonBar } from '../../components/SkeletonBar';
import type { MentorRequestChoices } from '../../components/mentoring/MentorRequestDialog';
import { useDialog } from '../../hooks/useDialog';
import { splitMentorships } from '../../domain/mentoring';
import { MentorshipSection } from './MentorshipSection';
import { SeriesCarousel } from './SeriesCarousel';
import {
	hrefWithRequest,
	hrefWithoutRequest,
	requestOnLoad,
} from './requestReturn';

/* Loaded when first needed: the dialogs, and the message a form post left. */
const MentorRequestDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "mentor-request-dialog", webpackPrefetch: true */ '../../components/mentoring/MentorRequestDialog'
	).then( ( m ) => m.MentorRequestDialog )
);
const ContactFormDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "contact-form-dialog" */ '../../components/contact-form/ContactFormDialog'
	).then( ( m ) => m.ContactFormDialog )
);
const FlashMessage = lazyNamed( () =>
	import(
		/* webpackChunkName: "notices" */ '../../components/FlashMessage'
	).then( ( m ) => m.FlashMessage )
);

/** The page's dialogs (useDialog): the request, and Add Contact opened from it. */
type MentoringDialog =
	| { kind: 'request'; initial: MentorRequestChoices }
	| {
			kind: 'add-contact';
			draft: Flash | null;
			choices: MentorRequestChoices;
	  };

/** The anchors of the two lists (spec 2: /mentoring/#mentor-series, /mentoring/#mentor-relationships). */
const ANCHORS = [ 'mentor-series', 'mentor-relationships' ];

/**
 * The mentoring dashboard: the 'Available Mentoring Series' carousel, the 'Send a Mentor Request' call to action,
 * then 'Your Mentees' (#mentor-series) and 'Your Mentors' (#mentor-relationships).
 *
 * @param props      Props.
 * @param props.page Page props.
 */
export function MentoringPage( { page }: { page: PageProps } ) {
	const { wordpressId } = page;
	const series = useMentoringSeries( wordpressId );
	const mentorships = useMentorships( wordpressId );
	// Read once: the Add Contact form post may have come back to reopen the request.
	const [ opening ] = useState( () => {
		const found = requestOnLoad( window.location.search, page.flash );
		if ( found ) {
			window.history.replaceState(
				window.history.state,
				'',
				hrefWithoutRequest( window.location.href )
			);
		}
		return found;
	} );
	const dialogs = useDialog< MentoringDialog >( () => opening );
	// The request reopened with the contact just added says so itself, instead of a message over it.
	const added =
		opening?.kind === 'request' && opening.initial.contactId
			? page.flash?.message
			: undefined;
	const request = dialogs.of( 'request' );
	const adding = dialogs.of( 'add-contact' );
	const { mentees, mentors } = splitMentorships( mentorships.data ?? [] );

	// An address with #mentor-series or #mentor-relationships: the browser looked for the list before it was drawn,
	// so it is scrolled to once the lists and the carousel above them have their size.
	const scrolled = useRef( false );
	const settled =
		( mentorships.data !== undefined || mentorships.error !== null ) &&
		( series.data !== undefined || series.error !== null );
	useEffect( () => {
		if ( ! settled || scrolled.current ) {
			return;
		}
		scrolled.current = true;
		const anchor = window.location.hash.slice( 1 );
		if ( ANCHORS.includes( anchor ) ) {
			document.getElementById( anchor )?.scrollIntoView();
		}
	}, [ settled ] );

	const openRequest = ( initial: MentorRequestChoices = {} ) =>
		dialogs.open( { kind: 'request', initial } );

	// Add Contact is a form post that comes back to this address: the choices so far travel in it.
	const addContact = ( choices: MentorRequestChoices ) => {
		window.history.replaceState(
			window.history.state,
			'',
			hrefWithRequest( window.location.href, choices )
		);
		dialogs.open( { kind: 'add-contact', draft: null, choices } );
	};

	const cancelAddContact = () => {
		window.history.replaceState(
			window.history.state,
			'',
			hrefWithoutRequest( window.location.href )
		);
		openRequest( adding.dialog?.choices ?? {} );
	};

	const requestButton = ( role: MentorRequestChoices[ 'role' ] ) => (
		<Button
			variant="outlined"
			startIcon={ <Send /> }
			onClick={ () => openRequest( { role } ) }
		>
			{ __( 'Send a Mentor Request', 'prism' ) }
		</Button>
	);

	return (
		<Box
			sx={ {
				py: 2,
				display: 'grid',
				gap: 3,
				// minmax(0, …): the carousel's track is wider than the page; the column must not grow with it.
				gridTemplateColumns: 'minmax(0, 1fr)',
			} }
		>
			<OnceOpened open={ Boolean( page.flash ) && ! added }>
				<FlashMessage flash={ page.flash } links={ page.links } />
			</OnceOpened>

			<Box component="section" aria-labelledby="prism-series-heading">
				<Typography
					id="prism-series-heading"
					component="h2"
					variant="h5"
					sx={ { mb: 1.5 } }
				>
					{ __( 'Available Mentoring Series', 'prism' ) }
				</Typography>
				<LoadFailure load={ series } />
				{ ! series.data && series.isLoading && (
					<Box
						role="status"
						aria-label={ __(
							'Loading the mentoring series',
							'prism'
						) }
						data-testid="series-loading"
						sx={ { display: 'flex', gap: 2 } }
					>
						<SkeletonBar rounded width="100%" height={ 280 } />
					</Box>
				) }
				{ series.data &&
					( series.data.filter( ( s ) => s.status === 'active' )
						.length === 0 ? (
						<Card
							variant="outlined"
							sx={ { p: 3, textAlign: 'center' } }
							data-testid="series-empty"
						>
							<Typography component="p" variant="h6">
								{ __(
									'No mentoring series is offered yet',
									'prism'
								) }
							</Typography>
							<Typography
								variant="body2"
								color="text.secondary"
								sx={ { mt: 1 } }
							>
								{ __(
									'The site’s administrator chooses the series offered here. Once one is offered, you can start a mentoring relationship in it.',
									'prism'
								) }
							</Typography>
						</Card>
					) : (
						<SeriesCarousel
							series={ series.data.filter(
								( s ) => s.status === 'active'
							) }
						/>
					) ) }
			</Box>

			<Card
				component="section"
				variant="outlined"
				aria-labelledby="prism-request-heading"
				sx={ {
					p: { xs: 2, sm: 3 },
					display: 'flex',
					flexDirection: { xs: 'column', sm: 'row' },
					alignItems: { xs: 'stretch', sm: 'center' },
					justifyContent: 'space-between',
					gap: 2,
					borderLeft: 4,
					borderLeftColor: 'primary.main',
					bgcolor: ( theme ) =>
						alpha( theme.palette.primary.main, 0.05 ),
				} }
				data-testid="mentor-request-cta"
			>
				<Box>
					<Typography
						id="prism-request-heading"
						component="h2"
						variant="h5"
					>
						{ __( 'Send a Mentor Request', 'prism' ) }
					</Typography>
					<Typography color="text.secondary" sx={ { mt: 0.5 } }>
						{ __(
							'Ask someone you know to mentor you, or offer to mentor them, in one of the series above. PRISM keeps the milestones; you send the email from your own mail program.',
							'prism'
						) }
					</Typography>
				</Box>
				<Button
					variant="contained"
					startIcon={ <Send /> }
					onClick={ () => openRequest() }
					data-testid="mentor-request-open"
					sx={ { flexShrink: 0 } }
				>
					{ __( 'Send a Mentor Request', 'prism' ) }
				</Button>
			</Card>

			<LoadFailure load={ mentorships } />

			<Box
				sx={ {
					display: 'grid',
					gap: 3,
					gridTemplateColumns: {
						xs: 'minmax(0, 1fr)',
						md: 'repeat(2, minmax(0, 1fr))',
					},
					alignItems: 'start',
				} }
			>
				<MentorshipSection
					id="mentor-series"
					title={ __( 'Your Mentees', 'prism' ) }
					testId="mentees"
					entries={ mentorships.data ? mentees : undefined }
					series={ series.data }
					failed={ Boolean( mentorships.error ) }
					links={ page.links }
					empty={ {
						title: __( 'No mentees yet', 'prism' ),
						text: __(
							'When you agree to mentor someone, send a mentor request and choose “I will mentor them”. They are listed here with their progress.',
							'prism'
						),
						action: requestButton( 'mentee' ),
					} }
				/>
				<MentorshipSection
					id="mentor-relationships"
					title={ __( 'Your Mentors', 'prism' ) }
					testId="mentors"
					entries={ mentorships.data ? mentors : undefined }
					series={ series.data }
					failed={ Boolean( mentorships.error ) }
					links={ page.links }
					empty={ {
						title: __( 'No mentors yet', 'prism' ),
						text: __(
							'Ask someone you know to be your mentor: send a mentor request and choose “They will mentor me”. They are listed here with your progress.',
							'prism'
						),
						action: requestButton( 'mentor' ),
					} }
				/>
			</Box>

			<OnceOpened open={ request.open }>
				<MentorRequestDialog
					open={ request.open }
					page={ page }
					initial={ request.dialog?.initial }
					notice={
						request.dialog?.initial.contactId ? added : undefined
					}
					onAddContact={ addContact }
					onCreated={ mentorships.setData }
					onClose={ () => dialogs.close( 'request' ) }
				/>
			</OnceOpened>
			<OnceOpened open={ adding.open }>
				<ContactFormDialog
					page={ page }
					open={ adding.open }
					onClose={ cancelAddContact }
					mode="add"
					initial={
						adding.open ? adding.dialog?.draft?.values : undefined
					}
					errors={
						adding.open ? adding.dialog?.draft?.errors : undefined
					}
				/>
			</OnceOpened>
		</Box>
	);
}
