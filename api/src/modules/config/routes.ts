import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';

/** Runtime configuration the shell reads at start: change it per environment, no rebuild. */
export async function configRoutes(app: FastifyInstance, { config }: { config: ServerConfig }) {
  app.get('/config.json', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return { demo: config.demo, desktopSites: config.desktopSites, analyticsId: config.analyticsId };
  });
  app.get('/remotes.json', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return config.remotes;
  });
}
