import { refundsInFlight, type StepResult } from '../money/calls';
import type { MoneyWork } from '../money/work';
import { dayWindow } from '../../http/dayRange';
import { pageWindow } from '../../http/paging';
import { isBookingOf } from '../contacts/repo';
import { fieldError, isoDateTime, type FieldErrors } from '../../http/problem';
import { invalid, ok, refuse, type Refusal, type Result } from '../../http/result';
import type { Tenant } from '../../db/tenant';
import { recordMoneyEvent } from '../audit/repo';
import type { MoneyContext } from '../money/context';
import { insertDepositMovement } from '../money/ledger';
import {
  cardOutcome,
  cardSteps,
  checkRefund,
  checkTenders,
  declined,
  loadTransactions,
  oneTenderErrors,
  paymentPending,
  recordDecline,
  recordRefund,
  recordTender,
  releaseCards,
  type TenderNaming,
  type Till,
} from '../money/tenders';
import {
  contactDeposits,
  contactExists,
  contactMovements,
  findDeposit,
  insertDeposit,
  listDeposits,
  type DepositRow,
  type DepositWindow,
  type MovementRow,
} from './repo';
import { lockDeposit } from '../money/ledger';
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
// - it is held as the contact's credit; checkout applies held deposits oldest first, and a sale's
//   part paid from deposits can be returned to them (payments' recordRefund);
// - it is refunded through its own tender (payments' checkRefund and recordRefund), or forfeited
//   (the business keeps it: a no-show), each time a movement of its ledger; a deposit with nothing
//   left refuses both (deposit_not_held);
// - what a deposit holds is the sum of its movements (a trigger), never below nothing (a CHECK).
// Every change runs under its Idempotency-Key with the deposit locked (modules/money/work.ts).

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

function depositWindow(filter: DepositListQuery, zone: string): Result<DepositWindow> {
  const days = dayWindow(filter.from, filter.to, zone);
  if (!days.ok) return days;
  return ok({ contactId: filter.contactId, status: filter.status, ...days.value });
}

export async function depositPage(tenant: Tenant, query: DepositListQuery): Promise<Result<DepositPage>> {
  const window = depositWindow(query, await tenant.timeZone());
  if (!window.ok) return window;
  const paging = pageWindow(query);
  const { rows, total, heldMinor } = await listDeposits(tenant, window.value, paging);
  const { currency } = await tenant.business();
  return ok({ items: rows.map(toDeposit), total, page: paging.page, pageSize: paging.pageSize, currency, heldMinor });
}

/** A contact's ledger. */
export async function depositLedger(tenant: Tenant, contactId: string): Promise<Result<DepositLedger>> {
  if (!(await contactExists(tenant, contactId))) return refuse('not_found', 'No such contact');
  const [deposits, movements, { currency }] = await Promise.all([contactDeposits(tenant, contactId), contactMovements(tenant, contactId), tenant.business()]);
  return ok({
    contactId,
    currency,
    balanceMinor: movements.reduce((sum, m) => sum + m.amount_minor, 0),
    deposits: deposits.map(toDeposit),
    movements: movements.map(toMovement),
  });
}

async function loadDeposit(tenant: Tenant, id: string): Promise<Deposit> {
  const row = await findDeposit(tenant, id);
  if (!row) throw new Error('loadDeposit: the deposit vanished');
  return toDeposit(row);
}

export type DepositCharge = { contactId: string; bookingId: string | null; amountMinor: number; note: string };

/**
 * Checks a deposit's tender, the one way (the desk's deposit, a visitor's booking deposit): one
 * tender of exactly its amount, cash into an open drawer. Where it is taken, or the refusal, named
 * for the call's one tender (`naming`).
 */
export async function checkDepositTender(
  ctx: MoneyContext,
  deposit: DepositCharge,
  tender: TakeDepositInput['tender'],
  registerId: string | null,
  naming: TenderNaming,
): Promise<Result<Till>> {
  const checked = await checkTenders(
    ctx,
    { tenders: [tender], depositsMinor: 0, contactId: deposit.contactId, dueMinor: deposit.amountMinor, exact: true },
    registerId,
    new Date(),
  );
  if (!checked.ok && checked.errors) return invalid(oneTenderErrors(checked.errors, naming));
  return checked;
}

/**
 * Takes a deposit in money once its card (if any) has answered: a decline writes only its own
 * record (its refusal is the key's answer); else the deposit, its transaction, the drawer's cash, its 'taken' movement and the
 * audit event are written, and the card captured once the transaction commits.
 */
