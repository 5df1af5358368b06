import { sql } from 'kysely';
import { nextNumber } from '../../db/counters';
import type { Tenant } from '../../db/tenant';
import { answer, invalid, refusal, type Answer } from '../../http/idempotency';
import { majorUnits } from '../../http/money';
import { pageWindow } from '../../http/paging';
import { fieldError, type Checked, type FieldErrors } from '../../http/problem';
import { recordMoneyEvent } from '../audit/repo';
import { auditPage } from '../audit/service';
import { csvLine } from '../contacts/csv';
import type { MoneyContext } from '../payments/context';
import { invoiceTransactionRows } from '../payments/repo';
import { authorizeCards, checkTenders, declinedAnswer, loadTransactions, recordDecline, recordPayments, refundPayment, refusedAnswer, toTransaction, type TenderPlan } from '../payments/service';
import { checkRange, rangeInstants } from '../reports/service';
import { toPaymentLink } from '../links/service';
import type { InvoiceDetail, InvoicePaymentInput, InvoiceRefundInput } from './moneySchemas';
import {
  eachInvoice,
  findInvoiceRow,
  insertInvoice,
  issueInvoiceRow,
  listInvoices,
  lockInvoiceRow,
  paymentLinkRows,
  recordVisit,
  undoSale,
  voidInvoiceRow,
  type InvoiceRow,
  type InvoiceWindow,
} from './repo';
import type { InvoiceFilter, InvoiceInput, InvoiceListQuery, InvoicePage } from './schemas';
import { buildCart, loadInvoice, takeCartStock, toInvoice } from './service';

// An invoice's life after the cart: issued to be paid later, paid in parts, refunded, voided. Each
// operation that moves money runs in its Idempotency-Key's transaction (src/http/idempotency.ts)
// with the invoice locked, so two cashiers (or two tabs of a pay link) never pay one balance twice.

const NO_INVOICE = 'No such invoice';

function invoiceWindow(filter: InvoiceFilter, today: string): Checked<InvoiceWindow> {
  const range = checkRange(filter.from, filter.to);
  if (!range.ok) return range;
  return {
    ok: true,
    value: {
      status: filter.status,
      q: filter.q,
      contactId: filter.contactId,
      start: filter.from ? rangeInstants(filter.from, filter.from).start : undefined,
      end: filter.to ? rangeInstants(filter.to, filter.to).end : undefined,
      today,
    },
  };
}

export async function invoicePage(tenant: Tenant, query: InvoiceListQuery, today: string): Promise<Checked<InvoicePage>> {
  const window = invoiceWindow(query, today);
  if (!window.ok) return window;
  const paging = pageWindow(query);
  const [{ rows, total }, { currency }] = await Promise.all([listInvoices(tenant, window.value, paging), tenant.business()]);
  const items = rows.map((row) => {
    const { lines: _lines, ...summary } = toInvoice(row, [], today);
    return summary;
  });
  return { ok: true, value: { items, total, page: paging.page, pageSize: paging.pageSize, currency } };
}

const CSV_COLUMNS = ['number', 'status', 'issued_at', 'due_on', 'contact', 'email', 'currency', 'subtotal', 'discount', 'tax', 'tip', 'total', 'paid', 'refunded', 'balance', 'voided_at', 'void_reason'];

/** The CSV export of the invoices the filter selects, newest first, a line at a time (formulas defused by csvLine). */
export function invoiceCsv(tenant: Tenant, filter: InvoiceFilter, today: string): Checked<AsyncIterable<string>> {
  const window = invoiceWindow(filter, today);
  if (!window.ok) return window;
  return {
    ok: true,
    value: (async function* lines() {
      yield csvLine(CSV_COLUMNS);
      for await (const row of eachInvoice(tenant, window.value)) {
        const invoice = toInvoice(row, [], today);
        const money = (minor: number) => majorUnits(minor, invoice.currency);
        yield csvLine([
          invoice.number,
          invoice.status,
          invoice.issuedAt ?? '',
          invoice.dueOn ?? '',
          invoice.contactName,
          invoice.contactEmail,
          invoice.currency,
          money(invoice.subtotalMinor),
          money(invoice.discountMinor),
          money(invoice.taxMinor),
          money(invoice.tipMinor),
          money(invoice.totalMinor),
          money(invoice.paidMinor),
          money(invoice.refundedMinor),
          money(invoice.balanceMinor),
          invoice.voidedAt ?? '',
          invoice.voidReason,
        ]);
      }
    })(),
  };
}

/** An invoice with its payments, its links and its money events (oldest first). */
export async function invoiceDetail(tenant: Tenant, invoiceId: string, today: string): Promise<InvoiceDetail | undefined> {
  const row = await findInvoiceRow(tenant, invoiceId);
  if (!row) return undefined;
  const [invoice, transactions, links, history] = await Promise.all([
    loadInvoice(tenant, row, today),
    invoiceTransactionRows(tenant, invoiceId),
    paymentLinkRows(tenant, invoiceId),
    auditPage(tenant, { invoiceId, pageSize: 100 }),
  ]);
  return { invoice, transactions: transactions.map(toTransaction), links: links.map(toPaymentLink), history: history.items.reverse() };
}

