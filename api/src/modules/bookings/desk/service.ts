import type { BookingSource, BookingStatus } from '../../../db/schema';
import type { Tenant } from '../../../db/tenant';
import { pageWindow } from '../../../http/paging';
import { fieldError, isoDateTime, type FieldErrors } from '../../../http/problem';
import { invalid, ok, refuse, type Result } from '../../../http/result';
import { staffIdsOf } from '../../staff/repo';
import {
  assetOf,
  bookableServiceRows,
  bookingRows,
  busyRows,
  contactExists,
  countBookings,
  dropExpiredHolds,
  eventRows,
  insertEvent,
  laterInSeries,
  lockBooking,
  type LockedBooking,
  recordBookingVisit,
  replaceServiceLines,
  settingsRow,
  staffMember,
  updateBooking,
  type BookingRow,
  type BookingWindow,
  type EventRow,
  type ServiceRow,
  bookableAssetType,
  replacePerformers,
  updateServiceRules,
} from '../repo';
import { BOOKING_RULES, MOVABLE_STATUSES, allowedActions, refusalOf, type BookingRole } from '../rules';
import type {
  BookableService,
  BookableServiceList,
  BookableServicePatch,
  BookingPatch,
  Booking,
  BookingActionInput,
  BookingDetail,
  BookingEvent,
  BookingInput,
  BookingListQuery,
  BookingPage,
  BookingChanged,
  BookingsCreated,
} from '../schemas';
import { timeFreed } from '../freed';
import { bookingChanged } from '../live';
import { depositOutcomeOf, settleDeposit, type DepositPolicy } from '../cancelDeposit';
import { tellCustomer } from '../notify';
import { actorOf, placeBooking, servicesInOrder, shapeOf, timesOf, withinHours, type BookingAgent } from '../slots';
import { MINUTE, dayOf, daySpan, movedAlike, weeksLater } from '../time';

// Bookings at the desk (issue 11): the list and a booking's detail with its history, a booking (or a
// series) made, its lifecycle and its moves. The lifecycle and who may move it are in ../rules.ts;
// every change is an event of its history; a completed booking is a visit of its contact. The free
// times, and placing a booking in one, are every way of booking's (../slots.ts).

const NO_BOOKING = 'No such booking';

// ---- services

export function toBookableService(row: ServiceRow): BookableService {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    durationMinutes: row.duration_minutes,
    priceMinor: row.price_minor,
    bufferBeforeMinutes: row.buffer_before_minutes,
    bufferAfterMinutes: row.buffer_after_minutes,
    bookableOnline: row.bookable_online,
    assetTypeId: row.booking_asset_type_id,
    deposit: { kind: row.deposit_kind, value: row.deposit_value },
    staffIds: row.staffIds,
  };
}

export async function bookableServiceList(tenant: Tenant): Promise<BookableServiceList> {
  const [rows, business] = await Promise.all([bookableServiceRows(tenant), tenant.business()]);
  return { items: rows.map(toBookableService), currency: business.currency, timeZone: business.time_zone };
}

/**
 * A service's booking rules changed (admins): the deposit's value fits its kind, the asset type is
 * one whose assets are booked, the staff are the business's.
 */
