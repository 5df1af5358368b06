import { Type, type Static } from '@sinclair/typebox';
import { DAY_MS, rangeInstants, utcDayOf, utcMidnight } from '../lib/days';
import { fieldError } from './problem';
import { invalid, ok, type Result } from './result';

// A request's range of days: calendar days, inclusive, read on the business's clock (lib/days.ts). Every list and
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
export function checkRange(from: string | undefined, to: string | undefined, maxDays?: number): Result<null> {
  if (!from || !to) return ok(null);
  if (from > to) return invalid({ to: fieldError('too_small', '"from" must not be after "to"', { limit: from }) });
  const limit = utcMidnight(from);
  if (maxDays) limit.setTime(limit.getTime() + maxDays * DAY_MS);
  else limit.setUTCFullYear(limit.getUTCFullYear() + MAX_RANGE_YEARS);
  if (utcMidnight(to).getTime() >= limit.getTime()) {
    const lastDay = utcDayOf(limit.getTime() - DAY_MS);
    const most = maxDays ? `${maxDays} days` : `${MAX_RANGE_YEARS} years`;
    return invalid({ to: fieldError('too_large', `A range may cover at most ${most}`, { limit: lastDay }) });
  }
  return ok(null);
}

/**
 * A list's optional range of days as instants in `zone` (the business's): [from's first instant,
 * the first instant of the day after to), either end open.
 */
export function dayWindow(from: string | undefined, to: string | undefined, zone: string): Result<{ start?: Date | undefined; end?: Date | undefined }> {
  const range = checkRange(from, to);
  if (!range.ok) return range;
  return ok({ start: from ? rangeInstants(from, from, zone).start : undefined, end: to ? rangeInstants(to, to, zone).end : undefined });
}
