import type { Article } from '../article';

// /docs/api-calls in English: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary:
    'Every screen talks to the API over HTTP with JSON. The table below is generated from the API’s OpenAPI document when the docs are built; the server publishes the same document at `/api/openapi.json`.',
  blocks: [
    ['h2', 'How a call is made'],
    [
      'list',
      [
        'The browser is signed in by a session cookie (HttpOnly, two days). Scripts never see it.',
        'Every call that changes something (POST, PUT, PATCH, DELETE) sends the `X-CSRFToken` header with the token from `GET /api/csrf`, or it is refused with 403 `csrf_failed`.',
        'In the app, every package calls through the one client of `@frontdesk/shared` (`api`), which sends both, and signs the user out on a 401.',
        'A refusal is a problem document (`application/problem+json`) with a stable `code` and, for a form, the refused fields under `errors`; the screens say it in the reader’s language.',
        'Lists are paged: `page` and `pageSize` in, `items`, `total`, `page` and `pageSize` out.',
        'Money is in integer minor units (cents). Calls that take money accept an `Idempotency-Key` header, so a retried request is not charged twice.',
      ],
    ],
    ['h2', 'All calls'],
    ['reference', 'apiCalls'],
  ],
};
