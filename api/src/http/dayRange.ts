import { Type, type Static } from '@sinclair/typebox';
import { DAY_MS, rangeInstants, utcDayOf, utcMidnight } from '../lib/days';
import { fieldError, type Checked } from './problem';

// A request's range of days: calendar days, inclusive, read in UTC (lib/days.ts). Every list and
// report filtered by days checks its range here, so a refusal names the same field the same way.

/** `?from&to`: both days required (the reports). Lists take them optional, in their own filters. */
export const DateRangeQuery = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
});
export type DateRangeQuery = Static<typeof DateRangeQuery>;

/** the widest range a request may ask for, unless it says fewer days */
export const MAX_RANGE_YEARS = 5;

/**
 * A range's `to` against its `from`: not before it, and at most five years after it (or, given
 * maxDays, covering at most that many days). Either end missing: nothing to check.
 */
export function checkRange(from: string | undefined, to: string | undefined, maxDays?: number): Checked<null> {
  if (!from || !to) return { ok: true, value: null };
  if (from > to) return { ok: false, errors: { to: fieldError('too_small', '"from" must not be after "to"', { limit: from }) } };
  const limit = utcMidnight(from);
  if (maxDays) limit.setTime(limit.getTime() + maxDays * DAY_MS);
  else limit.setUTCFullYear(limit.getUTCFullYear() + MAX_RANGE_YEARS);
  if (utcMidnight(to).getTime() >= limit.getTime()) {
    const lastDay = utcDayOf(limit.getTime() - DAY_MS);
    const most = maxDays ? `${maxDays} days` : `${MAX_RANGE_YEARS} years`;
    return { ok: false, errors: { to: fieldError('too_large', `A range may cover at most ${most}`, { limit: lastDay }) } };
  }
  return { ok: true, value: null };
}

/** A list's optional range of days as instants: [from's midnight, the midnight after to), either end open. */
export function dayWindow(from: string | undefined, to: string | undefined): Checked<{ start?: Date | undefined; end?: Date | undefined }> {
  const range = checkRange(from, to);
  if (!range.ok) return range;
  return { ok: true, value: { start: from ? rangeInstants(from, from).start : undefined, end: to ? rangeInstants(to, to).end : undefined } };
}