export async function writeDeposit(
  ctx: MoneyContext,
  deposit: DepositCharge,
  tender: TakeDepositInput['tender'],
  till: Till,
  results: StepResult[],
  naming: TenderNaming,
): Promise<Result<{ depositId: string; transactionId: string }>> {
  const cards = cardOutcome(ctx, [tender], results);
  if ('declined' in cards) {
    await recordDecline(ctx, till, deposit.contactId, deposit.amountMinor, cards.declined, 'deposit');
    return declined(cards.declined.code, naming, cards.declined.challenge);
  }
  const depositId = await insertDeposit(ctx.tenant, {
    contact_id: deposit.contactId,
    booking_id: deposit.bookingId,
    amount_minor: deposit.amountMinor,
    note: deposit.note,
    created_by: ctx.actor.id,
  });
  const { id } = await recordTender(ctx, till, { kind: 'deposit', depositId, contactId: deposit.contactId }, tender, cards.approved.get(0));
  await insertDepositMovement(ctx.tenant, {
    deposit_id: depositId,
    contact_id: deposit.contactId,
    kind: 'taken',
    amount_minor: deposit.amountMinor,
    invoice_id: null,
    transaction_id: id,
    user_id: ctx.actor.id,
  });
  return ok({ depositId, transactionId: id });
}

/** A desk deposit's refusals before its tender: the contact, the booking of theirs, the amount. */
async function depositRefusal(ctx: MoneyContext, input: TakeDepositInput): Promise<Refusal | null> {
  const errors: FieldErrors = {};
  if (!(await contactExists(ctx.tenant, input.contactId))) errors.contactId = fieldError('not_found', 'No such contact');
  // a deposit held for a booking: one of the contact's own
  if (input.bookingId && !(await isBookingOf(ctx.tenant, input.bookingId, input.contactId)))
    errors.bookingId = fieldError('not_found', 'No such booking of this contact');
  if (input.tender.amountMinor !== input.amountMinor) {
    errors['tender.amountMinor'] = fieldError('invalid_value', 'The payment must equal the deposit', { total: input.amountMinor });
  }
  return Object.keys(errors).length ? invalid(errors) : null;
}

/** A deposit taken at the desk for a contact (and one of their bookings): its card authorized between the transactions, captured after. */
export function takeDepositWork(input: TakeDepositInput): MoneyWork<null, DepositWithTransaction> {
  const charge: DepositCharge = {
    contactId: input.contactId,
    bookingId: input.bookingId ?? null,
    amountMinor: input.amountMinor,
    note: input.note?.trim() ?? '',
  };
  const registerId = input.registerId ?? null;
  const check = async (ctx: MoneyContext): Promise<Result<Till>> =>
    (await depositRefusal(ctx, input)) ?? checkDepositTender(ctx, charge, input.tender, registerId, 'tender');
  const finish = async (ctx: MoneyContext, results: StepResult[]): Promise<Result<DepositWithTransaction>> => {
    const checked = await check(ctx);
    if (!checked.ok) {
      releaseCards(ctx, results);
      return checked;
    }
    const taken = await writeDeposit(ctx, charge, input.tender, checked.value, results, 'tender');
    if (!taken.ok) return taken;
    const [transaction] = await loadTransactions(ctx, [taken.value.transactionId]);
    return ok({ deposit: await loadDeposit(ctx.tenant, taken.value.depositId), transaction: transaction! });
  };
  return {
    name: 'deposit.take',
    async prepare(ctx) {
      const steps = cardSteps([input.tender]);
      if (steps.length === 0) return finish(ctx, []);
      const checked = await check(ctx);
      return checked.ok ? { plan: null, steps } : checked;
    },
    finish: (ctx, _plan, results) => finish(ctx, results),
  };
}

/** What a deposit's refund is made from (no card in it: an attempt cut short is finished by the recovery job). */
export type DepositRefundPlan = { depositId: string; transactionId: string; amountMinor: number; registerId: string | null; reason: string };

/** How the recovery job names a deposit refund's kept plan. */
export const REFUND_DEPOSIT = 'deposit.refund';

/** What a deposit still holds, less what refunds in flight will take of it: the deposit locked. */
async function heldOf(ctx: MoneyContext, depositId: string) {
  const deposit = await lockDeposit(ctx.tenant, depositId);
  const taken = deposit ? await findDeposit(ctx.tenant, depositId) : undefined;
  if (!deposit || !taken) return null;
  if (!taken.transaction_id) throw new Error('refundDeposit: a deposit without the transaction that took it');
  const inFlight = await refundsInFlight(ctx.tenant, taken.transaction_id, ctx.attemptId);
  return { transactionId: taken.transaction_id, heldMinor: deposit.remaining_minor - inFlight, inFlight };
}

