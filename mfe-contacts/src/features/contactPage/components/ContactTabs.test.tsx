import { sessionStore, type Asset, type AssetTypeDetail, type Contact, type Reminder } from '@frontdesk/shared';
import { aUser, renderMicroAppAt } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';
import { answer, noContent, serveApi, type Reply } from '../testing/mockApi';

const ID = '3f2b8c1e-5d4a-4b6f-9c2d-1a2b3c4d5e6f';
const VEHICLE = '8a1d0c52-3b7e-4f7a-9a55-0c7d1e2f3a4b';

const ann: Contact = {
  id: ID,
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '5551234567',
  address: '1 Main St',
  notes: 'Prefers mornings',
  tags: ['vip'],
  source: 'referral',
  marketingConsent: true,
  image_32x32: '',
  createdAt: '2024-03-05T12:00:00.000Z',
  updatedAt: '2024-03-05T12:00:00.000Z',
  lastVisitAt: '2024-06-10T15:00:00.000Z',
};

const vehicle: AssetTypeDetail = {
  id: VEHICLE,
  type_name: 'Vehicle',
  bookable: true,
  fields: [
    { key: 'year', label: 'Year', kind: 'year', required: true },
    { key: 'make', label: 'Make', kind: 'text', required: true },
  ],
  assetCount: 1,
};

const corolla: Asset = {
  id: 'a1',
  contactId: ID,
  assetTypeId: VEHICLE,
  typeName: 'Vehicle',
  name: '2019 Toyota',
  data: { year: 2019, make: 'Toyota' },
  createdAt: '2024-03-05T12:00:00.000Z',
  updatedAt: '2024-03-05T12:00:00.000Z',
};

const reminder = (overrides: Partial<Reminder>): Reminder => ({
  id: 'r1',
  contactId: ID,
  contactName: 'Ann Lee',
  dueOn: '2024-07-01',
  note: 'Call about the tires',
  doneAt: null,
  status: 'due',
  createdAt: '2024-06-01T12:00:00.000Z',
  ...overrides,
});
const remindersPage = (items: Reminder[]) => ({ items, total: items.length, page: 1, pageSize: 100, counts: { due: 0, overdue: 0, done: 0 } });

function serveContact(routes: Record<string, Reply> = {}) {
  return serveApi({ [`GET /api/contacts/${ID}`]: answer(ann), ...routes });
}

const user = () => userEvent.setup();
const openTab = (tab?: string) => renderMicroAppAt(microApp, `/app/contacts/${ID}${tab ? `?tab=${tab}` : ''}`);
const loaded = () => screen.findByRole('heading', { level: 1, name: 'Ann Lee' });

// antd's tables, selects and forms render slowly in jsdom: room beyond the default 20 s on a busy machine
jest.setTimeout(40_000);

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.signOut();
});

