import type { MoneyActor } from '../money/context';
import type { BookingActor } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { fieldError, isoDateTime } from '../../http/problem';
import { invalid, ok, type Result } from '../../http/result';
import { listExceptions, listStaffRows, type ExceptionRow, type StaffRow } from '../staff/repo';
import { bookableServiceRows, busyRows, dropExpiredHolds, insertBooking, insertEvent, settingsRow, type NewBooking, type ServiceRow } from './repo';
import type { BookingRole } from './rules';
import type { SlotList, SlotQuery } from './schemas';
import { MINUTE, dayOf, daySpan, freeStarts, localSpan, subtract, union, weekdayOf, type Span } from './time';

// Free time, and the one way a booking is placed in it: every way of booking's (the desk, the
// booking page, the waitlist's offers; issue 11).
// - a booking is one or more bookable services done one after another by one staff member who
//   performs them all; it blocks their time from its start less the first service's buffer before
//   to its end plus the last one's buffer after;
// - no two bookings of a staff member that hold time overlap: the database refuses it (the
//   exclusion constraint, docs/decisions/0027), whichever path writes; this module only offers the
//   free times and turns the refusal into a clear slot_taken (the framework layer).

/** Who acts on a booking: a signed-in user (by role) or a visitor; `money`: as the money ledger names them (a cancel's deposit). */
export type BookingAgent = { role: BookingRole; userId: string | null; money: MoneyActor };

/** A visitor acting on their own booking: no account. */
export const VISITOR_AGENT: BookingAgent = { role: 'visitor', userId: null, money: { id: null, email: '', name: 'Online booking' } };

export const actorOf = (agent: BookingAgent): BookingActor => (agent.role === 'visitor' ? 'visitor' : 'user');

