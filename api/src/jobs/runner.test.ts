import { Type } from '@sinclair/typebox';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase, sql, type Db, type OpenDatabase } from '../db/database';
import { scopedTo, unitOfWork } from '../db/tenant';
import { databaseKind, freshDatabase } from '../testing/harness';
import { LEASE_EXPIRED, claimJob, completeJob, enqueue, fencedTransaction, findJob, pruneDoneJobs } from './repo';
import { createJobRunner, type JobRunner } from './runner';
import { LeaseLostError, defineJobHandler, defineJobKind, throwIfStopped, type JobHandler, type JobSchedule } from './types';

const Payload = Type.Object({ label: Type.String() });
let kinds = 0;
/** a kind of its own per test, so runners of one test never see another's jobs */
const testKind = (options: Parameters<typeof defineJobKind>[2] = {}) => defineJobKind(`test.kind${(kinds += 1)}`, Payload, options);

const expireLease = (db: Db, jobId: string) =>
  db
    .updateTable('jobs')
    .set({ locked_until: sql<Date>`now() - interval '1 second'` })
    .where('id', '=', jobId)
    .execute();

async function until(condition: () => Promise<boolean>, timeoutMs = 8_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(10);
  }
}

describe(`job runner (${databaseKind} database)`, () => {
  let database: OpenDatabase;
  let db: Db;
  let drop: () => Promise<void>;
  let target: OpenDatabase['target'];
  const runners: JobRunner[] = [];

  before(async () => {
    let open: () => Promise<OpenDatabase>;
    ({ target, open, drop } = await freshDatabase());
    database = await open();
    db = database.db;
  });
  after(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    await database.close();
    await drop();
  });

  const business = async () => (await db.insertInto('businesses').values({ name: 'Jobs test' }).returning('id').executeTakeFirstOrThrow()).id;
  const runner = (handlers: JobHandler[], options: { db?: Db; pollMs?: number; stopTimeoutMs?: number } = {}) => {
    const created = createJobRunner({ db, handlers, pollMs: 20, ...options });
    runners.push(created);
    return created;
  };

  /** Two runners (as two API instances would be) work the kind's jobs until none is left undone. */
  async function runTwoUntilDone(handler: JobHandler, otherDb: Db) {
    const one = runner([handler]);
    const two = runner([handler], { db: otherDb });
    one.start();
    two.start();
    await until(async () => {
      const open = await db.selectFrom('jobs').select('id').where('kind', '=', handler.kind.name).where('status', '!=', 'done').execute();
      return open.length === 0;
    });
    await Promise.all([one.stop(), two.stop()]);
  }

  it('runs a job with its typed payload and marks it done', async () => {
    const kind = testKind();
    const seen: string[] = [];
    const worker = runner([defineJobHandler({ kind, run: async ({ job }) => void seen.push(job.payload.label) })]);
    const { id } = await enqueue(scopedTo(db, await business()), kind, { label: 'hello' });
    assert.equal(await worker.runOnce(), true);
    assert.deepEqual(seen, ['hello']);
    const row = await findJob(db, id);
    assert.equal(row?.status, 'done');
    assert.equal(row?.attempts, 1);
    assert.equal(row?.lease_token, null);
    assert.equal(await worker.runOnce(), false);
  });

  it('retries a failing job after a growing backoff, then marks it failed with its error', async () => {
    // backoffs long enough that a busy machine (two test files at a time) cannot reach the next
    // attempt between a failure and the check that it is not due yet
    const kind = testKind({ maxAttempts: 3, backoff: { baseMs: 500, maxMs: 5_000 } });
    const failures: string[] = [];
    const worker = runner([
      defineJobHandler({
        kind,
        run: async ({ job }) => {
          throw new Error(`boom ${job.attempt}`);
        },
        onFailed: async (_tenant, job, error) => void failures.push(`${job.payload.label}: ${error}`),
      }),
    ]);
    const { id } = await enqueue(scopedTo(db, await business()), kind, { label: 'flaky' });
    const waits: number[] = [];
    const queuedAfter = async (attempt: number) => {
      const row = await db
        .selectFrom('jobs')
        .select(['status', 'attempts', 'last_error', sql<number>`round(extract(epoch from run_at - updated_at) * 1000)`.as('wait')])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      assert.deepEqual([row.status, row.attempts, row.last_error], ['queued', attempt, `boom ${attempt}`]);
      waits.push(Number(row.wait));
      // not due before its backoff has passed
      assert.equal(await worker.runOnce(), false);
    };
    assert.equal(await worker.runOnce(), true);
    await queuedAfter(1);
    await until(() => worker.runOnce());
    await queuedAfter(2);
    await until(() => worker.runOnce());
    assert.deepEqual(waits, [500, 1_000]);
    const row = await findJob(db, id);
    assert.equal(row?.status, 'failed');
    assert.equal(row?.attempts, 3);
    assert.equal(row?.last_error, 'boom 3');
    assert.deepEqual(failures, ['flaky: boom 3']);
  });

  it("retries a crashed worker's job on another runner once its lease expires, and fences the crashed one out", async () => {
    const kind = testKind();
    const attempts: number[] = [];
    const worker = runner([{ kind, run: async ({ job }) => void attempts.push(job.attempt) }]);
    const { id } = await enqueue(scopedTo(db, await business()), kind, { label: 'crash' });
    const crashed = await claimJob(db, { kinds: [kind.name], workerId: 'crashed', leaseMs: 60_000 });
    assert.equal(crashed?.row.id, id);
    // while the lease holds, nobody else takes it
    assert.equal(await worker.runOnce(), false);
    await expireLease(db, id);
    assert.equal(await worker.runOnce(), true);
    assert.deepEqual(attempts, [2]);
    const row = await findJob(db, id);
    assert.equal(row?.status, 'done');
    assert.equal(row?.last_error, LEASE_EXPIRED);
    // the crashed worker coming back can neither commit work nor finish the job
    await assert.rejects(
      fencedTransaction(db, crashed!, 60_000, async () => 'work'),
      LeaseLostError,
    );
    assert.equal(await completeJob(db, crashed!), false);
  });

  it('marks a job failed, without running it, when its worker crashed on the last attempt', async () => {
    const kind = testKind({ maxAttempts: 1 });
    let ran = false;
    const failed: string[] = [];
    const worker = runner([{ kind, run: async () => void (ran = true), onFailed: async (_tenant, _job, error) => void failed.push(error) }]);
    const { id } = await enqueue(scopedTo(db, await business()), kind, { label: 'last' });
    await claimJob(db, { kinds: [kind.name], workerId: 'crashed', leaseMs: 60_000 });
    await expireLease(db, id);
    assert.equal(await worker.runOnce(), true);
    assert.equal(ran, false);
    const row = await findJob(db, id);
    assert.deepEqual([row?.status, row?.attempts, row?.last_error], ['failed', 1, LEASE_EXPIRED]);
    assert.deepEqual(failed, [LEASE_EXPIRED]);
  });

  it('never runs one job on two runners at once, and runs each job once', async () => {
    const kind = testKind();
    // on PostgreSQL the second runner has its own pool, as a second API instance would
    const second = databaseKind === 'postgres' ? await openDatabase(target) : undefined;
    try {
      const runs = new Map<string, number>();
      const active = new Set<string>();
      let overlaps = 0;
      const handler: JobHandler<typeof Payload> = {
        kind,
        run: async ({ job }) => {
          if (active.has(job.id)) overlaps += 1;
          active.add(job.id);
          runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
          await sleep(2);
          active.delete(job.id);
        },
      };
      const businessId = await business();
      const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => enqueue(scopedTo(db, businessId), kind, { label: `job ${i}` })));
      await runTwoUntilDone(handler, second?.db ?? db);
      assert.equal(overlaps, 0);
      assert.deepEqual(
        ids.map(({ id }) => runs.get(id)),
        ids.map(() => 1),
      );
    } finally {
      await second?.close();
    }
  });

  it('runs at most one job of a kind per business at a time when the kind asks for it', async () => {
    const kind = testKind({ onePerBusiness: true });
    const second = databaseKind === 'postgres' ? await openDatabase(target) : undefined;
    try {
      const running = new Map<string, number>();
      let most = 0;
      const handler: JobHandler<typeof Payload> = {
        kind,
        run: async ({ job }) => {
          const now = (running.get(job.businessId) ?? 0) + 1;
          running.set(job.businessId, now);
          most = Math.max(most, now);
          await sleep(5);
          running.set(job.businessId, now - 1);
        },
      };
      const [a, b] = [await business(), await business()];
      for (let i = 0; i < 6; i += 1) await enqueue(scopedTo(db, i % 2 ? a : b), kind, { label: `job ${i}` });
      await runTwoUntilDone(handler, second?.db ?? db);
      assert.equal(most, 1);
    } finally {
      await second?.close();
    }
  });

  it('gives the lease back on stop, without counting the attempt', async () => {
    const kind = testKind();
    let started = false;
    const worker = runner([
      {
        kind,
        run: async ({ signal }) => {
          started = true;
          while (!signal.aborted) await sleep(5);
          throwIfStopped(signal);
        },
      },
    ]);
    const { id } = await enqueue(scopedTo(db, await business()), kind, { label: 'stop' });
    worker.start();
    await until(async () => started);
    await worker.stop();
    const row = await findJob(db, id);
    assert.deepEqual([row?.status, row?.attempts, row?.lease_token], ['queued', 0, null]);
  });

  it('gives the lease back when a job ignores the stop past the timeout', async () => {
    const kind = testKind();
    let started = false;
    let release = () => {};
    const worker = runner(
      [
        {
          kind,
          run: async () => {
            started = true;
            await new Promise<void>((resolve) => (release = resolve));
          },
        },
      ],
      { stopTimeoutMs: 50 },
    );
    const { id } = await enqueue(scopedTo(db, await business()), kind, { label: 'stubborn' });
    worker.start();
    await until(async () => started);
    await worker.stop();
    const row = await findJob(db, id);
    assert.deepEqual([row?.status, row?.lease_token], ['queued', null]);
    release();
  });

  it("commits a job with the caller's unit of work, or not at all", async () => {
    const kind = testKind();
    const businessId = await business();
    await assert.rejects(
      unitOfWork(db, businessId, async (tenant) => {
        await enqueue(tenant, kind, { label: 'rolled back' });
        throw new Error('the caller changes its mind');
      }),
    );
    const committed = await unitOfWork(db, businessId, (tenant) => enqueue(tenant, kind, { label: 'kept' }));
    const rows = await db.selectFrom('jobs').select(['id', 'payload']).where('kind', '=', kind.name).execute();
    assert.deepEqual(rows, [{ id: committed.id, payload: { label: 'kept' } }]);
  });

  it('deletes done jobs once they are old enough, and keeps failed ones', async () => {
    const kind = testKind();
    const businessId = await business();
    const old = sql<Date>`now() - interval '30 days'`;
    const [done, failed, recent] = await Promise.all(['done', 'failed', 'recent'].map((label) => enqueue(scopedTo(db, businessId), kind, { label })));
    await db.updateTable('jobs').set({ status: 'done', finished_at: old }).where('id', '=', done!.id).execute();
    await db.updateTable('jobs').set({ status: 'failed', finished_at: old }).where('id', '=', failed!.id).execute();
    await db
      .updateTable('jobs')
      .set({ status: 'done', finished_at: sql<Date>`now()` })
      .where('id', '=', recent!.id)
      .execute();
    await pruneDoneJobs(db, 14);
    const left = await db.selectFrom('jobs').select('id').where('kind', '=', kind.name).orderBy('id').execute();
    assert.deepEqual(
      left.map((row) => row.id),
      [failed!.id, recent!.id].sort(),
    );
  });

  it('adds a keyed job once, however many times (and instances) add it', async () => {
    const kind = testKind();
    const businessId = await business();
    const [one, two] = await Promise.all([
      enqueue(scopedTo(db, businessId), kind, { label: 'a' }, { key: 'slot-1' }),
      enqueue(scopedTo(db, businessId), kind, { label: 'a' }, { key: 'slot-1' }),
    ]);
    assert.equal(one.id, two.id);
    await enqueue(scopedTo(db, businessId), kind, { label: 'a' }, { key: 'slot-2' });
    const rows = await db.selectFrom('jobs').select('id').where('kind', '=', kind.name).execute();
    assert.equal(rows.length, 2);
  });

  it('adds a schedule’s jobs when it starts, then once a period, and runs them', async () => {
    const kind = testKind();
    const businessId = await business();
    const slots: string[] = [];
    const seen: string[] = [];
    const schedule: JobSchedule = {
      name: 'test schedule',
      everyMs: 60 * 60_000,
      enqueue: async (on, slot) => {
        slots.push(slot);
        await enqueue(scopedTo(on, businessId), kind, { label: `slot ${slot}` }, { key: slot });
      },
    };
    const worker = createJobRunner({
      db,
      handlers: [defineJobHandler({ kind, run: async ({ job }) => void seen.push(job.payload.label) })],
      schedules: [schedule],
      pollMs: 20,
    });
    runners.push(worker);
    worker.start();
    await until(async () => seen.length === 1);
    await sleep(100);
    await worker.stop();
    // within the hour: added once, whatever the polls
    assert.equal(slots.length, 1);
    assert.match(slots[0]!, /^\d+$/);
    assert.deepEqual(seen, [`slot ${slots[0]}`]);
  });

  it('refuses a payload that does not match its kind', async () => {
    const kind = testKind();
    const wrong = { label: 42 } as unknown as { label: string };
    await assert.rejects(enqueue(scopedTo(db, await business()), kind, wrong), TypeError);
  });
});
