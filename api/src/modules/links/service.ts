import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { PaymentLinksTable } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { isoDateTime } from '../../http/problem';
import { invalid, ok, refuse, type Refusal, type Result } from '../../http/result';
import { DAY_MS } from '../../lib/days';
import type { Selectable } from 'kysely';
import { recordMoneyEvent } from '../audit/repo';
import type { PaymentLink } from '../invoices/schemas';
import { toPaymentLink } from '../invoices/service';
import { findInvoiceRow, invoiceLineRows, lockInvoiceRow, type InvoiceRow } from '../invoices/repo';
import { reservedOf } from '../money/calls';
import type { MoneyContext } from '../money/context';
import {
  cardOutcome,
  cardSteps,
  checkTenders,
  declined,
  oneTenderErrors,
  paymentPending,
  recordDecline,
  recordPayments,
  releaseCards,
  type TenderPlan,
  type Till,
} from '../money/tenders';
import type { MoneyWork } from '../money/work';
import type { PayLinkInput, PayLinkReceipt, PayLinkView } from './schemas';

/** A link id that names no link. */
export const noSuchLink = () => refuse('not_found', 'No such payment link');

// Payment links: a public address to pay by card an open invoice's balance, or the deposit that
// books a visitor's held time (bookings/deposit.ts). The id is the secret (128 random bits); the
// page learns the business's name, what is paid and the amount.

/** how long a link may be paid */
export const LINK_LIFETIME_DAYS = 30;

export type LinkRow = Selectable<PaymentLinksTable>;

/** A new link's secret id. */
export const newLinkId = () => randomBytes(16).toString('base64url');

/** Why an invoice's link cannot be paid, as the visitor is told; null when it can. */
function linkRefusal(link: LinkRow, invoice: InvoiceRow | undefined, now: Date): Refusal | null {
  if (!invoice || invoice.status === 'void') return refuse('link_void', 'This payment link was cancelled');
  if (invoice.paid_minor >= invoice.total_minor || link.paid_at !== null) return refuse('link_paid', 'This invoice is already paid');
  if (new Date(link.expires_at).getTime() <= now.getTime()) return refuse('link_expired', 'This payment link has expired');
  return null;
}

/**
 * The amount the visitor's page showed, when it is no longer what the link asks (the desk took part
 * of the balance meanwhile): nothing is charged, and the page reads the link again to show the new
 * amount for the visitor to pay (issue 33 §5). A client that sends no amount pays what is due.
 */
export function amountChanged(input: PayLinkInput, dueMinor: number): Refusal | null {
  if (input.amountMinor === undefined || input.amountMinor === dueMinor) return null;
  return refuse('amount_changed', 'The amount due has changed since the page was read: nothing was charged');
}

/**
 * A new link to pay an open invoice's balance, valid for LINK_LIFETIME_DAYS (earlier links stay
 * valid). Refused for an invoice that is not open with a balance.
 */
export async function issuePaymentLink(ctx: Pick<MoneyContext, 'tenant' | 'actor' | 'ip'>, invoiceId: string): Promise<Result<PaymentLink>> {
  const invoice = await lockInvoiceRow(ctx.tenant, invoiceId);
  if (!invoice) return refuse('not_found', 'No such invoice');
  if (invoice.status !== 'open' || invoice.paid_minor >= invoice.total_minor) {
    return refuse('not_payable', 'Only an open invoice with a balance gets a payment link');
  }
  const row = await ctx.tenant
    .insertInto('payment_links', [
      { id: newLinkId(), invoice_id: invoiceId, expires_at: new Date(Date.now() + LINK_LIFETIME_DAYS * DAY_MS), created_by: ctx.actor.id },
    ])
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordMoneyEvent(
    ctx.tenant,
    ctx.actor,
    'link.created',
    { ip: ctx.ip, invoiceId, amountMinor: invoice.total_minor - invoice.paid_minor },
    { expiresAt: isoDateTime(row.expires_at) },
  );
  return ok(toPaymentLink(row));
}

/**
 * What a link pays, by its purpose: what the pay page shows of it and the work that pays it. An
 * invoice's is below; a booking's deposit is the bookings module's (bookings/deposit.ts), which
 * builds on this one: the server gives both to the pay routes (links/routes.ts).
 */
export type LinkPurpose = {
  view(tenant: Tenant, link: LinkRow, now: Date): Promise<Result<PayLinkView>>;
  pay(link: LinkRow, input: PayLinkInput, publicOrigin: string): MoneyWork<null, PayLinkReceipt>;
};

