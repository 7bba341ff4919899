import type { ReactNode } from 'react';
import Box from '../../components/light/Box';
import Button from '../../components/light/Button';
import Card from '@mui/material/Card';
import Typography from '../../components/light/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { __, sprintf } from '@wordpress/i18n';
import type { Links, MentoringSeries, Mentorship } from '../../api/types';
import { SkeletonBar } from '../../components/SkeletonBar';
import { displayName } from '../../domain/contactFields';
import {
	mentoringDetailUrl,
	progressLabel,
	roleLine,
	seriesNameById,
} from '../../domain/mentoring';

export interface MentorshipSectionProps {
	/** The anchor (#mentor-series, #mentor-relationships). */
	id: string;
	title: string;
	/** The entries, or undefined while they load. */
	entries: Mentorship[] | undefined;
	/** The series, to name each entry's by its seriesId; undefined while they load. */
	series: MentoringSeries[] | undefined;
	/** The entries could not be loaded (the page says so above the lists). */
	failed?: boolean;
	links: Pick< Links, 'contactDetailMentoring' >;
	/** What the empty list says, and its button. */
	empty: { title: string; text: string; action: ReactNode };
	testId: string;
}

/**
 * 'Your Mentees' or 'Your Mentors': each entry with the person's name, the series' name (by seriesId), the role line,
 * progress and a Details link to the mentoring detail route.
 *
 * @param props Props.
 */
export function MentorshipSection( props: MentorshipSectionProps ) {
	const { id, title, entries, series, failed, links, empty, testId } = props;
	const headingId = `${ id }-heading`;
	return (
		<Card
			component="section"
			id={ id }
			aria-labelledby={ headingId }
			data-testid={ testId }
			sx={ {
				p: { xs: 1.5, sm: 2.5 },
				// The anchor lands below WordPress's admin bar.
				scrollMarginTop: { xs: 56, sm: 40 },
			} }
		>
			<Typography
				id={ headingId }
				component="h2"
				variant="h5"
				sx={ { mb: 1.5 } }
			>
				{ title }
			</Typography>

			{ ! entries && failed && (
				<Typography variant="body2" color="text.secondary">
					{ __( 'Not loaded.', 'prism' ) }
				</Typography>
			) }

			{ ! entries && ! failed && (
				<Box
					role="status"
					aria-label={ __( 'Loading', 'prism' ) }
					sx={ { display: 'grid', gap: 1.5, py: 1 } }
				>
					<SkeletonBar width="80%" />
					<SkeletonBar width="60%" />
				</Box>
			) }

			{ entries && entries.length === 0 && (
				<Box
					sx={ { textAlign: 'center', py: 3 } }
					data-testid={ `${ testId }-empty` }
				>
					<Typography component="p" variant="h6">
						{ empty.title }
					</Typography>
					<Typography
						variant="body2"
						color="text.secondary"
						sx={ { mt: 1, mb: 2, maxWidth: '30rem', mx: 'auto' } }
					>
						{ empty.text }
					</Typography>
					{ empty.action }
				</Box>
			) }

			{ entries && entries.length > 0 && (
				<Box component="ul" sx={ { listStyle: 'none', p: 0, m: 0 } }>
					{ entries.map( ( entry ) => {
						const name = displayName( entry.name );
						const seriesName = series
							? seriesNameById( series, entry.seriesId )
							: null;
						const percent =
							entry.total > 0
								? Math.round(
										( entry.done / entry.total ) * 100
									)
								: 0;
						return (
							<Box
								component="li"
								key={ entry.id }
								data-testid="mentorship-entry"
								sx={ {
									display: 'flex',
									alignItems: 'center',
									gap: 2,
									py: 1.5,
									borderTop: 1,
									borderColor: 'divider',
								} }
							>
								<Box sx={ { flex: 1, minWidth: 0 } }>
									<Typography
										component="h3"
										sx={ {
											fontWeight: 600,
											overflowWrap: 'anywhere',
										} }
										data-testid="entry-name"
									>
										{ name }
									</Typography>
									<Typography
										variant="body2"
										sx={ { overflowWrap: 'anywhere' } }
										data-testid="entry-series"
									>
										{ seriesName ?? (
											<SkeletonBar width={ 160 } />
										) }
									</Typography>
									<Typography
										variant="body2"
										color="text.secondary"
										data-testid="entry-role"
									>
										{ roleLine( entry.role ) }
									</Typography>
									<Box
										sx={ {
											display: 'flex',
											alignItems: 'center',
											gap: 1,
											mt: 0.5,
										} }
									>
										<Box
											aria-hidden
											sx={ {
												flex: '0 1 120px',
												height: 6,
												borderRadius: 3,
												bgcolor: 'grey.200',
												overflow: 'hidden',
											} }
										>
											<Box
												sx={ {
													width: `${ percent }%`,
													height: '100%',
													bgcolor: 'success.main',
												} }
											/>
										</Box>
										<Typography
											variant="caption"
											color="text.secondary"
											data-testid="entry-progress"
										>
											{ progressLabel( entry ) }
										</Typography>
									</Box>
								</Box>
								<Button
									href={ mentoringDetailUrl( links, entry ) }
									endIcon={ <ArrowForward /> }
									size="small"
									aria-label={
										seriesName
											? sprintf(
													/* translators: 1: a contact's name; 2: a mentoring series' name. */
													__(
														'Details: %1$s, %2$s',
														'prism'
													),
													name,
													seriesName
												)
											: sprintf(
													/* translators: %s: a contact's name. */
													__(
														'Details: %s',
														'prism'
													),
													name
												)
									}
									sx={ { flexShrink: 0 } }
								>
									{ __( 'Details', 'prism' ) }
								</Button>
							</Box>
						);
					} ) }
				</Box>
			) }
		</Card>
	);
}
