import { nextNumber } from '../../db/counters';
import { fieldError, isoDateTime, type FieldErrors } from '../../http/problem';
import { recordMoneyEvent } from '../audit/repo';
import type { MoneyContext } from './context';
import { passesLuhn, type Authorization, type DeclineCode } from './providers/provider';
import {
  addToInvoicePaid,
  heldDeposits,
  insertCashMovement,
  insertDepositMovement,
  insertTransaction,
  lockOpenSession,
  registerExists,
  invoiceTransactionRows,
  transactionRows,
  type TransactionRow,
} from './repo';
import type { Receipt, TenderInput, Transaction } from './schemas';
import type { Tenant } from '../../db/tenant';
import { findInvoiceRow } from '../invoices/repo';
import { loadInvoice } from '../invoices/service';

// The rules of taking money: tenders add up to what is due, cash needs an open drawer and covers
// its amount, a card is authorized by the provider before anything is written and captured only
// once the sale is written, deposits are applied oldest first, and every payment is one
// transaction row, one audit event and, for cash, one movement of the drawer.

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

export type Outcome<T> = { kind: 'done'; value: T } | { kind: 'refused'; status: 409; code: 'register_closed'; detail: string } | { kind: 'invalid'; errors: FieldErrors };

/**
 * Checks a plan of tenders before anything is written: the amounts, each cash tender's cover,
 * each card's number and expiry, the deposits held, the register. Answers where it is taken.
 */
export async function checkTenders(ctx: MoneyContext, plan: TenderPlan, registerId: string | null, today: Date): Promise<Outcome<Till>> {
  const errors: FieldErrors = {};
  const paying = plan.tenders.reduce((sum, t) => sum + t.amountMinor, 0) + plan.depositsMinor;
  if (plan.exact ? paying !== plan.dueMinor : paying > plan.dueMinor || paying === 0) {
    errors.tenders = plan.exact
      ? fieldError('invalid_value', 'The payments must add up to the total', { total: plan.dueMinor })
      : fieldError('too_large', 'The payment must be more than nothing and no more than the balance', { limit: plan.dueMinor });
  }
  plan.tenders.forEach((tender, i) => {
    if (tender.tender === 'cash' && tender.tenderedMinor < tender.amountMinor) {
      errors[`tenders.${i}.tenderedMinor`] = fieldError('too_small', 'The cash handed over does not cover this amount', { limit: tender.amountMinor });
    }
    if (tender.tender === 'card') {
      if (!passesLuhn(tender.card.number)) errors[`tenders.${i}.card.number`] = fieldError('invalid_format', 'This card number is not valid');
      const { expYear, expMonth } = tender.card;
      if (expYear < today.getUTCFullYear() || (expYear === today.getUTCFullYear() && expMonth < today.getUTCMonth() + 1)) {
        errors[`tenders.${i}.card.expYear`] = fieldError('invalid_date', 'This card has expired');
      }
    }
  });
  if (plan.depositsMinor > 0) {
    if (!plan.contactId) errors.applyDepositsMinor = fieldError('not_allowed', 'Deposits are applied for a contact only');
    else {
      const held = (await heldDeposits(ctx.tenant, plan.contactId)).reduce((sum, d) => sum + d.remaining_minor, 0);
      if (held < plan.depositsMinor) errors.applyDepositsMinor = fieldError('too_large', 'More than the contact holds in deposits', { limit: held });
    }
  }
  if (registerId && !(await registerExists(ctx.tenant, registerId))) errors.registerId = fieldError('not_found', 'No such register');
  if (Object.keys(errors).length) return { kind: 'invalid', errors };

  const session = registerId ? await lockOpenSession(ctx.tenant, registerId) : undefined;
  if (plan.tenders.some((t) => t.tender === 'cash') && !session) {
    return { kind: 'refused', status: 409, code: 'register_closed', detail: registerId ? 'This register is closed: open it to take cash' : 'Cash is taken on an open register: choose one' };
  }
  return { kind: 'done', value: { registerId, sessionId: session?.id ?? null } };
}

/** Each card tender's authorization, in order; at the first decline, the ones approved are let go. */
export async function authorizeCards(ctx: MoneyContext, tenders: TenderInput[]): Promise<{ approved: Map<number, Authorization> } | { declined: Authorization & { approved: false }; index: number }> {
  const approved = new Map<number, Authorization>();
  for (const [i, tender] of tenders.entries()) {
    if (tender.tender !== 'card') continue;
    const result = await ctx.provider.authorize({ amountMinor: tender.amountMinor, currency: ctx.currency, card: tender.card, key: `${ctx.key}:${i}` });
    if (!result.approved) {
      for (const auth of approved.values()) if (auth.ref) await ctx.provider.release(auth.ref);
      return { declined: result, index: i };
    }
    approved.set(i, result);
  }
  return { approved };
}

/** Records a declined card: a transaction (no invoice) and an audit event. Its id. */
export async function recordDecline(ctx: MoneyContext, till: Till, contactId: string | null, amountMinor: number, decline: Authorization & { approved: false }) {
  const id = await insertTransaction(ctx.tenant, {
    number: await nextNumber(ctx.trx, ctx.businessId, 'receipt'),
    kind: 'payment',
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
    provider: ctx.provider.name,
    failure_code: decline.code,
  });
  await recordMoneyEvent(ctx.tenant, ctx.actor, 'payment.declined', { ip: ctx.ip, registerId: till.registerId, transactionId: id, amountMinor }, { code: decline.code });
  return id;
}

