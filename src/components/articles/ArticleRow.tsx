import { useId, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import Box from '../light/Box';
import Button from '@mui/material/Button';
import Link from '../light/Link';
import Typography from '../light/Typography';
import type { Links } from '../../api/types';
import type { Article } from './types';
import { displayName } from '../../domain/contactFields';
import { contactDetailUrl } from '../../domain/links';
import { isLongNote, linkSite, savedOn } from '../../domain/articles';
import { visuallyHidden } from '../visuallyHidden';
import { RowActions } from '../ListPanel';

/** MUI's OpenInNew icon, as a mask image. */
const NEW_TAB_ICON = `url("data:image/svg+xml,${ encodeURIComponent(
	'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M19 19H5V5h7V3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z"/></svg>'
) }")`;

export interface ArticleRowProps {
	article: Article;
	links: Pick< Links, 'contactDetail' >;
	/** The contact whose Articles tab lists it: not named again among its contacts. */
	exceptContactId?: number;
	onEdit: ( article: Article ) => void;
	onDelete: ( article: Article ) => void;
}

/**
 * One saved article: its title opening the article in a new tab, the site and the day it was saved, the note
 * (folded when long), the contacts it is tied to as links to their pages, and Edit and Delete.
 *
 * @param props Props.
 */
export function ArticleRow( props: ArticleRowProps ) {
	const { article, links, exceptContactId, onEdit, onDelete } = props;
	const [ unfolded, setUnfolded ] = useState( false );
	const noteId = useId();
	const long = isLongNote( article.note );
	const contacts = article.contacts.filter(
		( c ) => c.id !== exceptContactId
	);
	const day = savedOn( article.createdAt );

	return (
		<Box
			component="li"
			data-testid="article-row"
			sx={ {
				display: 'flex',
				alignItems: 'flex-start',
				gap: 1,
				py: 1.5,
				borderTop: 1,
				borderColor: 'divider',
			} }
		>
			<Box sx={ { flex: 1, minWidth: 0 } }>
				<Typography component="h3" variant="subtitle1" sx={ { m: 0 } }>
					<Link
						href={ article.link }
						target="_blank"
						rel="noopener noreferrer"
						data-testid="article-link"
						sx={ {
							fontWeight: 600,
							overflowWrap: 'anywhere',
							// The new-tab icon, drawn on no-break spaces after the title: a line never breaks
							// between them, so the icon stays with the title's last word (an icon element may be
							// wrapped onto a line of its own).
							'&::after': {
								content: '"\\00a0\\00a0\\00a0\\00a0"',
								bgcolor: 'currentColor',
								maskImage: NEW_TAB_ICON,
								maskRepeat: 'no-repeat',
								maskPosition: 'right center',
								maskSize: '14px 14px',
							},
						} }
					>
						{ article.title }
						<Box component="span" sx={ visuallyHidden }>
							{ ' ' + __( '(opens in a new tab)', 'prism' ) }
						</Box>
					</Link>
				</Typography>
				<Typography
					variant="body2"
					color="text.secondary"
					sx={ { overflowWrap: 'anywhere' } }
					data-testid="article-meta"
				>
					{ day
						? sprintf(
								/* translators: 1: the site an article is on, e.g. example.com; 2: the day it was saved. */
								__( '%1$s · saved %2$s', 'prism' ),
								linkSite( article.link ),
								day
							)
						: linkSite( article.link ) }
				</Typography>
				{ article.note !== '' && (
					<>
						<Typography
							id={ noteId }
							variant="body2"
							data-testid="article-note"
							sx={ {
								mt: 0.75,
								whiteSpace: 'pre-wrap',
								overflowWrap: 'anywhere',
								...( long && ! unfolded
									? {
											display: '-webkit-box',
											WebkitLineClamp: 3,
											WebkitBoxOrient: 'vertical',
											overflow: 'hidden',
										}
									: {} ),
							} }
						>
							{ article.note }
						</Typography>
						{ long && (
							<Button
								size="small"
								onClick={ () => setUnfolded( ( u ) => ! u ) }
								aria-expanded={ unfolded }
								aria-controls={ noteId }
								sx={ { px: 0.5, minWidth: 0 } }
							>
								{ unfolded
									? __( 'Show less', 'prism' )
									: __( 'Show the whole note', 'prism' ) }
							</Button>
						) }
					</>
				) }
				{ contacts.length > 0 && (
					<Box
						sx={ {
							mt: 0.75,
							display: 'flex',
							flexWrap: 'wrap',
							alignItems: 'baseline',
							columnGap: 1,
							rowGap: 0.25,
							typography: 'body2',
						} }
						data-testid="article-contacts"
					>
						<Box
							component="span"
							sx={ { color: 'text.secondary' } }
						>
							{ exceptContactId
								? __( 'Also tied to:', 'prism' )
								: __( 'Tied to:', 'prism' ) }
						</Box>
						{ contacts.map( ( contact ) => (
							<Link
								key={ contact.id }
								href={ contactDetailUrl( links, {
									id: contact.id,
									name: contact.name,
								} ) }
								sx={ { overflowWrap: 'anywhere' } }
							>
								{ displayName( contact.name ) }
							</Link>
						) ) }
					</Box>
				) }
			</Box>
			<RowActions
				editLabel={ sprintf(
					/* translators: %s: the article's title. */
					__( 'Edit %s', 'prism' ),
					article.title
				) }
				deleteLabel={ sprintf(
					/* translators: %s: the article's title. */
					__( 'Delete %s', 'prism' ),
					article.title
				) }
				testIdPrefix="article"
				onEdit={ () => onEdit( article ) }
				onDelete={ () => onDelete( article ) }
			/>
		</Box>
	);
}
