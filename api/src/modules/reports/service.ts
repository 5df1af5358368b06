// The reports' rules: a range is calendar days, inclusive, read in UTC (the server's calendar).

export const MAX_RANGE_YEARS = 5;

const DAY_MS = 24 * 60 * 60 * 1000;
const utcMidnight = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The instants [start, end) a range of days covers: from's midnight up to the midnight after to. */
export function rangeInstants(from: string, to: string) {
  return { start: utcMidnight(from), end: new Date(utcMidnight(to).getTime() + DAY_MS) };
}

/** Why a range is refused (to before from, or longer than five years), or null when it is fine. */
export function rangeProblem(from: string | undefined, to: string | undefined): string | null {
  if (from && to && from > to) return '"from" must not be after "to"';
  if (from && to) {
    const limit = utcMidnight(from);
    limit.setUTCFullYear(limit.getUTCFullYear() + MAX_RANGE_YEARS);
    if (utcMidnight(to).getTime() >= limit.getTime()) return `A range may cover at most ${MAX_RANGE_YEARS} years`;
  }
  return null;
}
