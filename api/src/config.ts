import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { ConfigEnv } from './configVariables';
import { databaseTargetFromEnv, type DatabaseTarget } from './db/database';
import type { AdmissionOptions } from './http/admission';

/** The repository root (api/src/config.ts → ../..). */
export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

type Platform = {
  shell: { folder: string; devPort: number };
  api: { devPort: number };
  remotes: Record<string, { folder: string; devPort: number }>;
};
export const platform = JSON.parse(readFileSync(path.join(repoRoot, 'shared', 'platform.json'), 'utf8')) as Platform;

export type ServerConfig = {
  port: number;
  host: string;
  /** the template sections (demo flag) */
  demo: boolean;
  /**
   * the legacy desktop site per environment (DESKTOP_SITE_LIVE, _STAGE, _DEV): the CSP's
   * frame-ancestors, and what /config.json answers as `DesktopSites` (modules/config/schemas.ts)
   */
  desktopSites: { live: string; stage: string; dev: string };
  analyticsId: string;
  /** federation name → URL of its mf-manifest.json */
  remotes: Record<string, string>;
  /** serve the built shell and remotes from their dist folders */
  serveStatic: boolean;
  /** DATABASE_URL (PostgreSQL), else the embedded database in FRONTDESK_DATA_DIR (default api/.data) */
  database: DatabaseTarget;
  /** create the demo business on first start (FRONTDESK_SEED=false turns it off) */
  seedDemo: boolean;
  /** with it, its last week of sales (FRONTDESK_SEED_HISTORY=false leaves them out) */
  seedHistory: boolean;
  /** sign-ins and sign-ups per client address per minute (LOGIN_RATE_LIMIT) */
  loginRateLimit: number;
  /**
   * behind reverse proxies (TRUST_PROXY): how many hops to trust, or which addresses, for the
   * client's address (the sign-in limit counts per address) and https; false: none
   */
  trustProxy: false | number | string[];
  /** outgoing mail: sent through SMTP_URL from MAIL_FROM; null keeps every message in the outbox (src/mail) */
  mail: MailConfig | null;
  /**
   * who processes cards (PAYMENT_PROVIDER): `stripe` (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET), or
   * `test`, the built-in test processor that approves any valid-looking card, which is never a
   * silent default: it must be named, except with the demo flag (SECURITY.md, "Card processors")
   */
  paymentProvider: PaymentProviderName;
  /** Stripe's settings, with PAYMENT_PROVIDER=stripe */
  stripe: StripeConfig | null;
  /**
   * the app's public address (PUBLIC_ORIGIN, `https://desk.example.com`): every link a mail or an
   * answer carries is made on it, never on the request's Host (SECURITY.md); required outside the
   * demo, http://localhost:{port} with the demo flag
   */
  publicOrigin: string;
  /**
   * how long after a money call starts its recovery job looks at it (RECOVERY_DELAY_MS, 30 s): the
   * captures a crash left pending wait this long (docs/decisions/0031)
   */
  recoveryDelayMs: number;
  /**
   * how long a server told to stop (SIGTERM) keeps serving while its health check answers
   * "draining" (SHUTDOWN_DRAIN_MS, 0), so a load balancer takes it out of rotation before it stops
   * accepting connections (docs/decisions/0063)
   */
  shutdownDrainMs: number;
  /**
   * the load shedding (docs/decisions/0065): requests handled at once (MAX_ACTIVE_REQUESTS, 32), and
   * how long the next ones wait for a turn before they are answered 503 (MAX_QUEUE_WAIT_MS, 1,000)
   */
  admission: AdmissionOptions;
};

export type MailConfig = { smtpUrl: string; from: string };
export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_BASE: a Stripe-compatible server instead of api.stripe.com (stripe-mock; the crash test's fake) */
  apiBase?: string;
};
export type PaymentProviderName = 'test' | 'stripe';

/** SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS from the start) and MAIL_FROM go together. */
export function parseMailConfig(env: ConfigEnv): MailConfig | null {
  const smtpUrl = env.SMTP_URL?.trim() ?? '';
  const from = env.MAIL_FROM?.trim() ?? '';
  if (!smtpUrl) return null;
  if (!/^smtps?:\/\//.test(smtpUrl)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  if (!from) throw new Error('MAIL_FROM is needed with SMTP_URL: the address mail is sent from ("Frontdesk <desk@example.com>")');
  return { smtpUrl, from };
}

/** Both Stripe settings or neither: a key without the webhook secret would miss what happens at Stripe. */
export function parseStripeConfig(env: ConfigEnv): StripeConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';
  if (!secretKey && !webhookSecret) return null;
  if (!secretKey || !webhookSecret) throw new Error('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together');
  const apiBase = env.STRIPE_API_BASE?.trim() ?? '';
  if (apiBase && !/^https?:\/\//.test(apiBase)) throw new Error('STRIPE_API_BASE must be an http(s) address');
  return { secretKey, webhookSecret, ...(apiBase ? { apiBase } : {}) };
}

/**
 * PAYMENT_PROVIDER: `stripe` (its settings required), or `test`. Unset, Stripe's settings choose
 * Stripe; with neither, only the demo runs on the test processor, and any other start is refused.
 */
export function parsePaymentProvider(env: ConfigEnv, stripe: StripeConfig | null, demo: boolean): PaymentProviderName {
  const named = env.PAYMENT_PROVIDER?.trim() ?? '';
  if (named === 'stripe') {
    if (!stripe) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    return 'stripe';
  }
  if (named === 'test') {
    if (stripe) throw new Error('PAYMENT_PROVIDER=test with Stripe settings: name one processor (unset STRIPE_SECRET_KEY, or PAYMENT_PROVIDER=stripe)');
    return 'test';
  }
  if (named) throw new Error(`PAYMENT_PROVIDER must be "stripe" or "test", not "${named}"`);
  if (stripe) return 'stripe';
  if (demo) return 'test';
  throw new Error(
    'No card processor: set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENT_PROVIDER=test for the built-in test processor (it approves any valid-looking card)',
  );
}

function parseRemotes(value: string | undefined): Record<string, string> {
  if (!value) return {};
  const text = value.trim().startsWith('{') ? value : readFileSync(path.resolve(value), 'utf8');
  const parsed: unknown = JSON.parse(text);
  if (!parsed || typeof parsed !== 'object') throw new Error('REMOTES_MANIFEST must be a JSON object');
  for (const [name, url] of Object.entries(parsed)) {
    if (typeof url !== 'string') throw new Error(`REMOTES_MANIFEST: ${name} must be a URL string`);
  }
  return parsed as Record<string, string>;
}

/** Where each remote's manifest is: same origin in production, its dev server in development. */
export function defaultRemotes(dev: boolean): Record<string, string> {
  return Object.fromEntries(
    Object.entries(platform.remotes).map(([name, r]) => [name, dev ? `http://localhost:${r.devPort}/mf-manifest.json` : `/remotes/${name}/mf-manifest.json`]),
  );
}

const truthy = (v: string | undefined) => v === '1' || v === 'true';

function positiveInt(value: string | undefined, fallback: number, least = 1): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < least) throw new Error(`expected an integer of at least ${least}, got "${value}"`);
  return n;
}

/**
 * TRUST_PROXY: the number of proxies in front of the server (`1`), or their addresses and ranges
 * (`10.0.0.0/8,loopback`). Not `true`: trusting every hop lets a client choose its own address with
 * X-Forwarded-For, and with it a fresh sign-in limit for every request.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new Error('TRUST_PROXY=true would trust every X-Forwarded-For hop a client sends: give the number of proxies (TRUST_PROXY=1) or their addresses');
  }
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Reads the server's configuration from the environment (see api/README.md). */
export function loadConfig(env: ConfigEnv = process.env): ServerConfig {
  const dev = truthy(env.FRONTDESK_DEV);
  const port = Number(env.PORT ?? (dev ? platform.api.devPort : 8080));
  const demo = truthy(env.FRONTDESK_DEMO);
  const stripe = parseStripeConfig(env);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    demo,
    desktopSites: {
      live: env.DESKTOP_SITE_LIVE ?? 'https://desktop.frontdesk.app',
      stage: env.DESKTOP_SITE_STAGE ?? 'https://stage.desktop.frontdesk.app',
      // a production server frames for no local site unless told to (the CSP's frame-ancestors)
      dev: env.DESKTOP_SITE_DEV ?? (dev ? 'http://localhost:8000' : ''),
    },
    analyticsId: env.ANALYTICS_ID ?? '',
    remotes: { ...defaultRemotes(dev), ...parseRemotes(env.REMOTES_MANIFEST) },
    serveStatic: !dev && existsSync(path.join(repoRoot, platform.shell.folder, 'dist', 'index.html')),
    database: databaseTargetFromEnv(env, path.join(repoRoot, 'api', '.data')),
    seedDemo: env.FRONTDESK_SEED !== 'false',
    seedHistory: env.FRONTDESK_SEED_HISTORY !== 'false',
    loginRateLimit: positiveInt(env.LOGIN_RATE_LIMIT, 20),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    mail: parseMailConfig(env),
    paymentProvider: parsePaymentProvider(env, stripe, demo),
    stripe,
    publicOrigin: parseOrigin(env.PUBLIC_ORIGIN, demo ? `http://localhost:${port}` : null),
    recoveryDelayMs: positiveInt(env.RECOVERY_DELAY_MS, 30_000),
    shutdownDrainMs: positiveInt(env.SHUTDOWN_DRAIN_MS, 0, 0),
    admission: { maxActive: positiveInt(env.MAX_ACTIVE_REQUESTS, 32), maxWaitMs: positiveInt(env.MAX_QUEUE_WAIT_MS, 1_000) },
  };
}

/** An origin (scheme, host, port: no path), or the default when unset (none: it is required). */
function parseOrigin(value: string | undefined, fallback: string | null): string {
  const text = value?.trim() ?? '';
  if (!text) {
    if (fallback === null)
      throw new Error("PUBLIC_ORIGIN is needed outside the demo: the app's public address (https://desk.example.com), on which every mailed link is made");
    return fallback;
  }
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('PUBLIC_ORIGIN must be an http(s) address');
  return url.origin;
}
