import { expect, request as http, test, type APIRequestContext } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEMO_EMAIL, DEMO_PASSWORD, pageHeading, signedOut, submitLogin } from './support/app';
import { REPO_ROOT } from './support/paths';

// `npm run start:cluster` (scripts/cluster.mjs) as an operator starts it: two API instances on one
// PostgreSQL (a database of this run's own) behind HAProxy, serving the bundles the e2e build made.
// A desk signs in through the balancer; its requests are answered by both instances (no sticky
// sessions: one session works on either), and a change made through each instance reaches its open
// page without a reload. The heavy fault runs (a kill, a rolling restart under load) are a
// benchmark: bench/cluster-faults.mjs.

const port = Number(process.env.E2E_PORT ?? 8181) + 100;
const origin = `http://127.0.0.1:${port}`;
const instancePorts = [port + 1, port + 2];
const database = `frontdesk_e2e_cluster_${randomBytes(4).toString('hex')}`;

let cluster: ChildProcess | undefined;
let output = '';

test.describe('the cluster: two API instances behind HAProxy', () => {
  test.describe.configure({ mode: 'serial' });
  // two instances' first start (their modules compiled, a new database migrated) on a busy machine
  test.setTimeout(120_000);

  test.beforeAll(async () => {
    // on a fresh machine the script installs HAProxy first (apt-get, as root)
    test.setTimeout(300_000);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      SKIP_BUILD: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      CLUSTER_DATABASE: database,
      FRONTDESK_SEED_HISTORY: 'false',
    };
    delete env.DATABASE_URL;
    cluster = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'cluster.mjs')], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    cluster.stdout!.on('data', (chunk) => (output += chunk));
    cluster.stderr!.on('data', (chunk) => (output += chunk));
    await expect
      .poll(
        async () => {
          if (cluster!.exitCode !== null) throw new Error(`the cluster exited:\n${output.slice(-3000)}`);
          return fetch(`${origin}/api/health`).then(
            (res) => res.status,
            () => 0,
          );
        },
        { timeout: 290_000, intervals: [500] },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    if (cluster && cluster.exitCode === null) {
      const gone = new Promise((resolve) => cluster!.once('exit', resolve));
      cluster.kill('SIGINT');
      await gone;
    }
    // the run's database, dropped (the api's PostgreSQL client, as the cluster script uses it)
    const pg = createRequire(path.join(REPO_ROOT, 'api', 'package.json'))('pg');
    const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.end();
  });

  /** A signed-in client of one instance, bypassing the balancer (the session is in the database). */
  async function clientOf(instancePort: number): Promise<APIRequestContext> {
    const client = await http.newContext({ baseURL: `http://127.0.0.1:${instancePort}`, extraHTTPHeaders: { 'X-Requested-With': 'XMLHttpRequest' } });
    const { csrfmiddlewaretoken } = await (await client.get('/api/csrf')).json();
    const signedIn = await client.post('/api/login', { headers: { 'X-CSRFToken': csrfmiddlewaretoken }, data: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    return client;
  }

  test('a desk signed in through the balancer is served by both instances, and sees a change made through either live', async ({ browser }) => {
    const context = await browser.newContext({ storageState: signedOut, baseURL: origin });
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
