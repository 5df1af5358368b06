import { majorUnits } from '@frontdesk/money';
import type { Tenant } from '../../db/tenant';
import { dayWindow } from '../../http/dayRange';
import { pageWindow } from '../../http/paging';
import { fieldError, type FieldErrors } from '../../http/problem';
import { invalid, ok, refuse, type Refusal, type Result } from '../../http/result';
import { csvLine } from '../../lib/csv';
import { recordMoneyEvent } from '../audit/repo';
import { auditPage } from '../audit/service';
import type { MoneyContext } from '../money/context';
import { invoiceTransactionRows } from '../money/ledger';
import { reservedOf, type RefundStep, type StepResult } from '../money/calls';
import {
  cardOutcome,
  cardSteps,
  checkRefund,
  checkTenders,
  declined,
  loadTransactions,
  paymentPending,
  recordDecline,
  recordPayments,
  recordRefund,
  releaseCards,
  toTransaction,
  type TenderPlan,
  type Till,
} from '../money/tenders';
import type { MoneyWork, Prepared } from '../money/work';
import type { InvoiceDetail, InvoicePaymentInput, InvoiceRefundInput, Sale } from './moneySchemas';
import {
  eachInvoice,
  findInvoiceRow,
  issueInvoiceRow,
  listInvoices,
  lockInvoiceRow,
  updateInvoiceTerms,
  paymentLinkRows,
  undoSale,
  voidInvoiceRow,
  type InvoiceRow,
  type InvoiceWindow,
} from './repo';
import type { Invoice, InvoiceFilter, InvoiceInput, InvoiceListQuery, InvoicePage, InvoiceTermsInput } from './schemas';
import { buildCart, loadInvoice, takeCartStock, toInvoice, toPaymentLink, writeInvoice } from './service';

// An invoice's life after the cart: issued to be paid later, paid in parts, refunded, voided. Each
// operation that moves money runs under its Idempotency-Key (modules/money/work.ts) with the
// invoice locked in each of its transactions, and the cards in flight hold what they pay of its
// balance, so two cashiers (or two tabs of a pay link) never pay one balance twice.

const NO_INVOICE = 'No such invoice';

/** The list's filter as the repo reads it: its days, and `today` (what is overdue), on the business's clock (`zone`). */
function invoiceWindow(filter: InvoiceFilter, today: string, zone: string): Result<InvoiceWindow> {
  const days = dayWindow(filter.from, filter.to, zone);
  if (!days.ok) return days;
  return ok({ status: filter.status, q: filter.q, contactId: filter.contactId, ...days.value, today });
}

export async function invoicePage(tenant: Tenant, query: InvoiceListQuery, today: string): Promise<Result<InvoicePage>> {
  const window = invoiceWindow(query, today, await tenant.timeZone());
  if (!window.ok) return window;
  const paging = pageWindow(query);
  const [{ rows, total }, { currency }] = await Promise.all([listInvoices(tenant, window.value, paging), tenant.business()]);
  const items = rows.map((row) => {
    const { lines: _lines, ...summary } = toInvoice(row, [], today);
    return summary;
  });
  return ok({ items, total, page: paging.page, pageSize: paging.pageSize, currency });
}

const CSV_COLUMNS = [
  'number',
  'status',
  'issued_at',
  'due_on',
  'contact',
  'email',
  'currency',
  'subtotal',
  'discount',
  'tax',
  'tip',
  'total',
  'paid',
  'refunded',
  'balance',
  'voided_at',
  'void_reason',
];

