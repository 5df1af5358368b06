import { nextNumber } from '../../db/counters';
import { fieldError, isoDateTime, type FieldErrors } from '../../http/problem';
import { invalid, ok, refuse, type Refusal, type Result } from '../../http/result';
import { recordMoneyEvent } from '../audit/repo';
import { cashTotals } from '../registers/repo';
import type { MoneyContext } from './context';
import { passesLuhn, type Authorization, type DeclineCode } from './providers/provider';
import { refundsInFlight, releasesOf, type AuthorizeStep, type RefundStep, type StepResult } from './calls';
import {
  addToInvoicePaid,
  addToInvoiceRefunded,
  addToRefunded,
  appliedFrom,
  heldDeposits,
  insertCashMovement,
  insertDepositMovement,
  insertTransaction,
  lockDeposit,
  lockOpenSession,
  lockTransaction,
  registerExists,
  transactionRows,
  type TransactionRow,
} from './ledger';
import type { TenderInput, Transaction } from './schemas';
import type { Tenant } from '../../db/tenant';

// The rules of taking money: tenders add up to what is due, cash needs an open drawer and covers
// its amount, a card is authorized by the processor before anything is written (the attempt's
// steps, made between its transactions: work.ts) and captured once the sale is committed, deposits
// are applied oldest first, and every payment is one transaction row, one audit event and, for
// cash, one movement of the drawer. A refund is checked before its processor call and recorded
// after it, the one way (recordRefund), however it is learned.

/** Where a payment is taken: the register (and its open session, when open). */
export type Till = { registerId: string | null; sessionId: string | null };

export type TenderPlan = {
  tenders: TenderInput[];
  /** from the contact's held deposits */
  depositsMinor: number;
  contactId: string | null;
  dueMinor: number;
  /** a sale must be paid in full; a payment on an invoice may leave a balance */
  exact: boolean;
};

/** The refusal while another attempt's money in flight holds what is left (a second cashier, a second tab, a refund at the processor). */
export const paymentPending = () => refuse('payment_pending', 'Another payment of this is being processed: try again in a moment');

/**
 * Checks a plan of tenders before anything is written: the amounts, each cash tender's cover,
 * each card's number and expiry, the deposits held, the register. Answers where it is taken.
 */
export async function checkTenders(ctx: MoneyContext, plan: TenderPlan, registerId: string | null, today: Date): Promise<Result<Till>> {
  const errors: FieldErrors = {};
  const paying = plan.tenders.reduce((sum, t) => sum + t.amountMinor, 0) + plan.depositsMinor;
  if (plan.exact ? paying !== plan.dueMinor : paying > plan.dueMinor || paying === 0) {
    errors.tenders = plan.exact
      ? fieldError('invalid_value', 'The payments must add up to the total', { total: plan.dueMinor }, 'tenders_total')
      : fieldError('too_large', 'The payment must be more than nothing and no more than the balance', { limit: plan.dueMinor }, 'over_balance');
  }
  plan.tenders.forEach((tender, i) => {
    if (tender.tender === 'cash' && tender.tenderedMinor < tender.amountMinor) {
      errors[`tenders.${i}.tenderedMinor`] = fieldError(
        'too_small',
        'The cash handed over does not cover this amount',
        { limit: tender.amountMinor },
        'cash_short',
      );
    }
    if (tender.tender === 'card') {
      if (!passesLuhn(tender.card.number))
        errors[`tenders.${i}.card.number`] = fieldError('invalid_format', 'This card number is not valid', undefined, 'card_number');
      const { expYear, expMonth } = tender.card;
      if (expYear < today.getUTCFullYear() || (expYear === today.getUTCFullYear() && expMonth < today.getUTCMonth() + 1)) {
        errors[`tenders.${i}.card.expYear`] = fieldError('invalid_date', 'This card has expired', undefined, 'card_expired');
      }
    }
  });
  if (plan.depositsMinor > 0) {
    if (!plan.contactId) errors.applyDepositsMinor = fieldError('not_allowed', 'Deposits are applied for a contact only', undefined, 'deposits_need_contact');
    else {
      const held = (await heldDeposits(ctx.tenant, plan.contactId)).reduce((sum, d) => sum + d.remaining_minor, 0);
      if (held < plan.depositsMinor)
        errors.applyDepositsMinor = fieldError('too_large', 'More than the contact holds in deposits', { limit: held }, 'deposits_over_held');
    }
  }
  if (registerId && !(await registerExists(ctx.tenant, registerId))) errors.registerId = fieldError('not_found', 'No such register');
  if (Object.keys(errors).length) return invalid(errors);

  const session = registerId ? await lockOpenSession(ctx.tenant, registerId) : undefined;
  if (plan.tenders.some((t) => t.tender === 'cash') && !session) {
    return refuse('register_closed', registerId ? 'This register is closed: open it to take cash' : 'Cash is taken on an open register: choose one');
  }
  return ok({ registerId, sessionId: session?.id ?? null });
}

