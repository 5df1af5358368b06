import { PAGE_SIZE, addDays, bus, localDay, sessionStore, type ContactPage } from '@frontdesk/shared';
import { aContact, aPage, aUser, json, problem, renderMicroAppAt, serveApi, type Routes } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';

const ann = aContact({ id: 'c1', firstName: 'Ann', lastName: 'Lee', phone: '5551234567', email: 'ann@example.com' });
const bo = aContact({ id: 'c2', firstName: 'Bo', lastName: 'Diaz', phone: '', email: '', lastVisitAt: null });

function serve({ days = 60, list = [ann, bo], routes = {} }: { days?: number; list?: ContactPage['items']; routes?: Routes } = {}) {
  return serveApi({
    'GET /api/settings/contacts': json({ lostCustomerDays: days }),
    'PATCH /api/settings/contacts': ({ body }) => json(body),
    'GET /api/contacts': json(aPage(list)),
    'POST /api/contacts/c1/reminders': json({ id: 'r9' }, 201),
    'POST /api/contacts/c2/reminders': json({ id: 'r9' }, 201),
    ...routes,
  });
}

const open = () => renderMicroAppAt(microApp, '/app/contacts/lost-customers');
const daysInput = () => screen.findByRole('textbox', { name: 'No visit in (days)' });
const signInAs = (role: 'admin' | 'staff') => sessionStore.signIn(aUser({ role }));

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});
afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.signOut();
});

describe('LostCustomersPage', () => {
  it('starts from the business setting and asks for the contacts with no visit in that many days', async () => {
    const api = serve({ days: 60 });
    open();
    expect(await daysInput()).toHaveValue('60');
    expect(await screen.findByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/app/contacts/c1');
    const [list] = api.callsTo('GET /api/contacts');
    expect(list?.query).toEqual({ lostForDays: '60', sort: 'lastVisit', page: '1', pageSize: String(PAGE_SIZE) });
    expect(screen.getByText('2 customers with no visit in 60 days')).toBeInTheDocument();
  });

  it('shows the phone formatted, the email, the last visit or "Never"', async () => {
    serve();
    open();
    const table = await screen.findByRole('table', { name: 'Customers with no visit in 60 days' });
    expect(within(table).getByRole('link', { name: '(555) 123-4567' })).toHaveAttribute('href', 'tel:5551234567');
    expect(within(table).getByRole('link', { name: 'ann@example.com' })).toBeInTheDocument();
    expect(within(table).getByText('Nov 20, 2024')).toBeInTheDocument();
    expect(within(table).getByText('Never')).toBeInTheDocument();
  });

  it('asks again with the new number of days when it changes', async () => {
    const api = serve({ days: 60 });
    open();
    const input = await daysInput();
    await screen.findByRole('link', { name: 'Ann Lee' });
    await user.clear(input);
    await user.type(input, '120');
    await waitFor(() => expect(api.callsTo('GET /api/contacts').map((c) => c.query.lostForDays)).toEqual(['60', '120']));
    expect(await screen.findByText('2 customers with no visit in 120 days')).toBeInTheDocument();
  });

  it('refuses 0, letters and 100000 with the range, as typed, asking nothing new and saving nothing', async () => {
    signInAs('admin');
    const api = serve({ days: 60 });
    open();
    const input = await daysInput();
    await screen.findByRole('link', { name: 'Ann Lee' });
    for (const typed of ['0', 'abc', '100000']) {
      await user.clear(input);
      await user.type(input, typed);
      await user.tab();
      // never changed to 1 or 3650, nor emptied, behind the reader's back
      expect(input).toHaveValue(typed);
      expect(input).toHaveAccessibleDescription('Enter a whole number of days from 1 to 3650');
      expect(screen.getByRole('button', { name: 'Save as default' })).toBeDisabled();
    }
    // the list stays on the last number it took
    expect(api.callsTo('GET /api/contacts').map((c) => c.query.lostForDays)).toEqual(['60']);
    expect(screen.getByText('2 customers with no visit in 60 days')).toBeInTheDocument();
  });

  it('links Export CSV to the export of the same days, as a download', async () => {
    serve({ days: 45 });
    open();
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/contacts/export.csv?lostForDays=45');
    expect(link).toHaveAttribute('download');
  });

  it('lets an admin save the days as the default', async () => {
    signInAs('admin');
    const api = serve({ days: 60 });
    const emit = jest.spyOn(bus, 'emit');
    open();
    const input = await daysInput();
    const save = screen.getByRole('button', { name: 'Save as default' });
    expect(save).toBeDisabled();
    await user.clear(input);
    await user.type(input, '30');
    await user.click(save);
    await waitFor(() => expect(api.callsTo('PATCH /api/settings/contacts')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/settings/contacts')[0]?.body).toEqual({ lostCustomerDays: 30 });
    await waitFor(() =>
      expect(emit).toHaveBeenCalledWith({
        type: 'notify',
        level: 'success',
        message: 'Saved: lost customers are now those with no visit in 30 days',
      }),
    );
    expect(await screen.findByText('Business default: 30 days')).toBeInTheDocument();
  });

  it('does not offer Save as default to staff', async () => {
    signInAs('staff');
    serve();
    open();
    await screen.findByRole('link', { name: 'Ann Lee' });
    expect(screen.queryByRole('button', { name: 'Save as default' })).not.toBeInTheDocument();
  });

  it('adds a reminder to a contact from a small dialog', async () => {
    const api = serve();
    const emit = jest.spyOn(bus, 'emit');
    open();
    await user.click(await screen.findByRole('button', { name: 'Add reminder: Ann Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a reminder for Ann Lee' });
    const due = within(dialog).getByLabelText('Due date');
    expect(due).toHaveValue(addDays(localDay(), 7));
    await user.clear(due);
    await user.type(due, '2031-02-03');
    await user.type(within(dialog).getByLabelText('Note'), 'Offer a return visit');
    await user.click(within(dialog).getByRole('button', { name: 'Add reminder' }));
    await waitFor(() => expect(api.callsTo('POST /api/contacts/c1/reminders')).toHaveLength(1));
    expect(api.callsTo('POST /api/contacts/c1/reminders')[0]?.body).toEqual({ dueOn: '2031-02-03', note: 'Offer a return visit' });
    await waitFor(() => expect(emit).toHaveBeenCalledWith({ type: 'notify', level: 'success', message: 'Reminder added for Ann Lee on Feb 3, 2031' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for a note before adding a reminder', async () => {
    const api = serve();
    open();
    await user.click(await screen.findByRole('button', { name: 'Add reminder: Bo Diaz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a reminder for Bo Diaz' });
    await user.click(within(dialog).getByRole('button', { name: 'Add reminder' }));
    expect(await within(dialog).findByText('Write what to do')).toBeInTheDocument();
    expect(api.callsTo('POST /api/contacts/c2/reminders')).toHaveLength(0);
  });

  it('falls back to 90 days when the setting cannot be read', async () => {
    const api = serve({ routes: { 'GET /api/settings/contacts': problem(500, 'internal') } });
    open();
    expect(await daysInput()).toHaveValue('90');
    expect(screen.getByText('The business default could not be loaded; showing 90 days.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/contacts')[0]?.query.lostForDays).toBe('90'));
  });

  it('shows an empty state when nobody is lost', async () => {
    serve({ list: [] });
    open();
    expect(await screen.findByText('No lost customers: everyone has visited in the last 60 days.')).toBeInTheDocument();
  });
});
