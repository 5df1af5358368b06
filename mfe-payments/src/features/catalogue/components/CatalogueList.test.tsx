import { bus, sessionStore, settingsStore } from '@frontdesk/shared';
import {
  aPage,
  aUser,
  chooseOption,
  currentAddress,
  json,
  never,
  noContent,
  problem,
  renderMicroAppAt,
  serveApi,
  signedInAs,
  type Routes,
} from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';
import { anItem } from '../../../common/testing';
import { aProduct, rateList } from '../testing/fixtures';

const detail = anItem();
const collar = aProduct();
const untaxed = anItem({ id: 'i2', name: 'Nail trim', category: 'Grooming', priceMinor: 1500, taxRateId: null, taxRateBp: 0, durationMinutes: 15 });

function serveCatalogue(routes: Routes = {}) {
  return serveApi({
    'GET /api/catalogue-items': json(aPage([detail, untaxed, collar], { currency: 'USD' })),
    'GET /api/catalogue-categories': json({ categories: ['Detailing', 'Grooming', 'Pet care'] }),
    'GET /api/tax-rates': json(rateList()),
    ...routes,
  });
}

const user = () => userEvent.setup();
const open = (path = '/app/catalogue') => renderMicroAppAt(microApp, path);
const table = () => screen.findByRole('table', { name: 'Catalogue items' });
const rowOf = (name: string) => screen.getAllByRole('row').find((row) => within(row).queryByText(name)) as HTMLElement;

afterEach(() => jest.restoreAllMocks());
signedInAs({ role: 'admin' });

