import { sql } from 'kysely';
import { personName } from '../../db/names';
import { BOOKING_HOLDING_STATUSES, type BookingActor, type BookingEventAction, type BookingSource, type BookingStatus } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { PageWindow } from '../../http/paging';
import type { BookingOrder } from './schemas';

// Bookings of one business, their services and history, the services they book, and the settings
// of online booking. Every query goes through the tenant.

// ---- bookable services

/** The business's bookable services (services with a duration, in use), with who performs each. */
export async function bookableServiceRows(tenant: Tenant, ids?: string[]) {
  let query = tenant
    .selectFrom('catalogue_items')
    .select([
      'id',
      'name',
      'category',
      'duration_minutes',
      'price_minor',
      'buffer_before_minutes',
      'buffer_after_minutes',
      'bookable_online',
      'booking_asset_type_id',
      'deposit_kind',
      'deposit_value',
    ])
    .where('kind', '=', 'service')
    .where('duration_minutes', 'is not', null)
    .where('archived_at', 'is', null);
  if (ids) {
    if (ids.length === 0) return [];
    query = query.where('id', 'in', ids);
  }
  const rows = await query
    .orderBy(sql`lower(category)`)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const performers = await tenant
    .selectFrom('staff_services')
    .innerJoin('staff_members', (join) =>
      join.onRef('staff_members.id', '=', 'staff_services.staff_id').onRef('staff_members.business_id', '=', 'staff_services.business_id'),
    )
    .select(['staff_services.item_id', 'staff_services.staff_id'])
    .where(
      'staff_services.item_id',
      'in',
      rows.map((r) => r.id),
    )
    .where('staff_members.archived_at', 'is', null)
    .orderBy('staff_members.position')
    .orderBy('staff_members.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    duration_minutes: row.duration_minutes ?? 0,
    staffIds: performers.filter((p) => p.item_id === row.id).map((p) => p.staff_id),
  }));
}
export type ServiceRow = Awaited<ReturnType<typeof bookableServiceRows>>[number];