export async function changeBookableService(tenant: Tenant, itemId: string, patch: BookableServicePatch): Promise<Result<BookableService>> {
  const [row] = await bookableServiceRows(tenant, [itemId]);
  if (!row) return refuse('not_found', 'No such bookable service');
  const errors: FieldErrors = {};
  const deposit = patch.deposit;
  if (deposit?.kind === 'none' && deposit.value !== 0) errors['deposit.value'] = fieldError('invalid_value', 'No deposit has no amount');
  if (deposit?.kind === 'fixed' && deposit.value < 1) errors['deposit.value'] = fieldError('too_small', 'A deposit is at least one cent', { min: 1 });
  if (deposit?.kind === 'percent' && (deposit.value < 1 || deposit.value > 10_000))
    errors['deposit.value'] = fieldError('invalid_value', 'A percent is from 0.01 % to 100 %');
  if (patch.assetTypeId) {
    const type = await bookableAssetType(tenant, patch.assetTypeId);
    if (!type) errors.assetTypeId = fieldError('not_found', 'No such asset type');
    else if (!type.bookable) errors.assetTypeId = fieldError('not_allowed', 'Assets of this type are not booked');
  }
  if (patch.staffIds && patch.staffIds.length > 0) {
    const known = new Set(await staffIdsOf(tenant, patch.staffIds));
    const unknown = patch.staffIds.findIndex((id) => !known.has(id));
    if (unknown >= 0) errors[`staffIds.${unknown}`] = fieldError('not_found', 'No such staff member');
  }
  if (Object.keys(errors).length > 0) return invalid(errors);
  await updateServiceRules(tenant, itemId, {
    ...(patch.durationMinutes !== undefined ? { duration_minutes: patch.durationMinutes } : {}),
    ...(patch.bufferBeforeMinutes !== undefined ? { buffer_before_minutes: patch.bufferBeforeMinutes } : {}),
    ...(patch.bufferAfterMinutes !== undefined ? { buffer_after_minutes: patch.bufferAfterMinutes } : {}),
    ...(patch.bookableOnline !== undefined ? { bookable_online: patch.bookableOnline } : {}),
    ...(patch.assetTypeId !== undefined ? { booking_asset_type_id: patch.assetTypeId } : {}),
    ...(deposit ? { deposit_kind: deposit.kind, deposit_value: deposit.value } : {}),
  });
  if (patch.staffIds) await replacePerformers(tenant, itemId, patch.staffIds);
  const [changed] = await bookableServiceRows(tenant, [itemId]);
  return ok(toBookableService(changed!));
}

// ---- reading bookings

/** A booking as the desk reads it; `settings`: the business's cut-off and deposit policy (what a cancel now does with its deposit). */
export function toBooking(row: BookingRow, role: BookingRole, settings: DepositPolicy): Booking {
  return {
    id: row.id,
    status: row.status,
    source: row.source,
    contactId: row.contact_id,
    contactName: row.contact_name,
    assetId: row.asset_id,
    assetName: row.asset_name ?? '',
    staffId: row.staff_id,
    staffName: row.staff_name,
    staffColor: row.staff_color,
    staffUserId: row.staff_user_id,
    startsAt: isoDateTime(row.starts_at),
    endsAt: isoDateTime(row.ends_at),
    blockedFrom: isoDateTime(row.blocked_from),
    blockedUntil: isoDateTime(row.blocked_until),
    services: row.services.map((s) => ({ itemId: s.item_id, name: s.name, durationMinutes: s.duration_minutes, priceMinor: s.price_minor })),
    totalMinor: row.services.reduce((sum, s) => sum + s.price_minor, 0),
    notes: row.notes,
    cancelReason: row.cancel_reason,
    seriesId: row.series_id,
    holdExpiresAt: row.hold_expires_at ? isoDateTime(row.hold_expires_at) : null,
    createdAt: isoDateTime(row.created_at),
    invoiceId: row.invoice_id,
    actions: allowedActions(row.status, role, new Date(row.starts_at).getTime() <= Date.now()),
    movable: MOVABLE_STATUSES.includes(row.status),
    depositPaidMinor: Number(row.deposit_paid_minor),
    depositHeldMinor: Number(row.deposit_held_minor),
    depositOnCancel: depositOutcomeOf(settings, row.starts_at, Date.now()),
  };
}

function toEvent(row: EventRow): BookingEvent {
  return {
    id: row.id,
    at: isoDateTime(row.at),
    actor: row.actor,
    userName: row.user_name,
    action: row.action,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    detail: row.detail,
  };
}

/** The list's window in instants: its days are the business's. */
function bookingWindow(query: BookingListQuery, zone: string): Result<BookingWindow> {
  if (query.from && query.to && query.to < query.from) return invalid({ to: fieldError('invalid_value', 'The range ends before it starts') });
  return ok({
    start: query.from ? new Date(daySpan(query.from, zone).start) : undefined,
    end: query.to ? new Date(daySpan(query.to, zone).end) : undefined,
    staffId: query.staffId,
    status: query.status,
    contactId: query.contactId,
    seriesId: query.seriesId,
  });
}

