import { bus, sessionStore } from '@frontdesk/shared';
import {
  aPage,
  aUser,
  chooseOption,
  currentAddress,
  fieldProblem,
  json,
  problem,
  renderMicroAppAt,
  serveApi,
  signedInAs,
  type Routes,
} from '@frontdesk/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';
import { anItem, SALES_TAX } from '../../../common/testing';
import { rateList } from '../testing/fixtures';

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
const posted = (api: ReturnType<typeof serveForm>) => api.callsTo('POST /api/catalogue-items')[0]?.body as Record<string, unknown> | undefined;

afterEach(() => jest.restoreAllMocks());
signedInAs({ role: 'admin' });

describe('the new item form', () => {
  it('creates a service at the default tax rate, its price sent in exact cents, and goes back to the list', async () => {
    const api = serveForm();
    const emit = jest.spyOn(bus, 'emit');
    open('/app/catalogue/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'New catalogue item' })).toBeInTheDocument();
    await screen.findByLabelText('Name');
    await typeInto('Name', ' Express wash ');
    await typeInto('Price', '19.99');
    await typeInto('Category', 'Detailing');
    await typeInto('Duration (minutes)', '30');
    expect(screen.getByText('Sales tax (8.25 %) · default')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Add item' }));
    await waitFor(() =>
      expect(posted(api)).toEqual({
        kind: 'service',
        name: 'Express wash',
        sku: '',
        category: 'Detailing',
        description: '',
        priceMinor: 1999,
        taxRateId: SALES_TAX,
        durationMinutes: 30,
      }),
    );
    await waitFor(() => expect(currentAddress()).toBe('/app/catalogue'));
    expect(emit).toHaveBeenCalledWith({ type: 'notify', level: 'success', message: 'Express wash added to the catalogue' });
  });

  // every case of the conversion is in the kit's format/money.test.ts: these two are the form's own path
  it.each([
    ['0.29', 29],
    ['1234,5', 123_450],
  ])('sends a price typed as %s as %i cents', async (typed, cents) => {
    const api = serveForm();
    open('/app/catalogue/create');
    await screen.findByLabelText('Name');
    await typeInto('Name', 'Item');
    await typeInto('Price', typed);
    await user().click(screen.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(posted(api)?.priceMinor).toBe(cents));
  });

  it('refuses a price that is not an amount or is too large, and sends nothing', async () => {
    const api = serveForm();
    open('/app/catalogue/create');
    await screen.findByLabelText('Name');
    await typeInto('Name', 'Item');
    await typeInto('Price', '12.3.4');
    await user().click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Enter an amount such as 12.50')).toBeInTheDocument();
    await typeInto('Price', '1000000.01');
    await user().click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('At most $1,000,000.00')).toBeInTheDocument();
    expect(api.callsTo('POST /api/catalogue-items')).toEqual([]);
  });

  it('asks for a name', async () => {
    const api = serveForm();
    open('/app/catalogue/create');
    await screen.findByLabelText('Name');
    await typeInto('Price', '5');
    await user().click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(api.callsTo('POST /api/catalogue-items')).toEqual([]);
  });

  it('starts a product on the demo’s products address, with its stock and variants, untaxed when chosen', async () => {
    const api = serveForm();
    open('/app/management/products/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'New product' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Product' })).toBeChecked();
    expect(screen.queryByLabelText('Duration (minutes)')).not.toBeInTheDocument();
    await typeInto('Name', 'Dog collar');
    await typeInto('SKU', 'PET-COL');
    await typeInto('Price', '19.99');
    await chooseOption('Tax rate', 'No tax');
    await chooseOption('Stock', 'Limited');
    await user().click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Limited stock needs a quantity')).toBeInTheDocument();
    await typeInto('Quantity', '5');
    await user().click(screen.getByRole('button', { name: 'Add variant' }));
    await user().click(screen.getByRole('button', { name: 'Add variant' }));
    await typeInto(screen.getAllByLabelText('Variant name')[0] as HTMLElement, 'Small');
    await typeInto(screen.getAllByLabelText('Variant price')[0] as HTMLElement, '19.99');
    await typeInto(screen.getAllByLabelText('Variant name')[1] as HTMLElement, 'Large');
    await typeInto(screen.getAllByLabelText('Variant SKU')[1] as HTMLElement, 'PET-COL-L');
    await typeInto(screen.getAllByLabelText('Variant price')[1] as HTMLElement, '22.99');
    await user().click(screen.getByRole('button', { name: 'Add item' }));
    await waitFor(() =>
      expect(posted(api)).toEqual({
        kind: 'product',
        name: 'Dog collar',
        sku: 'PET-COL',
        category: '',
        description: '',
        priceMinor: 1999,
        taxRateId: null,
        inventory: 'limited',
        quantity: 5,
        variants: [
          { name: 'Small', sku: '', priceMinor: 1999 },
          { name: 'Large', sku: 'PET-COL-L', priceMinor: 2299 },
        ],
      }),
    );
    await waitFor(() => expect(currentAddress()).toBe('/app/management/products'));
  });

  it('says two variants have one name before sending', async () => {
    const api = serveForm();
    open('/app/management/products/create');
    await screen.findByLabelText('Name');
    await typeInto('Name', 'Collar');
    await typeInto('Price', '1');
    await user().click(screen.getByRole('button', { name: 'Add variant' }));
    await user().click(screen.getByRole('button', { name: 'Add variant' }));
    await typeInto(screen.getAllByLabelText('Variant name')[0] as HTMLElement, 'Small');
    await typeInto(screen.getAllByLabelText('Variant price')[0] as HTMLElement, '1');
    await typeInto(screen.getAllByLabelText('Variant name')[1] as HTMLElement, 'small');
    await typeInto(screen.getAllByLabelText('Variant price')[1] as HTMLElement, '1');
    await user().click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Two variants have this name')).toBeInTheDocument();
    expect(api.callsTo('POST /api/catalogue-items')).toEqual([]);
  });

  it("puts the server's refusals under their fields, in the catalogue's words", async () => {
    serveForm({
      'POST /api/catalogue-items': fieldProblem({ sku: 'taken', taxRateId: 'not_found', name: ['too_long', { limit: 120 }] }),
    });
    open('/app/catalogue/create');
    await screen.findByLabelText('Name');
    await typeInto('Name', 'Wash');
    await typeInto('SKU', 'W-1');
    await typeInto('Price', '10');
    await user().click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Another item has this SKU')).toBeInTheDocument();
    expect(screen.getByText('This tax rate is no longer offered: choose another')).toBeInTheDocument();
    expect(screen.getByText('At most 120 characters')).toBeInTheDocument();
    expect(currentAddress()).toBe('/app/catalogue/create');
  });

  it('says why a save failed when it is not about a field', async () => {
    serveForm({ 'POST /api/catalogue-items': problem(500, 'internal') });
    open('/app/catalogue/create');
    await screen.findByLabelText('Name');
    await typeInto('Name', 'Wash');
    await typeInto('Price', '10');
    await user().click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The item was not saved. Something went wrong on our side. Try again in a moment.');
  });

  it('shows staff the form without a way to save', async () => {
    sessionStore.signIn(aUser({ role: 'staff' }));
    serveForm();
    open('/app/catalogue/create');
    expect(await screen.findByText('Only an admin of your business can change the catalogue.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add item' })).not.toBeInTheDocument();
  });
});
