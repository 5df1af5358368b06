import { expect, test, type Page, type Response } from '@playwright/test';
import { pageHeading, topBar } from './support/app';

// Runtime composition (README "Remotes", docs/decisions/0002): the shell reads /remotes.json,
// fetches each remote through its mf-manifest.json, and the remotes use the shell's shared
// singletons instead of their own copies.

/** A string only react-dom's client production bundle holds (its container marker). */
const REACT_DOM_MARKER = '__reactContainer$';

/** A string only the federation bundler runtime holds (the name of the share plugin its `init` adds). */
const BUNDLER_RUNTIME_MARKER = 'tree-shake-plugin';

type Manifest = {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
};

/** The JS files a remote's manifest lists for its shared modules (its own fallback copies). */
async function sharedFallbackFiles(page: Page, remote: string): Promise<Set<string>> {
  const res = await page.request.get(`/remotes/${remote}/mf-manifest.json`);
  expect(res.ok()).toBe(true);
  const manifest = (await res.json()) as Manifest;
  return new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
}

const isJs = (url: string) => new URL(url).pathname.endsWith('.js');
const pathOf = (url: string) => new URL(url).pathname;

async function waitForRemote(page: Page, remote: string): Promise<void> {
  await expect(page.locator(`[data-remote="${remote}"]`)).toHaveAttribute('data-status', 'mounted');
}

test('a remote is fetched through /remotes.json and its mf-manifest.json before its code', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (req) => requested.push(pathOf(req.url())));

  await page.goto('/app/checkout');
  await waitForRemote(page, 'payments');
  await expect(pageHeading(page, 'Checkout')).toBeVisible();

  const remotesJson = requested.indexOf('/remotes.json');
  const manifest = requested.indexOf('/remotes/payments/mf-manifest.json');
  const firstCode = requested.findIndex((p) => p.startsWith('/remotes/payments/') && p.endsWith('.js'));
  expect(remotesJson, 'the shell asks for /remotes.json').toBeGreaterThanOrEqual(0);
  expect(manifest, 'payments is located through its mf-manifest.json').toBeGreaterThan(remotesJson);
  expect(firstCode, 'payments code comes after its manifest').toBeGreaterThan(manifest);
});

/**
 * A session that visits three remotes (checkout, then a new appointment, then a new contact),
 * with every script it fetched and its body.
 */
async function visitThreeRemotes(page: Page): Promise<{ path: string; body: string }[]> {
  const scripts: Promise<{ path: string; body: string }>[] = [];
  page.on('response', (res: Response) => {
    if (!isJs(res.url()) || res.status() !== 200) return;
    scripts.push(res.text().then((body) => ({ path: pathOf(res.url()), body })));
  });

  await page.goto('/app/checkout');
  await waitForRemote(page, 'payments');
  await topBar(page).getByRole('link', { name: 'New appointment' }).click();
  await waitForRemote(page, 'bookings');
  await expect(pageHeading(page, 'New appointment')).toBeVisible();
  await topBar(page).getByRole('link', { name: 'New contact' }).click();
  await waitForRemote(page, 'contacts');
  await expect(pageHeading(page, 'New contact')).toBeVisible();
  return Promise.all(scripts);
}

test('React DOM is fetched once, from the shell, in a session that visits three remotes', async ({ page }) => {
  const loaded = await visitThreeRemotes(page);
  for (const remote of ['payments', 'bookings', 'contacts']) {
    expect(
      loaded.some((s) => s.path.startsWith(`/remotes/${remote}/`)),
      `${remote} code was loaded`,
    ).toBe(true);
  }
  const withReactDom = loaded.filter((s) => s.body.includes(REACT_DOM_MARKER)).map((s) => s.path);
  expect(withReactDom, 'exactly one script holds react-dom').toHaveLength(1);
  expect(withReactDom[0], 'react-dom comes from the shell, not a remote').not.toMatch(/^\/remotes\//);
});

test('the remotes run on the shell’s federation runtime: one copy on a page with three remotes', async ({ page }) => {
  const loaded = await visitThreeRemotes(page);
  const entries = loaded.filter((s) => /^\/remotes\/[a-z]+\/remoteEntry\.js$/.test(s.path)).map((s) => s.path);
  expect(entries, 'each remote container was loaded').toHaveLength(3);
  const withRuntime = loaded.filter((s) => s.body.includes(BUNDLER_RUNTIME_MARKER)).map((s) => s.path);
  expect(withRuntime, 'exactly one script holds the bundler runtime').toHaveLength(1);
  expect(withRuntime[0], 'the bundler runtime comes from the shell, not a remote').not.toMatch(/^\/remotes\//);
});

test('loading a second remote fetches none of its shared singletons again', async ({ page }) => {
  // the scripts asked for before and after the switch from payments to bookings
  const before = new Set<string>();
  const later: string[] = [];
  let switched = false;
  page.on('request', (req) => {
    if (!isJs(req.url())) return;
    if (switched) later.push(pathOf(req.url()));
    else before.add(pathOf(req.url()));
  });
  await page.goto('/app/checkout');
  await waitForRemote(page, 'payments');
  const fallbacks = await sharedFallbackFiles(page, 'bookings');

  switched = true;
  await topBar(page).getByRole('link', { name: 'New appointment' }).click();
  await waitForRemote(page, 'bookings');
  await expect(pageHeading(page, 'New appointment')).toBeVisible();

  expect(
    later.some((p) => p.startsWith('/remotes/bookings/')),
    'bookings code was loaded',
  ).toBe(true);
  expect(
    later.filter((p) => before.has(p)),
    'scripts fetched a second time',
  ).toEqual([]);
  const ownCopies = later.filter((p) => p.startsWith('/remotes/bookings/') && fallbacks.has(p.slice('/remotes/bookings/'.length)));
  expect(ownCopies, "bookings' own copies of shared singletons").toEqual([]);
});
