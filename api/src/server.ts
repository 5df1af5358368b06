import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import { sendProblem } from './http/problem';
import { requireSession, security } from './http/security';
import { TOO_MANY_ATTEMPTS, publicAuthRoutes, sessionRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { configRoutes } from './modules/config/routes';
import { assetRoutes } from './modules/assets/routes';
import { contactRoutes } from './modules/contacts/routes';
import { reminderRoutes } from './modules/reminders/routes';
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

  // every error is a problem document (RFC 9457); a client's mistake is a 4xx, never a 5xx
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) req.log.error({ err: error }, 'request failed');
    const detail = status === 500 ? 'Something went wrong on our side' : error.validation ? `Invalid request: ${error.message}` : error.message;
    if (req.routeOptions.config.refusesWithErrorList) {
      return reply.code(status).send({ data: { errors: [status === 429 ? TOO_MANY_ATTEMPTS : detail] } });
    }
    return sendProblem(reply, status, status === 500 ? 'Internal Server Error' : (statusTitles[status] ?? 'Bad Request'), detail);
  });

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
    signedIn.addHook('preValidation', requireSession);
    await signedIn.register(sessionRoutes, { auth });
    await signedIn.register(contactRoutes, { db });
    await signedIn.register(assetRoutes, { db });
    await signedIn.register(reminderRoutes, { db });
    await signedIn.register(reportRoutes, { db });
  });

  if (config.serveStatic) await app.register(staticRoutes);
  else app.setNotFoundHandler((req, reply) => sendProblem(reply, 404, 'Not Found', `${req.method} ${req.url.split('?')[0]} does not exist`));
  return app;
}

const statusTitles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};
