import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import axe from 'axe-core';
import { buildPath, routeEntries, type RouteDef, type RouteId } from '../../shared/src/routes/routeTable';
import { SETTINGS_KEY, themeNames, type ThemeName } from '../../shared/src/settings/settingsStore';
import { sharedBrowser, signedOut } from './support/app';
import { AUTH_FILE } from './support/paths';

// Issue 8, item 9: every page of the route table, in each of the four themes, has no serious or
// critical axe violation of WCAG 2.x A/AA. Each page is opened once and checked in the four themes
// (every rule in the first; the colour rules in the others while the structure is the same)
// in turn. Pages come from the route table itself (redirects are not pages), so a new route is
// checked as soon as it is added; one that needs an id must be given one below. Public and guest
// pages are visited signed out, app pages signed in (demo pages too: the api runs with
// FRONTDESK_DEMO=true, as `npm start` does).

// WCAG 2.0 and 2.1, levels A and AA (2.2's target-size is left out: docs/decisions/0014-accessibility.md)
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

// Findings whose fix lies in a remote's or the shell's own page, not in the themes or the layout:
// each names the file and the change, and is reported as an annotation instead of failing. Delete
// an entry once its fix lands (the test then fails again on any return of it).
type KnownIssue = { rule: string; path: RegExp; themes?: ThemeName[]; fix: string };
const knownIssues: KnownIssue[] = [];

/** Real records of the seeded demo business, looked up (and one asset made) through the api. */
type Records = { contactId: string; assetTypeId: string; assetId: string; itemId: string; invoiceId: string; transactionId: string; bookingId: string };

// Ids for the routes with parameters: records of the demo business where the page loads one
// (signed in only), sample ids for the pages that show no record yet.
const sampleParams: Partial<Record<RouteId, Record<string, string>>> = {
  pay: { paymentLinkId: 'abc123' },
  chatThread: { threadKey: 'new' },
  mailCustomLabel: { customLabel: 'work' },
  mailSystemLabel: { systemLabel: 'all' },
  project: { id: '1' },
};

function recordParams({
  contactId,
  assetTypeId,
  assetId,
  itemId,
  invoiceId,
  transactionId,
  bookingId,
}: Records): Partial<Record<RouteId, Record<string, string>>> {
  return {
    // a coming booking of the demo's two weeks (api/src/demo/seedBookings.ts), and its bill
    booking: { bookingId },
    generateBill: { booking: bookingId },
    // the demo's open invoice (its week of sales: api/src/demo/seedSales.ts) and a payment of it
    checkoutInvoice: { invoice: invoiceId },
    payment: { invoice: invoiceId },
    invoice: { invoiceId },
    order: { orderId: invoiceId },
    receipt: { transactionId },
    contact: { contactId },
    contactEdit: { contactId },
    assetCreate: { customerId: contactId, assetTypeId },
    assetEdit: { customerId: contactId, assetTypeId, assetId },
    customer: { customerId: contactId },
    customerEdit: { customerId: contactId },
    managementAssets: { assetTypeId, customerId: contactId },
    catalogueEdit: { itemId },
  };
}

function pathOf(id: RouteId, records: Records | undefined): string {
  return buildPath(id, sampleParams[id] ?? (records && recordParams(records)[id]) ?? {});
}

const pages = routeEntries.filter(([, def]) => !def.redirect);
const signedOutPages = pages.filter(([, def]) => def.access !== 'app');
const signedInPages = pages.filter(([, def]) => def.access === 'app');

