import { useEffect, useState } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';
import Box from '../light/Box';
import Button from '@mui/material/Button';
import Typography from '../light/Typography';
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import type { PageProps } from '../../api/types';
import { NoticeBar } from '../FlashMessage';
import { ListEmpty, ListHeader, ListSkeleton } from '../ListPanel';
import { LoadingBar, OVER_TOP_EDGE } from '../LoadingBar';
import { OnceOpened, lazyNamed } from '../OnceOpened';
import { Pager } from '../Pager';
import { LoadFailure } from '../RetryAlert';
import { SearchField } from '../SearchField';
import { useEditDeleteDialogs } from '../../hooks/useEditDeleteDialogs';
import { displayName } from '../../domain/contactFields';
import { formatNumber } from '../../domain/locale';
import { ARTICLES_PER_PAGE, pageAfterDelete } from '../../domain/articles';
import { ArticleRow } from './ArticleRow';
import { addArticle, deleteArticle, updateArticle, useArticles } from './api';
import type { Article, ArticleContact, ArticleInput } from './types';

/* The dialogs load when first opened: the list shows without MUI's text fields and dialogs. */
const ArticleDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "article-dialog", webpackPrefetch: true */ './ArticleDialog'
	).then( ( m ) => m.ArticleDialog )
);
const ConfirmDialog = lazyNamed( () =>
	import( /* webpackChunkName: "confirm-dialog" */ '../ConfirmDialog' ).then(
		( m ) => m.ConfirmDialog
	)
);

/** How long typing in the search box pauses before the list is searched, in ms. */
const SEARCH_DELAY = 300;

export interface ArticlesPanelProps {
	page: Pick< PageProps, 'wordpressId' | 'links' >;
	/**
	 * The contact whose Articles tab this is: the list holds the articles tied to it, and a new article starts
	 * tied to it. None: the member's whole reading list, with a search box.
	 */
	contact?: ArticleContact;
}

/**
 * A list of saved articles, ten a page with the '1-10 of N' label, newest first: the member's whole reading list
 * (searchable) on the Saved Articles page, or the articles tied to one contact on its Articles tab. Add Article and
 * Edit open one dialog; Delete asks the spec's 'Are you sure you want to delete this?' first.
 *
 * @param props         Props.
 * @param props.page    Page props (the member, the links to other pages).
 * @param props.contact The contact of an Articles tab, or none for the whole reading list.
 */
