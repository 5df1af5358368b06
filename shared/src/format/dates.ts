import { parseDay } from './days';
import { isReaderZone, readerZone, zoneName } from './zone';

// How Frontdesk writes days, moments and money: one style everywhere, in the reader's language
// and time zone (a due date reads "Jul 1, 2024" on every page that shows it).

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per locale and options, made once: making one costs ~0.1 ms (a calendar
 * week of 2,000 bookings asks tens of thousands of times: bench/results/calendar-week.md).
 */
export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** 'full' has the weekday: "Tuesday, March 12, 2030" / "martes, 12 de marzo de 2030" */
export type DayStyle = 'medium' | 'long' | 'full';

/**
 * A calendar day (YYYY-MM-DD): "Jul 1, 2024" / "1 jul 2024", or in the parts asked ("Tue, Mar 12":
 * `{ weekday: 'short', month: 'short', day: 'numeric' }`). A bare day is the same day in every time
 * zone: it is written in the reader's, where it is that day.
 */
export function formatDay(day: string, locale: string, style: DayStyle | Intl.DateTimeFormatOptions = 'medium'): string {
  const date = parseDay(day);
  return date ? dateFormatter(locale, typeof style === 'string' ? { dateStyle: style } : style).format(date) : day;
}

/** A range of days, as one text in the reader's language: "Mar 9 – 15, 2026" (a week view's title). */
export function formatDayRange(from: string, to: string, locale: string): string {
  const [start, end] = [parseDay(from), parseDay(to)];
  if (!start || !end) return `${from} – ${to}`;
  return dateFormatter(locale, { year: 'numeric', month: 'short', day: 'numeric' }).formatRange(start, end);
}

/**
 * Whether a time of day is followed by its zone's short name ("7:00 PM EST"): always, never, or
 * 'auto', when the zone is not the reader's own (a desk in Chicago reading a New York business's
 * moments sees "EST"; a desk in New York sees none). 'long' (a moment's, on paper: a receipt, a
 * Z-report, read anywhere): the zone's name for people, "Central Time (Chicago)".
 */
export type WithZone = boolean | 'auto' | 'long';

export type MomentOptions = {
  /** add the time of day ("Jul 1, 2024, 3:05 PM") */
  withTime?: boolean;
  style?: DayStyle;
  /** an IANA zone; the reader's own by default */
  timeZone?: string;
  /** with the time, the zone's short name ("Jul 1, 2024, 3:05 PM EDT"); none by default */
  withZone?: WithZone;
};

/** Whether a moment written on the clock of `timeZone` is to name it. */
const namesZone = (withZone: WithZone, timeZone: string | undefined) =>
  withZone === 'auto' ? Boolean(timeZone) && !isReaderZone(timeZone!) : withZone !== false;

/** a day style's parts, for when a zone's name is added (dateStyle takes no other part) */
const styleParts: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  medium: { year: 'numeric', month: 'short', day: 'numeric' },
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  full: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
};

/**
 * A moment (ISO date-time) as the day it fell on where the reader is (or in `timeZone`: a sale is
 * on the business's clock), with its time if asked and then the zone's name if asked: "Nov 27,
 * 2026, 7:00 PM EST", or "Nov 27, 2026, 3:05 PM Central Time (Chicago)" (`withZone: 'long'`).
 */
export function formatMoment(iso: string, locale: string, { withTime = false, style = 'medium', timeZone, withZone = false }: MomentOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (withTime && withZone === 'long') return `${formatMoment(iso, locale, { withTime, style, timeZone })} ${zoneName(timeZone ?? readerZone(), locale)}`;
  if (withTime && namesZone(withZone, timeZone)) {
    return dateFormatter(locale, { ...styleParts[style], hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(date);
  }
  return dateFormatter(locale, { dateStyle: style, ...(withTime ? { timeStyle: 'short' } : {}), timeZone }).format(date);
}

/** A day or a moment, whichever the value is (a day is never moved by a time zone). */
export function formatDate(value: string, locale: string, style: DayStyle = 'medium'): string {
  return parseDay(value) ? formatDay(value, locale, style) : formatMoment(value, locale, { style });
}

/**
 * The time of day of a moment on a wall clock of `timeZone` (a booking's, a sale's: the business's
 * zone), with the zone's short name when asked (or, 'auto', when it is not the reader's): "9:30 AM",
 * "1:30 AM EDT" / "1:30 AM EST" on the autumn day whose 1:30 comes twice (docs/decisions/0028).
 */
export function formatClock(iso: string, locale: string, timeZone: string, { withZone = false }: { withZone?: WithZone } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormatter(locale, { hour: 'numeric', minute: '2-digit', timeZone, ...(namesZone(withZone, timeZone) ? { timeZoneName: 'short' } : {}) }).format(
    date,
  );
}

/** The day (YYYY-MM-DD) a moment falls on in `timeZone`: a booking's day is the business's, not the reader's. */
export function dayIn(iso: string, timeZone: string): string {
  const parts = dateFormatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today on the wall clock of `timeZone` (a business's day, not the reader's). */
export const todayIn = (timeZone: string) => dayIn(new Date().toISOString(), timeZone);

/** A time of day as the reader's clock writes it: minutes into the day, or "HH:MM" → "9:30 AM" / "9:30". */
export function formatTimeOfDay(time: number | string, locale: string): string {
  const minutes = typeof time === 'number' ? time : Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return dateFormatter(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, 0, minutes));
}
