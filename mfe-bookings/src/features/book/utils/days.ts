import { addDays, dateFormatter } from '@frontdesk/shared';

/** How many days the day step shows at a time. */
export const DAYS_SHOWN = 14;

/** The days from `first` to `last`, both included (the business's days, YYYY-MM-DD). */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last && days.length < 400; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * A business's day (YYYY-MM-DD) as a day picker's button: "Tue, Mar 12". A bare day is the same in
 * every zone: it is written at its noon in UTC, so neither the browser's zone nor a daylight-saving
 * change can move it to the day before. (The long form is shared's `format.day(day, 'full')`.)
 */
export function shortDayText(day: string, locale: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return dateFormatter(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, date, 12)));
}