/** A booking's services in order, with their booking rules (a service since deleted is left out). */
export async function bookingServiceRows(tenant: Tenant, bookingId: string): Promise<ServiceRow[]> {
  const lines = await tenant.selectFrom('booking_services').select('item_id').where('booking_id', '=', bookingId).orderBy('position').execute();
  const ids = lines.flatMap((line) => (line.item_id ? [line.item_id] : []));
  const rows = ids.length ? await bookableServiceRows(tenant, ids) : [];
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

/** The first service of a booking, with its booking rules. */
export async function firstService(tenant: Tenant, bookingId: string): Promise<ServiceRow | undefined> {
  const [line] = await tenant.selectFrom('booking_services').select('item_id').where('booking_id', '=', bookingId).orderBy('position').execute();
  const [service] = line?.item_id ? await bookableServiceRows(tenant, [line.item_id]) : [];
  return service;
}

// ---- time taken

/**
 * The time each of `staffIds` is kept from between `start` and `end`: the blocked spans of their
 * bookings that hold time (a hold past its expiry holds none), less the booking being moved.
 */
export async function busyRows(tenant: Tenant, staffIds: string[], start: Date, end: Date, exceptBookingId?: string) {
  if (staffIds.length === 0) return [];
  let query = tenant
    .selectFrom('bookings')
    .select(['staff_id', 'blocked_from', 'blocked_until'])
    .where('staff_id', 'in', staffIds)
    .where('status', 'in', BOOKING_HOLDING_STATUSES)
    .where('blocked_from', '<', end)
    .where('blocked_until', '>', start)
    .where((eb) => eb.or([eb('hold_expires_at', 'is', null), eb('hold_expires_at', '>', sql<Date>`now()`)]));
  if (exceptBookingId) query = query.where('id', '<>', exceptBookingId);
  return query.execute();
}

/** Expired holds over a span of a staff member's time: deleted before a booking takes it (0027). */
export async function dropExpiredHolds(tenant: Tenant, staffId: string, from: Date, until: Date) {
  await tenant
    .deleteFrom('bookings')
    .where('staff_id', '=', staffId)
    .where('status', '=', 'held')
    .where('hold_expires_at', '<=', sql<Date>`now()`)
    .where('blocked_from', '<', until)
    .where('blocked_until', '>', from)
    .execute();
}

// ---- bookings

export type BookingWindow = { ids?: string[]; start?: Date; end?: Date; staffId?: string; status?: BookingStatus; contactId?: string; seriesId?: string };

function bookingsIn(tenant: Tenant, window: BookingWindow) {
  let query = tenant
    .selectFrom('bookings')
    .innerJoin('staff_members', (join) =>
      join.onRef('staff_members.id', '=', 'bookings.staff_id').onRef('staff_members.business_id', '=', 'bookings.business_id'),
    )
    .leftJoin('contacts', (join) => join.onRef('contacts.id', '=', 'bookings.contact_id').onRef('contacts.business_id', '=', 'bookings.business_id'))
    .leftJoin('assets', (join) => join.onRef('assets.id', '=', 'bookings.asset_id').onRef('assets.business_id', '=', 'bookings.business_id'))
    // its bill: one that is not void at most (invoices_booking, migration 0011)
    .leftJoin('invoices', (join) =>
      join.onRef('invoices.booking_id', '=', 'bookings.id').onRef('invoices.business_id', '=', 'bookings.business_id').on('invoices.status', '<>', 'void'),
    );
  if (window.ids) query = query.where('bookings.id', 'in', window.ids.length > 0 ? window.ids : ['00000000-0000-0000-0000-000000000000']);
  if (window.start) query = query.where('bookings.starts_at', '>=', window.start);
  if (window.end) query = query.where('bookings.starts_at', '<', window.end);
  if (window.staffId) query = query.where('bookings.staff_id', '=', window.staffId);
  if (window.status) query = query.where('bookings.status', '=', window.status);
  // a visitor's held slot is not a booking yet: listed only when asked for by id or status
  else if (!window.ids) query = query.where('bookings.status', '<>', 'held');
  if (window.contactId) query = query.where('bookings.contact_id', '=', window.contactId);
  if (window.seriesId) query = query.where('bookings.series_id', '=', window.seriesId);
  return query;
}

/** Bookings with their contact, asset and staff member named, by start (latest first with '-start'); a page of them when `paging` is given. */
export async function bookingRows(tenant: Tenant, window: BookingWindow, paging?: PageWindow, order: BookingOrder = 'start') {
  let query = bookingsIn(tenant, window)
    .select([
      'bookings.id',
      'bookings.status',
      'bookings.source',
      'bookings.contact_id',
      'bookings.asset_id',
      'bookings.staff_id',
      'bookings.starts_at',
      'bookings.ends_at',
      'bookings.blocked_from',
      'bookings.blocked_until',
      'bookings.notes',
      'bookings.cancel_reason',
      'bookings.series_id',
      'bookings.hold_expires_at',
      'bookings.created_at',
      'staff_members.name as staff_name',
      'staff_members.color as staff_color',
      'staff_members.user_id as staff_user_id',
      'assets.name as asset_name',
      'invoices.id as invoice_id',
      personName('contacts').as('contact_name'),
      // its deposits: what was paid ahead for it, and what of that is still held (not applied, given back or kept)
      sql<
        string | number
      >`(SELECT coalesce(sum(d.amount_minor), 0) FROM deposits d WHERE d.business_id = bookings.business_id AND d.booking_id = bookings.id)`.as(
        'deposit_paid_minor',
      ),
      sql<
        string | number
      >`(SELECT coalesce(sum(d.remaining_minor), 0) FROM deposits d WHERE d.business_id = bookings.business_id AND d.booking_id = bookings.id)`.as(
        'deposit_held_minor',
      ),
    ])
    .orderBy('bookings.starts_at', order === 'start' ? 'asc' : 'desc')
    .orderBy('staff_members.position')
    .orderBy('bookings.id');
  if (paging) query = query.limit(paging.limit).offset(paging.offset);
  const rows = await query.execute();
  const services = await serviceLines(
    tenant,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...row, services: services.filter((s) => s.booking_id === row.id) }));
}
export type BookingRow = Awaited<ReturnType<typeof bookingRows>>[number];

