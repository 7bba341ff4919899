import type { CalendarItem, PageProps } from '../../../api/types';
import { OnceOpened, lazyNamed } from '../../../components/OnceOpened';
import type { Dialogs } from '../../../hooks/useDialog';
import type { NotificationsDialog } from './dialogState';

/*
 * Each dialog's code (and MUI's Dialog) is fetched when it first opens, so the calendar shows sooner; the browser
 * prefetches it once it is idle, so opening one is instant.
 */
const ItemDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "notifications-item-dialog", webpackPrefetch: true */ './ItemDialog'
	).then( ( m ) => m.ItemDialog )
);
const RenewFeedDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "notifications-renew-dialog", webpackPrefetch: true */ './RenewFeedDialog'
	).then( ( m ) => m.RenewFeedDialog )
);

export interface NotificationsDialogsProps {
	page: PageProps;
	dialogs: Dialogs< NotificationsDialog >;
	/** The calendar's items now: an open item shows its newest state (marked complete, say). */
	items: CalendarItem[];
	onConfirmRenew: () => Promise< void >;
}

/**
 * Every dialog of the notifications page, each opened by the one dialog state.
 *
 * @param props Props.
 */
export function NotificationsDialogs( props: NotificationsDialogsProps ) {
	const { page, dialogs, items, onConfirmRenew } = props;
	const { close } = dialogs;
	const item = dialogs.of( 'item' );
	const renew = dialogs.of( 'renew-feed' );
	const opened = item.dialog?.item;
	const current = opened
		? ( items.find( ( i ) => i.id === opened.id ) ?? opened )
		: undefined;

	return (
		<>
			<OnceOpened open={ item.open }>
				<ItemDialog
					open={ item.open }
					item={ current }
					today={ page.today }
					links={ page.links }
					onClose={ () => close( 'item' ) }
				/>
			</OnceOpened>
			<OnceOpened open={ renew.open }>
				<RenewFeedDialog
					open={ renew.open }
					onConfirm={ onConfirmRenew }
					onCancel={ () => close( 'renew-feed' ) }
				/>
			</OnceOpened>
		</>
	);
}
