import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { scopedTo, type Tenant } from '../../db/tenant';
import { answer, invalid, refusal, type Answer } from '../../http/idempotency';
import { fieldError, isoDateTime, type Checked, type FieldErrors } from '../../http/problem';
import { checkAssetData, defaultAssetName } from '../assets/service';
import { insertAsset } from '../assets/repo';
import { checkContact } from '../contacts/service';
import { listStaffRows } from '../staff/repo';
import { bookingChanged } from './live';
import { bookingMessage } from '../mail/messages';
import { queueMail } from '../mail/service';
import { bookableServiceRows, contactByEmail, dropExpiredHolds, insertContact, insertEvent, settingsRow, updateBooking, type ServiceRow } from './repo';
import type { HoldInput, OnlineBookingView, OnlineService, OnlineSlotQuery, SlotList, VisitorBooking, VisitorCancelInput, VisitorDetails, VisitorRescheduleInput } from './schemas';
import { HOLD_MINUTES } from './schemas';
import { freeSlots, placeBooking, shapeOf, timesOf, type BookingAgent } from './service';
import { MINUTE, addDays, dayOf, todayIn } from './time';

// Online booking (issue 11 §7): the public /book page of one business, no session. The visitor
// chooses a service, a staff member or anyone, a day and a free slot; the slot is held for
// HOLD_MINUTES as a `held` booking under the same exclusion constraint as every other booking
// (decision 0027), so nobody else can take it while they give their details; then it is booked.
// The visitor's secret (a random token) names the hold, then the booking on its manage page,
// where it may be cancelled or moved until the business's cut-off.

const VISITOR: BookingAgent = { role: 'visitor', userId: null };
const HOUR = 60 * MINUTE;

const newToken = () => randomBytes(16).toString('base64url');

/** The business when it takes online bookings. */
async function onlineBusiness(db: Db, businessId: string) {
  const tenant = scopedTo(db, businessId);
  const business = await db.selectFrom('businesses').select(['name', 'currency', 'time_zone']).where('id', '=', businessId).executeTakeFirst();
  if (!business) return undefined;
  const settings = await settingsRow(tenant);
  return settings.online_enabled ? { tenant, business, settings } : undefined;
}

/** What a visitor pays ahead for a service: its deposit policy, unless the business asks none online. */
export function depositOf(service: Pick<ServiceRow, 'deposit_kind' | 'deposit_value' | 'price_minor'>, onlineDeposits: 'service' | 'none'): number {
  if (onlineDeposits === 'none') return 0;
  if (service.deposit_kind === 'fixed') return Math.min(service.deposit_value, service.price_minor);
  // basis points of the price, rounded half up, in integers
  if (service.deposit_kind === 'percent') return Math.floor((service.price_minor * service.deposit_value + 5_000) / 10_000);
  return 0;
}

/** GET /api/book/businesses/{businessId}: the services offered online, the team, the days that may be booked. */
export async function onlineView(db: Db, businessId: string, now = Date.now()): Promise<OnlineBookingView | undefined> {
  const found = await onlineBusiness(db, businessId);
  if (!found) return undefined;
  const { tenant, business, settings } = found;
  const services = (await bookableServiceRows(tenant)).filter((s) => s.bookable_online && s.staffIds.length > 0);
  const types = await tenant.selectFrom('asset_types').select(['id', 'type_name', 'fields', 'bookable']).execute();
  const staffIds = [...new Set(services.flatMap((s) => s.staffIds))];
  const staff = (await listStaffRows(tenant, staffIds)).filter((m) => m.archived_at === null);
  const zone = business.time_zone;
  return {
    businessName: business.name,
    timeZone: zone,
    currency: business.currency,
    firstDay: dayOf(now + settings.lead_minutes * MINUTE, zone),
    lastDay: addDays(todayIn(zone), settings.horizon_days),
    cancelCutoffHours: settings.cancel_cutoff_hours,
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
  };
}

/** GET /api/book/businesses/{businessId}/slots: a day's free starts for one online service, within the lead time and horizon. */
export async function onlineSlots(db: Db, businessId: string, query: OnlineSlotQuery, now = Date.now()): Promise<Checked<SlotList> | undefined> {
  const found = await onlineBusiness(db, businessId);
  if (!found) return undefined;
  return freeSlots(found.tenant, { day: query.day, serviceIds: query.serviceId, staffId: query.staffId }, { online: true, now });
}

