import type { Kysely } from 'kysely';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from '../../db/database';
import { jobHandlers } from '../../jobHandlers';
import { claimJob, fencedTransaction, findJob } from '../../jobs/repo';
import { createJobRunner } from '../../jobs/runner';
import { JobStoppedError, type JobContext } from '../../jobs/types';
import { browser, databaseKind, startApi, type TestApi } from '../../testing/harness';
import { up as giveImportErrorsCodes } from '../../db/migrations/0005_import_error_codes';
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
    const res = await b.post('/api/signup', {
      payload: { businessName: `Shop ${email}`, firstName: 'Owner', lastName: 'O', email, password: 'long-enough-9' },
    });
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

    // worker A claims the job, commits one batch (up to 100 rows, fewer when they are slow), and dies without a word
    const lease = await claimJob(api.db, { kinds: [contactImportKind.name], workerId: 'A', leaseMs: 60_000 });
    assert.ok(lease);
    const stop = new AbortController();
    let transactions = 0;
    const dying: JobContext<{ importId: string }> = {
      job: { id: lease.row.id, businessId: lease.row.business_id, kind: lease.row.kind, payload: { importId }, attempt: 1, maxAttempts: 5 },
      signal: stop.signal,
      // the first transaction reads the rows, the second commits the first batch: then it dies
      unitOfWork: async (work) => {
        const result = await fencedTransaction(api.db, lease, 60_000, work);
        if ((transactions += 1) === 2) stop.abort();
        return result;
      },
    };
    await assert.rejects(contactImportHandler.run(dying), JobStoppedError);
    const midway = (await b.get(`/api/contacts/imports/${importId}`)).json() as { status: string; processed: number; created: number };
    assert.equal(midway.status, 'running');
    assert.ok(midway.processed > 0 && midway.processed < rows.length, `processed ${midway.processed}`);
    assert.equal(midway.created, midway.processed);

    // its lease runs out; worker B takes the job over and finishes it
    await api.db
      .updateTable('jobs')
      .set({ locked_until: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', lease.row.id)
      .execute();
    const workerB = createJobRunner({ db: api.db, handlers: jobHandlers({ mail: null, publicOrigin: 'http://localhost' }) });
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
    await api.db
      .updateTable('jobs')
      .set({ attempts: contactImportKind.maxAttempts - 1 })
      .where(sql<boolean>`payload->>'importId' = ${importId}`)
      .execute();
    const lease = await claimJob(api.db, { kinds: [contactImportKind.name], workerId: 'A', leaseMs: 60_000 });
    assert.ok(lease);
    await api.db
      .updateTable('jobs')
      .set({ locked_until: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', lease.row.id)
      .execute();
    assert.equal(await createJobRunner({ db: api.db, handlers: jobHandlers({ mail: null, publicOrigin: 'http://localhost' }) }).runOnce(), true);

    const failed = (await b.get(`/api/contacts/imports/${importId}`)).json() as Record<string, unknown>;
    assert.equal(failed.status, 'failed');
    assert.equal(failed.processed, 0);
    // the rows after `processed` were not imported: the status says so, with no made-up row in `errors`
    assert.deepEqual(failed.errors, []);
    assert.notEqual(failed.finishedAt, null);
  });

  it('gives the refused rows of imports recorded before codes per field (migration 0005)', async () => {
    const b = await signUp('before-codes@imports.test');
    const started = await b.post('/api/contacts/imports', { payload: { rows: [{ firstName: 'Old' }], duplicates: 'create' } });
    const importId = (started.json() as { id: string }).id;
    // as the import wrote its errors until now: English sentences, and a row 0 once it stopped
    const before = [
      { row: 2, messages: ['Unknown source "fax"', 'Enter a valid email address'] },
      { row: 3, messages: ['A tag has at most 40 characters'] },
      { row: 0, messages: ['The import stopped: try the remaining rows again'] },
    ];
    await api.db
      .updateTable('contact_imports')
      .set({ status: 'failed', errors: sql<string>`${JSON.stringify(before)}::jsonb` })
      .where('id', '=', importId)
      .execute();

    // a migration sees the database untyped, as the migrator gives it
    await giveImportErrorsCodes(api.db as Kysely<unknown>);

    const job = (await b.get(`/api/contacts/imports/${importId}`)).json() as Record<string, unknown>;
    assert.deepEqual(job.errors, [
      {
        row: 2,
        fields: {
          source: { code: 'invalid_value', message: 'Unknown source "fax"', params: { value: 'fax' } },
          email: { code: 'invalid_email', message: 'Enter a valid email address' },
        },
      },
      { row: 3, fields: { tags: { code: 'too_long', message: 'A tag has at most 40 characters', params: { limit: 40 } } } },
    ]);
  });
});
