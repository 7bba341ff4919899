import { useState } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';
import Button from '@mui/material/Button';
import Box from '../../components/light/Box';
import Link from '../../components/light/Link';
import Typography from '../../components/light/Typography';
import type { ApiError, Links, MergedContact } from '../../api/types';
import { LoadFailure } from '../../components/RetryAlert';
import { displayName } from '../../domain/contactFields';
import { siteLocale } from '../../domain/locale';
import { contactDetailUrl } from '../../domain/links';
import { MergeHeading, TwoLineSkeleton } from './MergeHeading';

/** Merges shown before 'Show all'. */
const FIRST = 10;

/**
 * When a merge happened, as the site's locale writes a date.
 *
 * @param iso ISO 8601 time.
 */
function mergedOn( iso: string ): string {
	const date = new Date( iso );
	return Number.isNaN( date.getTime() )
		? iso
		: new Intl.DateTimeFormat( siteLocale(), {
				dateStyle: 'medium',
			} ).format( date );
}

/**
 * The member's merges, newest first: who stayed, who was merged into them, when, and a link to the contact that
 * stayed while it still exists.
 *
 * @param props                  Props.
 * @param props.links            Page links.
 * @param props.merged           The merged-contacts resource.
 * @param props.merged.data
 * @param props.merged.isLoading
 * @param props.merged.error
 * @param props.merged.reload
 */
export function MergedList( {
	links,
	merged,
}: {
	links: Pick< Links, 'contactDetail' >;
	merged: {
		data: MergedContact[] | undefined;
		isLoading: boolean;
		error: ApiError | null;
		reload: () => void;
	};
} ) {
	const [ all, setAll ] = useState( false );
	const shown = all ? merged.data : merged.data?.slice( 0, FIRST );
	return (
		<Box component="section" aria-labelledby="prism-merged-heading">
			<MergeHeading id="prism-merged-heading" sx={ { mb: 1 } }>
				{ __( 'Merged', 'prism' ) }
			</MergeHeading>
			<LoadFailure load={ merged } sx={ { mb: 1 } } />
			{ ! merged.data && merged.isLoading && <TwoLineSkeleton /> }
			{ merged.data?.length === 0 && (
				<Typography variant="body2" color="text.secondary">
					{ __( 'No contacts merged yet.', 'prism' ) }
				</Typography>
			) }
			{ merged.data && merged.data.length > 0 && (
				<Box
					component="ul"
					data-testid="merged-list"
					sx={ { listStyle: 'none', p: 0, m: 0 } }
				>
					{ ( shown ?? [] ).map( ( item ) => (
						<Box
							component="li"
							key={ item.id }
							sx={ {
								py: 1,
								borderBottom: 1,
								borderColor: 'divider',
								display: 'flex',
								flexWrap: 'wrap',
								columnGap: 2,
								rowGap: 0.5,
								alignItems: 'baseline',
							} }
						>
							<Typography
								variant="body2"
								sx={ {
									flex: '1 1 16rem',
									overflowWrap: 'anywhere',
								} }
							>
								{ item.survivorId === null &&
								! item.survivorName
									? sprintf(
											/* translators: %s: contact merged and removed. */
											__(
												'%s merged into a contact deleted since',
												'prism'
											),
											displayName( item.removedName )
										)
									: sprintf(
											/* translators: 1: contact merged and removed, 2: contact kept. */
											__(
												'%1$s merged into %2$s',
												'prism'
											),
											displayName( item.removedName ),
											displayName( item.survivorName )
										) }
							</Typography>
							<Typography
								variant="body2"
								color="text.secondary"
								component="span"
							>
								{ mergedOn( item.mergedAt ) }
							</Typography>
							{ item.survivorId !== null && (
								<Link
									variant="body2"
									href={ contactDetailUrl( links, {
										id: item.survivorId,
										name: item.survivorName,
									} ) }
									aria-label={ sprintf(
										/* translators: %s: contact name. */
										__(
											'View Contact Detail: %s',
											'prism'
										),
										displayName( item.survivorName )
									) }
								>
									{ __( 'View Contact Detail', 'prism' ) }
								</Link>
							) }
							{ item.survivorId === null && item.survivorName && (
								<Typography
									variant="body2"
									color="text.secondary"
									component="span"
								>
									{ __( 'Deleted since', 'prism' ) }
								</Typography>
							) }
						</Box>
					) ) }
				</Box>
			) }
			{ ! all && merged.data && merged.data.length > FIRST && (
				<Button
					size="small"
					onClick={ () => setAll( true ) }
					sx={ { mt: 1 } }
				>
					{ sprintf(
						/* translators: %s: how many merges there are. */
						_n(
							'Show all %s merge',
							'Show all %s merges',
							merged.data.length,
							'prism'
						),
						merged.data.length.toLocaleString()
					) }
				</Button>
			) }
		</Box>
	);
}
