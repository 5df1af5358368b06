import { sql } from 'kysely';
import { personName } from '../../../db/names';
import type { Tenant } from '../../../db/tenant';
import { fieldError, isoDateTime, type FieldErrors } from '../../../http/problem';
import { invalid, ok, refuse, type Refusal, type Result } from '../../../http/result';
import { addDays } from '../../../lib/days';
import { bookingMessage } from '../messages';
import { queueMail } from '../../mail/service';
import { depositLinkFor } from '../deposit';
import { detailsOf, resendCode, sendCode, takeCode } from '../emailCodes';
import { timeFreed } from '../freed';
import { bookingChanged } from '../live';
import { checkParty, recordParty } from '../party';
import { bookableServiceRows, firstService, settingsRow, staffMember, type SettingsRow } from '../repo';
import {
  WAITLIST_OFFER_MINUTES,
  type VisitorBooking,
  type VisitorVerification,
  type VisitorWaitlistInput,
  type VisitorWaitlistPlace,
  type WaitlistEntry,
  type WaitlistInput,
  type WaitlistOfferInput,
  type WaitlistList,
  type WaitlistQuery,
} from '../schemas';
import { depositOf, noOnlineBooking, onlineBusiness } from '../settings';
import { VISITOR_AGENT, freeSlots, performersOf, placeBooking, shapeOf, timesOf, workingOn, type BookingAgent } from '../slots';
import { MINUTE, todayIn } from '../time';
import { bookHeldTime, bookingOfToken, newToken, visitorView, type VisitorRow } from '../visitor';

// The waitlist (issue 11 §3; docs/decisions/0030): a contact waits for a service on a day that has
// no free time for it (with one staff member, or anyone). When time frees up on that day (../freed.ts
// adds a job in the transaction that frees it), the first in line for whom a free start now exists
// is offered the earliest: a `held` booking of their own, under the same exclusion constraint as
// every booking, held WAITLIST_OFFER_MINUTES, mailed with the link that books it or lets it go. An
// offer let go, or run out, passes: the time goes to the next in line. One place in line per
// person, service and day (a unique index); the line is the order they joined in. A visitor's
// place counts once they entered the code mailed to their address (../emailCodes.ts; decision 0032).

const ACTIVE = ['waiting', 'offered'] as const;

/** The entries with their contact's, service's and staff member's names, and an offer's hold. */
function entryRows(tenant: Tenant) {
  const businessId = tenant.businessId;
  return tenant
    .selectFrom('waitlist_entries')
    .innerJoin('contacts', (join) => join.onRef('contacts.id', '=', 'waitlist_entries.contact_id').on('contacts.business_id', '=', businessId))
    .innerJoin('catalogue_items', (join) =>
      join.onRef('catalogue_items.id', '=', 'waitlist_entries.item_id').on('catalogue_items.business_id', '=', businessId),
    )
    .leftJoin('staff_members', (join) => join.onRef('staff_members.id', '=', 'waitlist_entries.staff_id').on('staff_members.business_id', '=', businessId))
    .leftJoin('bookings', (join) => join.onRef('bookings.id', '=', 'waitlist_entries.booking_id').on('bookings.business_id', '=', businessId))
    .select([
      'waitlist_entries.id',
      'waitlist_entries.contact_id',
      'waitlist_entries.asset_id',
      'waitlist_entries.item_id',
      'waitlist_entries.staff_id',
      'waitlist_entries.day',
      'waitlist_entries.status',
      'waitlist_entries.booking_id',
      'waitlist_entries.source',
      'waitlist_entries.notes',
      'waitlist_entries.created_at',
      'contacts.email',
      personName('contacts').as('contact_name'),
      'catalogue_items.name as service_name',
      'staff_members.name as staff_name',
      'bookings.hold_expires_at',
      // the place in its day's line, while in it
      sql<number | null>`CASE WHEN waitlist_entries.status IN ('waiting', 'offered') THEN (
        SELECT count(*)::integer FROM waitlist_entries w
         WHERE w.business_id = waitlist_entries.business_id AND w.day = waitlist_entries.day AND w.status IN ('waiting', 'offered')
           AND (w.created_at, w.id) <= (waitlist_entries.created_at, waitlist_entries.id)) END`.as('position'),
    ]);
}
type EntryRow = NonNullable<Awaited<ReturnType<ReturnType<typeof entryRows>['executeTakeFirst']>>>;

