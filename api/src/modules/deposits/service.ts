import { answer, invalid, refusal, type Answer } from '../../http/idempotency';
import { pageWindow } from '../../http/paging';
import { isBookingOf } from '../bookings/repo';
import { fieldError, isoDateTime, type Checked, type FieldErrors } from '../../http/problem';
import type { Tenant } from '../../db/tenant';
import { recordMoneyEvent } from '../audit/repo';
import type { MoneyContext } from '../payments/context';
import { insertDepositMovement } from '../payments/repo';
import {
  authorizeCards,
  captureCards,
  checkTenders,
  declinedAnswer,
  loadTransactions,
  oneTenderErrors,
  recordDecline,
  recordTender,
  refundPayment,
  refusedAnswer,
  type TenderNaming,
} from '../payments/service';
import { checkRange, rangeInstants } from '../reports/service';
import { contactDeposits, contactExists, contactMovements, findDeposit, insertDeposit, listDeposits, lockDeposit, type DepositRow, type DepositWindow, type MovementRow } from './repo';
import type {
  Deposit,
  DepositChanged,
  DepositLedger,
  DepositListQuery,
  DepositMovement,
  DepositPage,
  DepositWithTransaction,
  ForfeitDepositInput,
  RefundDepositInput,
  TakeDepositInput,
} from './schemas';

// The rules of deposits (issue 10 §8):
// - a deposit is taken in money, by one tender of exactly its amount, the way checkout takes a
//   tender (checked, a card authorized first and captured last, cash into the open drawer);
// - it is held as the contact's credit; checkout applies held deposits oldest first;
// - it is refunded through its own tender (payments' refundPayment), or forfeited (the business
//   keeps it: a no-show), each time a movement of its ledger; a deposit with nothing left refuses
//   both (409 deposit_not_held);
// - what a deposit holds is the sum of its movements (a trigger), never below nothing (a CHECK).
// Every change runs in the one transaction of its Idempotency-Key, the deposit locked.

const NO_DEPOSIT = 'No such deposit';
const NOT_HELD = 'Nothing is left of this deposit';

function toDeposit(row: DepositRow): Deposit {
  return {
    id: row.id,
    contactId: row.contact_id,
    contactName: row.contact_name,
    bookingId: row.booking_id,
    amountMinor: row.amount_minor,
    remainingMinor: row.remaining_minor,
    status: row.status,
    note: row.note,
    createdAt: isoDateTime(row.created_at),
    createdByName: row.user_name ?? '',
    transactionId: row.transaction_id,
    tender: row.tender,
  };
}

function toMovement(row: MovementRow): DepositMovement {
  return {
    id: row.id,
    depositId: row.deposit_id,
    kind: row.kind,
    amountMinor: row.amount_minor,
    invoiceId: row.invoice_id,
    invoiceNumber: row.invoice_number,
    transactionId: row.transaction_id,
    at: isoDateTime(row.at),
    userName: row.user_name,
  };
}

function depositWindow(filter: DepositListQuery): Checked<DepositWindow> {
  const range = checkRange(filter.from, filter.to);
  if (!range.ok) return range;
  return {
    ok: true,
    value: {
      contactId: filter.contactId,
      status: filter.status,
      start: filter.from ? rangeInstants(filter.from, filter.from).start : undefined,
      end: filter.to ? rangeInstants(filter.to, filter.to).end : undefined,
    },
  };
}

export async function depositPage(tenant: Tenant, query: DepositListQuery): Promise<Checked<DepositPage>> {
  const window = depositWindow(query);
  if (!window.ok) return window;
  const paging = pageWindow(query);
  const { rows, total, heldMinor } = await listDeposits(tenant, window.value, paging);
  const { currency } = await tenant.business();
  return { ok: true, value: { items: rows.map(toDeposit), total, page: paging.page, pageSize: paging.pageSize, currency, heldMinor } };
}

