import { IDEMPOTENCY_HEADER, type AuditEvent } from '@frontdesk/shared';
import { anInvoice, aPage, json, renderMicroAppAt, serveApi, signedInAs } from '@frontdesk/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';
import { aPayment, detailOf, registers, summaryOf } from '../testing';

// Issue 33 §7: an invoice's due date, terms and note change until it is sent or paid; a partly
// refunded invoice says so, in the list and on its page; a refund's reason is in its history.

beforeAll(() => Promise.all([import('./InvoicePage'), import('./InvoicesPages')]));

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});
afterEach(() => jest.restoreAllMocks());
signedInAs({ role: 'admin' });

const unsent = anInvoice({ paidMinor: 0, balanceMinor: 8_000, dueOn: null, terms: 'Net 7' });

const event = (overrides: Partial<AuditEvent>): AuditEvent => ({
  id: 'e9',
  action: 'refund.succeeded',
  userId: 'u1',
  userEmail: 'demo@frontdesk.app',
  rowCount: null,
  detail: {},
  at: '2026-11-21T10:00:00.000Z',
  registerId: null,
  ip: '127.0.0.1',
  invoiceId: 'inv1',
  transactionId: 'tx9',
  amountMinor: 1_000,
  ...overrides,
});

describe("an invoice's terms and refunds", () => {
  it('changes the due date, terms and note of an invoice not yet sent, with its Idempotency-Key', async () => {
    const api = serveApi({
      'GET /api/invoices/inv1': json(detailOf(unsent, [])),
      'GET /api/registers': json(registers),
      'PATCH /api/invoices/inv1': json({ ...unsent, dueOn: '2099-03-01', terms: 'Net 30' }),
    });
    renderMicroAppAt(microApp, '/app/invoices/inv1');
    expect(await screen.findByText('Net 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit due date and terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Due date, terms and note of invoice #12' });
    expect(within(dialog).getByLabelText('Terms')).toHaveValue('Net 7');
    fireEvent.change(within(dialog).getByLabelText('Due date'), { target: { value: '2099-03-01' } });
    fireEvent.change(within(dialog).getByLabelText('Terms'), { target: { value: ' Net 30 ' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/invoices/inv1')).toHaveLength(1));
    const call = api.callsTo('PATCH /api/invoices/inv1')[0]!;
    expect(call.body).toEqual({ dueOn: '2099-03-01', terms: 'Net 30', note: '' });
    expect(call.headers[IDEMPOTENCY_HEADER.toLowerCase()]).toBeTruthy();
  });

  it('refuses a due date in the past before sending anything', async () => {
    const api = serveApi({ 'GET /api/invoices/inv1': json(detailOf(unsent, [])), 'GET /api/registers': json(registers) });
    renderMicroAppAt(microApp, '/app/invoices/inv1');
    await user.click(await screen.findByRole('button', { name: 'Edit due date and terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Due date, terms and note of invoice #12' });
    fireEvent.change(within(dialog).getByLabelText('Due date'), { target: { value: '2000-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The due date cannot be in the past')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/invoices/inv1')).toHaveLength(0);
  });

  it('keeps them once the invoice is sent, and says why', async () => {
    const sent = { ...unsent, sentAt: '2026-11-21T09:00:00.000Z' };
    serveApi({ 'GET /api/invoices/inv1': json(detailOf(sent, [])), 'GET /api/registers': json(registers) });
    renderMicroAppAt(microApp, '/app/invoices/inv1');
    expect(await screen.findByText(/This invoice was sent: its due date, terms and note stay as the customer has them/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit due date and terms' })).not.toBeInTheDocument();
    expect(screen.getByText('Sent')).toBeInTheDocument();
  });

  it('says “Partly refunded” of a paid invoice with a refund, and gives the refund’s reason in the history', async () => {
    const partly = anInvoice({ status: 'paid', displayStatus: 'partly_refunded', paidMinor: 8_000, balanceMinor: 0, refundedMinor: 1_000 });
    const detail = detailOf(partly, [aPayment({ amountMinor: 8_000, refundedMinor: 1_000 })]);
    serveApi({
      'GET /api/invoices/inv1': json({ ...detail, history: [...detail.history, event({ detail: { reason: 'Fringe not as asked', tender: 'card' } })] }),
      'GET /api/registers': json(registers),
    });
    renderMicroAppAt(microApp, '/app/invoices/inv1');
    expect(await screen.findByText('Partly refunded')).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'History' });
    const refund = within(history).getAllByRole('listitem')[1]!;
    expect(refund).toHaveTextContent('Refund · $10.00');
    expect(refund).toHaveTextContent('Why: Fringe not as asked');
  });

  it('lists a partly refunded invoice as such', async () => {
    const partly = anInvoice({ status: 'paid', displayStatus: 'partly_refunded', paidMinor: 8_000, balanceMinor: 0, refundedMinor: 1_000 });
    serveApi({ 'GET /api/invoices': json(aPage([summaryOf(partly)], { currency: 'USD' })) });
    renderMicroAppAt(microApp, '/app/invoices');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Partly refunded');
  });
});
