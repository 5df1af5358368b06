import { addDays } from '@frontdesk/shared';

/** How many days the day step shows at a time. */
export const DAYS_SHOWN = 14;

/** The days from `first` to `last`, both included (the business's days, YYYY-MM-DD). */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last && days.length < 400; day = addDays(day, 1)) days.push(day);
  return days;
}