/** Each card tender's authorization, planned: the steps of the attempt, reserving `reserve` while pending. */
export function cardSteps(
  tenders: TenderInput[],
  reserve: { invoiceId?: string | null; linkId?: string | null } = {},
  authentication?: string,
): AuthorizeStep[] {
  return tenders.flatMap((tender) =>
    tender.tender === 'card' ? [{ operation: 'authorize' as const, amountMinor: tender.amountMinor, card: tender.card, authentication, ...reserve }] : [],
  );
}

/** What came of the card tenders' authorizations: each approved one by its tender's index, or the first decline. */
export type CardOutcome = { approved: Map<number, Authorization> } | { declined: Authorization & { approved: false }; index: number };

/**
 * Reads the authorizations' results back onto the tenders (cardSteps' order). A decline lets the
 * approved ones go (released once the transaction commits).
 */
export function cardOutcome(ctx: MoneyContext, tenders: TenderInput[], results: StepResult[]): CardOutcome {
  const approved = new Map<number, Authorization>();
  const cardIndexes = tenders.flatMap((tender, i) => (tender.tender === 'card' ? [i] : []));
  for (const [n, index] of cardIndexes.entries()) {
    const result = results[n];
    if (!result || result.operation !== 'authorize' || !result.answered) throw new Error('cardOutcome: a card tender without its answer');
    if (!result.auth.approved) {
      ctx.after.push(...releasesOf(results));
      return { declined: result.auth, index };
    }
    approved.set(index, result.auth);
  }
  return { approved };
}

/** Lets a sale's approved authorizations go: it was refused after they were made (stock, a register closed). */
export function releaseCards(ctx: MoneyContext, results: StepResult[]) {
  ctx.after.push(...releasesOf(results));
}

/** Records a declined card: a transaction (no invoice, and no receipt number: it is no receipt) and an audit event. Its id. */
export async function recordDecline(
  ctx: MoneyContext,
  till: Till,
  contactId: string | null,
  amountMinor: number,
  decline: Authorization & { approved: false },
  kind: 'payment' | 'deposit' = 'payment',
) {
  const id = await insertTransaction(ctx.tenant, {
    number: null,
    kind,
    tender: 'card',
    status: 'declined',
    currency: ctx.currency,
    amount_minor: amountMinor,
    contact_id: contactId,
    register_id: till.registerId,
    register_session_id: till.sessionId,
    user_id: ctx.actor.id,
    user_name: ctx.actor.name,
    card_brand: decline.brand,
    card_last4: decline.last4,
    provider: ctx.processor,
    failure_code: decline.code,
  });
  await recordMoneyEvent(
    ctx.tenant,
    ctx.actor,
    'payment.declined',
    { ip: ctx.ip, registerId: till.registerId, transactionId: id, amountMinor },
    { code: decline.code },
  );
  return id;
}

export const declineDetail: Record<DeclineCode, string> = {
  card_declined: 'The card was declined',
  insufficient_funds: 'The card was declined for insufficient funds',
  authentication_required: 'The card holder must confirm this payment',
};

/**
 * The refusal of a declined card (kept as the key's answer), its reason under the tender's field
 * (`tenders.1`, `tender`); with the challenge the holder completes when the card asks for 3-D Secure.
 */
export function declined(code: DeclineCode, field: string, challenge?: string): Refusal {
  const detail = declineDetail[code];
  return refuse(code, detail, { errors: { [field]: fieldError('invalid_value', detail) }, ...(challenge ? { challenge } : {}) });
}

