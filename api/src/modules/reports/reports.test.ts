import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ContactSource } from '../../db/schema';
import { browser, databaseKind, signUp, startApi, type SignedUp, type TestApi } from '../../testing/harness';
import type { DigitalFormsPage, InboundLead, RepeatFrequency } from './schemas';

async function addContact(api: TestApi, businessId: string, fields: { first?: string; last?: string; createdAt?: string; source?: ContactSource } = {}) {
  const row = await api.db
    .insertInto('contacts')
    .values({
      business_id: businessId,
      first_name: fields.first ?? 'Some',
      last_name: fields.last ?? 'One',
      ...(fields.createdAt ? { created_at: fields.createdAt } : {}),
      ...(fields.source ? { source: fields.source } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addVisits(api: TestApi, businessId: string, contactId: string, times: string[]) {
  if (times.length === 0) return;
  await api.db
    .insertInto('visits')
    .values(times.map((visited_at) => ({ business_id: businessId, contact_id: contactId, visited_at })))
    .execute();
}

/** n visits on distinct days of March 2021 */
const march = (n: number) => Array.from({ length: n }, (_, i) => `2021-03-${String(i + 2).padStart(2, '0')}T12:00:00Z`);

function expectProblem(res: { statusCode: number; headers: Record<string, unknown>; json: () => { status: number } }, status: number) {
  assert.equal(res.statusCode, status);
  assert.match(String(res.headers['content-type']), /application\/problem\+json/);
  assert.equal(res.json().status, status);
}

describe(`reports (${databaseKind} database)`, () => {
  let api: TestApi;
  let alpha: SignedUp;
  let beta: SignedUp;

  before(async () => {
    api = await startApi();
    alpha = await signUp(api, 'Alpha Reports');
    beta = await signUp(api, 'Beta Reports');
  });
  after(() => api.close());

  describe('GET /api/reports/repeat-frequency', () => {
    const RANGE = 'from=2021-03-01&to=2021-03-31';

    before(async () => {
      // Alpha: customers with 1, 2, 3, 4, 5 and 7 visits in March 2021, plus visits outside it
      for (const n of [1, 2, 3, 4, 5, 7]) {
        const id = await addContact(api, alpha.businessId, { first: `Visited${n}` });
        await addVisits(api, alpha.businessId, id, march(n));
      }
      // the range's edges are whole days (UTC): the first and last instants count, the ones beside do not
      const edges = await addContact(api, alpha.businessId, { first: 'Edges' });
      await addVisits(api, alpha.businessId, edges, ['2021-03-01T00:00:00Z', '2021-03-31T23:59:59Z', '2021-02-28T23:59:59Z', '2021-04-01T00:00:00Z']);
      const outside = await addContact(api, alpha.businessId, { first: 'Outside' });
      await addVisits(api, alpha.businessId, outside, ['2021-02-10T12:00:00Z', '2021-05-10T12:00:00Z']);
      await addContact(api, alpha.businessId, { first: 'Never' });
      // Beta: one customer with 3 visits in the same month
      const betaContact = await addContact(api, beta.businessId, { first: 'Beta' });
      await addVisits(api, beta.businessId, betaContact, march(3));
    });

    it('counts customers per number of visits in the range, 5 meaning five or more', async () => {
      const res = await alpha.b.get(`/api/reports/repeat-frequency?${RANGE}`);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json() as RepeatFrequency, {
        from: '2021-03-01',
        to: '2021-03-31',
        buckets: [
          { visits: 1, customers: 1 },
          { visits: 2, customers: 2 }, // the 2-visit customer and the edges
          { visits: 3, customers: 1 },
          { visits: 4, customers: 1 },
          { visits: 5, customers: 2 },
        ],
        customers: 7,
        visits: 1 + 2 + 3 + 4 + 5 + 7 + 2,
      });
    });

    it('answers the five buckets with zeros for a range without visits, and a one-day range', async () => {
      const empty = await alpha.b.get('/api/reports/repeat-frequency?from=2019-01-01&to=2019-12-31');
      assert.deepEqual(empty.json(), {
        from: '2019-01-01',
        to: '2019-12-31',
        buckets: [1, 2, 3, 4, 5].map((visits) => ({ visits, customers: 0 })),
        customers: 0,
        visits: 0,
      });
      const oneDay = (await alpha.b.get('/api/reports/repeat-frequency?from=2021-03-01&to=2021-03-01')).json() as RepeatFrequency;
      assert.equal(oneDay.customers, 1);
      assert.equal(oneDay.visits, 1);
      assert.deepEqual(oneDay.buckets[0], { visits: 1, customers: 1 });
    });

    it("counts only the business's own visits", async () => {
      const res = (await beta.b.get(`/api/reports/repeat-frequency?${RANGE}`)).json() as RepeatFrequency;
      assert.deepEqual(
        res.buckets.map((b) => b.customers),
        [0, 0, 1, 0, 0],
      );
      assert.equal(res.customers, 1);
      assert.equal(res.visits, 3);
    });

    it('answers 400 for from after to, a range over five years, and missing or bad days', async () => {
      const reversed = await alpha.b.get('/api/reports/repeat-frequency?from=2021-03-02&to=2021-03-01');
      expectProblem(reversed, 400);
      assert.equal(reversed.json().detail, '"from" must not be after "to"');
      assert.deepEqual(reversed.json().errors, { to: { code: 'too_small', message: '"from" must not be after "to"', params: { limit: '2021-03-02' } } });
      const long = await alpha.b.get('/api/reports/repeat-frequency?from=2016-01-01&to=2021-01-01');
      assert.deepEqual(long.json().errors.to.params, { limit: '2020-12-31' });
      expectProblem(await alpha.b.get('/api/reports/repeat-frequency?from=2016-01-01&to=2021-01-01'), 400);
      assert.equal((await alpha.b.get('/api/reports/repeat-frequency?from=2016-01-01&to=2020-12-31')).statusCode, 200);
      for (const query of ['from=2021-03-01', 'to=2021-03-01', '', 'from=2021-02-30&to=2021-03-01', 'from=yesterday&to=2021-03-01']) {
        expectProblem(await alpha.b.get(`/api/reports/repeat-frequency?${query}`), 400);
      }
    });
  });

  describe('GET /api/reports/inbound-lead', () => {
    before(async () => {
      const plan: [string, ContactSource][] = [
        ['2022-01-03T09:00:00Z', 'walk_in'],
        ['2022-01-04T09:00:00Z', 'walk_in'],
        ['2022-01-04T10:00:00Z', 'website'],
        ['2022-01-20T09:00:00Z', 'referral'],
        ['2022-02-01T00:00:00Z', 'walk_in'],
        ['2022-02-28T23:59:59Z', 'phone'],
        ['2021-12-31T23:59:59Z', 'walk_in'], // the day before the range
        ['2022-03-01T00:00:00Z', 'walk_in'], // the day after
      ];
      for (const [createdAt, source] of plan) await addContact(api, alpha.businessId, { createdAt, source });
      await addContact(api, beta.businessId, { createdAt: '2022-01-10T09:00:00Z', source: 'social' });
    });

    const RANGE = 'from=2022-01-01&to=2022-02-28';

    it('groups new contacts by month (the default) and source', async () => {
      const res = await alpha.b.get(`/api/reports/inbound-lead?${RANGE}`);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json() as InboundLead, {
        from: '2022-01-01',
        to: '2022-02-28',
        interval: 'month',
        series: [
          { period: '2022-01-01', source: 'referral', count: 1 },
          { period: '2022-01-01', source: 'walk_in', count: 2 },
          { period: '2022-01-01', source: 'website', count: 1 },
          { period: '2022-02-01', source: 'phone', count: 1 },
          { period: '2022-02-01', source: 'walk_in', count: 1 },
        ],
        total: 6,
      });
    });

    it('groups by week (periods start on Monday) and by day', async () => {
      const week = (await alpha.b.get(`/api/reports/inbound-lead?${RANGE}&interval=week`)).json() as InboundLead;
      assert.equal(week.interval, 'week');
      assert.deepEqual(week.series, [
        { period: '2022-01-03', source: 'walk_in', count: 2 },
        { period: '2022-01-03', source: 'website', count: 1 },
        { period: '2022-01-17', source: 'referral', count: 1 },
        { period: '2022-01-31', source: 'walk_in', count: 1 },
        { period: '2022-02-28', source: 'phone', count: 1 },
      ]);
      assert.equal(week.total, 6);
      const day = (await alpha.b.get('/api/reports/inbound-lead?from=2022-01-04&to=2022-01-04&interval=day')).json() as InboundLead;
      assert.deepEqual(day.series, [
        { period: '2022-01-04', source: 'walk_in', count: 1 },
        { period: '2022-01-04', source: 'website', count: 1 },
      ]);
      assert.equal(day.total, 2);
    });

    it("counts only the business's own contacts", async () => {
      const res = (await beta.b.get(`/api/reports/inbound-lead?${RANGE}`)).json() as InboundLead;
      assert.deepEqual(res.series, [{ period: '2022-01-01', source: 'social', count: 1 }]);
      assert.equal(res.total, 1);
      const none = (await beta.b.get('/api/reports/inbound-lead?from=2022-02-01&to=2022-02-28')).json() as InboundLead;
      assert.deepEqual(none.series, []);
      assert.equal(none.total, 0);
    });

    it('answers 400 for from after to, a range over five years, a bad interval or missing days', async () => {
      expectProblem(await alpha.b.get('/api/reports/inbound-lead?from=2022-02-01&to=2022-01-01'), 400);
      expectProblem(await alpha.b.get('/api/reports/inbound-lead?from=2015-01-01&to=2022-01-01'), 400);
      expectProblem(await alpha.b.get(`/api/reports/inbound-lead?${RANGE}&interval=year`), 400);
      expectProblem(await alpha.b.get('/api/reports/inbound-lead?from=2022-01-01'), 400);
    });
  });

  describe('GET /api/reports/digital-forms', () => {
    it('is empty for a business without signed forms', async () => {
      const res = await alpha.b.get('/api/reports/digital-forms');
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), { items: [], total: 0, page: 1, pageSize: 25 });
    });

    it('lists signed forms newest first with the contact name, paginated and within a range', async () => {
      const dora = await addContact(api, alpha.businessId, { first: 'Dora', last: 'Diaz' });
      const eli = await addContact(api, alpha.businessId, { first: 'Eli', last: '' });
      const forms = Array.from({ length: 28 }, (_, i) => ({
        business_id: alpha.businessId,
        contact_id: i % 2 ? eli : dora,
        form_name: `Waiver ${String(i).padStart(2, '0')}`,
        signed_at: `2023-04-${String(i + 1).padStart(2, '0')}T15:00:00Z`,
      }));
      await api.db.insertInto('signed_forms').values(forms).execute();
      const betaContact = await addContact(api, beta.businessId, { first: 'Fay' });
      await api.db
        .insertInto('signed_forms')
        .values({ business_id: beta.businessId, contact_id: betaContact, form_name: 'Beta waiver', signed_at: '2023-04-10T10:00:00Z' })
        .execute();

      const first = (await alpha.b.get('/api/reports/digital-forms')).json() as DigitalFormsPage;
      assert.equal(first.total, 28);
      assert.equal(first.items.length, 25);
      assert.deepEqual(first.items[0], {
        id: first.items[0]?.id,
        contactId: eli,
        contactName: 'Eli',
        formName: 'Waiver 27',
        signedAt: '2023-04-28T15:00:00.000Z',
      });
      assert.equal(first.items[1]?.contactName, 'Dora Diaz');
      const second = (await alpha.b.get('/api/reports/digital-forms?page=2')).json() as DigitalFormsPage;
      assert.deepEqual(
        second.items.map((f) => f.formName),
        ['Waiver 02', 'Waiver 01', 'Waiver 00'],
      );
      assert.equal(second.page, 2);

      const ranged = (await alpha.b.get('/api/reports/digital-forms?from=2023-04-05&to=2023-04-07&pageSize=2')).json() as DigitalFormsPage;
      assert.equal(ranged.total, 3);
      assert.equal(ranged.pageSize, 2);
      assert.deepEqual(
        ranged.items.map((f) => f.formName),
        ['Waiver 06', 'Waiver 05'],
      );
      const since = (await alpha.b.get('/api/reports/digital-forms?from=2023-04-27')).json() as DigitalFormsPage;
      assert.deepEqual(
        since.items.map((f) => f.formName),
        ['Waiver 27', 'Waiver 26'],
      );
      const until = (await alpha.b.get('/api/reports/digital-forms?to=2023-04-01')).json() as DigitalFormsPage;
      assert.deepEqual(
        until.items.map((f) => f.formName),
        ['Waiver 00'],
      );

      const theirs = (await beta.b.get('/api/reports/digital-forms')).json() as DigitalFormsPage;
      assert.deepEqual(
        theirs.items.map((f) => f.formName),
        ['Beta waiver'],
      );
      assert.equal(theirs.total, 1);
    });

    it('answers 400 for from after to, bad days and bad pages', async () => {
      expectProblem(await alpha.b.get('/api/reports/digital-forms?from=2023-04-02&to=2023-04-01'), 400);
      for (const query of ['from=April', 'to=2023-04-31', 'page=0', 'pageSize=101', 'pageSize=0']) {
        expectProblem(await alpha.b.get(`/api/reports/digital-forms?${query}`), 400);
      }
    });
  });

  it('answers 401 without a session', async () => {
    const anonymous = await browser(api.app).visit();
    for (const url of [
      '/api/reports/repeat-frequency?from=2021-01-01&to=2021-01-31',
      '/api/reports/inbound-lead?from=2021-01-01&to=2021-01-31',
      '/api/reports/digital-forms',
    ]) {
      assert.equal((await anonymous.get(url)).statusCode, 401, url);
    }
  });
});
