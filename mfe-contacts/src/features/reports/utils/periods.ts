import type { Interval } from '../api';
import { addDays, addMonths, formatDay, parseDay } from '@frontdesk/shared';

/** The start of the period a day falls in: the day, its week's Monday, or the 1st of its month. */
export function periodStart(day: string, interval: Interval): string {
  const date = parseDay(day);
  if (!date) return day;
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  if (interval === 'week') return addDays(day, -((date.getDay() + 6) % 7));
  return day;
}

/**
 * Every period start from the one holding `from` to the one holding `to`, so a period with no new
 * contacts still shows (as zero). Weeks start on Monday, as the API's (ISO weeks).
 */
export function periodsBetween(from: string, to: string, interval: Interval, limit = 2000): string[] {
  const periods: string[] = [];
  let period = periodStart(from, interval);
  const last = periodStart(to, interval);
  while (period <= last && periods.length < limit) {
    periods.push(period);
    period = interval === 'month' ? addMonths(period, 1) : addDays(period, interval === 'week' ? 7 : 1);
  }
  return periods;
}

/** "Jun 2025", "Jun 2, 2025" (a day, or a week by its Monday). */
export function periodLabel(period: string, interval: Interval, language: string): string {
  return formatDay(period, language, interval === 'month' ? { month: 'short', year: 'numeric' } : 'medium');
}
