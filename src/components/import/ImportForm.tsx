import { useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import type {
	Flash,
	ImportFileType,
	ImportMode,
	ImportUploadType,
	PageProps,
} from '../../api/types';
import {
	DEFAULT_MODE,
	fileProblem,
	fileProblemMessage,
	rememberChoice,
} from '../../domain/imports';
import type { ImportChoice } from '../../domain/imports';
import { ModeChoice } from './ModeChoice';

/** What the import forms need of the page. */
export type ImportPage = Pick<
	PageProps,
	'links' | 'importNonce' | 'importMaxBytes'
>;

/** What a tab's form starts from: the server's answer to a refused post from this tab, or nothing. */
export type ImportDraft = Pick<
	Flash,
	'fileType' | 'uploadType' | 'mode' | 'name'
> | null;

/** The props every tab's form takes. */
export interface ImportTabProps {
	page: ImportPage;
	/** The form element's id: the dialog's Import button submits it. */
	formId: string;
	draft: ImportDraft;
	/** The form passed its checks and is being posted. */
	onSubmitting: ( choice: ImportChoice ) => void;
}

/**
 * The chosen file of an import form, and its check: a file is chosen, not empty, not larger than the server takes.
 *
 * @param maxBytes The largest file the server takes.
 */
export function useImportFile( maxBytes: number ) {
	const [ file, setFile ] = useState< File | null >( null );
	const [ error, setError ] = useState< string | null >( null );
	const ref = useRef< HTMLInputElement >( null );

	const messageFor = ( chosen: File | null ) => {
		const problem = fileProblem( chosen, maxBytes );
		return problem
			? fileProblemMessage( problem, maxBytes, chosen?.size ?? 0 )
			: null;
	};

	return {
		file,
		error,
		ref,
		/**
		 * A file was chosen (or the choice cancelled): said at once when it cannot be sent.
		 * @param chosen
		 */
		choose: ( chosen: File | null ) => {
			setFile( chosen );
			setError( chosen ? messageFor( chosen ) : null );
		},
		/**
		 * The check before posting; the problem is shown and the chooser focused.
		 *
		 * @return Whether the file can be sent.
		 */
		check: (): boolean => {
			const message = messageFor( file );
			setError( message );
			if ( message ) {
				ref.current?.focus();
			}
			return message === null;
		},
	};
}

/** A tab's form: the tab's own props, and what it sends. */
export interface ImportFormProps extends ImportTabProps {
	choice: ImportChoice;
	/** Sent as a hidden field; null when the form has its own file type field (the Upload CSV tab's select). */
	fileType: ImportFileType | null;
	uploadType: ImportUploadType;
	/** The checks before posting: each shows its own problem; false stops the post. */
	check: () => boolean;
	children: ReactNode;
}

/**
 * One tab's real form: a multipart post to admin-post.php with action request_upload_import, the import nonce, the
 * spec's file_type and upload_type, the tab's own fields and the `mode` choice, which starts on the refused post's
 * (docs/import.md). It is checked before it leaves; the server answers by sending the browser back to the contact
 * list.
 *
 * @param props Props.
 */
export function ImportForm( props: ImportFormProps ) {
	const {
		page,
		formId: id,
		draft,
		choice,
		fileType,
		uploadType,
		check,
		onSubmitting,
		children,
	} = props;
	const [ mode, setMode ] = useState( () => initialMode( draft ) );

	const submit = ( event: FormEvent< HTMLFormElement > ) => {
		if ( ! check() ) {
			event.preventDefault();
			return;
		}
		rememberChoice( choice );
		onSubmitting( choice );
	};

	return (
		<form
			id={ id }
			method="post"
			action={ page.links.adminPost }
			encType="multipart/form-data"
			onSubmit={ submit }
			noValidate
		>
			<input type="hidden" name="action" value="request_upload_import" />
			<input
				type="hidden"
				name="_prism_nonce"
				value={ page.importNonce }
			/>
			<input
				type="hidden"
				name="_wp_http_referer"
				value={ window.location.pathname + window.location.search }
			/>
			{ fileType && (
				<input type="hidden" name="file_type" value={ fileType } />
			) }
			<input type="hidden" name="upload_type" value={ uploadType } />
			<Stack spacing={ 2.5 }>
				{ children }
				<ModeChoice
					id={ `${ id }-mode` }
					value={ mode }
					onChange={ setMode }
				/>
			</Stack>
		</form>
	);
}

/**
 * The mode a tab starts on: the one the refused post had, or Update.
 *
 * @param draft The refused post, if it came from this tab.
 */
export function initialMode( draft: ImportDraft ): ImportMode {
	return draft?.mode ?? DEFAULT_MODE;
}
