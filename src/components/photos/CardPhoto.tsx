import { useRef, useState } from 'react';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { __, sprintf } from '@wordpress/i18n';
import type { Contact } from '../../api/types';
import { initials } from '../../domain/photos';
import Pressable from '../light/Pressable';
import { buttonBase } from '../light/buttonBase';
import { Hint } from '../Hint';
import { OnceOpened, lazyNamed } from '../OnceOpened';
import { classes, keyedClass } from '../staticStyles';
import { ContactPhoto } from './ContactPhoto';

/* The photo menu, its dialogs and its notice: loaded when the menu is first opened (prefetched when idle). */
const PhotoEditor = lazyNamed( () =>
	import(
		/* webpackChunkName: "photo-editor", webpackPrefetch: true */ './PhotoEditor'
	).then( ( m ) => m.PhotoEditor )
);

/** The card's photo: 72 px on a phone, 88 px from the `sm` breakpoint. */
const PHONE_PX = 72;
const WIDE_PX = 88;

const sizeClass = () =>
	keyedClass( 'card-photo-size', ( theme ) => ( {
		width: PHONE_PX,
		height: PHONE_PX,
		[ theme.breakpoints.up( 'sm' ) ]: { width: WIDE_PX, height: WIDE_PX },
	} ) );

/**
 * The circle with initials shown without a photo, at the photo's size: the look of MUI's Avatar, which the card had
 * before photos (drawn as a plain element: Avatar weighed 1 KB of the contact pages' first load).
 */
const initialsClass = () =>
	keyedClass( 'card-photo-initials', ( theme ) => ( {
		display: 'flex',
		alignItems: 'center',
		justifyContent: 'center',
		flexShrink: 0,
		borderRadius: '50%',
		overflow: 'hidden',
		userSelect: 'none',
		backgroundColor: theme.palette.primary.main,
		color: theme.palette.common.white,
		fontFamily: theme.typography.fontFamily,
		fontWeight: 600,
		lineHeight: 1,
		fontSize: '1.45rem',
		[ theme.breakpoints.up( 'sm' ) ]: { fontSize: '1.8rem' },
	} ) );

/** The round button around the photo, with a small camera on its edge saying it can be changed. */
const buttonClass = () =>
	keyedClass( 'card-photo-button', ( theme ) => ( {
		...buttonBase( theme ),
		flexShrink: 0,
		borderRadius: '50%',
		'&:focus-visible': {
			outline: `3px solid ${ theme.palette.primary.main }`,
			outlineOffset: 3,
		},
		'& .prism-photo-badge': {
			position: 'absolute',
			right: 0,
			bottom: 0,
			width: 26,
			height: 26,
			borderRadius: '50%',
			display: 'flex',
			alignItems: 'center',
			justifyContent: 'center',
			backgroundColor: theme.palette.common.white,
			color: theme.palette.primary.main,
			border: `1px solid ${ theme.palette.divider }`,
			boxShadow: theme.shadows[ 1 ],
			transition: 'background-color 120ms, color 120ms',
		},
		'&:hover .prism-photo-badge, &[aria-expanded="true"] .prism-photo-badge':
			{
				backgroundColor: theme.palette.primary.main,
				color: theme.palette.common.white,
			},
	} ) );

export interface CardPhotoProps {
	contact: Contact;
	/** The contact's name as shown. */
	name: string;
	/** Takes the contact with its new photo (or none); without it, the photo is only shown. */
	onContactChange?: ( contact: Contact ) => void;
}

/**
 * The photo at the head of a contact's card, or the circle with the contact's initials when there is none (or its
 * image does not load). It is a button: its menu uploads a photo, takes one with a phone's camera, or removes it
 * (asked first). The menu and its dialogs are their own chunk, loaded when first opened.
 *
 * @param props Props.
 */
export function CardPhoto( props: CardPhotoProps ) {
	const { contact, name, onContactChange } = props;
	const [ anchor, setAnchor ] = useState< HTMLElement | null >( null );
	const button = useRef< HTMLButtonElement >( null );
	const picture = (
		<ContactPhoto
			contact={ contact }
			size="photo"
			px={ WIDE_PX }
			className={ sizeClass() }
			fallback={
				<span
					className={ classes( sizeClass(), initialsClass() ) }
					aria-hidden
					data-testid="card-initials"
				>
					{ initials( name ) || '?' }
				</span>
			}
		/>
	);
	if ( ! onContactChange ) {
		return picture;
	}
	const menuId = `prism-photo-menu-${ contact.id }`;
	return (
		<>
			<Hint
				title={
					contact.photo
						? __( 'Change photo', 'prism' )
						: __( 'Add a photo', 'prism' )
				}
				placement="below"
			>
				<Pressable
					ref={ button }
					className={ buttonClass() }
					onClick={ ( event ) => setAnchor( event.currentTarget ) }
					aria-label={
						contact.photo
							? sprintf(
									/* translators: %s: a contact's name. */
									__( 'Change the photo of %s', 'prism' ),
									name
								)
							: sprintf(
									/* translators: %s: a contact's name. */
									__( 'Add a photo of %s', 'prism' ),
									name
								)
					}
					aria-haspopup="menu"
					aria-expanded={ anchor ? true : undefined }
					aria-controls={ anchor ? menuId : undefined }
					data-testid="photo-button"
				>
					{ picture }
					<span className="prism-photo-badge" aria-hidden>
						<PhotoCamera sx={ { fontSize: 15 } } />
					</span>
				</Pressable>
			</Hint>
			<OnceOpened open={ Boolean( anchor ) }>
				<PhotoEditor
					anchor={ anchor }
					menuId={ menuId }
					onMenuClose={ () => setAnchor( null ) }
					contact={ contact }
					name={ name }
					onPhotoChange={ ( photo ) =>
						onContactChange( { ...contact, photo } )
					}
					focusButton={ () => button.current?.focus() }
				/>
			</OnceOpened>
		</>
	);
}
