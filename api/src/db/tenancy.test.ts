import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { addContact, databaseKind, signUp, startApi, type SignedUp, type TestApi } from '../testing/harness';
import { holdUntilCommit, unitOfWork } from './tenant';

// Migration 0003: the database itself refuses a row of one business pointing at another's parent,
// whatever a query forgets (PostgreSQL's foreign_key_violation, SQLSTATE 23503).

const refusedByForeignKey = (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && error.code === '23503';

describe(`tenant foreign keys (${databaseKind} database)`, () => {
  let api: TestApi;
  let alpha: SignedUp;
  let beta: SignedUp;
  let alphaContact: string;
  let betaContact: string;
  before(async () => {
    api = await startApi({ seed: false });
    alpha = await signUp(api, 'Alpha Keys');
    beta = await signUp(api, 'Beta Keys');
    alphaContact = await addContact(api, alpha.businessId);
    betaContact = await addContact(api, beta.businessId);
  });
  after(() => api.close());

  it("refuses a reminder, a visit and a signed form of one business on another business's contact", async () => {
    const rows = { business_id: beta.businessId, contact_id: alphaContact };
    await assert.rejects(
      api.db
        .insertInto('reminders')
        .values({ ...rows, due_on: '2030-01-01', note: 'x' })
        .execute(),
      refusedByForeignKey,
    );
    await assert.rejects(
      api.db
        .insertInto('visits')
        .values({ ...rows, visited_at: new Date() })
        .execute(),
      refusedByForeignKey,
    );
    await assert.rejects(
      api.db
        .insertInto('signed_forms')
        .values({ ...rows, form_name: 'Waiver' })
        .execute(),
      refusedByForeignKey,
    );
    // the same rows on the business's own contact are fine
    await api.db.insertInto('reminders').values({ business_id: beta.businessId, contact_id: betaContact, due_on: '2030-01-01', note: 'x' }).execute();
  });

  it("refuses a signed form of one business on another business's form (migration 0033)", async () => {
    const alphaForm = await api.db
      .insertInto('form_templates')
      .values({ business_id: alpha.businessId, name: 'Waiver' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await assert.rejects(
      api.db
        .insertInto('signed_forms')
        .values({ business_id: beta.businessId, contact_id: betaContact, form_name: 'Waiver', template_id: alphaForm.id })
        .execute(),
      refusedByForeignKey,
    );
    await api.db
      .insertInto('signed_forms')
      .values({ business_id: alpha.businessId, contact_id: alphaContact, form_name: 'Waiver', template_id: alphaForm.id })
      .execute();
  });

  it("refuses an asset on another business's contact or of another business's asset type", async () => {
    const alphaType = await api.db
      .insertInto('asset_types')
      .values({ business_id: alpha.businessId, type_name: 'Kayak' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const betaType = await api.db
      .insertInto('asset_types')
      .values({ business_id: beta.businessId, type_name: 'Kayak' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const asset = { business_id: beta.businessId, name: 'Blue', data: '{}' };
    await assert.rejects(
      api.db
        .insertInto('assets')
        .values({ ...asset, contact_id: alphaContact, asset_type_id: betaType.id })
        .execute(),
      refusedByForeignKey,
    );
    await assert.rejects(
      api.db
        .insertInto('assets')
        .values({ ...asset, contact_id: betaContact, asset_type_id: alphaType.id })
        .execute(),
      refusedByForeignKey,
    );
    await api.db
      .insertInto('assets')
      .values({ ...asset, contact_id: betaContact, asset_type_id: betaType.id })
      .execute();
  });

  it("refuses moving a row onto another business's parent, and a user onto another business's register", async () => {
    const reminder = await api.db
      .insertInto('reminders')
      .values({ business_id: alpha.businessId, contact_id: alphaContact, due_on: '2030-01-01', note: 'mine' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await assert.rejects(api.db.updateTable('reminders').set({ contact_id: betaContact }).where('id', '=', reminder.id).execute(), refusedByForeignKey);
    const betaRegister = await api.db.selectFrom('registers').select('id').where('business_id', '=', beta.businessId).executeTakeFirstOrThrow();
    await assert.rejects(api.db.updateTable('users').set({ register_id: betaRegister.id }).where('email', '=', alpha.email).execute(), refusedByForeignKey);
  });

  it("deleting a contact still takes its children with it; deleting a register clears only the user's register", async () => {
    const contact = await addContact(api, alpha.businessId);
    await api.db.insertInto('visits').values({ business_id: alpha.businessId, contact_id: contact, visited_at: new Date() }).execute();
    await api.db.deleteFrom('contacts').where('id', '=', contact).execute();
    assert.equal((await api.db.selectFrom('visits').select('id').where('contact_id', '=', contact).execute()).length, 0);
    const register = await api.db.selectFrom('registers').select('id').where('business_id', '=', alpha.businessId).executeTakeFirstOrThrow();
    await api.db.deleteFrom('registers').where('id', '=', register.id).execute();
    const user = await api.db.selectFrom('users').select(['business_id', 'register_id']).where('email', '=', alpha.email).executeTakeFirstOrThrow();
    assert.deepEqual(user, { business_id: alpha.businessId, register_id: null });
  });
});

// db/tenant.ts: a key held until the unit of work ends, for a count that rows about to be added must
// not race (an address's codes this hour).
describe(`a key held until the unit of work ends (${databaseKind} database)`, () => {
  let api: TestApi;
  let business: SignedUp;
  before(async () => {
    api = await startApi({ seed: false });
    business = await signUp(api, 'Held Keys');
  });
  after(() => api.close());

  it('is refused outside a unit of work, where it would hold nothing', async () => {
    await assert.rejects(holdUntilCommit(api.db, 'a key'), /outside a unit of work/);
  });

  it(
    'makes a second unit of work holding the same key wait until the first commits; another key does not wait',
    { skip: databaseKind !== 'postgres' && 'the embedded database runs one unit of work at a time' },
    async () => {
      const order: string[] = [];
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const first = unitOfWork(api.db, business.businessId, async (tenant) => {
        await holdUntilCommit(tenant.db, 'the key');
        order.push('first holds');
        await released;
        order.push('first ends');
      });
      while (!order.length) await sleep(5);
      const second = unitOfWork(api.db, business.businessId, async (tenant) => {
        await holdUntilCommit(tenant.db, 'the key');
        order.push('second holds');
      });
      await unitOfWork(api.db, business.businessId, (tenant) => holdUntilCommit(tenant.db, 'another key'));
      order.push('another key held');
      // the second is still waiting
      await sleep(100);
      release();
      await Promise.all([first, second]);
      assert.deepEqual(order, ['first holds', 'another key held', 'first ends', 'second holds']);
    },
  );
});