/**
 * Bills a cart to be paid later: an open invoice (or a draft), its number the next of the
 * business's, its counted products taken, a visit of its contact. Nothing is paid.
 */
export async function createInvoice(ctx: MoneyContext, input: InvoiceInput, today: string): Promise<Answer> {
  const built = await buildCart(ctx.tenant, input, ctx.actor.id);
  if (!built.ok) return invalid(built.errors);
  const cart = built.value;
  const errors: FieldErrors = {};
  if (input.dueOn && input.dueOn < today) errors.dueOn = fieldError('invalid_date', 'The due day cannot be in the past');
  if (cart.totals.totalMinor === 0) errors.lines = fieldError('too_small', 'An invoice asks for more than nothing', { limit: 1 });
  if (Object.keys(errors).length) return invalid(errors);
  const short = await takeCartStock(ctx.tenant, cart);
  if (short) return invalid(short);
  const draft = input.status === 'draft';
  const contactId = cart.contact?.id ?? null;
  const invoiceId = await insertInvoice(
    ctx.tenant,
    {
      number: await nextNumber(ctx.trx, ctx.businessId, 'invoice'),
      status: draft ? 'draft' : 'open',
      currency: ctx.currency,
      contact_id: contactId,
      contact_name: cart.contact?.name ?? '',
      contact_email: cart.contact?.email ?? '',
      booking_id: cart.bookingId,
      register_id: input.registerId ?? null,
      created_by: ctx.actor.id,
      subtotal_minor: cart.totals.subtotalMinor,
      discount_minor: cart.totals.discountMinor,
      tax_minor: cart.totals.taxMinor,
      tip_minor: cart.totals.tipMinor,
      total_minor: cart.totals.totalMinor,
      order_discount_kind: input.orderDiscount?.kind ?? null,
      order_discount_value: input.orderDiscount?.value ?? null,
      note: input.note?.trim() ?? '',
      due_on: input.dueOn ?? null,
      issued_at: draft ? null : new Date(),
    },
    cart.lines,
  );
  // a booking's bill is not a visit of its own: the booking's completion is (bookings/service.ts)
  if (contactId && !cart.bookingId) await recordVisit(ctx.tenant, contactId, invoiceId);
  await recordMoneyEvent(ctx.tenant, ctx.actor, 'invoice.created', { ip: ctx.ip, registerId: input.registerId ?? null, invoiceId, amountMinor: cart.totals.totalMinor }, { status: draft ? 'draft' : 'open', lines: cart.lines.length });
  const row = await findInvoiceRow(ctx.tenant, invoiceId);
  return answer(201, await loadInvoice(ctx.tenant, row!, today));
}

/** Issues a draft: it is open from now, to be paid. */
export async function issueInvoice(ctx: MoneyContext, invoiceId: string, today: string): Promise<Answer> {
  const row = await lockInvoiceRow(ctx.tenant, invoiceId);
  if (!row) return refusal(404, 'not_found', NO_INVOICE);
  if (row.status !== 'draft') return refusal(409, 'conflict', 'Only a draft is issued');
  await issueInvoiceRow(ctx.tenant, invoiceId);
  await recordMoneyEvent(ctx.tenant, ctx.actor, 'invoice.created', { ip: ctx.ip, invoiceId, amountMinor: row.total_minor }, { status: 'open', issued: true });
  return answer(200, await loadInvoice(ctx.tenant, (await findInvoiceRow(ctx.tenant, invoiceId))!, today));
}

/** The money an invoice still holds: what was paid less what was given back. */
const heldMinor = (row: InvoiceRow) => row.paid_minor - row.refunded_minor;

/**
 * Voids an invoice that holds no money (refund its payments first): its stock comes back, it is no
 * longer a visit, its links stop working.
 */
export async function voidInvoice(ctx: MoneyContext, invoiceId: string, reason: string, today: string): Promise<Answer> {
  const row = await lockInvoiceRow(ctx.tenant, invoiceId);
  if (!row) return refusal(404, 'not_found', NO_INVOICE);
  if (row.status === 'void') return refusal(409, 'not_payable', 'This invoice is already void');
  if (heldMinor(row) > 0) return refusal(409, 'conflict', 'This invoice holds payments: refund them before voiding it');
  const why = reason.trim();
  if (!why) return invalid({ reason: fieldError('required', 'Say why the invoice is voided') });
  await voidInvoiceRow(ctx.tenant, invoiceId, why);
  await undoSale(ctx.tenant, invoiceId);
  await recordMoneyEvent(ctx.tenant, ctx.actor, 'invoice.voided', { ip: ctx.ip, invoiceId, amountMinor: row.total_minor }, { reason: why });
  return answer(200, await loadInvoice(ctx.tenant, (await findInvoiceRow(ctx.tenant, invoiceId))!, today));
}

