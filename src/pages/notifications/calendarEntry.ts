/**
 * What the calendar draws in a day, shared by the view and its toolbar (a file of its own, so neither imports the
 * other).
 */
import type { CalendarItem } from '../../api/types';

interface EntryBase {
	title: string;
	start: Date;
	end: Date;
	allDay: true;
}

/** What react-big-calendar draws in a day: an item, or (month view) a busy day's "+N more". */
export type CalendarEntry =
	| ( EntryBase & { kind: 'item'; item: CalendarItem } )
	| ( EntryBase & { kind: 'more'; day: string; count: number } );
