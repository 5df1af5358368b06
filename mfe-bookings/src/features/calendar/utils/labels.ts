import { formatDay, formatTimeOfDay } from '@frontdesk/shared';

// How the calendar writes its days and the times of its grid, in the reader's language. A bare day
// is the same day in every zone; a time of the grid is a wall-clock time, not an instant. (The day
// view's title, "Tuesday, March 10, 2026", is shared's `format.day(day, 'full')`, the week view's
// `format.dayRange`.)

/** "Tuesday, March 10": a column or a cell of the week view. */
export const longDay = (day: string, locale: string) => formatDay(day, locale, { weekday: 'long', month: 'long', day: 'numeric' });

/** "Tue": a week column's heading, above its date. */
export const weekdayName = (day: string, locale: string) => formatDay(day, locale, { weekday: 'short' });

/** A wall-clock time of the grid, `minutes` into the day: "9:30 AM" / "9:30". */
export const wallClock = (minutes: number, locale: string) => formatTimeOfDay(minutes, locale);
