import type { Tenant } from '../../../db/tenant';
import { isoDateTime } from '../../../http/problem';
import { ok, refuse, type Refusal, type Result } from '../../../http/result';
import type { PublicVisitor } from '../../../http/security';
import { addDays } from '../../../lib/days';
import { listStaffRows } from '../../staff/repo';
import { bookingChanged } from '../live';
import { tellCustomer } from '../notify';
import {
  bookableServiceRows,
  bookingServiceRows,
  dropExpiredHolds,
  insertEvent,
  liveVisitorHolds,
  lockVisitorHolds,
  logoVersion,
  settingsRow,
  updateBooking,
  type ServiceRow,
} from '../repo';
import { settleDeposit } from '../cancelDeposit';
import { depositLinkFor } from '../deposit';
import { detailsOf, resendCode, sendCode, takeCode } from '../emailCodes';
import { timeFreed } from '../freed';
import { checkParty, recordParty } from '../party';
import { depositOf, noOnlineBooking, onlineBusiness } from '../settings';
import { bookHeldTime, bookingOfToken, logoPathOf, newToken, toVisitorBooking, visitorView, type VisitorRow } from '../visitor';
import type {
  HoldInput,
  OnlineBookingView,
  OnlineService,
  OnlineSlotQuery,
  SlotList,
  VisitorBooking,
  VisitorCancelInput,
  VisitorRescheduleInput,
  VisitorVerification,
} from '../schemas';
import {
  DAY_HOLD_SHARE,
  DAY_STATES_SPAN,
  HOLD_MINUTES,
  HOLDS_PER_DEVICE,
  HOLDS_PER_NETWORK,
  type DayStates,
  type OnlineDaysQuery,
  type VisitorDetails,
} from '../schemas';
import { VISITOR_AGENT, freeSlots, placeBooking, servicesInOrder, shapeOf, timesOf, workingOn } from '../slots';
import { MINUTE, dayOf, daySpan, todayIn } from '../time';

// Online booking (issue 11 §7): the public /book page of one business, no session. The visitor
// chooses a service, a staff member or anyone, a day and a free slot; the slot is held for
// HOLD_MINUTES as a `held` booking under the same exclusion constraint as every other booking
// (decision 0027), so nobody else can take it while they give their details; then it is booked,
// once they entered the code mailed to their address (issue 31 §6; decision 0032). One visitor's
// live holds are capped, and so is the share of a day all visitors' holds may take at once.
// The visitor's secret (a random token) names the hold, then the booking on its manage page,
// where it may be cancelled or moved until the business's cut-off.

/** A visitor's token that names no hold of theirs. */
export const noSuchHold = () => refuse('not_found', 'No such hold');
/** A visitor's token that names no booking of theirs. */
export const noSuchBooking = () => refuse('not_found', 'No such booking');

/** GET /api/book/businesses/{businessId}: the services offered online, the team, the days that may be booked. */
export async function onlineView(tenant: Tenant, now = Date.now()): Promise<Result<OnlineBookingView>> {
  const found = await onlineBusiness(tenant);
  if (!found) return noOnlineBooking();
  const { business, settings } = found;
  const services = (await bookableServiceRows(tenant)).filter((s) => s.bookable_online && s.staffIds.length > 0);
  const types = await tenant.selectFrom('asset_types').select(['id', 'type_name', 'fields', 'bookable']).execute();
  const staffIds = [...new Set(services.flatMap((s) => s.staffIds))];
  const staff = (await listStaffRows(tenant, staffIds)).filter((m) => m.archived_at === null);
  const logo = await logoVersion(tenant);
  const zone = business.time_zone;
  return ok({
    businessName: business.name,
    address: settings.page_address,
    phone: settings.page_phone,
    logoUrl: logoPathOf(tenant.businessId, logo),
    timeZone: zone,
    currency: business.currency,
    firstDay: dayOf(now + settings.lead_minutes * MINUTE, zone),
    lastDay: addDays(todayIn(zone), settings.horizon_days),
    cancelCutoffHours: settings.cancel_cutoff_hours,
    depositOnCancel: settings.deposit_on_cancel,
    services: services.map((s): OnlineService => {
      const type = types.find((t) => t.id === s.booking_asset_type_id && t.bookable);
      return {
        id: s.id,
        name: s.name,
        category: s.category,
        durationMinutes: s.duration_minutes,
        priceMinor: s.price_minor,
        depositMinor: depositOf(s, settings.online_deposits),
        assetType: type ? { id: type.id, name: type.type_name, fields: type.fields } : null,
        staffIds: s.staffIds,
      };
    }),
    staff: staff.map((m) => ({ id: m.id, name: m.name, color: m.color })),
  });
}

