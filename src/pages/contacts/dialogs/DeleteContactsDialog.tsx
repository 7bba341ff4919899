import { __, _n, sprintf } from '@wordpress/i18n';
import type { Contact } from '../../../api/types';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { displayName } from '../../../domain/contactFields';
import { MESSAGES } from '../messages';

/**
 * The first names of a list, then how many more.
 *
 * @param contacts The contacts.
 * @param max      How many names to show.
 */
function namesOf( contacts: readonly Contact[], max = 3 ): string {
	const names = contacts.map( ( c ) => displayName( c.name ) );
	if ( names.length <= max ) {
		return names.join( ', ' );
	}
	const more = names.length - max;
	return sprintf(
		/* translators: 1: names, 2: how many more. */
		_n( '%1$s and %2$d more', '%1$s and %2$d more', more, 'prism' ),
		names.slice( 0, max ).join( ', ' ),
		more
	);
}

export interface DeleteContactsDialogProps {
	open: boolean;
	/** The contacts to delete; undefined before the dialog was ever opened. */
	contacts: readonly Contact[] | undefined;
	onConfirm: ( contacts: readonly Contact[] ) => Promise< void >;
	onCancel: () => void;
}

/**
 * Delete selected: the spec's confirm, naming the contacts that go.
 *
 * @param props Props.
 */
export function DeleteContactsDialog( props: DeleteContactsDialogProps ) {
	const { open, contacts = [], onConfirm, onCancel } = props;
	return (
		<ConfirmDialog
			open={ open }
			title={ __( 'Delete contacts', 'prism' ) }
			message={ MESSAGES.deleteConfirm() }
			details={ sprintf(
				/* translators: 1: number of contacts, 2: their names. */
				_n(
					'%1$d contact (%2$s) will be deleted with their notes, follow-ups and events. This cannot be undone.',
					'%1$d contacts (%2$s) will be deleted with their notes, follow-ups and events. This cannot be undone.',
					contacts.length,
					'prism'
				),
				contacts.length,
				namesOf( contacts )
			) }
			confirmLabel={ __( 'Delete', 'prism' ) }
			busyLabel={ __( 'Working…', 'prism' ) }
			destructive
			onConfirm={ () => onConfirm( contacts ) }
			onCancel={ onCancel }
		/>
	);
}
