import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import { problemErrorHandler } from './http/errorHandler';
import { sendProblem } from './http/problem';
import { requireRole, requireSession, security } from './http/security';
import { TOO_MANY_ATTEMPTS, publicAuthRoutes, sessionRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { configRoutes } from './modules/config/routes';
import { assetRoutes } from './modules/assets/routes';
import { contactRoutes } from './modules/contacts/routes';
import { reminderRoutes } from './modules/reminders/routes';
import { settingsRoutes } from './modules/settings/routes';
import { reportRoutes } from './modules/reports/routes';
import { staticRoutes } from './modules/static/routes';

export const BODY_LIMIT = 1024 * 1024;

/** Builds the HTTP server on an open database (tests use it without listening). */
export async function buildServer(
  config: ServerConfig,
  db: Db,
  options: { logger?: boolean; now?: () => Date } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { redact: ['req.headers.cookie', 'req.headers["x-csrftoken"]'] } : false,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
  });

  app.setErrorHandler(problemErrorHandler(TOO_MANY_ATTEMPTS));

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Frontdesk API', version: '2.0.0', description: 'Spec §7 calls and the resource API (api/README.md).' },
    },
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT });
  await app.register(fastifyRateLimit, { global: false });

  const auth = createAuthService(db, options.now);
  await app.register(security, { auth, config });

  app.get('/api/health', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok', database: config.database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: config.database.kind });
    }
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(configRoutes, { config });
  await app.register(publicAuthRoutes, { auth, loginRateLimit: config.loginRateLimit });
  await app.register(async (signedIn) => {
    // both before validation: a refused caller learns nothing about the body it sent
    signedIn.addHook('preValidation', requireSession(db));
    signedIn.addHook('preValidation', requireRole);
    await signedIn.register(sessionRoutes, { auth });
    await signedIn.register(contactRoutes, { db });
    await signedIn.register(assetRoutes);
    await signedIn.register(reminderRoutes);
    await signedIn.register(settingsRoutes);
    await signedIn.register(reportRoutes, { db });
  });

  if (config.serveStatic) await app.register(staticRoutes);
  else app.setNotFoundHandler((req, reply) => sendProblem(reply, 404, 'not_found', `${req.method} ${req.url.split('?')[0]} does not exist`));
  return app;
}
