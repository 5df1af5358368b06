import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { loadConfig } from '../../config';
import { jobHandlers } from '../../jobHandlers';
import { createJobRunner } from '../../jobs/runner';
import { databaseKind, idempotencyKey, signUp, startApi, type SignedUp, type TestApi } from '../../testing/harness';
import { APPROVED_CARD } from '../../testing/sales';
import type { Sale } from '../invoices/moneySchemas';
import type { Authorization, PaymentProvider } from '../money/providers/provider';
import { createTestProcessor } from '../money/providers/testProcessor';

// A money call's attempt when its processor calls are cut short (docs/decisions/0031): an instance
// that dies between its transactions, a processor that does not answer. The processor here is the
// test processor (whose references follow its keys, as Stripe's answers follow its Idempotency-Keys),
// wrapped to hold a call, lose an answer, and count what it did.

/** A gate a call waits at until the test opens it; `reached` resolves when the call arrives. */
function gate() {
  let open!: () => void;
  let arrive!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  return { open, reached, wait: () => (arrive(), opened) };
}

function scriptedProcessor() {
  const inner = createTestProcessor();
  const script = {
    /** the next authorizations wait at these gates, in turn */
    authorizeGates: [] as ReturnType<typeof gate>[],
    /** the next refunds are made, and their answers lost (a timeout) */
    loseRefunds: 0,
    /** the next captures fail (no answer) */
    failCaptures: 0,
  };
  const done = { authorized: [] as string[], captured: [] as string[], released: [] as string[], refunds: new Map<string, number>() };
  const provider: PaymentProvider = {
    name: 'test',
    async authorize(input): Promise<Authorization> {
      await script.authorizeGates.shift()?.wait();
      const auth = await inner.authorize(input);
      if (auth.approved) done.authorized.push(auth.ref);
      return auth;
    },
    async capture(ref, amountMinor, key) {
      if (script.failCaptures > 0) {
        script.failCaptures -= 1;
        throw new Error('the processor did not answer');
      }
      await inner.capture(ref, amountMinor, key);
      done.captured.push(ref);
    },
    async release(ref, key) {
      await inner.release(ref, key);
      done.released.push(ref);
    },
    async refund(input) {
      const result = await inner.refund(input);
      // one refund per key, as a processor keeps it
      if (result.ok) done.refunds.set(input.key, input.amountMinor);
      if (script.loseRefunds > 0) {
        script.loseRefunds -= 1;
        throw new Error('the processor did not answer');
      }
      return result;
    },
  };
  return { provider, script, done };
}

const until = async (condition: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 400; i += 1) {
    if (await condition()) return;
    await sleep(10);
  }
  throw new Error(`timed out waiting: ${what}`);
};

