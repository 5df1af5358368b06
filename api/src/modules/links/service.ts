import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { PaymentLinksTable } from '../../db/schema';
import { scopedTo } from '../../db/tenant';
import { answer, refusal, type Answer } from '../../http/idempotency';
import { isoDateTime } from '../../http/problem';
import { DAY_MS } from '../../lib/days';
import type { Selectable } from 'kysely';
import { recordMoneyEvent } from '../audit/repo';
import type { PaymentLink } from '../invoices/schemas';
import { findInvoiceRow, invoiceLineRows, lockInvoiceRow, type InvoiceRow } from '../invoices/repo';
import { reservedOf } from '../payments/calls';
import type { MoneyContext } from '../payments/context';
import {
  cardOutcome,
  cardSteps,
  checkTenders,
  declinedAnswer,
  oneTenderErrors,
  paymentPending,
  recordDecline,
  recordPayments,
  refusedAnswer,
  releaseCards,
  type Outcome,
  type TenderPlan,
  type Till,
} from '../payments/service';
import type { MoneyWork } from '../payments/work';
import type { PayLinkInput, PayLinkReceipt, PayLinkView } from './schemas';

// Payment links: a public address to pay by card an open invoice's balance, or the deposit that
// books a visitor's held time (bookings/deposit.ts). The id is the secret (128 random bits); the
// page learns the business's name, what is paid and the amount.

/** how long a link may be paid */
export const LINK_LIFETIME_DAYS = 30;

export type LinkRow = Selectable<PaymentLinksTable>;

/** A new link's secret id. */
export const newLinkId = () => randomBytes(16).toString('base64url');

export const toPaymentLink = (row: LinkRow): PaymentLink => ({
  id: row.id,
  url: `/pay/${row.id}`,
  expiresAt: isoDateTime(row.expires_at),
  paidAt: row.paid_at === null ? null : isoDateTime(row.paid_at),
  createdAt: isoDateTime(row.created_at),
});

/** Why an invoice's link cannot be paid, as the visitor is told; null when it can. */
function linkRefusal(link: LinkRow, invoice: InvoiceRow | undefined, now: Date): Answer | null {
  if (!invoice || invoice.status === 'void') return refusal(410, 'link_void', 'This payment link was cancelled');
  if (invoice.paid_minor >= invoice.total_minor || link.paid_at !== null) return refusal(409, 'link_paid', 'This invoice is already paid');
  if (new Date(link.expires_at).getTime() <= now.getTime()) return refusal(410, 'link_expired', 'This payment link has expired');
  return null;
}

/**
 * A new link to pay an open invoice's balance, valid for LINK_LIFETIME_DAYS (earlier links stay
 * valid). Refused for an invoice that is not open with a balance.
 */
export async function issuePaymentLink(ctx: Pick<MoneyContext, 'tenant' | 'actor' | 'ip'>, invoiceId: string): Promise<Outcome<PaymentLink>> {
  const invoice = await lockInvoiceRow(ctx.tenant, invoiceId);
  if (!invoice) return { kind: 'refused', status: 404, code: 'not_found', detail: 'No such invoice' };
  if (invoice.status !== 'open' || invoice.paid_minor >= invoice.total_minor) {
    return { kind: 'refused', status: 409, code: 'not_payable', detail: 'Only an open invoice with a balance gets a payment link' };
  }
  const row = await ctx.tenant
    .insertInto('payment_links', [{ id: newLinkId(), invoice_id: invoiceId, expires_at: new Date(Date.now() + LINK_LIFETIME_DAYS * DAY_MS), created_by: ctx.actor.id }])
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordMoneyEvent(ctx.tenant, ctx.actor, 'link.created', { ip: ctx.ip, invoiceId, amountMinor: invoice.total_minor - invoice.paid_minor }, { expiresAt: isoDateTime(row.expires_at) });
  return { kind: 'done', value: toPaymentLink(row) };
}

/** The link and its business, found by its id alone (the visitor has no session). */
export async function findLink(db: Db, linkId: string) {
  return db.selectFrom('payment_links').selectAll().where('id', '=', linkId).executeTakeFirst();
}

/** What the pay page shows of an invoice's link: the business's name, what is paid, the amount; or why it cannot be paid. */
export async function invoiceLinkView(db: Db, link: LinkRow, now: Date): Promise<Answer> {
  const tenant = scopedTo(db, link.business_id);
  const invoice = await findInvoiceRow(tenant, link.invoice_id!);
  const refused = linkRefusal(link, invoice, now);
  if (refused || !invoice) return refused!;
  const [{ name }, lines] = await Promise.all([tenant.business(), invoiceLineRows(tenant, [invoice.id])]);
  const view: PayLinkView = {
    businessName: name,
    purpose: 'invoice',
    invoiceNumber: invoice.number,
    booking: null,
    returnUrl: null,
    currency: invoice.currency,
    amountMinor: invoice.total_minor - invoice.paid_minor,
    totalMinor: invoice.total_minor,
    lines: lines.map((line) => ({ name: line.variant ? `${line.name} (${line.variant})` : line.name, quantity: line.quantity, totalMinor: line.total_minor })),
    expiresAt: isoDateTime(link.expires_at),
  };
  return answer(200, view);
}