export async function bookingPage(tenant: Tenant, query: BookingListQuery, role: BookingRole): Promise<Result<BookingPage>> {
  const business = await tenant.business();
  const window = bookingWindow(query, business.time_zone);
  if (!window.ok) return window;
  const paging = pageWindow(query);
  const [rows, total, settings] = await Promise.all([
    bookingRows(tenant, window.value, paging, query.order),
    countBookings(tenant, window.value),
    settingsRow(tenant),
  ]);
  return ok({
    items: rows.map((r) => toBooking(r, role, settings)),
    total,
    page: paging.page,
    pageSize: paging.pageSize,
    currency: business.currency,
    timeZone: business.time_zone,
  });
}

async function loadBooking(tenant: Tenant, id: string, role: BookingRole): Promise<Booking | undefined> {
  const [[row], settings] = await Promise.all([bookingRows(tenant, { ids: [id] }), settingsRow(tenant)]);
  return row ? toBooking(row, role, settings) : undefined;
}

export async function bookingDetail(tenant: Tenant, id: string, role: BookingRole): Promise<Result<BookingDetail>> {
  const booking = await loadBooking(tenant, id, role);
  if (!booking) return refuse('not_found', NO_BOOKING);
  const [history, business] = await Promise.all([eventRows(tenant, id), tenant.business()]);
  return ok({ booking, history: history.map(toEvent), currency: business.currency, timeZone: business.time_zone });
}

// ---- placing bookings

/** What a new booking is checked for, apart from its time: its contact, asset, services and staff member. */
async function checkParties(tenant: Tenant, input: Pick<BookingInput, 'contactId' | 'assetId' | 'serviceIds' | 'staffId'>): Promise<Result<ServiceRow[]>> {
  const errors: FieldErrors = {};
  const [services, member, contactFound] = await Promise.all([
    servicesInOrder(tenant, input.serviceIds, 'serviceIds'),
    staffMember(tenant, input.staffId),
    contactExists(tenant, input.contactId),
  ]);
  if (!services.ok) Object.assign(errors, services.errors);
  if (!contactFound) errors.contactId = fieldError('not_found', 'No such contact');
  if (!member || member.archived_at !== null) errors.staffId = fieldError('not_found', 'No such staff member');
  else if (services.ok && services.value.some((s) => !s.staffIds.includes(input.staffId))) {
    errors.staffId = fieldError('not_allowed', 'This staff member does not perform every service of the booking');
  }
  if (input.assetId && contactFound) {
    const asset = await assetOf(tenant, input.contactId, input.assetId);
    const wanted = services.ok ? services.value.map((s) => s.booking_asset_type_id).find(Boolean) : undefined;
    if (!asset) errors.assetId = fieldError('not_found', 'No such asset of this contact');
    else if (!asset.bookable) errors.assetId = fieldError('not_allowed', 'Assets of this type are not booked');
    else if (wanted && asset.asset_type_id !== wanted) errors.assetId = fieldError('not_allowed', 'The service is for another type of asset');
  }
  if (Object.keys(errors).length > 0) return invalid(errors);
  return services;
}

/** The starts of a series: every `everyWeeks` weeks at the same wall-clock time, up to its count or last day. */
export function seriesStarts(first: number, repeat: NonNullable<BookingInput['repeat']>, zone: string, limit = 52): number[] {
  const starts = [first];
  const after = repeat.until ? daySpan(repeat.until, zone).end : Number.POSITIVE_INFINITY;
  const count = Math.min(repeat.count ?? limit, limit);
  for (let i = 1; starts.length < count; i += 1) {
    const next = weeksLater(first, repeat.everyWeeks * i, zone);
    if (next >= after) break;
    starts.push(next);
  }
  return starts;
}

