import type { LightMyRequestResponse } from 'fastify';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../demo/demo';
import { browser, databaseKind, signInStaff, signUp, startApi, type Browser, type SignedUp, type TestApi } from '../../testing/harness';
import type { CatalogueItem, CatalogueItemPage, Problem, TaxRate, TaxRateList } from '../../schemas';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const body = <T>(res: LightMyRequestResponse) => res.json() as T;
/** The field errors of a 400 validation_failed, as `{ field: code }`. */
function refusals(res: LightMyRequestResponse): Record<string, string> {
  assert.equal(res.statusCode, 400, res.body);
  const problem = body<Problem>(res);
  assert.equal(problem.code, 'validation_failed');
  return Object.fromEntries(Object.entries(problem.errors ?? {}).map(([field, error]) => [field, error.code]));
}

/** `{ total_minor: 0, … }`: a free invoice's figures */
const zero = <Name extends string>(...names: Name[]) => Object.fromEntries(names.map((name) => [`${name}_minor`, 0])) as Record<`${Name}_minor`, number>;

const service = (name: string, extra: object = {}) => ({ kind: 'service', name, priceMinor: 2500, ...extra });
const product = (name: string, extra: object = {}) => ({ kind: 'product', name, priceMinor: 1500, ...extra });

async function addItem(b: Browser, payload: object): Promise<CatalogueItem> {
  const res = await b.post('/api/catalogue-items', { payload });
  assert.equal(res.statusCode, 201, res.body);
  return body<CatalogueItem>(res);
}
async function addRate(b: Browser, payload: object): Promise<TaxRate> {
  const res = await b.post('/api/tax-rates', { payload });
  assert.equal(res.statusCode, 201, res.body);
  return body<TaxRate>(res);
}
const listOf = async (b: Browser, query = '') => body<CatalogueItemPage>(await b.get(`/api/catalogue-items${query}`));
const namesOf = async (b: Browser, query = '') => (await listOf(b, query)).items.map((item) => item.name);
const ratesOf = async (b: Browser) => body<TaxRateList>(await b.get('/api/tax-rates'));