/** A contact's ledger, or undefined when the business has no such contact. */
export async function depositLedger(tenant: Tenant, contactId: string): Promise<DepositLedger | undefined> {
  if (!(await contactExists(tenant, contactId))) return undefined;
  const [deposits, movements, { currency }] = await Promise.all([contactDeposits(tenant, contactId), contactMovements(tenant, contactId), tenant.business()]);
  return {
    contactId,
    currency,
    balanceMinor: movements.reduce((sum, m) => sum + m.amount_minor, 0),
    deposits: deposits.map(toDeposit),
    movements: movements.map(toMovement),
  };
}

async function loadDeposit(tenant: Tenant, id: string): Promise<Deposit> {
  const row = await findDeposit(tenant, id);
  if (!row) throw new Error('loadDeposit: the deposit vanished');
  return toDeposit(row);
}

export type DepositCharge = { contactId: string; bookingId: string | null; amountMinor: number; note: string };

/**
 * Takes a deposit in money, the one way (the desk's deposit, a visitor's booking deposit): the
 * tender is checked and (a card) authorized before anything is written; then the deposit, its
 * transaction, the drawer's cash, its 'taken' movement and the audit event are written; the card is
 * captured last, by `capture`, once the caller has written what goes with it (a booking confirmed).
 * A decline writes only its own record (402).
 */
export async function chargeDeposit(
  ctx: MoneyContext,
  deposit: DepositCharge,
  tender: TakeDepositInput['tender'],
  registerId: string | null,
  options: { authentication?: string; naming?: TenderNaming } = {},
): Promise<{ ok: true; depositId: string; transactionId: string; capture: () => Promise<void> } | { ok: false; answer: Answer }> {
  const naming = options.naming ?? 'tender';
  const checked = await checkTenders(ctx, { tenders: [tender], depositsMinor: 0, contactId: deposit.contactId, dueMinor: deposit.amountMinor, exact: true }, registerId, new Date());
  if (checked.kind === 'invalid') return { ok: false, answer: invalid(oneTenderErrors(checked.errors, naming)) };
  if (checked.kind === 'refused') return { ok: false, answer: refusedAnswer(checked) };
  const till = checked.value;

  const cards = await authorizeCards(ctx, [tender], options.authentication);
  if ('declined' in cards) {
    await recordDecline(ctx, till, deposit.contactId, deposit.amountMinor, cards.declined, 'deposit');
    return { ok: false, answer: declinedAnswer(cards.declined.code, naming, cards.declined.challenge) };
  }
  const depositId = await insertDeposit(ctx.tenant, {
    contact_id: deposit.contactId,
    booking_id: deposit.bookingId,
    amount_minor: deposit.amountMinor,
    note: deposit.note,
    created_by: ctx.actor.id,
  });
  const { id } = await recordTender(ctx, till, { kind: 'deposit', depositId, contactId: deposit.contactId }, tender, cards.approved.get(0));
  await insertDepositMovement(ctx.tenant, { deposit_id: depositId, contact_id: deposit.contactId, kind: 'taken', amount_minor: deposit.amountMinor, invoice_id: null, transaction_id: id, user_id: ctx.actor.id });
  return { ok: true, depositId, transactionId: id, capture: () => captureCards(ctx, [tender], cards.approved) };
}

