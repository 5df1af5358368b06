import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { loadConfig } from '../../config';
import { jobHandlers } from '../../jobHandlers';
import { createJobRunner } from '../../jobs/runner';
import { databaseKind, idempotencyKey, signUp, startApi, type SignedUp, type TestApi } from '../../testing/harness';
import { APPROVED_CARD } from '../../testing/sales';
import { CALL_RETENTION_MS, KEY_RETENTION_MS, pruneSchedule } from './retention';

// Idempotency-Keys and processor calls are kept as long as they serve (retention.ts), then go.

describe(`money calls' retention (${databaseKind} database)`, () => {
  let api: TestApi;
  let shop: SignedUp;

  before(async () => {
    api = await startApi({ seed: false, jobs: false });
    shop = await signUp(api, 'Retention Shop');
  });
  after(() => api.close());

  const sale = (headers: Record<string, string>) =>
    shop.b.post('/api/checkout', {
      headers,
      payload: { lines: [{ name: 'Wash', unitPriceMinor: 1_000, quantity: 1 }], tenders: [{ tender: 'card', amountMinor: 1_000, card: APPROVED_CARD }] },
    });
  const ago = (ms: number) => new Date(Date.now() - ms - 60_000);

  it("deletes a business's answered keys and processor calls past their time, and nothing else", async () => {
    const [old, recent, inFlight] = [idempotencyKey(), idempotencyKey(), idempotencyKey()];
    for (const headers of [old, recent]) assert.equal((await sale(headers)).statusCode, 201);
    const keys = api.db.updateTable('idempotency_keys').where('business_id', '=', shop.businessId);
    await keys
      .set({ created_at: ago(KEY_RETENTION_MS) })
      .where('key', '=', old['idempotency-key'])
      .execute();
    await api.db
      .insertInto('idempotency_keys')
      .values({
        business_id: shop.businessId,
        key: inFlight['idempotency-key'],
        operation: 'POST /api/checkout',
        request_hash: 'h',
        status_code: 0,
        response: '',
        created_at: ago(KEY_RETENTION_MS),
      })
      .execute();
    const calls = await api.db.selectFrom('processor_calls').select(['id', 'status']).where('business_id', '=', shop.businessId).execute();
    assert.ok(calls.length >= 4 && calls.every((c) => c.status !== 'pending'));
    const [aged, ...fresh] = calls;
    await api.db
      .updateTable('processor_calls')
      .set({ updated_at: ago(CALL_RETENTION_MS) })
      .where('id', '=', aged!.id)
      .execute();

    await pruneSchedule.enqueue(api.db, 'test-slot');
    const runner = createJobRunner({ db: api.db, handlers: jobHandlers(loadConfig({ FRONTDESK_DEMO: 'true' })) });
    while (await runner.runOnce()) {
      /* every due job */
    }
    const left = await api.db.selectFrom('idempotency_keys').select('key').where('business_id', '=', shop.businessId).execute();
    assert.deepEqual(left.map((k) => k.key).sort(), [recent['idempotency-key'], inFlight['idempotency-key']].sort());
    const callsLeft = await api.db.selectFrom('processor_calls').select('id').where('business_id', '=', shop.businessId).execute();
    assert.deepEqual(callsLeft.map((c) => c.id).sort(), fresh.map((c) => c.id).sort());
    // another business's rows are its own job's: a business with nothing old gets none
    const jobs = await api.db
      .selectFrom('jobs')
      .select(sql<number>`count(*)`.as('n'))
      .where('kind', '=', 'payments.prune')
      .executeTakeFirstOrThrow();
    assert.equal(Number(jobs.n), 1);
  });
});