/** How a refusal names a call's one tender: the desk's deposit form (`tender`, `tender.card.number`), or the pay page's card form (`card`, `card.number`). */
export type TenderNaming = 'tender' | 'card';

/** checkTenders' field errors (`tenders`, `tenders.0.card.number`) named for a call with one tender. */
export function oneTenderErrors(errors: FieldErrors, naming: TenderNaming): FieldErrors {
  const prefix = naming === 'tender' ? 'tender.' : '';
  const rename = (field: string) => (field === 'tenders' ? `${prefix}amountMinor` : field === 'tenders.0' ? naming : field.replace(/^tenders\.0\./, prefix));
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [rename(field), error]));
}

/** What a tender pays for: an invoice, or a deposit taken for a contact. */
export type TenderFor = { kind: 'payment'; invoiceId: string; contactId: string | null } | { kind: 'deposit'; depositId: string; contactId: string };

/**
 * Writes one tender: its transaction (the next receipt number), the drawer's cash for cash (the
 * caller's checkTenders made sure the session is open), its audit event; a card's capture follows
 * the commit (ctx.after: nothing that can fail comes after it). Its id and the change.
 */
export async function recordTender(
  ctx: MoneyContext,
  till: Till,
  paid: TenderFor,
  tender: TenderInput,
  auth: Authorization | undefined,
): Promise<{ id: string; changeMinor: number }> {
  const base = {
    kind: paid.kind,
    status: 'succeeded' as const,
    currency: ctx.currency,
    number: await nextNumber(ctx.tenant, 'receipt'),
    amount_minor: tender.amountMinor,
    invoice_id: paid.kind === 'payment' ? paid.invoiceId : null,
    deposit_id: paid.kind === 'deposit' ? paid.depositId : null,
    contact_id: paid.contactId,
    register_id: till.registerId,
    register_session_id: till.sessionId,
    user_id: ctx.actor.id,
    user_name: ctx.actor.name,
  };
  const audit = (transactionId: string, detail: object) =>
    recordMoneyEvent(
      ctx.tenant,
      ctx.actor,
      paid.kind === 'payment' ? 'payment.succeeded' : 'deposit.taken',
      { ip: ctx.ip, registerId: till.registerId, invoiceId: base.invoice_id, transactionId, amountMinor: tender.amountMinor },
      paid.kind === 'deposit' ? { ...detail, depositId: paid.depositId } : detail,
    );
  if (tender.tender === 'cash') {
    const change = tender.tenderedMinor - tender.amountMinor;
    const id = await insertTransaction(ctx.tenant, { ...base, tender: 'cash', tendered_minor: tender.tenderedMinor, change_minor: change });
    // the drawer keeps a deposit's cash apart from a sale's (the Z-report's lines)
    await insertCashMovement(ctx.tenant, {
      session_id: till.sessionId!,
      kind: paid.kind === 'deposit' ? 'deposit' : 'sale',
      amount_minor: tender.amountMinor,
      transaction_id: id,
      user_id: ctx.actor.id,
    });
    await audit(id, { tender: 'cash', tenderedMinor: tender.tenderedMinor, changeMinor: change });
    return { id, changeMinor: change };
  }
  if (tender.tender === 'card') {
    if (!auth?.approved) throw new Error('recordTender: a card tender without its authorization');
    const id = await insertTransaction(ctx.tenant, {
      ...base,
      tender: 'card',
      card_brand: auth.brand,
      card_last4: auth.last4,
      provider: ctx.processor,
      provider_ref: auth.ref,
    });
    await audit(id, { tender: 'card', brand: auth.brand, last4: auth.last4 });
    ctx.after.push({ operation: 'capture', ref: auth.ref, amountMinor: tender.amountMinor, transactionId: id });
    return { id, changeMinor: 0 };
  }
  const id = await insertTransaction(ctx.tenant, { ...base, tender: 'check', check_number: tender.checkNumber });
  await audit(id, { tender: 'check', checkNumber: tender.checkNumber });
  return { id, changeMinor: 0 };
}

/**
 * Writes the payments of an invoice: a transaction per tender (and one for the deposits applied),
 * the drawer's cash, the deposits' movements, the invoice's paid amount, the audit events; the
 * cards are captured once it commits. Answers the transactions' ids and the change to hand back.
 */