/** The link and its business, found by its id alone (the visitor has no session): what binds the pay page's unit of work. */
export async function findLink(db: Db, linkId: string) {
  return db.selectFrom('payment_links').selectAll().where('id', '=', linkId).executeTakeFirst();
}

/** What the pay page shows of an invoice's link: the business's name, what is paid, the amount; or why it cannot be paid. */
export async function invoiceLinkView(tenant: Tenant, link: LinkRow, now: Date): Promise<Result<PayLinkView>> {
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
  return ok(view);
}

/** An invoice link's payment as it stands, the invoice locked: the refusal, or the balance and its one card tender. */
async function checkLinkPayment(ctx: MoneyContext, link: LinkRow, input: PayLinkInput): Promise<Result<{ invoice: InvoiceRow; plan: TenderPlan; till: Till }>> {
  const invoice = await lockInvoiceRow(ctx.tenant, link.invoice_id!);
  const current = await ctx.tenant.selectFrom('payment_links').selectAll().where('id', '=', link.id).executeTakeFirst();
  const refused = linkRefusal(current ?? link, invoice, new Date());
  if (refused || !invoice) return refused!;
  // another tab's (or the desk's) card holds the balance while its processor answers
  if ((await reservedOf(ctx, { invoiceId: invoice.id })) > 0) return paymentPending();
  const amountMinor = invoice.total_minor - invoice.paid_minor;
  const changed = amountChanged(input, amountMinor);
  if (changed) return changed;
  const plan: TenderPlan = {
    tenders: [{ tender: 'card', amountMinor, card: input.card }],
    depositsMinor: 0,
    contactId: invoice.contact_id,
    dueMinor: amountMinor,
    exact: true,
  };
  const checked = await checkTenders(ctx, plan, null, new Date());
  // the visitor's form has one card: its fields, not the desk's tender list
  if (!checked.ok) return checked.errors ? invalid(oneTenderErrors(checked.errors, 'card')) : checked;
  return ok({ invoice, plan, till: checked.value });
}

/**
 * A visitor pays an invoice link's whole balance by card. The invoice is locked in each of the
 * attempt's transactions and the card in flight holds the balance, so a second tab is refused
 * (payment_pending, or link_paid once the first has paid) without touching its card.
 */
export function payInvoiceLinkWork(link: LinkRow, input: PayLinkInput): MoneyWork<null, PayLinkReceipt> {
  return {
    name: 'link.pay',
    async prepare(ctx) {
      const checked = await checkLinkPayment(ctx, link, input);
      if (!checked.ok) return checked;
      return { plan: null, steps: cardSteps(checked.value.plan.tenders, { invoiceId: checked.value.invoice.id, linkId: link.id }, input.authentication) };
    },
    async finish(ctx, _plan, results) {
      const checked = await checkLinkPayment(ctx, link, input);
      if (!checked.ok) {
        releaseCards(ctx, results);
        return checked;
      }
      const { invoice, plan, till } = checked.value;
      const cards = cardOutcome(ctx, plan.tenders, results);
      if ('declined' in cards) {
        await recordDecline(ctx, till, invoice.contact_id, plan.dueMinor, cards.declined);
        return declined(cards.declined.code, 'card', cards.declined.challenge);
      }
      const { ids } = await recordPayments(ctx, till, { id: invoice.id, contactId: invoice.contact_id }, plan, cards.approved);
      return ok(
        await linkPaid(ctx, link, ids, {
          purpose: 'invoice',
          invoiceId: invoice.id,
          invoiceNumber: invoice.number,
          returnUrl: null,
          amountMinor: plan.dueMinor,
        }),
      );
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
  await recordMoneyEvent(
    ctx.tenant,
    ctx.actor,
    'link.paid',
    { ip: ctx.ip, invoiceId: paid.invoiceId, transactionId: transactionIds[0] ?? null, amountMinor: paid.amountMinor },
    detail,
  );
  const payment = await ctx.tenant
    .selectFrom('transactions')
    .select(['number', 'card_brand', 'card_last4'])
    .where('id', '=', transactionIds[0]!)
    .executeTakeFirstOrThrow();
  if (payment.number === null) throw new Error('payWithLink: a succeeded payment without its receipt number');
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

/** An invoice's link: its balance, paid by card. */
export const invoiceLinks: LinkPurpose = { view: invoiceLinkView, pay: (link, input) => payInvoiceLinkWork(link, input) };
