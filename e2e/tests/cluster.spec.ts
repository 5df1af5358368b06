import { expect, request as http, test, type APIRequestContext } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, pageHeading, signedOut, submitLogin } from './support/app';
import { startCluster, type Cluster } from './support/cluster';

// `npm run start:cluster` (scripts/cluster.mjs) as an operator starts it (support/cluster.ts): two API
// instances on one PostgreSQL (a database of this run's own) behind HAProxy, serving the bundles the e2e build made.
// A desk signs in through the balancer; its requests are answered by both instances (no sticky
// sessions: one session works on either), and a change made through each instance reaches its open
// page without a reload. The heavy fault runs (a kill, a rolling restart under load) are a
// benchmark: bench/cluster-faults.mts.

const port = Number(process.env.E2E_PORT ?? 8181) + 100;
const instancePorts = [port + 1, port + 2];

test.describe('the cluster: two API instances behind HAProxy', () => {
  test.describe.configure({ mode: 'serial' });
  // two instances' first start (their modules compiled, a new database migrated) on a busy machine
  test.setTimeout(120_000);
  let cluster: Cluster;

  test.beforeAll(async () => {
    // on a fresh machine the script installs HAProxy first (apt-get, as root)
    test.setTimeout(300_000);
    cluster = await startCluster({ port });
  });
  test.afterAll(() => cluster?.stop());

  /** A signed-in client of one instance, bypassing the balancer (the session is in the database). */
  async function clientOf(instancePort: number): Promise<APIRequestContext> {
    const client = await http.newContext({ baseURL: `http://127.0.0.1:${instancePort}`, extraHTTPHeaders: { 'X-Requested-With': 'XMLHttpRequest' } });
    const { csrfmiddlewaretoken } = await (await client.get('/api/csrf')).json();
    const signedIn = await client.post('/api/login', { headers: { 'X-CSRFToken': csrfmiddlewaretoken }, data: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    return client;
  }

  test('a desk signed in through the balancer is served by both instances, and sees a change made through either live', async ({ browser }) => {
    const context = await browser.newContext({ storageState: signedOut, baseURL: cluster.origin });
    const page = await context.newPage();
    const answeredBy = new Set<string>();
    page.on('response', (response) => {
      const instance = response.headers()['x-frontdesk-instance'];
      if (instance) answeredBy.add(instance);
    });

    await page.goto('/login');
    await submitLogin(page, DEMO_EMAIL, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/app\//);
    await page.goto('/app/social/feed');
    await expect(pageHeading(page, 'Feed')).toBeVisible();
    // the shell, the remotes and their calls: many requests, dealt to the least busy instance
    expect([...answeredBy].sort()).toEqual(['api1', 'api2']);

    // the page's live-change stream is held by one instance: a post through each reaches it
    for (const [at, instancePort] of instancePorts.entries()) {
      const client = await clientOf(instancePort);
      const { csrfmiddlewaretoken } = await (await client.get('/api/csrf')).json();
      const text = `Posted through instance ${at + 1} at ${Date.now()}`;
      const posted = await client.post('/api/social/posts', { headers: { 'X-CSRFToken': csrfmiddlewaretoken }, data: { body: text } });
      expect(posted.status(), await posted.text()).toBe(201);
      await expect(page.getByRole('listitem').filter({ hasText: text })).toBeVisible({ timeout: 5_000 });
      await client.dispose();
    }
    await context.close();
  });
});