export async function recordPayments(
  ctx: MoneyContext,
  till: Till,
  invoice: { id: string; contactId: string | null },
  plan: TenderPlan,
  cards: Map<number, Authorization>,
): Promise<{ ids: string[]; changeMinor: number }> {
  const ids: string[] = [];
  let changeMinor = 0;

  if (plan.depositsMinor > 0 && invoice.contactId) {
    const id = await insertTransaction(ctx.tenant, {
      kind: 'payment',
      status: 'succeeded',
      currency: ctx.currency,
      invoice_id: invoice.id,
      contact_id: invoice.contactId,
      register_id: till.registerId,
      register_session_id: till.sessionId,
      user_id: ctx.actor.id,
      user_name: ctx.actor.name,
      number: await nextNumber(ctx.tenant, 'receipt'),
      tender: 'deposit',
      amount_minor: plan.depositsMinor,
    });
    let left = plan.depositsMinor;
    const applied: { depositId: string; amountMinor: number }[] = [];
    for (const deposit of await heldDeposits(ctx.tenant, invoice.contactId)) {
      if (left === 0) break;
      const take = Math.min(left, deposit.remaining_minor);
      await insertDepositMovement(ctx.tenant, {
        deposit_id: deposit.id,
        contact_id: invoice.contactId,
        kind: 'applied',
        amount_minor: -take,
        invoice_id: invoice.id,
        transaction_id: id,
        user_id: ctx.actor.id,
      });
      applied.push({ depositId: deposit.id, amountMinor: take });
      left -= take;
    }
    // the invoice's payment from the contact's credit: the deposits' own event (their ledger says which)
    await recordMoneyEvent(
      ctx.tenant,
      ctx.actor,
      'deposit.applied',
      { ip: ctx.ip, registerId: till.registerId, invoiceId: invoice.id, transactionId: id, amountMinor: plan.depositsMinor },
      { tender: 'deposit', deposits: applied },
    );
    ids.push(id);
  }

  for (const [i, tender] of plan.tenders.entries()) {
    const recorded = await recordTender(ctx, till, { kind: 'payment', invoiceId: invoice.id, contactId: invoice.contactId }, tender, cards.get(i));
    changeMinor += recorded.changeMinor;
    ids.push(recorded.id);
  }

  await addToInvoicePaid(ctx.tenant, invoice.id, plan.tenders.reduce((sum, t) => sum + t.amountMinor, 0) + plan.depositsMinor);
  return { ids, changeMinor };
}

export type RefundOptions = {
  /** where the money is given back: cash needs this register open */
  registerId: string | null;
  reason: string;
};

/** What a refund is checked to give back: the payment, and (a card) the processor's call to make. */
export type RefundCheck = { step: RefundStep | null };

const noRefund = (detail: string) => refuse('conflict', detail);

/**
 * Checks a refund of part or all of a succeeded payment or deposit taken, the parent locked for the
 * rest of the transaction, so two refunds cannot both take what is left:
 * - more than the parent's amount less what was refunded, and less what refunds in flight hold
 *   (other attempts' calls at the processor), is refused (a field error on amountMinor);
 * - cash needs the open drawer of `registerId` (register_closed when none) holding the amount;
 *   a check is recorded only (the business writes one back);
 * - a card is refunded by its processor: the step to make, outside the transaction;
 * - a payment from deposits is not given back in money: it is returned to the deposits it came from.
 */
