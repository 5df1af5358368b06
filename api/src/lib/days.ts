import { Temporal } from 'temporal-polyfill';

// Calendar days as the API reads them: 'YYYY-MM-DD', on the business's clock (issue 33 §8). Every
// day the product counts (today, a report's or a list's range, the day a sale is filed under, a
// due date, a finished day to settle) is a day in the business's zone (`businesses.time_zone`,
// `tenant.timeZone()`), never the server's: a 7 pm sale of a New York business is that day's. A day
// is a date, not an instant: these helpers move between the two, in a zone they are given, with
// Temporal (a day is 23 or 25 hours long on a daylight-saving change: docs/decisions/0028).

/** a day in milliseconds (of exact time; a day of the calendar may have 23 or 25 hours) */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The day an instant (a Date, epoch milliseconds or an ISO timestamp) falls on in `zone`. */
export const dayIn = (instant: Date | number | string, zone: string) =>
  Temporal.Instant.fromEpochMilliseconds(new Date(instant).getTime()).toZonedDateTimeISO(zone).toPlainDate().toString();

/** Today in `zone` (the business's day, whatever the server's is). */
export const todayIn = (zone: string) => Temporal.Now.plainDateISO(zone).toString();

/** The first instant of a day in `zone` (its midnight, or the first time it has after a gap). */
export const startOfDay = (day: string, zone: string) => new Date(Temporal.PlainDate.from(day).toZonedDateTime(zone).epochMilliseconds);

/** The UTC day of an instant: what a business in UTC counts (and the tests' businesses, made in UTC). */
export const utcDayOf = (instant: Date | number | string) => new Date(instant).toISOString().slice(0, 10);

/** A day's midnight in UTC: for arithmetic on days (a range's length), never for the instants a day covers. */
export const utcMidnight = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** `day` plus `n` calendar days (n may be negative). */
export const addDays = (day: string, n: number) => utcDayOf(utcMidnight(day).getTime() + n * DAY_MS);

/** Every day from `from` to `to`, both included, in order (none when `from` is after `to`). */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The instants [start, end) a range of days covers in `zone`: from's first instant up to the first of the day after to. */
export function rangeInstants(from: string, to: string, zone: string) {
  return { start: startOfDay(from, zone), end: startOfDay(addDays(to, 1), zone) };
}
