import fastifyHelmet from '@fastify/helmet';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { scopedTo, unitOfWork, type Tenant } from '../db/tenant';
import { clientNetwork } from './clientNetwork';
import { refuse, sendResult } from './result';
import { CSRF_COOKIE, DEVICE_COOKIE, DEVICE_TTL_MS, SESSION_COOKIE, SESSION_TTL_MS, newToken, sameText, type FindSession, type SignedIn } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    /** the signed-in user and session behind the session cookie, if any */
    signedIn: SignedIn | null;
    /**
     * The signed-in user's business as the one query scope (src/db/tenant.ts). Set by
     * requireSession: only routes of the signed-in scope read it (elsewhere reading it throws).
     */
    tenant: Tenant;
    /**
     * Runs `work` as the request's unit of work: one transaction, through the signed-in business's
     * tenant bound to it (db/tenant.ts). A route that changes something runs its service in it.
     */
    unitOfWork<T>(work: (tenant: Tenant) => Promise<T>): Promise<T>;
  }
  interface FastifyContextConfig {
    /** the role a route needs beyond a session (checked before the body: see requireRole) */
    role?: 'admin';
    /** a route a signpad-mode session may call (POST /profile/switch_to_signpad designs the mode) */
    signpad?: boolean;
    /** the spec's sign-in shape: every refusal of this route is `{ data: { errors: [message] } }` */
    refusesWithErrorList?: boolean;
    /**
     * a call from another service that proves itself with a signature over its body (a payment
     * provider's webhook): it carries no session and no CSRF token, and its route checks the signature
     */
    signedBySender?: boolean;
  }
}

/** the methods that change something: each needs the CSRF token */
export const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** the public booking page's calls: the page a business's own site may frame */
const EMBEDDABLE_CALLS = '/api/book/';

/**
 * A call of the booking page without a session: in a frame of another site the browser may keep no
 * cookie for it (third-party cookies blocked), so it has no CSRF cookie to echo. It proves it comes
 * from this origin's page by the X-Requested-With header instead, which another site's page cannot
 * send without a CORS preflight this server never admits (nor can a form, which sets no header). A
 * call with a session is checked as every other one (docs/decisions/0056).
 */
const embeddedCall = (req: FastifyRequest) =>
  !req.signedIn && (req.routeOptions.url ?? '').startsWith(EMBEDDABLE_CALLS) && req.headers['x-requested-with'] === 'XMLHttpRequest';

/** The token an unsafe request carries in the X-CSRFToken header (every client call sends it). */
function headerToken(req: FastifyRequest): string | undefined {
  const header = req.headers['x-csrftoken'];
  return typeof header === 'string' && header ? header : undefined;
}

const isForm = (req: FastifyRequest) => /^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '');

/** The token a form carries in its csrfmiddlewaretoken field (spec §7), once the form is parsed. */
function formToken(req: FastifyRequest): string | undefined {
  const body: unknown = req.body;
  const field = body && typeof body === 'object' && 'csrfmiddlewaretoken' in body ? body.csrfmiddlewaretoken : undefined;
  return typeof field === 'string' && field ? field : undefined;
}

export const cookieOptions = (req: FastifyRequest) => ({
  path: '/',
  sameSite: 'lax' as const,
  secure: req.protocol === 'https',
  maxAge: SESSION_TTL_MS / 1000,
});

/**
 * The options of the cookies a public page keeps while a business's own site frames it (the embed
 * snippet of the booking page): its anonymous CSRF token and the booking page's device cookie. Over
 * https they are SameSite=None and Partitioned (CHIPS): kept in a third-party frame, apart for each
 * site that frames the page, never sent along with another site's requests at top level. Over http
 * (this machine, a test) they are as the others. The session cookie stays Lax: the desk is never
 * framed by another site (docs/decisions/0056-a-booking-page-a-business-can-share.md).
 */
export const embeddableCookieOptions = (req: FastifyRequest) =>
  req.protocol === 'https' ? { ...cookieOptions(req), sameSite: 'none' as const, secure: true, partitioned: true } : cookieOptions(req);

