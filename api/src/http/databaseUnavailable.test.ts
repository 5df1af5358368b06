import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import { createServer, type Server } from 'node:net';
import pg from 'pg';
import { loadConfig } from '../config';
import type { Database } from '../db/schema';
import { isDatabaseUnavailable } from '../db/errors';
import { buildServer } from '../server';
import { browser } from '../testing/harness';
import { DATABASE_RETRY_AFTER_SECONDS } from './errorHandler';
import { SESSION_COOKIE } from './session';

// A server whose PostgreSQL cannot be reached (restarting, or the network between) answers 503
// `unavailable` with Retry-After, never 500 (issue 36 §3): the balancer's health check takes it out
// of rotation, and a client knows to come back. The database here is a port nothing answers on.

describe('a server whose database cannot be reached', () => {
  let app: FastifyInstance;
  let db: Kysely<Database>;
  let closed: Server;
  before(async () => {
    // a port that was free a moment ago: connections to it are refused
    closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const url = `postgres://postgres@127.0.0.1:${port}/frontdesk`;
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }) });
    const config = { ...loadConfig({ FRONTDESK_DEMO: 'true' }), serveStatic: false, database: { kind: 'postgres' as const, url } };
    app = await buildServer(config, db);
    await app.ready();
  });
  after(async () => {
    await app.close();
    await db.destroy();
  });

  it('answers 503 unavailable with Retry-After to a signed-in call, a sign-in and the health check', async () => {
    const client = browser(app, '10.7.0.1');
    client.cookies.set(SESSION_COOKIE, 'a'.repeat(43));
    const call = await client.get('/api/user_info');
    assert.equal(call.statusCode, 503, call.body);
    assert.equal(call.json().code, 'unavailable');
    assert.equal(call.headers['retry-after'], String(DATABASE_RETRY_AFTER_SECONDS));

    const signIn = await browser(app, '10.7.0.2').login();
    assert.equal(signIn.statusCode, 503, signIn.body);
    assert.equal(signIn.headers['retry-after'], String(DATABASE_RETRY_AFTER_SECONDS));

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(health.statusCode, 503);
    assert.equal(health.json().status, 'unavailable');
  });

  it('tells a database out of reach from a request’s own mistakes', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const shuttingDown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const lost = new Error('Connection terminated unexpectedly');
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    assert.deepEqual([refused, shuttingDown, lost, unique, new Error('boom'), null].map(isDatabaseUnavailable), [true, true, true, false, false, false]);
  });
});
