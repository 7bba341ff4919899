import { useRef, useState } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LinkIcon from '@mui/icons-material/Link';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { addResource, deleteResource, updateResource } from '../../api/client';
import { useResources } from '../../api/hooks';
import type { PageProps, Resource, ResourceInput } from '../../api/types';
import type { Notice } from '../../components/FlashMessage';
import { LoadingBar } from '../../components/LoadingBar';
import { RetryAlert } from '../../components/RetryAlert';
import { SkeletonBar } from '../../components/SkeletonBar';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useDialog } from '../../hooks/useDialog';
import { abbreviateLink } from '../../domain/resources';
import { OnceOpened, lazyNamed } from '../../components/OnceOpened';

/* Loaded when first opened (prefetched while the page is idle): the page shows without them. */
const ResourceDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "resource-dialog", webpackPrefetch: true */ './ResourceDialog'
	).then( ( m ) => m.ResourceDialog )
);
const ConfirmDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "confirm-dialog", webpackPrefetch: true */ '../../components/ConfirmDialog'
	).then( ( m ) => m.ConfirmDialog )
);
const NoticeBar = lazyNamed( () =>
	import(
		/* webpackChunkName: "notices", webpackPrefetch: true */ '../../components/FlashMessage'
	).then( ( m ) => m.NoticeBar )
);

/** The page's dialogs: Add/Edit Resource (edit mode has the resource) and the delete confirmation. */
type ResourceDialogs =
	| { kind: 'form'; resource: Resource | null }
	| { kind: 'delete'; resource: Resource };

/**
 * The Resources page: the member's list of useful links, each with its description. Add Resource opens a dialog
 * (description with a counter, link); each row can be edited, or deleted after the spec's confirmation.
 *
 * @param props      Props.
 * @param props.page Page props.
 */
