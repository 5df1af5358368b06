import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addDays, todayIn } from '../../lib/days';
import { addContact as addContactTo, browser, databaseKind, signUp, startApi, type Browser, type SignedUp, type TestApi } from '../../testing/harness';
import type { Reminder, ReminderPage } from './schemas';

/** A call the way the shell's API client sends it (cookies, CSRF token unless `csrf` is false). */
const call = (_api: TestApi, b: Browser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, csrf = true) =>
  b.request(method, url, { csrf, ...(payload === undefined ? {} : { payload }) });

const addContact = (api: TestApi, businessId: string, first: string, last: string) => addContactTo(api, businessId, { first, last });

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const page = (res: { json: () => unknown }) => res.json() as ReminderPage;

describe(`reminders (${databaseKind} database)`, () => {
  let api: TestApi;
  let alpha: SignedUp;
  let beta: SignedUp;
  let ann: string; // a contact of Alpha
  let bob: string; // another contact of Alpha
  let betaContact: string;

  const create = (b: Browser, contactId: string, body: unknown, query = '') =>
    b.post(`/api/contacts/${contactId}/reminders${query}`, { payload: body as object });

  before(async () => {
    api = await startApi();
    alpha = await signUp(api, 'Alpha Wash');
    beta = await signUp(api, 'Beta Grooming');
    ann = await addContact(api, alpha.businessId, 'Ann', 'Archer');
    bob = await addContact(api, alpha.businessId, 'Bob', 'Baker');
    betaContact = await addContact(api, beta.businessId, 'Cleo', 'Cole');
  });
  after(() => api.close());

  describe('POST /api/contacts/:contactId/reminders', () => {
    it('creates a reminder (201) with the trimmed note, the contact name and its status', async () => {
      const res = await create(alpha.b, ann, { dueOn: '2030-05-01', note: '  Call about the wax  ' }, '?today=2030-04-30');
      assert.equal(res.statusCode, 201, res.body);
      const reminder = res.json() as Reminder;
      assert.match(reminder.id, /^[0-9a-f-]{36}$/);
      assert.equal(reminder.contactId, ann);
      assert.equal(reminder.contactName, 'Ann Archer');
      assert.equal(reminder.dueOn, '2030-05-01');
      assert.equal(reminder.note, 'Call about the wax');
      assert.equal(reminder.doneAt, null);
      assert.equal(reminder.status, 'due');
      assert.ok(!Number.isNaN(Date.parse(reminder.createdAt)));
      const row = await api.db.selectFrom('reminders').selectAll().where('id', '=', reminder.id).executeTakeFirstOrThrow();
      assert.equal(row.business_id, alpha.businessId);
      assert.equal(row.note, 'Call about the wax');
      await api.db.deleteFrom('reminders').where('id', '=', reminder.id).execute();
    });

    it("without today, the status follows the server's UTC calendar", async () => {
      const past = await create(alpha.b, ann, { dueOn: addDays(todayIn('UTC'), -1), note: 'yesterday' });
      assert.equal(past.json().status, 'overdue');
      const now = await create(alpha.b, ann, { dueOn: todayIn('UTC'), note: 'today' });
      assert.equal(now.json().status, 'due');
      await api.db.deleteFrom('reminders').where('id', 'in', [past.json().id, now.json().id]).execute();
    });

    it('answers 400 for an empty or blank note, a bad or missing day, and a contact id that is not a uuid', async () => {
      for (const body of [
        { dueOn: '2030-05-01', note: '   ' },
        { dueOn: '2030-05-01', note: '' },
        { dueOn: '2030-05-01', note: 'x'.repeat(1001) },
        { dueOn: '2030-02-30', note: 'no such day' },
        { dueOn: 'tomorrow', note: 'words' },
        { note: 'no day' },
        { dueOn: '2030-05-01' },
      ]) {
        const res = await create(alpha.b, ann, body);
        assert.equal(res.statusCode, 400, JSON.stringify(body));
        assert.match(res.headers['content-type'] as string, /application\/problem\+json/);
        assert.equal(res.json().status, 400);
      }
      assert.equal((await create(alpha.b, 'not-a-uuid', { dueOn: '2030-05-01', note: 'x' })).statusCode, 400);
      assert.equal((await create(alpha.b, ann, { dueOn: '2030-05-01', note: 'x' }, '?today=someday')).statusCode, 400);
      const blank = await create(alpha.b, ann, { dueOn: '2030-05-01', note: ' \n\t ' });
      assert.equal(blank.json().detail, 'The note must not be empty');
      assert.deepEqual(blank.json().errors, { note: { code: 'required', message: 'The note must not be empty' } });
      assert.equal(Number((await api.db.selectFrom('reminders').select(api.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n), 0);
    });

    it("answers 404 for an unknown contact and for another business's contact, creating nothing", async () => {
      const unknown = await create(alpha.b, UNKNOWN, { dueOn: '2030-05-01', note: 'x' });
      assert.equal(unknown.statusCode, 404);
      assert.equal(unknown.json().title, 'Not Found');
      const theirs = await create(alpha.b, betaContact, { dueOn: '2030-05-01', note: 'x' });
      assert.equal(theirs.statusCode, 404);
      const rows = await api.db.selectFrom('reminders').select('id').where('contact_id', '=', betaContact).execute();
      assert.equal(rows.length, 0);
    });

    it('answers 401 without a session and 403 without the CSRF token', async () => {
      const anonymous = await browser(api.app).visit();
      assert.equal((await create(anonymous, ann, { dueOn: '2030-05-01', note: 'x' })).statusCode, 401);
      const res = await alpha.b.post(`/api/contacts/${ann}/reminders`, { payload: { dueOn: '2030-05-01', note: 'x' }, csrf: false });
      assert.equal(res.statusCode, 403);
    });
  });

  describe('GET /api/reminders', () => {
    const TODAY = '2030-06-15';
    const ids: Record<string, string> = {};

    before(async () => {
      // Ann: two overdue, one due today, one due later; Bob: one overdue, one due; two done ones
      const plan: [string, string, string][] = [
        ['annOverdueOld', ann, '2030-06-01'],
        ['annOverdue', ann, '2030-06-14'],
        ['annToday', ann, '2030-06-15'],
        ['annLater', ann, '2030-07-01'],
        ['bobOverdue', bob, '2030-06-10'],
        ['bobDue', bob, '2030-06-20'],
        ['annDoneFirst', ann, '2030-05-01'],
        ['bobDoneLast', bob, '2030-08-01'],
      ];
      for (const [key, contactId, dueOn] of plan) {
        const res = await create(alpha.b, contactId, { dueOn, note: key });
        assert.equal(res.statusCode, 201);
        ids[key] = res.json().id;
      }
      await api.db
        .updateTable('reminders')
        .set({ done_at: '2030-06-02T10:00:00Z' })
        .where('id', '=', ids.annDoneFirst as string)
        .execute();
      await api.db
        .updateTable('reminders')
        .set({ done_at: '2030-06-12T10:00:00Z' })
        .where('id', '=', ids.bobDoneLast as string)
        .execute();
      // Beta has reminders of its own, which Alpha never sees nor counts
      for (const dueOn of ['2030-06-01', '2030-06-30']) await create(beta.b, betaContact, { dueOn, note: 'beta' });
    });

    const notes = (res: { json: () => unknown }) => page(res).items.map((r) => r.note);

    it('classifies by the given today: overdue and due by due day, done most recently done first', async () => {
      const overdue = await alpha.b.get(`/api/reminders?status=overdue&today=${TODAY}`);
      assert.equal(overdue.statusCode, 200, overdue.body);
      assert.deepEqual(notes(overdue), ['annOverdueOld', 'bobOverdue', 'annOverdue']);
      assert.ok(page(overdue).items.every((r) => r.status === 'overdue'));

      const due = await alpha.b.get(`/api/reminders?status=due&today=${TODAY}`);
      assert.deepEqual(notes(due), ['annToday', 'bobDue', 'annLater']);
      assert.ok(page(due).items.every((r) => r.status === 'due'));

      const done = await alpha.b.get(`/api/reminders?status=done&today=${TODAY}`);
      assert.deepEqual(notes(done), ['bobDoneLast', 'annDoneFirst']);
      assert.ok(page(done).items.every((r) => r.status === 'done' && r.doneAt !== null));
      assert.equal(page(done).items[0]?.doneAt, '2030-06-12T10:00:00.000Z');

      const open = await alpha.b.get(`/api/reminders?status=open&today=${TODAY}`);
      assert.deepEqual(notes(open), ['annOverdueOld', 'bobOverdue', 'annOverdue', 'annToday', 'bobDue', 'annLater']);

      const all = await alpha.b.get(`/api/reminders?today=${TODAY}`);
      assert.deepEqual(notes(all), [...notes(open), 'bobDoneLast', 'annDoneFirst']);
      assert.equal(page(all).total, 8);
      assert.deepEqual(page(all).counts, { due: 3, overdue: 3, done: 2 });
      for (const res of [overdue, due, done, open]) assert.deepEqual(page(res).counts, { due: 3, overdue: 3, done: 2 });
      assert.equal(page(all).items.find((r) => r.note === 'bobDue')?.contactName, 'Bob Baker');
    });

    it('another today moves reminders between due and overdue', async () => {
      const res = await alpha.b.get('/api/reminders?status=overdue&today=2030-06-16');
      assert.deepEqual(notes(res), ['annOverdueOld', 'bobOverdue', 'annOverdue', 'annToday']);
      assert.deepEqual(page(res).counts, { due: 2, overdue: 4, done: 2 });
      const early = await alpha.b.get('/api/reminders?today=2030-01-01');
      assert.deepEqual(page(early).counts, { due: 6, overdue: 0, done: 2 });
    });

    it("without today, uses the server's UTC date", async () => {
      // every open reminder here is due in 2030: all due today, none overdue
      const res = await alpha.b.get('/api/reminders');
      assert.equal(res.statusCode, 200);
      assert.deepEqual(page(res).counts, { due: 6, overdue: 0, done: 2 });
    });

    it('filters by contact, with the counts of that contact', async () => {
      const res = await alpha.b.get(`/api/reminders?contactId=${bob}&today=${TODAY}`);
      assert.deepEqual(notes(res), ['bobOverdue', 'bobDue', 'bobDoneLast']);
      assert.deepEqual(page(res).counts, { due: 1, overdue: 1, done: 1 });
      assert.equal(page(res).total, 3);
      const annDue = await alpha.b.get(`/api/reminders?contactId=${ann}&status=due&today=${TODAY}`);
      assert.deepEqual(notes(annDue), ['annToday', 'annLater']);
      assert.deepEqual(page(annDue).counts, { due: 2, overdue: 2, done: 1 });
    });

    it('paginates (25 by default) with the total of the filter', async () => {
      const carl = await addContact(api, alpha.businessId, 'Carl', 'Crane');
      const rows = Array.from({ length: 25 }, (_, i) => ({
        business_id: alpha.businessId,
        contact_id: carl,
        due_on: addDays('2031-01-01', i),
        note: `carl ${String(i).padStart(2, '0')}`,
      }));
      await api.db.insertInto('reminders').values(rows).execute();
      const extra = Array.from({ length: 5 }, (_, i) => ({
        business_id: alpha.businessId,
        contact_id: carl,
        due_on: addDays('2031-02-01', i),
        note: `carl later ${i}`,
      }));
      await api.db.insertInto('reminders').values(extra).execute();
      const first = page(await alpha.b.get(`/api/reminders?contactId=${carl}&today=${TODAY}`));
      assert.equal(first.page, 1);
      assert.equal(first.pageSize, 25);
      assert.equal(first.total, 30);
      assert.equal(first.items.length, 25);
      assert.deepEqual(first.counts, { due: 30, overdue: 0, done: 0 });
      const second = page(await alpha.b.get(`/api/reminders?contactId=${carl}&today=${TODAY}&page=2`));
      assert.deepEqual(
        second.items.map((r) => r.note),
        ['carl later 0', 'carl later 1', 'carl later 2', 'carl later 3', 'carl later 4'],
      );
      const third = page(await alpha.b.get(`/api/reminders?contactId=${carl}&today=${TODAY}&page=3&pageSize=10`));
      assert.deepEqual(
        third.items.map((r) => r.note),
        ['carl 20', 'carl 21', 'carl 22', 'carl 23', 'carl 24', 'carl later 0', 'carl later 1', 'carl later 2', 'carl later 3', 'carl later 4'],
      );
      assert.equal(third.pageSize, 10);
      const beyond = page(await alpha.b.get(`/api/reminders?contactId=${carl}&page=9`));
      assert.deepEqual(beyond.items, []);
      assert.equal(beyond.total, 30);
      const whole = page(await alpha.b.get(`/api/reminders?today=${TODAY}`));
      assert.equal(whole.total, 38);
      assert.deepEqual(whole.counts, { due: 33, overdue: 3, done: 2 });
      await api.db.deleteFrom('contacts').where('id', '=', carl).execute();
    });

    it('answers 400 for a bad status, day, contact id, page or page size', async () => {
      for (const query of ['status=later', 'today=2030-13-01', 'today=15.06.2030', 'contactId=123', 'page=0', 'page=x', 'pageSize=0', 'pageSize=101']) {
        const res = await alpha.b.get(`/api/reminders?${query}`);
        assert.equal(res.statusCode, 400, query);
        assert.equal(res.json().title, 'Bad Request');
      }
    });

    it("never lists nor counts another business's reminders", async () => {
      const res = await beta.b.get(`/api/reminders?today=${TODAY}`);
      assert.deepEqual(notes(res), ['beta', 'beta']);
      assert.ok(page(res).items.every((r) => r.contactName === 'Cleo Cole'));
      assert.deepEqual(page(res).counts, { due: 1, overdue: 1, done: 0 });
      const theirContact = await beta.b.get(`/api/reminders?contactId=${ann}&today=${TODAY}`);
      assert.equal(theirContact.statusCode, 200);
      assert.deepEqual(page(theirContact).items, []);
      assert.equal(page(theirContact).total, 0);
      assert.deepEqual(page(theirContact).counts, { due: 0, overdue: 0, done: 0 });
    });

    it('answers 401 without a session', async () => {
      assert.equal((await browser(api.app).get('/api/reminders')).statusCode, 401);
    });
  });

  describe('PATCH and DELETE /api/reminders/:reminderId', () => {
    let id: string;
    before(async () => {
      const res = await create(alpha.b, bob, { dueOn: '2032-03-03', note: 'Rotate the tyres' });
      id = res.json().id;
    });

    it('marks done (done_at now, kept when marked done again) and not done (cleared)', async () => {
      const before = Date.now();
      const done = await call(api, alpha.b, 'PATCH', `/api/reminders/${id}`, { done: true });
      assert.equal(done.statusCode, 200, done.body);
      const reminder = done.json() as Reminder;
      assert.equal(reminder.status, 'done');
      assert.ok(reminder.doneAt);
      assert.ok(Math.abs(Date.parse(reminder.doneAt) - before) < 60_000, 'done now');
      assert.equal(reminder.contactName, 'Bob Baker');

      const again = await call(api, alpha.b, 'PATCH', `/api/reminders/${id}`, { done: true });
      assert.equal(again.json().doneAt, reminder.doneAt);

      const undone = await call(api, alpha.b, 'PATCH', `/api/reminders/${id}?today=2032-03-04`, { done: false });
      assert.equal(undone.statusCode, 200);
      assert.equal(undone.json().doneAt, null);
      assert.equal(undone.json().status, 'overdue');
      const row = await api.db.selectFrom('reminders').select('done_at').where('id', '=', id).executeTakeFirstOrThrow();
      assert.equal(row.done_at, null);
    });

    it('moves and rewords (trimmed); an empty body changes nothing', async () => {
      const res = await call(api, alpha.b, 'PATCH', `/api/reminders/${id}?today=2032-01-01`, { dueOn: '2032-04-04', note: ' Rotate all four tyres ' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().dueOn, '2032-04-04');
      assert.equal(res.json().note, 'Rotate all four tyres');
      assert.equal(res.json().status, 'due');
      const same = await call(api, alpha.b, 'PATCH', `/api/reminders/${id}`, {});
      assert.equal(same.statusCode, 200);
      assert.equal(same.json().note, 'Rotate all four tyres');
    });

    it('answers 400 for a blank note, a bad day or done, and an id that is not a uuid', async () => {
      for (const body of [{ note: '  ' }, { note: '' }, { dueOn: '2032-02-31' }, { done: 'maybe' }]) {
        const res = await call(api, alpha.b, 'PATCH', `/api/reminders/${id}`, body);
        assert.equal(res.statusCode, 400, JSON.stringify(body));
        assert.match(res.headers['content-type'] as string, /application\/problem\+json/);
      }
      assert.equal((await call(api, alpha.b, 'PATCH', '/api/reminders/nope', { done: true })).statusCode, 400);
      assert.equal((await call(api, alpha.b, 'DELETE', '/api/reminders/nope')).statusCode, 400);
      const row = await api.db.selectFrom('reminders').select('note').where('id', '=', id).executeTakeFirstOrThrow();
      assert.equal(row.note, 'Rotate all four tyres');
    });

    it("answers 404 for an unknown reminder and for another business's, changing nothing", async () => {
      assert.equal((await call(api, alpha.b, 'PATCH', `/api/reminders/${UNKNOWN}`, { done: true })).statusCode, 404);
      assert.equal((await call(api, alpha.b, 'DELETE', `/api/reminders/${UNKNOWN}`)).statusCode, 404);
      const patched = await call(api, beta.b, 'PATCH', `/api/reminders/${id}`, { note: 'hijacked', done: true });
      assert.equal(patched.statusCode, 404);
      assert.equal(patched.json().title, 'Not Found');
      assert.equal((await call(api, beta.b, 'PATCH', `/api/reminders/${id}`, {})).statusCode, 404);
      assert.equal((await call(api, beta.b, 'DELETE', `/api/reminders/${id}`)).statusCode, 404);
      const row = await api.db.selectFrom('reminders').select(['note', 'done_at']).where('id', '=', id).executeTakeFirstOrThrow();
      assert.deepEqual(row, { note: 'Rotate all four tyres', done_at: null });
    });

    it('answers 403 without the CSRF token', async () => {
      assert.equal((await call(api, alpha.b, 'PATCH', `/api/reminders/${id}`, { done: true }, false)).statusCode, 403);
      assert.equal((await call(api, alpha.b, 'DELETE', `/api/reminders/${id}`, undefined, false)).statusCode, 403);
    });

    it('deletes (204), then answers 404', async () => {
      const res = await call(api, alpha.b, 'DELETE', `/api/reminders/${id}`);
      assert.equal(res.statusCode, 204);
      assert.equal(res.body, '');
      assert.equal(await api.db.selectFrom('reminders').select('id').where('id', '=', id).executeTakeFirst(), undefined);
      assert.equal((await call(api, alpha.b, 'DELETE', `/api/reminders/${id}`)).statusCode, 404);
      assert.equal((await call(api, alpha.b, 'PATCH', `/api/reminders/${id}`, { done: true })).statusCode, 404);
    });
  });
});