describe(`catalogue (${databaseKind} database)`, () => {
  let api: TestApi;
  let alpha: SignedUp;
  let beta: SignedUp;

  before(async () => {
    api = await startApi({ jobs: false });
    alpha = await signUp(api, 'Alpha Catalogue');
    beta = await signUp(api, 'Beta Catalogue');
  });
  after(() => api.close());

  describe('tax rates', () => {
    it('adds a rate (201) with its name trimmed, and lists it with the business currency', async () => {
      const { b } = await signUp(api, 'Rates One');
      const rate = await addRate(b, { name: '  City tax ', rateBp: 450 });
      assert.deepEqual({ ...rate, id: '', createdAt: '' }, { id: '', name: 'City tax', rateBp: 450, isDefault: false, archived: false, createdAt: '' });
      const list = await ratesOf(b);
      assert.equal(list.currency, 'USD');
      assert.deepEqual(
        list.items.map((r) => r.id),
        [rate.id],
      );
    });

    it('refuses a blank name and a rate outside 0 to 10,000 basis points, and writes nothing', async () => {
      const { b, businessId } = await signUp(api, 'Rates Refused');
      assert.deepEqual(refusals(await b.post('/api/tax-rates', { payload: { name: '   ', rateBp: 100 } })), { name: 'required' });
      assert.deepEqual(refusals(await b.post('/api/tax-rates', { payload: { name: 'Too much', rateBp: 10_001 } })), { rateBp: 'too_large' });
      assert.deepEqual(refusals(await b.post('/api/tax-rates', { payload: { name: 'Negative', rateBp: -1 } })), { rateBp: 'too_small' });
      assert.deepEqual(refusals(await b.post('/api/tax-rates', { payload: { name: 'x'.repeat(61), rateBp: 1 } })), { name: 'too_long' });
      const rows = await api.db.selectFrom('tax_rates').select('id').where('business_id', '=', businessId).execute();
      assert.equal(rows.length, 0);
      assert.equal((await addRate(b, { name: 'Whole', rateBp: 10_000 })).rateBp, 10_000);
    });

    it('keeps one default at most: a new default clears the previous one, and lists first', async () => {
      const { b, businessId } = await signUp(api, 'Rates Default');
      const zed = await addRate(b, { name: 'Zed', rateBp: 100, isDefault: true });
      const abc = await addRate(b, { name: 'Abc', rateBp: 200 });
      assert.deepEqual(
        (await ratesOf(b)).items.map((r) => [r.name, r.isDefault]),
        [
          ['Zed', true],
          ['Abc', false],
        ],
      );
      const made = await b.patch(`/api/tax-rates/${abc.id}`, { payload: { isDefault: true } });
      assert.equal(made.statusCode, 200, made.body);
      assert.equal(body<TaxRate>(made).isDefault, true);
      assert.deepEqual(
        (await ratesOf(b)).items.map((r) => [r.name, r.isDefault]),
        [
          ['Abc', true],
          ['Zed', false],
        ],
      );
      const third = await addRate(b, { name: 'Third', rateBp: 300, isDefault: true });
      const defaults = await api.db.selectFrom('tax_rates').select('id').where('business_id', '=', businessId).where('is_default', '=', true).execute();
      assert.deepEqual(
        defaults.map((r) => r.id),
        [third.id],
      );
      assert.equal(body<TaxRate>(await b.patch(`/api/tax-rates/${zed.id}`, { payload: { isDefault: false } })).isDefault, false);
    });

    it('makes exactly one default when several rates are made the default at once', async () => {
      const { b, businessId } = await signUp(api, 'Rates Race');
      const rates = await Promise.all(Array.from({ length: 8 }, (_, i) => addRate(b, { name: `Rate ${i}`, rateBp: i * 10 })));
      const answers = await Promise.all(rates.map((rate) => b.patch(`/api/tax-rates/${rate.id}`, { payload: { isDefault: true } })));
      assert.deepEqual(
        answers.map((res) => res.statusCode),
        rates.map(() => 200),
      );
      const defaults = await api.db.selectFrom('tax_rates').select('id').where('business_id', '=', businessId).where('is_default', '=', true).execute();
      assert.equal(defaults.length, 1);
    });

    it('renames a rate and changes its rate; a blank name is refused', async () => {
      const { b } = await signUp(api, 'Rates Rename');
      const rate = await addRate(b, { name: 'Old', rateBp: 100 });
      const res = await b.patch(`/api/tax-rates/${rate.id}`, { payload: { name: ' New ', rateBp: 725 } });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual([body<TaxRate>(res).name, body<TaxRate>(res).rateBp], ['New', 725]);
      assert.deepEqual(refusals(await b.patch(`/api/tax-rates/${rate.id}`, { payload: { name: '' } })), { name: 'required' });
    });

    it('archives a rate in use: it leaves the list and the default, the item keeps it, and no new item may take it', async () => {
      const { b } = await signUp(api, 'Rates Archive');
      const rate = await addRate(b, { name: 'Local', rateBp: 600, isDefault: true });
      const item = await addItem(b, service('Wash', { taxRateId: rate.id }));
      const res = await b.patch(`/api/tax-rates/${rate.id}`, { payload: { archived: true } });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual([body<TaxRate>(res).archived, body<TaxRate>(res).isDefault], [true, false]);
      assert.deepEqual((await ratesOf(b)).items, []);
      const kept = body<CatalogueItem>(await b.get(`/api/catalogue-items/${item.id}`));
      assert.deepEqual([kept.taxRateId, kept.taxRateBp], [rate.id, 600]);
      // the item is changed without naming its rate again: it keeps it
      assert.equal((await b.patch(`/api/catalogue-items/${item.id}`, { payload: { name: 'Wash+', taxRateId: rate.id } })).statusCode, 200);
      assert.deepEqual(refusals(await b.post('/api/catalogue-items', { payload: service('New', { taxRateId: rate.id }) })), { taxRateId: 'not_found' });
      assert.deepEqual(refusals(await b.patch(`/api/tax-rates/${rate.id}`, { payload: { isDefault: true } })), { isDefault: 'not_allowed' });
      const back = await b.patch(`/api/tax-rates/${rate.id}`, { payload: { archived: false, isDefault: true } });
      assert.deepEqual([body<TaxRate>(back).archived, body<TaxRate>(back).isDefault], [false, true]);
    });

    it("answers 404 for another business's rate, and lists only the business's own", async () => {
      const rate = await addRate(beta.b, { name: 'Beta only', rateBp: 100 });
      const res = await alpha.b.patch(`/api/tax-rates/${rate.id}`, { payload: { name: 'Taken over' } });
      assert.equal(res.statusCode, 404);
      assert.equal(body<Problem>(res).code, 'not_found');
      assert.equal((await alpha.b.patch(`/api/tax-rates/${UNKNOWN}`, { payload: { name: 'x' } })).statusCode, 404);
      assert.ok(!(await ratesOf(alpha.b)).items.some((r) => r.id === rate.id));
      assert.equal(body<TaxRate>(await beta.b.patch(`/api/tax-rates/${rate.id}`, { payload: {} })).name, 'Beta only');
    });
  });

  describe('items', () => {
    it('adds a service with every field, priced with its rate, and lists it with the currency', async () => {
      const { b } = await signUp(api, 'Items Service');
      const rate = await addRate(b, { name: 'Sales tax', rateBp: 825, isDefault: true });
      const item = await addItem(b, {
        kind: 'service',
        name: '  Full detail ',
        sku: ' FD-1 ',
        category: ' Detailing ',
        description: 'Inside and out',
        priceMinor: 18_900,
        taxRateId: rate.id,
        durationMinutes: 180,
      });
      assert.deepEqual(
        { ...item, id: '', createdAt: '', updatedAt: '' },
        {
          id: '',
          kind: 'service',
          name: 'Full detail',
          sku: 'FD-1',
          category: 'Detailing',
          description: 'Inside and out',
          priceMinor: 18_900,
          taxRateId: rate.id,
          taxRateBp: 825,
          durationMinutes: 180,
          inventory: null,
          quantity: null,
          variants: [],
          archived: false,
          createdAt: '',
          updatedAt: '',
        },
      );
      const list = await listOf(b);
      assert.equal(list.currency, 'USD');
      assert.deepEqual(list.items, [item]);
    });

    it('adds a product with stock and variants (ids given by the server); untaxed is rate 0', async () => {
      const { b } = await signUp(api, 'Items Product');
      const item = await addItem(
        b,
        product('Shampoo', {
          inventory: 'limited',
          quantity: 4,
          variants: [
            { name: ' Small ', sku: 'S', priceMinor: 999 },
            { name: 'Large', priceMinor: 1999 },
          ],
        }),
      );
      assert.deepEqual([item.inventory, item.quantity, item.taxRateId, item.taxRateBp, item.durationMinutes], ['limited', 4, null, 0, null]);
      assert.deepEqual(
        item.variants.map(({ name, sku, priceMinor }) => ({ name, sku, priceMinor })),
        [
          { name: 'Small', sku: 'S', priceMinor: 999 },
          { name: 'Large', sku: '', priceMinor: 1999 },
        ],
      );
      assert.ok(item.variants.every((variant) => /^[0-9a-f-]{36}$/.test(variant.id)));
      assert.equal((await addItem(b, product('Towel'))).inventory, 'in_stock');
    });

    it('refuses a blank or long name and a price outside 0 to 100,000,000, and writes nothing', async () => {
      const { b, businessId } = await signUp(api, 'Items Refused');
      assert.deepEqual(refusals(await b.post('/api/catalogue-items', { payload: service('   ') })), { name: 'required' });
      assert.deepEqual(refusals(await b.post('/api/catalogue-items', { payload: service('x'.repeat(121)) })), { name: 'too_long' });
      assert.deepEqual(refusals(await b.post('/api/catalogue-items', { payload: service('Dear', { priceMinor: 100_000_001 }) })), { priceMinor: 'too_large' });
      assert.deepEqual(refusals(await b.post('/api/catalogue-items', { payload: service('Cheap', { priceMinor: -1 }) })), { priceMinor: 'too_small' });
      assert.deepEqual(refusals(await b.post('/api/catalogue-items', { payload: service('Float', { priceMinor: 12.5 }) })), { priceMinor: 'invalid_value' });
      const rows = await api.db.selectFrom('catalogue_items').select('id').where('business_id', '=', businessId).execute();
      assert.equal(rows.length, 0);
      assert.equal((await addItem(b, service('Top', { priceMinor: 100_000_000 }))).priceMinor, 100_000_000);
      assert.equal((await addItem(b, service('Free', { priceMinor: 0 }))).priceMinor, 0);
    });

    it('keeps a SKU to one item of the business, in any case, archived items included', async () => {
      const { b } = await signUp(api, 'Items SKU');
      const first = await addItem(b, product('Wax', { sku: 'WAX-1' }));
      assert.deepEqual(refusals(await b.post('/api/catalogue-items', { payload: product('Other wax', { sku: ' wax-1 ' }) })), { sku: 'taken' });
      const second = await addItem(b, product('Polish', { sku: 'POL-1' }));
      assert.deepEqual(refusals(await b.patch(`/api/catalogue-items/${second.id}`, { payload: { sku: 'Wax-1' } })), { sku: 'taken' });
      assert.equal((await b.patch(`/api/catalogue-items/${first.id}`, { payload: { sku: 'wax-1' } })).statusCode, 200);
      assert.equal((await b.delete(`/api/catalogue-items/${first.id}`)).statusCode, 204);
      assert.deepEqual(refusals(await b.post('/api/catalogue-items', { payload: product('Again', { sku: 'WAX-1' }) })), { sku: 'taken' });
      // no SKU is no SKU: any number of items have none
      await addItem(b, product('No sku 1'));
      await addItem(b, product('No sku 2', { sku: '  ' }));
      // another business has its own SKUs
      assert.equal((await addItem(beta.b, product('Beta wax', { sku: 'WAX-1' }))).sku, 'WAX-1');
    });

    it('gives a SKU to one of several items sent at once, and says taken to the others', async () => {
      const { b, businessId } = await signUp(api, 'Items SKU race');
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => b.post('/api/catalogue-items', { payload: product(`Racer ${i}`, { sku: 'RACE' }) })),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      assert.deepEqual(statuses, [201, 400, 400, 400, 400, 400]);
      for (const res of answers.filter((r) => r.statusCode === 400)) assert.deepEqual(refusals(res), { sku: 'taken' });
      const rows = await api.db.selectFrom('catalogue_items').select('id').where('business_id', '=', businessId).execute();
      assert.equal(rows.length, 1);
    });

    it('refuses stock and variants on a service, and a duration on a product', async () => {
      const { b } = await signUp(api, 'Items Kinds');
      assert.deepEqual(refusals(await b.post('/api/catalogue-items', { payload: service('Bath', { inventory: 'in_stock' }) })), { inventory: 'not_allowed' });
      assert.deepEqual(refusals(await b.post('/api/catalogue-items', { payload: service('Bath', { quantity: 3 }) })), { quantity: 'not_allowed' });
      assert.deepEqual(refusals(await b.post('/api/catalogue-items', { payload: service('Bath', { variants: [{ name: 'Big', priceMinor: 1 }] }) })), {
        variants: 'not_allowed',
      });
      assert.deepEqual(refusals(await b.post('/api/catalogue-items', { payload: product('Brush', { durationMinutes: 30 }) })), {
        durationMinutes: 'not_allowed',
      });
      // none is none: a form may send the empty values of the other kind
      const bath = await addItem(b, service('Bath', { inventory: null, quantity: null, variants: [], durationMinutes: 45 }));
      assert.equal(bath.durationMinutes, 45);
      assert.equal((await addItem(b, product('Brush', { durationMinutes: null }))).durationMinutes, null);
    });

    it('counts stock from zero, and asks limited stock for its quantity', async () => {
      const { b } = await signUp(api, 'Items Stock');
      assert.deepEqual(refusals(await b.post('/api/catalogue-items', { payload: product('Gel', { quantity: -1 }) })), { quantity: 'too_small' });
      assert.deepEqual(refusals(await b.post('/api/catalogue-items', { payload: product('Gel', { inventory: 'limited' }) })), { quantity: 'required' });
      const gel = await addItem(b, product('Gel', { inventory: 'out_of_stock', quantity: 0 }));
      assert.deepEqual([gel.inventory, gel.quantity], ['out_of_stock', 0]);
      assert.deepEqual(refusals(await b.patch(`/api/catalogue-items/${gel.id}`, { payload: { inventory: 'limited', quantity: null } })), {
        quantity: 'required',
      });
      const limited = body<CatalogueItem>(await b.patch(`/api/catalogue-items/${gel.id}`, { payload: { inventory: 'limited', quantity: 2 } }));
      assert.deepEqual([limited.inventory, limited.quantity], ['limited', 2]);
    });

    it('keeps variant names distinct within an item, and each variant its id across changes', async () => {
      const { b } = await signUp(api, 'Items Variants');
      assert.deepEqual(
        refusals(
          await b.post('/api/catalogue-items', {
            payload: product('Collar', {
              variants: [
                { name: 'Small', priceMinor: 1 },
                { name: ' small ', priceMinor: 2 },
              ],
            }),
          }),
        ),
        { 'variants.1.name': 'duplicate_key' },
      );
      assert.deepEqual(refusals(await b.post('/api/catalogue-items', { payload: product('Collar', { variants: [{ name: ' ', priceMinor: 1 }] }) })), {
        'variants.0.name': 'required',
      });
      const collar = await addItem(
        b,
        product('Collar', {
          variants: [
            { name: 'Small', priceMinor: 100 },
            { name: 'Large', priceMinor: 200 },
          ],
        }),
      );
      const [small] = collar.variants;
      const res = await b.patch(`/api/catalogue-items/${collar.id}`, {
        payload: {
          variants: [
            { id: small!.id, name: 'S', priceMinor: 150 },
            { id: UNKNOWN, name: 'XL', priceMinor: 300 },
          ],
        },
      });
      assert.equal(res.statusCode, 200, res.body);
      const changed = body<CatalogueItem>(res).variants;
      assert.deepEqual(
        changed.map((v) => [v.name, v.priceMinor]),
        [
          ['S', 150],
          ['XL', 300],
        ],
      );
      assert.equal(changed[0]!.id, small!.id);
      assert.notEqual(changed[1]!.id, UNKNOWN);
    });

    it('refuses a tax rate of another business or an unknown one with not_found', async () => {
      const betaRate = await addRate(beta.b, { name: 'Beta tax', rateBp: 500 });
      assert.deepEqual(refusals(await alpha.b.post('/api/catalogue-items', { payload: service('Sneaky', { taxRateId: betaRate.id }) })), {
        taxRateId: 'not_found',
      });
      assert.deepEqual(refusals(await alpha.b.post('/api/catalogue-items', { payload: service('Sneaky', { taxRateId: UNKNOWN }) })), {
        taxRateId: 'not_found',
      });
      const item = await addItem(alpha.b, service('Honest'));
      assert.deepEqual(refusals(await alpha.b.patch(`/api/catalogue-items/${item.id}`, { payload: { taxRateId: betaRate.id } })), { taxRateId: 'not_found' });
    });

    it('changes the fields sent; a product made a service leaves its stock behind', async () => {
      const { b } = await signUp(api, 'Items Change');
      const rate = await addRate(b, { name: 'Tax', rateBp: 1000 });
      const item = await addItem(b, product('Kit', { sku: 'KIT', inventory: 'limited', quantity: 3, variants: [{ name: 'A', priceMinor: 1 }] }));
      const res = await b.patch(`/api/catalogue-items/${item.id}`, { payload: { priceMinor: 4200, taxRateId: rate.id, description: 'New kit' } });
      assert.equal(res.statusCode, 200, res.body);
      const changed = body<CatalogueItem>(res);
      assert.deepEqual([changed.priceMinor, changed.taxRateBp, changed.description, changed.sku, changed.quantity], [4200, 1000, 'New kit', 'KIT', 3]);
      assert.ok(changed.updatedAt >= item.updatedAt);
      const asService = body<CatalogueItem>(await b.patch(`/api/catalogue-items/${item.id}`, { payload: { kind: 'service', durationMinutes: 60 } }));
      assert.deepEqual(
        [asService.kind, asService.inventory, asService.quantity, asService.variants, asService.durationMinutes],
        ['service', null, null, [], 60],
      );
      assert.deepEqual(refusals(await b.patch(`/api/catalogue-items/${item.id}`, { payload: { quantity: 5 } })), { quantity: 'not_allowed' });
      const untaxed = body<CatalogueItem>(await b.patch(`/api/catalogue-items/${item.id}`, { payload: { taxRateId: null } }));
      assert.deepEqual([untaxed.taxRateId, untaxed.taxRateBp], [null, 0]);
    });

    it('archives an item: gone from the list and categories, found by id, its invoice lines kept, and brought back', async () => {
      const { b, businessId } = await signUp(api, 'Items Archive');
      const item = await addItem(b, service('Old wash', { category: 'Retired' }));
      await addItem(b, service('New wash', { category: 'Current' }));
      const invoice = await api.db
        .insertInto('invoices')
        .values({ business_id: businessId, number: 1, status: 'paid', currency: 'USD', ...zero('subtotal', 'discount', 'tax', 'tip', 'total') })
        .returning('id')
        .executeTakeFirstOrThrow();
      await api.db
        .insertInto('invoice_lines')
        .values({
          business_id: businessId,
          invoice_id: invoice.id,
          position: 0,
          item_id: item.id,
          kind: 'service',
          name: 'Old wash',
          quantity: 1,
          tax_rate_bp: 0,
          ...zero('unit_price', 'discount', 'order_discount', 'tax', 'total'),
        })
        .execute();

      assert.equal((await b.delete(`/api/catalogue-items/${item.id}`)).statusCode, 204);
      assert.equal((await b.delete(`/api/catalogue-items/${item.id}`)).statusCode, 204);
      assert.deepEqual(await namesOf(b), ['New wash']);
      assert.deepEqual(await namesOf(b, '?q=old'), []);
      assert.deepEqual(body<{ categories: string[] }>(await b.get('/api/catalogue-categories')).categories, ['Current']);
      assert.deepEqual(await namesOf(b, '?includeArchived=true'), ['New wash', 'Old wash']);
      assert.equal(body<CatalogueItem>(await b.get(`/api/catalogue-items/${item.id}`)).archived, true);
      const line = await api.db.selectFrom('invoice_lines').select('item_id').where('invoice_id', '=', invoice.id).executeTakeFirstOrThrow();
      assert.equal(line.item_id, item.id);

      const back = await b.patch(`/api/catalogue-items/${item.id}`, { payload: { archived: false } });
      assert.equal(body<CatalogueItem>(back).archived, false);
      assert.deepEqual(await namesOf(b), ['New wash', 'Old wash']);
    });

    it("answers 404 for another business's item or an unknown one, and lists only the business's own", async () => {
      const item = await addItem(beta.b, service('Beta secret', { category: 'Beta only' }));
      for (const res of [
        await alpha.b.get(`/api/catalogue-items/${item.id}`),
        await alpha.b.patch(`/api/catalogue-items/${item.id}`, { payload: { name: 'Mine' } }),
        await alpha.b.delete(`/api/catalogue-items/${item.id}`),
        await alpha.b.get(`/api/catalogue-items/${UNKNOWN}`),
      ]) {
        assert.equal(res.statusCode, 404, res.body);
        assert.equal(body<Problem>(res).code, 'not_found');
      }
      assert.ok(!(await namesOf(alpha.b, '?q=beta&includeArchived=true')).includes('Beta secret'));
      assert.ok(!body<{ categories: string[] }>(await alpha.b.get('/api/catalogue-categories')).categories.includes('Beta only'));
      const kept = body<CatalogueItem>(await beta.b.get(`/api/catalogue-items/${item.id}`));
      assert.deepEqual([kept.name, kept.archived], ['Beta secret', false]);
    });

    it('lets staff read the catalogue but refuses their changes with 403 admin_only', async () => {
      const shop = await signUp(api, 'Items Staff');
      const staff = await signInStaff(api, shop.businessId);
      const item = await addItem(shop.b, service('Staff wash'));
      const rate = await addRate(shop.b, { name: 'Tax', rateBp: 100 });
      assert.equal((await staff.get('/api/catalogue-items')).statusCode, 200);
      assert.equal((await staff.get(`/api/catalogue-items/${item.id}`)).statusCode, 200);
      assert.equal((await staff.get('/api/catalogue-categories')).statusCode, 200);
      assert.equal((await staff.get('/api/tax-rates')).statusCode, 200);
      for (const res of [
        await staff.post('/api/catalogue-items', { payload: service('Nope') }),
        await staff.patch(`/api/catalogue-items/${item.id}`, { payload: { name: 'Nope' } }),
        await staff.delete(`/api/catalogue-items/${item.id}`),
        await staff.post('/api/tax-rates', { payload: { name: 'Nope', rateBp: 1 } }),
        await staff.patch(`/api/tax-rates/${rate.id}`, { payload: { isDefault: true } }),
      ]) {
        assert.equal(res.statusCode, 403, res.body);
        assert.equal(body<Problem>(res).code, 'admin_only');
      }
      assert.deepEqual(await namesOf(shop.b), ['Staff wash']);
    });
  });

  describe('the list', () => {
    let shop: SignedUp;
    before(async () => {
      shop = await signUp(api, 'List Shop');
      for (const payload of [
        product('Ceramic spray', { sku: 'CS-16', category: 'Car care' }),
        service('wash', { category: 'Detailing' }),
        service('Bath', { category: 'Grooming' }),
        product('Collar', { sku: 'PET-COL', category: 'Pet care' }),
        service('Detail 100%', { category: 'Detailing' }),
      ]) {
        await addItem(shop.b, payload);
      }
    });

    it('sorts services first, then products, each by name in any case', async () => {
      assert.deepEqual(await namesOf(shop.b), ['Bath', 'Detail 100%', 'wash', 'Ceramic spray', 'Collar']);
    });

    it('pages: page size, page number and the total of the filter', async () => {
      const second = await listOf(shop.b, '?page=2&pageSize=2');
      assert.deepEqual([second.page, second.pageSize, second.total], [2, 2, 5]);
      assert.deepEqual(
        second.items.map((item) => item.name),
        ['wash', 'Ceramic spray'],
      );
      assert.deepEqual((await listOf(shop.b, '?page=9&pageSize=2')).items, []);
      assert.equal((await shop.b.get('/api/catalogue-items?pageSize=101')).statusCode, 400);
    });

    it('searches the name, SKU and category in any case, wildcards taken literally', async () => {
      assert.deepEqual(await namesOf(shop.b, '?q=COLLAR'), ['Collar']);
      assert.deepEqual(await namesOf(shop.b, '?q=cs-1'), ['Ceramic spray']);
      assert.deepEqual(await namesOf(shop.b, '?q=groom'), ['Bath']);
      assert.deepEqual(await namesOf(shop.b, `?q=${encodeURIComponent('100%')}`), ['Detail 100%']);
      assert.deepEqual(await namesOf(shop.b, `?q=${encodeURIComponent('%')}`), ['Detail 100%']);
      assert.deepEqual(await namesOf(shop.b, '?q=_'), []);
    });

    it('filters by kind and by category, and lists the categories in use', async () => {
      assert.deepEqual(await namesOf(shop.b, '?kind=product'), ['Ceramic spray', 'Collar']);
      assert.deepEqual(await namesOf(shop.b, '?kind=service&category=detailing'), ['Detail 100%', 'wash']);
      assert.equal((await listOf(shop.b, '?kind=service&category=Detailing')).total, 2);
      assert.equal((await shop.b.get('/api/catalogue-items?kind=gift')).statusCode, 400);
      assert.deepEqual(body<{ categories: string[] }>(await shop.b.get('/api/catalogue-categories')).categories, [
        'Car care',
        'Detailing',
        'Grooming',
        'Pet care',
      ]);
    });
  });

  it('seeds the demo business with a default sales tax and a catalogue of services and products', async () => {
    const demo = browser(api.app);
    assert.equal((await demo.login(DEMO_EMAIL, DEMO_PASSWORD)).statusCode, 200);
    const rates = await ratesOf(demo);
    assert.deepEqual(
      rates.items.map((r) => [r.name, r.rateBp, r.isDefault]),
      [['Sales tax', 825, true]],
    );
    const services = await listOf(demo, '?kind=service&pageSize=100');
    const products = await listOf(demo, '?kind=product&pageSize=100');
    assert.equal(services.total, 8);
    assert.equal(products.total, 6);
    const detail = services.items.find((item) => item.name === 'Full detail');
    assert.deepEqual([detail?.priceMinor, detail?.taxRateBp, detail?.durationMinutes], [18_900, 825, 180]);
    assert.ok(products.items.some((item) => item.variants.length > 1));
    assert.deepEqual(new Set(products.items.map((item) => item.inventory)), new Set(['in_stock', 'out_of_stock', 'limited']));
    assert.ok(products.items.every((item) => item.sku !== ''));
  });
});
