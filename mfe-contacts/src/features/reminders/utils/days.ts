// Calendar days as the API speaks them (YYYY-MM-DD), in the desk's own time zone: "today" is the
// browser's local date, never the UTC one (a desk west of UTC would see tomorrow's reminders at night).
// The reminders, lost customers, reports and import pages share these.

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
  return parsed.getMonth() === month - 1 && parsed.getDate() === date ? parsed : null;
}

export function isDay(value: string): boolean {
  return parseDay(value) !== null;
}

/** day + n days (n may be negative). */
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

/** "Mar 5, 2024" / "5 mar 2024" (style medium), "March 5, 2024" (long). A bad value shows as it came. */
export function formatDay(day: string, language: string, style: 'medium' | 'long' = 'medium'): string {
  const date = parseDay(day);
  return date ? new Intl.DateTimeFormat(language, { dateStyle: style }).format(date) : day;
}

/** A moment (ISO date-time) in the reader's language and time zone. A bad value shows as it came. */
export function formatMoment(iso: string, language: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(date);
}