/** A deposit taken at the desk for a contact (and one of their bookings), then its card captured. */
export async function takeDeposit(ctx: MoneyContext, input: TakeDepositInput): Promise<Answer> {
  const errors: FieldErrors = {};
  if (!(await contactExists(ctx.tenant, input.contactId))) errors.contactId = fieldError('not_found', 'No such contact');
  // a deposit held for a booking: one of the contact's own
  if (input.bookingId && !(await isBookingOf(ctx.tenant, input.bookingId, input.contactId))) errors.bookingId = fieldError('not_found', 'No such booking of this contact');
  if (input.tender.amountMinor !== input.amountMinor) {
    errors['tender.amountMinor'] = fieldError('invalid_value', 'The payment must equal the deposit', { total: input.amountMinor });
  }
  if (Object.keys(errors).length) return invalid(errors);

  const charged = await chargeDeposit(ctx, { contactId: input.contactId, bookingId: input.bookingId ?? null, amountMinor: input.amountMinor, note: input.note?.trim() ?? '' }, input.tender, input.registerId ?? null);
  if (!charged.ok) return charged.answer;
  const { depositId, transactionId: id } = charged;
  await charged.capture();
  const [transaction] = await loadTransactions(ctx, [id]);
  const body: DepositWithTransaction = { deposit: await loadDeposit(ctx.tenant, depositId), transaction: transaction! };
  return answer(201, body);
}

/**
 * Gives back all that remains of a deposit, or part of it, through the tender it was taken by
 * (refundPayment): a 'refunded' movement and the audit event beside the refund's own.
 */
export async function refundDeposit(ctx: MoneyContext, depositId: string, input: RefundDepositInput): Promise<Answer> {
  const deposit = await lockDeposit(ctx.tenant, depositId);
  if (!deposit) return refusal(404, 'not_found', NO_DEPOSIT);
  if (deposit.remaining_minor === 0) return refusal(409, 'deposit_not_held', NOT_HELD);
  const amountMinor = input.amountMinor ?? deposit.remaining_minor;
  if (amountMinor > deposit.remaining_minor) {
    return invalid({ amountMinor: fieldError('too_large', 'More than the deposit holds', { limit: deposit.remaining_minor }) });
  }
  const taken = await findDeposit(ctx.tenant, depositId);
  if (!taken?.transaction_id) throw new Error('refundDeposit: a deposit without the transaction that took it');
  const reason = input.reason?.trim() ?? '';
  const registerId = input.registerId ?? null;
  const refunded = await refundPayment(ctx, taken.transaction_id, amountMinor, { registerId, kind: 'deposit_refund', reason });
  if (refunded.kind !== 'done') return refusedAnswer(refunded);

  await insertDepositMovement(ctx.tenant, { deposit_id: depositId, contact_id: deposit.contact_id, kind: 'refunded', amount_minor: -amountMinor, invoice_id: null, transaction_id: refunded.value, user_id: ctx.actor.id });
  await recordMoneyEvent(ctx.tenant, ctx.actor, 'deposit.refunded', { ip: ctx.ip, registerId, transactionId: refunded.value, amountMinor }, { depositId, reason });
  const [transaction] = await loadTransactions(ctx, [refunded.value]);
  const body: DepositWithTransaction = { deposit: await loadDeposit(ctx.tenant, depositId), transaction: transaction! };
  return answer(201, body);
}

/** The business keeps what remains of a deposit (a no-show): a 'forfeited' movement and its audit event. */
export async function forfeitDeposit(ctx: MoneyContext, depositId: string, input: ForfeitDepositInput): Promise<Answer> {
  const reason = input.reason.trim();
  if (!reason) return invalid({ reason: fieldError('required', 'Say why the deposit is kept') });
  const deposit = await lockDeposit(ctx.tenant, depositId);
  if (!deposit) return refusal(404, 'not_found', NO_DEPOSIT);
  if (deposit.remaining_minor === 0) return refusal(409, 'deposit_not_held', NOT_HELD);
  const amountMinor = deposit.remaining_minor;
  await insertDepositMovement(ctx.tenant, { deposit_id: depositId, contact_id: deposit.contact_id, kind: 'forfeited', amount_minor: -amountMinor, invoice_id: null, transaction_id: null, user_id: ctx.actor.id });
  await recordMoneyEvent(ctx.tenant, ctx.actor, 'deposit.forfeited', { ip: ctx.ip, amountMinor }, { depositId, reason });
  const body: DepositChanged = { deposit: await loadDeposit(ctx.tenant, depositId) };
  return answer(200, body);
}