/** Bookings as their visitor sees them: with their business, staff member and (first) service. */
export function visitorRows(db: Db) {
  return db
    .selectFrom('bookings')
    .innerJoin('businesses', 'businesses.id', 'bookings.business_id')
    .innerJoin('staff_members', (join) => join.onRef('staff_members.id', '=', 'bookings.staff_id').onRef('staff_members.business_id', '=', 'bookings.business_id'))
    .leftJoin('booking_services', (join) => join.onRef('booking_services.booking_id', '=', 'bookings.id').on('booking_services.position', '=', 0))
    .select([
      'bookings.id',
      'bookings.business_id',
      'bookings.status',
      'bookings.staff_id',
      'bookings.starts_at',
      'bookings.ends_at',
      'bookings.blocked_from',
      'bookings.blocked_until',
      'bookings.hold_expires_at',
      'bookings.visitor_token',
      'businesses.name as business_name',
      'businesses.time_zone',
      'businesses.currency',
      'staff_members.name as staff_name',
      'booking_services.name as service_name',
      'booking_services.item_id as service_id',
      'booking_services.price_minor',
    ]);
}
export type VisitorRow = NonNullable<Awaited<ReturnType<ReturnType<typeof visitorRows>['executeTakeFirst']>>>;

/** The booking a visitor's token names. */
const bookingOfToken = (db: Db, token: string) => visitorRows(db).where('bookings.visitor_token', '=', token).executeTakeFirst();

/**
 * A booking as its visitor sees it. Without a visitor's token (a booking made at the desk, in a
 * reminder) nothing is managed online: its link is the business's booking page.
 */
export function toVisitorBooking(row: VisitorRow, cutoffHours: number, now: number): VisitorBooking {
  const startsAt = new Date(row.starts_at).getTime();
  const until = startsAt - cutoffHours * HOUR;
  const page = `/book?business=${row.business_id}`;
  return {
    token: row.visitor_token ?? '',
    status: row.status,
    businessName: row.business_name,
    timeZone: row.time_zone,
    currency: row.currency,
    serviceName: row.service_name ?? '',
    serviceId: row.service_id ?? null,
    staffName: row.staff_name,
    startsAt: isoDateTime(row.starts_at),
    endsAt: isoDateTime(row.ends_at),
    priceMinor: row.price_minor ?? 0,
    holdExpiresAt: row.hold_expires_at ? isoDateTime(row.hold_expires_at) : null,
    changeable: row.visitor_token !== null && (row.status === 'confirmed' || row.status === 'requested') && now < until,
    changeableUntil: isoDateTime(new Date(until)),
    manageUrl: row.visitor_token ? `${page}&manage=${row.visitor_token}` : page,
  };
}

async function visitorView(db: Db, token: string, now: number): Promise<VisitorBooking | undefined> {
  const row = await bookingOfToken(db, token);
  if (!row) return undefined;
  const settings = await settingsRow(scopedTo(db, row.business_id));
  return toVisitorBooking(row, settings.cancel_cutoff_hours, now);
}

/**
 * POST /api/book/businesses/{businessId}/holds: holds a free slot for HOLD_MINUTES. The start must be one the
 * page offers (working hours, lead time, horizon); with "anyone", the first member free then. A
 * slot taken in between is the constraint's 409 slot_taken.
 */
export async function holdSlot(db: Db, businessId: string, input: HoldInput, now = Date.now()): Promise<Answer> {
  return db.transaction().execute(async (trx) => {
    const found = await onlineBusiness(trx, businessId);
    if (!found) return refusal(404, 'not_found', 'This business takes no online bookings');
    const { tenant, business } = found;
    const startsAt = Date.parse(input.startsAt);
    const day = dayOf(startsAt, business.time_zone);
    const slots = await freeSlots(tenant, { day, serviceIds: input.serviceId, staffId: input.staffId }, { online: true, now });
    if (!slots.ok) return invalid(slots.errors);
    const slot = slots.value.slots.find((s) => Date.parse(s.startsAt) === startsAt);
    if (!slot) return refusal(409, 'slot_taken', 'This time is not free');
    const [service] = await bookableServiceRows(tenant, [input.serviceId]);
    const token = newToken();
    await placeBooking(
      tenant,
      {
        contact_id: null,
        asset_id: null,
        staff_id: slot.staffIds[0]!,
        ...timesOf(startsAt, shapeOf([service!])),
        status: 'held',
        source: 'online',
        notes: '',
        hold_expires_at: new Date(now + HOLD_MINUTES * MINUTE),
        series_id: null,
        created_by: null,
        visitor_token: token,
      },
      [service!],
      VISITOR,
    );
    return answer(201, await visitorView(trx, token, now));
  });
}

