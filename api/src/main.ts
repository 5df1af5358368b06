import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { DEMO_EMAIL, DEMO_PASSWORD } from './demo/demo';
import { seedDemo } from './demo/seed';
import { jobHandlers, jobSchedules } from './jobHandlers';
import { createJobRunner } from './jobs/runner';
import { providerOf } from './modules/money/providers/choice';
import { buildServer } from './server';

const config = loadConfig();
const database = await openDatabase(config.database);
const seeded = config.seedDemo ? await seedDemo(database.db, new Date(), { history: config.seedHistory }) : false;
// one card processor for the server and its job runner (the recovery of money attempts)
const provider = providerOf(config);
// SIGTERM behind a load balancer: the health check fails first, then the server stops (shutdown below)
let draining = false;
const app = await buildServer(config, database.db, { logger: true, listen: database.listen, provider, draining: () => draining });
const jobs = createJobRunner({
  db: database.db,
  handlers: jobHandlers(config, { db: database.db, provider, recoveryDelayMs: config.recoveryDelayMs }),
  schedules: jobSchedules,
  log: app.log,
});

// SIGTERM (a deploy, a rolling restart): out of the balancer's rotation for SHUTDOWN_DRAIN_MS while
// still serving, then no new connection, the requests in flight finished, live streams ended with
// their retry hint, the running job's lease handed back (onClose). SIGINT (Ctrl-C) stops at once.
const shutdown = async (signal: string) => {
  if (signal === 'SIGTERM' && config.shutdownDrainMs > 0) {
    draining = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining');
    await sleep(config.shutdownDrainMs);
  }
  app.log.info({ signal }, 'shutting down');
  // in this order, each while the database is open: the server (its own onClose hooks stop its
  // listeners), then the runner (its running job finishes or gives its lease back), then the
  // database. Not in an onClose hook of the app's: those run last registered first, and the
  // database was closed before the server's listeners were stopped (an embedded instance exited 1
  // on every SIGTERM: "PGlite is closed").
  await app.close();
  await jobs.stop();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
jobs.start();

// The embedded database has no autovacuum: nothing would bring its planner's statistics up to date,
// and a table that grew (a week of 2,000 bookings) is read as if it were empty, by plans ~8× slower
// (bench/results/calendar-week.md). ANALYZE at start and every quarter of an hour (a fraction of a
// second on the one connection).
if (config.database.kind === 'embedded') {
  const analyze = () => sql`ANALYZE`.execute(database.db).catch((error: unknown) => app.log.warn({ err: error }, 'ANALYZE failed'));
  await analyze();
  setInterval(() => void analyze(), 15 * 60_000).unref();
}
const where = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.database.dataDir}`;
// behind a balancer (npm run start:cluster) the address people open is the public one, not this instance's
const own = `http://localhost:${config.port}`;
const at = config.publicOrigin === own ? own : `${config.publicOrigin} (this instance: ${own})`;
console.log(`\nFrontdesk is running at ${at} — data: ${where}${seeded ? ' (demo business created)' : ''}`);
if (config.seedDemo) console.log(`Demo login: ${DEMO_EMAIL} / ${DEMO_PASSWORD}${config.demo ? ' (demo sections on)' : ''}\n`);
