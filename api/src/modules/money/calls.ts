import { createHash } from 'node:crypto';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Tenant } from '../../db/tenant';
import type { ProcessorCallsTable } from '../../db/schema';
import type { FollowUp, MoneyContext, MoneyDeps } from './context';
import type { Authorization, CardSource, RefundResult } from './providers/provider';

// The processor's calls of a money attempt, each recorded before it is made and answered after
// (docs/decisions/0031). The rows are what lets a crash be recovered: a call recorded pending whose
// answer never came is made again under the same processor key, or its authorization let go.
// While pending, a call reserves what it moves: an authorization its invoice's or link's balance,
// a refund its payment's refundable amount; its attempt settles it in the transaction that records
// what happened.

/** A card to authorize for the attempt (its number goes to the processor only: never to these rows). */
export type AuthorizeStep = {
  operation: 'authorize';
  amountMinor: number;
  card: CardSource;
  /** the 3-D Secure challenge the holder completed (the pay page's second try) */
  authentication?: string | undefined;
  /** what the authorization reserves while it is pending: an invoice's balance, a link's */
  invoiceId?: string | null;
  linkId?: string | null;
};

/** A payment to refund in part or whole, at the processor that took it. */
export type RefundStep = { operation: 'refund'; transactionId: string; ref: string; amountMinor: number };

export type CardStep = AuthorizeStep | RefundStep;

/** What came of a step: the processor's answer, no answer (a timeout: unknown), or not tried (an earlier step failed). */
export type StepResult =
  | { operation: 'authorize'; answered: true; auth: Authorization }
  | { operation: 'refund'; answered: true; refund: RefundResult }
  | { operation: CardStep['operation']; answered: false; tried: boolean };

export type CallRow = Selectable<ProcessorCallsTable>;

/** Releases of a run's approved authorizations (a decline, a refusal after them, a silence). */
export function releasesOf(results: StepResult[]): FollowUp[] {
  return results.flatMap((r) => (r.operation === 'authorize' && r.answered && r.auth.approved ? [{ operation: 'release' as const, ref: r.auth.ref }] : []));
}

/** A processor key of one business: another business's same client key is another call (issue 31 §3). */
export function providerKey(businessId: string, ...parts: string[]): string {
  return createHash('sha256')
    .update([businessId, ...parts].join('\u0000'))
    .digest('hex')
    .slice(0, 48);
}

/**
 * The processor key of a step. An authorization's is the attempt's own: an attempt taken over after
 * its instance died authorizes anew (the old authorization, never captured, is let go or lapses). A
 * refund's comes from the client's key and the payment: any attempt of the call is the same refund
 * at the processor, so a refund made before a crash is never made twice.
 */
export function stepKey(ctx: Pick<MoneyContext, 'tenant' | 'key' | 'attemptId'>, step: CardStep, seq: number): string {
  const { businessId } = ctx.tenant;
  return step.operation === 'authorize'
    ? providerKey(businessId, 'authorize', ctx.attemptId, String(seq))
    : providerKey(businessId, 'refund', ctx.key, step.transactionId);
}

/** What each of an attempt's calls records beside its own: the attempt, its order, the processor, the currency. */
type CallFields = Pick<
  Insertable<ProcessorCallsTable>,
  'operation' | 'provider_key' | 'amount_minor' | 'ref' | 'invoice_id' | 'payment_link_id' | 'transaction_id'
>;

/** Records calls of the attempt, pending, after those it has. */
async function insertCalls(ctx: MoneyContext, calls: CallFields[]): Promise<CallRow[]> {
  if (calls.length === 0) return [];
  const row = await ctx.tenant
    .selectFrom('processor_calls')
    .select(sql<number>`coalesce(max(seq) + 1, 0)`.as('next'))
    .where('attempt_id', '=', ctx.attemptId)
    .executeTakeFirst();
  const first = Number(row?.next ?? 0);
  return ctx.tenant
    .insertInto(
      'processor_calls',
      calls.map((call, i) => ({ ...call, attempt_id: ctx.attemptId, seq: first + i, provider: ctx.processor, currency: ctx.currency })),
    )
    .returningAll()
    .execute();
}