describe('the catalogue list', () => {
  it('shows a labelled loading state while the catalogue loads', async () => {
    serveCatalogue({ 'GET /api/catalogue-items': never });
    open();
    expect(await screen.findByRole('status', { name: 'Loading the catalogue…' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeInTheDocument();
  });

  it('lists each item with its price in the business currency, its tax rate and its stock', async () => {
    serveCatalogue();
    open();
    await table();
    const service = rowOf('Full detail');
    expect(within(service).getByText('$189.00')).toBeInTheDocument();
    expect(within(service).getByText('Sales tax (8.25 %)')).toBeInTheDocument();
    expect(within(service).getByText('Service · 180 min')).toBeInTheDocument();
    expect(within(rowOf('Nail trim')).getByText('No tax')).toBeInTheDocument();
    const product = rowOf('Dog collar');
    expect(within(product).getByText('$19.99')).toBeInTheDocument();
    expect(within(product).getByText('Limited')).toBeInTheDocument();
    expect(within(product).getByText('5 left')).toBeInTheDocument();
    // the stock cell holds its state and count, nothing else
    const columns = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(within(product).getAllByRole('cell')[columns.indexOf('Stock')]).toHaveTextContent(/^Limited5 left$/);
    expect(within(product).getByText('Product · SKU PET-COL · Variants: Small, Large')).toBeInTheDocument();
  });

  it('writes prices in the currency the list answers with', async () => {
    serveCatalogue({ 'GET /api/catalogue-items': json(aPage([detail], { currency: 'EUR' })) });
    open();
    await table();
    expect(within(rowOf('Full detail')).getByText('€189.00')).toBeInTheDocument();
  });

  it('names a rate no longer offered by its percent', async () => {
    serveCatalogue({ 'GET /api/catalogue-items': json(aPage([anItem({ taxRateId: 'gone', taxRateBp: 600 })], { currency: 'USD' })) });
    open();
    await table();
    expect(within(rowOf('Full detail')).getByText('6 %')).toBeInTheDocument();
  });

  it('searches once the typing pauses, by name, SKU or category', async () => {
    const api = serveCatalogue();
    open();
    await table();
    await user().type(screen.getByRole('textbox', { name: 'Search the catalogue' }), 'col');
    await waitFor(() => expect(api.callsTo('GET /api/catalogue-items').some((call) => call.query.q === 'col')).toBe(true));
    const searches = api.callsTo('GET /api/catalogue-items').map((call) => call.query.q);
    expect(searches).toEqual([undefined, 'col']);
    expect(api.callsTo('GET /api/catalogue-items')[1]?.query).toEqual({ q: 'col', page: '1', pageSize: '25' });
  });

  it('filters by kind and by category', async () => {
    const api = serveCatalogue();
    open();
    await table();
    await user().click(screen.getByText('Products'));
    await waitFor(() => expect(api.callsTo('GET /api/catalogue-items').at(-1)?.query.kind).toBe('product'));
    await chooseOption('Category', 'Pet care');
    await waitFor(() =>
      expect(api.callsTo('GET /api/catalogue-items').at(-1)?.query).toEqual({ kind: 'product', category: 'Pet care', page: '1', pageSize: '25' }),
    );
    // the address keeps them: back, reload and a shared link open the same list
    expect(currentAddress()).toBe('/app/catalogue?kind=product&category=Pet+care');
  });

  it('opens on the filters and the page the address names', async () => {
    const api = serveCatalogue();
    open('/app/catalogue?q=col&category=Pet+care&page=2');
    await table();
    expect(api.callsTo('GET /api/catalogue-items')[0]?.query).toEqual({ q: 'col', category: 'Pet care', page: '2', pageSize: '25' });
    expect(screen.getByRole('textbox', { name: 'Search the catalogue' })).toHaveValue('col');
  });

  it('leaves out a kind the address names that the catalogue does not have', async () => {
    const api = serveCatalogue();
    open('/app/catalogue?kind=gadget');
    await table();
    expect(api.callsTo('GET /api/catalogue-items')[0]?.query).toEqual({ page: '1', pageSize: '25' });
  });

  it('says nothing matches a filter, and clears the filters', async () => {
    const api = serveCatalogue({
      'GET /api/catalogue-items': ({ query }) => json(aPage(query.kind === 'product' ? [] : [detail], { currency: 'USD' })),
    });
    open();
    await table();
    await user().click(screen.getByText('Products'));
    expect(await screen.findByText('No items match')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Full detail')).toBeInTheDocument();
    expect(screen.queryByText('No items match')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/catalogue-items').map((call) => call.query.kind)).toEqual([undefined, 'product']);
  });

  it('shows an empty catalogue with the way to add the first item', async () => {
    serveCatalogue({ 'GET /api/catalogue-items': json(aPage([], { currency: 'USD' })) });
    open();
    expect(await screen.findByText('The catalogue is empty')).toBeInTheDocument();
    const add = screen.getAllByRole('link', { name: 'Add item' });
    expect(add[0]).toHaveAttribute('href', '/app/catalogue/create');
  });

  it('shows the failure with Retry, and asks again', async () => {
    const api = serveCatalogue({ 'GET /api/catalogue-items': problem(500, 'internal') });
    open();
    expect(await screen.findByText('The catalogue could not be loaded')).toBeInTheDocument();
    api.routes['GET /api/catalogue-items'] = json(aPage([detail], { currency: 'USD' }));
    await user().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Full detail')).toBeInTheDocument();
  });

  it('pages through a long catalogue', async () => {
    const api = serveCatalogue({
      'GET /api/catalogue-items': ({ query }) =>
        json(aPage([anItem({ id: `x${query.page}`, name: `Item on page ${query.page}` })], { currency: 'USD', total: 30, page: Number(query.page) })),
    });
    open();
    expect(await screen.findByText('Item on page 1')).toBeInTheDocument();
    await user().click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('Item on page 2')).toBeInTheDocument();
    expect(api.callsTo('GET /api/catalogue-items').at(-1)?.query.page).toBe('2');
  });

  it('links Edit to the item’s form, and archives an item once confirmed', async () => {
    const api = serveCatalogue({ 'DELETE /api/catalogue-items/p1': noContent() });
    const emit = jest.spyOn(bus, 'emit');
    open();
    await table();
    expect(screen.getByRole('link', { name: 'Edit Full detail' })).toHaveAttribute('href', '/app/catalogue/i1/edit');
    await user().click(screen.getByRole('button', { name: 'Archive Dog collar' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Archive Dog collar?')).toBeInTheDocument();
    await user().click(within(confirm).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/catalogue-items/p1')).toHaveLength(1));
    await waitFor(() => expect(emit).toHaveBeenCalledWith({ type: 'notify', level: 'success', message: 'Dog collar archived' }));
    await waitFor(() => expect(api.callsTo('GET /api/catalogue-items')).toHaveLength(2));
  });

  it('shows staff the catalogue without the admins’ actions', async () => {
    sessionStore.signIn(aUser({ role: 'staff' }));
    serveCatalogue();
    open();
    await table();
    expect(screen.queryByRole('link', { name: 'Add item' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tax rates' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Archive/ })).not.toBeInTheDocument();
  });

  it('is also the demo’s products page, whose Add item starts a product', async () => {
    serveCatalogue();
    open('/app/management/products');
    await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    await user().click(screen.getByRole('link', { name: 'Add item' }));
    await waitFor(() => expect(currentAddress()).toBe('/app/management/products/create'));
  });

  it('speaks Spanish', async () => {
    serveCatalogue();
    settingsStore.update({ language: 'es' });
    const view = open();
    try {
      expect(await screen.findByRole('table', { name: 'Artículos del catálogo' })).toBeInTheDocument();
      expect(within(rowOf('Full detail')).getByText('Sales tax (8,25 %)')).toBeInTheDocument();
      expect(within(rowOf('Full detail')).getByText(/^189,00\sUS\$$/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Añadir artículo' })).toBeInTheDocument();
    } finally {
      view.unmount();
      settingsStore.update({ language: 'en' });
    }
  });
});
