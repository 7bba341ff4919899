import type { ReactNode } from 'react';
import Box from '../../components/light/Box';
import Paper from '@mui/material/Paper';
import Typography from '../../components/light/Typography';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { __ } from '@wordpress/i18n';
import type { MentoringSeries } from '../../api/types';
import { SeriesHtml } from '../../components/networking/SeriesHtml';
import { tasksToComplete } from '../../domain/mentoring';

/**
 * A part's heading in a series' slide ('Milestones', 'Who is this series for?').
 *
 * @param props          Props.
 * @param props.children Its text.
 */
function SlideHeading( { children }: { children: ReactNode } ) {
	return (
		<Typography
			variant="subtitle1"
			component="h4"
			sx={ { fontWeight: 600, mb: 0.5 } }
		>
			{ children }
		</Typography>
	);
}

/**
 * One series of the carousel (spec 2): its name, short and long description, 'Milestones' with 'N tasks to complete'
 * each, and 'Who is this series for?'.
 *
 * @param props        Props.
 * @param props.series The series.
 */
export function SeriesSlide( { series }: { series: MentoringSeries } ) {
	return (
		<Paper
			variant="outlined"
			component="article"
			sx={ {
				p: { xs: 2, sm: 3 },
				height: '100%',
				boxSizing: 'border-box',
				display: 'flex',
				flexDirection: 'column',
				gap: 1.5,
			} }
		>
			<Typography
				variant="h5"
				component="h3"
				sx={ { overflowWrap: 'anywhere' } }
				data-testid="series-name"
			>
				{ series.name }
			</Typography>
			<Typography
				sx={ { fontWeight: 500, overflowWrap: 'anywhere' } }
				data-testid="series-short"
			>
				{ series.shortDescription }
			</Typography>
			{ series.longDescription.trim() !== '' && (
				<SeriesHtml
					html={ series.longDescription }
					sx={ { color: 'text.secondary' } }
				/>
			) }

			<Box>
				<SlideHeading>{ __( 'Milestones', 'prism' ) }</SlideHeading>
				<Box
					component="ol"
					sx={ { listStyle: 'none', p: 0, m: 0 } }
					data-testid="series-milestones"
				>
					{ series.milestones.map( ( milestone ) => (
						<Box
							component="li"
							key={ milestone.id }
							sx={ {
								display: 'flex',
								alignItems: 'flex-start',
								gap: 1,
								py: 0.75,
								borderTop: 1,
								borderColor: 'divider',
							} }
						>
							<FlagOutlined
								fontSize="small"
								color="primary"
								aria-hidden
								sx={ { mt: '2px' } }
							/>
							<Box sx={ { minWidth: 0 } }>
								<Typography sx={ { overflowWrap: 'anywhere' } }>
									{ milestone.name }
								</Typography>
								<Typography
									variant="body2"
									color="text.secondary"
									data-testid="milestone-tasks"
								>
									{ tasksToComplete( milestone ) }
								</Typography>
							</Box>
						</Box>
					) ) }
				</Box>
			</Box>

			{ series.who.trim() !== '' && (
				<Box sx={ { mt: 'auto', pt: 1 } }>
					<SlideHeading>
						{ __( 'Who is this series for?', 'prism' ) }
					</SlideHeading>
					<Typography
						color="text.secondary"
						sx={ {
							whiteSpace: 'pre-line',
							overflowWrap: 'anywhere',
						} }
						data-testid="series-who"
					>
						{ series.who }
					</Typography>
				</Box>
			) }
		</Paper>
	);
}