async function lookUpRecords(request: APIRequestContext): Promise<Records> {
  const contacts = await (await request.get('/api/contacts?pageSize=1')).json();
  const contactId: string = contacts.items[0].id;
  const types = await (await request.get('/api/asset-types')).json();
  const assetTypeId: string = types.items.find((t: { type_name: string }) => t.type_name === 'Vehicle').id;
  const items = await (await request.get('/api/catalogue-items?pageSize=1')).json();
  const itemId: string = items.items[0].id;
  const open = await (await request.get('/api/invoices?status=open&pageSize=1')).json();
  const invoiceId: string = open.items[0].id;
  const payments = await (await request.get('/api/transactions?kind=payment&pageSize=1')).json();
  const transactionId: string = payments.items[0].id;
  const bookings = await (await request.get('/api/bookings?status=confirmed&pageSize=1')).json();
  const bookingId: string = bookings.items[0].id;
  const assets = await (await request.get(`/api/contacts/${contactId}/assets`)).json();
  const existing = assets.items.find((a: { assetTypeId: string }) => a.assetTypeId === assetTypeId);
  if (existing) return { contactId, assetTypeId, assetId: existing.id, itemId, invoiceId, transactionId, bookingId };
  const { csrfmiddlewaretoken } = await (await request.get('/api/csrf')).json();
  const created = await request.post(`/api/contacts/${contactId}/assets`, {
    headers: { 'X-CSRFToken': csrfmiddlewaretoken },
    data: { assetTypeId, data: { year: 2021, make: 'Subaru', model: 'Outback', plate: 'A11Y 1' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { contactId, assetTypeId, assetId: (await created.json()).id, itemId, invoiceId, transactionId, bookingId };
}

/** Changes the theme in the other tab, the way its account page saves it, and waits until this page has it. */
async function switchTheme(page: Page, otherTab: Page, theme: ThemeName) {
  await otherTab.evaluate(
    ([key, name]) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
      localStorage.setItem(key, JSON.stringify({ ...stored, theme: name }));
    },
    [SETTINGS_KEY, theme] as const,
  );
  // the app marks the document with the theme its roots are drawn in (shared/src/ui/PublicProviders.tsx)
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/**
 * Opens a page: the first of a group with a page load, the others as the app's own links do
 * (history.pushState and popstate, which the shell's and the remotes' routers listen to), so the
 * shell and the remotes boot once per theme instead of once per page.
 */
async function open(page: Page, path: string, firstVisit: boolean) {
  // a public page is loaded as a first visit: the api serves it as its owner's own site
  // (docs/decisions/0013-first-visit.md), which hands any other address back to the server
  if (firstVisit || page.url() === 'about:blank') {
    await page.goto(path);
  } else {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }, path);
    // one frame: the routers commit the new route before the page is waited for
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  }
  await expect(page).toHaveURL(path);
}

/** Waits until the page is drawn and still: its title heading, no loading state, no running transition. */
async function settle(page: Page, def: RouteDef) {
  // a remote's app page is mounted in the composed app; a public page is its owner's own site
  // (docs/decisions/0013-first-visit.md), with no remote area around it
  if (def.owner !== 'shell' && def.access === 'app') {
    await expect(page.locator(`[data-remote="${def.owner}"]`).first()).toHaveAttribute('data-status', 'mounted');
  }
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // every loading state is busy to assistive technology (antd's Spin, the kit's LoadingState and a
  // loading table are all aria-busy): the page is still once nothing is
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // antd fades content in: a colour half-way through a transition is not the colour a reader sees
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
}

type Found = { rule: string; impact: string; help: string; targets: string[] };

function knownIssue(found: Found, path: string, theme: ThemeName): KnownIssue | undefined {
  return knownIssues.find((k) => k.rule === found.rule && k.path.test(path) && (!k.themes || k.themes.includes(theme)));
}

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

// The WCAG A/AA rules whose outcome depends on colour: what a theme, which is tokens only
// (shared/src/ui/themes.ts), can change on a page whose elements, attributes and text it leaves as
// they are. Every other rule reads the structure; see `structureOf`.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
// a rule renamed or retagged by an axe-core upgrade would otherwise leave the other themes unchecked
const missing = COLOUR_RULES.filter((id) => !axe.getRules(WCAG_A_AA).some((rule) => rule.ruleId === id));
if (missing.length) throw new Error(`axe-core no longer has the WCAG A/AA colour rules ${missing.join(', ')}`);

/**
 * A fingerprint of the page's structure: every element with its attributes and every text, in
 * order; but what carries the theme's colours and sizes: `class`, `style`, the SVG colour
 * attributes (a chart's fills and strokes) and the text of style sheets. A page drawn in another theme with the
 * same fingerprint has the same elements, roles, names and states, so only the colour rules can
 * find something new there; if a theme changed the structure, that theme is checked in full.
 */
function structureOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const themed = new Set(['class', 'style', 'fill', 'stroke', 'stop-color', 'flood-color', 'lighting-color', 'color']);
    let hash = 0x811c9dc5;
    let nodes = 0;
    const add = (text: string) => {
      for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes += 1;
      if (node.nodeType === Node.TEXT_NODE) {
        if (node.parentElement?.tagName !== 'STYLE') add(`#${node.nodeValue ?? ''}`);
        continue;
      }
      const element = node as Element;
      add(`<${element.tagName}`);
      for (const { name, value } of Array.from(element.attributes)) if (!themed.has(name)) add(` ${name}=${value}`);
    }
    return `${nodes}:${(hash >>> 0).toString(16)}`;
  });
}

