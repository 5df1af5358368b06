import type { Article } from '../article';

// /docs/environment-variables in English: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary:
    'The API reads its configuration from the environment when it starts. The table below is made from the API’s one list of variables (`api/src/configVariables.ts`) when the docs are built: the configuration cannot read a variable that is not in that list, so this page always says what the server reads.',
  blocks: [
    ['h2', 'The ones every production install sets'],
    [
      'list',
      [
        '`PUBLIC_ORIGIN`: the address your staff and customers use, such as `https://desk.example.com`. Links in mails are made on it.',
        '`PAYMENT_PROVIDER=stripe` with `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET`, or `PAYMENT_PROVIDER=test` while you try it out.',
        '`DATABASE_URL` for a PostgreSQL server; without it the data stays in the embedded database on the machine’s disk.',
        '`SMTP_URL` and `MAIL_FROM`, so confirmations, receipts and invitations leave the server; without them they wait in the outbox, shown under Mail → Sent.',
        '`FRONTDESK_SEED=false`, so no demo business is created.',
      ],
    ],
    ['h2', 'All variables'],
    ['reference', 'envVariables'],
    [
      'p',
      'What the browser needs at run time comes from the API too: `/config.json` (the demo flag, the desktop sites, the analytics id, test mode) and `/remotes.json` (where each remote is), both answered from these variables.',
    ],
  ],
};
