import type { Article } from '../article';

// /docs/analytics in English: its own chunk, fetched with its page (../article.ts).
export const article: Article = {
  summary:
    'Frontdesk can report page views to Google Analytics. It is off unless you give it a measurement id, and with it off nothing is loaded and nothing is sent.',
  blocks: [
    ['h2', 'Turning it on'],
    ['code', 'ANALYTICS_ID=G-XXXXXXXXXX'],
    [
      'p',
      'The API hands the id to the browser in `/config.json`. On the first page view the app loads Google’s `gtag.js` and then reports every page change, with its path and title, in the shell and in each public page (booking, payment, sign-in, these docs).',
    ],
    ['h2', 'What is sent'],
    [
      'list',
      [
        'The page’s path and its title, on each navigation. Nothing typed into a form, and no customer data.',
        'The path is the route as the browser shows it: a payment link’s page includes its id, so keep the analytics property private to your business.',
        'Without `ANALYTICS_ID` (the default, and in tests) no script is added to the page and no request leaves for Google.',
      ],
    ],
    ['p', 'Each navigation also sets the browser tab’s title from the route table’s page titles, in the reader’s language.'],
  ],
};
