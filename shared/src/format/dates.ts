import { parseDay } from './days';

// How Frontdesk writes days, moments and money: one style everywhere, in the reader's language
// and time zone (a due date reads "Jul 1, 2024" on every page that shows it).

export type DayStyle = 'medium' | 'long';

/** A calendar day (YYYY-MM-DD): "Jul 1, 2024" / "1 jul 2024". A bare day is the same day in every time zone. */
export function formatDay(day: string, locale: string, style: DayStyle = 'medium'): string {
  const date = parseDay(day);
  return date ? new Intl.DateTimeFormat(locale, { dateStyle: style }).format(date) : day;
}

export type MomentOptions = {
  /** add the time of day ("Jul 1, 2024, 3:05 PM") */
  withTime?: boolean;
  style?: DayStyle;
  /** an IANA zone; the reader's own by default */
  timeZone?: string;
};

/** A moment (ISO date-time) as the day it fell on where the reader is, with its time if asked. */
export function formatMoment(iso: string, locale: string, { withTime = false, style = 'medium', timeZone }: MomentOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: style, ...(withTime ? { timeStyle: 'short' } : {}), timeZone }).format(date);
}

/** A day or a moment, whichever the value is (a day is never moved by a time zone). */
export function formatDate(value: string, locale: string, style: DayStyle = 'medium'): string {
  return parseDay(value) ? formatDay(value, locale, style) : formatMoment(value, locale, { style });
}
