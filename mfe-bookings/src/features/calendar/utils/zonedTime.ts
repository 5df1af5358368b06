import { addDays, dateFormatter, dayIn, mondayOf } from '@frontdesk/shared';

// The calendar's wall-clock maths in the business's zone, with Intl only (docs/decisions/0028: no
// date library on the pages). The grid is the business's wall clock, as a paper diary is: 09:00 is
// the same line every day, also on the days daylight saving starts or ends; a time that exists
// twice (1:30 on the autumn night) sits on the same line twice.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The parts of an instant's wall clock in `zone` (24-hour, to the second). */
const wallClockFormat = (zone: string) =>
  dateFormatter('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });

/** The wall clock an instant shows in `zone`, written as if it were a UTC instant (whole seconds). */
function wallClockOf(epochMs: number, zone: string): number {
  const parts = wallClockFormat(zone).formatToParts(new Date(epochMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  // some engines write midnight as hour 24 of the day before, even with h23
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour') % 24, part('minute'), part('second'));
}

/** A day's midnight written as a UTC instant, the origin `wallClockOf` measures from. */
function midnightOf(day: string): number {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
}

/**
 * The minutes from the start of `day` (the business's) to an instant on its wall clock in `zone`:
 * 09:30 on that day is 570; the next day's 01:00 is 1,500 (a booking that ends after midnight).
 */
export function minutesInto(day: string, iso: string, zone: string): number {
  return Math.floor((wallClockOf(Date.parse(iso), zone) - midnightOf(day)) / MINUTE);
}

/** An instant's minutes of its own day on the wall clock of `zone` (09:30 → 570). */
export const minutesOfDay = (iso: string, zone: string) => minutesInto(dayIn(iso, zone), iso, zone);

/**
 * The instant (ISO, UTC) the wall clock of `zone` shows `minutes` into `day`. A time the spring
 * change skips moves forward by the gap (02:30 → 03:30), and a time the autumn change repeats is its
 * first occurrence, as the API reads hours (Temporal's 'compatible').
 */
export function instantAt(day: string, minutes: number, zone: string): string {
  const wall = midnightOf(day) + minutes * MINUTE;
  // the zone's offsets a day either side: the same on all but the days a change falls on
  const before = wallClockOf(wall - DAY, zone) - (wall - DAY);
  const after = wallClockOf(wall + DAY, zone) - (wall + DAY);
  const matches = [wall - before, wall - after].filter((instant) => wallClockOf(instant, zone) === wall);
  const instant = matches.length > 0 ? Math.min(...matches) : wall - before;
  return new Date(instant).toISOString();
}

/** A wall-clock 'HH:MM' (up to '24:00', the day's end) in minutes. */
export function clockMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The seven days of the week a day falls in, Monday first. */
export const weekOf = (day: string) => Array.from({ length: 7 }, (_, index) => addDays(mondayOf(day), index));

/** Whether the wall clock of `zone` changes on `day` (a 23- or 25-hour day): its times then name their zone. */
export function clockChangesOn(day: string, zone: string): boolean {
  return Date.parse(instantAt(addDays(day, 1), 0, zone)) - Date.parse(instantAt(day, 0, zone)) !== DAY;
}