function toEntry(row: EntryRow): WaitlistEntry {
  return {
    id: row.id,
    contactId: row.contact_id,
    contactName: row.contact_name,
    assetId: row.asset_id,
    serviceId: row.item_id,
    serviceName: row.service_name,
    staffId: row.staff_id,
    staffName: row.staff_name ?? null,
    day: row.day,
    status: row.status,
    bookingId: row.booking_id,
    offerExpiresAt: row.status === 'offered' && row.hold_expires_at ? isoDateTime(row.hold_expires_at) : null,
    position: row.position === null ? null : Number(row.position),
    source: row.source,
    notes: row.notes,
    createdAt: isoDateTime(row.created_at),
  };
}

/** GET /api/waitlist: the days' entries (from today on when no days are given), each day's line in order. */
export async function waitlistList(tenant: Tenant, query: WaitlistQuery): Promise<Result<WaitlistList>> {
  const { time_zone: zone } = await tenant.business();
  const from = query.from ?? todayIn(zone);
  if (query.to && query.to < from) return invalid({ to: fieldError('invalid_value', 'The last day comes before the first') });
  let rows = entryRows(tenant).where('waitlist_entries.day', '>=', from);
  if (query.to) rows = rows.where('waitlist_entries.day', '<=', query.to);
  rows = query.status ? rows.where('waitlist_entries.status', '=', query.status) : rows.where('waitlist_entries.status', 'in', ACTIVE);
  const items = await rows.orderBy('waitlist_entries.day').orderBy('waitlist_entries.created_at').orderBy('waitlist_entries.id').limit(500).execute();
  return ok({ items: items.map(toEntry), timeZone: zone });
}

const loadEntry = async (tenant: Tenant, id: string) => toEntry((await entryRows(tenant).where('waitlist_entries.id', '=', id).executeTakeFirst())!);

/**
 * Whether `day` is full for the service (with the staff member, or anyone): the waitlist is for a
 * full day, so a day with a free start refuses (day_not_full) and the caller books it instead.
 */
async function checkFullDay(
  tenant: Tenant,
  entry: { day: string; serviceId: string; staffId?: string | null },
  online: boolean,
  now: number,
): Promise<Refusal | null> {
  const { time_zone: zone } = await tenant.business();
  if (entry.day < todayIn(zone)) return invalid({ day: fieldError('invalid_value', 'This day has passed') });
  const slots = await freeSlots(tenant, { day: entry.day, serviceIds: entry.serviceId, staffId: entry.staffId ?? undefined }, { online, now });
  if (!slots.ok)
    return invalid(Object.fromEntries(Object.entries(slots.errors ?? {}).map(([field, error]) => [field === 'serviceIds' ? 'serviceId' : field, error])));
  if (slots.value.slots.length > 0) return refuse('day_not_full', 'This day has free times: book one of them');
  // a day nobody works is closed, not full: no time will ever free up on it
  const services = await bookableServiceRows(tenant, [entry.serviceId]);
  const workers = await workingOn(tenant, performersOf(services, entry.staffId), entry.day, zone);
  if (workers.length === 0) return invalid({ day: fieldError('not_allowed', 'Nobody performs this service on this day') });
  return null;
}

/** The contact's entry in the day's line for the service, while they are in it. */
async function waitingEntry(tenant: Tenant, contactId: string, itemId: string, day: string): Promise<string | undefined> {
  const row = await tenant
    .selectFrom('waitlist_entries')
    .select('id')
    .where('contact_id', '=', contactId)
    .where('item_id', '=', itemId)
    .where('day', '=', day)
    .where('status', 'in', ACTIVE)
    .executeTakeFirst();
  return row?.id;
}

