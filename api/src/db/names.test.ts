import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { after, before, describe, it } from 'node:test';
import { hashPassword } from '../modules/auth/passwords';
import type { RegisterSession, SalesReport, TransactionStaff } from '../schemas';
import { addContact, browser, databaseKind, idempotencyKey, signUp, startApi, type SignedUp, type TestApi } from '../testing/harness';
import { cardSale } from '../testing/sales';
import { personName } from './names';

describe(`a person's name (${databaseKind} database)`, () => {
  let api: TestApi;
  let shop: SignedUp;
  before(async () => {
    api = await startApi();
    shop = await signUp(api, 'Names Shop');
  });
  after(() => api.close());

  /** A staff account of the shop with these names; its email. */
  const addUser = async (first: string, last: string, password?: string) => {
    const email = `names.${randomBytes(4).toString('hex')}@staff.test`;
    const password_hash = password ? await hashPassword(password) : 'not-a-hash';
    await api.db
      .insertInto('users')
      .values({ business_id: shop.businessId, email, password_hash, first_name: first, last_name: last, role: 'staff' })
      .execute();
    return email;
  };
  const userName = async (email: string) =>
    (await api.db.selectFrom('users').select(personName('users').as('name')).where('email', '=', email).executeTakeFirstOrThrow()).name;

  it('is the first and last name with one space between, and no space when one of them is missing', async () => {
    assert.equal(await userName(await addUser('Ada', 'Lovelace')), 'Ada Lovelace');
    assert.equal(await userName(await addUser('Cher', '')), 'Cher');
    assert.equal(await userName(await addUser('', 'Banksy')), 'Banksy');
  });

  it("is a user's email when the account has no name", async () => {
    const email = await addUser('', '');
    assert.equal(await userName(email), email);
  });

  it("is a contact's first and last name", async () => {
    const id = await addContact(api, shop.businessId, { first: 'Grace', last: 'Hopper' });
    const row = await api.db.selectFrom('contacts').select(personName('contacts').as('name')).where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(row.name, 'Grace Hopper');
  });

  it('is empty when an outer join finds no one', async () => {
    const row = await api.db
      .selectFrom('businesses')
      .leftJoin('users', (join) => join.on(sql<boolean>`false`))
      .select(personName('users').as('name'))
      .where('businesses.id', '=', shop.businessId)
      .executeTakeFirstOrThrow();
    assert.equal(row.name, '');
  });

  it("lists a staff member without a name by their email in the transactions' staff filter", async () => {
    const email = await addUser('', '');
    const staff = (await shop.b.get('/api/transactions/staff')).json<TransactionStaff>();
    assert.ok(staff.items.some((person) => person.name === email));
    assert.ok(staff.items.some((person) => person.name === 'Ada Admin'));
  });

  it('names the staff member without a name who opens a register by their email', async () => {
    const password = 'nameless-password-1';
    const email = await addUser('', '', password);
    const nameless = browser(api.app);
    assert.equal((await nameless.login(email, password)).statusCode, 200);
    const created = await shop.b.post('/api/registers', { payload: { name: `Till ${randomBytes(3).toString('hex')}` } });
    assert.equal(created.statusCode, 201, created.body);
    const opened = await nameless.post(`/api/registers/${created.json<{ id: string }>().id}/open`, {
      payload: { openingFloatMinor: 1_000 },
      headers: idempotencyKey(),
    });
    assert.equal(opened.statusCode, 201, opened.body);
    assert.equal(opened.json<RegisterSession>().openedBy, email);
  });

  it("names a staff member without a name by their email in the sales report's sales by staff", async () => {
    const password = 'nameless-password-2';
    const email = await addUser('', '', password);
    const nameless = browser(api.app);
    assert.equal((await nameless.login(email, password)).statusCode, 200);
    const sale = await cardSale(nameless, [{ name: 'Trim', unitPriceMinor: 2_500, quantity: 1 }]);
    const report = (await shop.b.get('/api/reports/sales')).json<SalesReport>();
    assert.deepEqual(
      report.byStaff.filter((s) => s.name === email).map((s) => s.salesMinor),
      [sale.invoice.totalMinor],
    );
  });
});
