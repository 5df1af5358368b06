import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './db/seed';
import { jobHandlers, jobSchedules } from './jobs/handlers';
import { createJobRunner } from './jobs/runner';
import { buildServer } from './server';

const config = loadConfig();
const database = await openDatabase(config.database);
const seeded = config.seedDemo ? await seedDemo(database.db, new Date(), { history: config.seedHistory }) : false;
const app = await buildServer(config, database.db, { logger: true, listen: database.listen });
const jobs = createJobRunner({ db: database.db, handlers: jobHandlers(config), schedules: jobSchedules, log: app.log });
// the runner first: its running job finishes or gives its lease back while the database is open
app.addHook('onClose', async () => {
  await jobs.stop();
  await database.close();
});

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
jobs.start();
const where = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.database.dataDir}`;
console.log(`\nFrontdesk is running at http://localhost:${config.port} — data: ${where}${seeded ? ' (demo business created)' : ''}`);
if (config.seedDemo) console.log(`Demo login: ${DEMO_EMAIL} / ${DEMO_PASSWORD}${config.demo ? ' (demo sections on)' : ''}\n`);
