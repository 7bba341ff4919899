import { useEffect, useRef, useState } from 'react';
import Box from '../light/Box';
import TextField from '@mui/material/TextField';
import { __, sprintf } from '@wordpress/i18n';
import type { Article, ArticleContact, ArticleInput } from './types';
import { formChanged } from '../../domain/formChanges';
import { FormDialog, useSaving } from '../events-followups/FormDialog';
import { formatNumber } from '../../domain/locale';
import {
	ARTICLE_LINK_MAX,
	ARTICLE_NOTE_MAX,
	ARTICLE_TITLE_MAX,
	articleDraftOf,
	articleDraftProblems,
	characterCount,
} from '../../domain/articles';
import type { ArticleDraft } from '../../domain/articles';
import { ContactPicker } from './ContactPicker';
import { LinkField } from '../LinkField';

export interface ArticleDialogProps {
	open: boolean;
	wordpressId: number;
	/** The article to edit; none: save a new one. */
	article?: Article | null;
	/** Contacts a new article starts tied to (the contact whose Articles tab it is added from). */
	contacts?: ArticleContact[];
	/** Saves; a rejection (an ApiError) is shown in the dialog, which stays open. */
	onSave: ( input: ArticleInput ) => Promise< void >;
	onClose: () => void;
}

/**
 * A field's helper line: its message or hint on the left, and, once the text nears its firm limit, how many
 * characters it holds against the limit on the right.
 *
 * @param props        Props.
 * @param props.text   The hint or the problem.
 * @param props.length Characters typed.
 * @param props.max    The limit.
 * @param props.testId data-testid of the counter.
 */
function HelperWithCount( {
	text,
	length,
	max,
	testId,
}: {
	text: string;
	length: number;
	max: number;
	testId: string;
} ) {
	return (
		<Box
			component="span"
			sx={ { display: 'flex', justifyContent: 'space-between', gap: 1 } }
		>
			<span>{ text }</span>
			{ length > max * 0.8 && (
				<Box
					component="span"
					sx={ { flexShrink: 0 } }
					data-testid={ testId }
				>
					{ sprintf(
						/* translators: 1: characters typed, 2: the most characters allowed. */
						__( '%1$s / %2$s', 'prism' ),
						formatNumber( length ),
						formatNumber( max )
					) }
				</Box>
			) }
		</Box>
	);
}

/**
 * The Add Article and Edit Article dialog: a title, the link (http or https), an optional note, and the contacts the
 * article is about, chosen from the member's contacts.
 *
 * @param props Props.
 */
export function ArticleDialog( props: ArticleDialogProps ) {
	const { open, wordpressId, article, contacts, onSave, onClose } = props;
	const titleInput = useRef< HTMLInputElement >( null );
	const [ draft, setDraft ] = useState< ArticleDraft >( () =>
		articleDraftOf( article, contacts )
	);
	// Where the form started when it opened: what closing it would lose is measured against this.
	const [ start, setStart ] = useState< ArticleDraft >( draft );
	const saving = useSaving( draft );
	const { busy, reset } = saving;

	useEffect( () => {
		if ( open ) {
			const opened = articleDraftOf( article, contacts );
			setDraft( opened );
			setStart( opened );
			reset();
		}
		// The contacts to start with are read when the dialog opens, not on every render of the page.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ open, article, reset ] );

	const { problems, input } = articleDraftProblems( draft );
	const shown = ( field: keyof ArticleInput ) =>
		saving.fieldMessage( problems, field );
	const set = ( values: Partial< ArticleDraft > ) =>
		setDraft( ( d ) => ( { ...d, ...values } ) );
	const titleLength = characterCount( draft.title );
	const noteLength = characterCount( draft.note );

	return (
		<FormDialog
			open={ open }
			title={
				article
					? __( 'Edit Article', 'prism' )
					: __( 'Add Article', 'prism' )
			}
			saveLabel={ __( 'Save Article', 'prism' ) }
			testId="article-dialog"
			saving={ saving }
			focus={ titleInput }
			onSubmit={ () =>
				saving.run( input ? () => onSave( input ) : null )
			}
			dirty={ formChanged( draft, start ) }
			onClose={ onClose }
		>
			<TextField
				label={ __( 'Title', 'prism' ) }
				value={ draft.title }
				onChange={ ( e ) => set( { title: e.target.value } ) }
				required
				fullWidth
				inputRef={ titleInput }
				disabled={ busy }
				error={
					Boolean( shown( 'title' ) ) ||
					titleLength > ARTICLE_TITLE_MAX
				}
				helperText={
					<HelperWithCount
						text={ shown( 'title' ) }
						length={ titleLength }
						max={ ARTICLE_TITLE_MAX }
						testId="article-title-counter"
					/>
				}
				slotProps={ {
					htmlInput: { 'data-testid': 'article-title' },
				} }
			/>
			<LinkField
				value={ draft.link }
				onChange={ ( link ) => set( { link } ) }
				error={ shown( 'link' ) || undefined }
				disabled={ busy }
				maxLength={ ARTICLE_LINK_MAX }
				placeholder={ __( 'https://example.com/article', 'prism' ) }
				testId="article-link"
			/>
			<TextField
				label={ __( 'Note (optional)', 'prism' ) }
				placeholder={ __(
					'Why it matters, what to remember, who to share it with',
					'prism'
				) }
				value={ draft.note }
				onChange={ ( e ) => set( { note: e.target.value } ) }
				multiline
				minRows={ 3 }
				maxRows={ 10 }
				fullWidth
				disabled={ busy }
				error={
					Boolean( shown( 'note' ) ) || noteLength > ARTICLE_NOTE_MAX
				}
				helperText={
					<HelperWithCount
						text={ shown( 'note' ) }
						length={ noteLength }
						max={ ARTICLE_NOTE_MAX }
						testId="article-note-counter"
					/>
				}
				slotProps={ {
					htmlInput: { 'data-testid': 'article-note' },
				} }
			/>
			<ContactPicker
				wordpressId={ wordpressId }
				value={ draft.contacts }
				onChange={ ( chosen ) => set( { contacts: chosen } ) }
				disabled={ busy }
				error={ shown( 'contactIds' ) }
			/>
		</FormDialog>
	);
}