export const declineDetail: Record<DeclineCode, string> = {
  card_declined: 'The card was declined',
  insufficient_funds: 'The card was declined for insufficient funds',
  authentication_required: 'The card holder must confirm this payment',
};

/**
 * Writes the payments of an invoice: a transaction per tender (and one for the deposits applied),
 * the drawer's cash, the deposits' movements, the invoice's paid amount, the audit events; then
 * captures the cards. Answers the transactions' ids and the change to hand back.
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
  const base = {
    kind: 'payment' as const,
    status: 'succeeded' as const,
    currency: ctx.currency,
    invoice_id: invoice.id,
    contact_id: invoice.contactId,
    register_id: till.registerId,
    register_session_id: till.sessionId,
    user_id: ctx.actor.id,
    user_name: ctx.actor.name,
  };
  const audit = (transactionId: string, amountMinor: number, detail: object) =>
    recordMoneyEvent(ctx.tenant, ctx.actor, 'payment.succeeded', { ip: ctx.ip, registerId: till.registerId, invoiceId: invoice.id, transactionId, amountMinor }, detail);

  if (plan.depositsMinor > 0 && invoice.contactId) {
    const id = await insertTransaction(ctx.tenant, { ...base, number: await nextNumber(ctx.trx, ctx.businessId, 'receipt'), tender: 'deposit', amount_minor: plan.depositsMinor });
    let left = plan.depositsMinor;
    for (const deposit of await heldDeposits(ctx.tenant, invoice.contactId)) {
      if (left === 0) break;
      const take = Math.min(left, deposit.remaining_minor);
      await insertDepositMovement(ctx.tenant, { deposit_id: deposit.id, contact_id: invoice.contactId, kind: 'applied', amount_minor: -take, invoice_id: invoice.id, transaction_id: id, user_id: ctx.actor.id });
      left -= take;
    }
    await audit(id, plan.depositsMinor, { tender: 'deposit' });
    ids.push(id);
  }

  for (const [i, tender] of plan.tenders.entries()) {
    const number = await nextNumber(ctx.trx, ctx.businessId, 'receipt');
    if (tender.tender === 'cash') {
      const change = tender.tenderedMinor - tender.amountMinor;
      changeMinor += change;
      const id = await insertTransaction(ctx.tenant, { ...base, number, tender: 'cash', amount_minor: tender.amountMinor, tendered_minor: tender.tenderedMinor, change_minor: change });
      // checkTenders made sure cash has an open session
      await insertCashMovement(ctx.tenant, { session_id: till.sessionId!, kind: 'sale', amount_minor: tender.amountMinor, transaction_id: id, user_id: ctx.actor.id });
      await audit(id, tender.amountMinor, { tender: 'cash', tenderedMinor: tender.tenderedMinor, changeMinor: change });
      ids.push(id);
    } else if (tender.tender === 'card') {
      const auth = cards.get(i);
      if (!auth?.approved) throw new Error('recordPayments: a card tender without its authorization');
      const id = await insertTransaction(ctx.tenant, {
        ...base,
        number,
        tender: 'card',
        amount_minor: tender.amountMinor,
        card_brand: auth.brand,
        card_last4: auth.last4,
        provider: ctx.provider.name,
        provider_ref: auth.ref,
      });
      await audit(id, tender.amountMinor, { tender: 'card', brand: auth.brand, last4: auth.last4 });
      ids.push(id);
    } else {
      const id = await insertTransaction(ctx.tenant, { ...base, number, tender: 'check', amount_minor: tender.amountMinor, check_number: tender.checkNumber });
      await audit(id, tender.amountMinor, { tender: 'check', checkNumber: tender.checkNumber });
      ids.push(id);
    }
  }

  await addToInvoicePaid(ctx.tenant, invoice.id, plan.tenders.reduce((sum, t) => sum + t.amountMinor, 0) + plan.depositsMinor);
  // last: a capture cannot be taken back by a rollback, so nothing may fail after it
  for (const [i, auth] of cards) if (auth.approved) await ctx.provider.capture(auth.ref, plan.tenders[i]!.amountMinor);
  return { ids, changeMinor };
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


/** A transaction's receipt: the business, the transaction, its invoice and the sale's other tenders. */
export async function receiptOf(tenant: Tenant, transactionId: string, today: string): Promise<Receipt | undefined> {
  const [row] = await transactionRows(tenant, [transactionId]);
  if (!row) return undefined;
  const invoiceRow = row.invoice_id ? await findInvoiceRow(tenant, row.invoice_id) : undefined;
  const siblings = row.invoice_id ? (await invoiceTransactionRows(tenant, row.invoice_id)).filter((t) => t.id !== row.id && t.status === 'succeeded') : [];
  const { name } = await tenant.business();
  return {
    businessName: name,
    transaction: toTransaction(row),
    invoice: invoiceRow ? await loadInvoice(tenant, invoiceRow, today) : null,
    siblings: siblings.map(toTransaction),
  };
}
