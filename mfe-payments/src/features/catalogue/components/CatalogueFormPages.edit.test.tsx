// The edit item form (/app/catalogue/{itemId}/edit); the new item form is in CatalogueFormPages.test.tsx.
import { bus } from '@frontdesk/shared';
import { aPage, currentAddress, fieldProblem, json, problem, renderMicroAppAt, serveApi, signedInAs, type Routes } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';
import { anItem } from '../../../common/testing';
import { aProduct, CITY_TAX, rateList } from '../testing/fixtures';

const ITEM = '2b7c9d1e-4f3a-4b5c-8d6e-7f8a9b0c1d2e';

function serveForm(routes: Routes = {}) {
  return serveApi({
    'GET /api/tax-rates': json(rateList()),
    'GET /api/catalogue-categories': json({ categories: ['Detailing', 'Grooming'] }),
    'GET /api/catalogue-items': json(aPage([], { currency: 'USD' })),
    'POST /api/catalogue-items': ({ body }) => json(anItem({ id: 'new', ...(body as object) }), 201),
    ...routes,
  });
}

const user = () => userEvent.setup();
const open = (path: string) => renderMicroAppAt(microApp, path);
const field = (label: string) => screen.getByLabelText(label);
/** Replaces a field's text, pasted (typing each key through antd is slow, and typing is not under test here). */
async function typeInto(label: string | HTMLElement, text: string) {
  const input = typeof label === 'string' ? field(label) : label;
  await user().clear(input);
  await user().click(input);
  await user().paste(text);
}

afterEach(() => jest.restoreAllMocks());
signedInAs({ role: 'admin' });

describe('the edit item form', () => {
  const collar = aProduct({ id: ITEM, taxRateId: CITY_TAX, taxRateBp: 450, priceMinor: 1890, description: 'Leather' });

  it('loads the item into the form, and saves the change', async () => {
    const api = serveForm({
      [`GET /api/catalogue-items/${ITEM}`]: json(collar),
      [`PATCH /api/catalogue-items/${ITEM}`]: ({ body }) => json({ ...collar, ...(body as object) }),
    });
    const emit = jest.spyOn(bus, 'emit');
    open(`/app/catalogue/${ITEM}/edit`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit catalogue item' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Dog collar')).toBeInTheDocument();
    expect(field('Price')).toHaveValue('18.90');
    expect(screen.getByText('City tax (4.5 %)')).toBeInTheDocument();
    expect(screen.getAllByLabelText('Variant name').map((input) => (input as HTMLInputElement).value)).toEqual(['Small', 'Large']);
    await typeInto('Price', '21');
    await user().click(screen.getByRole('button', { name: 'Remove variant 1' }));
    await user().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(`PATCH /api/catalogue-items/${ITEM}`)).toHaveLength(1));
    expect(api.callsTo(`PATCH /api/catalogue-items/${ITEM}`)[0]?.body).toEqual({
      kind: 'product',
      name: 'Dog collar',
      sku: 'PET-COL',
      category: 'Pet care',
      description: 'Leather',
      priceMinor: 2100,
      taxRateId: CITY_TAX,
      inventory: 'limited',
      quantity: 5,
      variants: [{ id: 'v2', name: 'Large', sku: 'PET-COL-L', priceMinor: 2299 }],
    });
    await waitFor(() => expect(currentAddress()).toBe('/app/catalogue'));
    expect(emit).toHaveBeenCalledWith({ type: 'notify', level: 'success', message: 'Dog collar saved' });
  });

  it('keeps a rate archived since it was chosen, shown by its percent', async () => {
    serveForm({ [`GET /api/catalogue-items/${ITEM}`]: json(anItem({ id: ITEM, taxRateId: 'archived-rate', taxRateBp: 600 })) });
    open(`/app/catalogue/${ITEM}/edit`);
    expect(await screen.findByText('Archived rate (6 %)')).toBeInTheDocument();
  });

  it("puts a variant's refusal under that variant", async () => {
    serveForm({
      [`GET /api/catalogue-items/${ITEM}`]: json(collar),
      [`PATCH /api/catalogue-items/${ITEM}`]: fieldProblem({
        'variants.1.name': 'duplicate_key',
        'variants.0.priceMinor': ['too_large', { limit: 100_000_000 }],
      }),
    });
    open(`/app/catalogue/${ITEM}/edit`);
    await screen.findByDisplayValue('Dog collar');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(screen.getByRole('group', { name: 'Variant 2' })).findByText('Two variants have this name')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Variant 1' })).getByText('At most $1,000,000.00')).toBeInTheDocument();
  });

  it('says so when the item does not exist', async () => {
    serveForm({ [`GET /api/catalogue-items/${ITEM}`]: problem(404, 'not_found') });
    open(`/app/catalogue/${ITEM}/edit`);
    expect(await screen.findByText('There is no such item in the catalogue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the catalogue' })).toHaveAttribute('href', '/app/catalogue');
  });
});