describe(`money attempts cut short (${databaseKind} database)`, () => {
  let api: TestApi;
  let shop: SignedUp;
  let processor: ReturnType<typeof scriptedProcessor>;

  before(async () => {
    processor = scriptedProcessor();
    api = await startApi({ seed: false, jobs: false, provider: processor.provider });
    shop = await signUp(api, 'Attempts Shop');
  });
  after(() => api.close());

  const sale = (headers: Record<string, string>, amountMinor = 2_000, cards = 1) =>
    shop.b.post('/api/checkout', {
      headers,
      payload: {
        lines: [{ name: 'Detail', unitPriceMinor: amountMinor * cards, quantity: 1 }],
        tenders: Array.from({ length: cards }, () => ({ tender: 'card', amountMinor, card: APPROVED_CARD })),
      },
    });
  const invoices = async () =>
    Number(
      (
        await api.db
          .selectFrom('invoices')
          .select(sql<number>`count(*)`.as('n'))
          .where('business_id', '=', shop.businessId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const keyRow = (key: string) =>
    api.db
      .selectFrom('idempotency_keys')
      .select(['status_code', 'attempt_id'])
      .where('business_id', '=', shop.businessId)
      .where('key', '=', key)
      .executeTakeFirst();
  /** The instance running the key's attempt dies (as a SIGKILL leaves it: its attempt in flight, its instance gone). */
  const instanceDies = (key: string) =>
    api.db.updateTable('idempotency_keys').set({ instance_id: 'a-gone-instance' }).where('business_id', '=', shop.businessId).where('key', '=', key).execute();
  /** The recovery jobs, due now, run by a runner as an instance's would. */
  async function recover() {
    await api.db
      .updateTable('jobs')
      .set({ run_at: sql<Date>`now()` })
      .where('kind', '=', 'payments.recoverAttempt')
      .where('status', '=', 'queued')
      .execute();
    const runner = createJobRunner({
      db: api.db,
      handlers: jobHandlers(loadConfig({ FRONTDESK_DEMO: 'true' }), { db: api.db, provider: processor.provider, recoveryDelayMs: 30_000 }),
    });
    while (await runner.runOnce()) {
      /* every due job */
    }
  }

  it('lets a duplicate wait for the attempt in flight, then answers it the same sale', async () => {
    const held = gate();
    processor.script.authorizeGates.push(held);
    const headers = idempotencyKey();
    const first = sale(headers);
    await held.reached;
    assert.equal((await keyRow(headers['idempotency-key']))?.status_code, 0, 'in flight while the card is at the processor');
    const second = sale(headers);
    await sleep(100);
    held.open();
    const [a, b] = await Promise.all([first, second]);
    assert.deepEqual([a.statusCode, b.statusCode], [201, 201]);
    assert.equal((a.json() as Sale).invoice.id, (b.json() as Sale).invoice.id);
    assert.equal(b.headers['idempotent-replayed'], 'true');
  });

  it("takes over a key whose instance died mid-call: the retry makes the sale once, and the dead attempt's card is let go", async () => {
    const before = await invoices();
    const held = gate();
    processor.script.authorizeGates.push(held);
    const headers = idempotencyKey();
    const dying = sale(headers);
    await held.reached;
    await instanceDies(headers['idempotency-key']);
    const retry = await sale(headers);
    assert.equal(retry.statusCode, 201, retry.body);
    // the dead attempt's processor answers at last: it was taken over, so its card is let go
    held.open();
    const late = await dying;
    assert.deepEqual([late.statusCode, late.json().code], [409, 'request_in_progress']);
    const lateRef = processor.done.authorized.at(-1)!;
    await until(async () => processor.done.released.includes(lateRef), 'the late authorization released');
    assert.equal(await invoices(), before + 1);
    const replay = await sale(headers);
    assert.deepEqual(
      [replay.statusCode, replay.headers['idempotent-replayed'], (replay.json() as Sale).invoice.id],
      [201, 'true', (retry.json() as Sale).invoice.id],
    );
  });

  it('gives up a sale nobody retried after its instance died: its approved card let go, the key freed, nothing written', async () => {
    const before = await invoices();
    const held = gate();
    // the first card is approved; the second waits at the processor while the instance dies
    processor.script.authorizeGates.push(gate(), held);
    processor.script.authorizeGates[0]!.open();
    const headers = idempotencyKey();
    const dying = sale(headers, 1_500, 2);
    await held.reached;
    const approvedFirst = processor.done.authorized.at(-1)!;
    await instanceDies(headers['idempotency-key']);
    await recover();
    assert.ok(processor.done.released.includes(approvedFirst), 'the approved card is let go');
    assert.equal(await keyRow(headers['idempotency-key']), undefined, 'the key is free for a new attempt');
    held.open();
    assert.equal((await dying).statusCode, 409);
    const secondRef = processor.done.authorized.at(-1)!;
    await until(async () => processor.done.released.includes(secondRef), 'the late authorization released');
    assert.equal(await invoices(), before);
    assert.ok(!processor.done.captured.includes(approvedFirst) && !processor.done.captured.includes(secondRef));
    // the customer's next try with that key is a new attempt: one sale
    const again = await sale(headers, 1_500, 2);
    assert.equal(again.statusCode, 201, again.body);
    assert.equal(await invoices(), before + 1);
  });

  it('finishes a refund whose answer was lost under the same processor key: on the retry, or by the recovery job, once', async () => {
    const sold = (await sale(idempotencyKey(), 5_000)).json() as Sale;
    const payment = sold.transactions[0]!;
    const refund = (headers: Record<string, string>, amountMinor: number) =>
      shop.b.post(`/api/invoices/${sold.invoice.id}/refunds`, {
        headers,
        payload: { refunds: [{ transactionId: payment.id, amountMinor }], reason: 'Scuffed' },
      });
    const refunded = async () =>
      (await api.db.selectFrom('transactions').select('refunded_minor').where('id', '=', payment.id).executeTakeFirstOrThrow()).refunded_minor;

    // the processor refunds, its answer is lost: the books cannot tell yet, the key stays in flight
    processor.script.loseRefunds = 1;
    const headers = idempotencyKey();
    const lost = await refund(headers, 1_000);
    assert.deepEqual([lost.statusCode, lost.json().code], [503, 'processor_unavailable']);
    assert.equal((await keyRow(headers['idempotency-key']))?.status_code, 0);
    assert.equal(await refunded(), 0);
    // meanwhile more than is left beside it is refused: the refund in flight holds its 1,000
    assert.equal((await refund(idempotencyKey(), 4_001)).statusCode, 400);
    const retried = await refund(headers, 1_000);
    assert.equal(retried.statusCode, 201, retried.body);
    assert.equal(await refunded(), 1_000);

    // again, and this time nobody retries: the recovery job finishes it and keeps the answer
    processor.script.loseRefunds = 1;
    const unattended = idempotencyKey();
    assert.equal((await refund(unattended, 1_500)).statusCode, 503);
    await recover();
    assert.equal(await refunded(), 2_500);
    const answered = await refund(unattended, 1_500);
    assert.deepEqual([answered.statusCode, answered.headers['idempotent-replayed']], [201, 'true']);
    // at the processor, one refund per call: what the books hold
    const atProcessor = [...processor.done.refunds.values()].reduce((sum, amount) => sum + amount, 0);
    assert.equal(atProcessor, 2_500);
    const rows = await api.db.selectFrom('transactions').select('amount_minor').where('parent_id', '=', payment.id).execute();
    assert.deepEqual(rows.map((r) => r.amount_minor).sort(), [1_000, 1_500]);
  });

  it('makes a capture the processor did not answer after the commit, by the recovery job', async () => {
    processor.script.failCaptures = 1;
    const res = await sale(idempotencyKey(), 3_300);
    assert.equal(res.statusCode, 201, res.body);
    const { provider_ref: ref } = await api.db
      .selectFrom('transactions')
      .select('provider_ref')
      .where('id', '=', (res.json() as Sale).transactions[0]!.id)
      .executeTakeFirstOrThrow();
    assert.ok(!processor.done.captured.includes(ref!));
    const pending = await api.db
      .selectFrom('processor_calls')
      .select('status')
      .where('ref', '=', ref)
      .where('operation', '=', 'capture')
      .executeTakeFirstOrThrow();
    assert.equal(pending.status, 'pending');
    await recover();
    assert.ok(processor.done.captured.includes(ref!));
    const made = await api.db
      .selectFrom('processor_calls')
      .select('status')
      .where('ref', '=', ref)
      .where('operation', '=', 'capture')
      .executeTakeFirstOrThrow();
    assert.equal(made.status, 'succeeded');
  });
});