/**
 * A booking made at the desk (POST /api/bookings, in the unit of work of its Idempotency-Key), or a
 * series of them: the first must be free (slot_taken otherwise); a later occurrence whose time is
 * taken is skipped and named in the answer.
 */
export async function createBookings(
  tenant: Tenant,
  agent: BookingAgent,
  input: BookingInput,
  source: BookingSource = 'desk',
  /** the app's public address: the customer's mail links to it (no mail without it) */
  origin?: string,
): Promise<Result<BookingsCreated>> {
  const checked = await checkParties(tenant, input);
  if (!checked.ok) return checked;
  const services = checked.value;
  const startsAt = Date.parse(input.startsAt);
  if (startsAt % MINUTE !== 0) return invalid({ startsAt: fieldError('invalid_value', 'A booking starts on a whole minute') });
  const { time_zone: zone } = await tenant.business();
  if (input.repeat?.until && daySpan(input.repeat.until, zone).end <= startsAt) {
    return invalid({ 'repeat.until': fieldError('invalid_value', 'The series ends before it starts') });
  }
  const shape = shapeOf(services);
  const starts = input.repeat ? seriesStarts(startsAt, input.repeat, zone) : [startsAt];
  const seriesId = input.repeat ? crypto.randomUUID() : null;
  const status: BookingStatus = input.status ?? 'confirmed';
  const common = {
    contact_id: input.contactId,
    asset_id: input.assetId ?? null,
    staff_id: input.staffId,
    status,
    source,
    notes: input.notes?.trim() ?? '',
    hold_expires_at: null,
    series_id: seriesId,
    created_by: agent.userId,
  };
  const ids: string[] = [];
  const skipped: string[] = [];
  for (const [i, start] of starts.entries()) {
    const times = timesOf(start, shape);
    if (i > 0) {
      const busy = await busyRows(tenant, [input.staffId], times.blocked_from, times.blocked_until);
      if (busy.length > 0) {
        skipped.push(isoDateTime(times.starts_at));
        continue;
      }
    }
    ids.push(await placeBooking(tenant, { ...common, ...times }, services, agent, seriesId ? `${i + 1} / ${starts.length}` : ''));
  }
  for (const id of ids) await bookingChanged(tenant, { kind: 'created', bookingId: id });
  // the customer's confirmation: one mail, a series' appointments listed in it
  if (origin && input.notify !== false && ids[0]) await tellCustomer(tenant, ids[0], 'confirmed', origin, { userId: agent.userId, also: ids.slice(1) });
  const [rows, settings] = await Promise.all([bookingRows(tenant, { ids }), settingsRow(tenant)]);
  return ok({ bookings: rows.map((r) => toBooking(r, agent.role, settings)), skipped });
}

// ---- the lifecycle

/** A lifecycle step (../rules.ts), in the caller's unit of work with its event; completing it records the visit. */
export async function actOnBooking(
  tenant: Tenant,
  agent: BookingAgent,
  id: string,
  input: BookingActionInput,
  origin?: string,
): Promise<Result<BookingChanged>> {
  const row = await lockBooking(tenant, id);
  if (!row || row.status === 'held') return refuse('not_found', NO_BOOKING);
  if (input.deposit && input.action !== 'cancel') return invalid({ deposit: fieldError('not_allowed', 'Only a cancel decides what a deposit becomes') });
  const refused = refusalOf(input.action, row.status, agent.role, new Date(row.starts_at).getTime() <= Date.now());
  if (refused === 'forbidden') return refuse('admin_only', 'Only an admin may do this');
  if (refused === 'not_allowed') return refuse('booking_state', `A ${row.status} booking cannot take the action ${input.action}`);
  if (refused === 'not_started') return refuse('booking_state', 'A booking still to come cannot be marked a no-show');
  const rule = BOOKING_RULES[input.action];
  const reason = input.reason?.trim() ?? '';
  if (rule.needsReason && !reason) return invalid({ reason: fieldError('required', 'Give the reason') });
  const following = input.scope === 'following';
  if (following && (input.action !== 'cancel' || !row.series_id))
    return invalid({ scope: fieldError('not_allowed', 'Only an occurrence of a series is cancelled with the ones after it') });
  // the later occurrences still to come go with it, each with the same reason, in this unit of work
  const later = following && row.series_id ? await laterInSeries(tenant, row.series_id, new Date(row.starts_at), rule.from) : [];
  for (const step of [row, ...later]) await takeStep(tenant, agent, step, input.action, reason);
  if (input.action !== 'cancel') return ok({ booking: (await loadBooking(tenant, id, agent.role))! });
  // each cancelled booking's deposit: as the desk chose, else as the policy says for its own start
  const settings = await settingsRow(tenant);
  const settled = [];
  for (const step of [row, ...later]) {
    settled.push(await settleDeposit(tenant, agent, step.id, input.deposit ?? depositOutcomeOf(settings, step.starts_at, Date.now()), reason));
  }
  if (origin && input.notify !== false) {
    await tellCustomer(tenant, id, 'cancelled', origin, { reason, userId: agent.userId, deposit: settled[0], also: later.map((step) => step.id) });
  }
  return ok({ booking: (await loadBooking(tenant, id, agent.role))! });
}

