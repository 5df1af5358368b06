import { expect, test } from '@playwright/test';
import { pageHeading } from './support/app';

// Issue 35 §4 and §7 in Chromium: a post written in each rich-text showcase (Lexical for Draft.js,
// Quill 2) is stored sanitized and shows on the feed with its marks; the feed's composer posts and
// its author deletes; the chart page draws the sales report with ApexCharts.

test('a post written in Lexical and one in Quill show on the feed with their marks', async ({ page }) => {
  await page.goto('/app/extra/editors/draft-js');
  await expect(pageHeading(page, 'Editor (Draft.js)')).toBeVisible();
  await page.getByRole('button', { name: 'Post to the feed' }).click();
  await expect(page.getByText('Write something to post')).toBeVisible();
  await page.getByRole('textbox', { name: 'Post' }).click();
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Lexical news');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' for the team');
  await page.getByRole('button', { name: 'Post to the feed' }).click();
  await expect(page.locator('strong', { hasText: 'Lexical news' }).last()).toBeVisible();

  await page.goto('/app/extra/editors/quill');
  await expect(pageHeading(page, 'Editor (Quill)')).toBeVisible();
  await page.getByRole('textbox', { name: 'Post' }).click();
  await page.keyboard.type('Quill says ');
  await page.getByRole('button', { name: 'Italic' }).click();
  await page.keyboard.type('hello');
  await page.getByRole('button', { name: 'Post to the feed' }).click();
  await expect(page.getByText('As stored (sanitized)')).toBeVisible();

  await page.goto('/app/social/feed');
  await expect(pageHeading(page, 'Feed')).toBeVisible();
  await expect(page.locator('li strong', { hasText: 'Lexical news' })).toBeVisible();
  await expect(page.locator('li em', { hasText: 'hello' })).toBeVisible();
});

test("the feed's composer posts, and the post's author deletes it", async ({ page }) => {
  await page.goto('/app/social/feed');
  const text = `Team lunch at one (${Date.now()})`;
  await page.getByLabel('Write a post').fill(text);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const item = page.getByRole('listitem').filter({ hasText: text });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
});

test('the chart page draws the last 30 days of sales with ApexCharts', async ({ page }) => {
  await page.goto('/app/extra/charts/apex');
  await expect(pageHeading(page, 'Charts')).toBeVisible();
  await expect(page.getByText('Sales by day')).toBeVisible();
  await expect(page.locator('.apexcharts-area-series').first()).toBeVisible();
  await expect(page.locator('.apexcharts-pie').first()).toBeVisible();
});
