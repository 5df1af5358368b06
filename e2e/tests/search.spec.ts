import { expect, test } from '@playwright/test';
import { pageHeading, topBar } from './support/app';

// Spec §5 and §7: the search drawer finds the demo business's contacts (seeded by the api) by
// name, email or phone digits, shows phones (xxx) xxx-xxxx, and a result opens its contact page.

test('the search drawer finds a contact by name and opens it', async ({ page }) => {
  await page.goto('/app/register/select');
  await topBar(page).getByRole('button', { name: 'Search contacts' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Start typing to search...')).toBeVisible();

  const searched = page.waitForRequest((req) => req.url().endsWith('/contact/search') && req.method() === 'POST');
  await drawer.getByRole('searchbox', { name: 'Search contacts' }).fill('castillo');
  const request = await searched;
  expect(new URLSearchParams(request.postData() ?? '').get('q')).toBe('castillo');
  expect(request.headers()['x-csrftoken']).toBeTruthy();

  const first = drawer.getByRole('listitem').first();
  await expect(first).toContainText('Castillo');
  await expect(first).toContainText(/\(555\) \d{3}-\d{4}/);
  const name = (await first.getByRole('button').first().textContent())?.trim() ?? '';
  expect(name).toMatch(/Castillo/);

  await first.getByRole('button', { name }).click();
  await expect(page).toHaveURL(/\/app\/contacts\/[0-9a-f-]{36}$/);
  await expect(pageHeading(page, name)).toBeVisible();
});

test('the search drawer finds a contact by phone digits typed with punctuation', async ({ page }) => {
  await page.goto('/app/register/select');
  await topBar(page).getByRole('button', { name: 'Search contacts' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('searchbox', { name: 'Search contacts' }).fill('castillo');
  const phone =
    (
      await drawer
        .getByRole('listitem')
        .first()
        .getByText(/\(555\) \d{3}-\d{4}/)
        .textContent()
    )?.trim() ?? '';
  await drawer.getByRole('searchbox', { name: 'Search contacts' }).fill(phone);
  // one contact has that number: one result, showing it
  await expect(drawer.getByRole('button', { name: /Castillo/ })).toHaveCount(1);
  await expect(drawer.getByText(phone, { exact: true })).toHaveCount(1);
});
