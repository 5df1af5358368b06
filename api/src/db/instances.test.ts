import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKind, freshDatabase } from '../testing/harness';
import { openDatabase, type OpenDatabase } from './database';

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
});
