import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Tenant } from '../../db/tenant';
import { isoDateTime } from '../../http/problem';
import { bookingMessage } from './messages';
import { queueMail } from '../mail/service';
import { bookingChanged } from './live';
import type { DepositPolicy } from './cancelDeposit';
import { insertEvent, settingsRow, updateBooking } from './repo';
import type { VisitorBooking } from './schemas';
import { cutoffOf } from './time';
import { bookingDepositTransactionIds, takenByTestProcessor } from '../money/ledger';

// A booking as its visitor sees it (the /book page's manage view, the mails, the pay page's link
// back), and the one way a visitor's held time becomes their booking: from the details form when
// no deposit is asked, once the deposit is paid (deposit.ts), or when a waitlist offer is accepted.

/** The business's public booking page, or (with a visitor's token) the page that manages their booking. */
export const bookingPageOf = (businessId: string, token?: string | null) =>
  token ? `/book?business=${businessId}&manage=${token}` : `/book?business=${businessId}`;

/** The address of a business's logo: its version in it, so a new logo is a new address and each caches for good. */
export const logoPathOf = (businessId: string, version: string | undefined) => (version ? `/api/book/businesses/${businessId}/logo?v=${version}` : null);

/** Bookings as their visitor sees them: with their business, staff member, services, deposit and offer. */
export function visitorRows(tenant: Tenant) {
  return tenant
    .selectFrom('bookings')
    .innerJoin('businesses', 'businesses.id', 'bookings.business_id')
    .innerJoin('staff_members', (join) =>
      join.onRef('staff_members.id', '=', 'bookings.staff_id').onRef('staff_members.business_id', '=', 'bookings.business_id'),
    )
    .select([
      'bookings.id',
      'bookings.business_id',
      'bookings.status',
      'bookings.staff_id',
      'bookings.contact_id',
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
      // its services in order: their names, their ids (JSON: one shape on both drivers), their prices' sum
      sql<
        string | null
      >`(SELECT string_agg(s.name, ' + ' ORDER BY s.position) FROM booking_services s WHERE s.business_id = bookings.business_id AND s.booking_id = bookings.id)`.as(
        'service_name',
      ),
      sql<
        (string | null)[] | null
      >`(SELECT json_agg(s.item_id ORDER BY s.position) FROM booking_services s WHERE s.business_id = bookings.business_id AND s.booking_id = bookings.id)`.as(
        'service_ids',
      ),
      sql<
        string | number | null
      >`(SELECT sum(s.price_minor) FROM booking_services s WHERE s.business_id = bookings.business_id AND s.booking_id = bookings.id)`.as('price_minor'),
      // what was paid ahead for it, and (a held booking) the unpaid deposit link that would book it
      // a bigint (text on PostgreSQL's driver): several deposits may pass an integer
      sql<
        string | number
      >`(SELECT coalesce(sum(d.amount_minor), 0) FROM deposits d WHERE d.business_id = bookings.business_id AND d.booking_id = bookings.id)`.as(
        'deposit_paid_minor',
      ),
      sql<
        string | null
      >`(SELECT l.id FROM payment_links l WHERE l.business_id = bookings.business_id AND l.booking_id = bookings.id AND l.paid_at IS NULL ORDER BY l.created_at DESC LIMIT 1)`.as(
        'pay_link_id',
      ),
      sql<
        number | null
      >`(SELECT l.amount_minor FROM payment_links l WHERE l.business_id = bookings.business_id AND l.booking_id = bookings.id AND l.paid_at IS NULL ORDER BY l.created_at DESC LIMIT 1)`.as(
        'pay_link_minor',
      ),
      sql<boolean>`EXISTS (SELECT 1 FROM waitlist_entries w WHERE w.business_id = bookings.business_id AND w.booking_id = bookings.id AND w.status = 'offered')`.as(
        'waitlist_offer',
      ),
    ]);
}
export type VisitorRow = NonNullable<Awaited<ReturnType<ReturnType<typeof visitorRows>['executeTakeFirst']>>>;

/** A visitor's secret: it names their hold, then their booking (its manage page), a waitlist offer or join. */
export const newToken = () => randomBytes(16).toString('base64url');

/**
 * The business of the booking a visitor's token names (the token is the visitor's only name): what
 * a public call's unit of work is bound to. Undefined for a token that names none.
 */
