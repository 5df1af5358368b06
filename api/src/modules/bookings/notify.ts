import type { Tenant } from '../../db/tenant';
import type { DepositSettled } from '../deposits/onCancel';
import { queueMail } from '../mail/service';
import { customerTexts } from '../../pdf/texts';
import { bookingMessage } from './messages';
import { settingsRow } from './repo';
import { toVisitorBooking, visitorRows } from './visitor';

// The customer told of a booking the desk made, changed or cancelled (issue 34 §3), as an online
// visitor is of their own: a mail queued in the change's unit of work (the outbox sends it after the
// commit: no call leaves the transaction), with the booking's calendar file, which replaces the
// earlier one in their calendar. Nothing is queued for a customer without an email.

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
  }: {
    reason?: string;
    userId?: string | null;
    /** a cancellation's: what its deposit became */
    deposit?: DepositSettled | null;
  } = {},
): Promise<boolean> {
  const row = await visitorRows(tenant).where('bookings.id', '=', bookingId).executeTakeFirst();
  if (!row?.contact_id) return false;
  const contact = await tenant.selectFrom('contacts').select('email').where('id', '=', row.contact_id).executeTakeFirst();
  if (!contact?.email) return false;
  const settings = await settingsRow(tenant);
  const view = toVisitorBooking(row, settings, Date.now());
  await queueMail(tenant, {
    ...bookingMessage(notice, view, new URL(view.manageUrl, origin).toString(), { reason, deposit }),
    to: contact.email,
    attachments: [{ kind: 'booking_ics', id: bookingId, filename: customerTexts.mail.bookingCalendarFile }],
    createdBy: userId,
  });
  return true;
}