/** GET /api/book/businesses/{businessId}/slots: a day's free starts for one online service, within the lead time and horizon. */
export async function onlineSlots(tenant: Tenant, query: OnlineSlotQuery, now = Date.now()): Promise<Result<SlotList>> {
  if (!(await onlineBusiness(tenant))) return noOnlineBooking();
  return freeSlots(tenant, { day: query.day, serviceIds: query.serviceIds, staffId: query.staffId }, { online: true, now });
}

/**
 * GET /api/book/businesses/{businessId}/days: the two weeks from `from` as the booking page marks
 * them, open, full or closed, each day's free times found as the slots call finds them (one
 * day after another: each a few short reads, so other businesses' calls go between them).
 */
export async function onlineDays(tenant: Tenant, query: OnlineDaysQuery, now = Date.now()): Promise<Result<DayStates>> {
  const found = await onlineBusiness(tenant);
  if (!found) return noOnlineBooking();
  const zone = found.business.time_zone;
  const first = dayOf(now + found.settings.lead_minutes * MINUTE, zone);
  const last = addDays(todayIn(zone), found.settings.horizon_days);
  const days: DayStates['days'] = [];
  for (let day = query.from < first ? first : query.from; day <= last && days.length < DAY_STATES_SPAN; day = addDays(day, 1)) {
    const slots = await freeSlots(tenant, { day, serviceIds: query.serviceIds, staffId: query.staffId }, { online: true, now });
    if (!slots.ok) return slots;
    days.push({ day, state: slots.value.slots.length > 0 ? 'open' : slots.value.open ? 'full' : 'closed' });
  }
  return ok({ days });
}

/** The working minutes of `day` of the staff who take online bookings: the day's capacity, which visitors' holds may take a share of. */
async function onlineMinutes(tenant: Tenant, day: string, zone: string): Promise<number> {
  const services = (await bookableServiceRows(tenant)).filter((s) => s.bookable_online);
  const staffIds = [...new Set(services.flatMap((s) => s.staffIds))];
  const working = await workingOn(tenant, staffIds, day, zone);
  return working.flatMap((w) => w.working).reduce((sum, span) => sum + (span.end - span.start) / MINUTE, 0);
}

const minutesOf = (from: Date | string, until: Date | string) => (new Date(until).getTime() - new Date(from).getTime()) / MINUTE;

/**
 * Why the visitor may not hold one more time (`blocked`, on `day`) now, or null (counted under
 * lockVisitorHolds). Their device may hold HOLDS_PER_DEVICE live times at the business and their
 * network HOLDS_PER_NETWORK (too_many_holds); and what their device's or network's live holds
 * block on the day may not pass, with this one, DAY_HOLD_SHARE of its working time (day_held):
 * one party never holds a whole day, however short. A visitor's first hold of a day always may.
 */
async function holdCapRefusal(
  tenant: Tenant,
  visitor: PublicVisitor,
  day: string,
  zone: string,
  blocked: { blocked_from: Date; blocked_until: Date },
  now: number,
): Promise<Refusal | null> {
  const theirs = (await liveVisitorHolds(tenant, now)).filter((h) => h.hold_device === visitor.device || h.hold_network === visitor.network);
  if (
    theirs.filter((h) => h.hold_device === visitor.device).length >= HOLDS_PER_DEVICE ||
    theirs.filter((h) => h.hold_network === visitor.network).length >= HOLDS_PER_NETWORK
  ) {
    return refuse('too_many_holds', `One visitor holds at most ${HOLDS_PER_DEVICE} times at once: book or let one go first`);
  }
  const span = daySpan(day, zone);
  const sameDay = theirs.filter((h) => new Date(h.starts_at).getTime() >= span.start && new Date(h.starts_at).getTime() < span.end);
  if (sameDay.length === 0) return null;
  const held = sameDay.reduce((sum, h) => sum + minutesOf(h.blocked_from, h.blocked_until), minutesOf(blocked.blocked_from, blocked.blocked_until));
  if (held > (await onlineMinutes(tenant, day, zone)) * DAY_HOLD_SHARE) {
    return refuse('day_held', `One visitor holds at most ${DAY_HOLD_SHARE * 100} % of a day's time at once: book or let a time go first`);
  }
  return null;
}

