import { SEARCH_DEBOUNCE_MS, type Contact, type ContactPage } from '@frontdesk/shared';
import { aContact, aPage, chooseOption, currentAddress, json, navigateTo, problem, renderMicroAppAt, serveApi, type ApiCall } from '@frontdesk/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';

const contact = (overrides: Partial<Contact>) => aContact({ createdAt: '2024-03-05T12:00:00.000Z', lastVisitAt: null, ...overrides });

const ann = contact({ id: 'c1', tags: ['vip', 'morning'], source: 'website', lastVisitAt: '2024-06-10T15:00:00.000Z' });
const bob = contact({ id: 'c2', firstName: 'Bob', lastName: 'Stone', email: '', phone: '', createdAt: '2023-01-02T12:00:00.000Z' });

/** The list answers every query with `page` (a function of the query, or one page). */
function serveList(page: ContactPage | ((call: ApiCall) => Response) = aPage([ann, bob])) {
  return serveApi({
    'GET /api/contacts': typeof page === 'function' ? page : () => json(page),
    'GET /api/contacts/tags': json({
      tags: [
        { tag: 'morning', count: 3 },
        { tag: 'vip', count: 2 },
      ],
    }),
  });
}

const openList = (path = '/app/contacts') => renderMicroAppAt(microApp, path);
const rowsShown = () => screen.findByRole('link', { name: 'Ann Lee' });
const user = () => userEvent.setup();
/** The table row a contact's name link is in. */
const rowOf = (name: string) => screen.getAllByRole('row').find((row) => within(row).queryByRole('link', { name })) as HTMLElement;

afterEach(() => jest.restoreAllMocks());