/** The services asked for, in the order asked; field errors name the ones the business does not book. */
export async function servicesInOrder(tenant: Tenant, ids: string[], field: string): Promise<Result<ServiceRow[]>> {
  const rows = await bookableServiceRows(tenant, [...new Set(ids)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.findIndex((id) => !byId.has(id));
  if (missing >= 0) return invalid({ [`${field}.${missing}`]: fieldError('not_found', 'No such bookable service') });
  return ok(ids.map((id) => byId.get(id)!));
}

/** How long the services take one after another, and the buffers around them. */
export function shapeOf(services: ServiceRow[]) {
  return {
    lengthMinutes: services.reduce((sum, s) => sum + s.duration_minutes, 0),
    beforeMinutes: services[0]?.buffer_before_minutes ?? 0,
    afterMinutes: services[services.length - 1]?.buffer_after_minutes ?? 0,
  };
}
type Shape = ReturnType<typeof shapeOf>;

/** The times a booking of `shape` starting at `startsAt` takes and blocks. */
export function timesOf(startsAt: number, shape: Shape) {
  const endsAt = startsAt + shape.lengthMinutes * MINUTE;
  return {
    starts_at: new Date(startsAt),
    ends_at: new Date(endsAt),
    blocked_from: new Date(startsAt - shape.beforeMinutes * MINUTE),
    blocked_until: new Date(endsAt + shape.afterMinutes * MINUTE),
  };
}

// ---- free slots

/** A member's working spans on `day`: the week's hours of its weekday, less time off, plus extra hours. */
export function workingSpans(member: Pick<StaffRow, 'hours'>, exceptions: Pick<ExceptionRow, 'kind' | 'starts' | 'ends'>[], day: string, zone: string): Span[] {
  const weekday = weekdayOf(day);
  const week = member.hours.filter((h) => h.weekday === weekday).map((h) => localSpan(day, h.starts, h.ends, zone));
  if (exceptions.some((e) => e.kind === 'off' && e.starts === null)) return [];
  const extra = exceptions.filter((e) => e.kind === 'extra').map((e) => localSpan(day, e.starts!, e.ends!, zone));
  const off = exceptions.filter((e) => e.kind === 'off' && e.starts !== null).map((e) => localSpan(day, e.starts!, e.ends!, zone));
  return subtract(union([...week, ...extra]), off).filter((s) => s.end > s.start);
}

export type SlotOptions = {
  /** the visitor's search: online services only, from the lead time to the horizon */
  online: boolean;
  /** now, in epoch milliseconds (a test's clock) */
  now?: number;
};

/** The staff who perform every one of the services: all of them, or only `staffId` when it is given (none when they do not perform them all). */
export function performersOf(services: readonly { staffIds: readonly string[] }[], staffId?: string | null): string[] {
  const [first, ...others] = services;
  const all = (first?.staffIds ?? []).filter((id) => others.every((service) => service.staffIds.includes(id)));
  return staffId ? all.filter((id) => id === staffId) : all;
}

/** Which of `staffIds` work on `day` (not archived, with working time left after time off), with their working spans. */
export async function workingOn(tenant: Tenant, staffIds: string[], day: string, zone: string): Promise<{ member: StaffRow; working: Span[] }[]> {
  const [members, exceptions] = await Promise.all([listStaffRows(tenant, staffIds), listExceptions(tenant, day, day, staffIds)]);
  return members
    .filter((member) => member.archived_at === null)
    .map((member) => ({
      member,
      working: workingSpans(
        member,
        exceptions.filter((e) => e.staff_id === member.id),
        day,
        zone,
      ),
    }))
    .filter(({ working }) => working.length > 0);
}

/**
 * Whether [start, end) lies inside one of the staff member's working spans (the free times' rule:
 * their week's hours, less time off, plus extra hours), on the day it starts or, past midnight, the next.
 */
export async function withinHours(tenant: Tenant, staffId: string, start: number, end: number, zone: string): Promise<boolean> {
  const days = [...new Set([dayOf(start, zone), dayOf(end - 1, zone)])];
  const spans = await Promise.all(days.map(async (day) => (await workingOn(tenant, [staffId], day, zone)).flatMap(({ working }) => working)));
  return union(spans.flat()).some((span) => span.start <= start && end <= span.end);
}

/** The day's free starts for the services (one staff member's, or anyone's who performs them all). */
export async function freeSlots(tenant: Tenant, query: SlotQuery, options: SlotOptions): Promise<Result<SlotList>> {
  const [business, settings] = await Promise.all([tenant.business(), settingsRow(tenant)]);
  const zone = business.time_zone;
  const services = await servicesInOrder(tenant, query.serviceIds.split(','), 'serviceIds');
  if (!services.ok) return services;
  if (options.online && services.value.some((s) => !s.bookable_online)) {
    return invalid({ serviceIds: fieldError('not_allowed', 'This service is not booked online') });
  }
  const candidates = performersOf(services.value, query.staffId);
  if (candidates.length === 0) return ok({ day: query.day, timeZone: zone, slots: [], open: false });
  const now = options.now ?? Date.now();
  const notBefore = options.online ? now + settings.lead_minutes * MINUTE : now;
  const notAfter = options.online ? now + settings.horizon_days * 24 * 60 * MINUTE : Number.POSITIVE_INFINITY;
  const span = daySpan(query.day, zone);
  if (span.end <= notBefore || span.start > notAfter) return ok({ day: query.day, timeZone: zone, slots: [], open: false });

  const shape = shapeOf(services.value);
  const [workers, busy] = await Promise.all([
    workingOn(tenant, candidates, query.day, zone),
    // a neighbouring day's booking (its buffer) can reach into this one
    busyRows(tenant, candidates, new Date(span.start - 24 * 60 * MINUTE), new Date(span.end + 24 * 60 * MINUTE), query.exceptBookingId),
  ]);
  const byStart = new Map<number, string[]>();
  for (const { member, working } of workers) {
    const taken = busy
      .filter((b) => b.staff_id === member.id)
      .map((b) => ({ start: new Date(b.blocked_from).getTime(), end: new Date(b.blocked_until).getTime() }));
    for (const start of freeStarts(working, taken, shape, settings.slot_step_minutes)) {
      if (start < notBefore || start > notAfter) continue;
      byStart.set(start, [...(byStart.get(start) ?? []), member.id]);
    }
  }
  const slots = [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, staffIds]) => ({ startsAt: isoDateTime(new Date(start)), endsAt: isoDateTime(new Date(start + shape.lengthMinutes * MINUTE)), staffIds }));
  // closed: nobody works that day, or their hours are over by the soonest time that may be booked
  const open = workers.some(({ working }) => working.some((spanOf) => spanOf.end > notBefore && spanOf.start <= notAfter));
  return ok({ day: query.day, timeZone: zone, slots, open });
}

// ---- placing a booking

/** Places one booking: expired holds over its time go first; the constraint refuses it (23P01 → slot_taken) when taken. */
export async function placeBooking(tenant: Tenant, booking: NewBooking, services: ServiceRow[], agent: BookingAgent, detail = '') {
  await dropExpiredHolds(tenant, booking.staff_id, booking.blocked_from, booking.blocked_until);
  const id = await insertBooking(
    tenant,
    booking,
    services.map((s) => ({ item_id: s.id, name: s.name, duration_minutes: s.duration_minutes, price_minor: s.price_minor })),
  );
  await insertEvent(tenant, {
    booking_id: id,
    actor: actorOf(agent),
    user_id: agent.userId,
    action: 'created',
    from_status: null,
    to_status: booking.status,
    detail,
  });
  return id;
}