/** A new entry, or already_waiting when the contact is in the day's line for the service. */
async function insertEntry(
  tenant: Tenant,
  row: {
    contact_id: string;
    asset_id: string | null;
    item_id: string;
    staff_id: string | null;
    day: string;
    source: 'desk' | 'online';
    notes: string;
    created_by: string | null;
  },
): Promise<Result<string>> {
  if (await waitingEntry(tenant, row.contact_id, row.item_id, row.day))
    return refuse('already_waiting', 'Already on the waitlist for this service on this day');
  const { id } = await tenant.insertInto('waitlist_entries', [row]).returning('id').executeTakeFirstOrThrow();
  return ok(id);
}

/** POST /api/waitlist: a contact joins a full day's line at the desk. */
export async function joinWaitlist(tenant: Tenant, agent: BookingAgent, input: WaitlistInput, now = Date.now()): Promise<Result<WaitlistEntry>> {
  const errors: FieldErrors = {};
  const contact = await tenant.selectFrom('contacts').select('id').where('id', '=', input.contactId).executeTakeFirst();
  if (!contact) errors.contactId = fieldError('not_found', 'No such contact');
  if (
    input.assetId &&
    !(await tenant.selectFrom('assets').select('id').where('id', '=', input.assetId).where('contact_id', '=', input.contactId).executeTakeFirst())
  ) {
    errors.assetId = fieldError('not_found', 'No such asset of this contact');
  }
  const [service] = await bookableServiceRows(tenant, [input.serviceId]);
  if (!service) errors.serviceId = fieldError('not_found', 'No such bookable service');
  if (input.staffId) {
    const member = await staffMember(tenant, input.staffId);
    if (!member || member.archived_at !== null) errors.staffId = fieldError('not_found', 'No such staff member');
    else if (service && !service.staffIds.includes(input.staffId))
      errors.staffId = fieldError('not_allowed', 'This staff member does not perform this service');
  }
  if (Object.keys(errors).length > 0) return invalid(errors);
  const full = await checkFullDay(tenant, input, false, now);
  if (full) return full;
  const id = await insertEntry(tenant, {
    contact_id: input.contactId,
    asset_id: input.assetId ?? null,
    item_id: input.serviceId,
    staff_id: input.staffId ?? null,
    day: input.day,
    source: 'desk',
    notes: input.notes?.trim() ?? '',
    created_by: agent.userId,
  });
  if (!id.ok) return id;
  return ok(await loadEntry(tenant, id.value));
}

/** DELETE /api/waitlist/{entryId}: out of the line; an offer's held time is let go (and offered to the next). */
export async function removeEntry(tenant: Tenant, entryId: string): Promise<Result<null>> {
  const entry = await tenant
    .selectFrom('waitlist_entries')
    .select(['id', 'status', 'booking_id', 'day'])
    .where('id', '=', entryId)
    .forUpdate()
    .executeTakeFirst();
  if (!entry) return refuse('not_found', 'No such waitlist entry');
  if (!ACTIVE.includes(entry.status as (typeof ACTIVE)[number])) return refuse('conflict', 'This entry is no longer in the line');
  await tenant
    .updateTable('waitlist_entries')
    .set({ status: 'removed', updated_at: sql<Date>`now()` })
    .where('id', '=', entryId)
    .execute();
  if (entry.status === 'offered' && entry.booking_id) await letOfferGo(tenant, entry.booking_id, entry.day);
  return ok(null);
}

/** An offer's held time let go: the hold deleted, the desk told, the day's time offered again. */
async function letOfferGo(tenant: Tenant, bookingId: string, day: string) {
  await tenant.deleteFrom('bookings').where('id', '=', bookingId).where('status', '=', 'held').execute();
  await bookingChanged(tenant, { kind: 'cancelled', bookingId });
  await timeFreed(tenant, [day]);
}

/**
 * A visitor's join checked as far as it can be without their contact: the business books online,
 * the service is one of its online services, the day is open and full, their details are whole.
 */
