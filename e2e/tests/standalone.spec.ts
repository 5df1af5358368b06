import { expect, test } from '@playwright/test';
import path from 'node:path';
import { pageHeading, signedOut } from './support/app';
import { REPO_ROOT } from './support/paths';
import { serveDist, type StaticSite } from './support/staticServer';

// A remote's own build runs with no shell (spec §2: /pay and /book served by a single remote):
// its standalone page (dist/standalone, built beside its container) served statically at the root
// of its own origin, with the SPA fallback.
test.use({ storageState: signedOut });

const standalone = [
  {
    remote: 'payments',
    folder: 'mfe-payments',
    path: '/pay/abc123',
    heading: 'Pay your bill',
    shows: 'Payment link abc123',
    title: 'Pay | Frontdesk',
  },
  {
    remote: 'bookings',
    folder: 'mfe-bookings',
    path: '/book',
    heading: 'Book online',
    shows: null,
    title: 'Book online | Frontdesk',
  },
];

for (const { remote, folder, path: pagePath, heading, shows, title } of standalone) {
  test.describe(`${remote} standalone`, () => {
    let site: StaticSite;
    test.beforeAll(async () => {
      site = await serveDist(path.join(REPO_ROOT, folder, 'dist', 'standalone'));
    });
    test.afterAll(async () => {
      await site?.close();
    });

    test(`${folder}/dist/standalone serves ${pagePath} on its own`, async ({ page }) => {
      const failed: string[] = [];
      page.on('response', (res) => {
        if (res.status() >= 400) failed.push(`${res.status()} ${new URL(res.url()).pathname}`);
      });
      await page.goto(`${site.url}${pagePath}`);
      // the page's own scripts (deferred: fetched by the load event) are all there
      expect(failed, 'every file the page asked for was there').toEqual([]);
      await expect(pageHeading(page, heading)).toBeVisible();
      if (shows) await expect(page.getByText(shows)).toBeVisible();
      await expect(page).toHaveTitle(title);
      expect(failed, 'every chunk the page loaded later was there too').toEqual([]);
    });
  });
}