/** The CSV export of the invoices the filter selects, newest first, a line at a time (formulas defused by csvLine). */
export function invoiceCsv(tenant: Tenant, filter: InvoiceFilter, today: string, zone: string): Result<AsyncIterable<string>> {
  const window = invoiceWindow(filter, today, zone);
  if (!window.ok) return window;
  return ok(
    (async function* lines() {
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
  );
}

/** An invoice with its payments, its links and its money events (oldest first). */
export async function invoiceDetail(tenant: Tenant, invoiceId: string, today: string): Promise<Result<InvoiceDetail>> {
  const row = await findInvoiceRow(tenant, invoiceId);
  if (!row) return refuse('not_found', NO_INVOICE);
  const [invoice, transactions, links, history] = await Promise.all([
    loadInvoice(tenant, row, today),
    invoiceTransactionRows(tenant, invoiceId),
    paymentLinkRows(tenant, invoiceId),
    auditPage(tenant, { invoiceId, pageSize: 100 }),
  ]);
  return ok({ invoice, transactions: transactions.map(toTransaction), links: links.map(toPaymentLink), history: history.items.reverse() });
}

/**
 * Bills a cart to be paid later: an open invoice (or a draft), its number the next of the
 * business's, its counted products taken, a visit of its contact. Nothing is paid.
 */
export async function createInvoice(ctx: MoneyContext, input: InvoiceInput, today: string): Promise<Result<Invoice>> {
  const built = await buildCart(ctx.tenant, input, ctx.actor.id);
  if (!built.ok) return built;
  const cart = built.value;
  const errors: FieldErrors = {};
  if (input.dueOn && input.dueOn < today) errors.dueOn = fieldError('invalid_date', 'The due day cannot be in the past');
  if (cart.totals.totalMinor === 0) errors.lines = fieldError('too_small', 'An invoice asks for more than nothing', { limit: 1 });
  if (Object.keys(errors).length) return invalid(errors);
  const taken = await takeCartStock(ctx.tenant, cart);
  if (!taken.ok) return taken;
  const draft = input.status === 'draft';
  const invoiceId = await writeInvoice(ctx, cart, input, {
    status: draft ? 'draft' : 'open',
    registerId: input.registerId ?? null,
    dueOn: input.dueOn ?? null,
  });
  await recordMoneyEvent(
    ctx.tenant,
    ctx.actor,
    'invoice.created',
    { ip: ctx.ip, registerId: input.registerId ?? null, invoiceId, amountMinor: cart.totals.totalMinor },
    { status: draft ? 'draft' : 'open', lines: cart.lines.length },
  );
  const row = await findInvoiceRow(ctx.tenant, invoiceId);
  return ok(await loadInvoice(ctx.tenant, row!, today));
}

/** Why an invoice's due day, terms and note no longer change, or null while they may (docs/decisions/0044). */
export function termsFixedRefusal(row: Pick<InvoiceRow, 'status' | 'paid_minor' | 'sent_at'>): Refusal | null {
  if (row.status === 'void') return refuse('conflict', 'This invoice is void');
  if (row.paid_minor > 0) return refuse('conflict', 'This invoice has taken a payment: its due date, terms and note stay as they were');
  if (row.sent_at !== null) return refuse('conflict', 'This invoice was sent: its due date, terms and note stay as the customer has them');
  return null;
}

/**
 * Changes a draft's or an unsent open invoice's due day, terms and note (those given), recorded in
 * its history with what changed. Once it is sent, paid or void they stay as they are (409).
 */
export async function editInvoice(ctx: MoneyContext, invoiceId: string, input: InvoiceTermsInput, today: string): Promise<Result<Invoice>> {
  const row = await lockInvoiceRow(ctx.tenant, invoiceId);
  if (!row) return refuse('not_found', NO_INVOICE);
  const fixed = termsFixedRefusal(row);
  if (fixed) return fixed;
  const change: { due_on?: string | null; terms?: string; note?: string } = {};
  if (input.dueOn !== undefined && input.dueOn !== row.due_on) {
    if (input.dueOn !== null && input.dueOn < today) return invalid({ dueOn: fieldError('invalid_date', 'The due day cannot be in the past') });
    change.due_on = input.dueOn;
  }
  if (input.terms !== undefined && input.terms.trim() !== row.terms) change.terms = input.terms.trim();
  if (input.note !== undefined && input.note.trim() !== row.note) change.note = input.note.trim();
  const fields = Object.keys(change).map((column) => (column === 'due_on' ? 'dueOn' : column));
  if (fields.length > 0) {
    await updateInvoiceTerms(ctx.tenant, invoiceId, change);
    await recordMoneyEvent(
      ctx.tenant,
      ctx.actor,
      'invoice.edited',
      { ip: ctx.ip, invoiceId, amountMinor: null },
      { fields, ...(change.due_on !== undefined ? { dueOn: change.due_on } : {}) },
    );
  }
  return ok(await loadInvoice(ctx.tenant, (await findInvoiceRow(ctx.tenant, invoiceId))!, today));
}

/** Issues a draft: it is open from now, to be paid. */
export async function issueInvoice(ctx: MoneyContext, invoiceId: string, today: string): Promise<Result<Invoice>> {
  const row = await lockInvoiceRow(ctx.tenant, invoiceId);
  if (!row) return refuse('not_found', NO_INVOICE);
  if (row.status !== 'draft') return refuse('conflict', 'Only a draft is issued');
  await issueInvoiceRow(ctx.tenant, invoiceId);
  await recordMoneyEvent(ctx.tenant, ctx.actor, 'invoice.created', { ip: ctx.ip, invoiceId, amountMinor: row.total_minor }, { status: 'open', issued: true });
  return ok(await loadInvoice(ctx.tenant, (await findInvoiceRow(ctx.tenant, invoiceId))!, today));
}

/** The money an invoice still holds: what was paid less what was given back. */
const heldMinor = (row: InvoiceRow) => row.paid_minor - row.refunded_minor;

/**
 * Voids an invoice that holds no money (refund its payments first): its stock comes back, it is no
 * longer a visit, its links stop working.
 */
export async function voidInvoice(ctx: MoneyContext, invoiceId: string, reason: string, today: string): Promise<Result<Invoice>> {
  const row = await lockInvoiceRow(ctx.tenant, invoiceId);
  if (!row) return refuse('not_found', NO_INVOICE);
  if (row.status === 'void') return refuse('not_payable', 'This invoice is already void');
  if (heldMinor(row) > 0) return refuse('conflict', 'This invoice holds payments: refund them before voiding it');
  const why = reason.trim();
  if (!why) return invalid({ reason: fieldError('required', 'Say why the invoice is voided') });
  await voidInvoiceRow(ctx.tenant, invoiceId, why);
  await undoSale(ctx.tenant, invoiceId);
  await recordMoneyEvent(ctx.tenant, ctx.actor, 'invoice.voided', { ip: ctx.ip, invoiceId, amountMinor: row.total_minor }, { reason: why });
  return ok(await loadInvoice(ctx.tenant, (await findInvoiceRow(ctx.tenant, invoiceId))!, today));
}

/** An invoice that may take a payment: open (or overdue) with a balance. */
export function payableRefusal(row: InvoiceRow | undefined): Refusal | null {
  if (!row) return refuse('not_found', NO_INVOICE);
  if (row.status !== 'open' || row.paid_minor >= row.total_minor) {
    const why = row.status === 'void' ? 'This invoice is void' : row.status === 'draft' ? 'This invoice is a draft: issue it first' : 'This invoice is paid';
    return refuse('not_payable', why);
  }
  return null;
}

/**
 * What an invoice's balance takes now, the invoice locked: the refusal, or what is due (the balance
 * less what other attempts' cards hold while the processor answers) and where it is taken.
 */
async function checkPayment(
  ctx: MoneyContext,
  invoiceId: string,
  input: InvoicePaymentInput,
): Promise<Result<{ row: InvoiceRow; plan: TenderPlan; till: Till }>> {
  const row = await lockInvoiceRow(ctx.tenant, invoiceId);
  const refused = payableRefusal(row);
  if (refused || !row) return refused!;
  const dueMinor = row.total_minor - row.paid_minor - (await reservedOf(ctx, { invoiceId }));
  if (dueMinor <= 0) return paymentPending();
  const plan: TenderPlan = { tenders: input.tenders, depositsMinor: input.applyDepositsMinor ?? 0, contactId: row.contact_id, dueMinor, exact: false };
  const checked = await checkTenders(ctx, plan, input.registerId ?? null, new Date());
  if (!checked.ok) return checked;
  return ok({ row, plan, till: checked.value });
}

/**
 * Records a payment of part or all of an open invoice's balance, by any tenders and the contact's
 * held deposits; the invoice is paid once its balance is nothing. Its cards hold what they pay of
 * the balance while the processor answers, so a second payment cannot take it too.
 */
export function payInvoiceWork(invoiceId: string, input: InvoicePaymentInput, today: string): MoneyWork<null, Sale> {
  const finish = async (ctx: MoneyContext, results: StepResult[]): Promise<Result<Sale>> => {
    const checked = await checkPayment(ctx, invoiceId, input);
    if (!checked.ok) {
      releaseCards(ctx, results);
      return checked;
    }
    const { row, plan, till } = checked.value;
    const cards = cardOutcome(ctx, input.tenders, results);
    if ('declined' in cards) {
      await recordDecline(ctx, till, row.contact_id, input.tenders[cards.index]!.amountMinor, cards.declined);
      return declined(cards.declined.code, `tenders.${cards.index}`, cards.declined.challenge);
    }
    const { ids, changeMinor } = await recordPayments(ctx, till, { id: invoiceId, contactId: row.contact_id }, plan, cards.approved);
    const after = await findInvoiceRow(ctx.tenant, invoiceId);
    return ok({ invoice: await loadInvoice(ctx.tenant, after!, today), transactions: await loadTransactions(ctx, ids), changeMinor });
  };
  return {
    name: 'invoice.pay',
    async prepare(ctx) {
      const steps = cardSteps(input.tenders, { invoiceId });
      if (steps.length === 0) return finish(ctx, []);
      const checked = await checkPayment(ctx, invoiceId, input);
      return checked.ok ? { plan: null, steps } : checked;
    },
    finish: (ctx, _plan, results) => finish(ctx, results),
  };
}

/** A refund of an invoice's, as planned: its payment, how much, in the order they are given back. */
type PlannedRefund = { transactionId: string; amountMinor: number; card: boolean };
/** What an invoice refund is made from (no card in it: an attempt cut short is finished by the recovery job). */
export type RefundPlan = { invoiceId: string; refunds: PlannedRefund[]; registerId: string | null; reason: string };

/** A refund's refusal under its place in the call: checkRefund names its own fields, placed under `refunds.{i}` (the register stays the call's). */
function underRefund(refusal: Refusal, i: number): Refusal {
  if (!refusal.errors) return refusal;
  return invalid(Object.fromEntries(Object.entries(refusal.errors).map(([field, error]) => [field === 'registerId' ? field : `refunds.${i}.${field}`, error])));
}

/** Checks an invoice's refunds (the invoice locked): their plan and the processor's calls, or the refusal. */
async function checkRefunds(ctx: MoneyContext, invoiceId: string, input: InvoiceRefundInput): Promise<Refusal | Prepared<RefundPlan>> {
  const row = await lockInvoiceRow(ctx.tenant, invoiceId);
  if (!row) return refuse('not_found', NO_INVOICE);
  const tenderOf = new Map(
    (await invoiceTransactionRows(ctx.tenant, invoiceId)).filter((t) => t.kind === 'payment' && t.status === 'succeeded').map((t) => [t.id, t.tender]),
  );
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

  const registerId = input.registerId ?? null;
  const refunds: PlannedRefund[] = [];
  const steps: RefundStep[] = [];
  for (const [i, refund] of input.refunds.entries()) {
    const checked = await checkRefund(ctx, refund.transactionId, refund.amountMinor, { registerId, reason });
    if (!checked.ok) return underRefund(checked, i);
    refunds.push({ transactionId: refund.transactionId, amountMinor: refund.amountMinor, card: checked.value.step !== null });
    if (checked.value.step) steps.push(checked.value.step);
  }
  return { plan: { invoiceId, refunds, registerId, reason }, steps };
}

/**
 * Gives back part or all of an invoice's payments, each by its own tender: a card through its
 * processor (outside any transaction; the refund it makes is recorded whatever follows), cash from
 * an open drawer, a check recorded, a payment from deposits returned to credit (the deposits it was
 * applied from). A card the processor refuses refuses the rest (a decline, kept); what it had refunded before
 * is on the books.
 */
export function refundInvoiceWork(invoiceId: string, input: InvoiceRefundInput, today: string): MoneyWork<RefundPlan, Sale> {
  return {
    name: REFUND_INVOICE,
    resumable: true,
    async prepare(ctx) {
      const prepared = await checkRefunds(ctx, invoiceId, input);
      if (!('steps' in prepared) || prepared.steps.length > 0) return prepared;
      return finishRefunds(ctx, prepared.plan, [], today);
    },
    finish: (ctx, plan, results) => finishRefunds(ctx, plan, results, today),
  };
}

/** How the recovery job names an invoice refund's kept plan. */
export const REFUND_INVOICE = 'invoice.refund';

/** Records an invoice's refunds: the cards' as the processor answered, then (none refused) the rest, checked again. */
export async function finishRefunds(ctx: MoneyContext, plan: RefundPlan, results: StepResult[], today: string): Promise<Result<Sale>> {
  const { invoiceId } = plan;
  await lockInvoiceRow(ctx.tenant, invoiceId);
  const ids: string[] = [];
  const record = { registerId: plan.registerId, reason: plan.reason };
  let refused: Refusal | null = null;
  let step = 0;
  for (const [i, refund] of plan.refunds.entries()) {
    if (!refund.card) continue;
    const result = results[step++];
    // after a refusal the rest were not tried
    if (refused) continue;
    if (result?.operation !== 'refund' || !result.answered) throw new Error('finishRefunds: a card refund without its answer');
    if (result.refund.ok) ids.push(await recordRefund(ctx, refund.transactionId, refund.amountMinor, { ...record, providerRef: result.refund.ref }));
    else
      refused ??= refuse(result.refund.code, 'The card processor refused the refund', {
        errors: { [`refunds.${i}`]: fieldError('invalid_value', 'The card processor refused the refund') },
      });
  }
  if (!refused) {
    for (const [i, refund] of plan.refunds.entries()) {
      if (refund.card) continue;
      // the drawer may have changed while the cards were refunded
      const checked = await checkRefund(ctx, refund.transactionId, refund.amountMinor, record);
      if (!checked.ok) {
        refused = underRefund(checked, i);
        break;
      }
      ids.push(await recordRefund(ctx, refund.transactionId, refund.amountMinor, { ...record, providerRef: null }));
    }
  }
  if (refused) return refused;
  const after = await findInvoiceRow(ctx.tenant, invoiceId);
  return ok({ invoice: await loadInvoice(ctx.tenant, after!, today), transactions: await loadTransactions(ctx, ids), changeMinor: 0 });
}