async function checkJoin(tenant: Tenant, input: VisitorWaitlistInput, now: number) {
  const found = await onlineBusiness(tenant);
  if (!found) return noOnlineBooking();
  const { business, settings } = found;
  const [service] = await bookableServiceRows(tenant, [input.serviceId]);
  if (!service || !service.bookable_online) return invalid({ serviceId: fieldError('not_found', 'No such service booked online') });
  if (input.day > addDays(todayIn(business.time_zone), settings.horizon_days))
    return invalid({ day: fieldError('invalid_value', 'This day is not open for booking yet') });
  const full = await checkFullDay(tenant, input, true, now);
  if (full) return full;
  const party = await checkParty(tenant, input, service);
  if (!party.ok) return party;
  return ok({ business, service, party: party.value });
}

/**
 * POST /api/book/businesses/{businessId}/waitlist: a visitor asks to join a full day's line with the
 * details they would book with. Nothing joins yet: a code is mailed to their address, and their
 * place counts once it is entered (verifyJoin). The answer is the same whether or not that address
 * is in the line already, or is a customer's: no contact is looked up before the code.
 */
export async function visitorJoinWaitlist(tenant: Tenant, input: VisitorWaitlistInput, now = Date.now()): Promise<Result<VisitorVerification>> {
  const checked = await checkJoin(tenant, input, now);
  if (!checked.ok) return checked;
  const { business, party } = checked.value;
  const { serviceId, staffId, day, ...details } = input;
  return sendCode(
    tenant,
    {
      businessName: business.name,
      token: newToken(),
      email: party.person.email,
      details,
      for: { purpose: 'waitlist', itemId: serviceId, staffId: staffId ?? null, day },
    },
    null,
    now,
  );
}

/** POST /api/book/waitlist/{token}/resend: a new code for a join, to the same address, once the wait is over. */
export async function resendJoinCode(tenant: Tenant, token: string, now = Date.now()): Promise<Result<VisitorVerification>> {
  const { name } = await tenant.business();
  return resendCode(tenant, token, name, null, now);
}

/**
 * POST /api/book/waitlist/{token}/verify: the code mailed for a join. Entered, the address is the
 * visitor's: their contact is found by it (or made), and they join the line, or, already in it for
 * the service and day, keep their place: either way the answer is their place (201), so the line's
 * duplicate check says nothing a visitor did not prove. day_not_full when time freed up
 * meanwhile (book it instead); `code` wrong_code; code_expired.
 */
export async function verifyJoin(tenant: Tenant, token: string, code: string, now = Date.now()): Promise<Result<VisitorWaitlistPlace>> {
  const taken = await takeCode(tenant, token, code, now);
  if (!taken.ok) return taken;
  const sent = taken.value;
  const details = detailsOf(sent);
  if (!details || !sent.item_id || !sent.day) return refuse('code_expired', 'The details this code was sent for are no longer valid: send them again');
  const input: VisitorWaitlistInput = { ...details, serviceId: sent.item_id, ...(sent.staff_id ? { staffId: sent.staff_id } : {}), day: sent.day };
  const checked = await checkJoin(tenant, input, now);
  if (!checked.ok) return checked;
  const { service, party } = checked.value;
  const { contactId, assetId } = await recordParty(tenant, party);
  const waiting = await waitingEntry(tenant, contactId, service.id, input.day);
  const id = waiting
    ? ok(waiting)
    : await insertEntry(tenant, {
        contact_id: contactId,
        asset_id: assetId,
        item_id: service.id,
        staff_id: input.staffId ?? null,
        day: input.day,
        source: 'online',
        notes: input.notes?.trim() ?? '',
        created_by: null,
      });
  if (!id.ok) return id;
  const entry = await loadEntry(tenant, id.value);
  return ok({ day: entry.day, serviceName: entry.serviceName, position: entry.position ?? 1, offerMinutes: WAITLIST_OFFER_MINUTES });
}

