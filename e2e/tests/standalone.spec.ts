import { expect, test, type Page } from '@playwright/test';
// V8's explicit compile hint, first in the scripts a standalone page loads before it draws
import { COMPILE_HINT } from '../../shared/build/compileHints.mjs';
import { DEMO_EMAIL, DEMO_PASSWORD, pageHeading, signedOut, submitLogin, topBar } from './support/app';

// A first visit to a public page (route table: open to a signed-out visitor) gets its owner's
// standalone page, a site of that package's public pages alone (docs/decisions/0013-first-visit.md):
// none of the composed app's files (its vendors, the federation runtime, remote containers) come
// with it, and its scripts come compressed. Going into the app loads the composed app.
test.use({ storageState: signedOut });

const publicPages = [
  { path: '/login', site: '/standalone/', heading: 'Sign in to Frontdesk', title: 'Sign in | Frontdesk' },
  { path: '/register', site: '/standalone/', heading: 'Create your Frontdesk account', title: 'Create your account | Frontdesk' },
  // no link has that id: the page reads it and says so
  // a customer's phone: plain elements in the theme's tokens, no antd (its css-in-js runtime and
  // token derivation were /pay's longest task: docs/decisions/0025-public-pages-without-antd.md)
  { path: '/pay/abc123', site: '/remotes/payments/standalone/', heading: 'Payment link not found', title: 'Pay | Frontdesk', antd: false },
  { path: '/book', site: '/remotes/bookings/standalone/', heading: 'Book online', title: 'Book online | Frontdesk', antd: false },
  // first impressions, under 200 KB: plain elements in the theme's tokens too (docs/decisions/0060)
  {
    path: '/home',
    site: '/remotes/docs/standalone/',
    heading: 'Run your service business from one front desk',
    title: 'Frontdesk for service businesses | Frontdesk',
    antd: false,
  },
  { path: '/pricing', site: '/remotes/docs/standalone/', heading: 'Simple pricing for every size of business', title: 'Pricing | Frontdesk', antd: false },
  { path: '/docs/welcome', site: '/remotes/docs/standalone/', heading: 'Welcome', title: 'Welcome | Frontdesk', antd: false },
];

// the style sheets antd's css-in-js writes into the page (@ant-design/cssinjs)
const ANTD_STYLES = 'style[data-css-hash], style[data-token-hash]';

/** Every script the page fetches, with how it was encoded; and every failed response. */
function watch(page: Page) {
  const scripts: { path: string; encoding: string }[] = [];
  const failed: string[] = [];
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    // a file; the api's refusals are answers the page tells (/pay/abc123 names no link)
    if (res.status() >= 400 && !path.startsWith('/api/')) failed.push(`${res.status()} ${path}`);
    if (res.request().resourceType() === 'script') scripts.push({ path, encoding: res.headers()['content-encoding'] ?? 'identity' });
  });
  return { scripts, failed };
}

for (const { path, site, heading, title, antd = true } of publicPages) {
  test(`a first visit to ${path} takes its owner's standalone page only, compressed`, async ({ page }) => {
    const { scripts, failed } = watch(page);
    await page.goto(path);
    await expect(pageHeading(page, heading)).toBeVisible();
    await expect(page).toHaveTitle(title);
    await page.waitForLoadState('networkidle');
    expect(failed, 'every file the page asked for was there').toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts.filter((s) => !s.path.startsWith(site)),
      `only ${site} scripts`,
    ).toEqual([]);
    expect(
      scripts.filter((s) => s.encoding !== 'br'),
      'brotli, as the browser accepts it',
    ).toEqual([]);
    if (antd) await expect(page.locator(ANTD_STYLES).first()).toBeAttached();
    else await expect(page.locator(ANTD_STYLES), 'drawn without antd').toHaveCount(0);
    const first = await page.locator('head script[src]').evaluateAll((tags) => tags.map((tag) => (tag as HTMLScriptElement).src));
    for (const src of first) expect((await (await page.request.get(src)).text()).split('\n')[0], `${src} starts with the compile hint`).toBe(COMPILE_HINT);
  });
}

test('signing in on the standalone /login loads the composed app', async ({ page }) => {
  const { scripts } = watch(page);
  await page.goto('/login');
  await submitLogin(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL('/app/register/select');
  await expect(pageHeading(page, 'Select register')).toBeVisible();
  await expect(topBar(page).getByRole('button', { name: 'account menu' })).toContainText('Dana Demo');
  expect(
    scripts.some((s) => s.path === '/main.js'),
    'the composed app loaded',
  ).toBe(true);
});

test('links between the shell’s public pages stay in the page; an unknown address shows /404', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(pageHeading(page, 'Create your Frontdesk account')).toBeVisible();
  await expect(page).toHaveURL('/register');
  await page.goto('/no-such-page');
  await expect(page).toHaveURL('/404');
  await expect(pageHeading(page, 'Page not found')).toBeVisible();
});

test.describe('signed in', () => {
  test.use({ storageState: undefined });
  test('a signed-in visitor opening /login is sent on to /app/account', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL('/app/account');
    await expect(topBar(page)).toBeVisible();
  });
});
