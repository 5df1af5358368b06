import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { configRoutes } from './modules/config/routes';
import { staticRoutes } from './modules/static/routes';

/** Builds the HTTP server (tests use it without listening). */
export async function buildServer(config: ServerConfig, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  app.get('/api/health', async () => ({ status: 'ok' }));
  await app.register(configRoutes, { config });
  await app.register(authRoutes, { auth: createAuthService() });
  if (config.serveStatic) await app.register(staticRoutes);
  return app;
}
