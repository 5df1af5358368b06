// The environment variables the server reads, in one list: their names, defaults and meaning.
// src/config.ts (and the database's target) read the environment through `ConfigEnv`, whose keys
// are these names, so a variable read anywhere else is a type error until it is listed here. The
// docs' "Environment variables" page is generated from this list (mfe-docs/scripts/reference.mts).

export type ConfigVariableInfo = {
  name: string;
  /** what happens when it is unset */
  default: string;
  description: string;
};

export const CONFIG_VARIABLES = [
  { name: 'PORT', default: '8080 (4000 with FRONTDESK_DEV)', description: 'The HTTP port the server listens on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'The address the server listens on (127.0.0.1 to accept local connections only).' },
  {
    name: 'FRONTDESK_DEMO',
    default: 'off (npm start turns it on)',
    description:
      'true shows the template sections (management, projects, social, kanban, mail, chat, calendar, extra pages), runs the test card processor when none is named and makes PUBLIC_ORIGIN default to http://localhost:{PORT}.',
  },
  {
    name: 'FRONTDESK_DEV',
    default: 'off',
    description: "1 or true: development mode. Port 4000, each remote's manifest on its dev server, the built bundles not served.",
  },
  {
    name: 'DATABASE_URL',
    default: 'the embedded database',
    description: 'A PostgreSQL connection string (postgres://user:password@host:5432/frontdesk). Several API instances can share one database.',
  },
  {
    name: 'FRONTDESK_DATA_DIR',
    default: 'api/.data',
    description:
      'Where the embedded database (PGlite) keeps its files when DATABASE_URL is unset; memory:// keeps it in memory. One process opens it: another is refused while the first runs (its pid is in the file beside the folder, .data.lock).',
  },
  {
    name: 'FRONTDESK_SEED',
    default: 'on',
    description: 'false leaves out the demo business that is otherwise created on the first start.',
  },
  {
    name: 'FRONTDESK_SEED_HISTORY',
    default: 'on',
    description: "false leaves out the demo business's last week of sales.",
  },
  {
    name: 'PUBLIC_ORIGIN',
    default: 'required; http://localhost:{PORT} with FRONTDESK_DEMO',
    description: "The app's public address (https://desk.example.com). Every link a mail or an answer carries is made on it, never on a request's Host.",
  },
  {
    name: 'REMOTES_MANIFEST',
    default: 'each remote at /remotes/{name}/mf-manifest.json on the same origin',
    description:
      'A JSON object, or the path of a JSON file, merged over the defaults: federation name → URL of that remote’s mf-manifest.json. Redeploying or rolling back one remote is changing its URL here.',
  },
  {
    name: 'DESKTOP_SITE_LIVE',
    default: 'https://desktop.frontdesk.app',
    description: 'The legacy desktop site in production: allowed to frame the app, and told to the shell in /config.json.',
  },
  { name: 'DESKTOP_SITE_STAGE', default: 'https://stage.desktop.frontdesk.app', description: 'The legacy desktop site on staging.' },
  {
    name: 'DESKTOP_SITE_DEV',
    default: 'none (http://localhost:8000 with FRONTDESK_DEV)',
    description: 'The legacy desktop site in development.',
  },
  { name: 'ANALYTICS_ID', default: 'empty', description: 'The analytics measurement id. Empty: no analytics script is loaded and nothing is sent.' },
  { name: 'LOGIN_RATE_LIMIT', default: '20', description: 'Sign-ins and sign-ups allowed per client address per minute.' },
  {
    name: 'TRUST_PROXY',
    default: 'none',
    description:
      'Behind reverse proxies: how many hops to trust (1), or their addresses and ranges (10.0.0.0/8,loopback), for the client’s address and https. true is refused.',
  },
  {
    name: 'SMTP_URL',
    default: 'none: every message is kept in the outbox',
    description: 'Outgoing mail: smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465.',
  },
  { name: 'MAIL_FROM', default: 'required with SMTP_URL', description: 'The sender of outgoing mail, such as Frontdesk <desk@example.com>.' },
  {
    name: 'PAYMENT_PROVIDER',
    default: "required (Stripe's settings alone choose stripe); test with FRONTDESK_DEMO",
    description: 'Who processes cards: stripe, or test, the built-in test processor that approves any valid-looking card and marks every page "test mode".',
  },
  { name: 'STRIPE_SECRET_KEY', default: 'none', description: "Stripe's secret key; set together with STRIPE_WEBHOOK_SECRET." },
  { name: 'STRIPE_WEBHOOK_SECRET', default: 'none', description: "The signing secret of Stripe's webhook endpoint /api/webhooks/stripe." },
  { name: 'STRIPE_API_BASE', default: 'https://api.stripe.com', description: 'A Stripe-compatible server instead of Stripe (stripe-mock, tests).' },
  {
    name: 'RECOVERY_DELAY_MS',
    default: '30000',
    description: 'How long after a money call starts its recovery job looks at it: captures a crash left pending wait this long.',
  },
  {
    name: 'SHUTDOWN_DRAIN_MS',
    default: '0',
    description:
      'Behind a load balancer: how long a server told to stop (SIGTERM) keeps serving while its health check (/api/health) answers 503 "draining", so the balancer takes it out of rotation first. A little more than the balancer\'s time to mark a server down.',
  },
  {
    name: 'MAX_ACTIVE_REQUESTS',
    default: '32',
    description:
      'How many requests one server handles at once; the next ones wait their turn, first come first served (the health check and live-change streams take none).',
  },
  {
    name: 'MAX_QUEUE_WAIT_MS',
    default: '1000',
    description:
      'How long a request waits for its turn before the server answers 503 with Retry-After (it is too busy) instead: past what it can serve, the overflow is turned away at once and the requests let in keep their pace.',
  },
] as const satisfies readonly ConfigVariableInfo[];

export type ConfigVariable = (typeof CONFIG_VARIABLES)[number]['name'];

/** The environment as the server reads it: only the listed variables. */
export type ConfigEnv = { readonly [Name in ConfigVariable]?: string };