/**
 * Gives back all that remains of a deposit, or part of it, through the tender it was taken by: a
 * card through its processor (outside any transaction), cash from an open drawer; the refund's
 * record moves the deposit's ledger ('refunded') with the audit event (recordRefund).
 */
export function refundDepositWork(depositId: string, input: RefundDepositInput): MoneyWork<DepositRefundPlan, DepositWithTransaction> {
  return {
    name: REFUND_DEPOSIT,
    resumable: true,
    async prepare(ctx) {
      const held = await heldOf(ctx, depositId);
      if (!held) return refuse('not_found', NO_DEPOSIT);
      if (held.heldMinor <= 0) return held.inFlight > 0 ? paymentPending() : refuse('deposit_not_held', NOT_HELD);
      const amountMinor = input.amountMinor ?? held.heldMinor;
      if (amountMinor > held.heldMinor) return invalid({ amountMinor: fieldError('too_large', 'More than the deposit holds', { limit: held.heldMinor }) });
      const plan: DepositRefundPlan = {
        depositId,
        transactionId: held.transactionId,
        amountMinor,
        registerId: input.registerId ?? null,
        reason: input.reason?.trim() ?? '',
      };
      const checked = await checkRefund(ctx, plan.transactionId, amountMinor, plan);
      if (!checked.ok) return checked;
      if (checked.value.step) return { plan, steps: [checked.value.step] };
      return finishDepositRefund(ctx, plan, []);
    },
    finish: finishDepositRefund,
  };
}

/** Records a deposit's refund: the card's as the processor answered, cash checked again (the drawer may have changed). */
export async function finishDepositRefund(ctx: MoneyContext, plan: DepositRefundPlan, results: StepResult[]): Promise<Result<DepositWithTransaction>> {
  const [result] = results;
  let providerRef: string | null = null;
  if (result) {
    if (result.operation !== 'refund' || !result.answered) throw new Error('finishDepositRefund: a card refund without its answer');
    if (!result.refund.ok)
      return refuse(result.refund.code, 'The card processor refused the refund', {
        errors: { amountMinor: fieldError('invalid_value', 'The card processor refused the refund') },
      });
    providerRef = result.refund.ref;
  } else {
    const held = await heldOf(ctx, plan.depositId);
    if (!held || plan.amountMinor > held.heldMinor) return refuse('deposit_not_held', NOT_HELD);
    const checked = await checkRefund(ctx, plan.transactionId, plan.amountMinor, plan);
    if (!checked.ok) return checked;
  }
  const refundId = await recordRefund(ctx, plan.transactionId, plan.amountMinor, { registerId: plan.registerId, reason: plan.reason, providerRef });
  const [transaction] = await loadTransactions(ctx, [refundId]);
  return ok({ deposit: await loadDeposit(ctx.tenant, plan.depositId), transaction: transaction! });
}

/** The business keeps what remains of a deposit (a no-show): a 'forfeited' movement and its audit event. */
export async function forfeitDeposit(ctx: MoneyContext, depositId: string, input: ForfeitDepositInput): Promise<Result<DepositChanged>> {
  const reason = input.reason.trim();
  if (!reason) return invalid({ reason: fieldError('required', 'Say why the deposit is kept') });
  const held = await heldOf(ctx, depositId);
  if (!held) return refuse('not_found', NO_DEPOSIT);
  // a refund in flight decides first what is left to keep
  if (held.inFlight > 0) return paymentPending();
  if (held.heldMinor <= 0) return refuse('deposit_not_held', NOT_HELD);
  const deposit = (await lockDeposit(ctx.tenant, depositId))!;
  const amountMinor = deposit.remaining_minor;
  await insertDepositMovement(ctx.tenant, {
    deposit_id: depositId,
    contact_id: deposit.contact_id,
    kind: 'forfeited',
    amount_minor: -amountMinor,
    invoice_id: null,
    transaction_id: null,
    user_id: ctx.actor.id,
  });
  await recordMoneyEvent(ctx.tenant, ctx.actor, 'deposit.forfeited', { ip: ctx.ip, amountMinor }, { depositId, reason });
  return ok({ deposit: await loadDeposit(ctx.tenant, depositId) });
}
