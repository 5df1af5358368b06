import { expect, test } from '@playwright/test';
import { pageHeading, sideMenu, topBar } from './support/app';

// A remote that cannot be fetched shows the error panel in its area; the shell and the other
// remotes keep working, and Retry loads it once it is reachable again (README "Remotes").

test('an unreachable remote shows the error panel, the rest works, and Retry recovers it', async ({ page }) => {
  const blocked = '**/remotes/bookings/**';
  await page.route(blocked, (route) => route.abort());

  await page.goto('/app/bookings');
  await expect(page.getByText('This part of Frontdesk could not load')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page).toHaveTitle('Bookings | Frontdesk');

  // the top bar still navigates, and payments still renders
  await topBar(page).getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL('/app/checkout');
  await expect(pageHeading(page, 'Checkout')).toBeVisible();

  // the side menu still navigates, back to the failing remote
  await sideMenu(page).getByRole('menuitem', { name: 'Bookings' }).click();
  await expect(page).toHaveURL('/app/bookings');
  await expect(page.getByText('This part of Frontdesk could not load')).toBeVisible();

  // reachable again: Retry fetches it anew
  await page.unroute(blocked);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(pageHeading(page, 'Bookings')).toBeVisible();
  await expect(page.getByText('This part of Frontdesk could not load')).toHaveCount(0);
});