describe('ContactListPage', () => {
  it('shows a row per contact of the page the server answers', async () => {
    serveList();
    openList();
    expect(await rowsShown()).toHaveAttribute('href', '/app/contacts/c1');
    const row = rowOf('Ann Lee');
    expect(within(row).getByText('(555) 123-4567')).toBeInTheDocument();
    expect(within(row).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(row).getByText('vip')).toBeInTheDocument();
    expect(within(row).getByText('Website')).toBeInTheDocument();
    expect(within(row).getByText('Jun 10, 2024')).toBeInTheDocument();
    expect(within(row).getByText('Mar 5, 2024')).toBeInTheDocument();
    const bobRow = rowOf('Bob Stone');
    expect(within(bobRow).getByText('Never')).toBeInTheDocument();
    expect(within(bobRow).getByText('Walk-in')).toBeInTheDocument();
    expect(screen.getByText('2 contacts')).toBeInTheDocument();
  });

  it('asks the server for the first page of 25', async () => {
    const api = serveList();
    openList();
    await rowsShown();
    expect(api.callsTo('GET /api/contacts').map((c) => c.query)).toEqual([{ page: '1', pageSize: '25' }]);
  });

  it('asks the server to sort by name, then by name descending, when the Name header is clicked twice', async () => {
    const api = serveList();
    openList();
    await rowsShown();
    await user().click(screen.getByRole('columnheader', { name: /^Name/ }));
    await waitFor(() => expect(api.callsTo('GET /api/contacts').at(-1)?.query).toEqual({ sort: 'name', page: '1', pageSize: '25' }));
    await user().click(screen.getByRole('columnheader', { name: /^Name/ }));
    await waitFor(() => expect(api.callsTo('GET /api/contacts').at(-1)?.query.sort).toBe('-name'));
  });

  it('asks the server to sort by last visit', async () => {
    const api = serveList();
    openList();
    await rowsShown();
    await user().click(screen.getByRole('columnheader', { name: /^Last visit/ }));
    await waitFor(() => expect(api.callsTo('GET /api/contacts').at(-1)?.query.sort).toBe('lastVisit'));
  });

  it('asks for the page chosen in the pagination', async () => {
    const api = serveList((call) => json(aPage([ann, bob], { total: 60, page: Number(call.query.page) })));
    openList();
    await rowsShown();
    await user().click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(api.callsTo('GET /api/contacts').at(-1)?.query).toEqual({ page: '2', pageSize: '25' }));
  });

  it('asks for the page size chosen, from its first page, and keeps it in the address', async () => {
    const api = serveList((call) => json(aPage([ann, bob], { total: 60, page: Number(call.query.page), pageSize: Number(call.query.pageSize) })));
    openList('/app/contacts?page=2');
    await rowsShown();
    expect(screen.getByText('60 contacts')).toBeInTheDocument();
    await chooseOption(screen.getByRole('combobox', { name: /page size/i }), '50 / page');
    await waitFor(() => expect(api.callsTo('GET /api/contacts').at(-1)?.query).toEqual({ page: '1', pageSize: '50' }));
    expect(currentAddress()).toBe('/app/contacts?pageSize=50');
  });

  it('filters by source, named in the reader’s language, from the first page', async () => {
    const api = serveList((call) => json(aPage([ann, bob], { total: 60, page: Number(call.query.page) })));
    openList('/app/contacts?page=2');
    await rowsShown();
    await chooseOption('Source', 'Website');
    await waitFor(() => expect(api.callsTo('GET /api/contacts').at(-1)?.query).toEqual({ source: 'website', page: '1', pageSize: '25' }));
  });

  it('filters by one of the business’s tags', async () => {
    const api = serveList();
    openList();
    await rowsShown();
    await chooseOption('Tag', 'vip');
    await waitFor(() => expect(api.callsTo('GET /api/contacts').at(-1)?.query).toEqual({ tag: 'vip', page: '1', pageSize: '25' }));
  });

  it('searches once typing pauses, with the whole text', async () => {
    const api = serveList();
    openList();
    await rowsShown();
    await user().type(screen.getByLabelText('Search'), 'ann');
    expect(api.callsTo('GET /api/contacts').filter((c) => c.query.q)).toEqual([]);
    await waitFor(() => expect(api.callsTo('GET /api/contacts').at(-1)?.query).toEqual({ q: 'ann', page: '1', pageSize: '25' }));
    expect(
      api
        .callsTo('GET /api/contacts')
        .filter((c) => c.query.q)
        .map((c) => c.query.q),
    ).toEqual(['ann']);
  });

  it('opens with the search, sort and page the address names', async () => {
    const api = serveList();
    openList('/app/contacts?q=ann&sort=-lastVisit&page=3');
    await rowsShown();
    expect(api.callsTo('GET /api/contacts')[0]?.query).toEqual({ q: 'ann', sort: '-lastVisit', page: '3', pageSize: '25' });
    expect(screen.getByLabelText('Search')).toHaveValue('ann');
  });

  it('shows the search of an address that changes under it (back, a link), and keeps that address', async () => {
    const api = serveList();
    openList('/app/contacts?q=ann');
    await rowsShown();
    act(() => navigateTo('/app/contacts?q=bo'));
    expect(await screen.findByDisplayValue('bo')).toHaveAccessibleName('Search');
    await waitFor(() => expect(api.callsTo('GET /api/contacts').at(-1)?.query.q).toBe('bo'));
    // once the search box's pause is over, the address is still the one it was given
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2));
    expect(currentAddress()).toBe('/app/contacts?q=bo');
  });

  it('links Export CSV to the export with the current filters, as a download', async () => {
    serveList();
    openList('/app/contacts?q=ann&source=website&page=2');
    await rowsShown();
    const link = screen.getByRole('link', { name: /Export CSV/ });
    expect(link).toHaveAttribute('href', '/api/contacts/export.csv?q=ann&source=website');
    expect(link).toHaveAttribute('download');
  });

  it('links New contact and Import to their pages', async () => {
    serveList();
    openList();
    await rowsShown();
    expect(screen.getByRole('link', { name: /New contact/ })).toHaveAttribute('href', '/app/contacts/create');
    expect(screen.getByRole('link', { name: /Import/ })).toHaveAttribute('href', '/app/contacts/import');
  });

  it('offers to add or import contacts when there are none', async () => {
    serveList(aPage([]));
    openList();
    expect(await screen.findByText('No contacts yet. Add your first one, or import the ones you have.')).toBeInTheDocument();
    // the page's own action and the empty list's both lead to the form
    const links = screen.getAllByRole('link', { name: /New contact/ });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/app/contacts/create');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says nothing matches the filters, and clears them', async () => {
    const api = serveList(aPage([]));
    openList('/app/contacts?q=zed&tag=vip');
    await user().click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(api.callsTo('GET /api/contacts').at(-1)?.query).toEqual({ page: '1', pageSize: '25' }));
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });

  it('is the customers list of the demo at /app/management/customers, linking to the customer pages', async () => {
    serveList();
    openList('/app/management/customers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    expect(await rowsShown()).toHaveAttribute('href', '/app/management/customers/c1');
  });

  it('says the list could not be loaded, and asks again on Retry', async () => {
    let fail = true;
    const api = serveList(() => (fail ? problem(500, 'internal') : json(aPage([ann]))));
    openList();
    expect(await screen.findByText('The contacts could not be loaded')).toBeInTheDocument();
    fail = false;
    await user().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rowsShown()).toBeInTheDocument();
    expect(api.callsTo('GET /api/contacts')).toHaveLength(2);
  });
});