/**
 * POST /api/book/businesses/{businessId}/holds: holds a free slot for HOLD_MINUTES. The start must be one the
 * page offers (working hours, lead time, horizon); with "anyone", the first member free then. A
 * slot taken in between is the constraint's slot_taken. The visitor's live holds are capped
 * (holdCapRefusal), and the hold records who holds it until it is booked.
 */
export async function holdSlot(tenant: Tenant, input: HoldInput, visitor: PublicVisitor, now = Date.now()): Promise<Result<VisitorBooking>> {
  const found = await onlineBusiness(tenant);
  if (!found) return noOnlineBooking();
  const { business } = found;
  const startsAt = Date.parse(input.startsAt);
  const day = dayOf(startsAt, business.time_zone);
  const slots = await freeSlots(tenant, { day, serviceIds: input.serviceIds.join(','), staffId: input.staffId }, { online: true, now });
  if (!slots.ok) return slots;
  const slot = slots.value.slots.find((s) => Date.parse(s.startsAt) === startsAt);
  if (!slot) return refuse('slot_taken', 'This time is not free');
  const services = await servicesInOrder(tenant, input.serviceIds, 'serviceIds');
  if (!services.ok) return services;
  const times = timesOf(startsAt, shapeOf(services.value));
  await lockVisitorHolds(tenant);
  const capped = await holdCapRefusal(tenant, visitor, day, business.time_zone, times, now);
  if (capped) return capped;
  const token = newToken();
  await placeBooking(
    tenant,
    {
      contact_id: null,
      asset_id: null,
      staff_id: slot.staffIds[0]!,
      ...times,
      status: 'held',
      source: 'online',
      notes: '',
      hold_expires_at: new Date(now + HOLD_MINUTES * MINUTE),
      series_id: null,
      created_by: null,
      visitor_token: token,
      hold_network: visitor.network,
      hold_device: visitor.device,
    },
    services.value,
    VISITOR_AGENT,
  );
  return ok((await visitorView(tenant, token, now))!);
}

/** The service whose asset a booking of several asks for (the first that is for one: a groom of a pet), else its first. */
const partyService = (services: ServiceRow[]) => services.find((s) => s.booking_asset_type_id) ?? services[0];

/** A token that holds nothing (any more). */
export const nothingHeld = () => refuse('not_found', 'Nothing is held');

/** POST /api/book/holds/{token}/release: the visitor left; their held slot is free at once (and offered to a waitlist). */
export async function releaseHold(tenant: Tenant, token: string): Promise<Result<null>> {
  const row = await tenant.deleteFrom('bookings').where('visitor_token', '=', token).where('status', '=', 'held').returning(['starts_at']).executeTakeFirst();
  if (!row) return nothingHeld();
  const { time_zone: zone } = await tenant.business();
  await timeFreed(tenant, [dayOf(new Date(row.starts_at).getTime(), zone)]);
  return ok(null);
}

/** The visitor's hold of `token`, locked; or why it can no longer be booked (a hold that ran out is let go: hold_expired). */
async function lockedHold(tenant: Tenant, token: string, now: number): Promise<Result<{ id: string; hold_expires_at: Date | string }>> {
  const row = await tenant
    .selectFrom('bookings')
    .select(['id', 'status', 'hold_expires_at', 'contact_id'])
    .where('visitor_token', '=', token)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return noSuchHold();
  // a contact of its own: its email proven, the hold waits for its deposit (or it is booked)
  if (row.status !== 'held' || row.contact_id !== null) return refuse('booking_state', 'This booking is already made');
  if (new Date(row.hold_expires_at!).getTime() <= now) {
    // answered, not thrown: the unit of work still lets the hold go
    await tenant.deleteFrom('bookings').where('id', '=', row.id).execute();
    return refuse('hold_expired', 'The hold on this time ran out');
  }
  return ok({ id: row.id, hold_expires_at: row.hold_expires_at! });
}