/** Records an attempt's steps as pending calls (their reservations start), in order. */
export function recordSteps(ctx: MoneyContext, steps: CardStep[]): Promise<CallRow[]> {
  return insertCalls(
    ctx,
    steps.map((step, i) => ({
      operation: step.operation,
      // the steps are an attempt's first calls: their order is their index
      provider_key: stepKey(ctx, step, i),
      amount_minor: step.amountMinor,
      ref: step.operation === 'refund' ? step.ref : null,
      invoice_id: step.operation === 'authorize' ? (step.invoiceId ?? null) : null,
      payment_link_id: step.operation === 'authorize' ? (step.linkId ?? null) : null,
      transaction_id: step.operation === 'refund' ? step.transactionId : null,
    })),
  );
}

/** Records the captures and releases a transaction decided, pending until they are made. */
export function recordFollowUps(ctx: MoneyContext, followUps: FollowUp[]): Promise<CallRow[]> {
  return insertCalls(
    ctx,
    followUps.map((call) => ({
      operation: call.operation,
      provider_key: providerKey(ctx.tenant.businessId, call.operation, call.ref),
      amount_minor: call.operation === 'capture' ? call.amountMinor : 0,
      ref: call.ref,
      transaction_id: call.operation === 'capture' ? call.transactionId : null,
    })),
  );
}

/** An attempt's calls, in order. */
export const callsOf = (db: Db, attemptId: string) => db.selectFrom('processor_calls').selectAll().where('attempt_id', '=', attemptId).orderBy('seq').execute();

/** Ends the reservations of an attempt's steps: its unit of work recorded what came of them. */
export async function settleSteps(tenant: Tenant, attemptId: string) {
  await tenant
    .updateTable('processor_calls')
    .set({ status: 'settled', updated_at: new Date() })
    .where('attempt_id', '=', attemptId)
    .where('operation', 'in', ['authorize', 'refund'])
    .where('status', 'in', ['pending', 'succeeded', 'failed'])
    .execute();
}

/**
 * Gives up a dead attempt's calls (a retry or the recovery job took its key over): they reserve
 * nothing more. Answers the authorizations it holds, which must be let go.
 */
export async function abandonCalls(tenant: Tenant, attemptId: string): Promise<FollowUp[]> {
  const open = await tenant
    .selectFrom('processor_calls')
    .select(['id', 'operation', 'status', 'ref'])
    .where('attempt_id', '=', attemptId)
    .where('operation', 'in', ['authorize', 'refund'])
    .where('status', 'in', ['pending', 'succeeded'])
    .forUpdate()
    .execute();
  if (open.length === 0) return [];
  await tenant
    .updateTable('processor_calls')
    .set({ status: 'abandoned', updated_at: new Date() })
    .where(
      'id',
      'in',
      open.map((row) => row.id),
    )
    .execute();
  return open
    .filter((row) => row.operation === 'authorize' && row.status === 'succeeded' && row.ref)
    .map((row) => ({ operation: 'release' as const, ref: row.ref! }));
}

/** What other attempts' pending authorizations of an invoice (or a link) hold of its balance. */
export async function reservedOf(ctx: MoneyContext, target: { invoiceId: string } | { linkId: string }): Promise<number> {
  const query = ctx.tenant
    .selectFrom('processor_calls')
    .select(sql<string>`coalesce(sum(amount_minor), 0)`.as('held'))
    .where('operation', '=', 'authorize')
    .where('status', 'in', ['pending', 'succeeded'])
    .where('attempt_id', '<>', ctx.attemptId);
  const row = await (
    'invoiceId' in target ? query.where('invoice_id', '=', target.invoiceId) : query.where('payment_link_id', '=', target.linkId)
  ).executeTakeFirst();
  return Number(row?.held ?? 0);
}

/** What refunds in flight (other attempts', or any when `attemptId` is null) hold of a payment. */
export async function refundsInFlight(tenant: Tenant, transactionId: string, attemptId: string | null): Promise<number> {
  let query = tenant
    .selectFrom('processor_calls')
    .select(sql<string>`coalesce(sum(amount_minor), 0)`.as('held'))
    .where('operation', '=', 'refund')
    .where('status', 'in', ['pending', 'succeeded'])
    .where('transaction_id', '=', transactionId);
  if (attemptId) query = query.where('attempt_id', '<>', attemptId);
  return Number((await query.executeTakeFirst())?.held ?? 0);
}

