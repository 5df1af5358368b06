import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_CONTACTS } from '../../demo/demo';
import { browser, databaseKind, idempotencyKey, signUp, startApi, type Browser, type TestApi } from '../../testing/harness';
import { APPROVED_CARD } from '../../testing/sales';
import { rowToInput } from './imports';

type Page = {
  items: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    tags: string[];
    source: string;
    lastVisitAt: string | null;
    createdAt: string;
  }[];
  total: number;
  page: number;
  pageSize: number;
};

describe(`contacts resource (${databaseKind} database)`, () => {
  let api: TestApi;
  let staff: Browser;
  before(async () => {
    api = await startApi();
    staff = browser(api.app);
    await staff.login();
  });
  after(() => api.close());

  describe('GET /api/contacts', () => {
    it("pages the business's contacts by name by default, with the total", async () => {
      const page = (await staff.get('/api/contacts?pageSize=10')).json() as Page;
      assert.equal(page.total, DEMO_CONTACTS);
      assert.equal(page.items.length, 10);
      assert.equal(page.pageSize, 10);
      const names = page.items.map((c) => `${c.lastName.toLowerCase()} ${c.firstName.toLowerCase()}`);
      assert.deepEqual(names, [...names].sort());
      const second = (await staff.get('/api/contacts?pageSize=10&page=2')).json() as Page;
      assert.equal(second.page, 2);
      assert.equal(second.items.filter((c) => page.items.some((p) => p.id === c.id)).length, 0);
    });

    it('sorts by date added and by last visit, both ways', async () => {
      const newest = (await staff.get('/api/contacts?sort=-created&pageSize=5')).json() as Page;
      assert.equal(newest.items.length, 5);
      const dates = newest.items.map((c) => c.createdAt);
      assert.deepEqual(dates, [...dates].sort().reverse());
      const recent = (await staff.get('/api/contacts?sort=-lastVisit&pageSize=5')).json() as Page;
      assert.equal(recent.items.length, 5);
      const visits = recent.items.map((c) => c.lastVisitAt ?? '');
      assert.ok(visits.every(Boolean));
      assert.deepEqual(visits, [...visits].sort().reverse());
    });

    it('filters by search text, tag and source together', async () => {
      const make = async (payload: object) => (await staff.post('/api/contacts', { payload })).json().id as string;
      const both = await make({ firstName: 'Filtra', lastName: 'Both', tags: ['filter-test'], source: 'social' });
      const tagOnly = await make({ firstName: 'Filtra', lastName: 'Tagonly', tags: ['filter-test'], source: 'website' });
      const sourceOnly = await make({ firstName: 'Filtra', lastName: 'Sourceonly', source: 'social' });
      const ids = async (query: string) => ((await staff.get(`/api/contacts?${query}&pageSize=100`)).json() as Page).items.map((c) => c.id).sort();
      assert.deepEqual(await ids('tag=filter-test'), [both, tagOnly].sort());
      assert.deepEqual(await ids('tag=filter-test&source=social'), [both]);
      assert.deepEqual(await ids('q=filtra&source=social'), [both, sourceOnly].sort());
      assert.deepEqual(await ids('q=sourceonly&tag=filter-test'), []);
    });

    it('finds a name whatever its accents: nunez finds Núñez, JOSÉ finds Jose (issue 34 §8)', async () => {
      const make = async (payload: object) => (await staff.post('/api/contacts', { payload })).json().id as string;
      const nunez = await make({ firstName: 'Íñigo', lastName: 'Núñez' });
      const jose = await make({ firstName: 'Jose', lastName: 'Accentless' });
      const ids = async (q: string) => ((await staff.get(`/api/contacts?q=${encodeURIComponent(q)}&pageSize=100`)).json() as Page).items.map((c) => c.id);
      assert.deepEqual(await ids('nunez'), [nunez]);
      assert.deepEqual(await ids('inigo núñez'), [nunez]);
      assert.deepEqual(await ids('JOSÉ accent'), [jose]);
      // the drawer's search too
      const drawer = (await staff.post('/contact/search', { payload: { q: 'nuñe' } })).json() as { data: { results: { data: { id: string } }[] } };
      assert.deepEqual(
        drawer.data.results.map((hit) => hit.data.id),
        [nunez],
      );
    });

    it('lists lost customers: no visit in N days', async () => {
      const lost = (await staff.get('/api/contacts?lostForDays=90&pageSize=100')).json() as Page;
      const limit = Date.now() - 90 * 24 * 3600 * 1000;
      assert.ok(lost.total > 0);
      for (const c of lost.items) assert.ok(new Date(c.lastVisitAt ?? c.createdAt).getTime() < limit);
    });

    it('refuses a bad sort or page size with 400 validation_failed and the field refused', async () => {
      const sort = await staff.get('/api/contacts?sort=email');
      assert.equal(sort.statusCode, 400);
      assert.equal(sort.json().code, 'validation_failed');
      assert.equal(sort.json().errors.sort.code, 'invalid_value');
      const size = await staff.get('/api/contacts?pageSize=1000');
      assert.equal(size.statusCode, 400);
      assert.deepEqual(size.json().errors.pageSize, { code: 'too_large', message: 'must be <= 100', params: { limit: 100 } });
    });
  });

  describe('POST, PATCH, DELETE /api/contacts', () => {
    it('creates a contact with normalized values', async () => {
      const res = await staff.post('/api/contacts', {
        payload: {
          firstName: ' Nora ',
          lastName: 'Quill',
          email: 'Nora@Example.COM',
          phone: '(555) 867-5309',
          tags: ['VIP', 'vip ', 'fleet'],
          source: 'referral',
          marketingConsent: true,
        },
      });
      assert.equal(res.statusCode, 201);
      const c = res.json();
      assert.equal(c.firstName, 'Nora');
      assert.equal(c.email, 'nora@example.com');
      assert.equal(c.phone, '5558675309');
      assert.deepEqual(c.tags, ['vip', 'fleet']);
      assert.equal((await staff.get(`/api/contacts/${c.id}`)).json().lastName, 'Quill');
    });

    it('refuses bad fields with one message each, and stores nothing', async () => {
      const before = ((await staff.get('/api/contacts?pageSize=1')).json() as Page).total;
      const res = await staff.post('/api/contacts', { payload: { firstName: '', lastName: ' ', email: 'not-an-email', phone: '555-1234' } });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().code, 'validation_failed');
      assert.deepEqual(res.json().errors, {
        firstName: { code: 'required', message: 'Enter a first or last name' },
        email: { code: 'invalid_email', message: 'Enter a valid email address' },
        phone: { code: 'invalid_phone', message: 'Enter a 10-digit phone number' },
      });
      assert.equal(((await staff.get('/api/contacts?pageSize=1')).json() as Page).total, before);
    });

    it('drops fields it does not know (a client cannot choose the business) and refuses wrong types', async () => {
      const other = '00000000-0000-4000-8000-000000000000';
      const res = await staff.post('/api/contacts', { payload: { firstName: 'A', business_id: other } });
      assert.equal(res.statusCode, 201);
      const row = await api.db.selectFrom('contacts').select('business_id').where('id', '=', res.json().id).executeTakeFirstOrThrow();
      assert.notEqual(row.business_id, other);
      assert.equal((await staff.post('/api/contacts', { payload: { firstName: 'A', marketingConsent: 'maybe' } })).statusCode, 400);
    });

    it('changes a contact, keeping the name rule on the result', async () => {
      const { id } = (await staff.post('/api/contacts', { payload: { firstName: 'Pat', lastName: 'Lee' } })).json();
      const changed = await staff.post(`/api/contacts/${id}`, { payload: {} }); // no POST on an id
      assert.equal(changed.statusCode, 404);
      const patched = await staff.patch(`/api/contacts/${id}`, { payload: { firstName: '', notes: 'Prefers mornings' } });
      assert.equal(patched.statusCode, 200);
      assert.equal(patched.json().notes, 'Prefers mornings');
      assert.equal(patched.json().firstName, '');
      const emptied = await staff.patch(`/api/contacts/${id}`, { payload: { lastName: '' } });
      assert.equal(emptied.statusCode, 400);
    });

    it('deletes a contact; a second delete is a 404', async () => {
      const { id } = (await staff.post('/api/contacts', { payload: { firstName: 'Gone' } })).json();
      const del = () => staff.delete(`/api/contacts/${id}`);
      assert.equal((await del()).statusCode, 204);
      assert.equal((await del()).statusCode, 404);
    });

    it('keeps a contact who has deposits on record (409 in_use): the money stays with whom it was taken for', async () => {
      const { id } = (await staff.post('/api/contacts', { payload: { firstName: 'Deposit', lastName: 'Holder' } })).json();
      const deposit = await staff.post('/api/deposits', {
        headers: idempotencyKey(),
        payload: { contactId: id, amountMinor: 2_500, tender: { tender: 'card', amountMinor: 2_500, card: APPROVED_CARD } },
      });
      assert.equal(deposit.statusCode, 201, deposit.body);
      const del = await staff.delete(`/api/contacts/${id}`);
      assert.equal(del.statusCode, 409, del.body);
      assert.equal(del.json().code, 'in_use');
      assert.equal((await staff.get(`/api/contacts/${id}`)).statusCode, 200);
    });
  });

  describe('duplicates, tags, export', () => {
    it('warns of another contact with the same email or phone', async () => {
      const a = (await staff.post('/api/contacts', { payload: { firstName: 'Dup', email: 'dup@example.org', phone: '5551112222' } })).json();
      const byEmail = (await staff.get('/api/contacts/duplicates?email=DUP@example.org')).json();
      assert.deepEqual(
        byEmail.duplicates.map((d: { id: string; matches: string[] }) => [d.id, d.matches]),
        [[a.id, ['email']]],
      );
      const byPhone = (await staff.get('/api/contacts/duplicates?phone=(555)%20111-2222')).json();
      assert.deepEqual(
        byPhone.duplicates.map((d: { matches: string[] }) => d.matches),
        [['phone']],
      );
      const self = (await staff.get(`/api/contacts/duplicates?email=dup@example.org&excludeId=${a.id}`)).json();
      assert.deepEqual(self.duplicates, []);
    });

    it('lists the tags in use with counts', async () => {
      const { tags } = (await staff.get('/api/contacts/tags')).json() as { tags: { tag: string; count: number }[] };
      assert.ok(tags.find((t) => t.tag === 'vip')!.count > 0);
    });

    it('exports the filtered list as CSV', async () => {
      const res = await staff.get('/api/contacts/export.csv?tag=fleet');
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^text\/csv/);
      assert.match(String(res.headers['content-disposition']), /attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"/);
      const lines = res.body.trim().split('\r\n');
      const columns = ['first_name', 'last_name', 'email', 'phone', 'address', 'tags', 'source', 'marketing_consent', 'notes', 'created_at', 'last_visit_at'];
      assert.equal(lines[0], columns.map((column) => `"${column}"`).join(','));
      const fleet = ((await staff.get('/api/contacts?tag=fleet&pageSize=1')).json() as Page).total;
      assert.equal(lines.length - 1, fleet);
      assert.ok(lines.slice(1).every((l) => l.includes('fleet')));
    });

    it('exports a value holding a semicolon quoted, so a semicolon-separated spreadsheet cannot split a formula out of it', async () => {
      const payload = { firstName: 'Semi', lastName: 'Colon', notes: 'x;=4+4;', tags: ['semi;=1+1', 'plain'] };
      assert.equal((await staff.post('/api/contacts', { payload })).statusCode, 201);
      const lines = (await staff.get('/api/contacts/export.csv?q=Semi%20Colon')).body.trim().split('\r\n');
      assert.equal(lines.length, 2);
      const fields: string[] = lines[1]!.match(/"(?:[^"]|"")*"/g) ?? [];
      assert.equal(fields.join(','), lines[1], 'every field is quoted');
      assert.ok(fields.includes('"x;=4+4;"'));
    });
  });

  describe('tenancy', () => {
    it("answers 404 for another business's contact, on every verb, and lists none of them", async () => {
      const mine = (await staff.post('/api/contacts', { payload: { firstName: 'Mine', lastName: 'Only' } })).json() as { id: string };
      const { b: other } = await signUp(api, 'Elsewhere');
      assert.equal((await other.get(`/api/contacts/${mine!.id}`)).statusCode, 404);
      assert.equal((await other.patch(`/api/contacts/${mine!.id}`, { payload: { notes: 'x' } })).statusCode, 404);
      assert.equal((await other.delete(`/api/contacts/${mine!.id}`)).statusCode, 404);
      assert.equal((await other.get(`/api/contacts/${mine!.id}/assets`)).statusCode, 404);
      assert.equal(((await other.get('/api/contacts')).json() as Page).total, 0);
      assert.equal((await other.get('/api/contacts/export.csv')).body.trim().split('\r\n').length, 1);
      assert.equal((await staff.get(`/api/contacts/${mine!.id}`)).statusCode, 200);
    });
  });
});