export function ResourcesPage( { page }: { page: PageProps } ) {
	const { wordpressId } = page;
	const resources = useResources( wordpressId );
	const dialogs = useDialog< ResourceDialogs >();
	const [ notice, setNotice ] = useState< Notice | null >( null );
	const addButton = useRef< HTMLButtonElement >( null );
	const deleted = useRef( false );
	const list = resources.data ?? [];
	const form = dialogs.of( 'form' );
	const editing = form.dialog?.resource ?? null;
	const removing = dialogs.of( 'delete' );

	const save = async ( input: ResourceInput ) => {
		if ( editing ) {
			resources.setData(
				await updateResource( wordpressId, editing.id, input )
			);
			dialogs.close( 'form' );
			setNotice( {
				type: 'success',
				message: __( 'Resource saved.', 'prism' ),
			} );
		} else {
			resources.setData( await addResource( wordpressId, input ) );
			dialogs.close( 'form' );
			setNotice( {
				type: 'success',
				message: __( 'Resource added.', 'prism' ),
			} );
		}
	};

	const confirmDelete = async () => {
		const resource = removing.dialog?.resource;
		if ( ! resource ) {
			return;
		}
		resources.setData( await deleteResource( wordpressId, resource.id ) );
		deleted.current = true;
		dialogs.close( 'delete' );
		setNotice( {
			type: 'success',
			message: __( 'Resource deleted.', 'prism' ),
		} );
	};

	return (
		<Box sx={ { py: 2 } }>
			<Card
				component="section"
				aria-labelledby="prism-resources-heading"
				aria-busy={ resources.isLoading || undefined }
				sx={ { p: { xs: 1.5, sm: 2.5 }, position: 'relative' } }
			>
				{ resources.isLoading && resources.data && (
					<LoadingBar
						label={ __( 'Loading your resources', 'prism' ) }
						sx={ {
							position: 'absolute',
							top: 0,
							left: 0,
							right: 0,
						} }
					/>
				) }
				<Box
					sx={ {
						display: 'flex',
						flexWrap: 'wrap',
						alignItems: 'center',
						justifyContent: 'space-between',
						gap: 1,
						mb: 1.5,
					} }
				>
					<Box>
						<Typography
							id="prism-resources-heading"
							component="h2"
							variant="h5"
						>
							{ __( 'Your resources', 'prism' ) }
						</Typography>
						{ resources.data && list.length > 0 && (
							<Typography
								variant="body2"
								color="text.secondary"
								data-testid="resources-count"
							>
								{ sprintf(
									/* translators: %s: number of saved links. */
									_n(
										'%s saved link',
										'%s saved links',
										list.length,
										'prism'
									),
									list.length.toLocaleString()
								) }
							</Typography>
						) }
					</Box>
					<Button
						ref={ addButton }
						variant="contained"
						startIcon={ <Add /> }
						onClick={ () =>
							dialogs.open( { kind: 'form', resource: null } )
						}
						data-testid="resource-add"
					>
						{ __( 'Add Resource', 'prism' ) }
					</Button>
				</Box>

				{ resources.error && (
					<RetryAlert onRetry={ resources.reload } sx={ { mb: 1.5 } }>
						{ resources.error.message }
					</RetryAlert>
				) }

				{ ! resources.data && resources.isLoading && (
					<Box
						role="status"
						aria-label={ __( 'Loading your resources', 'prism' ) }
						data-testid="resources-loading"
						sx={ { display: 'grid', gap: 1.5, py: 1 } }
					>
						{ [ 0, 1, 2 ].map( ( i ) => (
							<SkeletonBar
								key={ i }
								width={ `${ 90 - i * 15 }%` }
							/>
						) ) }
					</Box>
				) }

				{ resources.data && list.length === 0 && (
					<Box
						sx={ { textAlign: 'center', py: 4 } }
						data-testid="resources-empty"
					>
						<LinkIcon
							color="primary"
							sx={ { fontSize: 40 } }
							aria-hidden
						/>
						<Typography component="p" variant="h6">
							{ __( 'No resources yet', 'prism' ) }
						</Typography>
						<Typography
							variant="body2"
							color="text.secondary"
							sx={ { mt: 1, maxWidth: '32rem', mx: 'auto' } }
						>
							{ __(
								'Keep the links you come back to here: guides, job boards, articles, your own profiles. Press Add Resource to save the first one.',
								'prism'
							) }
						</Typography>
					</Box>
				) }

				{ list.length > 0 && (
					<Box
						component="ul"
						data-testid="resources-list"
						sx={ { listStyle: 'none', p: 0, m: 0 } }
					>
						{ list.map( ( resource ) => (
							<Box
								component="li"
								key={ resource.id }
								data-testid="resource-row"
								sx={ {
									display: 'flex',
									alignItems: 'center',
									gap: 1,
									py: 1.25,
									borderTop: 1,
									borderColor: 'divider',
								} }
							>
								<Box sx={ { flex: 1, minWidth: 0 } }>
									<Typography
										sx={ { overflowWrap: 'anywhere' } }
										data-testid="resource-description"
									>
										{ resource.description }
									</Typography>
									<Link
										href={ resource.link }
										target="_blank"
										rel="noopener noreferrer"
										title={ resource.link }
										data-testid="resource-link"
										sx={ {
											display: 'inline-flex',
											alignItems: 'center',
											gap: 0.5,
											typography: 'body2',
											whiteSpace: 'nowrap',
											maxWidth: '100%',
										} }
									>
										<span aria-hidden>
											{ abbreviateLink( resource.link ) }
										</span>
										<Box
											component="span"
											sx={ visuallyHidden }
										>
											{ sprintf(
												/* translators: %s: the whole web address. */
												__(
													'%s (opens in a new tab)',
													'prism'
												),
												resource.link
											) }
										</Box>
										<OpenInNew
											sx={ { fontSize: 14 } }
											aria-hidden
										/>
									</Link>
								</Box>
								<IconButton
									onClick={ () =>
										dialogs.open( {
											kind: 'form',
											resource,
										} )
									}
									aria-label={ sprintf(
										/* translators: %s: the resource's description. */
										__( 'Edit %s', 'prism' ),
										resource.description
									) }
									data-testid="resource-edit"
								>
									<EditOutlined />
								</IconButton>
								<IconButton
									onClick={ () =>
										dialogs.open( {
											kind: 'delete',
											resource,
										} )
									}
									aria-label={ sprintf(
										/* translators: %s: the resource's description. */
										__( 'Delete %s', 'prism' ),
										resource.description
									) }
									data-testid="resource-delete"
								>
									<DeleteOutlined />
								</IconButton>
							</Box>
						) ) }
					</Box>
				) }
			</Card>

			<OnceOpened open={ form.open }>
				<ResourceDialog
					open={ form.open }
					resource={ editing }
					onSave={ save }
					onClose={ () => dialogs.close( 'form' ) }
				/>
			</OnceOpened>
			<OnceOpened open={ removing.open }>
				<ConfirmDialog
					open={ removing.open }
					title={ __( 'Delete Resource', 'prism' ) }
					message={ __(
						'Are you sure you want to delete this?',
						'prism'
					) }
					details={ removing.dialog?.resource.description }
					confirmLabel={ __( 'Delete', 'prism' ) }
					busyLabel={ __( 'Deleting…', 'prism' ) }
					destructive
					onConfirm={ confirmDelete }
					onCancel={ () => dialogs.close( 'delete' ) }
					onExited={ () => {
						// After a delete the row whose button opened the dialog is gone: the focus goes to Add Resource
						// (after MUI's own attempt to give it back to that button).
						if ( deleted.current ) {
							deleted.current = false;
							setTimeout( () => addButton.current?.focus(), 0 );
						}
					} }
				/>
			</OnceOpened>
			<OnceOpened open={ Boolean( notice ) }>
				<NoticeBar
					notice={ notice }
					onClose={ () => setNotice( null ) }
				/>
			</OnceOpened>
		</Box>
	);
}
