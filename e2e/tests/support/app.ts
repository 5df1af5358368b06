import { expect, test, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';

// The demo business's admin (seeded by api/src/demo/seed.ts).
export const DEMO_EMAIL = 'demo@frontdesk.app';
export const DEMO_PASSWORD = 'frontdesk-demo';

/** Tests that must start signed out (no stored session). */
export const signedOut = { cookies: [], origins: [] };

/** Fills and submits the login form of the page that is open. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The page's title heading (level 1) inside the content area. */
export function pageHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** The signed-in frame: top bar and side menu. */
export function topBar(page: Page) {
  return page.getByRole('banner');
}
export function sideMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/**
 * One browser for a group of tests that run in order in one worker, as one person's browser: its
 * cache keeps the app's scripts after the first load (a new context per test paid for fetching and
 * compiling them every time: 3–7 s a test on two busy cores). `tab()` is the group's one tab, for a
 * walk through a day's work; `newTab()` opens another, for a fresh page load.
 */
export function sharedBrowser(storageState: string | typeof signedOut, options: Omit<BrowserContextOptions, 'storageState'> = {}) {
  let context: BrowserContext;
  let first: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ ...options, storageState });
  });
  test.afterAll(async () => {
    await context.close();
  });
  return {
    tab: async (): Promise<Page> => (first ??= await context.newPage()),
    newTab: (): Promise<Page> => context.newPage(),
    pages: (): Page[] => context.pages(),
  };
}

/**
 * Chooses an entry of the account menu that leaves for /login (Log out, Switch user). On two loaded
 * cores a click on such an entry was left unanswered about once in several full runs, the menu still
 * open (cause not found: issue 33's and 34's notes); a person clicks again, and so does this, from a
 * menu opened anew, for at most 20 s. Where it lands is still asserted.
 */
export async function leaveByAccountMenu(page: Page, entry: 'Log out' | 'Switch user') {
  await expect(async () => {
    if (!(await page.getByRole('menuitem', { name: entry }).isVisible()))
      await topBar(page)
        .getByRole('button', { name: /account menu/i })
        .click();
    await page.getByRole('menuitem', { name: entry }).click({ timeout: 5_000 });
    await expect(page).toHaveURL('/login', { timeout: 5_000 });
  }).toPass({ intervals: [500], timeout: 20_000 });
}

/**
 * Picks a contact with the kit's contact search inside `scope` (a dialog, a page): types the name,
 * clicks the match once offered, and waits for the picked contact's link. The click on an offered
 * match was left unanswered once in several full runs on two loaded cores, the list still open, as
 * the account menu's was (`leaveByAccountMenu`); a person clicks again, and so does this, for at
 * most 20 s. The picked contact is still asserted.
 */
export async function pickContact(page: Page, scope: Locator, name: string) {
  await scope.getByRole('combobox', { name: 'Customer' }).fill(name);
  const picked = scope.getByRole('link', { name, exact: true });
  await expect(async () => {
    if (await picked.isVisible()) return;
    // the search box holds the typed text under the same title: the match is the second, once offered
    const offered = page.getByTitle(name, { exact: true });
    await expect(offered).toHaveCount(2, { timeout: 5_000 });
    await offered.last().click({ timeout: 5_000 });
    await expect(picked).toBeVisible({ timeout: 5_000 });
  }).toPass({ intervals: [500], timeout: 20_000 });
}
