import { addDays, daysBetween, mondayOf, type DayRange } from '@frontdesk/shared';

// The list's span of days and how the Day / Week view moves it. Days are the business's
// ('YYYY-MM-DD'); a bare day's weekday is the same in every zone.

export type View = 'day' | 'week';

/** The span a view shows around a day: the day itself, or its week. */
export function rangeOf(view: View, day: string): DayRange {
  if (view === 'day') return { from: day, to: day };
  const monday = mondayOf(day);
  return { from: monday, to: addDays(monday, 6) };
}

/** Which view a range is: one day, a Monday-to-Sunday week, or neither (typed in the fields). */
export function viewOf({ from, to }: DayRange): View | null {
  if (from === to) return 'day';
  return mondayOf(from) === from && daysBetween(from, to) === 6 ? 'week' : null;
}

/** The span before or after: a range moves by its own length (a day, a week, the days typed). */
export function shiftRange(range: DayRange, direction: 1 | -1): DayRange {
  const length = daysBetween(range.from, range.to) + 1;
  return { from: addDays(range.from, direction * length), to: addDays(range.to, direction * length) };
}