export async function checkRefund(ctx: MoneyContext, parentTransactionId: string, amountMinor: number, opts: RefundOptions): Promise<Result<RefundCheck>> {
  const parent = (await lockRefundParent(ctx.tenant, parentTransactionId))?.payment;
  if (!parent || parent.status !== 'succeeded' || (parent.kind !== 'payment' && parent.kind !== 'deposit')) {
    return refuse('not_found', 'No such payment to refund');
  }
  const refundable = parent.amount_minor - parent.refunded_minor - (await refundsInFlight(ctx.tenant, parent.id, ctx.attemptId));
  if (!Number.isInteger(amountMinor) || amountMinor < 1 || amountMinor > refundable) {
    return invalid({ amountMinor: fieldError('too_large', 'More than is left to refund', { limit: Math.max(0, refundable) }) });
  }
  if (opts.registerId && !(await registerExists(ctx.tenant, opts.registerId))) return invalid({ registerId: fieldError('not_found', 'No such register') });
  if (parent.tender === 'cash') {
    const session = opts.registerId ? await lockOpenSession(ctx.tenant, opts.registerId) : undefined;
    if (!session) {
      return refuse(
        'register_closed',
        opts.registerId ? 'This register is closed: open it to give cash back' : 'Cash is given back on an open register: choose one',
      );
    }
    // no limit in the refusal: the expected cash is not staff's to learn (blind count)
    if (amountMinor > (await cashTotals(ctx.tenant, session.id)).total)
      return invalid({ amountMinor: fieldError('too_large', 'More than the cash in the drawer') });
  }
  if (parent.tender !== 'card') return ok({ step: null });
  if (!parent.provider_ref || parent.provider !== ctx.processor) return noRefund('This card payment was taken through another processor');
  return ok({ step: { operation: 'refund', transactionId: parent.id, ref: parent.provider_ref, amountMinor } });
}

/** Who a refund is recorded for, besides the money: a desk's (its register and reason), or one learned from the processor. */
export type RefundRecord = RefundOptions & {
  /** the processor's reference of a card refund (null for cash, checks and deposits returned to credit) */
  providerRef: string | null;
};

/**
 * Records a refund in the books, the one way, in the caller's transaction (the parent locked): the
 * refund transaction (its parent set, the next receipt number), the drawer's cash, the parent's
 * refunded amount and its invoice's, the deposit's ledger (a deposit refunded: a 'refunded'
 * movement; a payment from deposits: 'returned' to the deposits it was applied from, newest first),
 * and the audit events. The caller has checked it (checkRefund), or the processor has made it
 * already (a webhook): a deposit refunded at the processor beyond what it still holds moves its
 * ledger by what it holds, and the audit event says how much more went back. Answers the refund's id.
 */
export async function recordRefund(ctx: MoneyContext, parentTransactionId: string, amountMinor: number, record: RefundRecord): Promise<string> {
  // Every row it changes is locked in the one order money calls take them (an invoice, its deposits,
  // the payment, the drawer), and all before the receipt counter, which every money call takes: in
  // another order two calls could each hold what the other waits for.
  const parent = await lockRefundParent(ctx.tenant, parentTransactionId);
  if (!parent) throw new Error('recordRefund: no such payment');
  const { payment, deposit, sources } = parent;
  const kind = payment.kind === 'deposit' ? 'deposit_refund' : 'refund';
  const session = payment.tender === 'cash' && record.registerId ? await lockOpenSession(ctx.tenant, record.registerId) : undefined;
  const reason = record.reason.trim().slice(0, 200);
  const id = await insertTransaction(ctx.tenant, {
    number: await nextNumber(ctx.tenant, 'receipt'),
    kind,
    tender: payment.tender,
    status: 'succeeded',
    currency: payment.currency,
    amount_minor: amountMinor,
    invoice_id: payment.invoice_id,
    deposit_id: payment.deposit_id,
    contact_id: payment.contact_id,
    register_id: record.registerId,
    register_session_id: session?.id ?? null,
    parent_id: payment.id,
    user_id: ctx.actor.id,
    user_name: ctx.actor.name,
    card_brand: payment.card_brand,
    card_last4: payment.card_last4,
    provider: payment.tender === 'card' ? payment.provider : null,
    provider_ref: record.providerRef,
    check_number: payment.check_number,
  });
  if (payment.tender === 'cash') {
    if (!session) throw new Error('recordRefund: cash without its open drawer');
    await insertCashMovement(ctx.tenant, { session_id: session.id, kind, amount_minor: -amountMinor, transaction_id: id, user_id: ctx.actor.id, reason });
  }
  await addToRefunded(ctx.tenant, payment.id, amountMinor);
  const event = { ip: ctx.ip, registerId: record.registerId, invoiceId: payment.invoice_id, transactionId: id, amountMinor };
  if (payment.invoice_id) await addToInvoiceRefunded(ctx.tenant, payment.invoice_id, amountMinor);
  // a payment from deposits goes back to credit: the deposits' own event, as its applying was
  if (payment.tender === 'deposit' && payment.contact_id) await returnToDeposits(ctx, sources, payment.contact_id, amountMinor, event, reason);
  else await recordMoneyEvent(ctx.tenant, ctx.actor, 'refund.succeeded', event, { parentId: payment.id, kind, tender: payment.tender, reason });
  if (deposit && payment.contact_id) {
    // what the deposit still holds goes down with it; what it no longer holds (applied to a sale) was given back beyond the credit
    const moved = Math.min(amountMinor, deposit.remaining_minor);
    if (moved > 0)
      await insertDepositMovement(ctx.tenant, {
        deposit_id: deposit.id,
        contact_id: payment.contact_id,
        kind: 'refunded',
        amount_minor: -moved,
        invoice_id: null,
        transaction_id: id,
        user_id: ctx.actor.id,
      });
    const beyond = amountMinor - moved;
    await recordMoneyEvent(
      ctx.tenant,
      ctx.actor,
      'deposit.refunded',
      { ...event, invoiceId: null },
      { depositId: deposit.id, reason, ...(beyond > 0 ? { beyondCreditMinor: beyond } : {}) },
    );
  }
  return id;
}

