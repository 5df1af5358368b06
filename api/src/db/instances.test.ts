import { setTimeout as sleep } from 'node:timers/promises';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_EMAIL } from '../demo/demo';
import { seedDemo } from '../demo/seed';
import { databaseKind, freshDatabase } from '../testing/harness';
import { openDatabase, sql, type OpenDatabase } from './database';
import { isDatabaseUnavailable } from './errors';
import { INSTANCE_APPLICATION_NAME, lockKeyOf } from './instances';
import { migrations } from './migrations';

// Which API instances run on a database (db/instances.ts): the work an instance left in flight is
// taken over once it is gone, never while it runs.

describe(`API instances on one database (${databaseKind} database)`, () => {
  let target: OpenDatabase['target'];
  let drop: () => Promise<void>;
  let first: OpenDatabase;

  before(async () => {
    let open: () => Promise<OpenDatabase>;
    ({ target, open, drop } = await freshDatabase());
    first = await open();
  });
  after(async () => {
    await first.close();
    await drop();
  });

  it('knows itself alive, and an instance it never saw gone', async () => {
    assert.equal(await first.instances.isAlive(first.instances.self), true);
    assert.equal(await first.instances.isAlive('an-instance-that-never-ran'), false);
  });

  // the embedded database is one process's: no other instance can open it (the first test covers it)
  if (databaseKind !== 'postgres') return;
  it('sees another instance alive while it runs and gone once its process lets go of the database', async () => {
    const second = await openDatabase(target);
    assert.equal(await first.instances.isAlive(second.instances.self), true);
    assert.equal(await second.instances.isAlive(first.instances.self), true);
    await second.close();
    assert.equal(await first.instances.isAlive(second.instances.self), false);
  });

  it('takes its lock again when the server ends its connection (a restart), and is seen alive again', async () => {
    const second = await openDatabase(target);
    try {
      // the server ends every connection of the second instance's, as a restart would: its lock's, its pool's
      const { rows } = await sql<{ ended: boolean }>`
        SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = ${INSTANCE_APPLICATION_NAME} AND pid <> pg_backend_pid()
          AND pid IN (SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND objid = ${lockKeyOf(second.instances.self)}::int4::oid)`.execute(first.db);
      assert.deepEqual(
        rows.map((row) => row.ended),
        [true],
      );
      // a lent connection ended between a transaction's statements fails the transaction, not the process,
      const lost = second.db.transaction().execute(async (trx) => {
        await sql`SELECT pg_terminate_backend(pg_backend_pid())`.execute(trx).catch(() => undefined);
        await sleep(50);
        await sql`SELECT 1`.execute(trx);
      });
      // …with an error the API answers 503 for (the ROLLBACK on the lost connection is what throws)
      await assert.rejects(lost, (error) => isDatabaseUnavailable(error));
      const deadline = Date.now() + 5_000;
      while (!(await first.instances.isAlive(second.instances.self))) {
        assert.ok(Date.now() < deadline, 'the second instance did not take its lock again');
        await sleep(50);
      }
      // and it still answers
      assert.deepEqual((await sql<{ one: number }>`SELECT 1 AS one`.execute(second.db)).rows, [{ one: 1 }]);
    } finally {
      await second.close();
    }
  });
});

// Several instances started at the same moment on a new PostgreSQL database (npm run start:cluster):
// the migrations run once (Kysely's migrator holds an advisory lock) and the demo business is made
// once (its seed takes its own), with no instance failing its start.
describe('instances starting together on a new database', { skip: databaseKind !== 'postgres' && 'the embedded database is one process’s' }, () => {
  it('migrates it once and makes the demo business once', async () => {
    const { target, drop } = await freshDatabase({ unmigrated: true });
    const opened: OpenDatabase[] = [];
    try {
      opened.push(...(await Promise.all([1, 2, 3].map(() => openDatabase(target)))));
      const made = await Promise.all(opened.map((instance) => seedDemo(instance.db, new Date())));
      assert.equal(made.filter(Boolean).length, 1, `made by ${made.filter(Boolean).length} instances`);
      const db = opened[0]!.db;
      const { rows: applied } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
      assert.deepEqual(applied.map((row) => row.name).sort(), Object.keys(migrations).sort());
      const demo = await db.selectFrom('users').select('business_id').where('email', '=', DEMO_EMAIL).execute();
      assert.equal(demo.length, 1);
      assert.equal((await db.selectFrom('businesses').select('id').execute()).length, 1);
    } finally {
      await Promise.all(opened.map((instance) => instance.close()));
      await drop();
    }
  });
});
