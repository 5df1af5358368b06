import type { Article } from '../article';

// /docs/support in English: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary: 'Where to get help with Frontdesk, and what to do when something goes wrong.',
  blocks: [
    ['h2', 'For staff'],
    [
      'list',
      [
        'Your account, your password or your business’s plan: ask your business’s admin. An admin can invite, reset and deactivate users.',
        'A part of the app that cannot load shows an error panel with a Try again button; the rest of Frontdesk keeps working.',
        'A card payment in doubt: the transaction’s page says what the processor answered. Never take the same payment twice before checking it.',
      ],
    ],
    ['h2', 'For the team running it'],
    [
      'list',
      [
        'The server logs JSON lines to standard output, without passwords, cookies or card data. `GET /api/health` tells whether an instance reaches its database.',
        'Mail that has not left the server stays in the outbox: staff read it under Mail → Sent (`/app/mail/sent`), with its delivery status and the reason it failed.',
        'Security problems are reported privately to security@frontdesk.app (`SECURITY.md`), never in a public issue.',
        'Other problems go to the project’s issue tracker, with the steps that reproduce them, the browser and the version.',
      ],
    ],
  ],
};
