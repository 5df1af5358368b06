import { dayIn, weekdayOf, type Booking, type StaffMember } from '@frontdesk/shared';
import { axisOf, dayOff, isDrawn, merged, placed, workingOn, type DayException } from './layout';
import type { MinuteSpan } from './drag';
import { weekOf } from './zonedTime';

// The calendar's columns: one per staff member on a day (day view), or one per day of a week
// (week view, every member's bookings or one member's).

export const CALENDAR_VIEWS = ['day', 'week'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export type CalendarColumn = {
  key: string;
  day: string;
  /** the staff member a booking made or moved here is with (null: the week of every member) */
  member: StaffMember | null;
  /** the column's working hours, in minutes of its day */
  working: MinuteSpan[];
  /** each of its members' own working hours that day (what a move into the column is judged by) */
  hoursOf: Record<string, MinuteSpan[]>;
  /** the bookings drawn in it (cancelled ones and no-shows are not) */
  bookings: Booking[];
  /** the column's members with the whole day off, each with its label (a holiday's note) */
  away: { member: StaffMember; note: string }[];
  /** the week of everyone: a lane per member, the same on every day, each booking in its member's ([] otherwise) */
  lanes: StaffMember[];
};

/** Who of `members` has the whole day off on `day`, with the label. */
const awayOn = (members: readonly StaffMember[], day: string, exceptions: readonly DayException[]) =>
  members.flatMap((member) => {
    const off = dayOff(member.id, day, exceptions);
    return off ? [{ member, note: off.note }] : [];
  });

/** A member the team list no longer has, as the bookings name them (their bookings still show). */
const memberOf = (booking: Booking): StaffMember => ({
  id: booking.staffId,
  name: booking.staffName,
  color: booking.staffColor,
  userId: null,
  serviceIds: [],
  hours: [],
  archived: true,
});

/** The drawn bookings by the day (the business's) each starts on: each booking's day worked out once. */
function drawnByDay(bookings: readonly Booking[], zone: string): Map<string, Booking[]> {
  const byDay = new Map<string, Booking[]>();
  for (const booking of bookings) {
    if (!isDrawn(booking)) continue;
    const day = dayIn(booking.startsAt, zone);
    const list = byDay.get(day);
    if (list) list.push(booking);
    else byDay.set(day, [booking]);
  }
  return byDay;
}

/**
 * A day's columns: every member in use, in the team's order, then any other member (archived, or
 * gone from the list) who has a booking that day; each with its hours that day (time off and extra
 * hours counted).
 */
export function dayColumns(
  day: string,
  team: readonly StaffMember[],
  bookings: readonly Booking[],
  zone: string,
  exceptions: readonly DayException[] = [],
): CalendarColumn[] {
  const ofDay = drawnByDay(bookings, zone).get(day) ?? [];
  const members = team.filter((member) => !member.archived || ofDay.some((b) => b.staffId === member.id));
  for (const booking of ofDay) if (!members.some((m) => m.id === booking.staffId)) members.push(memberOf(booking));
  return members.map((member) => {
    const working = workingOn(member, day, weekdayOf(day), exceptions);
    return {
      key: member.id,
      day,
      member,
      working,
      hoursOf: { [member.id]: working },
      bookings: ofDay.filter((b) => b.staffId === member.id),
      away: awayOn([member], day, exceptions),
      lanes: [],
    };
  });
}

/**
 * A week's columns, Monday to Sunday: one member's bookings and hours when `memberId` names one,
 * else every member's (working when any of them works).
 */
export function weekColumns(
  day: string,
  team: readonly StaffMember[],
  memberId: string | null,
  bookings: readonly Booking[],
  zone: string,
  exceptions: readonly DayException[] = [],
): CalendarColumn[] {
  const member = team.find((m) => m.id === memberId) ?? null;
  const shown = member ? [member] : team.filter((m) => !m.archived);
  const byDay = drawnByDay(bookings, zone);
  // a lane for each member in use, then any other with a booking that week (archived, or gone from the list)
  const lanes = member ? [] : [...shown];
  if (!member) for (const booking of [...byDay.values()].flat()) if (!lanes.some((m) => m.id === booking.staffId)) lanes.push(memberOf(booking));
  return weekOf(day).map((date) => {
    const hoursOf = Object.fromEntries(team.map((m) => [m.id, workingOn(m, date, weekdayOf(date), exceptions)]));
    return {
      key: date,
      day: date,
      member,
      working: merged(shown.flatMap((m) => hoursOf[m.id] ?? [])),
      hoursOf,
      bookings: (byDay.get(date) ?? []).filter((b) => !member || b.staffId === member.id),
      away: awayOn(shown, date, exceptions),
      lanes,
    };
  });
}

/** The hours the grid shows for its columns: their working hours, stretched to their bookings. */
export function axisOfColumns(columns: readonly CalendarColumn[], zone: string): MinuteSpan {
  const working = columns.flatMap((column) => column.working);
  const drawn = columns.flatMap((column) => placed(column.bookings, column.day, zone).map((b) => ({ start: b.blockedFrom, end: b.blockedUntil })));
  return axisOf(working, drawn);
}

/** The bookings with the one being moved drawn where it is going (until the server answers). */
export const withMoving = (bookings: readonly Booking[], moving: Booking | null) =>
  moving ? bookings.map((b) => (b.id === moving.id ? moving : b)) : [...bookings];