/**
 * The job's work for one business and day (../freed.ts): offers that were let go pass; then each entry
 * still waiting, in line order, for whom a free start now exists, is offered the earliest (with the
 * same notice online booking gives: the lead time), held for WAITLIST_OFFER_MINUTES and mailed.
 * Each hold takes its time before the next entry is looked at, so one freed time goes to one person.
 */
export async function offerFreedTime(tenant: Tenant, day: string, origin: string, now = Date.now()): Promise<number> {
  // an offer whose hold is gone (let go, or dropped once it ran out) has passed
  await tenant
    .updateTable('waitlist_entries')
    .set({ status: 'passed', updated_at: sql<Date>`now()` })
    .where('status', '=', 'offered')
    .where('booking_id', 'is', null)
    .execute();
  const [{ time_zone: zone }, settings] = await Promise.all([tenant.business(), settingsRow(tenant)]);
  if (day < todayIn(zone)) return 0;
  const waiting = await entryRows(tenant)
    .where('waitlist_entries.day', '=', day)
    .where('waitlist_entries.status', '=', 'waiting')
    .where('contacts.email', '<>', '')
    .orderBy('waitlist_entries.created_at')
    .orderBy('waitlist_entries.id')
    .execute();
  let offered = 0;
  for (const entry of waiting) {
    const slots = await freeSlots(
      tenant,
      { day, serviceIds: entry.item_id, staffId: entry.staff_id ?? undefined },
      { online: false, now: now + settings.lead_minutes * MINUTE },
    );
    const slot = slots.ok ? slots.value.slots[0] : undefined;
    if (!slot) continue;
    await offerSlot(tenant, entry, slot, settings, origin, now);
    offered += 1;
  }
  return offered;
}

/**
 * One free time offered to one place in line: held for them (a booking in `held`, its visitor token
 * theirs) for WAITLIST_OFFER_MINUTES with its deposit's pay link when the service asks one, their
 * entry `offered`, the offer mailed, the desk told.
 */
async function offerSlot(
  tenant: Tenant,
  entry: EntryRow,
  slot: { startsAt: string; staffIds: string[] },
  settings: Pick<SettingsRow, 'online_deposits'>,
  origin: string,
  now: number,
): Promise<string> {
  const [service] = await bookableServiceRows(tenant, [entry.item_id]);
  const token = newToken();
  const holdEnd = new Date(now + WAITLIST_OFFER_MINUTES * MINUTE);
  const bookingId = await placeBooking(
    tenant,
    {
      contact_id: entry.contact_id,
      asset_id: entry.asset_id,
      staff_id: slot.staffIds[0]!,
      ...timesOf(Date.parse(slot.startsAt), shapeOf([service!])),
      status: 'held',
      source: entry.source,
      notes: entry.notes,
      hold_expires_at: holdEnd,
      series_id: null,
      created_by: null,
      visitor_token: token,
    },
    [service!],
    VISITOR_AGENT,
    'offered from the waitlist',
  );
  await tenant
    .updateTable('waitlist_entries')
    .set({ status: 'offered', booking_id: bookingId, updated_at: sql<Date>`now()` })
    .where('id', '=', entry.id)
    .execute();
  // a service that asks a deposit: the offer comes with the link that pays it (paying it books the time too)
  const deposit = depositOf(service!, settings.online_deposits);
  if (deposit > 0) await depositLinkFor(tenant, bookingId, deposit, holdEnd);
  const view = (await visitorView(tenant, token, now))!;
  await queueMail(tenant, {
    ...bookingMessage('offer', view, new URL(view.manageUrl, origin).toString()),
    to: entry.email,
    attachments: [],
    createdBy: null,
  });
  await bookingChanged(tenant, { kind: 'created', bookingId });
  return bookingId;
}

/**
 * POST /api/waitlist/{entryId}/offer: the desk offers one waiting customer a time it chose (a time
 * freed that the first in line cannot take, a caller the desk knows would): the day's free start
 * for their service (their staff member's, or anyone's), held and mailed as the waitlist's own
 * offers are. Refused when the entry is not waiting, the customer has no email, or the time is not free.
 */
