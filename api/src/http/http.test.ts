import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../config';
import { DEMO_EMAIL } from '../demo/demo';
import { PUBLIC_BODY_LIMIT } from '../modules/auth/routes';
import { BODY_LIMIT } from '../server';
import { browser, databaseKind, signInStaff, startApi, type Browser, type TestApi } from '../testing/harness';

describe(`every answer (${databaseKind} database)`, () => {
  let api: TestApi;
  let staff: Browser;
  before(async () => {
    api = await startApi({
      config: {
        desktopSites: { live: 'https://desk.example.com', stage: 'https://stage.desk.example.com', dev: 'http://localhost:8000' },
        // behind one proxy that says when the visitor came over https
        trustProxy: 1,
      },
    });
    staff = browser(api.app);
    await staff.login();
  });
  after(() => api.close());

  it('carries security headers, with frame-ancestors admitting only this origin and the desktop sites', async () => {
    const res = await staff.get('/config.json');
    const csp = String(res.headers['content-security-policy']);
    const ancestors = /frame-ancestors ([^;]+)/.exec(csp)?.[1]?.split(' ');
    assert.deepEqual(ancestors, ["'self'", 'https://desk.example.com', 'https://stage.desk.example.com', 'http://localhost:8000']);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['x-frame-options'], undefined);
    assert.ok(res.headers['strict-transport-security']);
  });

  it("lets any site frame the booking page alone (its embed snippet), and keeps its anonymous cookies in another site's frame over https", async () => {
    const ancestorsOf = async (path: string) => /frame-ancestors ([^;]+)/.exec(String((await staff.get(path)).headers['content-security-policy']))?.[1];
    assert.equal(await ancestorsOf('/book?business=00000000-0000-4000-8000-000000000000&embedded=true'), '*');
    assert.match((await ancestorsOf('/login')) ?? '', /^'self' https:\/\/desk\.example\.com/);
    assert.match((await ancestorsOf('/pay/x')) ?? '', /^'self' /);
    // a first visit's CSRF cookie: SameSite=None and Partitioned over https, as the others over http
    const cookie = async (proto: string) =>
      String((await api.app.inject({ method: 'GET', url: '/book', headers: { 'x-forwarded-proto': proto } })).headers['set-cookie']);
    const https = await cookie('https');
    assert.match(https, /^csrftoken=/);
    for (const attribute of [/SameSite=None/, /Secure/, /Partitioned/]) assert.match(https, attribute);
    assert.match(await cookie('http'), /SameSite=Lax/);
  });

  it("takes the booking page's calls without a session from this origin's script alone: X-Requested-With for the CSRF cookie a frame may not keep", async () => {
    const hold = (headers: Record<string, string>) => api.app.inject({ method: 'POST', url: '/api/book/holds/AAAAAAAAAAAAAAAAAAAAAA/release', headers });
    // no cookie at all (a browser that keeps none in a frame): past the CSRF check to the call itself (no such hold)
    assert.equal((await hold({ 'x-requested-with': 'XMLHttpRequest' })).statusCode, 404);
    // a form of another site sets no such header: refused
    const form = await hold({ 'content-type': 'application/x-www-form-urlencoded' });
    assert.deepEqual([form.statusCode, form.json().code], [403, 'csrf_failed']);
    // any other call still needs the token
    const other = await api.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { email: DEMO_EMAIL, password: 'x' },
    });
    assert.deepEqual([other.statusCode, other.json().code], [403, 'csrf_failed']);
    // with a session, the booking page's calls are checked as every other one
    const signedIn = await staff.post('/api/book/holds/AAAAAAAAAAAAAAAAAAAAAA/release', { csrf: false });
    assert.deepEqual([signedIn.statusCode, signedIn.json().code], [403, 'csrf_failed']);
  });

  // a production start names its public address and its card processor (SECURITY.md)
  const PRODUCTION = { PUBLIC_ORIGIN: 'https://desk.example.com', PAYMENT_PROVIDER: 'test' };

  it('frames for a local desktop site only in development, unless one is configured', () => {
    assert.equal(loadConfig(PRODUCTION).desktopSites.dev, '');
    assert.equal(loadConfig({ ...PRODUCTION, FRONTDESK_DEV: '1' }).desktopSites.dev, 'http://localhost:8000');
    assert.equal(loadConfig({ ...PRODUCTION, DESKTOP_SITE_DEV: 'https://desk.test' }).desktopSites.dev, 'https://desk.test');
  });

  it('refuses to start outside the demo without a public address for its links', () => {
    assert.throws(() => loadConfig({ PAYMENT_PROVIDER: 'test' }), /PUBLIC_ORIGIN is needed/);
    assert.throws(() => loadConfig({ ...PRODUCTION, PUBLIC_ORIGIN: 'ftp://desk.example.com' }), /http\(s\)/);
    assert.equal(loadConfig({ ...PRODUCTION, PUBLIC_ORIGIN: 'https://desk.example.com/some/path' }).publicOrigin, 'https://desk.example.com');
    assert.equal(loadConfig({ FRONTDESK_DEMO: 'true', PORT: '9000' }).publicOrigin, 'http://localhost:9000');
  });

  it('never takes the test processor as a silent default: it is named, or the demo runs', () => {
    assert.throws(() => loadConfig({ PUBLIC_ORIGIN: 'https://desk.example.com' }), /No card processor/);
    assert.throws(() => loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'tset' }), /must be "stripe" or "test"/);
    assert.throws(() => loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'stripe' }), /needs STRIPE_SECRET_KEY/);
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    assert.throws(() => loadConfig({ ...PRODUCTION, ...stripe }), /name one processor/);
    assert.equal(loadConfig({ PUBLIC_ORIGIN: 'https://desk.example.com', ...stripe }).paymentProvider, 'stripe');
    assert.equal(loadConfig(PRODUCTION).paymentProvider, 'test');
    assert.equal(loadConfig({ FRONTDESK_DEMO: 'true' }).paymentProvider, 'test');
  });

  it('a malformed JSON body is a 400 problem, not a 500', async () => {
    const res = await staff.post('/contact/search', { payload: '{"q": ', headers: { 'content-type': 'application/json' } });
    assert.equal(res.statusCode, 400);
    assert.equal(res.headers['content-type'], 'application/problem+json; charset=utf-8');
  });

  it('reads no body before the CSRF token, the session and the role are checked', async () => {
    // a malformed body would answer 400 once read: each refusal below came first
    const malformed = { payload: '{"rows": [', headers: { 'content-type': 'application/json' } };
    const stranger = await browser(api.app).visit();
    const noToken = await stranger.post('/api/contacts/imports', { ...malformed, csrf: false });
    assert.deepEqual([noToken.statusCode, noToken.json().code], [403, 'csrf_failed']);
    const signedOut = await stranger.post('/api/contacts/imports', malformed);
    assert.deepEqual([signedOut.statusCode, signedOut.json().code], [401, 'unauthorized']);
    const staffOnly = await signInStaff(api, (await api.db.selectFrom('users').select('business_id').executeTakeFirstOrThrow()).business_id);
    const notAdmin = await staffOnly.post('/api/asset-types', malformed);
    assert.deepEqual([notAdmin.statusCode, notAdmin.json().code], [403, 'admin_only']);
    // a form may carry its token in the body (spec §7): it is read, then checked
    const formWithout = await staff.post('/profile/switch_to_signpad', {
      payload: 'csrfmiddlewaretoken=wrong',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      csrf: false,
    });
    assert.deepEqual([formWithout.statusCode, formWithout.json().code], [403, 'csrf_failed']);
  });

  it(`an anonymous caller's sign-in body is at most ${PUBLIC_BODY_LIMIT / 1024} KiB`, async () => {
    const b = await browser(api.app).visit();
    const res = await b.post('/api/login', { payload: { email: DEMO_EMAIL, password: 'x'.repeat(PUBLIC_BODY_LIMIT) } });
    assert.equal(res.statusCode, 413);
  });

  it('an oversized body is a 413', async () => {
    const res = await staff.post('/contact/search', { payload: { q: 'x'.repeat(BODY_LIMIT + 10) } });
    assert.equal(res.statusCode, 413);
  });

  it('an unsupported content type is a 415', async () => {
    const res = await staff.post('/contact/search', { payload: 'q=a', headers: { 'content-type': 'text/csv' } });
    assert.equal(res.statusCode, 415);
  });

  it('a field of the wrong type is a 400', async () => {
    const res = await staff.post('/contact/search', { payload: { q: { $ne: '' } } });
    assert.equal(res.statusCode, 400);
  });

  it('a URL that does not decode is a 400 problem with the security headers, not a bare framework error', async () => {
    for (const url of ['/%zz', '/api/contacts/%E0%A4%A']) {
      const res = await staff.get(url);
      assert.equal(res.statusCode, 400);
      assert.equal(res.headers['content-type'], 'application/problem+json; charset=utf-8');
      assert.equal(res.json().code, 'bad_request');
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.match(String(res.headers['content-security-policy']), /default-src 'none'/);
    }
  });

  it('an unknown API path is a 404 problem', async () => {
    const res = await staff.get('/api/no-such-thing');
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().status, 404);
  });

  it('reports its health with the database', async () => {
    const res = await staff.get('/api/health');
    assert.deepEqual(res.json(), { status: 'ok', database: databaseKind });
  });
});
