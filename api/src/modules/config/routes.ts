import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import { RuntimeConfig } from './schemas';

/**
 * Runtime configuration the shell and the public pages read at start: change it per environment, no
 * rebuild. `testMode`: the processor cards go through is the test one (the server's, which names
 * every transaction it takes), so every page can say so.
 */
export async function configRoutes(app: FastifyInstance, { config, testMode }: { config: ServerConfig; testMode: boolean }) {
  const configSchema = { summary: 'Get the runtime configuration', tags: ['Configuration'], operationId: 'getRuntimeConfig', response: { 200: RuntimeConfig } };
  app.get('/config.json', { schema: configSchema }, async (_req, reply): Promise<RuntimeConfig> => {
    reply.header('Cache-Control', 'no-cache');
    return { demo: config.demo, desktopSites: config.desktopSites, analyticsId: config.analyticsId, testMode };
  });
  const remotesSchema = {
    summary: 'Get the remotes manifest',
    description: "Where each remote's entry is served.",
    tags: ['Configuration'],
    operationId: 'getRemotes',
  };
  app.get('/remotes.json', { schema: remotesSchema }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return config.remotes;
  });
}
