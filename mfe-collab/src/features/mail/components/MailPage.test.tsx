import type { Mail, MailLabel, MailSummary } from '@frontdesk/shared';
import { aBookingSettings, aPage, chooseOption, currentAddress, json, problem, renderMicroAppAt, serveApi, signedInAs } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';

const system = (id: string, unread = 0): MailLabel => ({ id, kind: 'system', name: id, unread });
const labels = {
  items: [
    ...['all', 'inbox', 'sent', 'drafts', 'trash', 'spam', 'starred', 'important'].map((id) => system(id, id === 'inbox' ? 2 : 0)),
    { id: 'l1', kind: 'custom', name: 'Suppliers', unread: 0 },
  ],
};

const aMail = (mailId: string, overrides: Partial<MailSummary> = {}): MailSummary => ({
  mailId,
  kind: 'internal',
  folder: 'inbox',
  home: 'inbox',
  isUnread: true,
  isStarred: false,
  isImportant: false,
  labelIds: [],
  from: 'Ada Admin',
  to: 'Sol Staff',
  subject: 'Rota for June',
  snippet: 'You open on Mondays.',
  createdAt: '2025-06-10T15:00:00.000Z',
  status: null,
  error: '',
  ...overrides,
});
const full = (summary: MailSummary, overrides: Partial<Mail> = {}): Mail => ({
  ...summary,
  text: 'You open on Mondays.\n\nAda',
  html: '',
  sentAt: null,
  attachments: [],
  ...overrides,
});
const receipt = aMail('m9', {
  kind: 'outgoing',
  folder: 'sent',
  home: 'sent',
  isUnread: false,
  from: 'Ada Admin',
  to: 'marta@example.test',
  subject: 'Your receipt #42 from Paws Grooming',
  snippet: 'Thank you for your visit.',
  status: 'failed',
  error: '451 4.3.0 try again later',
});

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});
afterEach(() => jest.restoreAllMocks());
signedInAs({ role: 'staff' });

const open = (path: string) => renderMicroAppAt(microApp, path);