/** Sets the session cookie (HttpOnly) and the CSRF cookie the client's API calls echo back. */
export function setSessionCookies(req: FastifyRequest, reply: FastifyReply, token: string, csrfToken: string) {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(req), httpOnly: true });
  reply.setCookie(CSRF_COOKIE, csrfToken, cookieOptions(req));
}

/** After a sign-in: the device cookie naming the account (modules/auth/service.ts), sent back to the sign-in call only. */
export function setDeviceCookie(req: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(DEVICE_COOKIE, token, { ...cookieOptions(req), path: '/api/login', httpOnly: true, maxAge: DEVICE_TTL_MS / 1000 });
}

/**
 * The booking page's device cookie: a random token naming one browser to the public booking calls'
 * limits (docs/decisions/0032), sent to /api/book only. It names no one and outlives no hold for
 * long: a day.
 */
export const VISITOR_COOKIE = 'frontdesk_visitor';
const VISITOR_TTL_SECONDS = 24 * 60 * 60;

/** Who a public call comes from, as its limits count them: the client's network and their device (a hash of the cookie). */
export type PublicVisitor = { network: string; device: string };

/** The caller as a visitor: their network, and their device cookie's hash, the cookie given first when they have none (or a malformed one). */
export function visitorOf(req: FastifyRequest, reply: FastifyReply): PublicVisitor {
  let token = req.cookies[VISITOR_COOKIE];
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) {
    token = newToken();
    reply.setCookie(VISITOR_COOKIE, token, { ...embeddableCookieOptions(req), path: '/api/book', httpOnly: true, maxAge: VISITOR_TTL_SECONDS });
  }
  return { network: clientNetwork(req.ip), device: createHash('sha256').update(token).digest('hex') };
}

/** After logout: no session cookie, and a fresh anonymous CSRF token for the next sign-in. */
export function clearSessionCookies(req: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.setCookie(CSRF_COOKIE, newToken(), cookieOptions(req));
}

/** the one page another site may frame */
const EMBEDDABLE_PAGE = '/book';

