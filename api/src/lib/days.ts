// Calendar days as the API reads them: 'YYYY-MM-DD', in UTC (the server's calendar), unless a
// module says otherwise (bookings read days in the business's zone: modules/bookings/time.ts).
// A day is a date, not an instant: these helpers move between the two.

/** a day in milliseconds (of exact time: a UTC day has no daylight-saving change) */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day an instant (a Date, epoch milliseconds or an ISO timestamp) falls on. */
export const utcDayOf = (instant: Date | number | string) => new Date(instant).toISOString().slice(0, 10);

/** The server's calendar day (UTC), when the desk does not say which day it is. */
export const utcToday = () => utcDayOf(Date.now());

/** The first instant of a day, UTC. */
export const utcMidnight = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** `day` plus `n` calendar days (n may be negative). */
export const addDays = (day: string, n: number) => utcDayOf(utcMidnight(day).getTime() + n * DAY_MS);

/** Every day from `from` to `to`, both included, in order (none when `from` is after `to`). */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The instants [start, end) a range of days covers: from's midnight up to the midnight after to. */
export function rangeInstants(from: string, to: string) {
  return { start: utcMidnight(from), end: new Date(utcMidnight(to).getTime() + DAY_MS) };
}
