import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parseTrustProxy } from '../../config';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_REGISTER } from '../../demo/demo';
import { TEST_ADMIN_PASSWORD, browser, databaseKind, signUp, startApi, type Browser, type TestApi } from '../../testing/harness';
import { DEVICE_COOKIE, DEVICE_TTL_MS, SESSION_TTL_MS } from '../../http/session';
import { ACCOUNT_FAILURE_LIMIT, SIGNPAD_EXIT_LIMIT } from './service';

describe(`session calls (${databaseKind} database)`, () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  describe('POST /api/login', () => {
    it('answers the CSRF token and sets the session and csrftoken cookies', async () => {
      const b = browser(api.app);
      const res = await b.login();
      assert.equal(res.statusCode, 200);
      const { csrfmiddlewaretoken } = res.json();
      assert.ok(typeof csrfmiddlewaretoken === 'string' && csrfmiddlewaretoken.length >= 32);
      const cookies = res.cookies as { name: string; value: string; httpOnly?: boolean; sameSite?: string }[];
      const session = cookies.find((c) => c.name === 'frontdesk_session');
      assert.ok(session, 'session cookie');
      assert.equal(session.httpOnly, true);
      assert.equal(session.sameSite, 'Lax');
      assert.ok(Buffer.from(session.value, 'base64url').length >= 16, 'at least 128 random bits');
      assert.equal(cookies.find((c) => c.name === 'csrftoken')?.value, csrfmiddlewaretoken);
    });

    it('stores the session id hashed, never as sent', async () => {
      const b = browser(api.app);
      await b.login();
      const token = b.cookies.get('frontdesk_session') as string;
      const rows = await api.db.selectFrom('sessions').select('token_hash').execute();
      assert.ok(rows.length > 0);
      assert.ok(rows.every((r) => !Buffer.from(r.token_hash).equals(Buffer.from(token))));
    });

    it('accepts the email in any case', async () => {
      const res = await browser(api.app).login(DEMO_EMAIL.toUpperCase());
      assert.equal(res.statusCode, 200);
    });

    it('refuses a wrong password with 400 and data.errors, and sets no session', async () => {
      const b = browser(api.app, '10.0.0.2');
      const res = await b.login(DEMO_EMAIL, 'not-the-password');
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), { data: { errors: ['Please check your email and password'] } });
      assert.equal(b.cookies.has('frontdesk_session'), false);
    });

    it('refuses an unknown email the same way', async () => {
      const res = await browser(api.app).login('nobody@example.com', DEMO_PASSWORD);
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), { data: { errors: ['Please check your email and password'] } });
    });

    it('refuses a body without a password with 400 and data.errors', async () => {
      const b = await browser(api.app).visit();
      const res = await b.post('/api/login', { payload: { email: DEMO_EMAIL } });
      assert.equal(res.statusCode, 400);
      assert.ok(Array.isArray(res.json().data.errors));
    });

    it('answers 403 without the CSRF token', async () => {
      const b = await browser(api.app).visit();
      const res = await b.post('/api/login', { payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD }, csrf: false });
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().detail, 'CSRF token missing or incorrect');
    });

    it('answers 403 when the header does not match the cookie', async () => {
      const b = await browser(api.app).visit();
      const res = await b.post('/api/login', {
        payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
        csrf: false,
        headers: { 'x-csrftoken': 'forged' },
      });
      assert.equal(res.statusCode, 403);
    });
  });

  describe('GET /api/user_info', () => {
    for (const path of ['/api/user_info', '/api/user_info/']) {
      it(`${path} answers the account user with settings`, async () => {
        const b = browser(api.app);
        await b.login();
        const res = await b.get(path);
        assert.equal(res.statusCode, 200);
        const user = res.json();
        assert.equal(user.email, DEMO_EMAIL);
        assert.equal(user.role, 'admin');
        assert.equal(user.can_switch_to_signpad, true);
        for (const key of ['id', 'avatar', 'bio', 'firstName', 'lastName', 'phone']) assert.equal(typeof user[key], 'string', key);
        assert.equal(user.settings.register, DEMO_REGISTER);
        const types = Object.values(user.settings.asset_types) as { id: string; type_name: string; bookable: boolean }[];
        assert.deepEqual(types.map((t) => [t.type_name, t.bookable]).sort(), [
          ['Pet', true],
          ['Vehicle', true],
        ]);
        for (const t of types) assert.equal(user.settings.asset_types[t.id], t);
      });
    }

    it('answers 401 without a session', async () => {
      const res = await browser(api.app).get('/api/user_info');
      assert.equal(res.statusCode, 401);
      assert.equal(res.headers['content-type'], 'application/problem+json; charset=utf-8');
    });
  });

  describe('POST /api/logout', () => {
    it('ends the session: the cookie no longer opens anything', async () => {
      const b = browser(api.app);
      await b.login();
      const token = b.cookies.get('frontdesk_session') as string;
      const out = await b.post('/api/logout');
      assert.equal(out.statusCode, 204);
      const after = await api.app.inject({ method: 'GET', url: '/api/user_info', cookies: { frontdesk_session: token } });
      assert.equal(after.statusCode, 401);
    });

    it('hands out a fresh CSRF cookie, so the next sign-in works', async () => {
      const b = browser(api.app);
      await b.login();
      await b.post('/api/logout');
      assert.ok(b.cookies.get('csrftoken'));
      const again = await b.post('/api/login', { payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
      assert.equal(again.statusCode, 200);
    });

    it('answers 403 without the CSRF token and keeps the session', async () => {
      const b = browser(api.app);
      await b.login();
      const res = await b.post('/api/logout', { csrf: false });
      assert.equal(res.statusCode, 403);
      assert.equal((await b.get('/api/user_info')).statusCode, 200);
    });
  });

  describe('POST /api/login/token (session restore)', () => {
    it('answers the user and the token for the stored token of a live session', async () => {
      const b = browser(api.app);
      const { csrfmiddlewaretoken } = (await b.login()).json();
      const res = await b.post('/api/login/token', { payload: { token: csrfmiddlewaretoken } });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().csrfmiddlewaretoken, csrfmiddlewaretoken);
      assert.equal(res.json().user.email, DEMO_EMAIL);
    });

    it("answers 401 for a token that is not the session's", async () => {
      const b = browser(api.app);
      await b.login();
      const other = browser(api.app);
      const { csrfmiddlewaretoken: foreign } = (await other.login()).json();
      const res = await b.post('/api/login/token', { payload: { token: foreign } });
      assert.equal(res.statusCode, 401);
    });
  });

  describe('POST /profile/switch_to_signpad', () => {
    it('accepts the CSRF token as a form field and puts the session in signpad mode', async () => {
      const b = browser(api.app);
      const { csrfmiddlewaretoken } = (await b.login()).json();
      const res = await b.post('/profile/switch_to_signpad', {
        csrf: false,
        payload: `csrfmiddlewaretoken=${encodeURIComponent(csrfmiddlewaretoken)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { mode: 'signpad' });
      assert.equal((await b.get('/api/user_info')).json().mode, 'signpad');
    });

    it('in signpad mode, the rest of the API answers 403 until a staff password leaves it', async () => {
      const b = browser(api.app);
      await b.login();
      await b.post('/profile/switch_to_signpad');
      const search = await b.post('/contact/search', { payload: { q: 'a' } });
      assert.equal(search.statusCode, 403);
      assert.equal((await b.post('/api/logout')).statusCode, 403);
      assert.equal((await b.post('/profile/exit_signpad', { payload: { password: 'guess' } })).statusCode, 403);
      const exit = await b.post('/profile/exit_signpad', { payload: { password: DEMO_PASSWORD } });
      assert.deepEqual(exit.json(), { mode: 'staff' });
      assert.equal((await b.post('/contact/search', { payload: { q: 'a' } })).statusCode, 200);
    });

    it('answers 403 without the CSRF token', async () => {
      const b = browser(api.app);
      await b.login();
      assert.equal((await b.post('/profile/switch_to_signpad', { csrf: false })).statusCode, 403);
    });

    it('answers 401 without a session (with a valid anonymous CSRF token)', async () => {
      const b = await browser(api.app).visit();
      assert.equal((await b.post('/profile/switch_to_signpad')).statusCode, 401);
    });
  });

  describe('POST /api/signup', () => {
    const form = { businessName: 'Paws & Suds', firstName: 'Ana', lastName: 'Diaz', email: 'ana@pawsandsuds.test', password: 'long-enough-1' };

    it("creates a business and its admin, signed in, with a register and no other business's data", async () => {
      const b = await browser(api.app).visit();
      const res = await b.post('/api/signup', { payload: form });
      assert.equal(res.statusCode, 201);
      const user = (await b.get('/api/user_info')).json();
      assert.equal(user.email, form.email);
      assert.equal(user.role, 'admin');
      assert.equal(user.settings.register, 'Front Desk');
      assert.deepEqual(user.settings.asset_types, {});
      const search = await b.post('/contact/search', { payload: { q: '', include_recently_added: 'true' } });
      assert.deepEqual(search.json().data.results, []);
    });

    it('refuses an email that has an account with 409', async () => {
      const b = await browser(api.app).visit();
      const res = await b.post('/api/signup', { payload: { ...form, email: DEMO_EMAIL } });
      assert.equal(res.statusCode, 409);
      assert.match(res.json().data.errors[0], /already exists/);
    });

    it('lists every problem of a bad form with 400, and creates nothing', async () => {
      const before = await api.db.selectFrom('businesses').select('id').execute();
      const b = await browser(api.app).visit();
      const res = await b.post('/api/signup', { payload: { businessName: '', firstName: '', lastName: '', email: 'nope', password: 'short' } });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().data.errors, [
        'Business name is required',
        'First name is required',
        'Enter a valid email address',
        'Password must be at least 10 characters',
      ]);
      assert.equal((await api.db.selectFrom('businesses').select('id').execute()).length, before.length);
    });
  });
});

describe(`sessions expire (${databaseKind} database)`, () => {
  let api: TestApi;
  let clock = Date.now();
  before(async () => {
    api = await startApi({ now: () => new Date(clock) });
  });
  after(() => api.close());

  it('a session older than two days answers 401', async () => {
    const b = browser(api.app);
    await b.login();
    assert.equal((await b.get('/api/user_info')).statusCode, 200);
    clock += SESSION_TTL_MS + 1000;
    assert.equal((await b.get('/api/user_info')).statusCode, 401);
  });

  it('a session renewed every day still ends 30 days after its sign-in, and expired sessions are purged', async () => {
    const b = browser(api.app);
    await b.login();
    const token = b.cookies.get('csrftoken')!;
    for (let day = 1; day < 30; day += 1) {
      clock += 24 * 60 * 60 * 1000;
      assert.equal((await b.post('/api/login/token', { payload: { token } })).statusCode, 200, `day ${day}`);
    }
    clock += 24 * 60 * 60 * 1000 + 1000;
    assert.equal((await b.get('/api/user_info')).statusCode, 401);
    // the next sign-in purges every session past its expiry (this one and the first test's)
    await browser(api.app).login();
    const expired = await api.db.selectFrom('sessions').select('token_hash').where('expires_at', '<=', new Date(clock)).execute();
    assert.equal(expired.length, 0);
  });
});

describe(`sign-in limits (${databaseKind} database)`, () => {
  let api: TestApi;
  before(async () => {
    api = await startApi({ config: { loginRateLimit: 8 } });
  });
  after(() => api.close());

  it(`locks an account after ${ACCOUNT_FAILURE_LIMIT} failures with 429, even for the right password`, async () => {
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) {
      const res = await browser(api.app, `10.1.0.${i}`).login(DEMO_EMAIL, 'wrong-password');
      assert.equal(res.statusCode, 400);
    }
    const locked = await browser(api.app, '10.1.1.1').login(DEMO_EMAIL, DEMO_PASSWORD);
    assert.equal(locked.statusCode, 429);
    assert.ok(Number(locked.headers['retry-after']) > 0);
    assert.deepEqual(locked.json(), { data: { errors: ['Too many sign-in attempts. Try again in a few minutes.'] } });
  });

  it(`checks at most ${ACCOUNT_FAILURE_LIMIT} passwords of ${3 * ACCOUNT_FAILURE_LIMIT} guesses sent at once`, async () => {
    const email = (await signUp(api, 'Raced Lock')).email;
    const guesses = await Promise.all(
      Array.from({ length: 3 * ACCOUNT_FAILURE_LIMIT }, async (_, i) => (await browser(api.app, `10.4.${i}.1`).login(email, `guess-${i}`)).statusCode),
    );
    // a 400 is a password that was checked, a 429 an attempt refused before its check (how many of
    // each depends on how the attempts interleave; never more than the limit are checked)
    const checked = guesses.filter((status) => status === 400).length;
    assert.ok(checked <= ACCOUNT_FAILURE_LIMIT, guesses.join());
    assert.equal(guesses.filter((status) => status === 429).length, guesses.length - checked);
    // refused attempts are not kept: the lock lifts when the checked ones leave the window
    const kept = await api.db.selectFrom('login_failures').select('id').where('email', '=', email).execute();
    assert.equal(kept.length, checked);
  });

  it('limits sign-ins per client address with 429', async () => {
    const b = await browser(api.app, '10.2.0.1').visit();
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      statuses.push((await b.post('/api/login', { payload: { email: `someone${i}@example.com`, password: 'x' } })).statusCode);
    }
    assert.deepEqual(statuses, [400, 400, 400, 400, 400, 400, 400, 400, 429]);
  });
});

describe(`the sign-in limit behind a proxy (${databaseKind} database)`, () => {
  let api: TestApi;
  before(async () => {
    api = await startApi({ config: { loginRateLimit: 5, trustProxy: parseTrustProxy('1') } });
  });
  after(() => api.close());

  it('counts the address the proxy saw, whatever a client writes in X-Forwarded-For', async () => {
    const proxy = await browser(api.app, '10.6.0.1').visit();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      // the client's own claim first, the address the one trusted proxy appended last
      const headers = { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` };
      statuses.push((await proxy.post('/api/login', { payload: { email: `spoof${i}@example.com`, password: 'x' }, headers })).statusCode);
    }
    assert.deepEqual(statuses, [400, 400, 400, 400, 400, 429, 429]);
    // another client behind the same proxy has a limit of its own
    const other = await proxy.post('/api/login', { payload: { email: 'other@example.com', password: 'x' }, headers: { 'x-forwarded-for': '203.0.113.8' } });
    assert.equal(other.statusCode, 400);
  });

  it('refuses TRUST_PROXY=true, which would trust every hop a client sends', () => {
    assert.throws(() => parseTrustProxy('true'), /number of proxies/);
    assert.equal(parseTrustProxy(''), false);
    assert.deepEqual(parseTrustProxy('10.0.0.0/8, loopback'), ['10.0.0.0/8', 'loopback']);
  });
});

describe(`leaving signpad mode (${databaseKind} database)`, () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const inSignpadMode = async (address: string) => {
    const b = browser(api.app, address);
    await b.login();
    assert.equal((await b.post('/profile/switch_to_signpad')).statusCode, 200);
    return b;
  };
  const exit = async (b: Browser, password: string) => (await b.post('/profile/exit_signpad', { payload: { password } })).statusCode;

  it(`ends the session at its ${SIGNPAD_EXIT_LIMIT}th wrong password: a staff member signs in again`, async () => {
    const b = await inSignpadMode('10.3.1.1');
    for (let i = 1; i < SIGNPAD_EXIT_LIMIT; i += 1) assert.equal(await exit(b, `guess-${i}`), 403);
    const last = await b.post('/profile/exit_signpad', { payload: { password: 'guess-last' } });
    assert.deepEqual([last.statusCode, last.json().code], [401, 'session_expired']);
    assert.equal(b.cookies.get('frontdesk_session'), undefined, 'the session cookie is cleared');
    // the session is gone, not only its cookie: the right password cannot revive it
    assert.equal((await api.app.inject({ method: 'GET', url: '/api/user_info', cookies: { frontdesk_session: 'x' } })).statusCode, 401);
    assert.equal((await b.login()).statusCode, 200);
  });

  it('counts wrong passwords per session, and a right one starts the count again', async () => {
    const b = await inSignpadMode('10.3.2.1');
    for (let i = 1; i < SIGNPAD_EXIT_LIMIT; i += 1) assert.equal(await exit(b, `guess-${i}`), 403);
    assert.equal(await exit(b, DEMO_PASSWORD), 200);
    await b.post('/profile/switch_to_signpad');
    for (let i = 1; i < SIGNPAD_EXIT_LIMIT; i += 1) assert.equal(await exit(b, `again-${i}`), 403);
    assert.equal(await exit(b, DEMO_PASSWORD), 200);
  });

  it(`checks at most ${SIGNPAD_EXIT_LIMIT} of ${2 * SIGNPAD_EXIT_LIMIT} guesses sent at once (the address allows 10)`, async () => {
    const b = await inSignpadMode('10.3.3.1');
    const token = b.cookies.get('frontdesk_session')!;
    const guesses = await Promise.all(Array.from({ length: 2 * SIGNPAD_EXIT_LIMIT }, (_, i) => exit(b, `guess-${i}`)));
    // a 403 is a password that was checked; every other guess found the session ended (401)
    assert.ok(guesses.filter((status) => status === 403).length < SIGNPAD_EXIT_LIMIT, guesses.join());
    assert.ok(
      guesses.every((status) => status === 403 || status === 401),
      guesses.join(),
    );
    const alive = await api.app.inject({ method: 'GET', url: '/api/user_info', cookies: { frontdesk_session: token } });
    assert.equal(alive.statusCode, 401);
  });

  it('answers 429 after 10 guesses a minute from one address, across sessions, even for the right one', async () => {
    const statuses: number[] = [];
    for (let session = 0; session < 3; session += 1) {
      const b = await inSignpadMode('10.3.0.1');
      for (let i = 0; i < 4 && statuses.length < 10; i += 1) statuses.push(await exit(b, `guess-${i}`));
      if (statuses.length === 10) {
        assert.deepEqual(statuses, Array(10).fill(403));
        assert.equal(await exit(b, DEMO_PASSWORD), 429);
      }
    }
  });
});

