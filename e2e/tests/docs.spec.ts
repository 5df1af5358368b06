import { expect, test } from '@playwright/test';
import { pageHeading, signedOut } from './support/app';

// The docs as a visitor reads them, on their own site (docs/decisions/0060): the search finds a
// page and opens it from the keyboard, previous / next walk the pages in order, an unknown docs
// address is the app's 404.
test.use({ storageState: signedOut });

test('the docs search finds a page and opens it from the keyboard', async ({ page }) => {
  await page.goto('/docs/welcome');
  const search = page.getByRole('combobox', { name: 'Search the docs' });
  await search.fill('rolling back a remote');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option').first()).toContainText('Deployment');
  await search.press('ArrowDown');
  await search.press('ArrowUp');
  await search.press('Enter');
  await expect(page).toHaveURL('/docs/deployment');
  await expect(pageHeading(page, 'Deployment')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Redeploying and rolling back one remote' })).toBeVisible();
});

test('previous and next walk the docs in order', async ({ page }) => {
  await page.goto('/docs/deployment');
  const pager = page.getByRole('navigation', { name: 'Previous and next page' });
  await pager.getByRole('link', { name: 'Next API calls' }).click();
  await expect(page).toHaveURL('/docs/api-calls');
  await expect(pageHeading(page, 'API calls')).toBeVisible();
  await expect(page.getByRole('table', { name: /^Session · / })).toBeVisible();
  await pager.getByRole('link', { name: 'Previous Deployment' }).click();
  await expect(page).toHaveURL('/docs/deployment');
  await expect(pageHeading(page, 'Deployment')).toBeVisible();
});

test('an unknown docs address is the 404 page', async ({ page }) => {
  await page.goto('/docs/no-such-page');
  await expect(page).toHaveURL('/404');
  await expect(pageHeading(page, 'Page not found')).toBeVisible();
});
