import type { Article } from '../article';

// /docs/state-management in English: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary: 'Each remote is its own React application, so state that more than one of them needs lives in the `shared` package, in one place.',
  blocks: [
    ['h2', 'Stores'],
    [
      'list',
      [
        '`sessionStore`: the signed-in user and their business, or none. Read with `useSession()`.',
        '`settingsStore`: theme, language, direction, font sizes and register. Read with `useSettings()`; changed with `settingsStore.update()`.',
      ],
    ],
    ['p', 'Both are small rxjs stores: every React root subscribes to them, so the shell and the remotes see a change in the same moment.'],
    ['h2', 'The event bus'],
    [
      'p',
      'Things that happen, rather than things that are, cross roots on the typed event bus (`bus`): a notification to show (with an Undo action), open the contact search drawer, quick-add an asset, signed in, signed out, a booking or money changed. An event is declared once, in `shared/src/bus/events.ts`, so a sender and a listener cannot disagree about its shape.',
    ],
    ['h2', 'Server data'],
    [
      'p',
      'Data from the API is not kept in stores. Features read it through TanStack Query with one query cache per page, shared by every root, and change it only with `useApiMutation`. Live changes from the server (`GET /api/events`) mark the affected queries stale, so screens on other desks update themselves.',
    ],
  ],
};