export async function countBookings(tenant: Tenant, window: BookingWindow) {
  const row = await bookingsIn(tenant, window)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function serviceLines(tenant: Tenant, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return tenant
    .selectFrom('booking_services')
    .select(['booking_id', 'item_id', 'name', 'duration_minutes', 'price_minor'])
    .where('booking_id', 'in', bookingIds)
    .orderBy('booking_id')
    .orderBy('position')
    .execute();
}

/** The booking's row, locked for the change that read it. */
const lockedColumns = ['id', 'status', 'staff_id', 'starts_at', 'ends_at', 'blocked_from', 'blocked_until', 'contact_id', 'notes', 'series_id'] as const;

export async function lockBooking(tenant: Tenant, id: string) {
  return tenant.selectFrom('bookings').select(lockedColumns).where('id', '=', id).forUpdate().executeTakeFirst();
}
export type LockedBooking = NonNullable<Awaited<ReturnType<typeof lockBooking>>>;

/** The occurrences of a series after `after` in one of `statuses`, by start, locked for the rest of the transaction. */
export async function laterInSeries(tenant: Tenant, seriesId: string, after: Date, statuses: readonly BookingStatus[]) {
  return tenant
    .selectFrom('bookings')
    .select(lockedColumns)
    .where('series_id', '=', seriesId)
    .where('starts_at', '>', after)
    .where('status', 'in', [...statuses])
    .orderBy('starts_at')
    .forUpdate()
    .execute();
}

export type NewBooking = {
  contact_id: string | null;
  asset_id: string | null;
  staff_id: string;
  starts_at: Date;
  ends_at: Date;
  blocked_from: Date;
  blocked_until: Date;
  status: BookingStatus;
  source: BookingSource;
  notes: string;
  hold_expires_at: Date | null;
  series_id: string | null;
  created_by: string | null;
  /** an online booking's secret */
  visitor_token?: string | null;
  /** a visitor's hold: who holds it (their network and device), for the caps on live holds */
  hold_network?: string | null;
  hold_device?: string | null;
};

/** Inserts a booking and its services; the exclusion constraint refuses it (23P01) when its time is taken. */
export async function insertBooking(
  tenant: Tenant,
  booking: NewBooking,
  services: { item_id: string; name: string; duration_minutes: number; price_minor: number }[],
) {
  const { id } = await tenant.insertInto('bookings', [booking]).returning('id').executeTakeFirstOrThrow();
  await tenant
    .insertInto(
      'booking_services',
      services.map((s, position) => ({ booking_id: id, position, ...s })),
    )
    .execute();
  return id;
}

/** A booking's services replaced, in their new order (its times are set with `updateBooking`). */
export async function replaceServiceLines(
  tenant: Tenant,
  bookingId: string,
  services: { item_id: string; name: string; duration_minutes: number; price_minor: number }[],
) {
  await tenant.deleteFrom('booking_services').where('booking_id', '=', bookingId).execute();
  await tenant
    .insertInto(
      'booking_services',
      services.map((s, position) => ({ booking_id: bookingId, position, ...s })),
    )
    .execute();
}

export async function updateBooking(
  tenant: Tenant,
  id: string,
  set: Partial<
    Pick<
      NewBooking,
      | 'status'
      | 'starts_at'
      | 'ends_at'
      | 'blocked_from'
      | 'blocked_until'
      | 'staff_id'
      | 'notes'
      | 'hold_expires_at'
      | 'contact_id'
      | 'asset_id'
      | 'hold_network'
      | 'hold_device'
    >
  > & {
    cancel_reason?: string;
  },
) {
  await tenant
    .updateTable('bookings')
    .set({ ...set, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function insertEvent(
  tenant: Tenant,
  event: {
    booking_id: string;
    actor: BookingActor;
    user_id: string | null;
    action: BookingEventAction;
    from_status: BookingStatus | null;
    to_status: BookingStatus | null;
    detail?: string;
  },
) {
  await tenant.insertInto('booking_events', [{ ...event, detail: event.detail ?? '' }]).execute();
}

export async function eventRows(tenant: Tenant, bookingId: string) {
  return tenant
    .selectFrom('booking_events')
    .leftJoin('users', 'users.id', 'booking_events.user_id')
    .select([
      'booking_events.id',
      'booking_events.at',
      'booking_events.actor',
      'booking_events.action',
      'booking_events.from_status',
      'booking_events.to_status',
      'booking_events.detail',
      personName('users').as('user_name'),
    ])
    .where('booking_events.booking_id', '=', bookingId)
    .orderBy('booking_events.at')
    .orderBy('booking_events.id')
    .execute();
}
export type EventRow = Awaited<ReturnType<typeof eventRows>>[number];

/** A kept booking is a visit of its contact, once; the contact's last visit moves on. */
export async function recordBookingVisit(tenant: Tenant, contactId: string, bookingId: string, at: Date) {
  await tenant
    .insertInto('visits', [{ contact_id: contactId, booking_id: bookingId, visited_at: at }])
    .onConflict((oc) => oc.columns(['business_id', 'booking_id']).where('booking_id', 'is not', null).doNothing())
    .execute();
  await tenant
    .updateTable('contacts')
    .set({ last_visit_at: at })
    .where('id', '=', contactId)
    .where((eb) => eb.or([eb('last_visit_at', 'is', null), eb('last_visit_at', '<', at)]))
    .execute();
}

// ---- the people and things a booking names

export async function staffMember(tenant: Tenant, id: string) {
  return tenant.selectFrom('staff_members').select(['id', 'archived_at']).where('id', '=', id).executeTakeFirst();
}

export async function contactExists(tenant: Tenant, id: string) {
  return Boolean(await tenant.selectFrom('contacts').select('id').where('id', '=', id).executeTakeFirst());
}

/** The asset with its type's bookable flag, when it is the contact's. */
export async function assetOf(tenant: Tenant, contactId: string, assetId: string) {
  return tenant
    .selectFrom('assets')
    .innerJoin('asset_types', (join) => join.onRef('asset_types.id', '=', 'assets.asset_type_id').onRef('asset_types.business_id', '=', 'assets.business_id'))
    .select(['assets.id', 'assets.asset_type_id', 'asset_types.bookable'])
    .where('assets.id', '=', assetId)
    .where('assets.contact_id', '=', contactId)
    .executeTakeFirst();
}

// ---- visitors' holds (issue 31 §6)

/**
 * Takes the business's visitors' holds one at a time, to the end of the caller's transaction: each
 * counts the live holds, then adds one, so parallel holds cannot all pass a cap (on PostgreSQL; the
 * embedded database has one connection). The settings row is the lock: nothing references it.
 */
export async function lockVisitorHolds(tenant: Tenant) {
  await tenant.selectFrom('booking_settings').select('business_id').forUpdate().execute();
}

/** The business's visitors' holds that have not run out: who holds each, and the time it blocks. */
export function liveVisitorHolds(tenant: Tenant, now: number) {
  return tenant
    .selectFrom('bookings')
    .select(['hold_network', 'hold_device', 'starts_at', 'blocked_from', 'blocked_until'])
    .where('status', '=', 'held')
    .where('hold_network', 'is not', null)
    .where('hold_expires_at', '>', new Date(now))
    .execute();
}

// ---- settings

export const DEFAULT_BOOKING_SETTINGS = {
  online_enabled: false,
  lead_minutes: 60,
  horizon_days: 60,
  slot_step_minutes: 15,
  cancel_cutoff_hours: 24,
  reminder_hours: 24,
  online_deposits: 'service' as const,
  deposit_on_cancel: 'refund' as const,
  page_address: '',
  page_phone: '',
  outside_hours: 'refuse' as const,
};

export async function settingsRow(tenant: Tenant) {
  const row = await tenant
    .selectFrom('booking_settings')
    .select([
      'online_enabled',
      'lead_minutes',
      'horizon_days',
      'slot_step_minutes',
      'cancel_cutoff_hours',
      'reminder_hours',
      'online_deposits',
      'deposit_on_cancel',
      'page_address',
      'page_phone',
      'outside_hours',
    ])
    .executeTakeFirst();
  return row ?? DEFAULT_BOOKING_SETTINGS;
}
export type SettingsRow = Awaited<ReturnType<typeof settingsRow>>;

export async function writeSettings(tenant: Tenant, values: Partial<SettingsRow>) {
  if (Object.keys(values).length === 0) return;
  await tenant
    .insertInto('booking_settings', [{ ...values }])
    .onConflict((oc) => oc.column('business_id').doUpdateSet(values))
    .execute();
}

/** The version of the business's logo (what its address carries), or undefined when it has none. */
export async function logoVersion(tenant: Tenant): Promise<string | undefined> {
  const row = await tenant.selectFrom('business_logos').select('version').executeTakeFirst();
  return row?.version;
}

/** The business's logo, to serve. */
export const logoRow = (tenant: Tenant) => tenant.selectFrom('business_logos').select(['content_type', 'bytes', 'version']).executeTakeFirst();

/** A new logo, or none (null). */
export async function writeLogo(tenant: Tenant, logo: { content_type: 'image/png' | 'image/jpeg' | 'image/webp'; bytes: Buffer; version: string } | null) {
  if (!logo) {
    await tenant.deleteFrom('business_logos').execute();
    return;
  }
  await tenant
    .insertInto('business_logos', [logo])
    .onConflict((oc) => oc.column('business_id').doUpdateSet({ ...logo, updated_at: new Date() }))
    .execute();
}

/** A service's booking rules written (the catalogue's duration among them); answers whether the business books it. */
export async function updateServiceRules(
  tenant: Tenant,
  itemId: string,
  set: Partial<{
    duration_minutes: number;
    buffer_before_minutes: number;
    buffer_after_minutes: number;
    bookable_online: boolean;
    booking_asset_type_id: string | null;
    deposit_kind: 'none' | 'fixed' | 'percent';
    deposit_value: number;
  }>,
) {
  if (Object.keys(set).length === 0) return;
  await tenant
    .updateTable('catalogue_items')
    .set({ ...set, updated_at: sql<Date>`now()` })
    .where('id', '=', itemId)
    .execute();
}

/** Who performs a service, replaced whole. */
export async function replacePerformers(tenant: Tenant, itemId: string, staffIds: string[]) {
  await tenant.deleteFrom('staff_services').where('item_id', '=', itemId).execute();
  if (staffIds.length > 0)
    await tenant
      .insertInto(
        'staff_services',
        staffIds.map((staff_id) => ({ staff_id, item_id: itemId })),
      )
      .execute();
}

/** The business's asset type, with whether its assets are booked. */
export async function bookableAssetType(tenant: Tenant, id: string) {
  return tenant.selectFrom('asset_types').select(['id', 'bookable']).where('id', '=', id).executeTakeFirst();
}

/** The business's contact with this email (the oldest, when a household shares one). */
export async function contactByEmail(tenant: Tenant, email: string) {
  const row = await tenant
    .selectFrom('contacts')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** A new contact; its id. */
export async function insertContact(tenant: Tenant, values: { first_name: string; last_name: string; email: string; phone: string; source: 'online_booking' }) {
  const row = await tenant.insertInto('contacts', [values]).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
