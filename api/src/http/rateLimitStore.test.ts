import { setTimeout as sleep } from 'node:timers/promises';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browser, databaseKind, startApi, type TestApi } from '../testing/harness';
import { countHit } from './rateLimitStore';

// Per-client limits counted in the database (migration 0040, decision 0064): one budget per client
// and route, whichever API instance on the database answers.

describe(`per-client limits in the database (${databaseKind} database)`, () => {
  let api: TestApi;
  before(async () => {
    api = await startApi({ seed: false, jobs: false, config: { loginRateLimit: 4 } });
  });
  after(() => api.close());

  it('counts hits within a window, each key on its own, and starts a new window once it has ended', async () => {
    const hits = [];
    for (let i = 0; i < 3; i += 1) hits.push(await countHit(api.db, 'POST /api/login 10.9.0.1', 300));
    assert.deepEqual(
      hits.map((h) => h.current),
      [1, 2, 3],
    );
    assert.ok(
      hits.every((h) => h.ttl > 0 && h.ttl <= 300),
      JSON.stringify(hits),
    );
    assert.equal((await countHit(api.db, 'POST /api/login 10.9.0.2', 300)).current, 1);
    await sleep(350);
    const renewed = await countHit(api.db, 'POST /api/login 10.9.0.1', 300);
    assert.equal(renewed.current, 1);
    assert.ok(renewed.ttl > 200, `a new window of 300 ms, ${renewed.ttl} ms left`);
  });

  it('counts hits arriving at once exactly', async () => {
    const hits = await Promise.all(Array.from({ length: 20 }, () => countHit(api.db, 'GET /api/book 10.9.0.3', 60_000)));
    assert.deepEqual(
      hits.map((h) => h.current).sort((a, b) => a - b),
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  // the embedded database is one process's: its server counts in memory (server.ts)
  if (databaseKind !== 'postgres') return;

  it('gives a client one sign-in budget across two instances, not one each', async () => {
    const other = await api.anotherInstance();
    const clients = [await browser(api.app, '10.9.1.1').visit(), await browser(other, '10.9.1.1').visit()];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await clients[i % 2]!.post('/api/login', { payload: { email: `nobody${i}@example.com`, password: 'x' } });
      statuses.push(res.statusCode);
    }
    assert.deepEqual(statuses, [400, 400, 400, 400, 429, 429]);
    const rows = await api.db.selectFrom('rate_limits').select(['key', 'hits']).where('key', 'like', '%10.9.1.1%').execute();
    assert.deepEqual(
      rows.map((r) => r.hits),
      [6],
    );
  });
});
