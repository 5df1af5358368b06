import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { BACKSTOP_LOG, problemErrorHandler, refusalOf } from './errorHandler';
import { loggedError } from './logging';
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

  it('answers the database’s refusals that a rule should have met 4xx, never 500, logged as a warning without the values (the backstop)', async () => {
    const refused = (query: Promise<unknown>) =>
      query.then(
        () => assert.fail('the database took it'),
        (error: FastifyError) => error,
      );
    const contactId = randomUUID();
    const overflow = await refused(sql`SELECT ${2_147_483_647}::integer + 1`.execute(api.db));
    const unknown = await refused(
      api.db.insertInto('reminders').values({ business_id: shop.businessId, contact_id: contactId, due_on: '2030-01-01', note: 'Call back' }).execute(),
    );
    const rate = await api.db
      .insertInto('tax_rates')
      .values({ business_id: shop.businessId, name: 'Kept', rate_bp: 500 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('catalogue_items')
      .values({ business_id: shop.businessId, kind: 'service', name: 'Taxed', price_minor: 100, tax_rate_id: rate.id })
      .execute();
    const stillReferred = await refused(api.db.deleteFrom('tax_rates').where('id', '=', rate.id).execute());
    const errors = [overflow, unknown, stillReferred];
    assert.deepEqual(
      errors.map((error) => [refusalOf(error).status, refusalOf(error).code]),
      [
        [400, 'bad_request'],
        [400, 'bad_request'],
        [409, 'in_use'],
      ],
    );

    const warnings: unknown[][] = [];
    const sent: unknown[] = [];
    const req = { log: { warn: (...args: unknown[]) => warnings.push(args), error: () => assert.fail('logged as a failure') }, routeOptions: { config: {} } };
    const reply = { code: () => reply, type: () => reply, send: (body: unknown) => sent.push(body) };
    const handle = problemErrorHandler('');
    for (const error of errors) handle(error, req as unknown as FastifyRequest, reply as unknown as FastifyReply);
    assert.deepEqual(
      sent.map((body) => (body as { status: number }).status),
      [400, 400, 409],
    );
    assert.deepEqual(
      warnings.map(([, message]) => message),
      [BACKSTOP_LOG, BACKSTOP_LOG, BACKSTOP_LOG],
    );
    const logged = JSON.stringify(warnings.map(([fields]) => loggedError((fields as { err: unknown }).err)));
    // a refused delete is 23001 on PostgreSQL 16 and later, 23503 before
    assert.match(logged, /22003.*23503.*23(001|503)/);
    assert.doesNotMatch(logged, new RegExp(contactId));
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
      assert.deepEqual(
        Object.keys(body)
          .filter((key) => key !== 'counts')
          .sort(),
        ['items', 'page', 'pageSize', 'total'],
        url,
      );
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
