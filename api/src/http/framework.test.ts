import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageWindow } from './paging';
import { BODY_LIMIT } from '../server';
import { addContact, browser, databaseKind, signUp, startApi, type SignedUp, type TestApi } from '../testing/harness';

// The framework layer as a client meets it: codes on every problem, field codes from the schemas,
// and one paging contract on every list.

describe(`problem documents carry codes (${databaseKind} database)`, () => {
  let api: TestApi;
  let shop: SignedUp;
  before(async () => {
    api = await startApi({ seed: false });
    shop = await signUp(api, 'Codes');
  });
  after(() => api.close());

  it('a schema refusal is 400 validation_failed with a code and its limit per field', async () => {
    const res = await shop.b.post('/api/contacts', { payload: { firstName: 'x'.repeat(101) } });
    assert.equal(res.statusCode, 400);
    assert.match(String(res.headers['content-type']), /^application\/problem\+json/);
    const body = res.json();
    assert.equal(body.code, 'validation_failed');
    assert.equal(body.status, 400);
    assert.deepEqual(body.errors, { firstName: { code: 'too_long', message: 'must NOT have more than 100 characters', params: { limit: 100 } } });
  });

  it('names a missing field, a bad date, a value outside a list and a nested field', async () => {
    const contact = await addContact(api, shop.businessId);
    const missing = await shop.b.post(`/api/contacts/${contact}/reminders`, { payload: { note: 'no day' } });
    assert.deepEqual(missing.json().errors, { dueOn: { code: 'required', message: "must have required property 'dueOn'" } });
    const badDay = await shop.b.post(`/api/contacts/${contact}/reminders`, { payload: { dueOn: '2030-02-30', note: 'x' } });
    assert.equal(badDay.json().errors.dueOn.code, 'invalid_date');
    assert.deepEqual(badDay.json().errors.dueOn.params, { format: 'date' });
    const source = await shop.b.post('/api/contacts', { payload: { firstName: 'A', source: 'carrier_pigeon' } });
    assert.deepEqual(Object.keys(source.json().errors), ['source']);
    assert.equal(source.json().errors.source.code, 'invalid_value');
    const nested = await shop.b.post('/api/asset-types', {
      payload: { type_name: 'Boat', bookable: true, fields: [{ key: 'Hull', label: 'Hull', kind: 'text', required: true }] },
    });
    assert.equal(nested.json().errors['fields.0.key'].code, 'invalid_format');
  });

  it('a query refusal names the query field', async () => {
    const res = await shop.b.get('/api/contacts?lostForDays=0');
    assert.deepEqual(res.json().errors, { lostForDays: { code: 'too_small', message: 'must be >= 1', params: { limit: 1 } } });
  });

  it('answers 401 unauthorized, 403 csrf_failed, 404 not_found', async () => {
    const anonymous = await browser(api.app).visit();
    assert.equal((await anonymous.get('/api/contacts')).json().code, 'unauthorized');
    assert.equal((await shop.b.post('/api/contacts', { payload: { firstName: 'A' }, csrf: false })).json().code, 'csrf_failed');
    assert.equal((await shop.b.get('/api/contacts/00000000-0000-4000-8000-000000000000')).json().code, 'not_found');
    assert.equal((await shop.b.get('/api/no-such-thing')).json().code, 'not_found');
  });

  it('answers a malformed body bad_request, an oversized one payload_too_large, an unknown type unsupported_media_type', async () => {
    const malformed = await shop.b.post('/api/contacts', { payload: '{"firstName": ', headers: { 'content-type': 'application/json' } });
    assert.deepEqual([malformed.statusCode, malformed.json().code], [400, 'bad_request']);
    const oversized = await shop.b.post('/api/contacts', { payload: { notes: 'x'.repeat(BODY_LIMIT + 10) } });
    assert.deepEqual([oversized.statusCode, oversized.json().code], [413, 'payload_too_large']);
    const csv = await shop.b.post('/api/contacts', { payload: 'a,b', headers: { 'content-type': 'text/csv' } });
    assert.deepEqual([csv.statusCode, csv.json().code], [415, 'unsupported_media_type']);
  });

  it('a session in signpad mode is refused with signpad_mode', async () => {
    const desk = await signUp(api, 'Signpad Codes');
    assert.equal((await desk.b.post('/profile/switch_to_signpad')).statusCode, 200);
    const res = await desk.b.get('/api/contacts');
    assert.deepEqual([res.statusCode, res.json().code], [403, 'signpad_mode']);
  });
});

describe(`paging (${databaseKind} database)`, () => {
  let api: TestApi;
  let shop: SignedUp;
  before(async () => {
    api = await startApi({ seed: false });
    shop = await signUp(api, 'Paging');
    const contacts = Array.from({ length: MAX_PAGE_SIZE + 1 }, (_, i) => ({ business_id: shop.businessId, first_name: `P${String(i).padStart(3, '0')}` }));
    await api.db.insertInto('contacts').values(contacts).execute();
  });
  after(() => api.close());

  it(`turns page and pageSize into LIMIT and OFFSET, ${DEFAULT_PAGE_SIZE} a page by default`, () => {
    assert.deepEqual(pageWindow({}), { page: 1, pageSize: DEFAULT_PAGE_SIZE, limit: DEFAULT_PAGE_SIZE, offset: 0 });
    assert.deepEqual(pageWindow({ page: 3, pageSize: 10 }), { page: 3, pageSize: 10, limit: 10, offset: 20 });
  });

  it('answers every list with the same envelope and the same default', async () => {
    for (const url of ['/api/contacts', '/api/reminders', '/api/reports/digital-forms']) {
      const body = (await shop.b.get(url)).json();
      assert.deepEqual(Object.keys(body).filter((key) => key !== 'counts').sort(), ['items', 'page', 'pageSize', 'total'], url);
      assert.deepEqual([body.page, body.pageSize], [1, DEFAULT_PAGE_SIZE], url);
    }
    const contacts = (await shop.b.get('/api/contacts')).json();
    assert.equal(contacts.items.length, DEFAULT_PAGE_SIZE);
    assert.equal(contacts.total, MAX_PAGE_SIZE + 1);
  });

  it(`serves up to ${MAX_PAGE_SIZE} a page and refuses more, or a page below 1, on every list`, async () => {
    const full = (await shop.b.get(`/api/contacts?pageSize=${MAX_PAGE_SIZE}&page=2`)).json();
    assert.deepEqual([full.items.length, full.page, full.pageSize], [1, 2, MAX_PAGE_SIZE]);
    for (const url of ['/api/contacts', '/api/reminders', '/api/reports/digital-forms']) {
      const tooBig = (await shop.b.get(`${url}?pageSize=${MAX_PAGE_SIZE + 1}`)).json();
      assert.deepEqual(tooBig.errors.pageSize, { code: 'too_large', message: `must be <= ${MAX_PAGE_SIZE}`, params: { limit: MAX_PAGE_SIZE } }, url);
      const zero = (await shop.b.get(`${url}?page=0`)).json();
      assert.equal(zero.errors.page.code, 'too_small', url);
    }
  });
});
