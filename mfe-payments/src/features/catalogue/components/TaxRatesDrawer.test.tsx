import { bus } from '@frontdesk/shared';
import { aPage, fieldProblem, json, problem, renderMicroAppAt, serveApi, signedInAs, type Routes } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';
import { anItem, SALES_TAX } from '../../../common/testing';
import { aRate, CITY_TAX, rateList } from '../testing/fixtures';

// The admins' tax rates panel, opened from the catalogue list.

function serveCatalogue(routes: Routes = {}) {
  return serveApi({
    'GET /api/catalogue-items': json(aPage([anItem()], { currency: 'USD' })),
    'GET /api/catalogue-categories': json({ categories: [] }),
    'GET /api/tax-rates': json(rateList()),
    ...routes,
  });
}

const user = () => userEvent.setup();
const open = () => renderMicroAppAt(microApp, '/app/catalogue');

afterEach(() => jest.restoreAllMocks());
signedInAs({ role: 'admin' });

describe('the tax rates panel', () => {
  const openPanel = async () => {
    await user().click(await screen.findByRole('button', { name: 'Tax rates' }));
    return screen.findByRole('dialog');
  };

  it('lists the rates with the default marked', async () => {
    serveCatalogue();
    open();
    const panel = await openPanel();
    const list = await within(panel).findByRole('list', { name: 'Tax rates' });
    const [sales, city] = within(list).getAllByRole('listitem');
    expect(within(sales as HTMLElement).getByText('Sales tax')).toBeInTheDocument();
    expect(within(sales as HTMLElement).getByText('8.25 %')).toBeInTheDocument();
    expect(within(sales as HTMLElement).getByText('Default')).toBeInTheDocument();
    expect(within(city as HTMLElement).getByText('4.5 %')).toBeInTheDocument();
  });

  it('adds a rate, its percent sent as basis points', async () => {
    const api = serveCatalogue({ 'POST /api/tax-rates': json(aRate({ id: 'new', name: 'County', rateBp: 125, isDefault: false }), 201) });
    open();
    const panel = await openPanel();
    await within(panel).findByRole('list', { name: 'Tax rates' });
    await user().type(within(panel).getByLabelText('Name'), 'County');
    await user().type(within(panel).getByLabelText('Rate (%)'), '1.25');
    await user().click(within(panel).getByRole('button', { name: 'Add rate' }));
    await waitFor(() => expect(api.callsTo('POST /api/tax-rates')[0]?.body).toEqual({ name: 'County', rateBp: 125 }));
  });

  it('refuses a percent over 100 or with more than two decimals, and sends nothing', async () => {
    const api = serveCatalogue();
    open();
    const panel = await openPanel();
    await within(panel).findByRole('list', { name: 'Tax rates' });
    await user().type(within(panel).getByLabelText('Name'), 'Odd');
    await user().type(within(panel).getByLabelText('Rate (%)'), '8.255');
    await user().click(within(panel).getByRole('button', { name: 'Add rate' }));
    expect(await within(panel).findByText('Enter a percent from 0 to 100, such as 8.25')).toBeInTheDocument();
    expect(api.callsTo('POST /api/tax-rates')).toEqual([]);
  });

  it('renames a rate and changes its percent', async () => {
    const api = serveCatalogue({ [`PATCH /api/tax-rates/${CITY_TAX}`]: json(aRate({ id: CITY_TAX, name: 'Town tax', rateBp: 500, isDefault: false })) });
    open();
    const panel = await openPanel();
    await user().click(await within(panel).findByRole('button', { name: 'Edit City tax' }));
    const name = within(panel).getByDisplayValue('City tax');
    await user().clear(name);
    await user().type(name, 'Town tax');
    const rate = within(panel).getByDisplayValue('4.5');
    await user().clear(rate);
    await user().type(rate, '5');
    await user().click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(`PATCH /api/tax-rates/${CITY_TAX}`)[0]?.body).toEqual({ name: 'Town tax', rateBp: 500 }));
  });

  it('makes a rate the default, and archives one once confirmed', async () => {
    const api = serveCatalogue({
      [`PATCH /api/tax-rates/${CITY_TAX}`]: json(aRate({ id: CITY_TAX, name: 'City tax', rateBp: 450 })),
      [`PATCH /api/tax-rates/${SALES_TAX}`]: json(aRate({ archived: true, isDefault: false })),
    });
    const emit = jest.spyOn(bus, 'emit');
    open();
    const panel = await openPanel();
    await user().click(await within(panel).findByRole('button', { name: 'Make City tax the default' }));
    await waitFor(() => expect(api.callsTo(`PATCH /api/tax-rates/${CITY_TAX}`)[0]?.body).toEqual({ isDefault: true }));
    await waitFor(() => expect(emit).toHaveBeenCalledWith({ type: 'notify', level: 'success', message: 'City tax is now the default rate' }));
    await user().click(within(panel).getByRole('button', { name: 'Archive Sales tax' }));
    const confirm = await screen.findByRole('tooltip');
    await user().click(within(confirm).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(api.callsTo(`PATCH /api/tax-rates/${SALES_TAX}`)[0]?.body).toEqual({ archived: true }));
  });

  it("shows the server's refusal under its field", async () => {
    serveCatalogue({ 'POST /api/tax-rates': fieldProblem({ name: ['too_long', { limit: 60 }] }) });
    open();
    const panel = await openPanel();
    await user().type(within(panel).getByLabelText('Name'), 'Long');
    await user().type(within(panel).getByLabelText('Rate (%)'), '1');
    await user().click(within(panel).getByRole('button', { name: 'Add rate' }));
    expect(await within(panel).findByText('At most 60 characters')).toBeInTheDocument();
  });

  it('says when the rates could not be loaded', async () => {
    serveCatalogue({ 'GET /api/tax-rates': problem(500, 'internal') });
    open();
    const panel = await openPanel();
    expect(await within(panel).findByText('The tax rates could not be loaded')).toBeInTheDocument();
  });
});
