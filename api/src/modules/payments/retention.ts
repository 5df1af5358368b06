import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { scopedTo, type Tenant } from '../../db/tenant';
import { enqueue } from '../../jobs/repo';
import { defineJobHandler, defineJobKind, throwIfStopped, type JobSchedule } from '../../jobs/types';

// What a money call leaves behind is kept only as long as it serves (issue 31 §9; SECURITY.md):
// - an Idempotency-Key's row keeps the request's hash and the answer a retry is given, for
//   KEY_RETENTION_MS: a desk's or a pay page's retry comes within minutes, and the answer (a sale,
//   its customer's name) is personal data the books already hold. A key in flight is kept until
//   its attempt has settled (the recovery job's);
// - a processor call's row, once answered, for CALL_RETENTION_MS: what reconciling with the
//   processor's own records needs. A pending one is kept until it is made.
// Every hour each runner adds a job per business with rows past their time, which deletes them a
// batch at a time.

export const KEY_RETENTION_MS = 24 * 60 * 60_000;
export const CALL_RETENTION_MS = 30 * 24 * 60 * 60_000;
const BATCH = 500;

const before = (ms: number) => new Date(Date.now() - ms);

/** Deletes one batch of a business's rows past their time; how many went. */
async function pruneBatch({ db, businessId }: Tenant): Promise<number> {
  const keys = await sql<{ n: number }>`
    WITH old AS (SELECT key FROM idempotency_keys WHERE business_id = ${businessId} AND status_code <> 0 AND created_at < ${before(KEY_RETENTION_MS)} LIMIT ${BATCH})
    DELETE FROM idempotency_keys k USING old WHERE k.business_id = ${businessId} AND k.key = old.key RETURNING 1 AS n`.execute(db);
  const calls = await sql<{ n: number }>`
    WITH old AS (SELECT id FROM processor_calls WHERE business_id = ${businessId} AND status <> 'pending' AND updated_at < ${before(CALL_RETENTION_MS)} LIMIT ${BATCH})
    DELETE FROM processor_calls c USING old WHERE c.id = old.id RETURNING 1 AS n`.execute(db);
  return keys.rows.length + calls.rows.length;
}

export const pruneKind = defineJobKind('payments.prune', Type.Object({}, { additionalProperties: false }), { onePerBusiness: true });

export const pruneHandler = defineJobHandler({
  kind: pruneKind,
  async run({ unitOfWork, signal }) {
    // a batch per short unit of work: on the embedded database requests go between them
    while ((await unitOfWork(pruneBatch)) > 0) throwIfStopped(signal);
  },
});

export const PRUNE_EVERY_MS = 60 * 60_000;

export const pruneSchedule: JobSchedule = {
  name: 'payments.prune',
  everyMs: PRUNE_EVERY_MS,
  async enqueue(db, slot) {
    const { rows } = await sql<{ business_id: string }>`
      SELECT business_id FROM idempotency_keys WHERE status_code <> 0 AND created_at < ${before(KEY_RETENTION_MS)}
      UNION
      SELECT business_id FROM processor_calls WHERE status <> 'pending' AND updated_at < ${before(CALL_RETENTION_MS)}`.execute(db);
    for (const { business_id: businessId } of rows) await enqueue(scopedTo(db, businessId), pruneKind, {}, { key: slot });
  },
};
