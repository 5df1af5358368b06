import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from '../../db/database';
import { jobHandlers } from '../../jobs/handlers';
import { claimJob, fencedTransaction, findJob } from '../../jobs/repo';
import { createJobRunner } from '../../jobs/runner';
import { JobStoppedError, type JobContext } from '../../jobs/types';
import { browser, databaseKind, startApi, type TestApi } from '../../testing/harness';
import { contactImportHandler, contactImportKind } from './imports';

// The import as a job: a worker that dies mid-way leaves its committed batches, and the next
// worker carries on after them.

describe(`CSV import as a job (${databaseKind} database)`, () => {
  let api: TestApi;
  before(async () => {
    // no runner of its own: each test plays the workers itself
    api = await startApi({ jobs: false, seed: false });
  });
  after(() => api.close());

  async function signUp(email: string) {
    const b = await browser(api.app).visit();
    const res = await b.post('/api/signup', { payload: { businessName: `Shop ${email}`, firstName: 'Owner', lastName: 'O', email, password: 'long-enough-9' } });
    assert.equal(res.statusCode, 201);
    return b;
  }

  it('resumes after the last committed batch when its worker dies, importing no row twice', async () => {
    const b = await signUp('resume@imports.test');
    // "create" imports a row again if it is seen again, so a repeat would show in the counts
    const rows = Array.from({ length: 250 }, (_, i) => ({ firstName: `Resume${i}`, lastName: 'Row', tags: 'resumed' }));
    const started = await b.post('/api/contacts/imports', { payload: { rows, duplicates: 'create' } });
    assert.equal(started.statusCode, 202);
    const importId = (started.json() as { id: string }).id;

    // worker A claims the job, commits one batch of 100, and dies without a word
    const lease = await claimJob(api.db, { kinds: [contactImportKind.name], workerId: 'A', leaseMs: 60_000 });
    assert.ok(lease);
    const stop = new AbortController();
    let transactions = 0;
    const dying: JobContext<{ importId: string }> = {
      job: { id: lease.row.id, businessId: lease.row.business_id, kind: lease.row.kind, payload: { importId }, attempt: 1, maxAttempts: 5 },
      signal: stop.signal,
      // the first transaction reads the rows, the second commits the first batch: then it dies
      transaction: async (work) => {
        const result = await fencedTransaction(api.db, lease, 60_000, work);
        if ((transactions += 1) === 2) stop.abort();
        return result;
      },
    };
    await assert.rejects(contactImportHandler.run(dying), JobStoppedError);
    const midway = (await b.get(`/api/contacts/imports/${importId}`)).json() as { status: string; processed: number; created: number };
    assert.deepEqual([midway.status, midway.processed, midway.created], ['running', 100, 100]);

    // its lease runs out; worker B takes the job over and finishes it
    await api.db.updateTable('jobs').set({ locked_until: sql<Date>`now() - interval '1 second'` }).where('id', '=', lease.row.id).execute();
    const workerB = createJobRunner({ db: api.db, handlers: jobHandlers });
    assert.equal(await workerB.runOnce(), true);

    const done = (await b.get(`/api/contacts/imports/${importId}`)).json() as Record<string, unknown>;
    assert.equal(done.status, 'done');
    assert.equal(done.processed, 250);
    assert.equal(done.created, 250);
    assert.deepEqual(done.errors, []);
    const tagged = (await b.get('/api/contacts?tag=resumed&pageSize=1')).json() as { total: number };
    assert.equal(tagged.total, 250);
    const job = await findJob(api.db, lease.row.id);
    assert.deepEqual([job?.status, job?.attempts], ['done', 2]);
    // the stored rows are let go once the import has ended
    const stored = await api.db.selectFrom('contact_imports').select('rows').where('id', '=', importId).executeTakeFirstOrThrow();
    assert.equal(stored.rows, null);
  });

  it('marks the import failed, keeping what it imported, once its job has used up its attempts', async () => {
    const b = await signUp('gives-up@imports.test');
    const started = await b.post('/api/contacts/imports', { payload: { rows: [{ firstName: 'Never' }], duplicates: 'create' } });
    const importId = (started.json() as { id: string }).id;
    // the job's last attempt was taken by a worker that never came back
    await api.db.updateTable('jobs').set({ attempts: contactImportKind.maxAttempts - 1 }).where(sql<boolean>`payload->>'importId' = ${importId}`).execute();
    const lease = await claimJob(api.db, { kinds: [contactImportKind.name], workerId: 'A', leaseMs: 60_000 });
    assert.ok(lease);
    await api.db.updateTable('jobs').set({ locked_until: sql<Date>`now() - interval '1 second'` }).where('id', '=', lease.row.id).execute();
    assert.equal(await createJobRunner({ db: api.db, handlers: jobHandlers }).runOnce(), true);

    const failed = (await b.get(`/api/contacts/imports/${importId}`)).json() as Record<string, unknown>;
    assert.equal(failed.status, 'failed');
    assert.equal(failed.processed, 0);
    // the rows after `processed` were not imported: the status says so, with no made-up row in `errors`
    assert.deepEqual(failed.errors, []);
    assert.notEqual(failed.finishedAt, null);
  });
});