/**
 * POST /api/book/holds/{token}/confirm: the visitor's details for their held slot, checked as the
 * desk's forms check them, then kept with a code mailed to their address (../emailCodes.ts): nothing is
 * booked, and no contact looked up or made, until the code is entered (verifyHold). The first code
 * moves the hold's end to HOLD_MINUTES from now, once, so the mail has time to come. Its value: the code's
 * state; hold_expired once the hold ran out (the slot is let go); too_many_codes.
 */
export async function confirmHold(tenant: Tenant, token: string, details: VisitorDetails, now = Date.now()): Promise<Result<VisitorVerification>> {
  const locked = await lockedHold(tenant, token, now);
  if (!locked.ok) return locked;
  const hold = locked.value;
  const party = await checkParty(tenant, details, partyService(await bookingServiceRows(tenant, hold.id)));
  if (!party.ok) return party;
  const first = !(await tenant.selectFrom('email_codes').select('id').where('booking_id', '=', hold.id).executeTakeFirst());
  const until = first ? new Date(now + HOLD_MINUTES * MINUTE) : new Date(hold.hold_expires_at);
  const sent = await sendCode(
    tenant,
    { businessName: (await tenant.business()).name, token, email: party.value.person.email, details, for: { purpose: 'booking', bookingId: hold.id } },
    until,
    now,
  );
  if (sent.ok && first) await updateBooking(tenant, hold.id, { hold_expires_at: until });
  return sent;
}

/** POST /api/book/holds/{token}/resend: a new code for the hold's details, to the same address, once the wait is over. */
export async function resendHoldCode(tenant: Tenant, token: string, now = Date.now()): Promise<Result<VisitorVerification>> {
  const hold = await lockedHold(tenant, token, now);
  if (!hold.ok) return hold;
  const { name } = await tenant.business();
  return resendCode(tenant, token, name, hold.value.hold_expires_at, now);
}

/**
 * POST /api/book/holds/{token}/verify: the code mailed for the hold's details. Entered, the address
 * is the visitor's: their contact is found by it (or made), their asset added, and the time booked
 * (bookHeldTime: confirmed, history, mail, the desk told). Where the service asks a deposit, the
 * answer is still `held` with the payment link that books it (`payUrl`; decision 0030), the hold
 * running HOLD_MINUTES from now for the payment. `code` wrong_code, code_expired or
 * hold_expired.
 */
export async function verifyHold(tenant: Tenant, token: string, code: string, origin: string, now = Date.now()): Promise<Result<VisitorBooking>> {
  const locked = await lockedHold(tenant, token, now);
  if (!locked.ok) return locked;
  const hold = locked.value;
  const taken = await takeCode(tenant, token, code, now);
  if (!taken.ok) return taken;
  const details = detailsOf(taken.value);
  const services = await bookingServiceRows(tenant, hold.id);
  const party = details ? await checkParty(tenant, details, partyService(services)) : undefined;
  if (!details || !party?.ok) return refuse('code_expired', 'The details this code was sent for are no longer valid: send them again');
  const { contactId, assetId } = await recordParty(tenant, party.value);
  await updateBooking(tenant, hold.id, { contact_id: contactId, asset_id: assetId, notes: details.notes?.trim() ?? '' });
  const policy = (await settingsRow(tenant)).online_deposits;
  // each service's deposit, added up: a wash and a full groom ask the groom's
  const deposit = services.reduce((sum, service) => sum + depositOf(service, policy), 0);
  if (deposit === 0) return ok(await bookHeldTime(tenant, { id: hold.id, token }, party.value.person.email, origin, now));
  const until = new Date(now + HOLD_MINUTES * MINUTE);
  await updateBooking(tenant, hold.id, { hold_expires_at: until });
  await depositLinkFor(tenant, hold.id, deposit, until);
  return ok((await visitorView(tenant, token, now))!);
}

/** GET /api/book/bookings/{token}: the visitor's booking (a hold's too). */
export async function visitorBooking(tenant: Tenant, token: string, now = Date.now()): Promise<Result<VisitorBooking>> {
  const view = await visitorView(tenant, token, now);
  return view ? ok(view) : noSuchBooking();
}

/** The visitor's booking locked for a change, when it may still change (before the cut-off). */
async function changeableBooking(tenant: Tenant, token: string, now: number): Promise<Result<VisitorRow>> {
  const row = await bookingOfToken(tenant, token);
  if (!row || row.status === 'held') return noSuchBooking();
  await tenant.selectFrom('bookings').select('id').where('id', '=', row.id).forUpdate().execute();
  const settings = await settingsRow(tenant);
  if (!toVisitorBooking(row, settings, now).changeable) {
    return refuse('cutoff_passed', `Bookings are changed online up to ${settings.cancel_cutoff_hours} hours before they start`);
  }
  return ok(row);
}