/**
 * A payment (or a deposit taken) about to be refunded, locked after the deposits its refund moves:
 * the deposit it took, or the deposits a payment from deposits was applied from.
 */
export async function lockRefundParent(tenant: Tenant, transactionId: string) {
  const seen = await tenant.selectFrom('transactions').select(['kind', 'tender', 'deposit_id']).where('id', '=', transactionId).executeTakeFirst();
  if (!seen) return undefined;
  const deposit = seen.kind === 'deposit' && seen.deposit_id ? await lockDeposit(tenant, seen.deposit_id) : undefined;
  const sources = seen.tender === 'deposit' ? await appliedFrom(tenant, transactionId) : [];
  for (const source of sources) await lockDeposit(tenant, source.deposit_id);
  const payment = await lockTransaction(tenant, transactionId);
  return payment ? { payment, deposit, sources } : undefined;
}

/** A payment from deposits given back to credit: to the deposits it was applied from (`sources`), newest first, each no more than was applied from it. */
async function returnToDeposits(
  ctx: MoneyContext,
  sources: Awaited<ReturnType<typeof appliedFrom>>,
  contactId: string,
  amountMinor: number,
  event: { ip: string; registerId: string | null; invoiceId: string | null; transactionId: string; amountMinor: number },
  reason: string,
) {
  const refundId = event.transactionId;
  let left = amountMinor;
  const returned: { depositId: string; amountMinor: number }[] = [];
  for (const source of sources) {
    if (left === 0) break;
    const back = Math.min(left, source.open_minor);
    if (back <= 0) continue;
    await insertDepositMovement(ctx.tenant, {
      deposit_id: source.deposit_id,
      contact_id: contactId,
      kind: 'returned',
      amount_minor: back,
      invoice_id: source.invoice_id,
      transaction_id: refundId,
      user_id: ctx.actor.id,
    });
    returned.push({ depositId: source.deposit_id, amountMinor: back });
    left -= back;
  }
  if (left > 0) throw new Error('returnToDeposits: more than the payment applied');
  await recordMoneyEvent(ctx.tenant, ctx.actor, 'deposit.returned', event, { deposits: returned, reason });
}

export function toTransaction(row: TransactionRow): Transaction {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    tender: row.tender,
    status: row.status,
    currency: row.currency,
    amountMinor: row.amount_minor,
    tenderedMinor: row.tendered_minor,
    changeMinor: row.change_minor,
    refundedMinor: row.refunded_minor,
    invoiceId: row.invoice_id,
    invoiceNumber: row.invoice_number,
    depositId: row.deposit_id,
    contactId: row.contact_id,
    contactName: row.contact_full_name ?? row.invoice_contact_name ?? '',
    registerId: row.register_id,
    registerName: row.register_name ?? '',
    parentId: row.parent_id,
    userName: row.user_name,
    cardBrand: row.card_brand,
    cardLast4: row.card_last4,
    checkNumber: row.check_number,
    failureCode: row.failure_code,
    createdAt: isoDateTime(row.created_at),
  };
}

export async function loadTransactions(ctx: Pick<MoneyContext, 'tenant'>, ids: string[]): Promise<Transaction[]> {
  return (await transactionRows(ctx.tenant, ids)).map(toTransaction);
}
