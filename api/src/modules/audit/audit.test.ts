import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addContact, databaseKind, signInStaff, signUp, startApi, type SignedUp, type TestApi } from '../../testing/harness';
import type { AuditEventPage } from './schemas';

describe(`the audit trail of bulk reads and writes (${databaseKind} database)`, () => {
  let api: TestApi;
  let shop: SignedUp;
  const trail = async () => (await shop.b.get('/api/audit-events')).json() as AuditEventPage;

  before(async () => {
    api = await startApi();
    shop = await signUp(api, 'Audited Shop');
    await addContact(api, shop.businessId, { first: 'Ana', last: 'Export' });
    await addContact(api, shop.businessId, { first: 'Ben', last: 'Export' });
    await addContact(api, shop.businessId, { first: 'Cy', last: 'Other' });
  });
  after(() => api.close());

  it("records a staff member's export with its filter and the rows it sent", async () => {
    const staff = await signInStaff(api, shop.businessId);
    const staffEmail = (await staff.get('/api/user_info')).json().email as string;
    const res = await staff.get('/api/contacts/export.csv?q=Export');
    assert.equal(res.statusCode, 200);
    assert.equal(res.body.trim().split('\n').length, 3, 'a header and two rows');
    const [event] = (await trail()).items;
    assert.equal(event?.action, 'contacts.export');
    assert.equal(event?.userEmail, staffEmail);
    assert.equal(event?.rowCount, 2);
    assert.deepEqual(event?.detail, { filter: { q: 'Export' } });
  });

  it('records an import as it starts: who, how many rows, which import', async () => {
    const res = await shop.b.post('/api/contacts/imports', {
      payload: { duplicates: 'skip', rows: [{ firstName: 'Dee' }, { firstName: 'Eve' }, { firstName: 'Fay' }] },
    });
    assert.equal(res.statusCode, 202);
    const [event] = (await trail()).items;
    assert.equal(event?.action, 'contacts.import');
    assert.equal(event?.userEmail, shop.email);
    assert.equal(event?.rowCount, 3);
    assert.deepEqual(event?.detail, { importId: res.json().id, duplicates: 'skip' });
  });

  it('an import refused by its schema records nothing', async () => {
    const before = (await trail()).total;
    const res = await shop.b.post('/api/contacts/imports', { payload: { duplicates: 'skip', rows: 'not rows' } });
    assert.equal(res.statusCode, 400);
    assert.equal((await trail()).total, before);
  });

  it("is read by the business's admins only, and shows no other business's events", async () => {
    const staff = await signInStaff(api, shop.businessId);
    const refused = await staff.get('/api/audit-events');
    assert.deepEqual([refused.statusCode, refused.json().code], [403, 'admin_only']);
    const other = await signUp(api, 'Other Shop');
    await other.b.get('/api/contacts/export.csv');
    const theirs = (await other.b.get('/api/audit-events')).json() as AuditEventPage;
    assert.equal(theirs.total, 1);
    assert.equal(theirs.items[0]?.userEmail, other.email);
    assert.ok((await trail()).items.every((event) => event.userEmail !== other.email));
  });
});
