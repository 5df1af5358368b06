import type { OutboxMail, OutboxMailSummary } from '@frontdesk/shared';
import { aBookingSettings, aPage, json, never, problem, renderMicroAppAt, serveApi, signedInAs } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';

const aMail = (id: string, overrides: Partial<OutboxMailSummary> = {}): OutboxMailSummary => ({
  id,
  to: 'marta@example.test',
  subject: 'Your receipt #42 from Paws Grooming',
  status: 'kept',
  error: '',
  invoiceId: 'i1',
  transactionId: 't1',
  createdBy: 'Ada Admin',
  createdAt: '2025-06-10T15:00:00.000Z',
  sentAt: null,
  attachments: [{ kind: 'receipt_pdf', id: 't1', filename: 'receipt-42.pdf', url: '/api/transactions/t1/receipt.pdf' }],
  ...overrides,
});
const fullMail = (summary: OutboxMailSummary): OutboxMail => ({ ...summary, text: 'Thank you for your visit.\n\nTotal: $91.00', html: '<p>Thank you</p>' });

const mails = [
  aMail('m2', { to: 'ben@example.test', subject: 'Invoice #7 from Paws Grooming', status: 'sent', sentAt: '2025-06-11T09:00:00.000Z' }),
  aMail('m1'),
];

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});
afterEach(() => jest.restoreAllMocks());
signedInAs({ role: 'staff' });

const open = (path = '/app/outbox') => renderMicroAppAt(microApp, path);

describe('OutboxPage', () => {
  it('shows each time on the business’s clock, its zone named when it is not the desk’s (issue 33 §8)', async () => {
    // the desk is in Los Angeles (jest's zone), the business in New York
    serveApi({ 'GET /api/outbox': json(aPage(mails)), 'GET /api/booking-settings': json(aBookingSettings({ timeZone: 'America/New_York' })) });
    open();
    const table = await screen.findByRole('table', { name: 'Outbox' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Jun 11, 2025, 5:00\sAM EDT/));
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(/Jun 10, 2025, 11:00\sAM EDT/);
  });

  it('lists the mail newest first with its address, subject and status in words', async () => {
    serveApi({ 'GET /api/outbox': json(aPage(mails)) });
    open();
    const table = await screen.findByRole('table', { name: 'Outbox' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('ben@example.test');
    expect(first).toHaveTextContent('Invoice #7 from Paws Grooming');
    expect(first).toHaveTextContent('Sent');
    expect(second).toHaveTextContent('Kept here (no mail server)');
  });

  it('shows that there is no mail yet, and that a search found none', async () => {
    const api = serveApi({ 'GET /api/outbox': json(aPage([])) });
    open();
    expect(await screen.findByText('No mail yet')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search the outbox' }), 'zed');
    expect(await screen.findByText('No mail matches this search')).toBeInTheDocument();
    // a slow machine may search "z" before the rest is typed: the last search is the whole text
    await waitFor(() => expect(api.callsTo('GET /api/outbox').at(-1)?.query).toEqual({ q: 'zed', page: '1', pageSize: '25' }));
  });

  it('shows a loading state while the outbox loads', async () => {
    serveApi({ 'GET /api/outbox': () => never() });
    open();
    expect(await screen.findByText('Loading the outbox…')).toBeInTheDocument();
  });

  it('shows a failure with a retry that loads the outbox again', async () => {
    const api = serveApi({ 'GET /api/outbox': problem(404, 'not_found') });
    open();
    expect(await screen.findByText('The outbox could not be loaded')).toBeInTheDocument();
    api.routes['GET /api/outbox'] = json(aPage(mails));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Outbox' })).toBeInTheDocument();
  });

  it('opens a message in a side panel with its text and a link to each attachment', async () => {
    serveApi({ 'GET /api/outbox': json(aPage(mails)), 'GET /api/outbox/m1': json(fullMail(mails[1]!)) });
    open();
    await user.click(await screen.findByRole('button', { name: 'View the message to marta@example.test: Your receipt #42 from Paws Grooming' }));
    const panel = await screen.findByRole('dialog', { name: 'Your receipt #42 from Paws Grooming' });
    expect(await within(panel).findByText(/Total: \$91\.00/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Download receipt-42.pdf' })).toHaveAttribute('href', '/api/transactions/t1/receipt.pdf');
    expect(within(panel).getByText('Kept here (no mail server)')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close the message' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows why a message failed', async () => {
    const failed = aMail('m3', { status: 'failed', error: '451 4.3.0 try again later' });
    serveApi({ 'GET /api/outbox': json(aPage([failed])), 'GET /api/outbox/m3': json(fullMail(failed)) });
    open('/app/outbox?mail=m3');
    const panel = await screen.findByRole('dialog', { name: failed.subject });
    expect(await within(panel).findByText('451 4.3.0 try again later')).toBeInTheDocument();
    expect(within(panel).getByText('Failed')).toBeInTheDocument();
  });
});
