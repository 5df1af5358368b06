import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { CHROME_FLAGS, chromiumPath } from './chromium.mjs';
import { AUTH_FILE } from './tests/support/paths';

// The composed Frontdesk as production serves it: the api (tsx) serving the built shell and
// remotes from their dist folders (built beforehand by build-if-needed.mjs), in Debian's Chromium
// headless shell (chromium.mjs).
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // every test is independent (its own context; the auth tests make their own sessions)
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // a 2-core machine: the api and two browsers are all it takes
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'en-US',
    // a failed test keeps its trace of actions, network and console, the page's screenshot and its
    // accessibility snapshot (error-context.md); the trace's screencast and DOM snapshots are left
    // out: recording them for every test cost 30 % and 12 % more time (docs/decisions/0017)
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: CHROME_FLAGS,
    },
  },
  projects: [
    // logs in once through the login form and saves the session for the signed-in tests
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    { name: 'chromium', dependencies: ['setup'], use: { storageState: AUTH_FILE } },
  ],
  webServer: {
    // starts the api only: it builds nothing and serves the dist folders as they are
    command: 'npx tsx src/main.ts',
    cwd: path.join(import.meta.dirname, '..', 'api'),
    // loopback only; a production-mode server (no dev remotes, no manifest override)
    // on a new embedded database in memory each run (seeded with the demo business); sign-ins from the tests
    // all come from 127.0.0.1, so the per-client limit is raised (the API tests cover the limit)
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      FRONTDESK_DEMO: 'true',
      FRONTDESK_DEV: '',
      REMOTES_MANIFEST: '',
      DATABASE_URL: '',
      FRONTDESK_DATA_DIR: 'memory://',
      LOGIN_RATE_LIMIT: '1000',
    },
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