/** One booking's lifecycle step (checked by the caller), with its event, its visit and its notice. */
async function takeStep(tenant: Tenant, agent: BookingAgent, row: LockedBooking, action: BookingActionInput['action'], reason: string) {
  const rule = BOOKING_RULES[action];
  // a booking back on the calendar takes its time again: a lapsed hold over it goes first, and the
  // exclusion constraint refuses it (slot_taken) when someone else has it now
  if (action === 'reinstate') await dropExpiredHolds(tenant, row.staff_id, new Date(row.blocked_from), new Date(row.blocked_until));
  await updateBooking(tenant, row.id, {
    status: rule.to,
    ...(action === 'cancel' ? { cancel_reason: reason } : action === 'reinstate' ? { cancel_reason: '' } : {}),
  });
  await insertEvent(tenant, {
    booking_id: row.id,
    actor: actorOf(agent),
    user_id: agent.userId,
    action,
    from_status: row.status,
    to_status: rule.to,
    detail: reason,
  });
  if (rule.to === 'completed' && row.contact_id) await recordBookingVisit(tenant, row.contact_id, row.id, new Date());
  if (rule.to === 'cancelled') await timeFreed(tenant, [dayOf(new Date(row.starts_at).getTime(), (await tenant.business()).time_zone)]);
  await bookingChanged(tenant, { kind: rule.to === 'cancelled' ? 'cancelled' : 'changed', bookingId: row.id });
}

// ---- moving

/** A move to [start, end) outside the staff member's hours: refused unless confirmed where the business's setting asks (null: it may go ahead). */
async function outsideHours(tenant: Tenant, staffId: string, start: number, end: number, confirmed: boolean) {
  const [{ time_zone: zone }, settings] = await Promise.all([tenant.business(), settingsRow(tenant)]);
  if (await withinHours(tenant, staffId, start, end, zone)) return null;
  if (confirmed && settings.outside_hours === 'ask') return null;
  return refuse(
    'outside_hours',
    settings.outside_hours === 'ask'
      ? "This time is outside the staff member's working hours: confirm it (outsideHours) to move the booking there"
      : "This time is outside the staff member's working hours, and this business books only inside them",
  );
}

/**
 * A booking moved (a new start, staff member), resized (a new end), its services changed (their
 * order and lengths give its length and buffers, as when it was booked), or its notes changed, in
 * the caller's unit of work with its events. The buffers it was booked with go with it unless its
 * services change. The exclusion constraint refuses a time that is taken (slot_taken), whichever
 * page moved it. A billed booking keeps its services (its bill has them).
 */
