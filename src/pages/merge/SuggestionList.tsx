import { __, sprintf } from '@wordpress/i18n';
import Box from '../../components/light/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { ApiError, CollisionWithContacts } from '../../api/types';
import { Pager } from '../../components/Pager';
import { RetryAlert } from '../../components/RetryAlert';
import { Tag } from '../../components/Tag';
import { displayName } from '../../domain/contactFields';
import { reasonTexts } from '../../domain/duplicates';
import { numberFormat, siteLocale } from '../../domain/locale';
import { MergeHeading, TwoLineSkeleton } from './MergeHeading';

export interface SuggestionListProps {
	/** The page's pairs still pending (those handled here left out). */
	items: CollisionWithContacts[] | undefined;
	isLoading: boolean;
	error: ApiError | null;
	reload: () => void;
	/** Page shown, from 1, its size and how many pairs are pending in all. */
	page: number;
	perPage: number;
	total: number;
	onPage: ( page: number ) => void;
	/** The pair shown above, if any. */
	currentId: number | null;
	/** Pairs skipped on this visit. */
	skipped: ReadonlySet< number >;
	/** Shows a pair above; `position` is where it stands in the whole list (from 0). */
	onChoose: ( position: number ) => void;
}

const count = ( n: number ) => numberFormat( siteLocale() ).format( n );

/**
 * Every pending suggestion, a page at a time (the server pages them, highest score first): the two names, the
 * reasons in words and the score; the pair shown above and the pairs skipped on this visit are marked in words.
 * Choosing one shows it above.
 *
 * @param props Props.
 */
export function SuggestionList( props: SuggestionListProps ) {
	const {
		items,
		isLoading,
		error,
		reload,
		page,
		perPage,
		total,
		onPage,
		currentId,
		skipped,
		onChoose,
	} = props;
	const first = ( page - 1 ) * perPage;
	return (
		<Box component="section" aria-labelledby="prism-suggestions-heading">
			<MergeHeading id="prism-suggestions-heading" sx={ { mb: 1 } }>
				{ sprintf(
					/* translators: %s: how many suggestions are pending. */
					__( 'All suggestions (%s)', 'prism' ),
					count( total )
				) }
			</MergeHeading>
			{ error && (
				<RetryAlert onRetry={ reload } sx={ { mb: 1 } }>
					{ error.message }
				</RetryAlert>
			) }
			{ ! items && isLoading && <TwoLineSkeleton /> }
			{ items && items.length > 0 && (
				<Box
					component="ol"
					start={ first + 1 }
					data-testid="merge-suggestions"
					aria-busy={ isLoading || undefined }
					sx={ { listStyle: 'none', p: 0, m: 0 } }
				>
					{ items.map( ( pair, index ) => {
						const current = pair.id === currentId;
						return (
							<Box
								component="li"
								key={ pair.id }
								sx={ {
									borderBottom: 1,
									borderColor: 'divider',
								} }
							>
								<ButtonBase
									onClick={ () => onChoose( first + index ) }
									aria-current={ current || undefined }
									data-pair-id={ pair.id }
									disableRipple
									sx={ {
										width: '100%',
										// Columns that line up from row to row on wider screens; wrapped lines on a phone.
										display: { xs: 'flex', sm: 'grid' },
										gridTemplateColumns:
											'minmax(0, 5fr) minmax(0, 4fr) 8rem 11rem',
										flexWrap: 'wrap',
										justifyContent: 'flex-start',
										alignItems: 'baseline',
										columnGap: 1.5,
										rowGap: 0.5,
										textAlign: 'left',
										px: 1,
										py: 1,
										borderLeft: 3,
										borderColor: current
											? 'primary.main'
											: 'transparent',
										bgcolor: current
											? 'action.selected'
											: undefined,
										'&:hover': {
											bgcolor: 'action.hover',
										},
										'&.Mui-focusVisible': {
											outline: '2px solid',
											outlineColor: 'primary.main',
											outlineOffset: -2,
										},
									} }
								>
									<Box
										component="span"
										sx={ {
											flex: '1 1 14rem',
											minWidth: 0,
											typography: 'body2',
											fontWeight: 600,
											overflowWrap: 'anywhere',
										} }
									>
										{ sprintf(
											/* translators: 1 and 2: the names of the two contacts of a suggestion. */
											__( '%1$s and %2$s', 'prism' ),
											displayName( pair.primary.name ),
											displayName( pair.secondary.name )
										) }
									</Box>
									<Box
										component="span"
										sx={ {
											flex: '1 1 12rem',
											typography: 'body2',
											color: 'text.secondary',
										} }
									>
										{ reasonTexts( pair.reasons ).join(
											' · '
										) }
									</Box>
									<Box
										component="span"
										sx={ {
											typography: 'caption',
											color: 'text.secondary',
											whiteSpace: 'nowrap',
										} }
									>
										{ sprintf(
											/* translators: %s: how strong the suggestion is, from 0 to 100. */
											__( 'Score %s of 100', 'prism' ),
											count( pair.score )
										) }
									</Box>
									<Box
										component="span"
										sx={ {
											display: 'inline-flex',
											flexWrap: 'wrap',
											gap: 0.5,
										} }
									>
										{ current && (
											<Tag tone="primary">
												{ __( 'Shown above', 'prism' ) }
											</Tag>
										) }
										{ skipped.has( pair.id ) && (
											<Tag tone="outlined">
												{ __( 'Skipped', 'prism' ) }
											</Tag>
										) }
									</Box>
								</ButtonBase>
							</Box>
						);
					} ) }
				</Box>
			) }
			{ total > perPage && (
				<Pager
					page={ page }
					total={ total }
					shown={ items?.length ?? 0 }
					perPage={ perPage }
					onPage={ onPage }
					disabled={ isLoading }
				/>
			) }
		</Box>
	);
}
