import type { SvgIconProps } from '@mui/material/SvgIcon';
import CakeOutlined from '@mui/icons-material/CakeOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import TaskAlt from '@mui/icons-material/TaskAlt';
import WarningAmber from '@mui/icons-material/WarningAmber';
import type { ItemLook } from './itemLook';

const ICONS = {
	birthday: CakeOutlined,
	anniversary: FavoriteBorder,
	event: EventOutlined,
	followup: FlagOutlined,
	done: TaskAlt,
	overdue: WarningAmber,
} as const;

/**
 * The icon of an item's look (decoration: the words beside it say the same).
 *
 * @param props      Props.
 * @param props.look The item's look.
 */
export function ItemIcon( {
	look,
	...props
}: { look: ItemLook } & Omit< SvgIconProps, 'children' > ) {
	const Icon = ICONS[ look ];
	return <Icon aria-hidden { ...props } />;
}

/** The colours of each look: events in the secondary (teal) colour, follow-ups in the primary (indigo). */
export const LOOK_COLOURS: Record<
	ItemLook,
	{ background: string; text: string; border: string }
> = {
	birthday: { background: '#e3f4f1', text: '#0b5e53', border: '#0f7b6c' },
	anniversary: { background: '#e3f4f1', text: '#0b5e53', border: '#0f7b6c' },
	event: { background: '#e3f4f1', text: '#0b5e53', border: '#0f7b6c' },
	followup: { background: '#e8eaf8', text: '#2f3c8f', border: '#3f4fb5' },
	done: { background: '#f1f2f5', text: '#5f6472', border: '#9aa0ad' },
	overdue: { background: '#fdecea', text: '#a3191b', border: '#d32f2f' },
};