/** Records a call's answer in a short transaction of its own; false when its attempt was given up meanwhile. */
async function recordAnswer(
  db: Db,
  call: CallRow,
  answer: Partial<Pick<CallRow, 'status' | 'ref' | 'result_ref' | 'code' | 'card_brand' | 'card_last4'>>,
): Promise<boolean> {
  const updated = await db
    .updateTable('processor_calls')
    .set({ ...answer, tries: sql`tries + 1`, updated_at: new Date() })
    .where('id', '=', call.id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

const countTry = (db: Db, call: CallRow) =>
  db
    .updateTable('processor_calls')
    .set({ tries: sql`tries + 1`, updated_at: new Date() })
    .where('id', '=', call.id)
    .execute();

/**
 * Makes an attempt's steps at the processor, in order, outside any transaction; each answer is
 * recorded as it comes. The first decline, refusal or silence ends the run (the later steps are
 * not tried). `cards` holds the authorizations' cards by step (never stored).
 */
export async function performSteps(deps: MoneyDeps, rows: CallRow[], steps: CardStep[]): Promise<StepResult[]> {
  const results: StepResult[] = [];
  let stopped = false;
  for (const [i, row] of rows.entries()) {
    const step = steps[i]!;
    if (stopped) {
      results.push({ operation: step.operation, answered: false, tried: false });
      continue;
    }
    try {
      if (step.operation === 'authorize') {
        const auth = await deps.provider.authorize({
          amountMinor: step.amountMinor,
          currency: row.currency,
          card: step.card,
          key: row.provider_key,
          authentication: step.authentication,
        });
        const kept = await recordAnswer(deps.db, row, {
          status: auth.approved ? 'succeeded' : 'failed',
          ref: auth.ref,
          code: auth.approved ? null : auth.code,
          card_brand: auth.brand,
          card_last4: auth.last4,
        });
        // given up while the processor answered: nobody will capture it
        if (!kept && auth.approved) await deps.provider.release(auth.ref, providerKey(row.business_id, 'release', auth.ref)).catch(() => undefined);
        results.push({ operation: 'authorize', answered: true, auth });
        stopped = !auth.approved;
      } else {
        const refund = await deps.provider.refund({ ref: step.ref, amountMinor: step.amountMinor, key: row.provider_key });
        await recordAnswer(deps.db, row, refund.ok ? { status: 'succeeded', result_ref: refund.ref } : { status: 'failed', code: refund.code });
        results.push({ operation: 'refund', answered: true, refund });
        stopped = !refund.ok;
      }
    } catch {
      // no answer (a timeout, the network): what happened is unknown; the call stays pending
      await countTry(deps.db, row);
      results.push({ operation: step.operation, answered: false, tried: true });
      stopped = true;
    }
  }
  return results;
}

/**
 * Makes the captures and releases a committed transaction left pending. A call the processor does
 * not answer stays pending for the recovery job. Answers whether all were made.
 */
export async function performFollowUps(deps: MoneyDeps, rows: CallRow[]): Promise<boolean> {
  let all = true;
  for (const row of rows) {
    if (row.status !== 'pending' || !row.ref) continue;
    try {
      if (row.operation === 'capture') await deps.provider.capture(row.ref, row.amount_minor, row.provider_key);
      else if (row.operation === 'release') await deps.provider.release(row.ref, row.provider_key);
      else continue;
      await recordAnswer(deps.db, row, { status: 'succeeded' });
    } catch {
      await countTry(deps.db, row);
      all = false;
    }
  }
  return all;
}

/** The pending captures and releases of an attempt (the recovery job makes them). */
export const pendingFollowUps = (db: Db, attemptId: string) =>
  db
    .selectFrom('processor_calls')
    .selectAll()
    .where('attempt_id', '=', attemptId)
    .where('operation', 'in', ['capture', 'release'])
    .where('status', '=', 'pending')
    .orderBy('seq')
    .execute();