export async function changeBooking(tenant: Tenant, agent: BookingAgent, id: string, patch: BookingPatch, origin?: string): Promise<Result<BookingChanged>> {
  const row = await lockBooking(tenant, id);
  if (!row || row.status === 'held') return refuse('not_found', NO_BOOKING);
  const current = (await bookingRows(tenant, { ids: [id] }))[0];
  const currentIds = (current?.services ?? []).flatMap((l) => (l.item_id ? [l.item_id] : []));
  const newServices = patch.serviceIds !== undefined && patch.serviceIds.join() !== currentIds.join() ? patch.serviceIds : undefined;
  const moves = patch.startsAt !== undefined || patch.endsAt !== undefined || patch.staffId !== undefined || newServices !== undefined;
  if (moves && !MOVABLE_STATUSES.includes(row.status)) return refuse('booking_state', `A ${row.status} booking keeps its time`);
  if (newServices && current?.invoice_id) return refuse('booking_state', 'A billed booking keeps its services');
  const startsAt = new Date(row.starts_at).getTime();
  const endsAt = new Date(row.ends_at).getTime();
  const errors: FieldErrors = {};
  if (newServices && patch.endsAt !== undefined) errors.endsAt = fieldError('not_allowed', 'Its services give its length');
  const following = patch.scope === 'following';
  if (following && (!row.series_id || patch.endsAt !== undefined))
    errors.scope = fieldError('not_allowed', 'Only an occurrence of a series is moved with the ones after it, by a new start, staff member or services');
  const staffId = patch.staffId ?? row.staff_id;
  const services = newServices ? await servicesInOrder(tenant, newServices, 'serviceIds') : null;
  if (services && !services.ok) Object.assign(errors, services.errors);
  const performed = services?.ok ? services.value : await bookableServiceRows(tenant, currentIds);
  if (staffId !== row.staff_id) {
    const member = await staffMember(tenant, staffId);
    if (!member || member.archived_at !== null) errors.staffId = fieldError('not_found', 'No such staff member');
  }
  if (!errors.staffId && (staffId !== row.staff_id || newServices) && performed.some((s) => !s.staffIds.includes(staffId)))
    errors[staffId !== row.staff_id ? 'staffId' : 'serviceIds'] = fieldError('not_allowed', 'This staff member does not perform every service of the booking');
  const newStart = patch.startsAt !== undefined ? Date.parse(patch.startsAt) : startsAt;
  // new services give the length and the buffers; a new start alone keeps the length; a new end resizes
  const times = services?.ok
    ? timesOf(newStart, shapeOf(services.value))
    : (() => {
        const before = startsAt - new Date(row.blocked_from).getTime();
        const after = new Date(row.blocked_until).getTime() - endsAt;
        const newEnd = patch.endsAt !== undefined ? Date.parse(patch.endsAt) : newStart + (endsAt - startsAt);
        return { starts_at: new Date(newStart), ends_at: new Date(newEnd), blocked_from: new Date(newStart - before), blocked_until: new Date(newEnd + after) };
      })();
  const newEnd = times.ends_at.getTime();
  if (newStart % MINUTE !== 0) errors.startsAt = fieldError('invalid_value', 'A booking starts on a whole minute');
  if (!errors.endsAt && (newEnd % MINUTE !== 0 || newEnd <= newStart))
    errors.endsAt = fieldError('invalid_value', 'A booking ends on a whole minute after it starts');
  else if (!errors.endsAt && newEnd - newStart > 24 * 60 * MINUTE) errors.endsAt = fieldError('invalid_value', 'A booking lasts a day at most');
  if (Object.keys(errors).length > 0) return invalid(errors);
  const events: { action: 'moved' | 'edited' | 'services_changed'; detail: string }[] = [];
  const timeChanged = newStart !== startsAt || newEnd !== endsAt || staffId !== row.staff_id || Boolean(services);
  // the free times' rule: a new time is inside the staff member's hours, or the desk confirmed it where the business allows that
  if (moves && timeChanged) {
    const outside = await outsideHours(tenant, staffId, newStart, newEnd, patch.outsideHours === true);
    if (outside) return outside;
  }
  // the later occurrences still to come, read before this one moves (it may move past them)
  const later = following && timeChanged && row.series_id ? await laterInSeries(tenant, row.series_id, new Date(row.starts_at), MOVABLE_STATUSES) : [];
  if (moves && timeChanged) {
    await dropExpiredHolds(tenant, staffId, times.blocked_from, times.blocked_until);
    await updateBooking(tenant, id, { staff_id: staffId, ...times });
    if (services?.ok) {
      await replaceServiceLines(
        tenant,
        id,
        services.value.map((s) => ({ item_id: s.id, name: s.name, duration_minutes: s.duration_minutes, price_minor: s.price_minor })),
      );
      events.push({ action: 'services_changed', detail: services.value.map((s) => s.name).join(', ') });
    }
    // a length that follows new services is theirs to say; a move is a new start, staff member or end
    if (newStart !== startsAt || staffId !== row.staff_id || (!services && newEnd !== endsAt))
      events.push({ action: 'moved', detail: `${isoDateTime(new Date(startsAt))} → ${isoDateTime(new Date(newStart))}` });
    await timeFreed(tenant, [dayOf(startsAt, (await tenant.business()).time_zone)]);
  }
  // the later occurrences still to come, moved alike in this unit of work: one that is taken refuses the whole change
  if (later.length > 0) {
    const zone = (await tenant.business()).time_zone;
    for (const occurrence of later) {
      const from = new Date(occurrence.starts_at).getTime();
      const to = movedAlike(from, startsAt, newStart, zone);
      const length = new Date(occurrence.ends_at).getTime() - from;
      const moved = services?.ok
        ? timesOf(to, shapeOf(services.value))
        : {
            starts_at: new Date(to),
            ends_at: new Date(to + length),
            blocked_from: new Date(to - (from - new Date(occurrence.blocked_from).getTime())),
            blocked_until: new Date(to + length + (new Date(occurrence.blocked_until).getTime() - new Date(occurrence.ends_at).getTime())),
          };
      await dropExpiredHolds(tenant, staffId, moved.blocked_from, moved.blocked_until);
      await updateBooking(tenant, occurrence.id, { staff_id: staffId, ...moved });
      const theirs: { action: 'moved' | 'services_changed'; detail: string }[] = [];
      if (services?.ok) {
        await replaceServiceLines(
          tenant,
          occurrence.id,
          services.value.map((s) => ({ item_id: s.id, name: s.name, duration_minutes: s.duration_minutes, price_minor: s.price_minor })),
        );
        theirs.push({ action: 'services_changed', detail: services.value.map((s) => s.name).join(', ') });
      }
      if (to !== from || staffId !== occurrence.staff_id)
        theirs.push({ action: 'moved', detail: `${isoDateTime(new Date(from))} → ${isoDateTime(new Date(to))}` });
      for (const event of theirs)
        await insertEvent(tenant, {
          booking_id: occurrence.id,
          actor: actorOf(agent),
          user_id: agent.userId,
          action: event.action,
          from_status: occurrence.status,
          to_status: occurrence.status,
          detail: event.detail,
        });
      await bookingChanged(tenant, { kind: 'moved', bookingId: occurrence.id });
      await timeFreed(tenant, [dayOf(from, zone)]);
    }
  }
  if (patch.notes !== undefined && patch.notes.trim() !== row.notes) {
    await updateBooking(tenant, id, { notes: patch.notes.trim() });
    events.push({ action: 'edited', detail: '' });
  }
  if (origin && patch.notify !== false && moves && timeChanged) {
    await tellCustomer(tenant, id, 'changed', origin, { userId: agent.userId, also: later.map((occurrence) => occurrence.id) });
  }
  if (events.length > 0) await bookingChanged(tenant, { kind: events.some((e) => e.action === 'moved') ? 'moved' : 'changed', bookingId: id });
  for (const event of events) {
    await insertEvent(tenant, {
      booking_id: id,
      actor: actorOf(agent),
      user_id: agent.userId,
      action: event.action,
      from_status: row.status,
      to_status: row.status,
      detail: event.detail,
    });
  }
  return ok({ booking: (await loadBooking(tenant, id, agent.role))! });
}
