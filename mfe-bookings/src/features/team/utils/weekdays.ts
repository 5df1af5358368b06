import { dateFormatter } from '@frontdesk/shared';

// ISO weekdays, as the API numbers them: 1 Monday … 7 Sunday.
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A weekday's name in the reader's language ("Mon", "Monday"; "lun", "lunes"). */
export function weekdayName(weekday: number, locale: string, style: 'short' | 'long' = 'long'): string {
  // 1 January 2024 was a Monday: weekday n is day n of that month
  return dateFormatter(locale, { weekday: style, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));
}
