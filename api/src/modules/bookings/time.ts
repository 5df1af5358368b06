import { Temporal } from 'temporal-polyfill';
import { dayIn, rangeInstants, todayIn } from '../../lib/days';

// Bookings' time (docs/decisions/0028): instants are stored, and everything a person reads as a day
// or an hour (working hours, a day's slots, "every two weeks") is the business's wall clock, turned
// into instants by Temporal. A local time that does not exist (the spring gap) moves forward to
// when the gap ends; one that exists twice (the autumn overlap) is its first occurrence. Slots are
// then stepped in exact time, so a 23- or 25-hour day has the hours it really has.

/** An interval of instants, in epoch milliseconds: [start, end). */
export type Span = { start: number; end: number };

/** a minute in milliseconds */
export const MINUTE = 60_000;
/** an hour in milliseconds */
export const HOUR = 60 * MINUTE;

/** The business's cut-off before a start (epoch ms): until then a visitor may change it, and a cancel follows the deposit policy. */
export const cutoffOf = (startsAt: Date | string, cutoffHours: number) => new Date(startsAt).getTime() - cutoffHours * HOUR;

/** Whether `zone` names an IANA time zone Temporal knows (a fixed offset or a typo does not). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    Temporal.Now.zonedDateTimeISO(zone);
    return true;
  } catch {
    return false;
  }
}

/** 'HH:MM' or 'HH:MM:SS' (a time column) as a wall-clock time; '24:00' is the end of the day. */
function wallClock(day: Temporal.PlainDate, time: string): Temporal.PlainDateTime {
  const [hour, minute] = time.split(':').map(Number);
  if (hour === 24) return day.add({ days: 1 }).toPlainDateTime();
  return day.toPlainDateTime({ hour, minute });
}

/** The instant a wall-clock time of `day` is in `zone` (a gap's time moves forward; an overlap's is the first). */
export function instantOf(day: string, time: string, zone: string): number {
  return wallClock(Temporal.PlainDate.from(day), time).toZonedDateTime(zone, { disambiguation: 'compatible' }).epochMilliseconds;
}

/** The day in `zone`: from its first instant to the next day's ([start, end); 23 or 25 hours on a change). */
export function daySpan(day: string, zone: string): Span {
  const { start, end } = rangeInstants(day, day, zone);
  return { start: start.getTime(), end: end.getTime() };
}

/** The span of wall-clock times [starts, ends) of `day` in `zone`. */
export function localSpan(day: string, starts: string, ends: string, zone: string): Span {
  return { start: instantOf(day, starts, zone), end: instantOf(day, ends, zone) };
}

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
export const weekdayOf = (day: string) => Temporal.PlainDate.from(day).dayOfWeek;

/** The day an instant falls on in `zone`, 'YYYY-MM-DD' (the API's one day helper: lib/days.ts). */
export const dayOf = (epochMs: number, zone: string) => dayIn(epochMs, zone);

/** Today in `zone` (lib/days.ts). */
export { todayIn };

/**
 * The same wall-clock time `weeks` weeks after an instant, in `zone`: "every two weeks at 10:00"
 * stays at 10:00 across a DST change, where adding 14 × 24 hours would move it by an hour.
 */
export function weeksLater(epochMs: number, weeks: number, zone: string): number {
  const local = Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(zone).toPlainDateTime();
  return local.add({ weeks }).toZonedDateTime(zone, { disambiguation: 'compatible' }).epochMilliseconds;
}

/**
 * Where an occurrence of a series goes when one of them moved from `from` to `to`: as many days on
 * as that one moved, at its new wall-clock time in `zone` (10:00 → 14:00 is 14:00 for each, across
 * a DST change too).
 */
export function movedAlike(occurrence: number, from: number, to: number, zone: string): number {
  const local = (epochMs: number) => Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(zone).toPlainDateTime();
  const [before, after, own] = [local(from), local(to), local(occurrence)];
  const days = before.toPlainDate().until(after.toPlainDate()).days;
  return own.toPlainDate().add({ days }).toPlainDateTime(after.toPlainTime()).toZonedDateTime(zone, { disambiguation: 'compatible' }).epochMilliseconds;
}

/** `spans` less every span of `minus` (both sorted or not); what is left, sorted, without empty pieces. */
export function subtract(spans: Span[], minus: Span[]): Span[] {
  let left = [...spans].sort((a, b) => a.start - b.start);
  for (const cut of minus) {
    left = left.flatMap((s) => {
      if (cut.end <= s.start || cut.start >= s.end) return [s];
      const pieces: Span[] = [];
      if (cut.start > s.start) pieces.push({ start: s.start, end: cut.start });
      if (cut.end < s.end) pieces.push({ start: cut.end, end: s.end });
      return pieces;
    });
  }
  return left;
}

/** Overlapping or touching spans made one, sorted. */
export function union(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else out.push({ ...s });
  }
  return out;
}

export const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/**
 * The starts a booking can have inside the working spans: stepped every `stepMinutes` of exact
 * time from each span's start, the service ([start, start + length)) inside the span, and the time
 * it blocks (its buffers added) clear of every busy span.
 */
export function freeStarts(
  working: Span[],
  busy: Span[],
  shape: { lengthMinutes: number; beforeMinutes: number; afterMinutes: number },
  stepMinutes: number,
): number[] {
  const length = shape.lengthMinutes * MINUTE;
  const before = shape.beforeMinutes * MINUTE;
  const after = shape.afterMinutes * MINUTE;
  const step = stepMinutes * MINUTE;
  const starts: number[] = [];
  for (const span of working) {
    for (let t = span.start; t + length <= span.end; t += step) {
      const blocked = { start: t - before, end: t + length + after };
      if (!busy.some((b) => overlaps(b, blocked))) starts.push(t);
    }
  }
  return starts;
}
