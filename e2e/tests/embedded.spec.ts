import { expect, test } from '@playwright/test';
import { pageHeading, sideMenu, topBar } from './support/app';

// Spec §2, Shell: `embedded=true` in the query hides the side menu and top bar, and they stay
// hidden while the user moves around inside the embedding frame.

test('without the embedded flag the top bar and side menu are shown', async ({ page }) => {
  await page.goto('/app/checkout');
  await expect(pageHeading(page, 'Checkout')).toBeVisible();
  await expect(topBar(page)).toBeVisible();
  await expect(sideMenu(page)).toBeVisible();
});

test('embedded=true hides the top bar and side menu', async ({ page }) => {
  await page.goto('/app/checkout?embedded=true');
  await expect(pageHeading(page, 'Checkout')).toBeVisible();
  await expect(topBar(page)).toHaveCount(0);
  await expect(sideMenu(page)).toHaveCount(0);
});

test('the top bar and side menu stay hidden while navigating inside the embedded app', async ({ page }) => {
  await page.goto('/app/checkout?embedded=true');
  await expect(pageHeading(page, 'Checkout')).toBeVisible();

  // an in-app navigation to a path without the flag (as a remote's link does)
  await page.evaluate(() => window.history.pushState(null, '', '/app/bookings'));
  await expect(page).toHaveURL('/app/bookings');
  await expect(pageHeading(page, 'Bookings')).toBeVisible();
  await expect(topBar(page)).toHaveCount(0);
  await expect(sideMenu(page)).toHaveCount(0);

  // a click: the not-found page's button goes home (/ → /app → /app/register/select)
  await page.evaluate(() => window.history.pushState(null, '', '/app/no-such-page'));
  await expect(pageHeading(page, 'Page not found')).toBeVisible();
  await page.getByRole('button', { name: 'Go to Frontdesk' }).click();
  await expect(page).toHaveURL('/app/register/select');
  await expect(pageHeading(page, 'Select register')).toBeVisible();
  await expect(topBar(page)).toHaveCount(0);
  await expect(sideMenu(page)).toHaveCount(0);

  // a full page load in the same tab
  await page.goto('/app/invoices');
  await expect(pageHeading(page, 'Invoices')).toBeVisible();
  await expect(topBar(page)).toHaveCount(0);
  await expect(sideMenu(page)).toHaveCount(0);
});
