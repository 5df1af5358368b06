import { randomUUID } from 'node:crypto';
import type { MailAttachment } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { invalid, ok, type Result } from '../../http/result';
import { isEmailAddress } from '../../http/inputRules';
import { fieldError } from '../../http/problem';
import { enqueue } from '../../jobs/repo';
import { invoiceDocument, invoiceFilename, receiptFilename } from '../../pdf/documents';
import { recordMoneyEvent } from '../audit/repo';
import { issuePaymentLink, type LinkPurpose } from '../links/service';
import type { MoneyContext } from '../money/context';
import { contactForInvoice, markInvoiceSent } from '../invoices/repo';
import { issuedReceiptOf, type IssuedReceipt } from '../payments/receipts';
import { mailKind } from './job';
import { mailChanged } from './live';
import type { MessageBody } from './layout';
import { invoiceMessage, receiptMessage } from './messages';
import { insertMail } from './repo';
import type { InvoiceSendInput, InvoiceSent, MailQueued, ReceiptEmailInput } from './schemas';

// Outgoing mail: a message is written to the outbox in the caller's transaction, with the job that
// sends it (src/mail/job.ts), so it is sent if and only if the caller's work commits.

/** A message to send: its address, bodies, the PDFs to attach (rendered when sent) and what it is about. */
export type MailMessage = MessageBody & {
  to: string;
  attachments: MailAttachment[];
  invoiceId?: string | null;
  transactionId?: string | null;
  /** the staff member who sent it */
  createdBy: string | null;
  /** a sign-in link for its recipient only (a password reset): Mail's Sent shows its subject, not its body */
  private?: boolean;
};

/**
 * The one way to send mail: writes the message and its job in the caller's unit of work. Once it
 * commits, the job runner sends it; call wakeJobRunners() after the commit to send at once.
 */
export async function queueMail(tenant: Tenant, message: MailMessage): Promise<string> {
  const id = randomUUID();
  await insertMail(tenant, { ...message, id, messageId: `<${id}@frontdesk.mail>` });
  await enqueue(tenant, mailKind, { mailId: id });
  await mailChanged(tenant, { kind: 'outgoing' });
  return id;
}

export const attachmentUrl = (attachment: MailAttachment) =>
  ({
    invoice_pdf: `/api/invoices/${attachment.id}/pdf`,
    receipt_pdf: `/api/transactions/${attachment.id}/receipt.pdf`,
    booking_ics: `/api/bookings/${attachment.id}/calendar.ics`,
    series_ics: `/api/booking-series/${attachment.id}/calendar.ics`,
  })[attachment.kind];

/** The address to send to: the one given, else the contact's; a field error when neither is a valid address. */
export async function recipient(tenant: Tenant, given: string | undefined, contactId: string | null, fallback = ''): Promise<Result<string>> {
  let to = given?.trim() ?? '';
  if (!to && contactId) to = (await contactForInvoice(tenant, contactId))?.email.trim() ?? '';
  if (!to) to = fallback.trim();
  if (!to) return invalid({ to: fieldError('required', 'The contact has no email address: enter one') });
  if (!isEmailAddress(to)) return invalid({ to: fieldError('invalid_email', 'Enter a valid email address') });
  return ok(to);
}

/** POST /api/transactions/{id}/receipt/email, in the call's unit of work: the receipt with its PDF. */
export async function emailReceipt(
  tenant: Tenant,
  userId: string,
  transactionId: string,
  input: ReceiptEmailInput,
  today: string,
): Promise<Result<MailQueued>> {
  const found = await issuedReceiptOf(tenant, transactionId, today);
  if (!found.ok) return found;
  const receipt = found.value;
  const to = await recipient(tenant, input.to, receipt.transaction.contactId, receipt.invoice?.contactEmail);
  if (!to.ok) return to;
  return ok({ mailId: await queueReceipt(tenant, receipt, to.value, userId) });
}

/** A receipt to `to`, its PDF attached: the one way a receipt is mailed. */
function queueReceipt(tenant: Tenant, receipt: IssuedReceipt, to: string, createdBy: string | null): Promise<string> {
  return queueMail(tenant, {
    ...receiptMessage(receipt),
    to,
    attachments: [{ kind: 'receipt_pdf', id: receipt.transaction.id, filename: receiptFilename(receipt.transaction.number) }],
    transactionId: receipt.transaction.id,
    invoiceId: receipt.invoice?.id ?? null,
    createdBy,
  });
}

/**
 * POST /api/invoices/{id}/send, in the call's transaction: a new payment link for the balance, and
 * the invoice (its PDF attached) with the link to `to` or the contact. Only an open invoice with a
 * balance (not_payable). `pay.origin` makes the link's address absolute (the app's own origin);
 * `pay.testMode`: cards go through the test processor, which the mail says (the link charges nothing).
 */
export async function sendInvoice(
  ctx: Pick<MoneyContext, 'tenant' | 'actor' | 'ip'>,
  invoiceId: string,
  input: InvoiceSendInput,
  pay: { origin: string; testMode: boolean },
  today: string,
): Promise<Result<InvoiceSent>> {
  const document = await invoiceDocument(ctx.tenant, invoiceId, today);
  if (!document.ok) return document;
  const { invoice, businessName } = document.value;
  const to = await recipient(ctx.tenant, input.to, invoice.contactId, invoice.contactEmail);
  if (!to.ok) return to;
  const link = await issuePaymentLink(ctx, invoiceId);
  if (!link.ok) return link;
  const payUrl = new URL(link.value.url, pay.origin).toString();
  const mailId = await queueMail(ctx.tenant, {
    ...invoiceMessage({ businessName, invoice, message: input.message?.trim() ?? '', payUrl, expiresAt: link.value.expiresAt, testMode: pay.testMode }),
    to: to.value,
    attachments: [{ kind: 'invoice_pdf', id: invoiceId, filename: invoiceFilename(invoice.number) }],
    invoiceId,
    createdBy: ctx.actor.id,
  });
  await markInvoiceSent(ctx.tenant, invoiceId);
  await recordMoneyEvent(
    ctx.tenant,
    ctx.actor,
    'invoice.sent',
    { ip: ctx.ip, invoiceId, amountMinor: invoice.balanceMinor },
    { to: to.value, mailId, paymentLinkId: link.value.id },
  );
  return ok({ mailId, paymentLink: { id: link.value.id, url: payUrl, expiresAt: link.value.expiresAt } });
}

/**
 * A link's purpose whose visitor is mailed the receipt once they have paid (issue 33 §5): the
 * receipt (its PDF attached) to the contact's email, queued in the unit of work that records the
 * payment, so it is sent if and only if the payment commits. A contact with no valid email gets
 * none (the visitor's page shows the receipt either way).
 */
export function mailingReceipt(purpose: LinkPurpose): LinkPurpose {
  return {
    view: purpose.view,
    pay(link, input, origin) {
      const work = purpose.pay(link, input, origin);
      return {
        ...work,
        async finish(ctx, plan, results) {
          const paid = await work.finish(ctx, plan, results);
          if (!paid.ok) return paid;
          const payment = await ctx.tenant.selectFrom('transactions').select('id').where('number', '=', paid.value.receiptNumber).executeTakeFirstOrThrow();
          const found = await issuedReceiptOf(ctx.tenant, payment.id, await ctx.tenant.today());
          if (!found.ok) return paid;
          const to = await recipient(ctx.tenant, undefined, found.value.transaction.contactId, found.value.invoice?.contactEmail);
          if (to.ok) await queueReceipt(ctx.tenant, found.value, to.value, null);
          return paid;
        },
      };
    },
  };
}
