import type { Booking, StaffException, StaffMember } from '@frontdesk/shared';
import { holdsTime } from '../../../common/statuses';
import type { MinuteSpan } from './drag';
import { clockMinutes, minutesInto } from './zonedTime';

// What the grid draws where, in minutes of the business's day: the hours it shows, the time off
// work, and the bookings side by side where they overlap. Pure, so the maths is tested apart.

/** the hours shown when nobody shown works that day: 08:00–20:00 */
export const DEFAULT_HOURS: MinuteSpan = { start: 8 * 60, end: 20 * 60 };
const DAY_MINUTES = 24 * 60;

/** A cancelled booking or a no-show holds no time: the grid leaves it out. */
export const isDrawn = (booking: Pick<Booking, 'status'>) => holdsTime(booking.status);

/** A staff member's working hours on an ISO weekday, as minutes of the day. */
export const shiftsOn = (member: Pick<StaffMember, 'hours'>, weekday: number): MinuteSpan[] =>
  member.hours.filter((shift) => shift.weekday === weekday).map((shift) => ({ start: clockMinutes(shift.starts), end: clockMinutes(shift.ends) }));

/** The day that differs of a member: time off (all day when it has no times; over several days to `through`) or extra hours. */
export type DayException = Pick<StaffException, 'staffId' | 'day' | 'kind' | 'starts' | 'ends'> & Partial<Pick<StaffException, 'through' | 'note'>>;

/** Whether an exception is on a day (time off over several days is on each of them). */
export const isOn = (exception: DayException, day: string) => exception.day <= day && day <= (exception.through ?? exception.day);

/** A member's whole day off on a day, if they have one: its label (the note, '' without one). */
export function dayOff(memberId: string, day: string, exceptions: readonly DayException[]): { note: string } | null {
  const off = exceptions.find((e) => e.staffId === memberId && e.kind === 'off' && e.starts === null && isOn(e, day));
  return off ? { note: off.note ?? '' } : null;
}

/**
 * A member's working hours on a day, as the API's free slots count them: the week's hours of its
 * weekday and the extra hours, less the time off (a whole day off: none).
 */
export function workingOn(member: Pick<StaffMember, 'id' | 'hours'>, day: string, weekday: number, exceptions: readonly DayException[]): MinuteSpan[] {
  const own = exceptions.filter((e) => e.staffId === member.id && isOn(e, day));
  if (own.some((e) => e.kind === 'off' && e.starts === null)) return [];
  const span = (e: DayException): MinuteSpan => ({ start: clockMinutes(e.starts!), end: clockMinutes(e.ends!) });
  let working = merged([...shiftsOn(member, weekday), ...own.filter((e) => e.kind === 'extra').map(span)]);
  for (const off of own.filter((e) => e.kind === 'off').map(span)) {
    working = working.flatMap((w) => {
      if (off.end <= w.start || off.start >= w.end) return [w];
      return [
        { start: w.start, end: off.start },
        { start: off.end, end: w.end },
      ].filter((piece) => piece.end > piece.start);
    });
  }
  return working;
}

/** Spans joined where they touch or overlap, in order. */
export function merged(spans: readonly MinuteSpan[]): MinuteSpan[] {
  const joined: MinuteSpan[] = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const last = joined.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else joined.push({ ...span });
  }
  return joined;
}

/** The parts of `axis` outside the working spans (what the grid shades). */
export function offHours(working: readonly MinuteSpan[], axis: MinuteSpan): MinuteSpan[] {
  const off: MinuteSpan[] = [];
  let from = axis.start;
  for (const span of merged(working)) {
    if (span.start > from) off.push({ start: from, end: Math.min(span.start, axis.end) });
    from = Math.max(from, span.end);
  }
  if (from < axis.end) off.push({ start: from, end: axis.end });
  return off.filter((span) => span.end > span.start);
}

/**
 * The hours the grid shows: from the earliest working hour to the latest of those shown (08:00–20:00
 * when nobody works), stretched to whole hours and to every booking drawn, within the day.
 */
export function axisOf(working: readonly MinuteSpan[], drawn: readonly MinuteSpan[]): MinuteSpan {
  const base = working.length > 0 ? working : [DEFAULT_HOURS];
  const spans = [...base, ...drawn];
  const start = Math.min(...spans.map((span) => span.start));
  const end = Math.max(...spans.map((span) => span.end));
  return { start: Math.max(0, Math.floor(start / 60) * 60), end: Math.min(DAY_MINUTES, Math.ceil(end / 60) * 60) };
}

/** A booking on a day's grid: its time and the time its buffers block, in minutes of that day. */
export type PlacedBooking = {
  booking: Booking;
  start: number;
  end: number;
  blockedFrom: number;
  blockedUntil: number;
  /** its lane among the bookings it overlaps (0 first) and how many lanes they take */
  lane: number;
  lanes: number;
};

/** A day's bookings placed on its grid, side by side where their blocked times overlap, by start. */
export function placed(bookings: readonly Booking[], day: string, zone: string): PlacedBooking[] {
  const spans = bookings
    .map((booking) => ({
      booking,
      start: minutesInto(day, booking.startsAt, zone),
      end: minutesInto(day, booking.endsAt, zone),
      blockedFrom: minutesInto(day, booking.blockedFrom, zone),
      blockedUntil: minutesInto(day, booking.blockedUntil, zone),
    }))
    .sort((a, b) => a.blockedFrom - b.blockedFrom || a.start - b.start);
  return inLanes(spans.map((span) => ({ ...span, from: span.blockedFrom, until: Math.max(span.blockedUntil, span.end) }))).map(
    ({ from: _from, until: _until, ...rest }) => rest,
  );
}

/** A day's bookings of the week of everyone, each in its member's lane (the day's own lanes when a member has none). */
export function inMemberLanes(bookings: readonly PlacedBooking[], members: readonly { id: string }[]): PlacedBooking[] {
  return bookings.map((placedBooking) => {
    const lane = members.findIndex((member) => member.id === placedBooking.booking.staffId);
    return lane === -1 ? placedBooking : { ...placedBooking, lane, lanes: members.length };
  });
}

/**
 * Lanes for spans sorted by `from`: each takes the first lane free at its start; a run of spans
 * that overlap one another shares its number of lanes (as a diary draws a double booking).
 */
export function inLanes<T extends { from: number; until: number }>(sorted: readonly T[]): (T & { lane: number; lanes: number })[] {
  const result: (T & { lane: number; lanes: number })[] = [];
  let run: (T & { lane: number; lanes: number })[] = [];
  let laneEnds: number[] = [];
  let runEnd = -Infinity;
  const closeRun = () => {
    for (const item of run) item.lanes = laneEnds.length;
    result.push(...run);
    run = [];
    laneEnds = [];
  };
  for (const span of sorted) {
    if (span.from >= runEnd) {
      closeRun();
      runEnd = -Infinity;
    }
    let lane = laneEnds.findIndex((end) => end <= span.from);
    if (lane === -1) lane = laneEnds.push(span.until) - 1;
    else laneEnds[lane] = span.until;
    run.push({ ...span, lane, lanes: 1 });
    runEnd = Math.max(runEnd, span.until);
  }
  closeRun();
  return result;
}
