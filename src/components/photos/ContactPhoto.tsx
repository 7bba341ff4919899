import { useState } from 'react';
import type { ReactNode } from 'react';
import { alpha } from '@mui/material/styles';
import { photoUrl } from '../../api/client';
import type { Contact, PhotoSize } from '../../api/types';
import { initials } from '../../domain/photos';
import { classes, keyedClass } from '../staticStyles';

export interface ContactPhotoProps {
	contact: Pick< Contact, 'id' | 'photo' >;
	/** The photo (the contact's card), or its 128 px square (lists). */
	size: PhotoSize;
	/** How large it is drawn, in CSS pixels (a square); a `className` that sets its size may draw it otherwise. */
	px: number;
	/** Shown when the contact has no photo, or its image does not load (a 404, an expired session). */
	fallback: ReactNode;
	/** Its size (a width and a height), when it changes with the screen. */
	className?: string;
	/** What it says to a screen reader: nothing by default (the contact's name is always next to it). */
	alt?: string;
}

/**
 * A round image: cut to a circle from the middle of the photo, at a fixed size, so nothing moves as it loads (PRISM's
 * classes outweigh a site theme's `img` rules: components/styleCache.ts).
 */
const imageClass = () =>
	keyedClass( 'contact-photo', ( theme ) => ( {
		display: 'block',
		flexShrink: 0,
		maxWidth: 'none',
		borderRadius: '50%',
		objectFit: 'cover',
		backgroundColor: theme.palette.grey[ 200 ],
	} ) );

/**
 * A contact's photo, drawn by a plain `<img>` (lists show dozens): loaded when it comes near the screen, decoded off
 * the main thread, at a size fixed by its attributes. Without a photo, or when the image fails to load, the
 * fallback. The image says nothing to a screen reader unless told (`alt`): the contact's name is always next to it.
 *
 * @param props Props.
 */
export function ContactPhoto( props: ContactPhotoProps ) {
	const { contact, size, px, fallback, className, alt = '' } = props;
	const { photo } = contact;
	// The image that failed: a new photo (a new version) is tried again.
	const [ failed, setFailed ] = useState< string | null >( null );
	const address = photo ? photoUrl( contact.id, photo, size ) : null;
	if ( ! address || failed === address ) {
		return <>{ fallback }</>;
	}
	return (
		<img
			src={ address }
			alt={ alt }
			width={ px }
			height={ px }
			loading="lazy"
			decoding="async"
			className={ classes( imageClass(), className ) }
			style={ className ? undefined : { width: px, height: px } }
			onError={ () => setFailed( address ) }
			data-testid="contact-photo"
		/>
	);
}

/** The light circle with initials a row shows for a contact without a photo. */
const initialsClass = () =>
	keyedClass( 'photo-initials', ( theme ) => ( {
		display: 'inline-flex',
		alignItems: 'center',
		justifyContent: 'center',
		flexShrink: 0,
		borderRadius: '50%',
		backgroundColor: alpha( theme.palette.primary.main, 0.08 ),
		color: theme.palette.primary.dark,
		fontSize: '0.75rem',
		fontWeight: 600,
		lineHeight: 1,
		userSelect: 'none',
	} ) );

/**
 * A small round photo for a list row or the merge screen (the photo's square), or, without one, a light circle
 * with the contact's initials, the same size, so the names stay in line.
 *
 * @param props         Props.
 * @param props.contact The contact.
 * @param props.name    Its name as shown.
 * @param props.px      Its size in CSS pixels.
 * @param props.alt     What the photo says to a screen reader (nothing by default).
 */
export function PhotoThumb( {
	contact,
	name,
	px = 32,
	alt,
}: {
	contact: Pick< Contact, 'id' | 'photo' >;
	name: string;
	px?: number;
	alt?: string;
} ) {
	return (
		<ContactPhoto
			contact={ contact }
			size="thumb"
			px={ px }
			alt={ alt }
			fallback={
				<span
					aria-hidden
					className={ initialsClass() }
					style={ { width: px, height: px } }
					data-testid="photo-initials"
				>
					{ initials( name ) }
				</span>
			}
		/>
	);
}