const origins = (urls: string[]) => [...new Set(urls.flatMap((url) => (/^https?:\/\//.test(url) ? [new URL(url).origin] : [])))];

/**
 * What every request goes through:
 * - security headers (helmet), with a CSP whose frame-ancestors admits only this origin and the
 *   configured desktop sites (the embedded mode's iframe);
 * - the session, read from its cookie;
 * - CSRF on every unsafe method, before anything else answers and before the body is read: with a
 *   session, the token must be the session's; without one (sign-in, sign-up), the `csrftoken`
 *   cookie's (double submit). 403.
 */
export const security = fp(async function security(app: FastifyInstance, { findSession, config }: { findSession: FindSession; config: ServerConfig }) {
  const remoteOrigins = origins(Object.values(config.remotes));
  const analytics = config.analyticsId ? ['https://www.googletagmanager.com', 'https://www.google-analytics.com'] : [];
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins, ...analytics],
        // antd's css-in-js writes <style> elements at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...remoteOrigins, ...analytics],
        frameAncestors: ["'self'", ...origins(Object.values(config.desktopSites))],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // the embedded mode is framed by the desktop site: frame-ancestors decides, not X-Frame-Options
    frameguard: false,
    // remotes may be served cross-origin (federation-pitfalls §9)
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  app.decorateRequest('signedIn', null);
  // a getter, not a field: a route outside the signed-in scope that reads it fails loudly
  const tenants = new WeakMap<FastifyRequest, Tenant>();
  app.decorateRequest('tenant', {
    getter(this: FastifyRequest) {
      const tenant = tenants.get(this);
      if (!tenant) throw new Error('req.tenant: no session (register the route behind requireSession)');
      return tenant;
    },
    setter(this: FastifyRequest, tenant: Tenant) {
      tenants.set(this, tenant);
    },
  });
  app.decorateRequest('unitOfWork', function unitOfWorkOf<T>(this: FastifyRequest, work: (tenant: Tenant) => Promise<T>) {
    return unitOfWork(this.tenant.db, this.tenant.businessId, work);
  });
  // CSRF is checked before the body is read: a request without the right token never has its body
  // parsed (up to 8 MiB for an import). Only a form may carry its token in the body (the spec's
  // csrfmiddlewaretoken field): a form without the header is checked once parsed (preValidation).
  const csrfRefused = (req: FastifyRequest, sent: string | undefined) => {
    const expected = req.signedIn ? req.signedIn.session.csrfToken : req.cookies[CSRF_COOKIE];
    return !sent || !expected || !sameText(sent, expected);
  };
  const refuseCsrf = (reply: FastifyReply) => sendResult(reply, refuse('csrf_failed', 'CSRF token missing or incorrect'));

  app.addHook('onRequest', async (req, reply) => {
    req.signedIn = await findSession(req.cookies[SESSION_COOKIE]);
    if (!UNSAFE.has(req.method) || req.routeOptions.config.signedBySender) return;
    if (embeddedCall(req)) return;
    const header = headerToken(req);
    if (header === undefined && isForm(req)) return;
    if (csrfRefused(req, header)) return refuseCsrf(reply);
  });

  // what onRequest left: a form without the header (anything else was answered or passed there)
  app.addHook('preValidation', async (req, reply) => {
    if (!UNSAFE.has(req.method) || headerToken(req) !== undefined || req.routeOptions.config.signedBySender || embeddedCall(req)) return;
    if (csrfRefused(req, formToken(req))) return refuseCsrf(reply);
  });

  // a visitor without a CSRF cookie gets one with the page, /config.json or /api/csrf
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.cookies[CSRF_COOKIE] || reply.getHeader('set-cookie')) return payload;
    const path = req.url.split('?')[0] ?? '';
    const isFile = /\.[a-z0-9]+$/i.test(path) && path !== '/config.json';
    if (!isFile && !path.startsWith('/remotes/')) reply.setCookie(CSRF_COOKIE, newToken(), embeddableCookieOptions(req));
    return payload;
  });

  // the booking page is made to be framed by any business's own site (the embed snippet): its
  // document alone admits any ancestor; every other page keeps this origin and the desktop sites
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method === 'GET' && (req.url.split('?')[0] ?? '') === EMBEDDABLE_PAGE) {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
    }
    return payload;
  });
});

const refuseSignpad = (reply: FastifyReply) => sendResult(reply, refuse('signpad_mode', 'This session is in signpad mode: a staff member must leave it first'));

/**
 * The public scope's guard: a session in signpad mode may read public calls, but not sign in or up
 * (either would leave the mode without the staff password) unless a route says so (`signpad: true`).
 */
export async function keepSignpadMode(req: FastifyRequest, reply: FastifyReply) {
  if (UNSAFE.has(req.method) && req.signedIn?.session.mode === 'signpad' && !req.routeOptions.config.signpad) return refuseSignpad(reply);
}

/**
 * The signed-in scope's guard: 401 without a session; a session in signpad mode reaches only routes
 * marked `config: { signpad: true }` (403). It scopes the request to the user's business (`req.tenant`).
 */
export function requireSession(db: Db) {
  return async function requireSession(req: FastifyRequest, reply: FastifyReply) {
    if (!req.signedIn) return sendResult(reply, refuse('unauthorized', 'Authorization token missing'));
    if (req.signedIn.session.mode === 'signpad' && !req.routeOptions.config.signpad) return refuseSignpad(reply);
    req.tenant = scopedTo(db, req.signedIn.user.business_id);
  };
}

/**
 * Routes declare the role they need (`config: { role: 'admin' }`); this one hook checks it, before
 * the body is read, so a staff member is refused with 403 whatever the body says.
 */
export async function requireRole(req: FastifyRequest, reply: FastifyReply) {
  const needed = req.routeOptions.config.role;
  if (needed && req.signedIn?.user.role !== needed) {
    return sendResult(reply, refuse('admin_only', 'Only an admin of the business may do this'));
  }
}