export function ArticlesPanel( { page, contact }: ArticlesPanelProps ) {
	const { wordpressId, links } = page;
	const [ pageNumber, setPageNumber ] = useState( 1 );
	const [ typed, setTyped ] = useState( '' );
	const [ search, setSearch ] = useState( '' );
	const articles = useArticles( wordpressId, {
		page: pageNumber,
		per_page: ARTICLES_PER_PAGE,
		...( search ? { search } : {} ),
		...( contact ? { contactId: contact.id } : {} ),
	} );
	const dialogs = useEditDeleteDialogs< Article >();
	const headingId = `prism-articles-heading${ contact ? `-${ contact.id }` : '' }`;

	useEffect( () => {
		const timer = window.setTimeout( () => {
			if ( typed.trim() !== search ) {
				setSearch( typed.trim() );
				setPageNumber( 1 );
			}
		}, SEARCH_DELAY );
		return () => window.clearTimeout( timer );
	}, [ typed, search ] );

	const list = articles.data?.items ?? [];
	const total = articles.data?.total ?? 0;
	const editing = dialogs.form.item;
	const name = contact ? displayName( contact.name ) : '';

	const save = async ( input: ArticleInput ) => {
		if ( editing ) {
			await updateArticle( wordpressId, editing.id, input );
			dialogs.saved( __( 'Article saved.', 'prism' ) );
			return;
		}
		await addArticle( wordpressId, input );
		// The new article is the newest: it shows at the top of the first page, with no search hiding it.
		setTyped( '' );
		setSearch( '' );
		setPageNumber( 1 );
		dialogs.saved(
			contact && ! input.contactIds.includes( contact.id )
				? sprintf(
						/* translators: %s: a contact's name. */
						__(
							'Article saved. It is not tied to %s, so it is listed on your Saved Articles page only.',
							'prism'
						),
						name
					)
				: __( 'Article saved.', 'prism' )
		);
	};

	const confirmDelete = () =>
		dialogs.confirmDelete(
			async ( article ) => {
				await deleteArticle( wordpressId, article.id );
				setPageNumber( pageAfterDelete( pageNumber, list.length ) );
			},
			__( 'Article deleted.', 'prism' )
		);

	/** The count under the heading, once there are articles. */
	const countLine = () => {
		if ( ! articles.data || total === 0 ) {
			return null;
		}
		return search
			? sprintf(
					/* translators: %s: number of saved articles that match a search. */
					_n(
						'%s article matches',
						'%s articles match',
						total,
						'prism'
					),
					formatNumber( total )
				)
			: sprintf(
					/* translators: %s: number of saved articles. */
					_n(
						'%s saved article',
						'%s saved articles',
						total,
						'prism'
					),
					formatNumber( total )
				);
	};

	const clearSearch = () => {
		setTyped( '' );
		setSearch( '' );
		setPageNumber( 1 );
	};

	return (
		<Box
			component="section"
			aria-labelledby={ headingId }
			aria-busy={ articles.isLoading || undefined }
			data-testid={ contact ? 'contact-articles' : 'articles' }
			sx={ { position: 'relative' } }
		>
			{ articles.isLoading && articles.data && (
				<LoadingBar
					label={ __( 'Loading articles', 'prism' ) }
					sx={ OVER_TOP_EDGE }
				/>
			) }
			<ListHeader
				headingId={ headingId }
				heading={
					contact
						? sprintf(
								/* translators: %s: a contact's name. */
								__( 'Articles about %s', 'prism' ),
								name
							)
						: __( 'Your reading list', 'prism' )
				}
				count={ countLine() }
				countTestId="articles-count"
				addLabel={ __( 'Add Article', 'prism' ) }
				addTestId="article-add"
				addButton={ dialogs.addButton }
				onAdd={ dialogs.openAdd }
				wrap
			/>

			{ ! contact && (
				<Box sx={ { maxWidth: { sm: 420 }, mb: 1.5 } }>
					<SearchField
						value={ typed }
						onChange={ setTyped }
						onClear={ clearSearch }
						label={ __( 'Search saved articles', 'prism' ) }
						placeholder={ __(
							'Search titles, links and notes',
							'prism'
						) }
						maxLength={ 200 }
					/>
				</Box>
			) }

			<LoadFailure load={ articles } sx={ { mb: 1.5 } } />

			{ ! articles.data && articles.isLoading && (
				<ListSkeleton
					label={ __( 'Loading articles', 'prism' ) }
					testId="articles-loading"
				/>
			) }

			{ articles.data && total === 0 && (
				<Empty
					search={ search }
					contactName={ contact ? name : null }
					onClearSearch={ clearSearch }
				/>
			) }

			{ list.length > 0 && (
				<Box
					component="ul"
					data-testid="articles-list"
					sx={ { listStyle: 'none', p: 0, m: 0 } }
				>
					{ list.map( ( article ) => (
						<ArticleRow
							key={ article.id }
							article={ article }
							links={ links }
							exceptContactId={ contact?.id }
							onEdit={ dialogs.openEdit }
							onDelete={ dialogs.openDelete }
						/>
					) ) }
				</Box>
			) }

			{ articles.data && total > 0 && (
				<Box sx={ { borderTop: 1, borderColor: 'divider' } }>
					<Pager
						page={ pageNumber }
						total={ total }
						shown={ list.length }
						onPage={ setPageNumber }
						disabled={ articles.isLoading }
					/>
				</Box>
			) }

			<OnceOpened open={ dialogs.form.open }>
				<ArticleDialog
					open={ dialogs.form.open }
					wordpressId={ wordpressId }
					article={ editing }
					contacts={ contact ? [ contact ] : [] }
					onSave={ save }
					onClose={ dialogs.closeForm }
				/>
			</OnceOpened>
			<OnceOpened open={ dialogs.removing.open }>
				<ConfirmDialog
					{ ...dialogs.deleteProps }
					title={ __( 'Delete Article', 'prism' ) }
					details={ dialogs.removing.item?.title }
					onConfirm={ confirmDelete }
				/>
			</OnceOpened>
			<NoticeBar
				notice={ dialogs.notice }
				onClose={ () => dialogs.setNotice( null ) }
			/>
		</Box>
	);
}

/**
 * What an empty list says: nothing saved yet, nothing tied to this contact, or nothing matches the search.
 *
 * @param props               Props.
 * @param props.search        The search ('' for none).
 * @param props.contactName   The contact of an Articles tab, or null.
 * @param props.onClearSearch Clears the search.
 */
function Empty( {
	search,
	contactName,
	onClearSearch,
}: {
	search: string;
	contactName: string | null;
	onClearSearch: () => void;
} ) {
	if ( search ) {
		return (
			<Box
				sx={ { textAlign: 'center', py: 4 } }
				data-testid="articles-no-match"
			>
				<Typography component="p">
					{ sprintf(
						/* translators: %s: what the member searched for. */
						__( 'No saved article matches “%s”.', 'prism' ),
						search
					) }
				</Typography>
				<Button onClick={ onClearSearch } sx={ { mt: 1 } }>
					{ __( 'Clear search', 'prism' ) }
				</Button>
			</Box>
		);
	}
	return (
		<ListEmpty
			Icon={ AutoStoriesOutlined }
			title={
				contactName !== null
					? sprintf(
							/* translators: %s: a contact's name. */
							__( 'No saved articles are tied to %s.', 'prism' ),
							contactName
						)
					: __( 'No saved articles yet', 'prism' )
			}
			text={
				contactName !== null
					? __(
							'Press Add Article to save one they wrote, shared or would find useful.',
							'prism'
						)
					: __(
							'Save the first article you want to come back to: press Add Article, paste its link, and tie it to the contacts it is about.',
							'prism'
						)
			}
			testId="articles-empty"
		/>
	);
}
