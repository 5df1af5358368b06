// Calendar days as the API speaks them (YYYY-MM-DD), in the desk's own time zone: "today" is the
// browser's local date, never the UTC one (a desk west of UTC would see tomorrow's reminders at night).

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of a moment, YYYY-MM-DD (default: now). */
export function localDay(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A YYYY-MM-DD day as a local midnight; null for anything else (or an impossible day). */
export function parseDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(year, month - 1, date);
  return parsed.getFullYear() === year && parsed.getMonth() === month - 1 && parsed.getDate() === date ? parsed : null;
}

export function isDay(value: string): boolean {
  return parseDay(value) !== null;
}

/** day + n days (n may be negative); a daylight-saving change does not move it. */
export function addDays(day: string, n: number): string {
  const date = parseDay(day);
  if (!date) return day;
  date.setDate(date.getDate() + n);
  return localDay(date);
}

/** day + n months, the day of month kept where the month has it, else its last day. */
export function addMonths(day: string, n: number): string {
  const date = parseDay(day);
  if (!date) return day;
  const target = new Date(date.getFullYear(), date.getMonth() + n, 1);
  const lastOfMonth = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(date.getDate(), lastOfMonth));
  return localDay(target);
}

/** Whole days from one day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parseDay(from);
  const b = parseDay(to);
  if (!a || !b) return Number.NaN;
  // noon to noon: a 23- or 25-hour day still counts as one
  a.setHours(12);
  b.setHours(12);
  return Math.round((b.getTime() - a.getTime()) / 86_400_000);
}

/** A range of calendar days, both ends included (YYYY-MM-DD), as the report endpoints take it. */
export type DayRange = { from: string; to: string };

/** Both ends are days and the range does not run backwards (YYYY-MM-DD compares as text). */
export function isRange(range: { from: string; to: string }): range is DayRange {
  return isDay(range.from) && isDay(range.to) && range.from <= range.to;
}

/**
 * A list's range of days as the API is asked for it: either end may be open; a backwards pair (one
 * typed into the address: the filters' fields never apply one) is asked as no range, while the
 * fields show it as backwards.
 */
export function appliedRange({ from, to }: { from?: string | undefined; to?: string | undefined }): { from?: string; to?: string } {
  if (from && to && from > to) return {};
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** ISO weekday of a day: 1 Monday … 7 Sunday (a bare day's weekday is the same in every zone). */
export function weekdayOf(day: string): number {
  const date = parseDay(day);
  return date ? date.getDay() || 7 : 1;
}

/** The Monday of the week a day falls in (weeks run Monday to Sunday). */
export const mondayOf = (day: string) => addDays(day, 1 - weekdayOf(day));
