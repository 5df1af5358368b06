import type { Article } from '../article';

// /docs/changelog in English: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary: 'What changed in Frontdesk, newest first. Each change has its reasons in `docs/decisions/`.',
  blocks: [
    ['h2', 'These docs, home and pricing'],
    [
      'p',
      'Real documentation with search and previous / next links; the environment variables, API calls and routes generated from the code. The home, pricing and docs pages drawn without antd, each under 200 KB of JavaScript on a first visit.',
    ],
    ['h2', 'Bookings a business can share'],
    [
      'p',
      'The booking page with the business’s logo, address and phone, a link, a QR code and an embed for its own site; forms signed on the signpad; merging duplicate contacts; the calendar at scale and on small screens.',
    ],
    ['h2', 'Money you can trust'],
    [
      'p',
      'Stripe or the test processor, card calls outside transactions with recovery jobs, refunds, deposits and their cancellation policy, invoices with terms, receipts that tell the truth, Z reports and settlement, and screens that update live.',
    ],
    ['h2', 'Online booking'],
    [
      'p',
      'Slots in the business’s time zone, holds, the waitlist, no double booking, reminders, and customers told of every change by mail with a calendar file.',
    ],
    ['h2', 'The platform'],
    [
      'p',
      'The shell and five remotes composed at run time, the shared kit and route table, public pages as sites of their own, team logins and roles, the embedded database or PostgreSQL, and background jobs kept in the database.',
    ],
  ],
};