export async function offerTime(tenant: Tenant, entryId: string, input: WaitlistOfferInput, origin: string, now = Date.now()): Promise<Result<WaitlistEntry>> {
  const locked = await tenant.selectFrom('waitlist_entries').select('id').where('id', '=', entryId).forUpdate().executeTakeFirst();
  const entry = locked ? await entryRows(tenant).where('waitlist_entries.id', '=', entryId).executeTakeFirst() : undefined;
  if (!entry) return refuse('not_found', 'No such waitlist entry');
  if (entry.status !== 'waiting') return refuse('conflict', 'Only a customer still waiting can be offered a time');
  if (!entry.email) return invalid({ entryId: fieldError('required', 'This customer has no email to send the offer to') });
  const settings = await settingsRow(tenant);
  const slots = await freeSlots(tenant, { day: entry.day, serviceIds: entry.item_id, staffId: entry.staff_id ?? undefined }, { online: false, now });
  const slot = slots.ok ? slots.value.slots.find((s) => s.startsAt === new Date(input.startsAt).toISOString()) : undefined;
  if (!slot) return refuse('slot_taken', 'That time is not free for this service');
  await offerSlot(tenant, entry, slot, settings, origin, now);
  const offered = await entryRows(tenant).where('waitlist_entries.id', '=', entryId).executeTakeFirstOrThrow();
  return ok(toEntry(offered));
}

/** A visitor's token that names no open offer. */
export const noSuchOffer = () => refuse('not_found', 'No such offer');

/** The offer a visitor's token names, locked; or why it cannot be answered. */
async function lockedOffer(tenant: Tenant, token: string, now: number): Promise<Result<VisitorRow>> {
  const row = await bookingOfToken(tenant, token);
  if (!row || row.status !== 'held' || !row.waitlist_offer) return noSuchOffer();
  await tenant.selectFrom('bookings').select('id').where('id', '=', row.id).forUpdate().execute();
  if (new Date(row.hold_expires_at!).getTime() <= now) return refuse('hold_expired', 'The hold on this time ran out');
  return ok(row);
}

/**
 * POST /api/book/offers/{token}/accept: the offered time booked for the person in line (with their
 * details from the line). Where the service asks a deposit, the answer is still held, with the
 * payment link that books it (as online booking does: ../deposit.ts).
 */
export async function acceptOffer(tenant: Tenant, token: string, origin: string, now = Date.now()): Promise<Result<VisitorBooking>> {
  const offer = await lockedOffer(tenant, token, now);
  if (!offer.ok) return offer;
  const row = offer.value;
  const service = await firstService(tenant, row.id);
  const deposit = service ? depositOf(service, (await settingsRow(tenant)).online_deposits) : 0;
  if (deposit > 0) {
    await depositLinkFor(tenant, row.id, deposit, new Date(row.hold_expires_at!));
    return ok((await visitorView(tenant, token, now))!);
  }
  const contact = await tenant.selectFrom('contacts').select('email').where('id', '=', row.contact_id!).executeTakeFirstOrThrow();
  return ok(await bookHeldTime(tenant, { id: row.id, token }, contact.email, origin, now, 'from the waitlist'));
}

/** POST /api/book/offers/{token}/decline: the person in line lets the time go; it is offered to the next. */
export async function declineOffer(tenant: Tenant, token: string, now = Date.now()): Promise<Result<null>> {
  const offer = await lockedOffer(tenant, token, now);
  if (!offer.ok) return offer;
  const row = offer.value;
  const entry = await tenant.selectFrom('waitlist_entries').select('day').where('booking_id', '=', row.id).executeTakeFirstOrThrow();
  await tenant
    .updateTable('waitlist_entries')
    .set({ status: 'passed', updated_at: sql<Date>`now()` })
    .where('booking_id', '=', row.id)
    .execute();
  await letOfferGo(tenant, row.id, entry.day);
  return ok(null);
}
