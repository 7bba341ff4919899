/**
 * A busy day's items, opened from its "+N more" in the month view: a small dialog by the link, named with the day,
 * listing every item of the day (its kind, title and contact), each opening the item's own dialog above it. The focus
 * moves in, stays in, and goes back to "+N more" when it closes (Escape, Close or a click outside).
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';
import Box from '../../components/light/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Typography from '../../components/light/Typography';
import Close from '@mui/icons-material/Close';
import type { CalendarItem } from '../../api/types';
import { LoadingBar } from '../../components/LoadingBar';
import { visuallyHidden } from '../../components/visuallyHidden';
import { ItemIcon, LOOK_COLOURS } from './ItemIcon';
import { contactName, lookLabel, lookOf } from './itemLook';
import { NO_MOUSE_FOCUS_OUTLINE, OWN_COLOURS } from './siteTheme';

export interface DayListProps {
	open: boolean;
	/** The "+N more" it opens from. */
	anchor: HTMLElement;
	/** The day in words, e.g. "Monday, January 11, 2027". */
	dayName: string;
	/** Every item of the day, or, while the rest loads, those the month shows. */
	items: CalendarItem[];
	/** Whether the rest of the day is still loading. */
	loading: boolean;
	onSelect: ( item: CalendarItem ) => void;
	onClose: () => void;
}

/**
 * The day's list.
 *
 * @param props Props.
 */
export function DayList( props: DayListProps ) {
	const { open, anchor, dayName, items, loading, onSelect, onClose } = props;
	const titleId = useId();
	return (
		<Popover
			open={ open }
			anchorEl={ anchor }
			onClose={ onClose }
			anchorOrigin={ { vertical: 'bottom', horizontal: 'left' } }
			transformOrigin={ { vertical: 'top', horizontal: 'left' } }
			slotProps={ {
				paper: {
					role: 'dialog',
					'aria-labelledby': titleId,
					sx: {
						width: 340,
						maxWidth: 'calc(100vw - 32px)',
						maxHeight: 'min(480px, calc(100vh - 32px))',
						display: 'flex',
						flexDirection: 'column',
					},
				},
			} }
		>
			<Box
				sx={ {
					display: 'flex',
					alignItems: 'center',
					gap: 1,
					pl: 2,
					pr: 0.5,
					py: 0.5,
					borderBottom: 1,
					borderColor: 'divider',
				} }
			>
				<Typography
					id={ titleId }
					component="h2"
					sx={ {
						flex: 1,
						m: 0,
						fontSize: '0.95rem',
						fontWeight: 600,
					} }
				>
					{ dayName }
				</Typography>
				<IconButton
					size="small"
					className={ OWN_COLOURS }
					sx={ NO_MOUSE_FOCUS_OUTLINE }
					aria-label={ __( 'Close', 'prism' ) }
					onClick={ onClose }
				>
					<Close fontSize="small" />
				</IconButton>
			</Box>
			<List dense disablePadding sx={ { overflowY: 'auto', py: 0.5 } }>
				{ items.map( ( item ) => {
					const look = lookOf( item );
					const colour = LOOK_COLOURS[ look ];
					return (
						<ListItem key={ item.id } disablePadding>
							<ListItemButton
								onClick={ () => onSelect( item ) }
								sx={ {
									mx: 1,
									my: 0.25,
									px: 1,
									py: 0.5,
									gap: 1,
									alignItems: 'flex-start',
									borderRadius: 0.75,
									borderLeft: '3px solid',
									borderLeftColor: colour.border,
									bgcolor: colour.background,
									color: colour.text,
									'&:hover': {
										bgcolor: colour.background,
										'& .prism-day-list__title': {
											textDecoration: 'underline',
										},
									},
								} }
							>
								<ItemIcon
									look={ look }
									sx={ {
										fontSize: '1.1rem',
										mt: '1px',
										color: colour.border,
									} }
								/>
								<Box component="span" sx={ { minWidth: 0 } }>
									<Box component="span" sx={ visuallyHidden }>
										{ lookLabel( look ) }:{ ' ' }
									</Box>
									<Box
										component="span"
										className="prism-day-list__title"
										sx={ {
											display: 'block',
											fontSize: '0.875rem',
											fontWeight:
												look === 'done' ? 400 : 600,
											overflowWrap: 'anywhere',
											textDecoration:
												look === 'done'
													? 'line-through'
													: undefined,
										} }
									>
										{ item.title }
									</Box>{ ' ' }
									<Box
										component="span"
										sx={ {
											display: 'block',
											fontSize: '0.8rem',
											color: 'text.secondary',
											overflowWrap: 'anywhere',
										} }
									>
										{ contactName( item.contact ) }
									</Box>
								</Box>
							</ListItemButton>
						</ListItem>
					);
				} ) }
				{ loading && (
					<ListItem sx={ { px: 2, py: 1 } }>
						<LoadingBar
							label={ __(
								'Loading the rest of the day',
								'prism'
							) }
							sx={ { width: '100%' } }
						/>
					</ListItem>
				) }
			</List>
		</Popover>
	);
}
