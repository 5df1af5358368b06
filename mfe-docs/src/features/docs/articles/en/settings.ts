import type { Article } from '../article';

// /docs/settings in English: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary:
    'Each person chooses how Frontdesk looks and reads on their device. The choices are kept in the browser (localStorage, `frontdesk.settings`), so they follow the device, not the account.',
  blocks: [
    ['h2', 'What can be set'],
    [
      'list',
      [
        'Theme: Frontdesk Light (the default), Light, One Dark or Unicorn. See [Theming](/docs/theming).',
        'Language: English or Spanish. Dates, times, numbers and money follow it.',
        'Text direction: left to right, or right to left, which mirrors the whole layout.',
        'Responsive font sizes: headings shrink on narrow screens, on by default.',
        'The register this device works at, chosen on `/app/register/select`.',
      ],
    ],
    [
      'p',
      'They are changed from the settings panel of the top bar; the public pages have a language switch of their own. A change applies at once in the shell and in every remote, and in other tabs when they are opened again.',
    ],
    ['h2', 'The business’s settings'],
    [
      'p',
      'What belongs to the business is kept by the API, not the browser: its time zone, opening hours, online booking rules, deposit and cancellation policy, logo and address. Admins change them from their pages in the app.',
    ],
  ],
};
