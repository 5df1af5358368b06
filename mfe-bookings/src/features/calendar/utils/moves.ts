import type { Booking, BookingPatch, StaffMember } from '@frontdesk/shared';
import type { MinuteSpan } from './drag';
import { merged } from './layout';
import { instantAt } from './zonedTime';

// A move as the calendar asks it: the booking, what changes (PATCH /api/bookings/{id}), and the
// staff member it goes to when that changes.

export type BookingMove = {
  booking: Booking;
  patch: BookingPatch;
  member?: Pick<StaffMember, 'id' | 'name' | 'color'>;
  /** its new time is outside the staff member's working hours (the free times' rule): refused, or confirmed where the business asks */
  outside?: boolean;
};

const iso = (epochMs: number) => new Date(epochMs).toISOString();

/**
 * The booking as the server will make it (bookings/desk/service.ts's rule): a new start keeps its length, a new
 * end resizes it, and its buffers go with it. Drawn there while the answer is on its way.
 */
export function afterMove({ booking, patch, member }: BookingMove): Booking {
  const startsAt = Date.parse(booking.startsAt);
  const endsAt = Date.parse(booking.endsAt);
  const start = patch.startsAt ? Date.parse(patch.startsAt) : startsAt;
  const end = patch.endsAt ? Date.parse(patch.endsAt) : start + (endsAt - startsAt);
  return {
    ...booking,
    startsAt: iso(start),
    endsAt: iso(end),
    blockedFrom: iso(start - (startsAt - Date.parse(booking.blockedFrom))),
    blockedUntil: iso(end + (Date.parse(booking.blockedUntil) - endsAt)),
    ...(member ? { staffId: member.id, staffName: member.name, staffColor: member.color } : {}),
  };
}

/** Where a block was dropped: its new minutes of the day and the column it went to. */
export type BlockDrop = { start: number; end: number; column: number };

type Column = {
  day: string;
  member: Pick<StaffMember, 'id' | 'name' | 'color'> | null;
  /** each member's working hours that day, in minutes of it */
  hoursOf: Readonly<Record<string, readonly MinuteSpan[]>>;
};

/** Whether a span of the day lies inside one of the working spans (joined where they touch). */
export const isInside = (span: MinuteSpan, working: readonly MinuteSpan[]) => merged(working).some((w) => w.start <= span.start && span.end <= w.end);

/**
 * The move a drop asks of the server, or null when the booking stays as it is: a new length is a
 * new end (a resize); otherwise a new start, with the column's staff member when it is another.
 */
export function moveOf(booking: Booking, span: MinuteSpan, from: Column, to: Column, drop: BlockDrop, zone: string): BookingMove | null {
  if (drop.end - drop.start !== span.end - span.start) {
    if (drop.end === span.end) return null;
    return { booking, patch: { endsAt: instantAt(from.day, drop.end, zone) }, outside: !isInside(drop, from.hoursOf[booking.staffId] ?? []) };
  }
  const member = to.member && to.member.id !== booking.staffId ? to.member : undefined;
  if (!member && drop.start === span.start && to.day === from.day) return null;
  const startsAt = instantAt(to.day, drop.start, zone);
  const outside = !isInside(drop, to.hoursOf[member?.id ?? booking.staffId] ?? []);
  return member ? { booking, patch: { startsAt, staffId: member.id }, member, outside } : { booking, patch: { startsAt }, outside };
}

/**
 * The move that puts `moved` (as the server answered it) back where `move` took it from: its start,
 * end and staff member as they were. Back where it was, it is not asked again.
 */
export function undoOf(move: BookingMove, moved: Booking): BookingMove {
  const { booking, patch } = move;
  const back: BookingPatch = {
    ...(patch.startsAt ? { startsAt: booking.startsAt } : {}),
    ...(patch.endsAt ? { endsAt: booking.endsAt } : {}),
    ...(patch.staffId ? { staffId: booking.staffId } : {}),
  };
  const member = patch.staffId ? { id: booking.staffId, name: booking.staffName, color: booking.staffColor } : undefined;
  return { booking: moved, patch: back, ...(member ? { member } : {}), outside: false };
}