/** An invoice link's payment as it stands, the invoice locked: the refusal, or the balance and its one card tender. */
async function checkLinkPayment(ctx: MoneyContext, link: LinkRow, input: PayLinkInput): Promise<{ ok: false; answer: Answer } | { ok: true; invoice: InvoiceRow; plan: TenderPlan; till: Till }> {
  const invoice = await lockInvoiceRow(ctx.tenant, link.invoice_id!);
  const current = await ctx.tenant.selectFrom('payment_links').selectAll().where('id', '=', link.id).executeTakeFirst();
  const refused = linkRefusal(current ?? link, invoice, new Date());
  if (refused || !invoice) return { ok: false, answer: refused! };
  // another tab's (or the desk's) card holds the balance while its processor answers
  if ((await reservedOf(ctx, { invoiceId: invoice.id })) > 0) return { ok: false, answer: paymentPending() };
  const amountMinor = invoice.total_minor - invoice.paid_minor;
  const plan: TenderPlan = { tenders: [{ tender: 'card', amountMinor, card: input.card }], depositsMinor: 0, contactId: invoice.contact_id, dueMinor: amountMinor, exact: true };
  const checked = await checkTenders(ctx, plan, null, new Date());
  // the visitor's form has one card: its fields, not the desk's tender list
  if (checked.kind === 'invalid') return { ok: false, answer: refusedAnswer({ kind: 'invalid', errors: oneTenderErrors(checked.errors, 'card') }) };
  if (checked.kind !== 'done') return { ok: false, answer: refusedAnswer(checked) };
  return { ok: true, invoice, plan, till: checked.value };
}

/**
 * A visitor pays an invoice link's whole balance by card. The invoice is locked in each of the
 * attempt's transactions and the card in flight holds the balance, so a second tab is refused
 * (409 payment_pending, or link_paid once the first has paid) without touching its card.
 */
export function payInvoiceLinkWork(link: LinkRow, input: PayLinkInput): MoneyWork<null> {
  return {
    name: 'link.pay',
    async prepare(ctx) {
      const checked = await checkLinkPayment(ctx, link, input);
      if (!checked.ok) return checked.answer;
      return { plan: null, steps: cardSteps(checked.plan.tenders, { invoiceId: checked.invoice.id, linkId: link.id }, input.authentication) };
    },
    async finish(ctx, _plan, results) {
      const checked = await checkLinkPayment(ctx, link, input);
      if (!checked.ok) {
        releaseCards(ctx, results);
        return checked.answer;
      }
      const { invoice, plan, till } = checked;
      const cards = cardOutcome(ctx, plan.tenders, results);
      if ('declined' in cards) {
        await recordDecline(ctx, till, invoice.contact_id, plan.dueMinor, cards.declined);
        return declinedAnswer(cards.declined.code, 'card', cards.declined.challenge);
      }
      const { ids } = await recordPayments(ctx, till, { id: invoice.id, contactId: invoice.contact_id }, plan, cards.approved);
      const receipt = await linkPaid(ctx, link, ids, { purpose: 'invoice', invoiceId: invoice.id, invoiceNumber: invoice.number, returnUrl: null, amountMinor: plan.dueMinor });
      return answer(201, receipt);
    },
  };
}

/**
 * A link paid, the one way (an invoice's, a deposit's): its payments named as paid by it, the link
 * marked paid, the audit event; the visitor's receipt (the first payment's number and card).
 */
export async function linkPaid(
  ctx: MoneyContext,
  link: LinkRow,
  transactionIds: string[],
  paid: Pick<PayLinkReceipt, 'purpose' | 'invoiceNumber' | 'returnUrl' | 'amountMinor'> & { invoiceId: string | null; bookingId?: string },
): Promise<PayLinkReceipt> {
  const paidAt = new Date();
  await ctx.tenant.updateTable('transactions').set({ payment_link_id: link.id }).where('id', 'in', transactionIds).execute();
  await ctx.tenant.updateTable('payment_links').set({ paid_at: paidAt }).where('id', '=', link.id).execute();
  const detail = paid.bookingId ? { linkId: link.id, bookingId: paid.bookingId } : { linkId: link.id };
  await recordMoneyEvent(ctx.tenant, ctx.actor, 'link.paid', { ip: ctx.ip, invoiceId: paid.invoiceId, transactionId: transactionIds[0] ?? null, amountMinor: paid.amountMinor }, detail);
  const payment = await ctx.tenant.selectFrom('transactions').select(['number', 'card_brand', 'card_last4']).where('id', '=', transactionIds[0]!).executeTakeFirstOrThrow();
  return {
    receiptNumber: payment.number,
    purpose: paid.purpose,
    invoiceNumber: paid.invoiceNumber,
    returnUrl: paid.returnUrl,
    currency: ctx.currency,
    amountMinor: paid.amountMinor,
    cardBrand: payment.card_brand ?? 'card',
    cardLast4: payment.card_last4 ?? '',
    paidAt: paidAt.toISOString(),
  };
}
