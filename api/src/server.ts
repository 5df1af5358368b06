import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import { frameworkErrorHandler, noSuchRoute, problemErrorHandler } from './http/errorHandler';
import { inputRulesController } from './http/inputRules';
import { databaseRateLimitStore } from './http/rateLimitStore';
import { admission } from './http/admission';
import { loggerOptions } from './http/logging';
import { createEventStreams } from './http/eventStreams';
import { documentAccess, openapiDocument } from './http/openapi';
import { sendResult } from './http/result';
import { recordRoutes } from './http/routeRegistry';
import { keepSignpadMode, requireRole, requireSession, security } from './http/security';
import { publicAuthRoutes, sessionRoutes } from './modules/auth/routes';
import { TOO_MANY_ATTEMPTS, createAuthService } from './modules/auth/service';
import { configRoutes } from './modules/config/routes';
import { assetRoutes } from './modules/assets/routes';
import { formRoutes } from './modules/forms/routes';
import { kanbanRoutes } from './modules/kanban/routes';
import { projectRoutes } from './modules/projects/routes';
import { auditRoutes } from './modules/audit/routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { invoiceRoutes } from './modules/invoices/routes';
import { paymentLinkRoutes, payLinkRoutes } from './modules/links/routes';
import { invoiceLinks } from './modules/links/service';
import { depositRoutes } from './modules/deposits/routes';
import { paymentRoutes } from './modules/payments/routes';
import { settlementRoutes } from './modules/payments/settlement/routes';
import type { PaymentProvider } from './modules/money/providers/provider';
import { providerOf } from './modules/money/providers/choice';
import type { MoneyDeps } from './modules/money/context';
import { isTestProcessor } from './modules/money/providers/testProcessor';
import { webhookRoutes } from './modules/payments/webhooks/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { bookingRoutes } from './modules/bookings/desk/routes';
import { createLiveFeed } from './modules/live/feed';
import { liveRoutes } from './modules/live/routes';
import { onlineBookingRoutes } from './modules/bookings/online/routes';
import { depositLinks } from './modules/bookings/deposit';
import type { Listen } from './db/database';
import { staffRoutes } from './modules/staff/routes';
import { accountLinkRoutes, profileRoutes, teamRoutes } from './modules/team/routes';
import { mailRoutes } from './modules/mail/routes';
import { mailboxRoutes } from './modules/mailbox/routes';
import { chatRoutes } from './modules/chat/routes';
import { mailingReceipt } from './modules/mail/service';
import { pdfRoutes } from './pdf/routes';
import { contactRoutes } from './modules/contacts/routes';
import { registerRoutes } from './modules/registers/routes';
import { reminderRoutes } from './modules/reminders/routes';
import { settingsRoutes } from './modules/settings/routes';
import { reportRoutes } from './modules/reports/routes';
import { socialRoutes } from './modules/social/routes';
import { staticRoutes } from './modules/static/routes';

export const BODY_LIMIT = 1024 * 1024;

