import { PAGE_SIZE, bus, localDay, type ReminderPage } from '@frontdesk/shared';
import { aPage, aReminder, json, problem, renderMicroAppAt, serveApi } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';

const counts = { due: 2, overdue: 1, done: 4 };

const due = [
  aReminder({ id: 'r1', contactId: 'c1', contactName: 'Ann Lee', note: 'Ask about the colour', dueOn: '2025-06-10' }),
  aReminder({ id: 'r2', contactId: 'c2', contactName: 'Bo Diaz', note: 'Send the quote', dueOn: '2025-06-12' }),
];
const overdue = [aReminder({ id: 'r3', contactName: 'Cy Park', status: 'overdue', dueOn: '2025-05-01', note: 'Late one' })];
const done = [aReminder({ id: 'r4', contactName: 'Di Moss', status: 'done', doneAt: '2025-06-02T09:00:00.000Z', note: 'Booked' })];

function serveReminders(byStatus: Record<string, ReminderPage['items']> = { due, overdue, done }) {
  return serveApi({
    'GET /api/reminders': ({ query }) => json(aPage(byStatus[query.status ?? ''] ?? [], { counts })),
    'PATCH /api/reminders/r1': json({ ...due[0], status: 'done' }),
    'PATCH /api/reminders/r4': json({ ...done[0], status: 'due', doneAt: null }),
  });
}

const open = () => renderMicroAppAt(microApp, '/app/contacts/reminders-list');

afterEach(() => jest.restoreAllMocks());

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});

describe('RemindersPage', () => {
  it('shows a labelled loading state, then the due reminders with the counts on the tabs', async () => {
    serveReminders();
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Reminders' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading reminders…' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Due (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Overdue (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Done (4)' })).toBeInTheDocument();
    expect(screen.getByText('Ask about the colour')).toBeInTheDocument();
    expect(screen.getByText('Jun 10, 2025')).toBeInTheDocument();
  });

  it('asks for the due reminders of the browser’s local day', async () => {
    const api = serveReminders();
    open();
    await screen.findByText('Ask about the colour');
    const [call] = api.callsTo('GET /api/reminders');
    expect(call?.query).toEqual({ status: 'due', today: localDay(), page: '1', pageSize: String(PAGE_SIZE) });
  });

  it('links the contact name to the contact page', async () => {
    serveReminders();
    open();
    expect(await screen.findByRole('link', { name: 'Bo Diaz' })).toHaveAttribute('href', '/app/contacts/c2');
  });

  it("links a reminder about a booking to that booking, its day and time on the business's clock", async () => {
    const api = serveReminders({
      due: [aReminder({ id: 'r9', contactName: 'Ann Lee', note: 'Ask how the coat held up', bookingId: 'b7', bookingStartsAt: '2025-06-14T17:00:00.000Z' })],
    });
    api.routes['GET /api/booking-settings'] = json({ timeZone: 'America/New_York' });
    open();
    // 17:00 UTC is 1:00 PM in New York (10:00 AM where the tests run)
    expect(await screen.findByRole('link', { name: 'Booking: Jun 14, 2025, 1:00 PM' })).toHaveAttribute('href', '/app/bookings/b7');
  });

  it('switches tabs and asks for that status', async () => {
    const api = serveReminders();
    open();
    await user.click(await screen.findByRole('tab', { name: 'Overdue (1)' }));
    expect(await screen.findByText('Late one')).toBeInTheDocument();
    expect(api.callsTo('GET /api/reminders').map((c) => c.query.status)).toEqual(['due', 'overdue']);
  });

  it('marks a reminder done with a PATCH, a toast, and asks for the list again', async () => {
    const api = serveReminders();
    const emit = jest.spyOn(bus, 'emit');
    open();
    await user.click(await screen.findByRole('button', { name: 'Mark done: Ann Lee' }));
    await waitFor(() => expect(api.callsTo('GET /api/reminders')).toHaveLength(2));
    const [patch] = api.callsTo('PATCH /api/reminders/r1');
    expect(patch?.body).toEqual({ done: true });
    expect(patch?.query.today).toBe(localDay());
    expect(emit).toHaveBeenCalledWith({ type: 'notify', level: 'success', message: 'Reminder for Ann Lee marked done' });
  });

  it('undoes a done reminder', async () => {
    const api = serveReminders();
    open();
    await user.click(await screen.findByRole('tab', { name: 'Done (4)' }));
    const table = await screen.findByRole('table', { name: 'Reminders done' });
    expect(within(table).getByText('Booked')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Undo: Di Moss' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/reminders/r4')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/reminders/r4')[0]?.body).toEqual({ done: false });
  });

  it('says so with a toast when the change fails', async () => {
    serveApi({ 'GET /api/reminders': json(aPage(due, { counts })), 'PATCH /api/reminders/r1': problem(500, 'internal') });
    const emit = jest.spyOn(bus, 'emit');
    open();
    await user.click(await screen.findByRole('button', { name: 'Mark done: Ann Lee' }));
    await waitFor(() =>
      expect(emit).toHaveBeenCalledWith({
        type: 'notify',
        level: 'error',
        message: 'Something went wrong on our side. Try again in a moment.',
      }),
    );
  });

  it('shows an empty state for a tab with no reminders', async () => {
    serveReminders({ due: [], overdue: [], done: [] });
    open();
    expect(await screen.findByText('Nothing due. Reminders you add to contacts show here from their due day.')).toBeInTheDocument();
  });

  it('shows the error with Retry when the list fails, and asks again', async () => {
    const api = serveApi({ 'GET /api/reminders': problem(500, 'internal') });
    open();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('heading', { name: 'The reminders could not be loaded' })).toBeInTheDocument();
    api.routes['GET /api/reminders'] = json(aPage(due, { counts }));
    await user.click(retry);
    expect(await screen.findByText('Ask about the colour')).toBeInTheDocument();
  });

  it('shows the reminders in Spanish', async () => {
    serveReminders();
    const { i18n } = await import('@frontdesk/shared');
    await i18n.changeLanguage('es');
    const view = open();
    try {
      expect(await screen.findByRole('tab', { name: 'Vencidos (1)' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Marcar como hecho: Ann Lee' })).toBeInTheDocument();
    } finally {
      view.unmount();
      await i18n.changeLanguage('en');
    }
  });
});