export async function businessOfToken(db: Db, token: string): Promise<string | undefined> {
  return (await db.selectFrom('bookings').select('business_id').where('visitor_token', '=', token).executeTakeFirst())?.business_id;
}

/** The booking a visitor's token names. */
export const bookingOfToken = (tenant: Tenant, token: string) => visitorRows(tenant).where('bookings.visitor_token', '=', token).executeTakeFirst();

/**
 * A booking as its visitor sees it. Without a visitor's token (a booking made at the desk, in a
 * reminder) nothing is managed online: its link is the business's booking page.
 */
export function toVisitorBooking(row: VisitorRow, settings: DepositPolicy, now: number): VisitorBooking {
  const until = cutoffOf(row.starts_at, settings.cancel_cutoff_hours);
  const held = row.status === 'held';
  return {
    token: row.visitor_token ?? '',
    status: row.status,
    businessName: row.business_name,
    timeZone: row.time_zone,
    currency: row.currency,
    serviceName: row.service_name ?? '',
    serviceId: row.service_ids?.[0] ?? null,
    // every service it takes, or none when one was deleted since (the time it takes is no longer known online)
    serviceIds: row.service_ids?.every((id) => id !== null) ? (row.service_ids as string[]) : [],
    staffName: row.staff_name,
    startsAt: isoDateTime(row.starts_at),
    endsAt: isoDateTime(row.ends_at),
    priceMinor: Number(row.price_minor ?? 0),
    holdExpiresAt: row.hold_expires_at ? isoDateTime(row.hold_expires_at) : null,
    changeable: row.visitor_token !== null && (row.status === 'confirmed' || row.status === 'requested') && now < until,
    changeableUntil: isoDateTime(new Date(until)),
    manageUrl: bookingPageOf(row.business_id, row.visitor_token),
    depositMinor: held ? Number(row.pay_link_minor ?? 0) : Number(row.deposit_paid_minor),
    depositOnCancel: settings.deposit_on_cancel,
    cancelCutoffHours: settings.cancel_cutoff_hours,
    payUrl: held && row.pay_link_id ? `/pay/${row.pay_link_id}` : null,
    waitlistOffer: held && Boolean(row.waitlist_offer),
  };
}

/** The visitor's view of the booking their token names. */
export async function visitorView(tenant: Tenant, token: string, now: number): Promise<VisitorBooking | undefined> {
  const row = await bookingOfToken(tenant, token);
  if (!row) return undefined;
  const settings = await settingsRow(tenant);
  return toVisitorBooking(row, settings, now);
}

/**
 * A visitor's held time booked, in the caller's unit of work: confirmed, its history's
 * `booked_online` event (`detail`: how), the waitlist entry it was offered to booked, the
 * confirmation mailed with the link that manages it, and the desk told at once.
 */
export async function bookHeldTime(
  tenant: Tenant,
  booking: { id: string; token: string },
  to: string,
  origin: string,
  now: number,
  detail = '',
): Promise<VisitorBooking> {
  // who held it is forgotten with the hold (their network and device count only live holds)
  await updateBooking(tenant, booking.id, { status: 'confirmed', hold_expires_at: null, hold_network: null, hold_device: null });
  await insertEvent(tenant, {
    booking_id: booking.id,
    actor: 'visitor',
    user_id: null,
    action: 'booked_online',
    from_status: 'held',
    to_status: 'confirmed',
    detail,
  });
  await tenant
    .updateTable('waitlist_entries')
    .set({ status: 'booked', updated_at: sql<Date>`now()` })
    .where('booking_id', '=', booking.id)
    .where('status', '=', 'offered')
    .execute();
  const view = (await visitorView(tenant, booking.token, now))!;
  if (to) {
    // its deposit's card went through the test processor: the mail says so, as the deposit's receipt does (decision 0034)
    const testMode = await takenByTestProcessor(tenant, await bookingDepositTransactionIds(tenant, booking.id));
    const message = bookingMessage('confirmed', view, new URL(view.manageUrl, origin).toString(), { testMode });
    await queueMail(tenant, { ...message, to, attachments: [], createdBy: null });
  }
  await bookingChanged(tenant, { kind: 'booked_online', bookingId: booking.id });
  return view;
}
