import { __, _n, sprintf } from '@wordpress/i18n';
import Box from '../../components/light/Box';
import Card from '@mui/material/Card';
import Link from '../../components/light/Link';
import Typography from '../../components/light/Typography';
import LinkIcon from '@mui/icons-material/Link';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { PageProps } from '../../api/types';
import {
	ListEmpty,
	ListHeader,
	ListSkeleton,
	RowActions,
} from '../../components/ListPanel';
import { LoadingBar, OVER_TOP_EDGE } from '../../components/LoadingBar';
import { LoadFailure } from '../../components/RetryAlert';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useEditDeleteDialogs } from '../../hooks/useEditDeleteDialogs';
import { abbreviateLink } from '../../domain/resources';
import { OnceOpened, lazyNamed } from '../../components/OnceOpened';
import {
	addResource,
	deleteResource,
	updateResource,
	useResources,
} from './api';
import type { Resource, ResourceInput } from './types';

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
	const dialogs = useEditDeleteDialogs< Resource >();
	const list = resources.data ?? [];
	const editing = dialogs.form.item;

	const save = async ( input: ResourceInput ) => {
		if ( editing ) {
			resources.setData(
				await updateResource( wordpressId, editing.id, input )
			);
			dialogs.saved( __( 'Resource saved.', 'prism' ) );
		} else {
			resources.setData( await addResource( wordpressId, input ) );
			dialogs.saved( __( 'Resource added.', 'prism' ) );
		}
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
						sx={ OVER_TOP_EDGE }
					/>
				) }
				<ListHeader
					headingId="prism-resources-heading"
					heading={ __( 'Your resources', 'prism' ) }
					count={
						resources.data && list.length > 0
							? sprintf(
									/* translators: %s: number of saved links. */
									_n(
										'%s saved link',
										'%s saved links',
										list.length,
										'prism'
									),
									list.length.toLocaleString()
								)
							: null
					}
					countTestId="resources-count"
					addLabel={ __( 'Add Resource', 'prism' ) }
					addTestId="resource-add"
					addButton={ dialogs.addButton }
					onAdd={ dialogs.openAdd }
				/>

				<LoadFailure load={ resources } sx={ { mb: 1.5 } } />

				{ ! resources.data && resources.isLoading && (
					<ListSkeleton
						label={ __( 'Loading your resources', 'prism' ) }
						testId="resources-loading"
					/>
				) }

				{ resources.data && list.length === 0 && (
					<ListEmpty
						Icon={ LinkIcon }
						title={ __( 'No resources yet', 'prism' ) }
						text={ __(
							'Keep the links you come back to here: guides, job boards, articles, your own profiles. Press Add Resource to save the first one.',
							'prism'
						) }
						testId="resources-empty"
					/>
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
								<RowActions
									editLabel={ sprintf(
										/* translators: %s: the resource's description. */
										__( 'Edit %s', 'prism' ),
										resource.description
									) }
									deleteLabel={ sprintf(
										/* translators: %s: the resource's description. */
										__( 'Delete %s', 'prism' ),
										resource.description
									) }
									testIdPrefix="resource"
									onEdit={ () =>
										dialogs.openEdit( resource )
									}
									onDelete={ () =>
										dialogs.openDelete( resource )
									}
								/>
							</Box>
						) ) }
					</Box>
				) }
			</Card>

			<OnceOpened open={ dialogs.form.open }>
				<ResourceDialog
					open={ dialogs.form.open }
					resource={ editing }
					onSave={ save }
					onClose={ dialogs.closeForm }
				/>
			</OnceOpened>
			<OnceOpened open={ dialogs.removing.open }>
				<ConfirmDialog
					{ ...dialogs.deleteProps }
					title={ __( 'Delete Resource', 'prism' ) }
					details={ dialogs.removing.item?.description }
					onConfirm={ () =>
						dialogs.confirmDelete(
							async ( resource ) =>
								resources.setData(
									await deleteResource(
										wordpressId,
										resource.id
									)
								),
							__( 'Resource deleted.', 'prism' )
						)
					}
				/>
			</OnceOpened>
			<OnceOpened open={ Boolean( dialogs.notice ) }>
				<NoticeBar
					notice={ dialogs.notice }
					onClose={ () => dialogs.setNotice( null ) }
				/>
			</OnceOpened>
		</Box>
	);
}
