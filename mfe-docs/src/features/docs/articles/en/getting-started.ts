import type { Article } from '../article';

// /docs/getting-started in English: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary:
    'You need Node.js 20 (20.19 or later) and npm. Nothing else: the scripts fetch the pinned pnpm through npx and install the workspace from its lockfile.',
  blocks: [
    ['h2', 'Run the demo'],
    ['code', 'npm start'],
    [
      'p',
      'This builds the shell and every remote and serves the whole app at http://localhost:8080 (`PORT=9000 npm start` to change the port). Sign in as the demo business’s admin, `demo@frontdesk.app` with the password `frontdesk-demo`. The demo business is created on the first start, with contacts, a catalogue, two registers, a team of four and a week of sales and bookings.',
    ],
    ['p', 'The data lives in an embedded PostgreSQL in `api/.data`. To use a PostgreSQL server instead, set `DATABASE_URL=postgres://…` before `npm start`.'],
    ['h2', 'Run the tests'],
    ['code', 'npm test'],
    [
      'p',
      'It type-checks every package, runs the unit and component tests (jest), the API tests against the embedded database (and against PostgreSQL when `DATABASE_URL` is set) and the end-to-end tests in Chromium, and prints how long each step took.',
    ],
    ['h2', 'Develop'],
    [
      'p',
      'With pnpm 10 installed (`npm i -g pnpm@10`), `pnpm install` then `pnpm dev` runs everything with live reload: the API on port 4000, the shell on http://localhost:3000 and each remote on its own dev server (3001 payments, 3002 bookings, 3003 contacts, 3004 collab, 3005 docs, from `shared/platform.json`).',
    ],
    [
      'list',
      [
        'A remote alone: `pnpm --filter @frontdesk/mfe-payments dev`, then http://localhost:3001/pay/abc.',
        '`pnpm typecheck`, `pnpm lint`, `pnpm test:unit` and `pnpm test:e2e` run one step of the test line.',
        'The decisions behind the code, with their reasons, are in `docs/decisions/`.',
      ],
    ],
  ],
};
