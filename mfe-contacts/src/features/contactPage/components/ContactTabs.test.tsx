import { sessionStore, type Asset, type Contact } from '@frontdesk/shared';
import {
  aBooking,
  aContact,
  anAsset,
  anAssetType,
  aPage,
  aReminder,
  aUser,
  fieldProblem,
  json,
  noContent,
  problem,
  renderMicroAppAt,
  serveApi,
  type Routes,
} from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';

const ID = '3f2b8c1e-5d4a-4b6f-9c2d-1a2b3c4d5e6f';
const VEHICLE = '8a1d0c52-3b7e-4f7a-9a55-0c7d1e2f3a4b';

const ann = aContact({
  id: ID,
  address: '1 Main St',
  notes: 'Prefers mornings',
  tags: ['vip'],
  source: 'referral',
  marketingConsent: true,
  createdAt: '2024-03-05T12:00:00.000Z',
  lastVisitAt: '2024-06-10T15:00:00.000Z',
});
const vehicle = anAssetType({
  id: VEHICLE,
  fields: [
    { key: 'year', label: 'Year', kind: 'year', required: true },
    { key: 'make', label: 'Make', kind: 'text', required: true },
  ],
  assetCount: 1,
});
const corolla = anAsset({ id: 'a1', contactId: ID, assetTypeId: VEHICLE, name: '2019 Toyota', data: { year: 2019, make: 'Toyota' } });

/** The contact as the server keeps it: a PATCH changes what the next GET answers. */
function serveContact(routes: Routes = {}) {
  let stored: Contact = ann;
  return serveApi({
    [`GET /api/contacts/${ID}`]: () => json(stored),
    [`PATCH /api/contacts/${ID}`]: ({ body }) => {
      stored = { ...stored, ...(body as Partial<Contact>) };
      return json(stored);
    },
    ...routes,
  });
}
/** The contact's assets as the server keeps them: a DELETE removes one. */
function serveAssets(routes: Routes = {}) {
  let assets: Asset[] = [corolla];
  return serveContact({
    [`GET /api/contacts/${ID}/assets`]: () => json({ items: assets }),
    'GET /api/asset-types': json({ items: [vehicle] }),
    'DELETE /api/assets/a1': () => {
      assets = [];
      return noContent();
    },
    ...routes,
  });
}
const withVehicleType = () =>
  sessionStore.signIn(aUser({ settings: { asset_types: { [VEHICLE]: { id: VEHICLE, type_name: 'Vehicle', bookable: true } }, register: 'Front' } }));

const openTab = (tab?: string) => renderMicroAppAt(microApp, `/app/contacts/${ID}${tab ? `?tab=${tab}` : ''}`);
const loaded = () => screen.findByRole('heading', { level: 1, name: 'Ann Lee' });
const tabPanel = () => screen.getByRole('tabpanel');

afterEach(() => {
  sessionStorage.clear();
  jest.restoreAllMocks();
  sessionStore.signOut();
});