/** POST /api/book/holds/{token}/release: the visitor left; their held slot is free at once. */
export async function releaseHold(db: Db, token: string): Promise<boolean> {
  const result = await db.deleteFrom('bookings').where('visitor_token', '=', token).where('status', '=', 'held').executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The visitor's details checked as the contact form checks them; email and phone are needed to book. */
function checkDetails(details: VisitorDetails): Checked<{ first_name: string; last_name: string; email: string; phone: string }> {
  const checked = checkContact({ firstName: details.firstName, lastName: details.lastName, email: details.email, phone: details.phone });
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  const values = checked.ok ? checked.value : {};
  if (!details.email.trim()) errors.email = fieldError('required', 'Enter your email address');
  if (!details.phone.trim()) errors.phone = fieldError('required', 'Enter your phone number');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { first_name: values.first_name ?? '', last_name: values.last_name ?? '', email: values.email ?? '', phone: values.phone ?? '' } };
}

/** The visitor's contact: the business's contact with their email, or a new one from online booking. */
async function contactOf(tenant: Tenant, person: { first_name: string; last_name: string; email: string; phone: string }) {
  const existing = await contactByEmail(tenant, person.email);
  return existing ?? (await insertContact(tenant, { ...person, source: 'online_booking' }));
}

/**
 * POST /api/book/holds/{token}/confirm: the held slot booked for the visitor (their contact found
 * by email or made, their asset added when the service names a type), confirmed, kept in its
 * history, and a confirmation mailed with the link that manages it. 410 hold_expired once the
 * hold ran out (the slot is let go).
 */
export async function confirmHold(db: Db, token: string, details: VisitorDetails, origin: string, now = Date.now()): Promise<Answer> {
  const outcome = await db.transaction().execute(async (trx): Promise<{ answer: Answer; businessId?: string; bookingId?: string }> => {
    const row = await trx.selectFrom('bookings').select(['id', 'business_id', 'status', 'hold_expires_at']).where('visitor_token', '=', token).forUpdate().executeTakeFirst();
    if (!row) return { answer: refusal(404, 'not_found', 'No such hold') };
    if (row.status !== 'held') return { answer: refusal(409, 'booking_state', 'This booking is already made') };
    const tenant = scopedTo(trx, row.business_id);
    if (new Date(row.hold_expires_at!).getTime() <= now) {
      await tenant.deleteFrom('bookings').where('id', '=', row.id).execute();
      return { answer: refusal(410, 'hold_expired', 'The hold on this time ran out') };
    }
    const person = checkDetails(details);
    const errors: FieldErrors = person.ok ? {} : { ...person.errors };
    const [line] = await tenant.selectFrom('booking_services').select('item_id').where('booking_id', '=', row.id).orderBy('position').execute();
    const [service] = line?.item_id ? await bookableServiceRows(tenant, [line.item_id]) : [];
    const type = service?.booking_asset_type_id
      ? await tenant.selectFrom('asset_types').select(['id', 'type_name', 'fields', 'bookable']).where('id', '=', service.booking_asset_type_id).executeTakeFirst()
      : undefined;
    let assetData: Record<string, string | number> | undefined;
    if (type?.bookable) {
      if (!details.asset) errors.asset = fieldError('required', `Tell us about your ${type.type_name.toLowerCase()}`);
      else {
        const data = checkAssetData(type.fields, details.asset.data);
        if (!data.ok) for (const [field, error] of Object.entries(data.errors)) errors[`asset.${field}`] = error;
        else assetData = data.value;
      }
    }
    if (!person.ok || Object.keys(errors).length > 0) return { answer: invalid(errors) };
    const contactId = await contactOf(tenant, person.value);
    const assetId =
      type && assetData && details.asset
        ? await insertAsset(tenant, { contact_id: contactId, asset_type_id: type.id, name: details.asset.name?.trim() || defaultAssetName(type.fields, assetData, type.type_name), data: JSON.stringify(assetData) })
        : null;
    await updateBooking(tenant, row.id, { contact_id: contactId, asset_id: assetId, status: 'confirmed', hold_expires_at: null, notes: details.notes?.trim() ?? '' });
    await insertEvent(tenant, { booking_id: row.id, actor: 'visitor', user_id: null, action: 'booked_online', from_status: 'held', to_status: 'confirmed' });
    const view = (await visitorView(trx, token, now))!;
    await queueMail(trx, row.business_id, { ...bookingMessage('confirmed', view, new URL(view.manageUrl, origin).toString()), to: person.value.email, attachments: [], createdBy: null });
    await bookingChanged(trx, row.business_id, { kind: 'booked_online', bookingId: row.id });
    return { answer: answer(200, view), businessId: row.business_id, bookingId: row.id };
  });
  return outcome.answer;
}

