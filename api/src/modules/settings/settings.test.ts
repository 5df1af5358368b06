import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browser, databaseKind, signInStaff, signUp, startApi, type Browser, type SignedUp, type TestApi } from '../../testing/harness';

describe(`contact settings (${databaseKind} database)`, () => {
  let api: TestApi;
  let alpha: SignedUp;
  let beta: SignedUp;
  let staff: Browser;
  const change = (b: Browser, body: object, csrf = true) => b.patch('/api/settings/contacts', { payload: body, csrf });

  before(async () => {
    api = await startApi({ seed: false });
    alpha = await signUp(api, 'Alpha Settings');
    beta = await signUp(api, 'Beta Settings');
    staff = await signInStaff(api, alpha.businessId);
  });
  after(() => api.close());

  it('answers 90 days when the business has no settings yet', async () => {
    const fresh = await signUp(api, 'Fresh Settings');
    const res = await fresh.b.get('/api/settings/contacts');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { lostCustomerDays: 90 });
  });

  it('lets the admin change it (insert, then update), for their business only', async () => {
    const first = await change(alpha.b, { lostCustomerDays: 120 });
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), { lostCustomerDays: 120 });
    assert.deepEqual((await change(alpha.b, { lostCustomerDays: 45 })).json(), { lostCustomerDays: 45 });
    assert.deepEqual((await alpha.b.get('/api/settings/contacts')).json(), { lostCustomerDays: 45 });
    const rows = await api.db.selectFrom('contact_settings').selectAll().where('business_id', '=', alpha.businessId).execute();
    assert.deepEqual(rows, [{ business_id: alpha.businessId, lost_customer_days: 45 }]);
    assert.deepEqual((await change(beta.b, { lostCustomerDays: 7 })).json(), { lostCustomerDays: 7 });
    assert.deepEqual((await alpha.b.get('/api/settings/contacts')).json(), { lostCustomerDays: 45 });
  });

  it('lets staff read it, and refuses their change with 403 admin_only, with a valid and an invalid body', async () => {
    await change(alpha.b, { lostCustomerDays: 60 });
    assert.deepEqual((await staff.get('/api/settings/contacts')).json(), { lostCustomerDays: 60 });
    for (const body of [{ lostCustomerDays: 10 }, { lostCustomerDays: 'lots' }]) {
      const res = await change(staff, body);
      assert.equal(res.statusCode, 403, JSON.stringify(body));
      assert.match(res.headers['content-type'] as string, /application\/problem\+json/);
      assert.equal(res.json().code, 'admin_only');
    }
    assert.deepEqual((await alpha.b.get('/api/settings/contacts')).json(), { lostCustomerDays: 60 });
  });

  it('answers 400 validation_failed for a value out of 1..3650, not a whole number or missing', async () => {
    const cases: [object, string][] = [
      [{ lostCustomerDays: 0 }, 'too_small'],
      [{ lostCustomerDays: 3651 }, 'too_large'],
      [{ lostCustomerDays: 1.5 }, 'invalid_value'],
      [{ lostCustomerDays: 'x' }, 'invalid_value'],
      [{}, 'required'],
    ];
    for (const [body, code] of cases) {
      const res = await change(alpha.b, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(res.json().code, 'validation_failed');
      assert.equal(res.json().errors.lostCustomerDays.code, code, JSON.stringify(body));
    }
    assert.deepEqual((await change(alpha.b, { lostCustomerDays: 3650 })).json(), { lostCustomerDays: 3650 });
  });

  it('answers 401 without a session and 403 without the CSRF token', async () => {
    const anonymous = await browser(api.app).visit();
    assert.equal((await anonymous.get('/api/settings/contacts')).statusCode, 401);
    const res = await change(alpha.b, { lostCustomerDays: 5 }, false);
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().code, 'csrf_failed');
  });
});
