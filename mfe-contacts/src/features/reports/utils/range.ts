import { addDays, addMonths, type DayRange } from '@frontdesk/shared';

/** The last 12 months up to today: the reports' starting range. */
export function lastTwelveMonths(today: string): DayRange {
  return { from: addDays(addMonths(today, -12), 1), to: today };
}
