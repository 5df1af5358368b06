import { setTimeout as sleep } from 'node:timers/promises';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { databaseKind, startApi, browser, type TestApi } from '../testing/harness';
import { OVERLOAD_RETRY_AFTER_SECONDS, admission } from './admission';
import { problemErrorHandler } from './errorHandler';

// The load shedding (http/admission.ts, docs/decisions/0065): a few requests at once, the next in
// line first come first served, and the overflow answered 503 with Retry-After once it has waited.

const settle = (ms = 30) => sleep(ms);

/** A server whose /slow requests each wait until the test lets them go. */
async function gatedServer(maxActive: number, maxWaitMs: number) {
  const app = Fastify();
  app.setErrorHandler(problemErrorHandler('Too many attempts'));
  await app.register(admission, { maxActive, maxWaitMs });
  const started: number[] = [];
  const holds: (() => void)[] = [];
  app.get<{ Querystring: { n: string } }>('/slow', async (req) => {
    started.push(Number(req.query.n));
    await new Promise<void>((resolve) => holds.push(resolve));
    return { n: Number(req.query.n) };
  });
  app.get('/health', { config: { outsideAdmission: true } }, async () => ({ status: 'ok' }));
  await app.ready();
  const letGo = () => holds.splice(0).forEach((resolve) => resolve());
  /** sends /slow?n once the server has seen the request before it (so the order of arrival is the test's) */
  const arrive = async (n: number) => {
    const { active, waiting } = app.admission();
    const answer = app.inject({ url: `/slow?n=${n}` });
    while (app.admission().active + app.admission().waiting === active + waiting) await settle(1);
    return { answer };
  };
  return { app, started, letGo, arrive };
}

describe('admission: the load shedding', () => {
  it('handles maxActive requests at once and the next in the order they came, each once a turn is free', async () => {
    const { app, started, letGo, arrive } = await gatedServer(2, 5_000);
    try {
      const answers: Promise<LightMyRequestResponse>[] = [];
      for (const n of [1, 2, 3, 4, 5]) answers.push((await arrive(n)).answer);
      await settle();
      assert.deepEqual(started, [1, 2]);
      assert.deepEqual(app.admission(), { active: 2, waiting: 3 });
      // a request that takes no turn is answered meanwhile
      assert.equal((await app.inject({ url: '/health' })).statusCode, 200);
      letGo();
      await settle();
      assert.deepEqual(started, [1, 2, 3, 4]);
      letGo();
      await settle();
      letGo();
      assert.deepEqual(
        (await Promise.all(answers)).map((res) => res.json<{ n: number }>().n),
        [1, 2, 3, 4, 5],
      );
      assert.deepEqual(app.admission(), { active: 0, waiting: 0 });
    } finally {
      letGo();
      await app.close();
    }
  });

  it('answers a request that waited maxWaitMs for its turn 503 with Retry-After, and never runs it', async () => {
    const { app, started, letGo, arrive } = await gatedServer(1, 100);
    try {
      const { answer: first } = await arrive(1);
      const turnedAway = await Promise.all([(await arrive(2)).answer, (await arrive(3)).answer]);
      for (const res of turnedAway) {
        assert.equal(res.statusCode, 503);
        assert.equal(res.headers['retry-after'], String(OVERLOAD_RETRY_AFTER_SECONDS));
        assert.equal(res.json<{ code: string }>().code, 'unavailable');
      }
      assert.deepEqual(app.admission(), { active: 1, waiting: 0 });
      letGo();
      assert.equal((await first).statusCode, 200);
      // the turn freed, the next request goes straight in
      const { answer: next } = await arrive(4);
      letGo();
      assert.equal((await next).statusCode, 200);
      assert.deepEqual(started, [1, 4]);
    } finally {
      letGo();
      await app.close();
    }
  });
});

describe(`admission in the API (${databaseKind} database)`, () => {
  let api: TestApi;
  let app: FastifyInstance;
  before(async () => {
    // one request at a time, and no wait at all for the next: every request that overlaps another is turned away
    api = await startApi({ jobs: false, config: { admission: { maxActive: 1, maxWaitMs: 1 } } });
    app = api.app;
  });
  after(() => api.close());

  it('turns away the calls past its turns with 503 and Retry-After, serves the others, and keeps its health check answering', async () => {
    const desk = browser(app);
    assert.equal((await desk.login()).statusCode, 200);
    const answers = await Promise.all([...Array.from({ length: 20 }, () => desk.get('/api/contacts?pageSize=20')), app.inject({ url: '/api/health' })]);
    const health = answers.pop()!;
    assert.equal(health.statusCode, 200, health.body);
    const statuses = answers.map((res) => res.statusCode);
    assert.ok(statuses.includes(200) && statuses.includes(503), JSON.stringify(statuses));
    assert.deepEqual([...new Set(statuses)].sort(), [200, 503]);
    const busy = answers.find((res) => res.statusCode === 503)!;
    assert.equal(busy.headers['retry-after'], String(OVERLOAD_RETRY_AFTER_SECONDS));
    assert.equal(busy.json<{ code: string }>().code, 'unavailable');
  });
});
