import type { Tenant } from '../../db/tenant';
import { isoDateTime } from '../../http/problem';
import type { DepositSettled } from '../deposits/onCancel';
import { queueMail } from '../mail/service';
import { customerTexts } from '../../pdf/texts';
import { bookingMessage } from './messages';
import { settingsRow } from './repo';
import { toVisitorBooking, visitorRows } from './visitor';

// The customer told of a booking the desk made, changed or cancelled (issue 34 §3), as an online
// visitor is of their own: a mail queued in the change's unit of work (the outbox sends it after the
// commit: no call leaves the transaction), with the booking's calendar file, which replaces the
// earlier one in their calendar. A change to several appointments of a series (made, moved or
// cancelled together) is one mail listing their dates, with the series' file. Nothing is queued for
// a customer without an email.

export type CustomerNotice = 'confirmed' | 'changed' | 'cancelled';

/** Queues the mail telling the booking's customer; whether one was queued (false: no email on file). */
export async function tellCustomer(
  tenant: Tenant,
  bookingId: string,
  notice: CustomerNotice,
  origin: string,
  {
    reason = '',
    userId = null,
    deposit = null,
    also = [],
  }: {
    reason?: string;
    userId?: string | null;
    /** a cancellation's: what its deposit became */
    deposit?: DepositSettled | null;
    /** the series' other appointments the change took with it (made, moved or cancelled alike): one mail lists them all */
    also?: string[];
  } = {},
): Promise<boolean> {
  const row = await visitorRows(tenant).where('bookings.id', '=', bookingId).executeTakeFirst();
  if (!row?.contact_id) return false;
  const contact = await tenant.selectFrom('contacts').select('email').where('id', '=', row.contact_id).executeTakeFirst();
  if (!contact?.email) return false;
  const settings = await settingsRow(tenant);
  const view = toVisitorBooking(row, settings, Date.now());
  // a series' appointments, in order, and the series' calendar file (every appointment of it) in place of the booking's
  const occurrences =
    also.length > 0
      ? await tenant
          .selectFrom('bookings')
          .select(['starts_at', 'series_id'])
          .where('id', 'in', [bookingId, ...also])
          .orderBy('starts_at')
          .execute()
      : [];
  const seriesId = occurrences.find((o) => o.series_id)?.series_id;
  await queueMail(tenant, {
    ...bookingMessage(notice, view, new URL(view.manageUrl, origin).toString(), {
      reason,
      deposit,
      dates: occurrences.map((o) => isoDateTime(o.starts_at)),
    }),
    to: contact.email,
    attachments: seriesId
      ? [{ kind: 'series_ics', id: seriesId, filename: customerTexts.mail.seriesCalendarFile }]
      : [{ kind: 'booking_ics', id: bookingId, filename: customerTexts.mail.bookingCalendarFile }],
    createdBy: userId,
  });
  return true;
}
