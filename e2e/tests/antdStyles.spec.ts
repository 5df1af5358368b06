import { expect, test, type Page } from '@playwright/test';
import { SETTINGS_KEY } from '../../shared/src/settings/settingsStore';
import { theme } from '../../shared/src/ui/antd';
import { themes } from '../../shared/src/ui/themes';
import { pageHeading, sideMenu, topBar } from './support/app';

// Issue 33 §9 (decision 0046): antd's component styles come in a style sheet written at build time
// (shared/build/antdStyles.mjs), so the desk's first render writes no CSS. What antd still writes
// at run time is the theme, as CSS variables: the four themes, rtl and the adjustments keep working.

/** The rules of every <style> the page holds whose declarations are not all CSS variables. */
const writtenRules = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('style')]
      .flatMap((style) => [...(style.sheet?.cssRules ?? [])])
      .map((rule) => rule.cssText)
      // the page's own template rule (shared/build/index.html)
      .filter((text) => !text.startsWith('html, body') && !text.startsWith('#root'))
      .filter((text) => /{[^}]*\b(?<!-)[a-z-]+:/.test(text.replace(/--[\w-]+:[^;}]*;?/g, ''))),
  );

/** The computed background of the top bar's "Quick add" (a primary button), as rgb(). */
const primaryFill = (page: Page) =>
  topBar(page)
    .getByRole('button', { name: 'Quick add' })
    .evaluate((button) => getComputedStyle(button).backgroundColor);

/** A theme's primary colour as antd derives it (a dark theme's seeds are remapped), as rgb(). */
const primaryOf = (name: keyof typeof themes) => {
  const hex = theme.getDesignToken(themes[name]).colorPrimary;
  return `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
};

test('a desk page draws antd from one compressed style sheet and writes only the theme’s variables', async ({ page }) => {
  const sheets: { path: string; encoding: string }[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'stylesheet')
      sheets.push({ path: new URL(res.url()).pathname, encoding: res.headers()['content-encoding'] ?? 'identity' });
  });
  await page.goto('/app/invoices');
  await expect(pageHeading(page, 'Invoices')).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  expect(sheets).toEqual([{ path: expect.stringMatching(/^\/antd\.[0-9a-f]{8}\.css$/), encoding: 'br' }]);
  expect(await writtenRules(page), 'no component CSS written at run time').toEqual([]);
  // the theme reaches the static rules: the demo business's theme's primary colour
  expect(await primaryFill(page)).toBe(primaryOf('FRONTDESK_LIGHT'));
});

test('another theme and right to left reach the static styles', async ({ page }) => {
  await page.goto('/app/invoices');
  await expect(pageHeading(page, 'Invoices')).toBeVisible();
  await page.evaluate(
    ([key]) => {
      const stored = JSON.parse(localStorage.getItem(key!) ?? '{}');
      localStorage.setItem(key!, JSON.stringify({ ...stored, theme: 'ONE_DARK', direction: 'rtl' }));
    },
    [SETTINGS_KEY],
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'ONE_DARK');
  // (in rtl every text is a bidi isolate: the table, not the heading's exact name, says the page is drawn)
  await expect(page.getByRole('table')).toBeVisible();
  expect(await primaryFill(page)).toBe(primaryOf('ONE_DARK'));
  // antd's rtl rules are in the sheet: the side menu's items run right to left
  expect(
    await sideMenu(page)
      .locator('ul')
      .first()
      .evaluate((menu) => getComputedStyle(menu).direction),
  ).toBe('rtl');
  expect(await writtenRules(page)).toEqual([]);
});
