import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_CONTACTS, demoContact } from '../../demo/demo';
import { browser, databaseKind, startApi, type Browser, type TestApi } from '../../testing/harness';
import { RECENT_LIMIT, SEARCH_LIMIT } from './repo';
import { SEARCH_COUNT_CAP } from './schemas';

type Hit = { id: string; full_name: string; email: string; phone: string; image_32x32: string };
const hits = (res: { json: () => unknown }) => (res.json() as { data: { results: { data: Hit }[] } }).data.results.map((r) => r.data);

describe(`POST /contact/search (${databaseKind} database)`, () => {
  let api: TestApi;
  let staff: Browser;
  const form = (fields: Record<string, string>) => ({
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  before(async () => {
    api = await startApi();
    staff = browser(api.app);
    await staff.login();
  });
  after(() => api.close());

  it(`seeds the demo business with ${DEMO_CONTACTS} contacts, each with a 10-digit phone`, async () => {
    const rows = await api.db.selectFrom('contacts').select('phone').execute();
    assert.equal(rows.length, DEMO_CONTACTS);
    assert.ok(rows.every((r) => /^\d{10}$/.test(r.phone)));
  });

  it('an empty q with include_recently_added answers the most recently added', async () => {
    const res = await staff.post('/contact/search', form({ q: '', include_recently_added: 'true' }));
    assert.equal(res.statusCode, 200);
    const newest = demoContact(DEMO_CONTACTS - 1);
    const found = hits(res);
    assert.equal(found.length, RECENT_LIMIT);
    assert.equal(found[0]?.full_name, `${newest.first_name} ${newest.last_name}`);
  });

  it('an empty q without include_recently_added answers nothing', async () => {
    assert.deepEqual(hits(await staff.post('/contact/search', form({ q: '' }))), []);
  });

  it('matches part of a name, in any case, with the result shape of spec §3', async () => {
    const found = hits(await staff.post('/contact/search', form({ q: 'CASTIL', include_recently_added: 'true' })));
    assert.ok(found.length > 0);
    for (const hit of found) {
      assert.match(hit.full_name, /Castillo/);
      assert.match(hit.phone, /^\d{10}$/);
      assert.equal(typeof hit.email, 'string');
      assert.equal(typeof hit.image_32x32, 'string');
      assert.match(hit.id, /^[0-9a-f-]{36}$/);
    }
  });

  it('says how many match when there are more than it lists (the list of them all has the same count)', async () => {
    const res = await staff.post('/contact/search', form({ q: 'a' }));
    const { results, total, more } = (res.json() as { data: { results: unknown[]; total: number; more: boolean } }).data;
    assert.equal(results.length, SEARCH_LIMIT);
    const list = (await staff.get('/api/contacts?q=a&pageSize=1')).json() as { total: number };
    assert.ok(list.total > SEARCH_LIMIT, String(list.total));
    assert.deepEqual([total, more], [Math.min(list.total, SEARCH_COUNT_CAP), list.total > SEARCH_COUNT_CAP]);
    // fewer than a page: the count is the list's
    const one = (await staff.post('/contact/search', form({ q: demoContact(42).email }))).json() as { data: { results: unknown[]; total: number } };
    assert.deepEqual([one.data.results.length, one.data.total], [1, 1]);
  });

  it('matches an email', async () => {
    const target = demoContact(42);
    const found = hits(await staff.post('/contact/search', form({ q: target.email })));
    assert.deepEqual(
      found.map((h) => h.email),
      [target.email],
    );
  });

  it('matches phone digits, typed plain or formatted', async () => {
    const target = demoContact(7);
    const plain = hits(await staff.post('/contact/search', form({ q: target.phone.slice(3) })));
    assert.ok(plain.some((h) => h.phone === target.phone));
    const formatted = `(${target.phone.slice(0, 3)}) ${target.phone.slice(3, 6)}-${target.phone.slice(6)}`;
    const found = hits(await staff.post('/contact/search', form({ q: formatted })));
    assert.deepEqual(
      found.map((h) => h.phone),
      [target.phone],
    );
  });

  it('treats % and _ as text, not wildcards', async () => {
    assert.deepEqual(hits(await staff.post('/contact/search', form({ q: '%' }))), []);
    assert.deepEqual(hits(await staff.post('/contact/search', form({ q: '_' }))), []);
  });

  it('also takes JSON', async () => {
    const res = await staff.post('/contact/search', { payload: { q: 'garza' } });
    assert.equal(res.statusCode, 200);
    assert.ok(hits(res).length > 0);
  });

  it('answers 401 without a session and 403 without the CSRF token', async () => {
    const anonymous = await browser(api.app).visit();
    assert.equal((await anonymous.post('/contact/search', form({ q: 'a' }))).statusCode, 401);
    assert.equal((await staff.post('/contact/search', { ...form({ q: 'a' }), csrf: false })).statusCode, 403);
  });

  it("never answers another business's contacts", async () => {
    const other = await browser(api.app).visit();
    await other.post('/api/signup', {
      payload: { businessName: 'Other Shop', firstName: 'Olga', lastName: 'Ost', email: 'olga@othershop.test', password: 'long-enough-2' },
    });
    assert.deepEqual(hits(await other.post('/contact/search', form({ q: 'castillo' }))), []);
    assert.deepEqual(hits(await other.post('/contact/search', form({ q: '', include_recently_added: 'true' }))), []);
  });
});

describe(`GET /api/contacts/:id (${databaseKind} database)`, () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  it("answers the business's own contact, and 404 for another business's", async () => {
    const owner = browser(api.app);
    await owner.login();
    const [first] = hits(await owner.post('/contact/search', { payload: { q: 'ava' } }));
    assert.ok(first);
    const own = await owner.get(`/api/contacts/${first.id}`);
    assert.equal(own.statusCode, 200);
    assert.equal(`${own.json().firstName} ${own.json().lastName}`, first.full_name);

    const stranger = await browser(api.app).visit();
    await stranger.post('/api/signup', {
      payload: { businessName: 'Stranger Co', firstName: 'Sam', lastName: 'S', email: 'sam@stranger.test', password: 'long-enough-3' },
    });
    const theirs = await stranger.get(`/api/contacts/${first.id}`);
    assert.equal(theirs.statusCode, 404);
    assert.equal(theirs.json().title, 'Not Found');
  });

  it('answers 400 for an id that is not a uuid, and 404 for an unknown one', async () => {
    const owner = browser(api.app);
    await owner.login();
    assert.equal((await owner.get('/api/contacts/not-a-uuid')).statusCode, 400);
    assert.equal((await owner.get('/api/contacts/00000000-0000-4000-8000-000000000000')).statusCode, 404);
  });
});
