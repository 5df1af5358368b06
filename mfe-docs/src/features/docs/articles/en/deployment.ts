import type { Article } from '../article';

// /docs/deployment in English: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary:
    'Frontdesk is static files plus one Node.js server. The server answers the API and serves the built shell and remotes from one origin, so the smallest install is one machine; larger ones run several API instances on one PostgreSQL and put the remotes on a CDN.',
  blocks: [
    ['h2', 'One machine'],
    [
      'code',
      'node scripts/pnpm.mjs install --frozen-lockfile\nnode scripts/pnpm.mjs build\ncd api\nFRONTDESK_DEMO=false FRONTDESK_SEED=false \\\n  PUBLIC_ORIGIN=https://desk.example.com \\\n  PAYMENT_PROVIDER=stripe STRIPE_SECRET_KEY=… STRIPE_WEBHOOK_SECRET=… \\\n  node_modules/.bin/tsx src/main.ts',
    ],
    [
      'p',
      'The build writes each package’s `dist` folder; the server finds the shell’s `dist/index.html` and serves the whole app on `PORT` (8080). The embedded database keeps its files in `api/.data` (`FRONTDESK_DATA_DIR`): back that folder up. Put a reverse proxy with TLS in front and set `TRUST_PROXY=1`, so sign-in limits count per client and not per proxy.',
    ],
    ['h2', 'Several API instances on one PostgreSQL'],
    [
      'p',
      'Set the same `DATABASE_URL` on every instance and a load balancer in front; `GET /api/health` answers 503 when an instance cannot reach the database. Instances share everything through the database: sessions are rows, so any instance serves any request; background jobs are claimed with `FOR UPDATE SKIP LOCKED` under a lease, so two instances never run one job; live changes (bookings, money) are announced with `LISTEN`/`NOTIFY`, so a change made through one instance reaches the screens served by the others; per-client limits (sign-ins, pay links, online booking) are counted in the database, so a client has one budget however many instances answer it. The embedded database is for one process only.',
    ],
    [
      'p',
      'Stop an instance with `SIGTERM`: with `SHUTDOWN_DRAIN_MS` set, its health check answers 503 "draining" for that long while it still serves, so the balancer takes it out of rotation; then it stops accepting connections, finishes the requests in flight, ends its event streams (their browsers reconnect to another instance), lets its running job finish or give its lease back, and closes. Instances started at the same moment take turns to migrate the database and to make the demo business (advisory locks), so a deploy may start them all at once.',
    ],
    ['h2', 'A cluster on one machine'],
    ['code', 'npm run start:cluster              # 2 instances\nINSTANCES=3 npm run start:cluster  # 3'],
    [
      'p',
      'The command starts the machine’s PostgreSQL (installing it as root when it is missing) and its database `frontdesk` (`CLUSTER_DATABASE`; `DATABASE_URL` names another server), builds the bundles (`SKIP_BUILD=1` keeps the `dist` folders as they are), starts the instances on ports 8081 and up, and HAProxy on 8080 (`PORT`) in front of them. HAProxy was chosen because it checks each instance’s health actively: open-source nginx only notices a dead instance when a request to it fails.',
    ],
    [
      'list',
      [
        'No sticky sessions: each request goes to the least busy instance (`balance leastconn`, which also spreads the long-lived event streams).',
        'Every second HAProxy calls `GET /api/health` on each instance: two failures (starting, draining, or without its database) take it out of rotation, two passes bring it back.',
        'A request whose connection fails is sent to another instance; a `GET` or `HEAD` whose instance closes or dies before answering is tried again too. A change (`POST`, `PATCH`, `DELETE`) is never retried by the balancer: the API’s idempotency keys make the client’s own retry safe.',
        '`kill -HUP` of the command restarts the instances one at a time (a deploy): each is drained, stopped, started again and back in rotation before the next. An instance that crashes is started again a second later. Ctrl-C stops everything.',
        'Each instance trusts one proxy (`TRUST_PROXY=1`), so limits and logs see the client’s address that HAProxy forwards.',
      ],
    ],
    ['h2', 'Overload'],
    [
      'p',
      'Each instance handles at most `MAX_ACTIVE_REQUESTS` (32) requests at once; the next wait their turn, first come first served, and one that has waited `MAX_QUEUE_WAIT_MS` (1 s) is answered 503 with `Retry-After: 1` without having run. Past what an instance serves, the overflow is told at once to come back (the shell and the balancer try again) while the requests let in keep their pace. The health check and the live-change streams take no turn.',
    ],
    ['h2', 'Capacity'],
    [
      'p',
      'Measured on one 2-core machine running everything (`bench/results/cluster-load.md`): a request of the desk’s day (searches, lists, the calendar, free slots, a cash sale, a booking) costs 3 to 5 ms of CPU: 1.5 to 2.6 in the instance, 1.5 to 2.2 in PostgreSQL (40 to 50 % of the server side) and 0.1 in HAProxy. Such a machine serves 400 to 460 of them a second flat out, whatever the number of instances. With clients each sending one a second, 200 clients get a p99 of 48 ms on one instance, 85 ms on two and 128 ms on three: on two cores, more instances only add processes that share them. On PostgreSQL one instance answers about 3,000 simple calls a second (contact search, user info), on the embedded database 1,100; at 1,000 connections the embedded one turns away what it cannot serve within a second (1,232 of 23,053 calls) and none of the others waits 2 s. Measure on a quiet machine: beside a test run, the same bench gave twice the CPU per request and half the throughput.',
    ],
    [
      'list',
      [
        'Staff and businesses per instance: a person at a busy desk makes, by our estimate, about one call every 5 seconds (a page, a search, the calendar read again after a change). A core kept 60 % busy runs 230 to 400 calls a second in an instance, so it serves 1,100 to 2,000 busy people, 200 to 400 businesses of five at their busiest, and PostgreSQL needs about as much CPU again. Give each instance a core of its own and keep it under 60 % busy: past that the p99 climbs fast.',
        'Connections, first to run out as businesses grow ×10: each instance holds up to 10 pooled connections and one for `LISTEN`; PostgreSQL’s default 100 connections stop at 9 instances. Put PgBouncer in transaction mode in front of the pools (the seed’s advisory lock is a transaction’s and works through it) and give the `LISTEN` connection and the migrations a direct connection.',
        'Live streams: one open connection per signed-in tab (at most 3 per session), idle but for a heartbeat. HAProxy here allows 4,096 connections in all (`maxconn`) and keeps a stream an hour (`timeout tunnel`); raise both, and the open-file limit, before ×10.',
        'Notifications: every instance hears every business’s changes on its one `LISTEN` connection and keeps those of the tabs it serves, and PostgreSQL takes a lock for each notifying commit. At ×100 (hundreds of instances, thousands of changes a second) move the fan-out to a message broker or give each group of businesses its own database.',
        'Reports: the year’s sales report takes about half a second of the primary (`bench/results/dashboard-report-postgres.md`). At ×10, send reports and exports to a read replica.',
        'Jobs: done jobs are kept 14 days, failed ones until read; the table grows with mail and bookings (a few rows per sale or booking). At ×100, partition it by month or shorten the keep.',
      ],
    ],
    ['h2', 'Remotes on a CDN'],
    [
      'p',
      'A remote is static files. Publish its `dist/` folder (its container, and `dist/standalone`, the site of its public pages) under a versioned path on any static host or CDN that sends CORS headers, and point the API at it:',
    ],
    ['code', 'REMOTES_MANIFEST=\'{"payments":"https://cdn.example.com/payments/1.4.2/mf-manifest.json"}\''],
    [
      'p',
      'The shell reads `/remotes.json` at start, so it needs no rebuild. Chunk files are content-hashed and cached for good; `mf-manifest.json`, `remoteEntry.js`, `/remotes.json` and `/config.json` are served `no-cache`.',
    ],
    ['h2', 'Redeploying and rolling back one remote'],
    [
      'list',
      [
        'Build it: `pnpm --filter @frontdesk/mfe-payments build`.',
        'Publish its `dist/` under a new version’s path, such as `/payments/1.4.3/`.',
        'Point `REMOTES_MANIFEST` at the new `mf-manifest.json` and restart the API (or edit the JSON file the variable names). New page loads use the new remote; the shell and the other remotes are untouched.',
        'Rolling back is the same step with the previous version’s address. Keep old versions published until no open tab uses them.',
      ],
    ],
    [
      'p',
      'Remotes run on the shell’s federation runtime and shared libraries: upgrade `@module-federation/*` or a shared singleton (React, antd, the router) in the shell first, then redeploy the remotes.',
    ],
  ],
};