async function blockingViolations(page: Page, rules?: string[]): Promise<Found[]> {
  // axe-core's script goes into a page once per document (a page load), not once per check: the
  // in-app navigations between checks keep it (putting it in is ~0.3 s of each check otherwise).
  // It runs in the page itself (there are no iframes), and only violations are detailed (passes
  // and incompletes are most of axe's result-building time).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const { violations } = await page.evaluate(
    ({ tags, only }) =>
      window.axe!.run(document, { runOnly: only ? { type: 'rule', values: only } : { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    { tags: WCAG_A_AA, only: rules },
  );
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => `${n.target.join(' ')}${n.any[0]?.message ? ` — ${n.any[0].message}` : ''}`),
    }));
}

function report(found: Found[], path: string, theme: ThemeName): string {
  if (!found.length) return '';
  const lines = found.flatMap((f) => [`  ${f.rule} (${f.impact}): ${f.help}`, ...f.targets.map((t) => `    ${t}`)]);
  return [`${found.length} serious/critical axe violation(s) on ${path} in theme ${theme}:`, ...lines].join('\n');
}

// Pages are checked in three groups, each in its own worker and context: the public pages, and the
// app's pages dealt into two halves (there are twice as many, and the app's first load costs more).
const groups = [
  { name: 'signed out', session: 'signed out', pages: signedOutPages },
  { name: 'signed in, first half', session: 'signed in', pages: signedInPages.filter((_, at) => at % 2 === 0) },
  { name: 'signed in, second half', session: 'signed in', pages: signedInPages.filter((_, at) => at % 2 === 1) },
] as const;

for (const { name, session, pages: group } of groups) {
  test.describe(name, () => {
    // one page per group, its pages visited in order (see open): the app boots once
    test.describe.configure({ mode: 'default' });
    // with the system's reduced motion, as a person who asks for it sees the app: antd's fades are
    // off (shared/src/ui/themeConfig.ts), so a page is still as soon as it is drawn; the colours
    // checked are the same ones a fade ends on, and the fades cost a third of each check's time
    const browser = sharedBrowser(session === 'signed in' ? AUTH_FILE : signedOut, { reducedMotion: 'reduce' });
    // the page checked, and a second tab of the app whose change of theme the first follows at once
    // (shared/src/settings/settingsStore.ts), as it would for a person with the app open twice:
    // each page is drawn once and checked in every theme
    let page: Page;
    let otherTab: Page;
    let records: Records | undefined;

    test.beforeAll(async () => {
      page = await browser.tab();
      otherTab = await browser.newTab();
      // any address of the app's origin shares its localStorage; the health check draws nothing
      await otherTab.goto('/api/health');
      if (session === 'signed in') records = await lookUpRecords(page.request);
    });

    for (const [id, def] of group) {
      test(`${routeLabel(id, def)} has no serious violation in any theme`, async () => {
        const path = pathOf(id, records);
        await open(page, path, def.access !== 'app');
        let structure: string | undefined;
        for (const theme of themeNames) {
          await switchTheme(page, otherTab, theme);
          await settle(page, def);
          // the first theme with every rule; the others with the colour rules, unless the theme
          // changed the page's structure, when every rule runs again
          const drawn = await structureOf(page);
          const same = structure === drawn;
          structure ??= drawn;
          if (structure !== drawn) console.log(`${path} (${theme}): another structure than in ${themeNames[0]}, checked with every rule`);
          const all = await blockingViolations(page, same ? COLOUR_RULES : undefined);
          for (const f of all) {
            const known = knownIssue(f, path, theme);
            if (!known) continue;
            test.info().annotations.push({ type: `known ${f.rule}`, description: known.fix });
            console.log(`known ${f.rule} on ${path} (${theme}): ${known.fix}`);
          }
          const found = all.filter((f) => !knownIssue(f, path, theme));
          // every theme is checked and reported, not only the first that fails
          expect.soft(found, report(found, path, theme)).toEqual([]);
        }
      });
    }
  });
}

function routeLabel(id: RouteId, def: RouteDef) {
  return def.path.includes(':') ? `${def.path} (${id})` : def.path;
}