/** POST /api/book/bookings/{token}/cancel: cancelled by the visitor before the cut-off; the time is free again. */
export async function visitorCancel(
  tenant: Tenant,
  token: string,
  input: VisitorCancelInput,
  origin: string,
  now = Date.now(),
): Promise<Result<VisitorBooking>> {
  const found = await changeableBooking(tenant, token, now);
  if (!found.ok) return found;
  const row = found.value;
  const reason = input.reason?.trim() || 'Cancelled online';
  await updateBooking(tenant, row.id, { status: 'cancelled', cancel_reason: reason });
  await insertEvent(tenant, {
    booking_id: row.id,
    actor: 'visitor',
    user_id: null,
    action: 'cancel',
    from_status: row.status,
    to_status: 'cancelled',
    detail: reason,
  });
  await timeFreed(tenant, [dayOf(new Date(row.starts_at).getTime(), row.time_zone)]);
  await bookingChanged(tenant, { kind: 'cancelled', bookingId: row.id });
  // before the cut-off, by definition: their deposit becomes what the policy they were shown says
  const deposit = await settleDeposit(tenant, VISITOR_AGENT, row.id, (await settingsRow(tenant)).deposit_on_cancel, reason);
  const view = (await visitorView(tenant, token, now))!;
  // their own cancel confirmed to them, as the desk's is
  await tellCustomer(tenant, row.id, 'cancelled', origin, { deposit });
  return ok(view);
}

/**
 * POST /api/book/bookings/{token}/reschedule: moved by the visitor to another free start of the same
 * service before the cut-off; the same staff member when free then, else anyone who is.
 */
export async function visitorReschedule(
  tenant: Tenant,
  token: string,
  input: VisitorRescheduleInput,
  origin: string,
  now = Date.now(),
): Promise<Result<VisitorBooking>> {
  const found = await changeableBooking(tenant, token, now);
  if (!found.ok) return found;
  const row = found.value;
  // a service since deleted: the time it takes is no longer known online
  const serviceIds = row.service_ids ?? [];
  if (serviceIds.length === 0 || serviceIds.some((id) => id === null)) return refuse('booking_state', 'This booking cannot be moved online');
  const startsAt = Date.parse(input.startsAt);
  const slots = await freeSlots(
    tenant,
    { day: dayOf(startsAt, row.time_zone), serviceIds: serviceIds.join(','), exceptBookingId: row.id },
    { online: true, now },
  );
  if (!slots.ok) return slots;
  const slot = slots.value.slots.find((s) => Date.parse(s.startsAt) === startsAt);
  if (!slot) return refuse('slot_taken', 'This time is not free');
  const staffId = slot.staffIds.includes(row.staff_id) ? row.staff_id : slot.staffIds[0]!;
  const before = new Date(row.starts_at).getTime() - new Date(row.blocked_from).getTime();
  const after = new Date(row.blocked_until).getTime() - new Date(row.ends_at).getTime();
  const length = new Date(row.ends_at).getTime() - new Date(row.starts_at).getTime();
  await dropExpiredHolds(tenant, staffId, new Date(startsAt - before), new Date(startsAt + length + after));
  await updateBooking(tenant, row.id, {
    staff_id: staffId,
    starts_at: new Date(startsAt),
    ends_at: new Date(startsAt + length),
    blocked_from: new Date(startsAt - before),
    blocked_until: new Date(startsAt + length + after),
  });
  await insertEvent(tenant, {
    booking_id: row.id,
    actor: 'visitor',
    user_id: null,
    action: 'moved',
    from_status: row.status,
    to_status: row.status,
    detail: `${isoDateTime(row.starts_at)} → ${isoDateTime(new Date(startsAt))}`,
  });
  await timeFreed(tenant, [dayOf(new Date(row.starts_at).getTime(), row.time_zone)]);
  await bookingChanged(tenant, { kind: 'moved', bookingId: row.id });
  // the new time in their mail, and in their calendar
  await tellCustomer(tenant, row.id, 'changed', origin);
  return ok((await visitorView(tenant, token, now))!);
}