describe('MailPage', () => {
  it('lists a label’s mails with the labels beside them, and searches in the address', async () => {
    const api = serveApi({ 'GET /api/mail/labels': json(labels), 'GET /api/mail/mails': json(aPage([aMail('m1')])) });
    open('/app/mail/inbox');
    const table = await screen.findByRole('table', { name: 'Mails: Inbox' });
    expect(within(table).getByRole('link', { name: 'Rota for June' })).toHaveAttribute('href', '/app/mail/inbox/m1');
    expect(within(table).getByText('Ada Admin')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Mail labels' });
    expect(within(nav).getByRole('link', { name: /Inbox/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Suppliers' })).toHaveAttribute('href', '/app/mail/label/l1');
    expect(api.callsTo('GET /api/mail/mails')[0]?.query).toEqual({ label: 'inbox', page: '1', pageSize: '25' });

    await user.type(screen.getByRole('textbox', { name: 'Search mail' }), 'rota');
    await waitFor(() => expect(api.callsTo('GET /api/mail/mails').at(-1)?.query).toEqual({ label: 'inbox', q: 'rota', page: '1', pageSize: '25' }));
    expect(currentAddress()).toBe('/app/mail/inbox?q=rota');
  });

  it('shows each time on the business’s clock, its zone named when it is not the desk’s (issue 33 §8)', async () => {
    // the desk is in Los Angeles (jest's zone), the business in New York
    serveApi({
      'GET /api/mail/labels': json(labels),
      'GET /api/mail/mails': json(aPage([aMail('m1')])),
      'GET /api/booking-settings': json(aBookingSettings({ timeZone: 'America/New_York' })),
    });
    open('/app/mail/inbox');
    const table = await screen.findByRole('table', { name: 'Mails: Inbox' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Jun 10, 2025, 11:00\sAM EDT/));
  });

  it('stars a mail from the list', async () => {
    const api = serveApi({
      'GET /api/mail/labels': json(labels),
      'GET /api/mail/mails': json(aPage([aMail('m1')])),
      'PATCH /api/mail/mails/m1': json(aMail('m1', { isStarred: true })),
    });
    open('/app/mail/inbox');
    await user.click(await screen.findByRole('button', { name: 'Star: Rota for June' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/mail/mails/m1')[0]?.body).toEqual({ isStarred: true }));
  });

  it('opens a mail, which reading marks read, and goes back to the list', async () => {
    const api = serveApi({
      'GET /api/mail/labels': json(labels),
      'GET /api/mail/mails': json(aPage([aMail('m1')])),
      'GET /api/mail/mail': json(full(aMail('m1', { isUnread: false }))),
    });
    open('/app/mail/inbox');
    await user.click(await screen.findByRole('link', { name: 'Rota for June' }));
    const mail = await screen.findByRole('article', { name: 'Rota for June' });
    expect(within(mail).getByText(/Ada$/)).toBeInTheDocument();
    expect(api.callsTo('GET /api/mail/mail')[0]?.query).toEqual({ mailId: 'm1' });
    await user.click(screen.getByRole('link', { name: 'Back to Inbox' }));
    expect(await screen.findByRole('table', { name: 'Mails: Inbox' })).toBeInTheDocument();
    expect(currentAddress()).toBe('/app/mail/inbox');
  });

  it('marks an open mail unread without reading it again', async () => {
    const api = serveApi({
      'GET /api/mail/labels': json(labels),
      'GET /api/mail/mails': json(aPage([aMail('m1')])),
      'GET /api/mail/mail': json(full(aMail('m1', { isUnread: false }))),
      'PATCH /api/mail/mails/m1': json(aMail('m1', { isUnread: true })),
    });
    open('/app/mail/inbox/m1');
    const mail = await screen.findByRole('article', { name: 'Rota for June' });
    await user.click(within(mail).getByRole('button', { name: 'Mark unread: Rota for June' }));
    expect(await within(mail).findByRole('button', { name: 'Mark read: Rota for June' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('PATCH /api/mail/mails/m1')[0]?.body).toEqual({ isUnread: true });
    expect(api.callsTo('GET /api/mail/mail')).toHaveLength(1);
  });

  it('shows the business’s email under Sent with its delivery, why it failed and its attachment', async () => {
    serveApi({
      'GET /api/mail/labels': json(labels),
      'GET /api/mail/mails': json(aPage([receipt])),
      'GET /api/mail/mail': json(
        full(receipt, {
          text: 'Total: $91.00',
          attachments: [{ kind: 'receipt_pdf', id: 't1', filename: 'receipt-42.pdf', url: '/api/transactions/t1/receipt.pdf' }],
        }),
      ),
    });
    open('/app/mail/sent');
    const table = await screen.findByRole('table', { name: 'Mails: Sent' });
    expect(within(table).getByText('To: marta@example.test')).toBeInTheDocument();
    expect(within(table).getByText('Failed: 451 4.3.0 try again later')).toBeInTheDocument();
    await user.click(within(table).getByRole('link', { name: 'Your receipt #42 from Paws Grooming' }));
    const mail = await screen.findByRole('article', { name: 'Your receipt #42 from Paws Grooming' });
    expect(within(mail).getByText('451 4.3.0 try again later')).toBeInTheDocument();
    expect(within(mail).getByRole('link', { name: 'Download receipt-42.pdf' })).toHaveAttribute('href', '/api/transactions/t1/receipt.pdf');
    expect(within(mail).getByText('Total: $91.00')).toBeInTheDocument();
  });

  it('says a sign-in link’s mail is its recipient’s alone, as the API sends no text of it', async () => {
    const reset = { ...receipt, subject: 'Reset your Frontdesk password', snippet: '', status: 'kept' as const, error: '' };
    serveApi({
      'GET /api/mail/labels': json(labels),
      'GET /api/mail/mails': json(aPage([reset])),
      'GET /api/mail/mail': json(full(reset, { text: '' })),
    });
    open('/app/mail/sent/m9');
    const mail = await screen.findByRole('article', { name: 'Reset your Frontdesk password' });
    expect(within(mail).getByRole('region', { name: 'Message' })).toHaveTextContent(
      'This message holds a sign-in link for its recipient only: its text is not shown here.',
    );
  });

  it('says a draft has no recipient yet instead of an empty “To”', async () => {
    const draft = aMail('d2', { folder: 'drafts', home: 'drafts', isUnread: false, to: '', subject: 'Towels', snippet: '' });
    serveApi({ 'GET /api/mail/labels': json(labels), 'GET /api/mail/mails': json(aPage([draft])), 'GET /api/mail/mail': json(full(draft, { text: '' })) });
    open('/app/mail/drafts/d2');
    const mail = await screen.findByRole('article', { name: 'Towels' });
    expect(within(mail).getByText('No one yet')).toBeInTheDocument();
  });

  it('says so when a mail is not there (404)', async () => {
    serveApi({ 'GET /api/mail/labels': json(labels), 'GET /api/mail/mail': problem(404, 'not_found') });
    open('/app/mail/all/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('There is no such mail')).toBeInTheDocument();
  });

  it('shows a failure with a retry that loads the list again', async () => {
    const api = serveApi({ 'GET /api/mail/labels': json(labels), 'GET /api/mail/mails': problem(500, 'internal') });
    open('/app/mail/all');
    expect(await screen.findByText('The mail could not be loaded')).toBeInTheDocument();
    api.routes['GET /api/mail/mails'] = json(aPage([aMail('m1')]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Mails: All mail' })).toBeInTheDocument();
  });

  it('hides and shows the labels', async () => {
    serveApi({ 'GET /api/mail/labels': json(labels), 'GET /api/mail/mails': json(aPage([])) });
    open('/app/mail/all');
    expect(await screen.findByRole('navigation', { name: 'Mail labels' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide labels' }));
    expect(screen.queryByRole('navigation', { name: 'Mail labels' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show labels' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('writes a new mail: refuses it without recipient or subject, then sends it and closes', async () => {
    const api = serveApi({
      'GET /api/mail/labels': json(labels),
      'GET /api/mail/mails': json(aPage([])),
      'GET /api/mail/colleagues': json({ items: [{ id: 'u2', name: 'Sol Staff', email: 'sol@paws.test' }] }),
      'POST /api/mail/mails': json({ mailIds: ['m5'] }, 201),
    });
    open('/app/mail/all');
    await user.click(await screen.findByRole('button', { name: 'New mail' }));
    const panel = await screen.findByRole('dialog', { name: 'New mail' });
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText('Add at least one recipient: a colleague or an email address')).toBeInTheDocument();
    expect(within(panel).getByText('Write a subject')).toBeInTheDocument();
    expect(api.callsTo('POST /api/mail/mails')).toHaveLength(0);

    await chooseOption(within(panel).getByRole('combobox', { name: 'To' }), 'Sol Staff <sol@paws.test>');
    await user.type(within(panel).getByRole('textbox', { name: 'Subject' }), 'Rota');
    await user.type(within(panel).getByRole('textbox', { name: 'Message' }), 'Mondays');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST /api/mail/mails')[0]?.body).toEqual({ to: ['sol@paws.test'], subject: 'Rota', body: 'Mondays' }));
    expect(api.callsTo('POST /api/mail/mails')[0]?.headers['idempotency-key']).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New mail' })).not.toBeInTheDocument());
  });

  it('keeps what is written in Drafts unchecked, and sends a draft written on out of Drafts', async () => {
    const draft = aMail('d1', { folder: 'drafts', home: 'drafts', isUnread: false, to: 'marta@example.test', subject: 'Towels', snippet: 'Order more' });
    const api = serveApi({
      'GET /api/mail/labels': json(labels),
      'GET /api/mail/mails': json(aPage([draft])),
      'GET /api/mail/colleagues': json({ items: [] }),
      'POST /api/mail/drafts': json({ mailId: 'd1' }),
      'GET /api/mail/mail': json(full(draft, { text: 'Order more' })),
      'POST /api/mail/mails': json({ mailIds: ['m6'] }, 201),
    });
    open('/app/mail/all');
    await user.click(await screen.findByRole('button', { name: 'New mail' }));
    const panel = await screen.findByRole('dialog', { name: 'New mail' });
    await user.type(within(panel).getByRole('textbox', { name: 'Subject' }), 'Towels');
    await user.click(within(panel).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo('POST /api/mail/drafts')[0]?.body).toEqual({ to: [], subject: 'Towels', body: '' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New mail' })).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/mail/mails')).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: 'Towels' }));
    await user.click(await screen.findByRole('button', { name: 'Go on writing' }));
    const writing = await screen.findByRole('dialog', { name: 'Draft' });
    expect(within(writing).getByRole('textbox', { name: 'Subject' })).toHaveValue('Towels');
    expect(within(writing).getByRole('textbox', { name: 'Message' })).toHaveValue('Order more');
    await user.click(within(writing).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/mail/mails')[0]?.body).toEqual({ to: ['marta@example.test'], subject: 'Towels', body: 'Order more', draftId: 'd1' }),
    );
    await waitFor(() => expect(currentAddress()).toBe('/app/mail/all'));
  });
});