describe('the contact tabs', () => {
  it('has a tab per section, Overview open', async () => {
    serveContact();
    openTab();
    await loaded();
    const names = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(names).toEqual(['Overview', 'Assets', 'Bookings', 'Invoices', 'Transactions', 'Notes', 'Reminders', 'Forms']);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the overview: address, notes, tags, source, consent, last visit, added', async () => {
    serveContact();
    openTab();
    await loaded();
    for (const text of ['1 Main St', 'Prefers mornings', 'vip', 'Referral', 'Agreed to receive marketing', 'Jun 10, 2024', 'Mar 5, 2024']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it("opens the tab the address names, and asks for the contact's assets", async () => {
    const api = serveAssets();
    openTab('assets');
    expect(await screen.findByText('2019 Toyota')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Assets' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Year: 2019 · Make: Toyota')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit 2019 Toyota' })).toHaveAttribute('href', `/app/contact/asset_edit/${ID}/${VEHICLE}/a1`);
    expect(api.requests()).toEqual(expect.arrayContaining([`GET /api/contacts/${ID}/assets`, 'GET /api/asset-types']));
  });

  it('opens a tab when it is clicked', async () => {
    const api = serveAssets();
    openTab();
    await loaded();
    // no tab's data before its tab is opened (the business's zone is read beside the contact: issue 33 §8)
    expect(api.requests().filter((request) => request !== 'GET /api/booking-settings')).toEqual([`GET /api/contacts/${ID}`]);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Assets' }));
    expect(await screen.findByText('2019 Toyota')).toBeInTheDocument();
  });

  it('says the assets could not be loaded, with Retry', async () => {
    serveAssets({ [`GET /api/contacts/${ID}/assets`]: problem(500, 'internal') });
    openTab('assets');
    expect(await screen.findByText('The assets could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('offers to add an asset when the contact has none', async () => {
    withVehicleType();
    serveAssets({ [`GET /api/contacts/${ID}/assets`]: json({ items: [] }) });
    openTab('assets');
    expect(await screen.findByText(/No assets yet/)).toBeInTheDocument();
    // the empty tab holds one Add asset (the header has the other)
    await userEvent.setup().click(within(tabPanel()).getByRole('button', { name: /Add asset/ }));
    expect(await screen.findByRole('menuitem', { name: 'Vehicle' })).toBeInTheDocument();
  });

  it('opens the asset form of the type chosen in Add asset', async () => {
    withVehicleType();
    serveAssets();
    openTab();
    await loaded();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Add asset/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Vehicle' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New Vehicle' })).toBeInTheDocument();
  });

  it('deletes an asset once confirmed', async () => {
    const api = serveAssets();
    openTab('assets');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete 2019 Toyota' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Delete 2019 Toyota?')).toBeInTheDocument();
    expect(api.requests()).not.toContain('DELETE /api/assets/a1');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No assets yet/)).toBeInTheDocument();
    expect(screen.queryByText('2019 Toyota')).not.toBeInTheDocument();
    expect(api.requests()).toContain('DELETE /api/assets/a1');
  });

  it("opens the contact's bookings in their tab (the tab's own tests: BookingsTab.test.tsx)", async () => {
    const api = serveContact({
      'GET /api/booking-settings': json({ timeZone: 'America/Los_Angeles' }),
      'GET /api/bookings': ({ query }) =>
        json(
          aPage(query.from ? [aBooking({ id: 'b1', contactId: ID, startsAt: '2099-03-12T17:00:00.000Z' })] : [], {
            currency: 'USD',
            timeZone: 'America/Los_Angeles',
          }),
        ),
    });
    openTab('bookings');
    const list = await screen.findByRole('list', { name: 'Today and coming (1)' });
    expect(tabPanel()).toContainElement(list);
    expect(within(list).getByRole('link', { name: 'Booking of Mar 12, 2099, 10:00 AM' })).toHaveAttribute('href', '/app/bookings/b1');
    expect(api.callsTo('GET /api/bookings').every((call) => call.query.contactId === ID)).toBe(true);
  });

  it.each([
    ['invoices', 'GET /api/invoices', "This contact's invoices could not be loaded"],
    ['transactions', 'GET /api/transactions', "This contact's transactions could not be loaded"],
  ])("opens the contact's %s in their tab (the tab's own tests: MoneyTabs.test.tsx)", async (tab, route, failed) => {
    const api = serveContact({ [route]: problem(500, 'internal') });
    openTab(tab);
    expect(await screen.findByText(failed)).toBeInTheDocument();
    expect(tabPanel()).toHaveTextContent(failed);
    expect(api.callsTo(route)[0]?.query.contactId).toBe(ID);
  });

  it('saves the notes alone', async () => {
    const api = serveContact();
    openTab('notes');
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    expect(notes).toHaveValue('Prefers mornings');
    const user = userEvent.setup();
    await user.clear(notes);
    await user.type(notes, 'Prefers afternoons');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    await waitFor(() => expect(api.callsTo(`PATCH /api/contacts/${ID}`)).toHaveLength(1));
    expect(api.callsTo(`PATCH /api/contacts/${ID}`)[0]?.body).toEqual({ notes: 'Prefers afternoons' });
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(await screen.findByText('Prefers afternoons')).toBeInTheDocument();
  });

  it('keeps notes not yet saved when the page is left, says so on return, and discards them when asked', async () => {
    const api = serveContact();
    const first = openTab('notes');
    const user = userEvent.setup();
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    await user.clear(notes);
    await user.type(notes, 'Allergic to latex');
    first.unmount();
    openTab('notes');
    expect(await screen.findByRole('textbox', { name: 'Notes' })).toHaveValue('Allergic to latex');
    expect(screen.getByText('Your notes not yet saved were kept: save them, or discard them.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Prefers mornings');
    expect(screen.queryByText(/not yet saved were kept/)).not.toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/contacts/${ID}`)).toEqual([]);
    expect(sessionStorage.length).toBe(0);
  });

  it('shows a refusal of the notes under them, in the user’s language', async () => {
    serveContact({ [`PATCH /api/contacts/${ID}`]: fieldProblem({ notes: ['too_long', { limit: 5000 }] }) });
    openTab('notes');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('At most 5000 characters')).toBeInTheDocument();
  });
});

describe('the reminders tab', () => {
  const open = aReminder({ id: 'r1', contactId: ID, note: 'Call about the tires', status: 'overdue', dueOn: '2024-07-01' });
  const done = aReminder({ id: 'r2', contactId: ID, note: 'Send the quote', status: 'done', dueOn: '2024-04-30', doneAt: '2024-05-02T10:00:00.000Z' });

  function serveReminders(routes: Routes = {}) {
    let openItems = [open];
    return serveContact({
      'GET /api/reminders': ({ query }) => json(aPage(query.status === 'open' ? openItems : [done], { counts: { due: 0, overdue: 0, done: 0 } })),
      'PATCH /api/reminders/r1': () => {
        openItems = [];
        return json({ ...open, status: 'done', doneAt: '2024-07-02T10:00:00.000Z' });
      },
      ...routes,
    });
  }

  it("lists the contact's open and done reminders, their days written as everywhere", async () => {
    const api = serveReminders();
    openTab('reminders');
    expect(await screen.findByText('Call about the tires')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('Jul 1, 2024')).toBeInTheDocument();
    expect(screen.getByText('Send the quote')).toBeInTheDocument();
    expect(screen.getByText('Due Apr 30, 2024 · done May 2, 2024')).toBeInTheDocument();
    const queries = api.callsTo('GET /api/reminders').map((c) => c.query);
    expect(queries).toEqual(
      expect.arrayContaining([expect.objectContaining({ contactId: ID, status: 'open' }), expect.objectContaining({ contactId: ID, status: 'done' })]),
    );
  });

  it('labels the new reminder fields and asks for both', async () => {
    const api = serveReminders();
    openTab('reminders');
    await screen.findByText('Call about the tires');
    expect(screen.getByLabelText('Due date')).toHaveAttribute('type', 'date');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add reminder' }));
    expect(await screen.findByText('Choose the day it is due')).toBeInTheDocument();
    expect(screen.getByText('Write what to do')).toBeInTheDocument();
    expect(api.requests()).not.toContain(`POST /api/contacts/${ID}/reminders`);
  });

  it('adds a reminder with the day and the note', async () => {
    const api = serveReminders({ [`POST /api/contacts/${ID}/reminders`]: json(aReminder({ id: 'r3', contactId: ID }), 201) });
    openTab('reminders');
    await screen.findByText('Call about the tires');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Due date'), '2024-08-15');
    await user.type(screen.getByLabelText('Note'), ' Ask about the winter tires ');
    await user.click(screen.getByRole('button', { name: 'Add reminder' }));
    await waitFor(() => expect(api.callsTo(`POST /api/contacts/${ID}/reminders`)).toHaveLength(1));
    expect(api.callsTo(`POST /api/contacts/${ID}/reminders`)[0]?.body).toEqual({ dueOn: '2024-08-15', note: 'Ask about the winter tires' });
    // the lists are asked for again
    await waitFor(() => expect(api.callsTo('GET /api/reminders')).toHaveLength(4));
  });

  it('says why a reminder could not be added, in the user’s language', async () => {
    serveReminders({ [`POST /api/contacts/${ID}/reminders`]: problem(500, 'internal') });
    openTab('reminders');
    await screen.findByText('Call about the tires');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Due date'), '2024-08-15');
    await user.type(screen.getByLabelText('Note'), 'Call');
    await user.click(screen.getByRole('button', { name: 'Add reminder' }));
    expect(await screen.findByText('The reminder could not be added. Something went wrong on our side. Try again in a moment.')).toBeInTheDocument();
  });

  it('marks an open reminder done', async () => {
    const api = serveReminders();
    openTab('reminders');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Mark done: Call about the tires' }));
    expect(await screen.findByText('Nothing to follow up on.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/reminders/r1')[0]?.body).toEqual({ done: true });
  });
});