/** An invoice that may take a payment: open (or overdue) with a balance. */
export function payableRefusal(row: InvoiceRow | undefined): Answer | null {
  if (!row) return refusal(404, 'not_found', NO_INVOICE);
  if (row.status !== 'open' || row.paid_minor >= row.total_minor) {
    const why = row.status === 'void' ? 'This invoice is void' : row.status === 'draft' ? 'This invoice is a draft: issue it first' : 'This invoice is paid';
    return refusal(409, 'not_payable', why);
  }
  return null;
}

/**
 * Records a payment of part or all of an open invoice's balance, by any tenders and the contact's
 * held deposits; the invoice is paid once its balance is nothing.
 */
export async function payInvoice(ctx: MoneyContext, invoiceId: string, input: InvoicePaymentInput, today: string): Promise<Answer> {
  const row = await lockInvoiceRow(ctx.tenant, invoiceId);
  const refused = payableRefusal(row);
  if (refused || !row) return refused!;
  const plan: TenderPlan = {
    tenders: input.tenders,
    depositsMinor: input.applyDepositsMinor ?? 0,
    contactId: row.contact_id,
    dueMinor: row.total_minor - row.paid_minor,
    exact: false,
  };
  const checked = await checkTenders(ctx, plan, input.registerId ?? null, new Date());
  if (checked.kind !== 'done') return refusedAnswer(checked);
  const till = checked.value;
  const cards = await authorizeCards(ctx, input.tenders);
  if ('declined' in cards) {
    await recordDecline(ctx, till, row.contact_id, input.tenders[cards.index]!.amountMinor, cards.declined);
    return declinedAnswer(cards.declined.code, `tenders.${cards.index}`, cards.declined.challenge);
  }
  const { ids, changeMinor } = await recordPayments(ctx, till, { id: invoiceId, contactId: row.contact_id }, plan, cards.approved);
  const after = await findInvoiceRow(ctx.tenant, invoiceId);
  return answer(201, { invoice: await loadInvoice(ctx.tenant, after!, today), transactions: await loadTransactions(ctx, ids), changeMinor });
}

/**
 * Gives back part or all of an invoice's payments, each by its own tender (a card through the
 * provider, cash from an open drawer, a check recorded), in one transaction: all or nothing.
 */
export async function refundInvoice(ctx: MoneyContext, invoiceId: string, input: InvoiceRefundInput, today: string): Promise<Answer> {
  const row = await lockInvoiceRow(ctx.tenant, invoiceId);
  if (!row) return refusal(404, 'not_found', NO_INVOICE);
  const tenderOf = new Map((await invoiceTransactionRows(ctx.tenant, invoiceId)).filter((t) => t.kind === 'payment' && t.status === 'succeeded').map((t) => [t.id, t.tender]));
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  input.refunds.forEach((refund, i) => {
    if (!tenderOf.has(refund.transactionId)) errors[`refunds.${i}.transactionId`] = fieldError('not_found', 'No such payment of this invoice');
    else if (seen.has(refund.transactionId)) errors[`refunds.${i}.transactionId`] = fieldError('duplicate_key', 'This payment is named twice');
    seen.add(refund.transactionId);
  });
  const reason = input.reason.trim();
  if (!reason) errors.reason = fieldError('required', 'Say why the money is given back');
  if (Object.keys(errors).length) return invalid(errors);

  // cards last: once the processor has given money back it cannot be taken back by a rollback, so
  // every refund that can still be refused (a closed drawer, too little cash) goes first
  const order = input.refunds.map((refund, i) => ({ refund, i })).sort((a, b) => Number(tenderOf.get(a.refund.transactionId) === 'card') - Number(tenderOf.get(b.refund.transactionId) === 'card'));
  const ids: string[] = [];
  for (const { refund, i } of order) {
    const done = await refundPayment(ctx, refund.transactionId, refund.amountMinor, { registerId: input.registerId ?? null, kind: 'refund', reason });
    if (done.kind === 'invalid') {
      // the primitive names its own fields: place them under this refund
      return invalid(Object.fromEntries(Object.entries(done.errors).map(([field, error]) => [field === 'registerId' ? field : `refunds.${i}.${field}`, error])));
    }
    if (done.kind !== 'done') return refusedAnswer(done);
    ids.push(done.value);
  }
  const total = input.refunds.reduce((sum, refund) => sum + refund.amountMinor, 0);
  await ctx.tenant
    .updateTable('invoices')
    .set({ refunded_minor: sql`refunded_minor + ${total}`, updated_at: sql`now()` })
    .where('id', '=', invoiceId)
    .execute();
  const after = await findInvoiceRow(ctx.tenant, invoiceId);
  return answer(201, { invoice: await loadInvoice(ctx.tenant, after!, today), transactions: await loadTransactions(ctx, ids), changeMinor: 0 });
}
