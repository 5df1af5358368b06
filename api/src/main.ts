import { loadConfig } from './config';
import { DEMO_EMAIL, DEMO_PASSWORD } from './modules/auth/demoUsers';
import { buildServer } from './server';

const config = loadConfig();
const app = await buildServer(config, { logger: true });

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
console.log(`\nFrontdesk is running at http://localhost:${config.port}`);
console.log(`Demo login: ${DEMO_EMAIL} / ${DEMO_PASSWORD}${config.demo ? ' (demo sections on)' : ''}\n`);
