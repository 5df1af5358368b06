import { bus, type ReminderPage } from '@frontdesk/shared';
import { renderMicroAppAt } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';
import { aReminder, json, mockApi, problem, skipStylesheets } from '../testing';
import { localDay } from '../utils/days';

const counts = { due: 2, overdue: 1, done: 4 };
const pageOf = (items: ReminderPage['items'], extra: Partial<ReminderPage> = {}): ReminderPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  counts,
  ...extra,
});

const due = [
  aReminder({ id: 'r1', contactId: 'c1', contactName: 'Ann Lee', note: 'Ask about the colour', dueOn: '2025-06-10' }),
  aReminder({ id: 'r2', contactId: 'c2', contactName: 'Bo Diaz', note: 'Send the quote', dueOn: '2025-06-12' }),
];
const overdue = [aReminder({ id: 'r3', contactName: 'Cy Park', status: 'overdue', dueOn: '2025-05-01', note: 'Late one' })];
const done = [
  aReminder({ id: 'r4', contactName: 'Di Moss', status: 'done', doneAt: '2025-06-02T09:00:00.000Z', note: 'Booked' }),
];

function serveReminders(byStatus: Record<string, ReminderPage['items']> = { due, overdue, done }) {
  return mockApi(({ method, path, query }) => {
    if (method === 'GET' && path === '/api/reminders') return json(pageOf(byStatus[query.get('status') ?? ''] ?? []));
    if (method === 'PATCH' && path.startsWith('/api/reminders/')) return json({ ...due[0], status: 'done' });
    return undefined;
  });
}

const open = () => renderMicroAppAt(microApp, '/app/contacts/reminders-list');

beforeEach(skipStylesheets);
afterEach(() => jest.restoreAllMocks());

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
    const [call] = api.to('GET', '/api/reminders');
    expect(Object.fromEntries(call!.query)).toEqual({ status: 'due', today: localDay(), page: '1', pageSize: '20' });
  });

  it('links the contact name to the contact page', async () => {
    serveReminders();
    open();
    expect(await screen.findByRole('link', { name: 'Bo Diaz' })).toHaveAttribute('href', '/app/contacts/c2');
  });

  it('switches tabs and asks for that status', async () => {
    const api = serveReminders();
    open();
    await userEvent.click(await screen.findByRole('tab', { name: 'Overdue (1)' }));
    expect(await screen.findByText('Late one')).toBeInTheDocument();
    expect(api.to('GET', '/api/reminders').map((c) => c.query.get('status'))).toEqual(['due', 'overdue']);
  });

  it('marks a reminder done with a PATCH, a toast, and asks for the list again', async () => {
    const api = serveReminders();
    const emit = jest.spyOn(bus, 'emit');
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark done: Ann Lee' }));
    await waitFor(() => expect(api.to('GET', '/api/reminders')).toHaveLength(2));
    const [patch] = api.to('PATCH', '/api/reminders/r1');
    expect(patch?.body).toEqual({ done: true });
    expect(patch?.query.get('today')).toBe(localDay());
    expect(emit).toHaveBeenCalledWith({ type: 'notify', level: 'success', message: 'Reminder for Ann Lee marked done' });
  });

  it('undoes a done reminder', async () => {
    const api = serveReminders();
    open();
    await userEvent.click(await screen.findByRole('tab', { name: 'Done (4)' }));
    const row = (await screen.findByText('Booked')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Undo: Di Moss' }));
    await waitFor(() => expect(api.to('PATCH', '/api/reminders/r4')).toHaveLength(1));
    expect(api.to('PATCH', '/api/reminders/r4')[0]?.body).toEqual({ done: false });
  });

  it('says so with a toast when the change fails', async () => {
    mockApi(({ method }) => (method === 'PATCH' ? problem(500) : json(pageOf(due))));
    const emit = jest.spyOn(bus, 'emit');
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark done: Ann Lee' }));
    await waitFor(() =>
      expect(emit).toHaveBeenCalledWith({
        type: 'notify',
        level: 'error',
        message: 'The reminder could not be changed. Try again.',
      }),
    );
  });

  it('shows an empty state for a tab with no reminders', async () => {
    serveReminders({ due: [], overdue: [], done: [] });
    open();
    expect(
      await screen.findByText('Nothing due. Reminders you add to contacts show here from their due day.'),
    ).toBeInTheDocument();
  });

  it('shows the error with Retry when the list fails, and asks again', async () => {
    let n = 0;
    mockApi(() => (n++ === 0 ? problem(500) : json(pageOf(due))));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
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
