import type { LightMyRequestResponse } from 'fastify';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addBooking, databaseKind, idempotencyKey, signInStaff, signUp, startApi, type TestApi } from '../../testing/harness';
import { APPROVED_CARD, cardSale } from '../../testing/sales';
import type { Contact, DepositLedger, Problem } from '../../schemas';

// Issue 34 §8: two records of one customer made one, their bookings, sales, deposits, assets and
// reminders with it.

const body = <T>(res: LightMyRequestResponse) => res.json() as T;

describe(`merging contacts (${databaseKind} database)`, () => {
  let api: TestApi;

  before(async () => {
    api = await startApi({ seed: false, jobs: false });
  });
  after(() => api.close());

  it("moves the duplicate's bookings, sales, deposits, assets and reminders to the contact kept, fills its blanks, and deletes the duplicate", async () => {
    const shop = await signUp(api, 'Merge Shop');
    const b = shop.b;
    const create = async (payload: object) => body<Contact>(await b.post('/api/contacts', { payload }));
    const kept = await create({ firstName: 'Ana', lastName: 'Núñez', phone: '(555) 010-0001', tags: ['vip'], notes: 'Prefers mornings' });
    const duplicate = await create({
      firstName: 'Ana',
      lastName: 'Nunez',
      email: 'ana@example.com',
      phone: '(555) 010-0002',
      address: '1 Elm St',
      tags: ['dogs'],
      notes: 'Two dogs',
    });
    // the duplicate's history: a booking with its card deposit, a sale, an asset, a reminder
    const bookingId = await addBooking(api, shop.businessId, duplicate.id);
    const deposit = await b.post('/api/deposits', {
      payload: { contactId: duplicate.id, bookingId, amountMinor: 2000, tender: { tender: 'card', amountMinor: 2000, card: APPROVED_CARD } },
      headers: idempotencyKey(),
    });
    assert.equal(deposit.statusCode, 201, deposit.body);
    const sale = await cardSale(b, [{ name: 'Wash', unitPriceMinor: 3000, quantity: 1 }], duplicate.id);
    const type = await b.post('/api/asset-types', { payload: { type_name: 'Pet', bookable: false, fields: [] } });
    assert.equal(type.statusCode, 201, type.body);
    const asset = await b.post(`/api/contacts/${duplicate.id}/assets`, { payload: { assetTypeId: type.json<{ id: string }>().id, name: 'Rex', data: {} } });
    assert.equal(asset.statusCode, 201, asset.body);
    assert.equal((await b.post(`/api/contacts/${duplicate.id}/reminders`, { payload: { dueOn: '2030-05-01', note: 'Nails' } })).statusCode, 201);

    // a staff login may not; a contact is not merged into itself; nothing changed by either
    const staff = await signInStaff(api, shop.businessId);
    assert.equal((await staff.post('/api/contact-merges', { payload: { contactId: kept.id, duplicateId: duplicate.id } })).statusCode, 403);
    const itself = await b.post('/api/contact-merges', { payload: { contactId: kept.id, duplicateId: kept.id } });
    assert.deepEqual([itself.statusCode, Object.keys(body<Problem>(itself).errors ?? {})], [400, ['duplicateId']]);
    // another business's admin finds neither contact: nothing of theirs is touched or told
    const other = await signUp(api, 'Other Shop');
    const foreign = await other.b.post('/api/contact-merges', { payload: { contactId: kept.id, duplicateId: duplicate.id } });
    assert.deepEqual([foreign.statusCode, body<Problem>(foreign).code], [404, 'not_found']);
    assert.equal((await b.get(`/api/contacts/${duplicate.id}`)).statusCode, 200);

    const merged = await b.post('/api/contact-merges', { payload: { contactId: kept.id, duplicateId: duplicate.id } });
    assert.equal(merged.statusCode, 200, merged.body);
    const contact = body<Contact>(merged);
    // its own details stay; its blanks take the duplicate's; tags joined, notes both kept
    assert.deepEqual(
      [contact.firstName, contact.lastName, contact.email, contact.phone, contact.address, contact.tags, contact.notes],
      ['Ana', 'Núñez', 'ana@example.com', '5550100001', '1 Elm St', ['vip', 'dogs'], 'Prefers mornings\n\nTwo dogs'],
    );
    assert.equal((await b.get(`/api/contacts/${duplicate.id}`)).statusCode, 404);

    const ownerOf = async (table: 'bookings' | 'invoices' | 'transactions' | 'assets' | 'reminders' | 'deposits' | 'deposit_movements') => [
      ...new Set((await api.db.selectFrom(table).select('contact_id').where('business_id', '=', shop.businessId).execute()).map((r) => r.contact_id)),
    ];
    for (const table of ['bookings', 'invoices', 'transactions', 'assets', 'reminders', 'deposits', 'deposit_movements'] as const) {
      assert.deepEqual(await ownerOf(table), [kept.id], table);
    }
    // the deposit is the kept contact's credit now, for the booking it was paid for
    const ledger = body<DepositLedger>(await b.get(`/api/deposit-ledgers/${kept.id}`));
    assert.deepEqual([ledger.balanceMinor, ledger.deposits.map((d) => d.bookingId)], [2000, [bookingId]]);
    assert.equal(body<{ invoice: { contactId: string } }>(await b.get(`/api/invoices/${sale.invoice.id}`)).invoice.contactId, kept.id);
    const audit = await api.db
      .selectFrom('audit_events')
      .select(['action', 'detail'])
      .where('business_id', '=', shop.businessId)
      .where('action', '=', 'contacts.merge')
      .execute();
    assert.equal(audit.length, 1);
    assert.deepEqual(JSON.parse(audit[0]!.detail).moved, {
      bookings: 1,
      invoices: 1,
      transactions: 2,
      deposits: 1,
      deposit_movements: 1,
      assets: 1,
      reminders: 1,
      visits: 1,
      signed_forms: 0,
      waitlist_entries: 0,
    });
  });
});
