import { addDays, addMonths, isDay } from '@frontdesk/shared';

/** A range of calendar days, both ends included (YYYY-MM-DD), as the report endpoints take it. */
export type DayRange = { from: string; to: string };

/** The last 12 months up to today: the reports' starting range. */
export function lastTwelveMonths(today: string): DayRange {
  return { from: addDays(addMonths(today, -12), 1), to: today };
}

/** Both ends are days and the range does not run backwards (YYYY-MM-DD compares as text). */
export function isRange(range: { from: string; to: string }): range is DayRange {
  return isDay(range.from) && isDay(range.to) && range.from <= range.to;
}