describe(`CSV import (${databaseKind} database)`, () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  async function importAndWait(b: Browser, body: Record<string, unknown>) {
    const started = await b.post('/api/contacts/imports', { payload: body });
    assert.equal(started.statusCode, 202);
    let job = started.json();
    for (let i = 0; i < 200 && job.status === 'running'; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      job = (await b.get(`/api/contacts/imports/${job.id}`)).json();
    }
    return job;
  }

  it('imports good rows, reports bad rows by number, and applies the duplicates policy', async () => {
    const { b } = await signUp(api, 'Importer');
    const existing = (await b.post('/api/contacts', { payload: { firstName: 'Existing', email: 'existing@example.com' } })).json() as { id: string };
    const rows = [
      ...Array.from({ length: 250 }, (_, i) => ({
        firstName: `Row${i}`,
        lastName: 'Imported',
        email: `row${i}@example.com`,
        phone: `555${String(2000000 + i)}`,
        tags: 'csv;import',
        marketingConsent: 'yes',
      })),
      { firstName: '', lastName: '', email: 'noname@example.com' },
      { firstName: 'Bad', phone: '12345' },
      { firstName: 'Worse', email: 'nope', source: 'carrier pigeon' },
      { firstName: 'Existing', lastName: 'Again', email: 'EXISTING@example.com' },
    ];
    const job = await importAndWait(b, { rows, duplicates: 'skip' });
    assert.equal(job.status, 'done');
    assert.equal(job.total, 254);
    assert.equal(job.processed, 254);
    assert.equal(job.created, 250);
    assert.equal(job.skipped, 1);
    // which row was skipped, and the contact it already is (by its email)
    assert.deepEqual(job.skips, [{ row: 254, contactId: existing.id, contactName: 'Existing', matches: ['email'] }]);
    assert.equal(job.failed, 3);
    // why, per field, as codes a client translates (src/http/errors.ts), with English for logs
    assert.deepEqual(job.errors, [
      { row: 251, fields: { firstName: { code: 'required', message: 'Enter a first or last name' } } },
      { row: 252, fields: { phone: { code: 'invalid_phone', message: 'Enter a 10-digit phone number' } } },
      {
        row: 253,
        fields: {
          source: { code: 'invalid_value', message: 'Unknown source "carrier pigeon"', params: { value: 'carrier pigeon' } },
          email: { code: 'invalid_email', message: 'Enter a valid email address' },
        },
      },
    ]);
    const page = (await b.get('/api/contacts?tag=csv&pageSize=1')).json() as Page;
    assert.equal(page.total, 250);

    const update = await importAndWait(b, { rows: [{ firstName: 'Existing', lastName: 'Updated', email: 'existing@example.com' }], duplicates: 'update' });
    assert.equal(update.updated, 1);
    const found = (await b.get('/api/contacts?q=existing@example.com')).json() as Page;
    assert.deepEqual(
      found.items.map((c) => c.lastName),
      ['Updated'],
    );
  });

  it('refuses a row with a field over its limit, a NUL or a broken character as that row only: the rows around it are imported', async () => {
    const { b } = await signUp(api, 'Hostile Rows');
    const good = (i: number) => ({ firstName: `Good${i}`, lastName: 'Row', tags: 'kept' });
    const rows = [
      good(1),
      { firstName: 'x'.repeat(5000) },
      good(2),
      { firstName: 'Nul', lastName: 'a\u0000b' },
      { firstName: 'Half', notes: 'x\uDC00y' },
      // the shape that made the old email pattern quadratic: it is refused by its length first
      { firstName: 'Long', email: `a@${'a.'.repeat(2_400)} ` },
      ...Array.from({ length: 150 }, (_, i) => good(i + 3)),
    ];
    const job = await importAndWait(b, { rows, duplicates: 'create' });
    assert.equal(job.status, 'done');
    assert.deepEqual([job.processed, job.created, job.failed], [rows.length, 152, 4]);
    assert.deepEqual(
      job.errors.map((error: { row: number; fields: Record<string, { code: string }> }) => [
        error.row,
        Object.entries(error.fields).map(([field, why]) => `${field}:${why.code}`),
      ]),
      [
        [2, ['firstName:too_long']],
        [4, ['lastName:invalid_value']],
        [5, ['notes:invalid_value']],
        [6, ['email:too_long']],
      ],
    );
    assert.equal((await b.get('/api/contacts?tag=kept&pageSize=1')).json().total, 152);
  });

  it('refuses an empty import, or one over 20,000 rows, with 400', async () => {
    const { b } = await signUp(api, 'Empty');
    assert.equal((await b.post('/api/contacts/imports', { payload: { rows: [], duplicates: 'skip' } })).statusCode, 400);
    assert.equal((await b.post('/api/contacts/imports', { payload: { rows: [{ firstName: 'A' }], duplicates: 'maybe' } })).statusCode, 400);
  });

  it("does not show another business's import", async () => {
    const { b: a } = await signUp(api, 'Imports A');
    const job = (await a.post('/api/contacts/imports', { payload: { rows: [{ firstName: 'A' }], duplicates: 'create' } })).json();
    const { b: other } = await signUp(api, 'Imports B');
    assert.equal((await other.get(`/api/contacts/imports/${job.id}`)).statusCode, 404);
  });

  it('reads yes/no consent, tags and sources from CSV text', () => {
    assert.deepEqual(rowToInput({ firstName: 'A', tags: 'x; y', marketingConsent: 'Sí', source: 'Walk-in' }).input, {
      firstName: 'A',
      tags: ['x', ' y'],
      marketingConsent: true,
      source: 'walk_in',
    });
    assert.equal(rowToInput({ firstName: 'A' }).input.source, 'import');
  });
});