describe(`device cookies (${databaseKind} database)`, () => {
  let api: TestApi;
  before(async () => {
    api = await startApi({ config: { loginRateLimit: 100 } });
  });
  after(() => api.close());

  const strangerGuesses = async (email: string) => {
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) assert.equal((await browser(api.app, `10.7.${i}.1`).login(email, `guess-${i}`)).statusCode, 400);
    assert.equal((await browser(api.app, '10.7.9.1').login(email, TEST_ADMIN_PASSWORD)).statusCode, 429, 'the account is locked for unknown browsers');
  };

  it('a sign-in gives the browser an HttpOnly cookie for the sign-in call only', async () => {
    const res = await browser(api.app).login();
    const device = (res.cookies as { name: string; path?: string; httpOnly?: boolean; maxAge?: number }[]).find((c) => c.name === DEVICE_COOKIE);
    assert.deepEqual([device?.path, device?.httpOnly, device?.maxAge], ['/api/login', true, DEVICE_TTL_MS / 1000]);
  });

  it("a browser that signed in before is not locked out by a stranger's wrong passwords", async () => {
    const { b, email } = await signUp(api, 'Known Browser');
    await b.post('/api/logout');
    await b.login(email, TEST_ADMIN_PASSWORD); // the sign-up's browser signs in: it is known now
    await b.post('/api/logout');
    await strangerGuesses(email);
    assert.equal((await b.login(email, TEST_ADMIN_PASSWORD)).statusCode, 200);
  });

  it('a known browser has a lock of its own, and its cookie names one account only', async () => {
    const { b, email } = await signUp(api, 'Own Lock');
    await b.post('/api/logout');
    await b.login(email, TEST_ADMIN_PASSWORD);
    await b.post('/api/logout');
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) assert.equal((await b.login(email, `guess-${i}`)).statusCode, 400);
    assert.equal((await b.login(email, TEST_ADMIN_PASSWORD)).statusCode, 429);
    // its failures were its own: an unknown browser with the right password is not locked
    assert.equal((await browser(api.app, '10.7.20.1').login(email, TEST_ADMIN_PASSWORD)).statusCode, 200);
    // known to this account, it is a stranger to another one
    const other = await signUp(api, 'Other Account');
    await strangerGuesses(other.email);
    const known = browser(api.app, '10.7.21.1');
    assert.equal((await known.login(email, TEST_ADMIN_PASSWORD)).statusCode, 200);
    assert.equal((await known.login(other.email, TEST_ADMIN_PASSWORD)).statusCode, 429);
  });
});