describe('the contact tabs', () => {
  it('has a tab per section, Overview open', async () => {
    serveContact();
    openTab();
    await loaded();
    const names = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(names).toEqual(['Overview', 'Assets', 'Bookings', 'Invoices', 'Transactions', 'Notes', 'Reminders']);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the overview: address, notes, tags, source, consent, last visit, added', async () => {
    serveContact();
    openTab();
    await loaded();
    for (const text of ['1 Main St', 'Prefers mornings', 'vip', 'Referral', 'Agreed to receive marketing', 'June 10, 2024', 'March 5, 2024']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it("opens the tab the address names, and asks for the contact's assets", async () => {
    const api = serveContact({
      [`GET /api/contacts/${ID}/assets`]: answer({ items: [corolla] }),
      'GET /api/asset-types': answer({ items: [vehicle] }),
    });
    openTab('assets');
    expect(await screen.findByText('2019 Toyota')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Assets' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Year: 2019 · Make: Toyota')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit 2019 Toyota' })).toHaveAttribute(
      'href',
      `/app/contact/asset_edit/${ID}/${VEHICLE}/a1`,
    );
    expect(api.requests()).toEqual(expect.arrayContaining([`GET /api/contacts/${ID}/assets`, 'GET /api/asset-types']));
  });

  it('opens a tab when it is clicked', async () => {
    const api = serveContact({
      [`GET /api/contacts/${ID}/assets`]: answer({ items: [corolla] }),
      'GET /api/asset-types': answer({ items: [vehicle] }),
    });
    openTab();
    await loaded();
    expect(api.requests()).toEqual([`GET /api/contacts/${ID}`]);
    await user().click(screen.getByRole('tab', { name: 'Assets' }));
    expect(await screen.findByText('2019 Toyota')).toBeInTheDocument();
  });

  it('offers to add an asset when the contact has none', async () => {
    sessionStore.signIn(aUser({ settings: { asset_types: { [VEHICLE]: { id: VEHICLE, type_name: 'Vehicle', bookable: true } }, register: 'Front' } }));
    serveContact({
      [`GET /api/contacts/${ID}/assets`]: answer({ items: [] }),
      'GET /api/asset-types': answer({ items: [vehicle] }),
    });
    openTab('assets');
    expect(await screen.findByText(/No assets yet/)).toBeInTheDocument();
    const empty = screen.getByText(/No assets yet/).closest('.ant-empty') as HTMLElement;
    await user().click(within(empty).getByRole('button', { name: /Add asset/ }));
    expect(await screen.findByRole('menuitem', { name: 'Vehicle' })).toBeInTheDocument();
  });

  it('opens the asset form of the type chosen in Add asset', async () => {
    sessionStore.signIn(aUser({ settings: { asset_types: { [VEHICLE]: { id: VEHICLE, type_name: 'Vehicle', bookable: true } }, register: 'Front' } }));
    serveContact({ 'GET /api/asset-types': answer({ items: [vehicle] }) });
    openTab();
    await loaded();
    await user().click(screen.getByRole('button', { name: /Add asset/ }));
    await user().click(await screen.findByRole('menuitem', { name: 'Vehicle' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New Vehicle' })).toBeInTheDocument();
  });

  it('deletes an asset once confirmed', async () => {
    const api = serveContact({
      [`GET /api/contacts/${ID}/assets`]: answer({ items: [corolla] }),
      'GET /api/asset-types': answer({ items: [vehicle] }),
      'DELETE /api/assets/a1': noContent(),
    });
    openTab('assets');
    await user().click(await screen.findByRole('button', { name: 'Delete 2019 Toyota' }));
    expect(await screen.findByText('Delete 2019 Toyota?')).toBeInTheDocument();
    expect(api.requests()).not.toContain('DELETE /api/assets/a1');
    const confirm = screen.getByText('Delete 2019 Toyota?').closest('.ant-popover') as HTMLElement;
    await user().click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('2019 Toyota')).not.toBeInTheDocument());
    expect(api.requests()).toContain('DELETE /api/assets/a1');
    expect(screen.getByText(/No assets yet/)).toBeInTheDocument();
  });

  it.each([
    ['bookings', /bookings arrive/, 'New booking', `/app/bookings/new?contact=${ID}`],
    ['invoices', /invoicing arrives/, 'Checkout', `/app/checkout/?contact=${ID}`],
    ['transactions', /payments arrive/, 'Checkout', `/app/checkout/?contact=${ID}`],
  ])('says %s arrive with their domain, offering what can be done now', async (tab, text, action, href) => {
    serveContact();
    openTab(tab);
    const message = await screen.findByText(text);
    const empty = message.closest('.ant-empty') as HTMLElement;
    expect(within(empty).getByRole('link', { name: new RegExp(action) })).toHaveAttribute('href', href);
  });

  it('saves the notes alone', async () => {
    const api = serveContact({ [`PATCH /api/contacts/${ID}`]: answer({ ...ann, notes: 'Prefers afternoons' }) });
    openTab('notes');
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    expect(notes).toHaveValue('Prefers mornings');
    await user().clear(notes);
    await user().paste('Prefers afternoons');
    await user().click(screen.getByRole('button', { name: 'Save notes' }));
    await waitFor(() => expect(api.callsTo(`PATCH /api/contacts/${ID}`)).toHaveLength(1));
    expect(api.callsTo(`PATCH /api/contacts/${ID}`)[0]?.body).toEqual({ notes: 'Prefers afternoons' });
    await user().click(screen.getByRole('tab', { name: 'Overview' }));
    expect(await screen.findByText('Prefers afternoons')).toBeInTheDocument();
  });
});

describe('the reminders tab', () => {
  const open = reminder({ id: 'r1', note: 'Call about the tires', status: 'overdue', dueOn: '2024-07-01' });
  const done = reminder({ id: 'r2', note: 'Send the quote', status: 'done', doneAt: '2024-05-02T10:00:00.000Z' });

  function serveReminders(routes: Record<string, Reply> = {}) {
    let openItems = [open];
    return serveContact({
      'GET /api/reminders': (call) => answer(remindersPage(call.query.status === 'open' ? openItems : [done])),
      'PATCH /api/reminders/r1': () => {
        openItems = [];
        return answer({ ...open, status: 'done', doneAt: '2024-07-02T10:00:00.000Z' });
      },
      ...routes,
    });
  }

  it("lists the contact's open and done reminders", async () => {
    const api = serveReminders();
    openTab('reminders');
    expect(await screen.findByText('Call about the tires')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('Send the quote')).toBeInTheDocument();
    const queries = api.callsTo('GET /api/reminders').map((c) => c.query);
    expect(queries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ contactId: ID, status: 'open' }),
        expect.objectContaining({ contactId: ID, status: 'done' }),
      ]),
    );
  });

  it('labels the new reminder fields and asks for both', async () => {
    const api = serveReminders();
    openTab('reminders');
    await screen.findByText('Call about the tires');
    expect(screen.getByLabelText('Due date')).toHaveAttribute('type', 'date');
    await user().click(screen.getByRole('button', { name: 'Add reminder' }));
    expect(await screen.findByText('Choose the day it is due')).toBeInTheDocument();
    expect(screen.getByText('Write what to do')).toBeInTheDocument();
    expect(api.requests()).not.toContain(`POST /api/contacts/${ID}/reminders`);
  });

  it('adds a reminder with the day and the note', async () => {
    const api = serveReminders({ [`POST /api/contacts/${ID}/reminders`]: answer(reminder({ id: 'r3' }), 201) });
    openTab('reminders');
    await screen.findByText('Call about the tires');
    await user().type(screen.getByLabelText('Due date'), '2024-08-15');
    await user().type(screen.getByLabelText('Note'), ' Ask about the winter tires ');
    await user().click(screen.getByRole('button', { name: 'Add reminder' }));
    await waitFor(() => expect(api.callsTo(`POST /api/contacts/${ID}/reminders`)).toHaveLength(1));
    expect(api.callsTo(`POST /api/contacts/${ID}/reminders`)[0]?.body).toEqual({ dueOn: '2024-08-15', note: 'Ask about the winter tires' });
    // the lists are asked for again
    await waitFor(() => expect(api.callsTo('GET /api/reminders').length).toBe(4));
  });

  it('marks an open reminder done', async () => {
    const api = serveReminders();
    openTab('reminders');
    await user().click(await screen.findByRole('button', { name: 'Mark done: Call about the tires' }));
    await waitFor(() => expect(screen.getByText('Nothing to follow up on.')).toBeInTheDocument());
    expect(api.callsTo('PATCH /api/reminders/r1')[0]?.body).toEqual({ done: true });
  });
});
