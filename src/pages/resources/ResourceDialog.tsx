import { useEffect, useRef, useState } from 'react';
import Box from '../../components/light/Box';
import TextField from '@mui/material/TextField';
import { __, sprintf } from '@wordpress/i18n';
import type { Resource, ResourceInput } from './types';
import {
	FormDialog,
	useSaving,
} from '../../components/events-followups/FormDialog';
import { formatNumber } from '../../domain/locale';
import { formChanged } from '../../domain/formChanges';
import {
	RESOURCE_DESCRIPTION_MAX,
	RESOURCE_LINK_MAX,
	resourceDraftProblems,
} from '../../domain/resources';
import { LinkField } from '../../components/LinkField';

export interface ResourceDialogProps {
	open: boolean;
	/** The resource to edit; none: add a new one. */
	resource?: Resource | null;
	/** Saves; a rejection (an ApiError) is shown in the dialog, which stays open. */
	onSave: ( input: ResourceInput ) => Promise< void >;
	onClose: () => void;
}

const draftOf = ( resource: Resource | null | undefined ): ResourceInput => ( {
	description: resource?.description ?? '',
	link: resource?.link ?? '',
} );

/**
 * The Add Resource and Edit Resource dialog: a description of up to 100 characters, with a counter, and an
 * http(s) link.
 *
 * @param props Props.
 */
export function ResourceDialog( props: ResourceDialogProps ) {
	const { open, resource, onSave, onClose } = props;
	const descriptionInput = useRef< HTMLInputElement >( null );
	const [ draft, setDraft ] = useState< ResourceInput >( () =>
		draftOf( resource )
	);
	const saving = useSaving( draft );
	const { busy, reset } = saving;

	useEffect( () => {
		if ( open ) {
			setDraft( draftOf( resource ) );
			reset();
		}
	}, [ open, resource, reset ] );

	const { problems, input } = resourceDraftProblems( draft );
	const shown = ( field: keyof ResourceInput ) =>
		saving.fieldMessage( problems, field );
	const set = ( values: Partial< ResourceInput > ) =>
		setDraft( ( d ) => ( { ...d, ...values } ) );
	const length = Array.from( draft.description.trim() ).length;
	const over = length > RESOURCE_DESCRIPTION_MAX;

	return (
		<FormDialog
			open={ open }
			title={
				resource
					? __( 'Edit Resource', 'prism' )
					: __( 'Add Resource', 'prism' )
			}
			saveLabel={ __( 'Save Resource', 'prism' ) }
			testId="resource-dialog"
			saving={ saving }
			focus={ descriptionInput }
			onSubmit={ () =>
				saving.run( input ? () => onSave( input ) : null )
			}
			dirty={ formChanged( draft, draftOf( resource ) ) }
			onClose={ onClose }
		>
			<TextField
				label={ __( 'Description', 'prism' ) }
				placeholder={ sprintf(
					/* translators: %d: maximum number of characters. */
					__( '%d characters max', 'prism' ),
					RESOURCE_DESCRIPTION_MAX
				) }
				value={ draft.description }
				onChange={ ( e ) => set( { description: e.target.value } ) }
				required
				fullWidth
				inputRef={ descriptionInput }
				disabled={ busy }
				error={ Boolean( shown( 'description' ) ) || over }
				helperText={
					<Box
						component="span"
						sx={ {
							display: 'flex',
							justifyContent: 'space-between',
							gap: 1,
						} }
					>
						<span>{ shown( 'description' ) }</span>
						<Box
							component="span"
							sx={ { flexShrink: 0 } }
							data-testid="resource-counter"
						>
							{ sprintf(
								/* translators: 1: characters typed, 2: the most characters allowed. */
								__( '%1$s / %2$s', 'prism' ),
								formatNumber( length ),
								formatNumber( RESOURCE_DESCRIPTION_MAX )
							) }
						</Box>
					</Box>
				}
				slotProps={ {
					htmlInput: {
						'data-testid': 'resource-description',
					},
				} }
			/>
			<LinkField
				value={ draft.link }
				onChange={ ( link ) => set( { link } ) }
				error={ shown( 'link' ) || undefined }
				disabled={ busy }
				maxLength={ RESOURCE_LINK_MAX }
				placeholder={ __( 'https://example.com/page', 'prism' ) }
				testId="resource-link"
			/>
		</FormDialog>
	);
}