/** where log lines (JSON) can go instead of standard output */
export type LogStream = { write(line: string): void };

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the HTTP server on an open database (tests use it without listening). */
export async function buildServer(
  config: ServerConfig,
  db: Db,
  options: {
    logger?: boolean | LogStream;
    now?: () => Date;
    provider?: PaymentProvider;
    listen?: Listen;
    /** whether the server is stopping: its health check then answers 503 "draining" (main.ts, SHUTDOWN_DRAIN_MS) */
    draining?: () => boolean;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // to standard output, or where a test reads the lines
    logger: options.logger ? { ...loggerOptions, ...(options.logger === true ? {} : { stream: options.logger }) } : false,
    bodyLimit: BODY_LIMIT,
    // a hop count as proxy-addr reads one: the n hops nearest the server are trusted proxies
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // every route's validation keeps the API's input rules (src/http/inputRules.ts)
    schemaController: inputRulesController,
    frameworkErrors: frameworkErrorHandler,
  });

  recordRoutes(app); // first, so every route is seen (the authorization test reads them)
  app.setErrorHandler(problemErrorHandler(TOO_MANY_ATTEMPTS));

  // the document's header (src/http/openapi.ts); its paths come from the route schemas
  await app.register(fastifySwagger, { openapi: openapiDocument });
  await app.register(fastifyCookie);
  // before every other hook but the cookies' (the answer's hooks read them): a request turned away costs nothing more
  await app.register(admission, config.admission);
  await app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT });
  // per-client limits: counted in PostgreSQL, which every instance shares (one budget however many
  // answer); the embedded database's one process counts in memory
  await app.register(fastifyRateLimit, {
    global: false,
    ...(config.database.kind === 'postgres' ? { store: databaseRateLimitStore(db, (error) => app.log.warn({ err: error }, 'rate-limit sweep failed')) } : {}),
  });

  const now = options.now ?? (() => new Date());
  const auth = createAuthService(db, now);
  // card payments: the processor the configuration names (PAYMENT_PROVIDER), unless a test gives its
  // own (docs/decisions/0020-money.md)
  const provider = options.provider ?? providerOf(config);
  const money: MoneyDeps = { db, provider, recoveryDelayMs: config.recoveryDelayMs };
  await app.register(security, { findSession: auth.find, config });
  // bookings and money as they change, heard from the database (every instance's NOTIFY); without a listener
  // (a test of another module) no stream hears anything
  const listen = options.listen ?? (async () => async () => {});
  const live = await createLiveFeed(listen);
  // signed-in tabs' event streams, each ended with its session (heard from every instance's delete)
  const streams = await createEventStreams(listen, auth.find, options.now);
  // a closing server lets its streams go first (their browsers come back to another instance), or it would wait on them
  app.addHook('preClose', async () => streams.endAll());
  app.addHook('onClose', async () => {
    await Promise.all([live.close(), streams.close()]);
  });

  // hidden from the OpenAPI document on purpose: the health check is for the load balancer and
  // the document does not describe itself; neither is a call the app's clients make
  app.get('/api/health', { schema: { hide: true }, config: { outsideAdmission: true } }, async (_req, reply) => {
    // out of rotation while it finishes what it has, before it stops accepting connections
    if (options.draining?.()) return reply.code(503).send({ status: 'draining', database: config.database.kind });
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok', database: config.database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: config.database.kind });
    }
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  // each scope documents the security its routes need (and the refusals that follow from it)
  await app.register(async (open) => {
    open.addHook('onRoute', documentAccess('public'));
    open.addHook('onRequest', keepSignpadMode);
    await open.register(configRoutes, { config, testMode: isTestProcessor(provider) });
    await open.register(publicAuthRoutes, { auth, db, loginRateLimit: config.loginRateLimit });
    await open.register(accountLinkRoutes, { db, publicOrigin: config.publicOrigin, loginRateLimit: config.loginRateLimit, now });
    await open.register(payLinkRoutes, {
      money,
      publicOrigin: config.publicOrigin,
      purposes: { invoice: mailingReceipt(invoiceLinks), deposit: depositLinks },
    });
    await open.register(onlineBookingRoutes, { db, publicOrigin: config.publicOrigin });
  });
  // the payment provider's webhook (a provider that verifies its events only): its own scope, raw body
  await app.register(webhookRoutes, { db, provider });
  await app.register(async (signedIn) => {
    signedIn.addHook('onRoute', documentAccess('session'));
    // both before the body is read: a refused caller's body is never parsed, and it learns nothing
    // about the body it sent
    signedIn.addHook('onRequest', requireSession(db));
    signedIn.addHook('onRequest', requireRole);
    await signedIn.register(sessionRoutes, { auth });
    await signedIn.register(contactRoutes);
    await signedIn.register(assetRoutes);
    await signedIn.register(formRoutes, { auth });
    await signedIn.register(reminderRoutes);
    await signedIn.register(registerRoutes, { db });
    await signedIn.register(settingsRoutes);
    await signedIn.register(reportRoutes);
    await signedIn.register(auditRoutes);
    await signedIn.register(checkoutRoutes, { money });
    await signedIn.register(invoiceRoutes, { money });
    await signedIn.register(paymentLinkRoutes);
    await signedIn.register(depositRoutes, { money });
    await signedIn.register(paymentRoutes);
    await signedIn.register(settlementRoutes);
    await signedIn.register(catalogueRoutes);
    await signedIn.register(staffRoutes);
    await signedIn.register(teamRoutes, { publicOrigin: config.publicOrigin, now });
    await signedIn.register(profileRoutes, { db });
    await signedIn.register(bookingRoutes, { db, publicOrigin: config.publicOrigin });
    await signedIn.register(liveRoutes, { live, streams });
    await signedIn.register(mailRoutes, { money, publicOrigin: config.publicOrigin });
    await signedIn.register(mailboxRoutes, { db });
    await signedIn.register(chatRoutes);
    await signedIn.register(pdfRoutes);
    await signedIn.register(kanbanRoutes);
    await signedIn.register(projectRoutes);
    await signedIn.register(socialRoutes);
  });

  if (config.serveStatic) await app.register(staticRoutes);
  else app.setNotFoundHandler((req, reply) => sendResult(reply, noSuchRoute(req)));
  return app;
}
