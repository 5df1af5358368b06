import { instancesOf } from '../../db/database';
import { unitOfWork } from '../../db/tenant';
import { attemptAlive, attemptEnds, attemptRuns, lockHeldKey, takeOverKey, type KeyedRequest } from '../../http/idempotency';
import { enqueue } from '../../jobs/repo';
import { defineJobHandler } from '../../jobs/types';
import { recordMoneyEvent } from '../audit/repo';
import { finishDepositRefund, REFUND_DEPOSIT, type DepositRefundPlan } from '../deposits/service';
import { finishRefunds, REFUND_INVOICE, type RefundPlan } from '../invoices/billing';
import { abandonCalls, pendingFollowUps, performFollowUps, recordSteps } from '../money/calls';
import { moneyContext, type MoneyDeps } from '../money/context';
import { continueAttempt, giveUpAttempt, recoverAttempt, type MoneyWork, type Resume } from '../money/work';

// The recovery job of a money attempt (docs/decisions/0031), added with the attempt's first
// transaction to run MoneyDeps.recoveryDelayMs later. By then the attempt has almost always finished, and the
// job finds nothing to do. Otherwise:
// - the captures and releases its committed transaction left pending (the processor did not
//   answer, or the process died after the commit) are made, under their keys;
// - if its key is still in flight and its instance is gone (a crash between the transactions) and
//   no retry has taken it over: a sale's attempt is given up (its authorizations let go, the key
//   freed: the customer was never told it was paid), and a refund's is finished, its refunds made
//   again under the same processor keys (the processor answers the refund it made, or makes it
//   now: what the admin asked) and recorded, and the answer kept for the key.
// An attempt whose instance is still running is left to it: the job tries again later.

/** A refund's kept plan, finished by the work it came from (the ones that keep theirs: MoneyWork.resumable). */
const resumable: Record<string, (plan: unknown) => MoneyWork<unknown, unknown>> = {
  [REFUND_INVOICE]: () => resumed(REFUND_INVOICE, async (ctx, plan, results) => finishRefunds(ctx, plan as RefundPlan, results, await ctx.tenant.today())),
  [REFUND_DEPOSIT]: () => resumed(REFUND_DEPOSIT, (ctx, plan, results) => finishDepositRefund(ctx, plan as DepositRefundPlan, results)),
};

function resumed(name: string, finish: MoneyWork<unknown, unknown>['finish']): MoneyWork<unknown, unknown> {
  return {
    name,
    resumable: true,
    prepare: () => {
      throw new Error(`${name}: a resumed attempt is not prepared again`);
    },
    finish,
  };
}

class StillRunning extends Error {
  constructor() {
    super('the attempt is still running, or its processor has not answered: the job tries again later');
  }
}

/** Finishes a refund's dead attempt: takes its key over and makes its calls again under their keys. */
async function finishRefundAttempt(deps: MoneyDeps, request: KeyedRequest, deadAttempt: string) {
  const instances = instancesOf(deps.db);
  const taken = await unitOfWork(deps.db, request.businessId, async (tenant) => {
    const row = await lockHeldKey(tenant, request, deadAttempt);
    const resume = row?.resume ? (JSON.parse(row.resume) as Resume) : null;
    if (!resume) return null;
    const attemptId = await takeOverKey(tenant, request, deadAttempt, instances);
    if (!attemptId) return null;
    attemptRuns(attemptId);
    await abandonCalls(tenant, deadAttempt);
    const ctx = await moneyContext(tenant, resume.caller, attemptId);
    await tenant.updateTable('idempotency_keys').set({ resume: row!.resume }).where('attempt_id', '=', attemptId).execute();
    const rows = await recordSteps(ctx, resume.steps);
    await enqueue(ctx.tenant, recoverAttempt, { key: request.key, attemptId }, { key: attemptId, runAt: new Date(Date.now() + deps.recoveryDelayMs) });
    return { attemptId, resume, rows };
  });
  if (!taken) return;
  try {
    const work = resumable[taken.resume.work]!(taken.resume.plan);
    const result = await continueAttempt(
      deps,
      request,
      taken.resume.caller,
      work,
      taken.attemptId,
      { plan: taken.resume.plan, steps: taken.resume.steps },
      taken.rows,
      taken.resume.status,
    );
    if (!result.ok && result.code === 'processor_unavailable') throw new StillRunning();
  } finally {
    attemptEnds(taken.attemptId);
  }
}

/** The job's handler: what a process needs to run it (the database and the processor). */
export function recoveryHandler(deps: MoneyDeps) {
  return defineJobHandler({
    kind: recoverAttempt,
    async run({ job }) {
      const { key, attemptId } = job.payload;
      if (!(await performFollowUps(deps, await pendingFollowUps(deps.db, attemptId)))) throw new StillRunning();
      const row = await deps.db
        .selectFrom('idempotency_keys')
        .select(['operation', 'request_hash', 'status_code', 'attempt_id', 'instance_id', 'resume'])
        .where('business_id', '=', job.businessId)
        .where('key', '=', key)
        .executeTakeFirst();
      if (row?.status_code !== 0 || !row.attempt_id) return;
      if (await attemptAlive(instancesOf(deps.db), row)) throw new StillRunning();
      const request = { businessId: job.businessId, key, operation: row.operation, hash: row.request_hash };
      // a refund's attempt kept its plan: finished; a sale's: given up
      if (row.resume) await finishRefundAttempt(deps, request, row.attempt_id);
      else await giveUpAttempt(deps, request, row.attempt_id);
    },
    // the processor never answered its captures: the sale is on the books, its money is not taken
    async onFailed(tenant, job) {
      const stuck = await tenant
        .selectFrom('processor_calls')
        .selectAll()
        .where('attempt_id', '=', job.payload.attemptId)
        .where('operation', '=', 'capture')
        .where('status', '=', 'pending')
        .execute();
      for (const call of stuck) {
        await recordMoneyEvent(
          tenant,
          { id: null, email: '' },
          'payment.capture_failed',
          { ip: '', transactionId: call.transaction_id, amountMinor: call.amount_minor },
          { ref: call.ref, tries: call.tries },
        );
      }
    },
  });
}
