import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';

/** Runtime configuration the shell reads at start: change it per environment, no rebuild. */
export async function configRoutes(app: FastifyInstance, { config }: { config: ServerConfig }) {
  const configSchema = { summary: 'Get the runtime configuration', tags: ['Configuration'], operationId: 'getRuntimeConfig' };
  app.get('/config.json', { schema: configSchema }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return { demo: config.demo, desktopSites: config.desktopSites, analyticsId: config.analyticsId };
  });
  const remotesSchema = { summary: 'Get the remotes manifest', description: 'Where each remote\'s entry is served.', tags: ['Configuration'], operationId: 'getRemotes' };
  app.get('/remotes.json', { schema: remotesSchema }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return config.remotes;
  });
}