/** GET /api/book/bookings/{token}: the visitor's booking (a hold's too). */
export const visitorBooking = (db: Db, token: string, now = Date.now()) => visitorView(db, token, now);

/** The visitor's booking locked for a change, when it may still change (before the cut-off). */
async function changeableBooking(trx: Db, token: string, now: number): Promise<{ row: VisitorRow; tenant: Tenant } | Answer> {
  const row = await bookingOfToken(trx, token);
  if (!row || row.status === 'held') return refusal(404, 'not_found', 'No such booking');
  await trx.selectFrom('bookings').select('id').where('id', '=', row.id).forUpdate().execute();
  const tenant = scopedTo(trx, row.business_id);
  const settings = await settingsRow(tenant);
  if (!toVisitorBooking(row, settings.cancel_cutoff_hours, now).changeable) {
    return refusal(409, 'cutoff_passed', `Bookings are changed online up to ${settings.cancel_cutoff_hours} hours before they start`);
  }
  return { row, tenant };
}

/** POST /api/book/bookings/{token}/cancel: cancelled by the visitor before the cut-off; the time is free again. */
export async function visitorCancel(db: Db, token: string, input: VisitorCancelInput, origin: string, now = Date.now()): Promise<Answer> {
  return db.transaction().execute(async (trx) => {
    const found = await changeableBooking(trx, token, now);
    if ('status' in found) return found;
    const { row, tenant } = found;
    const reason = input.reason?.trim() || 'Cancelled online';
    await updateBooking(tenant, row.id, { status: 'cancelled', cancel_reason: reason });
    await insertEvent(tenant, { booking_id: row.id, actor: 'visitor', user_id: null, action: 'cancel', from_status: row.status, to_status: 'cancelled', detail: reason });
    await bookingChanged(trx, row.business_id, { kind: 'cancelled', bookingId: row.id });
    const view = (await visitorView(trx, token, now))!;
    const contact = await tenant.selectFrom('bookings').innerJoin('contacts', 'contacts.id', 'bookings.contact_id').select('contacts.email').where('bookings.id', '=', row.id).executeTakeFirst();
    if (contact?.email) await queueMail(trx, row.business_id, { ...bookingMessage('cancelled', view, new URL(view.manageUrl, origin).toString()), to: contact.email, attachments: [], createdBy: null });
    return answer(200, view);
  });
}

/**
 * POST /api/book/bookings/{token}/reschedule: moved by the visitor to another free start of the same
 * service before the cut-off; the same staff member when free then, else anyone who is.
 */
export async function visitorReschedule(db: Db, token: string, input: VisitorRescheduleInput, now = Date.now()): Promise<Answer> {
  return db.transaction().execute(async (trx) => {
    const found = await changeableBooking(trx, token, now);
    if ('status' in found) return found;
    const { row, tenant } = found;
    if (!row.service_id) return refusal(409, 'booking_state', 'This booking cannot be moved online');
    const startsAt = Date.parse(input.startsAt);
    const slots = await freeSlots(tenant, { day: dayOf(startsAt, row.time_zone), serviceIds: row.service_id, exceptBookingId: row.id }, { online: true, now });
    if (!slots.ok) return invalid(slots.errors);
    const slot = slots.value.slots.find((s) => Date.parse(s.startsAt) === startsAt);
    if (!slot) return refusal(409, 'slot_taken', 'This time is not free');
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
    await insertEvent(tenant, { booking_id: row.id, actor: 'visitor', user_id: null, action: 'moved', from_status: row.status, to_status: row.status, detail: `${isoDateTime(row.starts_at)} → ${isoDateTime(new Date(startsAt))}` });
    await bookingChanged(trx, row.business_id, { kind: 'moved', bookingId: row.id });
    return answer(200, await visitorView(trx, token, now));
  });
}
