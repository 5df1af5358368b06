import { Type } from '@sinclair/typebox';
import { randomUUID } from 'node:crypto';
import type { DepositOutcome } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { KeyedRequest } from '../../http/idempotency';
import { enqueue } from '../../jobs/repo';
import { defineJobHandler, defineJobKind } from '../../jobs/types';
import { moneyContext, type MoneyActor, type MoneyDeps } from '../money/context';
import { runMoneyWork } from '../money/work';
import { heldBookingDeposits } from './repo';
import { forfeitDeposit, refundDepositWork } from './service';

// What a cancelled booking's deposits become (issue 34 §4): the business's policy, or the desk's
// choice, applied in the cancellation's unit of work. Kept as credit: nothing moves (the deposit is
// the customer's until applied at a later checkout). Kept by the business: a 'forfeited' movement, in
// that transaction. Refunded: a card's refund needs its processor, which is never called inside a
// transaction, so the cancellation queues a job (committed with it, or not at all) that refunds it
// under its own Idempotency-Key, as an admin's refund does; a retry after a crash refunds it once.
// A cash deposit is given back from a drawer, by someone at the desk: it stays the customer's
// credit until then, and the booking and the mail say so.

/** What a cancellation did with its booking's deposits: nothing held, or what was held and what it became. */
export type DepositSettled = {
  outcome: DepositOutcome;
  amountMinor: number;
  /** a cash deposit the policy refunds: kept as credit until the desk gives it back from a drawer */
  atDesk: boolean;
};

/** Refunds a cancelled booking's card deposit (outside any transaction), once. */
export const refundOnCancel = defineJobKind(
  'deposits.refundOnCancel',
  Type.Object({
    depositId: Type.String(),
    reason: Type.String(),
    actor: Type.Object({ id: Type.Union([Type.String(), Type.Null()]), email: Type.String(), name: Type.String() }),
  }),
  { maxAttempts: 20, backoff: { baseMs: 15_000, maxMs: 5 * 60_000 } },
);

/**
 * Applies `outcome` to what the booking's deposits still hold, in the cancellation's unit of work:
 * null when nothing is held. `actor` is who cancelled (the visitor: no account).
 */
export async function settleCancelledDeposits(
  tenant: Tenant,
  actor: MoneyActor,
  bookingId: string,
  outcome: DepositOutcome,
  reason: string,
): Promise<DepositSettled | null> {
  const held = await heldBookingDeposits(tenant, bookingId);
  if (held.length === 0) return null;
  const amountMinor = held.reduce((sum, d) => sum + d.remaining_minor, 0);
  let atDesk = false;
  if (outcome === 'forfeit') {
    const ctx = await moneyContext(tenant, { actor, ip: '', key: '', processor: '' }, randomUUID());
    for (const deposit of held) {
      const kept = await forfeitDeposit(ctx, deposit.id, { reason });
      if (!kept.ok) throw new Error(`settleCancelledDeposits: ${kept.code}`);
    }
  }
  if (outcome === 'refund') {
    for (const deposit of held) {
      if (deposit.tender === 'card') await enqueue(tenant, refundOnCancel, { depositId: deposit.id, reason, actor }, { key: deposit.id });
      else atDesk = true;
    }
  }
  return { outcome, amountMinor, atDesk };
}

/** Codes that say the refund may yet be made: the job tries again. */
const NOT_YET = new Set(['processor_unavailable', 'payment_pending', 'request_in_progress']);

/** The refund job's handler: what a process needs to run it (the database and the processor). */
export function refundOnCancelHandler(deps: MoneyDeps) {
  return defineJobHandler({
    kind: refundOnCancel,
    async run({ job }) {
      const { depositId, reason, actor } = job.payload;
      const request: KeyedRequest = { businessId: job.businessId, key: `deposit-cancel-refund:${depositId}`, operation: refundOnCancel.name, hash: depositId };
      const keyed = await runMoneyWork(
        deps,
        request,
        { actor, ip: '', key: request.key, processor: deps.provider.name },
        refundDepositWork(depositId, { reason }),
        201,
      );
      if (keyed.replayed || keyed.result.ok) return;
      if (NOT_YET.has(keyed.result.code)) throw new Error(`the refund is not made yet: ${keyed.result.code}`);
      // refused for good (the desk applied or refunded it meanwhile; the processor refused it): what
      // is left stays the customer's credit, on the Deposits page, for the desk to decide
    },
  });
}
