import { expect, test } from '@playwright/test';
import { pageHeading, sharedBrowser, signedOut } from './support/app';
import { AUTH_FILE } from './support/paths';

// Spec §2: every route lands where the spec says. Each row opens `from` as a fresh page load in a
// new tab, waits for the URL the route table resolves it to, and for that page's title heading.
// The tabs of a group share one browser (support/app.ts: sharedBrowser), as a person's tabs do.
type Landing = { from: string; to: string; heading: string };

const signedOutLandings: Landing[] = [
  { from: '/', to: '/login', heading: 'Sign in to Frontdesk' },
  { from: '/pay', to: '/404', heading: 'Page not found' },
  { from: '/docs', to: '/docs/welcome', heading: 'Welcome' },
  { from: '/no-such-page', to: '/404', heading: 'Page not found' },
  { from: '/docs/no-such-page', to: '/404', heading: 'Page not found' },
  { from: '/app/checkout', to: '/login', heading: 'Sign in to Frontdesk' },
];

const signedInLandings: Landing[] = [
  { from: '/app', to: '/app/register/select', heading: 'Select register' },
  { from: '/app/reports', to: '/app/reports/dashboard', heading: 'Dashboard' },
  { from: '/app/management', to: '/app/management/customers', heading: 'Customers' },
  { from: '/app/chat', to: '/app/chat/new', heading: 'Chat' },
  { from: '/app/mail', to: '/app/mail/all', heading: 'Mail' },
  { from: '/app/projects', to: '/app/projects/browse', heading: 'Browse projects' },
  { from: '/app/social', to: '/app/social/profile', heading: 'Profile' },
  { from: '/login', to: '/app/account', heading: 'Account' },
  { from: '/app/no-such-page', to: '/404', heading: 'Page not found' },
];

// One page of each remote: its title heading renders and the browser title is set.
const remotePages = [
  { remote: 'payments', path: '/app/checkout', heading: 'Checkout' },
  { remote: 'bookings', path: '/app/bookings', heading: 'Bookings' },
  { remote: 'contacts', path: '/app/contacts', heading: 'Contacts' },
  { remote: 'collab', path: '/app/kanban', heading: 'Kanban' },
  { remote: 'docs', path: '/app/extra/charts/apex', heading: 'Charts' },
];

/** The group's browser, a new tab per row; a finished row's tab is closed (an open app page keeps polling and drawing). */
function tabs(storageState: string | typeof signedOut) {
  // one worker runs the group, in order, so the browser is shared
  test.describe.configure({ mode: 'default' });
  const browser = sharedBrowser(storageState);
  test.afterEach(async () => {
    await Promise.all(browser.pages().map((page) => page.close()));
  });
  return browser.newTab;
}

test.describe('signed out', () => {
  const newTab = tabs(signedOut);

  for (const { from, to, heading } of signedOutLandings) {
    test(`${from} lands on ${to}`, async () => {
      const page = await newTab();
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(pageHeading(page, heading)).toBeVisible();
    });
  }
});

test.describe('signed in', () => {
  const newTab = tabs(AUTH_FILE);

  for (const { from, to, heading } of signedInLandings) {
    test(`${from} lands on ${to}`, async () => {
      const page = await newTab();
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(pageHeading(page, heading)).toBeVisible();
    });
  }

  for (const { remote, path, heading } of remotePages) {
    test(`${path} shows the ${remote} page "${heading}" and sets the browser title`, async () => {
      const page = await newTab();
      await page.goto(path);
      const area = page.locator(`[data-remote="${remote}"]`);
      await expect(area).toHaveAttribute('data-status', 'mounted');
      await expect(area.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} | Frontdesk`);
      await expect(page).toHaveURL(path);
    });
  }
});
