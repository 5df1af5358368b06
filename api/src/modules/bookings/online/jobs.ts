import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { scopedTo, type Tenant } from '../../../db/tenant';
import { enqueue } from '../../../jobs/repo';
import { defineJobHandler, defineJobKind, type JobSchedule } from '../../../jobs/types';
import { bookingMessage } from '../messages';
import { queueMail } from '../../mail/service';
import { offerWaitlistKind, timeFreed } from '../freed';
import { dayOf } from '../time';
import { toVisitorBooking, visitorRows } from '../visitor';
import { offerFreedTime } from '../waitlist/service';

// The bookings' work on a clock (docs/decisions/0021, 0029): every few minutes each runner looks
// for businesses with reminders due or visitors' holds run out, and adds a job per business and
// period (keyed: every instance adding the same period's job makes one). Each job's work is one
// fenced transaction that takes its rows FOR UPDATE SKIP LOCKED and marks them done, so two
// instances never send one reminder twice and a crash before the commit loses none.

export const BOOKINGS_UPKEEP_EVERY_MS = 5 * 60_000;

/** Mails the reminders due in one business (one job of this kind at a time per business). */
export const remindKind = defineJobKind('bookings.remind', Type.Object({}, { additionalProperties: false }), { onePerBusiness: true });
/** Lets go of the visitors' holds (and email codes) that ran out in one business. */
export const releaseHoldsKind = defineJobKind('bookings.releaseHolds', Type.Object({}, { additionalProperties: false }), { onePerBusiness: true });

/** The bookings whose reminder is due: requested or confirmed, not reminded, starting within the business's reminder time. */
function dueReminders(db: Db) {
  return db
    .selectFrom('bookings')
    .innerJoin('booking_settings', 'booking_settings.business_id', 'bookings.business_id')
    .innerJoin('contacts', (join) => join.onRef('contacts.id', '=', 'bookings.contact_id').onRef('contacts.business_id', '=', 'bookings.business_id'))
    .where('bookings.status', 'in', ['requested', 'confirmed'])
    .where('bookings.reminded_at', 'is', null)
    .where('booking_settings.reminder_hours', '>', 0)
    .where('contacts.email', '<>', '')
    .where('bookings.starts_at', '>', sql<Date>`now()`)
    .where('bookings.starts_at', '<=', sql<Date>`now() + booking_settings.reminder_hours * interval '1 hour'`);
}

/** Mails each due reminder of the business once, in one transaction, and marks it sent. */
export async function sendDueReminders(tenant: Tenant, origin: string): Promise<number> {
  // the due bookings, taken: a second runner's transaction passes them by
  const due = await dueReminders(tenant.db)
    .select(['bookings.id', 'contacts.email', 'booking_settings.cancel_cutoff_hours', 'booking_settings.deposit_on_cancel'])
    .where('bookings.business_id', '=', tenant.businessId)
    .forUpdate('bookings')
    .skipLocked()
    .execute();
  if (due.length === 0) return 0;
  const rows = await visitorRows(tenant)
    .where(
      'bookings.id',
      'in',
      due.map((d) => d.id),
    )
    .execute();
  for (const row of rows) {
    const { email, ...settings } = due.find((d) => d.id === row.id)!;
    const view = toVisitorBooking(row, settings, Date.now());
    const link = new URL(view.manageUrl, origin).toString();
    await queueMail(tenant, { ...bookingMessage('reminder', view, link), to: email, attachments: [], createdBy: null });
  }
  await tenant
    .updateTable('bookings')
    .set({ reminded_at: sql<Date>`now()` })
    .where(
      'id',
      'in',
      due.map((row) => row.id),
    )
    .execute();
  return due.length;
}

/** How long an email code is kept after it stops working: its address's hourly cap still counts it meanwhile. */
const CODES_KEPT = sql<Date>`now() - interval '1 hour'`;

/**
 * Deletes the business's holds that ran out (their time was already free to book: decision 0027);
 * a waitlist offer among them passes, and the days they free are offered to their lines. Email
 * codes of waitlist joins never entered go an hour after they stopped working (a hold's go with it),
 * and the visitor's details with them.
 */
export async function releaseExpiredHolds(tenant: Tenant): Promise<number> {
  await tenant.deleteFrom('email_codes').where('expires_at', '<', CODES_KEPT).execute();
  const expired = tenant
    .selectFrom('bookings')
    .select('id')
    .where('status', '=', 'held')
    .where('hold_expires_at', '<=', sql<Date>`now()`);
  await tenant
    .updateTable('waitlist_entries')
    .set({ status: 'passed', updated_at: sql<Date>`now()` })
    .where('status', '=', 'offered')
    .where('booking_id', 'in', expired)
    .execute();
  const released = await tenant
    .deleteFrom('bookings')
    .where('status', '=', 'held')
    .where('hold_expires_at', '<=', sql<Date>`now()`)
    .returning('starts_at')
    .execute();
  const { time_zone: zone } = await tenant.business();
  await timeFreed(
    tenant,
    released.map((row) => dayOf(new Date(row.starts_at).getTime(), zone)),
  );
  return released.length;
}

/** The reminder, hold and waitlist jobs; `origin` makes the mails' links absolute (the app's public address). */
export function bookingJobHandlers(origin: string) {
  return [
    defineJobHandler({
      kind: remindKind,
      run: async ({ unitOfWork }) => {
        await unitOfWork((tenant) => sendDueReminders(tenant, origin));
      },
    }),
    defineJobHandler({
      kind: offerWaitlistKind,
      run: async ({ job, unitOfWork }) => {
        await unitOfWork((tenant) => offerFreedTime(tenant, job.payload.day, origin));
      },
    }),
    defineJobHandler({
      kind: releaseHoldsKind,
      run: async ({ unitOfWork }) => {
        await unitOfWork(releaseExpiredHolds);
      },
    }),
  ];
}

export const bookingsSchedule: JobSchedule = {
  name: 'bookings',
  everyMs: BOOKINGS_UPKEEP_EVERY_MS,
  async enqueue(db, slot) {
    const reminding = await dueReminders(db).select('bookings.business_id').distinct().execute();
    for (const { business_id } of reminding) await enqueue(scopedTo(db, business_id), remindKind, {}, { key: slot });
    const holding = await db
      .selectFrom('bookings')
      .select('business_id')
      .where('status', '=', 'held')
      .where('hold_expires_at', '<=', sql<Date>`now()`)
      .union(db.selectFrom('email_codes').select('business_id').where('expires_at', '<', CODES_KEPT))
      .execute();
    for (const { business_id } of holding) await enqueue(scopedTo(db, business_id), releaseHoldsKind, {}, { key: slot });
  },
};
