import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browser, databaseKind, signInStaff, signUp, startApi, type Browser, type TestApi } from '../../testing/harness';

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
    assert.deepEqual(
      vehicle.fields.map((f) => f.key),
      ['year', 'make', 'model', 'plate'],
    );
    assert.equal(types.find((t) => t.type_name === 'Pet')!.bookable, true);
  });

  it('adds a vehicle to a contact, named from its fields, and lists it', async () => {
    const vehicle = types.find((t) => t.type_name === 'Vehicle')!;
    const res = await admin.post(`/api/contacts/${contactId}/assets`, {
      payload: { assetTypeId: vehicle.id, data: { year: '2019', make: 'Toyota', model: 'Corolla', plate: 'FD-123' } },
    });
    assert.equal(res.statusCode, 201);
    assert.equal(res.json().name, '2019 Toyota Corolla');
    assert.deepEqual(res.json().data, { year: 2019, make: 'Toyota', model: 'Corolla', plate: 'FD-123' });
    const list = (await admin.get(`/api/contacts/${contactId}/assets`)).json().items;
    assert.deepEqual(
      list.map((a: { typeName: string }) => a.typeName),
      ['Vehicle'],
    );
  });

  it("checks an asset's data against its type's fields", async () => {
    const vehicle = types.find((t) => t.type_name === 'Vehicle')!;
    const res = await admin.post(`/api/contacts/${contactId}/assets`, { payload: { assetTypeId: vehicle.id, data: { year: 1700, make: '', colour: 'red' } } });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().code, 'validation_failed');
    assert.deepEqual(res.json().errors, {
      colour: { code: 'not_allowed', message: 'Not a field of this asset type' },
      year: { code: 'too_small', message: `Year must be a year between 1900 and ${new Date().getUTCFullYear() + 1}`, params: { limit: 1900 } },
      make: { code: 'required', message: 'Make is required' },
      model: { code: 'required', message: 'Model is required' },
    });
  });

  it('finds a required field missing even when its key names an Object.prototype member', async () => {
    const fields = ['constructor', 'tostring', 'valueof'].map((key) => ({ key, label: key, kind: 'text', required: true }));
    const type = (await admin.post('/api/asset-types', { payload: { type_name: 'Prototype', bookable: false, fields } })).json();
    const res = await admin.post(`/api/contacts/${contactId}/assets`, { payload: { assetTypeId: type.id, data: {} } });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(Object.keys(res.json().errors).sort(), ['constructor', 'tostring', 'valueof']);
  });

  it('changes and deletes an asset', async () => {
    const pet = types.find((t) => t.type_name === 'Pet')!;
    const { id } = (
      await admin.post(`/api/contacts/${contactId}/assets`, { payload: { assetTypeId: pet.id, data: { pet_name: 'Biscuit', species: 'Dog', weight: 21.5 } } })
    ).json();
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
    const taken = await admin.post('/api/asset-types', { payload: { type_name: 'boat', bookable: true, fields: [] } });
    assert.equal(taken.statusCode, 400);
    assert.deepEqual(taken.json().errors, { type_name: { code: 'taken', message: 'An asset type has this name' } });
    assert.equal((await admin.delete(`/api/asset-types/${boat.id}`)).statusCode, 204);
    info = (await admin.get('/api/user_info')).json();
    assert.equal(info.settings.asset_types[boat.id], undefined);
  });

  it('refuses to delete a type that has assets (409 in_use)', async () => {
    const type = (
      await admin.post('/api/asset-types', {
        payload: { type_name: 'Trailer', bookable: false, fields: [{ key: 'vin', label: 'VIN', kind: 'text', required: true }] },
      })
    ).json() as AssetType;
    const asset = await admin.post(`/api/contacts/${contactId}/assets`, { payload: { assetTypeId: type.id, data: { vin: 'T-1' } } });
    assert.equal(asset.statusCode, 201, asset.body);
    const res = await admin.delete(`/api/asset-types/${type.id}`);
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().code, 'in_use');
    assert.equal((await admin.get('/api/asset-types')).json().items.find((t: AssetType) => t.id === type.id).assetCount, 1);
  });

  it('lets staff read types but refuses their changes with 403 admin_only, whatever the body', async () => {
    const businessId = (await api.db.selectFrom('asset_types').select('business_id').where('id', '=', types[0]!.id).executeTakeFirstOrThrow()).business_id;
    const staff = await signInStaff(api, businessId);
    assert.equal((await staff.get('/api/asset-types')).statusCode, 200);
    const valid = { type_name: 'Bike', bookable: true, fields: [] };
    const invalid = { type_name: '', bookable: 'sometimes', fields: 'none' };
    for (const payload of [valid, invalid]) {
      const res = await staff.post('/api/asset-types', { payload });
      assert.equal(res.statusCode, 403, JSON.stringify(payload));
      assert.equal(res.json().code, 'admin_only');
    }
    const vehicle = types.find((t) => t.type_name === 'Vehicle')!;
    assert.equal((await staff.patch(`/api/asset-types/${vehicle.id}`, { payload: { bookable: 'no' } })).json().code, 'admin_only');
    assert.equal((await staff.delete(`/api/asset-types/${vehicle.id}`)).json().code, 'admin_only');
    assert.equal((await api.db.selectFrom('asset_types').select('id').where('type_name', '=', 'Bike').execute()).length, 0);
  });

  it("answers 404 for another business's asset and contact", async () => {
    const vehicle = types.find((t) => t.type_name === 'Vehicle')!;
    const { id } = (
      await admin.post(`/api/contacts/${contactId}/assets`, { payload: { assetTypeId: vehicle.id, data: { make: 'Ford', model: 'Transit' } } })
    ).json();
    const { b: other } = await signUp(api, 'Other');
    assert.equal((await other.get(`/api/assets/${id}`)).statusCode, 404);
    assert.equal((await other.delete(`/api/assets/${id}`)).statusCode, 404);
    assert.equal(
      (await other.post(`/api/contacts/${contactId}/assets`, { payload: { assetTypeId: vehicle.id, data: { make: 'x', model: 'y' } } })).statusCode,
      404,
    );
    // its own contact, another business's type
    const own = (await other.post('/api/contacts', { payload: { firstName: 'Own' } })).json().id;
    const foreignType = await other.post(`/api/contacts/${own}/assets`, { payload: { assetTypeId: vehicle.id, data: { make: 'x', model: 'y' } } });
    assert.equal(foreignType.statusCode, 400);
    assert.equal(foreignType.json().errors.assetTypeId.code, 'not_found');
  });
});
