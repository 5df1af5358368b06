import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hashPassword } from '../auth/passwords';
import { browser, databaseKind, startApi, type Browser, type TestApi } from '../../testing/harness';

type AssetType = { id: string; type_name: string; bookable: boolean; fields: { key: string }[]; assetCount: number };

describe(`asset types and assets (${databaseKind} database)`, () => {
  let api: TestApi;
  let admin: Browser;
  let types: AssetType[];
  let contactId: string;

  before(async () => {
    api = await startApi();
    admin = browser(api.app);
    await admin.login();
    types = (await admin.get('/api/asset-types')).json().items;
    contactId = (await admin.post('/api/contacts', { payload: { firstName: 'Vera', lastName: 'Wheel' } })).json().id;
  });
  after(() => api.close());

  it('lists the demo types with their fields', () => {
    const vehicle = types.find((t) => t.type_name === 'Vehicle')!;
    assert.deepEqual(vehicle.fields.map((f) => f.key), ['year', 'make', 'model', 'plate']);
    assert.equal(types.find((t) => t.type_name === 'Pet')!.bookable, true);
  });

  it('adds a vehicle to a contact, named from its fields, and lists it', async () => {
    const vehicle = types.find((t) => t.type_name === 'Vehicle')!;
    const res = await admin.post(`/api/contacts/${contactId}/assets`, { payload: { assetTypeId: vehicle.id, data: { year: '2019', make: 'Toyota', model: 'Corolla', plate: 'FD-123' } } });
    assert.equal(res.statusCode, 201);
    assert.equal(res.json().name, '2019 Toyota Corolla');
    assert.deepEqual(res.json().data, { year: 2019, make: 'Toyota', model: 'Corolla', plate: 'FD-123' });
    const list = (await admin.get(`/api/contacts/${contactId}/assets`)).json().items;
    assert.deepEqual(list.map((a: { typeName: string }) => a.typeName), ['Vehicle']);
  });

  it("checks an asset's data against its type's fields", async () => {
    const vehicle = types.find((t) => t.type_name === 'Vehicle')!;
    const res = await admin.post(`/api/contacts/${contactId}/assets`, { payload: { assetTypeId: vehicle.id, data: { year: 1700, make: '', colour: 'red' } } });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().errors, {
      colour: 'Not a field of this asset type',
      year: `Year must be a year between 1900 and ${new Date().getUTCFullYear() + 1}`,
      make: 'Make is required',
      model: 'Model is required',
    });
  });

  it('changes and deletes an asset', async () => {
    const pet = types.find((t) => t.type_name === 'Pet')!;
    const { id } = (await admin.post(`/api/contacts/${contactId}/assets`, { payload: { assetTypeId: pet.id, data: { pet_name: 'Biscuit', species: 'Dog', weight: 21.5 } } })).json();
    const changed = await admin.patch(`/api/assets/${id}`, { payload: { data: { breed: 'Beagle' } } });
    assert.equal(changed.statusCode, 200);
    assert.equal(changed.json().data.breed, 'Beagle');
    assert.equal(changed.json().name, 'Biscuit Dog');
    assert.equal((await admin.delete(`/api/assets/${id}`)).statusCode, 204);
    assert.equal((await admin.get(`/api/assets/${id}`)).statusCode, 404);
  });

  it('lets an admin create, change and delete a type; user_info follows', async () => {
    const created = await admin.post('/api/asset-types', {
      payload: { type_name: 'Boat', bookable: false, fields: [{ key: 'hull_id', label: 'Hull ID', kind: 'text', required: true }] },
    });
    assert.equal(created.statusCode, 201);
    const boat = created.json() as AssetType;
    let info = (await admin.get('/api/user_info')).json();
    assert.deepEqual(info.settings.asset_types[boat.id], { id: boat.id, type_name: 'Boat', bookable: false });
    assert.equal((await admin.patch(`/api/asset-types/${boat.id}`, { payload: { bookable: true } })).json().bookable, true);
    assert.equal((await admin.post('/api/asset-types', { payload: { type_name: 'boat', bookable: true, fields: [] } })).statusCode, 400);
    assert.equal((await admin.delete(`/api/asset-types/${boat.id}`)).statusCode, 204);
    info = (await admin.get('/api/user_info')).json();
    assert.equal(info.settings.asset_types[boat.id], undefined);
  });

  it('refuses to delete a type that has assets (409)', async () => {
    const vehicle = types.find((t) => t.type_name === 'Vehicle')!;
    const res = await admin.delete(`/api/asset-types/${vehicle.id}`);
    assert.equal(res.statusCode, 409);
  });

  it('lets staff read types but not change them (403)', async () => {
    const info = (await admin.get('/api/user_info')).json();
    const business = await api.db.selectFrom('users').select('business_id').where('id', '=', info.id).executeTakeFirstOrThrow();
    await api.db.insertInto('users').values({ business_id: business.business_id, email: 'staff@frontdesk.app', password_hash: await hashPassword('staff-password-1'), role: 'staff', register_id: null }).execute();
    const staff = browser(api.app);
    await staff.login('staff@frontdesk.app', 'staff-password-1');
    assert.equal((await staff.get('/api/asset-types')).statusCode, 200);
    assert.equal((await staff.post('/api/asset-types', { payload: { type_name: 'Bike', bookable: true, fields: [] } })).statusCode, 403);
  });

  it("answers 404 for another business's asset and contact", async () => {
    const vehicle = types.find((t) => t.type_name === 'Vehicle')!;
    const { id } = (await admin.post(`/api/contacts/${contactId}/assets`, { payload: { assetTypeId: vehicle.id, data: { make: 'Ford', model: 'Transit' } } })).json();
    const other = await browser(api.app).visit();
    await other.post('/api/signup', { payload: { businessName: 'Other', firstName: 'O', lastName: 'O', email: 'o@assets.test', password: 'long-enough-7' } });
    assert.equal((await other.get(`/api/assets/${id}`)).statusCode, 404);
    assert.equal((await other.delete(`/api/assets/${id}`)).statusCode, 404);
    assert.equal((await other.post(`/api/contacts/${contactId}/assets`, { payload: { assetTypeId: vehicle.id, data: { make: 'x', model: 'y' } } })).statusCode, 404);
    // its own contact, another business's type
    const own = (await other.post('/api/contacts', { payload: { firstName: 'Own' } })).json().id;
    assert.equal((await other.post(`/api/contacts/${own}/assets`, { payload: { assetTypeId: vehicle.id, data: { make: 'x', model: 'y' } } })).statusCode, 400);
  });
});
